"""Explanations carry the numbers of the situation: costs, payments, multipliers, fees, sale prices.

Each situation is built with tests/engine/helpers; the expected numbers are worked out here
from the rules (paying moves: left 1, down 3, down-left 4; a cell is worth 3 x row + column;
sector multipliers x2, x3, x4, x4+; half the value on a sale), not read back from the teaching layer.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from lehavre_desktop.engine import (
    BUILT_IN,
    Cell,
    Cost,
    End,
    FixedValue,
    FrancsGained,
    GameState,
    Good,
    PlayerState,
    RuleId,
    Sell,
    Sold,
    Use,
    Used,
    apply,
    build_options,
    building_rule,
    new_game,
    round_start_events,
    use_options,
)
from lehavre_desktop.i18n.names import building_name, good_name
from lehavre_desktop.resources import I18N_DIR
from lehavre_desktop.teaching.narrator import explain_event, explain_events
from lehavre_desktop.teaching.preview import explain_building, explain_cell, explain_use
from tests.engine.helpers import player, scenario
from tests.teaching.helpers import assert_numbers, only

LETTERS = "ABCDEFGHIJKL"
# The rules: 3 actions in rounds A-C, 5 in D-F, 7 in G-I, 9 in J-L.
ACTIONS_PER_ROUND = (3, 3, 3, 5, 5, 5, 7, 7, 7, 9, 9, 9)


def turns_before(round_index: int) -> int:
    return sum(ACTIONS_PER_ROUND[:round_index])


def ann_to_move(ann: PlayerState, ben: PlayerState, round_letter: str) -> GameState:
    """A state early in the given round where it is Ann's (seat 0's) turn; turns alternate over the whole game."""
    taken = turns_before(LETTERS.index(round_letter)) % 2
    state = scenario(ann, ben, round_letter=round_letter, actions_taken=taken)
    assert state.current == 0
    return state


# ---- building -----------------------------------------------------------------------------------


def test_kiln_hover_tells_cost_cheapest_payment_and_the_overpay() -> None:
    # Kiln: 2 wood. Ann's wood marker on 2.1 = 3x2 + 1 = 7. A left move pays 1 but only one is possible
    # (column 1 → 0), so 2 cannot be paid exactly: the cheapest payment is one move down, 7 → 4,
    # which gives 3; no change is given, so 1 wood is lost. The other payment is down-left, 7 → 3.
    assert BUILT_IN.by_id["kiln"].cost == Cost(wood=2)
    state = ann_to_move(player("Ann", cells={Good.WOOD: Cell(2, 1)}), player("Ben"), "B")
    does, *explanations = explain_building(state, "kiln")
    assert does.rule is building_rule("kiln")  # what the building does comes first

    head = explanations[0]
    assert head.rule is RuleId.BUILD_COST
    assert building_name("kiln") in head.text and "2 wood" in head.text
    assert_numbers(head.text, [2, 2])  # costs 2 wood; 2 ways to pay

    paid = only(explanations, RuleId.PAYMENT_MOVES)
    assert_numbers(paid.text, [7, 4, 3])
    assert "Ann" in paid.text
    overpaid = only(explanations, RuleId.PAYMENT_NO_CHANGE)
    assert_numbers(overpaid.text, [2, 3, 1])
    assert "loses 1 wood" in overpaid.text


def test_an_exact_payment_reports_no_overpay() -> None:
    # Wood on the start cell 0.2 = 2: Kiln's 2 wood are paid exactly by two left moves, 2 → 0.
    state = ann_to_move(player("Ann"), player("Ben"), "B")
    explanations = explain_building(state, "kiln")
    assert_numbers(only(explanations, RuleId.PAYMENT_MOVES).text, [2, 0, 2])
    assert all(e.rule is not RuleId.PAYMENT_NO_CHANGE for e in explanations)


def test_unaffordable_building_explains_cost_against_what_you_have() -> None:
    # Shipping Line costs 6 wood and 4 clay; Ann's wood is on 1.1 = 4.
    assert BUILT_IN.by_id["shipping_line"].cost == Cost(wood=6, clay=4)
    state = ann_to_move(player("Ann", cells={Good.WOOD: Cell(1, 1)}), player("Ben"), "H")
    _does, reason = explain_building(state, "shipping_line")
    assert reason.rule is RuleId.BUILD_COST
    assert_numbers(reason.text, [6, 4])
    assert "6 wood" in reason.text and "4 wood" in reason.text


def test_unaffordable_franc_building_explains_francs() -> None:
    # Fish Factory costs 10 francs (round J); Ann has 3.
    assert BUILT_IN.by_id["fish_factory"].cost == Cost(francs=10)
    state = ann_to_move(player("Ann", francs=3), player("Ben"), "J")
    _does, reason = explain_building(state, "fish_factory")
    assert reason.rule is RuleId.BUILD_COST
    assert_numbers(reason.text, [10, 3])


def test_a_building_of_a_later_round_names_its_round() -> None:
    state = ann_to_move(player("Ann"), player("Ben"), "H")
    does, reason = explain_building(state, "fish_factory")
    assert does.rule is building_rule("fish_factory") and "per fish" in does.text
    assert reason.rule is RuleId.BUILD_AVAILABLE
    assert building_name("fish_factory") in reason.text
    assert re.search(r"\bJ\b", reason.text), reason.text


# ---- using --------------------------------------------------------------------------------------


def test_wood_company_from_sector_three() -> None:
    # Age 2 = sector 3: x3. Wood Company moves wood right N times: 3 steps from 0.2 (= 2) to 0.5 (= 5),
    # exactly the room to the right edge, so nothing is lost.
    state = ann_to_move(player("Ann", wheel={"wood_company": 2}), player("Ben"), "D")
    explanations = explain_use(state, "wood_company")
    head = explanations[0]
    assert head.rule is RuleId.USE_MULTIPLIER
    assert building_name("wood_company") in head.text
    assert "×3" in head.text
    assert_numbers(head.text, [3, 3])  # sector 3, x3
    moved = only(explanations, RuleId.WOOD_COMPANY)
    assert "2 → 5" in moved.text
    assert "wood marker" in moved.text
    assert all(e.rule is not RuleId.WAREHOUSE_EDGE for e in explanations)

    transition = apply(state, the_use(state, "wood_company"))
    used = next(e for e in transition.events if isinstance(e, Used))
    text = explain_event(used, state, transition.state).text
    assert building_name("wood_company") in text and "Ann" in text
    assert_numbers(text, [3, 3])


def the_use(state: GameState, building: str) -> Use:
    """The one way to use a building without choices."""
    [choice] = use_options(state, building)
    return choice


@pytest.mark.parametrize("code", ["en", "el", "hu"])
def test_the_sectors_equation_never_breaks_across_lines(code: str) -> None:
    """ "N = 3" in the use's first sentence holds together in every language: no line breaks round its "="."""
    app = QCoreApplication.instance()
    assert app is not None
    translator = QTranslator()
    if code != "en":
        assert translator.load(str(I18N_DIR / f"lehavre_{code}.qm"))
        app.installTranslator(translator)
    try:
        state = ann_to_move(player("Ann", wheel={"wood_company": 2}), player("Ben"), "D")
        head = explain_use(state, "wood_company")[0].text
    finally:
        app.removeTranslator(translator)
    assert "N\u00a0=\u00a03" in head and " = " not in head, head


