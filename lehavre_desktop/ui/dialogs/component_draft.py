"""The table being edited in the component data dialog: the text of every field, and the table it makes.

A field holds what the owner typed, or nothing: then the reconstruction stands (the field shows it greyed, as
its placeholder). Once one part of a cost is typed, the parts left empty count as 0. The warehouse's rows
and columns stand each for itself. A number is checked as it is typed, with the checks of the file loader;
a refused one never reaches the table, which keeps what it had for that cost or value. A cost or value left
as it came in keeps its marks (a file may say a corrected number is reconstructed); one typed counts as
printed.
"""

from __future__ import annotations

import re

from ...engine import (
    BUILT_IN,
    COST_PARTS,
    BuildingSpec,
    ComponentProblem,
    Components,
    Cost,
    Provenance,
    WarehouseGeometry,
    components_from_data,
    corrections_to_data,
    cost_problem,
    value_amount,
    value_entry,
    value_problem,
    warehouse_problem,
    with_amount,
)

WAREHOUSE = "warehouse"
VALUE = "value"
ROWS, COLS = "rows", "cols"
WAREHOUSE_FIELDS = (ROWS, COLS)
FieldKey = tuple[str, str]  # (building id, a cost part or "value") or ("warehouse", "rows" or "cols")
_WHOLE_NUMBER = re.compile(r"[-+]?[0-9]+")
# A number longer than this is no count of goods or francs; int() never sees a thousand digits typed or pasted.
MAX_TYPED_DIGITS = 6


def typed_number(text: str) -> int | str | None:
    """What a field holds: nothing (None), a whole number, or text that is not one (as typed, for the reason)."""
    text = text.strip()
    if not text:
        return None
    if _WHOLE_NUMBER.fullmatch(text) and len(text.lstrip("+-")) <= MAX_TYPED_DIGITS:
        return int(text)
    return text


def cost_keys(building: str) -> tuple[FieldKey, ...]:
    return tuple((building, part) for part in COST_PARTS)


def _cost_part(cost: Cost, part: str) -> int:
    amount: int = getattr(cost, part)
    return amount


