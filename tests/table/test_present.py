"""``present``: what the table shows for a game and the choice being shaped, read as data without a widget."""

from __future__ import annotations

import pathlib
import subprocess
import sys

from lehavre_desktop.engine import (
    Build,
    Cell,
    GameState,
    Good,
    Sell,
    Use,
    apply,
    build_options,
    new_game,
    position_from_data,
    record_from_json,
    replay,
    use_options,
)
from lehavre_desktop.table import (
    Buttons,
    Lock,
    MessageId,
    Pending,
    Spotlight,
    TileStatus,
    message,
    present,
)
from lehavre_desktop.table.pending import default_index
from tests.ui.positions import EX25_SALE_AFTER_USE, EX26_RESTAURANT

ROOT = pathlib.Path(__file__).resolve().parents[2]

# Round J: Ann holds a Clay Mound in sector 2 with her clay at the right edge (using it would change nothing) and
# a Kiln just built; Ben's Hardware Store lies in sector 3 and his Fish Factory beside his board.
ROUND_J = {
    "round": "J",
    "to_act": "Ann",
    "players": [
        {"name": "Ann", "francs": 3, "goods": {"clay": "0.5"}, "wheel": {"clay_mound": "2", "kiln": "0"}},
        {"name": "Ben", "francs": 3, "wheel": {"hardware_store": "3"}, "beside": ["fish_factory"]},
    ],
}
# Ann can neither build nor use: no goods, no francs, no buildings.
NOTHING_TO_DO = {
    "round": "A",
    "to_act": "Ann",
    "players": [
        {"name": "Ann", "francs": 0, "goods": {"fish": "0.0", "clay": "0.0", "wood": "0.0", "grain": "0.0"}},
        {"name": "Ben"},
    ],
}


def round_j() -> GameState:
    return position_from_data(ROUND_J)


def finished() -> GameState:
    record = record_from_json((ROOT / "docs" / "finished.lhip.json").read_text(encoding="utf-8"))
    return replay(record).transitions[-1].state


def pending_use(state: GameState, building: str) -> Pending:
    pending = Pending("use", building, state, tuple(use_options(state, building)))
    pending.index = default_index(pending.choices)
    return pending


def pending_build(state: GameState, building: str) -> Pending:
    return Pending("build", building, state, tuple(build_options(state, building)))


# ---- the supply ------------------------------------------------------------------------------------------------


def test_every_tile_is_on_offer_upcoming_or_built_and_offer_follows_what_the_player_can_pay() -> None:
    frame = present(round_j())
    statuses = {tile.building: tile.status for tile in frame.tiles}
    assert len(frame.tiles) == 31
    assert statuses["clay_mound"] is statuses["kiln"] is statuses["fish_factory"] is TileStatus.BUILT
    assert frame.tile("kiln").owner == 0 and frame.tile("fish_factory").owner == 1
    # Ann has 3 francs and her goods at the start's cells: the Farm (1 wood, 2 clay) yes, the Town Hall no.
    assert statuses["farm"] is TileStatus.AVAILABLE and statuses["town_hall"] is TileStatus.UNAFFORDABLE
    assert {b for b, s in statuses.items() if s is TileStatus.UPCOMING} == {
        "zoo",
        "wood_factory",
        "pont_de_normandie",
        "dock",
        "grain_silo",
        "brick_factory",
    }
    assert not any(tile.selected or tile.spotlit or tile.suggested for tile in frame.tiles)


def test_the_build_shaped_is_the_selected_tile_the_spotlight_and_the_hint_mark_theirs() -> None:
    state = round_j()
    frame = present(
        state,
        pending_build(state, "farm"),
        hint=(Build("sawmill"), Sell("kiln")),
        spotlight=Spotlight(frozenset({"bakehouse", "kiln"}), bank=True),
    )
    assert [tile.building for tile in frame.tiles if tile.selected] == ["farm"]
    assert [tile.building for tile in frame.tiles if tile.spotlit] == ["kiln", "bakehouse"]
    assert [tile.building for tile in frame.tiles if tile.suggested] == ["sawmill"]  # the kiln is built: its chip
    assert frame.chip("kiln").suggested and frame.chip("kiln").spotlit and frame.bank_spotlit


# ---- the buildings on the boards ---------------------------------------------------------------------------------


