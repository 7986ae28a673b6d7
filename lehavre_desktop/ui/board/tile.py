"""Building tiles, drawn by the program: name, emblem, cost, value, the function in symbols, lock and Dock symbols.

A building on offer is a full tile; a building of a later round waits as a one-line tile with its
round letter; a built building leaves the supply (its chip lies on its owner's wheel). The
function is drawn in symbols (goods, arrows, N for the sector's multiplier); the full text is
in the tooltip.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine import (
    BuildingSpec,
    Cost,
    FixedValue,
    Good,
    PerDockSymbolValue,
    PerGoodValue,
)
from ...i18n.forms import Letter, cost
from ...i18n.names import building_name, building_summary, good_name
from ...table import TileStatus
from ...teaching.words import cost_words
from .. import theme
from ..art import draw_emblem
from ..painting import (
    CENTER,
    LEFT,
    TextRun,
    draw_anchor,
    draw_any_marker,
    draw_franc,
    draw_lock,
    fit_run,
    text_width,
)
from .geometry import COMPACT_SIZE, DENSE_SIZE
from .geometry import TILE_SIZE as _TILE_SIZE
from .materials import Material, Piece, draw_coin, draw_panel, draw_token
from .motion import Motion
from .pictograms import PictogramLayout, draw_pictogram, fit_pictogram, function_pictogram
from .reconstructed import MARK_SIZE, ReconstructedMarkItem, is_reconstructed

TILE_SIZE = _TILE_SIZE
__all__ = [
    "EDGE_MARGIN",
    "SPOTLIGHT_MARGIN",
    "TILE_SIZE",
    "BuildingTileItem",
    "TileStatus",
    "draw_lock",
    "tile_tooltip",
    "value_text",
]


# ---- symbols ------------------------------------------------------------------------------------
Icon = Good | str  # a good, or "food", "franc", "any", "lock", "dock"


@dataclass(frozen=True)
class Token:
    """One piece of a symbol line: a text (numbers, arrows, N) or an icon."""

    text: str = ""
    icon: Icon | None = None
    gap: float = 0.0  # extra room before it


def _text(text: str, gap: float = 0.0) -> Token:
    return Token(text=text, gap=gap)


def _icon(icon: Icon, gap: float = 0.0) -> Token:
    return Token(icon=icon, gap=gap)


def cost_parts(spec: BuildingSpec) -> list[str]:
    """The parts of the cost as ``cost_tokens`` lays them out, an amount and its symbol each."""
    cost = spec.cost
    return [
        part
        for part, amount in (("wood", cost.wood), ("clay", cost.clay), ("food", cost.food), ("francs", cost.francs))
        if amount
    ]


def cost_tokens(spec: BuildingSpec) -> list[Token]:
    tokens: list[Token] = []
    for amount, icon in (
        (spec.cost.wood, Good.WOOD),
        (spec.cost.clay, Good.CLAY),
        (spec.cost.food, "food"),
        (spec.cost.francs, "franc"),
    ):
        if amount:
            tokens += [_text(str(amount), 12 if tokens else 0), _icon(icon, 2)]
    return tokens


def draw_icon(painter: QPainter, icon: Icon, rect: QRectF) -> None:
    """A cost's or a value's symbol: the goods as the wooden tokens the function line and the warehouse show."""
    if isinstance(icon, Good):
        draw_token(painter, icon, rect, shadow=False)
    elif icon == "food":
        draw_token(painter, Piece.FOOD, rect, shadow=False)
    elif icon == "franc":
        draw_franc(painter, rect)
    elif icon == "any":
        draw_any_marker(painter, rect)
    elif icon == "lock":
        draw_lock(painter, rect.adjusted(rect.width() * 0.12, 0, -rect.width() * 0.12, 0))
    else:
        draw_anchor(painter, rect)


@dataclass(frozen=True)
class Placed:
    """A token laid out: a text run, or an icon in a rectangle."""

    run: TextRun | None
    icon: Icon | None
    rect: QRectF


def lay_tokens(
    tokens: list[Token], left: float, top: float, height: float, px: int, bold: bool, role: str, icon_size: float
) -> tuple[list[Placed], float]:
    """Tokens from ``left`` on a line of ``height``; returns them and the right end of the line."""
    placed: list[Placed] = []
    x = left
    for token in tokens:
        x += token.gap
        if token.icon is not None:
            rect = QRectF(x, top + (height - icon_size) / 2, icon_size, icon_size)
            placed.append(Placed(None, token.icon, rect))
            x += icon_size
        else:
            width = text_width(token.text, px, bold) + 1
            rect = QRectF(x, top, width, height)
            placed.append(Placed(TextRun(role, token.text, theme.board_font(px, bold), rect, int(CENTER)), None, rect))
            x += width
    return placed, x


def fit_tokens(
    tokens: list[Token],
    left: float,
    right: float,
    top: float,
    height: float,
    max_px: int,
    bold: bool,
    role: str,
    align_right: bool = False,
) -> list[Placed]:
    """The largest type (down to the table's least) in which the tokens fit between ``left`` and ``right``."""
    px = max_px
    while True:
        placed, end = lay_tokens(tokens, left, top, height, px, bold, role, px * 1.05)
        if end <= right or px <= theme.MIN_TEXT_PX:
            break
        px -= 1
    if align_right and placed:
        shift = right - end
        placed = [
            Placed(
                TextRun(p.run.role, p.run.text, p.run.font, p.rect.translated(shift, 0), p.run.flags)
                if p.run
                else None,
                p.icon,
                p.rect.translated(shift, 0),
            )
            for p in placed
        ]
    return placed


def draw_placed(painter: QPainter, placed: list[Placed], colour: QColor) -> None:
    for part in placed:
        if part.run is not None:
            part.run.draw(painter, colour)
        elif part.icon is not None:
            draw_icon(painter, part.icon, part.rect)


# ---- the tile ------------------------------------------------------------------------------------
PAD = 6.0
NAME_BAND = 31.0  # the banner the name is printed on, across the tile's top
EMBLEM = 48.0  # the building's picture, under the round letter, with the cost and the value beside it
DENSE_EMBLEM = 24.0  # a dense tile's picture, at the start of its cost line
WAITING_VEIL = 120  # of 255: how much of a later round's tile, under its name, its card's colour covers
COMPACT_EMBLEM = 26.0  # a waiting tile's picture, between its round letter and its name
FUNCTION_TOP = NAME_BAND + 3 + EMBLEM + 3
VALUE_COIN = 20.0  # the franc coin on the value's plaque
FUNCTION_GLYPH = 24.0  # the function's pictograms: 14 px at 1280 x 800 ...
FUNCTION_GLYPH_LEAST = 18.0  # ... and no smaller than 11 px there for the longest line
FUNCTION_CLOSER = 0.55  # a long line's gaps close to this share before its pictograms shrink


@dataclass(frozen=True)
class TileLayout:
    badge: QRectF
    runs: list[TextRun]  # letter, name and the value's number
    cost: list[Placed]
    symbols: list[Placed]  # a dense tile's lock and Dock marks, on its cost line
    value_box: QRectF | None
    value_icon: Placed | None
    mark: QRectF | None = None  # the reconstructed numbers' mark, beside the value
    value_coin: QRectF | None = None  # the franc coin on a fixed value's plaque
    function: PictogramLayout | None = None  # the function line's pictograms (a tile with room for it)
    emblem: QRectF | None = None  # the building's picture (a tile on offer)


@lru_cache(maxsize=256)
def full_layout(spec: BuildingSpec, name: str, dense: bool = False) -> TileLayout:
    """A tile on offer (``name``: the building's name in the language of the moment); ``dense``: without the
    function line (a long supply; the function is in the tooltip)."""
    width = TILE_SIZE[0]
    badge = QRectF(PAD, 4, 25, 25)
    runs = [fit_run("letter", spec.letter, badge, 19, bold=True)]
    runs.append(
        fit_run(
            "name", name, QRectF(badge.right() + 6, 1, width - badge.right() - 6 - PAD, 30), 23, bold=True, align=LEFT
        )
    )
    if dense:
        emblem = QRectF(PAD - 1, NAME_BAND + 1, DENSE_EMBLEM, DENSE_EMBLEM)
        row = QRectF(emblem.right() + 4, NAME_BAND + 1, width - PAD - emblem.right() - 4, 26)
    else:
        emblem = QRectF(PAD - 1, NAME_BAND + 3, EMBLEM, EMBLEM)
        row = QRectF(emblem.right() + 6, emblem.center().y() - 13, width - PAD - emblem.right() - 6, 26)
    value_box = QRectF(row.right() - 64, row.top(), 64, row.height())
    value_icon = None
    value = spec.value
    if isinstance(value, FixedValue):
        # The number beside a franc coin: the value is paid in francs at the end.
        number_box = value_box.adjusted(VALUE_COIN + 4, 0, 0, 0)
        runs.append(fit_run("value", str(value.amount), number_box, 23, bold=True))
    else:
        number = f"{value.per}/"
        box = QRectF(value_box.left() + 3, value_box.top(), value_box.width() / 2, value_box.height())
        runs.append(
            fit_run(
                "value", number, box, 22, bold=True, align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            )
        )
        icon: Icon = value.good if isinstance(value, PerGoodValue) else "dock"
        size = 20.0
        value_icon = Placed(None, icon, QRectF(box.right() + 2, value_box.center().y() - size / 2, size, size))
    mark = None
    cost_right = value_box.left() - 8
    if is_reconstructed(spec):
        mark = QRectF(value_box.left() - 4 - MARK_SIZE, row.center().y() - MARK_SIZE / 2, MARK_SIZE, MARK_SIZE)
        cost_right = mark.left() - 4
    cost = fit_tokens(cost_tokens(spec), row.left() + 2, cost_right, row.top(), row.height(), 22, True, "cost")
    function = None
    symbols: list[Placed] = []
    if not dense:
        room = QRectF(PAD + 2, FUNCTION_TOP, width - 2 * PAD - 2, TILE_SIZE[1] - FUNCTION_TOP - 1)
        function = fit_pictogram(
            function_pictogram(spec), room, FUNCTION_GLYPH, FUNCTION_GLYPH_LEAST, closer=FUNCTION_CLOSER
        )
    else:
        # No function line: the lock and Dock symbols go on the cost line.
        marks = ([_icon("lock")] if spec.is_lock else []) + ([_icon("dock", 6)] if spec.dock_symbol else [])
        symbols = fit_tokens(
            marks, row.left(), cost_right, row.top(), row.height(), 20, False, "function", align_right=True
        )
    coin = None
    if isinstance(value, FixedValue):
        coin = QRectF(value_box.left() + 3, value_box.center().y() - VALUE_COIN / 2, VALUE_COIN, VALUE_COIN)
    return TileLayout(badge, runs, cost, symbols, value_box, value_icon, mark, coin, function, emblem)


@lru_cache(maxsize=256)
def compact_layout(spec: BuildingSpec, name: str) -> TileLayout:
    """A tile of a later round, waiting: its round letter, its emblem (a player learns the pictures before the
    buildings arrive) and its name."""
    width, height = COMPACT_SIZE
    badge = QRectF(4, (height - 24) / 2, 24, 24)
    emblem = QRectF(badge.right() + 5, (height - COMPACT_EMBLEM) / 2, COMPACT_EMBLEM, COMPACT_EMBLEM)
    runs = [
        fit_run("letter", spec.letter, badge, 19, bold=True),
        fit_run("name", name, QRectF(emblem.right() + 6, 0, width - emblem.right() - 12, height), 21, align=LEFT),
    ]
    return TileLayout(badge, runs, [], [], None, None, emblem=emblem)


class BuildingTileItem(QGraphicsObject):
    """A building's place in the supply."""

    clicked = Signal(str)
    hovered = Signal(str, bool)
    reconstructedMarkClicked = Signal(str)  # the building's id: its numbers' mark was clicked

    def __init__(self, spec: BuildingSpec) -> None:
        super().__init__()
        self.spec = spec
        self.mark: ReconstructedMarkItem | None = None
        if is_reconstructed(spec):
            self.mark = ReconstructedMarkItem(spec.id, self)
            self.mark.clicked.connect(self.reconstructedMarkClicked)
        self.status = TileStatus.UPCOMING
        self.owner_colour: QColor | None = None
        self.selected = False
        self._motion = Motion(self, b"pos")
        self.pointed = False  # the pointer rests on it
        self.dense = False  # on offer in a long supply: drawn without its function line
        self.whole = False  # of a later round, drawn whole (not as a strip): the supply has room for it
        self.keyboard_focus = False  # the keyboard's cursor is on it: a dashed ring
        self.spotlit = False  # the guided game points at it
        self.short: tuple[str, ...] = ()  # the parts of its cost the player to act cannot pay (``cost_parts``)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._place_mark()

    def _place_mark(self) -> None:
        """The mark stands beside the value of a tile on offer; a waiting tile shows no numbers, and no mark."""
        if self.mark is None:
            return
        rect = None if self.compact else self.layout().mark
        self.mark.setVisible(rect is not None)
        if rect is not None:
            self.mark.setPos(rect.topLeft())

    @property
    def compact(self) -> bool:
        """Drawn as a one-line strip: a building of a later round (unless ``whole``), or one built."""
        return self.status is TileStatus.BUILT or (self.status is TileStatus.UPCOMING and not self.whole)

    @property
    def waiting(self) -> bool:
        """A building of a later round, as a strip or whole."""
        return self.status is TileStatus.UPCOMING

    def size(self) -> tuple[float, float]:
        if self.compact:
            return COMPACT_SIZE
        return DENSE_SIZE if self.dense else TILE_SIZE

    def boundingRect(self) -> QRectF:
        width, height = self.size()
        margin = SPOTLIGHT_MARGIN if self.spotlit else EDGE_MARGIN
        return QRectF(-margin, -margin, width + 2 * margin, height + 2 * margin)

    def shape(self) -> QPainterPath:
        """What a click or the pointer finds: the tile itself, not the glow round it."""
        width, height = self.size()
        path = QPainterPath()
        path.addRect(QRectF(0, 0, width, height))
        return path

    def set_status(self, status: TileStatus, owner_colour: QColor | None = None) -> None:
        if status is self.status and owner_colour == self.owner_colour:
            return
        was_compact = self.compact
        self.status = status
        self.owner_colour = owner_colour
        if self.compact != was_compact:
            self.prepareGeometryChange()
        self.setVisible(status is not TileStatus.BUILT)
        self.setCursor(
            Qt.CursorShape.PointingHandCursor
            if status in (TileStatus.AVAILABLE, TileStatus.UNAFFORDABLE)
            else Qt.CursorShape.ArrowCursor
        )
        self._place_mark()
        self.update()

    def set_whole(self, whole: bool) -> None:
        if whole != self.whole:
            was_compact = self.compact
            self.whole = whole
            if self.compact != was_compact:
                self.prepareGeometryChange()
            self._place_mark()
            self.update()

    def set_dense(self, dense: bool) -> None:
        if dense != self.dense:
            if not self.compact:
                self.prepareGeometryChange()
            self.dense = dense
            self._place_mark()
            self.update()

    def set_short(self, short: tuple[str, ...]) -> None:
        if short != self.short:
            self.short = short
            self.update()

    def short_tokens(self) -> list[Placed]:
        """The cost's amounts and symbols the player cannot pay, as the tile lays them out."""
        cost = self.layout().cost
        return [
            placed
            for index, part in enumerate(cost_parts(self.spec))
            if part in self.short
            for placed in cost[2 * index : 2 * index + 2]
        ]

    def set_selected(self, selected: bool) -> None:
        if selected != self.selected:
            self.selected = selected
            self.update()

    def set_keyboard_focus(self, focused: bool) -> None:
        if focused != self.keyboard_focus:
            self.keyboard_focus = focused
            self.update()

    def set_spotlight(self, lit: bool) -> None:
        if lit != self.spotlit:
            self.prepareGeometryChange()  # the glow reaches beyond the tile's usual edge
            self.spotlit = lit
            self.update()

    def accessible_name(self) -> str:
        """The tile in words for a screen reader: name, state, cost, value and function."""
        return tile_accessible_name(self.spec, self.status, self.short)

    @property
    def resting_pos(self) -> QPointF:
        """Where the tile comes to rest: the end of its slide while it slides, else where it is."""
        end = self._motion.end
        return end if self._motion.running and isinstance(end, QPointF) else self.pos()

    def place(self, pos: QPointF, scale: float, animate_ms: int = 0) -> None:
        """Move to ``pos`` (sliding there when ``animate_ms``), drawn at ``scale``."""
        if scale != self.scale():
            self.setScale(scale)
        self._motion.stop()
        if pos == self.pos():
            return
        if animate_ms <= 0 or not self.isVisible():
            self.setPos(pos)
            return
        self._motion.run(self.pos(), pos, animate_ms)

    def layout(self) -> TileLayout:
        name = building_name(self.spec.id)
        return compact_layout(self.spec, name) if self.compact else full_layout(self.spec, name, self.dense)

    def text_runs(self) -> list[TextRun]:
        """Every text this tile paints (item coordinates)."""
        layout = self.layout()
        function = layout.function.text_runs if layout.function is not None else []
        return [*layout.runs, *(p.run for p in layout.cost + layout.symbols if p.run is not None), *function]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        palette = theme.current()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width, height = self.size()
        rect = QRectF(0, 0, width, height)
        layout = self.layout()
        if self.compact:
            self._paint_waiting(painter, rect, layout)
            return
        available = self.status is TileStatus.AVAILABLE
        draw_spotlight(painter, rect, self.spotlit)
        if self.pointed:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(palette.glow, 5))
            painter.drawRoundedRect(rect, 7, 7)
        self._paint_card(painter, rect, available)
        if self.selected:
            draw_selection_line(painter, rect, 6)
        painter.setBrush(palette.ink)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(layout.badge)
        layout.runs[0].draw(painter, palette.paper)
        layout.runs[1].draw(painter, palette.ink)
        if layout.value_box is not None:
            painter.setBrush(palette.paper_dark)
            painter.setPen(QPen(palette.ink, 1.2))
            painter.drawRoundedRect(layout.value_box, 5, 5)
        if layout.value_coin is not None:
            draw_coin(painter, layout.value_coin, mark=True, shadow=False)
        for run in layout.runs[2:]:
            run.draw(painter, palette.ink)
        if layout.value_icon is not None and layout.value_icon.icon is not None:
            draw_icon(painter, layout.value_icon.icon, layout.value_icon.rect)
        if layout.emblem is not None:
            draw_emblem(painter, self.spec.id, layout.emblem)
        draw_placed(painter, layout.cost, palette.ink)
        self._mark_short(painter, palette)
        if not self.dense:
            painter.setPen(QPen(QColor(palette.ink_soft), 1))
            painter.drawLine(QPointF(PAD, FUNCTION_TOP - 1), QPointF(width - PAD, FUNCTION_TOP - 1))
        draw_placed(painter, layout.symbols, palette.ink)
        if layout.function is not None:
            draw_pictogram(painter, layout.function)
        if self.waiting:
            self._veil_waiting(painter, rect)
        draw_focus_ring(painter, rect, self.keyboard_focus)

    def _veil_waiting(self, painter: QPainter, rect: QRectF) -> None:
        """A whole tile of a later round: under its name, a veil of its card's colour, so that its price and
        function read ahead but do not look on offer beside the tiles a player can build now."""
        outline = QPainterPath()
        outline.addRoundedRect(rect, 7, 7)
        painter.save()
        painter.setClipPath(outline)
        painter.fillRect(
            QRectF(0, NAME_BAND + 1, rect.width(), rect.height() - NAME_BAND - 1),
            theme.with_alpha(theme.current().paper_grey, WAITING_VEIL),
        )
        painter.restore()

    def _paint_waiting(self, painter: QPainter, rect: QRectF, layout: TileLayout) -> None:
        """A tile of a later round: its strip on the table, the round letter, the emblem and the name."""
        palette = theme.current()
        painter.setBrush(palette.table_light.lighter(118) if self.pointed else palette.table_light)
        painter.setPen(QPen(palette.highlight, 3) if self.selected else QPen(palette.table_dark, 1.2))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setBrush(palette.paper_dark)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(layout.badge)
        layout.runs[0].draw(painter, palette.ink)
        if layout.emblem is not None:
            draw_emblem(painter, self.spec.id, layout.emblem)
        layout.runs[1].draw(painter, palette.on_table)
        draw_focus_ring(painter, rect, self.keyboard_focus)

    def _mark_short(self, painter: QPainter, palette: theme.TablePalette) -> None:
        """What the player lacks, at a glance: each short part's amount in the warning colour, underlined."""
        short = self.short_tokens()
        for placed in short:
            if placed.run is not None:
                placed.run.draw(painter, palette.warning_text)
        for amount, symbol in zip(short[::2], short[1::2], strict=True):
            left, right = amount.rect.left(), symbol.rect.right()
            y = max(amount.rect.bottom() - 3, symbol.rect.bottom() + 1.5)
            painter.setPen(QPen(palette.warning_text, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(QPointF(left + 1, y), QPointF(right - 1, y))

    def _paint_card(self, painter: QPainter, rect: QRectF, available: bool) -> None:
        """The printed tile: card with its grain and cut edge on a thin shadow, the name's banner across its top,
        and its frame (the selection's, the green of a building the player to act can build, or a plain edge)."""
        palette = theme.current()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(0.8, 2.0), 7, 7)  # within the 3 units the item may paint beyond
        draw_panel(painter, rect, 7, Material.CARD, None if available else palette.paper_grey, shadow=False)
        outline = QPainterPath()
        outline.addRoundedRect(rect, 7, 7)
        painter.save()
        painter.setClipPath(outline)
        painter.fillRect(QRectF(0, 0, rect.width(), NAME_BAND), theme.with_alpha(palette.paper_dark, 215))
        painter.setPen(QPen(theme.with_alpha(palette.ink_soft, 160), 1))
        painter.drawLine(QPointF(0, NAME_BAND), QPointF(rect.width(), NAME_BAND))
        painter.restore()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.selected:
            painter.setPen(QPen(palette.highlight, SELECTION_BORDER))
        elif available:
            painter.setPen(QPen(palette.usable, 3))
        elif self.waiting:
            # Not yet on offer: a dashed edge in the table's light ink, the one of the strips' names.
            painter.setPen(QPen(palette.on_table, 2.4, Qt.PenStyle.DashLine))
        else:
            painter.setPen(QPen(palette.ink_soft, 1.2))
        painter.drawRoundedRect(rect, 7, 7)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.contains(event.pos()):
            self.clicked.emit(self.spec.id)
        super().mouseReleaseEvent(event)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setToolTip(tile_tooltip(self.spec))  # in the language of the moment
        self.pointed = True
        self.update()
        self.hovered.emit(self.spec.id, True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.pointed = False
        self.update()
        self.hovered.emit(self.spec.id, False)
        super().hoverLeaveEvent(event)


# The selected item's frame: the highlight's border (4 wide on the item's edge, so 2 inside it) and, against its
# inner side, an ink line. The line keeps clear of what is printed near the edge (a chip's value ends 4 units in).
SELECTION_BORDER = 4.0
SELECTION_LINE = 1.2
SELECTION_LINE_INSET = SELECTION_BORDER / 2 + SELECTION_LINE / 2  # the line's middle, from the item's edge


def selection_inside(rect: QRectF) -> QRectF:
    """What lies inside the selection's frame of an item whose body is ``rect``."""
    inset = SELECTION_LINE_INSET + SELECTION_LINE / 2
    return rect.adjusted(inset, inset, -inset, -inset)


def draw_selection_line(painter: QPainter, rect: QRectF, radius: float) -> None:
    """A solid ink line inside the highlight border of the selected item: the selection is seen by its double
    frame where the highlight's yellow is close to the paper (tritanopia, greyscale)."""
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(theme.current().ink, SELECTION_LINE))
    inset = SELECTION_LINE_INSET
    painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
    painter.restore()


# How far beyond its frame an item paints: its frame's pen and the pointer's glow; with the guided game's spotlight,
# its glow (4 units out, 9 wide). A bounding rectangle no larger than this keeps neighbours in the supply and on
# the wheel from overlapping.
EDGE_MARGIN = 3.0
SPOTLIGHT_MARGIN = 10.0


def draw_spotlight(painter: QPainter, rect: QRectF, lit: bool, radius: float = 8.0) -> None:
    """The guided game's "click here": a broad glow round the item, in a colour of its own (not the selection's, the
    focus ring's or the hint's)."""
    if not lit:
        return
    palette = theme.current()
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for width, alpha in ((9.0, 70), (5.0, 150), (2.5, 255)):
        painter.setPen(QPen(theme.with_alpha(palette.spotlight, alpha), width))
        painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius, radius)
    painter.restore()


