"""Questions and warnings in message boxes, always shown as plain text.

Their text may quote a file name, a player's name or the words of a file, which must
never be taken for markup; Qt's message boxes guess the format, so the text is turned
into escaped rich text first. The message box type is imported when one is shown: it
costs start-up time and is seldom needed.
"""

from __future__ import annotations

from PySide6.QtGui import Qt
from PySide6.QtWidgets import QWidget

from .raised import front_window


def ask(parent: QWidget | None, title: str, text: str, *, loses: bool = False) -> bool:
    """A yes/no question; True for yes. When yes loses something (``loses``: moves, kept games), No is the
    default button, so that an Enter pressed out of habit keeps it."""
    from PySide6.QtWidgets import QMessageBox

    front_window(parent)
    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    default = QMessageBox.StandardButton.No if loses else QMessageBox.StandardButton.Yes
    shown = Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)
    return QMessageBox.question(parent, title, shown, buttons, default) == QMessageBox.StandardButton.Yes


def warn(parent: QWidget | None, title: str, text: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    front_window(parent)
    QMessageBox.warning(parent, title, Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal))
