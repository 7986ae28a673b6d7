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
    chip_width,
    dense_supply,
    lock_tray_rect,
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
from lehavre_desktop.ui.board.warehouse_geometry import MARKER, SHARED_MARKER, marker_layout, uniform_grid

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


def test_with_no_shared_cell_the_grid_is_uniform_and_every_cell_maps_to_its_rectangle_and_back() -> None:
    grid = marker_layout((Cell(0, 4), Cell(2, 2), Cell(4, 0), Cell(5, 5)), {}, ROWS, COLS).grid
    assert grid == uniform_grid(ROWS, COLS)
    for row in range(ROWS):
        for col in range(COLS):
            rect = grid.cell_rect(Cell(row, col))
            assert (rect.width(), rect.height()) == (CELL, CELL)
            assert grid.cell_at(rect.center()) == Cell(row, col)
    # Row 0 (nothing left) is drawn at the bottom, as on the board.
    assert grid.cell_rect(Cell(0, 0)).top() > grid.cell_rect(Cell(5, 0)).top()
    assert grid.cell_at(QPointF(-1, 10)) is None
    assert grid.cell_at(QPointF(10, ROWS * CELL + 1)) is None


def sharing(cell: Cell, count: int) -> tuple[Cell, ...]:
    """The first ``count`` goods on ``cell``, the others alone on cells of other rows and columns."""
    others = [Cell(row, col) for row in range(ROWS) for col in range(COLS) if row != cell.row and col != cell.col]
    alone = [others[0], others[len(others) // 2], others[-1]]
    return (cell,) * count + tuple(alone[: len(GOODS) - count])


def cells_of(markers: tuple[Cell, ...], ghosts: dict[Good, Cell]) -> dict[Good, tuple[Cell, bool]]:
    """The cell of every token drawn and whether it is a proposed place (one on its marker's cell is not drawn
    apart)."""
    tokens = {good: (markers[good.slot], False) for good in GOODS}
    tokens.update({good: (cell, True) for good, cell in ghosts.items() if cell != markers[good.slot]})
    return tokens


def check_layout(markers: tuple[Cell, ...], ghosts: dict[Good, Cell]) -> list[QRectF]:
    """Every token inside its own cell and apart from the others; no token over the number of a cell that holds
    a cluster or a proposed place; the grid keeps its outer size and maps each cell's centre back to the cell.
    The tokens' boxes."""
    layout = marker_layout(markers, ghosts, ROWS, COLS)
    grid = layout.grid
    assert math.isclose(sum(grid.widths), COLS * CELL) and math.isclose(sum(grid.heights), ROWS * CELL)
    for row in range(ROWS):
        for col in range(COLS):
            assert grid.cell_at(grid.cell_rect(Cell(row, col)).center()) == Cell(row, col)
    whole = QRectF(0, 0, COLS * CELL, ROWS * CELL)
    boxes: list[QRectF] = []
    for good, (cell, ghost) in cells_of(markers, ghosts).items():
        box = (layout.ghosts if ghost else layout.real)[good]
        assert grid.cell_rect(cell).contains(box), (markers, ghosts, good, box, grid.cell_rect(cell))
        assert whole.contains(box)
        boxes.append(box)
    for a, b in itertools.combinations(boxes, 2):
        assert not a.intersects(b), (markers, ghosts, a, b)
    here = [cell for cell, _ghost in cells_of(markers, ghosts).values()]
    proposed = {cell for cell, ghost in cells_of(markers, ghosts).values() if ghost}
    for cell in {cell for cell in here if here.count(cell) > 1} | proposed:
        for box in boxes:
            assert not box.intersects(grid.number_box(cell)), (markers, ghosts, cell, box)
    return boxes


@pytest.mark.parametrize("count", [2, 3, 4])
def test_a_shared_cell_holds_its_cluster_full_size_beside_its_number_in_every_cell(count: int) -> None:
    for cell in (Cell(row, col) for row in range(ROWS) for col in range(COLS)):
        markers = sharing(cell, count)
        for box in check_layout(markers, {}):
            assert box.width() == box.height() >= SHARED_MARKER
        grid = marker_layout(markers, {}, ROWS, COLS).grid
        rect = grid.cell_rect(cell)
        assert rect.width() > CELL or rect.height() > CELL  # the grid gives the cluster room


@pytest.mark.parametrize("count", [1, 2, 3])
def test_proposed_places_share_a_cell_with_markers_as_tokens_of_its_cluster(count: int) -> None:
    """Markers on a cell and proposed places arriving at it, four tokens in all, lie as one cluster."""
    for cell in (Cell(2, 2), Cell(0, 0), Cell(5, 5), Cell(0, 5)):
        markers = sharing(cell, count)
        ghosts = {good: cell for good in GOODS[count:]}
        for box in check_layout(markers, ghosts):
            assert box.width() >= SHARED_MARKER


def crowded_layouts(sample: int) -> list[tuple[tuple[Cell, ...], dict[Good, Cell]]]:
    """Markers crowding the nine cells round a middle cell, a corner, an edge, and proposed places among them."""
    rng = random.Random(21)
    layouts: list[tuple[tuple[Cell, ...], dict[Good, Cell]]] = []
    for middle in (Cell(2, 2), Cell(0, 0), Cell(5, 5), Cell(0, 3), Cell(3, 5)):
        near = [
            Cell(middle.row + dr, middle.col + dc)
            for dr in (-1, 0, 1)
            for dc in (-1, 0, 1)
            if 0 <= middle.row + dr < ROWS and 0 <= middle.col + dc < COLS
        ]
        for _ in range(sample):
            markers = tuple(rng.choice(near) for _good in GOODS)
            moved = rng.sample(GOODS, rng.randint(0, len(GOODS)))
            layouts.append((markers, {good: rng.choice(near) for good in moved}))
    return layouts


def test_however_markers_and_proposed_places_crowd_each_stays_in_its_cell_clear_of_the_others() -> None:
    """Tokens never overlap nor leave their cells; shared cells keep their numbers in view; markers alone or
    sharing keep full size (up to two clusters always have room; four clusters in four rows and columns
    may shrink, in proportion)."""
    for markers, ghosts in crowded_layouts(60):
        boxes = check_layout(markers, ghosts)
        if not ghosts:
            assert min(box.width() for box in boxes) >= SHARED_MARKER, markers


def test_four_clusters_in_four_rows_and_columns_shrink_in_proportion_and_still_stand_apart() -> None:
    """Every marker paired with another's proposed place, on the diagonal: more room asked than the grid has. The
    empty rows and columns keep room for their numbers; the clusters' tokens keep three quarters of full size."""
    markers = (Cell(0, 0), Cell(1, 1), Cell(2, 2), Cell(3, 3))
    ghosts = {Good.FISH: Cell(1, 1), Good.CLAY: Cell(2, 2), Good.WOOD: Cell(3, 3), Good.GRAIN: Cell(0, 0)}
    boxes = check_layout(markers, ghosts)
    assert min(box.width() for box in boxes) >= 0.75 * SHARED_MARKER


def test_a_cell_number_is_printed_inside_the_box_the_layout_keeps_clear() -> None:
    grid = marker_layout(sharing(Cell(2, 3), 4), {}, ROWS, COLS).grid
    for cell in (Cell(row, col) for row in range(ROWS) for col in range(COLS)):
        run = cell_number_run(cell.amount)
        ink = QPainterPath()
        ascent = QFontMetricsF(run.font).ascent()
        ink.addText(run.rect.left(), run.rect.top() + ascent, run.font, run.text)
        shown = ink.boundingRect().translated(grid.cell_rect(cell).topLeft())
        assert grid.number_box(cell).contains(shown), (cell, shown, grid.number_box(cell))
        assert grid.cell_rect(cell).contains(grid.number_box(cell))


def test_a_marker_alone_stands_centred() -> None:
    cells = (Cell(0, 4), Cell(2, 2), Cell(4, 0), Cell(5, 5))
    layout = marker_layout(cells, {}, ROWS, COLS)
    assert layout.ghosts == {}
    for good in GOODS:
        assert layout.real[good].center() == layout.grid.cell_rect(cells[good.slot]).center()
        assert layout.real[good].width() == MARKER


def test_a_proposed_place_shares_its_cell_with_the_marker_standing_there() -> None:
    cells = (Cell(0, 4), Cell(0, 3), Cell(0, 2), Cell(0, 1))
    layout = marker_layout(cells, {Good.FISH: Cell(0, 3), Good.CLAY: Cell(0, 3)}, ROWS, COLS)
    real, ghosts = layout.real, layout.ghosts
    # Fish is proposed onto clay's cell: the two stand side by side in it; clay's handle sits on clay itself.
    assert ghosts[Good.CLAY] == real[Good.CLAY]
    assert not ghosts[Good.FISH].intersects(real[Good.CLAY])
    inside = layout.grid.cell_rect(Cell(0, 3))
    assert inside.contains(ghosts[Good.FISH]) and inside.contains(real[Good.CLAY])
    assert real[Good.FISH].center() == layout.grid.cell_rect(Cell(0, 4)).center()


def test_laid_out_in_a_grid_on_show_the_tokens_stay_in_its_cells() -> None:
    """A suggestion's places are laid out in the grid the warehouse shows: inside their cells, shrunk where a
    cell has too little room for its cluster."""
    markers = (Cell(1, 1), Cell(3, 4), Cell(4, 2), Cell(0, 5))
    shown = marker_layout(markers, {}, ROWS, COLS).grid
    ghosts = {Good.FISH: Cell(3, 4), Good.WOOD: Cell(3, 4), Good.GRAIN: Cell(3, 4)}
    layout = marker_layout(markers, ghosts, ROWS, COLS, grid=shown)
    assert layout.grid == shown
    boxes = [layout.real[Good.CLAY], *(layout.ghosts[good] for good in ghosts)]
    for box in boxes:
        assert shown.cell_rect(Cell(3, 4)).contains(box)
    for a, b in itertools.combinations(boxes, 2):
        assert not a.intersects(b)


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
