"""Checking and carrying out a payment of goods and francs."""

from __future__ import annotations

from .catalog import Cost, WarehouseGeometry
from .events import Event, FrancsPaid, GoodsPaid, Overpaid
from .goods import FOOD_GOODS, Good
from .rejections import Reason, Rejection, reject
from .rules import RuleId
from .state import PlayerState
from .warehouse import (
    MarkerEnd,
    Payment,
    food_payment_options,
    good_payment_options,
    payment_reach,
)


def _end_of(payment: Payment, good: Good) -> MarkerEnd | None:
    for end in payment:
        if end.good == good:
            return end
    return None


def _diagnose(
    geometry: WarehouseGeometry,
    player: PlayerState,
    ends: Payment,
    cost: int,
    part: str,
    cost_rule: RuleId,
) -> Rejection:
    """Say why a payment of one part (a good, or food) is not among the legal ones."""
    paid = 0
    last_max = 0
    for end in ends:
        start = player.cell(end.good)
        reach = payment_reach(geometry, start)
        if end.cell not in reach:
            return reject(
                RuleId.PAYMENT_MOVES,
                Reason.UNREACHABLE_CELL,
                good=end.good.value,
                start=start.text(),
                end=end.cell.text(),
            )
        paid += start.amount - end.cell.amount
        last_max = max(last_max, reach[end.cell])
    if paid < cost:
        return reject(cost_rule, Reason.UNDERPAID, part=part, cost=cost, paid=paid)
    return reject(
        RuleId.PAYMENT_NO_CHANGE, Reason.SUPERFLUOUS_MOVE, part=part, cost=cost, paid=paid, largest_last_move=last_max
    )


def check_payment(
    geometry: WarehouseGeometry,
    player: PlayerState,
    cost: Cost,
    payment: Payment,
    cost_rule: RuleId,
) -> Rejection | None:
    rejection = _check_named_markers(cost, payment)
    if rejection is not None:
        return rejection
    if cost.francs > player.francs:
        return reject(cost_rule, Reason.NOT_ENOUGH_FRANCS, cost=cost.francs, have=player.francs)
    for good, amount in cost.goods_parts():
        rejection = _check_good_part(geometry, player, good, amount, payment, cost_rule)
        if rejection is not None:
            return rejection
    if cost.food:
        return _check_food_part(geometry, player, cost.food, payment, cost_rule)
    return None


def short_parts(geometry: WarehouseGeometry, player: PlayerState, cost: Cost) -> tuple[str, ...]:
    """The parts of ``cost`` the player cannot pay, each on its own ("wood", "clay", "food", "francs"), in the
    cost's order. Each part is paid with its own marker (food with fish and grain together), so a part that can be
    paid alone can be paid beside the others: the cost is payable exactly when nothing is short (rules §8)."""
    short: list[str] = []
    for good, amount in cost.goods_parts():
        if not good_payment_options(geometry, player.cell(good), amount):
            short.append(good.value)
    fish, grain = (player.cell(good) for good in FOOD_GOODS)
    if cost.food and not food_payment_options(geometry, fish, grain, cost.food):
        short.append("food")
    if cost.francs > player.francs:
        short.append("francs")
    return tuple(short)


def _check_named_markers(cost: Cost, payment: Payment) -> Rejection | None:
    """The markers a payment names: each once, in the goods' order, and only goods the cost asks for."""
    allowed: set[Good] = set()
    if cost.wood:
        allowed.add(Good.WOOD)
    if cost.clay:
        allowed.add(Good.CLAY)
    if cost.food:
        allowed.update(FOOD_GOODS)
    slots = [end.good.slot for end in payment]
    if len(set(slots)) != len(slots):
        return reject(RuleId.PAYMENT_MOVES, Reason.MARKER_NAMED_TWICE)
    if slots != sorted(slots):
        # One choice, one value: payments list their markers in the goods' order.
        return reject(RuleId.PAYMENT_MOVES, Reason.OUT_OF_ORDER)
    for end in payment:
        if end.good not in allowed:
            return reject(RuleId.PAYMENT_WRONG_GOODS, Reason.GOOD_NOT_IN_COST, good=end.good.value)
    return None


def _check_good_part(
    geometry: WarehouseGeometry, player: PlayerState, good: Good, amount: int, payment: Payment, cost_rule: RuleId
) -> Rejection | None:
    start = player.cell(good)
    options = good_payment_options(geometry, start, amount)
    if not options:
        return reject(cost_rule, Reason.NOT_ENOUGH_GOODS, part=good.value, cost=amount, have=start.amount)
    marker_end = _end_of(payment, good)
    if marker_end is None:
        return reject(cost_rule, Reason.UNDERPAID, part=good.value, cost=amount, paid=0)
    if marker_end.cell not in options:
        return _diagnose(geometry, player, (marker_end,), amount, good.value, cost_rule)
    return None


def _check_food_part(
    geometry: WarehouseGeometry, player: PlayerState, food: int, payment: Payment, cost_rule: RuleId
) -> Rejection | None:
    fish, grain = player.cell(Good.FISH), player.cell(Good.GRAIN)
    food_options = food_payment_options(geometry, fish, grain, food)
    if not food_options:
        return reject(cost_rule, Reason.NOT_ENOUGH_GOODS, part="food", cost=food, have=fish.amount + grain.amount)
    food_ends = tuple(end for end in payment if end.good in FOOD_GOODS)
    if food_ends not in food_options:
        return _diagnose(geometry, player, food_ends, food, "food", cost_rule)
    return None


def pay(
    player: PlayerState,
    seat: int,
    cost: Cost,
    payment: Payment,
    francs_rule: RuleId,
    events: list[Event],
    repetition: int = 0,
) -> PlayerState:
    """Carry out a payment that ``check_payment`` accepted; ``repetition`` numbers a conversion's payments."""
    markers = list(player.markers)
    for end in payment:
        start = markers[end.good.slot]
        markers[end.good.slot] = end.cell
        events.append(GoodsPaid(seat, end.good, start, end.cell, repetition=repetition))
    for part, amount, goods in (
        ("wood", cost.wood, (Good.WOOD,)),
        ("clay", cost.clay, (Good.CLAY,)),
        ("food", cost.food, FOOD_GOODS),
    ):
        if not amount:
            continue
        paid = sum(player.amount(e.good) - e.cell.amount for e in payment if e.good in goods)
        if paid > amount:
            events.append(Overpaid(seat, part, amount, paid, repetition=repetition))
    francs = player.francs
    if cost.francs:
        francs -= cost.francs
        events.append(FrancsPaid(seat, cost.francs, None, francs_rule))
    return player.with_markers(tuple(markers)).with_francs(francs)
