"""A building on a wheel or in the lock tray: a small tile with its name, emblem, function pictograms and value;
clickable, draggable to the bank to sell."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QFont, QPainter, QPainterPath, QPen
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
from ..painting import LEFT, TextRun, fit_run
from .materials import draw_coin
from .motion import Motion
from .pictograms import PictogramLayout, draw_pictogram, fit_pictogram, function_pictogram, layout_pictogram
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
SWING = 22.0  # how far a building carried to the next sector leans towards the dial on the way

# A building on the wheel is a small tile: its name on a banner, under it its emblem, its function as the
# pictograms of its supply tile, and its value on a coin at the chip's right edge. A name never shrinks below
# NAME_MIN_PX (12 device pixels in the 1000 x 610 view of a 1280 x 800 window); the pictograms are GLYPH high
# (12.1 device pixels there, 11.9 in the 1000 x 600 view of a 1024 x 768 window).
#
# Where the value lies: at the right end of the pictogram row, on every chip whose function fits beside it at
# full size. A function too wide for that (Fish Market, Weekly Market, Farmland, ...) takes the whole row, and
# its value moves up to the right end of the name's banner. The rule reads the function alone, never the name,
# so that a building's value lies in the same place in every language. One place for all cannot be had in the
# room a crowded wheel leaves a chip (13 chips of CHIP_HEIGHT in a column): the longest names (Greek and
# Hungarian) need the whole banner, the widest functions the whole pictogram row.
NAME_PX = 21
NAME_MIN_PX = 20
PAD = 6.0  # after the owner's strip at the leading edge
END_PAD = 4.0
NAME_BAND = 23.3  # a line of the name at NAME_MIN_PX
LINE_LEADING = 0.7  # a second line of the name starts a little more than NAME_BAND lower
FUNCTION_LINE = 20.0  # under the name's line: together CHIP_HEIGHT (geometry)
GLYPH = 20.0  # the function's pictograms: 12.1 device pixels in the 1000 x 610 view
GLYPH_LEAST = 14.5  # a function too wide for the whole row at GLYPH (Wood Trader) steps down to this
EMBLEM = 20.0  # as high as the pictograms
NAME_MARGIN = 6.0  # between a name's end and its banner's right end: a long name never fills the banner
# A name that fits its banner only without that margin is set narrower, never smaller: these stretches of the
# condensed face are tried in turn (each about 2 % narrower) before the name takes two lines.
NARROWER = (85, 83, 81)
VALUE_COIN = 16.0
VALUE_WIDTH = 46.0  # the value: a franc coin and its number, or "2/" and the good it counts
VALUE_GAP = 6.0  # between the coin and its number: two digits (12, 14, 16, 50) keep 3 device pixels off its rim
GAP = 4.0


@dataclass(frozen=True)
class ChipValue:
    """The building's value as its tile prints it."""

    run: TextRun
    coin: QRectF | None  # a fixed value: a franc coin before the number
    icon: QRectF | None  # a value per good or per Dock symbol: what it counts, after the number
    box: QRectF  # the room it takes


def chip_value(spec: BuildingSpec, room: QRectF) -> ChipValue:
    """The value laid out at the right end of ``room`` (``VALUE_WIDTH`` wide)."""
    middle = room.center().y()
    box = QRectF(room.right() - VALUE_WIDTH, middle - NAME_BAND / 2, VALUE_WIDTH, NAME_BAND)
    value = spec.value
    flags = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    if isinstance(value, FixedValue):
        coin = QRectF(box.left(), middle - VALUE_COIN / 2, VALUE_COIN, VALUE_COIN)
        number = QRectF(coin.right() + VALUE_GAP, box.top(), box.right() - coin.right() - VALUE_GAP, box.height())
        run = fit_run("value", str(value.amount), number, NAME_PX, theme.MIN_TEXT_PX, bold=True, align=flags)
        return ChipValue(run, coin, None, box)
    icon = QRectF(box.right() - VALUE_COIN, middle - VALUE_COIN / 2, VALUE_COIN, VALUE_COIN)
    number = QRectF(box.left(), box.top(), icon.left() - 1 - box.left(), box.height())
    run = fit_run("value", f"{value.per}/", number, NAME_PX, theme.MIN_TEXT_PX, bold=True, align=flags)
    return ChipValue(run, None, icon, box)


@dataclass(frozen=True)
class ChipFace:
    """What a chip shows, in its own coordinates (its top left at 0, 0), and the height it needs."""

    name: TextRun
    value: ChipValue
    emblem: QRectF
    function: PictogramLayout
    height: float


def banner_rect(width: float, name_height: float) -> QRectF:
    """The name's banner on a chip ``width`` wide, as tall as the name's room."""
    return QRectF(PAD - 2, 2, width - PAD - END_PAD + 4, name_height - 1)


