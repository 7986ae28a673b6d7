"""Enter confirms what the action bar shows, whatever the keyboard's cursor stands on; a click hides the ring."""

from __future__ import annotations

from PySide6.QtCore import Qt

from lehavre_desktop.engine import Build, End, Use, position_from_data
from lehavre_desktop.ui.keyboard import OTHER_WHEEL, SUPPLY, WAREHOUSE, Target
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import click_chip, click_tile, last_move
from tests.ui.test_keyboard_play import go_to, press

# Ann to act in round C; Ben's Smokehouse in sector x2 is usable (for a fee), and the Hardware Store is on offer.
OPPONENTS_SMOKEHOUSE = {
    "round": "C",
    "to_act": "Ann",
    "players": [{"name": "Ann", "francs": 4}, {"name": "Ben", "francs": 4, "wheel": {"smokehouse": "2"}}],
}


def test_enter_confirms_the_pending_use_with_the_cursor_left_on_a_supply_tile(window_factory: WindowFactory) -> None:
    window = window_factory(position_from_data(OPPONENTS_SMOKEHOUSE))
    keyboard = window.view.keyboard
    assert keyboard is not None
    go_to(window, Target(OTHER_WHEEL, "smokehouse"))
    press(window, Qt.Key.Key_Return)
    assert window.controller.pending is not None and window.controller.pending.building == "smokehouse"
    go_to(window, Target(SUPPLY, "hardware_store"))  # the cursor wanders off to a tile that could be built
    assert keyboard.current == Target(SUPPLY, "hardware_store") and keyboard.ring_shown
    shown = window.controller.pending.action
    press(window, Qt.Key.Key_Return)
    assert window.session.actions()[-2:] == [shown, End()]
    assert isinstance(shown, Use) and shown.building == "smokehouse"
    assert not any(isinstance(action, Build) for action in window.session.actions())


def test_space_confirms_too_except_where_it_shapes_the_choice(window_factory: WindowFactory) -> None:
    window = window_factory(position_from_data(OPPONENTS_SMOKEHOUSE))
    keyboard = window.view.keyboard
    assert keyboard is not None
    go_to(window, Target(OTHER_WHEEL, "smokehouse"))
    press(window, Qt.Key.Key_Space)
    pending = window.controller.pending
    assert pending is not None and pending.building == "smokehouse"
    fish_cell = window.session.state.players[0].markers[0]
    go_to(window, Target(WAREHOUSE, seat=0, cell=fish_cell))
    press(window, Qt.Key.Key_Space)  # on the warehouse the choice moves: picks the marker up, confirms nothing
    assert window.controller.pending is not None and window.session.actions() == []
    go_to(window, Target(SUPPLY, "hardware_store"))
    shown = window.controller.pending.action
    press(window, Qt.Key.Key_Space)
    assert last_move(window.session) == shown


def test_a_click_hides_the_ring_and_moves_the_cursor_to_what_was_clicked(window_factory: WindowFactory) -> None:
    window = window_factory(position_from_data(OPPONENTS_SMOKEHOUSE))
    keyboard = window.view.keyboard
    assert keyboard is not None
    go_to(window, Target(SUPPLY, "clay_mound"))
    assert window.scene.tiles["clay_mound"].keyboard_focus
    click_tile(window, "hardware_store")  # opens the build by mouse
    assert not keyboard.ring_shown
    assert keyboard.current == Target(SUPPLY, "hardware_store")
    assert not any(tile.keyboard_focus for tile in window.scene.tiles.values())  # no second selection
    window.controller.cancel()
    click_chip(window, "smokehouse")
    assert keyboard.current == Target(OTHER_WHEEL, "smokehouse")
    assert not window.scene.chips["smokehouse"].keyboard_focus
    shown = window.controller.pending
    assert shown is not None
    press(window, Qt.Key.Key_Right)  # the first key shows the ring again, from where the click left it
    assert keyboard.ring_shown and keyboard.current is not None
    assert any(tile.keyboard_focus for tile in window.scene.tiles.values()) or any(
        chip.keyboard_focus for chip in window.scene.chips.values()
    )
    press(window, Qt.Key.Key_Return)
    assert last_move(window.session) == shown.action
