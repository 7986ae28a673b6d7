"""The worked examples EX-1 ... EX-27 of the rules specification (§12), one test each.

Every expected number below is derived by hand from the rules specification: the
round table (§3.2), the wheel (§6), the warehouse (§7, §15.1: cell (row, col) holds
3*row + col), payment (§8), the building functions (§10, §11), scoring (§9) and the
reconstructed component data and decisions of §15.2 / §15.3. Wheel ages in the
helpers: 0 = sector "0", 1 = "2", 2 = "3", 3 = "4", 4 = "4+".

Rules revision 2: a turn is sales, one build/use/pass, more sales, then ``end``; the
round end (rotation, forced sales) follows the last ``end`` of the round (§4.3). A
conversion pays its food one repetition at a time (§8.3); steps beyond the warehouse
edge are legal and lost (§11).
"""

from __future__ import annotations

from itertools import combinations
from typing import TypeVar

from lehavre_desktop.engine import (
    GOODS,
    Action,
    Build,
    Cell,
    Direction,
    End,
    Event,
    GameState,
    Good,
    MarkerEnd,
    Pass,
    Sell,
    Transition,
    Use,
    apply,
    check,
    decode,
    encode,
    legal_actions,
    new_game,
    outcome,
    round_start_events,
    turns_left,
    wealth,
)
from lehavre_desktop.engine.events import (
    BuildingsEntered,
    Built,
    FrancsGained,
    FrancsPaid,
    GameEnded,
    GoodsPaid,
    MarkerMoved,
    Overpaid,
    Passed,
    ReturnedToZero,
    RoundStarted,
    Sold,
    StepsLost,
    TurnEnded,
    Used,
    WheelsRotated,
)
from lehavre_desktop.engine.rules import RuleId

from .helpers import amounts, play_turn, player, scenario

FISH, CLAY, WOOD, GRAIN = Good.FISH, Good.CLAY, Good.WOOD, Good.GRAIN

# §3.2, read from the specification (not from the engine).
ROUND_LETTERS = "ABCDEFGHIJKL"
ROUND_ACTIONS = (3, 3, 3, 5, 5, 5, 7, 7, 7, 9, 9, 9)
ENTERING = {
    "A": {"clay_mound", "smokehouse", "grocery_store", "hardware_store"},
    "B": {"wood_company", "farm", "farmland", "kiln"},
    "E": {"fish_market"},
    "F": {"building_firm", "marketplace", "church_square"},
}
# §6.1 / §6.3: age -> (multiplier, bonus franc).
SECTOR = {1: (2, 0), 2: (3, 0), 3: (4, 0), 4: (4, 1)}
# §15.2 values used below.
VALUE = {
    "clay_mound": 2,
    "smokehouse": 4,
    "grocery_store": 4,
    "hardware_store": 4,
    "wood_company": 4,
    "farm": 6,
    "kiln": 4,
    "shipping_line": 14,
    "town_hall": 26,
}


# ---- small helpers -------------------------------------------------------------------------

E = TypeVar("E")


def of_type(events: tuple[Event, ...] | list[Event], kind: type[E]) -> list[E]:
    return [e for e in events if isinstance(e, kind)]


def do(state: GameState, text: str) -> Transition:
    """Apply an action given in its text form, checking first that it is legal."""
    action = decode(text)
    assert decode(encode(action)) == action
    assert check(state, action) is None, f"{text}: {check(state, action)}"
    return apply(state, action)


def do_turn(state: GameState, text: str) -> Transition:
    """A whole turn: the action given in its text form (checked), then ``end`` (rules §4.3, revision 2)."""
    acted = do(state, text)
    ended = do(acted.state, "end")
    return Transition(ended.state, acted.events + ended.events)


def turn_action(state: GameState, avoid_use: str | None = None) -> Action:
    """The first legal build, use or pass (never a sale), optionally never using ``avoid_use``."""
    for action in legal_actions(state):
        if isinstance(action, Sell):
            continue
        if isinstance(action, Use) and action.building == avoid_use:
            continue
        return action
    raise AssertionError("no turn-ending action")


def uses_of(state: GameState, building: str) -> list[Use]:
    return [a for a in legal_actions(state) if isinstance(a, Use) and a.building == building]


def rejected(state: GameState, text: str) -> tuple[RuleId, str]:
    rejection = check(state, decode(text))
    assert rejection is not None, f"{text!r} was accepted"
    return rejection.rule, rejection.reason


def p1_turn(round_letter: str) -> int:
    """actions_taken at which it is P1's (seat 0's) first turn in the round (§3.2)."""
    return 0 if ROUND_LETTERS.index(round_letter) % 2 == 0 else 1


def p2_turn(round_letter: str) -> int:
    return 1 - p1_turn(round_letter)


# ---- EX-1 .. EX-3: rounds and turns --------------------------------------------------------


def test_ex01_turn_order_rounds_a_and_b() -> None:
    state = new_game(("Emma", "Max"))
    assert state.round_letter == "A"
    seats = []
    for text in (
        "build clay_mound pay wood@0.1",
        "build smokehouse pay clay@0.2 wood@0.1",
        "build hardware_store pay clay@0.2 wood@0.0",
    ):
        assert state.round_letter == "A"
        seats.append(state.current)
        transition = do_turn(state, text)
        state = transition.state
    assert seats == [0, 1, 0]  # P1, P2, P1

    # The third action ended round A: the pointers turned, the B buildings entered.
    events = transition.events
    rotations = of_type(events, WheelsRotated)
    assert len(rotations) == 1
    assert rotations[0].round_index == 0 and not rotations[0].final
    assert rotations[0].rule == RuleId.ROUND_END_ROTATION and rotations[0].automatic
    entered = of_type(events, BuildingsEntered)
    assert len(entered) == 1 and set(entered[0].buildings) == ENTERING["B"]
    started = of_type(events, RoundStarted)
    assert len(started) == 1
    assert (started[0].round_index, started[0].actions, started[0].start_player) == (1, 3, 1)
    # P1's pointer now shows B (A-F board) and P2's shows H (G-L board): one sector on.
    assert state.round_index == 1
    assert state.round_letter == "B"
    assert "GHIJKL"[state.round_index] == "H"
    # Everything built in round A moved from sector 0 to sector "2".
    assert state.players[0].age_of("clay_mound") == 1
    assert state.players[0].age_of("hardware_store") == 1
    assert state.players[1].age_of("smokehouse") == 1

    seats = []
    while state.round_letter == "B":
        seats.append(state.current)
        state = play_turn(state, turn_action(state)).state
    assert seats == [1, 0, 1]  # P2, P1, P2
    assert state.round_letter == "C"


def test_ex02_split_of_actions_over_a_whole_game() -> None:
    state = new_game()
    by_round: dict[int, list[int]] = {i: [] for i in range(12)}
    while not state.finished:
        if state.actions_taken == 0:
            n = ROUND_ACTIONS[state.round_index]
            start = state.round_index % 2  # P1 starts A, C, E...; P2 starts B, D, F...
            assert turns_left(state, start) == (n + 1) // 2
            assert turns_left(state, 1 - start) == n // 2
        by_round[state.round_index].append(state.current)
        state = play_turn(state, turn_action(state)).state
    total = [0, 0]
    for index, seats in by_round.items():
        n = ROUND_ACTIONS[index]
        start = index % 2
        assert seats == [(start + i) % 2 for i in range(n)], ROUND_LETTERS[index]
        assert seats.count(start) == (n + 1) // 2
        assert seats.count(1 - start) == n // 2
        total[0] += seats.count(0)
        total[1] += seats.count(1)
    # Rounds A-C: 2 for the start player, 1 for the other; 72 turns, 36 each.
    assert [by_round[i].count(i % 2) for i in range(3)] == [2, 2, 2]
    assert total == [36, 36]


