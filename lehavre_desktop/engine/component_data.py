"""The component table as JSON data: written into game records, read from an owner's corrections.

An owner of the printed game corrects the reconstructed numbers with a corrections document
(the session keeps it as ``components.json`` in the user's config folder), for example::

    {"buildings": {"pier": {"cost": {"wood": 5, "clay": 6}, "value": 18}},
     "warehouse": {"rows": 7, "cols": 6}}

Each building entry, and the warehouse entry, is checked on its own: a bad one is
reported and the base data is used for it, so a bad document never stops the game.
A corrected number counts as printed unless the entry says otherwise. The checks of one
entry are also offered one field at a time (``cost_problem``, ``value_problem``,
``warehouse_problem``), so that a form can refuse a number as it is typed, for the
reason the file would be refused. This module reads no file: the caller brings the data.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from .catalog import (
    BUILT_IN,
    ROUND_LETTERS,
    START_AMOUNTS,
    BuildingSpec,
    BuildingValue,
    Components,
    Cost,
    FixedValue,
    PerDockSymbolValue,
    PerGoodValue,
    Provenance,
    WarehouseGeometry,
)
from .goods import GOODS, Cell, Good
from .json_input import found_params, shown
from .problems import CodedError, Params, ProblemCode, frozen_params

MAX_GRID_SIDE = 20
MIN_GRID_SIDE = 2
MAX_COST_PART = 100
MAX_FIXED_VALUE = 1000
MAX_VALUE_PER = 100
# The whole table written out is about 5 KB; a corrections document is smaller still.
MAX_COMPONENT_FILE_BYTES = 256 * 1024
MAX_COMPONENT_DEPTH = 8
COST_PARTS: tuple[str, ...] = ("wood", "clay", "food", "francs")


@dataclass(frozen=True)
class ComponentProblem:
    where: str  # e.g. "buildings.pier.cost"
    message: str
    code: ProblemCode
    params: Params = field(default_factory=lambda: frozen_params({}), compare=False)

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"


def _problem(where: str, message: str, code: ProblemCode, **params: object) -> ComponentProblem:
    return ComponentProblem(where, message, code, frozen_params(params))


class BadEntry(CodedError):
    def __init__(self, where: str, message: str, code: ProblemCode, **params: object) -> None:
        super().__init__(message, code, **params)
        self.problem = ComponentProblem(where, message, code, self.params)


class ValueKind(StrEnum):
    """How a building's value is counted; it belongs to the building (printed with its function), so a
    correction changes the numbers, never the kind."""

    FIXED = "fixed"
    PER_GOOD = "per_good"  # francs per unit of one good in the owner's warehouse (the factories)
    PER_DOCK_SYMBOL = "per_dock_symbol"  # francs per building with the Dock symbol the owner has (the Dock)


def value_kind(value: BuildingValue) -> ValueKind:
    if isinstance(value, FixedValue):
        return ValueKind.FIXED
    if isinstance(value, PerGoodValue):
        return ValueKind.PER_GOOD
    return ValueKind.PER_DOCK_SYMBOL


def value_amount(value: BuildingValue) -> int:
    """The one number of a value: the francs of a fixed value, the francs per good or per Dock symbol."""
    return value.amount if isinstance(value, FixedValue) else value.per


def with_amount(value: BuildingValue, amount: int) -> BuildingValue:
    """The same kind of value with another number."""
    return FixedValue(amount) if isinstance(value, FixedValue) else replace(value, per=amount)


# ---- writing ---------------------------------------------------------------------------


def value_data(value: BuildingValue) -> Any:
    """A value as the JSON data has it: a number, {"per_good": ..., "per": ...} or {"per_dock_symbol": ...}."""
    if isinstance(value, FixedValue):
        return value.amount
    if isinstance(value, PerGoodValue):
        return {"per_good": value.good.value, "per": value.per}
    return {"per_dock_symbol": value.per}


def cost_data(cost: Cost) -> dict[str, int]:
    return {
        name: amount
        for name, amount in zip(COST_PARTS, (cost.wood, cost.clay, cost.food, cost.francs), strict=True)
        if amount
    }


def _warehouse_data(geometry: WarehouseGeometry) -> dict[str, Any]:
    return {
        "rows": geometry.rows,
        "cols": geometry.cols,
        "missing": sorted([c.row, c.col] for c in geometry.missing),
        "start": {g.value: [geometry.start[g.slot].row, geometry.start[g.slot].col] for g in GOODS},
        "provenance": geometry.provenance.value,
    }


def components_to_data(components: Components) -> dict[str, Any]:
    """The whole table, every entry with its provenance marks (as a game record keeps it)."""
    return {
        "buildings": {
            b.id: {
                "letter": b.letter,
                "cost": cost_data(b.cost),
                "value": value_data(b.value),
                "cost_provenance": b.cost_provenance.value,
                "value_provenance": b.value_provenance.value,
            }
            for b in components.buildings
        },
        "warehouse": _warehouse_data(components.warehouse),
    }


def _correction(name: str, data: Any, changed: bool, provenance: Provenance, was: Provenance) -> dict[str, Any]:
    """One number's correction: the number if it changed or is now printed (a number given counts as printed),
    the mark if it is reconstructed where the base's is not, or the number is and stays reconstructed."""
    entry: dict[str, Any] = {}
    if changed or (provenance is Provenance.PRINTED and was is not Provenance.PRINTED):
        entry[name] = data
    if provenance is Provenance.RECONSTRUCTED and (changed or was is not Provenance.RECONSTRUCTED):
        entry[f"{name}_provenance"] = provenance.value
    return entry


