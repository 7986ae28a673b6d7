"""Rules revision 2 in words: the end of a turn, sales after the action, food paid per repetition, lost steps,
and the moment where selling after the action matters (EX-25, EX-26, EX-27).

Positions come from the engine's position builder; the expected numbers are worked out here
from the rules, not read back from the teaching layer.
"""

from __future__ import annotations

from lehavre_desktop.engine import (
    BUILT_IN,
    Build,
    Cell,
    End,
    FrancsPaid,
    GameState,
    Good,
    MarkerEnd,
    RuleId,
    Sell,
    Use,
    apply,
    build_options,
    check,
    components_from_data,
    new_game,
    position_from_data,
    sale_price,
    use_options,
)
from lehavre_desktop.i18n.names import building_name
from lehavre_desktop.prose.narration import narrate
from lehavre_desktop.teaching.moments import (
    explain_before_use,
    explain_open_turn,
    left_for_opponent,
    left_for_opponent_by,
)
from lehavre_desktop.teaching.narrator import Explanation, explain_events
from lehavre_desktop.teaching.preview import explain_building, explain_drag, explain_use
from lehavre_desktop.teaching.reasons import explain
from lehavre_desktop.ui.dialogs.reference import RulesReference
from tests.teaching.helpers import assert_numbers, only

FISH = Good.FISH


def explained(state: GameState, action: Use | Build | Sell | End) -> tuple[GameState, list[Explanation]]:
    transition = apply(state, action)
    return transition.state, explain_events(transition.events, state, transition.state)


def log_lines(state: GameState, action: Use | Build | Sell | End) -> list[str]:
    return [narrate(event, state) for event in apply(state, action).events]


# ---- EX-26: food paid one repetition at a time ------------------------------------------------------


def restaurant_position(revision: int) -> GameState:
    """Round E, Ann to act: fish 6 (row 2, column +0), grain 0, her Restaurant in sector 2."""
    return position_from_data(
        {
            "round": "E",
            "rules_revision": revision,
            "players": [
                {"name": "Ann", "goods": {"fish": "2.0", "grain": "0.0"}, "wheel": {"restaurant": "2"}},
                {"name": "Ben"},
            ],
        }
    )


def test_each_repetition_of_the_restaurant_is_paid_and_told_on_its_own() -> None:
    # One food can only be paid by moving fish down (pays 3): fish 6 → 3 → 0, 2 lost each time; francs 3 → 7.
    state = restaurant_position(2)
    use = Use("restaurant", times=2, payments=((MarkerEnd(FISH, Cell(1, 0)),), (MarkerEnd(FISH, Cell(0, 0)),)))
    assert check(state, use) is None
    _, texts = explained(state, use)
    paid = [e.text for e in texts if e.rule is RuleId.PAYMENT_MOVES]
    assert len(paid) == 2
    assert paid[0].startswith("Repetition 1") and paid[1].startswith("Repetition 2")
    assert_numbers(paid[0], [1, 6, 3, 3])
    assert_numbers(paid[1], [2, 3, 0, 3])
    assert all("Ann pays with fish" in text for text in paid)
    overpaid = [e.text for e in texts if e.rule is RuleId.PAYMENT_NO_CHANGE]
    assert len(overpaid) == 2
    assert_numbers(overpaid[0], [1, 1, 3, 2])
    assert_numbers(overpaid[1], [2, 1, 3, 2])
    assert "more than due" in overpaid[1] and "on its own" in overpaid[1]
    assert_numbers(only(texts, RuleId.RESTAURANT).text, [4, 7])

    log = log_lines(state, use)
    assert "Repetition 1: Ann pays 3 fish (6 → 3)." in log
    assert "Repetition 2: Ann pays 3 fish (3 → 0)." in log
    assert "Repetition 2: no change: 3 food paid for a cost of 1 food." in log


