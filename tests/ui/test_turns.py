"""Focused turns by mouse: payments, uses, choices, sales, the forced sale at a round end."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import (
    BUILT_IN,
    ROUND_LETTERS,
    Action,
    Build,
    Cell,
    Components,
    Cost,
    End,
    FrancsGained,
    FrancsPaid,
    GameRecord,
    GameState,
    Good,
    MarkerEnd,
    Pass,
    Sell,
    Sold,
    Use,
    WheelsRotated,
    apply,
    build_options,
    cheapest_payment,
    legal_actions,
    new_game,
    sale_price,
    use_options,
)
from lehavre_desktop.i18n.names import good_name
from lehavre_desktop.ui.board.tile import TileStatus
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import (
    act,
    click_cell,
    click_chip,
    click_tile,
    drag,
    drag_chip_to_bank,
    drag_ghost,
    ghost_cell,
    item_centre,
    last_move,
    marker_cell,
    press_button,
    record_of,
    settle,
)

# Round A: Ann (seat 0) builds Clay Mound and Smokehouse, Ben builds Hardware Store. Round B: Ben starts.
ROUND_A = (
    "build clay_mound pay wood@0.1",
    "build hardware_store pay wood@0.1 clay@0.2",
    "build smokehouse pay wood@0.0 clay@0.2",
)

FISH, CLAY, WOOD, GRAIN = Good.FISH, Good.CLAY, Good.WOOD, Good.GRAIN


# ---- building: the payment is shaped on the warehouse ------------------------------------------


def test_build_payment_changed_by_dragging_a_ghost_marker(window_factory: WindowFactory) -> None:
    window = window_factory(None)
    session, bar, warehouse = window.session, window.action_bar, window.scene.warehouses[0]
    start = session.state
    cheapest = cheapest_payment(start, "grocery_store")
    assert cheapest == (MarkerEnd(FISH, Cell(0, 2)),)

    click_tile(window, "grocery_store")
    # The preview is the cheapest payment: two fish, the grain marker stays.
    assert ghost_cell(window, 0, FISH) == Cell(0, 2)
    assert ghost_cell(window, 0, GRAIN) is None
    assert warehouse.targets[FISH] == {Cell(0, 2), Cell(0, 3)}
    assert bar.confirm_button.isVisible() and bar.next_button.isVisible()
    assert bar.alternatives.label == "Choice 1 of 2"

    drag_ghost(window, 0, FISH, Cell(0, 3))
    assert ghost_cell(window, 0, FISH) == Cell(0, 3)
    assert ghost_cell(window, 0, GRAIN) == Cell(0, 0)
    assert bar.alternatives.label == "Choice 2 of 2"
    # Nothing happened yet: the table still shows the real markers where they were.
    assert session.state == start
    assert marker_cell(window, 0, FISH) == Cell(0, 4)

    press_button(bar.confirm_button)
    done = last_move(session)
    assert isinstance(done, Build)
    assert done.payment != cheapest
    assert done.payment == (MarkerEnd(FISH, Cell(0, 3)), MarkerEnd(GRAIN, Cell(0, 0)))
    ann = session.state.players[0]
    assert (ann.cell(FISH), ann.cell(GRAIN)) == (Cell(0, 3), Cell(0, 0))
    assert (marker_cell(window, 0, FISH), marker_cell(window, 0, GRAIN)) == (Cell(0, 3), Cell(0, 0))
    assert ghost_cell(window, 0, FISH) is None
    assert window.scene.tiles["grocery_store"].status is TileStatus.BUILT
    assert window.scene.chips["grocery_store"].owner == 0


def test_build_payment_changed_by_clicking_a_highlighted_cell(window_factory: WindowFactory) -> None:
    window = window_factory(None)
    click_tile(window, "grocery_store")
    assert window.scene.warehouses[0].active_good is FISH
    click_cell(window, 0, Cell(0, 3))
    assert ghost_cell(window, 0, FISH) == Cell(0, 3)
    press_button(window.action_bar.confirm_button)
    assert last_move(window.session) == build_options(new_game(("Ann", "Ben")), "grocery_store")[1]


def test_dropping_a_ghost_on_an_unreachable_cell_keeps_the_choice(window_factory: WindowFactory) -> None:
    window = window_factory(None)
    click_tile(window, "grocery_store")
    drag_ghost(window, 0, FISH, Cell(3, 5))
    assert ghost_cell(window, 0, FISH) == Cell(0, 2)
    assert window.controller.pending is not None and window.controller.pending.index == 0
    press_button(window.action_bar.cancel_button)
    assert not window.action_bar.confirm_button.isVisible()
    assert ghost_cell(window, 0, FISH) is None
    assert window.session.actions() == []


def test_upcoming_tile_explains_and_builds_nothing(window_factory: WindowFactory) -> None:
    window = window_factory(None)
    assert window.scene.tiles["clay_mound"].status is TileStatus.AVAILABLE
    # Kiln enters in round B: clicking it now only says why.
    click_tile(window, "kiln")
    assert "enters the game in round B" in window.action_bar.warning.text()
    assert not window.action_bar.confirm_button.isVisible()
    assert window.session.actions() == []


# ---- using buildings --------------------------------------------------------------------------


def test_use_opponents_building_pays_the_owner_one_franc(window_factory: WindowFactory) -> None:
    window = window_factory(record_of(*ROUND_A))
    session = window.session
    before = session.state
    assert before.current == 1 and before.players[0].age_of("clay_mound") == 1
    ann_francs, ben_francs = (p.francs for p in before.players)

    click_chip(window, "clay_mound")
    bar = window.action_bar
    assert bar.title.text() == "Use Clay Mound (your opponent's: a fee of 1 franc)"
    assert f"Your francs: {ben_francs} → {ben_francs - 1}" in bar.detail_text()
    # Clay Mound in sector 2: clay N+1 = 3 steps right, from 2 to 5.
    assert ghost_cell(window, 1, CLAY) == Cell(0, 5)
    press_button(bar.confirm_button)

    assert last_move(session) == Use("clay_mound")
    after = session.state
    assert after.players[0].francs == ann_francs + 1
    assert after.players[1].francs == ben_francs - 1
    assert after.players[1].cell(CLAY) == Cell(0, 5)
    assert marker_cell(window, 1, CLAY) == Cell(0, 5)
    assert window.scene.headers[0].francs == ann_francs + 1
    assert window.scene.headers[1].francs == ben_francs - 1
    assert after.players[0].age_of("clay_mound") == 0
    assert any(isinstance(e, FrancsPaid) and e.to_player == 0 and e.amount == 1 for e in session.last_events)
    assert after.current == 0 and after.turn_number == before.turn_number + 1


def test_use_own_building(window_factory: WindowFactory) -> None:
    window = window_factory(record_of(*ROUND_A, "use hardware_store wood"))
    session = window.session
    before = session.state
    assert before.current == 0
    francs = before.players[0].francs

    click_chip(window, "smokehouse")
    bar = window.action_bar
    assert bar.title.text() == "Use Smokehouse"
    assert not bar.next_button.isVisible()  # no choice to make
    # Smokehouse in sector 2: fish 2 steps up-left, from 0.4 to 2.2.
    assert ghost_cell(window, 0, FISH) == Cell(2, 2)
    press_button(bar.confirm_button)

    assert last_move(session) == Use("smokehouse")
    assert session.state.players[0].cell(FISH) == Cell(2, 2)
    assert marker_cell(window, 0, FISH) == Cell(2, 2)
    assert session.state.players[0].francs == francs
    assert session.state.players[1] == before.players[1]


def test_choice_building_other_choice_button_and_drag(window_factory: WindowFactory) -> None:
    window = window_factory(record_of(*ROUND_A))
    session, bar = window.session, window.action_bar
    choices = use_options(session.state, "hardware_store")
    assert set(choices) == {Use("hardware_store", (WOOD,)), Use("hardware_store", (CLAY,))}
    ben = session.state.players[1]
    wood_end, clay_end = Cell(0, ben.cell(WOOD).col + 2), Cell(0, ben.cell(CLAY).col + 2)

    click_chip(window, "hardware_store")
    assert bar.next_button.isVisible() and bar.previous_button.isVisible()
    first = window.controller.pending
    assert first is not None
    shown_first = ghost_cell(window, 1, WOOD), ghost_cell(window, 1, CLAY)
    assert shown_first in {(wood_end, None), (None, clay_end)}

    press_button(bar.next_button)
    shown_second = ghost_cell(window, 1, WOOD), ghost_cell(window, 1, CLAY)
    assert {shown_first, shown_second} == {(wood_end, None), (None, clay_end)}
    assert bar.alternatives.label == "Choice 2 of 2"

    # Drag the visible ghost back onto its own marker's cell: the other good takes the steps.
    moved = WOOD if shown_second[0] is not None else CLAY
    drag_ghost(window, 1, moved, ben.cell(moved))
    assert (ghost_cell(window, 1, WOOD), ghost_cell(window, 1, CLAY)) == shown_first

    press_button(bar.previous_button)
    assert (ghost_cell(window, 1, WOOD), ghost_cell(window, 1, CLAY)) == shown_second
    target = Use("hardware_store", (moved,))
    press_button(bar.confirm_button)
    assert last_move(session) == target
    expected = wood_end if moved is WOOD else clay_end
    assert session.state.players[1].cell(moved) == expected
    assert marker_cell(window, 1, moved) == expected


def test_sector_zero_building_cannot_be_used(window_factory: WindowFactory) -> None:
    window = window_factory(record_of("build clay_mound pay wood@0.1"))
    # Ben's turn; Ann's Clay Mound was just built and sits in sector 0.
    click_chip(window, "clay_mound")
    assert not window.action_bar.confirm_button.isVisible()
    assert (
        window.action_bar.warning.text()
        == "Clay Mound is in sector 0: it was built or used this round and cannot be used yet."
    )
    assert window.session.actions() == [Build("clay_mound", (MarkerEnd(WOOD, Cell(0, 1)),)), End()]


# ---- selling ---------------------------------------------------------------------------------


def test_sell_by_dragging_a_chip_to_the_bank(window_factory: WindowFactory) -> None:
    window = window_factory(record_of(*ROUND_A, "use hardware_store wood"))
    session = window.session
    before = session.state
    ann = before.players[0]
    price = sale_price(before, ann, "smokehouse")
    assert price == 2

    # A drag that ends away from the bank sells nothing, and the chip goes home.
    chip = window.scene.chips["smokehouse"]
    home = chip.pos()
    start = item_centre(window.view, chip)
    drag(window.view, start, start + QPoint(0, 120))
    assert session.state == before
    assert chip.pos() == home

    # The opponent's building does not move to the bank.
    drag_chip_to_bank(window, "hardware_store")
    assert session.state == before

    drag_chip_to_bank(window, "smokehouse")
    assert last_move(session) == Sell("smokehouse")
    after = session.state
    assert after.players[0].francs == ann.francs + price
    assert not after.players[0].owns("smokehouse")
    assert "smokehouse" in after.supply
    assert after.turn_number == before.turn_number  # a sale does not end the turn
    assert "smokehouse" not in window.scene.chips
    assert window.scene.tiles["smokehouse"].status in (TileStatus.AVAILABLE, TileStatus.UNAFFORDABLE)
    assert window.scene.headers[0].francs == ann.francs + price
    sold = [e for e in session.last_events if isinstance(e, Sold)]
    assert [(e.player, e.building, e.amount, e.forced) for e in sold] == [(0, "smokehouse", price, False)]


def test_sell_button_after_selecting_own_sector_zero_building(window_factory: WindowFactory) -> None:
    window = window_factory(record_of(*ROUND_A, "use hardware_store wood", "use smokehouse"))
    # Ben's turn: his Hardware Store was just used and is back in sector 0.
    session = window.session
    assert session.state.current == 1 and session.state.players[1].age_of("hardware_store") == 0
    francs = session.state.players[1].francs
    click_chip(window, "hardware_store")
    bar = window.action_bar
    assert bar.sell_button.isVisible()
    assert bar.sell_button.text() == "Sell Hardware Store for 2 francs"
    press_button(bar.sell_button)
    assert last_move(session) == Sell("hardware_store")
    assert session.state.players[1].francs == francs + 2


# ---- a round end with a forced sale --------------------------------------------------------------


def _not_clay_mound(action: Action) -> bool:
    return not isinstance(action, Sell) and getattr(action, "building", "") != "clay_mound"


def _record_before_round_e_ends() -> tuple[GameRecord, GameState]:
    """Ann builds Clay Mound and nobody ever uses or sells it; stop before round E's last action."""
    state = new_game(("Ann", "Ben"))
    actions: list[Action] = [build_options(state, "clay_mound")[0]]
    state = apply(state, actions[0]).state
    last_e = ROUND_LETTERS.index("E")
    while not (state.round_index == last_e and state.actions_taken == state.round_actions - 1):
        action = next(a for a in legal_actions(state) if _not_clay_mound(a))
        actions.append(action)
        state = apply(state, action).state
    return GameRecord(("Ann", "Ben"), tuple(actions)), state