def corrections_to_data(components: Components, base: Components = BUILT_IN) -> dict[str, Any]:
    """The smallest corrections document that turns ``base`` into ``components``: only what differs from the
    base, numbers or provenance marks (a corrected number counts as printed unless the entry says not)."""
    buildings: dict[str, Any] = {}
    for spec in components.buildings:
        was = base.by_id[spec.id]
        entry: dict[str, Any] = {}
        if spec.letter != was.letter:
            entry["letter"] = spec.letter
        entry.update(
            _correction("cost", cost_data(spec.cost), spec.cost != was.cost, spec.cost_provenance, was.cost_provenance)
        )
        entry.update(
            _correction(
                "value", value_data(spec.value), spec.value != was.value, spec.value_provenance, was.value_provenance
            )
        )
        if entry:
            buildings[spec.id] = entry
    data: dict[str, Any] = {}
    if buildings:
        data["buildings"] = buildings
    if components.warehouse != base.warehouse:
        data["warehouse"] = _warehouse_data(components.warehouse)
    return data


# ---- reading ---------------------------------------------------------------------------


def _int(value: Any, where: str, low: int = 0, high: int = 10_000) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadEntry(
            where,
            f"expected a whole number, found {shown(value)}",
            ProblemCode.COMPONENT_NOT_WHOLE_NUMBER,
            **found_params(value),
        )
    if not low <= value <= high:
        raise BadEntry(
            where,
            f"{value} is outside {low}..{high}",
            ProblemCode.COMPONENT_OUT_OF_RANGE,
            value=value,
            low=low,
            high=high,
        )
    return value


def _object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise BadEntry(
            where, f"expected an object, found {shown(value)}", ProblemCode.COMPONENT_NOT_OBJECT, **found_params(value)
        )
    return value


def _known_keys(entry: dict[str, Any], allowed: set[str], where: str) -> None:
    unknown = sorted(set(entry) - allowed)
    if unknown:
        listed = ", ".join(_name(key) for key in unknown[:5]) + (", …" if len(unknown) > 5 else "")
        known = ", ".join(sorted(allowed))
        raise BadEntry(
            where,
            f"unknown field(s) {listed}; known: {known}",
            ProblemCode.COMPONENT_UNKNOWN_FIELDS,
            fields=listed,
            known=known,
        )


def _name(key: str) -> str:
    """A key as it can stand in a message: short keys as they are, long ones elided."""
    return key if len(key) <= 40 and key.isprintable() else shown(key)


