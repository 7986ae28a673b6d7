"""The turn of rules revision 2 (§4.3): sales, one build/use/pass, sales, ``end``; the summaries of a
transition's events; and the closed set of reasons a rejection gives.

Numbers come from the rules specification: §3.2 round table (round A: 3 turns, P1 starts),
§4.2 fee (1 franc to the owner) and 4+ bonus (1 franc), §4.3 half-value sales, §6 wheel,
§15.2 values (Clay Mound 2, Kiln 4, Farm 6, Shipping Line 14, Wood Company 4).
"""

from __future__ import annotations

from typing import TypeVar

import pytest

from lehavre_desktop.engine import (
    Action,
    Build,
    BuildingsEntered,
    Cell,
    End,
    Event,
    FrancsGained,
    FrancsPaid,
    GameState,
    Good,
    IllegalActionError,
    MarkerEnd,
    Option,
    Pass,
    Reason,
    RoundStarted,
    RuleId,
    Sell,
    Sold,
    TurnEnded,
    Use,
    Used,
    WheelsRotated,
    apply,
    check,
    decode,
    francs_before_each,
    francs_change,
    legal_actions,
    new_game,
    options,
    round_end_events,
    turn_events,
)
from tests.engine.helpers import play_turn, player, scenario

F, C, W, G = Good.FISH, Good.CLAY, Good.WOOD, Good.GRAIN
E = TypeVar("E")


def of_type(events: tuple[Event, ...], kind: type[E]) -> list[E]:
    return [e for e in events if isinstance(e, kind)]


def refused(state: GameState, action: Action) -> tuple[RuleId, Reason]:
    rejection = check(state, action)
    assert rejection is not None, f"{action.text()!r} was accepted"
    return rejection.rule, rejection.reason


# ---- the order of a turn ---------------------------------------------------------------------------


def test_end_before_the_action_is_refused() -> None:
    state = new_game(("Emma", "Max"))
    assert refused(state, End()) == (RuleId.TURN_END, Reason.MUST_ACT_FIRST)
    with pytest.raises(IllegalActionError) as caught:
        apply(state, End())
    assert caught.value.rejection.reason == Reason.MUST_ACT_FIRST
    assert End() not in legal_actions(state)
    # A sale does not count as the action either.
    owner = scenario(player("Emma", wheel={"kiln": 1}), round_letter="C")
    sold = apply(owner, Sell("kiln")).state
    assert not sold.acted
    assert refused(sold, End()) == (RuleId.TURN_END, Reason.MUST_ACT_FIRST)


@pytest.mark.parametrize("first", ["build farmland pay clay@0.2 wood@2.0", "use clay_mound", "pass"])
def test_a_second_build_use_or_pass_is_refused(first: str) -> None:
    if first == "pass":
        # Nothing affordable, nothing usable: the pass is the action (§4.4).
        empty = {g: Cell(0, 0) for g in (F, C, W, G)}
        state = scenario(player("Emma", francs=0, cells=empty), player("Max", francs=0, cells=empty), round_letter="A")
    else:
        state = scenario(
            player("Emma", cells={W: Cell(2, 2)}, wheel={"clay_mound": 1}, beside=("zoo",)),
            round_letter="B",
            actions_taken=1,
        )
    assert state.current == 0
    acted = apply(state, decode(first)).state
    assert acted.acted and acted.current == 0
    for second in (decode("build kiln pay wood@1.1"), Use("clay_mound"), Pass(), Build("smokehouse")):
        assert refused(acted, second) == (RuleId.TURN_ONE_ACTION, Reason.ALREADY_ACTED)
    owned = acted.players[0].buildings()
    assert legal_actions(acted) == [Sell(b) for b in owned] + [End()]
    assert options(acted) == [Option("sell", b) for b in owned] + [Option("end", "")]


