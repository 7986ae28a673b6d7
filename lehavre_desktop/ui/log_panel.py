"""The game log: one line per event, rebuilt in the new language when it changes."""

from __future__ import annotations

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from ..engine import Event, GameState
from .narration import narrate

AUTOMATIC_COLOUR = QColor("#6b5a45")


class LogPanel(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameLog")
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)

    def show_history(self, history: list[tuple[GameState, tuple[Event, ...]]]) -> None:
        self.clear()
        for state, events in history:
            for event in events:
                item = QListWidgetItem(narrate(event, state))
                if event.automatic:
                    item.setForeground(QBrush(AUTOMATIC_COLOUR))
                    font = item.font()
                    font.setItalic(True)
                    item.setFont(font)
                self.addItem(item)
        self.scrollToBottom()
