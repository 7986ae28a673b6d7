"""Playing and teaching with the search: a planned turn, a suggested turn, a review of a turn taken.

``plan_turn`` runs an agent to the end of its turn; ``explained_plan`` does the same and
adds the explanation of its move (``explanation``). The hint and the review use the Strong
level's search without its variation, so the same position always gets the same advice,
and the hint is explained the same way. Expected final scores are the search's estimates
at the end of the line it looked at (see ``evaluation``): good for comparing turns, not a
promise.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Action, End, GameState, apply
from .agents import Agent, Decision, SearchAgent
from .evaluation import Estimator
from .explanation import Explanation, explain
from .levels import STRONG
from .search import Expectation, RankedTurn, TurnSearch

ADVISING_LEVEL = "strong"
ADVISING_ESTIMATOR = Estimator(STRONG.weights)


@dataclass(frozen=True)
class Suggestion:
    """The turn the search would take from here, and the best few turns it compared."""

    plan: tuple[Action, ...]  # the rest of the turn, ending with ``end``
    compared: tuple[RankedTurn, ...]  # best first; ``compared[0].action`` is the plan's build, use or pass
    # The suggested build, use or pass and the best other one, as for the computer's own move
    # (None once the action is taken: only sales and the end of the turn are left).
    explanation: Explanation | None = None


@dataclass(frozen=True)
class TurnPlan:
    """A turn planned by an agent, and the explanation of its build, use or pass."""

    actions: tuple[Action, ...]  # to the end of the turn, ``end`` included
    # None when the turn's action was already taken, or the agent does not search (``random``, ``greedy``).
    explanation: Explanation | None


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
    return explained_plan(agent, state).actions


def explained_plan(agent: Agent, state: GameState) -> TurnPlan:
    """``plan_turn``, with the explanation of the turn's build, use or pass."""
    plan: list[Action] = []
    explanation: Explanation | None = None
    mover = state.current
    while not state.finished and state.current == mover:
        acting = not state.acted
        decision = agent.decide(state)
        if acting:
            explanation = explain(decision)
        plan.append(decision.action)
        state = apply(state, decision.action, trusted=True).state
        if isinstance(decision.action, End):
            break
    return TurnPlan(tuple(plan), explanation)


def suggest(state: GameState, count: int = 3) -> Suggestion:
    """What the advising level would do now, with the best ``count`` turns it compared."""
    agent = advisor()
    if state.acted:
        return Suggestion(plan_turn(agent, state), ())
    ranked = TurnSearch(STRONG.beams, ADVISING_ESTIMATOR).rank(state)
    best = ranked[0].action
    after = apply(state, best, trusted=True).state
    explanation = explain(Decision(best, tuple(ranked), len(STRONG.beams)))
    return Suggestion((best,) + plan_turn(agent, after), tuple(ranked[:count]), explanation)


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
