"""Buildings of letters A-F: every sector, the warehouse edges, the choices, the fee, building them.

Expected numbers come from the rules specification (shared/rules/inland-port-rules.md):
§6.1/§6.3 sectors (age 1..4 = sector 2, 3, 4, 4+; N = 2, 3, 4, 4; +1 franc at 4+),
§7 warehouse (amount = 3 * row + col on a 6 x 6 grid; a step off the grid is lost, a
diagonal step is lost when either the row or the column runs out), §8 payments (left 1,
down 3, down-left 4; no change), §10/§11 the functions, §15.2 costs, §15.3 decisions
(repetitions are optional, "up to N").

Rules revision 2: Restaurant and Wood Trader pay each repetition's food on its own, under the
no-change rule, in the order the action names (§8.3; games of revision 1 paid one sum);
Marketplace steps beyond a marker's room are legal and lost (§11); a turn ends with ``end``,
so the opponent acts only after it (§4.3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import product

import pytest

from lehavre_desktop.engine import (
    GOODS,
    Action,
    Build,
    Cell,
    Direction,
    End,
    GameState,
    Good,
    MarkerEnd,
    PlayerState,
    Reason,
    RuleId,
    Transition,
    Use,
    apply,
    build_options,
    check,
    decode,
    encode,
    legal_actions,
    use_options,
)
from lehavre_desktop.engine.events import (
    Built,
    Event,
    FrancsGained,
    FrancsPaid,
    GoodsPaid,
    MarkerMoved,
    Overpaid,
    ReturnedToZero,
    StepsLost,
    Used,
)
from tests.engine.helpers import player, scenario

F, C, W, G = Good.FISH, Good.CLAY, Good.WOOD, Good.GRAIN
RIGHT, UP, UP_LEFT, UP_RIGHT = Direction.RIGHT, Direction.UP, Direction.UP_LEFT, Direction.UP_RIGHT

# age on the wheel -> (sector label, multiplier N, 4+ bonus franc); rules §6.1 and §6.3
SECTOR: dict[int, tuple[str, int, int]] = {1: ("2", 2, 0), 2: ("3", 3, 0), 3: ("4", 4, 0), 4: ("4+", 4, 1)}
AGES = [pytest.param(age, id=f"sector-{SECTOR[age][0]}") for age in (1, 2, 3, 4)]

# Buildings A-F with their letter and their §15.2 cost (wood, clay, food).
BUILDINGS: dict[str, tuple[str, int, int, int]] = {
    "clay_mound": ("A", 1, 0, 0),
    "smokehouse": ("A", 1, 1, 0),
    "grocery_store": ("A", 0, 0, 2),
    "hardware_store": ("A", 1, 1, 0),
    "wood_company": ("B", 0, 2, 0),
    "farm": ("B", 1, 2, 0),
    "farmland": ("B", 2, 1, 0),
    "kiln": ("B", 2, 0, 0),
    "bakehouse": ("C", 1, 2, 0),
    "wood_trader": ("C", 0, 0, 3),
    "restaurant": ("D", 0, 0, 4),
    "fish_market": ("E", 2, 3, 0),
    "building_firm": ("F", 3, 3, 0),
    "marketplace": ("F", 2, 2, 0),
    "church_square": ("F", 0, 0, 5),
}

# A choice every A-F building accepts that gains no goods or francs beyond its fixed part.
MINIMAL: dict[str, Use] = {b: Use(b) for b in BUILDINGS}
MINIMAL["hardware_store"] = Use("hardware_store", (W,))


def at_turn(p0: PlayerState, p1: PlayerState | None = None, *, current: int = 0, round_letter: str = "F") -> GameState:
    """A state in ``round_letter`` where it is ``current``'s turn (whose turn follows from the turns taken)."""
    for taken in (0, 1):
        state = scenario(p0, p1 or player("P2"), round_letter=round_letter, actions_taken=taken)
        if state.current == current:
            return state
    raise AssertionError("unreachable")


def checked_apply(state: GameState, action: Action) -> Transition:
    assert check(state, action) is None, check(state, action)
    return apply(state, action)


def offered_uses(state: GameState, building: str) -> set[Use]:
    """The use choices ``legal_actions`` lists for the building; they must equal ``use_options``."""
    listed = [a for a in legal_actions(state) if isinstance(a, Use) and a.building == building]
    assert len(listed) == len(set(listed)), "a choice is listed twice"
    assert set(listed) == set(use_options(state, building))
    return set(listed)


def rule_of(state: GameState, action: Action) -> RuleId | None:
    rejection = check(state, action)
    return None if rejection is None else rejection.rule


def steps_lost(events: tuple[Event, ...]) -> list[StepsLost]:
    return [e for e in events if isinstance(e, StepsLost)]


def marker_moves(events: tuple[Event, ...], good: Good) -> list[MarkerMoved]:
    return [e for e in events if isinstance(e, MarkerMoved) and e.good == good]


def distance(a: Cell, b: Cell) -> int:
    """Steps between two cells on one straight or diagonal line."""
    return max(abs(a.row - b.row), abs(a.col - b.col))


def assert_markers(before: PlayerState, after: PlayerState, changed: dict[Good, Cell]) -> None:
    for good in GOODS:
        assert after.cell(good) == changed.get(good, before.cell(good)), good


def assert_returned(t: Transition, owner: int, building: str) -> None:
    assert t.state.players[owner].age_of(building) == 0
    assert t.state.players[1 - owner].age_of(building) is None
    assert ReturnedToZero(owner, building) in t.events


def pay(*ends: tuple[Good, Cell]) -> tuple[MarkerEnd, ...]:
    """A payment in canonical order (fish, clay, wood, grain)."""
    return tuple(sorted((MarkerEnd(g, c) for g, c in ends), key=lambda e: GOODS.index(e.good)))


# ---- buildings without a choice: one table ----------------------------------------------

# Directions of each fixed building's runs (rules §10).
DIRECTIONS: dict[str, dict[Good, Direction]] = {
    "clay_mound": {C: RIGHT},
    "smokehouse": {F: UP_LEFT},
    "grocery_store": {G: RIGHT, F: RIGHT},
    "wood_company": {W: RIGHT},
    "farm": {G: UP_RIGHT},
    "farmland": {G: RIGHT, W: RIGHT, C: RIGHT},
    "kiln": {C: UP_LEFT},
    "bakehouse": {G: UP_LEFT},
    "building_firm": {W: RIGHT, C: RIGHT},
    "church_square": {G: RIGHT, F: RIGHT},
}


@dataclass(frozen=True)
class Gain:
    building: str
    age: int
    start: dict[Good, Cell]  # cells that differ from the start cells
    end: dict[Good, Cell]  # cells that change during the use
    francs: int  # francs the user gains, 4+ bonus included
    lost: dict[Good, int] = field(default_factory=dict)


def gain(
    tag: str,
    building: str,
    age: int,
    start: dict[Good, Cell],
    end: dict[Good, Cell],
    francs: int,
    lost: dict[Good, int] | None = None,
) -> object:
    return pytest.param(Gain(building, age, start, end, francs, lost or {}), id=f"{building}-{SECTOR[age][0]}-{tag}")


