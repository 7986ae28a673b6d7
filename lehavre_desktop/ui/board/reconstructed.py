"""The quiet mark on a tile whose numbers are reconstructed (rules §15): the published tables do not give them.

The reconstruction is stated once, here on the data, not in every tooltip: a small ring with a wavy "about equal"
sign beside the tile's value, in the soft ink. Its tooltip says what it means; a click on it asks for the component
data (the scene's ``reconstructedMarkClicked``), where the numbers can be seen and corrected.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine import BuildingSpec, Provenance
from .. import theme

MARK_SIZE = 18.0  # scene units: 11 px at 1280 x 800, smaller than every number on the tile


def is_reconstructed(spec: BuildingSpec) -> bool:
    """Whether the cost or the value the tile prints is the reconstruction's (not a printed or corrected one)."""
    return Provenance.RECONSTRUCTED in (spec.cost_provenance, spec.value_provenance)


def mark_tooltip() -> str:
    return QCoreApplication.translate(
        "ReconstructedMark",
        "The cost or the value of this building is reconstructed: the published tables do not give it. "
        "Click to see the component data, where you can correct it.",
    )


class ReconstructedMarkItem(QGraphicsObject):
    """The mark, a child of its tile (item coordinates: its square's top-left is the origin)."""

    clicked = Signal(str)  # the building's id

    def __init__(self, building: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.building = building
        self._pressed = False
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.WhatsThisCursor)

    def boundingRect(self) -> QRectF:
        return QRectF(-1, -1, MARK_SIZE + 2, MARK_SIZE + 2)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QRectF(0, 0, MARK_SIZE, MARK_SIZE))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        palette = theme.current()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(palette.ink_soft, 1.2))
        painter.drawEllipse(QRectF(1, 1, MARK_SIZE - 2, MARK_SIZE - 2))
        painter.setPen(QPen(palette.ink_soft, 1.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for dy in (-2.5, 2.5):  # "≈": two waves
            painter.drawPath(_wave(MARK_SIZE / 2 + dy))

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setToolTip(mark_tooltip())  # in the language of the moment
        super().hoverEnterEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # The press is the mark's, not the tile's: a click here never starts a build.
        self._pressed = event.button() == Qt.MouseButton.LeftButton
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._pressed and self.shape().contains(event.pos()):
            self.clicked.emit(self.building)
        self._pressed = False
        event.accept()


def _wave(y: float) -> QPainterPath:
    left, right = MARK_SIZE * 0.27, MARK_SIZE * 0.73
    middle = (left + right) / 2
    path = QPainterPath(QPointF(left, y))
    path.quadTo(QPointF((left + middle) / 2, y - 2.2), QPointF(middle, y))
    path.quadTo(QPointF((middle + right) / 2, y + 2.2), QPointF(right, y))
    return path