def fit_name(name: str, band: QRectF, lines: int) -> TextRun:
    """The name in ``band`` at the largest size that fits, down to ``NAME_MIN_PX``; on one line, a name too wide
    for that is set narrower (``NARROWER``) where that makes it fit."""
    run = fit_run("name", name, band, NAME_PX, NAME_MIN_PX, align=LEFT, wrap=lines > 1)
    if run.fits() or lines > 1:
        return run
    for stretch in NARROWER:
        font = QFont(run.font)
        font.setStretch(stretch)
        narrower = TextRun(run.role, run.text, font, run.rect, run.flags)
        if narrower.fits():
            return narrower
    return run


def _face(spec: BuildingSpec, name: str, width: float, lines: int) -> ChipFace:
    """The face with the name on ``lines`` lines, the value where ``value_on_banner`` puts it."""
    right = width - END_PAD
    name_height = NAME_BAND * lines + LINE_LEADING * (lines - 1)
    band = QRectF(PAD, 0, banner_rect(width, name_height).right() - NAME_MARGIN - PAD, name_height)
    line = QRectF(PAD, band.bottom(), right - PAD, FUNCTION_LINE)
    emblem = QRectF(PAD, line.center().y() - EMBLEM / 2, EMBLEM, EMBLEM)
    pictos = QRectF(emblem.right() + GAP, line.top(), line.right() - emblem.right() - GAP, line.height())
    on_banner = value_on_banner(spec, width)
    value_room = QRectF(PAD, 0, right - PAD, NAME_BAND) if on_banner else line
    if on_banner:
        band.setRight(value_room.right() - VALUE_WIDTH - GAP)
    else:
        pictos = pictos.adjusted(0, 0, -(VALUE_WIDTH + GAP), 0)
    function = fit_pictogram(function_pictogram(spec), pictos, GLYPH, GLYPH_LEAST)
    return ChipFace(
        fit_name(name, band, lines),
        chip_value(spec, value_room),
        emblem,
        function,
        line.bottom(),
    )


def function_room(width: float) -> float:
    """How wide the pictograms may be on a chip ``width`` wide: the row beside the emblem, less the value's room."""
    return width - PAD - END_PAD - EMBLEM - GAP - VALUE_WIDTH - GAP


def value_on_banner(spec: BuildingSpec, width: float) -> bool:
    """Whether the building's function at full size is too wide for the pictogram row beside the value (then the
    value lies at the end of the banner). The function decides, not the name: the same in every language."""
    return layout_pictogram(function_pictogram(spec), GLYPH).width > function_room(width) + 0.5


@lru_cache(maxsize=512)
def chip_face(spec: BuildingSpec, name: str, width: float) -> ChipFace:
    """The face of a chip ``width`` wide: a name too long for its banner takes two lines."""
    face = _face(spec, name, width, 1)
    return face if face.name.fits() else _face(spec, name, width, 2)


def chip_height(spec: BuildingSpec, name: str, width: float) -> float:
    """How tall a chip ``width`` wide must be for this building's face."""
    return chip_face(spec, name, width).height


EMBLEM_RING = 1.6


def draw_emblem_ring(painter: QPainter, emblem: QRectF) -> None:
    """A ring of the soft ink round the emblem's disc: the dark theme dims the emblems, and on a chip's dark paper
    the small disc would melt into it without an edge of its own."""
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(theme.current().ink_soft, EMBLEM_RING))
    painter.drawEllipse(emblem.adjusted(0.2, 0.2, -0.2, -0.2))
    painter.restore()


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

    def place(self, rect: QRectF, animate_ms: int = 0, scale: float = 1.0) -> None:
        """Lie at ``rect`` (scene), drawn at ``scale``; slide there when ``animate_ms`` (the wheel turning)."""
        size = QRectF(0, 0, rect.width() / scale, rect.height() / scale)
        if size != self.rect:
            self.prepareGeometryChange()
            self.rect = size
            self.update()
        if scale != self.scale():
            self.setScale(scale)
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
        self._motion.run(self.pos(), self._home, animate_ms, self._swing(self.pos(), self._home))

    def _swing(self, start: QPointF, end: QPointF) -> QPointF:
        """Halfway from one sector's row down to the next, a building leans towards the dial, as if the wheel
        turning round its hub carried it."""
        middle = (start + end) / 2
        drop = end.y() - start.y()
        if drop <= 0:
            return middle
        lean = min(SWING, drop * 0.35)
        return middle + QPointF(-lean if self.owner == 0 else lean, 0)

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
        """The name, the value and the function's counts (item coordinates)."""
        face = self.face()
        return [face.name, face.value.run, *face.function.text_runs]

    def face(self) -> ChipFace:
        return chip_face(self.spec, building_name(self.spec.id), self.rect.width())

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
        face = self.face()
        # The name's banner, a shade darker than the tile, as on a printed tile.
        painter.setBrush(palette.paper_dark)
        painter.drawRoundedRect(banner_rect(self.rect.width(), face.name.rect.height()), 3, 3)
        draw_emblem(painter, self.spec.id, face.emblem)
        draw_emblem_ring(painter, face.emblem)
        face.name.draw(painter, palette.ink)
        painter.save()
        painter.setClipRect(self.rect.adjusted(1, 1, -1, -1))
        draw_pictogram(painter, face.function)
        painter.restore()
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
