"""The levels' measured strength: every entry is a tournament's own count, and the player reads only a match
played over enough games."""

from __future__ import annotations

import pytest

from lehavre_desktop.ai import LEVELS, PLAYABLE_LEVELS
from lehavre_desktop.ai.strength import GAMES_TO_DESCRIBE, MEASURED, ON_CHANGED_TABLE, Measured, strength
from lehavre_desktop.ai.tournament import wilson_interval
from lehavre_desktop.ui.computer_levels import LevelStrength, strength_line


@pytest.mark.parametrize("match", MEASURED + ON_CHANGED_TABLE, ids=lambda m: f"{m.level}-{m.opponent}-{m.games}")
def test_each_entry_is_a_tournaments_count_with_its_interval_and_command(match: Measured) -> None:
    assert match.level in LEVELS and match.opponent in LEVELS and match.level != match.opponent
    assert match.wins + match.draws + match.losses == match.games > 0
    low, high = wilson_interval(match.wins + match.draws / 2, match.games)
    assert (match.ci_low, match.ci_high) == pytest.approx((low, high), abs=5e-4)
    assert f"tournament --a {match.level} --b {match.opponent} " in match.command


def test_a_level_is_described_only_by_a_match_of_enough_games() -> None:
    for level in LEVELS:
        described = strength(level)
        played = [m for m in MEASURED if m.level == level and m.games >= GAMES_TO_DESCRIBE]
        assert described == (played[0] if played else None)
        said = described is not None and described.opponent in PLAYABLE_LEVELS
        assert (strength_line(level) != "") == said


def test_the_strength_in_words_rounds_the_score_rate_to_tenths() -> None:
    nine = Measured("expert", "strong", 200, 178, 2, 20, 0.84, 0.93, "python -m lehavre_desktop.ai tournament …")
    assert nine.rate == 0.895 and nine.of_ten == 9
    assert LevelStrength().said(nine) == "Wins about 9 of 10 games against Strong."
    even = Measured("master", "expert", 200, 95, 10, 95, 0.43, 0.57, "…")
    assert LevelStrength().said(even) == "Wins about 5 of 10 games against Expert."
