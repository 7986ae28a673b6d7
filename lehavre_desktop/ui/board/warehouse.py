"""A player's warehouse: the grid, its row and column values, the four goods markers and a legend.

Markers are wooden tokens. One alone stands centred in its cell; two to four in one cell stand as a cluster
inside it, as large as they can be read, beside or under the cell's number; the row and column of a shared cell
grow and the others give up the room (``warehouse_geometry.marker_layout``). During a
payment or a choice, each marker the choice moves gets a proposed place: its shape, hollow, in
the preview colour (the palette's ``preview`` colour, which no good uses) in the new cell, and an arrow from where
it stands. The player drags a proposed place (or a dashed handle on a marker the choice could
move) to another highlighted cell, or clicks that cell, to change the choice.
"""

from __future__ import annotations

import itertools
import math
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine import GOODS, Cell, Good, WarehouseGeometry
from ...i18n.names import good_name
from ...table import WarehouseFrame
from .. import theme
from ..painting import LEFT, RIGHT, TextRun, arrow_path, draw_ghost_good, draw_handle_ring, fit_run
from .geometry import CELL, LEGEND_WIDTH, WAREHOUSE_FOOT, WAREHOUSE_LABEL
from .materials import draw_token, token_margin
from .tile import draw_focus_ring
from .warehouse_geometry import MARKER, NUMBER_LEFT, WarehouseGrid, marker_layout, number_boxes, uniform_grid

LEGEND_GAP = 20.0
ARROW_UNDER_TOKENS = 5.0  # a preview arrow lies over the cells, under the markers
ARROW_OVER_TOKENS = 40.0  # a detour that must cross a token lies over it (markers lie at 10, proposed places at 20)
# The ways a detour tries, to stay in the grid and off the numbers: how far off the line between the marker and its
# place it leaves and arrives (degrees), and what share of its fullest bend it takes.
DETOUR_TURNS = (62.0, 45.0, 80.0)
DETOUR_BOWS = (1.0, 0.75, 0.5)


