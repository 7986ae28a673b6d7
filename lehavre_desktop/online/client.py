"""The online player's client: one Matrix account, its game rooms, the outbox, asyncio only (no Qt).

``GameClient`` signs in, keeps its session in a ``CredentialStore``, syncs with the homeserver in one
task and sends the outbox in another, and tells what happens through one callback, ``notify(note)``,
with the notes below (frozen values). The Qt side (``service.OnlineService``) runs it on a worker thread
and turns the notes into signals; tests and the benchmark run it directly.

Each game room is rebuilt from its whole history when it is first seen (``room_game.RoomGame``), and
then fed the events that each sync brings, once each (events are told apart by their IDs). A move
made here goes into the outbox (on disk) before it is sent, and leaves it when the room's history
shows it at its index: a move sent while the connection is lost waits and goes out when the connection
is back; one whose answer was lost is sent again with the same transaction ID, which the homeserver
keeps once; after the program was closed, the history is read first, so a move that reached the room
is not sent again. The receiving program ignores a second copy at the same index all the same.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from ..engine import Action, Components, GameState, apply, check, decode
from ..engine import outcome as final_outcome
from .credentials import CredentialStore
from .matrix_api import Credentials, MatrixApi, MatrixError, NetworkError, discover_homeserver
from .notes import (
    DEFAULT_RETRY,
    MAX_CHAT_CHARACTERS,
    ChatMessage,
    ChatReceived,
    ConnectionChanged,
    ConnectionState,
    GameChanged,
    GameLoaded,
    GamesChanged,
    GameSummary,
    Invitation,
    InvitationsChanged,
    Note,
    Refusal,
    RefusalKind,
    RetryPolicy,
    SendStatusChanged,
    SignedIn,
    SignedOut,
    Storage,
)
from .outbox import Outbox, OutboxEntry, SendStatus
from .protocol import (
    ACTION_TYPE,
    CHAT_TYPE,
    CREATION_KEY,
    MAX_CHAT_BYTES,
    PROTOCOL_VERSION,
    SETUP_TYPE,
    UNDO_ANSWER_TYPE,
    UNDO_REQUEST_TYPE,
    Problem,
    ProblemKind,
    action_content,
    content_size,
    is_matrix_user_id,
    setup_content,
    transaction_id,
    undo_answer_content,
    undo_request_content,
)
from .room_game import (
    CREATE_TYPE,
    ActionApplied,
    ProblemFound,
    RoomGame,
    SetupAccepted,
    UndoAnswered,
)

DEVICE_NAME = "Le Havre: The Inland Port"
MEMBER_TYPE = "m.room.member"
NAME_TYPE = "m.room.name"
# How long single sign-on waits for the browser to come back from the homeserver's sign-in page.
SSO_WAIT_SECONDS = 600.0
# Presence, and the room events a game needs; the timeline of a sync is short, the history is read apart.
SYNC_FILTER = json.dumps(
    {
        "account_data": {"not_types": ["*"]},
        "presence": {"types": ["m.presence"]},
        "room": {"account_data": {"not_types": ["*"]}, "ephemeral": {"not_types": ["*"]}, "timeline": {"limit": 50}},
    },
    separators=(",", ":"),
)


@dataclass
class _Room:
    game: RoomGame
    seen: set[str] = field(default_factory=set)
    chat: list[ChatMessage] = field(default_factory=list)
    unseated_chatters: set[str] = field(default_factory=set)  # who was reported for chatting without a seat
    names: dict[str, str] = field(default_factory=dict)  # Matrix ID -> display name


def _text(data: Mapping[str, Any], key: str) -> str:
    value = data.get(key)
    return value if isinstance(value, str) else ""


def _events(block: object) -> list[Mapping[str, Any]]:
    events = block.get("events") if isinstance(block, Mapping) else None
    return [e for e in events if isinstance(e, Mapping)] if isinstance(events, list) else []


def _is_game_creation(event: Mapping[str, Any]) -> bool:
    content = event.get("content")
    return event.get("type") == CREATE_TYPE and isinstance(content, Mapping) and CREATION_KEY in content


class GameClient:
    """One account's online games. Call its coroutines on one event loop."""

    def __init__(
        self,
        directory: Path,
        store: CredentialStore,
        notify: Callable[[Note], None],
        request_seconds: float = 20.0,
        poll_ms: int = 30_000,
        retry: RetryPolicy = DEFAULT_RETRY,
    ) -> None:
        self.directory = directory
        self.store = store
        self._notify = notify
        self.request_seconds = request_seconds
        self.poll_ms = poll_ms
        self.retry = retry
        self.credentials: Credentials | None = None
        self.state = ConnectionState.SIGNED_OUT
        self._api: MatrixApi | None = None
        self._outbox: Outbox | None = None
        self._rooms: dict[str, _Room] = {}
        self._not_games: set[str] = set()
        self._invitations: dict[str, Invitation] = {}
        self._presence: dict[str, str] = {}
        self._sent: set[str] = set()  # transaction IDs the homeserver took, not yet seen in the history
        self._since: str | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self._wake = asyncio.Event()

    # ---- signing in and out --------------------------------------------------------------------------
    @property
    def user_id(self) -> str | None:
        return self.credentials.user_id if self.credentials else None

    async def sign_in(self, homeserver: str, user: str, password: str) -> Storage:
        """Trade the password for an access token (the password is kept nowhere) and start syncing."""
        await self._stop()
        api = await self._api_for(homeserver)
        try:
            credentials = await api.login_with_password(user, password, DEVICE_NAME)
        except BaseException:
            await api.close()
            raise
        storage = self.store.save(credentials)
        self._start(credentials, api)
        self._notify(SignedIn(credentials.user_id, credentials.homeserver, storage))
        return storage

    async def sign_in_with_token(self, homeserver: str, login_token: str) -> Storage:
        """Finish a single sign-on: the ``loginToken`` the homeserver gave the browser (see ``MatrixApi``)."""
        await self._stop()
        api = MatrixApi(homeserver, request_seconds=self.request_seconds)
        try:
            credentials = await api.login_with_token(login_token, DEVICE_NAME)
        except BaseException:
            await api.close()
            raise
        storage = self.store.save(credentials)
        self._start(credentials, api)
        self._notify(SignedIn(credentials.user_id, credentials.homeserver, storage))
        return storage

    async def _api_for(self, homeserver: str) -> MatrixApi:
        """The API of the homeserver a player named (its well-known address when it has one)."""
        found = await discover_homeserver(homeserver, self.request_seconds)
        return MatrixApi(found, request_seconds=self.request_seconds)

    async def login_flows(self, homeserver: str) -> list[str]:
        """How the homeserver lets one sign in ("m.login.password", "m.login.sso"...): which choices to offer."""
        api = await self._api_for(homeserver)
        try:
            return await api.login_flows()
        finally:
            await api.close()

    async def sign_in_with_sso(
        self,
        homeserver: str,
        open_browser: Callable[[str], None],
        done_page: str,
        wait_seconds: float = SSO_WAIT_SECONDS,
    ) -> Storage:
        """Single sign-on: ``open_browser(url)`` shows the homeserver's sign-in page in the player's browser;
        the homeserver sends the browser back to a one-time listener on this computer's loopback with a login
        token, which the browser is shown ``done_page`` for (plain text), and the token is traded for a session.
        TimeoutError if the browser does not come back within ``wait_seconds``."""
        loop = asyncio.get_running_loop()
        token: asyncio.Future[str] = loop.create_future()

        async def answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            try:
                request = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 10)
                target = request.split(b" ", 2)[1].decode("ascii", "replace")
                found = parse_qs(urlsplit(target).query).get("loginToken", [""])[0]
                body = done_page.encode("utf-8")
                writer.write(
                    b"HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n"
                    + f"Content-Length: {len(body)}\r\n\r\n".encode()
                    + body
                )
                await writer.drain()
                if found and not token.done():
                    token.set_result(found)
            except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, TimeoutError, IndexError, OSError):
                pass  # not a browser's request (a probe, a broken connection): wait for the real one
            finally:
                writer.close()

        listener = await asyncio.start_server(answer, "127.0.0.1", 0)
        try:
            port = listener.sockets[0].getsockname()[1]
            homeserver = await discover_homeserver(homeserver, self.request_seconds)
            api = MatrixApi(homeserver, request_seconds=self.request_seconds)
            open_browser(api.sso_redirect_url(f"http://127.0.0.1:{port}/"))
            await api.close()
            login_token = await asyncio.wait_for(token, wait_seconds)
        finally:
            listener.close()
            await listener.wait_closed()
        return await self.sign_in_with_token(homeserver, login_token)

    async def resume(self) -> bool:
        """Go on with the kept session, if there is one (the homeserver says at the first sync if it is valid)."""
        credentials = self.store.load()
        if credentials is None:
            return False
        await self._stop()
        self._start(credentials, MatrixApi(credentials.homeserver, credentials.access_token, self.request_seconds))
        self._notify(SignedIn(credentials.user_id, credentials.homeserver, self.store.storage, resumed=True))
        return True

    async def sign_out(self) -> None:
        """End the session on the homeserver (when it can be reached) and forget its token here.

        Moves still in the outbox stay there: they go out when this account signs in again."""
        api = self._api
        await self._stop()
        if api is not None:
            with contextlib.suppress(NetworkError, MatrixError):
                await api.logout()
            await api.close()
        self.store.remove()
        self._reset()
        self._notify(SignedOut())

    async def close(self) -> None:
        """Stop syncing and sending; the session stays kept for the next start."""
        api = self._api
        await self._stop()
        if api is not None:
            await api.close()
        self._reset()

    def _start(self, credentials: Credentials, api: MatrixApi) -> None:
        self._reset()
        self.credentials = credentials
        self._api = api
        account = hashlib.sha256(f"{credentials.homeserver} {credentials.user_id}".encode()).hexdigest()[:16]
        self._outbox = Outbox(self.directory / f"outbox-{account}.json")
        self._set_state(ConnectionState.CONNECTING)
        self._tasks = [asyncio.create_task(self._sync_loop()), asyncio.create_task(self._send_loop())]

    async def _stop(self) -> None:
        tasks, self._tasks = self._tasks, []
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._api = None

    def _reset(self) -> None:
        self.credentials = None
        self._outbox = None
        self._rooms.clear()
        self._not_games.clear()
        self._invitations.clear()
        self._presence.clear()
        self._sent.clear()
        self._since = None
        self.state = ConnectionState.SIGNED_OUT

    def _set_state(self, state: ConnectionState, detail: str = "", retry_seconds: float = 0.0) -> None:
        if state != self.state or state == ConnectionState.RETRYING:
            self.state = state
            self._notify(ConnectionChanged(state, detail, retry_seconds))

    def _require_api(self) -> MatrixApi:
        if self._api is None or self.credentials is None:
            raise Refusal(RefusalKind.NOT_SIGNED_IN)
        return self._api

    # ---- games ----------------------------------------------------------------------------------------------
    async def create_game(
        self,
        friend: str,
        names: tuple[str, str],
        i_start: bool,
        components: Components,
        rules_revision: int,
        program_version: str,
        genders: tuple[str, str] | None = None,
    ) -> str:
        """A new game room with its setup, the friend invited; ``names`` and ``genders`` are (mine, the
        friend's), the genders as a record keeps them (None: left to be guessed from the names)."""
        api = self._require_api()
        me = self.user_id
        assert me is not None
        if not is_matrix_user_id(friend) or friend == me:
            raise Refusal(RefusalKind.NOT_A_USER_ID, friend[:80])
        seats = (me, friend) if i_start else (friend, me)
        ordered = names if i_start else (names[1], names[0])
        genders_ordered = genders if genders is None or i_start else (genders[1], genders[0])
        content = setup_content(ordered, seats, components, rules_revision, program_version, genders_ordered)
        body = {
            "preset": "private_chat",
            "is_direct": True,
            "invite": [friend],
            "name": f"Le Havre: The Inland Port — {ordered[0]} vs {ordered[1]}",
            "creation_content": {CREATION_KEY: {"protocol": PROTOCOL_VERSION}},
            "initial_state": [{"type": SETUP_TYPE, "state_key": "", "content": content}],
        }
        return await api.create_room(body)

    async def join(self, room_id: str) -> None:
        """Accept an invitation; the game is read from the room when the next sync brings it."""
        await self._require_api().join(room_id)
        if self._invitations.pop(room_id, None) is not None:
            self._notify(InvitationsChanged(tuple(self._invitations.values())))
        self._wake.set()

    async def reload(self, room_id: str) -> None:
        """Read a game's room again from its start: its ``GameLoaded`` follows (for a table that is to show it)."""
        self._require_api()
        if room_id not in self._rooms:
            raise Refusal(RefusalKind.NO_SUCH_GAME, room_id)
        await self._load(room_id)

    async def decline(self, room_id: str) -> None:
        await self._require_api().leave(room_id)
        if self._invitations.pop(room_id, None) is not None:
            self._notify(InvitationsChanged(tuple(self._invitations.values())))

    def games(self) -> tuple[GameSummary, ...]:
        return tuple(s for s in (self._summary(room_id) for room_id in self._rooms) if s is not None)

    def game(self, room_id: str) -> RoomGame | None:
        room = self._rooms.get(room_id)
        return room.game if room else None

    def chat(self, room_id: str) -> tuple[ChatMessage, ...]:
        """The game's chat so far, oldest first."""
        room = self._rooms.get(room_id)
        return tuple(room.chat) if room else ()

    @property
    def outbox_path(self) -> Path | None:
        return self._outbox.path if self._outbox else None

    def invitations(self) -> tuple[Invitation, ...]:
        return tuple(self._invitations.values())

    def my_seat(self, room_id: str) -> int | None:
        room = self._rooms.get(room_id)
        if room is None or room.game.setup is None or self.user_id is None:
            return None
        return room.game.setup.seat_of(self.user_id)

    def waiting_moves(self, room_id: str) -> tuple[Action, ...]:
        """This player's moves of the game still in the outbox, in order (they are not in the room yet)."""
        room = self._rooms.get(room_id)
        if room is None or self._outbox is None:
            return ()
        return tuple(
            decode(str(e.content["action"]))
            for e in self._outbox.moves_for(room_id)
            if e.generation == room.game.generation and e.index is not None and e.index >= room.game.length
        )

    def view_state(self, room_id: str) -> GameState | None:
        """The game as this player sees it: the room's record and then the moves still on their way."""
        game = self.game(room_id)
        if game is None or game.state is None:
            return None
        state = game.state
        for action in self.waiting_moves(room_id):
            state = apply(state, action, trusted=True).state
        return state

    def _summary(self, room_id: str) -> GameSummary | None:
        room = self._rooms[room_id]
        setup, seat = room.game.setup, self.my_seat(room_id)
        if setup is None or seat is None:
            return None
        opponent = setup.seats[1 - seat]
        state = self.view_state(room_id)
        assert state is not None
        result = final_outcome(state)
        return GameSummary(
            room_id,
            setup.record.names,
            setup.seats,
            seat,
            None if state.finished else state.current,
            result.totals if result is not None else None,
            opponent,
            room.names.get(opponent) or opponent,
            self._presence.get(opponent, "offline"),
            room.game.last_move_time_ms(1 - seat),
            room.game.pending_undo,
            len(self.waiting_moves(room_id)),
        )

    # ---- sending ---------------------------------------------------------------------------------------------
    def _room_for_move(self, room_id: str) -> tuple[_Room, int]:
        self._require_api()
        room = self._rooms.get(room_id)
        seat = self.my_seat(room_id)
        if room is None or seat is None:
            raise Refusal(RefusalKind.NO_SUCH_GAME, room_id)
        return room, seat

    async def send_action(self, room_id: str, index: int, action: Action) -> str:
        """Queue this player's action at ``index`` (the record's length after the moves already queued);
        refused at once if it is not their turn or not legal. Its transaction ID, which status notes name."""
        room, seat = self._room_for_move(room_id)
        state = self.view_state(room_id)
        assert state is not None and self._outbox is not None
        expected = room.game.length + len(self.waiting_moves(room_id))
        if index != expected:
            raise Refusal(RefusalKind.WRONG_INDEX, f"the next index is {expected}, not {index}")
        if state.finished or state.current != seat:
            raise Refusal(RefusalKind.NOT_YOUR_TURN)
        rejection = check(state, action)
        if rejection is not None:
            raise Refusal(RefusalKind.ILLEGAL, str(rejection), rejection)
        generation = room.game.generation
        entry = OutboxEntry(
            room_id,
            ACTION_TYPE,
            action_content(index, action),
            transaction_id(room_id, "action", generation, index),
            index,
            generation,
        )
        self._queue(entry)
        return entry.transaction_id

    async def send_chat(self, room_id: str, text: str) -> str:
        self._room_for_move(room_id)
        if not text.strip():
            return ""
        if len(text) > MAX_CHAT_CHARACTERS:
            raise Refusal(RefusalKind.TEXT_TOO_LONG, f"{len(text)} characters")
        entry = OutboxEntry(room_id, CHAT_TYPE, {"msgtype": "m.text", "body": text}, f"lehavre.chat.{uuid.uuid4().hex}")
        self._queue(entry)
        return entry.transaction_id

    async def request_undo(self, room_id: str) -> str:
        """Ask the opponent to take back this player's latest gesture (and the opponent's moves after it)."""
        room, seat = self._room_for_move(room_id)
        if self.waiting_moves(room_id):
            raise Refusal(RefusalKind.MOVES_WAITING)
        target = room.game.undo_target(seat)
        if target is None:
            raise Refusal(RefusalKind.NOTHING_TO_UNDO)
        entry = OutboxEntry(
            room_id,
            UNDO_REQUEST_TYPE,
            undo_request_content(room.game.length, target),
            f"lehavre.undo.{uuid.uuid4().hex}",
        )
        self._queue(entry)
        return entry.transaction_id

    async def answer_undo(self, room_id: str, accept: bool) -> str:
        room, seat = self._room_for_move(room_id)
        request = room.game.pending_undo
        if request is None or request.seat == seat:
            raise Refusal(RefusalKind.NO_UNDO_REQUEST)
        entry = OutboxEntry(
            room_id,
            UNDO_ANSWER_TYPE,
            undo_answer_content(request.event_id, accept),
            f"lehavre.answer.{uuid.uuid4().hex}",
        )
        self._queue(entry)
        return entry.transaction_id

    def _queue(self, entry: OutboxEntry) -> None:
        assert self._outbox is not None
        self._outbox.add(entry)
        self._status(entry, SendStatus.QUEUED if self.state == ConnectionState.CONNECTED else SendStatus.RETRYING)
        self._notify_games()
        self._wake.set()

    def _status(self, entry: OutboxEntry, status: SendStatus, detail: str = "") -> None:
        self._notify(
            SendStatusChanged(entry.room_id, entry.transaction_id, entry.event_type, entry.index, status, detail)
        )

    def _drop(self, entry: OutboxEntry, status: SendStatus, detail: str = "") -> None:
        assert self._outbox is not None
        self._outbox.remove(entry)
        self._sent.discard(entry.transaction_id)
        self._status(entry, status, detail)

    def _settle(self, entry: OutboxEntry, game: RoomGame) -> None:
        """A move whose index the room's record has reached: confirmed if it is the move there, else overtaken."""
        assert entry.index is not None
        there = game.actions[entry.index]
        if there.text() == entry.content.get("action") and game.sender_of(entry.index) == self.user_id:
            self._drop(entry, SendStatus.CONFIRMED)
        else:
            self._drop(entry, SendStatus.FAILED, f"the record holds {there.text()!r} at {entry.index}")

    def _next_to_send(self) -> OutboxEntry | None:
        """The first entry that can go now: in order, each game's moves one after the other."""
        assert self._outbox is not None
        expected: dict[str, int] = {}
        held: set[str] = set()
        for entry in list(self._outbox.entries):
            room = self._rooms.get(entry.room_id)
            if room is None or entry.room_id in held:
                continue  # the room is not read yet (or a move before this one waits)
            if entry.transaction_id in self._sent:
                if entry.index is not None:
                    expected[entry.room_id] = entry.index + 1
                continue
            if entry.index is None:
                return entry
            game = room.game
            if entry.generation != game.generation:
                self._drop(entry, SendStatus.FAILED, "taken back by an undo")
                continue
            if entry.index < game.length:
                self._settle(entry, game)
                continue
            if entry.index == expected.get(entry.room_id, game.length):
                return entry
            held.add(entry.room_id)
        return None

    async def _send_loop(self) -> None:
        delay = self.retry.first
        while True:
            await self._wake.wait()
            self._wake.clear()
            while self.state == ConnectionState.CONNECTED and self._outbox is not None:
                entry = self._next_to_send()
                if entry is None:
                    break
                assert self._api is not None
                self._status(entry, SendStatus.SENDING)
                try:
                    await self._api.send(entry.room_id, entry.event_type, entry.content, entry.transaction_id)
                except NetworkError as error:
                    self._status(entry, SendStatus.RETRYING, str(error))
                    await asyncio.sleep(delay)
                    delay = self.retry.after(delay)
                    self._wake.set()
                    break
                except MatrixError as error:
                    if error.session_ended:
                        self._status(entry, SendStatus.RETRYING, str(error))
                        self._set_state(ConnectionState.SESSION_ENDED, str(error))
                        break
                    if error.status == 429 or error.status >= 500:
                        self._status(entry, SendStatus.RETRYING, str(error))
                        await asyncio.sleep(error.retry_after_ms / 1000 if error.retry_after_ms else delay)
                        delay = self.retry.after(delay)
                        self._wake.set()
                        break
                    self._drop(entry, SendStatus.FAILED, str(error))
                    continue
                delay = self.retry.first
                if entry.index is None:
                    self._drop(entry, SendStatus.SENT)
                else:
                    self._sent.add(entry.transaction_id)
                    self._status(entry, SendStatus.SENT)

    # ---- syncing ---------------------------------------------------------------------------------------------
    async def _sync_loop(self) -> None:
        delay = self.retry.first
        while True:
            assert self._api is not None
            try:
                data = await self._api.sync(self._since, 0 if self._since is None else self.poll_ms, SYNC_FILTER)
                await self._take_sync(data)
            except NetworkError as error:
                self._set_state(ConnectionState.RETRYING, str(error), delay)
            except MatrixError as error:
                if error.session_ended:
                    self._set_state(ConnectionState.SESSION_ENDED, str(error))
                    return
                wait = error.retry_after_ms / 1000 if error.retry_after_ms else delay
                self._set_state(ConnectionState.RETRYING, str(error), wait)
                await asyncio.sleep(wait)
                delay = self.retry.after(delay)
                continue
            else:
                self._since = _text(data, "next_batch") or self._since
                delay = self.retry.first
                self._set_state(ConnectionState.CONNECTED)
                self._wake.set()
                continue
            await asyncio.sleep(delay)
            delay = self.retry.after(delay)

    async def _take_sync(self, data: Mapping[str, Any]) -> None:
        rooms = data.get("rooms")
        rooms = rooms if isinstance(rooms, Mapping) else {}
        changed = False
        for event in _events(data.get("presence")):
            content = event.get("content")
            if event.get("type") == "m.presence" and isinstance(content, Mapping):
                presence = _text(content, "presence")
                if self._presence.get(_text(event, "sender")) != presence:
                    self._presence[_text(event, "sender")] = presence
                    changed = True
        joined = rooms.get("join")
        for room_id, block in joined.items() if isinstance(joined, Mapping) else ():
            if isinstance(block, Mapping):
                changed = await self._take_joined(str(room_id), block) or changed
        invitations_before = dict(self._invitations)
        invited = rooms.get("invite")
        for room_id, block in invited.items() if isinstance(invited, Mapping) else ():
            invitation = self._invitation(
                str(room_id), _events(block.get("invite_state")) if isinstance(block, Mapping) else []
            )
            if invitation is not None:
                self._invitations[invitation.room_id] = invitation
        left = rooms.get("leave")
        for room_id in left if isinstance(left, Mapping) else ():
            self._invitations.pop(str(room_id), None)
            if self._rooms.pop(str(room_id), None) is not None:
                changed = True
        if self._invitations != invitations_before:
            self._notify(InvitationsChanged(tuple(self._invitations.values())))
        if changed:
            self._notify_games()

    def _notify_games(self) -> None:
        self._notify(GamesChanged(self.games()))

    def _invitation(self, room_id: str, state: list[Mapping[str, Any]]) -> Invitation | None:
        if room_id in self._rooms or not any(_is_game_creation(e) for e in state):
            return None
        me = self.user_id
        inviter = next(
            (_text(e, "sender") for e in state if e.get("type") == MEMBER_TYPE and e.get("state_key") == me), ""
        )
        name = next(
            (
                _text(c, "name")
                for e in state
                if e.get("type") == NAME_TYPE
                for c in [e.get("content")]
                if isinstance(c, Mapping)
            ),
            "",
        )
        return Invitation(room_id, inviter, name)

    async def _take_joined(self, room_id: str, block: Mapping[str, Any]) -> bool:
        timeline = block.get("timeline")
        events = _events(timeline)
        room = self._rooms.get(room_id)
        if room is None:
            if room_id in self._not_games:
                return False
            if not any(_is_game_creation(e) for e in _events(block.get("state")) + events):
                self._not_games.add(room_id)
                return False
            await self._load(room_id)
            return True
        if isinstance(timeline, Mapping) and timeline.get("limited"):
            await self._load(room_id)  # a gap in the timeline: read the whole history again
            return True
        for event in _events(block.get("state")):
            self._take_member(room, event)
        for event in events:
            self._take(room_id, room, event, live=True)
        return bool(events)

    async def _load(self, room_id: str) -> None:
        """Rebuild the game from the room's whole history (the room is replaced only once it is all read)."""
        assert self._api is not None
        events: list[Mapping[str, Any]] = []
        start: str | None = None
        while True:
            page = await self._api.messages(room_id, start, direction="f")
            chunk = [e for e in page.get("chunk", []) if isinstance(e, Mapping)]
            events.extend(chunk)
            end = page.get("end")
            if not chunk or not isinstance(end, str) or end == start:
                break
            start = end
        room = _Room(RoomGame())
        for event in events:
            self._take(room_id, room, event, live=False)
        # A room is seen as soon as its creation is: the setup may still be on its way (then it comes live).
        self._rooms[room_id] = room
        self._settle_room(room_id, room.game)
        if room.game.setup is not None or room.game.problems:
            self._notify_loaded(room_id, room)

    def _notify_loaded(self, room_id: str, room: _Room) -> None:
        game = room.game
        self._notify(
            GameLoaded(
                room_id,
                game.record,
                self.my_seat(room_id),
                tuple(game.problems),
                tuple(room.chat),
                game.pending_undo,
                self.waiting_moves(room_id),
            )
        )

    def _settle_room(self, room_id: str, game: RoomGame) -> None:
        """Settle the outbox's moves that the room's history has overtaken or confirmed."""
        if self._outbox is None:
            return
        for entry in self._outbox.moves_for(room_id):
            assert entry.index is not None
            if entry.generation != game.generation:
                self._drop(entry, SendStatus.FAILED, "taken back by an undo")
            elif entry.index < game.length:
                self._settle(entry, game)

    def _take_member(self, room: _Room, event: Mapping[str, Any]) -> None:
        content = event.get("content")
        if event.get("type") == MEMBER_TYPE and isinstance(content, Mapping):
            name = content.get("displayname")
            if isinstance(name, str) and name.strip():
                room.names[_text(event, "state_key")] = name

    def _take(self, room_id: str, room: _Room, event: Mapping[str, Any], live: bool) -> None:
        event_id = _text(event, "event_id")
        if event_id in room.seen:
            return
        room.seen.add(event_id)
        kind = event.get("type")
        if kind == MEMBER_TYPE:
            self._take_member(room, event)
            return
        if kind == CHAT_TYPE:
            self._take_chat(room_id, room, event, live)
            return
        for outcome in room.game.feed(event):
            if live and isinstance(outcome, SetupAccepted):
                self._notify_loaded(room_id, room)
            elif live:
                self._notify(GameChanged(room_id, outcome))
            if isinstance(outcome, ActionApplied):
                self._settle_room(room_id, room.game)
            elif isinstance(outcome, UndoAnswered) and outcome.accepted:
                self._settle_room(room_id, room.game)
                if live:
                    self._notify_loaded(room_id, room)  # the record is shorter now: the table starts from it

    def _take_chat(self, room_id: str, room: _Room, event: Mapping[str, Any], live: bool) -> None:
        sender = _text(event, "sender")
        setup = room.game.setup
        if setup is None or setup.seat_of(sender) is None:
            # Only the two players talk at the table: anyone else in the room (or anything before the setup names
            # the players) is not shown, and the player hears of each such sender once, not of every message.
            if setup is not None and sender not in room.unseated_chatters:
                room.unseated_chatters.add(sender)
                self._report(
                    room_id, room, Problem(ProblemKind.CHAT_NOT_SEATED, _text(event, "event_id"), sender), live
                )
            return
        content = event.get("content")
        if not isinstance(content, Mapping) or not isinstance(content.get("body"), str):
            return  # a redacted message, or another client's kind of message: nothing to show
        if content_size(content) > MAX_CHAT_BYTES:
            problem = Problem(
                ProblemKind.TOO_LARGE,
                _text(event, "event_id"),
                sender,
                detail=f"a chat message of {content_size(content)} bytes",
            )
            self._report(room_id, room, problem, live)
            return
        timestamp = event.get("origin_server_ts")
        message = ChatMessage(
            _text(event, "event_id"),
            sender,
            str(content["body"]),
            timestamp if type(timestamp) is int else 0,
        )
        room.chat.append(message)
        if live:
            self._notify(ChatReceived(room_id, message))

    def _report(self, room_id: str, room: _Room, problem: Problem, live: bool) -> None:
        """A chat event that was not shown: among the game's problems, and told at once when it came live."""
        room.game.problems.append(problem)
        if live:
            self._notify(GameChanged(room_id, ProblemFound(problem)))
