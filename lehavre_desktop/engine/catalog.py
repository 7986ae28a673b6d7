"""The component data: the one table of buildings and the one warehouse geometry.

Every number a player would read off a physical component lives here and nowhere
else. The rulebooks give each building's function, letter and a few values; the
printed costs, most values and the warehouse size are not in any source we have, so
they are the product's reconstruction (rules specification §15) and each entry says
which it is. A player who owns the printed game can correct the table with a data
file (see ``overrides``); the functions themselves are certain and not overridable.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from typing import Any

from .goods import GOODS, Cell, Direction, Good

ROUND_LETTERS = "ABCDEFGHIJKL"
ROUND_ACTIONS: tuple[int, ...] = (3, 3, 3, 5, 5, 5, 7, 7, 7, 9, 9, 9)
START_FRANCS = 3
START_AMOUNTS: dict[Good, int] = {Good.FISH: 4, Good.CLAY: 3, Good.WOOD: 2, Good.GRAIN: 1}
USER_FEE = 1
# Age on the wheel -> multiplier: age 0 is sector 0 (not usable); age 4 is "4+".
SECTOR_MULTIPLIERS: tuple[int, ...] = (0, 2, 3, 4, 4)
BONUS_AGE = 4
SALE_AGE = 5
SECTOR_LABELS: tuple[str, ...] = ("0", "2", "3", "4", "4+")


class Provenance(StrEnum):
    PRINTED = "printed"
    RECONSTRUCTED = "reconstructed"


@dataclass(frozen=True)
class Cost:
    wood: int = 0
    clay: int = 0
    food: int = 0
    francs: int = 0

    def goods_parts(self) -> tuple[tuple[Good, int], ...]:
        """The wood and clay parts, each paid with its own marker."""
        return tuple((good, n) for good, n in ((Good.WOOD, self.wood), (Good.CLAY, self.clay)) if n)

    def text(self) -> str:
        parts = [
            f"{n} {name}"
            for name, n in (("wood", self.wood), ("clay", self.clay), ("food", self.food), ("francs", self.francs))
            if n
        ]
        return " + ".join(parts)


# ---- value kinds -------------------------------------------------------------------


@dataclass(frozen=True)
class FixedValue:
    amount: int


@dataclass(frozen=True)
class PerGoodValue:
    """Worth ``per`` francs for each unit of ``good`` in the owner's warehouse."""

    good: Good
    per: int = 1


@dataclass(frozen=True)
class PerDockSymbolValue:
    """Worth ``per`` francs for each building with the Dock symbol the owner has."""

    per: int


BuildingValue = FixedValue | PerGoodValue | PerDockSymbolValue


# ---- function kinds ----------------------------------------------------------------


@dataclass(frozen=True)
class StepRun:
    """``per_multiplier * N + extra`` steps of one good in one direction."""

    good: Good
    direction: Direction
    per_multiplier: int
    extra: int = 0

    def steps(self, multiplier: int) -> int:
        return max(0, self.per_multiplier * multiplier + self.extra)


@dataclass(frozen=True)
class FixedFunction:
    """No choice: fixed marker runs and francs (main function times N, extra once)."""

    runs: tuple[StepRun, ...] = ()
    francs_per_multiplier: int = 0
    francs_extra: int = 0


@dataclass(frozen=True)
class ChooseGoodFunction:
    """All N steps go to one good chosen from ``goods``."""

    goods: tuple[Good, ...]
    direction: Direction


@dataclass(frozen=True)
class SplitFunction:
    """``N + extra`` steps in one direction, split freely among the markers."""

    direction: Direction
    extra: int = 0


@dataclass(frozen=True)
class DistinctGoodsFunction:
    """Up to N different markers one step each; each step earns ``francs_each``."""

    direction: Direction
    francs_each: int = 0

    @property
    def needs_room(self) -> bool:
        """A step that earns francs pays for them, so it must be possible; a free step may be lost (§11)."""
        return self.francs_each > 0


@dataclass(frozen=True)
class MarkerTradeFunction:
    """Up to N steps of one chosen good in ``direction``, each earning ``francs_each``."""

    goods: tuple[Good, ...]
    direction: Direction
    francs_each: int


@dataclass(frozen=True)
class ConversionFunction:
    """Up to N repetitions, each paying francs and/or food for francs or marker steps."""

    franc_cost: int = 0
    food_cost: int = 0
    gain_good: Good | None = None
    gain_direction: Direction | None = None
    francs_gain: int = 0


