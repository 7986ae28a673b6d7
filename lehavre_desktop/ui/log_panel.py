"""The game log: one line per event, rebuilt in the new language when it changes.

An end of turn gets a line only where sales came between the action and the end.
"""

from __future__ import annotations

from PySide6.QtGui import QBrush, QColor, QResizeEvent
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from ..engine import Built, Event, GameState, Passed, TurnEnded, Used
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
        previous: tuple[Event, ...] = ()
        for state, events in history:
            acted_just_before = any(isinstance(event, Built | Used | Passed) for event in previous)
            previous = events
            for event in events:
                if isinstance(event, TurnEnded) and acted_just_before:
                    continue  # a confirmed action ends the turn: the next player's lines show it
                item = QListWidgetItem(narrate(event, state))
                if event.automatic:
                    item.setForeground(QBrush(AUTOMATIC_COLOUR))
                    font = item.font()
                    font.setItalic(True)
                    item.setFont(font)
                self.addItem(item)
        self.scrollToBottom()

    def resizeEvent(self, event: QResizeEvent) -> None:
        # The newest lines matter: a log filled before the window was laid out still ends at its last line.
        super().resizeEvent(event)
        self.scrollToBottom()
