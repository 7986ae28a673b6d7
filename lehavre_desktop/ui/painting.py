"""Drawing helpers shared by the board items: good icons, francs, arrows, and text laid out as runs.

Every text an item paints is first laid out as a ``TextRun`` (the text, the font it is set in
and the rectangle it must fit). The item paints its runs, and the same runs tell a test how
large each text is on screen and whether it fits: ``text_runs()`` on the board items.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from ..engine import GOODS, Good
from . import theme

CENTER = Qt.AlignmentFlag.AlignCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
WRAP = int(Qt.TextFlag.TextWordWrap)


@dataclass(frozen=True)
class TextRun:
    """One text as an item paints it, in the item's coordinates."""

    role: str  # what the text is: "name", "cost", "value", "sector", "warehouse", "function", ...
    text: str
    font: QFont
    rect: QRectF
    flags: int = int(CENTER)

    def fits(self) -> bool:
        bounds = QFontMetricsF(self.font).boundingRect(self.rect, self.flags, self.text)
        return bounds.width() <= self.rect.width() + 0.75 and bounds.height() <= self.rect.height() + 0.75

    def draw(self, painter: QPainter, colour: QColor) -> None:
        painter.setFont(self.font)
        painter.setPen(colour)
        painter.drawText(self.rect, self.flags, self.text)


@lru_cache(maxsize=8192)
def _fitted_px(text: str, width: float, height: float, max_px: int, min_px: int, bold: bool, wrap: bool) -> int:
    rect = QRectF(0, 0, width, height)
    flags = WRAP if wrap else 0
    for size in range(max_px, min_px, -1):
        bounds = QFontMetricsF(theme.board_font(size, bold)).boundingRect(rect, flags, text)
        if bounds.width() <= width + 0.5 and bounds.height() <= height + 0.5:
            return size
    return min_px


def fitted_px(
    text: str, rect: QRectF, max_px: int, min_px: int = theme.MIN_TEXT_PX, bold: bool = False, wrap: bool = False
) -> int:
    """The largest pixel size (down to ``min_px``) in which ``text`` fits ``rect``; remembered, as the
    same texts are measured again and again."""
    return _fitted_px(text, round(rect.width(), 2), round(rect.height(), 2), int(max_px), int(min_px), bold, wrap)


def fit_run(
    role: str,
    text: str,
    rect: QRectF,
    max_px: int,
    min_px: int = theme.MIN_TEXT_PX,
    bold: bool = False,
    align: Qt.AlignmentFlag = CENTER,
    wrap: bool = False,
) -> TextRun:
    px = fitted_px(text, rect, max_px, min_px, bold, wrap)
    return TextRun(role, text, theme.board_font(px, bold), QRectF(rect), int(align) | (WRAP if wrap else 0))


def text_width(text: str, px: int, bold: bool = False) -> float:
    return QFontMetricsF(theme.board_font(px, bold)).horizontalAdvance(text)


def lines_needed(text: str, width: float, px: int, bold: bool = False) -> int:
    """How many lines ``text`` takes when wrapped at words into ``width``."""
    font = theme.board_font(px, bold)
    metrics = QFontMetricsF(font)
    bounds = metrics.boundingRect(QRectF(0, 0, width, 10_000), WRAP, text)
    return max(1, round(bounds.height() / metrics.lineSpacing()))


# ---- icons -----------------------------------------------------------------------------------


def good_path(good: Good, rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    shape = theme.GOOD_SHAPES[good]
    if shape == "circle":
        path.addEllipse(rect)
    elif shape == "square":
        inset = rect.width() * 0.06
        path.addRoundedRect(rect.adjusted(inset, inset, -inset, -inset), rect.width() * 0.1, rect.width() * 0.1)
    elif shape == "triangle":
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(rect.center().x(), rect.top()),
                    rect.bottomRight(),
                    rect.bottomLeft(),
                ]
            )
        )
        path.closeSubpath()
    else:
        c = rect.center()
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), rect.top()),
                    QPointF(rect.right(), c.y()),
                    QPointF(c.x(), rect.bottom()),
                    QPointF(rect.left(), c.y()),
                ]
            )
        )
        path.closeSubpath()
    return path


def draw_good(painter: QPainter, good: Good, rect: QRectF, outline: QColor | None = None) -> None:
    palette = theme.current()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QBrush(palette.good_colours[good]))
    painter.setPen(QPen(outline or palette.ink, max(1.0, rect.width() / 14)))
    painter.drawPath(good_path(good, rect))
    painter.restore()


def draw_ghost_good(painter: QPainter, good: Good, rect: QRectF) -> None:
    """A proposed place for a marker: the good's shape, hollow, in the preview colour, over a pale fill of the
    good's own colour."""
    palette = theme.current()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = good_path(good, rect.adjusted(2, 2, -2, -2))
    fill = QColor(palette.good_colours[good])
    fill.setAlpha(90)
    painter.setBrush(fill)
    painter.setPen(QPen(palette.halo, max(5.0, rect.width() / 4.5)))
    painter.drawPath(path)
    painter.setPen(
        QPen(
            palette.preview,
            max(3.0, rect.width() / 8),
            Qt.PenStyle.SolidLine,
            Qt.PenCapStyle.RoundCap,
            Qt.PenJoinStyle.RoundJoin,
        )
    )
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.restore()


