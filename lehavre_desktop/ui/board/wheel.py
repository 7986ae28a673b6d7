"""A player's wheel, drawn as one piece: the dial (six sectors, round letters, the pointer), one row per sector
beside it, and under the dial the sale tray and the lock tray.

The dial shows the board as it lies: the pointer at the round's letter, each wedge tinted and labelled with its
sector. Each row is that wedge drawn out: its header is a tab of the wedge's tint with the same label, pointing at
the dial, and the wedge and its row light up together under the pointer. The rows list the buildings by sector,
0 at the top and x4+ at the bottom: when the wheel turns, the dial turns a sector and every building is carried
one row down; the ones in x4+ reach the sale tray, beside the dial's sale wedge, and are sold. Lock buildings
never lie on the wheel: they have a tray of their own, titled and marked with the lock. The owner's buildings
are separate chip items the scene puts in the places the wheel gives them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPainterPathStroker, QPen, QPolygonF
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
from ..painting import LEFT, TextRun, draw_franc, draw_lock, fit_run, fitted_px
from .geometry import (
    CHIP_HEIGHT,
    DIAL_BLOCK,
    LETTER_RADIUS,
    LOCK_GAP,
    LOCK_LABEL,
    TRAY_SIZE,
    WHEEL_RADIUS,
    RowsLayout,
    badge_rect,
    beside_area,
    letter_angle,
    lock_layout,
    lock_tray_rect,
    polar,
    rows_area,
    sale_tray_rect,
    sector_rows,
    tray_rect,
    wheel_center,
)

BISECTORS = (0.0, 60.0, 120.0, 180.0, 240.0, 300.0)
SALE = 5
SECTOR_PX = 23  # the sector labels' type, at most
TRAIL_RADIUS = WHEEL_RADIUS - 12  # the pointer's tip: the turn's trail follows it
TRAIL_WIDTH = 7.0  # 4.2 device pixels in the 1000 x 600 view of a 1024 x 768 window
TRAIL_CASING = 2.5  # the ink under it, wider by this: the trail keeps an edge on a wedge of its own hue
TRAIL_ALPHA = 0.6  # the trail lets the wedges it crosses show through: it marks the turn, it hides no label


def trail_stroke(path: QPainterPath, width: float) -> QPainterPath:
    """The area a round-capped line ``width`` wide along ``path`` covers."""
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    return stroker.createStroke(path).simplified()


def age_at(pointer: float, bisector: float) -> int:
    """Which sector (by age, 5 = sale) the wedge with this bisector is, for this pointer angle."""
    # (pointer - 30 - bisector) / 60 rounded half up: midway through a turn each wedge keeps an age of its own.
    return math.floor(((pointer - bisector) % 360.0) / 60.0) % 6


def sector_label(age: int) -> str:
    if age == SALE:
        return QCoreApplication.translate("Board", "Sale")
    return "×" + SECTOR_LABELS[age] if age else "0"


@lru_cache(maxsize=1)
def sector_label_px() -> int:
    """One size for every sector label, on the dial and on the rows' tabs: the largest at which the widest
    ("×4+") fits the room a label has: a dial's label box, as wide as a row's tab (whose label takes the whole tab)."""
    box = QRectF(0, 0, *TRAY_SIZE)
    return min(fitted_px(sector_label(age), box, SECTOR_PX, bold=True) for age in range(SALE))


def lock_tray_label() -> str:
    return QCoreApplication.translate("Board", "Beside the board")


def lock_tray_tooltip() -> str:
    return QCoreApplication.translate(
        "Board",
        "Lock buildings: they have no function and lie here, beside the board, never on the wheel. They are worth "
        "their value at the end, and you may sell them like any other building.",
    )


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
        self._animation.finished.connect(self._on_turned)
        self._trail_held = False  # the trail stays once the turn is over (the round change it shows goes on)
        self._kept_trail: tuple[float, float] | None = None
        self.trail_opacity = 1.0  # of the trail's own TRAIL_ALPHA: it fades once its round change has been told
        self.heights: tuple[tuple[float, ...], ...] = ((),) * 5
        self._origin = wheel_center(seat)
        self._area = rows_area(seat)
        self._sale = sale_tray_rect(seat)
        self._locks, self._lock_places, self.lock_scale = lock_layout(seat, ())
        self._lock_room = lock_tray_rect(seat)  # the most the tray may take
        self._layout: RowsLayout = sector_rows(self._area, seat, self.heights)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # ---- state --------------------------------------------------------------------------
    @property
    def pointer(self) -> float:
        return self._pointer

    @property
    def counts(self) -> tuple[int, ...]:
        """How many buildings lie in each sector (by age 0-4)."""
        return tuple(len(chips) for chips in self.heights)

    def set_pointer(self, angle: float, duration_ms: int = 0) -> None:
        if abs(angle - self._pointer) < 0.1 and self._animation.state() != QVariantAnimation.State.Running:
            return
        self._animation.stop()
        self._kept_trail = None
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

    def turn_trail(self) -> tuple[float, float] | None:
        """While the dial turns, and after it while the trail is held: the angles (counterclockwise, unwrapped) the
        pointer turned from and has reached, the arc its trail covers; None at rest."""
        if self._animation.state() != QVariantAnimation.State.Running:
            return self._kept_trail
        start, now = self._animation.startValue(), self._animation.currentValue()
        assert isinstance(start, float) and isinstance(now, float)
        return start, now

    def hold_trail(self) -> None:
        """The turn now under way leaves its trail on the dial once it is over, until ``release_trail``: the round
        change it belongs to is still being told (the banner). At rest there is no turn, and nothing to hold."""
        self._trail_held = self._animation.state() == QVariantAnimation.State.Running

    def fade_trail(self, opacity: float) -> None:
        """The held trail at ``opacity`` of its own (1: as the turn drew it)."""
        opacity = max(0.0, min(1.0, opacity))
        if opacity != self.trail_opacity:
            self.trail_opacity = opacity
            if self.turn_trail() is not None:
                self.update(self._dial_rect())

    def release_trail(self) -> None:
        """The round change is over: the trail goes."""
        shown = self.turn_trail() is not None
        self._trail_held, self._kept_trail, self.trail_opacity = False, None, 1.0
        if shown:
            self.update(self._dial_rect())

    def _on_turned(self) -> None:
        if self._trail_held:
            start, end = self._animation.startValue(), self._animation.endValue()
            assert isinstance(start, float) and isinstance(end, float)
            self._kept_trail = (start, end)
        self.update(self._dial_rect())

    def _on_animate(self, value: object) -> None:
        assert isinstance(value, float)
        self._pointer = value % 360.0
        self.update(self._dial_rect())

    def set_chips(self, heights: Sequence[Sequence[float]]) -> None:
        """The heights of the buildings' chips in each sector (by age 0-4), top down: the rows make room for them."""
        given = tuple(tuple(chips) for chips in heights)
        if given == self.heights:
            return
        self.heights = given
        layout = sector_rows(self._area, self.seat, given)
        if layout.rows != self._layout.rows:
            self.update()
        self._layout = layout

    def set_locks(self, heights: Sequence[float]) -> None:
        """The heights of the lock buildings' chips, top down: the lock tray holds them and room for one more."""
        tray, places, scale = lock_layout(self.seat, heights)
        if tray != self._locks:
            self.update()
        self._locks, self._lock_places, self.lock_scale = tray, places, scale

    def lock_places(self) -> list[QRectF]:
        """Scene rectangles for the lock buildings, top down (as ``set_locks`` gave them)."""
        return list(self._lock_places)

    # ---- geometry -----------------------------------------------------------------------
    def _local(self, rect: QRectF) -> QRectF:
        return rect.translated(-self._origin)

    def _dial_rect(self) -> QRectF:
        half = DIAL_BLOCK / 2
        return QRectF(-half, -half, DIAL_BLOCK, DIAL_BLOCK)

    def boundingRect(self) -> QRectF:
        whole = self._area.united(self._sale).united(self._lock_room)
        return self._dial_rect().united(self._local(whole)).adjusted(-3, -3, 3, 3)

    def row_rect(self, age: int) -> QRectF:
        """A sector's row in scene coordinates (age 5: the sale tray)."""
        return QRectF(self._sale) if age == SALE else QRectF(self._layout.rows[age])

    def lock_tray(self) -> QRectF:
        """The lock tray in scene coordinates."""
        return QRectF(self._locks)

    def chip_places(self, age: int) -> list[QRectF]:
        """Scene rectangles for the buildings in that sector's row, top down (as ``set_chips`` gave them)."""
        return list(self._layout.places[age])

    @property
    def chip_scale(self) -> float:
        """1, unless a wheel more crowded than any game makes must shrink its chips to fit."""
        return self._layout.scale

    def _tab(self, age: int) -> QPainterPath:
        """A row's header: a tab of its wedge's tint, pointing at the dial."""
        badge = self._local(badge_rect(self._layout.rows[age], self.seat))
        point = 9.0
        middle = badge.center().y()
        path = QPainterPath()
        if self.seat == 0:
            path.moveTo(badge.right(), badge.top())
            path.lineTo(badge.left() + point, badge.top())
            path.lineTo(badge.left(), middle)
            path.lineTo(badge.left() + point, badge.bottom())
            path.lineTo(badge.right(), badge.bottom())
        else:
            path.moveTo(badge.left(), badge.top())
            path.lineTo(badge.right() - point, badge.top())
            path.lineTo(badge.right(), middle)
            path.lineTo(badge.right() - point, badge.bottom())
            path.lineTo(badge.left(), badge.bottom())
        path.closeSubpath()
        return path

    # ---- texts --------------------------------------------------------------------------
    def _dial_runs(self) -> list[TextRun]:
        runs = []
        for bisector in BISECTORS:
            age = age_at(self._pointer, bisector)
            if age != SALE:
                box = tray_rect(QPointF(0, 0), bisector)
                runs.append(fit_run("sector", sector_label(age), box, sector_label_px(), bold=True))
        for position, letter in enumerate(self.letters):
            spot = polar(QPointF(0, 0), WHEEL_RADIUS, letter_angle(position))
            box = QRectF(spot.x() - LETTER_RADIUS, spot.y() - LETTER_RADIUS, 2 * LETTER_RADIUS, 2 * LETTER_RADIUS)
            runs.append(fit_run("letter", letter, box, 21, bold=True))
        return runs

    def _row_runs(self) -> list[TextRun]:
        runs = []
        for age, row in enumerate(self._layout.rows):
            badge = self._local(badge_rect(row, self.seat))
            box = QRectF(badge.left(), badge.center().y() - 16, badge.width(), 32)
            runs.append(fit_run("sector", sector_label(age), box, sector_label_px(), bold=True))
        sale = self._local(self._sale)
        sale_box = sale.adjusted(40, 0, -8, 0)
        runs.append(fit_run("sector", sector_label(SALE), sale_box, sector_label_px(), bold=True, align=LEFT))
        title = self._local(self._locks)
        title = QRectF(title.left() + 30, title.top(), title.width() - 36, LOCK_LABEL)
        runs.append(fit_run("sector", lock_tray_label(), title, 21, bold=True, align=LEFT))
        return runs

    def text_runs(self) -> list[TextRun]:
        """Every text the wheel paints (item coordinates)."""
        return self._dial_runs() + self._row_runs()

    # ---- painting -----------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        runs = self._row_runs()
        self._paint_plate(painter)
        self._paint_rows(painter, runs[:5])
        self._paint_trays(painter, runs[5], runs[6])
        self._paint_dial(painter)

    def _paint_plate(self, painter: QPainter) -> None:
        """The wheel's plate: one piece under the dial, its trays and its rows, as the board that holds the wheel."""
        palette = theme.current()
        plate = self._local(self._area.united(self._sale).united(self._locks)).united(self._dial_rect())
        plate = plate.adjusted(-3, -3, 3, 3)
        shade = QColor(palette.on_table)
        shade.setAlpha(70)
        fill = QColor(palette.table_dark)
        fill.setAlpha(150)
        painter.setPen(QPen(shade, 1.5))
        painter.setBrush(fill)
        painter.drawRoundedRect(plate, 10, 10)
        # The hub's ring under the dial, a little wider than it: the dial sits in the plate.
        ring = WHEEL_RADIUS + 6
        painter.setBrush(QColor(0, 0, 0, 50))
        painter.setPen(QPen(shade, 1.5))
        painter.drawEllipse(QPointF(0, 0), ring, ring)

    def _paint_rows(self, painter: QPainter, runs: list[TextRun]) -> None:
        palette = theme.current()
        for age, (row, run) in enumerate(zip(self._layout.rows, runs, strict=True)):
            local = self._local(row)
            fill = QColor(palette.sector_fills[age])
            lit = age == self._hovered
            painter.setPen(QPen(palette.ink if lit else fill, 2.5 if lit else 1.5))
            painter.setBrush(palette.table_dark)
            painter.drawRoundedRect(local, 6, 6)
            painter.setBrush(fill)
            painter.setPen(QPen(palette.ink, 1.2))
            painter.drawPath(self._tab(age))
            run.draw(painter, palette.ink)

    def _paint_trays(self, painter: QPainter, sale_run: TextRun, lock_run: TextRun) -> None:
        palette = theme.current()
        sale = self._local(self._sale)
        painter.setBrush(palette.sector_fills[SALE])
        painter.setPen(QPen(palette.ink, 2.5 if self._hovered == SALE else 1.2))
        painter.drawRoundedRect(sale, 6, 6)
        draw_franc(painter, QRectF(sale.left() + 9, sale.center().y() - 12, 24, 24))
        sale_run.draw(painter, palette.ink)
        locks = self._local(self._locks)
        painter.setBrush(palette.table_dark)
        painter.setPen(QPen(palette.lock_colour, 1.5))
        painter.drawRoundedRect(locks, 6, 6)
        band = QRectF(locks.left(), locks.top(), locks.width(), LOCK_LABEL)
        painter.setBrush(palette.paper_dark)
        painter.setPen(QPen(palette.ink, 1.2))
        painter.drawRoundedRect(band, 6, 6)
        draw_lock(painter, QRectF(band.left() + 9, band.top() + 5, 14, 18))
        lock_run.draw(painter, palette.ink)
        # The free place for one more lock building: a dashed outline.
        top = self._lock_places[-1].bottom() + LOCK_GAP if self._lock_places else beside_area(self.seat).top()
        free = self._local(QRectF(beside_area(self.seat).left(), top, beside_area(self.seat).width(), CHIP_HEIGHT))
        if free.bottom() <= locks.bottom():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(palette.ink_soft, 1.2, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(free.adjusted(1, 1, -1, -1), 5, 5)

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
            painter.setPen(QPen(palette.ink, 2.5) if age == self._hovered else QPen(palette.ink_soft, 1))
            painter.drawPath(path)
            if age == SALE:
                spot = polar(centre, 52, bisector)
                draw_franc(painter, QRectF(spot.x() - 13, spot.y() - 13, 26, 26))
        self._paint_trail(painter)
        # The pointer.
        tip = polar(centre, r - 12, self._pointer)
        left = polar(centre, 11, self._pointer + 90)
        right = polar(centre, 11, self._pointer - 90)
        painter.setBrush(palette.player_colours[self.seat])
        painter.setPen(QPen(palette.ink, 1.5))
        painter.drawPolygon(QPolygonF([tip, left, right]))
        painter.drawEllipse(centre, 12, 12)
        runs = self._dial_runs()
        for run in (run for run in runs if run.role == "sector"):
            run.draw(painter, palette.ink)
        for run in (run for run in runs if run.role == "letter"):
            painter.setBrush(QBrush(palette.paper))
            painter.setPen(QPen(palette.ink, 1.5))
            painter.drawEllipse(run.rect)
            run.draw(painter, palette.ink)

    def _paint_trail(self, painter: QPainter) -> None:
        """The turn at the round's change: an arc in the player's colour behind the pointer's tip, from where it
        stood to where it is, while it turns and, held, while the round change is told (no motion, no trail). Drawn
        at its opacity as a band of the colour in a rim of ink that does not overlap it: no darker seam between."""
        trail = self.turn_trail()
        if trail is None or self.trail_opacity <= 0.0:
            return
        start, now = trail
        ring = QRectF(-TRAIL_RADIUS, -TRAIL_RADIUS, 2 * TRAIL_RADIUS, 2 * TRAIL_RADIUS)
        path = QPainterPath()
        path.arcMoveTo(ring, start)
        path.arcTo(ring, start, now - start)
        palette = theme.current()
        band = trail_stroke(path, TRAIL_WIDTH)
        painter.save()
        painter.setOpacity(TRAIL_ALPHA * self.trail_opacity)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.ink)
        painter.drawPath(trail_stroke(path, TRAIL_WIDTH + TRAIL_CASING).subtracted(band))
        painter.setBrush(palette.player_colours[self.seat])
        painter.drawPath(band)
        painter.restore()

    # ---- hovering -----------------------------------------------------------------------
    def sector_at(self, pos: QPointF) -> int:
        """The age of the sector under ``pos`` (local coordinates): a wedge of the dial, a row, the sale tray;
        -1 if none."""
        distance = math.hypot(pos.x(), pos.y())
        if distance <= WHEEL_RADIUS:
            angle = math.degrees(math.atan2(-pos.y(), pos.x())) % 360.0
            bisector = (round(angle / 60.0) * 60.0) % 360.0
            return age_at(self._pointer, bisector)
        scene = pos + self._origin
        for age, row in enumerate(self._layout.rows):
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
        if self._locks.contains(pos + self._origin):
            return lock_tray_tooltip()
        age = self.sector_at(pos)
        return sector_tooltip(age) if age >= 0 else ""

    def _set_hovered(self, age: int) -> None:
        if age != self._hovered:
            self._hovered = age
            self.update()
            self.sectorHovered.emit(self.seat, age)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setToolTip(self.tooltip_at(event.pos()))
        self._set_hovered(self.sector_at(event.pos()))

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._set_hovered(-1)
