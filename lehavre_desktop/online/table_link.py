"""An online game on the table: the room's game in the session, the opponent as a remote seat, the player's moves
to the room. No widgets (``ui.online`` shows what happens); the GUI thread never waits for the network.

``OnlineTable.open`` puts a room's game on the table (the game there before is kept first, as any game
that replaces another), seats the opponent as a ``RemoteSeat`` (``remote_seat``) through the turn
director, and from then on:

- the room's moves (``OnlineService.moveArrived``) go into ``moves``, the room's record as the table
  knows it; the opponent's are the remote seat's turn, which the director plays through the presenter
  and the session as it plays the computer's; the player's own come back as confirmations;
- each gesture of the player (``GameSession.recordChanged``) sends its new actions, in order, each
  with its index in the record (``OnlineService.send_action``); they wait in ``waiting`` until the
  room shows them;
- the table is always the room's record followed by the player's moves on their way. When it is not
  (a move the room refused, an undo the opponent accepted, a move made with the same account on
  another computer, a local undo), the table is read again from the room (``mended`` says why);
- undo is a request the opponent answers (``request_undo``; the window's Undo, which takes moves off the
  table, is turned into one: the table shows the room's game again and the request goes out); the
  opponent's requests are asked of the player (``undoAsked``) and answered with ``answer_undo``.

Anything else on the table (a new game, a game opened) ends the link (``released``).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from ..engine import Action, GameRecord
from ..session.document import GameDocument
from ..session.game_session import GameSession
from ..session.kept import KeptGame
from ..session.seats import Seat
from ..session.turns import SeatOverride, TurnDirector
from .notes import GameLoaded, Mended, Refusal, SendState
from .outbox import SendStatus
from .protocol import Problem
from .remote_seat import RemoteSeat, RoomMoves
from .room_game import ActionApplied, UndoRequest
from .service import OnlineService


class OnlineTable(QObject):
    bound = Signal(str)  # room ID: its game is on the table
    released = Signal()  # the table holds no online game any more
    movesChanged = Signal()  # the room's record or the moves on their way changed (whose move, the last one's time)
    sendStateChanged = Signal(str)  # a SendState value
    mended = Signal(str)  # a Mended value: the table shows the room's game again
    undoSent = Signal()  # the player's request to take back their last move went out
    undoAsked = Signal(object)  # the opponent's UndoRequest, to accept or decline
    undoAnswered = Signal(bool)  # the opponent answered the player's request: accepted
    undoWithdrawn = Signal()  # the request on the table no longer fits the game (a move was made)
    problemFound = Signal(object)  # a Problem: an event of this game's room was ignored

    def __init__(
        self,
        service: OnlineService,
        session: GameSession,
        document: GameDocument,
        director: TurnDirector,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.service = service
        self.session = session
        self.document = document
        self.director = director
        self.moves = RoomMoves(self)
        self.room_id: str | None = None
        self.my_seat = 0
        self.waiting: list[Action] = []  # the player's moves after the room's record, on their way
        self.send_state = SendState.NONE
        self.pending_undo: UndoRequest | None = None  # the request open in this game, either player's
        self._header: GameRecord | None = None  # the room's record without actions
        self._statuses: dict[int, SendStatus] = {}  # index -> the latest status of a move not yet in the room
        self._in_flight: set[int] = set()  # indices handed to the service that it has not queued yet
        self._loading = False  # the link's own change of the table
        session.gameStarted.connect(self._on_game_started)
        session.recordChanged.connect(self._on_record_changed)
        service.gameLoaded.connect(self._on_loaded)
        service.moveArrived.connect(self._on_move)
        service.sendStatusChanged.connect(self._on_status)
        service.operationFailed.connect(self._on_failed)
        service.undoRequested.connect(self._on_undo_requested)
        service.undoAnswered.connect(self._on_undo_answered)
        service.undoWithdrawn.connect(self._on_undo_withdrawn)
        service.problemFound.connect(self._on_problem)

    # ---- reading -----------------------------------------------------------------------------------------
    @property
    def opponent_seat(self) -> int:
        return 1 - self.my_seat

    def seat_to_move(self) -> int | None:
        """Whose move the table waits for; None at the end of the game or with no online game on the table (while
        the opponent's move is shown, it is still theirs)."""
        state = self.session.state
        return None if self.room_id is None or state.finished else state.current

    @property
    def can_undo(self) -> bool:
        """The player has a move in the room's record to ask back, and none on its way."""
        return (
            self.room_id is not None
            and not self.waiting
            and self.pending_undo is None
            and any(self.moves.seat_of(i) == self.my_seat for i in range(len(self.moves)))
        )

    # ---- the table -----------------------------------------------------------------------------------------
    def open(self, room_id: str, loaded: GameLoaded, keep: bool = True) -> KeptGame | None:
        """Put the room's game on the table (the game there is kept first, if it holds moves: OSError if that
        cannot be written, and then nothing changes); the opponent plays from the room from now on."""
        if loaded.record is None or loaded.my_seat is None:
            raise ValueError("the room holds no game this player plays")
        self._header = replace(loaded.record, actions=())
        self.my_seat = loaded.my_seat
        kept = self._load(loaded.record.actions + loaded.moves_waiting, keep)
        self.room_id = room_id
        self.moves.read(loaded.record)
        self.waiting = list(loaded.moves_waiting)
        self._statuses.clear()
        self._in_flight.clear()
        self.pending_undo = loaded.pending_undo
        self.director.override_seats(remote_seat_for(self.moves, self.opponent_seat))
        self._set_send_state(SendState.RETRYING if self.waiting else SendState.NONE)
        self.bound.emit(room_id)
        self.movesChanged.emit()
        if loaded.pending_undo is not None and loaded.pending_undo.seat != self.my_seat:
            self.undoAsked.emit(loaded.pending_undo)
        return kept

    def release(self) -> None:
        """The table holds no online game from now on (the room's game goes on: open it again to play)."""
        if self.room_id is None:
            return
        self.room_id = None
        self._header = None
        self.waiting = []
        self.pending_undo = None
        self._statuses.clear()
        self._in_flight.clear()
        self.moves.clear()
        self.director.override_seats(None)
        self._set_send_state(SendState.NONE)
        self.released.emit()

    def _load(self, actions: tuple[Action, ...], keep: bool) -> KeptGame | None:
        assert self._header is not None
        self._loading = True
        try:
            return self.document.load(replace(self._header, actions=actions), keep=keep)
        finally:
            self._loading = False

    def _mend(self, why: Mended) -> None:
        """Show the room's game again, with the player's moves still on their way."""
        self._load(self.moves.actions + tuple(self.waiting), keep=False)
        self.mended.emit(why.value)

    def _on_game_started(self) -> None:
        if not self._loading:
            self.release()  # the player put another game on the table

    # ---- the player's moves ----------------------------------------------------------------------------------
    def _known_seat(self, index: int) -> int:
        return self.moves.seat_of(index) if index < len(self.moves) else self.my_seat

    def _on_record_changed(self) -> None:
        if self.room_id is None or self._loading:
            return
        table = self.session.actions()
        known = list(self.moves.actions) + self.waiting
        common = min(len(table), len(known))
        if table[:common] != known[:common]:
            self._mend(Mended.DIVERGED)
            return
        if len(table) < len(known):
            # The opponent's moves not yet played on the table are the remote seat's turn; one of the player's
            # own missing is an undo made here.
            if any(self._known_seat(i) == self.my_seat for i in range(len(table), len(known))):
                if self.can_undo:
                    self._load(self.moves.actions + tuple(self.waiting), keep=False)
                    self.request_undo()
                else:
                    self._mend(Mended.LOCAL_UNDO)
            return
        states = self.session.states()
        new = range(len(known), len(table))
        if any(states[index].current != self.my_seat for index in new):
            self._mend(Mended.DIVERGED)
            return
        for index in new:
            self.waiting.append(table[index])
            self._in_flight.add(index)
            self.service.send_action(self.room_id, index, table[index])
        if new:
            self._set_send_state(SendState.SENDING)
            self.movesChanged.emit()

    def _on_move(self, room_id: str, applied: object) -> None:
        if room_id != self.room_id or not isinstance(applied, ActionApplied):
            return
        made_here = applied.seat == self.my_seat and bool(self.waiting) and self.waiting[0] == applied.action
        if made_here:
            self.waiting.pop(0)
        if self.pending_undo is not None:
            self.pending_undo = None  # a move withdraws the request (the service says so too)
        if not self.moves.add(applied.index, applied.action, applied.seat, applied.timestamp_ms):
            return  # the room's record was read again meanwhile: its gameLoaded brings the game
        if applied.seat == self.my_seat and not made_here:
            self._mend(Mended.ELSEWHERE)
        self.movesChanged.emit()

    def _on_status(self, room_id: str, _transaction: str, index: object, status: str) -> None:
        if room_id != self.room_id or not isinstance(index, int):
            return
        self._in_flight.discard(index)
        found = SendStatus(status)
        if found is SendStatus.CONFIRMED:
            self._statuses.pop(index, None)
        elif found is SendStatus.FAILED:
            self._statuses.pop(index, None)
            self._drop_waiting_from(index)
            self._mend(Mended.REFUSED)
        else:
            self._statuses[index] = found
        self._update_send_state()

    def _on_failed(self, operation: str, error: object) -> None:
        """A move the service refused before sending anything (not this player's turn, a wrong index): the moves
        not yet queued are not in the game."""
        if operation != "send_action" or self.room_id is None or not isinstance(error, Refusal) or not self._in_flight:
            return
        self._drop_waiting_from(min(self._in_flight))
        self._in_flight.clear()
        self._mend(Mended.REFUSED)
        self._update_send_state()

    def _drop_waiting_from(self, index: int) -> None:
        keep = max(0, index - len(self.moves))
        del self.waiting[keep:]
        for later in [i for i in self._statuses if i >= index]:
            del self._statuses[later]

    def _update_send_state(self) -> None:
        statuses = set(self._statuses.values())
        if SendStatus.RETRYING in statuses:
            self._set_send_state(SendState.RETRYING)
        elif self._in_flight or statuses & {SendStatus.QUEUED, SendStatus.SENDING}:
            self._set_send_state(SendState.SENDING)
        elif self.send_state is not SendState.NONE or statuses:
            self._set_send_state(SendState.SENT)
        self.movesChanged.emit()

    def _set_send_state(self, state: SendState) -> None:
        if state is not self.send_state:
            self.send_state = state
            self.sendStateChanged.emit(state.value)

    # ---- the room read again ------------------------------------------------------------------------------------
    def _on_loaded(self, room_id: str, loaded: object) -> None:
        if room_id != self.room_id or not isinstance(loaded, GameLoaded):
            return
        if loaded.record is None or loaded.my_seat is None:
            self.release()
            return
        shorter = len(loaded.record.actions) < len(self.moves)
        self.moves.read(loaded.record)
        waiting = list(loaded.moves_waiting)
        known = list(loaded.record.actions) + waiting
        table = self.session.actions()
        # Moves handed to the service that it had not queued when it read the room are still on their way.
        on_the_way = [i for i in range(len(known), len(table)) if i in self._in_flight]
        if table[: len(known)] == known and len(on_the_way) == len(table) - len(known):
            waiting += table[len(known) :]
        self.waiting = waiting
        self.pending_undo = loaded.pending_undo
        if self.session.actions() != list(self.moves.actions) + self.waiting:
            self._mend(Mended.UNDONE if shorter else Mended.DIVERGED)
        self.movesChanged.emit()

    # ---- undo -----------------------------------------------------------------------------------------------------
    def request_undo(self) -> None:
        """Ask the opponent to take back the player's latest move (and the opponent's moves after it)."""
        if self.room_id is not None:
            self.service.request_undo(self.room_id)
            self.undoSent.emit()

    def answer_undo(self, accept: bool) -> None:
        if self.room_id is not None:
            self.service.answer_undo(self.room_id, accept)
            self.pending_undo = None

    def _on_undo_requested(self, room_id: str, request: object) -> None:
        if room_id == self.room_id and isinstance(request, UndoRequest):
            self.pending_undo = request
            if request.seat != self.my_seat:
                self.undoAsked.emit(request)
            self.movesChanged.emit()

    def _on_undo_answered(self, room_id: str, request: object, accepted: bool) -> None:
        if room_id == self.room_id and isinstance(request, UndoRequest):
            self.pending_undo = None
            if request.seat == self.my_seat:
                self.undoAnswered.emit(accepted)
            self.movesChanged.emit()

    def _on_undo_withdrawn(self, room_id: str, _request: object) -> None:
        if room_id == self.room_id:
            self.pending_undo = None
            self.undoWithdrawn.emit()
            self.movesChanged.emit()

    def _on_problem(self, room_id: str, problem: object) -> None:
        if room_id == self.room_id and isinstance(problem, Problem):
            self.problemFound.emit(problem)


def remote_seat_for(moves: RoomMoves, opponent: int) -> SeatOverride:
    """The director's seat override of an online game: the opponent's seat plays from the room."""

    def override(index: int, parent: QObject) -> Seat | None:
        return RemoteSeat(moves, parent) if index == opponent else None

    return override
