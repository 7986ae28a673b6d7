"""Paying building costs: the three payment moves, the no-change rule, food, francs (rules §7, §8, §15).

Costs used below are the reconstructed table of §15.2: Clay Mound 1 wood, Kiln 2 wood,
Smokehouse 1 wood + 1 clay, Farm 1 wood + 2 clay, Farmland 2 wood + 1 clay, Grocery
Store 2 food, Wood Trader 3 food, Restaurant 4 food, Fish Factory 10 francs. The grid
is the 6 x 6 rectangle of §15.1; a cell (row, col) holds 3 * row + col goods.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from lehavre_desktop.engine import (
    BUILT_IN,
    Build,
    Cell,
    GameState,
    Good,
    MarkerEnd,
    Payment,
    PlayerState,
    RuleId,
    Use,
    apply,
    build_options,
    cheapest_payment,
    check,
    new_game,
    random_action,
    short_of,
)
from lehavre_desktop.engine.events import GoodsPaid, Overpaid
from lehavre_desktop.engine.warehouse import food_payment_options, good_payment_options, repeated_food_payments
from tests.engine.helpers import player, scenario

GEOMETRY = BUILT_IN.warehouse
# §15.1: rows 0..5 (worth 0, 3, ..., 15), columns 0..5 (worth +0 .. +5).
GRID: frozenset[Cell] = frozenset(Cell(r, c) for r in range(6) for c in range(6))

# §8.1: the only payment moves, as (d_row, d_col, goods paid).
LEFT = (0, -1, 1)
DOWN = (-1, 0, 3)
DOWN_LEFT = (-1, -1, 4)
PAYMENT_MOVES = (LEFT, DOWN, DOWN_LEFT)

WOOD, CLAY, FISH, GRAIN = Good.WOOD, Good.CLAY, Good.FISH, Good.GRAIN


# ---- helpers ---------------------------------------------------------------------------


def moved(cell: Cell, move: tuple[int, int, int]) -> Cell:
    return Cell(cell.row + move[0], cell.col + move[1])


def state_with(round_letter: str, francs: int = 3, **cells: Cell) -> GameState:
    """The first turn of ``round_letter``; the player to move has the given marker cells (keyword = good name)."""
    chosen = {Good(name): cell for name, cell in cells.items()}
    mover = player("Mover", francs=francs, cells=chosen)
    other = player("Other")
    # §3.2: seat 0 starts A, C, E, ...; seat 1 starts B, D, F, ...
    seat = "ABCDEFGHIJKL".index(round_letter) % 2
    state = (
        scenario(mover, other, round_letter=round_letter)
        if seat == 0
        else scenario(other, mover, round_letter=round_letter)
    )
    assert state.current == seat
    return state


def mover_after(state: GameState, action: Build) -> PlayerState:
    """The player who took ``action`` (the one to move in ``state``), after it."""
    return apply(state, action).state.players[state.current]


def build(building: str, *ends: tuple[Good, Cell]) -> Build:
    payment = tuple(sorted((MarkerEnd(good, cell) for good, cell in ends), key=lambda e: e.good.slot))
    return Build(building, payment)


def paid_by(p: PlayerState, payment: Payment) -> int:
    return sum(p.amount(end.good) - end.cell.amount for end in payment)


def sequences(start: Cell) -> Iterator[tuple[Cell, int, int]]:
    """Every non-empty sequence of payment moves that stays on the grid: (end, total, last move)."""

    def extend(cell: Cell, total: int) -> Iterator[tuple[Cell, int, int]]:
        for move in PAYMENT_MOVES:
            target = moved(cell, move)
            if target not in GRID:
                continue  # §8.1: each move must stay on the grid
            yield target, total + move[2], move[2]
            yield from extend(target, total + move[2])

    return extend(start, 0)


def literal_end_cells(start: Cell, cost: int) -> set[Cell]:
    """§8.1 read literally: total >= cost, and dropping the last move leaves the total below cost."""
    return {end for end, total, last in sequences(start) if total >= cost and total - last < cost}


def literal_food_ends(fish: Cell, grain: Cell, cost: int) -> set[tuple[Cell, Cell]]:
    """(fish end, grain end) of every legal food payment: moves on either marker, in any order.

    A sequence whose total already reached the cost before its last move breaks the
    no-change rule, and so does every longer sequence that starts with it (dropping its
    last move leaves at least that total). So the search extends only sequences whose
    total is still below the cost; every move that reaches the cost ends a legal one.
    """
    ends: set[tuple[Cell, Cell]] = set()
    seen: set[tuple[Cell, Cell]] = set()
    stack = [(fish, grain, 0)]
    while stack:
        f, g, total = stack.pop()
        for which in (FISH, GRAIN):
            cell = f if which == FISH else g
            for move in PAYMENT_MOVES:
                target = moved(cell, move)
                if target not in GRID:
                    continue
                pair = (target, g) if which == FISH else (f, target)
                new_total = total + move[2]
                if new_total >= cost:
                    ends.add(pair)
                elif pair not in seen:
                    seen.add(pair)
                    stack.append((pair[0], pair[1], new_total))
    return ends


def food_pair(fish: Cell, grain: Cell, payment: Payment) -> tuple[Cell, Cell]:
    ends = {end.good: end.cell for end in payment}
    assert set(ends) <= {FISH, GRAIN}
    return ends.get(FISH, fish), ends.get(GRAIN, grain)


def wood_ends(options: tuple[Build, ...]) -> list[Cell]:
    result = []
    for option in options:
        assert [end.good for end in option.payment] == [WOOD]
        result.append(option.payment[0].cell)
    return result


# ---- the grid itself -------------------------------------------------------------------


def test_built_in_grid_is_the_reconstructed_six_by_six() -> None:
    assert GEOMETRY.cells == GRID
    assert Cell(2, 1).amount == 7  # EX-4: row 6, column +1 holds 7
    assert Cell(1, 1).amount == 4


# ---- no change: the rulebook case (EX-5) -----------------------------------------------


def test_rulebook_no_change_case_end_cells() -> None:
    """Wood at 7 (row 6, column +1) pays 2: down, down-left, or left-then-down; never left-left or down-right."""
    start = Cell(2, 1)
    by_down = moved(start, DOWN)
    by_down_left = moved(start, DOWN_LEFT)
    by_left_then_down = moved(moved(start, LEFT), DOWN)
    expected = {by_down, by_down_left, by_left_then_down}
    assert expected == {Cell(1, 1), Cell(1, 0)}
    assert moved(moved(start, LEFT), LEFT) not in GRID  # left-left leaves the grid

    assert set(good_payment_options(GEOMETRY, start, 2)) == expected
    state = state_with("B", wood=start)
    assert set(wood_ends(build_options(state, "kiln"))) == expected
    # Moving down leaves 4 wood (row 3, column +1), and is the cheapest: it gives away 3, not 4.
    assert cheapest_payment(state, "kiln") == (MarkerEnd(WOOD, Cell(1, 1)),)
    assert by_down.amount == 4


def test_rulebook_case_left_left_is_rejected() -> None:
    state = state_with("B", wood=Cell(2, 1))
    rejection = check(state, build("kiln", (WOOD, Cell(2, -1))))
    assert rejection is not None
    assert (rejection.rule, rejection.reason) == (RuleId.PAYMENT_MOVES, "unreachable_cell")
    assert rejection.get("good") == "wood"
    assert rejection.get("start") == "2.1"
    assert rejection.get("end") == Cell(2, -1).text()


def test_rulebook_case_down_right_is_not_a_payment_move() -> None:
    """Down-right would pay exactly 2 (7 -> 5), but it is not one of the three payment moves."""
    start = Cell(2, 1)
    down_right = Cell(1, 2)
    assert down_right in GRID and start.amount - down_right.amount == 2
    state = state_with("B", wood=start)
    rejection = check(state, build("kiln", (WOOD, down_right)))
    assert rejection is not None
    assert (rejection.rule, rejection.reason) == (RuleId.PAYMENT_MOVES, "unreachable_cell")
    assert rejection.get("end") == "1.2"


def test_down_right_is_never_a_payment_move() -> None:
    for start in GRID:
        target = Cell(start.row - 1, start.col + 1)
        for cost in range(1, 9):
            assert target not in good_payment_options(GEOMETRY, start, cost)


def test_rulebook_case_left_alone_is_underpaid() -> None:
    state = state_with("B", wood=Cell(2, 1))
    rejection = check(state, build("kiln", (WOOD, Cell(2, 0))))
    assert rejection is not None
    assert (rejection.rule, rejection.reason) == (RuleId.BUILD_COST, "underpaid")
    assert rejection.get("part") == "wood"
    assert rejection.get("cost") == 2
    assert rejection.get("paid") == 1


def test_rulebook_case_down_then_down_is_superfluous() -> None:
    """Down alone already covers 2, so a second down move is superfluous (7 -> 1 pays 6)."""
    state = state_with("B", wood=Cell(2, 1))
    rejection = check(state, build("kiln", (WOOD, Cell(0, 1))))
    assert rejection is not None
    assert (rejection.rule, rejection.reason) == (RuleId.PAYMENT_NO_CHANGE, "superfluous_move")
    assert rejection.get("part") == "wood"
    assert rejection.get("cost") == 2
    assert rejection.get("paid") == 6
    # The largest move that can end on row 0, column +1 from here is a down move (3).
    assert rejection.get("largest_last_move") == 3


def test_rulebook_case_paying_down_leaves_four_wood_and_reports_overpay() -> None:
    state = state_with("B", wood=Cell(2, 1))
    result = apply(state, build("kiln", (WOOD, Cell(1, 1))))
    p1 = result.state.players[state.current]
    assert p1.amount(WOOD) == 4
    assert p1.owns("kiln")
    paid = [e for e in result.events if isinstance(e, GoodsPaid)]
    assert [(e.good, e.start, e.end, e.amount) for e in paid] == [(WOOD, Cell(2, 1), Cell(1, 1), 3)]
    over = [e for e in result.events if isinstance(e, Overpaid)]
    assert [(e.part, e.cost, e.paid) for e in over] == [("wood", 2, 3)]


# ---- overpay allowed, superfluous moves not --------------------------------------------


def test_overpay_allowed_when_exact_payment_is_possible() -> None:
    """Wood at 4 (row 3, +1) paying 1: left pays exactly 1, but down (3) and down-left (4) are legal too."""
    start = Cell(1, 1)
    assert set(good_payment_options(GEOMETRY, start, 1)) == {Cell(1, 0), Cell(0, 1), Cell(0, 0)}
    state = state_with("A", wood=start)
    for end in (Cell(1, 0), Cell(0, 1), Cell(0, 0)):
        assert check(state, build("clay_mound", (WOOD, end))) is None
    assert mover_after(state, build("clay_mound", (WOOD, Cell(0, 1)))).amount(WOOD) == 1


def test_only_single_moves_pay_a_cost_of_one() -> None:
    """From 8 wood (row 6, +2) paying 1, every two-move sequence has a superfluous last move."""
    start = Cell(2, 2)
    assert set(good_payment_options(GEOMETRY, start, 1)) == {Cell(2, 1), Cell(1, 2), Cell(1, 1)}
    state = state_with("A", wood=start)
    for end, paid, largest_last in ((Cell(2, 0), 2, 1), (Cell(0, 2), 6, 3), (Cell(0, 0), 8, 4)):
        rejection = check(state, build("clay_mound", (WOOD, end)))
        assert rejection is not None
        assert (rejection.rule, rejection.reason) == (RuleId.PAYMENT_NO_CHANGE, "superfluous_move")
        assert rejection.get("cost") == 1
        assert rejection.get("paid") == paid
        assert rejection.get("largest_last_move") == largest_last


def test_payment_options_match_literal_sequence_rule() -> None:
    """Brute force: every start cell, costs 1..12, all move sequences checked against §8.1."""
    for start in sorted(GRID):
        all_sequences = list(sequences(start))
        for cost in range(1, 13):
            expected = {end for end, total, last in all_sequences if total >= cost and total - last < cost}
            assert expected == literal_end_cells(start, cost)
            engine = good_payment_options(GEOMETRY, start, cost)
            assert len(engine) == len(set(engine)), (start, cost)
            assert set(engine) == expected, (start, cost)
            if start.amount >= cost:
                assert expected, (start, cost)  # enough goods can always be paid
            else:
                assert not expected, (start, cost)


def test_check_agrees_with_literal_rule_for_every_end_cell() -> None:
    """Kiln (2 wood): for every start and every named end cell, check accepts exactly the legal ones."""
    for start in sorted(GRID):
        if start.amount < 2:
            continue
        state = state_with("B", wood=start)
        legal = literal_end_cells(start, 2)
        reachable = {end for end, _, _ in sequences(start)}
        for end in sorted(GRID):
            rejection = check(state, build("kiln", (WOOD, end)))
            if end in legal:
                assert rejection is None, (start, end)
                continue
            assert rejection is not None, (start, end)
            if end == start:
                continue  # no move at all: rejected, for whichever reason
            if end not in reachable:
                assert rejection.rule == RuleId.PAYMENT_MOVES, (start, end, rejection)
                assert rejection.reason == "unreachable_cell"
            elif start.amount - end.amount < 2:
                assert (rejection.rule, rejection.reason) == (RuleId.BUILD_COST, "underpaid"), (start, end)
                assert rejection.get("paid") == start.amount - end.amount
            else:
                assert (rejection.rule, rejection.reason) == (RuleId.PAYMENT_NO_CHANGE, "superfluous_move")
                assert rejection.get("paid") == start.amount - end.amount


# ---- cheapest first --------------------------------------------------------------------


def test_cheapest_payment_is_proposed_first_for_one_good() -> None:
    for start in sorted(GRID):
        if start.amount < 2:
            continue
        state = state_with("B", wood=start)
        options = build_options(state, "kiln")
        paid = [start.amount - cell.amount for cell in wood_ends(options)]
        fewest = min(start.amount - end.amount for end in literal_end_cells(start, 2))
        assert paid[0] == fewest, start
        assert paid == sorted(paid), start
        assert cheapest_payment(state, "kiln") == options[0].payment


def test_cheapest_payment_for_wood_and_clay_counts_both_parts() -> None:
    """Farm (1 wood + 2 clay), wood at 6 (row 6, +0), clay at 4 (row 3, +1).

    Wood can only move down (pays 3). Clay pays 2 by down (3, ends at 1) or by
    down-left / left-then-down (4, ends at 0). Cheapest: 3 + 3 = 6 goods given away.
    """
    state = state_with("B", wood=Cell(2, 0), clay=Cell(1, 1))
    options = build_options(state, "farm")
    assert [o.payment for o in options] == [
        (MarkerEnd(CLAY, Cell(0, 1)), MarkerEnd(WOOD, Cell(1, 0))),
        (MarkerEnd(CLAY, Cell(0, 0)), MarkerEnd(WOOD, Cell(1, 0))),
    ]
    assert cheapest_payment(state, "farm") == options[0].payment
    assert paid_by(state.current_player, options[0].payment) == 6


def test_payments_of_two_parts_are_every_pair_cheapest_first() -> None:
    """Smokehouse (1 wood + 1 clay), wood and clay both at 4 (row 3, +1).

    Each part has three legal ends (pay 1, 3 or 4), so there are nine payments; they are
    listed by the total given away, 2 first.
    """
    start = Cell(1, 1)
    state = state_with("A", wood=start, clay=start)
    options = build_options(state, "smokehouse")
    legal = literal_end_cells(start, 1)
    assert legal == {Cell(1, 0), Cell(0, 1), Cell(0, 0)}
    pairs = set()
    for option in options:
        ends = {end.good: end.cell for end in option.payment}
        assert set(ends) == {WOOD, CLAY}
        pairs.add((ends[WOOD], ends[CLAY]))
    assert len(options) == 9
    assert pairs == {(w, c) for w in legal for c in legal}
    totals = [paid_by(state.current_player, o.payment) for o in options]
    assert totals == sorted(totals)
    assert totals[0] == 2
    assert cheapest_payment(state, "smokehouse") == (MarkerEnd(CLAY, Cell(1, 0)), MarkerEnd(WOOD, Cell(1, 0)))


def test_cheapest_food_payment_is_proposed_first() -> None:
    for fish in sorted(GRID):
        for grain in (Cell(0, 0), Cell(0, 1), Cell(1, 0), Cell(1, 2), Cell(2, 1), Cell(3, 3)):
            if fish.amount + grain.amount < 3:
                continue
            state = state_with("C", fish=fish, grain=grain)
            options = build_options(state, "wood_trader")
            paid = [paid_by(state.current_player, o.payment) for o in options]
            fewest = min(fish.amount - f.amount + grain.amount - g.amount for f, g in literal_food_ends(fish, grain, 3))
            assert paid[0] == fewest, (fish, grain)
            assert paid == sorted(paid), (fish, grain)


# ---- food ------------------------------------------------------------------------------


def test_food_from_start_goods_fish_or_a_mix() -> None:
    """Grocery Store (2 food) from the start cells: fish 4 (0,+4), grain 1 (0,+1).

    Fish left twice pays 2; fish left + grain left pays 1 + 1. Fish three times, or
    fish twice plus grain, has a superfluous move. Grain alone has only 1.
    """
    state = state_with("A")
    options = {o.payment for o in build_options(state, "grocery_store")}
    assert options == {
        (MarkerEnd(FISH, Cell(0, 2)),),
        (MarkerEnd(FISH, Cell(0, 3)), MarkerEnd(GRAIN, Cell(0, 0))),
    }


def test_food_paid_from_fish_grain_or_any_mix() -> None:
    """Wood Trader (3 food) from fish 4 (0,+4) and grain 3 (row 3, +0).

    Grain can only move down (pays 3). Legal: fish 3 (three lefts), grain 3, fish 1 + grain 3,
    fish 2 + grain 3 (the grain move last). Fish 3 + grain 3 is superfluous either way round.
    """
    fish, grain = Cell(0, 4), Cell(1, 0)
    state = state_with("C", fish=fish, grain=grain)
    found = {food_pair(fish, grain, o.payment) for o in build_options(state, "wood_trader")}
    expected = {
        (Cell(0, 1), grain),
        (fish, Cell(0, 0)),
        (Cell(0, 3), Cell(0, 0)),
        (Cell(0, 2), Cell(0, 0)),
    }
    assert found == expected
    assert found == literal_food_ends(fish, grain, 3)
    rejection = check(state, build("wood_trader", (FISH, Cell(0, 1)), (GRAIN, Cell(0, 0))))
    assert rejection is not None
    assert (rejection.rule, rejection.reason) == (RuleId.PAYMENT_NO_CHANGE, "superfluous_move")
    assert rejection.get("part") == "food"
    assert rejection.get("paid") == 6


def test_food_needs_both_markers_when_neither_suffices() -> None:
    """Restaurant (4 food), fish 3 (row 3, +0), grain 1 (0,+1): only fish down + grain left pays 4."""
    state = state_with("D", fish=Cell(1, 0), grain=Cell(0, 1))
    options = [o.payment for o in build_options(state, "restaurant")]
    assert options == [(MarkerEnd(FISH, Cell(0, 0)), MarkerEnd(GRAIN, Cell(0, 0)))]
    after = mover_after(state, Build("restaurant", options[0]))
    assert (after.amount(FISH), after.amount(GRAIN)) == (0, 0)


def test_food_no_change_across_two_markers() -> None:
    """Grocery Store (2 food), fish 3 and grain 3, both at (row 3, +0): each can only pay 3 by moving down.

    One marker's move covers the cost; moving both is superfluous, whichever moves last.
    """
    fish = grain = Cell(1, 0)
    state = state_with("A", fish=fish, grain=grain)
    options = {o.payment for o in build_options(state, "grocery_store")}
    assert options == {(MarkerEnd(FISH, Cell(0, 0)),), (MarkerEnd(GRAIN, Cell(0, 0)),)}
    rejection = check(state, build("grocery_store", (FISH, Cell(0, 0)), (GRAIN, Cell(0, 0))))
    assert rejection is not None
    assert (rejection.rule, rejection.reason) == (RuleId.PAYMENT_NO_CHANGE, "superfluous_move")
    assert rejection.get("part") == "food"
    assert rejection.get("cost") == 2
    assert rejection.get("paid") == 6
    assert rejection.get("largest_last_move") == 3


def test_food_payment_with_a_superfluous_earlier_move_on_the_other_marker() -> None:
    """Grocery Store (2 food), fish 4 (0,+4), grain 3 (row 3, +0).

    Fish left twice + grain down: 2 + 3 = 5; with grain last, dropping it leaves 2 = cost,
    with a fish move last, dropping it leaves 4. Superfluous either way.
    Fish left once + grain down: 1 + 3; dropping grain leaves 1 < 2: legal.
    """
    fish, grain = Cell(0, 4), Cell(1, 0)
    state = state_with("A", fish=fish, grain=grain)
    assert check(state, build("grocery_store", (FISH, Cell(0, 3)), (GRAIN, Cell(0, 0)))) is None
    rejection = check(state, build("grocery_store", (FISH, Cell(0, 2)), (GRAIN, Cell(0, 0))))
    assert rejection is not None
    assert (rejection.rule, rejection.reason) == (RuleId.PAYMENT_NO_CHANGE, "superfluous_move")
    assert rejection.get("paid") == 5


def test_food_options_match_literal_sequence_rule() -> None:
    """Brute force over fish and grain starts (rows 0..3) and food costs 1..8."""
    low_cells = sorted(c for c in GRID if c.row <= 3)
    for fish in low_cells:
        for grain in low_cells[::3]:
            for cost in range(1, 9):
                expected = literal_food_ends(fish, grain, cost)
                engine = [food_pair(fish, grain, p) for p in food_payment_options(GEOMETRY, fish, grain, cost)]
                assert len(engine) == len(set(engine)), (fish, grain, cost)
                assert set(engine) == expected, (fish, grain, cost)


def test_check_agrees_with_literal_rule_for_food() -> None:
    """Grocery Store (2 food): every (fish end, grain end) pair is accepted iff it is legal."""
    for fish, grain in (
        (Cell(0, 4), Cell(0, 1)),
        (Cell(1, 0), Cell(1, 0)),
        (Cell(1, 2), Cell(0, 2)),
        (Cell(2, 1), Cell(1, 1)),
    ):
        state = state_with("A", fish=fish, grain=grain)
        legal = literal_food_ends(fish, grain, 2)
        for f in sorted(c for c in GRID if c.row <= fish.row and c.col <= fish.col):
            for g in sorted(c for c in GRID if c.row <= grain.row and c.col <= grain.col):
                ends = [(good, cell) for good, cell, start in ((FISH, f, fish), (GRAIN, g, grain)) if cell != start]
                rejection = check(state, build("grocery_store", *ends))
                assert (rejection is None) == ((f, g) in legal), (fish, grain, f, g, rejection)


def test_food_cost_of_a_conversion_has_no_change_either() -> None:
    """Wood Trader x1 costs 1 franc + 2 food (§8.3); with fish 3 and grain 3 each paying 3, both is superfluous."""
    # Round C: seat 0 moves first (§3.2); the Wood Trader, built earlier, is at age 1 (x2).
    p1 = player("P1", francs=3, cells={FISH: Cell(1, 0), GRAIN: Cell(1, 0)}, wheel={"wood_trader": 1})
    state = scenario(p1, round_letter="C")
    assert state.current == 0
    good = Use("wood_trader", times=1, payments=((MarkerEnd(FISH, Cell(0, 0)),),))
    assert check(state, good) is None
    both = Use("wood_trader", times=1, payments=((MarkerEnd(FISH, Cell(0, 0)), MarkerEnd(GRAIN, Cell(0, 0))),))
    rejection = check(state, both)
    assert rejection is not None
    assert (rejection.rule, rejection.reason) == (RuleId.PAYMENT_NO_CHANGE, "superfluous_move")
    assert rejection.get("cost") == 2
    assert rejection.get("paid") == 6


def test_repeated_food_payments_match_the_literal_rule_per_repetition() -> None:
    """§8.3 (revision 2): k repetitions, each paying its food under the no-change rule from where the
    previous one left fish and grain. One sequence per outcome (where fish and grain end), cheapest first."""
    low_cells = sorted(c for c in GRID if c.row <= 2)
    for fish in low_cells[::2]:
        for grain in low_cells[::5]:
            for cost, times in ((1, 2), (1, 3), (2, 2), (1, 4), (2, 3)):
                outcomes = {(fish, grain)}
                for _ in range(times):
                    outcomes = {pair for f, g in outcomes for pair in literal_food_ends(f, g, cost)}
                ends = []
                for sequence in repeated_food_payments(GEOMETRY, fish, grain, cost, times):
                    assert len(sequence) == times
                    f, g = fish, grain
                    for payment in sequence:
                        assert food_pair(f, g, payment) in literal_food_ends(f, g, cost), (fish, grain, sequence)
                        f, g = food_pair(f, g, payment)
                    ends.append((f, g))
                assert len(ends) == len(set(ends)), (fish, grain, cost, times)
                assert set(ends) == outcomes, (fish, grain, cost, times)
                paid = [fish.amount - f.amount + grain.amount - g.amount for f, g in ends]
                assert paid == sorted(paid), (fish, grain, cost, times)


# ---- wood and clay: each part with its own marker --------------------------------------


def test_wood_and_clay_each_paid_with_its_own_marker() -> None:
    """Smokehouse (1 wood + 1 clay) from the start cells: wood 2 -> 1, clay 3 -> 2, both by one left move."""
    state = state_with("A")
    options = [o.payment for o in build_options(state, "smokehouse")]
    assert options == [(MarkerEnd(CLAY, Cell(0, 2)), MarkerEnd(WOOD, Cell(0, 1)))]
    only_wood = check(state, build("smokehouse", (WOOD, Cell(0, 1))))
    assert only_wood is not None
    assert (only_wood.rule, only_wood.reason) == (RuleId.BUILD_COST, "underpaid")
    assert only_wood.get("part") == "clay"
    assert only_wood.get("paid") == 0


def test_surplus_wood_never_counts_for_clay() -> None:
    """Smokehouse with 6 wood but no clay: the wood could pay 2 but the clay part is unpayable."""
    state = state_with("A", wood=Cell(2, 0), clay=Cell(0, 0))
    assert build_options(state, "smokehouse") == ()
    assert cheapest_payment(state, "smokehouse") is None
    rejection = check(state, build("smokehouse", (WOOD, Cell(1, 0))))
    assert rejection is not None
    assert (rejection.rule, rejection.reason) == (RuleId.BUILD_COST, "not_enough_goods")
    assert rejection.get("part") == "clay"
    assert rejection.get("cost") == 1
    assert rejection.get("have") == 0


def test_wood_overpay_leaves_the_clay_part_unpaid() -> None:
    """Farmland (2 wood + 1 clay): wood pays 3 by moving down (1 more than its part), clay not moved."""
    state = state_with("B", wood=Cell(1, 0))
    rejection = check(state, build("farmland", (WOOD, Cell(0, 0))))
    assert rejection is not None
    assert (rejection.rule, rejection.reason) == (RuleId.BUILD_COST, "underpaid")
    assert rejection.get("part") == "clay"
    assert rejection.get("cost") == 1
    assert rejection.get("paid") == 0


def test_clay_cannot_pay_the_wood_part() -> None:
    """Kiln costs 2 wood; paying it with 2 clay names a good the cost does not contain."""
    state = state_with("B")
    rejection = check(state, build("kiln", (CLAY, Cell(0, 1))))
    assert rejection is not None
    assert (rejection.rule, rejection.reason) == (RuleId.PAYMENT_WRONG_GOODS, "good_not_in_cost")
    assert rejection.get("good") == "clay"


def test_wood_cannot_pay_food() -> None:
    state = state_with("A")
    rejection = check(state, build("grocery_store", (FISH, Cell(0, 3)), (WOOD, Cell(0, 1))))
    assert rejection is not None
    assert (rejection.rule, rejection.reason) == (RuleId.PAYMENT_WRONG_GOODS, "good_not_in_cost")
    assert rejection.get("good") == "wood"


# ---- not enough ------------------------------------------------------------------------


def test_not_enough_wood() -> None:
    state = state_with("B", wood=Cell(0, 1))
    assert build_options(state, "kiln") == ()
    rejection = check(state, build("kiln", (WOOD, Cell(0, 0))))
    assert rejection is not None
    assert (rejection.rule, rejection.reason) == (RuleId.BUILD_COST, "not_enough_goods")
    assert rejection.get("part") == "wood"
    assert rejection.get("cost") == 2
    assert rejection.get("have") == 1


def test_not_enough_food() -> None:
    """Restaurant (4 food) with fish 2 and grain 1: 3 food in all."""
    state = state_with("D", fish=Cell(0, 2), grain=Cell(0, 1))
    assert build_options(state, "restaurant") == ()
    rejection = check(state, build("restaurant", (FISH, Cell(0, 0)), (GRAIN, Cell(0, 0))))
    assert rejection is not None
    assert (rejection.rule, rejection.reason) == (RuleId.BUILD_COST, "not_enough_goods")
    assert rejection.get("part") == "food"
    assert rejection.get("cost") == 4
    assert rejection.get("have") == 3


def test_unpaid_food_is_underpaid() -> None:
    state = state_with("A")
    for ends, paid in (((), 0), (((FISH, Cell(0, 3)),), 1), (((GRAIN, Cell(0, 0)),), 1)):
        rejection = check(state, build("grocery_store", *ends))
        assert rejection is not None
        assert (rejection.rule, rejection.reason) == (RuleId.BUILD_COST, "underpaid")
        assert rejection.get("part") == "food"
        assert rejection.get("cost") == 2
        assert rejection.get("paid") == paid


# ---- francs ----------------------------------------------------------------------------


@pytest.mark.parametrize(("francs", "left"), [(10, 0), (11, 1), (23, 13)])
def test_franc_cost_is_paid_exactly(francs: int, left: int) -> None:
    """Fish Factory costs 10 francs; coins change freely, so exactly 10 leave the player (§8.2)."""
    state = state_with("J", francs=francs)
    assert build_options(state, "fish_factory") == (Build("fish_factory", ()),)
    assert cheapest_payment(state, "fish_factory") == ()
    before = state.current_player
    after = mover_after(state, Build("fish_factory"))
    assert after.francs == left
    assert after.markers == before.markers
    assert after.owns("fish_factory")


def test_not_enough_francs() -> None:
    state = state_with("J", francs=9)
    assert build_options(state, "fish_factory") == ()
    assert cheapest_payment(state, "fish_factory") is None
    rejection = check(state, Build("fish_factory"))
    assert rejection is not None
    assert (rejection.rule, rejection.reason) == (RuleId.BUILD_COST, "not_enough_francs")
    assert rejection.get("cost") == 10
    assert rejection.get("have") == 9


def test_goods_cannot_pay_francs() -> None:
    state = state_with("J", francs=10)
    rejection = check(state, build("fish_factory", (FISH, Cell(0, 0))))
    assert rejection is not None
    assert (rejection.rule, rejection.reason) == (RuleId.PAYMENT_WRONG_GOODS, "good_not_in_cost")
    assert rejection.get("good") == "fish"


# ---- what is short ---------------------------------------------------------------------


def test_short_of_names_each_part_the_player_cannot_pay() -> None:
    """The cases above, asked what is short: Kiln with 1 wood lacks wood; Smokehouse with 6 wood and no clay lacks
    only clay; Farm (1 wood + 2 clay) with neither lacks both, in the cost's order; Restaurant with 3 food lacks
    food; Fish Factory with 9 francs lacks francs; from the start cells Smokehouse lacks nothing."""
    assert short_of(state_with("B", wood=Cell(0, 1)), "kiln") == ("wood",)
    assert short_of(state_with("A", wood=Cell(2, 0), clay=Cell(0, 0)), "smokehouse") == ("clay",)
    assert short_of(state_with("B", wood=Cell(0, 0), clay=Cell(0, 1)), "farm") == ("wood", "clay")
    assert short_of(state_with("D", fish=Cell(0, 2), grain=Cell(0, 1)), "restaurant") == ("food",)
    assert short_of(state_with("J", francs=9), "fish_factory") == ("francs",)
    assert short_of(state_with("J", francs=10), "fish_factory") == ()
    assert short_of(state_with("A"), "smokehouse") == ()


@pytest.mark.parametrize("seed", range(12))
def test_a_building_in_the_supply_can_be_built_exactly_when_nothing_is_short(seed: int) -> None:
    """Over random games, at every turn's start: each building on offer has a legal build exactly when none of
    its cost's parts is short."""
    rng = random.Random(seed)
    state = new_game(("Ann", "Ben"))
    checked = 0
    while not state.finished:
        if not state.acted:
            for building in state.supply:
                assert bool(build_options(state, building)) == (short_of(state, building) == ()), (seed, building)
                checked += 1
        state = apply(state, random_action(state, rng), trusted=True).state
    assert checked > 50
