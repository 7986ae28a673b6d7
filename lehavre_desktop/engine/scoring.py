"""Wealth and the final outcome."""

from __future__ import annotations

from dataclasses import dataclass

from .rules import RuleId
from .state import GameState
from .values import building_value, value_rule


@dataclass(frozen=True, slots=True)
class BuildingScore:
    building: str
    value: int
    rule: RuleId | None  # the scoring rule for a variable value; None for a printed one


@dataclass(frozen=True, slots=True)
class ScoreBreakdown:
    francs: int
    buildings: tuple[BuildingScore, ...]

    @property
    def total(self) -> int:
        return self.francs + sum(b.value for b in self.buildings)


@dataclass(frozen=True, slots=True)
class Outcome:
    scores: tuple[ScoreBreakdown, ScoreBreakdown]
    winner: int | None  # None: a draw (rules §9, §15.3)

    @property
    def totals(self) -> tuple[int, int]:
        return (self.scores[0].total, self.scores[1].total)

    @property
    def rule(self) -> RuleId:
        return RuleId.SCORING_TIE if self.winner is None else RuleId.GAME_END_SCORING


def wealth(state: GameState, seat: int) -> ScoreBreakdown:
    """Francs plus what each owned building is worth now; the final score once the game is over."""
    player = state.players[seat]
    order = state.components.order
    buildings = sorted(player.buildings(), key=order.__getitem__)
    return ScoreBreakdown(
        player.francs,
        tuple(BuildingScore(b, building_value(state, player, b), value_rule(state, b)) for b in buildings),
    )


def score_outcome(state: GameState) -> Outcome:
    scores = (wealth(state, 0), wealth(state, 1))
    a, b = scores[0].total, scores[1].total
    return Outcome(scores, None if a == b else (0 if a > b else 1))


def outcome(state: GameState) -> Outcome | None:
    """None while the game goes on; then the scores, their breakdown and the winner."""
    return score_outcome(state) if state.finished else None
