"""Where things sit on the table: pure functions from board positions to scene coordinates.

The table is 1600 x 1000 scene units (aspect 1.6, which suits views from 1.45:1 to 1.75:1 with no
empty band wider than a tenth of the view). Three columns: the first player's wheel and warehouse
on the left, the round track, supply and bank in the middle, the second player's on the right,
mirrored so that each player's wheel is at the outer edge.

A player's wheel is a dial (pointer, round letters, sectors) and, beside it, one row per sector
listing the buildings that lie in it: 0, x2, x3, x4 and x4+. Under the dial lie the sale tray
and the lock tray. When the wheel turns, each building moves one row down, as it moves one
sector on the board, and those past x4+ go to the sale tray and are sold. The rows stay on the
dial's inner side, so that the drawer a small window opens over the opponent's dial leaves
their buildings in view.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF

from ...engine import GOODS, Cell, Good

SCENE_RECT = QRectF(0, 0, 1600, 1000)
MARGIN = 10.0
GAP = 10.0
PLAYER_WIDTH = 496.0
PLAYER_X = (MARGIN, SCENE_RECT.width() - MARGIN - PLAYER_WIDTH)  # left edge of each player's column
MIDDLE_X = MARGIN + PLAYER_WIDTH + GAP
MIDDLE_WIDTH = SCENE_RECT.width() - 2 * MIDDLE_X
HEADER_TOP = MARGIN
HEADER_HEIGHT = 64.0
TRACK_RECT = QRectF(MIDDLE_X, HEADER_TOP, MIDDLE_WIDTH, HEADER_HEIGHT)
BANK_RECT = QRectF(MIDDLE_X, SCENE_RECT.height() - MARGIN - 64, MIDDLE_WIDTH, 64)
SUPPLY_RECT = QRectF(
    MIDDLE_X, TRACK_RECT.bottom() + GAP, MIDDLE_WIDTH, BANK_RECT.top() - GAP - TRACK_RECT.bottom() - GAP
)
BOTTOM = SCENE_RECT.height() - MARGIN

# ---- the warehouse ------------------------------------------------------------------------
CELL = 48.0
WAREHOUSE_LABEL = 34.0  # room for the row values on the left of the grid
WAREHOUSE_FOOT = 28.0  # room for the column values under the grid
WAREHOUSE_BOX = QRectF(0, 0, PLAYER_WIDTH, 6 * CELL + WAREHOUSE_FOOT)  # the room a 6 x 6 grid is drawn for
WAREHOUSE_TOP = BOTTOM - WAREHOUSE_BOX.height()
LEGEND_WIDTH = PLAYER_WIDTH - WAREHOUSE_LABEL - 6 * CELL - 24


def warehouse_scale(rows: int, cols: int) -> float:
    """A warehouse of another size (corrected component data) is scaled to the room a 6 x 6 one has."""
    return min(1.0, 6 / rows, 6 / cols)


def warehouse_origin(seat: int, rows: int, cols: int) -> QPointF:
    """Top-left of the grid's top row. The grid is at the column's outer side, its legend at the inner side."""
    scale = warehouse_scale(rows, cols)
    if seat == 0:
        return QPointF(PLAYER_X[0] + WAREHOUSE_LABEL * scale, WAREHOUSE_TOP)
    return QPointF(PLAYER_X[1] + PLAYER_WIDTH - (cols * CELL + 4) * scale, WAREHOUSE_TOP)


def cell_rect(cell: Cell, rows: int) -> QRectF:
    """A cell in warehouse-local coordinates: row 0 (nothing) at the bottom."""
    return QRectF(cell.col * CELL, (rows - 1 - cell.row) * CELL, CELL, CELL)


def cell_at(point: QPointF, rows: int, cols: int) -> Cell | None:
    col = math.floor(point.x() / CELL)
    row = rows - 1 - math.floor(point.y() / CELL)
    if 0 <= col < cols and 0 <= row < rows:
        return Cell(row, col)
    return None


MARKER = 38.0  # a marker alone in its cell: 23 px at 1280 x 800
# Two to four markers (or proposed places) in one cell: 20.6 px in the 1000 x 610 view of a 1280 x 800 window,
# 20.3 px in the 1000 x 600 view of a 1024 x 768 one. Two of them are wider than a cell, so a shared cell's
# tokens lie as a cluster round its centre, reaching into the margins of the cells beside it.
SHARED_MARKER = 34.0
CLUSTER_PITCH = SHARED_MARKER + 2.0  # from one token of a cluster to the next: a gap of 2 between them
# Where a cell's number is printed (its top-left corner, cell coordinates): the ink's top and height, and the
# width of one digit, at the least text size.
NUMBER_LEFT = 3.0
NUMBER_TOP = 4.0
NUMBER_HEIGHT = 16.0
DIGIT_WIDTH = 11.0

# How a cluster may lie: the places of its tokens on a 2 x 2 grid of CLUSTER_PITCH, in the order the goods take
# them. Three leave one corner free (the one over the cell's number, unless another lies better).
CLUSTER_PATTERNS: dict[int, tuple[tuple[tuple[int, int], ...], ...]] = {
    1: (((0, 0),),),  # a marker alone: the middle
    2: (((0, 0), (1, 0)), ((0, 0), (0, 1)), ((0, 1), (1, 0)), ((0, 0), (1, 1))),
    3: (((1, 0), (0, 1), (1, 1)), ((0, 0), (0, 1), (1, 1)), ((0, 0), (1, 0), (1, 1)), ((0, 0), (1, 0), (0, 1))),
    4: (((0, 0), (1, 0), (0, 1), (1, 1)),),
}
# What a token may cover, as a cost per unit of area covered; the layout takes the cheapest place.
COVER_TOKEN = 2000.0  # another token: never, while there is room
COVER_OCCUPIED_NUMBER = 1000.0  # the number of another cell that holds markers: they are read by it
COVER_OFF_GRID = 40.0  # the row and column values round the grid
COVER_EMPTY_NUMBER = 6.0  # the number of an empty cell, perhaps a legal place for a payment
COVER_OWN_NUMBER = 1.0  # a shared cell's own number: its goods' amounts are in the legend too
OFF_CENTRE = 4.0  # per unit of distance squared from where the tokens stand centred
LONE_SHIFT = 5.0  # a marker alone may step this far aside for a neighbour's cluster (and stay in its cell)
# A cluster stands centred on its cell, the gap between its tokens over the cell's middle, and steps at most
# this far aside (to leave a neighbour's number readable): its tokens' centres stay well inside the cell.
CLUSTER_SHIFT = 2.0
PLACING_ROUNDS = 3  # every cell placed once, then twice more among the others

Box = tuple[float, float, float, float]  # left, top, right, bottom


def number_box(cell: Cell, rows: int) -> QRectF:
    """Where the ink of a cell's number lies (warehouse-local coordinates)."""
    corner = cell_rect(cell, rows).topLeft()
    width = 1.0 + DIGIT_WIDTH * len(str(cell.amount))
    return QRectF(corner.x() + NUMBER_LEFT, corner.y() + NUMBER_TOP, width, NUMBER_HEIGHT)


