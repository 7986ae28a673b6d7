"""The component table as JSON data: written into game records, read from a user's corrections.

A user who owns the printed game can correct the reconstructed numbers with a file
``components.json`` in the application's config folder, for example::

    {"buildings": {"pier": {"cost": {"wood": 5, "clay": 6}, "value": 18}},
     "warehouse": {"rows": 7, "cols": 6}}

Each building entry, and the warehouse entry, is checked on its own: a bad one is
reported and the built-in data is used for it, so a bad file never stops the game.
A corrected number counts as printed unless the entry says otherwise.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path
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
from .json_input import JsonInputError, found_params, read_json_file, shown
from .problems import CodedError, Params, ProblemCode, frozen_params

CONFIG_FILE_NAME = "components.json"
APP_NAME = "lehavre-desktop"
MAX_GRID_SIDE = 20
# The whole table written out is about 5 KB; a correction file is smaller still.
MAX_FILE_BYTES = 256 * 1024
MAX_DEPTH = 8


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


# ---- writing ---------------------------------------------------------------------------

def _value_data(value: BuildingValue) -> Any:
    if isinstance(value, FixedValue):
        return value.amount
    if isinstance(value, PerGoodValue):
        return {"per_good": value.good.value, "per": value.per}
    return {"per_dock_symbol": value.per}


def components_to_data(components: Components) -> dict[str, Any]:
    geometry = components.warehouse
    return {
        "buildings": {
            b.id: {
                "letter": b.letter,
                "cost": {k: v for k, v in (("wood", b.cost.wood), ("clay", b.cost.clay),
                                           ("food", b.cost.food), ("francs", b.cost.francs)) if v},
                "value": _value_data(b.value),
                "cost_provenance": b.cost_provenance.value,
                "value_provenance": b.value_provenance.value,
            }
            for b in components.buildings
        },
        "warehouse": {
            "rows": geometry.rows,
            "cols": geometry.cols,
            "missing": sorted([c.row, c.col] for c in geometry.missing),
            "start": {g.value: [geometry.start[g.slot].row, geometry.start[g.slot].col] for g in GOODS},
            "provenance": geometry.provenance.value,
        },
    }


# ---- reading ---------------------------------------------------------------------------

def _int(value: Any, where: str, low: int = 0, high: int = 10_000) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadEntry(where, f"expected a whole number, found {shown(value)}", ProblemCode.COMPONENT_NOT_WHOLE_NUMBER,
                       **found_params(value))
    if not low <= value <= high:
        raise BadEntry(where, f"{value} is outside {low}..{high}", ProblemCode.COMPONENT_OUT_OF_RANGE, value=value,
                       low=low, high=high)
    return value


def _object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise BadEntry(where, f"expected an object, found {shown(value)}", ProblemCode.COMPONENT_NOT_OBJECT,
                       **found_params(value))
    return value


def _known_keys(entry: dict[str, Any], allowed: set[str], where: str) -> None:
    unknown = sorted(set(entry) - allowed)
    if unknown:
        listed = ", ".join(_name(key) for key in unknown[:5]) + (", …" if len(unknown) > 5 else "")
        known = ", ".join(sorted(allowed))
        raise BadEntry(where, f"unknown field(s) {listed}; known: {known}", ProblemCode.COMPONENT_UNKNOWN_FIELDS,
                       fields=listed, known=known)


def _name(key: str) -> str:
    """A key as it can stand in a message: short keys as they are, long ones elided."""
    return key if len(key) <= 40 and key.isprintable() else shown(key)


def _provenance(value: Any, where: str) -> Provenance:
    try:
        return Provenance(value)
    except ValueError:
        raise BadEntry(where, f"expected 'printed' or 'reconstructed', found {shown(value)}",
                       ProblemCode.COMPONENT_BAD_PROVENANCE, **found_params(value)) from None


def _cost(value: Any, where: str) -> Cost:
    entry = _object(value, where)
    _known_keys(entry, {"wood", "clay", "food", "francs"}, where)
    cost = Cost(**{k: _int(v, f"{where}.{k}", 0, 100) for k, v in entry.items()})
    if not (cost.wood or cost.clay or cost.food or cost.francs):
        raise BadEntry(where, "a building cannot be free", ProblemCode.COMPONENT_FREE_BUILDING)
    return cost


def _value(value: Any, where: str) -> BuildingValue:
    if not isinstance(value, dict):
        return FixedValue(_int(value, where, 0, 1000))
    if "per_good" in value:
        _known_keys(value, {"per_good", "per"}, where)
        try:
            good = Good(value["per_good"])
        except ValueError:
            raise BadEntry(f"{where}.per_good", f"unknown good {shown(value['per_good'])}",
                           ProblemCode.COMPONENT_UNKNOWN_GOOD, **found_params(value["per_good"])) from None
        return PerGoodValue(good, _int(value.get("per", 1), f"{where}.per", 0, 100))
    if "per_dock_symbol" in value:
        _known_keys(value, {"per_dock_symbol"}, where)
        return PerDockSymbolValue(_int(value["per_dock_symbol"], f"{where}.per_dock_symbol", 0, 100))
    raise BadEntry(where, "expected a number, {\"per_good\": ..., \"per\": ...} or {\"per_dock_symbol\": ...}",
                   ProblemCode.COMPONENT_BAD_VALUE)


def _building(base: BuildingSpec, value: Any) -> BuildingSpec:
    where = f"buildings.{base.id}"
    entry = _object(value, where)
    _known_keys(entry, {"letter", "cost", "value", "cost_provenance", "value_provenance"}, where)
    spec = base
    if "letter" in entry:
        letter = entry["letter"]
        if not isinstance(letter, str) or letter not in ROUND_LETTERS or len(letter) != 1:
            raise BadEntry(f"{where}.letter", f"expected one of the letters A..L, found {shown(letter)}",
                           ProblemCode.COMPONENT_BAD_LETTER, **found_params(letter))
        spec = replace(spec, letter=letter)
    if "cost" in entry:
        spec = replace(spec, cost=_cost(entry["cost"], f"{where}.cost"), cost_provenance=Provenance.PRINTED)
    if "value" in entry:
        spec = replace(spec, value=_value(entry["value"], f"{where}.value"), value_provenance=Provenance.PRINTED)
    if "cost_provenance" in entry:
        spec = replace(spec, cost_provenance=_provenance(entry["cost_provenance"], f"{where}.cost_provenance"))
    if "value_provenance" in entry:
        spec = replace(spec, value_provenance=_provenance(entry["value_provenance"], f"{where}.value_provenance"))
    return spec


def _cell(value: Any, where: str) -> Cell:
    if (not isinstance(value, list) or len(value) != 2
            or any(isinstance(v, bool) or not isinstance(v, int) for v in value)):
        raise BadEntry(where, f"expected [row, column], found {shown(value)}", ProblemCode.COMPONENT_BAD_CELL,
                       **found_params(value))
    return Cell(value[0], value[1])


def _warehouse(base: WarehouseGeometry, value: Any) -> WarehouseGeometry:
    where = "warehouse"
    entry = _object(value, where)
    _known_keys(entry, {"rows", "cols", "missing", "start", "provenance"}, where)
    rows = _int(entry.get("rows", base.rows), f"{where}.rows", 2, MAX_GRID_SIDE)
    cols = _int(entry.get("cols", base.cols), f"{where}.cols", 2, MAX_GRID_SIDE)
    missing_data = entry.get("missing", [[c.row, c.col] for c in base.missing])
    if not isinstance(missing_data, list):
        raise BadEntry(f"{where}.missing", "expected a list of [row, column]", ProblemCode.COMPONENT_MISSING_NOT_LIST)
    missing_cells = [_cell(v, f"{where}.missing") for v in missing_data]
    for cell in missing_cells:
        if not (0 <= cell.row < rows and 0 <= cell.col < cols):
            raise BadEntry(f"{where}.missing", f"cell {list(cell)} is not on a {rows} x {cols} grid",
                           ProblemCode.COMPONENT_CELL_OFF_GRID, cell=str(list(cell)), rows=rows, cols=cols)
    if len(set(missing_cells)) != len(missing_cells):
        raise BadEntry(f"{where}.missing", "a cell is listed twice", ProblemCode.COMPONENT_CELL_TWICE)
    missing = frozenset(missing_cells)
    start = list(base.start)
    if "start" in entry:
        start_data = _object(entry["start"], f"{where}.start")
        _known_keys(start_data, {g.value for g in GOODS}, f"{where}.start")
        for good in GOODS:
            if good.value in start_data:
                start[good.slot] = _cell(start_data[good.value], f"{where}.start.{good.value}")
    geometry = WarehouseGeometry(rows, cols, tuple(start), missing,
                                 _provenance(entry.get("provenance", "printed"), f"{where}.provenance"))
    for good in GOODS:
        cell = geometry.start[good.slot]
        if cell not in geometry.cells:
            raise BadEntry(f"{where}.start.{good.value}", f"cell {list(cell)} is not on the grid",
                           ProblemCode.COMPONENT_START_OFF_GRID, cell=str(list(cell)))
        if cell.amount != START_AMOUNTS[good]:
            raise BadEntry(f"{where}.start.{good.value}",
                           f"cell {list(cell)} holds {cell.amount}, but every player starts with "
                           f"{START_AMOUNTS[good]} {good.value}", ProblemCode.COMPONENT_START_AMOUNT,
                           cell=str(list(cell)), amount=cell.amount, expected=START_AMOUNTS[good], good=good)
    if Cell(0, 0) not in geometry.cells:
        raise BadEntry(f"{where}.missing", "the cell [0, 0] (nothing left) must exist",
                       ProblemCode.COMPONENT_NO_EMPTY_CELL)
    return geometry


def components_from_data(data: Any, base: Components = BUILT_IN) -> tuple[Components, list[ComponentProblem]]:
    """Apply the data over ``base``; bad entries are reported and keep the base's data."""
    problems: list[ComponentProblem] = []
    if not isinstance(data, dict):
        return base, [_problem("(file)", "expected a JSON object with 'buildings' and/or 'warehouse'",
                               ProblemCode.COMPONENT_FILE_NOT_OBJECT)]
    for key in sorted(set(data) - {"buildings", "warehouse"}):
        problems.append(_problem(_name(key), "unknown section; known: buildings, warehouse",
                                 ProblemCode.COMPONENT_UNKNOWN_SECTION))
    buildings = list(base.buildings)
    building_data = data.get("buildings", {})
    if not isinstance(building_data, dict):
        problems.append(_problem("buildings", "expected an object keyed by building id",
                                 ProblemCode.COMPONENT_BUILDINGS_NOT_OBJECT))
        building_data = {}
    index = {b.id: i for i, b in enumerate(buildings)}
    for building_id, entry in building_data.items():
        if building_id not in index:
            problems.append(_problem(f"buildings.{_name(building_id)}", "unknown building id",
                                     ProblemCode.COMPONENT_UNKNOWN_BUILDING))
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


def user_components_path() -> Path:
    from platformdirs import user_config_dir

    return Path(user_config_dir(APP_NAME, appauthor=False)) / CONFIG_FILE_NAME


def load_user_components(path: Path | None = None) -> tuple[Components, list[ComponentProblem]]:
    """The built-in table with the user's corrections; never raises, never blocks on a pipe or a device."""
    path = path if path is not None else user_components_path()
    if not os.path.lexists(path):
        return BUILT_IN, []
    try:
        data = read_json_file(path, MAX_FILE_BYTES, MAX_DEPTH)
    except JsonInputError as error:
        return BUILT_IN, [_problem(path.name, f"cannot be read: {error}", ProblemCode.COMPONENT_UNREADABLE,
                                   problem=error)]
    return components_from_data(data)
