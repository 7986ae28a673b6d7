"""View ▸ Zoom: Ctrl++ / Ctrl+= / Ctrl+- / Ctrl+0 scale the table and the panels' text, and are remembered."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import Build, legal_actions
from lehavre_desktop.settings import ZOOM_STEPS, Settings
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import click_tile, settle
from tests.ui.test_keyboard_play import focus_table

CTRL = Qt.KeyboardModifier.ControlModifier


def press(window: MainWindow, qtbot: QtBot, key: Qt.Key) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    QTest.keyClick(window, key, CTRL)
    settle()


def table_scale(window: MainWindow) -> float:
    return window.view.transform().m11()


def scaled_by(window: MainWindow, fitted: float, percent: int) -> bool:
    """The table at this zoom of its fit, less the little room its scroll bars take from the view."""
    return fitted * percent / 100 * 0.95 < table_scale(window) <= fitted * percent / 100 + 1e-9


def test_the_zoom_keys_scale_the_table_and_the_panels(window: MainWindow, settings: Settings, qtbot: QtBot) -> None:
    fitted, log_size = table_scale(window), window.log.font().pointSizeF()
    press(window, qtbot, Qt.Key.Key_Plus)
    assert settings.zoom == ZOOM_STEPS[1]
    assert scaled_by(window, fitted, ZOOM_STEPS[1])
    press(window, qtbot, Qt.Key.Key_Equal)
    assert settings.zoom == ZOOM_STEPS[2]
    assert scaled_by(window, fitted, ZOOM_STEPS[2])
    assert window.log.font().pointSizeF() == log_size * ZOOM_STEPS[2] / 100
    assert window.teaching_panel.browser.font().pointSizeF() == log_size * ZOOM_STEPS[2] / 100
    assert window.view.horizontalScrollBar().maximum() > 0
    press(window, qtbot, Qt.Key.Key_Minus)
    assert settings.zoom == ZOOM_STEPS[1]
    press(window, qtbot, Qt.Key.Key_0)
    assert settings.zoom == ZOOM_STEPS[0]
    assert table_scale(window) == fitted
    assert window.log.font().pointSizeF() == log_size


def test_zoom_stops_at_its_largest_and_smallest_step(window: MainWindow, settings: Settings, qtbot: QtBot) -> None:
    press(window, qtbot, Qt.Key.Key_Minus)
    assert settings.zoom == ZOOM_STEPS[0]
    for _ in range(len(ZOOM_STEPS) + 1):
        press(window, qtbot, Qt.Key.Key_Plus)
    assert settings.zoom == ZOOM_STEPS[-1]
    assert not window.zoom_menu.zoom_in_action.isEnabled()


def test_the_zoom_is_remembered_for_the_next_window(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot, tmp_path: Path
) -> None:
    first = window_factory(None)
    fitted = table_scale(first)
    press(first, qtbot, Qt.Key.Key_Plus)
    first.close()
    assert Settings(tmp_path / "settings.ini").zoom == ZOOM_STEPS[1]
    second = window_factory(None)
    assert scaled_by(second, fitted, ZOOM_STEPS[1])
    assert second.log.font().pointSizeF() == QApplication.font().pointSizeF() * ZOOM_STEPS[1] / 100


def test_a_tile_stays_clickable_at_150_percent(window: MainWindow, settings: Settings, qtbot: QtBot) -> None:
    press(window, qtbot, Qt.Key.Key_Plus)
    press(window, qtbot, Qt.Key.Key_Plus)
    assert settings.zoom == 150
    building = next(a.building for a in legal_actions(window.session.state) if isinstance(a, Build))
    tile = window.scene.tiles[building]
    window.view.ensureVisible(tile)
    settle()
    click_tile(window, building)
    assert window.controller.pending is not None


def test_the_zoom_actions_tell_their_keys(window: MainWindow) -> None:
    assert window.zoom_menu.toolTipsVisible()
    assert "Ctrl+0" in window.zoom_menu.actual_size_action.toolTip()
    assert "Actual size" in window.zoom_menu.actual_size_action.toolTip()
    assert "Ctrl++" in window.zoom_menu.zoom_in_action.toolTip()


def test_the_keyboard_cursor_scrolls_into_view_when_zoomed_in(window: MainWindow, qtbot: QtBot) -> None:
    for _ in range(len(ZOOM_STEPS)):
        press(window, qtbot, Qt.Key.Key_Plus)
    keyboard = window.view.keyboard
    assert keyboard is not None
    focus_table(window)
    visited = set()
    # A new game: the supply, the warehouse (no buildings on the wheels yet), then the bank.
    for key in (
        Qt.Key.Key_Down,
        Qt.Key.Key_Down,
        Qt.Key.Key_Right,
        Qt.Key.Key_Tab,
        Qt.Key.Key_Right,
        Qt.Key.Key_Up,
        Qt.Key.Key_Tab,
    ):
        QTest.keyClick(window.view, key)
        settle()
        assert keyboard.current is not None
        visited.add(keyboard.current.group)
        centre = window.view.mapFromScene(keyboard.centre(keyboard.current))
        assert window.view.viewport().rect().contains(centre), keyboard.current
    assert len(visited) >= 3
