"""Building functions: the choices a use offers, checking one, and carrying it out.

``N`` is the multiplier of the building's sector. The 4+ bonus franc is paid before
the function (rules §11), so it can pay a conversion's francs. Where the player places
steps (split and distinct-goods functions), steps beyond the warehouse edge are legal
and lost (rules revision 2, §11); the listed choices keep one per distinct outcome.
A conversion's food cost is paid once per repetition, except in games played under
rules revision 1, where the repetitions' food was paid as one sum.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import assert_never

from .actions import Use
from .catalog import (
    BuildingSpec,
    ChooseGoodFunction,
    ConversionFunction,
    Cost,
    DistinctGoodsFunction,
    FixedFunction,
    MarkerTradeFunction,
    SplitFunction,
    WarehouseGeometry,
)
from .events import Event, FrancsGained, FrancsPaid, MarkerMoved, StepsLost
from .goods import GOODS, Cell, Direction, Good
from .payments import check_payment, pay
from .rejections import Reason, Rejection, reject
from .rules import RuleId, building_rule
from .state import PlayerState
from .warehouse import Payment, food_payment_options, repeated_food_payments, room, walk


def _no_extras(use: Use) -> Rejection | None:
    if use.goods:
        return reject(RuleId.USE_CHOICE, Reason.NO_GOODS_TO_CHOOSE, building=use.building)
    if use.times:
        return reject(RuleId.USE_CHOICE, Reason.NO_REPETITIONS_TO_CHOOSE, building=use.building)
    if use.payments:
        return reject(RuleId.USE_CHOICE, Reason.NOTHING_TO_PAY, building=use.building)
    return None


# The choices are cached by what they depend on (the markers' room, not their cells), so
# positions that differ elsewhere share them; a search meets the same few keys again and again.


@lru_cache(maxsize=16384)
def _split_uses(building: str, rooms: tuple[int, ...], total: int) -> tuple[Use, ...]:
    """Every way to give up to ``total`` steps to markers with these rooms, no step lost."""
    result: list[tuple[Good, ...]] = []

    def extend(index: int, left: int, chosen: tuple[Good, ...]) -> None:
        if index == len(GOODS):
            result.append(chosen)
            return
        for count in range(min(rooms[index], left) + 1):
            extend(index + 1, left - count, chosen + (GOODS[index],) * count)

    extend(0, total, ())
    result.sort(key=lambda goods: (-len(goods), [g.slot for g in goods]))
    return tuple(Use(building, goods) for goods in result)


@lru_cache(maxsize=4096)
def _distinct_uses(building: str, able: tuple[Good, ...], limit: int) -> tuple[Use, ...]:
    """Up to ``limit`` different markers among those that can move, larger sets first."""
    result: list[Use] = []
    for size in range(min(limit, len(able)), -1, -1):
        result.extend(Use(building, goods) for goods in combinations(able, size))
    return tuple(result)


@lru_cache(maxsize=4096)
def _trade_uses(building: str, most: tuple[tuple[Good, int], ...]) -> tuple[Use, ...]:
    """No trade, or 1..k steps of one good, for each good and the most steps it can take."""
    return (Use(building),) + tuple(Use(building, (good,) * k) for good, top in most for k in range(1, top + 1))


@lru_cache(maxsize=16384)
def _conversion_uses(
    geometry: WarehouseGeometry,
    building: str,
    food_cost: int,
    fish: Cell,
    grain: Cell,
    most: int,
    revision: int,
) -> tuple[Use, ...]:
    """Zero to ``most`` repetitions, with every way to pay their food (one per distinct outcome)."""
    choices = [Use(building)]
    for k in range(1, most + 1):
        if not food_cost:
            choices.append(Use(building, times=k))
        elif revision == 1:
            options = food_payment_options(geometry, fish, grain, k * food_cost)
            choices.extend(Use(building, times=k, payments=(p,)) for p in options)
        else:
            sequences = repeated_food_payments(geometry, fish, grain, food_cost, k)
            choices.extend(Use(building, times=k, payments=sequence) for sequence in sequences)
    return tuple(choices)


def use_choices(
    geometry: WarehouseGeometry,
    spec: BuildingSpec,
    markers: tuple[Cell, ...],
    francs: int,
    n: int,
    revision: int,
) -> tuple[Use, ...]:
    """One choice per distinct outcome for a user with these markers; ``francs`` is what they hold once fee and
    bonus are settled."""
    fn = spec.function
    b = spec.id
    match fn:
        case FixedFunction():
            return (Use(b),)
        case ChooseGoodFunction():
            return tuple(Use(b, (good,)) for good in fn.goods)
        case SplitFunction():
            total = n + fn.extra
            return _split_uses(b, tuple(min(room(geometry, cell, fn.direction), total) for cell in markers), total)
        case DistinctGoodsFunction():
            able = tuple(good for good in GOODS if room(geometry, markers[good.slot], fn.direction) > 0)
            return _distinct_uses(b, able, n)
        case MarkerTradeFunction():
            return _trade_uses(
                b, tuple((good, min(n, room(geometry, markers[good.slot], fn.direction))) for good in fn.goods)
            )
        case ConversionFunction():
            most = min(n, francs // fn.franc_cost) if fn.franc_cost else n
            return _conversion_uses(
                geometry, b, fn.food_cost, markers[Good.FISH.slot], markers[Good.GRAIN.slot], most, revision
            )
        case None:
            raise AssertionError(f"{b} has no function")
        case _:
            assert_never(fn)


def check_use_choice(
    geometry: WarehouseGeometry,
    spec: BuildingSpec,
    user: PlayerState,
    francs: int,
    n: int,
    revision: int,
    use: Use,
) -> Rejection | None:
    fn = spec.function
    match fn:
        case FixedFunction():
            return _no_extras(use)
        case ChooseGoodFunction():
            return _check_good_choice(spec.id, fn, use)
        case SplitFunction() | DistinctGoodsFunction() | MarkerTradeFunction():
            return _check_steps_choice(geometry, spec.id, fn, user, n, use)
        case ConversionFunction():
            return _check_conversion(geometry, spec, fn, user, francs, n, revision, use)
        case None:
            raise AssertionError(f"{spec.id} has no function")
        case _:
            assert_never(fn)


def _check_good_choice(building: str, fn: ChooseGoodFunction, use: Use) -> Rejection | None:
    if use.times or use.payments:
        return reject(RuleId.USE_CHOICE, Reason.NO_REPETITIONS_TO_CHOOSE, building=building)
    if len(use.goods) != 1 or use.goods[0] not in fn.goods:
        return reject(building_rule(building), Reason.CHOOSE_ONE_GOOD, goods=",".join(g.value for g in fn.goods))
    return None


def _check_steps_choice(
    geometry: WarehouseGeometry,
    building: str,
    fn: SplitFunction | DistinctGoodsFunction | MarkerTradeFunction,
    user: PlayerState,
    n: int,
    use: Use,
) -> Rejection | None:
    """A choice of goods to move: it has no repetitions and pays nothing."""
    if use.times:
        return reject(RuleId.USE_CHOICE, Reason.NO_REPETITIONS_TO_CHOOSE, building=building)
    if use.payments:
        return reject(RuleId.USE_CHOICE, Reason.NOTHING_TO_PAY, building=building)
    match fn:
        case SplitFunction():
            total = n + fn.extra
            if len(use.goods) > total:
                return reject(RuleId.USE_FREE_SPLIT, Reason.TOO_MANY_STEPS, allowed=total, chosen=len(use.goods))
            return None
        case DistinctGoodsFunction():
            return _check_distinct_goods(geometry, fn, user, n, use)
        case MarkerTradeFunction():
            return _check_marker_trade(geometry, building, fn, user, n, use)
        case _:
            assert_never(fn)


def _check_distinct_goods(
    geometry: WarehouseGeometry, fn: DistinctGoodsFunction, user: PlayerState, n: int, use: Use
) -> Rejection | None:
    if len(set(use.goods)) != len(use.goods):
        return reject(RuleId.USE_DISTINCT_GOODS, Reason.GOOD_CHOSEN_TWICE)
    if len(use.goods) > n:
        return reject(RuleId.USE_DISTINCT_GOODS, Reason.TOO_MANY_GOODS, allowed=n, chosen=len(use.goods))
    if fn.needs_room:
        for good in use.goods:
            if room(geometry, user.cell(good), fn.direction) == 0:
                return reject(RuleId.WAREHOUSE_EDGE, Reason.NO_ROOM, good=good.value, steps=1, room=0)
    return None


def _check_marker_trade(
    geometry: WarehouseGeometry, building: str, fn: MarkerTradeFunction, user: PlayerState, n: int, use: Use
) -> Rejection | None:
    if not use.goods:
        return None
    good = use.goods[0]
    if any(g != good for g in use.goods):
        return reject(RuleId.USE_SAME_GOOD, Reason.GOODS_MIXED)
    if good not in fn.goods:
        return reject(
            building_rule(building),
            Reason.GOOD_NOT_ALLOWED,
            good=good.value,
            goods=",".join(g.value for g in fn.goods),
        )
    if len(use.goods) > n:
        return reject(RuleId.USE_REPETITIONS_OPTIONAL, Reason.TOO_MANY_REPETITIONS, allowed=n, chosen=len(use.goods))
    space = room(geometry, user.cell(good), fn.direction)
    if len(use.goods) > space:
        return reject(RuleId.WAREHOUSE_EDGE, Reason.NO_ROOM, good=good.value, steps=len(use.goods), room=space)
    return None


def _check_conversion(
    geometry: WarehouseGeometry,
    spec: BuildingSpec,
    fn: ConversionFunction,
    user: PlayerState,
    francs: int,
    n: int,
    revision: int,
    use: Use,
) -> Rejection | None:
    if use.goods:
        return reject(RuleId.USE_CHOICE, Reason.NO_GOODS_TO_CHOOSE, building=spec.id)
    if use.times < 0:
        return reject(RuleId.USE_REPETITIONS_OPTIONAL, Reason.NEGATIVE_REPETITIONS, chosen=use.times)
    if use.times > n:
        return reject(RuleId.USE_REPETITIONS_OPTIONAL, Reason.TOO_MANY_REPETITIONS, allowed=n, chosen=use.times)
    rule = building_rule(spec.id)
    if use.times * fn.franc_cost > francs:
        return reject(rule, Reason.NOT_ENOUGH_FRANCS, cost=use.times * fn.franc_cost, have=francs)
    if not fn.food_cost or not use.times:
        if use.payments:
            return reject(RuleId.USE_CHOICE, Reason.NOTHING_TO_PAY, building=spec.id)
        return None
    if revision == 1:
        if len(use.payments) != 1:
            return reject(
                RuleId.USE_COST_PER_REPETITION, Reason.ONE_PAYMENT_FOR_ALL_REPETITIONS, given=len(use.payments)
            )
        return check_payment(geometry, user, Cost(food=use.times * fn.food_cost), use.payments[0], rule)
    if len(use.payments) != use.times:
        return reject(
            RuleId.USE_COST_PER_REPETITION, Reason.ONE_PAYMENT_PER_REPETITION, times=use.times, given=len(use.payments)
        )
    each = Cost(food=fn.food_cost)
    for payment in use.payments:
        rejection = check_payment(geometry, user, each, payment, rule)
        if rejection is not None:
            return rejection
        user = _after_payment(user, payment)
    return None


def _after_payment(user: PlayerState, payment: Payment) -> PlayerState:
    markers = list(user.markers)
    for good, cell in payment:
        markers[good.slot] = cell
    return user.with_markers(tuple(markers))


def _move(
    geometry: WarehouseGeometry,
    player: PlayerState,
    seat: int,
    good: Good,
    direction: Direction,
    steps: int,
    rule: RuleId,
    events: list[Event],
) -> PlayerState:
    if steps <= 0:
        return player
    start = player.cell(good)
    end = walk(geometry, start, direction, steps)
    taken = room(geometry, start, direction)
    taken = min(taken, steps)
    if taken:
        events.append(MarkerMoved(seat, good, direction, start, end, taken, rule))
    if taken < steps:
        events.append(StepsLost(seat, good, direction, steps - taken))
    return player.with_marker(good, end)


def _gain(player: PlayerState, seat: int, amount: int, rule: RuleId, events: list[Event]) -> PlayerState:
    if amount <= 0:
        return player
    events.append(FrancsGained(seat, amount, rule))
    return player.with_francs(player.francs + amount)


def resolve_use(
    geometry: WarehouseGeometry,
    spec: BuildingSpec,
    user: PlayerState,
    seat: int,
    n: int,
    use: Use,
    events: list[Event],
) -> PlayerState:
    """Carry out a checked choice; ``user`` already holds the fee and bonus changes."""
    fn = spec.function
    rule = building_rule(spec.id)
    match fn:
        case FixedFunction():
            user = _gain(user, seat, fn.francs_per_multiplier * n + fn.francs_extra, rule, events)
            for run in fn.runs:
                user = _move(geometry, user, seat, run.good, run.direction, run.steps(n), rule, events)
            return user
        case ChooseGoodFunction():
            return _move(geometry, user, seat, use.goods[0], fn.direction, n, rule, events)
        case SplitFunction():
            for good in GOODS:
                user = _move(geometry, user, seat, good, fn.direction, use.goods.count(good), rule, events)
            return user
        case DistinctGoodsFunction():
            for good in use.goods:
                user = _move(geometry, user, seat, good, fn.direction, 1, rule, events)
            return _gain(user, seat, fn.francs_each * len(use.goods), rule, events)
        case MarkerTradeFunction():
            if use.goods:
                user = _move(geometry, user, seat, use.goods[0], fn.direction, len(use.goods), rule, events)
            return _gain(user, seat, fn.francs_each * len(use.goods), rule, events)
        case ConversionFunction():
            return _convert(geometry, fn, user, seat, use, rule, events)
        case None:
            raise AssertionError(f"{spec.id} has no function")
        case _:
            assert_never(fn)


def _convert(
    geometry: WarehouseGeometry,
    fn: ConversionFunction,
    user: PlayerState,
    seat: int,
    use: Use,
    rule: RuleId,
    events: list[Event],
) -> PlayerState:
    k = use.times
    if not k:
        return user
    if fn.food_cost and len(use.payments) == 1:  # one sum for all repetitions (rules revision 1)
        user = pay(user, seat, Cost(food=k * fn.food_cost), use.payments[0], rule, events)
    elif fn.food_cost:
        for repetition, payment in enumerate(use.payments, start=1):
            user = pay(user, seat, Cost(food=fn.food_cost), payment, rule, events, repetition)
    if fn.franc_cost:
        events.append(FrancsPaid(seat, k * fn.franc_cost, None, rule))
        user = user.with_francs(user.francs - k * fn.franc_cost)
    if fn.gain_good is not None and fn.gain_direction is not None:
        user = _move(geometry, user, seat, fn.gain_good, fn.gain_direction, k, rule, events)
    return _gain(user, seat, fn.francs_gain * k, rule, events)
