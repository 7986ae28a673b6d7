"""Moving markers on the warehouse grid, and which payments the no-change rule allows.

Gains move one step at a time; a step whose target cell does not exist is lost
(rules §7.1). Payments use only the three payment moves; a payment may overpay, but no
move may be superfluous: the total before the last move must still be below the cost
(rules §8.1). Payments are identified by where the paying markers end up: two move
sequences that end on the same cells are the same choice.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from .catalog import WarehouseGeometry
from .goods import PAYMENT_DIRECTIONS, Cell, Direction, Good


class MarkerEnd(NamedTuple):
    """Where one paying marker ends up."""

    good: Good
    cell: Cell

    def text(self) -> str:
        return f"{self.good.value}@{self.cell.text()}"


Payment = tuple[MarkerEnd, ...]  # sorted by good; markers that do not move are left out

# A legal payment overshoots its cost by less than its last move, so by less than this.
LARGEST_PAYMENT_MOVE = max(-direction.change for direction in PAYMENT_DIRECTIONS)


def step(geometry: WarehouseGeometry, cell: Cell, direction: Direction) -> Cell:
    d_row, d_col = direction.delta
    target = Cell(cell.row + d_row, cell.col + d_col)
    return target if target in geometry.cells else cell


@lru_cache(maxsize=8192)
def walk(geometry: WarehouseGeometry, cell: Cell, direction: Direction, steps: int) -> Cell:
    """Take up to ``steps`` steps; the first lost step ends the walk, since every later one is lost too."""
    for _ in range(steps):
        target = step(geometry, cell, direction)
        if target == cell:
            break
        cell = target
    return cell


@lru_cache(maxsize=8192)
def room(geometry: WarehouseGeometry, cell: Cell, direction: Direction) -> int:
    """How many steps in ``direction`` the marker can take before they are lost."""
    count = 0
    while True:
        target = step(geometry, cell, direction)
        if target == cell:
            return count
        cell = target
        count += 1


@lru_cache(maxsize=4096)
def payment_reach(geometry: WarehouseGeometry, start: Cell) -> dict[Cell, int]:
    """End cells reachable by one or more payment moves, with the largest last move into each."""
    best_last: dict[Cell, int] = {}
    frontier = [start]
    seen = {start}
    while frontier:
        nxt: list[Cell] = []
        for pre in frontier:
            for direction in PAYMENT_DIRECTIONS:
                target = step(geometry, pre, direction)
                if target == pre:
                    continue
                value = -direction.change
                if value > best_last.get(target, 0):
                    best_last[target] = value
                if target not in seen:
                    seen.add(target)
                    nxt.append(target)
        frontier = nxt
    return best_last


@lru_cache(maxsize=4096)
def most_payable(geometry: WarehouseGeometry, start: Cell) -> int:
    """The most a marker can give by payment moves.

    Any amount up to this can be paid legally: take moves until the cost is reached; every
    move before the last leaves the total below the cost, so none is superfluous.
    """
    reach = payment_reach(geometry, start)
    return start.amount - min((cell.amount for cell in reach), default=start.amount)


@lru_cache(maxsize=8192)
def good_payment_options(geometry: WarehouseGeometry, start: Cell, cost: int) -> tuple[Cell, ...]:
    """Legal end cells for paying ``cost`` of one good from ``start``, cheapest first."""
    if cost <= 0:
        return ()
    options = []
    for end, last in payment_reach(geometry, start).items():
        paid = start.amount - end.amount
        if paid >= cost and paid - last < cost:
            options.append(end)
    options.sort(key=lambda e: (start.amount - e.amount, -e.row))
    return tuple(options)


@lru_cache(maxsize=65536)
def food_payment_options(
    geometry: WarehouseGeometry,
    fish: Cell,
    grain: Cell,
    cost: int,
) -> tuple[Payment, ...]:
    """Legal payments of ``cost`` food from the fish and grain markers, cheapest first."""
    if cost <= 0:
        return ((),)
    fish_ends = [(fish, 0, 0)] + [
        (cell, fish.amount - cell.amount, last) for cell, last in payment_reach(geometry, fish).items()
    ]
    grain_by_paid: dict[int, list[tuple[Cell, int]]] = {0: [(grain, 0)]}
    for cell, last in payment_reach(geometry, grain).items():
        grain_by_paid.setdefault(grain.amount - cell.amount, []).append((cell, last))
    found: list[tuple[tuple[int, int, int, int], Payment]] = []
    for fish_end, fish_paid, fish_last in fish_ends:
        low = max(0, cost - fish_paid)
        for grain_paid in range(low, low + LARGEST_PAYMENT_MOVE):
            for grain_end, grain_last in grain_by_paid.get(grain_paid, ()):
                paid = fish_paid + grain_paid
                if paid < cost or paid - max(fish_last, grain_last) >= cost:
                    continue
                payment: list[MarkerEnd] = []
                if fish_paid:
                    payment.append(MarkerEnd(Good.FISH, fish_end))
                if grain_paid:
                    payment.append(MarkerEnd(Good.GRAIN, grain_end))
                found.append(((paid, grain_paid, -fish_end.row, -grain_end.row), tuple(payment)))
    found.sort(key=lambda item: item[0])
    return tuple(payment for _, payment in found)


@lru_cache(maxsize=16384)
def repeated_food_payments(
    geometry: WarehouseGeometry,
    fish: Cell,
    grain: Cell,
    cost: int,
    times: int,
) -> tuple[tuple[Payment, ...], ...]:
    """Sequences of ``times`` payments of ``cost`` food, each under the no-change rule (rules §8.3).

    One sequence per distinct outcome (where fish and grain end up), cheapest first.
    """
    layer: dict[tuple[Cell, Cell], tuple[Payment, ...]] = {(fish, grain): ()}
    for _ in range(times):
        following: dict[tuple[Cell, Cell], tuple[Payment, ...]] = {}
        for (fish_now, grain_now), paid_so_far in layer.items():
            for payment in food_payment_options(geometry, fish_now, grain_now, cost):
                ends = dict(payment)
                outcome = (ends.get(Good.FISH, fish_now), ends.get(Good.GRAIN, grain_now))
                following.setdefault(outcome, paid_so_far + (payment,))
        layer = following

    def price(outcome: tuple[Cell, Cell]) -> tuple[int, int, int, int]:
        fish_end, grain_end = outcome
        grain_paid = grain.amount - grain_end.amount
        return (fish.amount - fish_end.amount + grain_paid, grain_paid, -fish_end.row, -grain_end.row)

    return tuple(layer[outcome] for outcome in sorted(layer, key=price))
