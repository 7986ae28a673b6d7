"""Teaching with the search: a suggested turn with its reasons, and a review of a turn taken.

Both use the Strong level's search without its variation, so the same position always
gets the same advice. Expected final scores are the search's estimates at the end of
the line it looked at (see ``evaluation``): good for comparing turns, not a promise.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Action, End, GameState, apply
from .agents import Agent, SearchAgent
from .evaluation import Estimator
from .levels import STRONG
from .search import Expectation, RankedTurn, TurnSearch

ADVISING_LEVEL = "strong"
ADVISING_ESTIMATOR = Estimator(STRONG.weights)


@dataclass(frozen=True)
class Suggestion:
    """The turn the search would take from here, and the best few turns it compared."""

    plan: tuple[Action, ...]  # the rest of the turn, ending with ``end``
    compared: tuple[RankedTurn, ...]  # best first; ``compared[0].action`` is the plan's build, use or pass


@dataclass(frozen=True)
class TurnReview:
    """How a turn taken compares with the search's best turn from the same position."""

    chosen: Expectation
    best: Expectation
    better: tuple[Action, ...]  # the search's turn: its build, use or pass, then ``end``

    @property
    def loss(self) -> float:
        """Expected final score the turn taken gave away (0 when it was as good as the best)."""
        return max(0.0, self.best.mine - self.chosen.mine)


def advisor() -> SearchAgent:
    return SearchAgent(ADVISING_LEVEL, STRONG, seed=0)


def plan_turn(agent: Agent, state: GameState) -> tuple[Action, ...]:
    """The agent's actions from ``state`` to the end of the current turn, ``end`` included."""
    plan: list[Action] = []
    mover = state.current
    while not state.finished and state.current == mover:
        action = agent.choose(state)
        plan.append(action)
        state = apply(state, action, trusted=True).state
        if isinstance(action, End):
            break
    return tuple(plan)


def suggest(state: GameState, count: int = 3) -> Suggestion:
    """What the advising level would do now, with the best ``count`` turns it compared."""
    agent = advisor()
    if state.acted:
        return Suggestion(plan_turn(agent, state), ())
    ranked = TurnSearch(STRONG.beams, ADVISING_ESTIMATOR).rank(state)
    best = ranked[0].action
    after = apply(state, best, trusted=True).state
    return Suggestion((best,) + plan_turn(agent, after), tuple(ranked[:count]))


def review_turn(state: GameState, taken: tuple[Action, ...]) -> TurnReview:
    """Compare the turn ``taken`` from ``state`` (its first action to its ``end``) with the best one."""
    mover = state.current
    search = TurnSearch(STRONG.beams, ADVISING_ESTIMATOR)
    after = state
    for action in taken:
        after = apply(after, action).state
    chosen = search.value_after(after, mover)
    if state.acted:
        return TurnReview(chosen, chosen, taken)
    ranked = search.rank(state)
    best = ranked[0]
    if best.expectation.lead <= chosen.lead:
        return TurnReview(chosen, chosen, taken)
    return TurnReview(chosen, best.expectation, (best.action, End()))

