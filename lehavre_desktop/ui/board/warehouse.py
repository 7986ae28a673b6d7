"""A player's warehouse: the grid, its row and column values, and the four goods markers.

During a payment or a choice, "ghost" markers show where the markers would end up;
the player drags a ghost to another highlighted cell (or clicks that cell) to change it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine import GOODS, Cell, Good, WarehouseGeometry
from ...i18n.names import good_name
from .. import theme
from ..painting import draw_fitted_text, draw_good
from .geometry import CELL, MARKER, WAREHOUSE_LABEL, cell_at, cell_rect, marker_pos


class MarkerItem(QGraphicsObject):
    pressed = Signal(object)  # Good
    released = Signal(object, QPointF)  # Good, scene position

    def __init__(self, good: Good, ghost: bool) -> None:
        super().__init__()
        self.good = good
        self.ghost = ghost
        self.draggable = False
        self._press: QPointF | None = None
        self._home = QPointF()
        self.setZValue(20 if ghost else 10)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, MARKER + 4, MARKER + 4)

    def home(self, pos: QPointF) -> None:
        self._home = pos
        self.setPos(pos)

    def set_draggable(self, draggable: bool) -> None:
        self.draggable = draggable
        self.setCursor(Qt.CursorShape.OpenHandCursor if draggable else Qt.CursorShape.ArrowCursor)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, MARKER, MARKER)
        if self.ghost:
            painter.setOpacity(0.9)
            draw_good(painter, self.good, rect, outline=theme.HIGHLIGHT)
        else:
            if self.parentItem() is not None and getattr(self.parentItem(), "dimmed", False):
                painter.setOpacity(0.35)
            draw_good(painter, self.good, rect)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.draggable and event.button() == Qt.MouseButton.LeftButton:
            self._press = event.scenePos()
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            self.setZValue(40)
            self.pressed.emit(self.good)
            event.accept()
        else:
            event.ignore()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is not None:
            self.setPos(self._home + (event.scenePos() - self._press))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        self._press = None
        self.setZValue(20 if self.ghost else 10)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setPos(self._home)
        self.released.emit(self.good, event.scenePos())


class WarehouseItem(QGraphicsObject):
    markerDropped = Signal(int, object, object)  # seat, Good, Cell
    cellClicked = Signal(int, object)  # seat, Cell
    cellHovered = Signal(int, object)  # seat, Cell or None
    dragStarted = Signal(int, object)  # seat, Good

    def __init__(self, seat: int, geometry: WarehouseGeometry) -> None:
        super().__init__()
        self.seat = seat
        self.geometry = geometry
        self.dimmed = False
        self.markers: tuple[Cell, ...] = geometry.start
        self.preview: dict[Good, Cell] = {}
        self.targets: dict[Good, frozenset[Cell]] = {}
        self.active_good: Good | None = None  # the good whose targets are shown
        self._hover: Cell | None = None
        self._real = {good: MarkerItem(good, ghost=False) for good in GOODS}
        self._ghosts = {good: MarkerItem(good, ghost=True) for good in GOODS}
        for item in list(self._real.values()) + list(self._ghosts.values()):
            item.setParentItem(self)
            item.released.connect(self._on_released)
            item.pressed.connect(self._on_pressed)
        self.setAcceptHoverEvents(True)
        self._layout()

    # ---- state --------------------------------------------------------------------------
    def set_markers(self, markers: tuple[Cell, ...]) -> None:
        self.markers = markers
        self._layout()

    def set_preview(self, preview: dict[Good, Cell], draggable: set[Good] | None = None,
                    targets: dict[Good, frozenset[Cell]] | None = None) -> None:
        self.preview = dict(preview)
        self.targets = dict(targets or {})
        if self.active_good not in self.targets:
            self.active_good = next(iter(self.targets), None)
        for good, ghost in self._ghosts.items():
            ghost.set_draggable(bool(draggable and good in draggable))
        self._layout()

    def clear_preview(self) -> None:
        self.set_preview({})

    def ghost_item(self, good: Good) -> MarkerItem:
        return self._ghosts[good]

    def marker_item(self, good: Good) -> MarkerItem:
        return self._real[good]

    def _layout(self) -> None:
        rows = self.geometry.rows
        for good in GOODS:
            self._real[good].home(marker_pos(self.markers[good.slot], good, rows))
            ghost = self._ghosts[good]
            cell = self.preview.get(good)
            # A marker that could move but does not in this choice keeps its outlined ghost, to be dragged.
            ghost.setVisible(cell is not None and (cell != self.markers[good.slot] or ghost.draggable))
            if cell is not None:
                ghost.home(marker_pos(cell, good, rows))
        self.update()

    # ---- geometry -----------------------------------------------------------------------
    def grid_rect(self) -> QRectF:
        return QRectF(0, 0, self.geometry.cols * CELL, self.geometry.rows * CELL)

    def boundingRect(self) -> QRectF:
        return self.grid_rect().adjusted(-WAREHOUSE_LABEL, -4, 4, 58)

    def cell_center_scene(self, cell: Cell) -> QPointF:
        return self.mapToScene(cell_rect(cell, self.geometry.rows).center())

    def cell_under(self, scene_pos: QPointF) -> Cell | None:
        cell = cell_at(self.mapFromScene(scene_pos), self.geometry.rows, self.geometry.cols)
        return cell if cell is not None and cell in self.geometry.cells else None

    # ---- painting -----------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rows, cols = self.geometry.rows, self.geometry.cols
        painter.setBrush(theme.PAPER)
        painter.setPen(QPen(theme.INK, 2))
        painter.drawRoundedRect(self.grid_rect().adjusted(-2, -2, 2, 2), 4, 4)
        highlighted = self.targets.get(self.active_good, frozenset()) if self.active_good else frozenset()
        for cell in self.geometry.cells:
            rect = cell_rect(cell, rows)
            shade = QColor(theme.PAPER_DARK) if (cell.row + cell.col) % 2 else QColor(theme.PAPER)
            painter.setBrush(shade)
            painter.setPen(QPen(theme.INK_SOFT, 0.8))
            painter.drawRect(rect)
            if cell in highlighted:
                painter.setBrush(theme.LEGAL_TARGET)
                painter.setPen(QPen(QColor("#1f7a45"), 1.5))
                painter.drawRect(rect.adjusted(2, 2, -2, -2))
            if cell == self._hover:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(theme.HIGHLIGHT, 2))
                painter.drawRect(rect.adjusted(1, 1, -1, -1))
            painter.setPen(QColor(0, 0, 0, 70))
            draw_fitted_text(painter, rect, str(cell.amount), 15, bold=True, wrap=False)
        painter.setPen(theme.PAPER)
        for row in range(rows):
            rect = QRectF(-WAREHOUSE_LABEL, (rows - 1 - row) * CELL, WAREHOUSE_LABEL - 4, CELL)
            draw_fitted_text(painter, rect, str(3 * row), 15, bold=True, wrap=False,
                             align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        for col in range(cols):
            rect = QRectF(col * CELL, rows * CELL + 2, CELL, 18)
            draw_fitted_text(painter, rect, f"+{col}", 14, bold=True, wrap=False)
        # Legend: each good's icon, name and amount (with the previewed amount).
        width = cols * CELL / 4
        for good in GOODS:
            x = good.slot * width
            box = QRectF(x, rows * CELL + 22, width, 32)
            draw_good(painter, good, QRectF(box.left() + 2, box.top() + 7, 16, 16))
            now = self.markers[good.slot].amount
            after = self.preview.get(good)
            text = str(now) if after is None or after.amount == now else f"{now}→{after.amount}"
            painter.setPen(theme.PAPER)
            draw_fitted_text(painter, QRectF(box.left() + 20, box.top(), box.width() - 22, 16), good_name(good),
                             12, 6, wrap=False, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            draw_fitted_text(painter, QRectF(box.left() + 20, box.top() + 15, box.width() - 22, 17), text,
                             14, 6, bold=True, wrap=False,
                             align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

    def tooltip_for(self, cell: Cell) -> str:
        return QCoreApplication.translate("Board", "Row {row} + column +{col} = {amount}").format(
            row=3 * cell.row, col=cell.col, amount=cell.amount)

    # ---- input --------------------------------------------------------------------------
    def _on_pressed(self, good: object) -> None:
        assert isinstance(good, Good)
        self.active_good = good
        self.dragStarted.emit(self.seat, good)
        self.update()

    def _on_released(self, good: object, scene_pos: QPointF) -> None:
        cell = self.cell_under(scene_pos)
        if cell is not None and isinstance(good, Good):
            self.markerDropped.emit(self.seat, good, cell)

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
        cell = self.cell_under(event.scenePos())
        if cell != self._hover:
            self._hover = cell
            self.setToolTip(self.tooltip_for(cell) if cell is not None else "")
            self.cellHovered.emit(self.seat, cell)
            self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = None
        self.cellHovered.emit(self.seat, None)
        self.update()
