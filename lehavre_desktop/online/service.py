"""Online play for the Qt program: a ``GameClient`` on a worker thread, its notes as signals in the GUI thread.

Why a worker thread with its own asyncio loop rather than an asyncio-Qt bridge: the network then never
shares a thread with painting (a slow homeserver answer, a long JSON parse or a keyring that takes
seconds to unlock cannot stall a frame), the program's event loop stays Qt's own (a bridge would run
the whole application on a foreign loop), and no dependency is added. The price is one hop between
threads, taken in one place: the worker hands each note to ``_relay``, a signal connected to this
object with a queued connection, so every public signal is emitted in the thread this object lives in
(the GUI thread), and slots connected to them run there whatever their connection type.

Every method returns at once: it schedules the work on the worker's loop. Failures come back as
``operationFailed(operation, error)``: a ``Refusal`` (refused here before anything was sent: its
``kind``), a ``MatrixError`` (the homeserver said no: its ``errcode``, e.g. ``M_FORBIDDEN`` for a wrong
password) or a ``NetworkError`` (the homeserver could not be reached).
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from pathlib import Path
from typing import Any, assert_never

from PySide6.QtCore import QObject, Qt, Signal

from ..engine import Action, Components
from .client import GameClient
from .credentials import CredentialStore, KeyringBackend, system_keyring
from .notes import (
    DEFAULT_RETRY,
    ChatReceived,
    ConnectionChanged,
    GameChanged,
    GameLoaded,
    GamesChanged,
    GameSummary,
    Invitation,
    InvitationsChanged,
    Note,
    RetryPolicy,
    SendStatusChanged,
    SignedIn,
    SignedOut,
)
from .room_game import ActionApplied, ProblemFound, UndoAnswered, UndoRequested, UndoWithdrawn

# How long closing the program waits for the worker to stop (it cancels its tasks; no network is awaited).
SHUTDOWN_SECONDS = 5.0


class _Failure:
    def __init__(self, operation: str, error: BaseException) -> None:
        self.operation = operation
        self.error = error


class _Done:
    def __init__(self, operation: str, result: object, subject: str) -> None:
        self.operation = operation
        self.result = result
        self.subject = subject


class _OpenBrowser:
    def __init__(self, url: str) -> None:
        self.url = url


class OnlineService(QObject):
    connectionChanged = Signal(str, float)  # a ConnectionState value; seconds until the next try when retrying
    signedIn = Signal(str, str)  # user ID; where the session is kept: "keyring" or "file"
    signedOut = Signal()
    gamesChanged = Signal(object)  # tuple[GameSummary, ...]
    invitationsChanged = Signal(object)  # tuple[Invitation, ...]
    gameCreated = Signal(str)  # the new game's room ID (its gameLoaded follows)
    gameLoaded = Signal(str, object)  # room ID, GameLoaded: the game rebuilt from the room's history
    moveArrived = Signal(str, object)  # room ID, ActionApplied: a move (either player's) counted in the room
    undoRequested = Signal(str, object)  # room ID, UndoRequest
    undoAnswered = Signal(str, object, bool)  # room ID, UndoRequest, accepted (then a gameLoaded-like reset)
    undoWithdrawn = Signal(str, object)  # room ID, UndoRequest: a move was made before the answer
    problemFound = Signal(str, object)  # room ID, Problem: an event ignored
    sendStatusChanged = Signal(str, str, object, str)  # room ID, transaction ID, index or None, a SendStatus value
    chatReceived = Signal(str, object)  # room ID, ChatMessage
    operationFailed = Signal(str, object)  # the method's name, the error
    loginFlowsFound = Signal(str, object)  # homeserver, list of login types ("m.login.password", "m.login.sso")
    ssoPageReady = Signal(str)  # the URL to open in the browser (QDesktopServices.openUrl) for single sign-on
    _relay = Signal(object)

    def __init__(
        self,
        directory: Path,
        keyring: KeyringBackend | bool | None = True,
        request_seconds: float = 20.0,
        poll_ms: int = 30_000,
        retry: RetryPolicy = DEFAULT_RETRY,
        parent: QObject | None = None,
    ) -> None:
        """``keyring``: True for the system's keyring where one works, False for the file only, or a backend."""
        super().__init__(parent)
        self._relay.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self.games: tuple[GameSummary, ...] = ()
        self.invitations: tuple[Invitation, ...] = ()
        self.user_id: str | None = None
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="online", daemon=True)
        self._thread.start()
        # The client is made on the worker: probing the system's keyring takes half a second here (D-Bus), and
        # the GUI thread waits for none of it. Every call waits on the worker for the client to be there.
        self._client: Future[GameClient] = Future()
        asyncio.run_coroutine_threadsafe(
            self._make_client(directory, keyring, request_seconds, poll_ms, retry), self._loop
        )

    async def _make_client(
        self,
        directory: Path,
        keyring: KeyringBackend | bool | None,
        request_seconds: float,
        poll_ms: int,
        retry: RetryPolicy,
    ) -> None:
        try:
            backend = system_keyring() if keyring is True else None if keyring is False else keyring
            store = CredentialStore(directory, backend)
            self._client.set_result(GameClient(directory, store, self._relay.emit, request_seconds, poll_ms, retry))
        except Exception as error:  # the calls that wait for the client fail with it
            self._client.set_exception(error)

    def _run(
        self, operation: str, call: Callable[[GameClient], Coroutine[Any, Any, object]], subject: str = ""
    ) -> None:
        async def with_client() -> object:
            return await call(await asyncio.wrap_future(self._client))

        future = asyncio.run_coroutine_threadsafe(with_client(), self._loop)

        def finished(done: Future[object]) -> None:
            if done.cancelled():
                return
            error = done.exception()
            self._relay.emit(
                _Failure(operation, error) if error is not None else _Done(operation, done.result(), subject)
            )

        future.add_done_callback(finished)

    # ---- what the interface asks ---------------------------------------------------------------------
    def sign_in(self, homeserver: str, user: str, password: str) -> None:
        self._run("sign_in", lambda client: client.sign_in(homeserver, user, password))

    def sign_in_with_token(self, homeserver: str, login_token: str) -> None:
        self._run("sign_in_with_token", lambda client: client.sign_in_with_token(homeserver, login_token))

    def find_login_flows(self, homeserver: str) -> None:
        """Ask the homeserver how one signs in there; the answer is ``loginFlowsFound``."""
        self._run("find_login_flows", lambda client: client.login_flows(homeserver), homeserver)

    def sign_in_with_sso(self, homeserver: str, done_page: str) -> None:
        """Single sign-on: ``ssoPageReady(url)`` asks the interface to open the browser; ``done_page`` is the plain
        text the browser shows when it comes back (translated by the caller)."""
        self._run(
            "sign_in_with_sso",
            lambda client: client.sign_in_with_sso(
                homeserver, lambda url: self._relay.emit(_OpenBrowser(url)), done_page
            ),
        )

    def resume(self) -> None:
        """Go on with the kept session, if any (nothing happens without one)."""
        self._run("resume", lambda client: client.resume())

    def sign_out(self) -> None:
        self._run("sign_out", lambda client: client.sign_out())

    def create_game(
        self,
        friend: str,
        names: tuple[str, str],
        i_start: bool,
        components: Components,
        rules_revision: int,
        program_version: str,
        genders: tuple[str, str] | None = None,
    ) -> None:
        self._run(
            "create_game",
            lambda client: client.create_game(
                friend, names, i_start, components, rules_revision, program_version, genders
            ),
        )

    def join(self, room_id: str) -> None:
        self._run("join", lambda client: client.join(room_id))

    def reload(self, room_id: str) -> None:
        """The game read again from its room: ``gameLoaded`` brings it."""
        self._run("reload", lambda client: client.reload(room_id))

    def decline(self, room_id: str) -> None:
        self._run("decline", lambda client: client.decline(room_id))

    def send_action(self, room_id: str, index: int, action: Action) -> None:
        self._run("send_action", lambda client: client.send_action(room_id, index, action))

    def send_chat(self, room_id: str, text: str) -> None:
        self._run("send_chat", lambda client: client.send_chat(room_id, text))

    def request_undo(self, room_id: str) -> None:
        self._run("request_undo", lambda client: client.request_undo(room_id))

    def answer_undo(self, room_id: str, accept: bool) -> None:
        self._run("answer_undo", lambda client: client.answer_undo(room_id, accept))

    def shutdown(self) -> None:
        """Stop the worker (the session stays kept, the outbox on disk); call before the program quits."""
        if not self._thread.is_alive():
            return

        async def close() -> None:
            await (await asyncio.wrap_future(self._client)).close()

        future = asyncio.run_coroutine_threadsafe(close(), self._loop)
        future.result(SHUTDOWN_SECONDS)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(SHUTDOWN_SECONDS)
        self._loop.close()

    # ---- in the GUI thread -----------------------------------------------------------------------------------
    def _deliver(self, note: Note | _Failure | _Done | _OpenBrowser) -> None:
        match note:
            case _Failure() | _Done() | _OpenBrowser():
                self._deliver_reply(note)
            case ConnectionChanged() | SignedIn() | SignedOut():
                self._deliver_account(note)
            case GamesChanged():
                self.games = note.games
                self.gamesChanged.emit(note.games)
            case InvitationsChanged():
                self.invitations = note.invitations
                self.invitationsChanged.emit(note.invitations)
            case GameLoaded() | GameChanged() | SendStatusChanged() | ChatReceived():
                self._deliver_game_note(note)
            case _:
                assert_never(note)

    def _deliver_reply(self, note: _Failure | _Done | _OpenBrowser) -> None:
        """What became of an operation the window asked for."""
        match note:
            case _Failure():
                self.operationFailed.emit(note.operation, note.error)
            case _Done():
                if note.operation == "create_game" and isinstance(note.result, str):
                    self.gameCreated.emit(note.result)
                elif note.operation == "find_login_flows":
                    self.loginFlowsFound.emit(note.subject, note.result)
            case _OpenBrowser():
                self.ssoPageReady.emit(note.url)
            case _:
                assert_never(note)

    def _deliver_account(self, note: ConnectionChanged | SignedIn | SignedOut) -> None:
        """The connection and the signed-in account."""
        match note:
            case ConnectionChanged():
                self.connectionChanged.emit(note.state.value, note.retry_seconds)
            case SignedIn():
                self.user_id = note.user_id
                self.signedIn.emit(note.user_id, note.storage.value)
            case SignedOut():
                self.user_id = None
                self.games, self.invitations = (), ()
                self.signedOut.emit()
            case _:
                assert_never(note)

    def _deliver_game_note(self, note: GameLoaded | GameChanged | SendStatusChanged | ChatReceived) -> None:
        """News of one game: loaded, changed, a move's sending, a chat line."""
        match note:
            case GameLoaded():
                self.gameLoaded.emit(note.room_id, note)
            case GameChanged():
                self._deliver_outcome(note)
            case SendStatusChanged():
                self.sendStatusChanged.emit(note.room_id, note.transaction_id, note.index, note.status.value)
            case ChatReceived():
                self.chatReceived.emit(note.room_id, note.message)
            case _:
                assert_never(note)

    def _deliver_outcome(self, note: GameChanged) -> None:
        outcome = note.outcome
        match outcome:
            case ActionApplied():
                self.moveArrived.emit(note.room_id, outcome)
            case UndoRequested():
                self.undoRequested.emit(note.room_id, outcome.request)
            case UndoAnswered():
                self.undoAnswered.emit(note.room_id, outcome.request, outcome.accepted)
            case UndoWithdrawn():
                self.undoWithdrawn.emit(note.room_id, outcome.request)
            case ProblemFound():
                self.problemFound.emit(note.room_id, outcome.problem)
