"""The hint's badge ("Suggested") lies at the right end of the building it names and touches no other building's
name: not the name of the tile below it in the supply, nor of the building below it on a wheel."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import position_from_data
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.ui.board.chip import BuildingChipItem
from lehavre_desktop.ui.board.scene import TableScene
from lehavre_desktop.ui.board.suggestion import Badge, Marks, SuggestionItem
from lehavre_desktop.ui.board.tile import BuildingTileItem
from lehavre_desktop.ui.painting import TextRun
from tests.ui.positions import RESTAURANT_FOR_A_FEE
from tests.ui.test_legibility import CROWDED


def banners(scene: TableScene) -> dict[str, QRectF]:
    """Each visible building's name band (tiles of the supply, chips on the wheels), across its whole width."""
    found = {}
    items: list[tuple[str, BuildingTileItem | BuildingChipItem]] = [*scene.tiles.items(), *scene.chips.items()]
    for building, item in items:
        if not item.isVisible():
            continue
        body = item.mapToScene(item.shape()).boundingRect()
        names = [item.mapRectToScene(run.rect) for run in item.text_runs() if run.role == "name"]
        bottom = min(max(name.bottom() for name in names), body.bottom())
        found[f"{type(item).__name__}:{building}"] = QRectF(body.left(), body.top(), body.width(), bottom - body.top())
    return found


@pytest.mark.parametrize("position", [RESTAURANT_FOR_A_FEE, CROWDED], ids=["round D", "crowded round K"])
@pytest.mark.parametrize("badge", list(Badge))
@pytest.mark.parametrize("language", ["en", "el", "hu"])
def test_the_badge_touches_no_other_buildings_name(
    qtbot: QtBot, languages: LanguageManager, language: str, badge: Badge, position: dict[str, Any]
) -> None:
    languages.set_language(language, remember=False)
    scene = TableScene(position_from_data(position))
    layer = SuggestionItem()
    scene.addItem(layer)
    names = banners(scene)
    items = [*scene.tiles.items(), *scene.chips.items()]
    marked = 0
    for building, item in items:
        if not item.isVisible() or (item is scene.tiles.get(building) and scene.tiles[building].compact):
            continue  # a strip of a later round is never suggested
        layer.show_marks(Marks((item.sceneBoundingRect(),), (), badge))
        rect = layer.badge_rect()
        own = f"{type(item).__name__}:{building}"
        touched = [name for name, band in names.items() if name != own and band.intersects(rect)]
        assert not touched, (building, rect, touched)
        body = item.sceneBoundingRect()
        assert body.left() <= rect.left() and rect.right() <= body.right() + 1  # at the building's right end
        assert rect.intersects(body)
        assert scene.sceneRect().contains(rect)
        marked += 1
    assert marked >= 10


def ink(run: TextRun) -> QRectF:
    """Where the glyphs of ``run`` are inked, in its item's coordinates."""
    metrics = QFontMetricsF(run.font)
    line = metrics.boundingRect(run.rect, run.flags, run.text)
    glyphs = metrics.tightBoundingRect(run.text)
    baseline = line.top() + metrics.ascent()
    return QRectF(line.left() + glyphs.left(), baseline + glyphs.top(), glyphs.width(), glyphs.height())


def test_a_suggested_tiles_outline_runs_clear_of_the_names_round_it(qtbot: QtBot, languages: LanguageManager) -> None:
    """The dashed ring (with its halo) round a suggested tile of the supply stops short of the ink of the names of
    the tiles under and beside it."""
    scene = TableScene(position_from_data(CROWDED))
    layer = SuggestionItem()
    scene.addItem(layer)
    offered = [tile for tile in scene.tiles.values() if tile.isVisible()]
    inks = {
        tile.spec.id: [tile.mapRectToScene(ink(run)) for run in tile.text_runs() if run.role == "name"]
        for tile in offered
    }
    for tile in offered:
        if tile.compact:
            continue
        layer.show_marks(Marks((tile.sceneBoundingRect(),), (), Badge.SUGGESTED))
        ring = layer.shape()
        for other, names in inks.items():
            if other != tile.spec.id:
                assert not [name for name in names if ring.intersects(name)], (tile.spec.id, other)