c = Cell
GAIN_CASES = [
    # Clay Mound: (N+1) clay right (EX-15): 3/4/5/5 steps.
    gain("3steps", "clay_mound", 1, {C: c(1, 0)}, {C: c(1, 3)}, 0),  # 3 -> 6
    gain("4steps", "clay_mound", 2, {C: c(1, 0)}, {C: c(1, 4)}, 0),  # 3 -> 7
    gain("5steps", "clay_mound", 3, {C: c(1, 0)}, {C: c(1, 5)}, 0),  # 3 -> 8
    gain("5steps", "clay_mound", 4, {C: c(1, 0)}, {C: c(1, 5)}, 1),  # 3 -> 8, +1 bonus
    gain("edge", "clay_mound", 1, {}, {C: c(0, 5)}, 0, {C: 1}),  # start (0,3): room 2 of 3
    gain("edge", "clay_mound", 4, {}, {C: c(0, 5)}, 1, {C: 3}),  # room 2 of 5
    # Smokehouse: N fish up-left (+2 each).
    gain("plain", "smokehouse", 1, {}, {F: c(2, 2)}, 0),  # 4 -> 8
    gain("plain", "smokehouse", 2, {}, {F: c(3, 1)}, 0),  # 4 -> 10
    gain("plain", "smokehouse", 3, {}, {F: c(4, 0)}, 0),  # 4 -> 12 (room exactly 4)
    gain("plain", "smokehouse", 4, {}, {F: c(4, 0)}, 1),
    gain("column-runs-out", "smokehouse", 2, {F: c(1, 1)}, {F: c(2, 0)}, 0, {F: 2}),
    gain("row-runs-out", "smokehouse", 3, {F: c(4, 5)}, {F: c(5, 4)}, 0, {F: 3}),
    gain("no-slide", "smokehouse", 1, {F: c(2, 0)}, {}, 0, {F: 2}),  # not up along the edge
    # Grocery Store: +N francs (2/3/4, 5 at 4+; EX-9), grain and fish one step right.
    gain("plain", "grocery_store", 1, {}, {G: c(0, 2), F: c(0, 5)}, 2),
    gain("plain", "grocery_store", 2, {}, {G: c(0, 2), F: c(0, 5)}, 3),
    gain("plain", "grocery_store", 3, {}, {G: c(0, 2), F: c(0, 5)}, 4),
    gain("plain", "grocery_store", 4, {}, {G: c(0, 2), F: c(0, 5)}, 4 + 1),
    gain("edge", "grocery_store", 2, {G: c(2, 5), F: c(4, 5)}, {}, 3, {G: 1, F: 1}),
    # Wood Company: N wood right (EX-6).
    gain("plain", "wood_company", 1, {W: c(1, 0)}, {W: c(1, 2)}, 0),  # 3 -> 5
    gain("plain", "wood_company", 2, {W: c(1, 0)}, {W: c(1, 3)}, 0),  # 3 -> 6
    gain("plain", "wood_company", 3, {W: c(1, 0)}, {W: c(1, 4)}, 0),  # 3 -> 7
    gain("plain", "wood_company", 4, {W: c(1, 0)}, {W: c(1, 4)}, 1),
    gain("edge", "wood_company", 3, {}, {W: c(0, 5)}, 0, {W: 1}),  # start (0,2): room 3 of 4
    gain("edge", "wood_company", 4, {}, {W: c(0, 5)}, 1, {W: 1}),
    # Farm: net N-1 grain up-right (+4 each; EX-8: +4/+8/+12/+12), OQ-6 net reading.
    gain("plain", "farm", 1, {}, {G: c(1, 2)}, 0),  # 1 -> 5
    gain("plain", "farm", 2, {}, {G: c(2, 3)}, 0),  # 1 -> 9
    gain("plain", "farm", 3, {}, {G: c(3, 4)}, 0),  # 1 -> 13
    gain("plain", "farm", 4, {}, {G: c(3, 4)}, 1),
    gain("column-runs-out", "farm", 2, {G: c(0, 4)}, {G: c(1, 5)}, 0, {G: 1}),  # 2 steps, room 1
    gain("row-runs-out", "farm", 3, {G: c(4, 0)}, {G: c(5, 1)}, 0, {G: 2}),  # 3 steps, room 1
    gain("corner", "farm", 1, {G: c(0, 5)}, {}, 0, {G: 1}),
    # Farmland: N grain right, then wood and clay one step right each.
    gain("plain", "farmland", 1, {G: c(0, 0)}, {G: c(0, 2), W: c(0, 3), C: c(0, 4)}, 0),
    gain("plain", "farmland", 2, {G: c(0, 0)}, {G: c(0, 3), W: c(0, 3), C: c(0, 4)}, 0),
    gain("plain", "farmland", 3, {G: c(0, 0)}, {G: c(0, 4), W: c(0, 3), C: c(0, 4)}, 0),
    gain("plain", "farmland", 4, {G: c(0, 0)}, {G: c(0, 4), W: c(0, 3), C: c(0, 4)}, 1),
    gain("edge", "farmland", 3, {G: c(0, 3), W: c(1, 5), C: c(2, 5)}, {G: c(0, 5)}, 0, {G: 2, W: 1, C: 1}),
    # Kiln: N clay up-left. From the start cell (0,3) the column runs out after 3 steps.
    gain("plain", "kiln", 1, {}, {C: c(2, 1)}, 0),  # 3 -> 7
    gain("plain", "kiln", 2, {}, {C: c(3, 0)}, 0),  # 3 -> 9
    gain("column-runs-out", "kiln", 3, {}, {C: c(3, 0)}, 0, {C: 1}),
    gain("column-runs-out", "kiln", 4, {}, {C: c(3, 0)}, 1, {C: 1}),
    gain("plain", "kiln", 3, {C: c(1, 5)}, {C: c(5, 1)}, 0),  # 8 -> 16
    gain("row-runs-out", "kiln", 2, {C: c(4, 5)}, {C: c(5, 4)}, 0, {C: 2}),
    # Bakehouse: N grain up-left.
    gain("plain", "bakehouse", 1, {G: c(0, 5)}, {G: c(2, 3)}, 0),  # 5 -> 9
    gain("plain", "bakehouse", 2, {G: c(0, 5)}, {G: c(3, 2)}, 0),  # 5 -> 11
    gain("plain", "bakehouse", 3, {G: c(0, 5)}, {G: c(4, 1)}, 0),  # 5 -> 13
    gain("plain", "bakehouse", 4, {G: c(0, 5)}, {G: c(4, 1)}, 1),
    gain("column-runs-out", "bakehouse", 2, {}, {G: c(1, 0)}, 0, {G: 2}),  # start (0,1): room 1 of 3
    gain("row-runs-out", "bakehouse", 1, {G: c(5, 3)}, {}, 0, {G: 2}),
    # Building Firm: N wood right and N clay right.
    gain("plain", "building_firm", 1, {W: c(1, 0), C: c(2, 0)}, {W: c(1, 2), C: c(2, 2)}, 0),
    gain("plain", "building_firm", 2, {W: c(1, 0), C: c(2, 0)}, {W: c(1, 3), C: c(2, 3)}, 0),
    gain("plain", "building_firm", 3, {W: c(1, 0), C: c(2, 0)}, {W: c(1, 4), C: c(2, 4)}, 0),
    gain("plain", "building_firm", 4, {W: c(1, 0), C: c(2, 0)}, {W: c(1, 4), C: c(2, 4)}, 1),
    gain("edge", "building_firm", 3, {}, {W: c(0, 5), C: c(0, 5)}, 0, {W: 1, C: 2}),  # rooms 3 and 2 of 4
    # Church Square: N grain right and N fish right.
    gain("plain", "church_square", 1, {G: c(1, 0), F: c(2, 0)}, {G: c(1, 2), F: c(2, 2)}, 0),
    gain("plain", "church_square", 2, {G: c(1, 0), F: c(2, 0)}, {G: c(1, 3), F: c(2, 3)}, 0),
    gain("plain", "church_square", 3, {G: c(1, 0), F: c(2, 0)}, {G: c(1, 4), F: c(2, 4)}, 0),
    gain("plain", "church_square", 4, {G: c(1, 0), F: c(2, 0)}, {G: c(1, 4), F: c(2, 4)}, 1),
    gain("edge", "church_square", 2, {}, {G: c(0, 4), F: c(0, 5)}, 0, {F: 2}),  # fish room 1 of 3
]


