"""A pending build or use: the engine's list of choices and the one the player is shaping (the controller holds it,
``present`` shows it).

Everything here is read off the engine: the choices come from ``build_options`` /
``use_options``, what a choice would do comes from applying it to the current state, and
a gesture that no listed choice matches is spelled out as an action for ``check`` to judge.

Lost steps (rules §11): the engine lists one choice per outcome and never lists steps
beyond the warehouse edge, but it accepts them. When the player drops a marker on the
edge in the building's direction (Marketplace, Pier, Craftsmen's Yard) while the choice
leaves steps unplaced, or picks a marker that already stands at the edge (also Masons
Guild, Guild Hall), the table builds the *longer form*, the action that says what the
player did (``use marketplace fish*4``). Its outcome is that of a listed choice, and its
events report the lost steps, so the action bar, the log and the record all tell them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NamedTuple

from ..engine import (
    GOODS,
    Action,
    Build,
    Cell,
    ConversionFunction,
    Direction,
    DistinctGoodsFunction,
    Event,
    GameState,
    Good,
    MarkerEnd,
    MarkerTradeFunction,
    Payment,
    Rejection,
    SplitFunction,
    Use,
    apply,
    canonical_goods,
    canonical_payment,
    check,
    francs_change,
    multiplier,
    room,
    step,
    turn_events,
)
from ..teaching.preview import fullest_choice

TIMES = "times"  # the key of the repetitions in the compact chooser


class Preview(NamedTuple):
    markers: tuple[Cell, ...]  # the user's markers after the action
    francs: int  # the user's change of francs
    events: tuple[Event, ...]  # the events of the turn up to here


class Refused(NamedTuple):
    """A gesture the table cannot turn into a legal choice; ``rejection`` is the engine's reason, if it has one."""

    rejection: Rejection | None