def test_steps_beyond_the_edge_are_counted_as_lost() -> None:
    # Age 3 = x4: four steps right from 0.2 but only 3 fit (columns 3, 4, 5): 2 → 5 and 1 step lost.
    state = ann_to_move(player("Ann", wheel={"wood_company": 3}), player("Ben"), "E")
    explanations = explain_use(state, "wood_company")
    assert "×4" in explanations[0].text
    assert "2 → 5" in only(explanations, RuleId.WOOD_COMPANY).text
    lost = only(explanations, RuleId.WAREHOUSE_EDGE)
    assert "wood marker" in lost.text


def test_opponents_building_costs_the_owner_a_franc() -> None:
    # Ben's Kiln in sector 2 (x2): clay up-left twice, 0.3 (= 3) → 2.1 (= 7); Ann pays Ben the fee of 1 franc.
    state = ann_to_move(player("Ann"), player("Ben", wheel={"kiln": 1}), "C")
    explanations = explain_use(state, "kiln")
    assert "×2" in explanations[0].text
    fee = only(explanations, RuleId.USE_OPPONENT_FEE)
    assert "Ann" in fee.text and "Ben" in fee.text
    assert_numbers(fee.text, [1])
    assert "3 → 7" in only(explanations, RuleId.KILN).text

    transition = apply(state, the_use(state, "kiln"))
    texts = {e.rule: e.text for e in explain_events(transition.events, state, transition.state)}
    used = texts[RuleId.USE_MULTIPLIER]
    assert "Ben" in used and "Ann" in used and building_name("kiln") in used
    assert_numbers(used, [2, 2, 1])  # sector 2, up to 2 times, a fee of 1 franc
    assert_numbers(texts[RuleId.USE_OPPONENT_FEE], [1])


