"""A pending build or use: the engine's list of choices and the one the player is shaping.

Everything here is read off the engine: the choices come from ``build_options`` /
``use_options``, and what a choice would do comes from applying it to the current state.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import Action, Cell, Event, GameState, Good, Use, apply
from ..engine import events as ev
from ..teaching.preview import fullest_choice

TIMES = "times"  # the key of the repetitions in the compact chooser


@dataclass
class Pending:
    verb: str  # "build" or "use"
    building: str
    state: GameState
    choices: tuple[Action, ...]
    index: int = 0
    _previews: dict[int, tuple[tuple[Cell, ...], int, tuple[Event, ...]]] = field(default_factory=dict)

    @property
    def seat(self) -> int:
        return self.state.current

    @property
    def action(self) -> Action:
        return self.choices[self.index]

    def preview(self, index: int | None = None) -> tuple[tuple[Cell, ...], int, tuple[Event, ...]]:
        """(the user's markers after the choice, francs change, events before the round end)."""
        i = self.index if index is None else index
        if i not in self._previews:
            transition = apply(self.state, self.choices[i])
            own: list[Event] = []
            for event in transition.events:
                if isinstance(event, ev.WheelsRotated):
                    break
                own.append(event)
            markers = transition.state.players[self.seat].markers
            delta = 0
            for event in own:
                if isinstance(event, ev.FrancsGained) and event.player == self.seat:
                    delta += event.amount
                elif isinstance(event, ev.FrancsPaid):
                    if event.player == self.seat:
                        delta -= event.amount
                    elif event.to_player == self.seat:
                        delta += event.amount
            self._previews[i] = (markers, delta, tuple(own))
        return self._previews[i]

    def targets(self) -> dict[Good, frozenset[Cell]]:
        """For each good, every cell some choice would leave its marker on."""
        found: dict[Good, set[Cell]] = {}
        for i in range(len(self.choices)):
            markers = self.preview(i)[0]
            for good in Good:
                found.setdefault(good, set()).add(markers[good.slot])
        return {good: frozenset(cells) for good, cells in found.items() if len(cells) > 1}

    def choose_cell(self, good: Good, cell: Cell) -> bool:
        """Pick the choice that puts ``good`` on ``cell`` and changes least else; False if none does."""
        current = self.preview()[0]
        best: tuple[int, int] | None = None
        for i in range(len(self.choices)):
            markers = self.preview(i)[0]
            if markers[good.slot] != cell:
                continue
            difference = sum(1 for a, b in zip(markers, current, strict=True) if a != b)
            if best is None or difference < best[0]:
                best = (difference, i)
        if best is None:
            return False
        self.index = best[1]
        return True

    # ---- the compact chooser: a number per good (steps or repetitions on it) and the repetitions
    def _amounts(self, action: Action) -> dict[str, int]:
        if not isinstance(action, Use):
            return {}
        found = {good.value: action.goods.count(good) for good in Good}
        found[TIMES] = action.times
        return found

    def count_fields(self) -> list[tuple[str, int, int]]:
        """(key, current value, largest value) for every number that differs between the choices."""
        if self.verb != "use":
            return []
        amounts = [self._amounts(action) for action in self.choices]
        current = amounts[self.index]
        keys = [good.value for good in Good] + [TIMES]
        return [(key, current[key], max(a[key] for a in amounts)) for key in keys
                if len({a[key] for a in amounts}) > 1]

    def choose_count(self, key: str, value: int) -> bool:
        """Pick the choice with this number that changes the other numbers least (the engine's first among equals)."""
        current = self._amounts(self.action)
        best: tuple[int, int] | None = None
        for i, action in enumerate(self.choices):
            amounts = self._amounts(action)
            if amounts.get(key) != value:
                continue
            difference = sum(abs(amounts[k] - current[k]) for k in amounts if k != key)
            if best is None or difference < best[0]:
                best = (difference, i)
        if best is None:
            return False
        self.index = best[1]
        return True

    def step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.choices)

    def select(self, action: Action) -> bool:
        if action in self.choices:
            self.index = self.choices.index(action)
            return True
        return False


def default_index(choices: tuple[Action, ...]) -> int:
    """Builds: the cheapest payment (first). Uses: the fullest choice."""
    uses = tuple(choice for choice in choices if isinstance(choice, Use))
    return fullest_choice(uses) if len(uses) == len(choices) else 0