def test_ex03_round_e() -> None:
    state = new_game()
    while state.round_letter != "D":
        state = play_turn(state, turn_action(state)).state
    # The Fish Market is an E building: not yet in play during D.
    assert "fish_market" not in state.supply
    assert check(state, Build("fish_market")) is not None
    assert rejected(state, "build fish_market")[0] == RuleId.BUILD_AVAILABLE
    last: Transition | None = None
    while state.round_letter == "D":
        last = play_turn(state, turn_action(state))
        state = last.state
    assert last is not None
    entered = of_type(last.events, BuildingsEntered)
    assert len(entered) == 1
    assert entered[0].round_index == 4 and set(entered[0].buildings) == ENTERING["E"]
    assert entered[0].automatic and entered[0].rule == RuleId.ROUND_BUILDINGS_ENTER
    started = of_type(last.events, RoundStarted)
    assert len(started) == 1
    assert (started[0].round_index, started[0].actions, started[0].start_player) == (4, 5, 0)
    assert "fish_market" in state.supply
    assert state.round_letter == "E"

    seats = []
    while state.round_letter == "E":
        seats.append(state.current)
        state = play_turn(state, turn_action(state)).state
    assert seats == [0, 1, 0, 1, 0]  # the A-F board's owner (P1) starts
    assert state.round_letter == "F"


# ---- EX-4, EX-5: the warehouse and payment ---------------------------------------------------


def test_ex04_reading_the_warehouse() -> None:
    cell = Cell.parse("2.1")  # row value 6, column +1
    assert cell == Cell(2, 1)
    assert cell.amount == 7
    p1 = player("Emma", francs=0, cells={WOOD: Cell(2, 1)}, beside=("wood_factory",))
    state = scenario(p1, round_letter="K")
    assert state.players[0].amount(WOOD) == 7
    score = wealth(state, 0)
    assert [(b.building, b.value) for b in score.buildings] == [("wood_factory", 7)]
    assert score.buildings[0].rule == RuleId.SCORING_FACTORY
    assert score.total == 7


def test_ex05_no_change_payment_of_two_wood_from_seven() -> None:
    # The Kiln costs 2 wood (§15.2); wood at row 6, column +1 = 7 wood.
    p1 = player("Emma", cells={WOOD: Cell(2, 1)})
    state = scenario(p1, round_letter="C", actions_taken=p1_turn("C"))
    assert state.current == 0 and "kiln" in state.supply

    # The full list of legal payments: down (to 4 wood) or down-left / left-then-down (to 3 wood).
    kiln_builds = [a for a in legal_actions(state) if isinstance(a, Build) and a.building == "kiln"]
    assert {a.payment for a in kiln_builds} == {((WOOD, Cell(1, 1)),), ((WOOD, Cell(1, 0)),)}
    assert len(kiln_builds) == 2
    for row in range(6):
        for col in range(6):
            legal = check(state, decode(f"build kiln pay wood@{row}.{col}")) is None
            assert legal == ((row, col) in {(1, 1), (1, 0)}), (row, col)

    # Left alone pays only 1.
    assert rejected(state, "build kiln pay wood@2.0") == (RuleId.BUILD_COST, "underpaid")
    # Exactly 2 (5 wood) would need left-left (leaves the grid) or down-right (not a payment move).
    assert rejected(state, "build kiln pay wood@1.2")[0] == RuleId.PAYMENT_MOVES
    # Down followed by a further move is superfluous.
    assert rejected(state, "build kiln pay wood@0.1") == (RuleId.PAYMENT_NO_CHANGE, "superfluous_move")
    assert rejected(state, "build kiln pay wood@0.0") == (RuleId.PAYMENT_NO_CHANGE, "superfluous_move")
    # Paying nothing at all.
    assert rejected(state, "build kiln") == (RuleId.BUILD_COST, "underpaid")

    after = do(state, "build kiln pay wood@1.1")
    me = after.state.players[0]
    assert me.cell(WOOD) == Cell(1, 1) and me.amount(WOOD) == 4
    paid = of_type(after.events, GoodsPaid)
    assert len(paid) == 1 and paid[0].amount == 3 and paid[0].rule == RuleId.PAYMENT_MOVES
    over = of_type(after.events, Overpaid)
    assert len(over) == 1
    assert (over[0].part, over[0].cost, over[0].paid, over[0].rule) == ("wood", 2, 3, RuleId.PAYMENT_NO_CHANGE)
    assert me.age_of("kiln") == 0

    after = do(state, "build kiln pay wood@1.0")
    assert after.state.players[0].amount(WOOD) == 3


# ---- EX-6, EX-7: using a building --------------------------------------------------------------


def test_ex06_wood_company_from_sector_3() -> None:
    emma = player("Emma", francs=3, wheel={"wood_company": 2})
    state = scenario(emma, player("Max", francs=3), round_letter="C", actions_taken=p1_turn("C"))
    assert state.current == 0
    after = do(state, "use wood_company")
    me, other = after.state.players
    assert me.cell(WOOD) == Cell(0, 5) and me.amount(WOOD) == 5  # 2 + 3
    assert amounts(me) == {FISH: 4, CLAY: 3, WOOD: 5, GRAIN: 1}
    assert me.age_of("wood_company") == 0
    assert other.age_of("wood_company") is None
    assert (me.francs, other.francs) == (3, 3)  # no fee for an own building
    assert of_type(after.events, FrancsPaid) == []
    used = of_type(after.events, Used)
    assert len(used) == 1 and (used[0].owner, used[0].age, used[0].multiplier) == (0, 2, 3)
    moved = of_type(after.events, MarkerMoved)
    assert len(moved) == 1
    assert (moved[0].good, moved[0].steps, moved[0].change, moved[0].rule) == (WOOD, 3, 3, RuleId.WOOD_COMPANY)
    returned = of_type(after.events, ReturnedToZero)
    assert len(returned) == 1 and (returned[0].owner, returned[0].building) == (0, "wood_company")

    # Steps beyond the right edge are lost: from +4, only one of the 3 steps is taken.
    emma = player("Emma", cells={WOOD: Cell(1, 4)}, wheel={"wood_company": 2})
    state = scenario(emma, round_letter="C", actions_taken=p1_turn("C"))
    after = do(state, "use wood_company")
    assert after.state.players[0].cell(WOOD) == Cell(1, 5)
    lost = of_type(after.events, StepsLost)
    assert len(lost) == 1 and (lost[0].good, lost[0].lost, lost[0].rule) == (WOOD, 2, RuleId.WAREHOUSE_EDGE)