@dataclass
class Pending:
    verb: str  # "build" or "use"
    building: str
    state: GameState
    choices: tuple[Build | Use, ...]
    index: int = 0
    longer: Use | None = None  # a longer form of choices[index] that the engine accepts (steps lost)
    _previews: dict[Action, Preview] = field(default_factory=dict)

    @property
    def seat(self) -> int:
        return self.state.current

    @property
    def action(self) -> Build | Use:
        return self.longer if self.longer is not None else self.choices[self.index]

    def preview(self, action: Action | None = None) -> Preview:
        """What an action would do: listed choices are legal, and a longer form is checked before it is kept."""
        action = self.action if action is None else action
        if action not in self._previews:
            transition = apply(self.state, action, trusted=True)
            events = turn_events(transition.events)
            markers = transition.state.players[self.seat].markers
            self._previews[action] = Preview(markers, francs_change(events, self.seat), events)
        return self._previews[action]

    def targets(self) -> dict[Good, frozenset[Cell]]:
        """For each good, every cell some choice would leave its marker on (a marker at the edge: its own cell)."""
        found: dict[Good, set[Cell]] = {}
        for action in self.choices:
            markers = self.preview(action).markers
            for good in GOODS:
                found.setdefault(good, set()).add(markers[good.slot])
        targets = {good: frozenset(cells) for good, cells in found.items() if len(cells) > 1}
        for good in self._edge_markers():
            targets[good] = targets.get(good, frozenset()) | {self._start(good)}
        return targets

    # ---- shaping by dragging ------------------------------------------------------------------
    def choose_cell(self, good: Good, cell: Cell) -> Refused | None:
        """Make ``good`` end on ``cell``, changing least else; None when done, else why not."""
        listed = self._closest(lambda i: self.preview(self.choices[i]).markers[good.slot] == cell)
        if listed is None:
            return self._refusal(self._spelled_out(good, cell))
        chosen = self.choices[listed]
        longer = self._lost_steps_form(chosen, good, cell)
        if longer is not None:
            return self._adopt(longer)
        if isinstance(chosen, Use) and good in self._edge_markers() and cell == self._start(good):
            # A marker at the edge picked again with no step to spare: the engine says what is too many.
            return self._refusal(Use(chosen.building, canonical_goods(chosen.goods + (good,))))
        self._set(listed)
        return None

    def _lost_steps_form(self, chosen: Action, good: Good, cell: Cell) -> Use | None:
        """The longer form a drop on the warehouse edge asks for, when it differs from the listed choice."""
        function = self._function()
        if not isinstance(chosen, Use) or not isinstance(function, SplitFunction | DistinctGoodsFunction):
            return None
        if cell != self._edge(good):
            return None
        if isinstance(function, SplitFunction):
            spare = self._steps_to_place() - len(chosen.goods)
            return Use(chosen.building, canonical_goods(chosen.goods + (good,) * spare)) if spare > 0 else None
        if good in self._edge_markers() and good not in chosen.goods:
            return Use(chosen.building, canonical_goods(chosen.goods + (good,)))
        return None

    # ---- shaping with the compact chooser: a number per good (steps or repetitions on it) and the repetitions
    def count_fields(self) -> list[tuple[str, int, int]]:
        """(key, current value, largest value) for every number that differs between the choices."""
        if self.verb != "use":
            return []
        amounts = [_amounts(action) for action in self.choices]
        current = _amounts(self.action)
        keys = [good.value for good in Good] + [TIMES]
        return [
            (key, current[key], max(current[key], *(a[key] for a in amounts)))
            for key in keys
            if len({a[key] for a in amounts}) > 1
        ]

    def choose_count(self, key: str, value: int) -> Refused | None:
        """Pick the choice with this number that changes the other numbers least (the engine's first among equals)."""
        current = _amounts(self.action)
        best: tuple[int, int] | None = None
        for i, action in enumerate(self.choices):
            amounts = _amounts(action)
            if amounts.get(key) != value:
                continue
            difference = sum(abs(amounts[k] - current[k]) for k in amounts if k != key)
            if best is None or difference < best[0]:
                best = (difference, i)
        if best is not None:
            self._set(best[1])
            return None
        action = self.action
        if key == TIMES or not isinstance(action, Use):
            return Refused(None)
        good = Good(key)
        others = tuple(g for g in action.goods if g != good)
        return self._adopt(
            Use(action.building, canonical_goods(others + (good,) * value), action.times, action.payments)
        )

    def step(self, delta: int) -> None:
        self._set((self.index + delta) % len(self.choices))

    def select(self, action: Action) -> Refused | None:
        """Show this action: one of the choices, or a longer form of one that the engine accepts."""
        if action in self.choices:
            self._set(self.choices.index(action))
            return None
        return self._adopt(action) if isinstance(action, Use) else self._refusal(action)

    # ---- inside -------------------------------------------------------------------------------
    def _set(self, index: int) -> None:
        self.index = index
        self.longer = None

    def _adopt(self, action: Use) -> Refused | None:
        """Keep a form the engine accepts, beside the listed choice with the same outcome."""
        rejection = check(self.state, action)
        if rejection is not None:
            return Refused(rejection)
        preview = self.preview(action)
        same = self._closest(lambda i: self.preview(self.choices[i])[:2] == preview[:2])
        if same is None:  # every accepted action has the outcome of a listed one; anything else is refused
            return Refused(None)
        self.index = same
        self.longer = None if action == self.choices[same] else action
        return None

    def _refusal(self, action: Action | None) -> Refused:
        return Refused(None if action is None else check(self.state, action))

    def _closest(self, wanted: Callable[[int], bool]) -> int | None:
        """The choice meeting ``wanted`` that moves the fewest markers away from what is shown now."""
        current = self.preview().markers
        best: tuple[int, int] | None = None
        for i in range(len(self.choices)):
            if not wanted(i):
                continue
            markers = self.preview(self.choices[i]).markers
            difference = sum(1 for a, b in zip(markers, current, strict=True) if a != b)
            if best is None or difference < best[0]:
                best = (difference, i)
        return None if best is None else best[1]

    def _function(self) -> object:
        return self.state.spec(self.building).function if self.verb == "use" else None

    def _direction(self) -> Direction | None:
        function = self._function()
        if isinstance(function, SplitFunction | DistinctGoodsFunction | MarkerTradeFunction):
            return function.direction
        return None

    def _start(self, good: Good) -> Cell:
        return self.state.current_player.cell(good)

    def _room(self, good: Good) -> int:
        direction = self._direction()
        assert direction is not None
        return room(self.state.components.warehouse, self._start(good), direction)

    def _edge(self, good: Good) -> Cell:
        """Where the building's steps leave the marker once it reaches the warehouse edge."""
        cell = self._start(good)
        direction = self._direction()
        assert direction is not None
        for _ in range(self._room(good)):
            cell = step(self.state.components.warehouse, cell, direction)
        return cell

    def _steps_to_place(self) -> int:
        function = self._function()
        assert isinstance(function, SplitFunction)
        owner = self.state.owner_of(self.building)
        assert owner is not None
        age = self.state.players[owner].age_of(self.building)
        assert age is not None
        return multiplier(age) + function.extra

    def _edge_markers(self) -> list[Good]:
        """Markers already at the edge that the building may still pick, losing the step (a drop on their cell)."""
        function = self._function()
        if isinstance(function, DistinctGoodsFunction) and function.needs_room:
            return []
        if not isinstance(function, SplitFunction | DistinctGoodsFunction):
            return []
        return [good for good in GOODS if self._room(good) == 0]

    def _steps_to(self, good: Good, cell: Cell) -> int | None:
        """How many steps in the building's direction take the marker to ``cell``; None if none do."""
        direction = self._direction()
        if direction is None:
            return None
        here = self._start(good)
        for steps in range(self._room(good) + 1):
            if here == cell:
                return steps
            here = step(self.state.components.warehouse, here, direction)
        return None

    def _spelled_out(self, good: Good, cell: Cell) -> Action | None:
        """The action a drop asks for when no listed choice matches it, for the engine to say why it is refused."""
        action = self.action
        if isinstance(action, Build):
            return Build(action.building, _moved(action.payment, good, cell, self._start(good)))
        assert isinstance(action, Use)
        function = self._function()
        if isinstance(function, ConversionFunction):
            if not function.food_cost or good not in (Good.FISH, Good.GRAIN):
                return None
            # The drop reshapes the last payment, which starts where the earlier ones left the marker.
            payments = action.payments or ((),)
            start = self._start(good)
            for payment in payments[:-1]:
                start = dict(payment).get(good, start)
            last = _moved(payments[-1], good, cell, start)
            return Use(action.building, times=max(action.times, 1), payments=payments[:-1] + (last,))
        steps = self._steps_to(good, cell)
        if steps is None:
            return None
        if isinstance(function, DistinctGoodsFunction):
            return Use(action.building, canonical_goods(action.goods + (good,) * steps))
        others = tuple(g for g in action.goods if g != good)
        return Use(action.building, canonical_goods(others + (good,) * steps))


def _moved(payment: Payment, good: Good, cell: Cell, start: Cell) -> Payment:
    """The payment with ``good`` ending on ``cell`` (left out when it stays where it starts)."""
    ends = [end for end in payment if end.good != good]
    if cell != start:
        ends.append(MarkerEnd(good, cell))
    return canonical_payment(tuple(ends))


def _amounts(action: Action) -> dict[str, int]:
    if not isinstance(action, Use):
        return {}
    found = {good.value: action.goods.count(good) for good in Good}
    found[TIMES] = action.times
    return found


def default_index(choices: tuple[Build | Use, ...]) -> int:
    """Builds: the cheapest payment (first). Uses: the fullest choice."""
    uses = tuple(choice for choice in choices if isinstance(choice, Use))
    return fullest_choice(uses) if len(uses) == len(choices) else 0
