"""Where things sit on the table: pure functions from board positions to scene coordinates.

The table is 1600 x 1000 scene units (aspect 1.6, which suits views from 1.45:1 to 1.75:1 with no
empty band wider than a tenth of the view). Three columns: the first player's wheel and warehouse
on the left, the round track, supply and bank in the middle, the second player's on the right,
mirrored so that each player's wheel is at the outer edge.

A player's wheel is a dial (pointer, round letters, sectors) and, beside it, one row per sector
listing the buildings that lie in it: 0, x2, x3, x4 and x4+, then the sale strip. When the
wheel turns, each building moves one row down, as it moves one sector on the board.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

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


MARKER = 38.0  # a marker alone in its cell: the largest thing on the warehouse (23 px at 1280 x 800)
SHARED_MARKER = 20.5  # two to four markers in one cell
CROWDED_MARKER = 13.0  # five or more (markers and proposed places) in one cell


def slot_rects(cell_box: QRectF, count: int) -> list[QRectF]:
    """Places for ``count`` markers inside a cell, centred, none touching the cell's border."""
    centre = cell_box.center()
    if count <= 1:
        size = MARKER
        return [QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)]
    if count == 2:
        size = SHARED_MARKER
        gap = 2.0
        return [
            QRectF(centre.x() - gap / 2 - size + i * (size + gap), centre.y() - size / 2, size, size) for i in range(2)
        ]
    per_row = 2 if count <= 4 else 3
    size = SHARED_MARKER if count <= 4 else CROWDED_MARKER
    gap = 2.0 if count <= 4 else 1.5
    lines = -(-count // per_row)
    top = centre.y() - (lines * size + (lines - 1) * gap) / 2
    rects = []
    for index in range(count):
        line, place = divmod(index, per_row)
        in_line = min(per_row, count - line * per_row)
        left = centre.x() - (in_line * size + (in_line - 1) * gap) / 2
        rects.append(QRectF(left + place * (size + gap), top + line * (size + gap), size, size))
    return rects


def marker_layout(
    markers: Sequence[Cell], ghosts: dict[Good, Cell], rows: int
) -> tuple[dict[Good, QRectF], dict[Good, QRectF]]:
    """Where each marker and each proposed place (ghost) is drawn, in warehouse-local coordinates.

    A cell lists the markers standing on it and the ghosts arriving at it (a ghost on its marker's own
    cell shares the marker's place); they are laid out together inside the cell.
    """
    tokens: dict[Cell, list[tuple[Good, bool]]] = {}
    for good in GOODS:
        tokens.setdefault(markers[good.slot], []).append((good, False))
    for good in GOODS:
        cell = ghosts.get(good)
        if cell is not None and cell != markers[good.slot]:
            tokens.setdefault(cell, []).append((good, True))
    real: dict[Good, QRectF] = {}
    ghost: dict[Good, QRectF] = {}
    for cell, here in tokens.items():
        for (good, is_ghost), rect in zip(here, slot_rects(cell_rect(cell, rows), len(here)), strict=True):
            (ghost if is_ghost else real)[good] = rect
    for good, cell in ghosts.items():
        if cell == markers[good.slot]:
            ghost[good] = real[good]
    return real, ghost


def marker_pos(cell: Cell, good: Good, rows: int) -> QPointF:
    """Where a marker alone in its cell is drawn (top-left of its box)."""
    del good
    return slot_rects(cell_rect(cell, rows), 1)[0].topLeft()


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
DIAL_BLOCK = 212.0  # the dial's square at the column's outer edge
WHEEL_RADIUS = 88.0
LETTER_RADIUS = 15.0
WHEEL_TOP = TRACK_RECT.bottom() + GAP
WHEEL_BOTTOM = WAREHOUSE_TOP - GAP
ROWS_WIDTH = PLAYER_WIDTH - DIAL_BLOCK - 8
SECTOR_BADGE = 46.0  # the sector's label at the dial's side of its row
SALE_STRIP = 34.0
ROW_GAP = 6.0
ROW_PAD = 4.0
LINE_MAX = 36.0  # one building per line in a row
LINE_MIN = 28.0


def player_board_rect(seat: int) -> QRectF:
    """A player's board: round their dial, sector rows and warehouse, a little beyond them."""
    return QRectF(PLAYER_X[seat] - 4, WHEEL_TOP - 5, PLAYER_WIDTH + 8, BOTTOM + 4 - (WHEEL_TOP - 5))


def wheel_center(seat: int) -> QPointF:
    x = PLAYER_X[0] + DIAL_BLOCK / 2 if seat == 0 else PLAYER_X[1] + PLAYER_WIDTH - DIAL_BLOCK / 2
    return QPointF(x, WHEEL_TOP + DIAL_BLOCK / 2)


def rows_area(seat: int) -> QRectF:
    """The sector rows, in scene coordinates: on the inner side of the dial."""
    x = PLAYER_X[0] + DIAL_BLOCK + 8 if seat == 0 else PLAYER_X[1]
    return QRectF(x, WHEEL_TOP, ROWS_WIDTH, WHEEL_BOTTOM - WHEEL_TOP)


def beside_area(seat: int) -> QRectF:
    """Under the dial: the lock buildings that lie beside the board."""
    x = PLAYER_X[0] if seat == 0 else PLAYER_X[1] + PLAYER_WIDTH - DIAL_BLOCK
    top = WHEEL_TOP + DIAL_BLOCK + 14
    return QRectF(x, top, DIAL_BLOCK, WHEEL_BOTTOM - top)


def sector_rows(area: QRectF, counts: Sequence[int]) -> tuple[list[QRectF], QRectF, float]:
    """The rows of sectors 0, x2, x3, x4 and x4+ (by age) holding ``counts`` buildings, the sale strip under
    them, and the height of one building's line. Rows hold two lines at least while there is room, so
    that a building moving in does not move the others; a crowded row takes the room it needs."""
    room = area.height() - SALE_STRIP - len(counts) * ROW_GAP - len(counts) * 2 * ROW_PAD
    need = [max(1, n) for n in counts]
    lines = [max(2, n) for n in counts]
    if sum(lines) * LINE_MIN > room:
        lines = need
    line = min(LINE_MAX, room / sum(lines))
    extra = (room - sum(lines) * line) / len(counts)
    rows = []
    top = area.top()
    for count in lines:
        height = count * line + 2 * ROW_PAD + extra
        rows.append(QRectF(area.left(), top, area.width(), height))
        top += height + ROW_GAP
    sale = QRectF(area.left(), top, area.width(), area.bottom() - top)
    return rows, sale, line


def badge_rect(row: QRectF, seat: int) -> QRectF:
    """The sector label of a row: on the dial's side."""
    if seat == 0:
        return QRectF(row.left(), row.top(), SECTOR_BADGE, row.height())
    return QRectF(row.right() - SECTOR_BADGE, row.top(), SECTOR_BADGE, row.height())


def chip_rects(row: QRectF, seat: int, count: int, line: float) -> list[QRectF]:
    """Places for ``count`` building chips in a sector's row, one per line, top down."""
    left = row.left() + SECTOR_BADGE + 4 if seat == 0 else row.left() + 4
    width = row.width() - SECTOR_BADGE - 8
    return [QRectF(left, row.top() + ROW_PAD + i * line, width, line - 3) for i in range(count)]


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
TRAY_SIZE = (40.0, 30.0)


def tray_rect(center: QPointF, bisector: float) -> QRectF:
    """The box in a dial's wedge where that sector's label is written (pointing there reports the sector)."""
    middle = polar(center, TRAY_RADIUS, bisector)
    return QRectF(middle.x() - TRAY_SIZE[0] / 2, middle.y() - TRAY_SIZE[1] / 2, *TRAY_SIZE)
