"""Francs changing hands while an opponent's move is shown: the coins travel, and each player's francs count on
their header, from what they hold to what they will hold once the move is played.

A tally lies over the header's own number (the header draws the state before the move) and counts as the coins
arrive; it stays, showing the francs after the move, until the move is played or withdrawn. A coin covers no
building of the supply (its name, cost or value), no name or value of a building on a wheel and no round letter: the
player reads what is built and used, and when buildings arrive, while the coins travel. From purse to purse a coin
takes the coin lane (``purse_way``): down the slot beside the round track, under the track, up the other slot;
to or from the bank, down the player's board by its coin column and along the foot of the table (``board_way``).
Both are worked out, not searched for: they cost the frame that begins the payment next to nothing.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .. import theme
from ..board.anchors import body_rect, name_banners
from ..board.geometry import COIN_LANE, COIN_SLOTS, COIN_WAY, SCENE_RECT, WHEEL_TOP, coin_column
from ..board.panels import PlayerHeaderItem
from ..board.scene import TableScene
from .coin_route import Field, along, coin_route, round_corners
from .overlay import PictureItem, Stage
from .pictures import COIN_SIDE, Picture, centred_picture, coin_picture
from .pieces import EASE, FADE_IN, FADE_OUT
from .timeline import Piece

MAX_COINS = 4  # an amount flies as this many coins at most, the last with the amount on it
TALLY_PX = 29  # the header's own size for the francs
TALLY_PADDING = 4.0
TALLY_SIDES = 5.0  # the lit pill reaches this far on each side of the number (clear of the header's coin)
TALLY_GLOW = 8.0  # the soft light round it


def francs_rect(header: PlayerHeaderItem) -> QRectF:
    """Where the header writes the player's francs, in scene coordinates (the run after the name that says them)."""
    francs = str(header.francs)
    runs = header.text_runs()
    found = next((run for run in runs[1:] if run.text == francs), runs[0])
    return header.mapRectToScene(found.rect)


def supply_tiles(scene: TableScene) -> list[QRectF]:
    """The supply's tiles as they lie: those on offer (name, cost, value, function) and the strips of later rounds."""
    return [body_rect(tile) for tile in scene.tiles.values() if tile.isVisible()]


def chip_values(scene: TableScene) -> list[QRectF]:
    """Where the buildings on the wheels and beside them print their values, in scene coordinates."""
    return [chip.mapRectToScene(chip.face().value.box) for chip in scene.chips.values() if chip.isVisible()]


def kept_clear(scene: TableScene) -> list[QRectF]:
    """What a flying coin keeps off: the supply's tiles whole (a coin over a cost or a value is a misread price),
    every building's name and value, and the round track, which a player reads to see when buildings arrive (a coin
    over a letter reads as a round missing)."""
    return [*supply_tiles(scene), *name_banners(scene), *chip_values(scene), scene.track.sceneBoundingRect()]


def header_words(scene: TableScene) -> list[QRectF]:
    """The ink of the headers' words other than the francs (names, wealth, status), in scene coordinates."""
    words = []
    for header in scene.headers:
        francs = francs_rect(header)
        for run in header.text_runs():
            ink = header.mapRectToScene(QFontMetricsF(run.font).boundingRect(run.rect, run.flags, run.text))
            if not ink.intersects(francs):
                words.append(ink)
    return words


WAY_SAMPLES = 24  # points looked at along a run over a header, for the words the coin would cover
HEADER_HEIGHTS = 5  # heights tried for the run from a purse to its slot
CORNER = 14.0  # scene units: a lane coin turns its corners along curves this far from them


def _covered(start: QPointF, end: QPointF, words: Sequence[QRectF]) -> int:
    """How many of ``WAY_SAMPLES`` places of a lane coin from ``start`` to ``end`` lie over one of ``words``."""
    half = COIN_WAY / 2
    count = 0
    for index in range(WAY_SAMPLES + 1):
        centre = start + (end - start) * (index / WAY_SAMPLES)
        face = QRectF(centre.x() - half, centre.y() - half, COIN_WAY, COIN_WAY)
        count += any(face.intersects(word) for word in words)
    return count


