"""Nothing on the board moves while a turn is shaped (issue 8, contract §3): whatever the action bar shows
(a build, a use with its list of alternatives and compact chooser, a sale, a warning), the table view keeps its
size and its transform, so the building under the pointer stays under it."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect
from PySide6.QtGui import QTransform

from lehavre_desktop.engine import GOODS, position_from_data
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import (
    click_chip,
    click_tile,
    drag,
    drag_ghost,
    ghost_cell,
    item_centre,
    press_button,
    record_of,
    settle,
)
from tests.ui.positions import EX25_SALE_AFTER_USE, EX26_RESTAURANT

Geometry = tuple[QTransform, QRect, QPoint]


def geometry(window: MainWindow) -> Geometry:
    """The view's transform, where its viewport sits in the window, and where a scene point lands."""
    viewport = window.view.viewport()
    return (
        window.view.transform(),
        QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size()),
        window.view.mapFromScene(QPointF(800, 500)),
    )


def steady(window: MainWindow, gesture: Callable[[], None]) -> None:
    before = geometry(window)
    bar_height = window.action_bar.height()
    gesture()
    settle()
    assert window.action_bar.height() == bar_height
    assert geometry(window) == before


def drag_to_another_target(window: MainWindow) -> None:
    """Drag a ghost marker to another highlighted cell (another payment)."""
    seat = window.session.state.current
    warehouse = window.scene.warehouses[seat]
    for good in GOODS:
        here = ghost_cell(window, seat, good)
        others = [cell for cell in warehouse.targets.get(good, ()) if cell != here]
        if here is not None and others:
            drag_ghost(window, seat, good, others[0])
            return
    raise AssertionError("no ghost marker with another target")


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800)])
def test_starting_a_build_a_use_and_a_sale_moves_nothing(window_factory: WindowFactory, size: tuple[int, int]) -> None:
    window = window_factory(None)
    window.resize(*size)
    settle()
    bar = window.action_bar
    # A build, its payment changed by the choice buttons, the list of alternatives and a drag.
    steady(window, lambda: click_tile(window, "grocery_store"))
    assert bar.confirm_button.isVisible()
    steady(window, lambda: press_button(bar.next_button))
    steady(window, lambda: bar.alternatives.activated.emit(0))
    steady(window, lambda: drag_to_another_target(window))
    steady(window, lambda: press_button(bar.cancel_button))
    # A use with several choices: the list of alternatives and the chooser show.
    window = window_factory(
        record_of(
            "build clay_mound pay wood@0.1",
            "build hardware_store pay wood@0.1 clay@0.2",
            "build grocery_store pay fish@0.2",
        )
    )
    window.resize(*size)
    settle()
    bar = window.action_bar
    steady(window, lambda: click_chip(window, "hardware_store"))
    assert bar.alternatives.isVisible()
    steady(window, lambda: press_button(bar.cancel_button))
    # A refused gesture: the warning joins the bar's text.
    steady(window, lambda: click_tile(window, "wood_company"))


def test_the_repetitions_chooser_and_a_sale_move_nothing(window_factory: WindowFactory) -> None:
    window = window_factory(position_from_data(EX26_RESTAURANT))
    window.resize(1024, 768)
    settle()
    bar = window.action_bar
    steady(window, lambda: click_chip(window, "restaurant"))
    assert bar.spins["times"].isVisible() and bar.alternatives.isVisible()
    steady(window, lambda: bar.spins["times"].setValue(1))
    steady(window, lambda: press_button(bar.keep_open_button))
    assert bar.end_turn_button.isVisible()

    sale = window_factory(position_from_data(EX25_SALE_AFTER_USE))
    sale.resize(1280, 800)
    settle()
    steady(sale, lambda: click_chip(sale, "clay_mound"))
    steady(sale, lambda: press_button(sale.action_bar.keep_open_button))
    steady(sale, lambda: click_chip(sale, "smokehouse"))  # an own building selected: the Sell button
    assert sale.action_bar.sell_button.isVisible()
    chip = sale.scene.chips["smokehouse"]
    start = item_centre(sale.view, chip)
    # Dragging a building towards the bank tells its price in the bar; dropping it off the bank sells nothing.
    steady(sale, lambda: drag(sale.view, start, start + QPoint(40, 30)))
    steady(sale, lambda: sale.statusBar().showMessage("A message in the status bar"))
