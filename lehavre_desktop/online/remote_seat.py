"""The opponent on another computer as a seat: their turn is their moves arriving from the game's room.

The turn director (``session.turns``) asks the seat of the player to move for its turn and plays the
actions it answers with through the presenter and the session, as it does the computer's. The room
brings the opponent's actions one at a time (a sale, the build, the end of the turn are events of
their own). A ``RemoteSeat`` answers with what the room holds from the position it was asked in: the
whole rest of the turn when it is there, else what has come so far. The director already plays a plan
that leaves the turn open and then asks the seat again in the new position, so the director needs no
change: a sale shows as soon as it arrives, a build or use is shown and narrated as the computer's,
and the rest of the turn follows when it comes. Most turns arrive whole (the opponent's Confirm sends
the action and the end of the turn together) and are then played as one gesture, as the computer's.

``RoomMoves`` is the room's record as the table knows it: the GUI thread's copy of the actions the
room counted (every program checks every event with its own engine before it counts, see
``room_game``), with who made each and when.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import Action, GameRecord, GameState, apply, check, replay
from ..session.seats import Seat, SeatKind


class RoomMoves(QObject):
    """The actions of one game room in order: the room's record, as far as it has reached this program."""

    grown = Signal()  # an action was added at the end
    reset = Signal()  # the record was read again (an accepted undo, another game)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._actions: list[Action] = []
        self._seats: list[int] = []
        self._times: list[int] = []

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._actions)

    def __len__(self) -> int:
        return len(self._actions)

    def seat_of(self, index: int) -> int:
        """The seat that made the action at ``index``."""
        return self._seats[index]

    def last_time_ms(self, seat: int) -> int | None:
        """When the seat's latest action counted (the homeserver's clock); None before it moved, or when the
        record was read whole (the service's game summary has it then)."""
        times = [t for t, s in zip(self._times, self._seats, strict=True) if s == seat and t]
        return times[-1] if times else None

    def read(self, record: GameRecord) -> None:
        """The room's whole record (who made each action follows from the game: the player to move)."""
        states = replay(record).states()
        self._actions = list(record.actions)
        self._seats = [state.current for state in states[:-1]]
        self._times = [0] * len(self._actions)
        self.reset.emit()

    def clear(self) -> None:
        self._actions, self._seats, self._times = [], [], []
        self.reset.emit()

    def add(self, index: int, action: Action, seat: int, timestamp_ms: int) -> bool:
        """The room counted ``action`` at ``index``; False (and nothing changes) if that is not the next index."""
        if index != len(self._actions):
            return False
        self._actions.append(action)
        self._seats.append(seat)
        self._times.append(timestamp_ms)
        self.grown.emit()
        return True


def turn_so_far(state: GameState, actions: Sequence[Action]) -> tuple[Action, ...]:
    """The actions of ``actions`` that belong to the turn of the player to move in ``state``: up to the end of
    their turn (or of the game); it stops early at an action this position refuses (the table and the room
    disagree, which the online table mends by reading the room again)."""
    seat = state.current
    plan: list[Action] = []
    for action in actions:
        if state.finished or state.current != seat or check(state, action) is not None:
            break
        plan.append(action)
        state = apply(state, action, trusted=True).state
    return tuple(plan)


class RemoteSeat(Seat):
    """The opponent elsewhere: asked for a turn, it answers with the moves the room holds for it, when it holds
    some (at once, or when they arrive)."""

    kind = SeatKind.REMOTE

    def __init__(self, moves: RoomMoves, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._moves = moves
        self._asked: tuple[GameState, int] | None = None
        moves.grown.connect(self._answer_soon)
        moves.reset.connect(self._answer_soon)

    def take_turn(self, state: GameState, actions_played: int) -> None:
        self._asked = (state, actions_played)
        self._answer_soon()

    def _answer_soon(self) -> None:
        """Never an answer from inside the question (the director says it asked once it has) nor from inside the
        news of a move (the rest of the turn, which the room sent with it, is often next in the queue)."""
        QTimer.singleShot(0, self, self._answer)

    def stop(self) -> None:
        self._asked = None

    @property
    def busy(self) -> bool:
        return self._asked is not None

    def _answer(self) -> None:
        if self._asked is None:
            return
        state, played = self._asked
        plan = turn_so_far(state, self._moves.actions[played:])
        if plan:
            self._asked = None
            self.moved.emit(state, plan)