def test_round_end_rotation_with_forced_sale(window_factory: WindowFactory) -> None:
    record, state = _record_before_round_e_ends()
    assert state.players[0].age_of("clay_mound") == 4
    window = window_factory(record)
    session = window.session
    assert session.state == state
    assert "clay_mound" in window.scene.chips
    francs = [p.francs for p in state.players]
    round_before = window.scene.track.round_index

    action = next(a for a in legal_actions(state) if _not_clay_mound(a))
    act(window, action)

    assert last_move(session) == action
    events = session.last_events
    assert any(isinstance(e, WheelsRotated) and e.round_index == 4 for e in events)
    forced = [e for e in events if isinstance(e, Sold) and e.forced]
    assert (0, "clay_mound", 1) in [(e.player, e.building, e.amount) for e in forced]
    after = session.state
    assert after.round_index == 5 and after.actions_taken == 0
    assert not after.players[0].owns("clay_mound") and "clay_mound" in after.supply
    for seat in (0, 1):
        sales = sum(e.amount for e in forced if e.player == seat)
        gained = sum(e.amount for e in events if isinstance(e, FrancsGained) and e.player == seat)
        paid = sum(e.amount for e in events if isinstance(e, FrancsPaid) and e.player == seat)
        received = sum(e.amount for e in events if isinstance(e, FrancsPaid) and e.to_player == seat)
        assert after.players[seat].francs == francs[seat] + sales + gained - paid + received, seat
        assert window.scene.headers[seat].francs == after.players[seat].francs
    # The table follows: the chip is gone, the tile is back in the supply, the round track moved on.
    assert "clay_mound" not in window.scene.chips
    assert window.scene.tiles["clay_mound"].status in (TileStatus.AVAILABLE, TileStatus.UNAFFORDABLE)
    assert window.scene.track.round_index == round_before + 1 == 5
    log = window.log.lines()
    assert "Forced sale: Ann's Clay Mound reaches the sale sector and brings 1 franc." in log
    assert "End of round E: both pointers turn one sector." in log