def _provenance(value: Any, where: str) -> Provenance:
    try:
        return Provenance(value)
    except ValueError:
        raise BadEntry(
            where,
            f"expected 'printed' or 'reconstructed', found {shown(value)}",
            ProblemCode.COMPONENT_BAD_PROVENANCE,
            **found_params(value),
        ) from None


def _cost(value: Any, where: str) -> Cost:
    entry = _object(value, where)
    _known_keys(entry, set(COST_PARTS), where)
    cost = Cost(**{k: _int(v, f"{where}.{k}", 0, MAX_COST_PART) for k, v in entry.items()})
    if not (cost.wood or cost.clay or cost.food or cost.francs):
        raise BadEntry(where, "a building cannot be free", ProblemCode.COMPONENT_FREE_BUILDING)
    return cost


def _value_form(value: Any, where: str) -> BuildingValue:
    if not isinstance(value, dict):
        return FixedValue(_int(value, where, 0, MAX_FIXED_VALUE))
    if "per_good" in value:
        _known_keys(value, {"per_good", "per"}, where)
        try:
            good = Good(value["per_good"])
        except ValueError:
            raise BadEntry(
                f"{where}.per_good",
                f"unknown good {shown(value['per_good'])}",
                ProblemCode.COMPONENT_UNKNOWN_GOOD,
                **found_params(value["per_good"]),
            ) from None
        return PerGoodValue(good, _int(value.get("per", 1), f"{where}.per", 0, MAX_VALUE_PER))
    if "per_dock_symbol" in value:
        _known_keys(value, {"per_dock_symbol"}, where)
        return PerDockSymbolValue(_int(value["per_dock_symbol"], f"{where}.per_dock_symbol", 0, MAX_VALUE_PER))
    raise BadEntry(
        where,
        'expected a number, {"per_good": ..., "per": ...} or {"per_dock_symbol": ...}',
        ProblemCode.COMPONENT_BAD_VALUE,
    )


def _fits(expected: BuildingValue, found: BuildingValue) -> bool:
    if isinstance(expected, PerGoodValue):
        return isinstance(found, PerGoodValue) and found.good is expected.good
    return value_kind(found) is value_kind(expected)


def _value(base: BuildingSpec, value: Any, where: str) -> BuildingValue:
    """A value of the building's own kind: a factory counts its own good, the Dock the Dock symbols."""
    found = _value_form(value, where)
    expected = base.value
    if _fits(expected, found):
        return found
    if isinstance(expected, PerGoodValue):
        raise BadEntry(
            where,
            f"the value of {base.id} is counted per {expected.good.value}",
            ProblemCode.COMPONENT_VALUE_KIND,
            kind=ValueKind.PER_GOOD.value,
            good=expected.good,
        )
    if isinstance(expected, PerDockSymbolValue):
        raise BadEntry(
            where,
            f"the value of {base.id} is counted per building with the Dock symbol",
            ProblemCode.COMPONENT_VALUE_KIND,
            kind=ValueKind.PER_DOCK_SYMBOL.value,
        )
    raise BadEntry(
        where, f"the value of {base.id} is a fixed number", ProblemCode.COMPONENT_VALUE_KIND, kind=ValueKind.FIXED.value
    )


def _building(base: BuildingSpec, value: Any) -> BuildingSpec:
    where = f"buildings.{base.id}"
    entry = _object(value, where)
    _known_keys(entry, {"letter", "cost", "value", "cost_provenance", "value_provenance"}, where)
    spec = base
    if "letter" in entry:
        letter = entry["letter"]
        if not isinstance(letter, str) or letter not in ROUND_LETTERS or len(letter) != 1:
            raise BadEntry(
                f"{where}.letter",
                f"expected one of the letters A..L, found {shown(letter)}",
                ProblemCode.COMPONENT_BAD_LETTER,
                **found_params(letter),
            )
        spec = replace(spec, letter=letter)
    if "cost" in entry:
        spec = replace(spec, cost=_cost(entry["cost"], f"{where}.cost"), cost_provenance=Provenance.PRINTED)
    if "value" in entry:
        spec = replace(spec, value=_value(base, entry["value"], f"{where}.value"), value_provenance=Provenance.PRINTED)
    if "cost_provenance" in entry:
        spec = replace(spec, cost_provenance=_provenance(entry["cost_provenance"], f"{where}.cost_provenance"))
    if "value_provenance" in entry:
        spec = replace(spec, value_provenance=_provenance(entry["value_provenance"], f"{where}.value_provenance"))
    return spec