def test_the_hover_preview_shows_the_payment_of_each_repetition() -> None:
    texts = explain_use(restaurant_position(2), "restaurant")
    assert "×2" in texts[0].text
    paid = [e.text for e in texts if e.rule is RuleId.PAYMENT_MOVES]
    assert [text.split(":")[0] for text in paid] == ["Repetition 1", "Repetition 2"]


def test_dragging_a_payment_of_several_repetitions_says_each_pays_on_its_own() -> None:
    state = restaurant_position(2)
    use = Use("restaurant", times=2, payments=((MarkerEnd(FISH, Cell(1, 0)),), (MarkerEnd(FISH, Cell(0, 0)),)))
    drag = explain_drag(state, use, FISH)
    assert drag.rule is RuleId.USE_COST_PER_REPETITION and "on its own" in drag.text
    single = Use("restaurant", times=1, payments=((MarkerEnd(FISH, Cell(1, 0)),),))
    assert explain_drag(state, single, FISH).rule is RuleId.PAYMENT_NO_CHANGE


def test_a_game_of_rules_revision_one_pays_the_repetitions_as_one_sum() -> None:
    # Two food as one sum: fish down once pays 3 for a cost of 2, fish 6 → 3.
    state = restaurant_position(1)
    use = Use("restaurant", times=2, payments=((MarkerEnd(FISH, Cell(1, 0)),),))
    assert check(state, use) is None
    _, texts = explained(state, use)
    paid = only(texts, RuleId.PAYMENT_MOVES).text
    assert not paid.startswith("Repetition")
    assert_numbers(paid, [6, 3, 3])
    assert_numbers(only(texts, RuleId.PAYMENT_NO_CHANGE).text, [2, 3, 1])


def test_the_payment_rejections_name_the_repetitions() -> None:
    two_for_one = Use("restaurant", times=2, payments=((MarkerEnd(FISH, Cell(1, 0)),),))
    rejection = check(restaurant_position(2), two_for_one)
    assert rejection is not None
    assert_numbers(explain(rejection), [2, 1])
    one_sum = Use("restaurant", times=2, payments=((MarkerEnd(FISH, Cell(1, 0)),), (MarkerEnd(FISH, Cell(0, 0)),)))
    rejection = check(restaurant_position(1), one_sum)
    assert rejection is not None
    assert "one sum" in explain(rejection)
    assert_numbers(explain(rejection), [2])


# ---- EX-27: lost steps of one's own choice ------------------------------------------------------------


def test_lost_steps_of_a_players_choice_are_allowed_and_counted() -> None:
    # Marketplace from sector 4: 4 steps right, all on fish at row 0, column +3: fish 3 → 5, 2 steps lost.
    state = position_from_data(
        {
            "round": "I",
            "players": [{"name": "Ann", "goods": {"fish": "0.3"}, "wheel": {"marketplace": "4"}}, {"name": "Ben"}],
        }
    )
    _, texts = explained(state, Use("marketplace", (FISH,) * 4))
    assert "3 → 5" in only(texts, RuleId.MARKETPLACE).text
    lost = only(texts, RuleId.WAREHOUSE_EDGE).text
    assert "Ann" in lost and "fish marker" in lost and "allowed" in lost
    assert_numbers(lost, [2])
    assert "Ann's fish marker loses 2 steps at the edge of the warehouse." in log_lines(
        state, Use("marketplace", (FISH,) * 4)
    )


# ---- the end of a turn --------------------------------------------------------------------------------


def test_ending_a_turn_in_the_middle_of_a_round_names_the_next_player() -> None:
    state = new_game(("Ann", "Ben"))
    built, _ = explained(state, build_options(state, "clay_mound")[0])
    assert built.acted and built.current == 0
    after, texts = explained(built, End())
    assert after.current == 1
    [ended] = texts
    assert ended.rule is RuleId.TURN_END
    assert "Ann" in ended.text and "Ben" in ended.text
    assert_numbers(ended.text, [2])  # 2 of round A's actions to come
    assert log_lines(built, End()) == ["Ann ends the turn."]