@pytest.mark.parametrize("case", GAIN_CASES)
def test_fixed_building_use(case: Gain) -> None:
    before = player("P1", francs=3, cells=case.start, wheel={case.building: case.age})
    state = at_turn(before)
    assert offered_uses(state, case.building) == {Use(case.building)}
    t = checked_apply(state, Use(case.building))
    after = t.state.players[0]
    assert_markers(before, after, case.end)
    assert after.francs == 3 + case.francs
    directions = DIRECTIONS[case.building]
    expected_lost = [StepsLost(0, g, directions[g], n) for g, n in case.lost.items()]
    assert sorted(steps_lost(t.events), key=str) == sorted(expected_lost, key=str)
    for good in GOODS:
        moves = marker_moves(t.events, good)
        if good in case.end:
            start, end = before.cell(good), case.end[good]
            assert moves == [
                MarkerMoved(
                    0, good, directions[good], start, end, distance(start, end), RuleId("building." + case.building)
                )
            ]
        else:
            assert moves == []
    _label, n, bonus = SECTOR[case.age]
    assert Used(0, case.building, 0, case.age, n) in t.events
    assert (FrancsGained(0, 1, RuleId.USE_BONUS_FRANC) in t.events) == (bonus == 1)
    assert_returned(t, 0, case.building)
    assert t.state.players[1] == state.players[1]


@pytest.mark.parametrize("building", list(DIRECTIONS))
def test_fixed_building_takes_no_choice(building: str) -> None:
    state = at_turn(player("P1", wheel={building: 2}))
    assert rule_of(state, Use(building, (W,))) == RuleId.USE_CHOICE
    assert rule_of(state, Use(building, times=1)) == RuleId.USE_CHOICE
    assert rule_of(state, Use(building, payments=(pay((F, c(0, 3))),))) == RuleId.USE_CHOICE


# ---- Hardware Store: wood or clay, never a split ------------------------------------------


@pytest.mark.parametrize("age", AGES)
def test_hardware_store_offers_wood_or_clay(age: int) -> None:
    state = at_turn(player("P1", wheel={"hardware_store": age}))
    assert offered_uses(state, "hardware_store") == {Use("hardware_store", (W,)), Use("hardware_store", (C,))}


@pytest.mark.parametrize(
    ("age", "good", "start", "end", "lost"),
    [
        # wood from (0,0): N steps right -> 2/3/4/4 wood
        pytest.param(1, W, {W: c(0, 0)}, c(0, 2), 0, id="wood-2"),
        pytest.param(2, W, {W: c(0, 0)}, c(0, 3), 0, id="wood-3"),
        pytest.param(3, W, {W: c(0, 0)}, c(0, 4), 0, id="wood-4"),
        pytest.param(4, W, {W: c(0, 0)}, c(0, 4), 0, id="wood-4+"),
        # clay from (1,0): 3 -> 5/6/7/7
        pytest.param(1, C, {C: c(1, 0)}, c(1, 2), 0, id="clay-2"),
        pytest.param(2, C, {C: c(1, 0)}, c(1, 3), 0, id="clay-3"),
        pytest.param(3, C, {C: c(1, 0)}, c(1, 4), 0, id="clay-4"),
        pytest.param(4, C, {C: c(1, 0)}, c(1, 4), 0, id="clay-4+"),
        # edges from the start cells: wood (0,2) has room 3, clay (0,3) room 2
        pytest.param(3, W, {}, c(0, 5), 1, id="wood-edge-4"),
        pytest.param(2, C, {}, c(0, 5), 1, id="clay-edge-3"),
    ],
)
def test_hardware_store_use(age: int, good: Good, start: dict[Good, Cell], end: Cell, lost: int) -> None:
    before = player("P1", francs=3, cells=start, wheel={"hardware_store": age})
    t = checked_apply(at_turn(before), Use("hardware_store", (good,)))
    after = t.state.players[0]
    assert_markers(before, after, {good: end})
    assert after.francs == 3 + SECTOR[age][2]
    assert steps_lost(t.events) == ([StepsLost(0, good, RIGHT, lost)] if lost else [])
    assert_returned(t, 0, "hardware_store")


def test_hardware_store_rejects_splits_and_other_goods() -> None:
    state = at_turn(player("P1", wheel={"hardware_store": 2}))  # sector 3 (EX-16)
    split = decode("use hardware_store wood*2 clay")
    assert split == Use("hardware_store", (C, W, W))
    assert rule_of(state, split) == RuleId.HARDWARE_STORE
    assert rule_of(state, decode("use hardware_store wood clay")) == RuleId.HARDWARE_STORE
    assert rule_of(state, Use("hardware_store", (F,))) == RuleId.HARDWARE_STORE
    assert rule_of(state, Use("hardware_store", (G,))) == RuleId.HARDWARE_STORE
    assert rule_of(state, Use("hardware_store", (W,), times=3)) == RuleId.USE_CHOICE
    assert rule_of(state, decode("use hardware_store clay")) is None


# ---- Marketplace: N right-steps split freely ---------------------------------------------


def splits(rooms: tuple[int, ...], total: int) -> set[tuple[int, ...]]:
    """Every (fish, clay, wood, grain) step count with at most ``total`` steps and each within its room."""
    return {counts for counts in product(*(range(r + 1) for r in rooms)) if sum(counts) <= total}


def counts_of(use: Use) -> tuple[int, ...]:
    return tuple(use.goods.count(g) for g in GOODS)


@pytest.mark.parametrize("age", AGES)
def test_marketplace_offers_every_split(age: int) -> None:
    state = at_turn(player("P1", wheel={"marketplace": age}))
    n = SECTOR[age][1]
    # start cells: fish (0,4), clay (0,3), wood (0,2), grain (0,1): room right 1, 2, 3, 4
    expected = splits((1, 2, 3, 4), n)
    offered = offered_uses(state, "marketplace")
    assert {counts_of(u) for u in offered} == expected
    assert len(offered) == len(expected)
    assert all(u.times == 0 and u.payments == () for u in offered)


