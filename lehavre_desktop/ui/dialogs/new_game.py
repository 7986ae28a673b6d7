"""Who plays, a person or the computer at a level, and who starts."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ...ai import PLAYABLE_LEVELS
from ...engine import PERSON_SEAT
from ...session.game_session import Seats, computer_level, computer_seat
from ...session.players import are_default_names, computer_name, default_names, is_computer_default
from ..computer_levels import level_description

MAX_NAME = 24
SEAT_CHOICES = (PERSON_SEAT, *(computer_seat(level) for level in PLAYABLE_LEVELS))


class NewGameDialog(QDialog):
    def __init__(self, names: tuple[str, str], parent: QWidget | None = None, rng: random.Random | None = None,
                 seats: Seats = (PERSON_SEAT, PERSON_SEAT)) -> None:
        super().__init__(parent)
        rng = rng or random.Random()
        self._random_starter = rng.randrange(2)  # drawn once: names and seats follow the same draw
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.seats_note = QLabel()
        self.seats_note.setWordWrap(True)
        # Default names stay out of the fields: they show greyed, and typing a name replaces them.
        named = not are_default_names(names)
        self.first = QLineEdit(names[0] if named and not is_computer_default(names[0]) else "")
        self.second = QLineEdit(names[1] if named and not is_computer_default(names[1]) else "")
        self.first_seat = self._seat_box(seats[0])
        self.second_seat = self._seat_box(seats[1])
        for edit in (self.first, self.second):
            edit.setMaxLength(MAX_NAME)
            edit.textChanged.connect(self._update)
        self.starter = QComboBox()
        self.first_label = QLabel()
        self.second_label = QLabel()
        self.starter_label = QLabel()
        form = QFormLayout()
        form.addRow(self.first_label, self._row(self.first, self.first_seat))
        form.addRow(self.second_label, self._row(self.second, self.second_seat))
        form.addRow(self.starter_label, self.starter)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.seats_note)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.retranslate_ui()

    def _seat_box(self, seat: str) -> QComboBox:
        box = QComboBox()
        box.addItems([""] * len(SEAT_CHOICES))
        box.setCurrentIndex(SEAT_CHOICES.index(seat) if seat in SEAT_CHOICES else 0)
        box.currentIndexChanged.connect(self._update)
        return box

    @staticmethod
    def _row(edit: QLineEdit, seat: QComboBox) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(edit, 1)
        row.addWidget(seat)
        return row

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.intro.setText(self.tr(
            "Two players share this computer. The start player takes the A–F board; the other player takes "
            "the G–L board."))
        self.seats_note.setText(QCoreApplication.translate(
            "NewGameDialog", "Either player can be the computer, at the level you choose. With the computer on "
                             "both sides you watch a game."))
        self.first_label.setText(self.tr("First player:"))
        self.second_label.setText(self.tr("Second player:"))
        self.starter_label.setText(self.tr("Start player:"))
        for box in (self.first_seat, self.second_seat):
            box.setItemText(0, QCoreApplication.translate("NewGameDialog", "Person"))
            box.setItemData(0, QCoreApplication.translate("NewGameDialog", "A person plays at this computer."),
                            Qt.ItemDataRole.ToolTipRole)
            for index, level in enumerate(PLAYABLE_LEVELS, start=1):
                box.setItemText(index, computer_name(level))
                box.setItemData(index, level_description(level), Qt.ItemDataRole.ToolTipRole)
        self._fit_name_fields()
        self._update()

    def _fit_name_fields(self) -> None:
        """Room in the name fields for the longest name the dialog itself may propose, never cut off."""
        proposals = [*default_names(), *(computer_name(level) + " 2" for level in PLAYABLE_LEVELS)]
        for edit in (self.first, self.second):
            metrics = edit.fontMetrics()
            widest = max(metrics.horizontalAdvance(text) for text in proposals)
            # The frame and the text margins of a line edit, as the style draws them.
            edit.setMinimumWidth(widest + 2 * metrics.averageCharWidth() + 12)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def row_seats(self) -> Seats:
        """Who plays the first and the second player, as chosen (before the start player is settled)."""
        return SEAT_CHOICES[self.first_seat.currentIndex()], SEAT_CHOICES[self.second_seat.currentIndex()]

    def _names(self) -> tuple[str, str]:
        """The names typed, or else the default of each player: a person's, or the computer's at its level."""
        defaults = list(default_names())
        levels = [computer_level(seat) for seat in self.row_seats()]
        for row, level in enumerate(levels):
            if level is not None:
                defaults[row] = computer_name(level)
        if defaults[0] == defaults[1]:  # the computer against itself at one level
            defaults = [f"{defaults[0]} 1", f"{defaults[1]} 2"]
        return self.first.text().strip() or defaults[0], self.second.text().strip() or defaults[1]

    def _update(self) -> None:
        index = max(0, self.starter.currentIndex())
        first, second = self._names()
        self.first.setPlaceholderText(first)
        self.second.setPlaceholderText(second)
        for box in (self.first_seat, self.second_seat):
            box.setToolTip(box.itemData(box.currentIndex(), Qt.ItemDataRole.ToolTipRole))
        self.starter.blockSignals(True)
        self.starter.clear()
        self.starter.addItems([self.tr("{name} starts").format(name=first),
                               self.tr("{name} starts").format(name=second),
                               self.tr("Random")])
        self.starter.setCurrentIndex(index)
        self.starter.blockSignals(False)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(first != second)

    def _start_row(self) -> int:
        choice = self.starter.currentIndex()
        return self._random_starter if choice == 2 else choice

    def seat_names(self) -> tuple[str, str]:
        """The names in seat order: seat 0 starts."""
        first, second = self._names()
        return (first, second) if self._start_row() == 0 else (second, first)

    def seats(self) -> Seats:
        """Who plays each seat, in seat order (as ``seat_names``)."""
        first, second = self.row_seats()
        return (first, second) if self._start_row() == 0 else (second, first)
