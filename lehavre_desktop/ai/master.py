"""The Master level: the Expert's search, deepened for as long as its budget allows.

Each decision is an iterative deepening (``deepening``) within a ``Budget``: by default two
seconds of thinking per decision, or a node budget, which makes the level deterministic for
a seed whatever the machine. The build, use or pass gets the whole budget; the sale or end
decision after it a quarter of it, since it weighs only a few candidates. Like the other
searching levels it never sells before its action, and when it weighs a sale the
opponent's build of the sold building is always among the replies it searches.

The root's turns are split into two shares, each deepened on its own with half the node
budget, and the shares compared where both got to (``deepening.merge``). On the wall clock
(the window's case) the second share goes to a helper process on the other core
(``helper``) and both shares get the whole time; otherwise the shares run one after the
other, each with half of it. With a node budget both ways give the same move.
"""

from __future__ import annotations

import random
import time

from ..engine import Action, End, GameState, Sell, legal_actions
from .agents import SALE_MARGIN, Decision, SoldThisTurn, after_sales
from .budget import Budget, searching
from .deepening import Candidate, Deepened, Ranking, deepen, merge, split
from .evaluation import DEFAULT_WEIGHTS, Estimator
from .helper import ANSWER_GRACE_SECONDS, ShareRequest, helper
from .search import Memo, RankedTurn, TurnSearch

# Root turns within this many points of the best are picked among at random: a little variety.
TOLERANCE = 0.1
# The share of the budget the sale or end decision after the action gets.
AFTER_ACTION_SHARE = 0.25
SHARES = 2


def turn_seconds(decision_seconds: float, state: GameState) -> float:
    """The most a Master's turn from ``state`` can think for with ``decision_seconds`` a decision: the whole budget
    for the build, use or pass, then a share of it for each sale-or-end decision after it (at most one a building
    it could sell, its buildings and the one it may build, and the end)."""
    after = 0 if state.acted else 1
    decisions_after = len(state.current_player.buildings()) + after + 1
    return decision_seconds * (after + AFTER_ACTION_SHARE * decisions_after)


class MasterAgent:
    level = "master"

    def __init__(self, seed: int, budget: Budget | None = None, processes: int = 2) -> None:
        self.budget = budget if budget is not None else Budget()
        self.processes = processes
        self.weights = DEFAULT_WEIGHTS
        self.estimator = Estimator(self.weights)
        self._rng = random.Random(seed)
        self._sold = SoldThisTurn()
        self.last: Deepened | None = None  # the last decision's search: what it cost and what it found

    def choose(self, state: GameState) -> Action:
        return self.decide(state).action

    def decide(self, state: GameState) -> Decision:
        with searching():
            return self._decide(state)

    def _decide(self, state: GameState) -> Decision:
        if state.acted:
            action = self._finish_turn(state)
            self._sold.record(state, action)
            return Decision(action)
        seat = state.current
        started = time.monotonic()
        root = TurnSearch((1,), self.estimator).children(state, root=True)
        start = Ranking(1, tuple(RankedTurn(c.action, TurnSearch.expect_child(c, seat)) for c in root))
        candidates = [Candidate(c.action, c.state) for c in root]
        self.last = self._deepen_split(candidates, start, seat, started)
        turns = self.last.ranking.turns
        floor = turns[0].expectation.lead - TOLERANCE
        close = [turn for turn in turns if turn.exact and turn.expectation.lead >= floor]
        return Decision(self._rng.choice(close).action, turns, self.last.ranking.plies)

    def _deepen_split(self, candidates: list[Candidate], start: Ranking, seat: int, started: float) -> Deepened:
        shares = split(candidates, start, SHARES)
        budget = self.budget
        nodes = None if budget.nodes is None else max(1, budget.nodes // SHARES)
        assistant = helper() if self.processes > 1 and budget.clock is time.monotonic else None
        if assistant is None or not assistant.ready:
            each = Budget(None if budget.seconds is None else budget.seconds / SHARES, nodes, budget.clock)
            return merge([self._deepen_share(part, ranking, seat, each) for part, ranking in shares])
        deadline = None if budget.seconds is None else started + budget.seconds
        (mine, my_start), (theirs, their_start) = shares
        request = ShareRequest(tuple(theirs), their_start, seat, self.weights, deadline, nodes, TOLERANCE, SHARES)
        number = assistant.send(request)
        here = Budget(None if deadline is None else max(1e-3, deadline - time.monotonic()), nodes, time.monotonic)
        found = self._deepen_share(mine, my_start, seat, here)
        answer = assistant.answer(number, None if deadline is None else deadline + ANSWER_GRACE_SECONDS)
        if answer is None:  # the helper failed or went away: its share is searched here after all
            answer = self._deepen_share(theirs, their_start, seat, Budget(budget.seconds, nodes, budget.clock))
        return merge([found, answer])

    def _deepen_share(self, candidates: list[Candidate], start: Ranking, seat: int, budget: Budget) -> Deepened:
        memo: Memo = {}
        return deepen(candidates, start, seat, self.estimator, budget.meter(), TOLERANCE, width=SHARES, memo=memo)

    def _finish_turn(self, state: GameState) -> Action:
        """End the turn, unless a sale now does better by more than ``SALE_MARGIN``, by the deepest search
        the budget allows."""
        sales = [action for action in legal_actions(state) if isinstance(action, Sell)]
        if not sales:
            return End()
        seat = state.current
        sold_before = self._sold.before(state)
        candidates = [Candidate(End(), after_sales(state, None), sold_before)]
        candidates += [Candidate(sale, after_sales(state, sale), sold_before | {sale.building}) for sale in sales]
        search = TurnSearch((), self.estimator)
        start = Ranking(
            0,
            tuple(
                sorted(
                    (RankedTurn(c.action, search.expect(c.state, seat)) for c in candidates),
                    key=lambda turn: -turn.expectation.lead,
                )
            ),
        )
        meter = self.budget.scaled(AFTER_ACTION_SHARE).meter()
        self.last = deepen(
            candidates, start, seat, self.estimator, meter, 0.0, alternative=False, width=None, first=End()
        )
        turns = self.last.ranking.turns
        ended = next(turn for turn in turns if isinstance(turn.action, End))
        best = turns[0]
        return best.action if best.exact and best.expectation.lead > ended.expectation.lead + SALE_MARGIN else End()


class MctsMasterAgent(MasterAgent):
    """The experiment: Master with Monte-Carlo tree search for its build, use or pass."""

    level = "master-mcts"

    def _decide(self, state: GameState) -> Decision:
        if state.acted:
            return super()._decide(state)
        from .mcts import search

        turns = search(state, self.estimator, self.budget.meter())
        return Decision(turns[0].action, tuple(turns), 0)
