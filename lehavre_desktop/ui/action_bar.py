"""The strip under the table: what is happening, the choice being made, and the buttons.

The buttons sit beside the text while they leave it most of the width, and under it
otherwise (a narrow window, many buttons, or longer translations).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

# The buttons go under the text when they would take more than this share of the bar's width.
BESIDE_TEXT_SHARE = 0.45


class ActionBar(QWidget):
    confirmRequested = Signal()  # carry out the action and end the turn
    keepOpenRequested = Signal()  # carry out the action, keep the turn open to sell afterwards
    endTurnRequested = Signal()
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
        self.keep_open_button = QPushButton()
        self.end_turn_button = QPushButton()
        self.cancel_button = QPushButton()
        self.sell_button = QPushButton()
        self.pass_button = QPushButton()
        self.confirm_button.setDefault(True)
        self.end_turn_button.setDefault(True)
        for button in (self.previous_button, self.next_button, self.confirm_button, self.keep_open_button,
                       self.end_turn_button, self.cancel_button, self.sell_button, self.pass_button):
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            button.setMinimumHeight(32)
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.previous_button.clicked.connect(self.previousRequested)
        self.next_button.clicked.connect(self.nextRequested)
        self.confirm_button.clicked.connect(self.confirmRequested)
        self.keep_open_button.clicked.connect(self.keepOpenRequested)
        self.end_turn_button.clicked.connect(self.endTurnRequested)
        self.cancel_button.clicked.connect(self.cancelRequested)
        self.sell_button.clicked.connect(self.sellRequested)
        self.pass_button.clicked.connect(self.passRequested)
        # Two groups: shaping the choice, and acting on it. They share a row when it is wide enough.
        self.groups: tuple[tuple[QWidget, ...], ...] = (
            (self.chooser, self.previous_button, self.next_button),
            (self.sell_button, self.pass_button, self.cancel_button, self.keep_open_button, self.confirm_button,
             self.end_turn_button),
        )
        choosing, acting = QHBoxLayout(), QHBoxLayout()
        for layout, group in zip((choosing, acting), self.groups, strict=True):
            for widget in group:
                layout.addWidget(widget)
        # Layouts, not widgets, inside the bar: a button shown or hidden relays the bar out in one pass.
        self.controls_box = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.controls_box.addLayout(choosing)
        self.controls_box.addLayout(acting)
        self.controls_box.setAlignment(acting, Qt.AlignmentFlag.AlignRight)
        self.box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.box.setContentsMargins(10, 6, 10, 6)
        self.box.addLayout(text, 1)
        self.box.addLayout(self.controls_box)
        self.box.setAlignment(self.controls_box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.retranslate_ui()
        self.show_buttons()

    def retranslate_ui(self) -> None:
        self.previous_button.setText(self.tr("◀ Other choice"))
        self.previous_button.setToolTip(self.tr("Previous choice (Page Up)"))
        self.next_button.setText(self.tr("Other choice ▶"))
        self.next_button.setToolTip(self.tr("Next choice (Page Down)"))
        self.confirm_button.setText(self.tr("Confirm"))
        self.confirm_button.setToolTip(self.tr("Carry out the action and end your turn (Enter)"))
        self.keep_open_button.setText(self.tr("Confirm, keep turn open"))
        self.keep_open_button.setToolTip(self.tr(
            "Carry out the action but keep your turn open, to sell buildings afterwards (Shift+Enter)"))
        self.end_turn_button.setText(self.tr("End turn"))
        self.end_turn_button.setToolTip(self.tr("End your turn; the other player goes on (Enter)"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Drop this action (Esc)"))
        self.pass_button.setText(self.tr("Pass"))
        self.pass_button.setToolTip(self.tr("Pass and end your turn"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self._arrange()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()

    def _arrange(self) -> None:
        """Buttons beside the text, or under it in one row, or under it in two rows: the first that fits."""
        margins = self.box.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        rows = [self._row_width(group) for group in self.groups]
        one_row = sum(rows) + self.controls_box.spacing() * (sum(1 for width in rows if width) - 1)
        beside = one_row <= BESIDE_TEXT_SHARE * room
        inner = QBoxLayout.Direction.LeftToRight if one_row <= room else QBoxLayout.Direction.TopToBottom
        if self.controls_box.direction() != inner:
            self.controls_box.setDirection(inner)
        outer = QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
        if self.box.direction() != outer:
            self.box.setDirection(outer)

    @staticmethod
    def _row_width(widgets: tuple[QWidget, ...]) -> int:
        """The width a row of these widgets asks for (hidden ones take none); read afresh, not from a layout."""
        shown = [widget for widget in widgets if not widget.isHidden()]
        spacing = shown[0].style().layoutSpacing(QSizePolicy.ControlType.PushButton,
                                                 QSizePolicy.ControlType.PushButton,
                                                 Qt.Orientation.Horizontal) if shown else 0
        return sum(widget.sizeHint().width() for widget in shown) + spacing * max(len(shown) - 1, 0)

    def show_buttons(self, choose: bool = False, confirm: bool = False, cancel: bool = False,
                     sell_text: str | None = None, can_pass: bool = False, end_turn: bool = False) -> None:
        """``confirm`` shows both ways to confirm: ending the turn, and keeping it open."""
        self.previous_button.setVisible(choose)
        self.next_button.setVisible(choose)
        self.confirm_button.setVisible(confirm)
        self.keep_open_button.setVisible(confirm)
        self.end_turn_button.setVisible(end_turn)
        self.cancel_button.setVisible(cancel)
        self.sell_button.setVisible(sell_text is not None)
        if sell_text is not None:
            self.sell_button.setText(sell_text)
        self.pass_button.setVisible(can_pass)
        self._arrange()

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
            self._arrange()
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
        self._arrange()

    def set_text(self, title: str, detail: str = "") -> None:
        self.title.setText(title)
        self.detail.setText(detail)
        self.detail.setVisible(bool(detail))