def draw_handle_ring(painter: QPainter, rect: QRectF) -> None:
    """A marker that can be dragged in this choice, although the choice shown leaves it where it is."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(theme.current().preview, max(2.0, rect.width() / 12), Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(rect)
    painter.restore()


def draw_food(painter: QPainter, rect: QRectF) -> None:
    """Food: half fish, half grain, so it reads as 'either'."""
    palette = theme.current()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(palette.ink, max(1.0, rect.width() / 14)))
    painter.setBrush(palette.good_colours[Good.FISH])
    painter.drawPie(rect, 90 * 16, 180 * 16)
    painter.setBrush(palette.good_colours[Good.GRAIN])
    painter.drawPie(rect, 270 * 16, 180 * 16)
    painter.restore()


def draw_franc(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    palette = theme.current()
    painter.setBrush(palette.franc_colour)
    painter.setPen(QPen(palette.on_highlight, max(1.0, rect.width() / 14)))
    painter.drawEllipse(rect)
    painter.setFont(theme.board_font(max(6, int(rect.height() * 0.66)), bold=True))
    painter.setPen(palette.on_highlight)
    painter.drawText(rect, CENTER, "F")
    painter.restore()


def draw_any_marker(painter: QPainter, rect: QRectF) -> None:
    """'Any markers': the four goods' shapes, small, two by two."""
    half = rect.width() / 2
    for index, good in enumerate(GOODS):
        cell = QRectF(rect.left() + (index % 2) * half, rect.top() + (index // 2) * half, half, half)
        draw_good(painter, good, cell.adjusted(1, 1, -1, -1))


def draw_lock(painter: QPainter, rect: QRectF) -> None:
    palette = theme.current()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(palette.ink, max(1.2, rect.width() / 9))
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    shackle = QRectF(rect.left() + rect.width() * 0.22, rect.top(), rect.width() * 0.56, rect.height() * 0.6)
    painter.drawArc(shackle, 0, 180 * 16)
    body = QRectF(rect.left(), rect.top() + rect.height() * 0.38, rect.width(), rect.height() * 0.62)
    painter.setBrush(palette.lock_colour)
    painter.drawRoundedRect(body, 2, 2)
    painter.restore()


def draw_anchor(painter: QPainter, rect: QRectF) -> None:
    """The Dock symbol."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(theme.current().ink, max(1.2, rect.width() / 8)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    cx = rect.center().x()
    painter.drawEllipse(QRectF(cx - rect.width() * 0.12, rect.top(), rect.width() * 0.24, rect.width() * 0.24))
    painter.drawLine(QPointF(cx, rect.top() + rect.width() * 0.24), QPointF(cx, rect.bottom()))
    painter.drawLine(
        QPointF(rect.left() + rect.width() * 0.2, rect.top() + rect.height() * 0.45),
        QPointF(rect.right() - rect.width() * 0.2, rect.top() + rect.height() * 0.45),
    )
    path = QPainterPath()
    path.moveTo(rect.left(), rect.top() + rect.height() * 0.62)
    path.quadTo(
        QPointF(cx, rect.bottom() + rect.height() * 0.25), QPointF(rect.right(), rect.top() + rect.height() * 0.62)
    )
    painter.drawPath(path)
    painter.restore()


def arrow_path(start: QPointF, end: QPointF, head: float, bow: float = 0.0) -> QPainterPath:
    """An arrow from ``start`` to ``end`` with a filled head of length ``head``; ``bow`` bends the shaft that far
    to its left (negative: to its right), at most half its length, so that arrows along one row stay apart."""
    path = QPainterPath()
    dx, dy = end.x() - start.x(), end.y() - start.y()
    length = math.hypot(dx, dy)
    if length < 1:
        return path
    nx, ny = dy / length, -dx / length  # the shaft's left, on screen (y down)
    bend = max(-length / 2, min(length / 2, bow))
    control = QPointF((start.x() + end.x()) / 2 + nx * 2 * bend, (start.y() + end.y()) / 2 + ny * 2 * bend)
    # The head points along the curve's last stretch, from the control point to the end.
    tx, ty = end.x() - control.x(), end.y() - control.y()
    tangent = max(1e-6, math.hypot(tx, ty))
    ux, uy = tx / tangent, ty / tangent
    base = QPointF(end.x() - ux * head, end.y() - uy * head)
    path.moveTo(start)
    path.quadTo(control, base)
    wing = head * 0.55
    path.addPolygon(
        QPolygonF(
            [
                end,
                QPointF(base.x() - uy * wing, base.y() + ux * wing),
                QPointF(base.x() + uy * wing, base.y() - ux * wing),
                end,
            ]
        )
    )
    return path
