"""The turn director: whoever sits at the seat to move is asked for its turn, and its actions are carried out.

Whenever the player to move is not a person (the computer, or a player elsewhere), the director asks
that seat (``Seat.take_turn``) and, when it answers, carries its actions out through the session as a
person's gestures are: sales before the action one by one, the build or use with what follows it. A
build or use is first handed to the presenter (the table shows it for a while, or until a click),
which calls back when the move may be played. Any other change of the game (undo, a new game, a game
opened) withdraws the question and the move being presented; an answer for another position is
dropped. Nothing here shows a widget: the window's display of the computer's turn is the presenter
and listens to the signals.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import PERSON_SEAT, Action, Build, End, GameState, Pass, Use
from .game_session import GameSession
from .seats import Seat, SeatKind, known_level, make_seat, seat_level
from .thinker import Thinker


@dataclass(frozen=True)
class PlannedTurn:
    """A plan cut where it shows: sales before the action, the build, use or pass, what follows it."""

    before: tuple[Action, ...]
    action: Action | None  # None: the plan finishes a turn whose action was taken already
    after: tuple[Action, ...]

    @classmethod
    def of(cls, plan: tuple[Action, ...]) -> PlannedTurn:
        for index, action in enumerate(plan):
            if isinstance(action, Build | Use | Pass):
                return cls(plan[:index], action, plan[index + 1 :])
        return cls(plan, None, ())


SeatFactory = Callable[[str, Thinker, QObject], Seat]
# The player at a seat whatever the record names there (an online game's opponent, elsewhere), or None: the record's.
SeatOverride = Callable[[int, QObject], Seat | None]


class Presenter(Protocol):
    def present(self, seat: int, state: GameState, action: Build | Use, go: Callable[[], None]) -> None:
        """Show the seat's build or use in ``state``; call ``go`` when it may be played."""

    def withdraw(self) -> None:
        """The move presented is not to be played (the game changed)."""


class PlayAtOnce:
    """The presenter of a director with no table: the move is played as soon as it is chosen."""

    def present(self, seat: int, state: GameState, action: Build | Use, go: Callable[[], None]) -> None:
        go()

    def withdraw(self) -> None:
        pass


@dataclass
class _Presented:
    state: GameState
    action: Action
    after: tuple[Action, ...]


