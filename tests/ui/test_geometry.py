"""The pure functions that place things on the table."""

from __future__ import annotations

import itertools
import math
import random

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF, QPainterPath

from lehavre_desktop.engine import GOODS, Cell, Good
from lehavre_desktop.ui.board.geometry import (
    BANK_RECT,
    CELL,
    CHIP_HEIGHT,
    CLUSTER_SHIFT,
    COMPACT_SIZE,
    DENSE_SIZE,
    MARKER,
    PLAYER_WIDTH,
    PLAYER_X,
    SCENE_RECT,
    SHARED_MARKER,
    SUPPLY_RECT,
    TRACK_RECT,
    WAREHOUSE_FOOT,
    WAREHOUSE_LABEL,
    WAREHOUSE_TOP,
    WHEEL_RADIUS,
    beside_area,
    cell_at,
    cell_rect,
    chip_width,
    dense_supply,
    lock_tray_rect,
    marker_layout,
    number_box,
    pointer_angle,
    polar,
    rows_area,
    sale_tray_rect,
    sector_bisector,
    sector_rows,
    sector_span,
    supply_layout,
    tray_rect,
    warehouse_origin,
    warehouse_scale,
    wheel_center,
)
from lehavre_desktop.ui.board.tile import TILE_SIZE
from lehavre_desktop.ui.board.warehouse import cell_number_run

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
    parts = [dial, rows_area(seat), sale_tray_rect(seat), lock_tray_rect(seat), grid]
    for part in parts:
        assert column.contains(part), part
    for a, b in itertools.combinations(parts, 2):
        assert not a.intersects(b), (a, b)
    assert rows_area(seat).bottom() < WAREHOUSE_TOP
    assert lock_tray_rect(seat).contains(beside_area(seat))


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


def far_cells(cell: Cell, count: int) -> list[Cell]:
    """``count`` cells, none beside ``cell`` nor beside each other: markers there stand alone."""
    found: list[Cell] = []
    for other in (Cell(row, col) for row in range(ROWS) for col in range(COLS)):
        if all(max(abs(other.row - c.row), abs(other.col - c.col)) >= 2 for c in [cell, *found]):
            found.append(other)
    return found[:count]


def sharing(cell: Cell, count: int) -> tuple[Cell, ...]:
    """The first ``count`` goods on ``cell``, the others alone elsewhere."""
    return (cell,) * count + tuple(far_cells(cell, len(GOODS) - count))


def united(rects: list[QRectF]) -> QRectF:
    whole = QRectF(rects[0])
    for rect in rects[1:]:
        whole = whole.united(rect)
    return whole


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_tokens_sharing_a_cell_stand_apart_round_its_centre_in_every_cell(count: int) -> None:
    for cell in (Cell(row, col) for row in range(ROWS) for col in range(COLS)):
        real, _ghosts = marker_layout(sharing(cell, count), {}, ROWS, COLS)
        box = cell_rect(cell, ROWS)
        tokens = [real[good] for good in GOODS[:count]]
        for token in tokens:
            assert token.width() == token.height() == (MARKER if count == 1 else SHARED_MARKER), (cell, token)
            assert box.contains(token.center()), (cell, token)  # plainly in its cell, and a drop there means it
        for a, b in itertools.combinations(tokens, 2):
            assert not a.intersects(b), (cell, a, b)
        middle = united(tokens).center()
        assert abs(middle.x() - box.center().x()) <= CLUSTER_SHIFT + 1e-6, (cell, middle)
        assert abs(middle.y() - box.center().y()) <= CLUSTER_SHIFT + 1e-6, (cell, middle)


def neighbourhood_layouts(sample: int) -> list[tuple[Cell, ...]]:
    """The goods in the nine cells round a middle cell, a corner, an edge: where they crowd each other most."""
    rng = random.Random(21)
    layouts: list[tuple[Cell, ...]] = []
    for middle in (Cell(2, 2), Cell(0, 0), Cell(5, 5), Cell(0, 3), Cell(3, 5)):
        near = [
            Cell(middle.row + dr, middle.col + dc)
            for dr in (-1, 0, 1)
            for dc in (-1, 0, 1)
            if 0 <= middle.row + dr < ROWS and 0 <= middle.col + dc < COLS
        ]
        layouts += rng.sample(list(itertools.product(near, repeat=len(GOODS))), sample)
    return layouts