class MarkerItem(QGraphicsObject):
    """A goods marker, or (``ghost``) the place a choice proposes for it.

    A proposed place is dragged to change the choice. A marker whose proposed place stands elsewhere
    can be dragged too: the drag takes its proposed place along (``proxy``); a click on it is a click
    on its cell.
    """

    pressed = Signal(object)  # Good: a drag starts
    moved = Signal(object)  # Good: dragged on
    released = Signal(object, QPointF)  # Good, scene position where the drag ended
    clicked = Signal(QPointF)  # scene position: a marker clicked without dragging it

    DRAG_THRESHOLD = 5.0

    def __init__(self, good: Good, ghost: bool) -> None:
        super().__init__()
        self.good = good
        self.ghost = ghost
        self.size = MARKER
        self.moved_away = False  # a ghost in another cell than its marker (else a handle on the marker)
        self.draggable = False
        self.proxy: MarkerItem | None = None  # what a drag on this marker moves (its proposed place)
        self._grab: QPointF | None = None  # while dragged: the pointer's offset from the item's position
        self._click: QPointF | None = None  # a marker pressed, not yet dragged
        self._home = QPointF()
        self.setZValue(self._resting_z())
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def colour(self) -> QColor:
        """The colour the item is outlined in: the preview colour for a proposed place."""
        palette = theme.current()
        return QColor(palette.preview) if self.ghost else QColor(palette.ink)

    @property
    def dragging(self) -> bool:
        return self._grab is not None

    def boundingRect(self) -> QRectF:
        margin = max(5.0, token_margin(self.size) + 1)  # a ghost's wide outline, a token's shadow
        return QRectF(-margin, -margin, self.size + 2 * margin, self.size + 2 * margin)

    def shape(self) -> QPainterPath:
        # The token's square, not its shadow: the squares of a cluster's tokens never touch, so a press on one
        # is a press on that good.
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self.size, self.size))
        return path

    def _resting_z(self) -> float:
        # A token's shadow falls to its lower right: tokens further down and right lie over it, as on a real table.
        base = 20.0 if self.ghost else 10.0
        return base + (self._home.x() + self._home.y()) / 10_000

    def set_box(self, rect: QRectF) -> None:
        """Stand in ``rect`` (warehouse coordinates)."""
        if rect.width() != self.size:
            self.prepareGeometryChange()
            self.size = rect.width()
            self.update()
        self._home = rect.topLeft()
        if self._grab is None:
            self.setZValue(self._resting_z())
            if self.pos() != self._home:
                self.setPos(self._home)

    def set_moved_away(self, moved: bool) -> None:
        if moved != self.moved_away:
            self.moved_away = moved
            self.update()

    def set_draggable(self, draggable: bool) -> None:
        if draggable != self.draggable:
            self.draggable = draggable
            self.setCursor(Qt.CursorShape.OpenHandCursor if draggable else Qt.CursorShape.ArrowCursor)

    def centre(self) -> QPointF:
        """The centre in the warehouse's coordinates."""
        return self.pos() + QPointF(self.size / 2, self.size / 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, self.size, self.size)
        if not self.ghost:
            draw_token(painter, self.good, rect)
        elif self.moved_away or self._grab is not None:
            draw_ghost_good(painter, self.good, rect)
        else:
            draw_handle_ring(painter, rect.adjusted(-3.5, -3.5, 3.5, 3.5))

    # ---- dragging ---------------------------------------------------------------------------
    def _parent_pos(self, scene_pos: QPointF) -> QPointF:
        parent = self.parentItem()
        return parent.mapFromScene(scene_pos) if parent is not None else scene_pos

    def begin_drag(self, scene_pos: QPointF, centred: bool) -> None:
        """Follow the pointer from ``scene_pos``; ``centred``: with the item's centre under it."""
        pointer = self._parent_pos(scene_pos)
        self._grab = QPointF(self.size / 2, self.size / 2) if centred else pointer - self.pos()
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        self.setZValue(40)
        self.update()
        self.pressed.emit(self.good)
        self.drag_to(scene_pos)

    def drag_to(self, scene_pos: QPointF) -> None:
        if self._grab is not None:
            self.setPos(self._parent_pos(scene_pos) - self._grab)
            self.moved.emit(self.good)

    def end_drag(self, scene_pos: QPointF) -> None:
        if self._grab is None:
            return
        self._grab = None
        self.setZValue(self._resting_z())
        self.setCursor(Qt.CursorShape.OpenHandCursor if self.draggable else Qt.CursorShape.ArrowCursor)
        self.setPos(self._home)  # back home; a legal drop moves it there with the new choice
        self.update()
        self.released.emit(self.good, scene_pos)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.draggable or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        event.accept()
        if self.proxy is None:
            self.begin_drag(event.scenePos(), centred=False)
        else:
            self._click = event.scenePos()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.proxy is None:
            self.drag_to(event.scenePos())
            return
        if self._click is not None:
            moved = event.scenePos() - self._click
            if abs(moved.x()) + abs(moved.y()) >= self.DRAG_THRESHOLD:
                self._click = None
                self.proxy.begin_drag(event.scenePos(), centred=True)
        self.proxy.drag_to(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.proxy is None:
            self.end_drag(event.scenePos())
            return
        if self._click is not None:
            self._click = None
            self.clicked.emit(event.scenePos())
        else:
            self.proxy.end_drag(event.scenePos())


def rotated(ux: float, uy: float, turn: float) -> QPointF:
    """The unit vector (ux, uy) turned by ``turn`` radians towards its left on screen (y down)."""
    cos, sin = math.cos(turn), math.sin(turn)
    return QPointF(ux * cos + uy * sin, uy * cos - ux * sin)


def shaft_of(arrow: QPainterPath) -> QPainterPath:
    """An arrow's line (``arrow_path``'s first stretch), from its start to its head's base."""
    shaft = QPainterPath()
    if arrow.elementCount() >= 4:
        first, one, two, base = (arrow.elementAt(index) for index in range(4))
        shaft.moveTo(first.x, first.y)
        shaft.cubicTo(one.x, one.y, two.x, two.y, base.x, base.y)
    return shaft


def detour_ends(
    start: QPointF, end: QPointF, begin: float, finish: float, side: float, degrees: float
) -> tuple[QPointF, QPointF]:
    """Where a detour from a token at ``start`` to one at ``end`` (their centres) to ``side`` (1: the left of the
    line between them, -1: the right) leaves the first and reaches the second: ``begin`` and ``finish`` from their
    centres, ``degrees`` off the line between them."""
    dx, dy = end.x() - start.x(), end.y() - start.y()
    length = max(1e-6, math.hypot(dx, dy))
    ux, uy = dx / length, dy / length
    turn = math.radians(degrees) * side
    return start + rotated(ux, uy, turn) * begin, end + rotated(-ux, -uy, -turn) * finish


Box = tuple[float, float, float, float]  # a rectangle's left, top, width and height


def detour(
    start: QPointF, end: QPointF, begin: float, finish: float, keep_off: tuple[QRectF, ...], room: QRectF
) -> tuple[QPointF, QPointF, float]:
    """Two tokens too near for a straight arrow's shaft (centres ``start`` and ``end``): the ends and the bow of an
    arrow between them. Of the ways to either side (DETOUR_TURNS and DETOUR_BOWS) that keep LEAST_SHAFT and
    LEAST_REACH, the one over fewest of ``keep_off`` (the cells' numbers, the other tokens), inside ``room``; the
    first tried of those that do alike. Worked out once for each layout: a choice reshaped back and forth (or
    stepped through) asks for the same detours again."""
    (lx, ly), (rx, ry), bow = _detour(
        (start.x(), start.y()),
        (end.x(), end.y()),
        begin,
        finish,
        tuple(rect.getRect() for rect in keep_off),
        room.getRect(),
    )
    return QPointF(lx, ly), QPointF(rx, ry), bow


@lru_cache(maxsize=256)
def _detour(
    centre_from: tuple[float, float],
    centre_to: tuple[float, float],
    begin: float,
    finish: float,
    keep_off_boxes: tuple[Box, ...],
    room_box: Box,
) -> tuple[tuple[float, float], tuple[float, float], float]:
    start, end = QPointF(*centre_from), QPointF(*centre_to)
    keep_off = tuple(QRectF(*box) for box in keep_off_boxes)
    room = QRectF(*room_box)
    head = PreviewArrowItem.DETOUR_HEAD
    ways = []
    for degrees, share, side in itertools.product(DETOUR_TURNS, DETOUR_BOWS, (1.0, -1.0)):
        leave, reach_at = detour_ends(start, end, begin, finish, side, degrees)
        reach = math.hypot(reach_at.x() - leave.x(), reach_at.y() - leave.y())
        bow = side * share * reach / 2
        shaft = shaft_of(arrow_path(leave, reach_at, head, bow)).length()
        if shaft < PreviewArrowItem.LEAST_SHAFT or reach < PreviewArrowItem.LEAST_REACH:
            continue
        ways.append((PreviewArrowItem.covering(leave, reach_at, bow, keep_off, room, head), leave, reach_at, bow))
    if not ways:  # no bend keeps the shaft: the fullest
        leave, reach_at = detour_ends(start, end, begin, finish, 1.0, DETOUR_TURNS[0])
        ways.append((0, leave, reach_at, math.hypot(reach_at.x() - leave.x(), reach_at.y() - leave.y()) / 2))
    _cost, leave, reach_at, bow = min(ways, key=lambda way: way[0])
    return (leave.x(), leave.y()), (reach_at.x(), reach_at.y()), bow


class PreviewArrowItem(QGraphicsItem):
    """The arrow from a marker to the place the choice proposes for it."""

    HEAD = 13.0
    LEAST_BOW = 12.0  # a bend too slight to pass a marker standing between
    # The least shaft an arrow keeps before its head: 12.6 device pixels in the 1000 x 600 view of a 1024 x 768
    # window. A marker and its place too near for it (a neighbouring cell) are joined by an arrow that leaves the
    # marker and reaches the place from one side, bowed out (``WarehouseItem._detour``).
    LEAST_SHAFT = 21.0
    DETOUR_HEAD = 9.0  # a detour's head: short, so that its bend shows which way it points
    LEAST_REACH = 2 * DETOUR_HEAD  # from a detour's start to its tip

    def __init__(self, good: Good) -> None:
        super().__init__()
        self.good = good
        self.start = QPointF()
        self.end = QPointF()
        self.room = QRectF()  # the grid: the arrow bends within it
        self.numbers: tuple[QRectF, ...] = ()  # the boxes of the cells' numbers, which it keeps off
        self._bow = 0.0
        self._given: float | None = None
        self.head = self.HEAD
        self.setZValue(ARROW_UNDER_TOKENS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    @property
    def colour(self) -> QColor:
        return QColor(theme.current().preview)

    def set_line(
        self,
        start: QPointF,
        end: QPointF,
        room: QRectF,
        numbers: tuple[QRectF, ...],
        bow: float | None = None,
        tokens: tuple[QRectF, ...] = (),
        head: float = HEAD,
    ) -> None:
        """Run from ``start`` to ``end``, bending within ``room`` (the grid) over as few of ``numbers`` (the cells'
        numbers' boxes) and ``tokens`` (the other tokens' boxes, which would hide it) as it can, or by ``bow`` if
        given; its head ``head`` long."""
        numbers = numbers + tokens
        given = (start, end, room, bow, head)
        if given == (self.start, self.end, self.room, self._given, self.head) and numbers == self.numbers:
            return
        self.prepareGeometryChange()
        self.start, self.end, self.room, self.numbers = QPointF(start), QPointF(end), QRectF(room), numbers
        self.head = head
        self._given = bow
        self._bow = self._choose_bow() if bow is None else bow

    def shaft(self) -> QPainterPath:
        """The arrow's line, from its start to its head's base."""
        return shaft_of(self.path())

    def bow(self) -> float:
        return self._bow

    def _choose_bow(self) -> float:
        """Arrows bend off the row or column they run along, each good by its own amount, so that they pass over
        the cells between and stay apart from each other: to whichever side covers fewer cell numbers and stays
        in the grid, down from a row and right of a column if both do alike (the numbers are in the cells'
        top-left corners), that side's bend cut to the room the grid has there."""
        dx, dy = self.end.x() - self.start.x(), self.end.y() - self.start.y()
        amount = min(20.0 + 5.0 * self.good.slot, (dx * dx + dy * dy) ** 0.5 / 2)  # half a marker is 17 to 19
        if abs(dx) >= abs(dy):
            room = self.room.bottom() - max(self.start.y(), self.end.y()) - self.HEAD / 2
            away = 1.0 if dx < 0 else -1.0  # the left of a leftward arrow is down
        else:
            room = self.room.right() - max(self.start.x(), self.end.x()) - self.HEAD / 2
            away = 1.0 if dy > 0 else -1.0  # the left of a downward arrow is right
        bends = [-away * amount]
        if room >= self.LEAST_BOW:
            bends.insert(0, away * min(amount, room))
        chosen: float = min(bends, key=self._covering)
        return chosen

    def _covering(self, bow: float) -> int:
        """How many cell numbers the arrow bent by ``bow`` covers, and how far it leaves the grid."""
        return self.covering(self.start, self.end, bow, self.numbers, self.room, self.head)

    @classmethod
    def covering(
        cls, start: QPointF, end: QPointF, bow: float, boxes: tuple[QRectF, ...], room: QRectF, head: float = HEAD
    ) -> int:
        """How many of ``boxes`` an arrow from ``start`` to ``end`` bent by ``bow`` (its head ``head`` long)
        covers; all of them if it leaves ``room``."""
        stroker = QPainterPathStroker()
        stroker.setWidth(7)
        stroke = stroker.createStroke(arrow_path(start, end, head, bow))
        outside = 0 if room.contains(stroke.boundingRect()) else len(boxes)
        return outside + sum(1 for box in boxes if stroke.intersects(box))

    def path(self) -> QPainterPath:
        return arrow_path(self.start, self.end, self.head, self.bow())

    def boundingRect(self) -> QRectF:
        return self.path().boundingRect().adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = self.path()
        round_pen = (Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        halo = theme.current().halo
        painter.setPen(QPen(halo, 7, *round_pen))
        painter.setBrush(halo)
        painter.drawPath(path)
        painter.setPen(QPen(self.colour, 4, *round_pen))
        painter.setBrush(self.colour)
        painter.drawPath(path)


@lru_cache(maxsize=64)
def cell_number_run(amount: int) -> TextRun:
    # The numbers recede behind the goods: printed small in the cell's corner, as on a board, at the least size text
    # has, not bold; the middle of the cell is the goods'.
    return fit_run(
        "warehouse",
        str(amount),
        QRectF(NUMBER_LEFT, 1, CELL / 2, CELL / 2 - 2),
        theme.MIN_TEXT_PX,
        align=LEFT | Qt.AlignmentFlag.AlignTop,
    )


class WarehouseItem(QGraphicsObject):
    markerDropped = Signal(int, object, object)  # seat, Good, Cell
    markerDropCancelled = Signal(int, object)  # seat, Good: dropped off the grid
    cellClicked = Signal(int, object)  # seat, Cell
    cellHovered = Signal(int, object)  # seat, Cell or None
    dragStarted = Signal(int, object)  # seat, Good

    def __init__(self, seat: int, geometry: WarehouseGeometry) -> None:
        super().__init__()
        self.seat = seat
        self.geometry = geometry
        self.markers: tuple[Cell, ...] = geometry.start
        self.preview: dict[Good, Cell] = {}
        self.targets: dict[Good, frozenset[Cell]] = {}
        self.draggable: frozenset[Good] = frozenset()
        self.active_good: Good | None = None  # the good whose targets are shown
        self.drag_good: Good | None = None  # the good being dragged right now
        self._hover: Cell | None = None
        self.focus_cell: Cell | None = None  # the keyboard's cursor: a dashed square
        self.grid: WarehouseGrid = uniform_grid(geometry.rows, geometry.cols)  # as the markers' layout sizes it
        self._real = {good: MarkerItem(good, ghost=False) for good in GOODS}
        self._ghosts = {good: MarkerItem(good, ghost=True) for good in GOODS}
        self._arrows = {good: PreviewArrowItem(good) for good in GOODS}
        for item in list(self._real.values()) + list(self._ghosts.values()):
            item.setParentItem(self)
            item.released.connect(self._on_released)
            item.pressed.connect(self._on_pressed)
            item.moved.connect(self._on_moved)
            item.clicked.connect(self._on_marker_clicked)
        for good, real in self._real.items():
            real.proxy = self._ghosts[good]
        for arrow in self._arrows.values():
            arrow.setParentItem(self)
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._layout()

    # ---- state --------------------------------------------------------------------------
    def set_markers(self, markers: tuple[Cell, ...]) -> None:
        if markers == self.markers:
            return
        self.markers = markers
        self._layout()
        self.update()

    def show_frame(self, frame: WarehouseFrame) -> None:
        """The markers, and the choice's proposed places and legal cells, as the frame shows them."""
        self.set_markers(frame.markers)
        if frame.proposed is None:
            self.clear_preview()
        else:
            self.set_preview(
                {good: frame.proposed[good.slot] for good in GOODS}, set(frame.movable), dict(frame.targets)
            )

    def set_preview(
        self,
        preview: dict[Good, Cell],
        draggable: set[Good] | None = None,
        targets: dict[Good, frozenset[Cell]] | None = None,
    ) -> None:
        preview = dict(preview)
        targets = dict(targets or {})
        movable = frozenset(draggable or ())
        active = self.active_good if self.active_good in targets else next(iter(targets), None)
        if (preview, targets, movable, active) == (self.preview, self.targets, self.draggable, self.active_good):
            return
        self.preview, self.targets, self.draggable, self.active_good = preview, targets, movable, active
        for good, ghost in self._ghosts.items():
            ghost.set_draggable(good in movable)
        self._layout()
        self.update()

    def clear_preview(self) -> None:
        self.set_preview({})

    def ghost_item(self, good: Good) -> MarkerItem:
        return self._ghosts[good]

    def marker_item(self, good: Good) -> MarkerItem:
        return self._real[good]

    def arrow_item(self, good: Good) -> PreviewArrowItem:
        return self._arrows[good]

    def shown_ghosts(self) -> dict[Good, Cell]:
        """The proposed places on show: a moved marker's new cell, or a handle on a marker the choice could move."""
        shown = {}
        for good, cell in self.preview.items():
            if cell != self.markers[good.slot] or good in self.draggable:
                shown[good] = cell
        return shown

    def _layout(self) -> None:
        ghosts = self.shown_ghosts()
        layout = marker_layout(self.markers, ghosts, self.geometry.rows, self.geometry.cols)
        if layout.grid != self.grid:
            self.grid = layout.grid
            self.update()
        real, ghost_boxes = layout.real, layout.ghosts
        for good in GOODS:
            self._real[good].set_box(real[good])
            item = self._ghosts[good]
            item.setVisible(good in ghosts)
            if good in ghosts:
                item.set_box(ghost_boxes[good])
                item.set_moved_away(ghosts[good] != self.markers[good.slot])
        # Every token in its place first: an arrow too short to run straight bows round the others.
        for good in GOODS:
            moved = good in ghosts and ghosts[good] != self.markers[good.slot]
            if moved:
                self._aim(good)
            self._arrows[good].setVisible(moved)
            self._real[good].set_draggable(moved and good in self.draggable)

    def _aim(self, good: Good) -> None:
        """Point the good's arrow from its marker to its proposed place (or to where that place is dragged)."""
        start_item, end_item = self._real[good], self._ghosts[good]
        origin = QRectF(start_item.pos(), QSizeF(start_item.size, start_item.size))
        place = QRectF(end_item.pos(), QSizeF(end_item.size, end_item.size))
        numbers = number_boxes(self.grid, tuple(sorted(self.geometry.cells)))
        arrow = self._arrows[good]
        tokens = self._other_tokens(good)
        line = self.detour_between(good, origin, place)
        if line is None:
            start, end = origin.center(), place.center()
            dx, dy = end.x() - start.x(), end.y() - start.y()
            length = max(1e-6, math.hypot(dx, dy))
            begin, finish = (origin.width() / 2 + 1) / length, (place.width() / 2 + 3) / length
            start_at = QPointF(start.x() + dx * begin, start.y() + dy * begin)
            end_at = QPointF(end.x() - dx * finish, end.y() - dy * finish)
            arrow.set_line(start_at, end_at, self.grid_rect(), numbers, tokens=tokens)
        else:
            start_at, end_at, bow = line
            arrow.set_line(start_at, end_at, self.grid_rect(), numbers, bow, head=arrow.DETOUR_HEAD)
        # Under a token it crosses it would be hidden: then it lies over the tokens, in its halo.
        crossed = PreviewArrowItem.covering(arrow.start, arrow.end, arrow.bow(), tokens, self.grid_rect(), arrow.head)
        arrow.setZValue(ARROW_OVER_TOKENS if crossed else ARROW_UNDER_TOKENS)

    def _other_tokens(self, good: Good) -> tuple[QRectF, ...]:
        """The boxes of the tokens on show but the good's own marker and proposed place."""
        return tuple(
            QRectF(item.pos(), QSizeF(item.size, item.size))
            for other, item in [*self._real.items(), *self._ghosts.items()]
            if item.isVisible() and other != good
        )

    def detour_between(self, good: Good, origin: QRectF, place: QRectF) -> tuple[QPointF, QPointF, float] | None:
        """A marker in ``origin`` shown going to ``place`` (warehouse coordinates; a suggestion's): the ends and the
        bow of the detour its arrow takes, as a proposed place's would, if the two are too near for a straight
        shaft; else None."""
        start, end = origin.center(), place.center()
        begin, finish = origin.width() / 2 + 1, place.width() / 2 + 3
        if math.hypot(end.x() - start.x(), end.y() - start.y()) - begin - finish >= (
            PreviewArrowItem.HEAD + PreviewArrowItem.LEAST_SHAFT
        ):
            return None
        numbers = number_boxes(self.grid, tuple(sorted(self.geometry.cells)))
        return detour(start, end, begin, finish, numbers + self._other_tokens(good), self.grid_rect())

    # ---- geometry -----------------------------------------------------------------------
    def grid_rect(self) -> QRectF:
        return QRectF(0, 0, self.geometry.cols * CELL, self.geometry.rows * CELL)

    def legend_rect(self) -> QRectF:
        grid = self.grid_rect()
        if self.seat == 0:
            return QRectF(grid.right() + LEGEND_GAP, 0, LEGEND_WIDTH, grid.height())
        return QRectF(-WAREHOUSE_LABEL - LEGEND_GAP - LEGEND_WIDTH, 0, LEGEND_WIDTH, grid.height())

    def boundingRect(self) -> QRectF:
        grid = self.grid_rect().adjusted(-WAREHOUSE_LABEL, -4, 4, WAREHOUSE_FOOT + 4)
        return grid.united(self.legend_rect())

    def cell_center_scene(self, cell: Cell) -> QPointF:
        return self.mapToScene(self.grid.cell_rect(cell).center())

    def token_centre_scene(self, good: Good, cell: Cell) -> QPointF:
        """Where the good's token stands on ``cell``: its marker or its proposed place there, else the cell's middle."""
        ghost = self._ghosts[good]
        if ghost.isVisible() and self.preview.get(good) == cell:
            return self.mapToScene(ghost.centre())
        if self.markers[good.slot] == cell:
            return self.mapToScene(self._real[good].centre())
        return self.cell_center_scene(cell)

    def cell_under(self, scene_pos: QPointF) -> Cell | None:
        cell = self.grid.cell_at(self.mapFromScene(scene_pos))
        return cell if cell is not None and cell in self.geometry.cells else None

    def highlighted(self) -> frozenset[Cell]:
        """The cells shown as legal places for the good whose targets are shown."""
        good = self.drag_good or self.active_good
        return self.targets.get(good, frozenset()) if good is not None else frozenset()

    # ---- texts --------------------------------------------------------------------------
    def _label_runs(self) -> list[TextRun]:
        rows, cols = self.geometry.rows, self.geometry.cols
        runs = [
            fit_run(
                "warehouse",
                str(3 * row),
                QRectF(-WAREHOUSE_LABEL, self._row_label_top(row), WAREHOUSE_LABEL - 6, CELL),
                22,
                bold=True,
                align=RIGHT,
            )
            for row in range(rows)
        ]
        runs += [
            fit_run(
                "warehouse",
                f"+{col}",
                QRectF(self.grid.col_left(col), rows * CELL + 2, self.grid.widths[col], WAREHOUSE_FOOT - 2),
                21,
                bold=True,
            )
            for col in range(cols)
        ]
        return runs

    def _row_label_top(self, row: int) -> float:
        """The top of the box a row's value is printed in: one uniform cell high, centred on the row."""
        top, height = self.grid.row_band(row)
        return top + (height - CELL) / 2

    def _legend_parts(self) -> list[tuple[Good, QRectF, TextRun, TextRun, list[TextRun]]]:
        """Per good: its icon's box, its name, its amount, and (an arrow and) the amount the choice would leave."""
        legend = self.legend_rect()
        entry = legend.height() / len(GOODS)
        parts = []
        for good in GOODS:
            top = legend.top() + good.slot * entry
            icon = QRectF(legend.left(), top + 6, 24, 24)
            name = fit_run(
                "legend", good_name(good), QRectF(icon.right() + 8, top, legend.width() - 32, 36), 21, align=LEFT
            )
            now = self.markers[good.slot].amount
            after = self.preview.get(good)
            amount_box = QRectF(legend.left() + 2, top + 34, 40, entry - 38)
            amount = fit_run("warehouse", str(now), amount_box, 26, bold=True, align=LEFT)
            change = []
            if after is not None and after.amount != now:
                change = [
                    fit_run(
                        "legend",
                        "→",
                        QRectF(amount_box.right(), amount_box.top(), 30, amount_box.height()),
                        24,
                        bold=True,
                    ),
                    fit_run(
                        "warehouse",
                        f"{after.amount}",
                        QRectF(amount_box.right() + 30, amount_box.top(), 44, amount_box.height()),
                        24,
                        bold=True,
                    ),
                ]
            parts.append((good, icon, name, amount, change))
        return parts

    def text_runs(self) -> list[TextRun]:
        """Every text the warehouse paints (item coordinates): cell numbers, row and column values, legend."""
        runs: list[TextRun] = []
        for cell in sorted(self.geometry.cells):
            run = cell_number_run(cell.amount)
            runs.append(
                TextRun(
                    run.role, run.text, run.font, run.rect.translated(self.grid.cell_rect(cell).topLeft()), run.flags
                )
            )
        runs += self._label_runs()
        for _good, _icon, name, amount, change in self._legend_parts():
            runs += [name, amount, *change]
        return runs

    # ---- painting -----------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        palette = theme.current()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(palette.paper)
        painter.setPen(QPen(palette.ink, 2))
        painter.drawRoundedRect(self.grid_rect().adjusted(-2, -2, 2, 2), 4, 4)
        highlighted = self.highlighted()
        dragging = self.drag_good is not None
        for cell in self.geometry.cells:
            rect = self.grid.cell_rect(cell)
            painter.setBrush(palette.cell_dark if (cell.row + cell.col) % 2 else palette.cell_light)
            painter.setPen(QPen(palette.ink_soft, 0.8))
            painter.drawRect(rect)
            if cell in highlighted:
                painter.setBrush(palette.legal_target)
                painter.setPen(QPen(palette.legal_edge, 4 if dragging else 2))
                painter.drawRect(rect.adjusted(2.5, 2.5, -2.5, -2.5))
            if cell == self._hover:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(palette.highlight, 3))
                painter.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5))
            draw_focus_ring(painter, rect.adjusted(1, 1, -1, -1), cell == self.focus_cell, radius=2)
            run = cell_number_run(cell.amount)
            painter.save()
            painter.translate(rect.topLeft())
            run.draw(painter, palette.cell_number)
            painter.restore()
        for run in self._label_runs():
            run.draw(painter, palette.on_table)
        for good, icon, name, amount, change in self._legend_parts():
            draw_token(painter, good, icon)
            name.draw(painter, palette.on_table)
            amount.draw(painter, palette.on_table)
            if change:
                arrow, after = change
                arrow.draw(painter, palette.on_table)
                painter.setBrush(QBrush(palette.preview))
                painter.setPen(QPen(palette.on_table, 1.5))
                painter.drawRoundedRect(after.rect.adjusted(0, 3, 0, -3), 6, 6)
                after.draw(painter, palette.on_preview)

    def tooltip_at(self, pos: QPointF) -> str:
        """What a marking under ``pos`` (item coordinates) means."""
        rows = self.geometry.rows
        cell = self.grid.cell_at(pos)
        if cell is not None and cell in self.geometry.cells:
            return self.tooltip_for(cell)
        row, col = self.grid.row_at(pos.y()), self.grid.col_at(pos.x())
        if -WAREHOUSE_LABEL <= pos.x() < 0 and row is not None:
            return QCoreApplication.translate("Board", "Each row up is worth 3 more: this row starts at {n}.").format(
                n=3 * row
            )
        if col is not None and rows * CELL <= pos.y() <= rows * CELL + WAREHOUSE_FOOT:
            return QCoreApplication.translate("Board", "Each column to the right adds 1: this column adds {n}.").format(
                n=col
            )
        if self.legend_rect().contains(pos):
            good = GOODS[
                min(
                    len(GOODS) - 1,
                    int((pos.y() - self.legend_rect().top()) // (self.legend_rect().height() / len(GOODS))),
                )
            ]
            after = self.preview.get(good)
            now = self.markers[good.slot].amount
            if after is not None and after.amount != now:
                return QCoreApplication.translate("Board", "{good}: {now} now, {after} after this choice").format(
                    good=good_name(good), now=now, after=after.amount
                )
            return QCoreApplication.translate("Board", "{good}: {now} in this warehouse").format(
                good=good_name(good), now=now
            )
        return ""

    def set_focus_cell(self, cell: Cell | None) -> None:
        if cell != self.focus_cell:
            self.focus_cell = cell
            self.update()

    def goods_to_pick(self, cell: Cell) -> list[Good]:
        """The goods a choice can move whose marker or proposed place stands on ``cell`` (the keyboard's drag)."""
        return [
            good
            for good in GOODS
            if good in self.draggable and cell in (self.markers[good.slot], self.preview.get(good))
        ]

    def pick_good(self, cell: Cell) -> Good | None:
        """Show the legal places of the next good to pick on ``cell``, as pressing its marker does."""
        goods = self.goods_to_pick(cell)
        if not goods:
            return None
        after = goods.index(self.active_good) + 1 if self.active_good in goods else 0
        self.active_good = goods[after % len(goods)]
        self.update()
        return self.active_good

    def cell_accessible_name(self, cell: Cell) -> str:
        """The cell in words for a screen reader: its value, the markers on it and what a choice proposes there."""
        parts = [QCoreApplication.translate("Accessibility", "Cell {amount}").format(amount=cell.amount)]
        here = [good_name(good) for good in GOODS if self.markers[good.slot] == cell]
        if here:
            parts.append(QCoreApplication.translate("Accessibility", "markers: {goods}").format(goods=", ".join(here)))
        proposed = [
            good_name(good)
            for good, place in self.shown_ghosts().items()
            if place == cell and place != self.markers[good.slot]
        ]
        if proposed:
            parts.append(
                QCoreApplication.translate("Accessibility", "proposed for: {goods}").format(goods=", ".join(proposed))
            )
        if cell in self.highlighted():
            parts.append(QCoreApplication.translate("Accessibility", "a legal choice, Space chooses it"))
        return ", ".join(parts)

    def tooltip_for(self, cell: Cell) -> str:
        return QCoreApplication.translate("Board", "Row {row} + column +{col} = {amount}").format(
            row=3 * cell.row, col=cell.col, amount=cell.amount
        )

    # ---- input --------------------------------------------------------------------------
    def _on_pressed(self, good: object) -> None:
        assert isinstance(good, Good)
        self.active_good = good
        self.drag_good = good
        if self._ghosts[good].isVisible() and not self._ghosts[good].moved_away:
            self._arrows[good].setVisible(True)
            self._aim(good)
        self.dragStarted.emit(self.seat, good)
        self.update()

    def _on_marker_clicked(self, scene_pos: QPointF) -> None:
        cell = self.cell_under(scene_pos)
        if cell is not None:
            self.cellClicked.emit(self.seat, cell)

    def _on_moved(self, good: object) -> None:
        assert isinstance(good, Good)
        self._aim(good)

    def _on_released(self, good: object, scene_pos: QPointF) -> None:
        assert isinstance(good, Good)
        self.drag_good = None
        self._layout()
        self.update()
        cell = self.cell_under(scene_pos)
        if cell is not None:
            self.markerDropped.emit(self.seat, good, cell)
        else:
            self.markerDropCancelled.emit(self.seat, good)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        cell = self.cell_under(event.scenePos())
        if cell is not None:
            self.cellClicked.emit(self.seat, cell)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setToolTip(self.tooltip_at(event.pos()))
        cell = self.cell_under(event.scenePos())
        if cell != self._hover:
            previous = self._hover
            self._hover = cell
            self.cellHovered.emit(self.seat, cell)
            for changed in (previous, cell):
                if changed is not None:
                    self.update(self.grid.cell_rect(changed).adjusted(-2, -2, 2, 2))

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._hover is not None:
            previous = self._hover
            self._hover = None
            self.update(self.grid.cell_rect(previous).adjusted(-2, -2, 2, 2))
        self.cellHovered.emit(self.seat, None)