class TurnDirector(QObject):
    thinking = Signal(int)  # a seat that is not a person is asked for its turn
    presenting = Signal(bool)  # a seat's build or use is on the table, waiting to be played
    idle = Signal()  # nobody but the table is to move (or the question was withdrawn)
    failed = Signal(int, str)  # the seat could not play its turn: why (English, for the log)
    unknownLevels = Signal(object)  # the seats of a game that named levels this program does not know: a person's
    seatsPlaced = Signal()  # who plays the seats may have changed (an online game's opponent seated, or unseated)

    def __init__(
        self,
        session: GameSession,
        thinker: Thinker,
        parent: QObject | None = None,
        seat_factory: SeatFactory = make_seat,
    ) -> None:
        """``seat_factory``: the player a record's seat names (a remote seat for an online game, a script in a
        test)."""
        super().__init__(parent)
        self.session = session
        self.thinker = thinker
        self._make_seat = seat_factory
        self._override: SeatOverride | None = None
        self.presenter: Presenter = PlayAtOnce()
        self._seats: list[Seat] = []
        self._seats_for: tuple[str, str] | None = None
        self._asked: GameState | None = None  # the position a seat was asked in
        self._presented: _Presented | None = None
        self._applying = False  # the director's own gestures are going to the session
        self._scheduled = False
        self._closed = False  # the table went away: no seat is asked again
        session.gameStarted.connect(self.stop)
        session.stateChanged.connect(self._on_state_changed)
        session.seatsChanged.connect(self._on_seats_changed)
        self._schedule()

    # ---- reading ------------------------------------------------------------------------------------
    def seat(self, index: int) -> Seat:
        self._sync_seats()
        return self._seats[index]

    @property
    def asking(self) -> bool:
        """A seat is thinking about its turn."""
        return self._asked is not None

    @property
    def presenting_move(self) -> bool:
        return self._presented is not None

    @property
    def busy(self) -> bool:
        return self.asking or self.presenting_move

    # ---- the game changes -------------------------------------------------------------------------------
    def override_seats(self, override: SeatOverride | None) -> None:
        """Players the record does not name from now on (an online game's opponent plays elsewhere), or the
        record's again (None): the seats are made again, and a question asked of the old ones is withdrawn."""
        self.stop()
        self._override = override
        self._seats_for = None
        self._schedule()
        self.seatsPlaced.emit()

    def _sync_seats(self) -> None:
        seats = self.session.seats
        if seats == self._seats_for:
            return
        for seat in self._seats:
            seat.stop()
            seat.deleteLater()
        self._seats = [self._seat_at(index, seats[index]) for index in (0, 1)]
        for index, seat in enumerate(self._seats):
            seat.moved.connect(lambda state, plan, i=index: self._on_moved(i, state, plan))
            seat.failed.connect(lambda state, why, i=index: self._on_failed(i, state, why))
        self._seats_for = seats

    def _seat_at(self, index: int, seat: str) -> Seat:
        placed = self._override(index, self) if self._override is not None else None
        return placed if placed is not None else self._make_seat(seat, self.thinker, self)

    def _on_state_changed(self, state: GameState, _events: object) -> None:
        if self._applying or self._closed:
            return
        presented = self._presented
        if state is not self._asked and (presented is None or state is not presented.state):
            self.stop()
        self._schedule()

    def _on_seats_changed(self) -> None:
        """Someone else plays a seat from now on: a question asked of the one who sat there is withdrawn at once."""
        if self.session.seats != self._seats_for:
            self.stop()
        self._schedule()

    def _schedule(self) -> None:
        """Look at whose turn it is once every slot of this change has run (one look however many changes)."""
        if not self._scheduled and not self._closed:
            self._scheduled = True
            QTimer.singleShot(0, self._consider)

    def _consider(self) -> None:
        self._scheduled = False
        if self._applying or self._closed:
            return
        self._hand_unknown_levels_to_people()
        self._sync_seats()
        state = self.session.state
        seat = None if state.finished else self._seats[state.current]
        if seat is None or seat.kind is SeatKind.PERSON:
            self.stop()
            return
        if state is self._asked or (self._presented is not None and self._presented.state is state):
            return
        self.stop()
        self._asked = state
        seat.take_turn(state, len(self.session.actions()))
        self.thinking.emit(state.current)

    def _hand_unknown_levels_to_people(self) -> None:
        seats = list(self.session.seats)
        unknown = [index for index in (0, 1) if not known_level(seats[index])]
        if not unknown:
            return
        levels = [str(seat_level(seats[index])) for index in unknown]
        for index in unknown:
            seats[index] = PERSON_SEAT
        self.session.set_seats((seats[0], seats[1]))
        self.unknownLevels.emit((tuple(unknown), tuple(levels)))

    # ---- answers ------------------------------------------------------------------------------------
    def _on_moved(self, index: int, state: GameState, plan: object) -> None:
        if state is not self._asked or self.session.state is not state or not isinstance(plan, tuple):
            return
        self._asked = None
        turn = PlannedTurn.of(plan)
        if not self._submit(turn.before):
            self._fail(index, "a sale of the plan was refused")
            return
        action = turn.action
        if not isinstance(action, Build | Use):
            if not self._submit(((action,) if action is not None else ()) + turn.after):
                self._fail(index, "the plan was refused")
            return
        self._presented = _Presented(self.session.state, action, turn.after)
        self.presenting.emit(True)
        self.presenter.present(index, self.session.state, action, self._play_presented)

    def _play_presented(self) -> None:
        presented = self._presented
        if presented is None:
            return
        self._presented = None
        self.presenting.emit(False)
        seat = presented.state.current
        if self.session.state is not presented.state or not self._submit((presented.action, *presented.after)):
            self._fail(seat, "the move shown was refused")

    def _on_failed(self, index: int, state: GameState, why: str) -> None:
        if state is self._asked:
            self._asked = None
            self._fail(index, why)

    def _fail(self, index: int, why: str) -> None:
        self.stop()
        self.failed.emit(index, why)

    def retry(self) -> None:
        """Ask the seat to move again (after a failure the player wanted tried once more)."""
        self._asked = None
        self._schedule()

    def _submit(self, actions: tuple[Action, ...]) -> bool:
        """The actions as a person's gestures: the action with the end of the turn as one Confirm, else one by one."""
        if not actions:
            return True
        self._applying = True
        try:
            if len(actions) == 2 and isinstance(actions[0], Build | Use | Pass) and isinstance(actions[1], End):
                done = self.session.submit_turn(actions[0])
            else:
                done = all(self.session.submit(action) for action in actions)
        finally:
            self._applying = False
        self._schedule()
        return done

    # ---- stopping -------------------------------------------------------------------------------------
    def stop(self) -> None:
        """Withdraw the question and the move presented; the table takes the player's gestures again."""
        for seat in self._seats:
            seat.stop()
        self._asked = None
        if self._presented is not None:
            self._presented = None
            self.presenting.emit(False)
            self.presenter.withdraw()
        self.idle.emit()

    def close(self) -> None:
        """The table is going away: withdraw everything and never ask a seat again (a look already scheduled
        would otherwise start a search, and its worker process, after the window closed)."""
        self.stop()
        self._closed = True

    def skip(self) -> None:
        """Play the move presented now (a click, a key, Continue)."""
        self._play_presented()
