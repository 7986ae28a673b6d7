"""A building on a wheel or beside a board: its emblem, name and value, clickable, draggable to the bank to sell."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine import BuildingSpec, FixedValue, PerGoodValue
from ...i18n.forms import Building, Player, Sector
from ...i18n.names import building_name
from ...table import ChipFrame
from .. import theme
from ..art import draw_emblem
from ..painting import LEFT, TextRun, draw_lock, fit_run
from .materials import draw_coin
from .motion import Motion
from .tile import (
    EDGE_MARGIN,
    SPOTLIGHT_MARGIN,
    Icon,
    draw_focus_ring,
    draw_icon,
    draw_selection_line,
    draw_spotlight,
    tile_tooltip,
)

DRAG_THRESHOLD = 6.0
LOCK_ICON = 16.0


TEXT_LEFT = 9.0
EMBLEM_LEFT = 7.0  # the emblem, after the owner's strip
EMBLEM_MAX = 30.0
VALUE_ROOM = 48.0  # the value at the chip's end: a franc coin and its number, or "2/" and the good it counts
VALUE_COIN = 16.0
VALUE_GAP = 5.0  # between the name and the value


def emblem_side(height: float) -> float:
    """The emblem's side on a chip ``height`` high: as tall as the chip allows, within its frame."""
    return min(EMBLEM_MAX, height - 6)


def text_left(height: float, emblem: bool) -> float:
    return EMBLEM_LEFT + emblem_side(height) + 5 if emblem else TEXT_LEFT


def text_width(width: float, height: float, lock: bool, value: bool = False, emblem: bool = False) -> float:
    """The room for the name on a chip ``width`` by ``height`` (``value``: the value shown at its end; ``emblem``: the
    building's picture at its start)."""
    return (
        width
        - 5
        - (LOCK_ICON + 8 if lock else 0)
        - text_left(height, emblem)
        - (VALUE_ROOM + VALUE_GAP if value else 0)
    )


@dataclass(frozen=True)
class ChipValue:
    """The building's value as its tile prints it, in the room at the chip's end."""

    run: TextRun
    coin: QRectF | None  # a fixed value: a franc coin before the number
    icon: QRectF | None  # a value per good or per Dock symbol: what it counts, after the number


@lru_cache(maxsize=512)
def chip_value(spec: BuildingSpec, width: float, height: float) -> ChipValue:
    right = width - 5 - (LOCK_ICON + 8 if spec.is_lock else 0)
    room = QRectF(right - VALUE_ROOM, 0, VALUE_ROOM, height)
    value = spec.value
    if isinstance(value, FixedValue):
        coin = QRectF(room.left() + 1, room.center().y() - VALUE_COIN / 2, VALUE_COIN, VALUE_COIN)
        number = QRectF(coin.right() + 4, 0, room.right() - coin.right() - 4, height)
        return ChipValue(
            fit_run(
                "value",
                str(value.amount),
                number,
                theme.MIN_TEXT_PX,
                bold=True,
                align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            ),
            coin,
            None,
        )
    icon = QRectF(room.right() - VALUE_COIN, room.center().y() - VALUE_COIN / 2, VALUE_COIN, VALUE_COIN)
    number = QRectF(room.left(), 0, icon.left() - 1 - room.left(), height)
    return ChipValue(
        fit_run(
            "value",
            f"{value.per}/",
            number,
            theme.MIN_TEXT_PX,
            bold=True,
            align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
        ),
        None,
        icon,
    )


@lru_cache(maxsize=512)
def chip_run(name: str, width: float, height: float, lock: bool, value: bool = False, emblem: bool = False) -> TextRun:
    """The chip's name: one line where it fits, else two (a chip beside the board is tall enough)."""
    rect = QRectF(text_left(height, emblem), 0, text_width(width, height, lock, value, emblem), height)
    return fit_run("name", name, rect, 21, align=LEFT, wrap=height >= 48)


@dataclass(frozen=True)
class ChipFace:
    """What a chip shows: its name, its value where there is room, and its emblem where there is room."""

    name: TextRun
    value: ChipValue | None
    emblem: QRectF | None


