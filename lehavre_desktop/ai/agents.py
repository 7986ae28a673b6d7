"""The computer's levels: named, seeded agents that choose one legal action at a time.

Every agent answers ``choose(state)`` with an action from ``legal_actions(state)``,
so it also ends its turns (``end``) and decides on sales after its action; ``decide``
gives the same action with the turns its search ranked on the way. The searching
levels plan the turn's build, use or pass by a ``TurnSearch``; after it they weigh each
possible sale against ending the turn at once, looking as far ahead as for the action,
with the opponent's build of the sold building always among the replies searched (a
sale puts the building back in the supply). Before the action they never sell: selling
at half value to afford something is never part of their plan. A seed makes every
level reproducible: the same seed and the same positions give the same choices. The
seed also breaks ties and adds the small variation that keeps two computer games from
being copies.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Protocol

from ..engine import Action, End, GameState, Sell, apply, legal_actions, wealth
from .budget import searching
from .evaluation import DEFAULT_WEIGHTS, Estimator, Weights
from .search import Expectation, RankedTurn, TurnSearch, main_actions


@dataclass(frozen=True)
class Decision:
    """An action chosen, and the turns the search ranked to choose it (best first; empty: no search)."""

    action: Action
    ranked: tuple[RankedTurn, ...] = ()
    plies: int = 0  # how many turns ahead the ranking's expectations look


class Agent(Protocol):
    level: str

    def choose(self, state: GameState) -> Action:
        """A legal action for the player to move."""
        ...

    def decide(self, state: GameState) -> Decision:
        """``choose``, with the ranking behind the choice."""
        ...


class RandomAgent:
    """Uniform over every legal action (a baseline for measuring)."""

    level = "random"

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        return self._rng.choice(legal_actions(state))

    def decide(self, state: GameState) -> Decision:
        return Decision(self.choose(state))


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

    def decide(self, state: GameState) -> Decision:
        return Decision(self.choose(state))


@dataclass(frozen=True)
class SearchProfile:
    """How a searching level plays: plies and beam widths, its estimate, and its variation."""

    beams: tuple[int, ...]
    # Root choices within this many points of the best are picked among at random (0: none).
    tolerance: float = 0.0
    # Above 0, the root choice is a softmax over leads at this temperature: a forgiving level.
    temperature: float = 0.0
    weights: Weights = DEFAULT_WEIGHTS


# A sale must beat ending the turn by more than this many points of lead. A sale cannot be
# taken back and puts the building within the opponent's reach; a smaller gain is within what
# the beams make of two positions that differ by a few francs (a different reply gets into a
# beam), and picking the best of several sales by such differences picks the noise.
SALE_MARGIN = 1.0


class SoldThisTurn:
    """The buildings an agent sold in the turn under way: the opponent may build them all."""

    def __init__(self) -> None:
        self._turn = -1
        self._sold: frozenset[str] = frozenset()

    def before(self, state: GameState) -> frozenset[str]:
        if self._turn != state.turn_number:
            return frozenset()
        return frozenset(b for b in self._sold if b in state.supply)

    def record(self, state: GameState, action: Action) -> None:
        if isinstance(action, Sell):
            self._sold = self.before(state) | {action.building}
            self._turn = state.turn_number


def after_sales(state: GameState, sale: Sell | None) -> GameState:
    """The position once the turn is ended, after ``sale`` if any."""
    if sale is not None:
        state = apply(state, sale, trusted=True).state
    return apply(state, End(), trusted=True).state


class SearchAgent:
    def __init__(self, level: str, profile: SearchProfile, seed: int) -> None:
        self.level = level
        self.profile = profile
        self._rng = random.Random(seed)
        # One estimator for every search of this agent: its building table is built once.
        self.estimator = Estimator(profile.weights)
        self._sold = SoldThisTurn()

    def search(self) -> TurnSearch:
        return TurnSearch(self.profile.beams, self.estimator, memo={})

    def choose(self, state: GameState) -> Action:
        return self.decide(state).action

    def decide(self, state: GameState) -> Decision:
        with searching():
            if state.acted:
                action = self._finish_turn(state)
                self._sold.record(state, action)
                return Decision(action)
            ranked = self.search().rank(state, self.profile.tolerance)
        return Decision(self.pick(ranked).action, tuple(ranked), len(self.profile.beams))

    def pick(self, ranked: list[RankedTurn]) -> RankedTurn:
        best = ranked[0].expectation.lead
        if self.profile.temperature > 0:
            # A one-ply ranking (every level with a temperature has one) is exact throughout.
            weights = [math.exp((turn.expectation.lead - best) / self.profile.temperature) for turn in ranked]
            return self._rng.choices(ranked, weights)[0]
        close = [turn for turn in ranked if turn.exact and turn.expectation.lead >= best - self.profile.tolerance]
        return self._rng.choice(close)

    def _finish_turn(self, state: GameState) -> Action:
        """End the turn, unless a sale now leaves the mover better off after the same look-ahead,
        by more than ``SALE_MARGIN``.

        Each sale is searched only as far as it takes to see that it does not beat the best
        choice so far (alpha-beta from that value): most sales are refuted by the first reply.
        """
        mover = state.current
        sold_before = self._sold.before(state)
        best_action: Action = End()
        bar = self._after_end(after_sales(state, None), mover, sold_before, float("-inf")).lead + SALE_MARGIN
        for action in legal_actions(state):
            if isinstance(action, Sell):
                gifts = sold_before | {action.building}
                value = self._after_end(after_sales(state, action), mover, gifts, bar)
                if value.lead > bar:
                    best_action, bar = action, value.lead
        return best_action

    def _after_end(self, state: GameState, seat: int, gifts: frozenset[str], alpha: float) -> Expectation:
        search = self.search()
        if len(self.profile.beams) <= 1:
            return search.expect(state, seat)
        # The opponent's reply (and further turns) answer the sale: that is what a sale can prevent,
        # and what a sale can hand over.
        return search.value_after(state, seat, gifts, alpha)
