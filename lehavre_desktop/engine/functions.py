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


@lru_cache(maxsize=16384)
def _split_allocations(
    geometry: WarehouseGeometry, markers: tuple[Cell, ...], direction: Direction, total: int,
) -> tuple[tuple[Good, ...], ...]:
    """Every way to give up to ``total`` steps to markers that have room for them."""
    rooms = [min(room(geometry, cell, direction), total) for cell in markers]
    result: list[tuple[Good, ...]] = []

    def extend(index: int, left: int, chosen: tuple[Good, ...]) -> None:
        if index == len(GOODS):
            result.append(chosen)
            return
        for count in range(min(rooms[index], left) + 1):
            extend(index + 1, left - count, chosen + (GOODS[index],) * count)

    extend(0, total, ())
    result.sort(key=lambda goods: (-len(goods), [g.slot for g in goods]))
    return tuple(result)


@lru_cache(maxsize=16384)
def _distinct_choices(
    geometry: WarehouseGeometry, markers: tuple[Cell, ...], direction: Direction, limit: int,
) -> tuple[tuple[Good, ...], ...]:
    able = [good for good in GOODS if room(geometry, markers[good.slot], direction) > 0]
    result: list[tuple[Good, ...]] = []
    for size in range(min(limit, len(able)), -1, -1):
        result.extend(combinations(able, size))
    return tuple(result)


def use_choices(
    geometry: WarehouseGeometry, spec: BuildingSpec, user: PlayerState, francs: int, n: int, revision: int,
) -> list[Use]:
    """One choice per distinct outcome; ``francs`` is what the user holds once fee and bonus are settled."""
    fn = spec.function
    b = spec.id
    if isinstance(fn, FixedFunction):
        return [Use(b)]
    if isinstance(fn, ChooseGoodFunction):
        return [Use(b, (good,)) for good in fn.goods]
    if isinstance(fn, SplitFunction):
        return [Use(b, goods) for goods in _split_allocations(geometry, user.markers, fn.direction, n + fn.extra)]
    if isinstance(fn, DistinctGoodsFunction):
        return [Use(b, goods) for goods in _distinct_choices(geometry, user.markers, fn.direction, n)]
    if isinstance(fn, MarkerTradeFunction):
        choices = [Use(b)]
        for good in fn.goods:
            for k in range(1, min(n, room(geometry, user.cell(good), fn.direction)) + 1):
                choices.append(Use(b, (good,) * k))
        return choices
    if isinstance(fn, ConversionFunction):
        choices = [Use(b)]
        fish, grain = user.cell(Good.FISH), user.cell(Good.GRAIN)
        for k in range(1, n + 1):
            if k * fn.franc_cost > francs:
                break
            if not fn.food_cost:
                choices.append(Use(b, times=k))
            elif revision == 1:
                options = food_payment_options(geometry, fish, grain, k * fn.food_cost)
                choices.extend(Use(b, times=k, payments=(p,)) for p in options)
            else:
                sequences = repeated_food_payments(geometry, fish, grain, fn.food_cost, k)
                choices.extend(Use(b, times=k, payments=sequence) for sequence in sequences)
        return choices
    raise AssertionError(f"{b} has no function")


