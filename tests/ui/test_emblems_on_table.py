"""The table shows each building's picture where the player looks for it, and the warehouse is the goods'.

A tile on offer carries its emblem under the round letter, beside the cost and the value, clear of every text;
a building on a wheel carries it before its name wherever the name still fits at the least size beside it; a
warehouse cell prints its number small in its corner, so that the middle is the goods'. Measured in the two
smallest views the window gives the table (see ``test_legibility``), in the three languages.
"""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import GOODS, new_game, position_from_data
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.ui.board.geometry import CELL
from lehavre_desktop.ui.board.tile import BuildingTileItem
from tests.ui.helpers import text_box
from tests.ui.test_legibility import HUGE_SUPPLY, LANGUAGES, POSITIONS, VIEWS, crowded, table_view

FULL_EMBLEM_PX = 28.0  # device pixels, a tile on offer with its function line
DENSE_EMBLEM_PX = 14.0  # a tile of a long supply, its function in its tooltip
WAITING_EMBLEM_PX = 14.0  # a tile of a later round, waiting in its strip
CHIP_EMBLEM_PX = 11.0


def painted(tile: BuildingTileItem) -> np.ndarray:
    """The tile as it paints itself, at four pixels per unit, on a transparent ground."""
    width, height = tile.size()
    image = QImage(int(width * 4), int(height * 4), QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.scale(4, 4)
    tile.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    bits = image.constBits()
    return np.frombuffer(bits, np.uint8).reshape(image.height(), image.width(), 4).copy()


@pytest.mark.parametrize("position", ["crowded", "long supply", "huge supply"])
@pytest.mark.parametrize("view_name", list(VIEWS))
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_tile_on_offer_shows_its_emblem_large_and_clear_of_its_texts(
    qtbot: QtBot, languages: LanguageManager, language: str, view_name: str, position: str
) -> None:
    languages.set_language(language, remember=False)
    scene, view = table_view(qtbot, POSITIONS[position](), VIEWS[view_name][0])
    transform = view.viewportTransform()
    offered = [tile for tile in scene.tiles.values() if tile.isVisible() and not tile.compact]
    assert offered
    for tile in offered:
        layout = tile.layout()
        emblem = layout.emblem
        assert emblem is not None, tile.spec.id
        width, height = tile.size()
        assert QRectF(0, 0, width, height).contains(emblem), tile.spec.id
        side = emblem.width() * tile.deviceTransform(transform).m22()
        assert side >= (DENSE_EMBLEM_PX if tile.dense else FULL_EMBLEM_PX), (tile.spec.id, side)
        for run in tile.text_runs():
            assert not run.rect.intersects(emblem), (tile.spec.id, run.text)
        for placed in (*layout.cost, *layout.symbols):
            assert not placed.rect.intersects(emblem), (tile.spec.id, placed)
        assert layout.value_box is None or not layout.value_box.intersects(emblem)
        if layout.function is not None:
            assert layout.function.origin.y() >= emblem.bottom(), tile.spec.id


@pytest.mark.parametrize("view_name", list(VIEWS))
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_waiting_tile_shows_its_emblem_between_its_letter_and_its_name(
    qtbot: QtBot, languages: LanguageManager, language: str, view_name: str
) -> None:
    """At the start every building of rounds B-L waits in a strip: each shows its picture, inside the strip and
    clear of its round letter and of its name, which still fits whole."""
    languages.set_language(language, remember=False)
    scene, view = table_view(qtbot, POSITIONS["start"](), VIEWS[view_name][0])
    transform = view.viewportTransform()
    waiting = [tile for tile in scene.tiles.values() if tile.isVisible() and tile.compact]
    assert len(waiting) == 27
    for tile in waiting:
        layout = tile.layout()
        emblem = layout.emblem
        assert emblem is not None, tile.spec.id
        width, height = tile.size()
        assert QRectF(0, 0, width, height).contains(emblem), tile.spec.id
        assert emblem.width() * tile.deviceTransform(transform).m22() >= WAITING_EMBLEM_PX, tile.spec.id
        assert not layout.badge.intersects(emblem), tile.spec.id
        _letter, name = layout.runs
        assert name.fits() and not text_box(name).intersects(emblem), (tile.spec.id, name.text)


def test_the_emblem_is_painted_on_the_tile(qtbot: QtBot) -> None:
    """What the tile paints in its emblem's square is a picture (many colours), not the bare card."""
    scene, _view = table_view(qtbot, position_from_data(HUGE_SUPPLY), VIEWS["1280x800"][0])
    full = BuildingTileItem(scene.tiles["shipping_line"].spec)
    full.set_status(scene.tiles["shipping_line"].status)
    dense = scene.tiles["shipping_line"]
    waiting = BuildingTileItem(dense.spec)
    assert dense.dense and not full.dense and waiting.compact
    for tile in (full, dense, waiting):
        emblem = tile.layout().emblem
        assert emblem is not None
        image = painted(tile)
        inside = image[
            int(emblem.top() * 4) + 4 : int(emblem.bottom() * 4) - 4,
            int(emblem.left() * 4) + 4 : int(emblem.right() * 4) - 4,
            :3,
        ]
        colours = {tuple(int(v) // 24 for v in pixel) for pixel in inside.reshape(-1, 3)}
        assert len(colours) >= 12, (tile.dense, len(colours))


@pytest.mark.parametrize("view_name", list(VIEWS))
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_building_on_a_wheel_shows_its_emblem(
    qtbot: QtBot, languages: LanguageManager, language: str, view_name: str
) -> None:
    """In the crowded round K: every chip's emblem lies inside it, under its name's banner and before its function,
    clear of the name, the pictograms and the value, and large enough to recognise."""
    languages.set_language(language, remember=False)
    size, _least = VIEWS[view_name]
    scene, view = table_view(qtbot, crowded(), size)
    transform = view.viewportTransform()
    for chip in scene.chips.values():
        face = chip.face()
        scale = chip.deviceTransform(transform).m22()
        assert chip.rect.contains(face.emblem), chip.spec.id
        assert face.emblem.width() * scale >= CHIP_EMBLEM_PX, (chip.spec.id, face.emblem.width() * scale)
        assert not face.emblem.intersects(text_box(face.name)), chip.spec.id
        first_pictogram = face.function.origin.x() + min(part.rect.left() for part in face.function.parts)
        assert face.emblem.right() <= first_pictogram, chip.spec.id
        assert not face.emblem.intersects(face.value.box), chip.spec.id


@pytest.mark.parametrize("view_name", list(VIEWS))
def test_the_cell_numbers_leave_the_middle_to_the_goods(qtbot: QtBot, view_name: str) -> None:
    """Each cell's number lies in its top-left quarter; a good alone covers the cell's middle and is at least 22 px
    at 1280 x 800, twice the height of the number's type."""
    scene, view = table_view(qtbot, new_game(("Emma", "Max")), VIEWS[view_name][0])
    warehouse = scene.warehouses[0]
    numbers = [run for run in warehouse.text_runs() if run.role == "warehouse"][: len(warehouse.geometry.cells)]
    for cell in warehouse.geometry.cells:
        box = warehouse.grid.cell_rect(cell)
        (run,) = [run for run in numbers if box.contains(run.rect.center())]
        assert run.text == str(cell.amount)
        assert run.rect.right() <= box.left() + CELL / 2 + 3 and run.rect.bottom() <= box.top() + CELL / 2
        assert not run.rect.contains(box.center())
    transform = view.viewportTransform()
    type_px = numbers[0].font.pixelSize() * warehouse.deviceTransform(transform).m22()
    for good in GOODS:
        marker = warehouse.marker_item(good)
        shown = marker.size * marker.deviceTransform(transform).m22()
        assert shown >= 1.8 * type_px, (good, shown, type_px)
        if view_name == "1280x800":
            assert shown >= 22.0, (good, shown)
