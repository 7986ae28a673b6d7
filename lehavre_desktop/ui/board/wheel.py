"""A player's wheel board: six sectors, letters, the pointer and the sector values."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneHoverEvent, QStyleOptionGraphicsItem, QWidget

from ...engine.catalog import ROUND_LETTERS, SECTOR_LABELS
from .. import theme
from ..painting import draw_fitted_text
from .geometry import TRAY_HEADER, WHEEL_RADIUS, letter_angle, polar, tray_rect

BISECTORS = (0.0, 60.0, 120.0, 180.0, 240.0, 300.0)


def age_at(pointer: float, bisector: float) -> int:
    """Which sector (by age, 5 = sale) the wedge with this bisector is, for this pointer angle."""
    return round(((pointer - 30.0 - bisector) % 360.0) / 60.0) % 6


def sector_label(age: int) -> str:
    if age == 5:
        return QCoreApplication.translate("Board", "Sale")
    return "×" + SECTOR_LABELS[age] if age else "0"


class WheelItem(QGraphicsObject):
    """Drawn in local coordinates around (0, 0); the owner's buildings are separate chip items."""

    sectorHovered = Signal(int, int)  # seat, age of the sector under the mouse (-1: none)

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.setAcceptHoverEvents(True)
        self._hovered = -1
        self.seat = seat
        self.letters = ROUND_LETTERS[:6] if seat == 0 else ROUND_LETTERS[6:]
        self._pointer = letter_angle(0)
        self._animation = QVariantAnimation(self)
        self._animation.valueChanged.connect(self._on_animate)

    @property
    def pointer(self) -> float:
        return self._pointer

    def set_pointer(self, angle: float, duration_ms: int = 0) -> None:
        self._animation.stop()
        if duration_ms <= 0 or abs(angle - self._pointer) < 0.1:
            self._pointer = angle
            self.update()
            return
        start = self._pointer
        # Always turn counterclockwise, as the physical pointer does.
        while angle < start:
            angle += 360.0
        self._animation.setStartValue(start)
        self._animation.setEndValue(angle)
        self._animation.setDuration(duration_ms)
        self._animation.start()

    def _on_animate(self, value: object) -> None:
        assert isinstance(value, float)
        self._pointer = value % 360.0
        self.update()

    def boundingRect(self) -> QRectF:
        r = WHEEL_RADIUS + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        centre = QPointF(0, 0)
        r = WHEEL_RADIUS
        disc = QRectF(-r, -r, 2 * r, 2 * r)
        painter.setPen(QPen(theme.INK, 2))
        painter.setBrush(theme.PAPER_DARK)
        painter.drawEllipse(disc)
        # Wedges, tinted by their current sector value.
        for bisector in BISECTORS:
            age = age_at(self._pointer, bisector)
            path = QPainterPath(centre)
            path.arcTo(disc, bisector - 30.0, 60.0)
            path.closeSubpath()
            painter.setBrush(theme.SECTOR_FILLS[age])
            painter.setPen(QPen(theme.INK_SOFT, 1))
            painter.drawPath(path)
        # The pointer.
        tip = polar(centre, r - 16, self._pointer)
        left = polar(centre, 12, self._pointer + 90)
        right = polar(centre, 12, self._pointer - 90)
        painter.setBrush(theme.PLAYER_COLOURS[self.seat])
        painter.setPen(QPen(theme.INK, 1.5))
        painter.drawPolygon(QPolygonF([tip, left, right]))
        painter.drawEllipse(centre, 14, 14)
        # Trays with their sector value.
        for bisector in BISECTORS:
            age = age_at(self._pointer, bisector)
            tray = tray_rect(centre, bisector)
            painter.setBrush(QColor(255, 255, 255, 150))
            painter.setPen(QPen(theme.INK_SOFT, 1))
            painter.drawRoundedRect(tray, 5, 5)
            header = QRectF(tray.left(), tray.top(), tray.width(), TRAY_HEADER)
            painter.setBrush(theme.WARNING if age == 5 else theme.INK)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(header, 5, 5)
            painter.setPen(theme.PAPER)
            draw_fitted_text(painter, header.adjusted(3, 0, -3, 0), sector_label(age), 14, 7, bold=True, wrap=False)
        # Letters at the rim, where the pointer points, each with its round number.
        first_round = 1 if self.seat == 0 else 7
        for position, letter in enumerate(self.letters):
            spot = polar(centre, r - 2, letter_angle(position))
            badge = QRectF(spot.x() - 12, spot.y() - 12, 24, 24)
            painter.setBrush(QBrush(theme.PAPER))
            painter.setPen(QPen(theme.INK, 1.5))
            painter.drawEllipse(badge)
            painter.setPen(theme.INK)
            draw_fitted_text(painter, badge, letter, 15, bold=True, wrap=False)
            number = polar(centre, r - 24, letter_angle(position) + 9)
            painter.setPen(theme.INK_SOFT)
            draw_fitted_text(painter, QRectF(number.x() - 9, number.y() - 7, 18, 14), str(first_round + position),
                             11, 6, bold=True, wrap=False)

    def sector_at(self, pos: QPointF) -> int:
        """The age of the sector whose tray is under ``pos`` (local coordinates), or -1."""
        for bisector in BISECTORS:
            if tray_rect(QPointF(0, 0), bisector).contains(pos):
                return age_at(self._pointer, bisector)
        return -1

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        age = self.sector_at(event.pos())
        if age != self._hovered:
            self._hovered = age
            self.sectorHovered.emit(self.seat, age)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._hovered != -1:
            self._hovered = -1
            self.sectorHovered.emit(self.seat, -1)
