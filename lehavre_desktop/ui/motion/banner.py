"""The round's banner over the table: the round's letter, its actions and who takes how many, the buildings
that join the supply; at the end, the last turn of the wheels.

The words are worked out from the round's events when the banner is made, in the language then current;
the banner is painted once into a pixmap at the size it is shown at, and only copied while it moves.

It hides nothing the player is meant to watch: it lies in the middle of the table below the supply, clear of the
buildings on offer (the new ones are dealt there while it shows), of the strips of later rounds (what comes next)
and of the new tiles' ways; where the supply leaves no room, over a player's warehouse, where nothing moves while
the round changes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine import BuildingsEntered, Event, GameState, RoundStarted, WheelsRotated, turns_in_round
from ...i18n.forms import Amount, Building, Letter, Listed, Player
from .. import theme
from ..art import blank_image, device_scale, draw_pixmap
from ..board.anchors import Anchors, body_rect
from ..board.geometry import BOTTOM, PLAYER_WIDTH, PLAYER_X, WAREHOUSE_TOP
from ..board.materials import Material, coin_face, coin_ink, draw_coin, material_brush, textured
from ..painting import LEFT, TextRun, fit_run, lines_needed
from .overlay import Stage
from .timeline import Piece

WIDTH = 548.0  # scene units: the middle of the table, with a margin
NARROW_MARGIN = 12.0  # over a player's warehouse: this far from the column's sides
CLEAR_GAP = 10.0  # between the banner's face and what it keeps clear of
PLACE_STEP = 4.0  # the banner is tried at places this far apart, from the middle of its room outwards
PADDING = 18.0
TITLE_PX = 40
TITLE_HEIGHT = 62.0
LINE_PX = 24
LINE_GAP = 6.0
BADGE = 50.0
RISE = 24.0  # the banner rises this far into its place as it appears
SHOWN_IN = 0.12  # of the banner's time: appearing
SHOWN_OUT = 0.16  # and going
RADIUS = 14.0
SHADOW = 14.0  # how far the banner's soft shadow reaches
SHADOW_DROP = 6.0  # and how far down it falls: the banner floats above the table


def draw_shadow(painter: QPainter, face: QRectF, radius: float) -> None:
    """A soft shadow under ``face``: rings of faint dark, wider and fainter outwards (drawn once, with the banner).
    It falls to the right and below only, as from a light at the top left: on a dark table a faint dark beside the
    face's left edge would read as the banner's own edge, gone see-through (what lies under it showing)."""
    painter.save()
    painter.setClipRect(QRectF(face.left(), face.top(), face.width() + 2 * SHADOW, face.height() + 2 * SHADOW))
    painter.setPen(Qt.PenStyle.NoPen)
    steps = 7
    for step in range(steps, 0, -1):
        grow = SHADOW * step / steps
        painter.setBrush(QColor(0, 0, 0, round(60 / steps)))
        painter.drawRoundedRect(
            face.adjusted(-grow, -grow + SHADOW_DROP, grow, grow + SHADOW_DROP), radius + grow, radius + grow
        )
    painter.restore()


class RoundBanner(QObject):
    """The banner's counted words (Qt's numerus needs them in a class; its name is their context)."""

    def arriving(self, count: int) -> str:
        #: {buildings}: the buildings, listed ("Bakehouse and Wood Trader"); the verb agrees with how many they are
        return self.tr("{buildings} join the supply.", "", count)


@dataclass(frozen=True)
class BannerText:
    letter: str  # on the badge
    title: str
    lines: tuple[str, ...]


def banner_text(events: tuple[Event, ...], state: GameState) -> BannerText | None:
    """What the banner says for a change of the game (None: the change opens no round and ends no game);
    ``state`` is the state after the change."""
    started = next((e for e in events if isinstance(e, RoundStarted)), None)
    rotated = next((e for e in events if isinstance(e, WheelsRotated)), None)
    if started is not None:
        letter = Letter(started.round_index)
        entered = next(
            (e.buildings for e in events if isinstance(e, BuildingsEntered) and e.round_index == started.round_index),
            (),
        )
        return BannerText(
            format(letter, ""),
            QCoreApplication.translate("RoundBanner", "Round {letter}").format(letter=letter),
            (actions_line(started, state), arrivals_line(entered)),
        )
    if rotated is not None and rotated.final:
        letter = Letter(rotated.round_index)
        return BannerText(
            format(letter, ""),
            QCoreApplication.translate("RoundBanner", "End of round {letter}").format(letter=letter),
            (QCoreApplication.translate("RoundBanner", "The wheels turn a last time: the game is over."),),
        )
    return None


def actions_line(started: RoundStarted, state: GameState) -> str:
    first = started.start_player
    second = 1 - first
    #: {actions}: the round's actions ("5 actions"); {start}, {other}: the players; {start_actions} and
    #: {other_actions}: how many each takes ("3 actions", "2 actions")
    text = QCoreApplication.translate(
        "RoundBanner", "{actions}: {start} starts and takes {start_actions}, {other} takes {other_actions}."
    )
    return text.format(
        actions=Amount("actions", started.actions),
        start=Player(state.players[first].name),
        other=Player(state.players[second].name),
        start_actions=Amount("actions", turns_in_round(started.round_index, first)),
        other_actions=Amount("actions", turns_in_round(started.round_index, second)),
    )


def arrivals_line(buildings: tuple[str, ...]) -> str:
    if not buildings:
        return QCoreApplication.translate("RoundBanner", "No new building joins the supply.")
    return RoundBanner().arriving(len(buildings)).format(buildings=Listed([Building(b) for b in buildings]))


def line_height(line: str, width: float) -> float:
    """The height of one of the banner's lines, wrapped in a banner ``width`` wide."""
    spacing = QFontMetricsF(theme.board_font(LINE_PX)).lineSpacing()
    return lines_needed(line, width - 2 * PADDING, LINE_PX) * spacing + 2


