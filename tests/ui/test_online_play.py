"""Two windows play a whole seeded game through a room of the loopback homeserver, every gesture a click or a
drag on the mover's table; the other table shows each move and waits, locked, for its own player's turn.

They need `.ci/homeserver.sh start` and are skipped with the reason without it.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import Build, GameRecord, Use, outcome, replay
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.main_window import MainWindow
from tests.online.homeserver import Homeserver, find_homeserver
from tests.online.tables import NETWORK_MS, click, close_window, invite, join, make_window, same_game, sign_in
from tests.ui.test_full_game import Coverage, perform, pick

pytestmark = pytest.mark.network
SEED = 25


@pytest.fixture(scope="module")
def homeserver() -> Homeserver:
    found = find_homeserver()
    if isinstance(found, str):
        if os.environ.get("LEHAVRE_REQUIRE_HOMESERVER"):
            pytest.fail(found)
        pytest.skip(found)
    return found


class Players:
    """Ann's window and Ben's, signed in, their game on both tables (Ann starts)."""

    def __init__(
        self, qtbot: QtBot, settings: Settings, languages: LanguageManager, homeserver: Homeserver, home: Path
    ) -> None:
        self.qtbot = qtbot
        self.homeserver = homeserver
        self.accounts = {"ann": homeserver.register("ann"), "ben": homeserver.register("ben")}
        self.ann = make_window(qtbot, settings, languages, home / "ann")
        self.ben = make_window(qtbot, settings, languages, home / "ben")
        sign_in(qtbot, self.ann, homeserver, self.accounts["ann"])
        sign_in(qtbot, self.ben, homeserver, self.accounts["ben"])
        self.room = invite(qtbot, self.ann, self.user_id("ben"))
        join(qtbot, self.ben, self.room)

    def user_id(self, who: str) -> str:
        return self.homeserver.user_id(self.accounts[who][0])

    def windows(self) -> tuple[MainWindow, MainWindow]:
        return self.ann, self.ben

    def mover(self) -> MainWindow:
        return self.windows()[self.ann.session.state.current]

    def agree(self) -> None:
        self.qtbot.waitUntil(same_game(self.ann, self.ben), timeout=NETWORK_MS)


@pytest.fixture
def players(
    qtbot: QtBot, settings: Settings, languages: LanguageManager, homeserver: Homeserver, tmp_path: Path
) -> Iterator[Players]:
    settings.computer_move_display = "off"
    found = Players(qtbot, settings, languages, homeserver, tmp_path)
    yield found
    for window in found.windows():
        close_window(window)


def each_menu_lists_the_game_finished(ann: MainWindow, ben: MainWindow, record: GameRecord, qtbot: QtBot) -> None:
    # Game ▸ Online games: nothing in progress now; the game is listed apart, finished, with its result.
    totals = outcome(replay(record).final).totals  # type: ignore[union-attr]
    for window, opponent in ((ann, "Ben"), (ben, "Ann")):
        seat = window.online.table.my_seat  # type: ignore[union-attr]
        mine, theirs = totals[seat], totals[1 - seat]
        if mine == theirs:
            said = f"a draw at {mine}"
        else:
            said = f"you won, {mine} to {theirs}" if mine > theirs else f"{opponent} won, {theirs} to {mine}"
        expected = ["No online game in progress", "Finished games", f"Ann vs Ben: {said}"]
        qtbot.waitUntil(
            lambda w=window, e=expected: [a.text() for a in w.online.menu.actions() if not a.isSeparator()] == e,  # type: ignore[misc]
            timeout=NETWORK_MS,
        )


def rematch_invites_the_friend(players: Players, qtbot: QtBot, record: GameRecord) -> None:
    ann, ben = players.windows()
    # The final scores' Rematch invites the friend to the next online game, Ben to start (it was a game on Ann's
    # computer alone, the online one put aside, and Ben was never told).
    first = players.room
    qtbot.waitUntil(lambda: ann.end.dialog is not None and ann.end.dialog.isVisible())
    click(ann.end.dialog.rematch_button)  # type: ignore[union-attr]
    assert ann.statusBar().currentMessage().startswith("Setting up the rematch and inviting Ben")
    qtbot.waitUntil(lambda: ann.online.room_on_table not in ("", first), timeout=NETWORK_MS)
    join(qtbot, ben, ann.online.room_on_table)
    for window, seat in ((ann, 1), (ben, 0)):
        assert window.session.names == ("Ben", "Ann") and window.session.actions() == []
        assert window.online.table.my_seat == seat  # type: ignore[union-attr]
        assert window.session.record().components == record.components
    qtbot.waitUntil(lambda: ann.controller.locked_title == "Waiting for Ben's move", timeout=NETWORK_MS)
    assert not ben.controller.locked_title


def test_two_windows_play_a_whole_seeded_game_through_the_room(players: Players, qtbot: QtBot) -> None:
    ann, ben = players.windows()
    assert ann.session.names == ("Ann", "Ben") == ben.session.names
    assert (ann.online.table.my_seat, ben.online.table.my_seat) == (0, 1)  # type: ignore[union-attr]
    # Ben's table waits for Ann's first move, locked, and says whose move it is.
    qtbot.waitUntil(lambda: ben.controller.locked_title == "Waiting for Ann's move", timeout=NETWORK_MS)
    assert ben.online.dock.isVisible() and ben.online.dock.turn.text() == "Waiting for Ann's first move."
    assert ann.online.dock.turn.text() == "Your move."
    rng = random.Random(SEED)
    coverage = Coverage()
    problems: list[object] = []
    for window in (ann, ben):
        window.online.table.problemFound.connect(problems.append)  # type: ignore[union-attr]
    turns = 0
    while not ann.session.state.finished:
        mover = players.mover()
        waiting = ben if mover is ann else ann
        seat = mover.session.state.current
        action, keep_open = pick(mover.session.state, rng, coverage, sold_once=coverage.kinds["sell_drag"] > 0)
        perform(mover, action, keep_open, coverage)
        after = mover.session.state
        if after.finished or after.current != seat:  # the turn is over: Ben's table shows it, then it is his
            players.agree()
            turns += 1
            if not after.finished:
                # The table of the player whose turn it is now takes gestures; the other one waits, locked.
                qtbot.waitUntil(lambda m=mover: bool(m.controller.locked_title), timeout=NETWORK_MS)  # type: ignore[misc]
                qtbot.waitUntil(lambda w=waiting: not w.controller.locked_title)  # type: ignore[misc]
                name = mover.session.names[after.current]
                assert mover.online.dock.turn.text().startswith(f"Waiting for {name}'s ")
        assert turns < 200
    players.agree()
    record = ann.session.record()
    assert replay(record).final.finished and record.actions == ben.session.record().actions
    assert problems == []
    # The room's record is the game: the service's copy of it agrees with both tables, move for move.
    for window in (ann, ben):
        table = window.online.table
        assert table is not None
        # The last move reaches the sender's copy when the homeserver echoes it back: wait for it, as for the status.
        qtbot.waitUntil(
            lambda t=table: t.moves.actions == record.actions and t.waiting == [],  # type: ignore[misc]
            timeout=NETWORK_MS,
        )
        # The game is over: "Your move is sent." of the last move is not left on the table.
        qtbot.waitUntil(
            lambda w=window: w.online.status.text() == "" and w.online.dock.sending.text() == "",  # type: ignore[misc]
            timeout=NETWORK_MS,
        )
    assert ann.online.dock.turn.text() == "The game is over."
    each_menu_lists_the_game_finished(ann, ben, record, qtbot)
    for kind in ("build", "use_own", "use_opponent", "sell_drag", "keep_open", "end_turn"):
        assert coverage.kinds[kind] > 0, f"the game never did {kind}: {coverage.kinds}"
    rematch_invites_the_friend(players, qtbot, record)


def test_the_opponents_move_is_shown_as_the_computers_and_narrated_in_the_log(
    players: Players, qtbot: QtBot, settings: Settings
) -> None:
    ann, ben = players.windows()
    settings.computer_move_display = "long"
    rng = random.Random(3)
    coverage = Coverage()
    action, _keep = pick(ann.session.state, rng, coverage, sold_once=True)
    while not isinstance(action, Build | Use):
        action, _keep = pick(ann.session.state, rng, coverage, sold_once=True)
    logged = ben.log.count()
    perform(ann, action, False, coverage)
    # On Ben's table Ann's build or use is shown, waiting, as the computer's is; a click goes on at once.
    qtbot.waitUntil(lambda: ben.computer.showing, timeout=NETWORK_MS)
    verb = "builds" if isinstance(action, Build) else "uses"
    assert ben.action_bar.title.text().startswith(f"Ann {verb} ")
    # Step by step: the building ringed first, then the choice shown as a person's would be.
    qtbot.waitUntil(lambda: ben.controller.pending is not None, timeout=NETWORK_MS)
    assert ben.session.actions() == [] and ben.controller.pending is not None
    assert ben.controller.pending.action == action
    QTest.mouseClick(ben.view.viewport(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(same_game(ann, ben), timeout=NETWORK_MS)
    # Narrated in Ben's log as in Ann's own, line for line.
    assert ben.log.lines() == ann.log.lines()
    assert any(line.startswith(f"Ann {verb} ") for line in ben.log.lines()[logged:])
    qtbot.waitUntil(lambda: not ben.controller.locked_title)  # Ben's turn: his table takes gestures
    assert ann.controller.locked_title == "Waiting for Ben's move"


def test_chat_goes_both_ways_as_plain_text(players: Players, qtbot: QtBot) -> None:
    ann, ben = players.windows()
    entry = ann.online.dock.entry
    entry.setFocus()
    QTest.keyClicks(entry, "<b>Good luck!</b> & have fun")
    QTest.keyClick(entry, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Good luck" in ben.online.dock.chat.toPlainText(), timeout=NETWORK_MS)
    assert ben.online.dock.chat.toPlainText().endswith("Ann: <b>Good luck!</b> & have fun")
    qtbot.waitUntil(lambda: "Good luck" in ann.online.dock.chat.toPlainText(), timeout=NETWORK_MS)
    assert ann.online.dock.chat.toPlainText().endswith("You: <b>Good luck!</b> & have fun")
    ben.online.dock.entry.setText("Thanks")
    click(ben.online.dock.send_button)
    qtbot.waitUntil(lambda: ann.online.dock.chat.toPlainText().endswith("Ben: Thanks"), timeout=NETWORK_MS)


def test_undo_is_a_request_the_opponent_declines_then_accepts(players: Players, qtbot: QtBot) -> None:
    ann, ben = players.windows()
    rng = random.Random(7)
    coverage = Coverage()
    action, _keep = pick(ann.session.state, rng, coverage, sold_once=True)
    perform(ann, action, False, coverage)
    players.agree()
    played = ann.session.actions()
    qtbot.waitUntil(ann.commands["undo"].isEnabled, timeout=NETWORK_MS)  # once her move is in the room
    assert not ann.commands["redo"].isEnabled()
    for accept in (False, True):
        ann.activateWindow()
        qtbot.waitUntil(ann.isActiveWindow)
        QTest.keyClick(ann.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Ctrl+Z asks Ben
        assert ann.session.actions() == played  # nothing taken back before Ben answers
        qtbot.waitUntil(lambda: ben.online.dock.undo_box.isVisible(), timeout=NETWORK_MS)
        assert ben.online.dock.question.text().startswith("Ann asks to take back their last move")
        click(ben.online.dock.allow_button if accept else ben.online.dock.decline_button)
        expected = "Ben agreed" if accept else "Ben declined"
        qtbot.waitUntil(
            lambda e=expected: ann.online.dock.notice.text().startswith(e),  # type: ignore[misc]
            timeout=NETWORK_MS,
        )
    qtbot.waitUntil(lambda: ann.session.actions() == [] and ben.session.actions() == [], timeout=NETWORK_MS)
    qtbot.waitUntil(lambda: ben.controller.locked_title == "Waiting for Ann's move")  # Ann's move again
    assert not ann.controller.locked_title and not ann.commands["undo"].isEnabled()


def test_undo_is_off_while_the_player_has_no_move_of_their_own_in_the_room(players: Players, qtbot: QtBot) -> None:
    ann, ben = players.windows()
    assert not ann.commands["undo"].isEnabled() and not ben.commands["undo"].isEnabled()
    rng, coverage = random.Random(5), Coverage()
    while ann.session.state.current == 0:
        action, keep_open = pick(ann.session.state, rng, coverage, sold_once=True)
        perform(ann, action, keep_open, coverage)
    players.agree()
    qtbot.waitUntil(lambda: not ben.controller.locked_title, timeout=NETWORK_MS)
    # Ben's table holds only Ann's moves: nothing of his to ask back, and Ctrl+Z leaves the table as it is (it used to
    # take Ann's turn off his table, which the room then played again).
    assert not ben.commands["undo"].isEnabled()
    played = ben.session.actions()
    ben.activateWindow()
    qtbot.waitUntil(ben.isActiveWindow)
    QTest.keyClick(ben.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert ben.session.actions() == played and ben.statusBar().currentMessage() == "There is nothing to undo yet."
    qtbot.waitUntil(ann.commands["undo"].isEnabled, timeout=NETWORK_MS)  # Ann's turn is in the room: hers to ask
    # Ben's first action: off while it is on its way, on once the room has it.
    action, _keep = pick(ben.session.state, rng, coverage, sold_once=True)
    perform(ben, action, True, coverage)
    qtbot.waitUntil(ben.commands["undo"].isEnabled, timeout=NETWORK_MS)
    assert ben.online.table.moves.actions == tuple(ben.session.actions())  # type: ignore[union-attr]


def test_a_window_closed_mid_game_resumes_its_game_from_the_room(
    qtbot: QtBot, settings: Settings, languages: LanguageManager, homeserver: Homeserver, tmp_path: Path
) -> None:
    settings.computer_move_display = "off"
    accounts = {"ann": homeserver.register("ann"), "ben": homeserver.register("ben")}
    ann = make_window(qtbot, settings, languages, tmp_path / "ann")
    ben = make_window(qtbot, settings, languages, tmp_path / "ben", autosave=True)
    sign_in(qtbot, ann, homeserver, accounts["ann"])
    sign_in(qtbot, ben, homeserver, accounts["ben"])
    room = invite(qtbot, ann, homeserver.user_id(accounts["ben"][0]))
    join(qtbot, ben, room)
    rng = random.Random(11)
    coverage = Coverage()
    while len(ann.session.actions()) < 12:
        mover = ann if ann.session.state.current == 0 else ben
        action, keep_open = pick(mover.session.state, rng, coverage, sold_once=True)
        perform(mover, action, keep_open, coverage)
        qtbot.waitUntil(same_game(ann, ben), timeout=NETWORK_MS)
    ben.document.flush_autosave()
    from lehavre_desktop.session.persistence import autosave_path, load_record

    saved = load_record(autosave_path())
    close_window(ben)
    # Ann moves while Ben's program is closed.
    while ann.session.state.current == 0:
        action, keep_open = pick(ann.session.state, rng, coverage, sold_once=True)
        perform(ann, action, keep_open, coverage)
    # Ben starts his program again: the autosaved table, the kept session, the game linked to its room again.
    again = make_window(qtbot, settings, languages, tmp_path / "ben", record=saved, autosave=True)
    qtbot.waitUntil(lambda: again.online.room_on_table == room, timeout=NETWORK_MS)
    qtbot.waitUntil(same_game(ann, again), timeout=NETWORK_MS)
    assert again.online.table.my_seat == 1 and again.session.state.current == 1  # type: ignore[union-attr]
    assert not again.controller.locked_title
    action, keep_open = pick(again.session.state, rng, coverage, sold_once=True)
    perform(again, action, False, coverage)
    qtbot.waitUntil(same_game(ann, again), timeout=NETWORK_MS)
    for window in (ann, again):
        close_window(window)
