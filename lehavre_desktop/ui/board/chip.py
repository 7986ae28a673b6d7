"""A building on a wheel or beside a board: small, clickable, draggable to the bank to sell."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine import BuildingSpec
from ...i18n.names import building_name
from .. import theme
from ..painting import draw_fitted_text
from .tile import draw_lock

DRAG_THRESHOLD = 6.0


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
        self.rect = QRectF(0, 0, 110, 24)
        self.usable = False
        self.selected = False
        self.draggable = False
        self._press: QPointF | None = None
        self._home = QPointF()
        self._dragging = False
        self.setAcceptHoverEvents(True)

    def place(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())
        self._home = rect.topLeft()

    def set_flags(self, usable: bool, selected: bool, draggable: bool) -> None:
        self.usable, self.selected, self.draggable = usable, selected, draggable
        self.setCursor(Qt.CursorShape.PointingHandCursor if usable or draggable else Qt.CursorShape.ArrowCursor)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.selected:
            border = QPen(theme.HIGHLIGHT, 3)
        elif self.usable:
            border = QPen(QColor("#2e9e5b"), 2.2)
        else:
            border = QPen(theme.PLAYER_COLOURS[self.owner], 1.2)
        painter.setPen(border)
        painter.setBrush(theme.PAPER if not self._dragging else theme.PAPER_DARK)
        painter.drawRoundedRect(self.rect, 4, 4)
        text_rect = self.rect.adjusted(4, 1, -4, -1)
        if self.spec.is_lock:
            lock = QRectF(self.rect.right() - 13, self.rect.top() + 4, 9, min(12.0, self.rect.height() - 8))
            draw_lock(painter, lock)
            text_rect.setRight(lock.left() - 2)
        painter.setPen(theme.INK)
        draw_fitted_text(painter, text_rect, building_name(self.spec.id), 12, 6)

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
            self.setZValue(50)
            self.dragStarted.emit(self.spec.id)
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
            self.dropped.emit(self.spec.id, event.scenePos())
        else:
            self.clicked.emit(self.spec.id)
        self.update()

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        self.contextMenuRequested.emit(self.spec.id, event.screenPos())
        event.accept()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered.emit(self.spec.id, True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered.emit(self.spec.id, False)
        super().hoverLeaveEvent(event)
