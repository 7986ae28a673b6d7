"""Online players at real windows, for the window tests (tests/ui/test_online_*.py), the two-window game and its
latency benchmark: each window has its own online folder, signs in with the dialog's fields and buttons, and
invites or joins through the dialog, as a player does.

Each window's online folder is its own (``XDG_DATA_HOME`` while the window is made: the installer takes its
folder then), its session is kept in a 0600 file (the keyring library is given its failing backend, so no test
ever touches a real keyring), and its autosave is off unless asked for (the autosave's place is read from the
environment at every write, which two windows in one process would share).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTreeWidgetItem, QWidget
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import GameRecord
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.session.game_session import GameSession
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.online.dialog import OnlineDialog

from .homeserver import Homeserver

# The homeserver's answers take a fraction of a second; a wait that runs out fails the test (the homeserver did
# not deliver), it is never what a test asserts.
NETWORK_MS = 60_000
NO_KEYRING = "keyring.backends.fail.Keyring"
ROOM = Qt.ItemDataRole.UserRole


def make_window(
    qtbot: QtBot,
    settings: Settings,
    languages: LanguageManager,
    home: Path,
    record: GameRecord | None = None,
    autosave: bool = False,
) -> MainWindow:
    """A window whose user folders are under ``home`` (its online folder, and its autosave if on)."""
    for name in ("data", "config", "state", "cache"):
        (home / name).mkdir(parents=True, exist_ok=True)
        os.environ[f"XDG_{name.upper()}_HOME"] = str(home / name)
    os.environ["PYTHON_KEYRING_BACKEND"] = NO_KEYRING
    window = MainWindow(
        GameSession(record or GameRecord(("Ann", "Ben"))), settings, languages, autosave=autosave, preload_charts=False
    )
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    return window


def click(widget: QWidget) -> None:
    assert widget.isVisible() and widget.isEnabled(), f"{widget.objectName() or widget} cannot be clicked"
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def type_into(widget: QWidget, text: str) -> None:
    widget.setFocus()
    QTest.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(widget, text)


def open_dialog(window: MainWindow) -> OnlineDialog:
    """Game ▸ Play a friend online…, from the window's menu entry."""
    window.online.play_action.trigger()
    dialog = window.online.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def sign_in(qtbot: QtBot, window: MainWindow, homeserver: Homeserver, account: tuple[str, str]) -> OnlineDialog:
    dialog = open_dialog(window)
    type_into(dialog.server, homeserver.url)
    type_into(dialog.user, account[0])
    type_into(dialog.password, account[1])
    click(dialog.sign_in_button)
    qtbot.waitUntil(lambda: dialog.pages.currentIndex() == 1, timeout=NETWORK_MS)
    return dialog


def invite(
    qtbot: QtBot, window: MainWindow, friend: str, names: tuple[str, str] = ("Ann", "Ben"), i_start: bool = True
) -> str:
    """Invite ``friend`` from the dialog's first tab; the new game's room, once it is on the table."""
    dialog = open_dialog(window)
    dialog.tabs.setCurrentIndex(0)
    form = dialog.invite
    type_into(form.friend, friend)
    type_into(form.my_name, names[0])
    type_into(form.friend_name, names[1])
    form.starter.setCurrentIndex(0 if i_start else 1)
    click(form.invite_button)
    qtbot.waitUntil(lambda: bool(window.online.room_on_table), timeout=NETWORK_MS)
    return window.online.room_on_table


def join(qtbot: QtBot, window: MainWindow, room_id: str) -> None:
    """Join the invitation to ``room_id`` from the dialog's second tab; until its game is on the table."""
    dialog = open_dialog(window)

    def invitation() -> QTreeWidgetItem | None:
        items = (dialog.invitation_list.topLevelItem(i) for i in range(dialog.invitation_list.topLevelItemCount()))
        return next((item for item in items if item is not None and item.data(0, ROOM) == room_id), None)

    qtbot.waitUntil(lambda: invitation() is not None, timeout=NETWORK_MS)
    dialog.tabs.setCurrentIndex(1)
    found = invitation()
    assert found is not None
    rect = dialog.invitation_list.visualItemRect(found)
    QTest.mouseClick(dialog.invitation_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.invitation_list.currentItem() is found
    click(dialog.join_button)
    qtbot.waitUntil(lambda: window.online.room_on_table == room_id, timeout=NETWORK_MS)


def same_game(*windows: MainWindow) -> Callable[[], bool]:
    """Whether every window's table holds the same actions."""
    return lambda: all(w.session.actions() == windows[0].session.actions() for w in windows)


def close_window(window: MainWindow) -> None:
    window.close()
    QApplication.processEvents()