def face_size(text: BannerText, width: float) -> QSizeF:
    """The banner's face, ``width`` wide: as tall as its wrapped lines need."""
    lines_height = sum(line_height(line, width) for line in text.lines) + LINE_GAP * max(0, len(text.lines) - 1)
    return QSizeF(width, PADDING + TITLE_HEIGHT + LINE_GAP + lines_height + PADDING)


def place_in(face: QSizeF, room: QRectF, clear: Sequence[QRectF]) -> QPointF | None:
    """The top left corner of a face of size ``face`` in ``room``, clear of every rectangle of ``clear``, as near
    the room's middle as it can be (None: there is no such place)."""
    if face.width() > room.width() or face.height() > room.height():
        return None
    left = room.center().x() - face.width() / 2
    middle = room.center().y() - face.height() / 2
    reach = int((room.height() - face.height()) / 2 // PLACE_STEP)
    for step in range(reach + 1):
        for top in dict.fromkeys((middle + step * PLACE_STEP, middle - step * PLACE_STEP)):
            rect = QRectF(QPointF(left, top), face).adjusted(-CLEAR_GAP, -CLEAR_GAP, CLEAR_GAP, CLEAR_GAP)
            if not any(rect.intersects(other) for other in clear):
                return QPointF(left, top)
    return None


def banner_rooms(anchors: Anchors) -> list[tuple[QRectF, float]]:
    """Where the banner may lie, first choice first, each with the banner's width there: the middle of the table
    (between the round track and the bank), then the warehouses."""
    middle = anchors.middle()
    rooms = [(middle.adjusted(0, CLEAR_GAP, 0, -CLEAR_GAP), WIDTH)]
    for left in PLAYER_X:
        column = QRectF(left, WAREHOUSE_TOP, PLAYER_WIDTH, BOTTOM - WAREHOUSE_TOP)
        rooms.append((column, PLAYER_WIDTH - 2 * NARROW_MARGIN))
    return rooms


DEAL_ARC = 40.0  # how high a dealt tile's arc rises (``changes.deal``): its way rises half as far over its ends


def supply_tiles(anchors: Anchors) -> list[QRectF]:
    """The supply's tiles where they come to rest: the buildings on offer (the new ones among them) and the strips
    of later rounds, which a player reads while the round changes to see what comes next; and the note on the
    buildings not shown."""
    rects = []
    for tile in anchors.scene.tiles.values():
        if tile.isVisible():
            rects.append(body_rect(tile).translated(tile.resting_pos - tile.pos()))
    note = anchors.scene.waiting_note
    if note.isVisible():
        rects.append(note.sceneBoundingRect())
    return rects


def deal_ways(anchors: Anchors, dealt: Sequence[tuple[str, QPointF]]) -> list[QRectF]:
    """What the tiles dealt from ``dealt`` (each building and where it comes from) pass over on their way to their
    places: the rectangle from where each comes from to where it lands, and its arc above."""
    ways = []
    for building, origin in dealt:
        tile = anchors.scene.tiles.get(building)
        if tile is None or not tile.isVisible():
            continue
        landing = body_rect(tile).translated(tile.resting_pos - tile.pos())
        ways.append(landing.united(QRectF(origin, origin)).adjusted(0, -DEAL_ARC / 2, 0, 0))
    return ways


def banner_place(
    text: BannerText, anchors: Anchors, dealt: Sequence[tuple[str, QPointF]] = ()
) -> tuple[QPointF, float]:
    """Where the banner lies and how wide it is: the first room with a place clear of the supply's tiles and of the
    ways of the tiles ``dealt`` (each building and where it comes from), else the middle of the table, at the
    top."""
    clear = [*supply_tiles(anchors), *deal_ways(anchors, dealt)]
    rooms = banner_rooms(anchors)
    for room, width in rooms:
        place = place_in(face_size(text, width), room, clear)
        if place is not None:
            return place, width
    middle = rooms[0][0]
    return QPointF(middle.center().x() - WIDTH / 2, middle.top()), WIDTH


class BannerItem(QGraphicsObject):
    """The banner, in its own coordinates: (0, 0) at its top left corner, ``width`` wide. It lies under what
    travels over the table (a building to the bank, coins to a purse pass over it)."""

    def __init__(self, text: BannerText, stage: Stage, width: float = WIDTH) -> None:
        super().__init__(stage)
        self.text = text
        self.width = width
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(-1)
        self._face = QRectF(QPointF(0, 0), face_size(text, width))
        self._bounds = self._face.adjusted(0, 0, SHADOW, SHADOW + SHADOW_DROP)
        self._pixmap: QPixmap | None = None
        self._pixmap_key: tuple[float, str] = (0.0, "")

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never under the pointer

    def scene_face(self) -> QRectF:
        """The banner's face where it lies on the table."""
        return self.mapRectToScene(self._face)

    def text_runs(self) -> list[TextRun]:
        width = self.width
        title_rect = QRectF(PADDING + BADGE + 14, PADDING, width - 2 * PADDING - BADGE - 14, TITLE_HEIGHT)
        runs = [fit_run("banner", self.text.title, title_rect, TITLE_PX, bold=True, align=LEFT)]
        top = PADDING + TITLE_HEIGHT + LINE_GAP
        for line in self.text.lines:
            height = line_height(line, width)
            runs.append(
                fit_run(
                    "banner", line, QRectF(PADDING, top, width - 2 * PADDING, height), LINE_PX, align=LEFT, wrap=True
                )
            )
            top += height + LINE_GAP
        return runs

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        scale = device_scale(painter)
        key = (round(scale, 3), theme.current().name)
        if self._pixmap is None or key != self._pixmap_key:
            self._pixmap = self._render(scale)
            self._pixmap_key = key
        draw_pixmap(painter, self._pixmap, self._bounds)

    def _render(self, scale: float) -> QPixmap:
        palette = theme.current()
        bounds = self._bounds
        image = blank_image(round(bounds.width() * scale), round(bounds.height() * scale))
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        painter.scale(scale, scale)
        painter.translate(-bounds.topLeft())
        face = self._face
        draw_shadow(painter, face, RADIUS)
        path = QPainterPath()
        path.addRoundedRect(face, RADIUS, RADIUS)
        painter.fillPath(path, material_brush(Material.CARD))  # the tiles' card, its texture shared with them
        band = QRectF(face.left(), face.top(), face.width(), PADDING + TITLE_HEIGHT)
        painter.save()
        painter.setClipPath(path)
        painter.fillRect(band, palette.highlight)
        painter.setPen(QPen(palette.table_dark, 2))
        painter.drawLine(QPointF(band.left(), band.bottom()), QPointF(band.right(), band.bottom()))
        painter.restore()
        # Its edge: the table's dark line on wood; in high contrast, where card and table are both black, the
        # highlight, so that the banner stands apart from the list under it.
        edge = QPen(palette.table_dark, 1.5) if textured(palette) else QPen(palette.highlight, 2.5)
        painter.setPen(edge)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        badge = QRectF(PADDING, PADDING + (TITLE_HEIGHT - BADGE) / 2, BADGE, BADGE)
        draw_coin(painter, badge, mark=False)
        painter.setFont(theme.board_font(int(coin_face(badge).height() * 0.9), bold=True))
        painter.setPen(coin_ink())
        painter.drawText(coin_face(badge), Qt.AlignmentFlag.AlignCenter, self.text.letter)
        runs = self.text_runs()
        runs[0].draw(painter, palette.on_highlight)
        for run in runs[1:]:
            run.draw(painter, palette.ink)
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(scale)
        return pixmap

    def discard(self) -> None:
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        self.deleteLater()


class BannerPiece(Piece):
    """The banner where ``place`` puts it (read when it begins: the scene shows the new round), from ``start_ms``
    for ``duration_ms``: it rises into its place, stays, and goes."""

    def __init__(
        self,
        stage: Stage,
        text: BannerText,
        place: Callable[[BannerText], tuple[QPointF, float]],
        start_ms: float,
        duration_ms: float,
    ) -> None:
        super().__init__(start_ms, duration_ms)
        self.stage = stage
        self.text = text
        self._place_of = place
        self.item: BannerItem | None = None
        self._place = QPointF()

    def begin(self) -> None:
        self._place, width = self._place_of(self.text)
        self.item = BannerItem(self.text, self.stage, width)
        self.item.setOpacity(0.0)
        self.item.setPos(self._place + QPointF(0, RISE))

    def show(self, progress: float) -> None:
        item = self.item
        if item is None:
            return
        if progress < SHOWN_IN:
            shown = progress / SHOWN_IN
            item.setPos(self._place + QPointF(0, RISE * (1 - shown) ** 2))
        elif progress > 1 - SHOWN_OUT:
            shown = (1 - progress) / SHOWN_OUT
        else:
            shown = 1.0
            item.setPos(self._place)
        item.setOpacity(shown)

    def end(self) -> None:
        if self.item is not None:
            self.item.discard()
            self.item = None