def test_ex07_business_office_opponents_from_4_plus() -> None:
    emma = player("Emma", francs=3, wheel={"business_office": 4})
    start = {FISH: Cell(2, 2), CLAY: Cell(2, 3), WOOD: Cell(3, 1), GRAIN: Cell(1, 1)}
    max_ = player("Max", francs=3, cells=start)
    state = scenario(emma, max_, round_letter="H", actions_taken=p2_turn("H"))
    assert state.current == 1
    before = amounts(state.players[1])
    assert Use("business_office", (FISH, CLAY, WOOD, GRAIN)) in uses_of(state, "business_office")
    after = do(state, "use business_office fish clay wood grain")
    e, m = after.state.players
    assert {g: before[g] - m.amount(g) for g in GOODS} == {FISH: 4, CLAY: 4, WOOD: 4, GRAIN: 4}
    assert m.cell(FISH) == Cell(1, 1) and m.cell(GRAIN) == Cell(0, 0)
    assert m.francs == 3 - 1 + 1 + 4 * 5  # fee, bonus, 4 x 5 = 23
    assert e.francs == 3 + 1
    assert e.age_of("business_office") == 0  # back to sector 0 of Emma's wheel
    assert m.age_of("business_office") is None
    assert after.state.owner_of("business_office") == 0
    fees = of_type(after.events, FrancsPaid)
    assert len(fees) == 1
    assert (fees[0].player, fees[0].amount, fees[0].to_player, fees[0].rule) == (1, 1, 0, RuleId.USE_OPPONENT_FEE)
    gains = sorted((g.amount, g.rule) for g in of_type(after.events, FrancsGained))
    assert gains == [(1, RuleId.USE_BONUS_FRANC), (20, RuleId.BUSINESS_OFFICE)]
    moved = of_type(after.events, MarkerMoved)
    assert sorted(ev.good for ev in moved) == sorted(GOODS)
    assert all(ev.change == -4 and ev.rule == RuleId.BUSINESS_OFFICE for ev in moved)
    used = of_type(after.events, Used)
    assert len(used) == 1 and (used[0].player, used[0].owner, used[0].multiplier) == (1, 0, 4)


# ---- EX-8 .. EX-16: single building functions --------------------------------------------------


def use_own(
    building: str, age: int, text: str | None = None, cells: dict[Good, Cell] | None = None, francs: int = 3
) -> Transition:
    """P1 uses their own ``building`` at ``age`` (0 = sector 0 ... 4 = sector 4+) in round I."""
    me = player("Emma", francs=francs, cells=cells, wheel={building: age})
    state = scenario(me, round_letter="I", actions_taken=p1_turn("I"))
    assert state.current == 0
    return do(state, text or f"use {building}")


def test_ex08_farm_net_movement() -> None:
    # Grain starts at (0, +1) = 1; net N-1 up-right steps (§11, OQ-6): 1/2/3/3.
    for age, (steps, gain, francs) in {1: (1, 4, 3), 2: (2, 8, 3), 3: (3, 12, 3), 4: (3, 12, 4)}.items():
        after = use_own("farm", age)
        me = after.state.players[0]
        assert me.cell(GRAIN) == Cell(steps, 1 + steps), age
        assert me.amount(GRAIN) == 1 + gain, age
        assert me.francs == francs, age
        assert amounts(me)[FISH] == 4 and amounts(me)[WOOD] == 2 and amounts(me)[CLAY] == 3
        assert me.age_of("farm") == 0
    # Near the top-right corner the net steps are cut by the edge (net reading, §15.3).
    after = use_own("farm", 3, cells={GRAIN: Cell(4, 4)})
    assert after.state.players[0].cell(GRAIN) == Cell(5, 5)
    assert [ev.lost for ev in of_type(after.events, StepsLost)] == [2]


def test_ex09_grocery_store() -> None:
    for age, francs in {1: 2, 2: 3, 3: 4, 4: 5}.items():
        after = use_own("grocery_store", age)
        me = after.state.players[0]
        assert me.francs == 3 + francs, age
        assert me.cell(GRAIN) == Cell(0, 2) and me.cell(FISH) == Cell(0, 5)
        assert amounts(me) == {FISH: 5, CLAY: 3, WOOD: 2, GRAIN: 2}
        gained = {ev.rule: ev.amount for ev in of_type(after.events, FrancsGained)}
        expected = {RuleId.GROCERY_STORE: SECTOR[age][0]}
        if age == 4:
            expected[RuleId.USE_BONUS_FRANC] = 1
        assert gained == expected


def test_ex10_shipping_line() -> None:
    for age, francs in {1: 6, 2: 9, 3: 12, 4: 13}.items():
        after = use_own("shipping_line", age)
        me = after.state.players[0]
        assert me.francs == 3 + francs, age
        assert amounts(me) == {FISH: 4, CLAY: 3, WOOD: 2, GRAIN: 1}
        assert me.age_of("shipping_line") == 0


def test_ex11_wood_trader() -> None:
    # Sector 2: at most 2 repetitions, each 1 Fr + 2 food -> wood up 1 (+3); each repetition pays
    # its own 2 food (§8.3, revision 2). Fish 4 on (0, +4): left, left for each.
    me = player("Emma", francs=3, wheel={"wood_trader": 1})
    state = scenario(me, round_letter="I", actions_taken=p1_turn("I"))
    assert {u.times for u in uses_of(state, "wood_trader")} == {0, 1, 2}
    assert rejected(state, "use wood_trader x3 pay fish@0.2 pay fish@0.0 pay grain@0.0") == (
        RuleId.USE_REPETITIONS_OPTIONAL,
        "too_many_repetitions",
    )
    # The second repetition's 2 food are not paid by 1 fish.
    assert rejected(state, "use wood_trader x2 pay fish@0.2 pay fish@0.1") == (RuleId.WOOD_TRADER, "underpaid")
    after = do(state, "use wood_trader x2 pay fish@0.2 pay fish@0.0")
    me = after.state.players[0]
    assert me.francs == 1
    assert me.cell(WOOD) == Cell(2, 2) and me.amount(WOOD) == 8
    assert amounts(me) == {FISH: 0, CLAY: 3, WOOD: 8, GRAIN: 1}
    paid = of_type(after.events, FrancsPaid)
    assert len(paid) == 1 and (paid[0].amount, paid[0].to_player, paid[0].rule) == (2, None, RuleId.WOOD_TRADER)
    assert [(e.repetition, e.amount) for e in of_type(after.events, GoodsPaid)] == [(1, 2), (2, 2)]

    # 4+: at most 4 repetitions; with 3 Fr the bonus franc pays the fourth.
    cells = {FISH: Cell(0, 4), GRAIN: Cell(0, 4)}  # 8 food: two exact payments from each marker
    four = "use wood_trader x4 pay fish@0.2 pay fish@0.0 pay grain@0.2 pay grain@0.0"
    me = player("Emma", francs=3, cells=cells, wheel={"wood_trader": 4})
    state = scenario(me, round_letter="I", actions_taken=p1_turn("I"))
    assert max(u.times for u in uses_of(state, "wood_trader")) == 4
    assert rejected(state, four.replace("x4", "x5") + " pay grain@0.0")[0] == RuleId.USE_REPETITIONS_OPTIONAL
    after = do(state, four)
    me = after.state.players[0]
    assert me.francs == 0  # 3 + 1 bonus - 4
    assert me.cell(WOOD) == Cell(4, 2) and me.amount(WOOD) == 14
    assert me.amount(FISH) == 0 and me.amount(GRAIN) == 0
    # From sector 4 (no bonus) the same 3 Fr pay only 3 repetitions.
    me = player("Emma", francs=3, cells=cells, wheel={"wood_trader": 3})
    state = scenario(me, round_letter="I", actions_taken=p1_turn("I"))
    assert max(u.times for u in uses_of(state, "wood_trader")) == 3
    assert rejected(state, four) == (RuleId.WOOD_TRADER, "not_enough_francs")


