"""One retranslation hook: ``languageChanged`` comes once per switch, after every widget has its new labels."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from lehavre_desktop.i18n.manager import LanguageManager


class Labelled(QWidget):
    """A widget that writes its label in ``changeEvent``, as every widget of the game does."""

    def __init__(self) -> None:
        super().__init__()
        self.label = QLabel(self)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.label.setText(QCoreApplication.translate("MainWindow", "Game log"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def test_the_hook_runs_once_after_the_widgets_have_their_labels(qtbot: QtBot, languages: LanguageManager) -> None:
    widget = Labelled()
    qtbot.addWidget(widget)
    seen: list[tuple[str, str]] = []
    languages.languageChanged.connect(lambda code: seen.append((code, widget.label.text())))
    languages.set_language("el", remember=False)
    languages.set_language("hu", remember=False)
    assert seen == [("el", "Ημερολόγιο παιχνιδιού"), ("hu", "Játéknapló")]
