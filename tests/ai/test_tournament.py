"""The tournament: seats alternate, results are reproducible, and the interval is Wilson's."""

from __future__ import annotations

import json

import pytest

from lehavre_desktop.ai.__main__ import main
from lehavre_desktop.ai.tournament import play_game, run_match, wilson_interval


def test_wilson_interval_of_known_rates() -> None:
    low, high = wilson_interval(50, 100)
    assert (round(low, 3), round(high, 3)) == (0.404, 0.596)
    low, high = wilson_interval(200, 200)
    assert high == pytest.approx(1.0) and round(low, 3) == 0.981
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_games_alternate_the_measured_level_between_the_seats() -> None:
    assert [play_game("beginner", "random", 1, i).a_seat for i in range(4)] == [0, 1, 0, 1]


def test_a_match_is_the_same_in_one_process_or_two() -> None:
    alone = run_match("beginner", "greedy", 6, seed=9, jobs=1)
    shared = run_match("beginner", "greedy", 6, seed=9, jobs=2)
    assert (alone.a_wins, alone.b_wins, alone.a_mean_score, alone.b_mean_score) == (
        shared.a_wins, shared.b_wins, shared.a_mean_score, shared.b_mean_score)
    assert alone.a_wins + alone.b_wins + alone.draws == 6


def test_the_command_prints_a_report_and_one_json_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--a", "beginner", "--b", "random", "--games", "4", "--seed", "3", "--json"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0].startswith("beginner vs random: 4 games")
    summary = json.loads(lines[-1])
    assert summary["games"] == 4 and summary["a"] == "beginner" and summary["b"] == "random"
    assert summary["ci_low"] <= summary["a_score_rate"] <= summary["ci_high"]


def test_an_unknown_level_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["tournament", "--a", "grandmaster", "--b", "random"])
    assert "invalid choice" in capsys.readouterr().err