def test_no_token_covers_another_nor_the_number_of_another_occupied_cell() -> None:
    """However the four markers crowd together, tokens never overlap, and a cell holding markers keeps its
    number readable (at most a sliver of its number's ink box under another cell's token)."""
    for markers in neighbourhood_layouts(120):
        real, _ghosts = marker_layout(markers, {}, ROWS, COLS)
        for a, b in itertools.combinations(GOODS, 2):
            assert not real[a].intersects(real[b]), (markers, a, b)
        for good in GOODS:
            for other in set(markers) - {markers[good.slot]}:
                number = number_box(other, ROWS)
                covered = real[good].intersected(number)
                assert covered.width() * covered.height() <= 0.05 * number.width() * number.height(), (
                    markers,
                    good,
                    other,
                )


def test_a_cell_number_is_printed_inside_the_box_the_layout_keeps_clear() -> None:
    for cell in (Cell(row, col) for row in range(ROWS) for col in range(COLS)):
        run = cell_number_run(cell.amount)
        ink = QPainterPath()
        ascent = QFontMetricsF(run.font).ascent()
        ink.addText(run.rect.left(), run.rect.top() + ascent, run.font, run.text)
        shown = ink.boundingRect().translated(cell_rect(cell, ROWS).topLeft())
        assert number_box(cell, ROWS).contains(shown), (cell, shown, number_box(cell, ROWS))


def test_a_marker_alone_stands_centred() -> None:
    cells = (Cell(0, 4), Cell(2, 2), Cell(4, 0), Cell(5, 5))
    real, ghosts = marker_layout(cells, {}, ROWS, COLS)
    assert ghosts == {}
    for good in GOODS:
        assert real[good].center() == cell_rect(cells[good.slot], ROWS).center()


def test_a_proposed_place_shares_its_cell_with_the_marker_standing_there() -> None:
    cells = (Cell(0, 4), Cell(0, 3), Cell(0, 2), Cell(0, 1))
    real, ghosts = marker_layout(cells, {Good.FISH: Cell(0, 3), Good.CLAY: Cell(0, 3)}, ROWS, COLS)
    # Fish is proposed onto clay's cell: the two stand side by side round it; clay's handle sits on clay itself.
    assert ghosts[Good.CLAY] == real[Good.CLAY]
    assert not ghosts[Good.FISH].intersects(real[Good.CLAY])
    inside = cell_rect(Cell(0, 3), ROWS)
    assert inside.contains(ghosts[Good.FISH].center()) and inside.contains(real[Good.CLAY].center())
    assert real[Good.FISH].center() == cell_rect(Cell(0, 4), ROWS).center()
    # Wood and grain, beside that cell, step aside for it.
    for good in (Good.WOOD, Good.GRAIN):
        assert not real[good].intersects(ghosts[Good.FISH]) and not real[good].intersects(real[Good.CLAY])


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
    ("counts", "unscaled"),
    [
        ((0, 0, 0, 0, 0), True),
        ((1, 1, 1, 1, 1), True),
        ((3, 2, 2, 1, 0), True),
        ((8, 1, 2, 1, 1), True),
        ((8, 2, 1, 1, 1), True),  # the crowded position of the legibility tests
        ((4, 4, 4, 0, 0), True),
        ((8, 3, 2, 0, 0), False),  # thirteen buildings and two empty sectors: the chips shrink a little
        ((9, 3, 2, 0, 0), False),  # beyond what the tests' games make: the chips shrink to fit
        ((12, 5, 3, 2, 1), False),
    ],
)
@pytest.mark.parametrize("seat", [0, 1])
def test_sector_rows_hold_their_buildings_one_per_line(counts: tuple[int, ...], unscaled: bool, seat: int) -> None:
    area = rows_area(seat)
    layout = sector_rows(area, seat, [[CHIP_HEIGHT] * count for count in counts])
    assert (layout.scale == 1.0) == unscaled, layout.scale
    for a, b in itertools.combinations(layout.rows, 2):
        assert not a.intersects(b)
    chips: list[QRectF] = []
    for row, places, count in zip(layout.rows, layout.places, counts, strict=True):
        assert area.adjusted(0, -0.01, 0, 0.01).contains(row)
        assert row.height() >= 24  # a tab's label
        assert len(places) == count
        for place in places:
            assert row.contains(place)
            assert math.isclose(place.width(), chip_width(seat) * layout.scale)
            assert math.isclose(place.height(), CHIP_HEIGHT * layout.scale)
        chips += places
    for a, b in itertools.combinations(chips, 2):
        assert not a.intersects(b)


def test_a_building_moving_into_a_quiet_row_moves_no_other() -> None:
    def rows(counts: tuple[int, ...]) -> tuple[QRectF, ...]:
        return sector_rows(rows_area(0), 0, [[CHIP_HEIGHT] * count for count in counts]).rows

    assert rows((1, 1, 0, 1, 0)) == rows((2, 1, 0, 1, 0))


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
