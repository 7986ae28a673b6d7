"""The tournament: seats alternate, results are reproducible, and the interval is Wilson's."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from lehavre_desktop.ai import Budget
from lehavre_desktop.ai.__main__ import main
from lehavre_desktop.ai.tournament import MatchSummary, play_game, run_match, wilson_interval
from lehavre_desktop.engine import components_from_data


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
        shared.a_wins,
        shared.b_wins,
        shared.a_mean_score,
        shared.b_mean_score,
    )
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


def outcomes(summary: MatchSummary) -> tuple[int, int, int, float, float]:
    return summary.a_wins, summary.b_wins, summary.draws, summary.a_mean_score, summary.b_mean_score


def test_a_logged_match_plays_only_the_games_missing_from_its_log(tmp_path: Path) -> None:
    log = tmp_path / "games.jsonl"
    first = run_match("beginner", "random", 2, seed=4, log=log)
    assert len(log.read_text().splitlines()) == 2
    longer = run_match("beginner", "random", 3, seed=4, log=log)
    assert len(log.read_text().splitlines()) == 3  # games 0 and 1 came from the log
    assert outcomes(longer) == outcomes(run_match("beginner", "random", 3, seed=4))
    assert run_match("beginner", "random", 2, seed=4, log=log) == first  # all from the log, times included
    other_seed = run_match("beginner", "random", 1, seed=5, log=log)
    assert other_seed.games == 1 and len(log.read_text().splitlines()) == 4


@pytest.mark.slow
def test_master_plays_a_match_on_a_node_budget_reproducibly() -> None:
    budget = Budget(seconds=None, nodes=600, clock=time.process_time)
    once = run_match("master", "intermediate", 1, seed=2, budget=budget)
    assert (once.budget_nodes, once.budget_seconds) == (600, None)
    assert outcomes(once) == outcomes(run_match("master", "intermediate", 1, seed=2, budget=budget))


def test_the_command_plays_on_a_components_file_and_refuses_a_missing_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    table = tmp_path / "box.json"
    table.write_text(json.dumps({"buildings": {"pier": {"cost": {"wood": 4, "clay": 4}, "value": 20}}}))
    assert (
        main(["tournament", "--a", "beginner", "--b", "random", "--games", "2", "--components", str(table), "--json"])
        == 0
    )
    lines = capsys.readouterr().out.strip().splitlines()
    assert "components box.json" in lines[0]
    assert json.loads(lines[-1])["components"] == "box.json"
    with pytest.raises(SystemExit):
        main(["tournament", "--a", "beginner", "--b", "random", "--components", str(tmp_path / "none.json")])
    assert "no such file" in capsys.readouterr().err


def test_a_match_on_other_components_is_played_with_them() -> None:
    components, problems = components_from_data({"buildings": {"smokehouse": {"value": 40}}})
    assert not problems
    result = play_game("intermediate", "beginner", 3, 0, components=components)
    same = play_game("intermediate", "beginner", 3, 0)
    assert (result.a_score, result.b_score) != (same.a_score, same.b_score)