def test_keyboard_page_down_escape_and_enter(window_factory: WindowFactory, qtbot: QtBot) -> None:
    window = window_factory(None)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    click_tile(window, "grocery_store")
    QTest.keyClick(window, Qt.Key.Key_PageDown)
    settle()
    assert ghost_cell(window, 0, FISH) == Cell(0, 3)
    assert ghost_cell(window, 0, GRAIN) == Cell(0, 0)
    QTest.keyClick(window, Qt.Key.Key_Escape)
    settle()
    assert window.controller.pending is None
    assert ghost_cell(window, 0, FISH) is None
    assert window.session.actions() == []

    click_tile(window, "grocery_store")
    QTest.keyClick(window, Qt.Key.Key_PageUp)
    QTest.keyClick(window, Qt.Key.Key_PageUp)
    QTest.keyClick(window, Qt.Key.Key_Return)
    settle()
    assert window.session.actions() == [build_options(new_game(("Ann", "Ben")), "grocery_store")[0], End()]


def test_a_marker_that_stays_put_can_still_be_dragged_into_the_payment(window_factory: WindowFactory) -> None:
    window = window_factory(None)
    click_tile(window, "grocery_store")
    # The cheapest food payment leaves grain where it is, but another choice moves it:
    # its ghost stays on its own cell, ready to be dragged.
    assert ghost_cell(window, 0, GRAIN) is None
    assert window.scene.warehouses[0].ghost_item(GRAIN).isVisible()
    drag_ghost(window, 0, GRAIN, Cell(0, 0))
    assert ghost_cell(window, 0, GRAIN) == Cell(0, 0)
    assert ghost_cell(window, 0, FISH) == Cell(0, 3)
    press_button(window.action_bar.confirm_button)
    player = window.session.state.players[0]
    assert (player.cell(FISH), player.cell(GRAIN)) == (Cell(0, 3), Cell(0, 0))


