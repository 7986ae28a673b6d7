"""Francs changing hands while an opponent's move is shown: the coins travel, and each player's francs count on
their header, from what they hold to what they will hold once the move is played.

A tally lies over the header's own number (the header draws the state before the move) and counts as the coins
arrive; it stays, showing the francs after the move, until the move is played or withdrawn. The coins go the
shortest way that keeps them off every building's name and the round track (``coin_route``): the player reads
what is built and used, and when buildings arrive, while the coins travel.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .. import theme
from ..board.anchors import body_rect
from ..board.chip import BuildingChipItem
from ..board.panels import PlayerHeaderItem
from ..board.scene import TableScene
from ..board.tile import BuildingTileItem
from .coin_route import along
from .overlay import PictureItem, Stage
from .pictures import COIN_SIDE, Picture
from .pieces import EASE, FADE_IN, FADE_OUT
from .timeline import Piece

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


def name_banner(item: BuildingTileItem | BuildingChipItem) -> QRectF | None:
    """The band across the top of a building (a tile or a chip) that its name is written on, in scene coordinates
    (the whole of a tile of a later round, which is its name)."""
    runs = [run for run in item.text_runs() if run.role == "name"]
    if not runs or not item.isVisible():
        return None
    body = body_rect(item)
    bottom = max(item.mapRectToScene(run.rect).bottom() for run in runs)
    return QRectF(body.left(), body.top(), body.width(), min(bottom, body.bottom()) - body.top())


def name_banners(scene: TableScene) -> list[QRectF]:
    """The name banners of every building on the table: the supply's tiles and the players' buildings."""
    buildings: list[BuildingTileItem | BuildingChipItem] = [*scene.tiles.values(), *scene.chips.values()]
    banners = (name_banner(item) for item in buildings)
    return [banner for banner in banners if banner is not None]


def kept_clear(scene: TableScene) -> list[QRectF]:
    """What a flying coin keeps off: every building's name, and the round track, which a player reads to see when
    buildings arrive (a coin over a letter reads as a round missing)."""
    return [*name_banners(scene), scene.track.sceneBoundingRect()]


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
