"""How much a position is worth to a player: an estimate of their final score.

The estimate is what the player would score if the game ended now (francs plus the
value of every building, factories counting their goods), plus what their goods and
their buildings' future uses are still likely to bring. Goods turn into buildings and
francs only while turns remain, so their worth fades as the game runs out; a building
on the wheel is worth its value plus a share of what using it from its next sector
would yield. Everything is read from the game's component data, so corrected costs,
values or a different warehouse change the estimate, not whether it works.

At the end of the game the estimate is the exact final score.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..engine import GOODS, BuildingSpec, Components, GameState, Good, building_value, wealth
from ..engine.catalog import (
    ROUND_ACTIONS,
    SALE_AGE,
    SECTOR_MULTIPLIERS,
    ChooseGoodFunction,
    ConversionFunction,
    DistinctGoodsFunction,
    FixedFunction,
    MarkerTradeFunction,
    PerGoodValue,
    SplitFunction,
)
from ..engine.state import turns_in_round, turns_left


@dataclass(frozen=True)
class Weights:
    """What one unit of a good, and a building's next use, are worth in francs while turns remain."""

    building_goods: float = 1.2  # wood and clay: what most buildings cost
    food: float = 0.7  # fish and grain: food, and francs at the Restaurant or Weekly Market
    # Turns a player needs to spend goods; with fewer left, goods are worth proportionally less.
    goods_horizon: int = 10
    next_use_share: float = 0.35


DEFAULT_WEIGHTS = Weights()


def turns_to_come(state: GameState, seat: int) -> int:
    """The seat's turns from now to the end of the game, this round's included."""
    if state.finished:
        return 0
    later = sum(turns_in_round(r, seat) for r in range(state.round_index + 1, len(ROUND_ACTIONS)))
    return turns_left(state, seat) + later


def good_weight(weights: Weights, good: Good) -> float:
    return weights.building_goods if good in (Good.WOOD, Good.CLAY) else weights.food


@lru_cache(maxsize=4096)
def nominal_use_gain(spec: BuildingSpec, multiplier: int, weights: Weights) -> float:
    """Francs-equivalent of one use at this multiplier with room everywhere (edges ignored)."""
    function = spec.function
    mean_weight = sum(good_weight(weights, g) for g in GOODS) / len(GOODS)
    if isinstance(function, FixedFunction):
        goods = sum(run.steps(multiplier) * run.direction.change * good_weight(weights, run.good)
                    for run in function.runs)
        return goods + function.francs_per_multiplier * multiplier + function.francs_extra
    if isinstance(function, ChooseGoodFunction):
        best = max(good_weight(weights, g) for g in function.goods)
        return multiplier * function.direction.change * best
    if isinstance(function, SplitFunction):
        return (multiplier + function.extra) * function.direction.change * mean_weight
    if isinstance(function, DistinctGoodsFunction):
        each = function.direction.change * mean_weight + function.francs_each
        return multiplier * max(0.0, each)
    if isinstance(function, MarkerTradeFunction):
        best = min(good_weight(weights, g) for g in function.goods)
        return multiplier * max(0.0, function.francs_each + function.direction.change * best)
    if isinstance(function, ConversionFunction):
        gain = float(function.francs_gain - function.franc_cost - function.food_cost * weights.food)
        if function.gain_good is not None and function.gain_direction is not None:
            gain += function.gain_direction.change * good_weight(weights, function.gain_good)
        return multiplier * max(0.0, gain)
    return 0.0


def _counted_by_factory(components: Components, buildings: tuple[str, ...]) -> frozenset[Good]:
    """Goods already scored one for one by a factory the player owns."""
    return frozenset(spec.value.good for b in buildings
                     if isinstance((spec := components.by_id[b]).value, PerGoodValue))


def estimate(state: GameState, seat: int, weights: Weights = DEFAULT_WEIGHTS) -> float:
    """The seat's expected final score; exact once the game is over."""
    if state.finished:
        return float(wealth(state, seat).total)
    player = state.players[seat]
    components = state.components
    total = float(player.francs)
    buildings = player.buildings()
    for building in buildings:
        total += building_value(state, player, building)
    remaining = turns_to_come(state, seat)
    fade = min(1.0, remaining / weights.goods_horizon)
    counted = _counted_by_factory(components, buildings)
    for good in GOODS:
        if good not in counted:
            total += player.amount(good) * good_weight(weights, good) * fade
    if remaining:
        # The next round's sector: a building is used after the rotation at the earliest.
        rounds_left = len(ROUND_ACTIONS) - 1 - state.round_index
        for slot in player.wheel:
            spec = components.by_id[slot.building]
            next_age = slot.age + 1
            if next_age >= SALE_AGE:
                # Unless used this round it is sold at the rotation, for half its value.
                if turns_left(state, seat) == 0 or (state.acted and turns_left(state, seat) <= 1):
                    total -= building_value(state, player, slot.building) / 2
                continue
            if rounds_left > 0 and spec.function is not None:
                total += weights.next_use_share * nominal_use_gain(spec, SECTOR_MULTIPLIERS[next_age], weights)
    return total


def margin(state: GameState, seat: int, weights: Weights = DEFAULT_WEIGHTS) -> float:
    """The seat's estimated lead over the other player."""
    return estimate(state, seat, weights) - estimate(state, 1 - seat, weights)

