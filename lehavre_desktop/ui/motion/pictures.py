"""Pictures that travel over the table: an item as it looks now, a coin, a goods token, rendered once.

A picture is rendered at the size it is shown at (the view's zoom and the screen's pixel ratio), so
that moving it costs a copy per frame and never a repaint of what it shows.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QStyleOptionGraphicsItem

from ...engine import Good
from .. import theme
from ..art import CACHE, blank_image
from ..board.anchors import body_rect
from ..board.materials import coin_face, coin_ink, draw_coin, draw_token

COIN_SIDE = 34.0  # scene units: a coin as large as the ones on the bank and the headers
TOKEN_SIDE = 30.0  # a goods token as large as a marker alone in its cell


@dataclass(frozen=True)
class Picture:
    """What an item looked like: its pixels, where they lay on the table, and the item's own body there
    (without the glow or the shadow round it), which a flight lines up with the place it goes to."""

    pixmap: QPixmap
    rect: QRectF
    body: QRectF

    def drawn_at(self, centre: QPointF, scale: float) -> QRectF:
        """Where the pixels go when the body's centre is at ``centre`` and the picture is ``scale`` times as
        large as it was."""
        offset = self.rect.topLeft() - self.body.center()
        return QRectF(centre + offset * scale, self.rect.size() * scale)


def device_scale(view: QGraphicsView) -> float:
    """Device pixels per scene unit in the view now."""
    return max(0.05, view.transform().m11() * view.devicePixelRatioF())


def picture_of(item: QGraphicsItem, scale: float) -> Picture:
    """The item and its visible children, painted as they are now into a pixmap of ``scale`` device pixels per
    scene unit (the items' caches are not touched: they stay as the scene keeps them)."""
    rect = item.sceneBoundingRect()
    for child in item.childItems():
        if child.isVisible():
            rect = rect.united(child.sceneBoundingRect())
    image = blank_image(max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale)))
    painter = QPainter(image)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.TextAntialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
    )
    to_pixels = QTransform().scale(scale, scale).translate(-rect.left(), -rect.top())
    _paint_tree(painter, item, to_pixels)
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(scale)
    return Picture(pixmap, rect, body_rect(item))


def _paint_tree(painter: QPainter, item: QGraphicsItem, to_pixels: QTransform) -> None:
    option = QStyleOptionGraphicsItem()
    children = sorted((child for child in item.childItems() if child.isVisible()), key=lambda child: child.zValue())
    for child in (c for c in children if c.zValue() < 0):
        _paint_tree(painter, child, to_pixels)
    if not item.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents:
        painter.save()
        painter.setTransform(item.sceneTransform() * to_pixels)
        option.rect = item.boundingRect().toRect()
        option.exposedRect = item.boundingRect()
        item.paint(painter, option, None)
        painter.restore()
    for child in (c for c in children if c.zValue() >= 0):
        _paint_tree(painter, child, to_pixels)


def coin_picture(amount: int | None, scale: float) -> QPixmap:
    """A franc coin ``COIN_SIDE`` wide, with its shadow; ``amount`` written on its face (None: the coin's own
    mark), for the first coin of a payment."""
    return CACHE.pixmap(("flying coin", amount, round(scale, 3)), lambda: _coin(amount, scale))


def _coin(amount: int | None, scale: float) -> QPixmap:
    margin = COIN_SIDE * 0.25
    side = COIN_SIDE + 2 * margin
    image = blank_image(round(side * scale), round(side * scale))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    painter.scale(scale, scale)
    box = QRectF(margin, margin, COIN_SIDE, COIN_SIDE)
    draw_coin(painter, box, mark=amount is None)
    if amount is not None:
        face = coin_face(box)
        text = str(amount)
        # One digit as large as the field holds (9 device px high at 1280 x 800, on the lane's coin); two, narrower.
        painter.setFont(theme.board_font(int(face.height() * (1.2 if len(text) == 1 else 0.72)), bold=True))
        # Struck into the coin as its F is (``draw_coin``'s mark): a lit lower edge under the number's ink.
        painter.setPen(QColor(255, 255, 255, 120))
        painter.drawText(face.translated(0, max(0.5, face.height() * 0.04)), Qt.AlignmentFlag.AlignCenter, text)
        painter.setPen(coin_ink())
        painter.drawText(face, Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(scale)
    return pixmap


def token_picture(good: Good, scale: float) -> QPixmap:
    """A goods token ``TOKEN_SIDE`` wide, with its shadow."""
    return CACHE.pixmap(("walking token", good.value, round(scale, 3)), lambda: _token(good, scale))


def _token(good: Good, scale: float) -> QPixmap:
    margin = TOKEN_SIDE * 0.25
    side = TOKEN_SIDE + 2 * margin
    image = blank_image(round(side * scale), round(side * scale))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    draw_token(painter, good, QRectF(margin, margin, TOKEN_SIDE, TOKEN_SIDE))
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(scale)
    return pixmap


def centred_picture(pixmap: QPixmap, centre: QPointF) -> Picture:
    """A drawn piece (a coin, a token) as a picture whose body is its middle, lying at ``centre``."""
    ratio = pixmap.devicePixelRatio()
    width, height = pixmap.width() / ratio, pixmap.height() / ratio
    rect = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
    return Picture(pixmap, rect, rect)
