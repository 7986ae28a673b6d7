"""The hint's badge ("Suggested") lies at the right end of the building it names and touches no other building's
name: not the name of the tile below it in the supply, nor of the building below it on a wheel."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import position_from_data
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.ui.board.chip import BuildingChipItem
from lehavre_desktop.ui.board.scene import TableScene
from lehavre_desktop.ui.board.suggestion import Badge, Marks, SuggestionItem
from lehavre_desktop.ui.board.tile import BuildingTileItem
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
