"""The coin's way across the table: the closed cells found place by place are those a cell-by-cell look finds, and
the way found keeps clear of every place."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, QRectF

from lehavre_desktop.ui.motion.coin_route import Field, coin_route


def random_places(rng: random.Random, bounds: QRectF, count: int) -> list[QRectF]:
    places = []
    for _ in range(count):
        width, height = rng.uniform(20, 220), rng.uniform(8, 40)
        places.append(
            QRectF(
                rng.uniform(bounds.left() - 30, bounds.right()),
                rng.uniform(bounds.top() - 20, bounds.bottom()),
                width,
                height,
            )
        )
    return places


@pytest.mark.parametrize("seed", range(20))
def test_the_closed_cells_are_the_cells_whose_centres_lie_in_a_closed_place(seed: int) -> None:
    rng = random.Random(seed)
    bounds = QRectF(rng.uniform(-50, 50), rng.uniform(-50, 50), rng.uniform(300, 900), rng.uniform(200, 600))
    field = Field(bounds, random_places(rng, bounds, 25), reach=rng.uniform(5, 25))
    looked_at = {
        (column, row)
        for column in range(field.columns)
        for row in range(field.rows)
        if any(rect.contains(field.centre((column, row))) for rect in field.closed_cells)
    }
    assert field.closed_set() == looked_at


@pytest.mark.parametrize("seed", range(20))
def test_the_way_keeps_clear_of_every_place_or_is_the_straight_run(seed: int) -> None:
    rng = random.Random(seed)
    bounds = QRectF(0, 0, 1600, 1000)
    places = random_places(rng, bounds, 30)
    start, end = QPointF(20, rng.uniform(10, 990)), QPointF(1580, rng.uniform(10, 990))
    field = Field(bounds, places, reach=18)
    way = coin_route(start, end, bounds, places, reach=18)
    assert way[0] == start and way[-1] == end
    if len(way) > 2:  # a way was found: every run of it is clear, the ends' own cells aside
        assert field.clear_way(way[1:-1])
