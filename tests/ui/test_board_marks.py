"""The quiet mark of reconstructed numbers: on each tile on offer whose cost or value the published tables do not
give, beside its value; its tooltip says so, a click on it asks for the component data and builds nothing."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import Provenance, components_from_data, new_game
from lehavre_desktop.ui.board.reconstructed import ReconstructedMarkItem, mark_tooltip
from lehavre_desktop.ui.board.tile import TileStatus
from tests.ui.helpers import assert_on_top, click, click_item, item_centre
from tests.ui.test_legibility import table_view


def test_a_tile_on_offer_carries_the_mark_and_a_click_on_it_asks_for_the_component_data(qtbot: QtBot) -> None:
    state = new_game(("Emma", "Max"))
    scene, view = table_view(qtbot, state, (1000, 610))
    tile = scene.tiles["clay_mound"]
    assert tile.status is TileStatus.AVAILABLE
    mark = tile.mark
    assert isinstance(mark, ReconstructedMarkItem) and mark.isVisible()
    assert "reconstructed" in mark_tooltip()
    # Beside the value, inside the tile, clear of every text the tile paints.
    inside = tile.mapRectToScene(tile.shape().boundingRect())
    shown = mark.mapRectToScene(mark.shape().boundingRect())
    assert inside.contains(shown)
    for run in tile.text_runs():
        assert not tile.mapRectToScene(run.rect).intersects(shown), run.text
    centre = item_centre(view, mark)
    assert_on_top(view, centre, mark)
    with qtbot.waitSignal(scene.reconstructedMarkClicked) as asked:
        click(view, centre)
    assert asked.args == ["clay_mound"]
    assert not tile.selected  # the click asked about the data: it started no build


def test_the_tile_itself_still_builds_and_a_waiting_tile_shows_no_mark(qtbot: QtBot) -> None:
    state = new_game(("Emma", "Max"))
    scene, view = table_view(qtbot, state, (1000, 610))
    waiting = next(tile for tile in scene.tiles.values() if tile.status is TileStatus.UPCOMING)
    assert waiting.mark is not None and not waiting.mark.isVisible()
    with qtbot.waitSignal(scene.tileClicked) as clicked:
        click_item(view, scene.tiles["clay_mound"])
    assert clicked.args == ["clay_mound"]


def test_numbers_the_owner_corrected_carry_no_mark(qtbot: QtBot) -> None:
    corrected, problems = components_from_data(
        {"buildings": {"clay_mound": {"cost_provenance": "printed", "value_provenance": "printed"}}}
    )
    assert problems == [] and corrected.by_id["clay_mound"].cost_provenance is Provenance.PRINTED
    state = new_game(("Emma", "Max"), corrected)
    scene, _view = table_view(qtbot, state, (1000, 610))
    assert scene.tiles["clay_mound"].mark is None
    assert scene.tiles["smokehouse"].mark is not None