def test_each_building_on_a_board_says_where_it_lies_and_what_the_player_to_act_may_do_with_it() -> None:
    frame = present(round_j())
    chips = {chip.building: chip for chip in frame.chips}
    assert [chip.building for chip in frame.chips] == ["kiln", "clay_mound", "hardware_store", "fish_factory"]
    assert (chips["kiln"].owner, chips["kiln"].sector, chips["kiln"].usable, chips["kiln"].sellable) == (
        0,
        0,
        False,
        True,
    )
    # Sector 2, but the clay is at the edge: usable, to no avail.
    assert (chips["clay_mound"].sector, chips["clay_mound"].usable, chips["clay_mound"].idle) == (1, True, True)
    # The opponent's building is usable (for a fee), not Ann's to sell.
    ben = chips["hardware_store"]
    assert (ben.owner, ben.sector, ben.usable, ben.idle, ben.sellable) == (1, 2, True, False, False)
    assert chips["fish_factory"].sector is None and not chips["fish_factory"].usable


def test_the_use_shaped_and_an_own_building_picked_to_sell_are_selected() -> None:
    state = round_j()
    assert present(state, pending_use(state, "hardware_store")).chip("hardware_store").selected
    picked = present(state, selection="kiln")
    assert [chip.building for chip in picked.chips if chip.selected] == ["kiln"]
    assert not any(tile.selected for tile in picked.tiles)


# ---- the warehouses ----------------------------------------------------------------------------------------------


def test_a_proposed_use_shows_each_moved_marker_as_a_proposed_place_with_its_legal_cells() -> None:
    state = round_j()
    pending = pending_use(state, "hardware_store")  # Ben's: wood or clay 3 steps right (N = 3)
    frame = present(state, pending)
    ann = frame.warehouses[0]
    proposed = pending.preview().markers
    assert ann.proposed == proposed and ann.markers == state.players[0].markers
    moved = [good for good in Good if proposed[good.slot] != ann.markers[good.slot]]
    assert moved == [Good.WOOD]  # the fullest choice: the wood from +2 to +5 (clay is at the edge already)
    assert ann.cell(Cell(0, 5)).markers == (Good.CLAY,) and ann.cell(Cell(0, 5)).ghosts == (Good.WOOD,)
    assert ann.cell(Cell(0, 2)).markers == (Good.WOOD,) and Good.WOOD in ann.cell(Cell(0, 2)).legal_for
    assert ann.amount_after(Good.WOOD) == 5 and ann.amount_after(Good.FISH) is None
    assert ann.movable == {Good.WOOD}
    assert dict(ann.targets)[Good.WOOD] == {Cell(0, 2), Cell(0, 5)}
    # The fee: Ann's francs after the choice; Ben's warehouse shows no choice.
    assert frame.headers[0].francs_after == 2 and frame.headers[1].francs_after is None
    assert frame.warehouses[1].proposed is None and not any(cell.ghosts for cell in frame.warehouses[1].cells)


def test_a_marker_the_choice_could_move_but_leaves_has_a_handle() -> None:
    state = position_from_data(EX26_RESTAURANT)
    pending = Pending("use", "restaurant", state, tuple(use_options(state, "restaurant")))  # index 0: no repetition
    fish = present(state, pending).warehouses[0].cell(state.players[0].cell(Good.FISH))
    assert fish.markers == (Good.FISH,) and fish.handles == (Good.FISH,) and not fish.ghosts


# ---- the headers and the round track -------------------------------------------------------------------------------


def test_the_headers_give_francs_wealth_turns_and_whose_turn_it_is() -> None:
    state = position_from_data(EX25_SALE_AFTER_USE)
    frame = present(state)
    ann, ben = frame.headers
    assert (ann.name, ann.francs, ann.active, ann.acted, ben.active) == ("Ann", 4, True, False, False)
    assert ann.turns_left == 1 and ann.wealth > ann.francs
    assert (frame.track.round_index, frame.track.finished, frame.track.shown_round) == (2, False, 2)


def test_after_the_last_rotation_the_pointers_stand_one_round_further_and_nobody_is_to_act() -> None:
    frame = present(finished())
    assert (frame.track.round_index, frame.track.finished, frame.track.shown_round) == (11, True, 12)
    assert not any(header.active for header in frame.headers)
    assert frame.bar.title.id is MessageId.GAME_OVER and frame.bar.buttons.scores


# ---- the action bar -------------------------------------------------------------------------------------------------


def test_the_bar_asks_the_player_to_act_to_build_or_use_or_to_pass() -> None:
    bar = present(new_game(("Ann", "Ben"))).bar
    assert bar.title == message(MessageId.YOUR_TURN, player=0) and not bar.buttons.can_pass
    stuck = present(position_from_data(NOTHING_TO_DO)).bar
    assert stuck.title == message(MessageId.MUST_PASS, player=0) and stuck.buttons.can_pass


