"""Online play against a real homeserver: whole games, a killed client, intruders, bad events, faults.

Each test registers its own accounts and plays in its own room. They need `.ci/homeserver.sh start` and
are skipped with the reason without it.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import subprocess
import sys
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest

from lehavre_desktop.engine import End, GameRecord, decode, legal_actions, outcome, replay
from lehavre_desktop.online import (
    ACTION_TYPE,
    SETUP_TYPE,
    UNDO_ANSWER_TYPE,
    UNDO_REQUEST_TYPE,
    ConnectionChanged,
    ConnectionState,
    GameChanged,
    MatrixApi,
    MatrixError,
    ProblemFound,
    ProblemKind,
    SendStatus,
    SendStatusChanged,
    Storage,
    UndoAnswered,
    UndoRequest,
    UndoRequested,
)
from lehavre_desktop.online.outbox import Outbox
from lehavre_desktop.online.protocol import setup_content

from .homeserver import Homeserver
from .players import HeadlessPlayer, play_until

pytestmark = pytest.mark.network
ROOT = Path(__file__).resolve().parents[2]


def run(test: Callable[[], Coroutine[Any, Any, None]]) -> None:
    asyncio.run(test())


class Table:
    """Two signed-in players, Ann (seat 0, she starts) and Ben, in a game room of their own."""

    def __init__(self, homeserver: Homeserver, directory: Path) -> None:
        self.homeserver = homeserver
        self.directory = directory
        self.changed = asyncio.Event()
        self.ann = HeadlessPlayer(directory / "ann", self.changed)
        self.ben = HeadlessPlayer(directory / "ben", self.changed)
        self.accounts = {"ann": homeserver.register("ann"), "ben": homeserver.register("ben")}
        self.room = ""

    def user_id(self, who: str) -> str:
        return self.homeserver.user_id(self.accounts[who][0])

    async def open(self) -> None:
        for who, player in (("ann", self.ann), ("ben", self.ben)):
            await player.sign_in(self.homeserver.url, *self.accounts[who])
        self.room = await self.ann.invite(self.user_id("ben"))
        await self.ben.accept(self.room)

    def players(self) -> dict[str, HeadlessPlayer]:
        return {"ann": self.ann, "ben": self.ben}

    async def play(self, rngs: dict[str, random.Random], stop: Callable[[], bool]) -> None:
        await play_until(self.players(), self.room, rngs, stop)

    def record(self, player: HeadlessPlayer) -> GameRecord:
        game = player.client.game(self.room)
        assert game is not None and game.record is not None
        return game.record

    def length(self, player: HeadlessPlayer) -> int:
        return len(self.record(player).actions)

    async def agree(self) -> GameRecord:
        """Until both players hold the same record; that record."""
        await self.ann.wait_for(lambda: self.record(self.ann) == self.record(self.ben))
        return self.record(self.ann)

    async def api_of(self, who: str) -> MatrixApi:
        """Another session of the account (another device), to send raw events with."""
        api = MatrixApi(self.homeserver.url)
        await api.login_with_password(*self.accounts[who], "raw events")
        return api

    async def close(self) -> None:
        await self.ann.close()
        await self.ben.close()


def problems_of(player: HeadlessPlayer) -> list[Any]:
    return [n.outcome.problem for n in player.notes_of(GameChanged) if isinstance(n.outcome, ProblemFound)]


async def room_actions(api: MatrixApi, room_id: str) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    start = None
    while True:
        page = await api.messages(room_id, start, direction="f")
        events += page["chunk"]
        if not page["chunk"] or "end" not in page:
            return [e for e in events if e["type"] == ACTION_TYPE]
        start = page["end"]


# ---- a whole game ------------------------------------------------------------------------------------------------
def test_two_clients_play_a_whole_seeded_game_through_the_room(homeserver: Homeserver, tmp_path: Path) -> None:
    async def test() -> None:
        table = Table(homeserver, tmp_path)
        await table.open()
        ann, ben = table.ann, table.ben
        await ann.client.send_chat(table.room, "Bonne chance! <b>not bold</b>")
        await table.play(
            {"ann": random.Random(11), "ben": random.Random(12)},
            lambda: all(p.client.game(table.room).state.finished for p in (ann, ben)),  # type: ignore[union-attr]
        )
        record = await table.agree()
        final = replay(record).final
        assert final.finished and record.names == ("Ann", "Ben")
        assert problems_of(ann) == [] and problems_of(ben) == []
        # Every move of each player reached the room once, at its index.
        api = await table.api_of("ann")
        actions = await room_actions(api, table.room)
        assert [e["content"]["index"] for e in actions] == list(range(len(record.actions)))
        assert [decode(e["content"]["action"]) for e in actions] == list(record.actions)
        await api.close()
        # The chat arrived as plain text, the opponent is named and online, and their last move has a time.
        await ben.wait_for(lambda: ben.client.chat(table.room))
        assert ben.client.chat(table.room)[0].body == "Bonne chance! <b>not bold</b>"
        await ann.wait_for(lambda: ann.client.games()[0].opponent_presence == "online")
        summary = ann.client.games()[0]
        assert summary.opponent_id == table.user_id("ben") and summary.opponent_name == table.accounts["ben"][0]
        assert summary.seat_to_move is None and summary.my_seat == 0 and summary.moves_waiting == 0
        assert summary.totals == outcome(final).totals  # type: ignore[union-attr]
        assert summary.opponent_last_move_ms == ann.client.game(table.room).last_move_time_ms(1)  # type: ignore[union-attr]
        assert summary.opponent_last_move_ms is not None
        await table.close()

    run(test)


# ---- a client killed mid-game ------------------------------------------------------------------------------------
def test_a_client_killed_mid_game_resumes_from_the_room_history(homeserver: Homeserver, tmp_path: Path) -> None:
    async def test() -> None:
        table = Table(homeserver, tmp_path)
        ann = table.ann
        await ann.sign_in(homeserver.url, *table.accounts["ann"])
        table.room = await ann.invite(table.user_id("ben"))
        ben_dir = tmp_path / "ben-process"
        process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.online.player_process",
                str(ben_dir),
                homeserver.url,
                *table.accounts["ben"],
                table.room,
                "21",
            ],
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        try:
            rng = random.Random(22)
            while table.length(ann) < 40:
                if ann.my_turn(table.room) and not ann.client.waiting_moves(table.room):
                    await ann.play_turn(table.room, rng)
                await ann.wait_for(
                    lambda: (
                        process.poll() is not None
                        or (ann.my_turn(table.room) and not ann.client.waiting_moves(table.room))
                    )
                )
                assert process.poll() is None, process.stderr.read() if process.stderr else ""
        finally:
            process.send_signal(signal.SIGKILL)
            process.wait()
        assert process.returncode == -signal.SIGKILL
        # Ben starts again on the same computer: the kept session, the game from the room's history.
        ben = table.ben = HeadlessPlayer(ben_dir, table.changed)
        assert await ben.client.resume()
        await ben.wait_for_game(table.room)
        record = await table.agree()
        assert len(record.actions) >= 40
        replay(record)  # every action legal
        await table.play(
            {"ann": rng, "ben": random.Random(23)},
            lambda: all(
                p.client.game(table.room).state.finished  # type: ignore[union-attr]
                for p in (ann, ben)
            ),
        )
        final = await table.agree()
        assert final.actions[: len(record.actions)] == record.actions
        assert problems_of(ann) == [] and problems_of(ben) == []
        await table.close()

    run(test)


# ---- somebody without a seat -------------------------------------------------------------------------------------
def test_a_third_account_in_the_room_is_ignored(homeserver: Homeserver, tmp_path: Path) -> None:
    async def test() -> None:
        table = Table(homeserver, tmp_path)
        await table.open()
        ann, ben = table.ann, table.ben
        await table.play(
            {"ann": random.Random(31), "ben": random.Random(32)},
            lambda: table.length(ben) >= 6 and ann.my_turn(table.room),
        )
        await table.agree()
        eve_user, eve_password = homeserver.register("eve")
        host = await table.api_of("ann")
        await host.invite(table.room, homeserver.user_id(eve_user))
        eve = MatrixApi(homeserver.url)
        await eve.login_with_password(eve_user, eve_password, "intruder")
        await eve.join(table.room)
        game = ann.client.game(table.room)
        assert game is not None and game.state is not None and game.seat_to_move() == 0
        length, legal = game.length, legal_actions(game.state)[0]
        setup = setup_content(
            ("Eve", "Ann"),
            (homeserver.user_id(eve_user), table.user_id("ann")),
            game.state.components,
            game.state.rules_revision,
            "0.1.0",
        )
        sent = [
            await eve.send(table.room, ACTION_TYPE, {"index": length, "action": legal.text()}, "e1"),
            await eve.send(table.room, UNDO_REQUEST_TYPE, {"record_length": length, "to_length": 0}, "e2"),
            await eve.send(table.room, SETUP_TYPE, setup, "e3"),
        ]
        for player in (ann, ben):
            await player.wait_for(lambda p=player: len(problems_of(p)) == 3)  # type: ignore[misc]
            found = problems_of(player)
            assert [p.kind for p in found] == [ProblemKind.NOT_SEATED, ProblemKind.NOT_SEATED, ProblemKind.FORGED_SETUP]
            assert [p.event_id for p in found] == sent
            assert {p.sender for p in found} == {homeserver.user_id(eve_user)}
            assert table.length(player) == length
        # Her chat is not shown either: each player hears once that her messages were not, however many she sends.
        for n in range(2):
            await eve.send(table.room, "m.room.message", {"msgtype": "m.text", "body": f"psst {n}"}, f"c{n}")
        await ben.client.send_chat(table.room, "Your move, Ann")
        for player in (ann, ben):
            await player.wait_for(lambda p=player: p.client.chat(table.room))  # type: ignore[misc]
            assert [m.body for m in player.client.chat(table.room)] == ["Your move, Ann"]
            chat_problems = [p for p in problems_of(player) if p.kind == ProblemKind.CHAT_NOT_SEATED]
            assert [p.sender for p in chat_problems] == [homeserver.user_id(eve_user)]
        # The game goes on as if she had not been there.
        await table.play({"ann": random.Random(33), "ben": random.Random(34)}, lambda: table.length(ben) > length + 4)
        record = await table.agree()
        replay(record)
        await eve.close()
        await host.close()
        await table.close()

    run(test)


# ---- bad events from a player ------------------------------------------------------------------------------------
def test_bad_events_from_a_player_are_each_reported_and_the_game_stays_intact(
    homeserver: Homeserver, tmp_path: Path
) -> None:
    async def test() -> None:
        table = Table(homeserver, tmp_path)
        await table.open()
        ann, ben = table.ann, table.ben
        await table.play(
            {"ann": random.Random(41), "ben": random.Random(42)},
            lambda: table.length(ann) >= 4 and ann.my_turn(table.room),
        )
        before = await table.agree()
        game = ann.client.game(table.room)
        assert game is not None and game.state is not None and game.seat_to_move() == 0
        length, ann_can = len(before.actions), legal_actions(game.state)[0]
        raw = await table.api_of("ben")
        sent: list[tuple[ProblemKind, str]] = []

        async def send(kind: ProblemKind, event_type: str, content: dict[str, Any]) -> None:
            sent.append((kind, await raw.send(table.room, event_type, content, f"bad{len(sent)}")))

        # Out of turn: a move Ann could make, sent by Ben while Ann is to move.
        await send(ProblemKind.OUT_OF_TURN, ACTION_TYPE, {"index": length, "action": ann_can.text()})
        # A forged setup: as the room's state the homeserver refuses it (Ben may not set state)...
        setup = setup_content(
            ("Ben", "Ann"),
            (table.user_id("ben"), table.user_id("ann")),
            game.state.components,
            game.state.rules_revision,
            "0.1.0",
        )
        async with httpx.AsyncClient(base_url=homeserver.url) as http:
            answer = await http.put(
                f"/_matrix/client/v3/rooms/{table.room}/state/{SETUP_TYPE}/",
                json=setup,
                headers={"Authorization": f"Bearer {raw.access_token}"},
            )
        assert answer.status_code == 403
        # ...and as a message event the other program refuses it.
        await send(ProblemKind.FORGED_SETUP, SETUP_TYPE, setup)
        # 100 KB: the homeserver refuses it (Matrix events are at most 64 KB); 60 KB: the program does.
        with pytest.raises(MatrixError) as refused:
            await raw.send(table.room, ACTION_TYPE, {"index": length, "action": "pass", "x": "y" * 100_000}, "huge")
        assert refused.value.errcode == "M_TOO_LARGE"
        await send(ProblemKind.TOO_LARGE, ACTION_TYPE, {"index": length, "action": "pass", "x": "y" * 60_000})
        await send(ProblemKind.MALFORMED, ACTION_TYPE, {"index": "five", "action": 5})
        await send(ProblemKind.MALFORMED, ACTION_TYPE, {"index": length, "action": "build the eiffel tower"})
        await send(ProblemKind.OUT_OF_ORDER, ACTION_TYPE, {"index": length + 3, "action": "pass"})
        await send(ProblemKind.UNDO_INVALID, UNDO_ANSWER_TYPE, {"request": "$nothing", "accept": True})
        await ann.wait_for(lambda: len(problems_of(ann)) == len(sent))
        assert [(p.kind, p.event_id) for p in problems_of(ann)] == sent
        assert table.record(ann) == before
        # Ann moves; then Ben, on his turn, sends an illegal move: the engine's rejection names the rule.
        await ann.play_turn(table.room, random.Random(43))
        await ben.wait_for(lambda: ben.my_turn(table.room))
        index = table.length(ben)
        illegal = await raw.send(table.room, ACTION_TYPE, {"index": index, "action": End().text()}, "illegal")
        await ann.wait_for(lambda: len(problems_of(ann)) == len(sent) + 1)
        last = problems_of(ann)[-1]
        assert (last.kind, last.event_id, last.index) == (ProblemKind.ILLEGAL, illegal, index)
        assert last.rejection is not None
        # Ben's own program judged each of his events the same way.
        await ben.wait_for(lambda: len(problems_of(ben)) == len(sent) + 1)
        assert problems_of(ben) == problems_of(ann)
        await table.play({"ann": random.Random(44), "ben": random.Random(45)}, lambda: table.length(ann) > index + 4)
        record = await table.agree()
        assert record.actions[:length] == before.actions
        replay(record)
        await raw.close()
        await table.close()

    run(test)


# ---- undo --------------------------------------------------------------------------------------------------------
def test_undo_is_a_request_the_opponent_declines_or_accepts(homeserver: Homeserver, tmp_path: Path) -> None:
    async def test() -> None:
        table = Table(homeserver, tmp_path)
        await table.open()
        ann, ben = table.ann, table.ben
        await table.play({"ann": random.Random(51), "ben": random.Random(52)}, lambda: table.length(ann) >= 8)
        before = await table.agree()
        game = ann.client.game(table.room)
        assert game is not None
        target = game.undo_target(0)
        assert target is not None
        answered: set[str] = set()
        for accept in (False, True):
            await ann.client.request_undo(table.room)

            # This request, not the one just answered (Ben's game drops it only once his answer comes back to him).
            def new_request() -> UndoRequest | None:
                request = ben.client.game(table.room).pending_undo  # type: ignore[union-attr]
                return request if request is not None and request.event_id not in answered else None

            pending = await ben.wait_for(new_request)
            assert isinstance(pending, UndoRequest)
            answered.add(pending.event_id)
            assert any(isinstance(n.outcome, UndoRequested) for n in ben.notes_of(GameChanged))
            await ben.client.answer_undo(table.room, accept)
            await ann.wait_for(
                lambda a=accept: (
                    [
                        n.outcome.accepted
                        for n in ann.notes_of(GameChanged)  # type: ignore[misc]
                        if isinstance(n.outcome, UndoAnswered)
                    ][-1:]
                    == [a]
                )
            )
        taken_back = await table.agree()
        assert taken_back.actions == before.actions[:target]
        assert ann.client.game(table.room).generation == 1  # type: ignore[union-attr]
        await table.play({"ann": random.Random(53), "ben": random.Random(54)}, lambda: table.length(ben) > target + 6)
        record = await table.agree()
        replay(record)
        assert problems_of(ann) == [] and problems_of(ben) == []
        await table.close()

    run(test)


# ---- faults ------------------------------------------------------------------------------------------------------
def test_a_move_made_while_the_server_is_down_arrives_once_after_a_restart(
    homeserver: Homeserver, tmp_path: Path
) -> None:
    async def test() -> None:
        table = Table(homeserver, tmp_path)
        await table.open()
        ann, ben = table.ann, table.ben
        await table.play(
            {"ann": random.Random(61), "ben": random.Random(62)},
            lambda: table.length(ann) >= 6 and ann.my_turn(table.room),
        )
        length = len((await table.agree()).actions)
        mark = len(ben.notes)
        homeserver.stop()
        try:
            await ann.wait_for(lambda: ann.client.state == ConnectionState.RETRYING)
            turn = await ann.play_turn(table.room, random.Random(63))
            statuses = [n.status for n in ann.notes_of(SendStatusChanged)][-len(turn) :]
            assert set(statuses) <= {SendStatus.RETRYING, SendStatus.QUEUED}
            assert ann.client.waiting_moves(table.room) == tuple(turn)
            outbox_path = ann.client.outbox_path
            assert outbox_path is not None
            await ann.close()  # the program is closed while the homeserver is away
            assert [e.index for e in Outbox(outbox_path).entries] == list(range(length, length + len(turn)))
        finally:
            homeserver.start()

        # Ben's program stayed open: it lost the connection and found it again.
        def ben_states() -> list[ConnectionState]:
            return [n.state for n in ben.notes[mark:] if isinstance(n, ConnectionChanged)]

        await ben.wait_for(lambda: ConnectionState.CONNECTED in ben_states())
        assert ben_states()[0] == ConnectionState.RETRYING
        table.ann = ann = HeadlessPlayer(tmp_path / "ann", table.changed)
        assert await ann.client.resume()
        await ben.wait_for(lambda: table.length(ben) == length + len(turn))
        assert list(table.record(ben).actions[length:]) == turn
        await ann.wait_for(
            lambda: [n.status for n in ann.notes_of(SendStatusChanged)].count(SendStatus.CONFIRMED) == len(turn)
        )
        assert Outbox(outbox_path).entries == []
        api = await table.api_of("ben")
        indices = [e["content"]["index"] for e in await room_actions(api, table.room)]
        assert indices == list(range(length + len(turn)))  # each move once
        await api.close()
        await table.play({"ann": random.Random(64), "ben": random.Random(65)}, lambda: table.length(ann) > length + 6)
        replay(await table.agree())
        assert problems_of(ann) == [] and problems_of(ben) == []
        await table.close()

    run(test)


def test_an_expired_session_keeps_the_move_until_the_player_signs_in_again(
    homeserver: Homeserver, tmp_path: Path
) -> None:
    async def test() -> None:
        table = Table(homeserver, tmp_path)
        await table.open()
        ann, ben = table.ann, table.ben
        await table.play(
            {"ann": random.Random(71), "ben": random.Random(72)},
            lambda: table.length(ann) >= 4 and ann.my_turn(table.room),
        )
        length = len((await table.agree()).actions)
        credentials = ann.client.credentials
        assert credentials is not None
        elsewhere = MatrixApi(homeserver.url, credentials.access_token)
        await elsewhere.logout()  # the token ends: as if it expired
        await elsewhere.close()
        await ann.wait_for(lambda: ann.client.state == ConnectionState.SESSION_ENDED)
        turn = await ann.play_turn(table.room, random.Random(73))
        assert table.length(ben) == length and ann.client.waiting_moves(table.room) == tuple(turn)
        await ann.sign_in(homeserver.url, *table.accounts["ann"])
        await ben.wait_for(lambda: table.length(ben) == length + len(turn))
        assert list(table.record(ben).actions[length:]) == turn
        assert json.loads(ann.client.store.path.read_text())["access_token"] != credentials.access_token
        assert os.stat(ann.client.store.path).st_mode & 0o777 == 0o600
        # Signing out ends the session on the homeserver and forgets it here.
        token = ann.client.credentials.access_token  # type: ignore[union-attr]
        await ann.client.sign_out()
        assert not ann.client.store.path.exists() and ann.client.store.load() is None
        old = MatrixApi(homeserver.url, token)
        with pytest.raises(MatrixError) as ended:
            await old.whoami()
        assert ended.value.session_ended
        await old.close()
        await table.close()

    run(test)


# ---- single sign-on ---------------------------------------------------------------------------------------------
def test_single_sign_on_takes_the_login_token_the_browser_brings_back(homeserver: Homeserver, tmp_path: Path) -> None:
    async def test() -> None:
        user, password = homeserver.register("sso")
        existing = MatrixApi(homeserver.url)
        await existing.login_with_password(user, password, "phone")
        # The identity provider's page is the homeserver's business; at its end the homeserver sends the browser
        # back with a login token. The test homeserver mints one from an existing session instead.
        async with httpx.AsyncClient(base_url=homeserver.url) as http:
            minted = await http.post(
                "/_matrix/client/v1/login/get_token",
                json={},
                headers={"Authorization": f"Bearer {existing.access_token}"},
            )
        login_token = minted.json()["login_token"]
        await existing.close()
        opened: list[str] = []
        pages: list[asyncio.Task[httpx.Response]] = []

        async def come_back(url: str) -> httpx.Response:
            redirect = parse_qs(urlsplit(url).query)["redirectUrl"][0]
            async with httpx.AsyncClient() as browser:
                await browser.get(redirect)  # a request without a token (a probe) changes nothing
                return await browser.get(f"{redirect}?loginToken={login_token}")

        def open_browser(url: str) -> None:
            opened.append(url)
            pages.append(asyncio.create_task(come_back(url)))

        player = HeadlessPlayer(tmp_path)
        storage = await player.client.sign_in_with_sso(homeserver.url, open_browser, "Signed in: back to the game.")
        assert storage == Storage.FILE and player.client.user_id == homeserver.user_id(user)
        assert urlsplit(opened[0]).path == "/_matrix/client/v3/login/sso/redirect"
        assert parse_qs(urlsplit(opened[0]).query)["redirectUrl"][0].startswith("http://127.0.0.1:")
        page = await pages[0]
        assert page.text == "Signed in: back to the game." and page.headers["content-type"].startswith("text/plain")
        flows = set(await player.client.login_flows(homeserver.url))
        assert {"m.login.password", "m.login.token"} <= flows and "m.login.sso" not in flows  # no provider here
        await player.close()

    run(test)