def test_ex12_fish_market() -> None:
    cells = {FISH: Cell(0, 1)}
    me = player("Emma", francs=3, cells=cells, wheel={"fish_market": 2})
    state = scenario(me, round_letter="I", actions_taken=p1_turn("I"))
    assert {u.times for u in uses_of(state, "fish_market")} == {0, 1, 2, 3}
    assert rejected(state, "use fish_market x4")[0] == RuleId.USE_REPETITIONS_OPTIONAL
    after = do(state, "use fish_market x3")
    me = after.state.players[0]
    assert me.francs == 0
    assert me.cell(FISH) == Cell(3, 4) and me.amount(FISH) == 13  # 1 + 3 x 4
    moved = of_type(after.events, MarkerMoved)
    assert len(moved) == 1 and (moved[0].steps, moved[0].change, moved[0].rule) == (3, 12, RuleId.FISH_MARKET)

    # 4+: 4 repetitions, the bonus franc paying the fourth.
    me = player("Emma", francs=3, cells=cells, wheel={"fish_market": 4})
    state = scenario(me, round_letter="I", actions_taken=p1_turn("I"))
    assert {u.times for u in uses_of(state, "fish_market")} == {0, 1, 2, 3, 4}
    assert rejected(state, "use fish_market x5")[0] == RuleId.USE_REPETITIONS_OPTIONAL
    after = do(state, "use fish_market x4")
    me = after.state.players[0]
    assert me.francs == 0
    assert me.cell(FISH) == Cell(4, 5) and me.amount(FISH) == 17
    # Sector 4, no bonus: 3 Fr, at most 3 repetitions affordable.
    me = player("Emma", francs=3, cells=cells, wheel={"fish_market": 3})
    state = scenario(me, round_letter="I", actions_taken=p1_turn("I"))
    assert rejected(state, "use fish_market x4") == (RuleId.FISH_MARKET, "not_enough_francs")


def test_ex13_weekly_market() -> None:
    cells = {FISH: Cell(4, 0), GRAIN: Cell(4, 1)}  # 12 fish, 13 grain
    me = player("Emma", francs=3, cells=cells, wheel={"weekly_market": 1})
    state = scenario(me, round_letter="I", actions_taken=p1_turn("I"))
    assert {u.goods for u in uses_of(state, "weekly_market")} == {(), (FISH,), (FISH, FISH), (GRAIN,), (GRAIN, GRAIN)}
    assert rejected(state, "use weekly_market fish*3")[0] == RuleId.USE_REPETITIONS_OPTIONAL
    assert rejected(state, "use weekly_market fish grain") == (RuleId.USE_SAME_GOOD, "goods_mixed")

    for age, (n, bonus) in SECTOR.items():
        for good, name in ((FISH, "fish"), (GRAIN, "grain")):
            after = use_own("weekly_market", age, f"use weekly_market {name}*{n}", cells=cells)
            me = after.state.players[0]
            start = cells[good]
            assert me.cell(good) == Cell(start.row - n, start.col), (age, good)
            assert me.amount(good) == start.amount - 3 * n
            other = GRAIN if good == FISH else FISH
            assert me.cell(other) == cells[other]
            assert me.francs == 3 + 4 * n + bonus
        me = player("Emma", francs=3, cells=cells, wheel={"weekly_market": age})
        state = scenario(me, round_letter="I", actions_taken=p1_turn("I"))
        assert rejected(state, f"use weekly_market grain*{n + 1}")[0] == RuleId.USE_REPETITIONS_OPTIONAL
        assert rejected(state, "use weekly_market fish*2 grain")[0] == RuleId.USE_SAME_GOOD


def test_ex14_restaurant() -> None:
    # 5 food at the start (4 fish + 1 grain); each repetition: 1 food -> 2 Fr.
    for age, (n, bonus) in SECTOR.items():
        me = player("Emma", francs=3, wheel={"restaurant": age})
        state = scenario(me, round_letter="I", actions_taken=p1_turn("I"))
        assert {u.times for u in uses_of(state, "restaurant")} == set(range(n + 1)), age
        assert rejected(state, f"use restaurant x{n + 1} pay fish@0.0 grain@0.0")[0] == (
            RuleId.USE_REPETITIONS_OPTIONAL
        )
        # One food per repetition, each paid on its own: fish left once each (§8.3, revision 2).
        payments = "".join(f" pay fish@0.{4 - k}" for k in range(1, n + 1))
        after = do(state, f"use restaurant x{n}{payments}")
        assert [(e.repetition, e.amount) for e in of_type(after.events, GoodsPaid)] == [(k, 1) for k in range(1, n + 1)]
        me = after.state.players[0]
        assert me.amount(FISH) == 4 - n
        assert me.amount(GRAIN) == 1
        assert me.francs == 3 + 2 * n + bonus


def test_ex15_clay_mound() -> None:
    cells = {CLAY: Cell(1, 0)}  # 3 clay with 5 columns of room
    for age, (steps, bonus) in {1: (3, 0), 2: (4, 0), 3: (5, 0), 4: (5, 1)}.items():
        after = use_own("clay_mound", age, cells=cells)
        me = after.state.players[0]
        assert me.cell(CLAY) == Cell(1, steps) and me.amount(CLAY) == 3 + steps, age
        assert me.francs == 3 + bonus
        assert of_type(after.events, StepsLost) == []
    # Edges still apply: from (0, +3), 2 of the 3 steps of sector 2 are taken.
    after = use_own("clay_mound", 1)
    assert after.state.players[0].cell(CLAY) == Cell(0, 5)
    lost = of_type(after.events, StepsLost)
    assert len(lost) == 1 and (lost[0].good, lost[0].lost) == (CLAY, 1)


def test_ex16_hardware_store() -> None:
    cells = {WOOD: Cell(1, 0), CLAY: Cell(1, 0)}
    me = player("Emma", cells=cells, wheel={"hardware_store": 2})
    state = scenario(me, round_letter="I", actions_taken=p1_turn("I"))
    assert {u.goods for u in uses_of(state, "hardware_store")} == {(WOOD,), (CLAY,)}
    assert rejected(state, "use hardware_store wood*2 clay")[0] == RuleId.HARDWARE_STORE
    assert rejected(state, "use hardware_store wood clay")[0] == RuleId.HARDWARE_STORE
    assert rejected(state, "use hardware_store fish")[0] == RuleId.HARDWARE_STORE
    for good, other in ((WOOD, CLAY), (CLAY, WOOD)):
        after = do(state, f"use hardware_store {good.value}")
        me = after.state.players[0]
        assert me.cell(good) == Cell(1, 3) and me.amount(good) == 6
        assert me.cell(other) == Cell(1, 0)


# ---- EX-17, EX-18: building groups -----------------------------------------------------------


