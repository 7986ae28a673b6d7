"""The marks beside a seat's choices: a person's head and shoulders, and the computer's robot as the player's
header shows it, drawn by the program in the dialog's text colour at the screen's pixel ratio."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPixmap

from ..board.panels import draw_computer_mark


def draw_person_mark(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A person: a round head over the curve of the shoulders, filled in ``colour``."""
    unit = rect.width()
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    head = unit * 0.3
    painter.drawEllipse(QPointF(rect.center().x(), rect.top() + unit * 0.3), head / 1.1, head / 1.1)
    shoulders = QPainterPath()
    left, right, bottom = rect.left() + unit * 0.12, rect.right() - unit * 0.12, rect.top() + unit * 0.94
    shoulders.moveTo(left, bottom)
    shoulders.cubicTo(left, rect.top() + unit * 0.6, right, rect.top() + unit * 0.6, right, bottom)
    shoulders.closeSubpath()
    painter.drawPath(shoulders)
    painter.restore()


def seat_icon(computer: bool, colour: QColor, side: int, ratio: float) -> QIcon:
    """The mark of a person or of the computer, ``side`` pixels square on a screen of pixel ratio ``ratio``."""
    pixmap = QPixmap(round(side * ratio), round(side * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    (draw_computer_mark if computer else draw_person_mark)(painter, QRectF(0, 0, side, side), colour)
    painter.end()
    return QIcon(pixmap)