def _cell(value: Any, where: str) -> Cell:
    if (
        not isinstance(value, list)
        or len(value) != 2
        or any(isinstance(v, bool) or not isinstance(v, int) for v in value)
    ):
        raise BadEntry(
            where,
            f"expected [row, column], found {shown(value)}",
            ProblemCode.COMPONENT_BAD_CELL,
            **found_params(value),
        )
    return Cell(value[0], value[1])


def _start_cells(base: WarehouseGeometry, entry: dict[str, Any], where: str) -> tuple[Cell, ...]:
    start = list(base.start)
    if "start" in entry:
        start_data = _object(entry["start"], f"{where}.start")
        _known_keys(start_data, {g.value for g in GOODS}, f"{where}.start")
        for good in GOODS:
            if good.value in start_data:
                start[good.slot] = _cell(start_data[good.value], f"{where}.start.{good.value}")
    return tuple(start)


def _least_side(indexes: Iterable[int]) -> int:
    """The fewest rows (or columns) that hold the start cells at these indexes; a start cell no grid within the
    limit holds is refused as off the grid instead."""
    needed = max(indexes, default=0) + 1
    return needed if MIN_GRID_SIDE < needed <= MAX_GRID_SIDE else MIN_GRID_SIDE


def _warehouse(base: WarehouseGeometry, value: Any) -> WarehouseGeometry:
    where = "warehouse"
    entry = _object(value, where)
    _known_keys(entry, {"rows", "cols", "missing", "start", "provenance"}, where)
    start = _start_cells(base, entry, where)
    # A grid too small for the start cells is refused by its size, the number the owner reads off the board.
    rows = _int(entry.get("rows", base.rows), f"{where}.rows", _least_side(cell.row for cell in start), MAX_GRID_SIDE)
    cols = _int(entry.get("cols", base.cols), f"{where}.cols", _least_side(cell.col for cell in start), MAX_GRID_SIDE)
    missing_data = entry.get("missing", [[c.row, c.col] for c in base.missing])
    if not isinstance(missing_data, list):
        raise BadEntry(f"{where}.missing", "expected a list of [row, column]", ProblemCode.COMPONENT_MISSING_NOT_LIST)
    missing_cells = [_cell(v, f"{where}.missing") for v in missing_data]
    for cell in missing_cells:
        if not (0 <= cell.row < rows and 0 <= cell.col < cols):
            raise BadEntry(
                f"{where}.missing",
                f"cell {list(cell)} is not on a {rows} x {cols} grid",
                ProblemCode.COMPONENT_CELL_OFF_GRID,
                cell=str(list(cell)),
                rows=rows,
                cols=cols,
            )
    if len(set(missing_cells)) != len(missing_cells):
        raise BadEntry(f"{where}.missing", "a cell is listed twice", ProblemCode.COMPONENT_CELL_TWICE)
    geometry = WarehouseGeometry(
        rows,
        cols,
        start,
        frozenset(missing_cells),
        _provenance(entry.get("provenance", "printed"), f"{where}.provenance"),
    )
    for good in GOODS:
        cell = geometry.start[good.slot]
        if cell not in geometry.cells:
            raise BadEntry(
                f"{where}.start.{good.value}",
                f"cell {list(cell)} is not on the grid",
                ProblemCode.COMPONENT_START_OFF_GRID,
                cell=str(list(cell)),
            )
        if cell.amount != START_AMOUNTS[good]:
            raise BadEntry(
                f"{where}.start.{good.value}",
                f"cell {list(cell)} holds {cell.amount}, but every player starts with "
                f"{START_AMOUNTS[good]} {good.value}",
                ProblemCode.COMPONENT_START_AMOUNT,
                cell=str(list(cell)),
                amount=cell.amount,
                expected=START_AMOUNTS[good],
                good=good,
            )
    if Cell(0, 0) not in geometry.cells:
        raise BadEntry(
            f"{where}.missing", "the cell [0, 0] (nothing left) must exist", ProblemCode.COMPONENT_NO_EMPTY_CELL
        )
    return geometry


