"""The opponent's move shown step by step at the player's pace: the building ringed, then the choice with its tokens
walking, then played after the pace or, "until I click", when the player clicks; the table's motion first comes to
rest."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import Cell, GameRecord, Good, Use, legal_actions, position_from_data
from lehavre_desktop.session.turns import PlannedTurn
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.board.anchors import body_rect
from lehavre_desktop.ui.board.motion import running_motions, scene_animations
from lehavre_desktop.ui.motion.francs import francs_rect
from lehavre_desktop.ui.motion.overlay import PictureItem
from lehavre_desktop.ui.motion.pieces import LEFT_BEHIND
from tests.ui.conftest import NAMES, WindowFactory
from tests.ui.helpers import act, click
from tests.ui.positions import RESTAURANT_FOR_A_FEE
from tests.ui.test_computer_play import PERSON, WAIT_MS, planned, press
from tests.ui.test_motion import END_OF_ROUND_B, at_rest, empty_spot

STEPS_MS = 4000  # the steps of "until I click" take three seconds


@pytest.mark.slow
def test_until_i_click_the_move_waits_shown_and_a_click_plays_it(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
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


@pytest.mark.slow
def test_the_payment_walks_from_each_marker_to_its_new_place(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
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
    markers = [warehouse.marker_item(good) for good in Good]
    # A marker whose token walks away is faded, not left whole under it (it read as two of the good).
    assert any(marker.opacity() == LEFT_BEHIND for marker in markers)
    qtbot.waitUntil(lambda: shown.waiting_for_click, timeout=STEPS_MS)
    assert not [piece for piece in window.motion.stage.pieces() if isinstance(piece, PictureItem)]  # walked
    assert [marker.opacity() for marker in markers] == [1.0] * len(markers)  # whole again, its new place beside it
    assert shown.ring is not None and shown.ring.isVisible()
    assert shown.ring.body == body_rect(window.scene.tiles[pending.building])


def test_the_move_waits_for_the_round_change_and_a_first_click_brings_the_table_to_rest(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
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


def test_a_new_player_gets_a_pace_of_at_least_one_and_a_half_seconds_and_earlier_paces_are_read_as_the_nearest(
    tmp_path: Path,
) -> None:
    fresh = Settings(tmp_path / "new.ini")
    pace = fresh.computer_move_ms
    assert fresh.computer_move_display == "steady" and pace is not None and pace >= 1500
    earlier = tmp_path / "earlier.ini"
    earlier.write_text("[General]\ncomputer_move_display=short\n", encoding="utf-8")
    assert Settings(earlier).computer_move_display == "quick"
    earlier.write_text("[General]\ncomputer_move_display=long\n", encoding="utf-8")
    assert Settings(earlier).computer_move_ms == 2000


def test_a_timed_pace_shows_each_step_and_then_plays_the_move_by_itself(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
    settings.computer_move_display = "quick"
    settings.animation_speed = "fast"
    settings.sync()
    window = window_factory(GameRecord(NAMES, seats=("computer:beginner", PERSON)))
    session, shown = window.session, window.computer.shown_move
    start = session.state
    qtbot.waitUntil(lambda: window.computer.showing, timeout=WAIT_MS)
    seen = {shown.step}

    def played() -> bool:
        seen.add(shown.step)
        return session.state is not start

    qtbot.waitUntil(played, timeout=STEPS_MS)
    assert {1, 2} <= seen  # the building, then the choice, before the move was played
    assert session.actions()[0] == PlannedTurn.of(planned(start, "beginner", 0)).action
    assert not window.computer.showing and shown.ring is None


@pytest.mark.slow
def test_with_the_animations_off_the_move_is_still_shown_at_its_pace_and_nothing_moves(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
    settings.computer_move_display = "click"  # the conftest's settings: animations off
    window = window_factory(GameRecord(NAMES, seats=("computer:beginner", PERSON)))
    shown = window.computer.shown_move

    def still() -> bool:
        """Only the ring, unchanging, is over the table; nothing runs."""
        return (
            window.motion.stage.pieces() == [shown.ring]
            and not running_motions()
            and not scene_animations(window.scene)
        )

    qtbot.waitUntil(lambda: shown.step == 1, timeout=WAIT_MS)
    assert shown.ring is not None and shown.ring.opacity() == 1.0 and still()
    qtbot.waitUntil(lambda: shown.waiting_for_click, timeout=STEPS_MS)
    assert window.controller.pending is not None and still()  # the choice is shown, and no token walked


@pytest.mark.slow
def test_the_hint_key_is_answered_in_every_step_of_the_shown_move_and_never_plays_it(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
    settings.computer_move_display = "click"
    window = window_factory(GameRecord(NAMES, seats=("computer:beginner", PERSON)))
    session, shown = window.session, window.computer.shown_move
    start = session.state
    qtbot.waitUntil(lambda: shown.step == 1, timeout=WAIT_MS)
    said: list[str] = []
    window.controller.statusMessage.connect(said.append)
    press(window, qtbot, Qt.Key.Key_H)
    assert len(said) == 1 and "The computer is playing its turn" in said[0]
    qtbot.waitUntil(lambda: shown.waiting_for_click, timeout=STEPS_MS)
    press(window, qtbot, Qt.Key.Key_H)
    assert len(said) == 2 and session.state is start and window.computer.showing
    press(window, qtbot, Qt.Key.Key_Shift)  # half of a key to come: nothing yet
    assert session.state is start and window.computer.showing
    press(window, qtbot, Qt.Key.Key_Space)  # any other key goes on: the move is played
    qtbot.waitUntil(lambda: session.state is not start, timeout=1000)
    qtbot.waitUntil(lambda: window.hints.shown, timeout=WAIT_MS)  # asked for during the move, it comes with the turn


@pytest.mark.slow
def test_a_pace_chosen_while_the_move_is_shown_takes_effect_at_once(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
    settings.computer_move_display = "steady"
    window = window_factory(GameRecord(NAMES, seats=("computer:beginner", PERSON)))
    session, shown, paces = window.session, window.computer.shown_move, window.computer.display_menu.choices
    start = session.state
    qtbot.waitUntil(lambda: shown.step == 1, timeout=WAIT_MS)
    paces["click"].trigger()  # the player wants to look: the move waits for a click (a timed pace never waits)
    qtbot.waitUntil(lambda: shown.waiting_for_click, timeout=STEPS_MS)
    assert session.state is start and window.computer.showing
    paces["quick"].trigger()  # every step is shown: a timed pace plays it now
    qtbot.waitUntil(lambda: session.state is not start, timeout=1000)
    assert not window.computer.showing and settings.computer_move_display == "quick"


def near(point: QPointF, items: list[PictureItem], reach: float = 30.0) -> bool:
    return any((item.centre() - point).manhattanLength() < reach for item in items)


@pytest.mark.slow
def test_the_computers_shown_move_pays_before_the_eyes_coins_flying_and_francs_counting(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
    settings.computer_move_display = "click"
    settings.animation_speed = "normal"
    settings.sync()
    window = window_factory(position_from_data(RESTAURANT_FOR_A_FEE))
    window.session.set_seats((PERSON, "computer:beginner"))  # Ben uses Ann's Restaurant: a fee, a fish, 2 francs
    scene, shown, stage = window.scene, window.computer.shown_move, window.motion.stage
    start = window.session.state
    ann_purse, ben_purse = (francs_rect(header).center() for header in scene.headers)
    qtbot.waitUntil(lambda: shown.step == 2, timeout=WAIT_MS)
    assert shown.ring is not None and shown.ring.body == body_rect(scene.chips["restaurant"])  # still highlighted
    moving = [piece for piece in stage.pieces() if isinstance(piece, PictureItem)]
    assert near(scene.warehouses[1].cell_center_scene(Cell(0, 1)), moving)  # the fish sets out from its cell
    assert near(ben_purse, moving)  # and the fee's coin from Ben's purse
    assert {tally.item is not None for tally in shown.tallies} == {True}
    assert {seat: tally.after for seat, tally in zip((0, 1), shown.tallies, strict=True)} == {0: 6, 1: 4}
    qtbot.waitUntil(
        lambda: near(ann_purse, [piece for piece in stage.pieces() if isinstance(piece, PictureItem)], 40),
        timeout=STEPS_MS,
    )  # the fee reaches Ann
    qtbot.waitUntil(lambda: shown.waiting_for_click, timeout=STEPS_MS)
    counted = [tally.item for tally in shown.tallies]
    assert [item.value for item in counted if item is not None] == [6, 4]  # counted to the end, and still lit
    assert all(item in stage.pieces() for item in counted)
    assert [header.francs for header in scene.headers] == [5, 3]  # the headers still show the state before it
    detail = window.action_bar.detail_text()
    assert "Ben's francs: 3 → 4" in detail and "Your francs" not in detail  # the bar names whose francs they are
    click(window.view, window.view.viewport().rect().center())
    qtbot.waitUntil(lambda: window.session.state is not start, timeout=1000)
    qtbot.waitUntil(lambda: window.motion.timeline.running, timeout=1000)
    # Played, the move shows the Restaurant going back to sector 0; its francs, shown already, do not fly again.
    assert len(window.motion.timeline.pieces) == 1
    assert shown.tallies == () and not any(item in stage.pieces() for item in counted)
    assert [header.francs for header in scene.headers] == [6, 4]