def test_sales_before_and_after_the_action() -> None:
    # Round C, Emma's turn: she owns a Kiln (sector 2), a Farm (sector 3) and the Zoo beside her board.
    emma = player("Emma", francs=3, wheel={"kiln": 1, "farm": 2}, beside=("zoo",))
    state = scenario(emma, player("Max"), round_letter="C")
    assert state.current == 0 and not state.acted

    before = apply(state, Sell("zoo"))  # before the action
    assert of_type(before.events, Sold) == [
        Sold(0, "zoo", 10, forced=False, rule=RuleId.SELL_HALF_VALUE, automatic=False)
    ]
    state = before.state
    assert (state.actions_taken, state.acted, state.current) == (0, False, 0)

    used = apply(state, Use("farm"))  # the action: grain (0,1) two steps up-right
    state = used.state
    assert (state.actions_taken, state.acted, state.current) == (0, True, 0)
    assert state.players[0].cell(G) == Cell(2, 3)

    after = apply(state, Sell("kiln"))  # after the action
    assert of_type(after.events, Sold) == [
        Sold(0, "kiln", 2, forced=False, rule=RuleId.SELL_AFTER_ACTION, automatic=False)
    ]
    state = after.state
    assert (state.actions_taken, state.acted, state.current) == (0, True, 0)
    # The Farm, used this turn, may be sold too: the use is over.
    also = apply(state, Sell("farm"))
    assert of_type(also.events, Sold)[0].rule == RuleId.SELL_AFTER_ACTION
    state = also.state
    assert state.players[0].francs == 3 + 10 + 2 + 3
    assert legal_actions(state) == [End()]

    ended = apply(state, End())
    assert [type(e) for e in ended.events] == [TurnEnded]
    assert ended.events[0] == TurnEnded(0)
    assert (ended.events[0].rule, ended.events[0].automatic) == (RuleId.TURN_END, False)
    assert (ended.state.actions_taken, ended.state.acted, ended.state.current) == (1, False, 1)
    assert {"zoo", "kiln", "farm"} <= set(ended.state.supply)


def test_the_round_ends_only_after_its_last_end() -> None:
    state = new_game(("Emma", "Max"))
    for text in ("build clay_mound pay wood@0.1", "build smokehouse pay clay@0.2 wood@0.1"):
        state = play_turn(state, decode(text)).state
    assert (state.round_letter, state.actions_taken, state.current) == ("A", 2, 0)
    acted = apply(state, decode("build hardware_store pay clay@0.2 wood@0.0"))
    # The last action of round A is done, but the turn is open: no rotation yet.
    assert acted.state.round_letter == "A" and acted.state.acted
    assert of_type(acted.events, WheelsRotated) == [] and of_type(acted.events, TurnEnded) == []
    assert acted.state.players[0].age_of("hardware_store") == 0
    assert acted.state.players[0].age_of("clay_mound") == 0
    ended = apply(acted.state, End())
    kinds = [type(e) for e in ended.events]
    assert kinds == [TurnEnded, WheelsRotated, BuildingsEntered, RoundStarted]
    assert ended.events[0] == TurnEnded(0)
    assert of_type(ended.events, WheelsRotated) == [WheelsRotated(0, False)]
    state = ended.state
    assert (state.round_letter, state.actions_taken, state.current, state.acted) == ("B", 0, 1, False)
    assert state.players[0].age_of("hardware_store") == 1 and state.players[1].age_of("smokehouse") == 1


def test_after_the_game_end_nothing_is_legal() -> None:
    # The last turn of round L (the 9th, seat 1), already acted: its end finishes the game.
    state = scenario(player("Emma"), player("Max", wheel={"kiln": 2}), round_letter="L", actions_taken=8, acted=True)
    assert state.current == 1
    assert legal_actions(state) == [Sell("kiln"), End()]
    ended = apply(state, End())
    kinds = [type(e) for e in ended.events]
    assert kinds[:2] == [TurnEnded, WheelsRotated] and of_type(ended.events, WheelsRotated)[0].final
    final = ended.state
    assert final.finished
    for late in (End(), Pass(), Sell("kiln")):
        assert refused(final, late) == (RuleId.GAME_OVER, Reason.GAME_OVER)


# ---- summaries of a transition -------------------------------------------------------------------