def test_ex17_distinct_goods_buildings() -> None:
    middle = {g: Cell(2, 2) for g in GOODS}  # 8 of each, room in every direction
    for building, change, francs_each in (("masons_guild", 2, 0), ("guild_hall", 4, 0), ("business_office", -4, 5)):
        me = player("Emma", francs=3, cells=middle, wheel={building: 3})  # sector 4
        state = scenario(me, round_letter="L", actions_taken=p1_turn("L"))
        choices = {u.goods for u in uses_of(state, building)}
        everything = {c for size in range(5) for c in combinations(GOODS, size)}
        assert choices == everything, building
        assert rejected(state, f"use {building} fish*2 clay")[0] == RuleId.USE_DISTINCT_GOODS
        assert rejected(state, f"use {building} fish*2") == (RuleId.USE_DISTINCT_GOODS, "good_chosen_twice")
        after = do(state, f"use {building} fish clay wood")
        me = after.state.players[0]
        assert amounts(me) == {FISH: 8 + change, CLAY: 8 + change, WOOD: 8 + change, GRAIN: 8}, building
        assert sum(ev.steps for ev in of_type(after.events, MarkerMoved)) == 3
        assert me.francs == 3 + 3 * francs_each
        # From sector 2 only 2 different goods may be chosen.
        me = player("Emma", francs=3, cells=middle, wheel={building: 1})
        state = scenario(me, round_letter="L", actions_taken=p1_turn("L"))
        assert rejected(state, f"use {building} fish clay wood") == (RuleId.USE_DISTINCT_GOODS, "too_many_goods")


def test_ex18_free_split_buildings() -> None:
    # Sector 2: Marketplace 2 right-steps, Pier 2 + 2, Craftsmen's Yard 2 + 1 up-left.
    for building, steps, start, end in (
        ("marketplace", 2, Cell(1, 0), Cell(1, 2)),
        ("pier", 4, Cell(1, 0), Cell(1, 4)),
        ("craftsmens_yard", 3, Cell(0, 5), Cell(3, 2)),
    ):
        me = player("Emma", cells={FISH: start}, wheel={building: 1})
        state = scenario(me, round_letter="L", actions_taken=p1_turn("L"))
        assert Use(building, (FISH,) * steps) in uses_of(state, building), building
        assert max(len(u.goods) for u in uses_of(state, building)) == steps
        assert rejected(state, f"use {building} fish*{steps + 1}") == (RuleId.USE_FREE_SPLIT, "too_many_steps")
        after = do(state, f"use {building} fish*{steps}")
        me = after.state.players[0]
        assert me.cell(FISH) == end
        assert me.amount(FISH) == start.amount + steps * (1 if building != "craftsmens_yard" else 2)
        others = {g: a for g, a in amounts(me).items() if g != FISH}
        assert others == {CLAY: 3, WOOD: 2, GRAIN: 1}
    # A split over several markers is just as legal: Pier 2 on wood, 1 on clay, 1 on grain.
    me = player("Emma", cells={WOOD: Cell(1, 0), CLAY: Cell(1, 0), GRAIN: Cell(1, 0)}, wheel={"pier": 1})
    state = scenario(me, round_letter="L", actions_taken=p1_turn("L"))
    after = do(state, "use pier wood*2 clay grain")
    assert amounts(after.state.players[0]) == {FISH: 4, CLAY: 4, WOOD: 5, GRAIN: 4}


# ---- EX-19 .. EX-22: sector 0, ageing, fee, sale ---------------------------------------------


def test_ex19_sector_zero_cannot_be_used() -> None:
    state = new_game(("Emma", "Max"))
    state = do_turn(state, "build clay_mound pay wood@0.1").state
    # Max's turn: the Clay Mound was just built and sits in sector 0.
    assert rejected(state, "use clay_mound") == (RuleId.USE_SECTOR_ZERO, "sector_zero")
    assert uses_of(state, "clay_mound") == []
    state = do_turn(state, "build smokehouse pay clay@0.2 wood@0.1").state
    # Emma's next turn, same round: still sector 0, for both buildings.
    assert rejected(state, "use clay_mound") == (RuleId.USE_SECTOR_ZERO, "sector_zero")
    assert rejected(state, "use smokehouse") == (RuleId.USE_SECTOR_ZERO, "sector_zero")
    assert not any(isinstance(a, Use) for a in legal_actions(state))
    state = do_turn(state, "build grocery_store pay fish@0.2").state
    assert state.round_letter == "B"

    # Round B: Max uses Emma's Clay Mound; it goes back to sector 0 of her wheel.
    assert state.current == 1
    state = do_turn(state, "use clay_mound").state
    assert state.players[0].age_of("clay_mound") == 0
    assert rejected(state, "use clay_mound") == (RuleId.USE_SECTOR_ZERO, "sector_zero")  # Emma
    assert uses_of(state, "clay_mound") == []
    before = state.players[0]
    state = do_turn(state, "use grocery_store").state
    # Max: both of Emma's buildings are used up for this round, main and extra function alike.
    assert rejected(state, "use grocery_store") == (RuleId.USE_SECTOR_ZERO, "sector_zero")
    assert rejected(state, "use clay_mound") == (RuleId.USE_SECTOR_ZERO, "sector_zero")
    assert uses_of(state, "grocery_store") == [] and uses_of(state, "clay_mound") == []
    assert state.players[0].francs == before.francs + 2  # the Grocery Store from sector 2
    state = play_turn(state, turn_action(state)).state
    # Round C: both are back in sector "2" and usable again.
    assert state.round_letter == "C"
    assert state.players[0].age_of("clay_mound") == 1 and state.players[0].age_of("grocery_store") == 1
    assert check(state, decode("use clay_mound")) is None
    assert check(state, decode("use grocery_store")) is None


