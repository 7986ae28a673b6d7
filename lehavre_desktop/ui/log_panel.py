"""The game log: one line per event.

A gesture appends the lines of its events; an undo removes the lines of what it took back;
only a load (another game) or a language change writes the log afresh. An end of turn gets
a line only where sales came between the action and the end.

The computer's move is written as soon as it is shown on the table, step by step before it is played
(``set_preview``): the log tells it while the player watches. Those lines stand for the move until it is
played, when the played move's own lines (the same words) take their place, or withdrawn (an undo, the
seat handed to a person), when they go: the move is never written twice, and only the played move's lines
are news (``linesAdded``).

It is a plain-text document with one block per line: appending lays out the new lines
only, however long the game (a list view lays out every row again to scroll to the end).
A line's context menu offers, beside Copy, what its owner adds for the step the line tells
(``entry_actions``: Why this move? on the lines of the computer's last turn).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QAction, QContextMenuEvent, QResizeEvent, QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QFrame, QPlainTextEdit, QWidget

from ..engine import Built, Event, GameState, Passed, TurnEnded, Used
from ..prose.narration import narrate
from . import theme

Entry = tuple[GameState, tuple[Event, ...]]  # the state before a step, and the step's events


def logged_events(events: tuple[Event, ...], previous: tuple[Event, ...]) -> list[Event]:
    """The events of a step that get a line, ``previous`` being the events of the step before.

    A confirmed action ends the turn: the next player's lines show it, so that end gets no line.
    """
    acted_just_before = any(isinstance(event, Built | Used | Passed) for event in previous)
    return [event for event in events if not (isinstance(event, TurnEnded) and acted_just_before)]


def log_lines(history: list[Entry]) -> list[str]:
    """The whole log of a history, as the panel shows it."""
    previous: tuple[Event, ...] = ()
    lines: list[str] = []
    for state, events in history:
        lines.extend(narrate(event, state) for event in logged_events(events, previous))
        previous = events
    return lines


class LogPanel(QPlainTextEdit):
    # The lines a step of the game added, one per line (not those of the first filling nor of a rewrite).
    linesAdded = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameLog")
        self.setReadOnly(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self._entries: list[Entry] = []
        self._rows: list[int] = []  # how many lines each entry has
        self._preview: Entry | None = None  # the computer's move being shown, written after the history
        self._lines = 0
        self.rebuilds = 0  # how often the log was written afresh (the benchmark and tests read it)
        self._filled = False  # the first history shown is the game so far, not news
        self._plain = QTextCharFormat()
        self._automatic = QTextCharFormat()
        self._automatic.setForeground(theme.current().log_automatic)
        self._automatic.setFontItalic(True)
        # The entries a line's context menu adds for the step it tells (given the state the step was taken in).
        self.entry_actions: Callable[[GameState], list[QAction]] | None = None
        self.set_up_round: str | None = None  # the round letter of a game set up from a position (None: played)
        self.retranslate_ui()

    def set_set_up_round(self, letter: str | None) -> None:
        """The game was set up at round ``letter`` (None: played from its start): an empty log then says why it
        holds nothing of the rounds before (m30 A4, m32 L8: a log empty at round K read as a fault)."""
        self.set_up_round = letter
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        if self.set_up_round is None:
            text = QCoreApplication.translate("LogPanel", "Every step of the game is written here.")
        else:
            text = QCoreApplication.translate(
                "LogPanel",
                "A set-up position (round {letter}): the game's earlier rounds were not played here. Every step from "
                "now on is written here.",
            ).format(letter=self.set_up_round)
        self.setPlaceholderText(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # ---- reading ----------------------------------------------------------------------------------
    def count(self) -> int:
        return self._lines

    def lines(self) -> list[str]:
        """The lines shown, oldest first."""
        return self.toPlainText().split("\n") if self._lines else []

    def line(self, index: int) -> str:
        return self.document().findBlockByNumber(index).text()

    def entry_at(self, index: int) -> GameState | None:
        """The state the step told by line ``index`` was taken in (None past the last line)."""
        for (state, _events), rows in zip(self._entries, self._rows, strict=True):
            if index < rows:
                return state
            index -= rows
        return None

    def is_automatic(self, index: int) -> bool:
        """Whether a line tells an automatic step (shown in italics)."""
        block = self.document().findBlockByNumber(index)
        return block.begin().fragment().charFormat().font().italic() if block.isValid() else False

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """Copy and Select all, and first what the owner offers for the step of the line under the pointer."""
        menu = self.createStandardContextMenu(event.pos())
        state = self.entry_at(self.cursorForPosition(event.pos()).blockNumber()) if self._lines else None
        offered = self.entry_actions(state) if state is not None and self.entry_actions is not None else []
        if offered:
            standard = menu.actions()
            if standard:
                menu.insertActions(standard[0], offered)
                menu.insertSeparator(standard[0])
            else:
                menu.addActions(offered)
        menu.exec(event.globalPos())
        menu.deleteLater()

    # ---- showing ----------------------------------------------------------------------------------
    def show_history(self, history: list[Entry]) -> None:
        """Show these entries: keep the lines of those already shown, drop the rest, append the new ones (and the
        move being shown after them)."""
        kept = self._shared(history)
        if kept == 0 and self._entries and not self._is_preview(self._entries[0]):
            self.rebuild(history)
            return
        self._drop_from(kept)
        added = self._append(history[kept:])
        if added and self._filled:
            self.linesAdded.emit("\n".join(added))
        self._filled = True
        if self._preview is not None:
            self._append([self._preview])

    def set_preview(self, entry: Entry | None) -> None:
        """The computer's move being shown (the state it is played in and its events), written after the history
        until it is played or withdrawn (None: no move is being shown)."""
        if self._preview is not None and self._entries and self._is_preview(self._entries[-1]):
            self._drop_from(len(self._entries) - 1)
        self._preview = entry
        if entry is not None:
            self._append([entry])

    @property
    def preview(self) -> Entry | None:
        return self._preview

    def _is_preview(self, entry: Entry) -> bool:
        preview = self._preview
        return preview is not None and entry[0] is preview[0] and entry[1] is preview[1]

    def _drop_from(self, kept: int) -> None:
        """The lines of every entry from the ``kept``-th on go."""
        if kept < len(self._entries):
            self._remove_lines(sum(self._rows[kept:]))
            del self._entries[kept:]
            del self._rows[kept:]

    def apply_theme(self, history: list[Entry]) -> None:
        """Write the log afresh in the palette now in use."""
        self._automatic.setForeground(theme.current().log_automatic)
        self.rebuild(history)

    def rebuild(self, history: list[Entry]) -> None:
        """Write the log afresh (another game, another language, another theme)."""
        self.rebuilds += 1
        self.clear()
        self._entries, self._rows, self._lines = [], [], 0
        self._append([*history, self._preview] if self._preview is not None else history)

    def _shared(self, history: list[Entry]) -> int:
        """How many entries at the start of ``history`` are those shown (the same objects: states never change; the
        move being shown is never one of them, its events being its own)."""
        count = min(len(history), len(self._entries))
        while count and not (
            history[count - 1][0] is self._entries[count - 1][0]
            and history[count - 1][1] is self._entries[count - 1][1]
        ):
            count -= 1
        return count

    def _remove_lines(self, count: int) -> None:
        if count <= 0:
            return
        self._lines -= count
        cursor = QTextCursor(self.document())
        if self._lines == 0:
            self.clear()
            return
        cursor.setPosition(self.document().findBlockByNumber(self._lines - 1).position())
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()

    def _append(self, entries: list[Entry]) -> list[str]:
        """Write the lines of ``entries``; the lines written."""
        written: list[str] = []
        if not entries:
            return written
        previous: tuple[Event, ...] = self._entries[-1][1] if self._entries else ()
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        for state, events in entries:
            shown = logged_events(events, previous)
            previous = events
            rows = 0
            for event in shown:
                block = QTextBlockFormat()
                block.setBackground(theme.current().log_rows[self._lines % 2])  # every other line tinted
                block.setTopMargin(1)
                block.setBottomMargin(1)
                text_format = self._automatic if event.automatic else self._plain
                if self._lines == 0:
                    cursor.setBlockFormat(block)
                    cursor.setBlockCharFormat(text_format)
                else:
                    cursor.insertBlock(block, text_format)
                line = narrate(event, state)
                cursor.insertText(line, text_format)
                written.append(line)
                self._lines += 1
                rows += 1
            self._entries.append((state, events))
            self._rows.append(rows)
        cursor.endEditBlock()
        self._scroll_to_end()
        return written

    def _scroll_to_end(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def resizeEvent(self, event: QResizeEvent) -> None:
        # The newest lines matter: a log filled before the window was laid out still ends at its last line.
        super().resizeEvent(event)
        self._scroll_to_end()
