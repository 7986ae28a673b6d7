"""Where things sit on the table: pure functions from board positions to scene coordinates."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF

from ...engine import Cell, Good

SCENE_RECT = QRectF(0, 0, 1640, 1010)
PLAYER_X = (10.0, 1220.0)  # left edge of each player's column
PLAYER_WIDTH = 410.0
HEADER_HEIGHT = 64.0
WHEEL_CENTER_Y = 288.0
WHEEL_RADIUS = 196.0
CELL = 48.0
WAREHOUSE_TOP = 520.0
WAREHOUSE_LABEL = 34.0  # room for row values on the left
BESIDE_TOP = 900.0
SUPPLY_LEFT = 436.0
SUPPLY_TOP = 86.0
SUPPLY_COLUMNS = 4
SUPPLY_PITCH = (190.0, 96.0)
TRACK_RECT = QRectF(436, 8, 772, 66)
BANK_RECT = QRectF(700, 880, 240, 110)


def wheel_center(seat: int) -> QPointF:
    return QPointF(PLAYER_X[seat] + PLAYER_WIDTH / 2, WHEEL_CENTER_Y)


def warehouse_origin(seat: int, rows: int, cols: int) -> QPointF:
    """Top-left of the grid's top row, centred in the player's column."""
    width = WAREHOUSE_LABEL + cols * CELL
    return QPointF(PLAYER_X[seat] + (PLAYER_WIDTH - width) / 2 + WAREHOUSE_LABEL, WAREHOUSE_TOP)


def cell_rect(cell: Cell, rows: int) -> QRectF:
    """A cell in warehouse-local coordinates: row 0 (nothing) at the bottom."""
    return QRectF(cell.col * CELL, (rows - 1 - cell.row) * CELL, CELL, CELL)


def cell_at(point: QPointF, rows: int, cols: int) -> Cell | None:
    col = math.floor(point.x() / CELL)
    row = rows - 1 - math.floor(point.y() / CELL)
    if 0 <= col < cols and 0 <= row < rows:
        return Cell(row, col)
    return None


MARKER = 19.0


def marker_offset(good: Good) -> QPointF:
    """Each good has its own corner of a cell, so markers sharing a cell stay visible."""
    half = CELL / 2
    corners = {
        Good.FISH: QPointF(half / 2 - MARKER / 2 + 1, half / 2 - MARKER / 2 + 1),
        Good.CLAY: QPointF(half + half / 2 - MARKER / 2 - 1, half / 2 - MARKER / 2 + 1),
        Good.WOOD: QPointF(half / 2 - MARKER / 2 + 1, half + half / 2 - MARKER / 2 - 1),
        Good.GRAIN: QPointF(half + half / 2 - MARKER / 2 - 1, half + half / 2 - MARKER / 2 - 1),
    }
    return corners[good]


def marker_pos(cell: Cell, good: Good, rows: int) -> QPointF:
    return cell_rect(cell, rows).topLeft() + marker_offset(good)


def supply_pos(index: int) -> QPointF:
    """A building's home slot in the supply, in catalog order, row by row."""
    return QPointF(SUPPLY_LEFT + (index % SUPPLY_COLUMNS) * SUPPLY_PITCH[0],
                   SUPPLY_TOP + (index // SUPPLY_COLUMNS) * SUPPLY_PITCH[1])


# ---- the wheel ----------------------------------------------------------------------------
# Letters run counterclockwise from the top, the way the pointer turns (rules §6.2).

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


TRAY_SIZE = (116.0, 98.0)
TRAY_RADIUS = 120.0  # leaves a gap between the two top (and bottom) trays for the pointer
TRAY_HEADER = 18.0


def tray_rect(center: QPointF, bisector: float) -> QRectF:
    """The box in a wedge where that sector's buildings are listed."""
    middle = polar(center, TRAY_RADIUS, bisector)
    return QRectF(middle.x() - TRAY_SIZE[0] / 2, middle.y() - TRAY_SIZE[1] / 2, *TRAY_SIZE)


def chip_rects(tray: QRectF, count: int) -> list[QRectF]:
    """Places for ``count`` building chips under the tray's header: one column while they fit at a
    readable height, then two columns; they shrink to fit and never leave the tray."""
    if count == 0:
        return []
    top = tray.top() + TRAY_HEADER + 2
    available = tray.bottom() - top - 2
    columns = 1 if count <= 4 else 2
    rows = -(-count // columns)
    height = min(24.0, (available - 2 * (rows - 1)) / rows)
    width = (tray.width() - 6 - 2 * (columns - 1)) / columns
    return [QRectF(tray.left() + 3 + (i // rows) * (width + 2), top + (i % rows) * (height + 2), width, height)
            for i in range(count)]
