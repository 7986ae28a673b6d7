"""How strong the levels are, as measured: each level against the one below it, by the tournament command.

Data for the new-game dialog ("wins about 9 of 10 games against Strong"): ``strength(level)``
is the match that describes a level, the level against the one below it (Beginner against
the Greedy baseline). Each entry says how it was measured; a draw counts half a win, and
the interval is the 95% Wilson interval of the score rate. ``ON_CHANGED_TABLE`` is the same
ladder on a component table with every cost and value moved by up to 30%
(``benchmarks/ai_varied_components.py``): the levels keep their order on other numbers.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Measured:
    """One match of the tournament: ``level`` against ``opponent``, seats alternating."""

    level: str
    opponent: str
    games: int
    wins: int
    draws: int
    losses: int
    ci_low: float  # 95% Wilson interval of the score rate
    ci_high: float
    command: str  # the command that measured it

    @property
    def rate(self) -> float:
        """The score rate: wins, and half the draws, per game."""
        return (self.wins + self.draws / 2) / self.games

    @property
    def of_ten(self) -> int:
        """Games the level wins of ten, about (the score rate rounded to tenths)."""
        return round(self.rate * 10)


def _ladder(
    level: str, opponent: str, record: tuple[int, int, int], interval: tuple[float, float], budget: str = ""
) -> Measured:
    """A match of the ladder on the built-in table, 200 games, seats alternating, measured on 2026-12-02."""
    return Measured(
        level,
        opponent,
        200,
        *record,
        *interval,
        f"python -m lehavre_desktop.ai tournament --a {level} --b {opponent} --games 200 --seed 1 {budget}--json",
    )


MEASURED: tuple[Measured, ...] = (
    _ladder("beginner", "greedy", (52, 2, 146), (0.209, 0.330)),
    _ladder("intermediate", "beginner", (200, 0, 0), (0.981, 1.000)),
    _ladder("strong", "intermediate", (169, 2, 29), (0.794, 0.893)),
    _ladder("expert", "strong", (180, 1, 19), (0.853, 0.936)),
    # At 16,000 nodes a decision (about a fifth of what its default 2 s of CPU buys): the same on every machine.
    _ladder("master", "expert", (141, 2, 57), (0.644, 0.768), budget="--nodes 16000 --jobs 2 "),
)


def _on_varied_table(
    level: str, opponent: str, games: int, record: tuple[int, int, int], interval: tuple[float, float], budget: str = ""
) -> Measured:
    """A match on the table of benchmarks/ai_varied_components.py --seed 1 (every cost and value moved by up to
    30%), as ``--games 20 --master-games 40 --nodes 16000`` measured it on 2026-12-02, seats alternating."""
    return Measured(
        level,
        opponent,
        games,
        *record,
        *interval,
        f"python -m lehavre_desktop.ai tournament --a {level} --b {opponent} --games {games} --seed 1 "
        f"{budget}--components varied.json (benchmarks/ai_varied_components.py --seed 1)",
    )


ON_CHANGED_TABLE: tuple[Measured, ...] = (
    _on_varied_table("intermediate", "beginner", 20, (20, 0, 0), (0.839, 1.000)),
    _on_varied_table("strong", "intermediate", 20, (17, 0, 3), (0.640, 0.948)),
    _on_varied_table("expert", "strong", 20, (18, 1, 1), (0.731, 0.982)),
    _on_varied_table("master", "expert", 40, (31, 0, 9), (0.625, 0.877), budget="--nodes 16000 "),
)


# The fewest games a match needs to describe a level to the player (the bar): over fewer, "about 6 of 10"
# could as well be 4 or 8.
GAMES_TO_DESCRIBE = 200


def strength(level: str) -> Measured | None:
    """The match that describes ``level``: against the level below it, over at least ``GAMES_TO_DESCRIBE`` games;
    None for a level not measured that well."""
    return next((m for m in MEASURED if m.level == level and m.games >= GAMES_TO_DESCRIBE), None)