class Draft:
    """The fields' texts over ``original`` (the table the dialog opened with, or one imported)."""

    def __init__(self, original: Components) -> None:
        self.original = original
        corrections = corrections_to_data(original)
        texts: dict[FieldKey, str] = {}
        for spec in original.buildings:
            entry = corrections.get("buildings", {}).get(spec.id, {})
            for part in COST_PARTS:
                amount = _cost_part(spec.cost, part)
                texts[(spec.id, part)] = str(amount) if "cost" in entry and amount else ""
            texts[(spec.id, VALUE)] = str(value_amount(spec.value)) if "value" in entry else ""
        corrected_grid = "warehouse" in corrections
        texts[(WAREHOUSE, ROWS)] = str(original.warehouse.rows) if corrected_grid else ""
        texts[(WAREHOUSE, COLS)] = str(original.warehouse.cols) if corrected_grid else ""
        self._initial = dict(texts)
        self.texts = texts

    # ---- fields -------------------------------------------------------------------------------
    def text(self, key: FieldKey) -> str:
        return self.texts[key]

    def set_text(self, key: FieldKey, text: str) -> None:
        if key not in self.texts:
            raise KeyError(key)
        self.texts[key] = text

    def placeholder(self, key: FieldKey) -> str:
        """The reconstruction's number, shown greyed in an empty field; none in a cost part that counts as 0."""
        building, field = key
        if building == WAREHOUSE:
            return str(getattr(BUILT_IN.warehouse, field))
        spec = BUILT_IN.by_id[building]
        if field == VALUE:
            return str(value_amount(spec.value))
        if any(self.texts[k].strip() for k in cost_keys(building)):
            return ""
        amount = _cost_part(spec.cost, field)
        return str(amount) if amount else ""

    def has_entries(self, building: str) -> bool:
        """Whether the building (or the warehouse) has anything to reset: a number typed, or other numbers or marks
        than the reconstruction's."""
        if building == WAREHOUSE:
            keys: tuple[FieldKey, ...] = tuple((WAREHOUSE, field) for field in WAREHOUSE_FIELDS)
            differs = self.warehouse() != BUILT_IN.warehouse
        else:
            keys = (*cost_keys(building), (building, VALUE))
            differs = self.spec(building) != BUILT_IN.by_id[building]
        return differs or any(self.texts[key].strip() for key in keys)

    def reset(self, building: str) -> None:
        """Empty the building's fields: the reconstruction stands for it."""
        for key in (*cost_keys(building), (building, VALUE)):
            self.texts[key] = ""

    def reset_warehouse(self) -> None:
        for field in WAREHOUSE_FIELDS:
            self.texts[(WAREHOUSE, field)] = ""

    def reset_all(self) -> None:
        for key in self.texts:
            self.texts[key] = ""

    def fill_in(self, building: str) -> None:
        """Type the numbers the building's empty fields show (the tile says the same): they count as printed."""
        if not any(self.texts[key].strip() for key in cost_keys(building)):
            shown = {key: self.placeholder(key) for key in cost_keys(building)}
            self.texts.update(shown)
        if not self.texts[(building, VALUE)].strip():
            self.texts[(building, VALUE)] = self.placeholder((building, VALUE))

    # ---- checks -------------------------------------------------------------------------------
    def _changed(self, keys: tuple[FieldKey, ...]) -> bool:
        return any(self.texts[key] != self._initial[key] for key in keys)

    def _cost_entry(self, building: str) -> dict[str, int | str]:
        typed = {part: typed_number(self.texts[(building, part)]) for part in COST_PARTS}
        return {part: number for part, number in typed.items() if number is not None}

    def cost_problem(self, building: str) -> ComponentProblem | None:
        entry = self._cost_entry(building)
        return cost_problem(building, entry) if entry else None

    def value_problem(self, building: str) -> ComponentProblem | None:
        number = typed_number(self.texts[(building, VALUE)])
        return None if number is None else value_problem(building, value_entry(building, number))

    def _warehouse_entry(self) -> dict[str, int | str]:
        entry: dict[str, int | str] = {}
        for field in WAREHOUSE_FIELDS:
            number = typed_number(self.texts[(WAREHOUSE, field)])
            entry[field] = getattr(BUILT_IN.warehouse, field) if number is None else number
        return entry

    def warehouse_problem(self) -> ComponentProblem | None:
        if not any(self.texts[(WAREHOUSE, field)].strip() for field in WAREHOUSE_FIELDS):
            return None
        return warehouse_problem(self._warehouse_entry(), self.original.warehouse)

    def problems(self, building: str) -> list[ComponentProblem]:
        """Why the building's typed numbers are refused: its cost, then its value."""
        if building == WAREHOUSE:
            found = [self.warehouse_problem()]
        else:
            found = [self.cost_problem(building), self.value_problem(building)]
        return [problem for problem in found if problem is not None]

    def refused_fields(self, building: str) -> set[FieldKey]:
        """The fields to blame for the building's problems: the part a problem names, else all the typed ones."""
        blamed: set[FieldKey] = set()
        for problem in self.problems(building):
            place = problem.where.split(".")
            if building == WAREHOUSE:
                named = [(WAREHOUSE, f) for f in WAREHOUSE_FIELDS if f in place[1:2]]
                blamed |= set(named) or {(WAREHOUSE, f) for f in WAREHOUSE_FIELDS if self.texts[(WAREHOUSE, f)]}
            elif place[2] == VALUE:
                blamed.add((building, VALUE))
            else:
                parts = [(building, p) for p in COST_PARTS if p in place[3:4]]
                blamed |= set(parts) or {k for k in cost_keys(building) if self.texts[k].strip()}
        return blamed

    def refused_count(self) -> int:
        """How many costs, values and warehouse sizes are refused now."""
        return sum(len(self.problems(spec.id)) for spec in BUILT_IN.buildings) + len(self.problems(WAREHOUSE))

    # ---- the table ----------------------------------------------------------------------------
    def spec(self, building: str) -> BuildingSpec:
        """The building as the accepted fields make it."""
        original, built = self.original.by_id[building], BUILT_IN.by_id[building]
        cost, cost_provenance = original.cost, original.cost_provenance
        if self._changed(cost_keys(building)) and self.cost_problem(building) is None:
            entry = self._cost_entry(building)
            cost, cost_provenance = (
                (Cost(**{part: int(n) for part, n in entry.items()}), Provenance.PRINTED)
                if entry
                else (built.cost, built.cost_provenance)
            )
        value, value_provenance = original.value, original.value_provenance
        if self._changed(((building, VALUE),)) and self.value_problem(building) is None:
            number = typed_number(self.texts[(building, VALUE)])
            value, value_provenance = (
                (with_amount(built.value, int(number)), Provenance.PRINTED)
                if number is not None
                else (built.value, built.value_provenance)
            )
        return BuildingSpec(
            building,
            original.letter,
            cost,
            value,
            original.function,
            original.dock_symbol,
            cost_provenance,
            value_provenance,
        )

    def warehouse(self) -> WarehouseGeometry:
        keys = tuple((WAREHOUSE, field) for field in WAREHOUSE_FIELDS)
        if not self._changed(keys) or self.warehouse_problem() is not None:
            return self.original.warehouse
        if not any(self.texts[key].strip() for key in keys):
            return BUILT_IN.warehouse
        table, _ = components_from_data({"warehouse": self._warehouse_entry()}, self.original)
        return table.warehouse

    def table(self) -> Components:
        return Components(tuple(self.spec(spec.id) for spec in self.original.buildings), self.warehouse())
