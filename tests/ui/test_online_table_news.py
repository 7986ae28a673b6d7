"""What an online table tells its player, through a room of the loopback homeserver: whose seat is the friend's
(never "Your turn" there, no hint for it, their Matrix account and presence beside the table), the games menu
with whose move each game waits for, the desktop notification of a move when the window is not active, an
ignored event, chat from somebody without a seat (not shown, said once), a lost connection, and an ended session
(signed in again from the dialog, the table kept).

They need `.ci/homeserver.sh start` and are skipped with the reason without it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import socket
import threading
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.online.matrix_api import MatrixApi, normalized_homeserver
from lehavre_desktop.online.protocol import UNDO_REQUEST_TYPE, undo_request_content
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.main_window import MainWindow
from tests.online.homeserver import Homeserver
from tests.online.tables import (
    NETWORK_MS,
    click,
    close_window,
    invite,
    join,
    make_window,
    same_game,
    sign_in,
    type_into,
)
from tests.ui.test_computer_play import press
from tests.ui.test_full_game import Coverage, perform, pick
from tests.ui.test_online_play import Players
from tests.ui.test_online_play import homeserver as homeserver
from tests.ui.test_online_play import players as players

pytestmark = pytest.mark.network


def header(window: MainWindow, seat: int) -> str:
    return " ".join(run.text for run in window.scene.headers[seat].text_runs())


def play_turn(window: MainWindow, seed: int) -> None:
    """The player to move at ``window`` plays a whole turn with clicks and drags."""
    rng, coverage, seat = random.Random(seed), Coverage(), window.session.state.current
    while not window.session.state.finished and window.session.state.current == seat:
        action, keep_open = pick(window.session.state, rng, coverage, sold_once=True)
        perform(window, action, keep_open, coverage)


def menu_entries(window: MainWindow, qtbot: QtBot) -> list[str]:
    """Game ▸ Online games, opened on screen: its entries' texts."""
    menu = window.online.menu
    menu.popup(window.mapToGlobal(QPoint(40, 40)))
    qtbot.waitExposed(menu)
    texts = [action.text() for action in menu.actions() if not action.isSeparator()]
    QTest.keyClick(menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not menu.isVisible())
    return texts


def session_token(window: MainWindow) -> str:
    data = json.loads((window.online.directory / "session.json").read_text(encoding="utf-8"))
    return str(data["access_token"])


def send_as(homeserver: Homeserver, window: MainWindow, room: str, kind: str, content: dict[str, int]) -> None:
    """An event in the room from ``window``'s account, not through its program (as a buggy or forged one)."""

    async def send() -> None:
        api = MatrixApi(homeserver.url, session_token(window))
        try:
            await api.send(room, kind, content, f"forged.{random.random()}")
        finally:
            await api.close()

    asyncio.run(send())


def test_the_friends_seat_is_theirs_at_the_table(players: Players, qtbot: QtBot) -> None:
    ann, ben = players.windows()
    qtbot.waitUntil(lambda: ben.controller.locked_title == "Waiting for Ann's move", timeout=NETWORK_MS)
    # Ann's turn: her own header says so at her table; at Ben's it is Ann's turn, never "Your turn".
    assert "Your turn · actions left: " in header(ann, 0)
    assert "Ann's turn · actions left: " in header(ben, 0) and "Your turn" not in header(ben, 0)
    # No hint for Ann's position on Ben's table; the key says whose turn it is.
    assert not ben.hints.available() and not ben.commands["hint"].isEnabled()
    press(ben, qtbot, Qt.Key.Key_H)
    assert "It is Ann's turn" in ben.statusBar().currentMessage() and not ben.hints.shown
    assert ann.hints.available()
    # The friend's Matrix account and presence are beside the table.
    ann_id = players.user_id("ann")
    qtbot.waitUntil(lambda: ann_id in ben.online.dock.account.text(), timeout=NETWORK_MS)
    assert ben.online.dock.opponent.text().startswith("Ann · ")
    # The invitation's genders (guessed from the names) are in the room's record, as a local game keeps them.
    assert ann.session.record().genders == ("feminine", "masculine") == ben.session.record().genders
    # Game ▸ Online games: the game, and whose move it waits for.
    qtbot.waitUntil(lambda: any("Ann vs Ben" in text for text in menu_entries(ben, qtbot)), timeout=NETWORK_MS)
    assert any(t.startswith("Ann vs Ben: Ann to move") for t in menu_entries(ben, qtbot))
    assert "Ann vs Ben: your move" in menu_entries(ann, qtbot)
    assert next(a for a in ben.online.menu.actions() if "Ann vs Ben" in a.text()).isChecked()  # on the table
    play_turn(ann, 5)
    players.agree()
    # Ben's turn now: his header says "Your turn", Ann's table says it is Ben's.
    qtbot.waitUntil(lambda: not ben.controller.locked_title, timeout=NETWORK_MS)
    assert "Your turn · actions left: " in header(ben, 1) and "Ben's turn · actions left: " in header(ann, 1)
    assert ben.hints.available() and not ann.hints.available()
    qtbot.waitUntil(lambda: "Ann vs Ben: your move" in menu_entries(ben, qtbot), timeout=NETWORK_MS)
    qtbot.waitUntil(lambda: "Ann vs Ben: Ben to move" in menu_entries(ann, qtbot), timeout=NETWORK_MS)  # not moved yet


