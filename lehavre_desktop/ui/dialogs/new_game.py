"""Who plays, and who starts."""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from ...session.players import are_default_names, default_names

MAX_NAME = 24


class NewGameDialog(QDialog):
    def __init__(self, names: tuple[str, str], parent: QWidget | None = None, rng: random.Random | None = None) -> None:
        super().__init__(parent)
        self._rng = rng or random.Random()
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        # Default names stay out of the fields: they show greyed, and typing a name replaces them.
        named = not are_default_names(names)
        self.first = QLineEdit(names[0] if named else "")
        self.second = QLineEdit(names[1] if named else "")
        for edit in (self.first, self.second):
            edit.setMaxLength(MAX_NAME)
            edit.textChanged.connect(self._update)
        self.starter = QComboBox()
        self.first_label = QLabel()
        self.second_label = QLabel()
        self.starter_label = QLabel()
        form = QFormLayout()
        form.addRow(self.first_label, self.first)
        form.addRow(self.second_label, self.second)
        form.addRow(self.starter_label, self.starter)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.intro.setText(self.tr(
            "Two players share this computer. The start player takes the A–F board; the other player takes "
            "the G–L board."))
        self.first_label.setText(self.tr("First player:"))
        self.second_label.setText(self.tr("Second player:"))
        self.starter_label.setText(self.tr("Start player:"))
        defaults = default_names()
        self.first.setPlaceholderText(defaults[0])
        self.second.setPlaceholderText(defaults[1])
        self._update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _names(self) -> tuple[str, str]:
        defaults = default_names()
        return self.first.text().strip() or defaults[0], self.second.text().strip() or defaults[1]

    def _update(self) -> None:
        index = max(0, self.starter.currentIndex())
        first, second = self._names()
        self.starter.blockSignals(True)
        self.starter.clear()
        self.starter.addItems([self.tr("{name} starts").format(name=first),
                               self.tr("{name} starts").format(name=second),
                               self.tr("Random")])
        self.starter.setCurrentIndex(index)
        self.starter.blockSignals(False)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self._names()[0] != self._names()[1])

    def seat_names(self) -> tuple[str, str]:
        """The names in seat order: seat 0 starts."""
        first, second = self._names()
        choice = self.starter.currentIndex()
        if choice == 2:
            choice = self._rng.randrange(2)
        return (first, second) if choice == 0 else (second, first)
