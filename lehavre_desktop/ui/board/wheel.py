"""A player's wheel: the dial (six sectors, round letters, the pointer) and one row per sector.

The dial shows the board as it lies: the pointer at the round's letter, each wedge tinted and
labelled with its sector. The rows beside it list the buildings by sector, 0 at the top and x4+
at the bottom, then the sale strip: when the wheel turns, every building moves one row down and
the ones in x4+ are sold. The owner's buildings are separate chip items the scene puts in the rows.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine import ROUND_LETTERS, SECTOR_LABELS
from ...i18n.forms import Letter, Number
from .. import theme
from ..painting import LEFT, TextRun, draw_franc, fit_run
from .geometry import (
    DIAL_BLOCK,
    LETTER_RADIUS,
    WHEEL_RADIUS,
    badge_rect,
    chip_rects,
    letter_angle,
    polar,
    rows_area,
    sector_rows,
    tray_rect,
    wheel_center,
)

BISECTORS = (0.0, 60.0, 120.0, 180.0, 240.0, 300.0)
SALE = 5


def age_at(pointer: float, bisector: float) -> int:
    """Which sector (by age, 5 = sale) the wedge with this bisector is, for this pointer angle."""
    return round(((pointer - 30.0 - bisector) % 360.0) / 60.0) % 6


def sector_label(age: int) -> str:
    if age == SALE:
        return QCoreApplication.translate("Board", "Sale")
    return "×" + SECTOR_LABELS[age] if age else "0"


def sector_tooltip(age: int) -> str:
    """What lying in a sector means, in one sentence."""
    if age == 0:
        return QCoreApplication.translate(
            "Board", "Sector 0: a building just built or used lies here and cannot be used until the wheel turns."
        )
    if age == SALE:
        return QCoreApplication.translate(
            "Board", "Sale: when the wheel turns at the end of the round, the buildings in ×4+ come here and are sold."
        )
    if age == 4:
        return QCoreApplication.translate(
            "Board",
            "Sector ×4+: a building here works with N = 4 and its user also gets a bonus franc. When the "
            "wheel turns, it is sold.",
        )
    return QCoreApplication.translate("Board", "Sector ×{n}: a building here works with N = {n}.").format(
        n=Number(int(SECTOR_LABELS[age]))
    )


class WheelItem(QGraphicsObject):
    """Drawn in local coordinates around the dial's centre (0, 0)."""

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
        self.counts: tuple[int, ...] = (0, 0, 0, 0, 0)
        self._origin = wheel_center(seat)
        self._area = rows_area(seat)
        self._rows, self._sale, self._line = sector_rows(self._area, self.counts)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # ---- state --------------------------------------------------------------------------
    @property
    def pointer(self) -> float:
        return self._pointer

    def set_pointer(self, angle: float, duration_ms: int = 0) -> None:
        if abs(angle - self._pointer) < 0.1 and self._animation.state() != QVariantAnimation.State.Running:
            return
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
        self.update(self._dial_rect())

    def set_counts(self, counts: Sequence[int]) -> None:
        """How many buildings lie in each sector (by age 0-4): the rows make room for them."""
        counts = tuple(counts)
        if counts == self.counts:
            return
        self.counts = counts
        rows = sector_rows(self._area, counts)
        if rows[0] != self._rows:
            self._rows, self._sale, self._line = rows
            self.update()

    # ---- geometry -----------------------------------------------------------------------
    def _local(self, rect: QRectF) -> QRectF:
        return rect.translated(-self._origin)

    def _dial_rect(self) -> QRectF:
        half = DIAL_BLOCK / 2
        return QRectF(-half, -half, DIAL_BLOCK, DIAL_BLOCK)

    def boundingRect(self) -> QRectF:
        return self._dial_rect().united(self._local(self._area)).adjusted(-2, -2, 2, 2)

    def row_rect(self, age: int) -> QRectF:
        """A sector's row in scene coordinates (age 5: the sale strip)."""
        return QRectF(self._sale) if age == SALE else QRectF(self._rows[age])

    def chip_places(self, age: int, count: int) -> list[QRectF]:
        """Scene rectangles for ``count`` buildings in that sector's row."""
        return chip_rects(self._rows[age], self.seat, count, self._line)

    # ---- texts --------------------------------------------------------------------------
    def _dial_runs(self) -> list[TextRun]:
        runs = []
        for bisector in BISECTORS:
            age = age_at(self._pointer, bisector)
            if age != SALE:
                runs.append(fit_run("sector", sector_label(age), tray_rect(QPointF(0, 0), bisector), 23, bold=True))
        for position, letter in enumerate(self.letters):
            spot = polar(QPointF(0, 0), WHEEL_RADIUS, letter_angle(position))
            box = QRectF(spot.x() - LETTER_RADIUS, spot.y() - LETTER_RADIUS, 2 * LETTER_RADIUS, 2 * LETTER_RADIUS)
            runs.append(fit_run("letter", letter, box, 21, bold=True))
        return runs

    def _row_runs(self) -> list[TextRun]:
        runs = []
        for age, row in enumerate(self._rows):
            badge = self._local(badge_rect(row, self.seat))
            runs.append(fit_run("sector", sector_label(age), badge.adjusted(2, 0, -2, 0), 25, bold=True))
        sale = self._local(self._sale)
        runs.append(fit_run("sector", sector_label(SALE), sale.adjusted(44, 0, -8, 0), 21, bold=True, align=LEFT))
        return runs

    def text_runs(self) -> list[TextRun]:
        """Every text the wheel paints (item coordinates)."""
        return self._dial_runs() + self._row_runs()

    # ---- painting -----------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_rows(painter)
        self._paint_dial(painter)

    def _paint_rows(self, painter: QPainter) -> None:
        palette = theme.current()
        for age, (row, run) in enumerate(zip(self._rows, self._row_runs(), strict=False)):
            local = self._local(row)
            fill = QColor(palette.sector_fills[age])
            painter.setPen(QPen(fill, 1.5))
            painter.setBrush(palette.table_dark)
            painter.drawRoundedRect(local, 6, 6)
            badge = self._local(badge_rect(row, self.seat))
            painter.setBrush(fill)
            painter.setPen(QPen(palette.ink, 1.2))
            painter.drawRoundedRect(badge, 6, 6)
            run.draw(painter, palette.ink)
        sale = self._local(self._sale)
        painter.setBrush(palette.warning)
        painter.setPen(QPen(palette.ink, 1.2))
        painter.drawRoundedRect(sale, 6, 6)
        draw_franc(painter, QRectF(sale.left() + 10, sale.center().y() - 12, 24, 24))
        self._row_runs()[-1].draw(painter, palette.on_table)

    def _paint_dial(self, painter: QPainter) -> None:
        palette = theme.current()
        centre = QPointF(0, 0)
        r = WHEEL_RADIUS
        disc = QRectF(-r, -r, 2 * r, 2 * r)
        painter.setPen(QPen(palette.ink, 2))
        painter.setBrush(palette.paper_dark)
        painter.drawEllipse(disc)
        for bisector in BISECTORS:
            age = age_at(self._pointer, bisector)
            path = QPainterPath(centre)
            path.arcTo(disc, bisector - 30.0, 60.0)
            path.closeSubpath()
            painter.setBrush(palette.sector_fills[age])
            painter.setPen(QPen(palette.ink_soft, 1))
            painter.drawPath(path)
            if age == SALE:
                spot = polar(centre, 52, bisector)
                draw_franc(painter, QRectF(spot.x() - 13, spot.y() - 13, 26, 26))
        # The pointer.
        tip = polar(centre, r - 12, self._pointer)
        left = polar(centre, 11, self._pointer + 90)
        right = polar(centre, 11, self._pointer - 90)
        painter.setBrush(palette.player_colours[self.seat])
        painter.setPen(QPen(palette.ink, 1.5))
        painter.drawPolygon(QPolygonF([tip, left, right]))
        painter.drawEllipse(centre, 12, 12)
        runs = self._dial_runs()
        labels = [run for run in runs if run.role == "sector"]
        letters = [run for run in runs if run.role == "letter"]
        for run in labels:
            run.draw(painter, palette.ink)
        for run in letters:
            painter.setBrush(QBrush(palette.paper))
            painter.setPen(QPen(palette.ink, 1.5))
            painter.drawEllipse(run.rect)
            run.draw(painter, palette.ink)

    # ---- hovering -----------------------------------------------------------------------
    def sector_at(self, pos: QPointF) -> int:
        """The age of the sector under ``pos`` (local coordinates): a wedge of the dial, a row, the sale strip;
        -1 if none."""
        distance = math.hypot(pos.x(), pos.y())
        if distance <= WHEEL_RADIUS:
            angle = math.degrees(math.atan2(-pos.y(), pos.x())) % 360.0
            bisector = (round(angle / 60.0) * 60.0) % 360.0
            return age_at(self._pointer, bisector)
        scene = pos + self._origin
        for age, row in enumerate(self._rows):
            if row.contains(scene):
                return age
        if self._sale.contains(scene):
            return SALE
        return -1

    def letter_at(self, pos: QPointF) -> int:
        """The position (0-5) of the round letter under ``pos``, or -1."""
        for position in range(6):
            spot = polar(QPointF(0, 0), WHEEL_RADIUS, letter_angle(position))
            if math.hypot(pos.x() - spot.x(), pos.y() - spot.y()) <= LETTER_RADIUS + 1:
                return position
        return -1

    def tooltip_at(self, pos: QPointF) -> str:
        position = self.letter_at(pos)
        if position >= 0:
            number = position + (1 if self.seat == 0 else 7)
            return QCoreApplication.translate(
                "Board",
                "Round {letter} (round {n} of 12): during this round the pointer stands here. It turns "
                "one sector at the end of every round.",
            ).format(letter=Letter(number - 1), n=Number(number))
        age = self.sector_at(pos)
        return sector_tooltip(age) if age >= 0 else ""

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setToolTip(self.tooltip_at(event.pos()))
        age = self.sector_at(event.pos())
        if age != self._hovered:
            self._hovered = age
            self.sectorHovered.emit(self.seat, age)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._hovered != -1:
            self._hovered = -1
            self.sectorHovered.emit(self.seat, -1)