def ex25() -> GameState:
    """EX-25: the last turn of round C is Ann's (she started it); her Wood Company lies in sector 3."""
    state = position_from_data(
        {"round": "C", "turns_taken": 2, "players": [{"name": "Ann", "wheel": {"wood_company": "3"}}, {"name": "Ben"}]}
    )
    assert state.current == 0 and not state.acted
    return state


def test_the_end_of_a_rounds_last_turn_says_who_opens_the_next() -> None:
    used = apply(ex25(), Use("wood_company")).state
    after, texts = explained(used, End())
    assert after.round_letter == "D" and after.current == 1
    ended = texts[0]
    assert ended.rule is RuleId.TURN_END
    assert "round C" in ended.text and "Ben opens round D" in ended.text
    assert [e.rule for e in texts[1:3]] == [RuleId.ROUND_END_ROTATION, RuleId.ROUND_BUILDINGS_ENTER]


def test_a_sale_after_the_action_is_told_as_such() -> None:
    used = apply(ex25(), Use("wood_company")).state
    _, texts = explained(used, Sell("wood_company"))
    [sold] = texts
    assert sold.rule is RuleId.SELL_AFTER_ACTION
    assert "after the action" in sold.text and building_name("wood_company") in sold.text
    assert_numbers(sold.text, [4, 2])  # the Wood Company is worth 4: sold for 2
    assert log_lines(used, Sell("wood_company")) == ["Ann sells Wood Company after the action for 2 francs."]
    # Before the action the same sale is an ordinary one.
    _, before = explained(ex25(), Sell("wood_company"))
    assert before[0].rule is RuleId.SELL_HALF_VALUE and "after the action" not in before[0].text


def test_acting_twice_or_ending_too_early_is_explained() -> None:
    state = ex25()
    early = check(state, End())
    assert early is not None and early.rule is RuleId.TURN_END
    assert "first build, use a building" in explain(early)
    used = apply(state, Use("wood_company")).state
    twice = check(used, Build("bakehouse"))
    assert twice is not None and twice.rule is RuleId.TURN_ONE_ACTION
    assert "already taken your action" in explain(twice) and "sell" in explain(twice)


def test_pointing_at_buildings_with_the_turn_open_says_the_action_is_taken() -> None:
    used = apply(ex25(), Use("wood_company")).state
    for texts in (explain_building(used, "bakehouse")[1:], explain_use(used, "wood_company")):
        [reason] = texts
        assert reason.rule is RuleId.TURN_ONE_ACTION and "already taken your action" in reason.text


def test_the_fee_reason_says_francs_as_amounts() -> None:
    state = position_from_data(
        {"round": "C", "players": [{"name": "Ann", "francs": 0}, {"name": "Ben", "wheel": {"kiln": "2"}}]}
    )
    rejection = check(state, Use("kiln"))
    assert rejection is not None and rejection.rule is RuleId.USE_OPPONENT_FEE
    assert "a fee of 1 franc" in explain(rejection) and "you have 0 francs" in explain(rejection)


# ---- the moment that matters (EX-25) ----------------------------------------------------------------------