def test_with_the_action_done_the_bar_offers_the_sale_of_the_building_picked_and_the_end_of_the_turn() -> None:
    state = position_from_data(EX25_SALE_AFTER_USE)
    acted = apply(state, use_options(state, "clay_mound")[0]).state
    bar = present(acted, selection="smokehouse").bar
    assert bar.title == message(MessageId.ACTED, player=0)
    assert bar.details == (message(MessageId.ACTED_DETAIL, opponent=1),)
    assert bar.buttons.end_turn and bar.buttons.cancel
    assert bar.buttons.sell == message(MessageId.SELL, building="smokehouse", price=2)  # half of 4
    dragged = present(acted, selection="smokehouse", selling="clay_mound").bar
    assert dragged.title == message(MessageId.DRAG_TO_SELL, building="clay_mound", price=1)
    assert dragged.details == (message(MessageId.DROP_ON_BANK),) and dragged.buttons == bar.buttons


def test_a_build_shaped_says_what_it_costs_and_offers_its_alternatives() -> None:
    state = new_game(("Ann", "Ben"))
    pending = pending_build(state, "grocery_store")  # 2 food: paid with fish and grain in several ways
    bar = present(state, pending).bar
    assert bar.title == message(MessageId.BUILD, building="grocery_store")
    assert [line.id for line in bar.details] == [MessageId.EFFECT] * len(bar.details) and bar.details
    assert bar.buttons.choose and bar.buttons.confirm and bar.buttons.cancel
    assert len(bar.alternatives) == len(pending.choices) > 1 and bar.alternative == 0
    first = bar.alternatives[0]
    assert first.id is MessageId.ALTERNATIVE and first.arg("index") == 1
    assert first.arg("choice").id in (MessageId.PAY, MessageId.OVERPAYING)  # type: ignore[attr-defined]
    assert bar.counts == ()  # the compact chooser is for uses


def test_a_repeated_use_has_its_repetitions_chooser_and_each_repetition_on_a_line() -> None:
    state = position_from_data(EX26_RESTAURANT)
    pending = pending_use(state, "restaurant")  # the fullest: twice, each food paid with 3 fish
    bar = present(state, pending).bar
    assert bar.title == message(MessageId.USE_OWN, building="restaurant")
    assert [(field.key, field.value, field.maximum) for field in bar.counts] == [("times", 2, 2)]
    repetitions = [line for line in bar.details if line.id is MessageId.REPETITION]
    assert [(line.arg("n"), line.arg("cost"), line.arg("goods"), line.arg("extra")) for line in repetitions] == [
        (1, 1, ((Good.FISH, 3),), 2),
        (2, 1, ((Good.FISH, 3),), 2),
    ]
    assert bar.details[-1] == message(MessageId.FRANCS_CHANGE, before=5, after=9)


def test_an_opponents_building_costs_a_fee_and_the_computers_choice_takes_no_buttons() -> None:
    state = round_j()
    pending = pending_use(state, "hardware_store")
    assert present(state, pending).bar.title == message(MessageId.USE_OPPONENTS, building="hardware_store", fee=1)
    shown = present(state, pending, lock=Lock("Ann uses Hardware Store", "The computer plays for Ann.")).bar
    assert shown.title == message(MessageId.COMPUTER_TURN, text="Ann uses Hardware Store")
    assert shown.buttons == Buttons() and shown.details  # what it does, nothing to press
    thinking = present(state, lock=Lock("Ann is thinking…", "The computer plays for Ann.")).bar
    assert thinking.title.id is MessageId.COMPUTER_TURN and not thinking.details


def test_a_refusal_goes_with_the_frame_that_answers_the_gesture() -> None:
    notice = message(MessageId.ONLY_CHOICE)
    assert present(new_game(("Ann", "Ben")), notice=notice).bar.warning == notice


# ---- no widgets ------------------------------------------------------------------------------------------------


def test_presenting_loads_neither_qt_gui_nor_qt_widgets() -> None:
    code = (
        "import sys\n"
        "from lehavre_desktop.engine import new_game\n"
        "from lehavre_desktop.table import present\n"
        "present(new_game(('Ann', 'Ben')))\n"
        "print(sorted(m for m in sys.modules if m in ('PySide6.QtGui', 'PySide6.QtWidgets')))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert done.stdout.strip() == "[]"


def test_a_frame_is_the_same_for_the_same_game_and_choice() -> None:
    state = round_j()
    assert present(state) == present(state)
    assert present(state, selection="kiln") != present(state)
    assert present(state, hint=(Use("hardware_store"),)).chip("hardware_store").suggested
