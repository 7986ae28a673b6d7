"""The window's size: as the player left it (else 1280 by 800; maximized if it was), and always within the
screen."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QWidget

DEFAULT_SIZE = (1280, 800)


def opening_size(remembered: tuple[int, int] | None, screen: QScreen | None) -> QSize:
    """The size the player left the window at (else the default), never larger than the screen's room."""
    width, height = remembered or DEFAULT_SIZE
    screen = screen or QApplication.primaryScreen()
    if screen is not None:
        room = screen.availableGeometry()
        width, height = min(width, room.width()), min(height, room.height())
    return QSize(width, height)


def keep_on_screen(window: QWidget) -> None:
    """The whole window on its screen, its frame included: smaller and moved to the corner if it does not fit."""
    screen = window.screen()
    if screen is None or window.isMaximized() or window.isFullScreen():
        return
    room, frame = screen.availableGeometry(), window.frameGeometry()
    if not room.contains(frame):
        extra_w, extra_h = frame.width() - window.width(), frame.height() - window.height()
        window.resize(min(window.width(), room.width() - extra_w), min(window.height(), room.height() - extra_h))
        window.move(room.topLeft())


def show_as_left(window: QWidget, maximized: bool) -> None:
    """Show the window, maximized if the player left it so (its size before stays the one to go back to)."""
    if maximized:
        window.showMaximized()
    else:
        window.show()


def size_to_remember(window: QWidget) -> tuple[int, int] | None:
    """The size to open at next time: the window's own, or, maximized, the one it goes back to; None full screen."""
    if window.isFullScreen():
        return None
    if window.isMaximized():
        normal = window.normalGeometry()
        return (normal.width(), normal.height()) if normal.isValid() and not normal.isEmpty() else None
    return window.width(), window.height()
