"""Every drop that does nothing says why in the status bar: a marker on a cell no choice allows (the engine's
reason), a marker off the warehouse, a building dropped beside the bank."""

from __future__ import annotations

from PySide6.QtCore import QPoint

from lehavre_desktop.engine import Build, Cell, Good, MarkerEnd, check, position_from_data
from lehavre_desktop.teaching.reasons import explain
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import click_chip, click_tile, drag, drag_ghost, ghost_cell, item_centre, press_button
from tests.ui.positions import EX25_SALE_AFTER_USE

FISH = Good.FISH


def status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def test_a_drop_on_a_cell_the_engine_refuses_says_its_reason(window: MainWindow) -> None:
    state = window.session.state
    click_tile(window, "grocery_store")
    drag_ghost(window, 0, FISH, Cell(2, 4))
    rejection = check(state, Build("grocery_store", (MarkerEnd(FISH, Cell(2, 4)),)))
    assert rejection is not None
    assert status(window) == explain(rejection)
    assert ghost_cell(window, 0, FISH) == Cell(0, 2)  # back where the choice puts it


def test_a_marker_dropped_off_the_warehouse_goes_back_and_says_where_it_can_go(window: MainWindow) -> None:
    click_tile(window, "grocery_store")
    view = window.view
    ghost = window.scene.warehouses[0].ghost_item(FISH)
    start = item_centre(view, ghost)
    drag(view, start, item_centre(view, window.scene.tiles["farm"]))
    assert status(window) == "The fish marker goes back: drop it on a highlighted cell of your warehouse."
    assert ghost_cell(window, 0, FISH) == Cell(0, 2)
    assert window.controller.pending is not None and window.controller.pending.index == 0


def test_a_building_dropped_beside_the_bank_goes_back_and_says_where_it_sells(window_factory: WindowFactory) -> None:
    window = window_factory(position_from_data(EX25_SALE_AFTER_USE))
    click_chip(window, "clay_mound")
    press_button(window.action_bar.keep_open_button)
    chip = window.scene.chips["smokehouse"]
    start = item_centre(window.view, chip)
    drag(window.view, start, start + QPoint(60, 40), steps=6)
    assert status(window) == "Smokehouse goes back to its place: drop it on the bank to sell it."
    assert window.session.state.players[0].owns("smokehouse")
