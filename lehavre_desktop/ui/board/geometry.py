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

from PySide6.QtCore import QPointF, QRectF

SCENE_RECT = QRectF(0, 0, 1600, 1000)
MARGIN = 10.0
GAP = 10.0
PLAYER_WIDTH = 496.0
PLAYER_X = (MARGIN, SCENE_RECT.width() - MARGIN - PLAYER_WIDTH)  # left edge of each player's column
MIDDLE_X = MARGIN + PLAYER_WIDTH + GAP
MIDDLE_WIDTH = SCENE_RECT.width() - 2 * MIDDLE_X
HEADER_TOP = MARGIN
HEADER_HEIGHT = 64.0
# A coin paid from one player to the other goes over no building, no header's words and no round letter: from the
# purse down the bare wood between a header and the round track (a slot at each end of the track), under the track
# along the coin lane, and up the other slot. Both are as wide as a coin in flight (``COIN_WAY``) and a margin.
# The track starts a little above the headers (``TRACK_TOP``) and the lane under it ends where the supply's tiles
# reach with their edges (``LANE_CLEAR`` above them), so that the supply starts where it did (the teaching drawer
# over it keeps its room) while the lane holds a coin nearly as large as the headers'.
COIN_WAY = 32.0  # scene units: the face of a coin travelling the lane (20 device px at 1280 x 800)
LANE_CLEAR = 3.0  # a tile's edge (its glow, when it is lit) reaches this far above it
TRACK_INSET = 26.0  # the round track is this much narrower than the middle at each end: the slots
TRACK_HEIGHT = 56.0
TRACK_TOP = HEADER_TOP - 6
TRACK_RECT = QRectF(MIDDLE_X + TRACK_INSET, TRACK_TOP, MIDDLE_WIDTH - 2 * TRACK_INSET, TRACK_HEIGHT)
COIN_LANE = QRectF(MIDDLE_X - GAP, TRACK_RECT.bottom(), MIDDLE_WIDTH + 2 * GAP, COIN_WAY + 1)
COIN_SLOTS = (
    QRectF(MIDDLE_X - GAP, HEADER_TOP, GAP + TRACK_INSET, COIN_LANE.bottom() - HEADER_TOP),
    QRectF(TRACK_RECT.right(), HEADER_TOP, GAP + TRACK_INSET, COIN_LANE.bottom() - HEADER_TOP),
)
BANK_RECT = QRectF(MIDDLE_X, SCENE_RECT.height() - MARGIN - 64, MIDDLE_WIDTH, 64)
SUPPLY_TOP = COIN_LANE.bottom() + LANE_CLEAR
SUPPLY_RECT = QRectF(MIDDLE_X, SUPPLY_TOP, MIDDLE_WIDTH, BANK_RECT.top() - GAP - SUPPLY_TOP)
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


# ---- the supply -----------------------------------------------------------------------------
SUPPLY_COLUMNS = 2
SUPPLY_GAP = 8.0  # between the supply's two columns
SUPPLY_ROW_GAP = 5.0  # between two rows of tiles on offer: seven rows (fourteen tiles) fit with their functions
# A building in the supply: its emblem under its name, its cost and value beside the emblem, its function below.
TILE_SIZE = ((MIDDLE_WIDTH - SUPPLY_GAP) / SUPPLY_COLUMNS, 110.0)
DENSE_SIZE = (TILE_SIZE[0], 58.0)  # a building on offer in a long supply: its function is in its tooltip
COMPACT_SIZE = (TILE_SIZE[0], 32.0)  # a building of a later round, waiting
DENSE_GAP = 4.0  # thirteen rows of them (26 tiles) fit unscaled
SUPPLY_DIVIDER = 14.0  # between the buildings on offer and those of later rounds


def dense_supply(full: int) -> bool:
    """Whether ``full`` tiles on offer need the dense form (no function line) to fit the supply unscaled."""
    return _supply_height(full, 0, False, False) > SUPPLY_RECT.height()


