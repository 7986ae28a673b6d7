"""A move the search suggests, drawn on the table as a proposal nobody has made.

A player's own proposal (the controller's) lights the building and draws the markers' new
places hollow in the preview colour with solid arrows. A suggestion must not pass for one:
its buildings are outlined with dashes in a colour of their own over a dark halo, its
markers' new places are dashed outlines of their shapes reached by dashed arrows, and a
badge names it ("Suggested", or "Better move" in the game review), at the building's right end where it
touches no other building's name. One item above the table draws it all. It takes no clicks, and its shape
is only its strokes and its badge, so the item under the pointer is still the building or cell the player means.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine import GOODS, Action, Build, GameState, Good, Sell, Use, apply
from .. import theme
from ..painting import CENTER, TextRun, arrow_path, fit_run, good_path, text_width
from .anchors import name_banners
from .geometry import SCENE_RECT
from .scene import TableScene
from .warehouse_geometry import marker_layout

# The palette's suggestion colour is cyan: no good's, no player's colour, neither the preview's magenta
# nor the green of a legal place, nor the yellow of a selection; over its dark halo it stands out on the
# table and on paper alike.
DASHES = [2.2, 1.4]  # in pen widths
LINE = 5.0
MARGIN = 1.0  # how far an outline stands off its building's bounding rectangle: clear of the next tile's name
BADGE_PX = 21
BADGE_HEIGHT = 32.0
BADGE_INSET = 6.0  # from the building's right end
HEAD = 16.0
DETOUR_HEAD = 11.0  # a detour's head: short, so that its bend shows which way it points


class Badge(Enum):
    SUGGESTED = "suggested"  # the hint
    BETTER = "better"  # the game review: what the search would have done instead

    def text(self) -> str:
        if self is Badge.SUGGESTED:
            return QCoreApplication.translate("Board", "Suggested")
        return QCoreApplication.translate("Board", "Better move")


@dataclass(frozen=True)
class MarkerMove:
    """A marker the suggestion moves: the box it leaves and the box of its new place (scene coordinates); to a
    place too near for a straight shaft, the ends and the bow of the detour its arrow takes (as a proposed place's
    would: ``WarehouseItem.detour_between``)."""

    good: Good
    origin: QRectF
    box: QRectF
    detour: tuple[QPointF, QPointF, float] | None = None


@dataclass(frozen=True)
class Marks:
    buildings: tuple[QRectF, ...]  # scene rectangles of the buildings to build, use or sell
    moves: tuple[MarkerMove, ...]
    badge: Badge
    actions: tuple[Action, ...] = ()  # the turn suggested


def suggestion_marks(scene: TableScene, state: GameState, actions: tuple[Action, ...], badge: Badge) -> Marks:
    """What to draw for ``actions`` (a turn's build, use or pass, then sales) from ``state``, as the scene shows it.

    The main action's markers are drawn where it takes them; a sale's building is outlined.
    """
    buildings: list[QRectF] = []
    moves: list[MarkerMove] = []
    for action in actions:
        if isinstance(action, Build) and action.building in scene.tiles:
            buildings.append(scene.tiles[action.building].sceneBoundingRect())
        elif isinstance(action, Use | Sell) and action.building in scene.chips:
            buildings.append(scene.chips[action.building].sceneBoundingRect())
        if isinstance(action, Build | Use) and not moves:
            moves = _marker_moves(scene, state, action)
    return Marks(tuple(buildings), tuple(moves), badge, actions)


def _marker_moves(scene: TableScene, state: GameState, action: Build | Use) -> list[MarkerMove]:
    seat = state.current
    before = state.players[seat].markers
    after = apply(state, action, trusted=True).state.players[seat].markers
    warehouse = scene.warehouse(seat)
    # The new places lie in the cells of the grid on show, beside the markers there, as proposed places would.
    moved = {good: after[good.slot] for good in GOODS if after[good.slot] != before[good.slot]}
    layout = marker_layout(
        warehouse.markers, moved, warehouse.geometry.rows, warehouse.geometry.cols, grid=warehouse.grid
    )
    moves = []
    for good in moved:
        marker = warehouse.marker_item(good)
        origin = QRectF(marker.pos(), QSizeF(marker.size, marker.size))
        line = warehouse.detour_between(good, origin, layout.ghosts[good])
        detour = None
        if line is not None:
            start, end, bow = line
            detour = (warehouse.mapToScene(start), warehouse.mapToScene(end), bow * warehouse.scale())
        box = warehouse.mapRectToScene(layout.ghosts[good])
        moves.append(MarkerMove(good, warehouse.mapRectToScene(origin), box, detour))
    return moves


def other_banners(scene: TableScene, anchor: QRectF) -> list[QRectF]:
    """The name banners of the buildings on the table other than the one at ``anchor`` (its bounding rectangle)."""
    return [banner for banner in name_banners(scene) if not anchor.contains(banner)]


def place_badge(anchor: QRectF, width: float, banners: list[QRectF]) -> QRectF:
    """The badge, ``width`` wide, at the right end of the building at ``anchor``, touching no name of ``banners``
    (the other buildings'): on its bottom edge where that is clear; else raised into the building, over the right
    end of its function line, as far as it must; else on its top edge; inside the table. Names start at the left,
    so the right end of a building covers least."""
    left = anchor.right() - width - BADGE_INSET
    tops = [anchor.bottom() - BADGE_HEIGHT / 2 - step * 2.0 for step in range(int(BADGE_HEIGHT / 4) + 1)]
    tops.append(anchor.top() - BADGE_HEIGHT / 2)
    rect = QRectF()
    for top in tops:
        rect = QRectF(left, top, width, BADGE_HEIGHT)
        if rect.bottom() > SCENE_RECT.bottom():
            rect.moveBottom(SCENE_RECT.bottom())
        rect.moveLeft(max(SCENE_RECT.left(), min(rect.left(), SCENE_RECT.right() - width)))
        if not any(rect.intersects(banner) for banner in banners):
            return rect
    return rect


class SuggestionItem(QGraphicsObject):
    """Draws one suggestion's marks above everything on the table (hidden while there is none)."""

    def __init__(self) -> None:
        super().__init__()
        self.marks: Marks | None = None
        self._bounds = QRectF()
        self._badge = QRectF()
        self.setZValue(100)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setVisible(False)

    def show_marks(self, marks: Marks) -> None:
        self.prepareGeometryChange()
        self.marks = marks
        self._badge = self._place_badge()
        self._bounds = self._measure()
        self.setVisible(True)
        self.update()
        if marks.badge is Badge.SUGGESTED:
            self._tell_scene(marks.actions)

    def _tell_scene(self, actions: tuple[Action, ...]) -> None:
        """The table's frames mark the hint's buildings too. Only the hint's: the game review's marks lie on a
        state it browses, and the frames are the game's (a frame would put the game back under the review)."""
        scene = self.scene()
        if isinstance(scene, TableScene):
            scene.hintShown.emit(actions)

    def retranslate(self) -> None:
        """The badge's words changed with the language: measure it again."""
        if self.marks is not None:
            self.show_marks(self.marks)

    def clear(self) -> None:
        if self.marks is None:
            return
        hinted = self.marks.badge is Badge.SUGGESTED
        self.prepareGeometryChange()
        self.marks = None
        self._bounds = QRectF()
        self._badge = QRectF()
        self.setVisible(False)
        if hinted:
            self._tell_scene(())

    # ---- geometry -------------------------------------------------------------------------------
    def badge_rect(self) -> QRectF:
        """Where the badge lies (``place_badge``), measured when the marks were shown."""
        return QRectF(self._badge)

    def _place_badge(self) -> QRectF:
        marks = self.marks
        if marks is None:
            return QRectF()
        anchor = marks.buildings[0] if marks.buildings else (marks.moves[0].box if marks.moves else QRectF())
        width = text_width(marks.badge.text(), BADGE_PX, bold=True) + 22
        scene = self.scene()
        banners = other_banners(scene, anchor) if isinstance(scene, TableScene) else []
        return place_badge(anchor, width, banners)

    def _outline_paths(self) -> list[QPainterPath]:
        marks = self.marks
        if marks is None:
            return []
        paths = []
        for rect in marks.buildings:
            path = QPainterPath()
            path.addRoundedRect(rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN), 8, 8)
            paths.append(path)
        for move in marks.moves:
            paths.append(good_path(move.good, move.box.adjusted(1, 1, -1, -1)))
            paths.append(self._arrow(move))
        return paths

    @staticmethod
    def _arrow(move: MarkerMove) -> QPainterPath:
        """From the marker's edge to its new place's edge; to a place too near for that, its detour."""
        if move.detour is not None:
            start, end, bow = move.detour
            return arrow_path(start, end, head=DETOUR_HEAD, bow=bow)
        start, end = move.origin.center(), move.box.center()
        dx, dy = end.x() - start.x(), end.y() - start.y()
        length = (dx * dx + dy * dy) ** 0.5
        begin, finish = move.origin.width() / 2 + 2, move.box.width() / 2 + 4
        if length <= begin + finish + 10:
            return QPainterPath()
        ux, uy = dx / length, dy / length
        return arrow_path(
            QPointF(start.x() + ux * begin, start.y() + uy * begin),
            QPointF(end.x() - ux * finish, end.y() - uy * finish),
            head=HEAD,
        )

    def _measure(self) -> QRectF:
        bounds = QRectF()
        for path in self._outline_paths():
            bounds = bounds.united(path.boundingRect())
        bounds = bounds.united(self.badge_rect())
        return bounds.adjusted(-LINE * 2, -LINE * 2, LINE * 2, LINE * 2)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        stroker = QPainterPathStroker()
        stroker.setWidth(LINE * 2)
        shape = QPainterPath()
        for path in self._outline_paths():
            shape.addPath(stroker.createStroke(path))
        shape.addRect(self.badge_rect())
        return shape

    def text_runs(self) -> list[TextRun]:
        if self.marks is None:
            return []
        return [
            fit_run(
                "suggestion",
                self.marks.badge.text(),
                self.badge_rect().adjusted(8, 0, -8, 0),
                BADGE_PX,
                bold=True,
                align=CENTER,
            )
        ]

    # ---- painting -------------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        palette = theme.current()
        marks = self.marks
        if marks is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        round_join = Qt.PenJoinStyle.RoundJoin
        halo = QPen(palette.suggestion_halo, LINE + 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, round_join)
        dashed = QPen(palette.suggestion, LINE, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap, round_join)
        dashed.setDashPattern(DASHES)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for rect in marks.buildings:
            outline = rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
            for pen in (halo, dashed):
                painter.setPen(pen)
                painter.drawRoundedRect(outline, 8, 8)
        for move in marks.moves:
            self._paint_move(painter, move, halo, dashed)
        self._paint_badge(painter)

    def _paint_move(self, painter: QPainter, move: MarkerMove, halo: QPen, dashed: QPen) -> None:
        palette = theme.current()
        arrow = self._arrow(move)
        painter.setPen(halo)
        painter.setBrush(palette.suggestion_halo)
        painter.drawPath(arrow)
        painter.setPen(dashed)
        painter.setBrush(palette.suggestion)
        painter.drawPath(arrow)
        shape = good_path(move.good, move.box.adjusted(1, 1, -1, -1))
        fill = QColor(palette.good_colours[move.good])
        fill.setAlpha(110)
        painter.setPen(halo)
        painter.setBrush(fill)
        painter.drawPath(shape)
        painter.setPen(dashed)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(shape)

    def _paint_badge(self, painter: QPainter) -> None:
        palette = theme.current()
        rect = self.badge_rect()
        painter.setPen(QPen(palette.suggestion, 3))
        painter.setBrush(palette.suggestion_dark)
        painter.drawRoundedRect(rect, BADGE_HEIGHT / 2, BADGE_HEIGHT / 2)
        for run in self.text_runs():
            run.draw(painter, palette.on_table)
