"""Looking ahead whole turns: a depth-limited minimax with a beam, over the estimate.

One ply is one whole turn: a build, use or pass followed by ``end`` (sales are the
agents' separate, cheaper decision). Every turn on offer is scored by the estimate;
only the best few (the beam) are searched deeper, and alpha-beta cuts lines that
cannot change the choice. Values are the searching player's estimated final score
and the opponent's, so a line is compared by the lead it gives, and a hint can
still say what score it expects.

A sale returns the building to the supply, so the search that weighs a sale is told
which buildings were sold (``gifts``): wherever the opponent is to move in that line,
building one of them is searched on top of the replies the beam holds anyway. The
opponent's next build is what makes a sale a gift; by its estimate alone it may miss the
beam, or get into it by pushing out the reply that mattered.

A search can be metered (``budget.Meter``: it stops by raising ``OutOfBudget``) and
can share a memo of expanded positions with later searches of the same decision, so
that an iterative deepening pays for each position's turns once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ..engine import Action, Build, End, GameState, Sell, Use, apply, expand, legal_actions, options
from .budget import Meter
from .evaluation import DEFAULT_ESTIMATOR, Estimator, expected_gain

NO_GIFTS: frozenset[str] = frozenset()


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
    # False: the search only showed that this turn is no better than ``expectation`` (a bound),
    # since it could not change the choice (see ``RootWindow``).
    exact: bool = True


def move_of(action: Action) -> tuple[str, str]:
    """What an action does, whatever it pays or chooses: its verb and its building."""
    verb = action.text().split(" ", 1)[0]
    return (verb, action.building) if isinstance(action, Build | Use | Sell) else (verb, "")


def same_move(a: Action, b: Action) -> bool:
    """Whether two actions build, use or pass the same way, whatever they pay or choose."""
    return move_of(a) == move_of(b)


def best_first(turns: list[RankedTurn]) -> list[RankedTurn]:
    """Best lead first; between equal leads an exact value first, then the order they were searched in."""
    return sorted(turns, key=lambda turn: (-turn.expectation.lead, not turn.exact))


class RootWindow:
    """What a root turn must beat to matter, for a search that keeps exact values only where they count.

    Exact values are kept for the best turn, every turn within ``tolerance`` of it (a level picks
    among those) and the best turn of another move (what an explanation names as the alternative
    rejected). A turn that cannot be any of them is searched only far enough to show it: alpha-beta
    from this window's ``alpha``. With ``tolerance`` None every turn gets its exact value.
    """

    def __init__(self, tolerance: float | None, alternative: bool = True) -> None:
        self.tolerance = tolerance
        self.alternative = alternative  # False: no alternative is wanted, only the best turn (and the close ones)
        self.turns: list[RankedTurn] = []

    def alpha(self) -> float:
        exact = [turn for turn in self.turns if turn.exact]
        if self.tolerance is None or not exact:
            return float("-inf")
        best = max(exact, key=lambda turn: turn.expectation.lead)
        if not self.alternative:
            return best.expectation.lead - self.tolerance
        other = [turn.expectation.lead for turn in exact if not same_move(turn.action, best.action)]
        if not other:
            return float("-inf")
        return min(best.expectation.lead - self.tolerance, max(other))

    def add(self, action: Action, value: Expectation, alpha: float) -> RankedTurn:
        turn = RankedTurn(action, value, exact=value.lead > alpha)
        self.turns.append(turn)
        return turn


class Child(NamedTuple):
    """A turn on offer and the position after it, with both seats' estimates there."""

    action: Action
    state: GameState
    estimates: tuple[float, float]  # seat 0's, seat 1's


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


def with_gift_replies(children: list[Child], width: int, gifts: frozenset[str]) -> list[Child]:
    """The ``width`` best replies that are not builds of the ``gifts``, and the cheapest build of each gift.

    The gifts come on top of the usual replies rather than in place of some: otherwise a gift
    good enough for the beam would push out a reply that the search without the sale looks at,
    and the sale would be compared with ending the turn over different replies.
    """
    usual: list[Child] = []
    found: list[Child] = []
    seen: set[str] = set()
    for child in children:
        action = child.action
        if isinstance(action, Build) and action.building in gifts:
            if action.building not in seen:
                seen.add(action.building)
                found.append(child)
        elif len(usual) < width:
            usual.append(child)
    return usual + found


Memo = dict[tuple[GameState, bool], list[Child]]