BuildingFunction = (
    FixedFunction
    | ChooseGoodFunction
    | SplitFunction
    | DistinctGoodsFunction
    | MarkerTradeFunction
    | ConversionFunction
)


@dataclass(frozen=True)
class BuildingSpec:
    id: str
    letter: str
    cost: Cost
    value: BuildingValue
    function: BuildingFunction | None  # None: a lock building, never used
    dock_symbol: bool = False
    cost_provenance: Provenance = Provenance.RECONSTRUCTED
    value_provenance: Provenance = Provenance.RECONSTRUCTED

    @property
    def is_lock(self) -> bool:
        return self.function is None

    @property
    def round_index(self) -> int:
        return ROUND_LETTERS.index(self.letter)


@dataclass(frozen=True)
class WarehouseGeometry:
    """The warehouse grid: rows worth 3 each, columns worth 1 each, minus missing cells."""

    rows: int
    cols: int
    start: tuple[Cell, ...]  # one start cell per good, in GOODS order
    missing: frozenset[Cell] = field(default_factory=frozenset)
    provenance: Provenance = Provenance.RECONSTRUCTED

    @cached_property
    def cells(self) -> frozenset[Cell]:
        return frozenset(
            Cell(r, c) for r in range(self.rows) for c in range(self.cols) if Cell(r, c) not in self.missing
        )

    @cached_property
    def max_amount(self) -> int:
        return max(cell.amount for cell in self.cells)

    @cached_property
    def _hash(self) -> int:
        return hash((self.rows, self.cols, self.start, self.missing))

    def __hash__(self) -> int:
        return self._hash


@dataclass(frozen=True)
class Components:
    buildings: tuple[BuildingSpec, ...]
    warehouse: WarehouseGeometry

    @cached_property
    def by_id(self) -> dict[str, BuildingSpec]:
        return {b.id: b for b in self.buildings}

    @cached_property
    def order(self) -> dict[str, int]:
        return {b.id: i for i, b in enumerate(self.buildings)}

    def entering(self, round_index: int) -> tuple[str, ...]:
        letter = ROUND_LETTERS[round_index]
        return tuple(b.id for b in self.buildings if b.letter == letter)

    @cached_property
    def _hash(self) -> int:
        return hash((self.buildings, self.warehouse))

    def __hash__(self) -> int:
        return self._hash

    # Immutable: copies share the table, and the built-in table pickles as a reference to it.
    def __copy__(self) -> Components:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Components:
        return self

    def __reduce__(self) -> str | tuple[Any, ...]:
        if self is BUILT_IN:
            return "BUILT_IN"
        return (Components, (self.buildings, self.warehouse))


P = Provenance.PRINTED
R = Provenance.RECONSTRUCTED
F, C, W, G = Good.FISH, Good.CLAY, Good.WOOD, Good.GRAIN
RIGHT, UP, UP_LEFT, UP_RIGHT = Direction.RIGHT, Direction.UP, Direction.UP_LEFT, Direction.UP_RIGHT
DOWN, DOWN_LEFT = Direction.DOWN, Direction.DOWN_LEFT


def _run(good: Good, direction: Direction, per: int = 1, extra: int = 0) -> StepRun:
    return StepRun(good, direction, per, extra)


