"""A dialog opens raised and active over its own window, even when another window of the program is in front
(after a finished online game, the second window's New game dialog used to open behind the first window)."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication, QWindow
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import GameRecord
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import NAMES, WindowFactory

LOOK_MS = 20


def activate(window: MainWindow, qtbot: QtBot) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)


def test_the_new_game_dialog_of_the_window_behind_opens_over_it_and_active(
    window_factory: WindowFactory, qtbot: QtBot
) -> None:
    behind = window_factory(GameRecord(NAMES))
    front = window_factory(GameRecord(NAMES))
    activate(front, qtbot)
    focused: list[QWindow | None] = []
    app = QGuiApplication.instance()
    assert isinstance(app, QGuiApplication)
    app.focusWindowChanged.connect(focused.append)
    opened: list[tuple[QDialog, list[QWindow | None]]] = []

    def look_and_cancel(waited: int = 0) -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog) and (dialog.isActiveWindow() or waited > 3000):
            opened.append((dialog, list(focused)))
            dialog.reject()
            return
        QTimer.singleShot(LOOK_MS, lambda: look_and_cancel(waited + LOOK_MS))

    QTimer.singleShot(0, look_and_cancel)
    behind.commands["new"].trigger()  # the New game dialog, run modally until it is answered
    app.focusWindowChanged.disconnect(focused.append)
    [(dialog, focus_seen)] = opened
    assert dialog.parentWidget() is behind
    assert focus_seen and focus_seen[-1] is dialog.windowHandle()  # the dialog is the active window
    if QGuiApplication.platformName() == "offscreen":
        # Where a window is activated at once, the order shows: its own window came to the front first, then the
        # dialog over it.
        assert focus_seen == [behind.windowHandle(), dialog.windowHandle()]