def test_ex20_ageing_and_forced_sale() -> None:
    state = new_game(("Emma", "Max"))
    state = do_turn(state, "build grocery_store pay fish@0.2").state
    checked: dict[str, tuple[int, int]] = {}
    final: Transition | None = None
    francs_before = 0
    while state.round_letter in "ABCDE":
        letter = state.round_letter
        if state.current == 0 and letter != "A" and letter not in checked:
            # Try the use on a copy of the game; the real game never uses the building.
            assert state.players[0].age_of("grocery_store") == ROUND_LETTERS.index(letter)
            trial = apply(state, Use("grocery_store"))
            used = of_type(trial.events, Used)
            assert len(used) == 1
            gained = trial.state.players[0].francs - state.players[0].francs
            checked[letter] = (used[0].multiplier, gained)
        if state.current == 0 and letter == "A":
            assert rejected(state, "use grocery_store")[0] == RuleId.USE_SECTOR_ZERO
        francs_before = state.players[0].francs
        final = play_turn(state, turn_action(state, avoid_use="grocery_store"))
        assert all(u.building != "grocery_store" for u in of_type(final.events, Used))
        if letter == "E":
            assert state.players[0].owns("grocery_store")
            if state.current == 1:
                assert rejected(state, "build grocery_store pay fish@0.2") == (RuleId.BUILD_AVAILABLE, "already_built")
        state = final.state
    # x2 in B, x3 in C, x4 in D, x4 + 1 Fr in E (the Grocery Store gives N Fr).
    assert checked == {"B": (2, 2), "C": (3, 3), "D": (4, 4), "E": (4, 5)}

    assert final is not None and state.round_letter == "F"
    kinds = [type(e) for e in final.events]
    sales = [e for e in of_type(final.events, Sold) if e.building == "grocery_store"]
    assert len(sales) == 1
    sale = sales[0]
    assert (sale.player, sale.amount, sale.forced, sale.rule, sale.automatic) == (
        0,
        VALUE["grocery_store"] // 2,
        True,
        RuleId.FORCED_SALE,
        True,
    )
    # Order: rotation, then the forced sale, then the F buildings enter.
    assert kinds.index(WheelsRotated) < final.events.index(sale) < kinds.index(BuildingsEntered)
    assert set(of_type(final.events, BuildingsEntered)[0].buildings) == ENTERING["F"]
    # The last action of E moved no francs, so the sale is Emma's only change in francs.
    assert of_type(final.events, FrancsGained) == [] and of_type(final.events, FrancsPaid) == []
    assert state.players[0].francs == francs_before + 2
    assert not state.players[0].owns("grocery_store")
    assert state.owner_of("grocery_store") is None
    assert "grocery_store" in state.supply
    # It can be built again: for Max (who starts round F) it is no longer "already built" ...
    assert state.current == 1
    rejection = check(state, decode("build grocery_store pay fish@0.0"))
    assert rejection is None or rejection.rule != RuleId.BUILD_AVAILABLE
    # ... and with 2 fish to pay (his goods set to a known position) the build is legal.
    richer = player("Max", francs=state.players[1].francs, cells={FISH: Cell(0, 4)})
    rich_state = state.with_player(1, state.players[1].with_markers(richer.markers))
    assert Build("grocery_store", (MarkerEnd(FISH, Cell(0, 2)),)) in legal_actions(rich_state)


def test_ex21_opponent_fee_is_one_franc_in_every_sector() -> None:
    for age, (n, bonus) in SECTOR.items():
        emma = player("Emma", francs=3, wheel={"wood_company": age})
        max_ = player("Max", francs=3, cells={WOOD: Cell(1, 0)})
        state = scenario(emma, max_, round_letter="H", actions_taken=p2_turn("H"))
        assert state.current == 1
        after = do(state, "use wood_company")
        e, m = after.state.players
        assert e.francs == 4, age
        assert m.francs == 3 - 1 + bonus, age
        assert m.cell(WOOD) == Cell(1, n)  # Max's wood moved, not Emma's
        assert e.cell(WOOD) == Cell(0, 2)
        assert e.age_of("wood_company") == 0
        fees = of_type(after.events, FrancsPaid)
        assert [(f.player, f.amount, f.to_player, f.rule) for f in fees] == [(1, 1, 0, RuleId.USE_OPPONENT_FEE)]

    # The fee is due before the use: the 4+ bonus franc cannot pay it (§4.2, OQ-12) ...
    emma = player("Emma", francs=3, wheel={"wood_company": 4})
    max_ = player("Max", francs=0, wheel={"kiln": 0})
    state = scenario(emma, max_, round_letter="H", actions_taken=p2_turn("H"))
    assert rejected(state, "use wood_company") == (RuleId.USE_OPPONENT_FEE, "cannot_pay_fee")
    assert uses_of(state, "wood_company") == []
    # ... but a sale earlier in the same turn can.
    state = do(state, "sell kiln").state
    assert state.current == 1 and state.players[1].francs == VALUE["kiln"] // 2
    after = do(state, "use wood_company")
    assert after.state.players[1].francs == 2 - 1 + 1
    assert after.state.players[0].francs == 4


def test_ex22_voluntary_sale() -> None:
    emma = player("Emma", francs=3, wheel={"farm": 2}, beside=("town_hall", "wood_factory"), cells={WOOD: Cell(2, 1)})
    max_ = player("Max", francs=3, wheel={"smokehouse": 1})
    state = scenario(emma, max_, round_letter="J", actions_taken=p1_turn("J"))
    assert state.current == 0
    assert "farm" not in state.supply
    # Only one's own buildings can be sold.
    assert rejected(state, "sell smokehouse") == (RuleId.SELL_OWN_BUILDING, "not_own_building")
    assert rejected(state, "sell pier") == (RuleId.SELL_OWN_BUILDING, "not_own_building")

    after = do(state, "sell farm")
    sold = of_type(after.events, Sold)
    assert len(sold) == 1
    assert (sold[0].player, sold[0].building, sold[0].amount, sold[0].forced, sold[0].rule, sold[0].automatic) == (
        0,
        "farm",
        3,
        False,
        RuleId.SELL_HALF_VALUE,
        False,
    )
    state = after.state
    assert state.players[0].francs == 6
    assert not state.players[0].owns("farm") and state.owner_of("farm") is None
    assert "farm" in state.supply
    # Selling does not end the turn.
    assert state.current == 0 and state.actions_taken == p1_turn("J")
    # A lock building sells too (OQ-11): Town Hall 26 -> 13; the Wood Factory with 7 wood -> 3 (rounded down).
    state = do(state, "sell town_hall").state
    assert state.players[0].francs == 6 + VALUE["town_hall"] // 2  # 6 + 13
    state = do(state, "sell wood_factory").state
    assert state.players[0].francs == 6 + 13 + 7 // 2
    assert {"town_hall", "wood_factory"} <= set(state.supply)
    # The seller may build the farm again ...
    assert any(isinstance(a, Build) and a.building == "farm" for a in legal_actions(state))
    state = do_turn(state, "build kiln pay wood@1.1").state
    # ... and so may the other player.
    assert state.current == 1
    after = do(state, "build farm pay clay@0.1 wood@0.1")
    assert after.state.players[1].age_of("farm") == 0
    assert after.state.players[1].amount(CLAY) == 1 and after.state.players[1].amount(WOOD) == 1


# ---- EX-23, EX-24: end and setup ---------------------------------------------------------------