def test_the_compact_chooser_shapes_a_choice_from_the_keyboard(window_factory: WindowFactory) -> None:
    window = window_factory(
        record_of(
            "build hardware_store pay clay@0.2 wood@0.1",
            "build clay_mound pay wood@0.1",
            "build grocery_store pay fish@0.2",
        )
    )
    session, bar = window.session, window.action_bar
    assert session.state.round_letter == "B" and session.state.current == 1
    click_chip(window, "hardware_store")
    # The engine offers all steps on wood or all on clay; the chooser shows one number per good.
    assert set(bar.spins) == {"clay", "wood"}
    assert (bar.spins["wood"].value(), bar.spins["clay"].value()) == (1, 0)
    bar.spins["clay"].setFocus()
    QTest.keyClick(bar.spins["clay"], Qt.Key.Key_Up)
    # Raising clay moves the choice to the clay one: wood drops back to 0 by itself.
    assert (bar.spins["wood"].value(), bar.spins["clay"].value()) == (0, 1)
    assert ghost_cell(window, 1, CLAY) == Cell(0, 5)  # clay 3 -> 5: two steps right from sector x2
    press_button(bar.confirm_button)
    assert last_move(session) == Use("hardware_store", (CLAY,))
    assert session.state.players[1].cell(CLAY) == Cell(0, 5)
    assert not bar.chooser.isVisible()


