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

from ..engine import (
    GOODS,
    ROUND_ACTIONS,
    SALE_AGE,
    SECTOR_MULTIPLIERS,
    BuildingSpec,
    ChooseGoodFunction,
    Components,
    ConversionFunction,
    DistinctGoodsFunction,
    FixedFunction,
    FixedValue,
    GameState,
    Good,
    MarkerTradeFunction,
    PerGoodValue,
    SplitFunction,
    building_value,
    turns_in_round,
    turns_left,
    wealth,
)


@dataclass(frozen=True)
class Weights:
    """What one unit of a good, and a building's next use, are worth in francs while turns remain."""

    building_goods: float = 1.2  # wood and clay: what most buildings cost
    food: float = 0.7  # fish and grain: food, and francs at the Restaurant or Weekly Market
    # Turns a player needs to spend goods; with fewer left, goods are worth proportionally less.
    goods_horizon: int = 10
    next_use_share: float = 0.35


DEFAULT_WEIGHTS = Weights()


_ROUNDS = range(len(ROUND_ACTIONS))
# The seat's turns in the rounds after each round.
_TURNS_AFTER_ROUND: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(turns_in_round(r, seat) for r in _ROUNDS if r > after) for after in _ROUNDS) for seat in (0, 1)
)


def turns_to_come(state: GameState, seat: int) -> int:
    """The seat's turns from now to the end of the game, this round's included."""
    if state.finished:
        return 0
    return turns_left(state, seat) + _TURNS_AFTER_ROUND[seat][state.round_index]


def good_weight(weights: Weights, good: Good) -> float:
    return weights.building_goods if good in (Good.WOOD, Good.CLAY) else weights.food


def nominal_use_gain(spec: BuildingSpec, multiplier: int, weights: Weights) -> float:
    """Francs-equivalent of one use at this multiplier with room everywhere (edges ignored)."""
    function = spec.function
    mean_weight = sum(good_weight(weights, g) for g in GOODS) / len(GOODS)
    if isinstance(function, FixedFunction):
        goods = sum(
            run.steps(multiplier) * run.direction.change * good_weight(weights, run.good) for run in function.runs
        )
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


class _Table:
    """What the estimate needs of each building, computed once per component data."""

    def __init__(self, components: Components, weights: Weights) -> None:
        self.fixed_value: dict[str, int] = {
            b.id: b.value.amount for b in components.buildings if isinstance(b.value, FixedValue)
        }
        self.factory_good: dict[str, Good] = {
            b.id: b.value.good for b in components.buildings if isinstance(b.value, PerGoodValue)
        }
        # The share of a use from the sector a building reaches at the next rotation, by its age now.
        self.next_use: dict[str, tuple[float, ...]] = {
            b.id: tuple(
                weights.next_use_share * nominal_use_gain(b, SECTOR_MULTIPLIERS[age + 1], weights)
                if b.function is not None and age + 1 < SALE_AGE
                else 0.0
                for age in range(SALE_AGE)
            )
            for b in components.buildings
        }
        self.good_weights = tuple(good_weight(weights, g) for g in GOODS)


# Estimates kept per estimator before the memo starts afresh: a few searches' worth, some megabytes.
MEMO_LIMIT = 100_000


class Estimator:
    """``estimate`` with one set of weights, its building table kept per component data.

    A turn changes one player (two when a building of the opponent's is used), so a search
    asks for the other player's estimate again and again: estimates are remembered by
    what they depend on (the player, the point in the round, the seat).
    """

    def __init__(self, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.weights = weights
        self._components: Components | None = None
        self._table: _Table | None = None
        self._memo: dict[tuple[object, ...], float] = {}

    def _table_for(self, components: Components) -> _Table:
        if components is not self._components or self._table is None:
            self._components, self._table = components, _Table(components, self.weights)
            self._memo = {}
        return self._table

    def estimate(self, state: GameState, seat: int) -> float:
        """The seat's expected final score; exact once the game is over."""
        if state.finished:
            return float(wealth(state, seat).total)
        table = self._table_for(state.components)
        key = (state.players[seat], state.round_index, state.actions_taken, state.acted, seat)
        found = self._memo.get(key)
        if found is None:
            if len(self._memo) >= MEMO_LIMIT:
                self._memo = {}
            found = self._memo[key] = self._estimate(state, seat, table)
        return found

    def _estimate(self, state: GameState, seat: int, table: _Table) -> float:
        player = state.players[seat]
        total = float(player.francs)
        counted: set[Good] = set()
        for building in player.buildings():
            fixed = table.fixed_value.get(building)
            if fixed is not None:
                total += fixed
            else:
                total += building_value(state, player, building)
                good = table.factory_good.get(building)
                if good is not None:
                    counted.add(good)
        remaining = turns_to_come(state, seat)
        fade = min(1.0, remaining / self.weights.goods_horizon)
        for good, cell, weight in zip(GOODS, player.markers, table.good_weights, strict=True):
            if good not in counted:
                total += cell.amount * weight * fade
        if remaining:
            last_round = state.round_index == len(ROUND_ACTIONS) - 1
            mine_now = turns_left(state, seat)
            for slot in player.wheel:
                if slot.age + 1 >= SALE_AGE:
                    # Unless used this round it is sold at the rotation, for half its value.
                    if mine_now == 0 or (state.acted and mine_now <= 1):
                        total -= building_value(state, player, slot.building) / 2
                elif not last_round:
                    total += table.next_use[slot.building][slot.age]
        return total


DEFAULT_ESTIMATOR = Estimator()

# What a player still scores beyond the estimate, by their turns to come (index 0-36): the
# mean of (final score - estimate) over the positions of 40 games between two Strong
# players, measured by `python -m lehavre_desktop.ai calibrate --games 40 --seed 0`
# (ai/calibration.py). Only the expected final scores a hint or a review shows add it:
# the search compares leads, which it leaves unchanged.
GAIN_BY_TURNS_TO_COME: tuple[float, ...] = (
    -1.4,
    2.7,
    5.7,
    8.5,
    12.2,
    1.9,
    -0.2,
    1.8,
    5.6,
    9.6,
    13.7,
    18.0,
    22.8,
    28.0,
    35.2,
    40.4,
    45.2,
    50.7,
    57.2,
    61.7,
    65.9,
    74.3,
    78.6,
    82.6,
    87.0,
    91.6,
    95.2,
    101.5,
    105.1,
    108.3,
    112.8,
    116.7,
    122.0,
    126.5,
    130.0,
    133.5,
    136.7,
)


def expected_gain(state: GameState, seat: int) -> float:
    return GAIN_BY_TURNS_TO_COME[turns_to_come(state, seat)]


def estimate(state: GameState, seat: int) -> float:
    """The seat's expected final score by the default weights; exact once the game is over."""
    return DEFAULT_ESTIMATOR.estimate(state, seat)