def check_use_choice(
    geometry: WarehouseGeometry, spec: BuildingSpec, user: PlayerState, francs: int, n: int, revision: int,
    use: Use,
) -> Rejection | None:
    fn = spec.function
    if isinstance(fn, FixedFunction):
        return _no_extras(use)
    if isinstance(fn, ChooseGoodFunction):
        if use.times or use.payments:
            return reject(RuleId.USE_CHOICE, Reason.NO_REPETITIONS_TO_CHOOSE, building=spec.id)
        if len(use.goods) != 1 or use.goods[0] not in fn.goods:
            return reject(building_rule(spec.id), Reason.CHOOSE_ONE_GOOD,
                          goods=",".join(g.value for g in fn.goods))
        return None
    if use.times and not isinstance(fn, ConversionFunction):
        return reject(RuleId.USE_CHOICE, Reason.NO_REPETITIONS_TO_CHOOSE, building=spec.id)
    if use.payments and not isinstance(fn, ConversionFunction):
        return reject(RuleId.USE_CHOICE, Reason.NOTHING_TO_PAY, building=spec.id)
    if isinstance(fn, SplitFunction):
        total = n + fn.extra
        if len(use.goods) > total:
            return reject(RuleId.USE_FREE_SPLIT, Reason.TOO_MANY_STEPS, allowed=total, chosen=len(use.goods))
        return None
    if isinstance(fn, DistinctGoodsFunction):
        if len(set(use.goods)) != len(use.goods):
            return reject(RuleId.USE_DISTINCT_GOODS, Reason.GOOD_CHOSEN_TWICE)
        if len(use.goods) > n:
            return reject(RuleId.USE_DISTINCT_GOODS, Reason.TOO_MANY_GOODS, allowed=n, chosen=len(use.goods))
        if fn.needs_room:
            for good in use.goods:
                if room(geometry, user.cell(good), fn.direction) == 0:
                    return reject(RuleId.WAREHOUSE_EDGE, Reason.NO_ROOM, good=good.value, steps=1, room=0)
        return None
    if isinstance(fn, MarkerTradeFunction):
        if not use.goods:
            return None
        good = use.goods[0]
        if any(g != good for g in use.goods):
            return reject(RuleId.USE_SAME_GOOD, Reason.GOODS_MIXED)
        if good not in fn.goods:
            return reject(building_rule(spec.id), Reason.GOOD_NOT_ALLOWED, good=good.value,
                          goods=",".join(g.value for g in fn.goods))
        if len(use.goods) > n:
            return reject(RuleId.USE_REPETITIONS_OPTIONAL, Reason.TOO_MANY_REPETITIONS, allowed=n,
                          chosen=len(use.goods))
        space = room(geometry, user.cell(good), fn.direction)
        if len(use.goods) > space:
            return reject(RuleId.WAREHOUSE_EDGE, Reason.NO_ROOM, good=good.value, steps=len(use.goods), room=space)
        return None
    if isinstance(fn, ConversionFunction):
        return _check_conversion(geometry, spec, fn, user, francs, n, revision, use)
    raise AssertionError(f"{spec.id} has no function")


def _check_conversion(
    geometry: WarehouseGeometry, spec: BuildingSpec, fn: ConversionFunction, user: PlayerState, francs: int,
    n: int, revision: int, use: Use,
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
            return reject(RuleId.USE_COST_PER_REPETITION, Reason.ONE_PAYMENT_FOR_ALL_REPETITIONS,
                          given=len(use.payments))
        return check_payment(geometry, user, Cost(food=use.times * fn.food_cost), use.payments[0], rule)
    if len(use.payments) != use.times:
        return reject(RuleId.USE_COST_PER_REPETITION, Reason.ONE_PAYMENT_PER_REPETITION,
                      times=use.times, given=len(use.payments))
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
    geometry: WarehouseGeometry, player: PlayerState, seat: int, good: Good, direction: Direction,
    steps: int, rule: RuleId, events: list[Event],
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
    geometry: WarehouseGeometry, spec: BuildingSpec, user: PlayerState, seat: int, n: int, use: Use,
    events: list[Event],
) -> PlayerState:
    """Carry out a checked choice; ``user`` already holds the fee and bonus changes."""
    fn = spec.function
    rule = building_rule(spec.id)
    if isinstance(fn, FixedFunction):
        user = _gain(user, seat, fn.francs_per_multiplier * n + fn.francs_extra, rule, events)
        for run in fn.runs:
            user = _move(geometry, user, seat, run.good, run.direction, run.steps(n), rule, events)
        return user
    if isinstance(fn, ChooseGoodFunction):
        return _move(geometry, user, seat, use.goods[0], fn.direction, n, rule, events)
    if isinstance(fn, SplitFunction):
        for good in GOODS:
            user = _move(geometry, user, seat, good, fn.direction, use.goods.count(good), rule, events)
        return user
    if isinstance(fn, DistinctGoodsFunction):
        for good in use.goods:
            user = _move(geometry, user, seat, good, fn.direction, 1, rule, events)
        return _gain(user, seat, fn.francs_each * len(use.goods), rule, events)
    if isinstance(fn, MarkerTradeFunction):
        if use.goods:
            user = _move(geometry, user, seat, use.goods[0], fn.direction, len(use.goods), rule, events)
        return _gain(user, seat, fn.francs_each * len(use.goods), rule, events)
    if isinstance(fn, ConversionFunction):
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
    raise AssertionError(f"{spec.id} has no function")