def test_marketplace_split_count_in_sector_2() -> None:
    state = at_turn(player("P1", wheel={"marketplace": 1}))
    # 0 steps: 1 way; 1 step: 4 ways; 2 steps: 10 multisets of 4 goods minus fish*2 (fish has room 1) = 9
    assert len(use_options(state, "marketplace")) == 1 + 4 + 9


def test_marketplace_steps_beyond_the_room_are_lost() -> None:
    """Rules §11 (revision 2): steps beyond a marker's room are legal and lost; the listing keeps one
    action per outcome, so it still names only the steps that fit."""
    cells = {F: c(0, 5), C: c(1, 5), W: c(0, 4), G: c(3, 5)}  # only wood has room (1 step)
    before = player("P1", cells=cells, wheel={"marketplace": 4})  # 4+: 4 steps, +1 franc
    state = at_turn(before)
    assert offered_uses(state, "marketplace") == {Use("marketplace"), Use("marketplace", (W,))}
    # All four steps on wood: one taken, three lost.
    t = checked_apply(state, Use("marketplace", (W,) * 4))
    assert_markers(before, t.state.players[0], {W: c(0, 5)})
    assert marker_moves(t.events, W) == [MarkerMoved(0, W, RIGHT, c(0, 4), c(0, 5), 1, RuleId.MARKETPLACE)]
    assert steps_lost(t.events) == [StepsLost(0, W, RIGHT, 3)]
    assert t.state == checked_apply(state, Use("marketplace", (W,))).state
    # A step on fish, which sits at the edge, is lost whole: no move, one step lost.
    t = checked_apply(state, Use("marketplace", (F, W)))
    assert_markers(before, t.state.players[0], {W: c(0, 5)})
    assert marker_moves(t.events, F) == []
    assert steps_lost(t.events) == [StepsLost(0, F, RIGHT, 1)]
    # Spread over every marker, 3 of the 4 steps are lost.
    t = checked_apply(state, Use("marketplace", (F, C, W, G)))
    assert sorted((e.good, e.lost) for e in steps_lost(t.events)) == sorted([(F, 1), (C, 1), (G, 1)])
    assert t.state.players[0].francs == 3 + 1
    # The Marketplace still gives only N steps.
    assert rule_of(state, Use("marketplace", (W,) * 5)) == RuleId.USE_FREE_SPLIT


@pytest.mark.parametrize(
    ("age", "goods", "end"),
    [
        pytest.param(1, (W, W), {W: c(0, 4)}, id="2-wood-twice"),
        pytest.param(2, (F, G, G), {F: c(0, 5), G: c(0, 3)}, id="3-fish-grain-grain"),
        pytest.param(3, (F, C, W, G), {F: c(0, 5), C: c(0, 4), W: c(0, 3), G: c(0, 2)}, id="4-one-each"),
        pytest.param(4, (C, C, G, G), {C: c(0, 5), G: c(0, 3)}, id="4+-clay2-grain2"),
        pytest.param(4, (G, G, G, G), {G: c(0, 5)}, id="4+-all-grain"),
        pytest.param(3, (G,), {G: c(0, 2)}, id="4-fewer-steps"),
    ],
)
def test_marketplace_use(age: int, goods: tuple[Good, ...], end: dict[Good, Cell]) -> None:
    before = player("P1", francs=3, wheel={"marketplace": age})
    t = checked_apply(at_turn(before), Use("marketplace", goods))
    after = t.state.players[0]
    assert_markers(before, after, end)
    assert after.francs == 3 + SECTOR[age][2]
    assert steps_lost(t.events) == []
    assert_returned(t, 0, "marketplace")


def test_marketplace_rejections_and_lost_steps() -> None:
    before = player("P1", wheel={"marketplace": 1})  # N = 2
    state = at_turn(before)
    # fish (0,4) has room 1: both steps on fish are legal, the second is lost (§11, revision 2)
    t = checked_apply(state, decode("use marketplace fish*2"))
    assert_markers(before, t.state.players[0], {F: c(0, 5)})
    assert steps_lost(t.events) == [StepsLost(0, F, RIGHT, 1)]
    assert rule_of(state, Use("marketplace", (C, W, G))) == RuleId.USE_FREE_SPLIT  # 3 steps > 2
    assert rule_of(state, Use("marketplace", (W,), times=2)) == RuleId.USE_CHOICE
    assert rule_of(state, decode("use marketplace clay*2")) is None  # clay (0,3): room 2


# ---- Wood Trader: up to N x (1 franc + 2 food -> wood up) --------------------------------
# Rules §8.3 (revision 2): each repetition pays 1 franc and its own 2 food under the no-change rule.


def each(*groups: tuple[tuple[Good, Cell], ...]) -> tuple[tuple[MarkerEnd, ...], ...]:
    """One payment per repetition, in the order paid; each group is (good, end cell) pairs."""
    return tuple(pay(*group) for group in groups)


def listed_with_outcome(state: GameState, action: Use) -> Use:
    """The listed use that ends in the same state as ``action`` (the listing has one per outcome)."""
    outcome = apply(state, action).state
    same = [u for u in offered_uses(state, action.building) if apply(state, u).state == outcome]
    assert len(same) == 1, same
    return same[0]


@pytest.mark.parametrize(
    ("age", "payments", "fish_end", "grain_end", "wood_end"),
    [
        # fish (3,5) = 14 and grain (3,5) = 14; each repetition pays exactly 2 by two left moves;
        # wood (0,0) goes one step up (+3) per repetition
        pytest.param(1, each(((F, c(3, 3)),), ((F, c(3, 1)),)), c(3, 1), c(3, 5), c(2, 0), id="2-x2"),
        pytest.param(2, each(((F, c(3, 3)),), ((F, c(3, 1)),), ((G, c(3, 3)),)), c(3, 1), c(3, 3), c(3, 0), id="3-x3"),
        pytest.param(
            3,
            each(((F, c(3, 3)),), ((F, c(3, 1)),), ((G, c(3, 3)),), ((G, c(3, 1)),)),
            c(3, 1),
            c(3, 1),
            c(4, 0),
            id="4-x4",
        ),
        pytest.param(
            4,
            each(((F, c(3, 3)),), ((F, c(3, 1)),), ((G, c(3, 3)),), ((G, c(3, 1)),)),
            c(3, 1),
            c(3, 1),
            c(4, 0),
            id="4+-x4",
        ),
        pytest.param(
            2,
            each(
                ((F, c(3, 4)), (G, c(3, 4))),
            ),
            c(3, 4),
            c(3, 4),
            c(1, 0),
            id="3-x1-mixed",
        ),
    ],
)
def test_wood_trader_use(
    age: int, payments: tuple[tuple[MarkerEnd, ...], ...], fish_end: Cell, grain_end: Cell, wood_end: Cell
) -> None:
    before = player("P1", francs=10, cells={F: c(3, 5), G: c(3, 5), W: c(0, 0)}, wheel={"wood_trader": age})
    state = at_turn(before)
    k = len(payments)
    action = Use("wood_trader", times=k, payments=payments)
    listed_with_outcome(state, action)
    t = checked_apply(state, action)
    after = t.state.players[0]
    assert (14 - fish_end.amount) + (14 - grain_end.amount) == 2 * k
    assert_markers(before, after, {F: fish_end, G: grain_end, W: wood_end})
    assert after.francs == 10 + SECTOR[age][2] - k
    assert [e for e in t.events if isinstance(e, FrancsPaid)] == [FrancsPaid(0, k, None, RuleId.WOOD_TRADER)]
    paid_per_repetition: dict[int, int] = {}
    for event in t.events:
        if isinstance(event, GoodsPaid):
            paid_per_repetition[event.repetition] = paid_per_repetition.get(event.repetition, 0) + event.amount
    assert list(paid_per_repetition.values()) == [2] * k
    if k > 1:
        assert list(paid_per_repetition) == list(range(1, k + 1))  # numbered from 1, in the order paid
    assert not any(isinstance(e, Overpaid) for e in t.events)
    assert steps_lost(t.events) == []
    assert_returned(t, 0, "wood_trader")


