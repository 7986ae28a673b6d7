"""A key pressed is never dropped in silence: a key whose gesture has nothing to act on says why."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import GameRecord
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import NAMES, WindowFactory
from tests.ui.test_computer_play import PERSON, WAIT_MS, press

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def said(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def test_the_hint_key_during_the_computers_shown_move_says_why_and_the_hint_follows(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
    settings.computer_move_display = "long"
    window = window_factory(GameRecord(NAMES, seats=("computer:beginner", PERSON)))
    start = window.session.state
    qtbot.waitUntil(lambda: window.computer.showing, timeout=WAIT_MS)
    press(window, qtbot, Qt.Key.Key_H)
    assert "The computer is playing its turn" in said(window)
    assert window.computer.showing and window.session.state is start  # the key did not play the move for it
    window.computer.skip_wait()
    qtbot.waitUntil(lambda: window.session.state.current == 1 and not window.computer.busy, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: window.hints.shown, timeout=WAIT_MS)  # asked for early, it comes with the turn


def test_the_hint_key_after_the_game_says_it_is_over(window_factory: WindowFactory, qtbot: QtBot) -> None:
    from lehavre_desktop.session.persistence import load_record
    from tests.ui.test_no_game_lost import FINISHED

    window = window_factory(load_record(FINISHED))
    window.end.close()
    press(window, qtbot, Qt.Key.Key_H)
    assert said(window) == "The game is over: there is no move to suggest."


@pytest.mark.parametrize(
    ("key", "modifiers", "words"),
    [
        (Qt.Key.Key_Z, CTRL, "There is nothing to undo yet."),
        (Qt.Key.Key_Y, CTRL, "There is nothing to redo."),
        (Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "Nothing to confirm yet"),
        (Qt.Key.Key_Return, SHIFT, "Nothing to confirm yet"),
        (Qt.Key.Key_PageDown, Qt.KeyboardModifier.NoModifier, "There is no other way to do this"),
        (Qt.Key.Key_F4, Qt.KeyboardModifier.NoModifier, "There is no list of choices now"),
    ],
)
def test_a_key_with_nothing_to_act_on_says_why(
    window: MainWindow, qtbot: QtBot, key: Qt.Key, modifiers: Qt.KeyboardModifier, words: str
) -> None:
    assert not window.session.actions()
    press(window, qtbot, key, modifiers)
    assert said(window).startswith(words)
    if key == Qt.Key.Key_Return:
        assert window.action_bar.warning.text().startswith(words)  # the bar says it too, as plain text