def test_summaries_of_using_an_opponents_building_from_4_plus() -> None:
    # Max (seat 1) uses Emma's Shipping Line from her 4+ sector: fee 1 to Emma, bonus 1, 4 x 3 = 12.
    emma = player("Emma", francs=3, wheel={"shipping_line": 4})
    state = scenario(emma, player("Max", francs=2), round_letter="H")
    assert state.current == 1
    used = apply(state, Use("shipping_line"))
    events = used.events
    assert turn_events(events) == events and round_end_events(events) == ()
    assert francs_change(events, 1) == -1 + 1 + 12
    assert francs_change(events, 0) == 1
    assert [(type(e), e) for e in events[:4]] == [
        (Used, Used(1, "shipping_line", 0, 4, 4)),
        (FrancsPaid, FrancsPaid(1, 1, 0, RuleId.USE_OPPONENT_FEE)),
        (FrancsGained, FrancsGained(1, 1, RuleId.USE_BONUS_FRANC)),
        (FrancsGained, FrancsGained(1, 12, RuleId.SHIPPING_LINE)),
    ]
    # (Emma, Max) just before each event: the fee first, then the bonus, then the function.
    assert francs_before_each(events, state)[:5] == ((3, 2), (3, 2), (4, 1), (4, 2), (4, 14))
    assert (used.state.players[0].francs, used.state.players[1].francs) == (4, 14)

    # The whole turn: the turn's events stop at TurnEnded, and there is no round end mid-round.
    whole = play_turn(state, Use("shipping_line"))
    assert turn_events(whole.events) == events
    assert round_end_events(whole.events) == ()
    assert francs_change(whole.events, 1) == 12


def test_summaries_of_an_end_that_turns_the_wheels_with_forced_sales() -> None:
    # Last turn of round C (seat 0), acted: Emma's Farm and Max's Kiln lie in 4+ and are sold at the rotation.
    emma = player("Emma", francs=3, wheel={"farm": 4, "clay_mound": 0})
    max_ = player("Max", francs=5, wheel={"kiln": 4})
    state = scenario(emma, max_, round_letter="C", actions_taken=2, acted=True)
    assert state.current == 0
    ended = apply(state, End())
    events = ended.events
    assert [type(e) for e in events] == [TurnEnded, WheelsRotated, Sold, Sold, BuildingsEntered, RoundStarted]
    assert turn_events(events) == ()
    assert round_end_events(events) == events[1:]
    sales = of_type(events, Sold)
    assert [(s.player, s.building, s.amount, s.forced, s.rule) for s in sales] == [
        (0, "farm", 3, True, RuleId.FORCED_SALE),
        (1, "kiln", 2, True, RuleId.FORCED_SALE),
    ]
    assert (francs_change(events, 0), francs_change(events, 1)) == (3, 2)
    assert francs_before_each(events, state) == ((3, 5), (3, 5), (3, 5), (6, 5), (6, 7), (6, 7))
    assert (ended.state.players[0].francs, ended.state.players[1].francs) == (6, 7)
    assert ended.state.players[0].age_of("clay_mound") == 1

    # The same end as part of a whole turn: a use that gains francs, then the end and its round end.
    state = scenario(
        player("Emma", francs=3, wheel={"farm": 4, "shipping_line": 1}), max_, round_letter="C", actions_taken=2
    )
    whole = play_turn(state, Use("shipping_line"))
    turn_part, round_part = turn_events(whole.events), round_end_events(whole.events)
    assert francs_change(turn_part, 0) == 6 and francs_change(round_part, 0) == 3
    assert francs_change(whole.events, 0) == 9
    assert [type(e) for e in whole.events[len(turn_part) : len(turn_part) + 2]] == [TurnEnded, WheelsRotated]


# ---- reasons: a closed set, each one reachable ------------------------------------------------------


