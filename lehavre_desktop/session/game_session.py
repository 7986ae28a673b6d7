"""The one mutable place: the game being played, its history, undo and redo.

The UI sends actions here and redraws from the ``stateChanged`` signal; it never edits
state itself. History is the list of states, cheap because states are immutable.

Turns and gestures (rules revision 2). The history holds every engine action, the
``end`` that closes a turn included, so the record saved is exactly the engine's. The
player works in gestures: *Confirm* is the build, use or pass together with the end of
the turn (``submit_turn``); *Confirm, keep turn open* is the action alone (``submit``),
after which sales and *End turn* are gestures of their own.

Undo and redo move between the resting points of the history: every state except one
that the history leaves by an ``end`` right after the build, use or pass. So one undo
takes back a confirmed action together with its end of turn and never stops in a turn
left open that the player did not see. A sale after the action is a gesture of its own:
from the next player's turn, undo takes back the end of the turn, then the sale, then
the action. A turn kept open and ended with no sale in between has the same record as a
confirmed one, and undoes the same way. The rule reads nothing but the actions, so a
loaded game (a version-1 record gets its ``end`` actions from the engine) undoes exactly
like one played here. A gesture is one ``stateChanged`` carrying all its events and one
``recordChanged`` (one redraw, one autosave); ``history`` and ``actions`` list every step.

Another game on the table (a new game, a loaded one, a position) is announced by
``gameStarted`` first, so that what belongs to the previous game (the guided game) ends
before the new state is drawn.

Seats. The record says who plays each seat: a person, or the computer at a level
(``"computer:strong"``). The session keeps them with the game and saves them; it does not
play for the computer (``ui.computer_turns`` does, through ``submit`` like a person). In a
game of a person against the computer, undo and redo stop only where the person is to
move (or at the end of the history): undo goes back to before the person's last gesture,
taking back the computer's turns after it, which it would otherwise play again at once.

Genders. Greek gives a name the article of its grammatical gender; the players choose it beside
their names (a new game's ``genders``) and the record keeps it. A game whose record has none
(one saved before genders were kept, or set up from a position) has the genders guessed from
the names (``i18n.person_names.guess_gender``); it saves with none, as it was.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from ..engine import (
    COMPUTER_SEAT_PREFIX,
    PERSON_SEAT,
    Action,
    Build,
    Components,
    End,
    Event,
    GameRecord,
    GameState,
    Pass,
    Use,
    apply,
    check,
    replay,
    round_start_events,
)
from ..i18n.person_names import Gender, guess_gender
from .players import default_names

Seats = tuple[str, str]
Genders = tuple[Gender, Gender]
TWO_PEOPLE: Seats = (PERSON_SEAT, PERSON_SEAT)


def computer_seat(level: str) -> str:
    return COMPUTER_SEAT_PREFIX + level


def computer_level(seat: str) -> str | None:
    """The computer level that plays a seat ("computer:strong" → "strong"); None for a person."""
    return seat.removeprefix(COMPUTER_SEAT_PREFIX) if seat.startswith(COMPUTER_SEAT_PREFIX) else None


class GameSession(QObject):
    # (state, events): events are what the last gesture caused; empty after undo, redo or load.
    stateChanged = Signal(object, object)
    actionRejected = Signal(object, object)  # (action, rejection)
    # A gesture was recorded, undone or redone: the place to autosave.
    recordChanged = Signal()
    # Another game is on the table (new, loaded or set up); sent before its stateChanged.
    gameStarted = Signal()
    # Who plays a seat changed during the game (a level the program does not know went to a person).
    seatsChanged = Signal()

    def __init__(self, record: GameRecord | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._record = record or GameRecord(default_names())
        self._position: GameState | None = None  # the start of a game set up from a position
        self._states: list[GameState] = []
        self._actions: list[Action] = []
        self._events: list[tuple[Event, ...]] = []  # what each action caused, parallel to _actions
        self._cursor = 0
        self._last_events: tuple[Event, ...] = ()
        self._opening: tuple[Event, ...] = ()  # the events that open the game (none for a position)
        self._load(self._record)

    # ---- reading --------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self._states[self._cursor]

    @property
    def names(self) -> tuple[str, str]:
        return self._record.names

    @property
    def seats(self) -> Seats:
        return self._record.seats

    @property
    def genders(self) -> Genders:
        """Each name's grammatical gender: as chosen for the game, else guessed from the name."""
        chosen = self._record.genders
        if chosen is None:
            return guess_gender(self.names[0]), guess_gender(self.names[1])
        return Gender(chosen[0]), Gender(chosen[1])

    def level_of(self, seat: int) -> str | None:
        """The computer level playing ``seat``; None if a person plays it."""
        return computer_level(self._record.seats[seat])

    @property
    def against_computer(self) -> bool:
        """A person plays the computer (not two people, nor a demonstration of the computer against itself)."""
        levels = [self.level_of(seat) for seat in (0, 1)]
        return levels.count(None) == 1

    @property
    def last_events(self) -> tuple[Event, ...]:
        return self._last_events

    @property
    def savable(self) -> bool:
        """A game set up from a position has no game record to save (records start from a new game)."""
        return self._position is None

    def record(self) -> GameRecord:
        """The game up to the current point of the history (redo steps are not part of it)."""
        return replace(self._record, actions=tuple(self._actions[: self._cursor]))

    def states(self) -> list[GameState]:
        """Every state from the start up to the current one."""
        return self._states[: self._cursor + 1]

    def actions(self) -> list[Action]:
        """Every action up to now, the ``end`` of each turn included."""
        return self._actions[: self._cursor]

    def history(self) -> list[tuple[GameState, tuple[Event, ...]]]:
        """For the log: (state before, events) for the opening and each action up to now."""
        return [(self._states[0], self._opening)] + [(self._states[i], self._events[i]) for i in range(self._cursor)]

    @property
    def can_undo(self) -> bool:
        return self._undo_target() is not None

    @property
    def can_redo(self) -> bool:
        return self._redo_target() is not None

    # ---- changing ---------------------------------------------------------------------------
    def new_game(
        self, names: tuple[str, str], components: Components, seats: Seats = TWO_PEOPLE, genders: Genders | None = None
    ) -> None:
        """``genders``: as the players chose them beside their names; None leaves them to the guess."""
        self.gameStarted.emit()
        chosen = (genders[0].value, genders[1].value) if genders is not None else None
        self._load(GameRecord(names, (), components, seats=seats, genders=chosen))
        self._last_events = tuple(round_start_events(self.state))
        self.stateChanged.emit(self.state, self._last_events)
        self.recordChanged.emit()

    def load(self, record: GameRecord) -> None:
        self.gameStarted.emit()
        self._load(record)
        self.stateChanged.emit(self.state, ())
        self.recordChanged.emit()

    def load_position(self, position: GameState, seats: Seats = TWO_PEOPLE) -> None:
        """Play on from a set-up position (tests, screenshots): the game can be played, not saved."""
        self.gameStarted.emit()
        self._record = GameRecord(
            (position.players[0].name, position.players[1].name),
            (),
            position.components,
            position.rules_revision,
            seats,
        )
        self._position = position
        self._opening = ()
        self._states = [position]
        self._actions, self._events = [], []
        self._cursor = 0
        self._last_events = ()
        self.stateChanged.emit(self.state, ())
        self.recordChanged.emit()

    def rename_players(self, names: tuple[str, str]) -> None:
        """New names for the players, the game and its redo steps kept as they are (the program's default names
        follow a language switch): the history is replayed under the new names."""
        if self._position is not None or names == self.names:
            return
        cursor = self._cursor
        self._load(replace(self._record, names=names, actions=tuple(self._actions)))
        self._cursor = cursor
        self.stateChanged.emit(self.state, ())
        self.recordChanged.emit()

    def set_seats(self, seats: Seats) -> None:
        """Who plays each seat from now on (a level the program does not know is handed to a person)."""
        if seats == self._record.seats:
            return
        self._record = replace(self._record, seats=seats)
        self.seatsChanged.emit()
        self.recordChanged.emit()

    def submit(self, action: Action) -> bool:
        """One action as one gesture: a sale, the end of a turn, or an action that leaves the turn open."""
        return self._perform((action,))

    def submit_turn(self, action: Build | Use | Pass) -> bool:
        """The build, use or pass and the end of the turn, as one gesture."""
        return self._perform((action, End()))

    def end_turn(self) -> bool:
        return self._perform((End(),))

    def undo(self) -> None:
        target = self._undo_target()
        if target is not None:
            self._move_to(target)

    def redo(self) -> None:
        target = self._redo_target()
        if target is not None:
            self._move_to(target)

    # ---- inside -------------------------------------------------------------------------------
    def _perform(self, actions: tuple[Action, ...]) -> bool:
        rejection = check(self.state, actions[0])
        if rejection is not None:
            self.actionRejected.emit(actions[0], rejection)
            return False
        del self._actions[self._cursor :]
        del self._events[self._cursor :]
        del self._states[self._cursor + 1 :]
        start = self._cursor
        for index, action in enumerate(actions):
            # The first action was checked above; an ``end`` after it is checked by apply (legal after an action).
            transition = apply(self.state, action, trusted=index == 0)
            self._actions.append(action)
            self._events.append(transition.events)
            self._states.append(transition.state)
            self._cursor += 1
        self._last_events = self._events_between(start, self._cursor)
        self.stateChanged.emit(self.state, self._last_events)
        self.recordChanged.emit()
        return True

    def _is_rest(self, index: int) -> bool:
        """Whether the state after ``index`` actions is a resting point of the history (see the module doc)."""
        if 0 < index < len(self._actions) and isinstance(self._actions[index], End):
            return not isinstance(self._actions[index - 1], Build | Use | Pass)
        return True

    def _is_stop(self, index: int) -> bool:
        """Whether undo and redo may stop after ``index`` actions: a resting point where, in a game against
        the computer, the person is to move (or the history ends)."""
        if not self._is_rest(index):
            return False
        if not self.against_computer or index == len(self._actions):
            return True
        return self.level_of(self._states[index].current) is None

    def _undo_target(self) -> int | None:
        return next((i for i in range(self._cursor - 1, -1, -1) if self._is_stop(i)), None)

    def _redo_target(self) -> int | None:
        return next((i for i in range(self._cursor + 1, len(self._actions) + 1) if self._is_stop(i)), None)

    def _events_between(self, start: int, stop: int) -> tuple[Event, ...]:
        return tuple(event for events in self._events[start:stop] for event in events)

    def _move_to(self, cursor: int) -> None:
        self._cursor = cursor
        self._last_events = ()
        self.stateChanged.emit(self.state, ())
        self.recordChanged.emit()

    def _load(self, record: GameRecord) -> None:
        result = replay(record)
        self._record = record
        self._position = None
        self._states = result.states()
        self._opening = tuple(round_start_events(self._states[0]))
        self._actions = list(record.actions)
        self._events = [t.events for t in result.transitions]
        self._cursor = len(self._actions)
        self._last_events = ()
