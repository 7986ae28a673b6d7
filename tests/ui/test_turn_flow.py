"""Rules revision 2 on the table, by mouse: the end of a turn, sales after the action, repeated costs paid one
repetition at a time, lost steps, refused drops, and games saved under revision 1."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import (
    Build,
    Built,
    Cell,
    End,
    Good,
    GoodsPaid,
    MarkerEnd,
    Option,
    Reason,
    RuleId,
    Sell,
    Sold,
    StepsLost,
    TurnEnded,
    Use,
    apply,
    check,
    decode,
    legal_actions,
    options,
    position_from_data,
    record_from_json,
    replay,
    round_end_events,
    sale_price,
    wealth,
)
from lehavre_desktop.prose.narration import narrate
from lehavre_desktop.session.persistence import autosave_path, load_record
from lehavre_desktop.teaching.reasons import explain
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import (
    act,
    click_chip,
    click_tile,
    drag_chip_to_bank,
    drag_ghost,
    ghost_cell,
    marker_cell,
    press_button,
    settle,
)
from tests.ui.positions import EX25_SALE_AFTER_USE, EX26_RESTAURANT, EX27_MARKETPLACE, MASONS_GUILD_AT_THE_EDGE

ROOT = Path(__file__).resolve().parents[2]
FISH, CLAY, WOOD, GRAIN = Good.FISH, Good.CLAY, Good.WOOD, Good.GRAIN
SHIFT = Qt.KeyboardModifier.ShiftModifier


def keys(window: MainWindow, qtbot: QtBot, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    QTest.keyClick(window, key, modifiers)
    settle()


def log_lines(window: MainWindow) -> list[str]:
    return window.log.lines()


def status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


# ---- the end of a turn ------------------------------------------------------------------------------


def test_confirm_carries_out_the_action_and_ends_the_turn_in_one_click(window: MainWindow) -> None:
    session, bar = window.session, window.action_bar
    click_tile(window, "clay_mound")
    assert bar.confirm_button.isVisible() and bar.keep_open_button.isVisible()
    assert "Enter" in bar.confirm_button.toolTip()
    assert "Shift+Enter" in bar.keep_open_button.toolTip() and "sell" in bar.keep_open_button.toolTip()
    assert window.controller.pending is not None
    action = window.controller.pending.action
    assert isinstance(action, Build)

    press_button(bar.confirm_button)

    assert session.actions() == [action, End()]
    assert narrate(TurnEnded(0), session.states()[0]) not in log_lines(window)  # the confirmed turn says it
    assert session.state.current == 1 and not session.state.acted
    assert [type(e) for e in session.last_events if isinstance(e, Built | TurnEnded)] == [Built, TurnEnded]
    assert bar.title.text().startswith("Ben, your turn")
    assert not bar.end_turn_button.isVisible() and not bar.confirm_button.isVisible()
    # The autosave holds the whole gesture: the build and the end of the turn.
    window.document.flush_autosave()
    assert load_record(autosave_path()).actions == (action, End())


def test_keep_the_turn_open_sell_after_the_use_then_end_the_turn(window_factory: WindowFactory) -> None:
    """EX-25: the last turn of round C; the building just used is sold before the turn ends."""
    start = position_from_data(EX25_SALE_AFTER_USE)
    window = window_factory(start)
    session, bar = window.session, window.action_bar
    price = sale_price(start, start.players[0], "clay_mound")

    click_chip(window, "clay_mound")
    press_button(bar.keep_open_button)

    assert session.actions() == [Use("clay_mound")]
    state = session.state
    assert state.acted and state.current == 0 and state.round_letter == "C"
    assert bar.title.text() == "Ann, sell a building, or end your turn."
    assert "End turn (Enter)" in bar.detail_text() and "Ben" in bar.detail_text()
    assert bar.end_turn_button.isVisible()
    assert not bar.confirm_button.isVisible() and not bar.keep_open_button.isVisible()
    # The action is done: another building cannot be used now, and the table says why.
    click_chip(window, "hardware_store")
    assert window.controller.pending is None
    refused = check(state, Use("hardware_store"))
    assert refused is not None and refused.reason is Reason.ALREADY_ACTED
    assert explain(refused) == bar.warning.text()

    drag_chip_to_bank(window, "clay_mound")
    assert session.actions() == [Use("clay_mound"), Sell("clay_mound")]
    sold = [e for e in session.last_events if isinstance(e, Sold)]
    assert [(e.building, e.amount, e.rule) for e in sold] == [("clay_mound", price, RuleId.SELL_AFTER_ACTION)]
    assert session.state.current == 0 and bar.end_turn_button.isVisible()
    assert "clay_mound" not in window.scene.chips

    press_button(bar.end_turn_button)
    after = session.state
    assert session.actions()[-1] == End()
    assert log_lines(window)[-1 - len(round_end_events(session.last_events))] == narrate(TurnEnded(0), start)
    assert after.round_letter == "D" and after.current == 1
    assert "clay_mound" in after.supply
    assert Option("use", "clay_mound") not in options(after)
    # Without the sale, Ben would open round D with the Clay Mound in Ann's sector 2, ready to use.
    unsold = apply(apply(start, Use("clay_mound")).state, End()).state
    assert Option("use", "clay_mound") in options(unsold)


def test_shift_enter_keeps_the_turn_open_and_enter_ends_it(window: MainWindow, qtbot: QtBot) -> None:
    session = window.session
    click_tile(window, "clay_mound")
    keys(window, qtbot, Qt.Key.Key_Return, SHIFT)
    assert session.state.acted and session.state.current == 0
    assert window.action_bar.end_turn_button.isVisible()
    keys(window, qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)
    assert session.actions()[-1] == End() and session.state.current == 1


def test_undo_and_redo_around_a_turn_kept_open(window_factory: WindowFactory, qtbot: QtBot) -> None:
    window = window_factory(position_from_data(EX25_SALE_AFTER_USE))
    session, bar = window.session, window.action_bar
    before = session.state
    click_chip(window, "clay_mound")
    press_button(bar.keep_open_button)
    after_use = session.state
    drag_chip_to_bank(window, "smokehouse")
    after_sale = session.state
    press_button(bar.end_turn_button)
    after_end = session.state
    assert after_end.round_letter == "D"

    # One undo per gesture: the end of the turn, the sale, the use.
    window.commands["undo"].trigger()
    assert session.state == after_sale and bar.end_turn_button.isVisible()
    assert bar.title.text() == "Ann, sell a building, or end your turn."
    window.commands["undo"].trigger()
    assert session.state == after_use and "smokehouse" in window.scene.chips
    window.commands["undo"].trigger()
    assert session.state == before and not bar.end_turn_button.isVisible()
    assert not window.commands["undo"].isEnabled()
    for state in (after_use, after_sale, after_end):
        window.commands["redo"].trigger()
        assert session.state == state
    assert not window.commands["redo"].isEnabled()

    # A confirmed action and its end are one gesture: one undo takes both back, one redo brings both.
    window.commands["undo"].trigger()
    window.commands["undo"].trigger()
    window.commands["undo"].trigger()
    click_chip(window, "clay_mound")
    press_button(bar.confirm_button)
    confirmed = session.state
    assert confirmed.round_letter == "D"
    window.commands["undo"].trigger()
    assert session.state == before and not session.state.acted
    assert window.controller.pending is None and not bar.end_turn_button.isVisible()
    window.commands["redo"].trigger()
    assert session.state == confirmed


# ---- repeated costs -----------------------------------------------------------------------------------


def test_restaurant_twice_pays_each_repetition_on_its_own(window_factory: WindowFactory) -> None:
    """EX-26: fish 6, grain 0; each food is paid by moving fish down a row: 6 -> 3 -> 0, francs +4."""
    window = window_factory(position_from_data(EX26_RESTAURANT))
    session, bar = window.session, window.action_bar
    click_chip(window, "restaurant")
    # The proposal is the engine's cheapest sequence for the fullest choice: twice, fish 6 -> 3 -> 0.
    assert ghost_cell(window, 0, FISH) == Cell(0, 0)
    detail = bar.detail_text()
    assert "Repetition 1: 1 food paid with 3 fish (2 food more than due)" in detail
    assert "Repetition 2: 1 food paid with 3 fish (2 food more than due)" in detail
    assert "Your francs: 5 → 9" in detail
    assert bar.spins["times"].value() == 2

    # Dragging the fish back to row 1 leaves one repetition: a single payment.
    drag_ghost(window, 0, FISH, Cell(1, 0))
    assert "Repetition" not in bar.detail_text()
    assert "Ann pays 3 fish (6 → 3)." in bar.detail_text()
    assert "Your francs: 5 → 7" in bar.detail_text()
    assert bar.spins["times"].value() == 1
    drag_ghost(window, 0, FISH, Cell(0, 0))

    press_button(bar.confirm_button)
    twice = Use("restaurant", times=2, payments=((MarkerEnd(FISH, Cell(1, 0)),), (MarkerEnd(FISH, Cell(0, 0)),)))
    assert session.actions() == [twice, End()]
    ann = session.state.players[0]
    assert ann.cell(FISH) == Cell(0, 0) and ann.cell(GRAIN) == Cell(0, 0) and ann.francs == 9
    paid = [(e.repetition, e.start.amount, e.end.amount) for e in session.last_events if isinstance(e, GoodsPaid)]
    assert paid == [(1, 6, 3), (2, 3, 0)]


# ---- lost steps -------------------------------------------------------------------------------------


def test_marketplace_drag_onto_the_edge_loses_the_steps_beyond_it(window_factory: WindowFactory) -> None:
    """EX-27: 4 steps right; fish at column +3 has room for 2. All 4 on fish: 2 are lost."""
    window = window_factory(position_from_data(EX27_MARKETPLACE))
    session, bar = window.session, window.action_bar
    click_chip(window, "marketplace")
    assert ghost_cell(window, 0, FISH) == Cell(0, 5)
    assert "lost" not in bar.detail_text()

    drag_ghost(window, 0, FISH, Cell(0, 4))  # one step: a listed choice, nothing lost
    assert ghost_cell(window, 0, FISH) == Cell(0, 4)
    assert "lost" not in bar.detail_text()

    drag_ghost(window, 0, FISH, Cell(0, 5))  # onto the edge: the steps no other marker takes go to fish
    assert ghost_cell(window, 0, FISH) == Cell(0, 5)
    assert "Ann's fish marker loses 2 steps at the edge of the warehouse." in bar.detail_text()

    press_button(bar.confirm_button)
    assert session.actions() == [Use("marketplace", (FISH,) * 4), End()]
    lost = [(e.good, e.lost) for e in session.last_events if isinstance(e, StepsLost)]
    assert lost == [(FISH, 2)]
    assert marker_cell(window, 0, FISH) == Cell(0, 5)


def test_masons_guild_picks_a_marker_at_the_edge_and_loses_its_step(window_factory: WindowFactory) -> None:
    window = window_factory(position_from_data(MASONS_GUILD_AT_THE_EDGE))
    session, bar = window.session, window.action_bar
    state = session.state
    click_chip(window, "masons_guild")
    assert window.controller.pending is not None
    assert window.controller.pending.action == Use("masons_guild", (CLAY, WOOD))

    # Two markers are already picked: a third is refused with the engine's reason, and nothing changes.
    drag_ghost(window, 0, FISH, Cell(0, 0))
    too_many = check(state, Use("masons_guild", (FISH, CLAY, WOOD)))
    assert too_many is not None and too_many.reason is Reason.TOO_MANY_GOODS
    assert status(window) == explain(too_many)
    assert window.controller.pending.action == Use("masons_guild", (CLAY, WOOD))

    drag_ghost(window, 0, WOOD, Cell(0, 3))  # wood is not picked
    drag_ghost(window, 0, FISH, Cell(0, 0))  # fish, at the edge, is
    assert "Ann's fish marker loses 1 step at the edge of the warehouse." in bar.detail_text()
    press_button(bar.confirm_button)
    assert session.actions() == [Use("masons_guild", (FISH, CLAY)), End()]
    assert session.state.players[0].cell(CLAY) == Cell(1, 2)


# ---- refused drops ------------------------------------------------------------------------------------


def test_a_drop_the_engine_refuses_snaps_back_and_the_status_bar_says_why(window: MainWindow) -> None:
    state = window.session.state
    click_tile(window, "grocery_store")
    pending = window.controller.pending
    assert pending is not None
    shown = pending.action

    drag_ghost(window, 0, FISH, Cell(3, 5))

    rejection = check(state, Build("grocery_store", (MarkerEnd(FISH, Cell(3, 5)),)))
    assert rejection is not None and rejection.reason is Reason.UNREACHABLE_CELL
    assert status(window) == explain(rejection)
    assert explain(rejection) == window.action_bar.warning.text()
    assert window.controller.pending is pending and pending.action == shown
    assert ghost_cell(window, 0, FISH) == Cell(0, 2)
    assert window.session.actions() == []


# ---- games saved under rules revision 1 ------------------------------------------------------------

VERSION_1_FILES = [
    ROOT / "docs" / "midgame.lhip.json",
    ROOT / "docs" / "finished.lhip.json",
    *sorted((ROOT / "tests" / "engine" / "golden").glob("*.lhip.json")),
]
GOLDEN_SCORES = json.loads((ROOT / "tests" / "engine" / "golden" / "expected_scores.json").read_text())


@pytest.mark.parametrize("source", VERSION_1_FILES, ids=[p.name for p in VERSION_1_FILES])
def test_a_version_1_file_opens_and_is_played_on(window: MainWindow, tmp_path: Path, source: Path) -> None:
    path = tmp_path / source.name
    shutil.copy(source, path)
    assert json.loads(path.read_text())["version"] == 1

    assert window.files.open_path(path)
    session = window.session
    expected = replay(record_from_json(path.read_text())).final
    assert session.state == expected and session.state.rules_revision == 1
    assert session.record().rules_revision == 1
    if source.name in GOLDEN_SCORES:  # the table shows the scores the game had under revision 1
        totals = [wealth(session.state, seat).total for seat in (0, 1)]
        assert totals == GOLDEN_SCORES[source.name]["totals"]
        assert [window.scene.headers[seat].wealth for seat in (0, 1)] == totals
    if expected.finished:
        assert window.action_bar.title.text() == "The game is over."
        return

    action = next(a for a in legal_actions(session.state) if isinstance(a, Build | Use))
    act(window, action)
    assert session.actions()[-2:] == [action, End()]
    assert session.state.current != expected.current

    # The autosave is a version-2 record of a revision-1 game, and it replays to the table's state.
    window.document.flush_autosave()
    saved = json.loads(autosave_path().read_text())
    assert (saved["version"], saved["rules_revision"]) == (2, 1)
    assert saved["actions"][-2:] == [action.text(), "end"]
    assert replay(load_record(autosave_path())).final == session.state


def test_a_version_1_game_shows_one_payment_for_all_repetitions(window_factory: WindowFactory) -> None:
    window = window_factory(position_from_data(dict(EX26_RESTAURANT, rules_revision=1)))
    click_chip(window, "restaurant")
    detail = window.action_bar.detail.text()
    assert "Repetition" not in detail
    pending = window.controller.pending
    assert pending is not None and pending.action == decode("use restaurant x2 pay fish@1.0")
