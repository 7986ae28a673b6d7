"""Who plays, a person or the computer at a level, and who starts; in Greek, each name's gender.

Greek gives every name the article of its gender («ο Νίκος», «η Μαρία», «η Emma»), so beside each
name the Greek dialog offers «ο» or «η». It follows a guess from the name as it is typed (or from the
default name shown), until the player picks one; the choice is kept with the game and used in every
language that needs it. In other languages the choice is hidden and the guess is kept.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QPalette
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
from ...i18n.forms import Player, greek
from ...i18n.noop import QT_TRANSLATE_NOOP
from ...i18n.person_names import Gender, guess_gender
from ...session.game_session import Genders, Seats, computer_level, computer_seat
from ...session.players import are_default_names, computer_name, default_names, is_computer_default
from ..computer_levels import level_description, level_said
from .seat_icons import seat_icon

MAX_NAME = 24
SEAT_CHOICES = (PERSON_SEAT, *(computer_seat(level) for level in PLAYABLE_LEVELS))
GENDER_CHOICES = (Gender.MASCULINE, Gender.FEMININE)
GENDER_WORDS = {
    #: the gender choice beside a name, as Greek shows it: the article of a masculine name (Greek «ο»)
    Gender.MASCULINE: QT_TRANSLATE_NOOP("NewGameDialog", "masculine"),
    #: the gender choice beside a name, as Greek shows it: the article of a feminine name (Greek «η»)
    Gender.FEMININE: QT_TRANSLATE_NOOP("NewGameDialog", "feminine"),
}


class NewGameDialog(QDialog):
    def __init__(
        self,
        names: tuple[str, str],
        parent: QWidget | None = None,
        rng: random.Random | None = None,
        seats: Seats = (PERSON_SEAT, PERSON_SEAT),
        genders: Genders | None = None,
    ) -> None:
        """``names``, ``seats`` and ``genders``: the last game's players, in row order, proposed again."""
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
        self.first_gender = self._gender_box(0)
        self.second_gender = self._gender_box(1)
        # The rows whose gender the player picked (or kept from the last game with its typed name): no more guesses.
        self._chosen: set[int] = set()
        for row, (edit, box) in enumerate(((self.first, self.first_gender), (self.second, self.second_gender))):
            if genders is not None and edit.text():
                box.setCurrentIndex(GENDER_CHOICES.index(genders[row]))
                self._chosen.add(row)
        for edit in (self.first, self.second):
            edit.setMaxLength(MAX_NAME)
            edit.textChanged.connect(self._update)
        self.starter = QComboBox()
        self.first_label = QLabel()
        self.second_label = QLabel()
        self.starter_label = QLabel()
        # The computer levels chosen, each with its measured strength: read without opening the list.
        self.levels_note = QLabel()
        self.levels_note.setObjectName("LevelsNote")
        self.levels_note.setWordWrap(True)
        self.levels_note.setTextFormat(Qt.TextFormat.PlainText)
        form = QFormLayout()
        form.addRow(self.first_label, self._row(self.first_gender, self.first, self.first_seat))
        form.addRow(self.second_label, self._row(self.second_gender, self.second, self.second_seat))
        form.addRow(self.starter_label, self.starter)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        # Enter in a name field starts the game, as the button says.
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.seats_note)
        layout.addSpacing(layout.spacing())  # the players' rows apart from the words that introduce them
        layout.addLayout(form)
        layout.addWidget(self.levels_note)
        layout.addSpacing(layout.spacing())
        layout.addWidget(self.buttons)
        self.retranslate_ui()

    def _seat_box(self, seat: str) -> QComboBox:
        box = QComboBox()
        box.addItems([""] * len(SEAT_CHOICES))
        box.setCurrentIndex(SEAT_CHOICES.index(seat) if seat in SEAT_CHOICES else 0)
        box.currentIndexChanged.connect(self._update)
        return box

    def _gender_box(self, row: int) -> QComboBox:
        box = QComboBox()
        box.addItems([""] * len(GENDER_CHOICES))
        box.activated.connect(lambda _index: self._chosen.add(row))  # the player's own pick, not a guess
        return box

    @staticmethod
    def _row(gender: QComboBox, edit: QLineEdit, seat: QComboBox) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(gender)
        row.addWidget(edit, 1)
        row.addWidget(seat)
        return row

    def retranslate_ui(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("NewGameDialog", "New game"))
        self.intro.setText(
            QCoreApplication.translate(
                "NewGameDialog",
                "Two players share this computer. The start player takes the A–F board; the other "
                "player takes the G–L board.",
            )
        )
        self.seats_note.setText(
            QCoreApplication.translate(
                "NewGameDialog",
                "Either player can be the computer, at the level you choose. With the computer on "
                "both sides you watch a game.",
            )
        )
        self.first_label.setText(QCoreApplication.translate("NewGameDialog", "First player:"))
        self.second_label.setText(QCoreApplication.translate("NewGameDialog", "Second player:"))
        self.starter_label.setText(QCoreApplication.translate("NewGameDialog", "Start player:"))
        for box in (self.first_gender, self.second_gender):
            for index, gender in enumerate(GENDER_CHOICES):
                box.setItemText(index, QCoreApplication.translate("NewGameDialog", GENDER_WORDS[gender]))
            box.setToolTip(
                QCoreApplication.translate(
                    "NewGameDialog", "The name's gender, for the article Greek gives it: «ο Νίκος», «η Μαρία»."
                )
            )
            box.setVisible(greek())
        self._mark_seats()
        for box in (self.first_seat, self.second_seat):
            box.setItemText(0, QCoreApplication.translate("NewGameDialog", "Person"))
            box.setItemData(
                0,
                QCoreApplication.translate("NewGameDialog", "A person plays at this computer."),
                Qt.ItemDataRole.ToolTipRole,
            )
            for index, level in enumerate(PLAYABLE_LEVELS, start=1):
                box.setItemText(index, computer_name(level))
                box.setItemData(index, level_description(level), Qt.ItemDataRole.ToolTipRole)
        start = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        #: the New game dialog's button that starts the game with the players chosen
        start.setText(QCoreApplication.translate("NewGameDialog", "Start game"))
        self._fit_name_fields()
        self._update()

    def _mark_seats(self) -> None:
        """Each seat's choices with their mark, in the text's colour (the theme may have changed it)."""
        colour = self.palette().color(QPalette.ColorRole.Text)
        side = self.fontMetrics().height()
        icons = [seat_icon(index > 0, colour, side, self.devicePixelRatioF()) for index in range(len(SEAT_CHOICES))]
        for box in (self.first_seat, self.second_seat):
            box.setIconSize(QSize(side, side))
            for index, icon in enumerate(icons):
                box.setItemIcon(index, icon)

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
        for row, (name, box) in enumerate(((first, self.first_gender), (second, self.second_gender))):
            if row not in self._chosen:
                box.setCurrentIndex(GENDER_CHOICES.index(guess_gender(name)))
        for box in (self.first_seat, self.second_seat):
            box.setToolTip(box.itemData(box.currentIndex(), Qt.ItemDataRole.ToolTipRole))
        levels = dict.fromkeys(level for level in map(computer_level, self.row_seats()) if level is not None)
        self.levels_note.setText("\n".join(level_said(level) for level in levels))
        self.levels_note.setVisible(bool(levels))
        self.starter.blockSignals(True)
        self.starter.clear()
        genders = self.row_genders()
        starts = QCoreApplication.translate("NewGameDialog", "{name} starts")
        self.starter.addItems(
            [
                starts.format(name=Player(first, genders[0])),
                starts.format(name=Player(second, genders[1])),
                QCoreApplication.translate("NewGameDialog", "Random"),
            ]
        )
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

    def row_genders(self) -> Genders:
        """Each row's gender, as chosen or guessed."""
        return GENDER_CHOICES[self.first_gender.currentIndex()], GENDER_CHOICES[self.second_gender.currentIndex()]

    def seat_genders(self) -> Genders:
        """The genders in seat order (as ``seat_names``)."""
        first, second = self.row_genders()
        return (first, second) if self._start_row() == 0 else (second, first)