def test_wood_trader_options_limited_by_food() -> None:
    # fish (0,5) = 5, grain 0: 2 food per repetition, left twice each; a third would need 2 from fish 1
    state = at_turn(player("P1", francs=10, cells={F: c(0, 5), G: c(0, 0)}, wheel={"wood_trader": 3}))
    assert offered_uses(state, "wood_trader") == {
        Use("wood_trader"),
        Use("wood_trader", times=1, payments=each(((F, c(0, 3)),))),
        Use("wood_trader", times=2, payments=each(((F, c(0, 3)),), ((F, c(0, 1)),))),
    }
    three = Use("wood_trader", times=3, payments=each(((F, c(0, 3)),), ((F, c(0, 1)),), ((F, c(0, 0)),)))
    assert rule_of(state, three) == RuleId.WOOD_TRADER  # the third repetition is underpaid


def test_wood_trader_options_limited_by_francs() -> None:
    state = at_turn(player("P1", francs=1, cells={F: c(0, 5), G: c(0, 0)}, wheel={"wood_trader": 3}))
    assert offered_uses(state, "wood_trader") == {
        Use("wood_trader"),
        Use("wood_trader", times=1, payments=each(((F, c(0, 3)),))),
    }
    two = Use("wood_trader", times=2, payments=each(((F, c(0, 3)),), ((F, c(0, 1)),)))
    assert rule_of(state, two) == RuleId.WOOD_TRADER


def test_wood_trader_bonus_franc_pays_a_repetition() -> None:
    # 4+: 1 franc + 1 bonus franc = 2 repetitions (EX-11)
    before = player("P1", francs=1, cells={F: c(0, 5), G: c(0, 0)}, wheel={"wood_trader": 4})
    state = at_turn(before)
    two = Use("wood_trader", times=2, payments=each(((F, c(0, 3)),), ((F, c(0, 1)),)))
    assert offered_uses(state, "wood_trader") == {
        Use("wood_trader"),
        Use("wood_trader", times=1, payments=each(((F, c(0, 3)),))),
        two,
    }
    t = checked_apply(state, two)
    after = t.state.players[0]
    assert after.francs == 1 + 1 - 2
    assert_markers(before, after, {F: c(0, 1), W: c(2, 2)})  # wood (0,2) two steps up: 2 -> 8


def test_wood_trader_without_francs_only_zero_repetitions() -> None:
    before = player("P1", francs=0, cells={F: c(3, 5)}, wheel={"wood_trader": 1})
    state = at_turn(before)
    assert offered_uses(state, "wood_trader") == {Use("wood_trader")}
    t = checked_apply(state, Use("wood_trader"))
    assert t.state.players[0].markers == before.markers
    assert t.state.players[0].francs == 0
    assert_returned(t, 0, "wood_trader")


def test_wood_trader_food_from_fish_and_grain() -> None:
    # fish 1 + grain 1 = the 2 food of one repetition; a second repetition would need 2 more
    state = at_turn(player("P1", francs=5, cells={F: c(0, 1), G: c(0, 1)}, wheel={"wood_trader": 1}))
    assert offered_uses(state, "wood_trader") == {
        Use("wood_trader"),
        Use("wood_trader", times=1, payments=(pay((F, c(0, 0)), (G, c(0, 0))),)),
    }


def test_wood_trader_no_change() -> None:
    # fish (1,0) = 3 can only move down (pays 3) for a cost of 2: 1 food is lost
    before = player("P1", francs=5, cells={F: c(1, 0), G: c(0, 0)}, wheel={"wood_trader": 1})
    state = at_turn(before)
    one = Use("wood_trader", times=1, payments=each(((F, c(0, 0)),)))
    assert offered_uses(state, "wood_trader") == {Use("wood_trader"), one}
    t = checked_apply(state, one)
    after = t.state.players[0]
    assert_markers(before, after, {F: c(0, 0), W: c(1, 2)})  # wood 2 -> 5
    assert after.francs == 5 - 1
    assert Overpaid(0, "food", 2, 3) in t.events


def test_wood_trader_rejections() -> None:
    state = at_turn(player("P1", francs=10, cells={F: c(2, 2), G: c(0, 0)}, wheel={"wood_trader": 1}))
    # fish (2,2) = 8. Down, down pays 6 for 2 food: the second move is superfluous.
    assert rule_of(state, Use("wood_trader", times=1, payments=each(((F, c(0, 2)),)))) == RuleId.PAYMENT_NO_CHANGE
    # left pays 1 < 2
    assert rule_of(state, Use("wood_trader", times=1, payments=each(((F, c(2, 1)),)))) == RuleId.WOOD_TRADER
    # nothing paid: a repetition without its payment
    rejection = check(state, Use("wood_trader", times=1))
    assert rejection is not None
    assert (rejection.rule, rejection.reason) == (RuleId.USE_COST_PER_REPETITION, Reason.ONE_PAYMENT_PER_REPETITION)
    assert (rejection.get("times"), rejection.get("given")) == (1, 0)
    wrong = Use("wood_trader", times=1, payments=each(((F, c(2, 0)), (W, c(0, 1)))))
    assert rule_of(state, wrong) == RuleId.PAYMENT_WRONG_GOODS
    assert rule_of(state, Use("wood_trader", (W,), times=1, payments=each(((F, c(2, 0)),)))) == RuleId.USE_CHOICE
    assert rule_of(state, Use("wood_trader", times=1, payments=each(((F, c(2, 0)),)))) is None  # left, left = 2
    # The second repetition pays from where the first left the fish: (2,0) cannot pay 2 by moving left.
    both_left = Use("wood_trader", times=2, payments=each(((F, c(2, 0)),), ((F, c(2, -2)),)))
    assert rule_of(state, both_left) == RuleId.PAYMENT_MOVES
    assert rule_of(state, Use("wood_trader", times=2, payments=each(((F, c(2, 0)),), ((F, c(1, 0)),)))) is None


