"""The small window's drawer and the choice being shaped (review m31, N1): at 1024x768 the open drawer lies over the
supply, and while a build from the supply is being shaped it leaves the chosen tile (its name and its cost) in view,
so the player never confirms a build they cannot see. Measured from the scene's items and the drawer's geometry."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest

from lehavre_desktop.ui.board.geometry import player_board_rect
from lehavre_desktop.ui.keyboard import SUPPLY, Target
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.table_area import DRAWER_MIN
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import LEFT, click_tile, press_button, settle
from tests.ui.test_legibility import measure
from tests.ui.test_window_drawer import crowded, in_window, on_screen

LANGS = ["en", "el", "hu"]
SIZE = (1024, 768)


def drawer(window: MainWindow) -> QRect:
    assert window.side.isVisible()
    return in_window(window.side, window)


def open_by_handle(window: MainWindow) -> None:
    assert window.area.drawer_mode and not window.side.isVisible()
    QTest.mouseClick(window.area.handle, LEFT)
    settle()


def assert_in_view_beside(window: MainWindow, building: str) -> None:
    """The tile (its name and its cost are drawn inside it) lies whole in the view and clear of the drawer."""
    tile = on_screen(window, window.scene.tiles[building])
    viewport = in_window(window.view.viewport(), window)
    assert viewport.contains(tile), f"{building} at {tile} leaves the view {viewport}"
    assert not tile.intersects(drawer(window)), f"the drawer {drawer(window)} covers {building} at {tile}"


def assert_no_board_under_it(window: MainWindow) -> None:
    for seat in (0, 1):
        board = window.view.mapFromScene(player_board_rect(seat)).boundingRect()
        board_rect = QRect(window.view.viewport().mapTo(window, board.topLeft()), board.size())
        assert not board_rect.intersects(drawer(window)), f"the drawer covers board {seat}"


def choose_by_keys(window: MainWindow, building: str) -> None:
    """The building chosen from the keyboard (the mouse cannot reach the tiles under the drawer): its build shaped."""
    keyboard = window.view.keyboard
    assert keyboard is not None
    window.view.setFocus()
    settle()
    keyboard.set_current(Target(SUPPLY, building=building))
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    settle()
    assert window.controller.pending is not None


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("building", ["church_square", "zoo"])  # a row under the drawer's top, the lowest row
def test_the_open_drawer_leaves_the_chosen_tile_and_its_cost_in_view(
    window_factory: WindowFactory, building: str, lang: str
) -> None:
    window = crowded(window_factory, SIZE, lang)
    scale = window.view.transform().m11()
    click_tile(window, building)
    assert window.controller.pending is not None and window.scene.tiles[building].selected
    open_by_handle(window)
    assert_in_view_beside(window, building)
    # Still a drawer over the supply, between the boards, wide enough to read, the table at its whole scale (every
    # name of the table at least 10 px high).
    assert drawer(window).width() >= DRAWER_MIN and drawer(window).height() >= 150
    assert_no_board_under_it(window)
    assert window.view.transform().m11() == scale
    assert min(m.px for m in measure(window.scene, window.view)) >= 10.0
    # The teaching panel in it explains the choice, its title and first lines in view.
    panel = window.teaching_panel
    assert window.teaching_panel.isVisible() and panel.now
    assert panel.browser.height() >= 3 * panel.browser.fontMetrics().lineSpacing()


def test_the_open_drawer_follows_the_choice_and_covers_the_supply_again_once_it_is_made(
    window_factory: WindowFactory,
) -> None:
    window = crowded(window_factory, SIZE)
    open_by_handle(window)
    whole = drawer(window)
    church = on_screen(window, window.scene.tiles["church_square"])
    assert church.intersects(whole)  # nothing chosen: the drawer covers the supply's rows
    # Chosen from the keyboard (the mouse cannot reach the tiles under the drawer): the drawer makes way.
    choose_by_keys(window, "church_square")
    assert_in_view_beside(window, "church_square")
    # Cancelled: nothing is chosen, the drawer has the supply's whole height again.
    press_button(window.action_bar.cancel_button)
    settle()
    assert window.controller.pending is None
    assert drawer(window) == whole
    # Closed, a tile clicked, and opened again: it opens clear of the tile.
    QTest.mouseClick(window.area.handle, LEFT)
    settle()
    click_tile(window, "zoo")
    QTest.mouseClick(window.area.handle, LEFT)
    settle()
    assert window.scene.tiles["zoo"].selected
    assert_in_view_beside(window, "zoo")
    # Another tile, in another row, from the keyboard: the drawer follows it.
    press_button(window.action_bar.cancel_button)
    choose_by_keys(window, "wood_factory")
    assert window.scene.tiles["wood_factory"].selected
    assert_in_view_beside(window, "wood_factory")
    # Built: the drawer covers the supply again.
    press_button(window.action_bar.keep_open_button)
    settle()
    assert window.controller.pending is None and "wood_factory" not in window.session.state.supply
    assert drawer(window) == whole


def test_with_the_log_open_in_the_drawer_it_makes_way_for_a_choice_too(window_factory: WindowFactory) -> None:
    """The drawer follows the table's choice, not what the teaching panel shows: with the log open in it (the
    teaching panel folded to its title), a tile chosen from the keyboard is left in view as well."""
    window = crowded(window_factory, SIZE)
    open_by_handle(window)
    whole = drawer(window)
    QTest.mouseClick(window.side.log_section.title, LEFT)
    settle()
    assert window.log.isVisible() and not window.teaching_panel.isVisible()
    choose_by_keys(window, "church_square")
    assert_in_view_beside(window, "church_square")
    assert window.log.isVisible()
    press_button(window.action_bar.cancel_button)
    settle()
    assert drawer(window) == whole