def test_opponents_building_without_a_franc_explains_the_fee() -> None:
    state = ann_to_move(player("Ann", francs=0), player("Ben", wheel={"kiln": 1}), "C")
    [reason] = explain_use(state, "kiln")
    assert reason.rule is RuleId.USE_OPPONENT_FEE
    assert_numbers(reason.text, [1])


def test_a_building_in_sector_zero_says_so() -> None:
    state = ann_to_move(player("Ann", wheel={"kiln": 0}), player("Ben"), "C")
    [reason] = explain_use(state, "kiln")
    assert reason.rule is RuleId.USE_SECTOR_ZERO
    assert building_name("kiln") in reason.text
    assert_numbers(reason.text, [0])


# ---- selling ------------------------------------------------------------------------------------


def test_forced_sale_names_owner_value_and_amount() -> None:
    # Ann's Building Firm is in sector 4+ (age 4); the end of the round's last turn turns the wheels and
    # sells it at once for half its value: 10 // 2 = 5 francs.
    value = BUILT_IN.by_id["building_firm"].value
    assert value == FixedValue(10)
    ben_moves = scenario(
        player("Ann", wheel={"building_firm": 4}),
        player("Ben"),
        round_letter="J",
        actions_taken=ACTIONS_PER_ROUND[9] - 1,
    )
    assert ben_moves.current == 1
    built = apply(ben_moves, build_options(ben_moves, "clay_mound")[0]).state
    transition = apply(built, End())
    [sold] = [e for e in transition.events if isinstance(e, Sold)]
    assert sold.forced and sold.amount == 5 and sold.player == 0
    explanation = explain_event(sold, built, transition.state)
    assert explanation.rule is RuleId.FORCED_SALE
    assert "Ann" in explanation.text and building_name("building_firm") in explanation.text
    assert_numbers(explanation.text, [10, 5])
    assert "Ben" not in explanation.text


def test_a_sale_names_half_the_value() -> None:
    # Bakehouse is worth 6: sold for 3.
    assert BUILT_IN.by_id["bakehouse"].value == FixedValue(6)
    state = ann_to_move(player("Ann", wheel={"bakehouse": 2}), player("Ben"), "E")
    transition = apply(state, Sell("bakehouse"))
    [sold] = [e for e in transition.events if isinstance(e, Sold)]
    explanation = explain_event(sold, state, transition.state)
    assert explanation.rule is RuleId.SELL_HALF_VALUE
    assert "Ann" in explanation.text and building_name("bakehouse") in explanation.text
    assert_numbers(explanation.text, [6, 3])


# ---- rounds -------------------------------------------------------------------------------------


