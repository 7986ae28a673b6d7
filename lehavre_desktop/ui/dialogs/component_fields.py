"""A number field of the component data dialog, and the goods' symbols that head its columns.

A field may be empty (the reconstruction stands; it shows greyed as the placeholder) and holds any text
typed, so that a refused one can say why. It steps like a spin box: its arrows with the mouse, Up and Down
(Page Up and Page Down by ten) from the keyboard, the wheel once it has the focus; a step starts from the
number shown, typed or greyed.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFocusEvent, QPainter, QPixmap, QValidator, QWheelEvent
from PySide6.QtWidgets import QAbstractSpinBox, QWidget

from ..board.tile import Icon, draw_icon
from .component_draft import MAX_TYPED_DIGITS, FieldKey, typed_number

# Wide enough for four digits beside the arrows, in every theme's font.
FIELD_CHARACTERS = "00000"


class NumberField(QAbstractSpinBox):
    """One number of the table; ``edited`` carries its key and text after each change by the owner."""

    edited = Signal(object, str)
    focusEntered = Signal(object)  # its key: the table scrolls it into view

    def __init__(self, key: FieldKey, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self._quiet = False
        self.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the wheel scrolls the table until a field is chosen
        self.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToPreviousValue)
        line = self.lineEdit()
        line.setMaxLength(MAX_TYPED_DIGITS)
        line.textChanged.connect(self._changed)
        width = self.fontMetrics().horizontalAdvance(FIELD_CHARACTERS)
        self.setMinimumWidth(
            width + 2 * self.style().pixelMetric(self.style().PixelMetric.PM_SpinBoxSliderHeight, None, self) + 12
        )

    def text(self) -> str:
        return self.lineEdit().text()

    def show_text(self, text: str, placeholder: str) -> None:
        """What the draft holds for this field, without reporting it back as an edit."""
        self._quiet = True
        try:
            if self.lineEdit().text() != text:
                self.lineEdit().setText(text)
            self.lineEdit().setPlaceholderText(placeholder)
        finally:
            self._quiet = False

    def _changed(self, text: str) -> None:
        if not self._quiet:
            self.edited.emit(self.key, text)

    def _shown_number(self) -> int | None:
        """The number a step starts from: the one typed, else the greyed one, else 0; None for other text."""
        text = self.lineEdit().text().strip() or self.lineEdit().placeholderText().strip()
        number = typed_number(text) if text else 0
        return number if isinstance(number, int) else None

    # ---- a spin box without a value of its own ------------------------------------------------
    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        return QValidator.State.Acceptable, text, pos  # every text is kept: the dialog says what is wrong with it

    def fixup(self, text: str) -> str:
        return text

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:
        number = self._shown_number()
        if number is None:
            return QAbstractSpinBox.StepEnabledFlag.StepNone
        flags = QAbstractSpinBox.StepEnabledFlag.StepUpEnabled
        if number > 0:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
        return flags

    def stepBy(self, steps: int) -> None:
        number = self._shown_number()
        if number is None:
            return
        self.lineEdit().setText(str(max(0, number + steps)))
        self.lineEdit().selectAll()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.focusEntered.emit(self.key)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if not self.hasFocus():
            event.ignore()  # to the scroll area around the table
            return
        super().wheelEvent(event)


def icon_pixmap(icon: Icon, size: int, device_ratio: float) -> QPixmap:
    """A good's (or food's, a franc's, the Dock's) symbol as the tiles draw it."""
    pixmap = QPixmap(QSize(size, size) * device_ratio)
    pixmap.setDevicePixelRatio(device_ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    draw_icon(painter, icon, QRectF(1, 1, size - 2, size - 2))
    painter.end()
    return pixmap
