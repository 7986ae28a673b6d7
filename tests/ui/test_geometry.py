"""The pure functions that place things on the table."""

from __future__ import annotations

import itertools
import math

import pytest
from PySide6.QtCore import QPointF, QRectF

from lehavre_desktop.engine import GOODS, Cell, Good
from lehavre_desktop.ui.board.geometry import (
    BANK_RECT,
    CELL,
    COMPACT_SIZE,
    DENSE_SIZE,
    PLAYER_WIDTH,
    PLAYER_X,
    SCENE_RECT,
    SUPPLY_RECT,
    TRACK_RECT,
    WAREHOUSE_FOOT,
    WAREHOUSE_LABEL,
    WAREHOUSE_TOP,
    WHEEL_RADIUS,
    beside_area,
    cell_at,
    cell_rect,
    chip_rects,
    dense_supply,
    marker_layout,
    pointer_angle,
    polar,
    rows_area,
    sector_bisector,
    sector_rows,
    sector_span,
    slot_rects,
    supply_layout,
    tray_rect,
    warehouse_origin,
    warehouse_scale,
    wheel_center,
)
from lehavre_desktop.ui.board.tile import TILE_SIZE

ROWS, COLS = 6, 6
CENTRE = QPointF(0, 0)


def test_the_table_has_the_aspect_of_the_views_it_is_shown_in() -> None:
    aspect = SCENE_RECT.width() / SCENE_RECT.height()
    for view_aspect in (1.45, 1000 / 610, 1000 / 600, 1.75):
        shown = min(view_aspect, aspect) / max(view_aspect, aspect)
        assert shown >= 0.9, f"an empty band of {1 - shown:.0%} in a {view_aspect:.2f}:1 view"


def test_the_columns_and_the_middle_do_not_overlap_and_stay_on_the_table() -> None:
    blocks = [
        QRectF(PLAYER_X[0], 0, PLAYER_WIDTH, SCENE_RECT.height()),
        TRACK_RECT,
        SUPPLY_RECT,
        BANK_RECT,
        QRectF(PLAYER_X[1], 0, PLAYER_WIDTH, SCENE_RECT.height()),
    ]
    for block in blocks:
        assert SCENE_RECT.contains(block)
    for a, b in itertools.combinations([blocks[0], TRACK_RECT, SUPPLY_RECT, BANK_RECT, blocks[4]], 2):
        assert not a.intersects(b)


@pytest.mark.parametrize("seat", [0, 1])
def test_a_players_wheel_rows_beside_area_and_warehouse_do_not_overlap(seat: int) -> None:
    half = WHEEL_RADIUS + 16
    dial = QRectF(wheel_center(seat) - QPointF(half, half), wheel_center(seat) + QPointF(half, half))
    origin = warehouse_origin(seat, ROWS, COLS)
    grid = QRectF(origin, origin + QPointF(COLS * CELL, ROWS * CELL))
    column = QRectF(PLAYER_X[seat], 0, PLAYER_WIDTH, SCENE_RECT.height())
    parts = [dial, rows_area(seat), beside_area(seat), grid]
    for part in parts:
        assert column.contains(part), part
    for a, b in itertools.combinations(parts, 2):
        assert not a.intersects(b), (a, b)
    assert rows_area(seat).bottom() < WAREHOUSE_TOP


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


@pytest.mark.parametrize("count", range(1, 10))
def test_markers_sharing_a_cell_lie_inside_it_apart_and_centred(count: int) -> None:
    box = cell_rect(Cell(2, 3), ROWS)
    rects = slot_rects(box, count)
    assert len(rects) == count
    inner = box.adjusted(2, 2, -2, -2)  # never on the border
    for i, rect in enumerate(rects):
        assert inner.contains(rect), (count, rect)
        for other in rects[i + 1 :]:
            assert not rect.intersects(other)
    united = rects[0]
    for rect in rects[1:]:
        united = united.united(rect)
    assert abs(united.center().x() - box.center().x()) < 1 and abs(united.center().y() - box.center().y()) < 1


def test_a_marker_alone_stands_centred_and_four_in_one_cell_share_it() -> None:
    cells = (Cell(0, 4), Cell(0, 3), Cell(0, 2), Cell(0, 1))
    real, ghosts = marker_layout(cells, {}, ROWS)
    assert ghosts == {}
    for good in GOODS:
        assert real[good].center() == cell_rect(cells[good.slot], ROWS).center()
    same = (Cell(1, 1),) * 4
    real, _ = marker_layout(same, {}, ROWS)
    boxes = list(real.values())
    for a, b in itertools.combinations(boxes, 2):
        assert not a.intersects(b)


def test_a_proposed_place_shares_its_cell_with_the_marker_standing_there() -> None:
    cells = (Cell(0, 4), Cell(0, 3), Cell(0, 2), Cell(0, 1))
    real, ghosts = marker_layout(cells, {Good.FISH: Cell(0, 3), Good.CLAY: Cell(0, 3)}, ROWS)
    # Fish is proposed onto clay's cell: both fit inside it; clay's handle sits on clay itself.
    assert ghosts[Good.CLAY] == real[Good.CLAY]
    assert not ghosts[Good.FISH].intersects(real[Good.CLAY])
    inside = cell_rect(Cell(0, 3), ROWS)
    assert inside.contains(ghosts[Good.FISH]) and inside.contains(real[Good.CLAY])
    assert real[Good.FISH].center() == cell_rect(Cell(0, 4), ROWS).center()