def _box(rect: QRectF) -> Box:
    return rect.left(), rect.top(), rect.right(), rect.bottom()


def _overlap(a: Box, b: Box) -> float:
    width = min(a[2], b[2]) - max(a[0], b[0])
    height = min(a[3], b[3]) - max(a[1], b[1])
    return width * height if width > 0 and height > 0 else 0.0


def _outside(box: Box, grid: Box) -> float:
    area = (box[2] - box[0]) * (box[3] - box[1])
    return area - _overlap(box, grid)


def _arrangement(
    cell_box: QRectF, pattern: tuple[tuple[int, int], ...], size: float, dx: float, dy: float
) -> list[Box]:
    """The boxes of tokens of ``size`` in ``pattern``, centred ``dx``, ``dy`` off the cell's centre."""
    pitch = CLUSTER_PITCH
    left = cell_box.center().x() + dx - max(i for i, _ in pattern) * pitch / 2 - size / 2
    top = cell_box.center().y() + dy - max(j for _, j in pattern) * pitch / 2 - size / 2
    return [(left + i * pitch, top + j * pitch, left + i * pitch + size, top + j * pitch + size) for i, j in pattern]


def _obstacles(cell: Cell, count: int, occupied: set[Cell], rows: int, cols: int) -> list[tuple[float, Box]]:
    """The numbers round ``cell`` a token of it would cover, each with the cost of covering it."""
    found = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            other = Cell(cell.row + dr, cell.col + dc)
            if not (0 <= other.row < rows and 0 <= other.col < cols):
                continue
            if other == cell:
                weight = COVER_OWN_NUMBER if count > 1 else 0.0
            else:
                weight = COVER_OCCUPIED_NUMBER if other in occupied else COVER_EMPTY_NUMBER
            if weight:
                found.append((weight, _box(number_box(other, rows))))
    return found


