"""Undo and redo from the keyboard, across a round end."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import Build, Cell, End, Good, MarkerEnd, WheelsRotated, decode
from lehavre_desktop.ui.board.geometry import pointer_angle
from lehavre_desktop.ui.board.tile import TileStatus
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import act, marker_cell, record_of, settle

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def key(window: MainWindow, qtbot: QtBot, keycode: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    QTest.keyClick(window, keycode, modifiers)
    settle()


def test_undo_and_redo_across_a_round_end(window_factory: WindowFactory, qtbot: QtBot) -> None:
    window = window_factory(record_of("build clay_mound pay wood@0.1", "build hardware_store pay wood@0.1 clay@0.2"))
    session, scene = window.session, window.scene
    before = session.state
    assert before.round_index == 0 and before.actions_taken == 2

    # The third action of round A, by mouse: the round ends and the pointers turn.
    action = decode("build smokehouse pay wood@0.0 clay@0.2")
    act(window, action)
    after = session.state
    assert session.actions()[-2:] == [action, End()]
    assert any(isinstance(e, WheelsRotated) for e in session.last_events)
    assert after.round_index == 1
    assert scene.track.round_index == 1
    assert scene.wheels[0].pointer == pointer_angle(1)
    assert window.commands["undo"].isEnabled() and not window.commands["redo"].isEnabled()

    key(window, qtbot, Qt.Key.Key_Z, CTRL)
    assert session.state == before
    assert scene.track.round_index == 0
    assert scene.wheels[0].pointer == pointer_angle(0)
    assert "smokehouse" not in scene.chips
    assert scene.tiles["smokehouse"].status is TileStatus.AVAILABLE
    assert marker_cell(window, 0, Good.WOOD) == before.players[0].cell(Good.WOOD)
    assert scene.headers[0].active and not scene.headers[1].active
    assert window.commands["redo"].isEnabled()

    key(window, qtbot, Qt.Key.Key_Z, CTRL_SHIFT)
    assert session.state == after
    assert scene.track.round_index == 1
    assert scene.wheels[1].pointer == pointer_angle(1)
    assert scene.chips["smokehouse"].owner == 0
    assert marker_cell(window, 0, Good.WOOD) == Cell(0, 0)
    assert not window.commands["redo"].isEnabled()

    # Undo twice more, then redo everything with Ctrl+Y: each confirmed turn comes back whole.
    key(window, qtbot, Qt.Key.Key_Z, CTRL)
    key(window, qtbot, Qt.Key.Key_Z, CTRL)
    assert session.actions() == [decode("build clay_mound pay wood@0.1"), End()]
    assert not session.state.acted and session.state.current == 1
    key(window, qtbot, Qt.Key.Key_Y, CTRL)
    assert session.actions()[-1] == End() and session.state.current == 0 and not session.state.acted
    key(window, qtbot, Qt.Key.Key_Y, CTRL)
    assert session.state == after
    assert session.actions()[-2:] == [action, End()]


def test_a_new_action_after_undo_drops_the_redo_steps(window_factory: WindowFactory, qtbot: QtBot) -> None:
    window = window_factory(record_of("build clay_mound pay wood@0.1"))
    session = window.session
    key(window, qtbot, Qt.Key.Key_Z, CTRL)
    assert session.actions() == [] and window.commands["redo"].isEnabled()
    grocery = Build("grocery_store", (MarkerEnd(Good.FISH, Cell(0, 2)),))
    act(window, grocery)
    assert session.actions() == [grocery, End()]
    assert not window.commands["redo"].isEnabled()
    key(window, qtbot, Qt.Key.Key_Z, CTRL_SHIFT)
    assert session.actions() == [grocery, End()]
