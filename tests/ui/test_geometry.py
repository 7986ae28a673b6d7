"""The pure functions that place things on the table."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF

from lehavre_desktop.engine import BUILT_IN, GOODS, Cell
from lehavre_desktop.ui.board.geometry import (
    CELL,
    MARKER,
    TRAY_HEADER,
    WHEEL_RADIUS,
    cell_at,
    cell_rect,
    chip_rects,
    marker_pos,
    pointer_angle,
    polar,
    sector_bisector,
    sector_span,
    supply_pos,
    tray_rect,
)
from lehavre_desktop.ui.board.tile import TILE_SIZE

ROWS, COLS = 6, 6
CENTRE = QPointF(0, 0)


def test_every_cell_maps_to_its_rectangle_and_back() -> None:
    for row in range(ROWS):
        for col in range(COLS):
            rect = cell_rect(Cell(row, col), ROWS)
            assert (rect.width(), rect.height()) == (CELL, CELL)
            assert cell_at(rect.center(), ROWS, COLS) == Cell(row, col)
    # Row 0 (nothing left) is drawn at the bottom, as on the board.
    assert cell_rect(Cell(0, 0), ROWS).top() > cell_rect(Cell(5, 0), ROWS).top()
    assert cell_at(QPointF(-1, 10), ROWS, COLS) is None
    assert cell_at(QPointF(10, ROWS * CELL + 1), ROWS, COLS) is None


def test_four_markers_on_one_cell_do_not_cover_each_other() -> None:
    cell = Cell(2, 3)
    boxes = [QRectF(marker_pos(cell, good, ROWS), QPointF(marker_pos(cell, good, ROWS)) + QPointF(MARKER, MARKER))
             for good in GOODS]
    inside = cell_rect(cell, ROWS)
    for i, box in enumerate(boxes):
        assert inside.contains(box)
        for other in boxes[i + 1:]:
            assert not box.intersects(other)


def test_a_new_building_lies_just_clockwise_of_the_pointer_and_the_sale_sector_just_counterclockwise() -> None:
    pointer = pointer_angle(0)
    assert pointer == 90.0  # straight up at A
    start, end = sector_span(pointer, 0)
    assert (start, end) == (30.0, 90.0)  # angles grow counterclockwise: this wedge is to the right
    sale_start, sale_end = sector_span(pointer, 5)
    assert sale_start % 360 == 90.0 and sale_end % 360 == 150.0


@pytest.mark.parametrize("round_index", range(12))
def test_a_building_does_not_move_when_the_pointer_turns_and_it_ages(round_index: int) -> None:
    for age in range(4):
        here = sector_bisector(pointer_angle(round_index), age)
        after_rotation = sector_bisector(pointer_angle(round_index + 1), age + 1)
        assert math.isclose(here, after_rotation)


def test_trays_stay_inside_the_wheel_and_apart() -> None:
    trays = [tray_rect(CENTRE, bisector) for bisector in (0.0, 60.0, 120.0, 180.0, 240.0, 300.0)]
    for i, tray in enumerate(trays):
        for corner in (tray.topLeft(), tray.topRight(), tray.bottomLeft(), tray.bottomRight()):
            assert math.hypot(corner.x(), corner.y()) <= WHEEL_RADIUS + 4
        for other in trays[i + 1:]:
            assert not tray.intersects(other)
    assert math.isclose(polar(CENTRE, 10, 90).y(), -10)  # up is negative y on screen


@pytest.mark.parametrize("count", range(1, 11))
def test_chips_fit_their_tray_without_overlapping(count: int) -> None:
    tray = tray_rect(CENTRE, 0.0)
    rects = chip_rects(tray, count)
    assert len(rects) == count
    for i, rect in enumerate(rects):
        assert tray.contains(rect)
        assert rect.top() >= tray.top() + TRAY_HEADER
        assert rect.height() > 0 and rect.width() > 0
        for other in rects[i + 1:]:
            assert not rect.intersects(other)
    if count <= 4:
        assert all(rect.height() >= 12 for rect in rects)


def test_supply_slots_do_not_overlap() -> None:
    tiles = [QRectF(supply_pos(i), QPointF(supply_pos(i)) + QPointF(*TILE_SIZE))
             for i in range(len(BUILT_IN.buildings))]
    for i, tile in enumerate(tiles):
        for other in tiles[i + 1:]:
            assert not tile.intersects(other)
