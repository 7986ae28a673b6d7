"""Who plays a seat: a person, the computer at a level, or (for online play) a player elsewhere — one interface.

The turn director (``session.turns``) asks the seat of the player to move for its turn and carries out
the actions it answers with. A person's seat answers nothing: the table's gestures go to the session
directly. A computer's seat thinks in the worker process (``Thinker``) and answers with its plan, or
fails. Another kind of player is another ``Seat``, nothing else.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QObject, Signal

from .. import ai
from ..engine import COMPUTER_SEAT_PREFIX, PERSON_SEAT, GameState
from .thinker import Thinker


class SeatKind(Enum):
    PERSON = "person"
    COMPUTER = "computer"
    REMOTE = "remote"


def turn_seed(actions_played: int, seat: int) -> int:
    """The seed of a computer turn: the same game replayed gives the same turn."""
    return actions_played * 2 + seat


class Seat(QObject):
    """A player. Asked for its turn (``take_turn``), it answers with ``moved`` (the actions to the end of the turn)
    or ``failed`` (why, for the log), unless it is a person, whose moves come from the table."""

    moved = Signal(object, object)  # the state it was asked in, and its actions: tuple[Action, ...]
    failed = Signal(object, str)  # the state it was asked in, and why (English, for the log)
    kind = SeatKind.PERSON

    def take_turn(self, state: GameState, actions_played: int) -> None:
        """It is this seat's turn in ``state`` (the game has ``actions_played`` actions so far)."""

    def stop(self) -> None:
        """The question is withdrawn (another position, another game): no answer may come for it."""

    @property
    def busy(self) -> bool:
        return False


class PersonSeat(Seat):
    kind = SeatKind.PERSON


class ComputerSeat(Seat):
    kind = SeatKind.COMPUTER

    def __init__(self, level: str, thinker: Thinker, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.level = level
        self.thinker = thinker
        self._request: int | None = None
        self._asked: GameState | None = None
        thinker.finished.connect(self._on_finished)
        thinker.failed.connect(self._on_failed)

    def take_turn(self, state: GameState, actions_played: int) -> None:
        self.stop()
        self._asked = state
        self._request = self.thinker.plan(state, self.level, turn_seed(actions_played, state.current))

    def stop(self) -> None:
        if self._request is not None:
            self.thinker.cancel()
        self._request, self._asked = None, None

    @property
    def busy(self) -> bool:
        return self._request is not None

    def _on_finished(self, request: int, plan: object) -> None:
        state = self._asked
        if request != self._request or state is None:
            return
        self._request, self._asked = None, None
        if isinstance(plan, tuple):
            self.moved.emit(state, plan)
        else:
            self.failed.emit(state, f"the plan was not a list of actions: {plan!r:.100}")

    def _on_failed(self, request: int, error: str) -> None:
        state = self._asked
        if request != self._request or state is None:
            return
        self._request, self._asked = None, None
        self.failed.emit(state, error)


def seat_level(seat: str) -> str | None:
    """The computer level a record's seat names ("computer:strong" → "strong"); None for a person."""
    return seat.removeprefix(COMPUTER_SEAT_PREFIX) if seat.startswith(COMPUTER_SEAT_PREFIX) else None


def known_level(seat: str) -> bool:
    """Whether the record's seat is a person's or a level this program has."""
    level = seat_level(seat)
    return seat == PERSON_SEAT or (level is not None and level in ai.LEVELS)


def make_seat(seat: str, thinker: Thinker, parent: QObject | None = None) -> Seat:
    """The player a record's seat names (a level this program does not know: a person; the director says so)."""
    level = seat_level(seat)
    if level is not None and level in ai.LEVELS:
        return ComputerSeat(level, thinker, parent)
    return PersonSeat(parent)