@pytest.mark.parametrize("letter", ["A", "B", "D", "G", "J"])
def test_round_start_names_entering_buildings_and_the_split(letter: str) -> None:
    index = LETTERS.index(letter)
    state = scenario(player("Ann"), player("Ben"), round_letter=letter)
    entered, started = (explain_event(e, state, state) for e in round_start_events(state))

    assert entered.rule is RuleId.ROUND_BUILDINGS_ENTER
    assert re.search(rf"\b{letter}\b", entered.text)
    entering = [b.id for b in BUILT_IN.buildings if b.letter == letter]
    assert entering
    for building in entering:
        assert building_name(building) in entered.text, f"{building} missing from {entered.text!r}"
    for spec in BUILT_IN.buildings:
        if spec.letter != letter:
            assert not re.search(rf"\b{re.escape(building_name(spec.id))}\b", entered.text), spec.id

    # The start player alternates: Ann (seat 0) starts when an even number of turns came before.
    total = ACTIONS_PER_ROUND[index]
    starter, second_player = ("Ann", "Ben") if turns_before(index) % 2 == 0 else ("Ben", "Ann")
    first, second = (total + 1) // 2, total // 2
    assert started.rule is RuleId.ROUND_ACTION_COUNT
    pattern = rf"{total}\D+{starter}\D+{first}\D+{second_player}\D+{second}\b"
    assert re.search(pattern, started.text), f"{pattern!r} not in {started.text!r}"


def test_the_first_round_start_of_a_new_game() -> None:
    state = new_game(("Ann", "Ben"))
    texts = [explain_event(e, state, state).text for e in round_start_events(state)]
    for building in ("clay_mound", "smokehouse", "grocery_store", "hardware_store"):
        assert building_name(building) in texts[0]
    assert re.search(r"3\D+Ann\D+2\D+Ben\D+1\b", texts[1]), texts[1]


# ---- the warehouse ------------------------------------------------------------------------------


def test_warehouse_cell_reading() -> None:
    # Cell 3.2: row worth 3 x 3 = 9, column worth +2, together 11.
    state = ann_to_move(player("Ann", cells={Good.WOOD: Cell(3, 2)}), player("Ben"), "A")
    explanation = explain_cell(state, 0, Cell(3, 2))
    assert explanation.rule is RuleId.WAREHOUSE_READING
    assert_numbers(explanation.text, [9, 2, 11])
    assert "+2" in explanation.text
    assert good_name(Good.WOOD) in explanation.text
    # Ben's warehouse has nothing on that cell.
    on_bens = explain_cell(state, 1, Cell(3, 2)).text
    assert_numbers(on_bens, [9, 2, 11])
    assert not any(good_name(good) in on_bens for good in Good)


def test_warehouse_cell_reading_lists_every_marker_on_it() -> None:
    # Ann's start cells: fish 0.4, clay 0.3, wood 0.2, grain 0.1. Put grain on the fish's cell.
    state = ann_to_move(player("Ann", cells={Good.GRAIN: Cell(0, 4)}), player("Ben"), "A")
    text = explain_cell(state, 0, Cell(0, 4)).text
    assert_numbers(text, [0, 4, 4])
    assert good_name(Good.FISH) in text and good_name(Good.GRAIN) in text
    assert good_name(Good.CLAY) not in text and good_name(Good.WOOD) not in text


def test_francs_received_follow_the_fee_paid_earlier_in_the_same_use() -> None:
    # Ann (3 francs) uses Ben's Grocery Store from sector 4+ (age 4): she pays Ben the fee
    # (3 -> 2), gets the bonus franc (2 -> 3), then the function's 4 francs (3 -> 7).
    ann = player("Ann", francs=3)
    ben = player("Ben", francs=0, wheel={"grocery_store": 4})
    state = scenario(ann, ben, round_letter="E")
    transition = apply(state, Use("grocery_store"))
    assert transition.state.players[0].francs == 7
    explained = explain_events(transition.events, state, transition.state)
    gained = [
        text
        for event, text in zip(transition.events, explained, strict=True)
        if isinstance(event, FrancsGained) and event.rule is RuleId.GROCERY_STORE
    ]
    assert len(gained) == 1
    text = gained[0].text
    assert_numbers(text, [4, 7])
    assert "now has 7 francs" in text
