"""The component table (rules §15): built-in data, its JSON form, an owner's corrections and the checks of one field.

Reading the corrections from a file (odd files, text that is not JSON) is the session's: tests/session.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest

from lehavre_desktop.engine import (
    BUILT_IN,
    Build,
    Cell,
    ComponentProblem,
    Components,
    Cost,
    FixedValue,
    Good,
    MarkerEnd,
    PerDockSymbolValue,
    PerGoodValue,
    ProblemCode,
    Provenance,
    RuleId,
    WarehouseGeometry,
    apply,
    build_options,
    check,
    components_from_data,
    components_to_data,
    corrections_to_data,
    cost_problem,
    encode,
    legal_actions,
    new_game,
    value_entry,
    value_problem,
    warehouse_problem,
    wealth,
)
from lehavre_desktop.engine.random_play import play_random_game
from tests.engine.helpers import player, scenario

FISH, CLAY, WOOD, GRAIN = Good.FISH, Good.CLAY, Good.WOOD, Good.GRAIN
PRINTED, RECONSTRUCTED = Provenance.PRINTED, Provenance.RECONSTRUCTED

# Rules §15.2, row by row: id, letter, cost, value (a number, a good counted 1 each, or
# ("dock", per building with the Dock symbol)), whether the value is printed, lock building.
TABLE: list[tuple[str, str, Cost, Any, bool, bool]] = [
    ("clay_mound", "A", Cost(wood=1), 2, False, False),
    ("smokehouse", "A", Cost(wood=1, clay=1), 4, False, False),
    ("grocery_store", "A", Cost(food=2), 4, False, False),
    ("hardware_store", "A", Cost(wood=1, clay=1), 4, False, False),
    ("wood_company", "B", Cost(clay=2), 4, False, False),
    ("farm", "B", Cost(wood=1, clay=2), 6, False, False),
    ("farmland", "B", Cost(wood=2, clay=1), 6, False, False),
    ("kiln", "B", Cost(wood=2), 4, False, False),
    ("bakehouse", "C", Cost(wood=1, clay=2), 6, False, False),
    ("wood_trader", "C", Cost(food=3), 6, False, False),
    ("restaurant", "D", Cost(food=4), 8, False, False),
    ("fish_market", "E", Cost(wood=2, clay=3), 8, False, False),
    ("building_firm", "F", Cost(wood=3, clay=3), 10, False, False),
    ("marketplace", "F", Cost(wood=2, clay=2), 8, False, False),
    ("church_square", "F", Cost(food=5), 10, False, False),
    ("weekly_market", "G", Cost(wood=3, clay=3), 10, False, False),
    ("sawmill", "G", Cost(wood=2, clay=4), 10, False, False),
    ("masons_guild", "G", Cost(wood=4, clay=4), 12, False, False),
    ("business_office", "H", Cost(wood=5, clay=5), 14, False, False),
    ("craftsmens_yard", "H", Cost(food=7), 14, False, False),
    ("shipping_line", "H", Cost(wood=6, clay=4), 14, False, False),
    ("pier", "I", Cost(wood=6, clay=6), 16, False, False),
    ("fish_factory", "J", Cost(francs=10), FISH, True, True),
    ("guild_hall", "J", Cost(wood=6, clay=5), 16, False, False),
    ("town_hall", "J", Cost(wood=9, clay=9), 26, True, True),
    ("zoo", "K", Cost(wood=7, clay=7), 20, True, True),
    ("wood_factory", "K", Cost(francs=10), WOOD, True, True),
    ("pont_de_normandie", "K", Cost(wood=15, clay=15), 50, True, True),
    ("dock", "L", Cost(francs=10), ("dock", 4), False, True),
    ("grain_silo", "L", Cost(francs=10), GRAIN, True, True),
    ("brick_factory", "L", Cost(francs=10), CLAY, True, True),
]


def corrected(content: Any) -> tuple[Components, list[ComponentProblem]]:
    """The built-in table with ``content`` applied, as it would come from a file (through JSON)."""
    return components_from_data(json.loads(json.dumps(content)))


def same_except(corrected: Components, *changed: str) -> None:
    """Every building not named in ``changed`` is exactly the built-in entry."""
    for spec in corrected.buildings:
        if spec.id not in changed:
            assert spec == BUILT_IN.by_id[spec.id], spec.id
    assert [b.id for b in corrected.buildings] == [b.id for b in BUILT_IN.buildings]


# ---- the built-in table ----------------------------------------------------------------


def test_built_in_table_is_the_reconstruction_of_section_15() -> None:
    assert [b.id for b in BUILT_IN.buildings] == [row[0] for row in TABLE]
    for building_id, letter, cost, value, printed_value, lock in TABLE:
        spec = BUILT_IN.by_id[building_id]
        assert spec.letter == letter, building_id
        assert spec.cost == cost, building_id
        assert spec.is_lock == lock, building_id
        if isinstance(value, int):
            assert spec.value == FixedValue(value), building_id
        elif isinstance(value, Good):
            assert spec.value == PerGoodValue(value, 1), building_id
        else:
            assert spec.value == PerDockSymbolValue(value[1]), building_id
        assert spec.value_provenance == (PRINTED if printed_value else RECONSTRUCTED), building_id
    kinds = [("francs" if s.cost.francs else "food" if s.cost.food else "wood/clay") for s in BUILT_IN.buildings]
    assert (kinds.count("wood/clay"), kinds.count("food"), kinds.count("francs")) == (21, 5, 5)
    # The four factories carry the Dock symbol (§9).
    assert {b.id for b in BUILT_IN.buildings if b.dock_symbol} == {
        "fish_factory",
        "wood_factory",
        "grain_silo",
        "brick_factory",
    }


def test_every_built_in_entry_has_provenance_marks() -> None:
    """Costs are all reconstructed; printed values are only the seven the rulebooks give (§10, §15.2)."""
    for spec in BUILT_IN.buildings:
        assert isinstance(spec.cost_provenance, Provenance)
        assert isinstance(spec.value_provenance, Provenance)
        assert spec.cost_provenance == RECONSTRUCTED, spec.id
    printed = {b.id for b in BUILT_IN.buildings if b.value_provenance == PRINTED}
    assert printed == {
        "fish_factory",
        "town_hall",
        "zoo",
        "wood_factory",
        "pont_de_normandie",
        "grain_silo",
        "brick_factory",
    }
    assert BUILT_IN.warehouse.provenance == RECONSTRUCTED
    data = components_to_data(BUILT_IN)
    for building_id, entry in data["buildings"].items():
        assert entry["cost_provenance"] == "reconstructed", building_id
        assert entry["value_provenance"] in ("printed", "reconstructed"), building_id
        assert entry["value_provenance"] == BUILT_IN.by_id[building_id].value_provenance.value
    assert data["warehouse"]["provenance"] == "reconstructed"


def test_built_in_warehouse_is_six_by_six_with_bottom_row_start_cells() -> None:
    geometry = BUILT_IN.warehouse
    assert (geometry.rows, geometry.cols) == (6, 6)
    assert geometry.max_amount == 20
    starts = {good: geometry.start[good.slot] for good in (FISH, CLAY, WOOD, GRAIN)}
    assert starts == {FISH: Cell(0, 4), CLAY: Cell(0, 3), WOOD: Cell(0, 2), GRAIN: Cell(0, 1)}


# ---- JSON form -------------------------------------------------------------------------


def test_built_in_round_trips_through_json() -> None:
    data = json.loads(json.dumps(components_to_data(BUILT_IN)))
    components, problems = components_from_data(data)
    assert problems == []
    assert components == BUILT_IN


def test_changed_table_round_trips_through_json() -> None:
    """Every kind of change survives: letter, cost, each value kind, provenance, grid size, missing cells, starts."""
    pier = replace(
        BUILT_IN.by_id["pier"],
        letter="H",
        cost=Cost(wood=5, clay=6),
        value=FixedValue(18),
        cost_provenance=PRINTED,
        value_provenance=PRINTED,
    )
    dock = replace(BUILT_IN.by_id["dock"], value=PerDockSymbolValue(5))
    fish_factory = replace(BUILT_IN.by_id["fish_factory"], value=PerGoodValue(FISH, 2), value_provenance=RECONSTRUCTED)
    restaurant = replace(BUILT_IN.by_id["restaurant"], cost=Cost(food=3, francs=1))
    changed = {b.id: b for b in (pier, dock, fish_factory, restaurant)}
    start = list(BUILT_IN.warehouse.start)
    start[CLAY.slot] = Cell(1, 0)  # 3 clay, in the other candidate layout of §7.5
    warehouse = WarehouseGeometry(
        rows=7, cols=5, start=tuple(start), missing=frozenset({Cell(6, 4), Cell(6, 3)}), provenance=PRINTED
    )
    table = Components(tuple(changed.get(b.id, b) for b in BUILT_IN.buildings), warehouse)
    data = json.loads(json.dumps(components_to_data(table)))
    components, problems = components_from_data(data)
    assert problems == []
    assert components == table
    assert components != BUILT_IN
    assert components.warehouse.cells == warehouse.cells


def random_table(rng: random.Random) -> Components:
    """A table an owner could have made: some buildings with other numbers or marks, perhaps another grid."""
    buildings = []
    for spec in BUILT_IN.buildings:
        if rng.random() < 0.4:
            cost = Cost(**{part: rng.choice((0, 0, 1, 3, 7)) for part in ("wood", "clay", "food", "francs")})
            value = spec.value
            if isinstance(value, FixedValue):
                value = FixedValue(rng.randrange(0, 60))
            else:
                value = replace(value, per=rng.randrange(0, 6))
            spec = replace(
                spec,
                cost=cost if cost != Cost() else Cost(francs=2),
                value=value,
                letter=rng.choice((spec.letter, "C")),
                cost_provenance=rng.choice((PRINTED, RECONSTRUCTED)),
                value_provenance=rng.choice((PRINTED, RECONSTRUCTED)),
            )
        elif rng.random() < 0.2:
            spec = replace(spec, value_provenance=rng.choice((PRINTED, RECONSTRUCTED)))
        buildings.append(spec)
    warehouse = BUILT_IN.warehouse
    if rng.random() < 0.5:
        warehouse = replace(
            warehouse,
            rows=rng.randrange(2, 12),
            cols=rng.randrange(5, 12),
            provenance=rng.choice((PRINTED, RECONSTRUCTED)),
        )
    return Components(tuple(buildings), warehouse)


def test_corrections_of_a_table_are_only_what_differs() -> None:
    pier = replace(BUILT_IN.by_id["pier"], cost=Cost(wood=5, clay=6), cost_provenance=PRINTED)
    zoo = replace(BUILT_IN.by_id["zoo"], value_provenance=RECONSTRUCTED)
    kiln = replace(BUILT_IN.by_id["kiln"], value=FixedValue(6), value_provenance=PRINTED)
    table = Components(
        tuple({b.id: b for b in (pier, zoo, kiln)}.get(b.id, b) for b in BUILT_IN.buildings),
        replace(BUILT_IN.warehouse, rows=7, provenance=PRINTED),
    )
    assert corrections_to_data(BUILT_IN) == {}
    assert corrections_to_data(table) == {
        "buildings": {
            "kiln": {"value": 6},
            "pier": {"cost": {"wood": 5, "clay": 6}},
            "zoo": {"value_provenance": "reconstructed"},
        },
        "warehouse": {
            "rows": 7,
            "cols": 6,
            "missing": [],
            "provenance": "printed",
            "start": {"fish": [0, 4], "clay": [0, 3], "wood": [0, 2], "grain": [0, 1]},
        },
    }


def test_a_table_comes_back_from_its_corrections() -> None:
    for seed in range(200):
        table = random_table(random.Random(seed))
        data = json.loads(json.dumps(corrections_to_data(table)))
        assert components_from_data(data) == (table, []), seed
        assert set(data.get("buildings", {})) == {b.id for b in table.buildings if b != BUILT_IN.by_id[b.id]}, seed


# ---- one field at a time ---------------------------------------------------------------

TYPED: list[Any] = [0, 1, 6, 100, 101, 1000, 1001, -1, "6", "six", 2.5, True, None]


def the_loaders_problem(content: Any) -> ComponentProblem | None:
    _, problems = corrected(content)
    assert len(problems) <= 1
    return problems[0] if problems else None


def test_a_cost_field_is_checked_as_the_file_is() -> None:
    rng = random.Random(3)
    for building in ("pier", "restaurant", "dock"):
        for _ in range(150):
            parts = rng.sample(("wood", "clay", "food", "francs"), rng.randrange(5))
            cost = {part: rng.choice(TYPED) for part in parts}
            expected = the_loaders_problem({"buildings": {building: {"cost": cost}}})
            assert cost_problem(building, cost) == expected, cost


def test_a_value_field_is_checked_as_the_file_is() -> None:
    for building in ("pier", "fish_factory", "dock", "town_hall"):
        for amount in TYPED:
            expected = the_loaders_problem({"buildings": {building: {"value": value_entry(building, amount)}}})
            assert value_problem(building, value_entry(building, amount)) == expected, (building, amount)


def test_a_warehouse_field_is_checked_as_the_file_is() -> None:
    for rows in TYPED[:7] + [2, 5, 20, 21]:
        for cols in (1, 4, 5, 6, 20, 21, "x"):
            entry = {"rows": rows, "cols": cols}
            assert warehouse_problem(entry) == the_loaders_problem({"warehouse": entry}), entry


def test_the_reasons_a_field_gives() -> None:
    out_of_range = cost_problem("pier", {"wood": 150, "clay": 6})
    assert out_of_range is not None
    assert (out_of_range.where, out_of_range.code) == ("buildings.pier.cost.wood", ProblemCode.COMPONENT_OUT_OF_RANGE)
    assert dict(out_of_range.params) == {"value": 150, "low": 0, "high": 100}
    free = cost_problem("pier", {"wood": 0})
    assert free is not None and (free.where, free.code) == ("buildings.pier.cost", ProblemCode.COMPONENT_FREE_BUILDING)
    typed = cost_problem("pier", {"clay": "six"})
    assert typed is not None and typed.code is ProblemCode.COMPONENT_NOT_WHOLE_NUMBER
    assert dict(typed.params) == {"found": '"six"'}
    assert cost_problem("pier", {"wood": 5, "clay": 6}) is None
    per = value_problem("fish_factory", value_entry("fish_factory", 101))
    assert per is not None and (per.where, per.code) == (
        "buildings.fish_factory.value.per",
        ProblemCode.COMPONENT_OUT_OF_RANGE,
    )
    assert value_problem("dock", value_entry("dock", 5)) is None


def test_a_value_of_another_kind_is_refused_with_the_buildings_kind() -> None:
    cases = [
        ("dock", 20, {"kind": "per_dock_symbol"}),
        ("fish_factory", {"per_good": "wood", "per": 1}, {"kind": "per_good", "good": FISH}),
        ("brick_factory", 12, {"kind": "per_good", "good": CLAY}),
        ("pier", {"per_dock_symbol": 2}, {"kind": "fixed"}),
    ]
    for building, value, params in cases:
        problem = value_problem(building, value)
        assert problem is not None, building
        assert (problem.where, problem.code) == (f"buildings.{building}.value", ProblemCode.COMPONENT_VALUE_KIND)
        assert dict(problem.params) == params
        assert the_loaders_problem({"buildings": {building: {"value": value}}}) == problem


def test_a_warehouse_too_small_for_its_start_cells_is_refused_by_its_size() -> None:
    """The start cells of the bottom row need 5 columns; those of the other candidate of §7.5 need 3 (rules §7.5)."""
    narrow = warehouse_problem({"cols": 4})
    assert narrow is not None
    assert (narrow.where, narrow.code, dict(narrow.params)) == (
        "warehouse.cols",
        ProblemCode.COMPONENT_OUT_OF_RANGE,
        {"value": 4, "low": 5, "high": 20},
    )
    lowest_column = {"fish": [1, 1], "clay": [1, 0], "wood": [0, 2], "grain": [0, 1]}
    assert warehouse_problem({"cols": 3, "start": lowest_column}) is None
    narrower = warehouse_problem({"cols": 2, "start": lowest_column})
    assert narrower is not None and dict(narrower.params) == {"value": 2, "low": 3, "high": 20}
    wide = warehouse_problem({"rows": 21})
    assert wide is not None and dict(wide.params) == {"value": 21, "low": 2, "high": 20}
    components, problems = corrected({"warehouse": {"cols": 3, "start": lowest_column}})
    assert problems == []
    assert components.warehouse.max_amount == 3 * 5 + 2


# ---- an owner's corrections ------------------------------------------------------------


def test_good_correction_is_applied_and_marked_printed() -> None:
    components, problems = corrected({"buildings": {"pier": {"cost": {"wood": 5, "clay": 6}, "value": 18}}})
    assert problems == []
    pier = components.by_id["pier"]
    assert pier.cost == Cost(wood=5, clay=6)
    assert pier.value == FixedValue(18)
    assert pier.cost_provenance == PRINTED
    assert pier.value_provenance == PRINTED
    assert pier.letter == "I"
    same_except(components, "pier")
    assert components.warehouse == BUILT_IN.warehouse


def test_correction_of_cost_only_leaves_value_reconstructed() -> None:
    components, problems = corrected({"buildings": {"kiln": {"cost": {"wood": 1}}}})
    assert problems == []
    kiln = components.by_id["kiln"]
    assert (kiln.cost, kiln.cost_provenance) == (Cost(wood=1), PRINTED)
    assert (kiln.value, kiln.value_provenance) == (FixedValue(4), RECONSTRUCTED)


def test_correction_may_say_it_is_reconstructed() -> None:
    components, problems = corrected({"buildings": {"kiln": {"value": 6, "value_provenance": "reconstructed"}}})
    assert problems == []
    assert components.by_id["kiln"].value == FixedValue(6)
    assert components.by_id["kiln"].value_provenance == RECONSTRUCTED


def test_warehouse_correction_is_applied_and_marked_printed() -> None:
    components, problems = corrected({"warehouse": {"rows": 7, "cols": 6}})
    assert problems == []
    assert (components.warehouse.rows, components.warehouse.cols) == (7, 6)
    assert components.warehouse.max_amount == 3 * 6 + 5
    assert components.warehouse.start == BUILT_IN.warehouse.start
    assert components.warehouse.provenance == PRINTED
    assert components.buildings == BUILT_IN.buildings


BAD_ENTRIES: list[tuple[str, Any, str, str | None]] = [
    # (case, file content, where the problem is, building whose entry must be kept)
    ("unknown building", {"buildings": {"castle": {"value": 10}}}, "buildings.castle", None),
    ("bad letter", {"buildings": {"pier": {"letter": "M"}}}, "buildings.pier.letter", "pier"),
    ("lower-case letter", {"buildings": {"pier": {"letter": "a"}}}, "buildings.pier.letter", "pier"),
    ("two letters", {"buildings": {"pier": {"letter": "AB"}}}, "buildings.pier.letter", "pier"),
    ("empty letter", {"buildings": {"pier": {"letter": ""}}}, "buildings.pier.letter", "pier"),
    ("negative cost", {"buildings": {"pier": {"cost": {"wood": -1, "clay": 6}}}}, "buildings.pier.cost.wood", "pier"),
    ("text cost", {"buildings": {"pier": {"cost": {"clay": "6"}}}}, "buildings.pier.cost.clay", "pier"),
    ("boolean cost", {"buildings": {"pier": {"cost": {"clay": True}}}}, "buildings.pier.cost.clay", "pier"),
    ("free building", {"buildings": {"pier": {"cost": {}}}}, "buildings.pier.cost", "pier"),
    ("zero cost", {"buildings": {"pier": {"cost": {"wood": 0, "clay": 0}}}}, "buildings.pier.cost", "pier"),
    ("unknown cost good", {"buildings": {"pier": {"cost": {"stone": 2}}}}, "buildings.pier.cost", "pier"),
    ("unknown field", {"buildings": {"pier": {"colour": "red"}}}, "buildings.pier", "pier"),
    ("negative value", {"buildings": {"pier": {"value": -2}}}, "buildings.pier.value", "pier"),
    ("a fixed value for the Dock", {"buildings": {"dock": {"value": 20}}}, "buildings.dock.value", "dock"),
    (
        "the Dock counting a good",
        {"buildings": {"dock": {"value": {"per_good": "fish", "per": 1}}}},
        "buildings.dock.value",
        "dock",
    ),
    (
        "the Fish Factory counting wood",
        {"buildings": {"fish_factory": {"value": {"per_good": "wood"}}}},
        "buildings.fish_factory.value",
        "fish_factory",
    ),
    (
        "a factory counting Dock symbols",
        {"buildings": {"grain_silo": {"value": {"per_dock_symbol": 2}}}},
        "buildings.grain_silo.value",
        "grain_silo",
    ),
    (
        "the Pier counting fish",
        {"buildings": {"pier": {"value": {"per_good": "fish"}}}},
        "buildings.pier.value",
        "pier",
    ),
    (
        "unknown value good",
        {"buildings": {"fish_factory": {"value": {"per_good": "gold"}}}},
        "buildings.fish_factory.value.per_good",
        "fish_factory",
    ),
    (
        "bad provenance",
        {"buildings": {"pier": {"cost_provenance": "guessed"}}},
        "buildings.pier.cost_provenance",
        "pier",
    ),
    ("entry not an object", {"buildings": {"pier": 16}}, "buildings.pier", "pier"),
    ("start cell with the wrong amount", {"warehouse": {"start": {"fish": [0, 5]}}}, "warehouse.start.fish", None),
    (
        "grid too narrow for the start cells",
        {"warehouse": {"start": {"clay": [1, 0]}, "cols": 2, "rows": 2}},
        "warehouse.cols",
        None,
    ),
    ("grid wider than the limit", {"warehouse": {"cols": 21}}, "warehouse.cols", None),
    ("grid taller than the limit", {"warehouse": {"rows": 25}}, "warehouse.rows", None),
    ("start cell not a pair", {"warehouse": {"start": {"wood": [2]}}}, "warehouse.start.wood", None),
    ("start of an unknown good", {"warehouse": {"start": {"stone": [0, 1]}}}, "warehouse.start", None),
    ("start cell missing", {"warehouse": {"missing": [[0, 4]]}}, "warehouse.start.fish", None),
    ("empty cell missing", {"warehouse": {"missing": [[0, 0]]}}, "warehouse.missing", None),
    ("grid too small", {"warehouse": {"rows": 1}}, "warehouse.rows", None),
    ("unknown warehouse field", {"warehouse": {"floors": 3}}, "warehouse", None),
    ("unknown section", {"tiles": {}}, "tiles", None),
    ("buildings not an object", {"buildings": ["pier"]}, "buildings", None),
]


@pytest.mark.parametrize(("content", "where", "kept"), [c[1:] for c in BAD_ENTRIES], ids=[c[0] for c in BAD_ENTRIES])
def test_bad_entry_is_reported_and_built_in_kept(content: Any, where: str, kept: str | None) -> None:
    components, problems = corrected(content)
    assert len(problems) == 1, problems
    problem = problems[0]
    assert isinstance(problem, ComponentProblem)
    assert problem.where.startswith(where), problem
    assert problem.message.strip()
    assert str(problem).startswith(problem.where)
    # Nothing changed: the built-in entry is used for the bad one, and for all others.
    assert components == BUILT_IN
    if kept is not None:
        assert components.by_id[kept] == BUILT_IN.by_id[kept]


def test_unknown_field_problem_names_the_field() -> None:
    _, problems = corrected({"buildings": {"pier": {"colour": "red"}}})
    assert len(problems) == 1 and "colour" in problems[0].message


def test_bad_entries_do_not_spoil_good_ones() -> None:
    content = {
        "buildings": {
            "pier": {"letter": "M"},
            "kiln": {"cost": {"wood": 1}},
            "castle": {"value": 3},
            "zoo": {"value": 22},
        },
        "warehouse": {"start": {"fish": [0, 5]}},
    }
    components, problems = corrected(content)
    assert sorted(p.where for p in problems) == ["buildings.castle", "buildings.pier.letter", "warehouse.start.fish"]
    assert components.by_id["kiln"].cost == Cost(wood=1)
    assert components.by_id["zoo"].value == FixedValue(22)
    assert components.by_id["pier"] == BUILT_IN.by_id["pier"]
    assert components.warehouse == BUILT_IN.warehouse
    same_except(components, "kiln", "zoo")


def test_fractional_cost_is_one_bad_entry_that_spoils_nothing() -> None:
    content = {"buildings": {"pier": {"cost": {"wood": 1.5}}, "zoo": {"value": 22}}}
    components, problems = corrected(content)
    assert [p.where for p in problems] == ["buildings.pier.cost.wood"]
    assert components.by_id["pier"] == BUILT_IN.by_id["pier"]
    assert components.by_id["zoo"].value == FixedValue(22)


@pytest.mark.parametrize("content", [[1, 2], "pier", 7, None])
def test_wrong_top_level_type_is_reported(content: Any) -> None:
    components, problems = corrected(content)
    assert components == BUILT_IN
    assert len(problems) == 1
    assert problems[0].where == "(file)"


# ---- playing on a corrected table ------------------------------------------------------


def test_cheaper_building_can_be_built_with_less() -> None:
    """Kiln corrected from 2 wood to 1: a player with 1 wood (row 0, +1) can now build it."""
    components, problems = corrected({"buildings": {"kiln": {"cost": {"wood": 1}}}})
    assert problems == []
    for table, affordable in ((BUILT_IN, False), (components, True)):
        # Round B: seat 1 moves first (§3.2).
        mover = player("Ben", cells={WOOD: Cell(0, 1)}, components=table)
        state = scenario(player("Ann", components=table), mover, round_letter="B", components=table)
        assert state.current == 1
        options = build_options(state, "kiln")
        built = Build("kiln", (MarkerEnd(WOOD, Cell(0, 0)),))
        if not affordable:
            assert options == ()
            rejection = check(state, built)
            assert rejection is not None
            assert (rejection.rule, rejection.reason) == (RuleId.BUILD_COST, "not_enough_goods")
            continue
        assert options == (built,)
        after = apply(state, built).state.players[1]
        assert after.amount(WOOD) == 0
        assert after.age_of("kiln") == 0


def test_corrected_letter_and_cost_change_the_first_turn() -> None:
    content = {"buildings": {"pier": {"letter": "A", "cost": {"wood": 1}}}}
    components, problems = corrected(content)
    assert problems == []
    state = new_game(components=components)
    assert "pier" in state.supply
    texts = {encode(a) for a in legal_actions(state)}
    assert "build pier pay wood@0.1" in texts
    assert not any("pier" in encode(a) for a in legal_actions(new_game()))


def test_corrected_value_changes_the_score() -> None:
    components, problems = corrected({"buildings": {"town_hall": {"value": 30}}})
    assert problems == []
    for table, value in ((BUILT_IN, 26), (components, 30)):
        owner = player("Ann", francs=7, beside=("town_hall",), components=table)
        state = scenario(owner, round_letter="J", components=table)
        assert wealth(state, 0).total == 7 + value


def test_corrected_warehouse_is_used_in_play() -> None:
    """With 7 rows the top row is worth 18: a Wood Trader step up from 15 wood reaches 18 instead of being lost."""
    components, problems = corrected({"warehouse": {"rows": 7}})
    assert problems == []
    for table, wood_after in ((BUILT_IN, 15), (components, 18)):
        user = player(
            "Ann", francs=3, cells={WOOD: Cell(5, 0), FISH: Cell(1, 0)}, wheel={"wood_trader": 1}, components=table
        )
        state = scenario(user, round_letter="C", components=table)
        uses = [a for a in legal_actions(state) if encode(a).startswith("use wood_trader x1")]
        assert uses
        after = apply(state, uses[0]).state.players[0]
        assert after.amount(WOOD) == wood_after


def test_random_game_on_corrected_table_finishes() -> None:
    content = {
        "buildings": {"pier": {"letter": "A", "cost": {"wood": 1}}, "zoo": {"value": 40}},
        "warehouse": {"rows": 7, "cols": 7},
    }
    components, problems = corrected(content)
    assert problems == []
    game = play_random_game(random.Random(5), components)
    assert game.final.finished
    assert game.final.components == components
