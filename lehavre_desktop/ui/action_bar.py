"""The strip under the table: what is happening, the choice being made, and the buttons."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSpinBox, QVBoxLayout, QWidget


class ActionBar(QWidget):
    confirmRequested = Signal()
    cancelRequested = Signal()
    previousRequested = Signal()
    nextRequested = Signal()
    sellRequested = Signal()
    passRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionBar")
        self.title = QLabel()
        self.title.setObjectName("ActionTitle")
        self.title.setWordWrap(True)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.chooser = QWidget()
        self.chooser_layout = QHBoxLayout(self.chooser)
        self.chooser_layout.setContentsMargins(0, 0, 0, 0)
        self.spins: dict[str, QSpinBox] = {}
        self.captions: dict[str, QLabel] = {}
        text = QVBoxLayout()
        text.setSpacing(2)
        text.addWidget(self.title)
        text.addWidget(self.detail)
        self.previous_button = QPushButton()
        self.next_button = QPushButton()
        self.confirm_button = QPushButton()
        self.cancel_button = QPushButton()
        self.sell_button = QPushButton()
        self.pass_button = QPushButton()
        self.confirm_button.setDefault(True)
        for button in (self.previous_button, self.next_button, self.confirm_button, self.cancel_button,
                       self.sell_button, self.pass_button):
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            button.setMinimumHeight(32)
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.previous_button.clicked.connect(self.previousRequested)
        self.next_button.clicked.connect(self.nextRequested)
        self.confirm_button.clicked.connect(self.confirmRequested)
        self.cancel_button.clicked.connect(self.cancelRequested)
        self.sell_button.clicked.connect(self.sellRequested)
        self.pass_button.clicked.connect(self.passRequested)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addLayout(text, 1)
        layout.addWidget(self.chooser)
        for button in (self.previous_button, self.next_button, self.sell_button, self.pass_button,
                       self.cancel_button, self.confirm_button):
            layout.addWidget(button)
        self.retranslate_ui()
        self.show_buttons()

    def retranslate_ui(self) -> None:
        self.previous_button.setText(self.tr("◀ Other choice"))
        self.previous_button.setToolTip(self.tr("Previous choice (Page Up)"))
        self.next_button.setText(self.tr("Other choice ▶"))
        self.next_button.setToolTip(self.tr("Next choice (Page Down)"))
        self.confirm_button.setText(self.tr("Confirm"))
        self.confirm_button.setToolTip(self.tr("Carry out the action (Enter)"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Drop this action (Esc)"))
        self.pass_button.setText(self.tr("Pass"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def show_buttons(self, choose: bool = False, confirm: bool = False, cancel: bool = False,
                     sell_text: str | None = None, can_pass: bool = False, confirm_enabled: bool = True) -> None:
        self.previous_button.setVisible(choose)
        self.next_button.setVisible(choose)
        self.confirm_button.setVisible(confirm)
        self.confirm_button.setEnabled(confirm_enabled)
        self.cancel_button.setVisible(cancel)
        self.sell_button.setVisible(sell_text is not None)
        if sell_text is not None:
            self.sell_button.setText(sell_text)
        self.pass_button.setVisible(can_pass)

    def set_counts(self, fields: list[tuple[str, str, int, int]], on_change: Callable[[str, int], None]) -> None:
        """A spin box per (key, label, value, maximum): the compact way to shape a choice."""
        if [f[0] for f in fields] == list(self.spins):
            # Same numbers as before: update them in place, so the keyboard focus stays put.
            for key, label, value, maximum in fields:
                self.captions[key].setText(label)
                spin = self.spins[key]
                spin.blockSignals(True)
                spin.setRange(0, maximum)
                spin.setValue(value)
                spin.blockSignals(False)
            self.chooser.setVisible(bool(fields))
            return
        while self.chooser_layout.count():
            item = self.chooser_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.spins = {}
        self.captions = {}
        for key, label, value, maximum in fields:
            caption = QLabel(label)
            spin = QSpinBox()
            spin.setRange(0, maximum)
            spin.setValue(value)
            spin.setAccessibleName(label)
            spin.valueChanged.connect(lambda new, k=key: on_change(k, new))
            caption.setBuddy(spin)
            self.chooser_layout.addWidget(caption)
            self.chooser_layout.addWidget(spin)
            self.spins[key] = spin
            self.captions[key] = caption
        self.chooser.setVisible(bool(fields))

    def set_text(self, title: str, detail: str = "") -> None:
        self.title.setText(title)
        self.detail.setText(detail)
        self.detail.setVisible(bool(detail))
