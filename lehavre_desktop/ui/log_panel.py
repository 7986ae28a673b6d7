"""The game log: one line per event.

A gesture appends the lines of its events; an undo removes the lines of what it took back;
only a load (another game) or a language change writes the log afresh. An end of turn gets
a line only where sales came between the action and the end.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QResizeEvent
from PySide6.QtWidgets import QListView, QListWidget, QListWidgetItem, QWidget

from ..engine import Built, Event, GameState, Passed, TurnEnded, Used
from .narration import narrate

AUTOMATIC_COLOUR = QColor("#6b5a45")

Entry = tuple[GameState, tuple[Event, ...]]  # the state before a step, and the step's events


class LogPanel(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameLog")
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._entries: list[Entry] = []
        self._rows: list[int] = []  # how many lines each entry has
        self.rebuilds = 0  # how often the log was written afresh (the benchmark and tests read it)

    def show_history(self, history: list[Entry]) -> None:
        """Show these entries: keep the lines of those already shown, drop the rest, append the new ones."""
        kept = self._shared(history)
        if kept == 0 and self._entries:
            self.rebuild(history)
            return
        if kept < len(self._entries):
            for _ in range(sum(self._rows[kept:])):
                self.takeItem(self.count() - 1)
            del self._entries[kept:]
            del self._rows[kept:]
        self._append(history[kept:])

    def rebuild(self, history: list[Entry]) -> None:
        """Write the log afresh (another game, another language)."""
        self.rebuilds += 1
        self.clear()
        self._entries, self._rows = [], []
        self._append(history)

    def _shared(self, history: list[Entry]) -> int:
        """How many entries at the start of ``history`` are those shown (the same objects: states never change)."""
        count = min(len(history), len(self._entries))
        while count and not (history[count - 1][0] is self._entries[count - 1][0]
                             and history[count - 1][1] is self._entries[count - 1][1]):
            count -= 1
        return count

    def _append(self, entries: list[Entry]) -> None:
        if not entries:
            return
        previous: tuple[Event, ...] = self._entries[-1][1] if self._entries else ()
        for state, events in entries:
            acted_just_before = any(isinstance(event, Built | Used | Passed) for event in previous)
            previous = events
            rows = 0
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
                rows += 1
            self._entries.append((state, events))
            self._rows.append(rows)
        self.scrollToBottom()

    def resizeEvent(self, event: QResizeEvent) -> None:
        # The newest lines matter: a log filled before the window was laid out still ends at its last line.
        super().resizeEvent(event)
        self.scrollToBottom()
