"""The buildings of letters G to L: their functions from every sector, their choices, the lock
buildings beside the board, selling, scoring and the forced sale after round L.

Every expected number is derived from the rules specification
(/work/shared/rules/inland-port-rules.md): §4 (turn, use, sell), §6 (wheel), §7 (warehouse),
§9 (scoring), §10/§11 (functions), §12 (worked examples) and §15 (component data, decisions).

Warehouse reminder (§15.1): Cell(row, col) holds 3*row + col; rows and columns run 0..5.
Wheel ages (§6.3): age 1 = sector "2" (x2), 2 = "3" (x3), 3 = "4" (x4), 4 = "4+" (x4, +1 franc).

Rules revision 2: a turn ends with ``end``, and the round end follows the last ``end`` of
the round (§4.3); steps beyond the warehouse edge are legal and lost for the Masons Guild,
Craftsmen's Yard, Pier and Guild Hall, while the Weekly Market and Business Office still
need the move to be possible (§11).

Whose turn (§3.2, turns alternate across the whole game): rounds A-K hold
3+3+3+5+5+5+7+7+7+9+9 = 63 turns, so in round L the turn with index ``t`` is the game's turn
63 + t: seat 1 at t = 0 (and t = 8, the last one), seat 0 at t = 1.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, product
from typing import TypeVar

import pytest

from lehavre_desktop.engine import (
    GOODS,
    Build,
    Cell,
    Direction,
    End,
    GameState,
    Good,
    IllegalActionError,
    MarkerEnd,
    Pass,
    PlayerState,
    RuleId,
    Sell,
    Use,
    apply,
    build_options,
    check,
    legal_actions,
    outcome,
    use_options,
    wealth,
)
from lehavre_desktop.engine.events import (
    BuildingsEntered,
    Built,
    FrancsGained,
    FrancsPaid,
    GameEnded,
    MarkerMoved,
    ReturnedToZero,
    Sold,
    StepsLost,
    Used,
    WheelsRotated,
)
from lehavre_desktop.engine.play import Transition
from tests.engine.helpers import end_turn, play_turn, player, scenario

F, C, W, G = Good.FISH, Good.CLAY, Good.WOOD, Good.GRAIN
T = TypeVar("T")

# (age, multiplier N, bonus franc) for the four usable sectors (§6.1, §6.3).
SECTORS = [
    pytest.param(1, 2, 0, id="sector-2"),
    pytest.param(2, 3, 0, id="sector-3"),
    pytest.param(3, 4, 0, id="sector-4"),
    pytest.param(4, 4, 1, id="sector-4plus"),
]

WHEEL_BUILDINGS = (
    "weekly_market",
    "sawmill",
    "masons_guild",
    "business_office",
    "craftsmens_yard",
    "shipping_line",
    "pier",
    "guild_hall",
)
LOCK_BUILDINGS = (
    "fish_factory",
    "town_hall",
    "zoo",
    "wood_factory",
    "pont_de_normandie",
    "dock",
    "grain_silo",
    "brick_factory",
)
FRANC_COST_BUILDINGS = ("fish_factory", "wood_factory", "dock", "grain_silo", "brick_factory")

# Round L: index of a turn that belongs to each seat (see the module docstring).
L_TURN_OF = {0: 1, 1: 0}


# ---- helpers --------------------------------------------------------------------------------


def on_turn(me: PlayerState, other: PlayerState | None = None, seat: int = 0) -> GameState:
    """A round-L state in which ``me`` sits in ``seat`` and it is their turn."""
    other = other or player("Other")
    p0, p1 = (me, other) if seat == 0 else (other, me)
    state = scenario(p0, p1, "L", L_TURN_OF[seat])
    assert state.current == seat
    return state


def cells_of(p: PlayerState) -> dict[Good, Cell]:
    return {good: p.cell(good) for good in GOODS}


def rule_of(state: GameState, action: Use | Build | Sell | Pass) -> RuleId | None:
    rejection = check(state, action)
    return None if rejection is None else rejection.rule


def events_of(transition: Transition, kind: type[T]) -> list[T]:
    return [e for e in transition.events if isinstance(e, kind)]


def norm(goods: tuple[Good, ...]) -> tuple[Good, ...]:
    return tuple(sorted(goods, key=GOODS.index))


def offered(state: GameState, building: str) -> Counter[tuple[Good, ...]]:
    """The goods choices ``use_options`` offers (a Counter, so duplicates would show)."""
    choices = use_options(state, building)
    assert all(u.building == building and u.times == 0 and u.payments == () for u in choices)
    return Counter(norm(u.goods) for u in choices)


def subsets_up_to(goods: tuple[Good, ...], limit: int) -> Counter[tuple[Good, ...]]:
    return Counter(norm(c) for k in range(min(limit, len(goods)) + 1) for c in combinations(goods, k))


def free_splits(rooms: dict[Good, int], total: int) -> Counter[tuple[Good, ...]]:
    """Every way to put up to ``total`` steps on markers, no marker beyond its room."""
    result: Counter[tuple[Good, ...]] = Counter()
    for counts in product(*(range(min(rooms[g], total) + 1) for g in GOODS)):
        if sum(counts) <= total:
            result[norm(tuple(g for g, n in zip(GOODS, counts, strict=True) for _ in range(n)))] += 1
    return result


def assert_used(t: Transition, seat: int, building: str, owner: int, age: int, n: int) -> None:
    assert events_of(t, Used) == [Used(seat, building, owner, age, n)]
    assert events_of(t, ReturnedToZero) == [ReturnedToZero(owner, building)]
    assert t.state.players[owner].age_of(building) == 0


def bonus_events(t: Transition) -> list[FrancsGained]:
    return [e for e in events_of(t, FrancsGained) if e.rule == RuleId.USE_BONUS_FRANC]


# ---- Weekly Market (G): grain or fish down 1 (pays 3) -> +4 francs, up to N, same good --------


@pytest.mark.parametrize(("age", "n", "bonus"), SECTORS)
@pytest.mark.parametrize("good", [F, G])
def test_weekly_market_full_use_from_every_sector(good: Good, age: int, n: int, bonus: int) -> None:
    me = player("Me", francs=3, cells={good: Cell(5, 2)}, wheel={"weekly_market": age})  # 15 + 2 = 17
    state = on_turn(me)
    t = apply(state, Use("weekly_market", (good,) * n))
    after = t.state.players[0]
    expected = cells_of(me)
    expected[good] = Cell(5 - n, 2)  # N steps down, one row each
    assert cells_of(after) == expected
    assert after.amount(good) == 17 - 3 * n
    assert after.francs == 3 + bonus + 4 * n
    assert_used(t, 0, "weekly_market", 0, age, n)
    assert len(bonus_events(t)) == bonus


@pytest.mark.parametrize(("age", "n", "bonus"), SECTORS)
def test_weekly_market_fewer_and_zero_repetitions_are_legal(age: int, n: int, bonus: int) -> None:
    me = player("Me", francs=3, cells={F: Cell(5, 0), G: Cell(5, 5)}, wheel={"weekly_market": age})
    state = on_turn(me)
    one = apply(state, Use("weekly_market", (G,))).state.players[0]
    assert one.cell(G) == Cell(4, 5)  # 20 - 3 = 17
    assert one.cell(F) == Cell(5, 0)
    assert one.francs == 3 + bonus + 4
    zero = apply(state, Use("weekly_market")).state
    assert cells_of(zero.players[0]) == cells_of(me)
    assert zero.players[0].francs == 3 + bonus
    assert zero.players[0].age_of("weekly_market") == 0  # still goes to sector 0 (§15.3)


@pytest.mark.parametrize(("age", "n", "bonus"), SECTORS)
def test_weekly_market_options_one_food_good_limited_by_room(age: int, n: int, bonus: int) -> None:
    # Fish on row 2: only 2 down-steps fit. Grain on row 5: 5 fit, so N limits it.
    # Wood and clay are full but the Weekly Market never offers them.
    me = player("Me", cells={F: Cell(2, 0), G: Cell(5, 5), W: Cell(5, 5), C: Cell(5, 5)}, wheel={"weekly_market": age})
    expected: Counter[tuple[Good, ...]] = Counter([()])
    expected.update((F,) * k for k in range(1, min(n, 2) + 1))
    expected.update((G,) * k for k in range(1, n + 1))
    assert offered(on_turn(me), "weekly_market") == expected


def test_weekly_market_options_at_sector_4_listed() -> None:
    me = player("Me", cells={F: Cell(2, 0), G: Cell(5, 5)}, wheel={"weekly_market": 3})
    assert offered(on_turn(me), "weekly_market") == Counter(
        [
            (),
            (F,),
            (F, F),
            (G,),
            (G, G),
            (G, G, G),
            (G, G, G, G),
        ]
    )


def test_weekly_market_bottom_row_offers_nothing_even_with_goods() -> None:
    # 5 fish and 4 grain on row 0: a down-step would leave the warehouse (§7.1, §11).
    me = player("Me", cells={F: Cell(0, 5), G: Cell(0, 4)}, wheel={"weekly_market": 2})
    state = on_turn(me)
    assert offered(state, "weekly_market") == Counter([()])
    assert rule_of(state, Use("weekly_market", (F,))) == RuleId.WAREHOUSE_EDGE


def test_weekly_market_rejects_mixed_goods() -> None:
    me = player("Me", cells={F: Cell(5, 0), G: Cell(5, 0)}, wheel={"weekly_market": 2})
    state = on_turn(me)
    assert rule_of(state, Use("weekly_market", (F, G))) == RuleId.USE_SAME_GOOD
    assert rule_of(state, Use("weekly_market", (F, F, G))) == RuleId.USE_SAME_GOOD
    with pytest.raises(IllegalActionError) as error:
        apply(state, Use("weekly_market", (F, G)))
    assert error.value.rejection.rule == RuleId.USE_SAME_GOOD


@pytest.mark.parametrize("good", [W, C])
def test_weekly_market_rejects_wood_and_clay(good: Good) -> None:
    me = player("Me", cells={good: Cell(5, 0)}, wheel={"weekly_market": 2})
    assert rule_of(on_turn(me), Use("weekly_market", (good,))) == RuleId.WEEKLY_MARKET


@pytest.mark.parametrize(("age", "n", "bonus"), SECTORS)
def test_weekly_market_rejects_more_than_n_repetitions(age: int, n: int, bonus: int) -> None:
    me = player("Me", cells={F: Cell(5, 0)}, wheel={"weekly_market": age})
    state = on_turn(me)
    assert check(state, Use("weekly_market", (F,) * n)) is None
    assert rule_of(state, Use("weekly_market", (F,) * (n + 1))) == RuleId.USE_REPETITIONS_OPTIONAL


def test_weekly_market_rejects_steps_beyond_the_bottom_edge() -> None:
    me = player("Me", cells={F: Cell(1, 3)}, wheel={"weekly_market": 2})  # 6 fish, one row above 0
    state = on_turn(me)
    assert check(state, Use("weekly_market", (F,))) is None
    assert rule_of(state, Use("weekly_market", (F, F))) == RuleId.WAREHOUSE_EDGE


# ---- Sawmill (G): wood up-left N times ------------------------------------------------------


@pytest.mark.parametrize(("age", "n", "bonus"), SECTORS)
def test_sawmill_from_every_sector(age: int, n: int, bonus: int) -> None:
    me = player("Me", francs=3, cells={W: Cell(0, 5)}, wheel={"sawmill": age})  # 5 wood, room 5 up-left
    t = apply(on_turn(me), Use("sawmill"))
    after = t.state.players[0]
    expected = cells_of(me)
    expected[W] = Cell(n, 5 - n)
    assert cells_of(after) == expected
    assert after.amount(W) == 5 + 2 * n  # each up-left step adds 3 - 1 = 2
    assert after.francs == 3 + bonus
    assert events_of(t, MarkerMoved) == [
        MarkerMoved(0, W, Direction.UP_LEFT, Cell(0, 5), Cell(n, 5 - n), n, RuleId.SAWMILL)
    ]
    assert events_of(t, StepsLost) == []
    assert_used(t, 0, "sawmill", 0, age, n)


@pytest.mark.parametrize(
    ("start", "age", "end", "taken", "lost", "bonus"),
    [
        # column runs out: from column 2 only two up-left steps fit; N = 4
        pytest.param(Cell(0, 2), 3, Cell(2, 0), 2, 2, 0, id="column-runs-out"),
        # row runs out: from row 4 only one step fits although columns remain; N = 3
        pytest.param(Cell(4, 5), 2, Cell(5, 4), 1, 2, 0, id="row-runs-out"),
        # both run out together after two steps; N = 4 at 4+
        pytest.param(Cell(3, 2), 4, Cell(5, 0), 2, 2, 1, id="corner"),
        # no room at all: column 0 (rows are free), N = 2
        pytest.param(Cell(0, 0), 1, Cell(0, 0), 0, 2, 0, id="column-0"),
        # no room at all: top row (columns are free), N = 2
        pytest.param(Cell(5, 3), 1, Cell(5, 3), 0, 2, 0, id="top-row"),
    ],
)
def test_sawmill_loses_diagonal_steps_when_row_or_column_runs_out(
    start: Cell,
    age: int,
    end: Cell,
    taken: int,
    lost: int,
    bonus: int,
) -> None:
    me = player("Me", francs=3, cells={W: start}, wheel={"sawmill": age})
    t = apply(on_turn(me), Use("sawmill"))
    after = t.state.players[0]
    assert after.cell(W) == end
    assert after.amount(W) == start.amount + 2 * taken
    assert after.francs == 3 + bonus
    assert events_of(t, StepsLost) == [StepsLost(0, W, Direction.UP_LEFT, lost)]
    assert events_of(t, StepsLost)[0].rule == RuleId.WAREHOUSE_EDGE
    moved = [] if taken == 0 else [MarkerMoved(0, W, Direction.UP_LEFT, start, end, taken, RuleId.SAWMILL)]
    assert events_of(t, MarkerMoved) == moved
    others = {g: c for g, c in cells_of(after).items() if g != W}
    assert others == {g: c for g, c in cells_of(me).items() if g != W}


def test_sawmill_offers_no_choice() -> None:
    me = player("Me", wheel={"sawmill": 2})
    state = on_turn(me)
    assert use_options(state, "sawmill") == (Use("sawmill"),)
    assert rule_of(state, Use("sawmill", (W,))) == RuleId.USE_CHOICE
    assert rule_of(state, Use("sawmill", times=2)) == RuleId.USE_CHOICE


# ---- Masons Guild (G): up to N different markers up-left, one step each ------------------------

# Start cells (§15.1): fish 0.4, clay 0.3, wood 0.2, grain 0.1 - every one can step up-left.
FIRST_N_GOODS = {2: (F, C), 3: (F, C, W), 4: (F, C, W, G)}


@pytest.mark.parametrize(("age", "n", "bonus"), SECTORS)
def test_masons_guild_from_every_sector(age: int, n: int, bonus: int) -> None:
    me = player("Me", francs=3, wheel={"masons_guild": age})
    chosen = FIRST_N_GOODS[n]
    t = apply(on_turn(me), Use("masons_guild", chosen))
    after = t.state.players[0]
    expected = cells_of(me)
    for good in chosen:
        expected[good] = Cell(expected[good].row + 1, expected[good].col - 1)
    assert cells_of(after) == expected
    for good in GOODS:
        assert after.amount(good) == me.amount(good) + (2 if good in chosen else 0)
    assert after.francs == 3 + bonus
    assert events_of(t, StepsLost) == []
    assert_used(t, 0, "masons_guild", 0, age, n)


def test_masons_guild_fewer_goods_than_n_take_fewer_steps() -> None:
    # EX-17: from sector 4 with only three goods chosen, three steps are taken.
    me = player("Me", francs=3, wheel={"masons_guild": 3})
    after = apply(on_turn(me), Use("masons_guild", (F, W, G))).state.players[0]
    assert cells_of(after) == {F: Cell(1, 3), C: Cell(0, 3), W: Cell(1, 1), G: Cell(1, 0)}
    assert after.francs == 3


@pytest.mark.parametrize(("age", "n", "bonus"), SECTORS)
def test_masons_guild_options_are_subsets_of_up_to_n_goods(age: int, n: int, bonus: int) -> None:
    me = player("Me", wheel={"masons_guild": age})
    expected = subsets_up_to(GOODS, n)
    assert offered(on_turn(me), "masons_guild") == expected
    assert sum(expected.values()) == {2: 1 + 4 + 6, 3: 1 + 4 + 6 + 4, 4: 16}[n]


def test_masons_guild_lists_markers_that_can_move_and_loses_the_step_of_an_edge_pick() -> None:
    # up-left needs a row above AND a column to the left (§7.1: diagonals do not slide)
    me = player("Me", cells={G: Cell(2, 0), F: Cell(5, 3), C: Cell(5, 0), W: Cell(4, 1)}, wheel={"masons_guild": 3})
    state = on_turn(me)
    assert offered(state, "masons_guild") == Counter([(), (W,)])
    # A marker at the edge may be picked (§11, revision 2): its one step is lost.
    for good in (G, F, C):
        t = apply(state, Use("masons_guild", (good,)))
        assert cells_of(t.state.players[0]) == cells_of(me), good
        assert events_of(t, StepsLost) == [StepsLost(0, good, Direction.UP_LEFT, 1)]
        assert events_of(t, MarkerMoved) == []
        assert t.state == apply(state, Use("masons_guild")).state
    t = apply(state, Use("masons_guild", (C, W)))
    assert cells_of(t.state.players[0]) == {**cells_of(me), W: Cell(5, 0)}
    assert events_of(t, StepsLost) == [StepsLost(0, C, Direction.UP_LEFT, 1)]
    assert t.state == apply(state, Use("masons_guild", (W,))).state
    # Three markers at the edge and wood: four picks from sector 4, one step taken.
    t = apply(state, Use("masons_guild", (F, C, W, G)))
    assert len(events_of(t, StepsLost)) == 3
    assert t.state == apply(state, Use("masons_guild", (W,))).state


def test_masons_guild_rejects_the_same_good_twice() -> None:
    me = player("Me", wheel={"masons_guild": 3})
    state = on_turn(me)
    assert rule_of(state, Use("masons_guild", (W, W))) == RuleId.USE_DISTINCT_GOODS
    assert rule_of(state, Use("masons_guild", (F, W, W))) == RuleId.USE_DISTINCT_GOODS


def test_masons_guild_rejects_more_goods_than_n() -> None:
    me = player("Me", wheel={"masons_guild": 1})  # N = 2
    state = on_turn(me)
    assert check(state, Use("masons_guild", (F, C))) is None
    assert rule_of(state, Use("masons_guild", (F, C, W))) == RuleId.USE_DISTINCT_GOODS


# ---- Business Office (H): up to N different markers down-left (pay 4) for +5 francs each ----------

# Every marker can step down-left from these cells: 8, 12, 13 and 8 goods.
BO_CELLS = {F: Cell(2, 2), C: Cell(3, 3), W: Cell(4, 1), G: Cell(1, 5)}


@pytest.mark.parametrize(("age", "n", "bonus"), SECTORS)
def test_business_office_from_every_sector(age: int, n: int, bonus: int) -> None:
    me = player("Me", francs=3, cells=BO_CELLS, wheel={"business_office": age})
    chosen = FIRST_N_GOODS[n]
    t = apply(on_turn(me), Use("business_office", chosen))
    after = t.state.players[0]
    expected = dict(BO_CELLS)
    for good in chosen:
        expected[good] = Cell(BO_CELLS[good].row - 1, BO_CELLS[good].col - 1)
    assert cells_of(after) == expected
    for good in GOODS:
        assert after.amount(good) == BO_CELLS[good].amount - (4 if good in chosen else 0)
    gained = 5 * n + bonus
    assert after.francs == 3 + gained
    assert gained == {2: 10, 3: 15, 4: 20 + bonus}[n]
    assert_used(t, 0, "business_office", 0, age, n)


def test_business_office_opponents_at_4_plus_gives_21_francs() -> None:
    # EX-7: Emma (seat 0) owns the Business Office in her 4+ sector; Max (seat 1) uses it.
    emma = player("Emma", francs=3, wheel={"business_office": 4})
    max_ = player("Max", francs=3, cells=BO_CELLS)
    state = on_turn(max_, emma, seat=1)
    t = apply(state, Use("business_office", (F, C, W, G)))
    emma_after, max_after = t.state.players
    assert cells_of(max_after) == {F: Cell(1, 1), C: Cell(2, 2), W: Cell(3, 0), G: Cell(0, 4)}
    for good in GOODS:
        assert max_after.amount(good) == BO_CELLS[good].amount - 4
    # Max: -1 fee, +1 bonus, +4 x 5 = 20; he receives 21 francs for the use and pays 1.
    assert max_after.francs == 3 - 1 + 1 + 4 * 5
    assert emma_after.francs == 3 + 1
    assert cells_of(emma_after) == cells_of(emma)
    assert emma_after.age_of("business_office") == 0
    assert max_after.age_of("business_office") is None
    assert events_of(t, FrancsPaid) == [FrancsPaid(1, 1, 0, RuleId.USE_OPPONENT_FEE)]
    received = sum(e.amount for e in events_of(t, FrancsGained) if e.player == 1)
    assert received == 21
    assert_used(t, 1, "business_office", 0, 4, 4)


@pytest.mark.parametrize(("age", "n", "bonus"), SECTORS)
def test_business_office_options_are_subsets_of_up_to_n_goods(age: int, n: int, bonus: int) -> None:
    me = player("Me", cells=BO_CELLS, wheel={"business_office": age})
    assert offered(on_turn(me), "business_office") == subsets_up_to(GOODS, n)


@pytest.mark.parametrize(("age", "n", "bonus"), SECTORS)
def test_business_office_options_only_markers_that_can_move(age: int, n: int, bonus: int) -> None:
    # down-left needs a row below AND a column to the left: fish on row 0 and clay in
    # column 0 cannot move (a lost step earns nothing, §11); wood and grain can.
    me = player(
        "Me", cells={F: Cell(0, 3), C: Cell(3, 0), W: Cell(1, 1), G: Cell(5, 5)}, wheel={"business_office": age}
    )
    state = on_turn(me)
    assert offered(state, "business_office") == Counter([(), (W,), (G,), (W, G)])
    assert rule_of(state, Use("business_office", (F,))) == RuleId.WAREHOUSE_EDGE
    assert rule_of(state, Use("business_office", (C, W))) == RuleId.WAREHOUSE_EDGE


@pytest.mark.parametrize(("age", "n", "bonus"), SECTORS)
def test_business_office_at_start_cells_offers_only_an_empty_use(age: int, n: int, bonus: int) -> None:
    me = player("Me", francs=3, wheel={"business_office": age})  # every start cell is on row 0
    state = on_turn(me)
    assert offered(state, "business_office") == Counter([()])
    after = apply(state, Use("business_office")).state.players[0]
    assert cells_of(after) == cells_of(me)
    assert after.francs == 3 + bonus


def test_business_office_rejects_repeated_or_too_many_goods() -> None:
    me = player("Me", cells=BO_CELLS, wheel={"business_office": 2})  # N = 3
    state = on_turn(me)
    assert rule_of(state, Use("business_office", (F, F))) == RuleId.USE_DISTINCT_GOODS
    assert rule_of(state, Use("business_office", (F, C, W, G))) == RuleId.USE_DISTINCT_GOODS
    assert check(state, Use("business_office", (F, C, W))) is None


# ---- Craftsmen's Yard (H): N + 1 up-left steps, split freely --------------------------------------


@pytest.mark.parametrize(("age", "n", "bonus"), SECTORS)
def test_craftsmens_yard_all_steps_on_one_marker(age: int, n: int, bonus: int) -> None:
    me = player("Me", francs=3, cells={W: Cell(0, 5)}, wheel={"craftsmens_yard": age})  # room 5
    t = apply(on_turn(me), Use("craftsmens_yard", (W,) * (n + 1)))
    after = t.state.players[0]
    expected = cells_of(me)
    expected[W] = Cell(n + 1, 5 - (n + 1))
    assert cells_of(after) == expected
    assert after.amount(W) == 5 + 2 * (n + 1)
    assert after.francs == 3 + bonus
    assert events_of(t, StepsLost) == []
    assert_used(t, 0, "craftsmens_yard", 0, age, n)


@pytest.mark.parametrize(("age", "n", "bonus"), SECTORS)
def test_craftsmens_yard_split_among_markers(age: int, n: int, bonus: int) -> None:
    # One step each on clay and grain, the remaining N - 1 on fish (start cells, §15.1).
    me = player("Me", francs=3, cells={F: Cell(0, 5)}, wheel={"craftsmens_yard": age})
    choice = (F,) * (n - 1) + (C, G)
    after = apply(on_turn(me), Use("craftsmens_yard", choice)).state.players[0]
    assert cells_of(after) == {F: Cell(n - 1, 5 - (n - 1)), C: Cell(1, 2), W: Cell(0, 2), G: Cell(1, 0)}
    assert after.amount(F) == 5 + 2 * (n - 1)
    assert after.francs == 3 + bonus


def test_craftsmens_yard_options_at_sector_2_listed() -> None:
    # Up-left rooms: fish 5.3 -> 0 (top row), clay 0.0 -> 0 (column 0), wood 4.4 -> 1, grain 0.5 -> 5.
    # Sector 2: 2 + 1 = 3 steps.
    me = player("Me", cells={F: Cell(5, 3), C: Cell(0, 0), W: Cell(4, 4), G: Cell(0, 5)}, wheel={"craftsmens_yard": 1})
    assert offered(on_turn(me), "craftsmens_yard") == Counter(
        [
            (),
            (G,),
            (G, G),
            (G, G, G),
            (W,),
            (W, G),
            (W, G, G),
        ]
    )


@pytest.mark.parametrize(("age", "n", "bonus"), SECTORS)
def test_craftsmens_yard_options_every_free_split(age: int, n: int, bonus: int) -> None:
    # Up-left rooms: fish 2.4 -> 3, clay 1.1 -> 1, wood 5.5 -> 0, grain 0.5 -> 5.
    me = player(
        "Me", cells={F: Cell(2, 4), C: Cell(1, 1), W: Cell(5, 5), G: Cell(0, 5)}, wheel={"craftsmens_yard": age}
    )
    assert offered(on_turn(me), "craftsmens_yard") == free_splits({F: 3, C: 1, W: 0, G: 5}, n + 1)


@pytest.mark.parametrize(("age", "n", "bonus"), SECTORS)
def test_craftsmens_yard_rejects_more_than_n_plus_1_steps(age: int, n: int, bonus: int) -> None:
    me = player("Me", cells={F: Cell(0, 5), G: Cell(0, 5)}, wheel={"craftsmens_yard": age})
    state = on_turn(me)
    assert check(state, Use("craftsmens_yard", (F,) * 3 + (G,) * (n - 2))) is None
    assert rule_of(state, Use("craftsmens_yard", (F,) * 3 + (G,) * (n - 1))) == RuleId.USE_FREE_SPLIT


def test_craftsmens_yard_loses_steps_beyond_a_markers_room() -> None:
    me = player("Me", cells={W: Cell(4, 4)}, wheel={"craftsmens_yard": 2})  # wood: 1 up-left step fits
    state = on_turn(me)
    assert check(state, Use("craftsmens_yard", (W,))) is None
    assert offered(state, "craftsmens_yard")[(W, W)] == 0  # listed once, as the one step that fits
    # All 3 + 1 = 4 steps on wood (§11, revision 2): one taken, three lost.
    t = apply(state, Use("craftsmens_yard", (W,) * 4))
    assert cells_of(t.state.players[0]) == {**cells_of(me), W: Cell(5, 3)}
    assert events_of(t, MarkerMoved) == [
        MarkerMoved(0, W, Direction.UP_LEFT, Cell(4, 4), Cell(5, 3), 1, RuleId.CRAFTSMENS_YARD)
    ]
    assert events_of(t, StepsLost) == [StepsLost(0, W, Direction.UP_LEFT, 3)]
    assert t.state == apply(state, Use("craftsmens_yard", (W,))).state
    t = apply(state, Use("craftsmens_yard", (W, W)))
    assert events_of(t, StepsLost) == [StepsLost(0, W, Direction.UP_LEFT, 1)]
    assert rule_of(state, Use("craftsmens_yard", (W,) * 5)) == RuleId.USE_FREE_SPLIT


# ---- Shipping Line (H): +3 francs N times ------------------------------------------------------


@pytest.mark.parametrize(
    ("age", "gain"),
    [
        pytest.param(1, 6, id="sector-2"),
        pytest.param(2, 9, id="sector-3"),
        pytest.param(3, 12, id="sector-4"),
        pytest.param(4, 13, id="sector-4plus"),
    ],
)
def test_shipping_line_from_every_sector(age: int, gain: int) -> None:
    # EX-10: 6 / 9 / 12 / 13 francs.
    me = player("Me", francs=3, wheel={"shipping_line": age})
    t = apply(on_turn(me), Use("shipping_line"))
    after = t.state.players[0]
    assert after.francs == 3 + gain
    assert cells_of(after) == cells_of(me)
    assert t.state.players[1].francs == 3
    assert after.age_of("shipping_line") == 0


@pytest.mark.parametrize(
    ("age", "gain"),
    [
        pytest.param(1, 6, id="sector-2"),
        pytest.param(2, 9, id="sector-3"),
        pytest.param(3, 12, id="sector-4"),
        pytest.param(4, 13, id="sector-4plus"),
    ],
)
def test_shipping_line_of_the_opponent_costs_one_franc_in_every_sector(age: int, gain: int) -> None:
    # EX-21: the fee is exactly 1 franc, whatever the sector.
    owner = player("Owner", francs=3, wheel={"shipping_line": age})
    user = player("User", francs=1)
    state = on_turn(user, owner, seat=1)
    t = apply(state, Use("shipping_line"))
    assert t.state.players[1].francs == 1 - 1 + gain
    assert t.state.players[0].francs == 3 + 1
    assert t.state.players[0].age_of("shipping_line") == 0


def test_shipping_line_offers_no_choice() -> None:
    me = player("Me", wheel={"shipping_line": 3})
    state = on_turn(me)
    assert use_options(state, "shipping_line") == (Use("shipping_line"),)
    assert rule_of(state, Use("shipping_line", (F,))) == RuleId.USE_CHOICE


# ---- Pier (I): N + 2 right-steps, split freely ------------------------------------------------


@pytest.mark.parametrize(("age", "n", "bonus"), SECTORS)
def test_pier_from_every_sector(age: int, n: int, bonus: int) -> None:
    # N steps on fish (room 5 in column 0), the remaining 2 on grain.
    me = player("Me", francs=3, cells={F: Cell(1, 0), G: Cell(2, 0)}, wheel={"pier": age})
    t = apply(on_turn(me), Use("pier", (F,) * n + (G, G)))
    after = t.state.players[0]
    expected = cells_of(me)
    expected[F] = Cell(1, n)
    expected[G] = Cell(2, 2)
    assert cells_of(after) == expected
    assert after.amount(F) == 3 + n
    assert after.amount(G) == 6 + 2
    assert after.francs == 3 + bonus
    assert events_of(t, StepsLost) == []
    assert_used(t, 0, "pier", 0, age, n)


def test_pier_from_sector_2_all_four_steps_on_fish() -> None:
    # EX-18: Pier from sector 2 gives 4 right-steps, and all 4 may go to fish.
    me = player("Me", francs=3, cells={F: Cell(1, 0)}, wheel={"pier": 1})
    after = apply(on_turn(me), Use("pier", (F, F, F, F))).state.players[0]
    assert after.cell(F) == Cell(1, 4)
    assert after.amount(F) == 3 + 4


def test_pier_options_at_sector_2_listed() -> None:
    # Right rooms: fish 0.5 -> 0, clay 0.5 -> 0, wood 3.4 -> 1, grain 0.4 -> 1; 2 + 2 = 4 steps.
    me = player("Me", cells={F: Cell(0, 5), C: Cell(0, 5), W: Cell(3, 4), G: Cell(0, 4)}, wheel={"pier": 1})
    assert offered(on_turn(me), "pier") == Counter([(), (W,), (G,), (W, G)])


@pytest.mark.parametrize(("age", "n", "bonus"), SECTORS)
def test_pier_options_every_free_split(age: int, n: int, bonus: int) -> None:
    # Right rooms: fish 0.5 -> 0, clay 3.4 -> 1, wood 1.2 -> 3, grain 5.0 -> 5.
    me = player("Me", cells={F: Cell(0, 5), C: Cell(3, 4), W: Cell(1, 2), G: Cell(5, 0)}, wheel={"pier": age})
    assert offered(on_turn(me), "pier") == free_splits({F: 0, C: 1, W: 3, G: 5}, n + 2)


@pytest.mark.parametrize(("age", "n", "bonus"), SECTORS)
def test_pier_rejects_more_than_n_plus_2_steps(age: int, n: int, bonus: int) -> None:
    # fish and grain in column 0: five right-steps fit for each
    me = player("Me", cells={F: Cell(0, 0), G: Cell(0, 0)}, wheel={"pier": age})
    state = on_turn(me)
    fish = min(n + 2, 5)
    grain = n + 2 - fish
    assert check(state, Use("pier", (F,) * fish + (G,) * grain)) is None
    assert rule_of(state, Use("pier", (F,) * fish + (G,) * (grain + 1))) == RuleId.USE_FREE_SPLIT


def test_pier_loses_steps_beyond_a_markers_room() -> None:
    me = player("Me", wheel={"pier": 2})  # fish on 0.4: one right-step fits; 3 + 2 = 5 steps
    state = on_turn(me)
    assert check(state, Use("pier", (F,))) is None
    assert offered(state, "pier")[(F, F)] == 0
    t = apply(state, Use("pier", (F, F)))
    assert cells_of(t.state.players[0]) == {**cells_of(me), F: Cell(0, 5)}
    assert events_of(t, StepsLost) == [StepsLost(0, F, Direction.RIGHT, 1)]
    # Five steps on fish (room 1) and none elsewhere: four lost.
    t = apply(state, Use("pier", (F,) * 5))
    assert events_of(t, StepsLost) == [StepsLost(0, F, Direction.RIGHT, 4)]
    assert t.state == apply(state, Use("pier", (F,))).state
    assert rule_of(state, Use("pier", (F,) * 6)) == RuleId.USE_FREE_SPLIT


# ---- Guild Hall (J): up to N different markers up-right, one step each ---------------------------


@pytest.mark.parametrize(("age", "n", "bonus"), SECTORS)
def test_guild_hall_from_every_sector(age: int, n: int, bonus: int) -> None:
    me = player("Me", francs=3, wheel={"guild_hall": age})  # start cells, fish 0.4 can reach 1.5
    chosen = FIRST_N_GOODS[n]
    t = apply(on_turn(me), Use("guild_hall", chosen))
    after = t.state.players[0]
    expected = cells_of(me)
    for good in chosen:
        expected[good] = Cell(expected[good].row + 1, expected[good].col + 1)
    assert cells_of(after) == expected
    for good in GOODS:
        assert after.amount(good) == me.amount(good) + (4 if good in chosen else 0)
    assert after.francs == 3 + bonus
    assert_used(t, 0, "guild_hall", 0, age, n)


@pytest.mark.parametrize(("age", "n", "bonus"), SECTORS)
def test_guild_hall_options_are_subsets_of_up_to_n_goods(age: int, n: int, bonus: int) -> None:
    me = player("Me", wheel={"guild_hall": age})
    assert offered(on_turn(me), "guild_hall") == subsets_up_to(GOODS, n)


def test_guild_hall_options_only_markers_that_can_move() -> None:
    # up-right needs a row above AND a column to the right
    me = player("Me", cells={G: Cell(2, 5), F: Cell(5, 2), C: Cell(0, 0), W: Cell(4, 4)}, wheel={"guild_hall": 1})
    state = on_turn(me)
    assert offered(state, "guild_hall") == Counter([(), (C,), (W,), (C, W)])
    # Grain (right edge) and fish (top row) may be picked (§11, revision 2); their steps are lost.
    for good in (G, F):
        t = apply(state, Use("guild_hall", (good,)))
        assert cells_of(t.state.players[0]) == cells_of(me), good
        assert events_of(t, StepsLost) == [StepsLost(0, good, Direction.UP_RIGHT, 1)]
    after = apply(state, Use("guild_hall", (C, W))).state.players[0]
    assert cells_of(after) == {G: Cell(2, 5), F: Cell(5, 2), C: Cell(1, 1), W: Cell(5, 5)}
    t = apply(state, Use("guild_hall", (F, W)))
    assert events_of(t, StepsLost) == [StepsLost(0, F, Direction.UP_RIGHT, 1)]
    assert cells_of(t.state.players[0]) == {**cells_of(me), W: Cell(5, 5)}
    assert rule_of(state, Use("guild_hall", (F, C, W))) == RuleId.USE_DISTINCT_GOODS  # N = 2 still holds


def test_guild_hall_rejects_repeated_or_too_many_goods() -> None:
    me = player("Me", wheel={"guild_hall": 1})  # N = 2
    state = on_turn(me)
    assert rule_of(state, Use("guild_hall", (C, C))) == RuleId.USE_DISTINCT_GOODS
    assert rule_of(state, Use("guild_hall", (F, C, W))) == RuleId.USE_DISTINCT_GOODS


# ---- every wheel building of G-L ---------------------------------------------------------------


@pytest.mark.parametrize("building", WHEEL_BUILDINGS)
def test_wheel_building_in_sector_0_cannot_be_used(building: str) -> None:
    me = player("Me", wheel={building: 0})
    state = on_turn(me)
    assert use_options(state, building) == ()
    assert rule_of(state, Use(building)) == RuleId.USE_SECTOR_ZERO
    assert not any(isinstance(a, Use) and a.building == building for a in legal_actions(state))


@pytest.mark.parametrize(
    ("building", "gain"),
    [
        ("weekly_market", 0),
        ("sawmill", 0),
        ("masons_guild", 0),
        ("business_office", 0),
        ("craftsmens_yard", 0),
        ("shipping_line", 2 * 3),
        ("pier", 0),
        ("guild_hall", 0),
    ],
)
def test_opponents_wheel_building_fee_and_return_to_owners_sector_0(building: str, gain: int) -> None:
    owner = player("Owner", francs=3, wheel={building: 1})
    user = player("User", francs=3)
    t = apply(on_turn(user, owner, seat=1), Use(building))
    assert t.state.players[1].francs == 3 - 1 + gain
    assert t.state.players[0].francs == 3 + 1
    assert t.state.players[0].age_of(building) == 0
    assert not t.state.players[1].owns(building)
    assert_used(t, 1, building, 0, 1, 2)


@pytest.mark.parametrize("building", WHEEL_BUILDINGS)
def test_opponents_building_needs_a_franc_for_the_fee(building: str) -> None:
    owner = player("Owner", wheel={building: 4})
    user = player("User", francs=0)
    state = on_turn(user, owner, seat=1)
    assert use_options(state, building) == ()  # the 4+ bonus cannot pay the fee (§4.2)
    assert rule_of(state, Use(building)) == RuleId.USE_OPPONENT_FEE


# ---- lock buildings (J, K, L) --------------------------------------------------------------------


@pytest.mark.parametrize("building", FRANC_COST_BUILDINGS)
def test_franc_cost_lock_building_is_paid_in_francs_and_put_beside(building: str) -> None:
    me = player("Me", francs=13)
    state = on_turn(me)
    assert build_options(state, building) == (Build(building),)  # no goods to pay
    t = apply(state, Build(building))
    after = t.state.players[0]
    assert after.francs == 13 - 10
    assert cells_of(after) == cells_of(me)
    assert after.beside == (building,)
    assert after.wheel == ()
    assert after.age_of(building) is None
    assert building not in t.state.supply
    assert events_of(t, FrancsPaid) == [FrancsPaid(0, 10, None, RuleId.PAYMENT_FRANCS)]
    assert events_of(t, Built) == [Built(0, building, beside_board=True, rule=RuleId.LOCK_BUILDING)]


@pytest.mark.parametrize("building", FRANC_COST_BUILDINGS)
def test_franc_cost_lock_building_needs_10_francs_and_no_goods(building: str) -> None:
    poor = on_turn(player("Me", francs=9, cells={W: Cell(5, 5), C: Cell(5, 5)}))
    assert build_options(poor, building) == ()
    assert rule_of(poor, Build(building)) == RuleId.BUILD_COST
    rich = on_turn(player("Me", francs=10, cells={W: Cell(5, 5)}))
    assert check(rich, Build(building)) is None
    assert rule_of(rich, Build(building, (MarkerEnd(W, Cell(4, 5)),))) == RuleId.PAYMENT_WRONG_GOODS


@pytest.mark.parametrize(
    ("building", "start"),
    [
        ("town_hall", Cell(3, 0)),  # 9 wood + 9 clay: three moves down each
        ("zoo", Cell(2, 1)),  # 7 wood + 7 clay
        ("pont_de_normandie", Cell(5, 0)),
    ],  # 15 wood + 15 clay
)
def test_goods_cost_lock_building_is_put_beside(building: str, start: Cell) -> None:
    me = player("Me", francs=3, cells={W: start, C: start})
    state = on_turn(me)
    payment = (MarkerEnd(C, Cell(0, 0)), MarkerEnd(W, Cell(0, 0)))
    assert rule_of(state, Build(building, (MarkerEnd(C, Cell(0, 0)),))) == RuleId.BUILD_COST  # wood unpaid
    t = apply(state, Build(building, payment))
    after = t.state.players[0]
    assert after.amount(W) == 0
    assert after.amount(C) == 0
    assert after.francs == 3
    assert after.beside == (building,)
    assert after.wheel == ()
    assert building not in t.state.supply
    assert events_of(t, Built) == [Built(0, building, beside_board=True, rule=RuleId.LOCK_BUILDING)]


def test_goods_cost_lock_buildings_cannot_be_paid_short() -> None:
    # 8 wood and 8 clay cannot pay the Town Hall's 9 + 9; 6 + 6 cannot pay the Zoo's 7 + 7.
    state = on_turn(player("Me", francs=50, cells={W: Cell(2, 2), C: Cell(2, 2)}))
    assert build_options(state, "town_hall") == ()
    state = on_turn(player("Me", francs=50, cells={W: Cell(2, 0), C: Cell(2, 0)}))
    assert build_options(state, "zoo") == ()
    assert rule_of(state, Build("zoo", (MarkerEnd(C, Cell(0, 0)), MarkerEnd(W, Cell(0, 0))))) == RuleId.BUILD_COST


@pytest.mark.parametrize(
    ("building", "letter", "before"),
    [
        ("fish_factory", "J", "I"),
        ("town_hall", "J", "I"),
        ("zoo", "K", "J"),
        ("wood_factory", "K", "J"),
        ("pont_de_normandie", "K", "J"),
        ("dock", "L", "K"),
        ("grain_silo", "L", "K"),
        ("brick_factory", "L", "K"),
    ],
)
def test_lock_building_cannot_be_built_before_its_round(building: str, letter: str, before: str) -> None:
    rich = player("Me", francs=50, cells={W: Cell(5, 5), C: Cell(5, 5)})
    early = scenario(rich, rich, before, 0)
    assert building not in early.supply
    rejection = check(early, Build(building))
    assert rejection is not None
    assert rejection.rule == RuleId.BUILD_AVAILABLE
    assert rejection.reason == "not_yet_in_play"
    assert scenario(rich, rich, letter, 0).supply.count(building) == 1


@pytest.mark.parametrize("building", LOCK_BUILDINGS)
@pytest.mark.parametrize("owner_seat", [0, 1])
def test_lock_building_can_never_be_used(building: str, owner_seat: int) -> None:
    owner = player("Owner", francs=20, beside=(building,))
    other = player("Other", francs=20)
    p0, p1 = (owner, other) if owner_seat == 0 else (other, owner)
    state = scenario(p0, p1, "L", L_TURN_OF[0])
    assert state.current == 0
    assert use_options(state, building) == ()
    assert rule_of(state, Use(building)) == RuleId.LOCK_BUILDING
    assert not any(isinstance(a, Use) and a.building == building for a in legal_actions(state))
    with pytest.raises(IllegalActionError):
        apply(state, Use(building))


def test_lock_buildings_never_age_nor_get_force_sold_at_round_end() -> None:
    # Last turn of round K (54 + 8 = 62: seat 0). Rounds A-J hold 3*3 + 5*3 + 7*3 + 9 = 54 turns.
    locks = ("fish_factory", "town_hall", "zoo", "wood_factory", "pont_de_normandie")
    me = player("Me", francs=3, wheel={"shipping_line": 3, "masons_guild": 4}, beside=locks)
    other = player("Other", francs=3, beside=("grain_silo",))
    state = scenario(me, other, "K", 8)
    assert state.current == 0
    t = play_turn(state, Use("shipping_line"))
    new = t.state
    assert new.round_letter == "L"
    assert set(new.players[0].beside) == set(locks)
    assert new.players[1].beside == ("grain_silo",)
    for building in locks:
        assert new.players[0].age_of(building) is None
    # The masons guild (age 4) was force-sold for half of 12; the lock buildings were not.
    assert events_of(t, Sold) == [Sold(0, "masons_guild", 6, forced=True, rule=RuleId.FORCED_SALE, automatic=True)]
    assert new.players[0].francs == 3 + 4 * 3 + 12 // 2
    assert new.players[0].age_of("shipping_line") == 1
    assert "masons_guild" in new.supply


# ---- round entry of the G-L buildings ------------------------------------------------------------


@pytest.mark.parametrize(
    ("previous", "last_turn", "letter", "entering"),
    [
        ("F", 4, "G", {"weekly_market", "sawmill", "masons_guild"}),
        ("G", 6, "H", {"business_office", "craftsmens_yard", "shipping_line"}),
        ("H", 6, "I", {"pier"}),
        ("I", 6, "J", {"fish_factory", "guild_hall", "town_hall"}),
        ("J", 8, "K", {"zoo", "wood_factory", "pont_de_normandie"}),
        ("K", 8, "L", {"dock", "grain_silo", "brick_factory"}),
    ],
)
def test_buildings_enter_in_their_round(previous: str, last_turn: int, letter: str, entering: set[str]) -> None:
    # Nobody can build or use anything, so the last turn of the round is a pass (§4.4).
    empty = {g: Cell(0, 0) for g in GOODS}
    state = scenario(player("A", francs=0, cells=empty), player("B", francs=0, cells=empty), previous, last_turn)
    assert legal_actions(state) == [Pass()]
    passed = apply(state, Pass()).state
    assert legal_actions(passed) == [End()]
    assert passed.round_letter == previous
    t = play_turn(state, Pass())
    assert t.state.round_letter == letter
    entered = events_of(t, BuildingsEntered)
    assert len(entered) == 1
    assert set(entered[0].buildings) == entering
    assert entering <= set(t.state.supply)
    assert not entering & set(state.supply)


# ---- voluntary selling ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("building", "cells", "also_owned", "price"),
    [
        pytest.param("town_hall", {}, (), 26 // 2, id="town_hall"),
        pytest.param("zoo", {}, (), 20 // 2, id="zoo"),
        pytest.param("pont_de_normandie", {}, (), 50 // 2, id="pont"),
        pytest.param("fish_factory", {F: Cell(2, 1)}, (), 7 // 2, id="fish_factory-7-fish-rounds-down"),
        pytest.param("wood_factory", {W: Cell(3, 2)}, (), 11 // 2, id="wood_factory-11-wood"),
        pytest.param("grain_silo", {G: Cell(0, 0)}, (), 0, id="grain_silo-no-grain"),
        pytest.param("brick_factory", {C: Cell(5, 5)}, (), 20 // 2, id="brick_factory-20-clay"),
        pytest.param("dock", {}, (), 0, id="dock-alone"),
        pytest.param("dock", {}, ("fish_factory", "grain_silo", "brick_factory"), 4 * 3 // 2, id="dock-3-factories"),
        pytest.param(
            "dock",
            {},
            ("fish_factory", "wood_factory", "grain_silo", "brick_factory"),
            4 * 4 // 2,
            id="dock-4-factories",
        ),
        pytest.param("dock", {}, ("town_hall", "zoo", "pont_de_normandie"), 0, id="dock-no-symbols"),
    ],
)
def test_lock_building_sells_for_half_its_current_value(
    building: str,
    cells: dict[Good, Cell],
    also_owned: tuple[str, ...],
    price: int,
) -> None:
    me = player("Me", francs=3, cells=cells, beside=(building, *also_owned))
    state = on_turn(me)
    assert Sell(building) in legal_actions(state)
    t = apply(state, Sell(building))
    after = t.state.players[0]
    assert after.francs == 3 + price
    assert not after.owns(building)
    assert set(after.beside) == set(also_owned)
    assert building in t.state.supply
    assert events_of(t, Sold) == [Sold(0, building, price, forced=False, rule=RuleId.SELL_HALF_VALUE, automatic=False)]
    # selling does not end the turn
    assert t.state.actions_taken == state.actions_taken
    assert t.state.current == 0


def test_dock_sale_price_follows_the_factories_owned_now() -> None:
    me = player("Me", francs=3, cells={W: Cell(1, 1)}, beside=("dock", "fish_factory", "wood_factory"))
    state = apply(on_turn(me), Sell("wood_factory")).state  # 4 wood -> 2 francs
    assert state.players[0].francs == 3 + 4 // 2
    t = apply(state, Sell("dock"))  # one factory left: 4 -> 2 francs
    assert t.state.players[0].francs == 3 + 2 + 4 * 1 // 2
    assert t.state.players[0].beside == ("fish_factory",)


@pytest.mark.parametrize(
    ("building", "age", "value"),
    [
        ("weekly_market", 1, 10),
        ("sawmill", 2, 10),
        ("masons_guild", 3, 12),
        ("business_office", 4, 14),
        ("craftsmens_yard", 0, 14),
        ("shipping_line", 1, 14),
        ("pier", 2, 16),
        ("guild_hall", 3, 16),
    ],
)
def test_wheel_building_sells_for_half_its_value(building: str, age: int, value: int) -> None:
    me = player("Me", francs=3, wheel={building: age})
    t = apply(on_turn(me), Sell(building))
    after = t.state.players[0]
    assert after.francs == 3 + value // 2
    assert after.wheel == ()
    assert building in t.state.supply
    assert events_of(t, Sold) == [
        Sold(0, building, value // 2, forced=False, rule=RuleId.SELL_HALF_VALUE, automatic=False)
    ]


def test_cannot_sell_a_building_that_is_not_yours() -> None:
    me = player("Me", francs=3)
    other = player("Other", wheel={"pier": 2}, beside=("zoo",))
    state = on_turn(me, other)
    for building in ("zoo", "pier", "town_hall"):  # opponent's lock, opponent's wheel, unowned
        rejection = check(state, Sell(building))
        assert rejection is not None
        assert rejection.rule == RuleId.SELL_OWN_BUILDING
    assert not any(isinstance(a, Sell) for a in legal_actions(state))


def test_sold_lock_building_can_be_built_again_by_either_player() -> None:
    me = player("Me", francs=3, beside=("town_hall",))
    other = player("Other", francs=3, cells={W: Cell(3, 0), C: Cell(3, 0)})  # 9 wood, 9 clay
    state = apply(on_turn(me, other), Sell("town_hall")).state
    assert state.players[0].francs == 3 + 13
    payment = (MarkerEnd(C, Cell(0, 0)), MarkerEnd(W, Cell(0, 0)))
    assert state.current == 0
    # the seller builds the Fish Factory for 10 of their 16 francs and ends the turn
    state = end_turn(apply(state, Build("fish_factory")).state)
    assert state.players[0].francs == 6
    assert state.current == 1
    assert check(state, Build("town_hall", payment)) is None
    t = apply(state, Build("town_hall", payment))
    assert t.state.players[1].beside == ("town_hall",)
    assert "town_hall" not in t.state.supply


def test_sold_lock_building_can_be_rebuilt_by_the_seller() -> None:
    # 12 fish (4.0): the Fish Factory sells for 6; 4 + 6 = 10 francs pay for it again.
    me = player("Me", francs=4, beside=("fish_factory",), cells={F: Cell(4, 0)})
    state = on_turn(me)
    assert rule_of(state, Build("fish_factory")) == RuleId.BUILD_AVAILABLE  # owned: not in the supply
    state = apply(state, Sell("fish_factory")).state
    assert state.players[0].francs == 4 + 12 // 2
    t = apply(state, Build("fish_factory"))
    assert t.state.players[0].beside == ("fish_factory",)
    assert t.state.players[0].francs == 0
    assert "fish_factory" not in t.state.supply


def test_sold_wheel_building_can_be_built_by_the_opponent() -> None:
    me = player("Me", francs=10, wheel={"weekly_market": 2})
    other = player("Other", francs=3, cells={W: Cell(1, 0), C: Cell(1, 0)})  # 3 wood, 3 clay
    state = apply(on_turn(me, other), Sell("weekly_market")).state
    assert state.players[0].francs == 10 + 10 // 2
    state = end_turn(apply(state, Build("dock")).state)
    assert state.current == 1
    payment = (MarkerEnd(C, Cell(0, 0)), MarkerEnd(W, Cell(0, 0)))
    t = apply(state, Build("weekly_market", payment))
    assert t.state.players[1].age_of("weekly_market") == 0
    assert events_of(t, Built) == [Built(1, "weekly_market", beside_board=False)]


# ---- scoring -------------------------------------------------------------------------------------------


def test_wealth_counts_every_lock_building_value() -> None:
    # fish 1.2 = 5, clay 2.0 = 6, wood 3.4 = 13, grain 0.0 = 0; the Dock counts the 4 factories.
    me = player(
        "Me", francs=7, cells={F: Cell(1, 2), C: Cell(2, 0), W: Cell(3, 4), G: Cell(0, 0)}, beside=LOCK_BUILDINGS
    )
    state = on_turn(me)
    score = wealth(state, 0)
    values = {b.building: b.value for b in score.buildings}
    assert values == {
        "fish_factory": 5,
        "town_hall": 26,
        "zoo": 20,
        "wood_factory": 13,
        "pont_de_normandie": 50,
        "dock": 4 * 4,
        "grain_silo": 0,
        "brick_factory": 6,
    }
    assert score.francs == 7
    assert score.total == 7 + 5 + 26 + 20 + 13 + 50 + 16 + 0 + 6
    rules = {b.building: b.rule for b in score.buildings}
    assert rules["dock"] == RuleId.SCORING_DOCK
    assert {rules[b] for b in ("fish_factory", "wood_factory", "grain_silo", "brick_factory")} == {
        RuleId.SCORING_FACTORY
    }
    assert {rules[b] for b in ("town_hall", "zoo", "pont_de_normandie")} == {None}


def test_dock_counts_only_its_owners_factories_and_not_itself() -> None:
    me = player("Me", francs=0, beside=("dock", "brick_factory", "zoo"))
    other = player("Other", francs=0, beside=("fish_factory", "wood_factory", "grain_silo"))
    state = on_turn(me, other)
    values = {b.building: b.value for b in wealth(state, 0).buildings}
    assert values["dock"] == 4 * 1
    assert values["brick_factory"] == 3  # 3 clay on the start cell
    other_values = {b.building: b.value for b in wealth(state, 1).buildings}
    assert other_values == {"fish_factory": 4, "wood_factory": 2, "grain_silo": 1}
    assert wealth(state, 1).total == 4 + 2 + 1


@pytest.mark.parametrize("building", ["fish_factory", "wood_factory", "grain_silo", "brick_factory"])
def test_each_factory_is_worth_one_per_unit_of_its_good(building: str) -> None:
    good = {"fish_factory": F, "wood_factory": W, "grain_silo": G, "brick_factory": C}[building]
    for cell in (Cell(0, 0), Cell(1, 4), Cell(5, 5)):
        state = on_turn(player("Me", francs=0, cells={good: cell}, beside=(building,)))
        assert wealth(state, 0).total == 3 * cell.row + cell.col


def test_outcome_is_none_before_the_game_ends() -> None:
    assert outcome(on_turn(player("Me", beside=("zoo",)))) is None


# ---- the forced sale after round L and the final outcome ---------------------------------------------


@pytest.mark.parametrize(
    ("grain", "winner"),
    [
        pytest.param(Cell(2, 2), 0, id="seat-0-wins"),
        pytest.param(Cell(3, 0), None, id="draw"),
        pytest.param(Cell(3, 1), 1, id="seat-1-wins"),
    ],
)
def test_final_rotation_after_round_l_force_sells_and_scores(grain: Cell, winner: int | None) -> None:
    # Seat 0: Business Office in 4+ (built in H), Pier in 4, Sawmill in 0; three lock buildings.
    p0 = player(
        "P1",
        francs=20,
        cells={F: Cell(2, 1), C: Cell(1, 1), W: Cell(1, 0), G: Cell(0, 4)},
        wheel={"business_office": 4, "pier": 3, "sawmill": 0},
        beside=("fish_factory", "dock", "town_hall"),
    )
    # Seat 1: uses its own Shipping Line from sector 3 in the last turn of the game.
    p1 = player(
        "P2",
        francs=15,
        cells={G: grain},
        wheel={"shipping_line": 2, "craftsmens_yard": 4, "guild_hall": 1},
        beside=("grain_silo", "zoo"),
    )
    state = scenario(p0, p1, "L", 8)  # the 9th and last action of round L: game turn 71, seat 1
    assert state.current == 1
    assert outcome(state) is None
    t = play_turn(state, Use("shipping_line"))
    final = t.state

    assert final.finished
    rotations = events_of(t, WheelsRotated)
    assert len(rotations) == 1
    assert rotations[0].final
    assert set(events_of(t, Sold)) == {
        Sold(0, "business_office", 14 // 2, forced=True, rule=RuleId.FORCED_SALE, automatic=True),
        Sold(1, "craftsmens_yard", 14 // 2, forced=True, rule=RuleId.FORCED_SALE, automatic=True),
    }
    a, b = final.players
    # francs: seat 0 gets 7 from the forced sale; seat 1 gets 3 x 3 = 9 from the use and 7 from the sale
    assert a.francs == 20 + 7
    assert b.francs == 15 + 9 + 7
    assert not a.owns("business_office")
    assert not b.owns("craftsmens_yard")
    assert {"business_office", "craftsmens_yard"} <= set(final.supply)
    assert (a.age_of("pier"), a.age_of("sawmill")) == (4, 1)
    assert (b.age_of("shipping_line"), b.age_of("craftsmens_yard"), b.age_of("guild_hall")) == (1, None, 2)
    assert set(a.beside) == {"fish_factory", "dock", "town_hall"}
    assert set(b.beside) == {"zoo", "grain_silo"}

    # seat 0: 27 francs + Pier 16 + Sawmill 10 + Fish Factory 7 (fish 2.1) + Dock 4 (one factory) + Town Hall 26
    total0 = 27 + 16 + 10 + 7 + 4 + 26
    # seat 1: 31 francs + Shipping Line 14 + Guild Hall 16 + Grain Silo (grain) + Zoo 20
    total1 = 31 + 14 + 16 + grain.amount + 20
    assert wealth(final, 0).total == total0 == 90
    assert wealth(final, 1).total == total1
    result = outcome(final)
    assert result is not None
    assert result.totals == (total0, total1)
    assert result.winner == winner
    assert {s.building: s.value for s in result.scores[0].buildings} == {
        "pier": 16,
        "sawmill": 10,
        "fish_factory": 7,
        "dock": 4,
        "town_hall": 26,
    }
    ended = events_of(t, GameEnded)
    assert ended == [
        GameEnded((total0, total1), winner, rule=RuleId.SCORING_TIE if winner is None else RuleId.GAME_END_SCORING)
    ]
    assert legal_actions(final) == []
    assert rule_of(final, Pass()) == RuleId.GAME_OVER
    assert rule_of(final, Sell("zoo")) == RuleId.GAME_OVER


def test_using_a_4_plus_building_in_the_last_turn_saves_it_from_the_forced_sale() -> None:
    # Seat 1 uses seat 0's Business Office from 4+ in the last turn: it returns to sector 0 of
    # seat 0's wheel, turns to sector 2 in the final rotation and is scored at 14, not sold.
    p0 = player("P1", francs=0, wheel={"business_office": 4})
    p1 = player("P2", francs=1, cells=BO_CELLS)
    state = scenario(p0, p1, "L", 8)
    assert state.current == 1
    t = play_turn(state, Use("business_office", (W, G)))
    final = t.state
    assert final.finished
    assert events_of(t, Sold) == []
    assert final.players[0].age_of("business_office") == 1
    # seat 0: 1 fee + 14; seat 1: 1 - 1 + 1 + 2 x 5 = 11
    result = outcome(final)
    assert result is not None
    assert result.totals == (1 + 14, 1 - 1 + 1 + 2 * 5)
    assert result.winner == 0