def draw_focus_ring(painter: QPainter, rect: QRectF, focused: bool, radius: float = 5.0) -> None:
    """The keyboard's cursor: a dashed ring in the focus colour over a halo, just inside the item's edge. It never
    uses the selection's highlight, so it is never taken for a second selection; the halo makes it show on paper
    and on the table alike."""
    palette = theme.current()
    if not focused:
        return
    ring = rect.adjusted(4, 4, -4, -4)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(palette.halo, 5))
    painter.drawRoundedRect(ring, radius, radius)
    painter.setPen(QPen(palette.focus, 3, Qt.PenStyle.DashLine))
    painter.drawRoundedRect(ring, radius, radius)


def short_cost(spec: BuildingSpec, short: tuple[str, ...]) -> Cost:
    """The parts of the building's cost that are short, with their amounts."""
    whole = spec.cost
    return Cost(*(getattr(whole, part) if part in short else 0 for part in ("wood", "clay", "food", "francs")))


def tile_accessible_name(spec: BuildingSpec, status: TileStatus, short: tuple[str, ...] = ()) -> str:
    state = {
        TileStatus.AVAILABLE: QCoreApplication.translate("Accessibility", "on offer, you can build it"),
        TileStatus.UNAFFORDABLE: QCoreApplication.translate("Accessibility", "on offer, you cannot build it now"),
        TileStatus.UPCOMING: QCoreApplication.translate("Accessibility", "enters in round {letter}").format(
            letter=Letter(spec.round_index)
        ),
        TileStatus.BUILT: QCoreApplication.translate("Accessibility", "built"),
    }[status]
    if status is TileStatus.UNAFFORDABLE and short:
        #: {short}: the parts of the cost the player lacks, with their amounts ("9 wood and 9 clay").
        state = QCoreApplication.translate("Accessibility", "on offer, you cannot pay its {short}").format(
            short=cost(short_cost(spec, short))
        )
    function = (
        QCoreApplication.translate("Accessibility", "lock symbol, never used")
        if spec.is_lock
        else building_summary(spec.id, spec)
    )
    return QCoreApplication.translate(
        "Accessibility", "Building {name}, {state}. Cost: {cost}. Value: {value}. Function: {function}"
    ).format(name=building_name(spec.id), state=state, cost=cost_words(spec), value=value_text(spec), function=function)