def test_wood_trader_steps_lost_at_top() -> None:
    before = player("P1", francs=5, cells={F: c(3, 5), G: c(0, 0), W: c(4, 2)}, wheel={"wood_trader": 1})
    t = checked_apply(at_turn(before), Use("wood_trader", times=2, payments=each(((F, c(3, 3)),), ((F, c(3, 1)),))))
    after = t.state.players[0]
    assert_markers(before, after, {F: c(3, 1), W: c(5, 2)})  # one step up, the second is lost
    assert after.francs == 5 - 2  # both repetitions are paid
    assert steps_lost(t.events) == [StepsLost(0, W, UP, 1)]


# ---- Restaurant: up to N x (1 food -> 2 francs) ------------------------------------------


def fish_lefts(start_col: int, k: int) -> tuple[tuple[MarkerEnd, ...], ...]:
    """k payments of 1 food, each moving fish on row 0 one column left."""
    return tuple(pay((F, c(0, start_col - i))) for i in range(1, k + 1))


@pytest.mark.parametrize(
    ("age", "fish_end", "francs"),
    [
        # fish (0,5) = 5 pays N food by moving left once per repetition; +2 francs per food
        pytest.param(1, c(0, 3), 3 + 2 * 2, id="2"),
        pytest.param(2, c(0, 2), 3 + 2 * 3, id="3"),
        pytest.param(3, c(0, 1), 3 + 2 * 4, id="4"),
        pytest.param(4, c(0, 1), 3 + 1 + 2 * 4, id="4+"),
    ],
)
def test_restaurant_use(age: int, fish_end: Cell, francs: int) -> None:
    n = SECTOR[age][1]
    before = player("P1", francs=3, cells={F: c(0, 5), G: c(0, 0)}, wheel={"restaurant": age})
    t = checked_apply(at_turn(before), Use("restaurant", times=n, payments=fish_lefts(5, n)))
    after = t.state.players[0]
    assert_markers(before, after, {F: fish_end})
    assert after.francs == francs
    assert FrancsGained(0, 2 * n, RuleId.RESTAURANT) in t.events
    paid = [(e.repetition, e.start, e.end) for e in t.events if isinstance(e, GoodsPaid)]
    assert paid == [(i, c(0, 6 - i), c(0, 5 - i)) for i in range(1, n + 1)]
    assert not any(isinstance(e, Overpaid) for e in t.events)
    assert_returned(t, 0, "restaurant")


@pytest.mark.parametrize("age", AGES)
def test_restaurant_options_zero_to_n(age: int) -> None:
    # no francs needed: the Restaurant costs food only
    n = SECTOR[age][1]
    state = at_turn(player("P1", francs=0, cells={F: c(0, 5), G: c(0, 0)}, wheel={"restaurant": age}))
    expected = {Use("restaurant")} | {Use("restaurant", times=k, payments=fish_lefts(5, k)) for k in range(1, n + 1)}
    assert offered_uses(state, "restaurant") == expected


def test_restaurant_options_limited_by_food() -> None:
    state = at_turn(player("P1", cells={F: c(0, 2), G: c(0, 0)}, wheel={"restaurant": 3}))
    assert offered_uses(state, "restaurant") == {
        Use("restaurant"),
        Use("restaurant", times=1, payments=fish_lefts(2, 1)),
        Use("restaurant", times=2, payments=fish_lefts(2, 2)),
    }


def test_restaurant_food_from_fish_or_grain() -> None:
    state = at_turn(player("P1", cells={F: c(0, 1), G: c(0, 1)}, wheel={"restaurant": 1}))
    # one food: fish or grain (paying both would make one move superfluous); two food: one from each,
    # listed once (fish first) although grain first is just as legal and ends the same
    fish_then_grain = Use("restaurant", times=2, payments=each(((F, c(0, 0)),), ((G, c(0, 0)),)))
    assert offered_uses(state, "restaurant") == {
        Use("restaurant"),
        Use("restaurant", times=1, payments=each(((F, c(0, 0)),))),
        Use("restaurant", times=1, payments=each(((G, c(0, 0)),))),
        fish_then_grain,
    }
    grain_then_fish = Use("restaurant", times=2, payments=each(((G, c(0, 0)),), ((F, c(0, 0)),)))
    assert rule_of(state, grain_then_fish) is None
    assert apply(state, grain_then_fish).state == apply(state, fish_then_grain).state
    both_for_one = Use("restaurant", times=1, payments=(pay((F, c(0, 0)), (G, c(0, 0))),))
    assert rule_of(state, both_for_one) == RuleId.PAYMENT_NO_CHANGE
    # both markers in the first repetition leave nothing for the second
    both_first = Use("restaurant", times=2, payments=(pay((F, c(0, 0)), (G, c(0, 0))), pay((F, c(0, 0)))))
    assert rule_of(state, both_first) == RuleId.PAYMENT_NO_CHANGE


def test_restaurant_mixed_payment() -> None:
    before = player("P1", francs=3, cells={F: c(0, 2), G: c(0, 2)}, wheel={"restaurant": 2})
    payments = each(((F, c(0, 1)),), ((F, c(0, 0)),), ((G, c(0, 1)),))
    t = checked_apply(at_turn(before), Use("restaurant", times=3, payments=payments))
    after = t.state.players[0]
    assert_markers(before, after, {F: c(0, 0), G: c(0, 1)})  # 2 fish + 1 grain
    assert after.francs == 3 + 2 * 3


def test_restaurant_no_change() -> None:
    # fish (1,0) = 3 can only pay 3 at once; a repetition takes all of it, so a second is impossible
    # (revision 1's one sum paid x2 with that single move, §8.3)
    before = player("P1", francs=3, cells={F: c(1, 0), G: c(0, 0)}, wheel={"restaurant": 1})
    state = at_turn(before)
    one = Use("restaurant", times=1, payments=each(((F, c(0, 0)),)))
    assert offered_uses(state, "restaurant") == {Use("restaurant"), one}
    t = checked_apply(state, one)
    assert t.state.players[0].francs == 3 + 2
    assert t.state.players[0].cell(F) == c(0, 0)
    assert Overpaid(0, "food", 1, 3) in t.events
    two = Use("restaurant", times=2, payments=each(((F, c(0, 0)),), ((F, c(0, 0)),)))
    assert rule_of(state, two) == RuleId.RESTAURANT  # nothing left for the second repetition


def test_restaurant_rejections() -> None:
    state = at_turn(player("P1", cells={F: c(3, 5), G: c(0, 0)}, wheel={"restaurant": 1}))
    assert rule_of(state, Use("restaurant", times=3, payments=fish_lefts(5, 3))) == RuleId.USE_REPETITIONS_OPTIONAL
    assert rule_of(state, Use("restaurant", times=1)) == RuleId.USE_COST_PER_REPETITION  # nothing paid
    assert rule_of(state, Use("restaurant", (F,), times=1, payments=each(((F, c(3, 4)),)))) == RuleId.USE_CHOICE
    # two food named in one payment for two repetitions: revision 2 wants one payment each
    assert rule_of(state, Use("restaurant", times=2, payments=each(((F, c(3, 3)),)))) == RuleId.USE_COST_PER_REPETITION
    assert rule_of(state, Use("restaurant", times=2, payments=each(((F, c(3, 4)),), ((F, c(3, 3)),)))) is None


# ---- Fish Market: up to N x (1 franc -> fish up-right) -----------------------------------


