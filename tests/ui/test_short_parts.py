"""A tile the player to act cannot pay for says what is short: the amounts of the parts of its cost they lack,
in the warning colour and underlined, readable in every theme; nothing is marked once the turn's action is taken
or on a tile that can be paid."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import Build, apply, legal_actions
from lehavre_desktop.table import TileStatus
from lehavre_desktop.table.present import present
from lehavre_desktop.ui import theme
from lehavre_desktop.ui.board.tile import BuildingTileItem
from tests.ui.test_legibility import VIEWS, crowded, table_view

SCALE = 4  # pixels per unit of the tile's own picture


def painted(tile: BuildingTileItem) -> QImage:
    width, height = tile.size()
    image = QImage(int(width * SCALE), int(height * SCALE), QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.scale(SCALE, SCALE)
    tile.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def share_of(image: QImage, colour: QColor, rect_units: tuple[float, float, float, float]) -> float:
    """How much of a rectangle (in the tile's units) is painted in ``colour`` (within a small tolerance)."""
    left, top, width, height = (round(v * SCALE) for v in rect_units)
    bits = image.constBits()
    pixels = np.frombuffer(bits, np.uint8).reshape(image.height(), image.width(), 4)
    area = pixels[top : top + height, left : left + width, :3].astype(int)
    target = np.array([colour.blue(), colour.green(), colour.red()])
    return float((np.abs(area - target).max(axis=2) <= 40).mean())


@pytest.mark.parametrize("palette", [theme.LIGHT, theme.DARK, theme.HIGH_CONTRAST], ids=lambda p: p.name)
def test_town_hall_out_of_reach_shows_its_wood_and_clay_short(qtbot: QtBot, palette: theme.TablePalette) -> None:
    """Round K of the crowded game: Emma has 7 wood and 7 clay; Town Hall costs 9 wood and 9 clay, Zoo 7 and 7."""
    theme.use(palette)
    state = crowded()
    scene, _view = table_view(qtbot, state, VIEWS["1280x800"][0])
    town_hall, zoo = scene.tiles["town_hall"], scene.tiles["zoo"]
    assert town_hall.status is TileStatus.UNAFFORDABLE and town_hall.short == ("wood", "clay")
    assert zoo.status is TileStatus.AVAILABLE and zoo.short == ()
    marked = town_hall.short_tokens()
    assert [placed.run.text if placed.run else placed.icon for placed in marked][::2] == ["9", "9"]
    image = painted(town_hall)
    warning = palette.warning_text
    for amount in marked[::2]:
        box = amount.rect
        assert share_of(image, warning, (box.left(), box.top(), box.width(), box.height())) > 0.08, amount
    unmarked = painted(zoo)
    for index in (0, 2):
        box = zoo.layout().cost[index].rect
        assert share_of(unmarked, warning, (box.left(), box.top(), box.width(), box.height())) < 0.01
    assert "you cannot pay its 9 wood and 9 clay" in town_hall.accessible_name()  # and a screen reader says it
    assert "you can build it" in zoo.accessible_name()
    # Readable on the grey of a tile out of reach, as text must be (WCAG AA).
    assert theme.contrast_ratio(warning, palette.paper_grey) >= 4.5


def test_nothing_is_marked_once_the_turns_action_is_taken() -> None:
    state = crowded()
    assert present(state).tile("town_hall").short == ("wood", "clay")
    acted = apply(state, next(a for a in legal_actions(state) if isinstance(a, Build))).state
    assert acted.acted
    assert all(tile.short == () for tile in present(acted).tiles)
