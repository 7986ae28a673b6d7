"""The computer's levels: named, seeded agents that choose one legal action at a time.

Every agent answers ``choose(state)`` with an action from ``legal_actions(state)``,
so it also ends its turns (``end``) and decides on sales after its action. The
searching levels plan the turn's build, use or pass by a ``TurnSearch``; after it they
weigh each possible sale against ending the turn at once, looking as far ahead as
for the action. Before the action they never sell: selling at half value to afford
something is never part of their plan. A seed makes every level reproducible: the
same seed and the same positions give the same choices. The seed also breaks ties
and adds the small variation that keeps two computer games from being copies.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Protocol

from ..engine import Action, End, GameState, Sell, apply, legal_actions, wealth
from .evaluation import DEFAULT_WEIGHTS, Estimator, Weights
from .search import Expectation, RankedTurn, TurnSearch, main_actions


class Agent(Protocol):
    level: str

    def choose(self, state: GameState) -> Action:
        """A legal action for the player to move."""
        ...


class RandomAgent:
    """Uniform over every legal action (a baseline for measuring)."""

    level = "random"

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        return self._rng.choice(legal_actions(state))


class GreedyAgent:
    """The build, use or pass that leaves the mover wealthiest at once, as scored; never sells.

    Ties go to the action listed first by ``legal_actions``. The seed is accepted
    for a uniform interface and changes nothing: this level is deterministic.
    """

    level = "greedy"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, state: GameState) -> Action:
        if state.acted:
            return End()
        mover = state.current
        best: Action | None = None
        best_wealth = -1
        for action in main_actions(state):
            total = wealth(apply(state, action, trusted=True).state, mover).total
            if total > best_wealth:
                best, best_wealth = action, total
        assert best is not None
        return best


@dataclass(frozen=True)
class SearchProfile:
    """How a searching level plays: plies and beam widths, its estimate, and its variation."""

    beams: tuple[int, ...]
    # Root choices within this many points of the best are picked among at random (0: none).
    tolerance: float = 0.0
    # Above 0, the root choice is a softmax over leads at this temperature: a forgiving level.
    temperature: float = 0.0
    weights: Weights = DEFAULT_WEIGHTS


class SearchAgent:
    def __init__(self, level: str, profile: SearchProfile, seed: int) -> None:
        self.level = level
        self.profile = profile
        self._rng = random.Random(seed)
        # One estimator for every search of this agent: its building table is built once.
        self.estimator = Estimator(profile.weights)

    def search(self) -> TurnSearch:
        return TurnSearch(self.profile.beams, self.estimator)

    def choose(self, state: GameState) -> Action:
        if state.acted:
            return self._finish_turn(state)
        return self.pick(self.search().rank(state)).action

    def pick(self, ranked: list[RankedTurn]) -> RankedTurn:
        best = ranked[0].expectation.lead
        if self.profile.temperature > 0:
            weights = [math.exp((turn.expectation.lead - best) / self.profile.temperature) for turn in ranked]
            return self._rng.choices(ranked, weights)[0]
        close = [turn for turn in ranked if turn.expectation.lead >= best - self.profile.tolerance]
        return self._rng.choice(close)

    def _finish_turn(self, state: GameState) -> Action:
        """End the turn, unless a sale now leaves the mover better off after the same look-ahead."""
        mover = state.current
        search = self.search()
        ended = apply(state, End(), trusted=True).state
        best_action: Action = End()
        best = self._after_end(search, ended, mover)
        for action in legal_actions(state):
            if isinstance(action, Sell):
                sold = apply(apply(state, action, trusted=True).state, End(), trusted=True).state
                value = self._after_end(search, sold, mover)
                if value.lead > best.lead:
                    best_action, best = action, value
        return best_action

    def _after_end(self, search: TurnSearch, state: GameState, seat: int) -> Expectation:
        if state.finished or len(self.profile.beams) <= 1:
            return search.expect(state, seat)
        # The opponent's reply (and further turns) answer the sale: that is what a sale can prevent.
        return TurnSearch(self.profile.beams[1:], self.estimator).value(state, seat)