def test_ex23_end_forced_sale_and_scoring() -> None:
    emma = player(
        "Emma",
        francs=10,
        cells={FISH: Cell(1, 1)},
        wheel={"shipping_line": 4, "kiln": 1},
        beside=("fish_factory", "brick_factory"),
    )
    max_ = player("Max", francs=12, wheel={"wood_company": 2})
    state = scenario(emma, max_, round_letter="L")
    script = [
        (1, "build grain_silo"),
        (0, "build dock"),
        (1, "use wood_company"),  # Max: wood 2 -> 5
        (0, "use kiln"),  # Emma: clay (0,3) -> (2,1) = 7
        (1, "build clay_mound pay wood@0.4"),  # Max: wood 5 -> 4
        (0, "build hardware_store pay clay@2.0 wood@0.1"),  # Emma: clay 7 -> 6, wood 2 -> 1
        (1, "build smokehouse pay clay@0.2 wood@0.3"),  # Max: clay 3 -> 2, wood 4 -> 3
        (0, "build grocery_store pay fish@1.0 grain@0.0"),  # Emma: fish 4 -> 3, grain 1 -> 0
        (1, "build farm pay clay@0.0 wood@0.2"),  # Max: clay 2 -> 0, wood 3 -> 2
    ]
    last: Transition | None = None
    for seat, text in script:
        assert not state.finished and outcome(state) is None
        assert state.current == seat, text
        last = do_turn(state, text)
        state = last.state
    assert last is not None and state.finished

    # The pointers turned once more and the Shipping Line (in 4+) was force-sold for 7.
    events = last.events
    rotations = of_type(events, WheelsRotated)
    assert len(rotations) == 1 and rotations[0].final and rotations[0].round_index == 11
    sales = of_type(events, Sold)
    assert [(s.player, s.building, s.amount, s.forced) for s in sales] == [
        (0, "shipping_line", VALUE["shipping_line"] // 2, True)
    ]
    ended = of_type(events, GameEnded)
    assert len(ended) == 1
    assert events.index(rotations[0]) < events.index(sales[0]) < events.index(ended[0])
    assert state.owner_of("shipping_line") is None
    assert state.players[0].age_of("kiln") == 1 and state.players[1].age_of("farm") == 1

    emma_total = (
        0
        + VALUE["shipping_line"] // 2  # francs after the sale: 0 + 7
        + VALUE["kiln"]
        + VALUE["hardware_store"]
        + VALUE["grocery_store"]
        + 3  # Fish Factory: 3 fish
        + 6  # Brick Factory: 6 clay
        + 4 * 2
    )  # Dock: 2 Dock-symbol buildings
    max_total = (
        2  # francs
        + VALUE["wood_company"]
        + VALUE["clay_mound"]
        + VALUE["smokehouse"]
        + VALUE["farm"]
        + 1
    )  # Grain Silo: 1 grain (never spent)
    assert state.players[1].amount(GRAIN) == 1
    result = outcome(state)
    assert result is not None
    assert result.totals == (emma_total, max_total)
    assert result.winner == 0 and result.rule == RuleId.GAME_END_SCORING
    assert (ended[0].totals, ended[0].winner, ended[0].rule) == ((emma_total, max_total), 0, RuleId.GAME_END_SCORING)
    emma_scores = {b.building: (b.value, b.rule) for b in result.scores[0].buildings}
    assert emma_scores["dock"] == (8, RuleId.SCORING_DOCK)
    assert emma_scores["fish_factory"] == (3, RuleId.SCORING_FACTORY)
    assert emma_scores["brick_factory"] == (6, RuleId.SCORING_FACTORY)
    assert "shipping_line" not in emma_scores
    assert result.scores[0].francs == 7 and result.scores[1].francs == 2
    assert {b.building: b.value for b in result.scores[1].buildings}["grain_silo"] == 1
    assert legal_actions(state) == []
    assert rejected(state, "pass") == (RuleId.GAME_OVER, "game_over")


def test_ex23_equal_totals_are_a_draw() -> None:
    # Max's last turn of L: he cannot build (empty supply) nor pay the fee for Emma's Clay
    # Mound, so he passes; the Clay Mound (4+) is sold for 1.
    emma = player("Emma", francs=3, wheel={"clay_mound": 4}, beside=("fish_factory",))  # 4 fish
    max_ = player(
        "Max", francs=0, cells={WOOD: Cell(2, 0), GRAIN: Cell(0, 2)}, beside=("wood_factory", "grain_silo")
    )  # 6 wood, 2 grain
    state = scenario(emma, max_, round_letter="L", actions_taken=ROUND_ACTIONS[11] - 1, supply=())
    assert state.current == 1
    assert [a for a in legal_actions(state) if not isinstance(a, Sell)] == [Pass()]
    last = do_turn(state, "pass")
    assert of_type(last.events, Passed) != []
    assert [(s.building, s.amount) for s in of_type(last.events, Sold)] == [("clay_mound", 1)]
    result = outcome(last.state)
    assert result is not None
    assert result.totals == (3 + 1 + 4, 0 + 6 + 2)
    assert result.winner is None and result.rule == RuleId.SCORING_TIE
    ended = of_type(last.events, GameEnded)
    assert len(ended) == 1 and ended[0].winner is None and ended[0].rule == RuleId.SCORING_TIE


def test_ex24_setup() -> None:
    state = new_game(("Emma", "Max"))
    assert [p.name for p in state.players] == ["Emma", "Max"]
    for me in state.players:
        assert me.francs == 3
        assert amounts(me) == {FISH: 4, CLAY: 3, WOOD: 2, GRAIN: 1}
        assert (me.cell(FISH), me.cell(CLAY), me.cell(WOOD), me.cell(GRAIN)) == (
            Cell(0, 4),
            Cell(0, 3),
            Cell(0, 2),
            Cell(0, 1),
        )
        assert me.wheel == () and me.beside == ()
    # Pointers on A (P1's A-F board) and G (P2's board); P1 starts.
    assert state.round_index == 0 and state.round_letter == "A"
    assert "GHIJKL"[state.round_index] == "G"
    assert state.current == 0 and state.actions_taken == 0 and not state.finished
    assert set(state.supply) == ENTERING["A"]
    events = round_start_events(state)
    entered = of_type(events, BuildingsEntered)
    started = of_type(events, RoundStarted)
    assert len(entered) == 1 and set(entered[0].buildings) == ENTERING["A"]
    assert len(started) == 1 and (started[0].actions, started[0].start_player) == (3, 0)
    assert turns_left(state, 0) == 2 and turns_left(state, 1) == 1
    assert outcome(state) is None
    built = of_type(do(state, "build clay_mound pay wood@0.1").events, Built)
    assert len(built) == 1 and built[0].player == 0  # P1 acts first


# ---- EX-25 .. EX-27: rules revision 2 ----------------------------------------------------------


def test_ex25_sale_after_the_action_keeps_the_building_from_the_opponent() -> None:
    # Round C: 3 actions, P1 starts and takes the first and the last (actions_taken 2).
    emma = player("Emma", francs=3, wheel={"wood_company": 2})  # X = Wood Company in sector 3
    state = scenario(emma, player("Max", francs=3), round_letter="C", actions_taken=2)
    assert state.current == 0 and turns_left(state, 0) == 1 and turns_left(state, 1) == 0
    used = do(state, "use wood_company")
    after_use = used.state
    # X goes to sector 0; the turn stays open, so nothing turns yet.
    assert after_use.acted and after_use.current == 0 and after_use.round_letter == "C"
    assert after_use.players[0].age_of("wood_company") == 0
    assert after_use.players[0].cell(WOOD) == Cell(0, 5)  # 3 steps right: 2 -> 5
    assert of_type(used.events, WheelsRotated) == [] and of_type(used.events, TurnEnded) == []
    assert legal_actions(after_use) == [Sell("wood_company"), End()]

    # Before ending the turn P1 sells X for half its value.
    sold = do(after_use, "sell wood_company")
    assert of_type(sold.events, Sold) == [
        Sold(
            0, "wood_company", VALUE["wood_company"] // 2, forced=False, rule=RuleId.SELL_AFTER_ACTION, automatic=False
        )
    ]
    assert sold.state.players[0].francs == 3 + 2
    assert legal_actions(sold.state) == [End()]
    ended = do(sold.state, "end")
    state = ended.state
    kinds = [type(e) for e in ended.events]
    assert kinds.index(TurnEnded) < kinds.index(WheelsRotated) < kinds.index(RoundStarted)
    # P2 opens round D; X lies in the supply, not in P1's sector 2, so P2 cannot use it.
    assert (state.round_letter, state.actions_taken, state.current) == ("D", 0, 1)
    assert "wood_company" in state.supply and state.owner_of("wood_company") is None
    assert rejected(state, "use wood_company") == (RuleId.USE_OWNED_BUILDING, "not_built")
    assert uses_of(state, "wood_company") == []

    # Without the sale, X turns to P1's sector 2 and P2 uses it at x2 for the 1-franc fee.
    state = do(after_use, "end").state
    assert (state.round_letter, state.current) == ("D", 1)
    assert state.players[0].age_of("wood_company") == 1
    assert Use("wood_company") in uses_of(state, "wood_company")
    opened = do(state, "use wood_company")
    e, m = opened.state.players
    assert of_type(opened.events, Used) == [Used(1, "wood_company", 0, 1, 2)]
    assert (m.francs, e.francs) == (3 - 1, 3 + 1)
    assert m.cell(WOOD) == Cell(0, 4)  # Max's wood 2 -> 4


def test_ex26_repeated_costs_are_paid_one_by_one() -> None:
    cells = {FISH: Cell(2, 0), GRAIN: Cell(0, 0)}  # fish 6 (row 6, column +0), grain 0
    me = player("Emma", francs=3, cells=cells, wheel={"restaurant": 1})  # sector 2: x2
    state = scenario(me, round_letter="I", actions_taken=p1_turn("I"))
    # One food can only be paid by moving fish down (pays 3).
    assert set(uses_of(state, "restaurant")) == {
        Use("restaurant"),
        decode("use restaurant x1 pay fish@1.0"),
        decode("use restaurant x2 pay fish@1.0 pay fish@0.0"),
    }
    after = do(state, "use restaurant x2 pay fish@1.0 pay fish@0.0")
    me = after.state.players[0]
    assert me.cell(FISH) == Cell(0, 0) and me.amount(FISH) == 0  # 6 -> 3 -> 0
    assert me.francs == 3 + 4
    assert [(e.repetition, e.start.amount, e.end.amount) for e in of_type(after.events, GoodsPaid)] == [
        (1, 6, 3),
        (2, 3, 0),
    ]
    over = of_type(after.events, Overpaid)
    assert [(e.repetition, e.part, e.cost, e.paid, e.paid - e.cost) for e in over] == [
        (1, "food", 1, 3, 2),
        (2, "food", 1, 3, 2),
    ]
    assert of_type(after.events, FrancsGained) == [FrancsGained(0, 4, RuleId.RESTAURANT)]
    # The one-sum form of revision 1 is not a revision 2 action.
    assert rejected(state, "use restaurant x2 pay fish@1.0") == (
        RuleId.USE_COST_PER_REPETITION,
        "one_payment_per_repetition",
    )
    # Restaurant x1 costs fish 6 -> 3.
    after = do(state, "use restaurant x1 pay fish@1.0")
    assert after.state.players[0].amount(FISH) == 3 and after.state.players[0].francs == 3 + 2

    # The earlier one-sum rule (revision 1, kept for version-1 records) charged 2 food once: fish 6 -> 3.
    me = player("Emma", francs=3, cells=cells, wheel={"restaurant": 1})
    old = scenario(me, round_letter="I", actions_taken=p1_turn("I"), rules_revision=1)
    assert set(uses_of(old, "restaurant")) == {
        Use("restaurant"),
        decode("use restaurant x1 pay fish@1.0"),
        decode("use restaurant x2 pay fish@1.0"),
    }
    after = do(old, "use restaurant x2 pay fish@1.0")
    assert after.state.players[0].amount(FISH) == 3 and after.state.players[0].francs == 3 + 4
    assert [(e.repetition, e.cost, e.paid) for e in of_type(after.events, Overpaid)] == [(0, 2, 3)]
    assert rejected(old, "use restaurant x2 pay fish@1.0 pay fish@0.0") == (
        RuleId.USE_COST_PER_REPETITION,
        "one_payment_for_all_repetitions",
    )

    # Wood Trader likewise: 1 franc and its own 2 food per repetition; from 4+ the bonus franc
    # (received before the repetitions) pays the second repetition's franc.
    trader = player("Emma", francs=1, cells={FISH: Cell(0, 4), GRAIN: Cell(0, 4)}, wheel={"wood_trader": 4})
    state = scenario(trader, round_letter="I", actions_taken=p1_turn("I"))
    assert max(u.times for u in uses_of(state, "wood_trader")) == 2  # 8 food would pay 4; 2 francs pay 2
    assert rejected(state, "use wood_trader x3 pay fish@0.2 pay fish@0.0 pay grain@0.2") == (
        RuleId.WOOD_TRADER,
        "not_enough_francs",
    )
    after = do(state, "use wood_trader x2 pay fish@0.2 pay grain@0.2")
    me = after.state.players[0]
    assert me.francs == 1 + 1 - 2
    assert (me.amount(FISH), me.amount(GRAIN)) == (2, 2)
    assert me.cell(WOOD) == Cell(2, 2)  # 2 steps up: 2 -> 8
    events = list(after.events)
    bonus = of_type(events, FrancsGained)
    assert bonus == [FrancsGained(0, 1, RuleId.USE_BONUS_FRANC)]
    paid = of_type(events, GoodsPaid)
    assert [(e.repetition, e.good, e.amount) for e in paid] == [(1, FISH, 2), (2, GRAIN, 2)]
    assert of_type(events, Overpaid) == []
    assert of_type(events, FrancsPaid) == [FrancsPaid(0, 2, None, RuleId.WOOD_TRADER)]  # one for all repetitions
    assert events.index(bonus[0]) < events.index(paid[0])


def test_ex27_lost_steps_are_legal() -> None:
    me = player("Emma", francs=3, cells={FISH: Cell(0, 3)}, wheel={"marketplace": 3})  # sector 4: 4 steps right
    state = scenario(me, round_letter="I", actions_taken=p1_turn("I"))
    assert check(state, decode("use marketplace fish*4")) is None
    after = do(state, "use marketplace fish*4")
    mine = after.state.players[0]
    assert mine.cell(FISH) == Cell(0, 5) and mine.amount(FISH) == 5
    assert {g: mine.cell(g) for g in GOODS if g != FISH} == {g: me.cell(g) for g in GOODS if g != FISH}
    moved = of_type(after.events, MarkerMoved)
    assert [(e.good, e.start, e.end, e.steps) for e in moved] == [(FISH, Cell(0, 3), Cell(0, 5), 2)]
    assert of_type(after.events, StepsLost) == [StepsLost(0, FISH, Direction.RIGHT, 2)]
    assert of_type(after.events, StepsLost)[0].rule == RuleId.WAREHOUSE_EDGE
    # The listing names this outcome once, as two steps on fish; the longer forms give the same state.
    listed = uses_of(state, "marketplace")
    assert Use("marketplace", (FISH, FISH)) in listed
    assert max(u.goods.count(FISH) for u in listed) == 2
    assert apply(state, Use("marketplace", (FISH, FISH))).state == after.state
    assert do(state, "use marketplace fish*3").state == after.state
    # The Marketplace still gives only N = 4 steps.
    assert rejected(state, "use marketplace fish*5") == (RuleId.USE_FREE_SPLIT, "too_many_steps")
