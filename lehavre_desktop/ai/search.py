"""Looking ahead whole turns: a depth-limited minimax with a beam, over the estimate.

One ply is one whole turn: a build, use or pass followed by ``end`` (sales are the
agents' separate, cheaper decision). Every turn on offer is scored by the estimate;
only the best few (the beam) are searched deeper, and alpha-beta cuts lines that
cannot change the choice. Values are the searching player's estimated final score
and the opponent's, so a line is compared by the lead it gives, and a hint can
still say what score it expects.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ..engine import Action, End, GameState, Sell, apply, expand, legal_actions, options
from .evaluation import DEFAULT_ESTIMATOR, Estimator, expected_gain


class Expectation(NamedTuple):
    """What the search expects at the end of the line it looked at."""

    mine: float  # the searching player's expected final score
    theirs: float  # the opponent's
    lead: float  # the estimates' difference: what the search compares


@dataclass(frozen=True)
class RankedTurn:
    """One turn on offer at the root, with what the search expects after it."""

    action: Action
    expectation: Expectation


def main_actions(state: GameState) -> list[Action]:
    """The builds, uses (or the pass) on offer: everything but sales and ``end``."""
    return [a for a in legal_actions(state) if not isinstance(a, Sell | End)]


# Below the root only a sample of each build's payments and each use's choices is looked
# at: the cheapest payments come first, and the choices are sampled across their range.
# The root always weighs every action, so the action taken is chosen among all of them.
BUILD_VARIANTS_BELOW_ROOT = 2
USE_VARIANTS_BELOW_ROOT = 5


def sampled_actions(state: GameState) -> list[Action]:
    """Every build, use or pass on offer, with a sample of each one's payments or choices."""
    sampled: list[Action] = []
    for option in options(state):
        if option.verb in ("sell", "end"):
            continue
        variants = expand(state, option)
        limit = BUILD_VARIANTS_BELOW_ROOT if option.verb == "build" else USE_VARIANTS_BELOW_ROOT
        if len(variants) <= limit:
            sampled.extend(variants)
        elif option.verb == "build":
            sampled.extend(variants[:limit])
        else:
            last = len(variants) - 1
            sampled.extend(variants[round(i * last / (limit - 1))] for i in range(limit))
    return sampled


def after_turn(state: GameState, action: Action) -> GameState:
    """The position after taking ``action`` and ending the turn."""
    acted = apply(state, action, trusted=True).state
    return apply(acted, End(), trusted=True).state


class TurnSearch:
    """Minimax over whole turns with beam widths per depth (``beams[0]`` at the root)."""

    def __init__(self, beams: tuple[int, ...], estimator: Estimator = DEFAULT_ESTIMATOR) -> None:
        self.beams = beams
        self.estimator = estimator

    def expect(self, state: GameState, seat: int) -> Expectation:
        mine, theirs = self.estimator.estimate(state, seat), self.estimator.estimate(state, 1 - seat)
        return Expectation(mine + expected_gain(state, seat), theirs + expected_gain(state, 1 - seat), mine - theirs)

    def children(self, state: GameState, root: bool = False) -> list[tuple[Action, GameState]]:
        """The turns on offer (all of them at the root) with their resulting positions, the mover's best first."""
        mover = state.current
        actions = main_actions(state) if root else sampled_actions(state)
        found = [(action, after_turn(state, action)) for action in actions]
        found.sort(key=lambda pair: -self.expect(pair[1], mover).lead)
        return found

    def rank(self, state: GameState) -> list[RankedTurn]:
        """The turns the search looked at (the root beam; every turn at one ply), best first."""
        seat = state.current
        children = self.children(state, root=True)
        if len(self.beams) == 1:
            return [RankedTurn(action, self.expect(child, seat)) for action, child in children]
        # Each root turn gets its exact value (no cut-off at the root), so the ranking and
        # the expected scores a hint shows are true search values, not bounds.
        ranked = [RankedTurn(action, self.value_after(child, seat)) for action, child in children[: self.beams[0]]]
        ranked.sort(key=lambda turn: -turn.expectation.lead)
        return ranked

    def value(self, state: GameState, seat: int) -> Expectation:
        """What ``seat`` expects from ``state`` after ``len(beams)`` more turns of both sides' search."""
        return self._value(state, seat, 0, float("-inf"), float("inf"))

    def value_after(self, child: GameState, seat: int) -> Expectation:
        """The value of a root turn's resulting position: the remaining plies searched."""
        if child.finished:
            return self.expect(child, seat)
        return self._value(child, seat, 1, float("-inf"), float("inf"))

    def _value(self, state: GameState, seat: int, depth: int, alpha: float, beta: float) -> Expectation:
        """What ``seat`` expects from ``state`` with both sides searching ``len(beams) - depth`` more turns."""
        if state.finished or depth >= len(self.beams):
            return self.expect(state, seat)
        children = self.children(state)
        maximizing = state.current == seat
        last = depth == len(self.beams) - 1
        best: Expectation | None = None
        for _action, child in children[: self.beams[depth]] if not last else children[:1]:
            # At the last ply the children are already sorted by the mover's estimate:
            # the first one is the mover's best reply.
            value = self.expect(child, seat) if last else self._value(child, seat, depth + 1, alpha, beta)
            if best is None or (value.lead > best.lead if maximizing else value.lead < best.lead):
                best = value
            if maximizing:
                alpha = max(alpha, value.lead)
            else:
                beta = min(beta, value.lead)
            if alpha >= beta:
                break
        assert best is not None, "a position before the action always offers a build, a use or the pass"
        return best