def test_the_last_use_of_a_round_suggests_selling_afterwards() -> None:
    state = ex25()
    [use] = use_options(state, "wood_company")
    found = left_for_opponent_by(state, use)
    assert found is not None
    assert (found.building, found.owner, found.opponent) == ("wood_company", 0, 1)
    used = apply(state, use).state
    assert found.sale_price == sale_price(used, used.players[0], "wood_company") == 2
    text = explain_before_use(state, found)
    assert text.rule is RuleId.SELL_AFTER_ACTION
    for words in (
        "round C",
        "Ben opens round D",
        "sector ×2",
        "fee of 1 franc",
        "“Confirm, keep turn open”",
        "for 2 francs",
        building_name("wood_company"),
    ):
        assert words in text.text, words

    # With the turn kept open the panel says it again, until the building is sold.
    still = left_for_opponent(used, "wood_company")
    assert still == found
    open_text = explain_open_turn(used, still).text
    assert "still open" in open_text and "brings 2 francs" in open_text and "Ben" in open_text
    sold = apply(used, Sell("wood_company")).state
    assert left_for_opponent(sold, "wood_company") is None
    # Not selling leaves it to Ben at x2, for the fee, as the text says.
    next_round = apply(used, End()).state
    assert next_round.current == 1 and next_round.players[0].age_of("wood_company") == 1
    [bens_use] = use_options(next_round, "wood_company")
    fee = [e for e in apply(next_round, bens_use).events if isinstance(e, FrancsPaid)]
    assert [(e.player, e.amount, e.to_player) for e in fee] == [(1, 1, 0)]


def test_no_suggestion_where_it_does_not_matter() -> None:
    # Not the round's last turn: Ann's first turn of round C.
    first = position_from_data(
        {"round": "C", "players": [{"name": "Ann", "wheel": {"wood_company": "3"}}, {"name": "Ben"}]}
    )
    assert left_for_opponent_by(first, Use("wood_company")) is None
    # The opponent's building: it goes back to Ben's own wheel, and Ann cannot sell it.
    theirs = position_from_data(
        {"round": "C", "turns_taken": 2, "players": [{"name": "Ann"}, {"name": "Ben", "wheel": {"wood_company": "3"}}]}
    )
    assert left_for_opponent_by(theirs, Use("wood_company")) is None
    # A build is not a use.
    state = ex25()
    assert left_for_opponent_by(state, build_options(state, "bakehouse")[0]) is None
    # The last turn of the game: nobody opens another round.
    last = position_from_data(
        {"round": "L", "turns_taken": 8, "players": [{"name": "Ann"}, {"name": "Ben", "wheel": {"wood_company": "2"}}]}
    )
    assert last.current == 1
    assert left_for_opponent_by(last, Use("wood_company")) is None
    # Ben could not use it: no franc for the fee and nothing to sell.
    broke = position_from_data(
        {
            "round": "C",
            "turns_taken": 2,
            "players": [{"name": "Ann", "wheel": {"wood_company": "3"}}, {"name": "Ben", "francs": 0}],
        }
    )
    assert left_for_opponent_by(broke, Use("wood_company")) is None


# ---- the rules reference -------------------------------------------------------------------------------


def test_the_reference_tells_an_old_game_keeps_one_sum_payments() -> None:
    old = RulesReference(BUILT_IN, rules_revision=1)
    for rule in (RuleId.RESTAURANT, RuleId.WOOD_TRADER, RuleId.USE_COST_PER_REPETITION):
        assert "revision 1" in old.page_html(rule) and "one sum" in old.page_html(rule), rule
    assert "revision 1" not in old.page_html(RuleId.KILN)
    new = RulesReference(BUILT_IN)
    assert all("revision 1" not in new.page_html(rule) for rule in RuleId)
    new.set_components(BUILT_IN, rules_revision=1)
    assert "revision 1" in new.page_html(RuleId.RESTAURANT)


def test_the_reference_states_the_numbers_of_the_games_data() -> None:
    corrected, problems = components_from_data(
        {"buildings": {"town_hall": {"value": 30}, "dock": {"value": {"per_dock_symbol": 3}}}}
    )
    assert problems == []
    reference = RulesReference(corrected)
    assert "30 francs" in reference.page_html(RuleId.TOWN_HALL) and "26" not in reference.page_html(RuleId.TOWN_HALL)
    dock = reference.page_html(RuleId.DOCK)
    assert "<b>3 francs</b> for each building" in dock and "3 francs per Dock-symbol building" in dock