def _slot_top(purse: QPointF, words: Sequence[QRectF]) -> QPointF:
    """Where a coin leaving ``purse`` (or coming to it) enters its slot: the middle of the slot nearer to it, at the
    height between the purse and the lane whose run over the header covers the fewest words (the nearest first)."""
    slot = min(COIN_SLOTS, key=lambda rect: abs(rect.center().x() - purse.x()))
    lowest = COIN_LANE.top() - COIN_WAY / 2 - 1  # the coin still above the lane: clear of the wheels' rows
    heights = [purse.y() + (lowest - purse.y()) * step / (HEADER_HEIGHTS - 1) for step in range(HEADER_HEIGHTS)]
    best = min(heights, key=lambda y: _covered(purse, QPointF(slot.center().x(), y), words))
    return QPointF(slot.center().x(), best)


def purse_way(source: QPointF, target: QPointF, scene: TableScene) -> list[QPointF]:
    """From one player's purse to the other's by the coin lane: across the header to its slot, down the slot, along
    the lane under the round track, up the other slot and across to the purse; its corners rounded where that stays
    clear of the track, the supply and the wheels' buildings."""
    words = header_words(scene)
    lane = COIN_LANE.center().y()
    leave, reach = _slot_top(source, words), _slot_top(target, words)
    points = [source, leave, QPointF(leave.x(), lane), QPointF(reach.x(), lane), reach, target]
    field = Field(COIN_LANE.united(COIN_SLOTS[0]).united(COIN_SLOTS[1]), kept_clear(scene), COIN_WAY / 2 + 1)
    distinct = [points[0], *(point for before, point in itertools.pairwise(points) if point != before)]
    return round_corners(field, distinct, CORNER)


BANK_COIN = 1.0  # a coin to or from the bank, as large as the headers' coin frames: its column holds it


def board_way(purse: QPointF, bank: QPointF, kept: Sequence[QRectF]) -> list[QPointF]:
    """From a player's purse to the bank: down the player's board by its coin column (``coin_column``: no building
    lies there), along the foot of the table at the bank's height, into the bank; its corners rounded where that
    stays clear of ``kept`` (``kept_clear``). Worked out, not searched for: it costs a frame nothing."""
    seat = 0 if purse.x() < SCENE_RECT.center().x() else 1
    column = coin_column(seat)
    top = QPointF(column, WHEEL_TOP)
    points = [purse, top, QPointF(column, bank.y()), bank]
    field = Field(SCENE_RECT, kept, COIN_SIDE * BANK_COIN / 2 + 1)
    return round_corners(field, points, CORNER)


def coin_way(
    scene: TableScene, source: QPointF, target: QPointF, by_lane: bool
) -> tuple[list[QPointF], tuple[float, float]]:
    """The way a coin goes from ``source`` to ``target`` and its scale as it sets out and as it arrives: from purse to
    purse (``by_lane``) by the coin lane, as large as the lane holds (``COIN_WAY``, a little under the headers'
    coins); between a purse and the bank by ``board_way``, as large as the headers' coins."""
    lane = (COIN_WAY / COIN_SIDE, COIN_WAY / COIN_SIDE)
    if by_lane:
        return purse_way(source, target, scene), lane
    kept = kept_clear(scene)
    to_bank = source.y() < target.y()
    purse, bank = (source, target) if to_bank else (target, source)
    way = board_way(purse, bank, kept)
    if Field(SCENE_RECT, kept, COIN_SIDE * BANK_COIN / 2).clear_way(way):
        return (way if to_bank else way[::-1]), (BANK_COIN, 0.8)
    # A board laid out otherwise (component data of another size) may block the column: the shortest clear way.
    return coin_route(source, target, SCENE_RECT, kept, COIN_WAY / 2 + 1), lane


def coin_flights(
    stage: Stage,
    scale: float,
    way: tuple[list[QPointF], tuple[float, float]],
    amount: int,
    start_ms: float,
    flight_ms: float,
    gap_ms: float,
) -> list[Piece]:
    """``amount`` francs along ``way`` (a route and its scales, as ``coin_way`` gives them): a few coins ``gap_ms``
    apart, each ``flight_ms`` long, the last with the amount on it."""
    route, (start_scale, end_scale) = way
    count = min(amount, MAX_COINS)
    return [
        CoinFlight(
            stage,
            centred_picture(coin_picture(amount if index == count - 1 else None, scale), route[0]),
            start_ms + index * gap_ms,
            flight_ms,
            route,
            start_scale=start_scale,
            end_scale=end_scale,
        )
        for index in range(count)
    ]