class TurnSearch:
    """Minimax over whole turns with beam widths per depth (``beams[0]`` at the root)."""

    def __init__(
        self,
        beams: tuple[int, ...],
        estimator: Estimator = DEFAULT_ESTIMATOR,
        meter: Meter | None = None,
        memo: Memo | None = None,
    ) -> None:
        self.beams = beams
        self.estimator = estimator
        self.meter = meter
        self.memo = memo

    def expect(self, state: GameState, seat: int) -> Expectation:
        mine, theirs = self.estimator.estimate(state, seat), self.estimator.estimate(state, 1 - seat)
        return Expectation(mine + expected_gain(state, seat), theirs + expected_gain(state, 1 - seat), mine - theirs)

    @staticmethod
    def expect_child(child: Child, seat: int) -> Expectation:
        """``expect(child.state, seat)``, from the estimates kept with the child."""
        mine, theirs = child.estimates[seat], child.estimates[1 - seat]
        state = child.state
        return Expectation(mine + expected_gain(state, seat), theirs + expected_gain(state, 1 - seat), mine - theirs)

    def children(self, state: GameState, root: bool = False) -> list[Child]:
        """The turns on offer (all of them at the root) with their resulting positions, the mover's best first."""
        key = (state, root)
        if self.memo is not None:
            known = self.memo.get(key)
            if known is not None:
                return known
        actions = main_actions(state) if root else sampled_actions(state)
        if self.meter is not None:
            if root:
                self.meter.force(len(actions))
            else:
                self.meter.spend(len(actions))
        estimate = self.estimator.estimate
        found: list[Child] = []
        for action in actions:
            child = after_turn(state, action)
            found.append(Child(action, child, (estimate(child, 0), estimate(child, 1))))
        mover = state.current
        found.sort(key=lambda c: c.estimates[1 - mover] - c.estimates[mover])
        if self.memo is not None:
            self.memo[key] = found
        return found

    def rank(self, state: GameState, tolerance: float | None = None) -> list[RankedTurn]:
        """The turns the search looked at (the root beam; every turn at one ply), best first.

        With ``tolerance`` None each root turn gets its exact value (no cut-off at the root), so
        a hint can show the expected scores of the best few. Otherwise exact values are kept only
        where a level's choice or its explanation needs them (``RootWindow``).
        """
        seat = state.current
        children = self.children(state, root=True)
        if len(self.beams) == 1:
            return [RankedTurn(child.action, self.expect_child(child, seat)) for child in children]
        window = RootWindow(tolerance)
        for child in children[: self.beams[0]]:
            alpha = window.alpha()
            window.add(child.action, self.value_after(child.state, seat, alpha=alpha), alpha)
        return best_first(window.turns)

    def value(
        self, state: GameState, seat: int, gifts: frozenset[str] = NO_GIFTS, alpha: float = float("-inf")
    ) -> Expectation:
        """What ``seat`` expects from ``state`` after ``len(beams)`` more turns of both sides' search.

        With ``alpha``, a line worth no more than ``alpha`` to ``seat`` may stop early: its value
        is then at most ``alpha``, not exact (enough to see that it does not beat ``alpha``).
        """
        return self._value(state, seat, 0, alpha, float("inf"), gifts)

    def value_after(
        self, child: GameState, seat: int, gifts: frozenset[str] = NO_GIFTS, alpha: float = float("-inf")
    ) -> Expectation:
        """The value of a root turn's resulting position: the remaining plies searched (``alpha`` as in ``value``)."""
        if child.finished:
            return self.expect(child, seat)
        return self._value(child, seat, 1, alpha, float("inf"), gifts)

    def _value(
        self, state: GameState, seat: int, depth: int, alpha: float, beta: float, gifts: frozenset[str]
    ) -> Expectation:
        """What ``seat`` expects from ``state`` with both sides searching ``len(beams) - depth`` more turns."""
        if state.finished or depth >= len(self.beams):
            return self.expect(state, seat)
        children = self.children(state)
        maximizing = state.current == seat
        last = depth == len(self.beams) - 1
        # At the last ply the children are already sorted by the mover's estimate:
        # the first one is the mover's best reply.
        width = 1 if last else self.beams[depth]
        searched = with_gift_replies(children, width, gifts) if gifts and not maximizing else children[:width]
        best: Expectation | None = None
        for child in searched:
            value = (
                self.expect_child(child, seat)
                if last or child.state.finished
                else self._value(child.state, seat, depth + 1, alpha, beta, gifts)
            )
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