def value_text(spec: BuildingSpec) -> str:
    value = spec.value
    if isinstance(value, FixedValue):
        return str(value.amount)
    if isinstance(value, PerGoodValue):
        return QCoreApplication.translate("Tiles", "{per} per {good} in your warehouse at the end").format(
            per=value.per, good=good_name(value.good)
        )
    assert isinstance(value, PerDockSymbolValue)
    return QCoreApplication.translate("Tiles", "{per} per building with the Dock symbol you own").format(per=value.per)


def tile_tooltip(spec: BuildingSpec) -> str:
    """The full card: everything printed on the tile, in words (where the numbers come from is the quiet mark's
    and the rules reference's to say, not every tooltip's)."""
    lines = [
        f"<b>{building_name(spec.id)}</b> — "
        + QCoreApplication.translate("Tiles", "enters in round {letter}").format(letter=Letter(spec.round_index)),
        QCoreApplication.translate("Tiles", "Cost: {cost}").format(cost=cost_words(spec)),
        QCoreApplication.translate("Tiles", "Value: {value}").format(value=value_text(spec)),
    ]
    if spec.is_lock:
        lines.append(
            QCoreApplication.translate(
                "Tiles", "Lock symbol: it lies beside your board, is never used and never sold by force."
            )
        )
    else:
        lines.append(
            QCoreApplication.translate("Tiles", "Function: {summary}").format(summary=building_summary(spec.id, spec))
        )
        lines.append(
            "<i>"
            + QCoreApplication.translate(
                "Tiles",
                "N is the multiplier of the sector the building lies in: 2, 3 or 4; at ×4+ it is 4 and the "
                "user also gets 1 franc. A building in sector 0 cannot be used.",
            )
            + "</i>"
        )
    if spec.dock_symbol:
        lines.append(QCoreApplication.translate("Tiles", "Dock symbol: it raises the value of the Dock."))
    return "<br>".join(lines)
