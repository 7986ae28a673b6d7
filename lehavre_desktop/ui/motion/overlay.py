"""The items that travel over the table: a stage above everything, and pictures moved on it.

They never take a click or the pointer (their shape is empty, so the view finds the table's item
under them), and they leave the scene when their motion ends.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..art import draw_pixmap

STAGE_Z = 900.0  # above every item of the table, a dragged building included


class Stage(QGraphicsObject):
    """The layer the motion of the table is drawn on: it draws nothing itself; the travelling pictures are its
    children, and the animations that move them its QObject children."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(STAGE_Z)

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass  # ItemHasNoContents: never called

    def pieces(self) -> list[QGraphicsItem]:
        """The pictures on the stage now."""
        return self.childItems()


class PictureItem(QGraphicsObject):
    """A pixmap drawn in the rectangle it is given (its pixels as rendered: the rectangle keeps its shape)."""

    def __init__(self, pixmap: QPixmap, stage: Stage) -> None:
        super().__init__(stage)
        self.pixmap = pixmap
        ratio = pixmap.devicePixelRatio()
        self._size = QRectF(0, 0, pixmap.width() / ratio, pixmap.height() / ratio)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def place(self, rect: QRectF) -> None:
        """Draw the picture filling ``rect`` (scene coordinates)."""
        size = self._size
        self.setPos(rect.topLeft())
        sx = rect.width() / size.width() if size.width() else 1.0
        sy = rect.height() / size.height() if size.height() else 1.0
        if abs(sx - self.transform().m11()) > 1e-4 or abs(sy - self.transform().m22()) > 1e-4:
            self.setTransform(self.transform().fromScale(sx, sy))

    def centre(self) -> QPointF:
        return self.mapToScene(self._size.center())

    def boundingRect(self) -> QRectF:
        return self._size

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never under the pointer: a click finds the table's item below

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        draw_pixmap(painter, self.pixmap, self._size)

    def discard(self) -> None:
        """Off the table; deleted once the events that may still name it are done."""
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        self.deleteLater()