@pytest.mark.parametrize(
    ("age", "fish_end", "francs"),
    [
        # fish (0,0) goes N steps up-right (+4 each); 1 franc per repetition
        pytest.param(1, c(2, 2), 5 - 2, id="2"),  # 0 -> 8
        pytest.param(2, c(3, 3), 5 - 3, id="3"),  # 0 -> 12
        pytest.param(3, c(4, 4), 5 - 4, id="4"),  # 0 -> 16
        pytest.param(4, c(4, 4), 5 + 1 - 4, id="4+"),
    ],
)
def test_fish_market_use(age: int, fish_end: Cell, francs: int) -> None:
    n = SECTOR[age][1]
    before = player("P1", francs=5, cells={F: c(0, 0)}, wheel={"fish_market": age})
    t = checked_apply(at_turn(before), Use("fish_market", times=n))
    after = t.state.players[0]
    assert_markers(before, after, {F: fish_end})
    assert after.francs == francs
    assert FrancsPaid(0, n, None, RuleId.FISH_MARKET) in t.events
    assert steps_lost(t.events) == []
    assert_returned(t, 0, "fish_market")


@pytest.mark.parametrize("age", AGES)
def test_fish_market_options_zero_to_n(age: int) -> None:
    n = SECTOR[age][1]
    state = at_turn(player("P1", francs=10, wheel={"fish_market": age}))
    assert offered_uses(state, "fish_market") == {Use("fish_market")} | {
        Use("fish_market", times=k) for k in range(1, n + 1)
    }


def test_fish_market_options_limited_by_francs() -> None:
    state = at_turn(player("P1", francs=2, wheel={"fish_market": 3}))  # sector 4
    assert offered_uses(state, "fish_market") == {
        Use("fish_market"),
        Use("fish_market", times=1),
        Use("fish_market", times=2),
    }
    assert rule_of(state, Use("fish_market", times=3)) == RuleId.FISH_MARKET


def test_fish_market_bonus_franc_pays_a_repetition() -> None:
    before = player("P1", francs=0, cells={F: c(0, 0)}, wheel={"fish_market": 4})
    state = at_turn(before)
    assert offered_uses(state, "fish_market") == {Use("fish_market"), Use("fish_market", times=1)}
    t = checked_apply(state, Use("fish_market", times=1))
    assert t.state.players[0].francs == 0 + 1 - 1
    assert t.state.players[0].cell(F) == c(1, 1)


@pytest.mark.parametrize(
    ("cells", "k", "fish_end", "lost"),
    [
        pytest.param({}, 3, c(1, 5), 2, id="column-runs-out"),  # start (0,4): room 1
        pytest.param({F: c(4, 0)}, 3, c(5, 1), 2, id="row-runs-out"),
        pytest.param({F: c(5, 0)}, 2, c(5, 0), 2, id="top-row"),
    ],
)
def test_fish_market_steps_lost(cells: dict[Good, Cell], k: int, fish_end: Cell, lost: int) -> None:
    before = player("P1", francs=5, cells=cells, wheel={"fish_market": 2})  # sector 3
    t = checked_apply(at_turn(before), Use("fish_market", times=k))
    after = t.state.players[0]
    assert_markers(before, after, {F: fish_end})
    assert after.francs == 5 - k  # every chosen repetition is paid
    assert steps_lost(t.events) == [StepsLost(0, F, UP_RIGHT, lost)]


def test_fish_market_rejections() -> None:
    state = at_turn(player("P1", francs=10, wheel={"fish_market": 2}))  # N = 3
    assert rule_of(state, Use("fish_market", times=4)) == RuleId.USE_REPETITIONS_OPTIONAL
    assert rule_of(state, Use("fish_market", (F,), times=1)) == RuleId.USE_CHOICE
    assert rule_of(state, Use("fish_market", times=1, payments=each(((F, c(0, 3)),)))) == RuleId.USE_CHOICE
    assert rule_of(state, Use("fish_market", times=3)) is None


@pytest.mark.parametrize("age", AGES)
def test_conversions_cap_repetitions_at_n(age: int) -> None:
    n = SECTOR[age][1]
    state = at_turn(
        player(
            "P1",
            francs=10,
            cells={F: c(3, 5), G: c(3, 5)},
            wheel={"wood_trader": age, "restaurant": age, "fish_market": age},
        )
    )
    # N + 1 repetitions, each with a payment that would be exact: 2 food (two lefts) and 1 food (one left)
    # from fish (3,5) = 14 and grain (3,5) = 14 (at most 5 repetitions)
    two_food = [pay((good, c(3, col))) for good in (F, G) for col in (3, 1)] + [pay((F, c(3, 0)), (G, c(3, 0)))]
    one_food = [pay((F, c(3, 5 - i))) for i in range(1, 6)]
    trader = Use("wood_trader", times=n + 1, payments=tuple(two_food[: n + 1]))
    restaurant = Use("restaurant", times=n + 1, payments=tuple(one_food[: n + 1]))
    assert rule_of(state, trader) == RuleId.USE_REPETITIONS_OPTIONAL
    assert rule_of(state, restaurant) == RuleId.USE_REPETITIONS_OPTIONAL
    assert rule_of(state, Use("fish_market", times=n + 1)) == RuleId.USE_REPETITIONS_OPTIONAL
    # N repetitions of the same payments are legal
    assert rule_of(state, Use("wood_trader", times=n, payments=tuple(two_food[:n]))) is None
    assert rule_of(state, Use("restaurant", times=n, payments=tuple(one_food[:n]))) is None


# ---- opponent's buildings ----------------------------------------------------------------


@pytest.mark.parametrize("age", AGES)
@pytest.mark.parametrize("building", list(BUILDINGS))
def test_use_opponents_building(building: str, age: int) -> None:
    _, n, bonus = SECTOR[age]
    user = player("P1", francs=3)
    owner = player("P2", francs=3, wheel={building: age})
    state = at_turn(user, owner, current=0)
    action = MINIMAL[building]
    assert action in offered_uses(state, building)
    t = checked_apply(state, action)
    grocery = n if building == "grocery_store" else 0  # the only A-F building paying francs itself
    assert t.state.players[0].francs == 3 - 1 + bonus + grocery
    assert t.state.players[1].francs == 3 + 1
    assert FrancsPaid(0, 1, 1, RuleId.USE_OPPONENT_FEE) in t.events
    assert Used(0, building, 1, age, n) in t.events
    assert_returned(t, 1, building)  # sector 0 of the OWNER's wheel
    assert t.state.players[1].markers == owner.markers  # the function works on the user's warehouse
    # used this round: once the user ends the turn, the owner cannot use it either
    owners_turn = apply(t.state, End()).state
    assert owners_turn.current == 1
    assert rule_of(owners_turn, MINIMAL[building]) == RuleId.USE_SECTOR_ZERO


def test_opponents_clay_mound_moves_the_users_clay() -> None:
    user = player("P1", francs=3, cells={C: c(1, 0)})
    owner = player("P2", francs=3, wheel={"clay_mound": 4})
    t = checked_apply(at_turn(user, owner), Use("clay_mound"))
    assert t.state.players[0].cell(C) == c(1, 5)  # 5 steps right: 3 -> 8
    assert t.state.players[0].francs == 3 - 1 + 1  # fee, then the 4+ bonus (EX-7)
    assert t.state.players[1].cell(C) == c(0, 3)
    assert t.state.players[1].francs == 4


