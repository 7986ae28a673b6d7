"""Late in the game the supply uses its room: the buildings of the last rounds are whole tiles (cost, value and
function read ahead) under a dashed edge, where they all fit, rather than one-line strips over bare wood; early,
when many wait, they stay strips. Nothing moves in the supply while a turn is shaped."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import position_from_data
from lehavre_desktop.table import TileStatus
from lehavre_desktop.ui.board import tile as tile_module
from lehavre_desktop.ui.board.anchors import body_rect
from lehavre_desktop.ui.board.geometry import COMPACT_SIZE, SUPPLY_RECT, TILE_SIZE, supply_layout
from lehavre_desktop.ui.board.scene import TableScene
from lehavre_desktop.ui.board.tile import NAME_BAND, BuildingTileItem
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import click_tile, item_centre, settle
from tests.ui.test_legibility import CROWDED


def shown(scene: TableScene) -> list[BuildingTileItem]:
    return [tile for tile in scene.tiles.values() if tile.isVisible()]


def test_in_round_k_the_last_rounds_buildings_are_whole_and_no_row_of_wood_is_left_bare(qtbot: QtBot) -> None:
    scene = TableScene(position_from_data(CROWDED))
    tiles = shown(scene)
    waiting = [tile for tile in tiles if tile.status is TileStatus.UPCOMING]
    assert {tile.spec.letter for tile in waiting} == {"L"} and len(waiting) == 3
    for tile in waiting:
        assert not tile.compact and tile.size() == TILE_SIZE
        roles = {run.role for run in tile.text_runs()}
        assert {"name", "cost", "value"} <= roles, (tile.spec.id, roles)
        assert tile.layout().function is not None
    bodies = [body_rect(tile) for tile in tiles]
    for body in bodies:
        assert SUPPLY_RECT.adjusted(-0.5, -0.5, 0.5, 0.5).contains(body), body
    for a, b in itertools.combinations(bodies, 2):
        assert not a.intersects(b)
    offered_bottom = max(body_rect(tile).bottom() for tile in tiles if tile not in waiting)
    assert all(body_rect(tile).top() > offered_bottom for tile in waiting)  # under the buildings on offer
    bare = SUPPLY_RECT.bottom() - max(body.bottom() for body in bodies)
    # As strips, the same buildings would leave 270 units of bare wood under them (360 x 175 px at 1280 x 800).
    _full, strips, scale = supply_layout(len(tiles) - len(waiting), len(waiting))
    bare_under_strips = SUPPLY_RECT.bottom() - (max(corner.y() for corner in strips) + COMPACT_SIZE[1] * scale)
    assert bare_under_strips > 250
    assert bare < bare_under_strips / 2


def test_at_the_start_the_later_rounds_wait_in_strips() -> None:
    scene = TableScene(position_from_data({"round": "A", "players": [{"name": "Ann"}, {"name": "Ben"}]}))
    waiting = [tile for tile in shown(scene) if tile.status is TileStatus.UPCOMING]
    assert len(waiting) > 20 and all(tile.compact for tile in waiting)


def places(scene: TableScene) -> dict[str, QRectF]:
    return {tile.spec.id: body_rect(tile) for tile in shown(scene)}


def test_nothing_in_the_supply_moves_while_a_turn_is_shaped(window_factory: WindowFactory, qtbot: QtBot) -> None:
    """Pointing at a building of a later round, at one on offer, choosing one to build: the supply stays put."""
    window = window_factory(position_from_data(CROWDED))
    window.resize(1280, 800)
    settle()
    scene, view = window.scene, window.view
    before = places(scene)
    for building in ("dock", "zoo"):
        QTest.mouseMove(view.viewport(), item_centre(view, scene.tiles[building]))
        settle()
        assert places(scene) == before, building
    click_tile(window, "zoo")
    settle()
    assert window.controller.pending is not None
    assert places(scene) == before
    QTest.mouseMove(view.viewport(), view.mapFromScene(QPointF(5, 5)))
    QTest.keyClick(view.viewport(), Qt.Key.Key_Escape)
    settle()
    assert places(scene) == before


def tile_picture(tile: BuildingTileItem) -> QImage:
    width, height = tile.size()
    image = QImage(round(width) * 2, round(height) * 2, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.scale(2, 2)
    tile.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return image


def darkest(image: QImage, top: int, bottom: int) -> float:
    """The least lightness of the opaque pixels between rows ``top`` and ``bottom``."""
    lightness = (
        image.pixelColor(x, y).lightnessF()
        for y in range(top, bottom)
        for x in range(0, image.width(), 2)
        if image.pixelColor(x, y).alpha() == 255
    )
    return min(lightness)


def test_a_later_rounds_whole_tile_is_veiled_under_its_name(monkeypatch: pytest.MonkeyPatch) -> None:
    scene = TableScene(position_from_data(CROWDED))
    dock = scene.tiles["dock"]
    assert dock.status is TileStatus.UPCOMING and not dock.compact
    veiled = tile_picture(dock)
    monkeypatch.setattr(tile_module, "WAITING_VEIL", 0)
    bare = tile_picture(dock)
    band = round(NAME_BAND * 2)
    assert veiled.copy(0, 0, veiled.width(), band - 2) == bare.copy(0, 0, bare.width(), band - 2)  # the name whole
    # Under the name, the ink (emblem, price, value, function) is lighter: it reads, but not as on offer.
    assert darkest(veiled, band + 4, veiled.height() - 4) > darkest(bare, band + 4, bare.height() - 4) + 0.1
