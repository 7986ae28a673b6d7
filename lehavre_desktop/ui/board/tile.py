"""Building tiles, drawn by the program: name, cost, value, function, lock symbol."""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine import BuildingSpec, Good
from ...engine.catalog import FixedValue, PerDockSymbolValue, PerGoodValue
from ...i18n.names import building_name, building_summary, good_name
from ...teaching.words import cost_words
from .. import theme
from ..painting import draw_fitted_text, draw_food, draw_franc, draw_good

TILE_SIZE = (176.0, 88.0)


class TileStatus(Enum):
    AVAILABLE = "available"  # in the supply and affordable for the player whose turn it is
    UNAFFORDABLE = "unaffordable"  # in the supply, but the current player cannot pay
    UPCOMING = "upcoming"  # its round has not come yet
    BUILT = "built"  # owned by a player: the slot shows only a trace


def draw_lock(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(theme.INK, max(1.2, rect.width() / 9))
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    shackle = QRectF(rect.left() + rect.width() * 0.22, rect.top(), rect.width() * 0.56, rect.height() * 0.6)
    painter.drawArc(shackle, 0, 180 * 16)
    body = QRectF(rect.left(), rect.top() + rect.height() * 0.38, rect.width(), rect.height() * 0.62)
    painter.setBrush(theme.LOCK_COLOUR)
    painter.drawRoundedRect(body, 2, 2)
    painter.restore()


def draw_cost(painter: QPainter, spec: BuildingSpec, origin: QPointF, icon: float) -> None:
    """The cost as icons with counts, left to right from ``origin`` (top-left)."""
    x = origin.x()
    y = origin.y()
    font = QFont(painter.font())
    font.setPixelSize(int(icon * 0.95))
    font.setBold(True)
    parts: list[tuple[str, int]] = [("wood", spec.cost.wood), ("clay", spec.cost.clay),
                                    ("food", spec.cost.food), ("francs", spec.cost.francs)]
    for kind, amount in parts:
        if not amount:
            continue
        painter.save()
        painter.setFont(font)
        painter.setPen(theme.INK)
        text = str(amount)
        width = painter.fontMetrics().horizontalAdvance(text)
        painter.drawText(QRectF(x, y, width + 2, icon), Qt.AlignmentFlag.AlignVCenter, text)
        painter.restore()
        x += width + 3
        icon_rect = QRectF(x, y, icon, icon)
        if kind == "wood":
            draw_good(painter, Good.WOOD, icon_rect)
        elif kind == "clay":
            draw_good(painter, Good.CLAY, icon_rect)
        elif kind == "food":
            draw_food(painter, icon_rect)
        else:
            draw_franc(painter, icon_rect)
        x += icon + 7


def draw_value(painter: QPainter, spec: BuildingSpec, rect: QRectF) -> None:
    """The value in a shield at the tile's corner: a number, or 'per good' / 'per Dock symbol'."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(theme.PAPER_DARK)
    painter.setPen(QPen(theme.INK, 1.2))
    painter.drawRoundedRect(rect, 4, 4)
    painter.setPen(theme.INK)
    value = spec.value
    if isinstance(value, FixedValue):
        draw_fitted_text(painter, rect, str(value.amount), rect.height() * 0.7, bold=True, wrap=False)
    elif isinstance(value, PerGoodValue):
        half = QRectF(rect.left() + 2, rect.top(), rect.width() / 2 - 2, rect.height())
        draw_fitted_text(painter, half, f"{value.per}/", rect.height() * 0.6, bold=True, wrap=False)
        icon = rect.height() * 0.55
        draw_good(painter, value.good, QRectF(rect.center().x() + 1, rect.center().y() - icon / 2, icon, icon))
    else:
        assert isinstance(value, PerDockSymbolValue)
        half = QRectF(rect.left() + 2, rect.top(), rect.width() / 2 - 2, rect.height())
        draw_fitted_text(painter, half, f"{value.per}/", rect.height() * 0.6, bold=True, wrap=False)
        anchor = QRectF(rect.center().x() + 1, rect.top() + rect.height() * 0.2,
                        rect.height() * 0.6, rect.height() * 0.6)
        draw_anchor(painter, anchor)
    painter.restore()


def draw_anchor(painter: QPainter, rect: QRectF) -> None:
    """The Dock symbol."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(theme.INK, max(1.0, rect.width() / 8)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    cx = rect.center().x()
    painter.drawEllipse(QRectF(cx - rect.width() * 0.12, rect.top(), rect.width() * 0.24, rect.width() * 0.24))
    painter.drawLine(QPointF(cx, rect.top() + rect.width() * 0.24), QPointF(cx, rect.bottom()))
    painter.drawLine(QPointF(rect.left() + rect.width() * 0.2, rect.top() + rect.height() * 0.45),
                     QPointF(rect.right() - rect.width() * 0.2, rect.top() + rect.height() * 0.45))
    path = QPainterPath()
    path.moveTo(rect.left(), rect.top() + rect.height() * 0.62)
    path.quadTo(QPointF(cx, rect.bottom() + rect.height() * 0.25),
                QPointF(rect.right(), rect.top() + rect.height() * 0.62))
    painter.drawPath(path)
    painter.restore()


def paint_tile(painter: QPainter, rect: QRectF, spec: BuildingSpec, border: QColor | None = None) -> None:
    """A full tile: letter, name, value, cost, one-line function, lock symbol, Dock symbol."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(theme.PAPER)
    painter.setPen(QPen(border or theme.INK_SOFT, 2.5 if border else 1.2))
    painter.drawRoundedRect(rect, 7, 7)
    pad = 5.0
    # Letter badge.
    badge = QRectF(rect.left() + pad, rect.top() + pad, 18, 18)
    painter.setBrush(theme.INK)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(badge)
    painter.setPen(theme.PAPER)
    draw_fitted_text(painter, badge, spec.letter, 13, bold=True, wrap=False)
    # Value shield.
    value_rect = QRectF(rect.right() - pad - 38, rect.top() + pad, 38, 22)
    draw_value(painter, spec, value_rect)
    # Name.
    painter.setPen(theme.INK)
    name_rect = QRectF(badge.right() + 4, rect.top() + 2, value_rect.left() - badge.right() - 8, 28)
    draw_fitted_text(painter, name_rect, building_name(spec.id), 15, 7, bold=True)
    # Cost.
    draw_cost(painter, spec, QPointF(rect.left() + pad + 2, rect.top() + 33), 15)
    # Lock / Dock symbols at the right of the cost line.
    symbol_x = rect.right() - pad - 16
    if spec.is_lock:
        draw_lock(painter, QRectF(symbol_x, rect.top() + 33, 14, 16))
        symbol_x -= 20
    if spec.dock_symbol:
        draw_anchor(painter, QRectF(symbol_x, rect.top() + 33, 15, 16))
    # Function summary.
    painter.setPen(theme.INK_SOFT)
    summary_rect = QRectF(rect.left() + pad, rect.top() + 53, rect.width() - 2 * pad, rect.height() - 56)
    draw_fitted_text(painter, summary_rect, building_summary(spec.id, spec), 12, 6)
    painter.restore()


class BuildingTileItem(QGraphicsObject):
    """A building's home slot in the supply."""

    clicked = Signal(str)
    hovered = Signal(str, bool)

    def __init__(self, spec: BuildingSpec) -> None:
        super().__init__()
        self.spec = spec
        self.status = TileStatus.UPCOMING
        self.owner_colour: QColor | None = None
        self.selected = False
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, TILE_SIZE[0] + 6, TILE_SIZE[1] + 6)

    def set_status(self, status: TileStatus, owner_colour: QColor | None = None) -> None:
        self.status = status
        self.owner_colour = owner_colour
        self.setCursor(Qt.CursorShape.PointingHandCursor if status in (TileStatus.AVAILABLE, TileStatus.UNAFFORDABLE)
                       else Qt.CursorShape.ArrowCursor)
        self.update()

    def set_selected(self, selected: bool) -> None:
        self.selected = selected
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, *TILE_SIZE)
        if self.status is TileStatus.BUILT:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            pen = QPen(self.owner_colour or theme.INK_SOFT, 1.5, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(QColor(255, 255, 255, 18))
            painter.drawRoundedRect(rect, 7, 7)
            painter.setPen(QColor(255, 255, 255, 120))
            draw_fitted_text(painter, rect.adjusted(8, 8, -8, -8), building_name(self.spec.id), 13, 7)
            return
        border = theme.HIGHLIGHT if self.selected else None
        paint_tile(painter, rect, self.spec, border)
        if self.status in (TileStatus.UPCOMING, TileStatus.UNAFFORDABLE):
            shade = QColor(40, 50, 45, 120 if self.status is TileStatus.UPCOMING else 70)
            painter.setBrush(shade)
            painter.setPen(Qt.PenStyle.NoPen)
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
        self.hovered.emit(self.spec.id, True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered.emit(self.spec.id, False)
        super().hoverLeaveEvent(event)


def value_text(spec: BuildingSpec) -> str:
    value = spec.value
    if isinstance(value, FixedValue):
        return str(value.amount)
    if isinstance(value, PerGoodValue):
        return QCoreApplication.translate("Tiles", "{per} per {good} in your warehouse at the end").format(
            per=value.per, good=good_name(value.good))
    return QCoreApplication.translate("Tiles", "{per} per building with the Dock symbol you own").format(
        per=value.per)


def tile_tooltip(spec: BuildingSpec) -> str:
    """The full card: everything printed on the tile, in words, and where the numbers come from."""
    lines = [
        f"<b>{building_name(spec.id)}</b> — " + QCoreApplication.translate("Tiles", "enters in round {letter}").format(
            letter=spec.letter),
        QCoreApplication.translate("Tiles", "Cost: {cost}").format(cost=cost_words(spec)),
        QCoreApplication.translate("Tiles", "Value: {value}").format(value=value_text(spec)),
    ]
    if spec.is_lock:
        lines.append(QCoreApplication.translate(
            "Tiles", "Lock symbol: it lies beside your board, is never used and never sold by force."))
    else:
        lines.append(QCoreApplication.translate("Tiles", "Function: {summary}").format(
            summary=building_summary(spec.id, spec)))
        lines.append("<i>" + QCoreApplication.translate(
            "Tiles", "N is the multiplier of the sector the building lies in: 2, 3 or 4; at 4+ it is 4 and the "
                     "user also gets 1 franc. A building in sector 0 cannot be used.") + "</i>")
    if spec.dock_symbol:
        lines.append(QCoreApplication.translate("Tiles", "Dock symbol: it raises the value of the Dock."))
    reconstructed = [QCoreApplication.translate("Tiles", "cost")] if spec.cost_provenance.value == "reconstructed" \
        else []
    if spec.value_provenance.value == "reconstructed":
        reconstructed.append(QCoreApplication.translate("Tiles", "value"))
    if reconstructed:
        lines.append("<small>" + QCoreApplication.translate(
            "Tiles", "Not read off a printed tile but reconstructed: {what}. Owners of the game can correct these "
                     "numbers in components.json.").format(what=", ".join(reconstructed)) + "</small>")
    return "<br>".join(lines)