def test_a_new_building_lies_just_clockwise_of_the_pointer_and_the_sale_sector_just_counterclockwise() -> None:
    pointer = pointer_angle(0)
    assert pointer == 90.0  # straight up at A
    start, end = sector_span(pointer, 0)
    assert (start, end) == (30.0, 90.0)  # angles grow counterclockwise: this wedge is to the right
    sale_start, sale_end = sector_span(pointer, 5)
    assert sale_start % 360 == 90.0 and sale_end % 360 == 150.0


@pytest.mark.parametrize("round_index", range(12))
def test_a_sector_keeps_its_wedge_when_the_pointer_turns_and_its_buildings_age(round_index: int) -> None:
    for age in range(4):
        here = sector_bisector(pointer_angle(round_index), age)
        after_rotation = sector_bisector(pointer_angle(round_index + 1), age + 1)
        assert math.isclose(here, after_rotation)


def test_sector_labels_stay_inside_their_wedges() -> None:
    for bisector in (0.0, 60.0, 120.0, 180.0, 240.0, 300.0):
        tray = tray_rect(CENTRE, bisector)
        for corner in (tray.topLeft(), tray.topRight(), tray.bottomLeft(), tray.bottomRight()):
            assert math.hypot(corner.x(), corner.y()) <= WHEEL_RADIUS
            angle = math.degrees(math.atan2(-corner.y(), corner.x()))
            assert abs((angle - bisector + 180) % 360 - 180) <= 30
    assert math.isclose(polar(CENTRE, 10, 90).y(), -10)  # up is negative y on screen


@pytest.mark.parametrize(
    "counts",
    [
        (0, 0, 0, 0, 0),
        (1, 1, 1, 1, 1),
        (3, 2, 2, 1, 0),
        (8, 1, 2, 1, 1),
        (8, 3, 2, 0, 0),
        (9, 3, 2, 0, 0),
        (4, 4, 4, 0, 0),
    ],
)
@pytest.mark.parametrize("seat", [0, 1])
def test_sector_rows_hold_their_buildings_one_per_line(counts: tuple[int, ...], seat: int) -> None:
    area = rows_area(seat)
    rows, sale, line = sector_rows(area, counts)
    assert line >= 28  # a line holds a name in the table's least type
    for a, b in itertools.combinations([*rows, sale], 2):
        assert not a.intersects(b)
    assert area.contains(sale) and sale.height() >= 30
    chips = []
    for row, count in zip(rows, counts, strict=True):
        assert area.contains(row)
        places = chip_rects(row, seat, count, line)
        for place in places:
            assert row.contains(place)
        chips += places
    for a, b in itertools.combinations(chips, 2):
        assert not a.intersects(b)


def test_a_building_moving_into_a_quiet_row_moves_no_other() -> None:
    before, _, _ = sector_rows(rows_area(0), (1, 1, 0, 1, 0))
    after, _, _ = sector_rows(rows_area(0), (2, 1, 0, 1, 0))
    assert before == after


@pytest.mark.parametrize(("full", "compact"), [(4, 27), (10, 16), (16, 8), (18, 0), (23, 0), (20, 6), (26, 0)])
def test_supply_places_do_not_overlap_and_stay_in_the_supply(full: int, compact: int) -> None:
    full_pos, compact_pos, scale = supply_layout(full, compact)
    size = DENSE_SIZE if dense_supply(full) else TILE_SIZE
    boxes = [QRectF(p, QPointF(p) + QPointF(*size) * scale) for p in full_pos]
    boxes += [QRectF(p, QPointF(p) + QPointF(*COMPACT_SIZE) * scale) for p in compact_pos]
    for box in boxes:
        assert SUPPLY_RECT.adjusted(-0.5, -0.5, 0.5, 0.5).contains(box), box
    for a, b in itertools.combinations(boxes, 2):
        assert not a.intersects(b)
    if compact == 0 and full <= 26:
        assert scale == 1.0  # up to 26 buildings on offer fit unscaled (random play offers at most 23)
    assert dense_supply(full) == (full > 14)  # seven rows of tiles with their emblems and function lines


@pytest.mark.parametrize(("rows", "cols"), [(6, 6), (7, 7), (5, 8), (8, 5)])
@pytest.mark.parametrize("seat", [0, 1])
def test_a_warehouse_of_another_size_stays_in_its_room(seat: int, rows: int, cols: int) -> None:
    scale = warehouse_scale(rows, cols)
    origin = warehouse_origin(seat, rows, cols)
    grid = QRectF(origin, origin + QPointF(cols * CELL, rows * CELL) * scale)
    labels = QRectF(
        grid.left() - WAREHOUSE_LABEL * scale,
        grid.top(),
        WAREHOUSE_LABEL * scale,
        grid.height() + WAREHOUSE_FOOT * scale,
    )
    room = QRectF(PLAYER_X[seat], WAREHOUSE_TOP, PLAYER_WIDTH, SCENE_RECT.height() - WAREHOUSE_TOP)
    room = room.adjusted(-0.01, -0.01, 0.01, 0.01)
    assert room.contains(grid.united(labels))
    assert grid.width() <= 6 * CELL + 0.01 and grid.height() <= 6 * CELL + 0.01
