"""The one mutable place: the game being played, its history, undo and redo.

The UI sends actions here and redraws from the ``stateChanged`` signal; it never edits
state itself. History is the list of states, cheap because states are immutable.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..engine import (
    Action,
    Components,
    Event,
    GameRecord,
    GameState,
    Rejection,
    apply,
    check,
    replay,
    round_start_events,
)
from ..engine.catalog import BUILT_IN


class GameSession(QObject):
    # (state, events): events are what the last step caused; empty after undo, redo or load.
    stateChanged = Signal(object, object)
    actionRejected = Signal(object, object)  # (action, rejection)
    # A finished action was recorded: the place to autosave.
    recordChanged = Signal()

    def __init__(self, record: GameRecord | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._names: tuple[str, str] = ("", "")
        self._components: Components = BUILT_IN
        self._states: list[GameState] = []
        self._actions: list[Action] = []
        self._events: list[tuple[Event, ...]] = []  # what each action caused, parallel to _actions
        self._cursor = 0
        self._last_events: tuple[Event, ...] = ()
        self._load(record or GameRecord(("Player 1", "Player 2")))

    # ---- reading --------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self._states[self._cursor]

    @property
    def names(self) -> tuple[str, str]:
        return self._names

    @property
    def last_events(self) -> tuple[Event, ...]:
        return self._last_events

    def record(self) -> GameRecord:
        """The game up to the current point of the history (redo steps are not part of it)."""
        return GameRecord(self._names, tuple(self._actions[: self._cursor]), self._components)

    def states(self) -> list[GameState]:
        """Every state from the start up to the current one."""
        return self._states[: self._cursor + 1]

    def actions(self) -> list[Action]:
        return self._actions[: self._cursor]

    def history(self) -> list[tuple[GameState, tuple[Event, ...]]]:
        """For the log: (state before, events) for the opening and each action up to now."""
        opening = (self._states[0], tuple(round_start_events(self._states[0])))
        return [opening] + [(self._states[i], self._events[i]) for i in range(self._cursor)]

    @property
    def can_undo(self) -> bool:
        return self._cursor > 0

    @property
    def can_redo(self) -> bool:
        return self._cursor < len(self._actions)

    # ---- changing ---------------------------------------------------------------------------
    def new_game(self, names: tuple[str, str], components: Components = BUILT_IN) -> None:
        self._load(GameRecord(names, (), components))
        self._last_events = tuple(round_start_events(self.state))
        self.stateChanged.emit(self.state, self._last_events)
        self.recordChanged.emit()

    def load(self, record: GameRecord, cursor: int | None = None) -> None:
        self._load(record, cursor)
        self.stateChanged.emit(self.state, ())
        self.recordChanged.emit()

    def check(self, action: Action) -> Rejection | None:
        return check(self.state, action)

    def submit(self, action: Action) -> bool:
        rejection = check(self.state, action)
        if rejection is not None:
            self.actionRejected.emit(action, rejection)
            return False
        transition = apply(self.state, action)
        del self._actions[self._cursor:]
        del self._events[self._cursor:]
        del self._states[self._cursor + 1:]
        self._actions.append(action)
        self._events.append(transition.events)
        self._states.append(transition.state)
        self._cursor += 1
        self._last_events = transition.events
        self.stateChanged.emit(self.state, transition.events)
        self.recordChanged.emit()
        return True

    def undo(self) -> None:
        if self.can_undo:
            self._cursor -= 1
            self._last_events = ()
            self.stateChanged.emit(self.state, ())
            self.recordChanged.emit()

    def redo(self) -> None:
        if self.can_redo:
            self._cursor += 1
            self._last_events = ()
            self.stateChanged.emit(self.state, ())
            self.recordChanged.emit()

    def _load(self, record: GameRecord, cursor: int | None = None) -> None:
        result = replay(record)
        self._names = record.names
        self._components = record.components
        self._states = result.states()
        self._actions = list(record.actions)
        self._events = [t.events for t in result.transitions]
        self._cursor = len(self._actions) if cursor is None else max(0, min(cursor, len(self._actions)))
        self._last_events = ()