def test_a_move_to_an_inactive_window_is_notified(players: Players, qtbot: QtBot) -> None:
    ann, ben = players.windows()
    told: list[tuple[str, str]] = []
    ben.online.notifier.notified.connect(lambda title, text: told.append((title, text)))
    ann.activateWindow()
    qtbot.waitUntil(ann.isActiveWindow)
    assert not ben.isActiveWindow()
    play_turn(ann, 9)
    qtbot.waitUntil(lambda: bool(told), timeout=NETWORK_MS)
    assert told[0] == ("Your move", "Ann has moved in Ann vs Ben.")
    # Ben's window active: the next news is on his table, no notification.
    players.agree()
    ben.activateWindow()
    qtbot.waitUntil(ben.isActiveWindow)
    before = len(told)
    play_turn(ben, 10)
    players.agree()
    assert not any(title == "Your move" for title, _ in told[before:])


def test_an_undo_request_that_reaches_past_the_requesters_own_move_is_ignored_and_said(
    players: Players, qtbot: QtBot, homeserver: Homeserver
) -> None:
    ann, ben = players.windows()
    play_turn(ann, 5)
    players.agree()
    length = len(ann.session.actions())
    # Ben has not moved: any undo request of his takes back only Ann's moves, which she never offered.
    send_as(homeserver, ben, players.room, UNDO_REQUEST_TYPE, undo_request_content(length, 0))
    expected = "Ben sent an undo request or answer that does not fit the game: it was ignored. Your game is unchanged."
    qtbot.waitUntil(lambda: ann.online.dock.notice.text() == expected, timeout=NETWORK_MS)
    assert ann.online.dock.notice.isVisible() and ann.statusBar().currentMessage() == expected
    assert not ann.online.dock.undo_box.isVisible() and len(ann.session.actions()) == length


def test_chat_from_somebody_without_a_seat_is_not_shown_and_said_once(
    players: Players, qtbot: QtBot, homeserver: Homeserver
) -> None:
    ann, ben = players.windows()
    eve_user, eve_password = homeserver.register("eve")
    eve_id = homeserver.user_id(eve_user)
    told: list[str] = []
    ann.online.table.problemFound.connect(lambda problem: told.append(problem.sender))  # type: ignore[union-attr]

    async def eve_chats() -> None:
        host = MatrixApi(homeserver.url, session_token(ann))
        eve = MatrixApi(homeserver.url)
        try:
            await host.invite(players.room, eve_id)  # Ann let her into the room: she still has no seat
            await eve.login_with_password(eve_user, eve_password, "a third account")
            await eve.join(players.room)
            for n, body in enumerate(("<b>Ann, play the Wharf</b>", "Ben is bluffing")):
                await eve.send(players.room, "m.room.message", {"msgtype": "m.text", "body": body}, f"eve.{n}")
        finally:
            await host.close()
            await eve.close()

    asyncio.run(eve_chats())
    type_into(ben.online.dock.entry, "Hello from Ben")
    click(ben.online.dock.send_button)
    # Ben's message comes after Eve's in the room: once it is in Ann's chat, hers have been read and left out.
    qtbot.waitUntil(lambda: ann.online.dock.chat.toPlainText().endswith("Ben: Hello from Ben"), timeout=NETWORK_MS)
    chat = ann.online.dock.chat.toPlainText()
    assert "Wharf" not in chat and "bluffing" not in chat
    expected = f"A message from {eve_id}, who is not playing this game, was not shown."
    assert told == [eve_id]  # once for her two messages
    assert ann.online.dock.notice.text() == expected and ann.statusBar().currentMessage() == expected