class CoinFlight(Piece):
    """A coin along ``route`` (its points in scene coordinates), eased from start to end, growing from
    ``start_scale`` to ``end_scale``; it fades in as it sets out and out as it arrives."""

    def __init__(
        self,
        stage: Stage,
        picture: Picture,
        start_ms: float,
        duration_ms: float,
        route: Sequence[QPointF],
        start_scale: float,
        end_scale: float,
    ) -> None:
        super().__init__(start_ms, duration_ms)
        self.stage = stage
        self.picture = picture
        self.route = list(route)
        self.start_scale, self.end_scale = start_scale, end_scale
        self.item: PictureItem | None = None

    def centre_at(self, progress: float) -> QPointF:
        return along(self.route, EASE.valueForProgress(progress))

    def scale_at(self, progress: float) -> float:
        return self.start_scale + (self.end_scale - self.start_scale) * EASE.valueForProgress(progress)

    def face_at(self, progress: float) -> QRectF:
        """The coin's face (without its shadow) at ``progress``, in scene coordinates."""
        side = COIN_SIDE * self.scale_at(progress)
        centre = self.centre_at(progress)
        return QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)

    def begin(self) -> None:
        self.item = PictureItem(self.picture.pixmap, self.stage)
        self.item.setOpacity(0.0)

    def show(self, progress: float) -> None:
        if self.item is None:
            return
        self.item.place(self.picture.drawn_at(self.centre_at(progress), self.scale_at(progress)))
        self.item.setOpacity(min(1.0, progress / FADE_IN, (1 - progress) / FADE_OUT))

    def end(self) -> None:
        if self.item is not None:
            self.item.discard()
            self.item = None


class TallyItem(QGraphicsObject):
    """A player's francs, counting, lit over the header's number."""

    def __init__(self, rect: QRectF, value: int, stage: Stage) -> None:
        super().__init__(stage)
        self.rect = QRectF(rect)
        self.value = value
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_value(self, value: int) -> None:
        if value != self.value:
            self.prepareGeometryChange()  # a number of more digits is drawn wider
            self.value = value
            self.update()

    def face(self) -> QRectF:
        """The lit pill over the header's number (which starts at the run's left edge), as wide as two digits."""
        font = theme.board_font(TALLY_PX, bold=True)
        digits = QFontMetricsF(font).horizontalAdvance(str(self.value).rjust(2, "0"))
        top = self.rect.top() + TALLY_PADDING / 2
        return QRectF(self.rect.left() - TALLY_SIDES, top, digits + 2 * TALLY_SIDES, self.rect.height() - TALLY_PADDING)

    def boundingRect(self) -> QRectF:
        return self.face().adjusted(-TALLY_GLOW, -TALLY_GLOW, TALLY_GLOW, TALLY_GLOW)

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never under the pointer

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        palette = theme.current()
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        face = self.face()
        radius = face.height() / 2
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(palette.glow, TALLY_GLOW))
        painter.drawRoundedRect(face, radius, radius)
        painter.setPen(QPen(palette.table_dark, 2))
        painter.setBrush(palette.highlight)
        painter.drawRoundedRect(face, radius, radius)
        painter.setFont(theme.board_font(TALLY_PX, bold=True))
        painter.setPen(palette.on_highlight)
        painter.drawText(face, Qt.AlignmentFlag.AlignCenter, str(self.value))

    def centre(self) -> QPointF:
        return self.face().center()

    def discard(self) -> None:
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        self.deleteLater()


class Tally(Piece):
    """A player's francs, lit from the payment's start, counting over ``changes`` (start and length in ms, and the
    amount: negative when paid) from ``before``. When it ends it keeps the francs after the move until ``discard``."""

    def __init__(self, stage: Stage, rect: QRectF, before: int, changes: Sequence[tuple[float, float, int]]) -> None:
        super().__init__(0.0, max(at + length for at, length, _amount in changes))
        self.stage = stage
        self.rect = rect
        self.before = before
        self.changes = list(changes)
        self.item: TallyItem | None = None

    @property
    def after(self) -> int:
        return self.before + sum(amount for _at, _length, amount in self.changes)

    def value_at(self, now_ms: float) -> int:
        """The francs counted by ``now_ms`` (the timeline's time): each change one franc at a time."""
        value = self.before
        for at, length, amount in self.changes:
            done = min(1.0, max(0.0, (now_ms - at) / length)) if length > 0 else 1.0
            value += int(amount * done)
        return value

    def begin(self) -> None:
        self.item = TallyItem(self.rect, self.before, self.stage)

    def show(self, progress: float) -> None:
        if self.item is not None:
            self.item.set_value(self.value_at(self.start_ms + progress * self.duration_ms))

    def end(self) -> None:
        if self.item is not None:
            self.item.set_value(self.after)

    def discard(self) -> None:
        if self.item is not None:
            self.item.discard()
            self.item = None