def test_dragging_a_building_tells_its_price_before_it_is_dropped(window_factory: WindowFactory) -> None:
    window = window_factory(record_of(*ROUND_A, "use hardware_store wood"))
    view, bar = window.view, window.action_bar
    price = sale_price(window.session.state, window.session.state.players[0], "smokehouse")
    start = item_centre(view, window.scene.chips["smokehouse"])
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(view.viewport(), start + QPoint(0, 12))
    QTest.mouseMove(view.viewport(), start + QPoint(0, 30))
    assert "Smokehouse" in bar.title.text() and str(price) in bar.title.text()
    assert "bank" in bar.detail_text()
    QTest.mouseRelease(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(0, 30)
    )
    assert last_move(window.session) == Use("hardware_store", (WOOD,))  # dropped away: nothing sold
    assert "Smokehouse" not in bar.title.text()  # the bar is back to the turn's instructions


def test_a_player_who_can_do_nothing_passes_with_the_pass_button(window_factory: WindowFactory) -> None:
    # Every building costs more wood than anyone can have: nobody can build in round A.
    dear = tuple(replace(b, cost=Cost(wood=99)) for b in BUILT_IN.buildings)
    window = window_factory(GameRecord(("Ann", "Ben"), (), Components(dear, BUILT_IN.warehouse)))
    bar = window.action_bar
    assert bar.pass_button.isVisible()
    assert not bar.confirm_button.isVisible()
    press_button(bar.pass_button)
    assert window.session.actions() == [Pass(), End()]
    assert window.session.state.current == 1
    assert bar.pass_button.isVisible()  # Ben cannot do anything either


def test_the_chooser_follows_a_language_switch(window_factory: WindowFactory) -> None:
    window = window_factory(
        record_of(
            "build hardware_store pay clay@0.2 wood@0.1",
            "build clay_mound pay wood@0.1",
            "build grocery_store pay fish@0.2",
        )
    )
    click_chip(window, "hardware_store")
    english = window.action_bar.captions["wood"].text()
    window.languages.set_language("hu")
    QApplication.processEvents()
    assert window.action_bar.captions["wood"].text() == good_name(WOOD) + ":" != english
    assert window.controller.pending is not None  # the choice under way survives the switch
    window.languages.set_language("en")
    QApplication.processEvents()
    assert window.action_bar.captions["wood"].text() == english
