"""Dialogs open raised and active over their own window.

With two windows of the program on screen (an online game in each, or two games), a dialog of the window behind
could open behind the window in front: the window manager keeps the active window on top, and the dialog of the
other one went under it (the New game dialog after a finished online game, in the second window). So the dialog's
own window comes to the front first, and the dialog is raised and made active once it is on screen, each time it
is shown.

Usage::

    raised(dialog).exec()      # or .open(), .show()
    front_window(parent)       # before a static message box of ``parent``'s
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

Shown = TypeVar("Shown", bound=QWidget)


def front_window(widget: QWidget | None) -> None:
    """``widget``'s window to the front and active: a dialog of it then opens over it."""
    if widget is None:
        return
    window = widget.window()
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()


def bring_forward(dialog: QWidget) -> None:
    if dialog.isVisible():
        dialog.raise_()
        dialog.activateWindow()


class RaiseWhenShown(QObject):
    """On its dialog: each time the dialog is shown, it is raised and made active once the window system has it."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget):
            QTimer.singleShot(0, watched, lambda: bring_forward(watched))
        return False


def raised(dialog: Shown) -> Shown:
    """``dialog``, its window brought to the front, to be shown raised and active over it (see the module)."""
    front_window(dialog.parentWidget())
    if dialog.findChild(RaiseWhenShown) is None:
        dialog.installEventFilter(RaiseWhenShown(dialog))
    return dialog