# The table (rules specification §10 for functions, §15.2 for costs and values).
BUILT_IN_BUILDINGS: tuple[BuildingSpec, ...] = (
    BuildingSpec("clay_mound", "A", Cost(wood=1), FixedValue(2), FixedFunction((_run(C, RIGHT, 1, 1),))),
    BuildingSpec("smokehouse", "A", Cost(wood=1, clay=1), FixedValue(4), FixedFunction((_run(F, UP_LEFT),))),
    BuildingSpec(
        "grocery_store",
        "A",
        Cost(food=2),
        FixedValue(4),
        FixedFunction((_run(G, RIGHT, 0, 1), _run(F, RIGHT, 0, 1)), francs_per_multiplier=1),
    ),
    BuildingSpec("hardware_store", "A", Cost(wood=1, clay=1), FixedValue(4), ChooseGoodFunction((W, C), RIGHT)),
    BuildingSpec("wood_company", "B", Cost(clay=2), FixedValue(4), FixedFunction((_run(W, RIGHT),))),
    # The Farm's extra step (1 down-left) follows its N up-right steps; the net
    # result, N-1 up-right steps, is the reading the specification adopts (OQ-6).
    BuildingSpec("farm", "B", Cost(wood=1, clay=2), FixedValue(6), FixedFunction((_run(G, UP_RIGHT, 1, -1),))),
    BuildingSpec(
        "farmland",
        "B",
        Cost(wood=2, clay=1),
        FixedValue(6),
        FixedFunction((_run(G, RIGHT), _run(W, RIGHT, 0, 1), _run(C, RIGHT, 0, 1))),
    ),
    BuildingSpec("kiln", "B", Cost(wood=2), FixedValue(4), FixedFunction((_run(C, UP_LEFT),))),
    BuildingSpec("bakehouse", "C", Cost(wood=1, clay=2), FixedValue(6), FixedFunction((_run(G, UP_LEFT),))),
    BuildingSpec(
        "wood_trader",
        "C",
        Cost(food=3),
        FixedValue(6),
        ConversionFunction(franc_cost=1, food_cost=2, gain_good=W, gain_direction=UP),
    ),
    BuildingSpec("restaurant", "D", Cost(food=4), FixedValue(8), ConversionFunction(food_cost=1, francs_gain=2)),
    BuildingSpec(
        "fish_market",
        "E",
        Cost(wood=2, clay=3),
        FixedValue(8),
        ConversionFunction(franc_cost=1, gain_good=F, gain_direction=UP_RIGHT),
    ),
    BuildingSpec(
        "building_firm", "F", Cost(wood=3, clay=3), FixedValue(10), FixedFunction((_run(W, RIGHT), _run(C, RIGHT)))
    ),
    BuildingSpec("marketplace", "F", Cost(wood=2, clay=2), FixedValue(8), SplitFunction(RIGHT)),
    BuildingSpec("church_square", "F", Cost(food=5), FixedValue(10), FixedFunction((_run(G, RIGHT), _run(F, RIGHT)))),
    BuildingSpec(
        "weekly_market", "G", Cost(wood=3, clay=3), FixedValue(10), MarkerTradeFunction((G, F), DOWN, francs_each=4)
    ),
    BuildingSpec("sawmill", "G", Cost(wood=2, clay=4), FixedValue(10), FixedFunction((_run(W, UP_LEFT),))),
    BuildingSpec("masons_guild", "G", Cost(wood=4, clay=4), FixedValue(12), DistinctGoodsFunction(UP_LEFT)),
    BuildingSpec(
        "business_office", "H", Cost(wood=5, clay=5), FixedValue(14), DistinctGoodsFunction(DOWN_LEFT, francs_each=5)
    ),
    BuildingSpec("craftsmens_yard", "H", Cost(food=7), FixedValue(14), SplitFunction(UP_LEFT, extra=1)),
    BuildingSpec("shipping_line", "H", Cost(wood=6, clay=4), FixedValue(14), FixedFunction(francs_per_multiplier=3)),
    BuildingSpec("pier", "I", Cost(wood=6, clay=6), FixedValue(16), SplitFunction(RIGHT, extra=2)),
    BuildingSpec("fish_factory", "J", Cost(francs=10), PerGoodValue(F), None, dock_symbol=True, value_provenance=P),
    BuildingSpec("guild_hall", "J", Cost(wood=6, clay=5), FixedValue(16), DistinctGoodsFunction(UP_RIGHT)),
    BuildingSpec("town_hall", "J", Cost(wood=9, clay=9), FixedValue(26), None, value_provenance=P),
    BuildingSpec("zoo", "K", Cost(wood=7, clay=7), FixedValue(20), None, value_provenance=P),
    BuildingSpec("wood_factory", "K", Cost(francs=10), PerGoodValue(W), None, dock_symbol=True, value_provenance=P),
    BuildingSpec("pont_de_normandie", "K", Cost(wood=15, clay=15), FixedValue(50), None, value_provenance=P),
    BuildingSpec("dock", "L", Cost(francs=10), PerDockSymbolValue(4), None),
    BuildingSpec("grain_silo", "L", Cost(francs=10), PerGoodValue(G), None, dock_symbol=True, value_provenance=P),
    BuildingSpec("brick_factory", "L", Cost(francs=10), PerGoodValue(C), None, dock_symbol=True, value_provenance=P),
)

# Rules specification §15.1: 6 x 6, start cells on the bottom row.
BUILT_IN_WAREHOUSE = WarehouseGeometry(
    rows=6,
    cols=6,
    start=tuple({F: Cell(0, 4), C: Cell(0, 3), W: Cell(0, 2), G: Cell(0, 1)}[g] for g in GOODS),
)

BUILT_IN = Components(BUILT_IN_BUILDINGS, BUILT_IN_WAREHOUSE)
