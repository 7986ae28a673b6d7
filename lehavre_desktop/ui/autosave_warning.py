"""The status bar's lasting warning while the autosave cannot write, and the question when closing then."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QWidget

from ..prose.problems import os_error_reason
from .prompter import Prompter


class AutosaveWarning(QLabel):
    def __init__(self, say: Callable[[str], None], parent: QWidget | None = None) -> None:
        """``say``: tells a screen reader (interrupting) when the warning appears or changes."""
        super().__init__(parent)
        self.setObjectName("AutosaveWarning")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._say = say
        self.hide()

    def failed(self, error: object) -> None:
        """Shown while the autosave cannot write (it is tried again); it goes when a write succeeds."""
        reason = os_error_reason(error) if isinstance(error, OSError) else str(error)
        text = QCoreApplication.translate(
            "MainWindow",
            "The autosave cannot write ({reason}): your newest moves are not on disk yet. It is tried again; "
            "Game ▸ Save as… puts the game elsewhere.",
        ).format(reason=reason)
        if text != self.text():
            self.setText(text)
            self._say(text)
        self.show()

    @staticmethod
    def recovered_text() -> str:
        return QCoreApplication.translate("MainWindow", "The autosave works again: every move is on disk.")


def close_with_moves_lost(prompter: Prompter, save_as: Callable[[], bool]) -> bool:
    """The last moves never reached the disk: save the game elsewhere, or close knowingly; False: stay open."""
    title = QCoreApplication.translate("MainWindow", "Unsaved moves")
    question = QCoreApplication.translate(
        "MainWindow",
        "The autosave could not write your newest moves to disk. Save the game to another place before closing?",
    )
    if prompter.ask(title, question) and save_as():
        return True
    lost = QCoreApplication.translate("MainWindow", "Close all the same? The moves not on disk will be lost.")
    return prompter.ask(title, lost, loses=True)