@lru_cache(maxsize=512)
def chip_face(spec: BuildingSpec, name: str, width: float, height: float) -> ChipFace:
    """The name never shrinks below the least text size; beside it the value, then the emblem, where they fit (a long
    Greek or Hungarian name in a crowded sector gives up the emblem first, then the value: both are in the tooltip,
    and the value is what a player counts)."""
    side = emblem_side(height)
    emblem = QRectF(EMBLEM_LEFT, (height - side) / 2, side, side)
    for with_value, with_emblem in ((True, True), (True, False), (False, True)):
        run = chip_run(name, width, height, spec.is_lock, with_value, with_emblem)
        if run.fits():
            return ChipFace(
                run, chip_value(spec, width, height) if with_value else None, emblem if with_emblem else None
            )
    return ChipFace(chip_run(name, width, height, spec.is_lock), None, None)


class BuildingChipItem(QGraphicsObject):
    clicked = Signal(str)
    hovered = Signal(str, bool)
    contextMenuRequested = Signal(str, QPoint)  # building, screen position
    dropped = Signal(str, QPointF)  # building, scene position where a drag ended
    dragStarted = Signal(str)

    def __init__(self, spec: BuildingSpec, owner: int) -> None:
        super().__init__()
        self.spec = spec
        self.owner = owner
        self.rect = QRectF(0, 0, 200, 30)
        self.usable = False
        self.idle = False  # usable, but using it now would do nothing
        self.spotlit = False  # the guided game points at it
        self.selected = False
        self.draggable = False
        self._press: QPointF | None = None
        self._home = QPointF()
        self._dragging = False
        self._motion = Motion(self, b"pos")
        self._placed = False
        self.pointed = False  # the pointer rests on it
        self.keyboard_focus = False  # the keyboard's cursor is on it: a dashed ring
        self.sector: int | None = None  # the wheel's sector it lies in; None beside the board
        self.owner_player = Player("")
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_keyboard_focus(self, focused: bool) -> None:
        if focused != self.keyboard_focus:
            self.keyboard_focus = focused
            self.update()

    def accessible_name(self) -> str:
        """The chip in words for a screen reader: building, owner, where it lies, whether it can be used or sold."""
        if self.sector is None:
            where = QCoreApplication.translate("Accessibility", "beside the board")
        else:
            where = QCoreApplication.translate("Accessibility", "sector {n}").format(n=Sector(self.sector))
        if self.usable and self.idle:
            can = QCoreApplication.translate("Accessibility", "usable, but it would do nothing now")
        elif self.usable:
            can = QCoreApplication.translate("Accessibility", "usable")
        else:
            can = QCoreApplication.translate("Accessibility", "not usable now")
        text = QCoreApplication.translate("Accessibility", "{building}, owned by {owner}, {where}, {usable}").format(
            building=Building(self.spec.id), owner=self.owner_player, where=where, usable=can
        )
        if self.draggable:
            text += QCoreApplication.translate("Accessibility", ", can be sold")
        return text

    def place(self, rect: QRectF, animate_ms: int = 0) -> None:
        """Lie at ``rect`` (scene); slide there when ``animate_ms`` (the wheel turning)."""
        size = QRectF(0, 0, rect.width(), rect.height())
        if size != self.rect:
            self.prepareGeometryChange()
            self.rect = size
            self.update()
        self._home = rect.topLeft()
        if self._dragging:
            return
        self._motion.stop()
        if self.pos() == self._home:
            return
        if animate_ms <= 0 or not self._placed:
            self._placed = True
            self.setPos(self._home)
            return
        self._motion.run(self.pos(), self._home, animate_ms)

    def show_frame(self, frame: ChipFrame, owner: Player) -> None:
        """The building as the frame shows it: where it lies, whose it is (``owner``, the frame's seat as sentences
        name it), what the player to act may do with it."""
        self.sector, self.owner_player = frame.sector, owner
        self.set_flags(frame.usable, frame.selected, frame.sellable, frame.idle)
        self.set_spotlight(frame.spotlit)

    def set_flags(self, usable: bool, selected: bool, draggable: bool, idle: bool = False) -> None:
        """``idle``: usable, but using it now would do nothing (a dashed frame instead of the green one)."""
        if (usable, selected, draggable, idle) == (self.usable, self.selected, self.draggable, self.idle):
            return
        self.usable, self.selected, self.draggable, self.idle = usable, selected, draggable, idle
        self.setCursor(Qt.CursorShape.PointingHandCursor if usable or draggable else Qt.CursorShape.ArrowCursor)
        self.update()

    def boundingRect(self) -> QRectF:
        margin = SPOTLIGHT_MARGIN if self.spotlit else EDGE_MARGIN
        return self.rect.adjusted(-margin, -margin, margin, margin)

    def shape(self) -> QPainterPath:
        """What a click or the pointer finds: the building itself, not the glow round it."""
        path = QPainterPath()
        path.addRect(self.rect)
        return path

    def set_spotlight(self, lit: bool) -> None:
        if lit != self.spotlit:
            self.prepareGeometryChange()  # the glow reaches beyond the building's usual edge
            self.spotlit = lit
            self.update()

    def text_runs(self) -> list[TextRun]:
        """The name, then the value where it fits (item coordinates)."""
        face = self.face()
        return [face.name] if face.value is None else [face.name, face.value.run]

    def face(self) -> ChipFace:
        return chip_face(self.spec, building_name(self.spec.id), self.rect.width(), self.rect.height())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = theme.current()
        draw_spotlight(painter, self.rect, self.spotlit, 6)
        if self.selected:
            border = QPen(palette.highlight, 4)
        elif self.usable and self.idle:
            border = QPen(palette.usable, 2, Qt.PenStyle.DashLine)  # it can be used, to no avail
        elif self.usable:
            border = QPen(palette.usable, 3)
        else:
            border = QPen(palette.player_colours[self.owner], 1.5)
        painter.setPen(border)
        ground = palette.paper_pointed if self.pointed else palette.paper
        painter.setBrush(palette.paper_dark if self._dragging else ground)
        painter.drawRoundedRect(self.rect, 5, 5)
        if self.selected:
            draw_selection_line(painter, self.rect, 4)
        # The owner's colour as a strip at the leading edge.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.player_colours[self.owner])
        painter.drawRoundedRect(QRectF(self.rect.left() + 1.5, self.rect.top() + 4, 3, self.rect.height() - 8), 1, 1)
        if self.spec.is_lock:
            lock = QRectF(self.rect.right() - LOCK_ICON - 6, self.rect.center().y() - 9, LOCK_ICON * 0.8, 18)
            draw_lock(painter, lock)
        face = self.face()
        if face.emblem is not None:
            draw_emblem(painter, self.spec.id, face.emblem)
        face.name.draw(painter, palette.ink)
        if face.value is not None:
            self._paint_value(painter, face.value)
        draw_focus_ring(painter, self.rect.adjusted(-1, -1, 1, 1), self.keyboard_focus)

    def _paint_value(self, painter: QPainter, value: ChipValue) -> None:
        if value.coin is not None:
            draw_coin(painter, value.coin, mark=True, shadow=False)
        if value.icon is not None:
            spec_value = self.spec.value
            icon: Icon = spec_value.good if isinstance(spec_value, PerGoodValue) else "dock"
            draw_icon(painter, icon, value.icon)
        value.run.draw(painter, theme.current().ink)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.scenePos()
            self._dragging = False
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or not self.draggable:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and (abs(delta.x()) + abs(delta.y())) >= DRAG_THRESHOLD:
            self._dragging = True
            self._motion.stop()
            self.setZValue(50)
            self.dragStarted.emit(self.spec.id)
            self.update()
        if self._dragging:
            self.setPos(self._home + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            super().mouseReleaseEvent(event)
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            self.setZValue(0)
            self.setPos(self._home)
            self.update()
            self.dropped.emit(self.spec.id, event.scenePos())
        else:
            self.clicked.emit(self.spec.id)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        self.contextMenuRequested.emit(self.spec.id, event.screenPos())
        event.accept()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setToolTip(tile_tooltip(self.spec))
        self.pointed = True
        self.update()
        self.hovered.emit(self.spec.id, True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.pointed = False
        self.update()
        self.hovered.emit(self.spec.id, False)
        super().hoverLeaveEvent(event)
