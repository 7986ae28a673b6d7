"""The round's banner hides nothing the player is meant to watch: the new tiles are dealt into the supply beside it,
at every size of the window and in every language, and where the supply leaves no room it lies over a warehouse."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import Build, legal_actions, position_from_data
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.board.anchors import body_rect
from lehavre_desktop.ui.board.geometry import WAREHOUSE_TOP
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.motion.banner import BannerItem
from lehavre_desktop.ui.motion.overlay import PictureItem
from tests.ui.conftest import WindowFactory
from tests.ui.edge_screenshots import kept_open
from tests.ui.helpers import press_button, settle
from tests.ui.positions import EX25_SALE_AFTER_USE
from tests.ui.test_motion import END_OF_ROUND_B, end_round_b, pieces, use_speed

DEALT_IN_ROUND_C = ("bakehouse", "wood_trader", "smokehouse")  # the round's two, and the one the wheels sold
# The last action of round J, nothing built yet: the supply on offer fills the middle of the table.
END_OF_ROUND_J: dict[str, Any] = {
    "round": "J",
    "turns_taken": 8,
    "to_act": "Ben",
    "players": [{"name": "Ann"}, {"name": "Ben"}],
}


def banner_in_place(window: MainWindow, qtbot: QtBot) -> BannerItem:
    """The banner, once it has risen into its place."""
    [banner] = [piece for piece in pieces(window) if isinstance(piece, BannerItem)]
    qtbot.waitUntil(lambda: banner.opacity() == 1.0, timeout=3000)
    return banner


def visible_table(window: MainWindow) -> QRectF:
    view = window.view
    return view.mapToScene(view.viewport().rect()).boundingRect()


def open_window(
    window_factory: WindowFactory, settings: Settings, data: dict[str, Any], code: str, size: tuple[int, int]
) -> MainWindow:
    window = window_factory(position_from_data(data))
    window.resize(*size)
    use_speed(window, settings, "fast")
    window.languages.set_language(code, remember=False)
    settle()
    return window


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("code", ["en", "el", "hu"])
def test_the_new_tiles_are_dealt_beside_the_banner_and_every_word_of_it_shows(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot, code: str, size: tuple[int, int]
) -> None:
    window = open_window(window_factory, settings, END_OF_ROUND_B, code, size)
    scene = window.scene
    end_round_b(window, by_mouse=False)
    banner = banner_in_place(window, qtbot)
    face = banner.scene_face()
    assert visible_table(window).contains(face)
    assert all(run.fits() for run in banner.text_runs())  # no line clipped, in Greek and Hungarian too
    # The banner is still there when the last new tile has landed: the player watches the deal beside it.
    qtbot.waitUntil(lambda: all(scene.tiles[b].opacity() == 1.0 for b in DEALT_IN_ROUND_C), timeout=3000)
    assert banner in pieces(window)
    window.motion.finish()
    for building in DEALT_IN_ROUND_C:
        tile = body_rect(scene.tiles[building])
        assert not face.intersects(tile), f"the banner {face} hides {building} at {tile}"


def test_where_the_supply_fills_the_middle_the_banner_lies_over_a_warehouse(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
    window = open_window(window_factory, settings, END_OF_ROUND_J, "el", (1280, 800))
    scene = window.scene
    window.session.submit_turn(next(a for a in legal_actions(window.session.state) if isinstance(a, Build)))
    settle()
    assert window.session.state.round_index == 10  # round K has begun
    banner = banner_in_place(window, qtbot)
    face = banner.scene_face()
    assert visible_table(window).contains(face) and all(run.fits() for run in banner.text_runs())
    window.motion.finish()
    offered = [body_rect(tile) for tile in scene.tiles.values() if tile.isVisible() and not tile.compact]
    assert len(offered) > 12
    assert not any(face.intersects(tile) for tile in offered)
    assert face.top() >= WAREHOUSE_TOP  # over a warehouse, where nothing moves while the round changes


def flights_in_the_air(window: MainWindow) -> list[QRectF]:
    """Where the pictures flying over the table are drawn now (a dealt tile, a building sold, a coin)."""
    return [item.sceneBoundingRect() for item in pieces(window) if isinstance(item, PictureItem) and item.opacity() > 0]


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800), (1920, 1080)])
def test_the_banner_hides_neither_the_coming_rounds_nor_a_tile_on_its_way(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot, size: tuple[int, int]
) -> None:
    """Ann ends round C (the round-change picture): round D's Restaurant is dealt from its strip up into the supply.
    The banner lies clear of every strip of the coming rounds and of the note on those not shown, and no tile on
    its way passes under it, at any moment."""
    window = open_window(window_factory, settings, EX25_SALE_AFTER_USE, "en", size)
    use_speed(window, settings, "normal")
    scene = window.scene
    kept_open(window)
    press_button(window.action_bar.end_turn_button)
    banner = banner_in_place(window, qtbot)
    face = banner.scene_face()
    strips = [body_rect(tile) for tile in scene.tiles.values() if tile.isVisible() and tile.compact]
    assert len(strips) >= 6
    if scene.waiting_note.isVisible():
        strips.append(scene.waiting_note.sceneBoundingRect())
    assert not [strip for strip in strips if strip.intersects(face)], face
    seen = 0
    while banner in pieces(window):
        flying = flights_in_the_air(window)
        seen += len(flying)
        assert not [rect for rect in flying if rect.intersects(face)], (face, flying)
        QTest.qWait(15)
    assert seen > 0  # the Restaurant was seen on its way