def _supply_height(full: int, compact: int, note: bool, dense: bool) -> float:
    full_rows = -(-full // SUPPLY_COLUMNS)
    compact_rows = -(-compact // SUPPLY_COLUMNS) + (1 if note else 0)
    divider = SUPPLY_DIVIDER if full and compact_rows else 0.0
    pitch = DENSE_SIZE[1] + DENSE_GAP if dense else TILE_SIZE[1] + SUPPLY_ROW_GAP
    return full_rows * pitch + divider + compact_rows * (COMPACT_SIZE[1] + SUPPLY_GAP / 2)


def whole_waiting_fits(full: int, waiting: int) -> bool:
    """Whether ``waiting`` buildings of later rounds fit whole (as tiles on offer are, function and all) under
    ``full`` tiles on offer: late in the game the supply has room to show what comes, not bare wood."""
    if not waiting or dense_supply(full):
        return False
    pitch = TILE_SIZE[1] + SUPPLY_ROW_GAP
    divider = SUPPLY_DIVIDER if full else 0.0
    rows = -(-full // SUPPLY_COLUMNS) + -(-waiting // SUPPLY_COLUMNS)
    return rows * pitch - SUPPLY_ROW_GAP + divider <= SUPPLY_RECT.height()


def waiting_room(full: int, note: bool) -> int:
    """How many buildings of later rounds fit, one-line, under ``full`` tiles on offer (and a note line)."""
    room = 0
    while _supply_height(full, room + 1, note, dense_supply(full)) <= SUPPLY_RECT.height():
        room += 1
    return room


def supply_layout(
    full: int, compact: int, note: bool = False, whole: bool = False
) -> tuple[list[QPointF], list[QPointF], float]:
    """Top-left corners of ``full`` tiles on offer, then of ``compact`` tiles of later rounds (and of the note
    on the buildings not shown, if ``note``: the last corner), two by two, and the scale (at most 1) at which
    they all fit the supply's room. Tiles on offer take their dense form when ``dense_supply(full)``; the later
    rounds' tiles are whole tiles when ``whole`` (``whole_waiting_fits``), else one-line strips."""
    if whole:
        return _whole_layout(full, compact)
    dense = dense_supply(full)
    row_pitch = DENSE_SIZE[1] + DENSE_GAP if dense else TILE_SIZE[1] + SUPPLY_ROW_GAP
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


def _whole_layout(full: int, waiting: int) -> tuple[list[QPointF], list[QPointF], float]:
    """The tiles on offer, then (past the divider) the later rounds' tiles, all whole, two by two, unscaled."""
    pitch = (TILE_SIZE[0] + SUPPLY_GAP, TILE_SIZE[1] + SUPPLY_ROW_GAP)
    left, top = SUPPLY_RECT.left(), SUPPLY_RECT.top()

    def corner(index: int, start: float) -> QPointF:
        return QPointF(left + (index % SUPPLY_COLUMNS) * pitch[0], start + (index // SUPPLY_COLUMNS) * pitch[1])

    waiting_top = top + -(-full // SUPPLY_COLUMNS) * pitch[1] + (SUPPLY_DIVIDER if full else 0.0)
    return [corner(i, top) for i in range(full)], [corner(i, waiting_top) for i in range(waiting)], 1.0


def supply_pos(index: int) -> QPointF:
    """The place of the index-th building on offer when nothing else is in the supply."""
    return supply_layout(index + 1, 0)[0][index]


# ---- the wheel ----------------------------------------------------------------------------
# Letters run counterclockwise from the top, the way the pointer turns (rules §6.2).
DIAL_BLOCK = 214.0  # the dial's square at the column's outer edge
WHEEL_RADIUS = 88.0
LETTER_RADIUS = 15.0
WHEEL_TOP = HEADER_TOP + HEADER_HEIGHT + GAP  # the wheels keep their room: the lane lies in the middle only
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


def coin_column(seat: int) -> float:
    """Where a coin to or from the bank goes up and down a player's board: between the dial's trays and the
    buildings of the sector rows, over the rows' tabs, where no building ever lies."""
    trays = dial_left(seat) + DIAL_BLOCK if seat == 0 else dial_left(seat)
    rows = rows_area(seat)
    chips = rows.left() + SECTOR_BADGE + 4 if seat == 0 else rows.left() + 4 + chip_width(seat)
    return (trays + chips) / 2


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