def _best_place(cell: Cell, count: int, rows: int, obstacles: list[tuple[float, Box]], grid: Box) -> tuple[Box, ...]:
    """Where ``count`` tokens on ``cell`` cover least: shifts tried on a coarse grid, then round the best finely."""
    cell_box = cell_rect(cell, rows)
    size, reach = (MARKER, LONE_SHIFT) if count == 1 else (SHARED_MARKER, CLUSTER_SHIFT)
    patterns = CLUSTER_PATTERNS[count]

    reach_box = _box(cell_box.adjusted(-CELL / 2, -CELL / 2, CELL / 2, CELL / 2))  # wider than any arrangement
    obstacles = [(weight, other) for weight, other in obstacles if _overlap(reach_box, other)]

    def cost(pattern: tuple[tuple[int, int], ...], dx: float, dy: float) -> float:
        total = OFF_CENTRE * (dx * dx + dy * dy)
        for box in _arrangement(cell_box, pattern, size, dx, dy):
            total += COVER_OFF_GRID * _outside(box, grid)
            total += sum(weight * _overlap(box, other) for weight, other in obstacles)
        return total

    step = reach / 2
    coarse = [(pattern, i * step, j * step) for pattern in patterns for i in range(-2, 3) for j in range(-2, 3)]
    pattern, dx, dy = min(coarse, key=lambda choice: cost(*choice))
    fine = [
        (pattern, max(-reach, min(reach, dx + i * step / 2)), max(-reach, min(reach, dy + j * step / 2)))
        for i in (-1, 0, 1)
        for j in (-1, 0, 1)
    ]
    pattern, dx, dy = min(fine, key=lambda choice: cost(*choice))
    return tuple(_arrangement(cell_box, pattern, size, dx, dy))


@lru_cache(maxsize=256)
def _cluster_boxes(counts: tuple[tuple[Cell, int], ...], rows: int, cols: int) -> dict[Cell, tuple[Box, ...]]:
    """The boxes of each occupied cell's tokens, each cell's where they cover least of the others' and of the
    numbers round them.

    Every token's centre stays inside its cell, so that it is plain which cell it is in and a drop or a click on
    it means that cell. The most crowded cells are placed first; then each cell is placed again among all the
    others, twice, so that a cell placed early makes room for one placed after it.
    """
    occupied = {cell for cell, _ in counts}
    grid = (0.0, 0.0, cols * CELL, rows * CELL)
    numbers = {cell: _obstacles(cell, count, occupied, rows, cols) for cell, count in counts}
    order = sorted(counts, key=lambda entry: (-entry[1], entry[0]))
    result: dict[Cell, tuple[Box, ...]] = {}
    for _round in range(PLACING_ROUNDS):
        crowded = False
        for cell, count in order:
            others = [(COVER_TOKEN, box) for other, boxes in result.items() if other != cell for box in boxes]
            result[cell] = _best_place(cell, count, rows, numbers[cell] + others, grid)
            crowded = crowded or any(_overlap(mine, other) for mine in result[cell] for _weight, other in others)
        if not crowded:
            break
    return result


def marker_layout(
    markers: Sequence[Cell], ghosts: dict[Good, Cell], rows: int, cols: int
) -> tuple[dict[Good, QRectF], dict[Good, QRectF]]:
    """Where each marker and each proposed place (ghost) is drawn, in warehouse-local coordinates.

    A cell lists the markers standing on it and the ghosts arriving at it (a ghost on its marker's own
    cell shares the marker's place); they are laid out together round the cell's centre.
    """
    tokens: dict[Cell, list[tuple[Good, bool]]] = {}
    for good in GOODS:
        tokens.setdefault(markers[good.slot], []).append((good, False))
    for good in GOODS:
        cell = ghosts.get(good)
        if cell is not None and cell != markers[good.slot]:
            tokens.setdefault(cell, []).append((good, True))
    boxes = _cluster_boxes(tuple(sorted((cell, len(here)) for cell, here in tokens.items())), rows, cols)
    real: dict[Good, QRectF] = {}
    ghost: dict[Good, QRectF] = {}
    for cell, here in tokens.items():
        for (good, is_ghost), (left, top, right, bottom) in zip(here, boxes[cell], strict=True):
            (ghost if is_ghost else real)[good] = QRectF(left, top, right - left, bottom - top)
    for good, cell in ghosts.items():
        if cell == markers[good.slot]:
            ghost[good] = QRectF(real[good])
    return real, ghost