def _reason_cases() -> list[tuple[Reason, GameState, Action]]:
    start = new_game(("Emma", "Max"))
    acted = apply(start, decode("build clay_mound pay wood@0.1")).state
    finished = apply(
        scenario(player("Emma"), player("Max"), round_letter="L", actions_taken=8, acted=True), End()
    ).state
    rich = {F: Cell(3, 5), C: Cell(3, 5), W: Cell(3, 5), G: Cell(3, 5)}
    emma = player(
        "Emma",
        francs=3,
        cells=rich,
        beside=("zoo",),
        wheel={
            "hardware_store": 1,
            "marketplace": 1,
            "masons_guild": 1,
            "weekly_market": 1,
            "fish_market": 1,
            "restaurant": 1,
            "sawmill": 1,
            "kiln": 0,
        },
    )
    late = scenario(emma, player("Max", francs=3, wheel={"pier": 1}), round_letter="K")
    assert late.current == 0
    poor = scenario(
        player("Emma", francs=0, cells={W: Cell(0, 1)}), player("Max", wheel={"wood_company": 1}), round_letter="K"
    )
    old = scenario(emma, round_letter="K", rules_revision=1)
    bottom = scenario(player("Emma", cells={F: Cell(0, 5)}, wheel={"weekly_market": 1}), round_letter="K")
    wood = MarkerEnd(W, Cell(3, 3))
    return [
        (Reason.GAME_OVER, finished, End()),
        (Reason.ACTION_AVAILABLE, start, Pass()),
        (Reason.ALREADY_ACTED, acted, Pass()),
        (Reason.MUST_ACT_FIRST, start, End()),
        (Reason.UNKNOWN_BUILDING, start, Build("castle")),
        (Reason.NOT_OWN_BUILDING, start, Sell("clay_mound")),
        (Reason.ALREADY_BUILT, late, Build("zoo")),
        (Reason.NOT_YET_IN_PLAY, start, Build("pier")),
        # The Clay Mound costs 1 wood, the Kiln 2 wood, the Smokehouse 1 wood + 1 clay (§15.2).
        (Reason.GOOD_NOT_IN_COST, late, Build("clay_mound", (MarkerEnd(C, Cell(3, 4)),))),
        (Reason.NOT_ENOUGH_FRANCS, poor, Build("fish_factory")),
        (Reason.NOT_ENOUGH_GOODS, poor, Build("kiln", (MarkerEnd(W, Cell(0, 0)),))),
        (Reason.UNDERPAID, late, Build("clay_mound")),
        (Reason.UNREACHABLE_CELL, late, Build("clay_mound", (MarkerEnd(W, Cell(5, 5)),))),
        (Reason.MARKER_NAMED_TWICE, late, Build("clay_mound", (wood, wood))),
        (Reason.OUT_OF_ORDER, late, Build("smokehouse", (wood, MarkerEnd(C, Cell(3, 4))))),
        (Reason.SUPERFLUOUS_MOVE, late, Build("clay_mound", (wood,))),  # left, left pays 2 of a cost of 1
        (Reason.ONE_PAYMENT_PER_REPETITION, late, decode("use restaurant x2 pay fish@3.3")),
        (Reason.ONE_PAYMENT_FOR_ALL_REPETITIONS, old, decode("use restaurant x2 pay fish@3.4 pay fish@3.3")),
        (Reason.LOCK_BUILDING, late, Use("zoo")),
        (Reason.NOT_BUILT, late, Use("guild_hall")),
        (Reason.SECTOR_ZERO, late, Use("kiln")),
        (Reason.CANNOT_PAY_FEE, poor, Use("wood_company")),
        (Reason.NO_GOODS_TO_CHOOSE, late, Use("sawmill", (W,))),
        (Reason.NO_REPETITIONS_TO_CHOOSE, late, Use("sawmill", times=2)),
        (Reason.NOTHING_TO_PAY, late, decode("use fish_market x1 pay fish@3.4")),
        (Reason.CHOOSE_ONE_GOOD, late, Use("hardware_store", (C, W))),
        (Reason.TOO_MANY_STEPS, late, Use("marketplace", (F, C, W))),
        (Reason.NO_ROOM, bottom, Use("weekly_market", (F,))),
        (Reason.GOOD_CHOSEN_TWICE, late, Use("masons_guild", (F, F))),
        (Reason.TOO_MANY_GOODS, late, Use("masons_guild", (F, C, W))),
        (Reason.GOODS_MIXED, late, Use("weekly_market", (F, G))),
        (Reason.GOOD_NOT_ALLOWED, late, Use("weekly_market", (W,))),
        (Reason.NEGATIVE_REPETITIONS, late, Use("fish_market", times=-1)),
        (Reason.TOO_MANY_REPETITIONS, late, Use("fish_market", times=3)),
    ]


REASON_CASES = _reason_cases()


@pytest.mark.parametrize(("reason", "state", "action"), REASON_CASES, ids=[r.value for r, _, _ in REASON_CASES])
def test_each_reason_is_given_for_its_case(reason: Reason, state: GameState, action: Action) -> None:
    rejection = check(state, action)
    assert rejection is not None, f"{action.text()!r} was accepted"
    assert rejection.reason == reason and type(rejection.reason) is Reason
    assert type(rejection.rule) is RuleId
    with pytest.raises(IllegalActionError) as caught:
        apply(state, action)
    assert caught.value.rejection == rejection


def test_every_reason_is_reachable() -> None:
    assert {reason for reason, _, _ in REASON_CASES} == set(Reason)
    assert len(REASON_CASES) == len(Reason)
