"""Help > Keyboard: every key of the game, and what it does."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..letter_keys import hint_letters, sell_letters

# What a key does is wrapped at about this many characters (the longest take two or three lines), and the dialog
# takes at most this share of its screen: every row in view without a scroll bar where the screen has the room.
MEANING_CHARS = 60
SCREEN_SHARE = 0.9
CELL_PADDING = 12  # the cell's margins on both sides, as the style draws them


def key_text(sequence: str | QKeySequence.StandardKey) -> str:
    """A key sequence as the platform writes it, in the language of the moment."""
    return QKeySequence(sequence).toString(QKeySequence.SequenceFormat.NativeText)


def letters_text(letters: list[str]) -> str:
    """One letter key, or the language's and the English one."""
    if len(letters) == 1:
        return letters[0]
    return QCoreApplication.translate("KeyboardHelp", "{first} or {second}").format(first=letters[0], second=letters[1])


def shortcuts() -> list[tuple[str, str]]:
    """Each key (or keys) and what it does, in the order a turn uses them."""
    translate = QCoreApplication.translate
    either = translate("KeyboardHelp", "{first} or {second}")
    return [
        (
            either.format(first=key_text("Tab"), second=key_text("Shift+Tab")),
            translate(
                "KeyboardHelp",
                "Next or previous part of the table: supply, your buildings, your opponent's "
                "buildings, your warehouse, the bank, then the action bar",
            ),
        ),
        (
            translate("KeyboardHelp", "Arrow keys"),
            translate("KeyboardHelp", "Move within a part: tiles of the supply, buildings on a wheel, warehouse cells"),
        ),
        (
            either.format(first=key_text("Return"), second=key_text("Space")),
            translate(
                "KeyboardHelp",
                "With no choice open, on a tile or a building: start building or using it, as a click does",
            ),
        ),
        (
            key_text("Space"),
            translate(
                "KeyboardHelp",
                "While a choice is open, on your warehouse: on a marker, pick it up; on a "
                "highlighted cell, put it there. Anywhere else: confirm, as Enter does",
            ),
        ),
        (
            key_text("Return"),
            translate(
                "KeyboardHelp",
                "Confirm the choice the action bar shows and end the turn, whatever the cursor "
                "stands on; with the action done, end the turn",
            ),
        ),
        (key_text("Shift+Return"), translate("KeyboardHelp", "Confirm the action and keep the turn open, to sell")),
        (
            either.format(first=key_text("Del"), second=letters_text(sell_letters())),
            translate("KeyboardHelp", "Sell the focused building of yours (as dropping it on the bank does)"),
        ),
        (key_text("Esc"), translate("KeyboardHelp", "Cancel the choice")),
        (
            either.format(first=key_text("PgUp"), second=key_text("PgDown")),
            translate("KeyboardHelp", "Previous or next way of doing the action"),
        ),
        (key_text("F4"), translate("KeyboardHelp", "Open the list of the ways of doing the action")),
        (letters_text(hint_letters()), translate("KeyboardHelp", "Suggest a move")),
        (key_text("Ctrl+Z"), translate("KeyboardHelp", "Undo")),
        (either.format(first=key_text("Ctrl+Shift+Z"), second=key_text("Ctrl+Y")), translate("KeyboardHelp", "Redo")),
        (key_text("F1"), translate("KeyboardHelp", "Rules reference")),
        (key_text("F9"), translate("KeyboardHelp", "Show or hide the side panels")),
        (
            either.format(first=key_text(QKeySequence.StandardKey.ZoomIn), second=key_text("Ctrl+=")),
            translate("KeyboardHelp", "Zoom in on the table and the side panels"),
        ),
        (key_text(QKeySequence.StandardKey.ZoomOut), translate("KeyboardHelp", "Zoom out")),
        (key_text("Ctrl+0"), translate("KeyboardHelp", "Actual size: the whole table in the window")),
        (key_text(QKeySequence.StandardKey.New), translate("KeyboardHelp", "New game")),
        (key_text(QKeySequence.StandardKey.Open), translate("KeyboardHelp", "Open a saved game")),
        (key_text(QKeySequence.StandardKey.Save), translate("KeyboardHelp", "Save the game")),
        (key_text("Ctrl+Shift+S"), translate("KeyboardHelp", "Save the game as")),
        (key_text("Ctrl+Q"), translate("KeyboardHelp", "Quit")),
    ]


class KeysTable(QTableWidget):
    """The keys and their meanings: the meanings take the width the keys leave, each row as tall as its text,
    wrapped anew whenever the width changes."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        header = self.horizontalHeader()
        header.resizeSection(1, max(self.viewport().width() - header.sectionSize(0), 1))
        self.resizeRowsToContents()


class KeyboardHelpDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("KeyboardHelp", "Keyboard"))
        rows = shortcuts()
        self.table = KeysTable(len(rows), 2)
        self.table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("KeyboardHelp", "Keys"),
                QCoreApplication.translate("KeyboardHelp", "What they do"),
            ]
        )
        self.table.setAccessibleName(QCoreApplication.translate("KeyboardHelp", "Keys of the game"))
        for row, (keys, meaning) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(keys))
            self.table.setItem(row, 1, QTableWidgetItem(meaning))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        self.table.setShowGrid(False)
        self.table.setAlternatingRowColors(True)
        self.table.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.table.verticalHeader().hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self._fit(layout, buttons)

    def showEvent(self, event: QShowEvent) -> None:
        """The dialog opens on Close, not on the list: no key row shows as picked, and Enter closes it."""
        super().showEvent(event)
        self.close_button.setFocus()

    def _fit(self, layout: QVBoxLayout, buttons: QDialogButtonBox) -> None:
        """The keys' column as wide as its longest keys, the meanings' wrapped at ``MEANING_CHARS``, and the dialog
        as tall as all the rows, within ``SCREEN_SHARE`` of the screen."""
        table = self.table
        metrics = table.fontMetrics()
        meanings = [item.text() for row in range(table.rowCount()) if (item := table.item(row, 1)) is not None]
        keys_width = table.sizeHintForColumn(0)
        meaning_width = min(
            max(metrics.horizontalAdvance(text) for text in meanings), metrics.averageCharWidth() * MEANING_CHARS
        )
        meaning_width += CELL_PADDING
        header = table.horizontalHeader()
        header.resizeSection(0, keys_width)
        header.resizeSection(1, meaning_width)
        table.resizeRowsToContents()
        rows_height = sum(table.rowHeight(row) for row in range(table.rowCount()))
        frame = 2 * table.frameWidth()
        margins = layout.contentsMargins()
        spacing = layout.spacing()
        width = keys_width + meaning_width + frame + margins.left() + margins.right()
        height = header.sizeHint().height() + rows_height + frame + spacing + buttons.sizeHint().height()
        height += margins.top() + margins.bottom()
        room = self.screen().availableGeometry()
        self.resize(min(width, int(room.width() * SCREEN_SHARE)), min(height, int(room.height() * SCREEN_SHARE)))