@pytest.mark.parametrize("age", AGES)
@pytest.mark.parametrize("building", list(BUILDINGS))
def test_opponents_building_needs_a_franc_first(building: str, age: int) -> None:
    broke = player("P1", francs=0)
    state = at_turn(broke, player("P2", wheel={building: age}))
    assert use_options(state, building) == ()
    assert not any(isinstance(a, Use) and a.building == building for a in legal_actions(state))
    assert rule_of(state, MINIMAL[building]) == RuleId.USE_OPPONENT_FEE  # the 4+ bonus cannot pay the fee
    # the same building on the user's own wheel needs no franc
    own = at_turn(player("P1", francs=0, wheel={building: age}))
    assert rule_of(own, MINIMAL[building]) is None


def test_opponents_building_with_exactly_one_franc() -> None:
    state = at_turn(player("P1", francs=1), player("P2", francs=3, wheel={"grocery_store": 1}))
    t = checked_apply(state, Use("grocery_store"))
    assert t.state.players[0].francs == 1 - 1 + 2
    assert t.state.players[1].francs == 3 + 1


@pytest.mark.parametrize("building", ["wood_trader", "fish_market"])
def test_opponents_conversion_at_4plus_bonus_pays_one_repetition(building: str) -> None:
    # 1 franc: it pays the fee; the bonus franc then pays exactly one repetition
    user = player("P1", francs=1, cells={F: c(0, 5), G: c(0, 0)})
    state = at_turn(user, player("P2", francs=3, wheel={building: 4}))
    payments = each(((F, c(0, 3)),)) if building == "wood_trader" else ()
    one = Use(building, times=1, payments=payments)
    assert offered_uses(state, building) == {Use(building), one}
    two_payments = each(((F, c(0, 3)),), ((F, c(0, 1)),)) if building == "wood_trader" else ()
    rejection = check(state, Use(building, times=2, payments=two_payments))
    assert rejection is not None
    assert (rejection.rule, rejection.reason) == (RuleId(f"building.{building}"), Reason.NOT_ENOUGH_FRANCS)
    assert (rejection.get("cost"), rejection.get("have")) == (2, 1)
    t = checked_apply(state, one)
    assert t.state.players[0].francs == 1 - 1 + 1 - 1
    assert t.state.players[1].francs == 3 + 1


# ---- sector 0 ----------------------------------------------------------------------------


@pytest.mark.parametrize("building", list(BUILDINGS))
def test_sector_zero_cannot_be_used(building: str) -> None:
    state = at_turn(player("P1", francs=10, wheel={building: 0}))
    assert use_options(state, building) == ()
    assert not any(isinstance(a, Use) and a.building == building for a in legal_actions(state))
    assert rule_of(state, MINIMAL[building]) == RuleId.USE_SECTOR_ZERO
    theirs = at_turn(player("P1", francs=10), player("P2", wheel={building: 0}))
    assert use_options(theirs, building) == ()
    assert rule_of(theirs, MINIMAL[building]) == RuleId.USE_SECTOR_ZERO


# ---- building them -----------------------------------------------------------------------


def build_payment(wood: int, clay: int, food: int) -> tuple[MarkerEnd, ...]:
    """Exact payment from wood, clay and fish at (3,5) = 14: move left once per unit (all costs <= 5)."""
    ends = [(good, c(3, 5 - amount)) for good, amount in ((W, wood), (C, clay), (F, food)) if amount]
    return pay(*ends)


RICH = {W: c(3, 5), C: c(3, 5), F: c(3, 5), G: c(0, 0)}


@pytest.mark.parametrize("building", list(BUILDINGS))
def test_build_pays_cost_and_lands_in_sector_zero(building: str) -> None:
    letter, wood, clay, food = BUILDINGS[building]
    before = player("P1", francs=3, cells=RICH)
    state = at_turn(before, round_letter=letter)
    assert building in state.supply
    action = Build(building, build_payment(wood, clay, food))
    assert action in build_options(state, building)
    assert action in legal_actions(state)
    t = checked_apply(state, action)
    after = t.state.players[0]
    assert after.amount(W) == 14 - wood
    assert after.amount(C) == 14 - clay
    assert after.amount(F) == 14 - food
    assert after.amount(G) == 0
    assert after.francs == 3
    assert after.age_of(building) == 0
    assert building not in t.state.supply
    assert Built(0, building, beside_board=False) in t.events
    assert not any(isinstance(e, Overpaid) for e in t.events)
    # the opponent, whose turn it is once the builder ends the turn, cannot use it from sector 0
    opponents_turn = apply(t.state, End()).state
    assert opponents_turn.current == 1
    assert rule_of(opponents_turn, MINIMAL[building]) == RuleId.USE_SECTOR_ZERO
    assert use_options(opponents_turn, building) == ()


@pytest.mark.parametrize("building", list(BUILDINGS))
def test_build_underpaid_is_rejected(building: str) -> None:
    letter, wood, clay, food = BUILDINGS[building]
    state = at_turn(player("P1", cells=RICH), round_letter=letter)
    # one unit short on the first part of the cost
    if wood:
        short = build_payment(wood - 1, clay, food)
    elif clay:
        short = build_payment(wood, clay - 1, food)
    else:
        short = build_payment(wood, clay, food - 1)
    assert rule_of(state, Build(building, short)) == RuleId.BUILD_COST


@pytest.mark.parametrize("building", [b for b, spec in BUILDINGS.items() if spec[0] != "A"])
def test_build_not_before_its_round(building: str) -> None:
    letter, wood, clay, food = BUILDINGS[building]
    earlier = "ABCDEF"["ABCDEF".index(letter) - 1]
    state = at_turn(player("P1", cells=RICH), round_letter=earlier)
    assert building not in state.supply
    assert rule_of(state, Build(building, build_payment(wood, clay, food))) == RuleId.BUILD_AVAILABLE


def test_round_a_builds_from_the_start_goods() -> None:
    # start: fish 4, clay 3, wood 2, grain 1. Clay Mound costs 1 wood: wood (0,2) -> (0,1).
    state = at_turn(player("P1"), round_letter="A")
    assert state.current == 0
    assert build_options(state, "clay_mound") == (Build("clay_mound", pay((W, c(0, 1)))),)
    # Grocery Store: 2 food from fish (0,4) and grain (0,1): fish 2; or fish 1 + grain 1
    assert set(build_options(state, "grocery_store")) == {
        Build("grocery_store", pay((F, c(0, 2)))),
        Build("grocery_store", pay((F, c(0, 3)), (G, c(0, 0)))),
    }


@pytest.mark.parametrize("building", list(BUILDINGS))
def test_offered_uses_survive_the_action_text(building: str) -> None:
    state = at_turn(player("P1", francs=10, cells={F: c(3, 5), G: c(1, 2)}, wheel={building: 4}))
    offered = use_options(state, building)
    assert offered
    for action in offered:
        assert decode(encode(action)) == action