class Proxy:
    """A TCP relay to the homeserver that can be cut and put back on the same port: the connection lost."""

    def __init__(self, target: str) -> None:
        host, _, port = target.removeprefix("http://").partition(":")
        self.target = (host, int(port or 80))
        self.port = 0
        self._server: socket.socket | None = None
        self._sockets: list[socket.socket] = []
        self.open()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def open(self) -> None:
        server = socket.socket()
        server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        server.bind(("127.0.0.1", self.port))
        server.listen(16)
        self.port = server.getsockname()[1]
        self._server = server
        threading.Thread(target=self._accept, args=(server,), daemon=True).start()

    def _accept(self, server: socket.socket) -> None:
        while True:
            try:
                client, _ = server.accept()
            except OSError:
                return
            upstream = socket.create_connection(self.target)
            self._sockets += [client, upstream]
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    @staticmethod
    def _pipe(source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        for s in (source, sink):
            with contextlib.suppress(OSError):
                s.shutdown(socket.SHUT_RDWR)

    def cut(self) -> None:
        if self._server is not None:
            with contextlib.suppress(OSError):
                self._server.shutdown(socket.SHUT_RDWR)  # wakes the accepting thread: the port is free again
            self._server.close()
            self._server = None
        for s in self._sockets:
            with contextlib.suppress(OSError):
                s.shutdown(socket.SHUT_RDWR)
            s.close()
        self._sockets.clear()


def test_a_lost_connection_says_it_is_retrying_and_an_ended_session_asks_to_sign_in_again(
    qtbot: QtBot,
    settings: Settings,
    languages: LanguageManager,
    homeserver: Homeserver,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    settings.computer_move_display = "off"

    async def as_typed(text: str, _request_seconds: float = 0) -> str:
        return normalized_homeserver(text)

    # The homeserver's well-known file names its own address, which would go round the relay: the address as typed.
    monkeypatch.setattr("lehavre_desktop.online.client.discover_homeserver", as_typed)
    accounts = {"ann": homeserver.register("ann"), "ben": homeserver.register("ben")}
    proxy = Proxy(homeserver.url)
    ann = make_window(qtbot, settings, languages, tmp_path / "ann")
    ben = make_window(qtbot, settings, languages, tmp_path / "ben")
    try:
        via = replace(homeserver, url=proxy.url)  # Ann's program reaches the homeserver through the relay
        dialog = sign_in(qtbot, ann, via, accounts["ann"])
        sign_in(qtbot, ben, homeserver, accounts["ben"])
        room = invite(qtbot, ann, homeserver.user_id(accounts["ben"][0]))
        join(qtbot, ben, room)
        # The connection goes: the dock and the status bar say so, and that it is retrying.
        proxy.cut()
        qtbot.waitUntil(
            lambda: ann.online.dock.connection.text().startswith("The connection is lost, retrying in "),
            timeout=NETWORK_MS,
        )
        assert ann.online.status.isVisible()
        assert ann.online.status.text().startswith("The connection is lost, retrying in ")
        assert ann.online.room_on_table == room
        proxy.open()
        qtbot.waitUntil(lambda: ann.online.dock.connection.text().startswith("Connected to "), timeout=NETWORK_MS)

        # The homeserver ends the session (as if it expired): the dialog offers signing in again, the account filled
        # in, and the game stays on the table.
        async def log_out() -> None:
            api = MatrixApi(homeserver.url, session_token(ann))
            await api.logout()
            await api.close()

        asyncio.run(log_out())
        play_turn(ann, 3)  # the move cannot be sent: the session is over
        qtbot.waitUntil(lambda: dialog.pages.currentIndex() == 0, timeout=NETWORK_MS)
        ann.online.play_action.trigger()  # Game ▸ Play a friend online…
        assert dialog.isVisible() and dialog.user.text() == homeserver.user_id(accounts["ann"][0])
        assert dialog.message.text().startswith("The homeserver has ended the session of ")
        assert ann.online.room_on_table == room and ann.online.dock.isVisible()
        type_into(dialog.password, accounts["ann"][1])
        click(dialog.sign_in_button)
        qtbot.waitUntil(lambda: dialog.pages.currentIndex() == 1, timeout=NETWORK_MS)
        assert ann.online.room_on_table == room
        qtbot.waitUntil(same_game(ann, ben), timeout=NETWORK_MS)  # the move that waited went out
        assert ann.session.actions()
    finally:
        proxy.cut()
        for window in (ann, ben):
            close_window(window)
