"""Places on the table, in scene coordinates, for what travels over it (``ui.motion``).

Found through the scene's public items only (``tiles``, ``chips``, ``wheels``, ``warehouses``,
``headers``, ``bank``), never through how an item draws itself: the board can be redrawn in
another way and the motion still finds where things are.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from ...engine import Cell, Good
from .scene import TableScene

PURSE_AT = (0.34, 0.36)  # where a player's francs are, as a fraction of the header's width and height


def body_rect(item: QGraphicsItem) -> QRectF:
    """The item's body on the table: its shape (what a click finds), without the glow or shadow round it."""
    return item.mapToScene(item.shape()).boundingRect()


def name_banner(item: QGraphicsItem) -> QRectF | None:
    """The band across the top of a building (a tile or a chip: an item with ``text_runs``) that its name is
    written on, in scene coordinates (the whole of a tile of a later round, which is its name); None for a hidden
    one."""
    runs = [run for run in item.text_runs() if run.role == "name"] if hasattr(item, "text_runs") else []
    if not runs or not item.isVisible():
        return None
    body = body_rect(item)
    bottom = max(item.mapRectToScene(run.rect).bottom() for run in runs)
    return QRectF(body.left(), body.top(), body.width(), min(bottom, body.bottom()) - body.top())


def name_banners(scene: TableScene) -> list[QRectF]:
    """The name banners of every building on the table: the supply's tiles and the players' buildings."""
    items: list[QGraphicsItem] = [*scene.tiles.values(), *scene.chips.values()]
    banners = (name_banner(item) for item in items)
    return [banner for banner in banners if banner is not None]


class Anchors:
    def __init__(self, scene: TableScene) -> None:
        self.scene = scene

    def tile(self, building: str) -> QGraphicsItem | None:
        """The building's tile in the supply, if it is shown there."""
        tile = self.scene.tiles.get(building)
        return tile if tile is not None and tile.isVisible() else None

    def chip(self, building: str) -> QGraphicsItem | None:
        """The building on its owner's board, if it lies there."""
        return self.scene.chips.get(building)

    def purse(self, seat: int) -> QPointF:
        """Where the player's francs are counted: on the player's header."""
        header = self.scene.headers[seat]
        rect = header.boundingRect()
        return header.mapToScene(
            QPointF(rect.left() + rect.width() * PURSE_AT[0], rect.top() + rect.height() * PURSE_AT[1])
        )

    def bank(self) -> QPointF:
        return body_rect(self.scene.bank).center()

    def cell(self, seat: int, cell: Cell) -> QPointF:
        return self.scene.warehouses[seat].cell_center_scene(cell)

    def token_path(self, seat: int, good: Good, cells: list[Cell]) -> list[QPointF]:
        """A good's token walking through ``cells``: from its marker, over the cells' middles, to its proposed place,
        each where the warehouse's layout puts it (in a shared cell, its place in the cluster)."""
        warehouse = self.scene.warehouses[seat]
        return [warehouse.token_centre_scene(good, cell) for cell in cells]

    def wheel(self, seat: int) -> QPointF:
        return self.scene.wheels[seat].scenePos()

    def middle(self) -> QRectF:
        """The middle of the table, between the players' columns: from under the headers to the bank."""
        left, right = (header.sceneBoundingRect() for header in self.scene.headers)
        if left.left() > right.left():
            left, right = right, left
        top = max(left.bottom(), right.bottom())
        return QRectF(left.right(), top, right.left() - left.right(), body_rect(self.scene.bank).top() - top)

    def deck(self) -> QPointF:
        """Where a new round's buildings come from: the round track, between the players' headers."""
        left, right = (header.sceneBoundingRect() for header in self.scene.headers)
        if left.left() > right.left():
            left, right = right, left
        return QPointF((left.right() + right.left()) / 2, left.center().y())