# ---- the supply -----------------------------------------------------------------------------
SUPPLY_COLUMNS = 2
SUPPLY_GAP = 8.0
# A building in the supply: its emblem under its name, its cost and value beside the emblem, its function below.
TILE_SIZE = ((MIDDLE_WIDTH - SUPPLY_GAP) / SUPPLY_COLUMNS, 110.0)
DENSE_SIZE = (TILE_SIZE[0], 58.0)  # a building on offer in a long supply: its function is in its tooltip
COMPACT_SIZE = (TILE_SIZE[0], 32.0)  # a building of a later round, waiting
DENSE_GAP = 6.0
SUPPLY_DIVIDER = 14.0  # between the buildings on offer and those of later rounds


def dense_supply(full: int) -> bool:
    """Whether ``full`` tiles on offer need the dense form (no function line) to fit the supply unscaled."""
    return _supply_height(full, 0, False, False) > SUPPLY_RECT.height()


def _supply_height(full: int, compact: int, note: bool, dense: bool) -> float:
    full_rows = -(-full // SUPPLY_COLUMNS)
    compact_rows = -(-compact // SUPPLY_COLUMNS) + (1 if note else 0)
    divider = SUPPLY_DIVIDER if full and compact_rows else 0.0
    pitch = DENSE_SIZE[1] + DENSE_GAP if dense else TILE_SIZE[1] + SUPPLY_GAP
    return full_rows * pitch + divider + compact_rows * (COMPACT_SIZE[1] + SUPPLY_GAP / 2)


def waiting_room(full: int, note: bool) -> int:
    """How many buildings of later rounds fit, one-line, under ``full`` tiles on offer (and a note line)."""
    room = 0
    while _supply_height(full, room + 1, note, dense_supply(full)) <= SUPPLY_RECT.height():
        room += 1
    return room


def supply_layout(full: int, compact: int, note: bool = False) -> tuple[list[QPointF], list[QPointF], float]:
    """Top-left corners of ``full`` tiles on offer, then of ``compact`` tiles of later rounds (and of the note
    on the buildings not shown, if ``note``: the last corner), two by two, and the scale (at most 1) at which
    they all fit the supply's room. Tiles on offer take their dense form when ``dense_supply(full)``."""
    dense = dense_supply(full)
    row_pitch = DENSE_SIZE[1] + DENSE_GAP if dense else TILE_SIZE[1] + SUPPLY_GAP
    full_height = -(-full // SUPPLY_COLUMNS) * row_pitch
    height = _supply_height(full, compact, note, dense)
    scale = min(1.0, SUPPLY_RECT.height() / height) if height else 1.0
    divider = SUPPLY_DIVIDER if full and (compact or note) else 0.0
    left = SUPPLY_RECT.left()
    pitch = (TILE_SIZE[0] + SUPPLY_GAP) * scale
    full_pos = [
        QPointF(left + (i % SUPPLY_COLUMNS) * pitch, SUPPLY_RECT.top() + (i // SUPPLY_COLUMNS) * row_pitch * scale)
        for i in range(full)
    ]
    top = SUPPLY_RECT.top() + (full_height + divider) * scale
    compact_pos = [
        QPointF(
            left + (i % SUPPLY_COLUMNS) * pitch,
            top + (i // SUPPLY_COLUMNS) * (COMPACT_SIZE[1] + SUPPLY_GAP / 2) * scale,
        )
        for i in range(compact)
    ]
    if note:
        compact_pos.append(
            QPointF(left, top + -(-compact // SUPPLY_COLUMNS) * (COMPACT_SIZE[1] + SUPPLY_GAP / 2) * scale)
        )
    return full_pos, compact_pos, scale


def supply_pos(index: int) -> QPointF:
    """The place of the index-th building on offer when nothing else is in the supply."""
    return supply_layout(index + 1, 0)[0][index]


# ---- the wheel ----------------------------------------------------------------------------
# Letters run counterclockwise from the top, the way the pointer turns (rules §6.2).
DIAL_BLOCK = 214.0  # the dial's square at the column's outer edge
WHEEL_RADIUS = 88.0
LETTER_RADIUS = 15.0
WHEEL_TOP = TRACK_RECT.bottom() + GAP
WHEEL_BOTTOM = WAREHOUSE_TOP - 6
ROWS_GAP = 6.0  # between the dial (and its trays) and the sector rows
ROWS_WIDTH = PLAYER_WIDTH - DIAL_BLOCK - ROWS_GAP
SECTOR_BADGE = 44.0  # the sector's label at the dial's side of its row
ROW_GAP = 2.0
ROW_PAD = 0.1
CHIP_HEIGHT = 43.3  # a building on the wheel: its name over its emblem, function and value (13 fit a wheel)
CHIP_GAP = 0.8
EMPTY_LINE = 23.8  # the least height of a row no building lies in: room for its tab's label
SALE_TRAY = 40.0  # under the dial: where the buildings turned past x4+ go, to be sold
TRAY_GAP = 8.0
LOCK_LABEL = 28.0  # the lock tray's title band
LOCK_GAP = 4.0  # between the lock buildings in their tray


def player_board_rect(seat: int) -> QRectF:
    """A player's board: round their dial, sector rows and warehouse, a little beyond them."""
    return QRectF(PLAYER_X[seat] - 4, WHEEL_TOP - 5, PLAYER_WIDTH + 8, BOTTOM + 4 - (WHEEL_TOP - 5))


def dial_left(seat: int) -> float:
    """The left edge of the dial's column: the outer edge of the player's column."""
    return PLAYER_X[0] if seat == 0 else PLAYER_X[1] + PLAYER_WIDTH - DIAL_BLOCK


def wheel_center(seat: int) -> QPointF:
    return QPointF(dial_left(seat) + DIAL_BLOCK / 2, WHEEL_TOP + DIAL_BLOCK / 2)


def rows_area(seat: int) -> QRectF:
    """The sector rows, in scene coordinates: on the inner side of the dial."""
    x = PLAYER_X[0] + DIAL_BLOCK + ROWS_GAP if seat == 0 else PLAYER_X[1]
    return QRectF(x, WHEEL_TOP, ROWS_WIDTH, WHEEL_BOTTOM - WHEEL_TOP)


def sale_tray_rect(seat: int) -> QRectF:
    """Under the dial, beside its sale wedge: the buildings the wheel turns past x4+ are sold from here."""
    return QRectF(dial_left(seat), WHEEL_TOP + DIAL_BLOCK + 4, DIAL_BLOCK, SALE_TRAY)


def lock_tray_rect(seat: int) -> QRectF:
    """Under the sale tray: the lock buildings, which lie beside the board and never on the wheel."""
    top = sale_tray_rect(seat).bottom() + TRAY_GAP
    return QRectF(dial_left(seat), top, DIAL_BLOCK, WHEEL_BOTTOM - top)


def beside_area(seat: int) -> QRectF:
    """Where the lock buildings' chips may lie: the lock tray's room under its title band."""
    return lock_tray_rect(seat).adjusted(4, LOCK_LABEL, -4, -4)


def lock_layout(seat: int, heights: Sequence[float]) -> tuple[QRectF, tuple[QRectF, ...], float]:
    """The lock tray as tall as its buildings (chips of these ``heights``, one under the other) and a free place
    for one more, within its room; their places; the scale they are drawn at (1 unless more than fit)."""
    room = lock_tray_rect(seat)
    area = beside_area(seat)
    need = sum(heights) + LOCK_GAP * max(0, len(heights) - 1)
    scale = min(1.0, area.height() / need) if need else 1.0
    places = []
    top = area.top()
    for height in heights:
        places.append(QRectF(area.left(), top, area.width() * scale, height * scale))
        top += (height + LOCK_GAP) * scale
    spare = CHIP_HEIGHT + (LOCK_GAP if heights else 0.0)
    bottom = min(room.bottom(), area.top() + need * scale + spare + 4)
    return QRectF(room.left(), room.top(), room.width(), bottom - room.top()), tuple(places), scale


def chip_width(seat: int) -> float:
    """A building's chip in a sector row: the row less its sector label (the opponent's chips end where an open
    drawer at 1024 x 768 begins)."""
    return ROWS_WIDTH - SECTOR_BADGE - 8


@dataclass(frozen=True)
class RowsLayout:
    """The sector rows (by age 0-4) and, in each, its buildings' places, top down; ``scale``: how much the chips
    are shrunk so that a wheel more crowded than any game makes fits (1 in every game the tests know)."""

    rows: tuple[QRectF, ...]
    places: tuple[tuple[QRectF, ...], ...]
    scale: float


def _rooms(heights: Sequence[Sequence[float]], spare_line: bool) -> list[float]:
    """The height of each row's room for chips: its chips, and at least two lines (``spare_line``) or one."""
    least = 2 * CHIP_HEIGHT + CHIP_GAP if spare_line else EMPTY_LINE
    return [max(least, sum(chips) + CHIP_GAP * max(0, len(chips) - 1)) for chips in heights]


def sector_rows(area: QRectF, seat: int, heights: Sequence[Sequence[float]]) -> RowsLayout:
    """The rows of sectors 0, x2, x3, x4 and x4+ (by age) holding chips of these ``heights``. Rows keep a spare
    line while there is room, so that a building moving in does not move the others; a crowded row takes the
    room it needs, and what is left is shared out. Should the chips not fit even so, they shrink (the empty
    rows keep their least height)."""
    overhead = len(heights) * 2 * ROW_PAD + (len(heights) - 1) * ROW_GAP
    room = area.height() - overhead
    rooms = _rooms(heights, spare_line=True)
    if sum(rooms) > room:
        rooms = _rooms(heights, spare_line=False)
    empty = sum(need for need, chips in zip(rooms, heights, strict=True) if not chips)
    scale = min(1.0, (room - empty) / (sum(rooms) - empty)) if sum(rooms) > empty else 1.0
    rooms = [need if not chips else need * scale for need, chips in zip(rooms, heights, strict=True)]
    extra = max(0.0, room - sum(rooms)) / len(heights)
    rows, places = [], []
    top = area.top()
    width = chip_width(seat)
    left = area.left() + SECTOR_BADGE + 4 if seat == 0 else area.left() + 4
    for chips, need in zip(heights, rooms, strict=True):
        height = need + 2 * ROW_PAD + extra
        rows.append(QRectF(area.left(), top, area.width(), height))
        y = top + ROW_PAD + extra / 2
        mine = []
        for chip in chips:
            mine.append(QRectF(left, y, width * scale, chip * scale))
            y += (chip + CHIP_GAP) * scale
        places.append(tuple(mine))
        top += height + ROW_GAP
    return RowsLayout(tuple(rows), tuple(places), scale)


def badge_rect(row: QRectF, seat: int) -> QRectF:
    """The sector label of a row: on the dial's side."""
    if seat == 0:
        return QRectF(row.left(), row.top(), SECTOR_BADGE, row.height())
    return QRectF(row.right() - SECTOR_BADGE, row.top(), SECTOR_BADGE, row.height())


def pointer_angle(round_index: int) -> float:
    """The pointer's direction in degrees, counterclockwise from 'east' (90 = straight up)."""
    return 90.0 + 60.0 * (round_index % 6)


def letter_angle(position: int) -> float:
    return 90.0 + 60.0 * position


def sector_span(pointer: float, age: int) -> tuple[float, float]:
    """The wedge (start, end angles, counterclockwise) of the sector a building of this age is in.

    Age 0 is the sector just clockwise of the pointer; each age is one sector further clockwise.
    Age 5 would be the sale sector, just counterclockwise of the pointer.
    """
    end = pointer - 60.0 * age
    return end - 60.0, end


def sector_bisector(pointer: float, age: int) -> float:
    start, end = sector_span(pointer, age)
    return ((start + end) / 2) % 360.0


def polar(center: QPointF, radius: float, degrees: float) -> QPointF:
    rad = math.radians(degrees)
    return QPointF(center.x() + radius * math.cos(rad), center.y() - radius * math.sin(rad))


TRAY_RADIUS = 52.0
TRAY_SIZE = (SECTOR_BADGE, 30.0)  # as wide as a row's tab: its label takes the same type


def tray_rect(center: QPointF, bisector: float) -> QRectF:
    """The box in a dial's wedge where that sector's label is written (pointing there reports the sector)."""
    middle = polar(center, TRAY_RADIUS, bisector)
    return QRectF(middle.x() - TRAY_SIZE[0] / 2, middle.y() - TRAY_SIZE[1] / 2, *TRAY_SIZE)