def components_from_data(data: Any, base: Components = BUILT_IN) -> tuple[Components, list[ComponentProblem]]:
    """Apply the data over ``base``; bad entries are reported and keep the base's data."""
    problems: list[ComponentProblem] = []
    if not isinstance(data, dict):
        return base, [
            _problem(
                "(file)",
                "expected a JSON object with 'buildings' and/or 'warehouse'",
                ProblemCode.COMPONENT_FILE_NOT_OBJECT,
            )
        ]
    for key in sorted(set(data) - {"buildings", "warehouse"}):
        problems.append(
            _problem(_name(key), "unknown section; known: buildings, warehouse", ProblemCode.COMPONENT_UNKNOWN_SECTION)
        )
    buildings = list(base.buildings)
    building_data = data.get("buildings", {})
    if not isinstance(building_data, dict):
        problems.append(
            _problem("buildings", "expected an object keyed by building id", ProblemCode.COMPONENT_BUILDINGS_NOT_OBJECT)
        )
        building_data = {}
    index = {b.id: i for i, b in enumerate(buildings)}
    for building_id, entry in building_data.items():
        if building_id not in index:
            problems.append(
                _problem(
                    f"buildings.{_name(building_id)}", "unknown building id", ProblemCode.COMPONENT_UNKNOWN_BUILDING
                )
            )
            continue
        try:
            buildings[index[building_id]] = _building(buildings[index[building_id]], entry)
        except BadEntry as error:
            problems.append(error.problem)
    warehouse = base.warehouse
    if "warehouse" in data:
        try:
            warehouse = _warehouse(base.warehouse, data["warehouse"])
        except BadEntry as error:
            problems.append(error.problem)
    return Components(tuple(buildings), warehouse), problems


# ---- one field at a time -----------------------------------------------------------------


def cost_problem(building_id: str, cost: Any) -> ComponentProblem | None:
    """Why ``cost`` (as the data has it: {"wood": 2, "clay": 1}) cannot be the building's cost; None if it can.
    The problem's ``where`` names the part to blame (``buildings.pier.cost.wood``) or the whole cost."""
    spec = BUILT_IN.by_id[building_id]
    try:
        _cost(cost, f"buildings.{spec.id}.cost")
    except BadEntry as error:
        return error.problem
    return None


def value_problem(building_id: str, value: Any) -> ComponentProblem | None:
    """Why ``value`` (as the data has it) cannot be the building's value, its kind included; None if it can."""
    spec = BUILT_IN.by_id[building_id]
    try:
        _value(spec, value, f"buildings.{spec.id}.value")
    except BadEntry as error:
        return error.problem
    return None


def value_entry(building_id: str, amount: Any) -> Any:
    """The value data of the building's kind with ``amount`` as its number (typed, so perhaps not a number)."""
    value = BUILT_IN.by_id[building_id].value
    if isinstance(value, FixedValue):
        return amount
    if isinstance(value, PerGoodValue):
        return {"per_good": value.good.value, "per": amount}
    return {"per_dock_symbol": amount}


def warehouse_problem(warehouse: Any, base: WarehouseGeometry = BUILT_IN.warehouse) -> ComponentProblem | None:
    """Why the warehouse entry (e.g. {"rows": 7, "cols": 4}) cannot be used over ``base``; None if it can.
    A grid smaller than the start cells need is refused by its rows or columns."""
    try:
        _warehouse(base, warehouse)
    except BadEntry as error:
        return error.problem
    return None
