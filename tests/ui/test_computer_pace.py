"""The opponent's move shown step by step at the player's pace: the building ringed, then the choice with its tokens
walking, then played after the pace or, "until I click", when the player clicks; the table's motion first comes to
rest."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import GameRecord, Use, legal_actions, position_from_data
from lehavre_desktop.session.turns import PlannedTurn
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.board.anchors import body_rect
from lehavre_desktop.ui.motion.overlay import PictureItem
from tests.ui.conftest import NAMES, WindowFactory
from tests.ui.helpers import act, click
from tests.ui.test_computer_play import PERSON, WAIT_MS, planned
from tests.ui.test_motion import END_OF_ROUND_B, at_rest, empty_spot

STEPS_MS = 4000  # the steps of "until I click" take two seconds


def test_until_i_click_the_move_waits_shown_and_a_click_plays_it(window_factory: WindowFactory, settings: Settings,
                                                                 qtbot: QtBot) -> None:
    settings.computer_move_display = "click"
    window = window_factory(GameRecord(NAMES, seats=("computer:beginner", PERSON)))
    session, shown = window.session, window.computer.shown_move
    start = session.state
    qtbot.waitUntil(lambda: window.computer.showing, timeout=WAIT_MS)
    move = PlannedTurn.of(planned(start, "beginner", 0)).action
    assert shown.step == 1 and window.controller.pending is None  # first the building alone, ringed
    qtbot.waitUntil(lambda: shown.waiting_for_click, timeout=STEPS_MS)
    assert window.controller.pending is not None and window.controller.pending.action == move
    assert session.state is start and window.computer.showing  # no pace plays it: it waits for the player
    assert window.action_bar.continue_button.isVisible()
    click(window.view, window.view.viewport().rect().center())
    qtbot.waitUntil(lambda: session.state is not start, timeout=1000)
    assert session.actions()[0] == move and not window.computer.showing and shown.ring is None


def test_the_payment_walks_from_each_marker_to_its_new_place(window_factory: WindowFactory, settings: Settings,
                                                             qtbot: QtBot) -> None:
    settings.computer_move_display = "click"
    settings.animation_speed = "normal"
    settings.sync()
    window = window_factory(GameRecord(NAMES, seats=("computer:beginner", PERSON)))
    shown = window.computer.shown_move
    qtbot.waitUntil(lambda: shown.step == 2, timeout=WAIT_MS)
    state = window.session.state
    pending = window.controller.pending
    assert pending is not None
    walkers = [piece for piece in window.motion.stage.pieces() if isinstance(piece, PictureItem)]
    assert walkers  # the Beginner's first build pays with goods
    warehouse = window.scene.warehouses[state.current]
    starts = [warehouse.cell_center_scene(cell) for cell in state.current_player.markers]
    assert any(min((walker.centre() - point).manhattanLength() for point in starts) < 30 for walker in walkers)
    qtbot.waitUntil(lambda: shown.waiting_for_click, timeout=STEPS_MS)
    assert not [piece for piece in window.motion.stage.pieces() if isinstance(piece, PictureItem)]  # walked
    assert shown.ring is not None and shown.ring.isVisible()
    assert shown.ring.body == body_rect(window.scene.tiles[pending.building])


def test_the_move_waits_for_the_round_change_and_a_first_click_brings_the_table_to_rest(
        window_factory: WindowFactory, settings: Settings, qtbot: QtBot) -> None:
    settings.computer_move_display = "steady"
    settings.animation_speed = "slow"
    settings.sync()
    window = window_factory(position_from_data(END_OF_ROUND_B))
    window.session.set_seats(("computer:beginner", PERSON))  # Ann opens round C
    use = next(a for a in legal_actions(window.session.state) if isinstance(a, Use) and a.building == "grocery_store")
    act(window, use)  # Ben ends round B: the banner, the wheels, the sale, the new tiles
    shown = window.computer.shown_move
    qtbot.waitUntil(lambda: window.computer.showing, timeout=WAIT_MS)
    after_round = window.session.state
    assert shown.waiting_for_rest and window.motion.busy and shown.ring is None
    click(window.view, empty_spot(window))
    qtbot.waitUntil(lambda: shown.step == 1, timeout=1000)
    assert at_rest(window) or not window.motion.busy
    assert window.session.state is after_round  # the first click did not play the move
    assert shown.ring is not None
    click(window.view, empty_spot(window))
    qtbot.waitUntil(lambda: window.session.state is not after_round, timeout=1000)
