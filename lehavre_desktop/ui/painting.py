"""Drawing helpers shared by the board items: good icons, francs, text that always fits."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from ..engine import Good
from . import theme


def good_path(good: Good, rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    shape = theme.GOOD_SHAPES[good]
    if shape == "circle":
        path.addEllipse(rect)
    elif shape == "square":
        path.addRoundedRect(rect.adjusted(1, 1, -1, -1), 2, 2)
    elif shape == "triangle":
        path.addPolygon(QPolygonF([
            QPointF(rect.center().x(), rect.top()), rect.bottomRight(), rect.bottomLeft(),
        ]))
        path.closeSubpath()
    else:
        c = rect.center()
        path.addPolygon(QPolygonF([
            QPointF(c.x(), rect.top()), QPointF(rect.right(), c.y()),
            QPointF(c.x(), rect.bottom()), QPointF(rect.left(), c.y()),
        ]))
        path.closeSubpath()
    return path


def draw_good(painter: QPainter, good: Good, rect: QRectF, outline: QColor | None = None) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QBrush(theme.GOOD_COLOURS[good]))
    painter.setPen(QPen(outline or theme.INK, max(1.0, rect.width() / 14)))
    painter.drawPath(good_path(good, rect))
    painter.restore()


def draw_food(painter: QPainter, rect: QRectF) -> None:
    """Food: half fish, half grain, so it reads as 'either'."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(theme.INK, max(1.0, rect.width() / 14)))
    painter.setBrush(theme.GOOD_COLOURS[Good.FISH])
    painter.drawPie(rect, 90 * 16, 180 * 16)
    painter.setBrush(theme.GOOD_COLOURS[Good.GRAIN])
    painter.drawPie(rect, 270 * 16, 180 * 16)
    painter.restore()


def draw_franc(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(theme.FRANC_COLOUR)
    painter.setPen(QPen(theme.INK, max(1.0, rect.width() / 14)))
    painter.drawEllipse(rect)
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(6, int(rect.height() * 0.62)))
    painter.setFont(font)
    painter.setPen(theme.INK)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "F")
    painter.restore()


@lru_cache(maxsize=4096)
def _fitted_size(font_key: str, text: str, width: float, height: float, max_px: int, min_px: int,
                 wrap: bool) -> int:
    font = QFont()
    font.fromString(font_key)
    rect = QRectF(0, 0, width, height)
    flags = int(Qt.TextFlag.TextWordWrap) if wrap else 0
    for size in range(max_px, min_px, -1):
        font.setPixelSize(size)
        bounds = QFontMetricsF(font).boundingRect(rect, flags, text)
        if bounds.width() <= width + 0.5 and bounds.height() <= height + 0.5:
            return size
    return min_px


def fitted_font(base: QFont, text: str, rect: QRectF, max_px: float, min_px: float = 6.0,
                wrap: bool = True) -> QFont:
    """The largest font (down to min_px) in which ``text`` fits ``rect``, wrapping at words.

    Measuring text is the dearest part of painting the table, and the same texts are
    painted again and again, so the answer is remembered.
    """
    font = QFont(base)
    font.setPixelSize(_fitted_size(base.toString(), text, rect.width(), rect.height(), int(max_px), int(min_px),
                                   wrap))
    return font


def draw_fitted_text(painter: QPainter, rect: QRectF, text: str, max_px: float, min_px: float = 6.0,
                     align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, bold: bool = False,
                     wrap: bool = True) -> None:
    base = QFont(painter.font())
    base.setBold(bold)
    font = fitted_font(base, text, rect, max_px, min_px, wrap)
    painter.save()
    painter.setFont(font)
    flags = int(align) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)
    painter.drawText(rect, flags, text)
    painter.restore()
