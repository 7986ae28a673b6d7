"""Iterative deepening over whole turns: the beam search again and again, deeper each time, until the budget ends.

Each iteration is a ``TurnSearch`` with the next beam profile of ``DEEPENING``; the root's
candidates are searched in the order the previous iteration ranked them, so the best turn
so far is searched first. All iterations of a decision share one memo of expanded
positions: an iteration pays only for the positions the previous ones did not reach.
When the budget runs out in the middle of an iteration, the turns that iteration finished
are compared among themselves if there are at least two of them (the previous best is one
of them: it went first), and otherwise the last complete iteration decides. Every value
handed out is the exact value of one iteration's search (``plies`` says which), so it can
be checked by running that search alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Action, GameState
from .budget import Meter, OutOfBudget
from .evaluation import Estimator
from .search import NO_GIFTS, Memo, RankedTurn, RootWindow, TurnSearch, best_first

# Beam profiles, one an iteration: each looks a turn further, a little wider, than the last.
# The third is the Expert level's.
DEEPENING: tuple[tuple[int, ...], ...] = (
    (6, 3, 1),
    (8, 4, 2, 1),
    (10, 5, 3, 2, 1),
    (12, 6, 4, 3, 2, 1),
    (14, 7, 5, 3, 2, 2, 1),
    (16, 8, 5, 4, 3, 2, 2, 1),
    (18, 9, 6, 4, 3, 3, 2, 2, 1),
    (20, 10, 6, 5, 4, 3, 3, 2, 2, 1),
)


@dataclass(frozen=True)
class Candidate:
    """A choice at the root: the action, the position once the turn is ended, and what it puts in the supply."""

    action: Action
    state: GameState
    gifts: frozenset[str] = NO_GIFTS


@dataclass(frozen=True)
class Ranking:
    """One iteration's values of the candidates it searched, best first."""

    plies: int
    turns: tuple[RankedTurn, ...]
    complete: bool = True


@dataclass(frozen=True)
class Deepened:
    """What a deepening found: a ranking per complete iteration, the interrupted one, and the cost."""

    complete: tuple[Ranking, ...]  # shallowest first: the start ranking, then each complete iteration
    partial: Ranking | None  # the iteration the budget interrupted, with the candidates it finished
    nodes: int
    elapsed: float  # seconds by the budget's clock at its last reading (the longest share's)

    @property
    def iterations(self) -> int:
        """Complete iterations (the start ranking is not one)."""
        return len(self.complete) - 1

    @property
    def ranking(self) -> Ranking:
        """The ranking that decides: the interrupted iteration's if it compared the best so far with
        another candidate, else the last complete one."""
        return deciding(self.complete[-1], self.partial)


def deciding(complete: Ranking, deeper: Ranking | None) -> Ranking:
    if (
        deeper is not None
        and len(deeper.turns) >= 2
        and any(turn.action == complete.turns[0].action for turn in deeper.turns)
    ):
        return deeper
    return complete


def deepen(
    candidates: list[Candidate],
    start: Ranking,
    seat: int,
    estimator: Estimator,
    meter: Meter,
    tolerance: float | None,
    alternative: bool = True,
    width: int | None = 1,
    memo: Memo | None = None,
    first: Action | None = None,
) -> Deepened:
    """Rank ``candidates`` (for ``seat``) by ever deeper searches until ``meter``'s budget is spent.

    ``start`` is the ranking to fall back on (the candidates' estimates, or any cheaper ranking
    of all of them), best first. ``tolerance`` and ``alternative`` say which candidates need
    exact values (``search.RootWindow``); the others are searched only as far as it takes to
    show that they do not matter (their values are then bounds). An iteration searches as many
    root candidates as its profile's first beam divided by ``width`` (rounded up; the number of
    shares the root is split into), or all of them when ``width`` is None. ``first``, if given,
    is searched first in every iteration (the default the others must beat), ranked or not.
    """
    by_action = {c.action: c for c in candidates}
    memo = {} if memo is None else memo
    complete = [start]
    partial: Ranking | None = None
    for profile in DEEPENING:
        last = complete[-1]
        order = [by_action[turn.action] for turn in last.turns]
        order += [c for c in candidates if c.action not in {turn.action for turn in last.turns}]
        if first is not None:
            order = [by_action[first]] + [c for c in order if c.action != first]
        if width is not None:
            order = order[: -(-profile[0] // width)]
        search = TurnSearch(profile, estimator, meter, memo)
        window = RootWindow(tolerance, alternative)
        try:
            for candidate in order:
                alpha = window.alpha()
                window.add(candidate.action, search.value_after(candidate.state, seat, candidate.gifts, alpha), alpha)
        except OutOfBudget:
            partial = Ranking(len(profile), ranked(window.turns), complete=False)
            break
        complete.append(Ranking(len(profile), ranked(window.turns)))
    return Deepened(tuple(complete), partial, meter.nodes, meter.elapsed)


def split(candidates: list[Candidate], start: Ranking, shares: int) -> list[tuple[list[Candidate], Ranking]]:
    """The root split into ``shares`` by the start ranking: share ``k`` takes its turns ``k``, ``k + shares``, ..."""
    by_action = {c.action: c for c in candidates}
    parts: list[tuple[list[Candidate], Ranking]] = []
    for k in range(shares):
        turns = start.turns[k::shares]
        parts.append(([by_action[turn.action] for turn in turns], Ranking(start.plies, turns)))
    return parts


def merge(shares: list[Deepened]) -> Deepened:
    """The deepenings of a split root as one: compared at the deepest iteration every share completed,
    and at the next one where the shares' turns searched there include the best so far."""
    depth = min(share.complete[-1].plies for share in shares)
    deeper_plies = next((len(p) for p in DEEPENING if len(p) > depth), None)
    found: dict[int, list[RankedTurn]] = {}
    for share in shares:
        for ranking in (*share.complete, share.partial):
            if ranking is not None and (ranking.plies <= depth or ranking.plies == deeper_plies):
                found.setdefault(ranking.plies, []).extend(ranking.turns)
    complete = tuple(Ranking(plies, ranked(turns)) for plies, turns in sorted(found.items()) if plies <= depth)
    deeper = found.get(deeper_plies) if deeper_plies is not None else None
    partial = Ranking(deeper_plies, ranked(deeper), complete=False) if deeper_plies and deeper else None
    return Deepened(complete, partial, sum(share.nodes for share in shares), max(share.elapsed for share in shares))


def ranked(turns: list[RankedTurn]) -> tuple[RankedTurn, ...]:
    return tuple(best_first(turns))
