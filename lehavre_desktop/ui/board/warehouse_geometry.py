"""Where a warehouse's cells and goods markers lie: a grid whose rows and columns make room for shared cells.

A marker alone stands centred in its cell. Two to four tokens in one cell (markers, and the places a choice
proposes for others) stand as a cluster inside that cell, beside or under its number, which stays in the
cell's top-left corner in view; so does a proposed place alone in a cell. Such a cell needs more room than a
cell of the uniform grid has, so its row grows taller or its column wider, and the other rows and columns give
up the room: the grid's outer size is that of the uniform grid, so nothing else on the table moves. The tokens
of a cluster are as large as they can be read (``SHARED_MARKER``); only when the clusters ask for more room than
the grid has (four of them in four rows and four columns) do they shrink, the empty rows and columns keeping
room for their numbers.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF

from ...engine import GOODS, Cell, Good
from .geometry import CELL

MARKER = 38.0  # a marker alone in a cell of the uniform grid: 23 px at 1280 x 800
# A token of a cluster: 20.7 px in the 1000 x 610 view of a 1280 x 800 window, 20.4 px in the 1000 x 600 view of
# a 1024 x 768 one. A marker alone in a narrowed cell is never smaller either.
SHARED_MARKER = 34.0
TOKEN_GAP = 2.0  # between the tokens of a cluster
CELL_PAD = 2.0  # between a token and its cell's edge
# Where a cell's number is printed (its top-left corner, cell coordinates): the ink's top and height, and the
# width of one digit, at the least text size.
NUMBER_LEFT = 3.0
NUMBER_TOP = 4.0
NUMBER_HEIGHT = 16.0
DIGIT_WIDTH = 11.0
NUMBER_STRIP = NUMBER_TOP + NUMBER_HEIGHT + TOKEN_GAP  # a cluster under its cell's number starts this far down
NUMBER_COLUMN = NUMBER_LEFT + 1 + 2 * DIGIT_WIDTH + TOKEN_GAP  # a cluster beside its number starts this far right
EMPTY_NEED = NUMBER_COLUMN  # a row or column of empty cells still shows their numbers
LONE_NEED = SHARED_MARKER + 2 * CELL_PAD  # a row or column with markers alone in it


class Keep(Enum):
    """Where a cluster leaves its cell's number in view."""

    ABOVE = "above"  # the cluster stands under a strip at the cell's top
    LEFT = "left"  # the cluster stands right of a column at the cell's left
    CORNER = "corner"  # the cluster's top-left place is left empty


@dataclass(frozen=True)
class Cluster:
    """How a cell's tokens lie: their places on a grid of one token's pitch, in the order the goods take them."""

    places: tuple[tuple[int, int], ...]
    keep: Keep

    def block(self, size: float) -> tuple[float, float]:
        """The width and height of the tokens' block, tokens of ``size``."""
        across = max(i for i, _ in self.places) + 1
        down = max(j for _, j in self.places) + 1
        return across * size + (across - 1) * TOKEN_GAP, down * size + (down - 1) * TOKEN_GAP

    def reserve(self) -> tuple[float, float]:
        """The room kept for the cell's number, left of and above the block."""
        return (NUMBER_COLUMN if self.keep is Keep.LEFT else 0.0), (NUMBER_STRIP if self.keep is Keep.ABOVE else 0.0)

    def need(self) -> tuple[float, float]:
        """The width and height of the least cell its tokens stand in at full size."""
        width, height = self.block(SHARED_MARKER)
        left, top = self.reserve()
        return left + width + 2 * CELL_PAD, top + height + 2 * CELL_PAD

    def fit(self, rect: QRectF) -> float:
        """How large (a share of full size, at most 1) the tokens can be in a cell of ``rect``."""
        left, top = self.reserve()
        width, height = self.block(SHARED_MARKER)
        return min(1.0, (rect.width() - left - 2 * CELL_PAD) / width, (rect.height() - top - 2 * CELL_PAD) / height)

    def boxes(self, rect: QRectF) -> list[QRectF]:
        """The tokens' boxes in a cell of ``rect``: centred in the room the number leaves."""
        size = SHARED_MARKER * max(0.0, self.fit(rect))
        pitch = size + TOKEN_GAP * size / SHARED_MARKER
        width, height = self.block(size)
        left, top = self.reserve()
        x = rect.left() + left + (rect.width() - left - width) / 2
        y = rect.top() + top + (rect.height() - top - height) / 2
        return [QRectF(x + i * pitch, y + j * pitch, size, size) for i, j in self.places]


# The ways 2 to 4 tokens may lie, the first that fits taken. A corner cluster's second row and column start past
# the number's box (CELL_PAD + SHARED_MARKER + TOKEN_GAP is more than NUMBER_COLUMN and NUMBER_STRIP).
CLUSTERS: dict[int, tuple[Cluster, ...]] = {
    2: (
        Cluster(((0, 0), (1, 0)), Keep.ABOVE),
        Cluster(((0, 0), (0, 1)), Keep.LEFT),
        Cluster(((1, 0), (0, 1)), Keep.CORNER),
    ),
    3: (
        Cluster(((1, 0), (0, 1), (1, 1)), Keep.CORNER),
        Cluster(((0, 0), (1, 0), (2, 0)), Keep.ABOVE),
        Cluster(((0, 0), (0, 1), (0, 2)), Keep.LEFT),
    ),
    4: (
        Cluster(((0, 0), (1, 0), (0, 1), (1, 1)), Keep.ABOVE),
        Cluster(((0, 0), (1, 0), (0, 1), (1, 1)), Keep.LEFT),
    ),
}
# A proposed place alone in its cell leaves the cell's number in view too: it is the amount the choice gives. It
# stands under the number, centred across the cell, where the arrow reaching it stays inside the cell; beside
# the number (it would stand at the cell's right edge, the arrowhead over the next cell's number) only if that
# keeps the tokens larger.
PROPOSED_ALONE = (Cluster(((0, 0),), Keep.ABOVE), Cluster(((0, 0),), Keep.LEFT))
BESIDE_ALONE = PROPOSED_ALONE[1]


def _ways(count: int, proposed: bool) -> tuple[Cluster, ...]:
    """How ``count`` tokens in one cell may lie beside its number (none: a marker alone covers it, centred)."""
    if count == 1:
        return PROPOSED_ALONE if proposed else ()
    return CLUSTERS[count]


@dataclass(frozen=True)
class WarehouseGrid:
    """The cells' rectangles in warehouse-local coordinates: column widths left to right, row heights by row
    (row 0, nothing, at the bottom). The whole grid is ``cols * CELL`` by ``rows * CELL``."""

    widths: tuple[float, ...]
    heights: tuple[float, ...]

    @property
    def rows(self) -> int:
        return len(self.heights)

    @property
    def cols(self) -> int:
        return len(self.widths)

    def col_left(self, col: int) -> float:
        return sum(self.widths[:col])

    def row_top(self, row: int) -> float:
        return sum(self.heights[row + 1 :])

    def cell_rect(self, cell: Cell) -> QRectF:
        return QRectF(self.col_left(cell.col), self.row_top(cell.row), self.widths[cell.col], self.heights[cell.row])

    def row_band(self, row: int) -> tuple[float, float]:
        """The top and height of a row."""
        return self.row_top(row), self.heights[row]

    def col_band(self, col: int) -> tuple[float, float]:
        """The left and width of a column."""
        return self.col_left(col), self.widths[col]

    def row_at(self, y: float) -> int | None:
        """The row at height ``y``, or None off the grid."""
        tops = [self.row_top(row) for row in reversed(range(self.rows))]  # top row first
        index = bisect.bisect_right(tops, y) - 1
        if index < 0 or y >= self.rows * CELL:
            return None
        return self.rows - 1 - index

    def col_at(self, x: float) -> int | None:
        """The column at ``x``, or None off the grid."""
        lefts = [self.col_left(col) for col in range(self.cols)]
        index = bisect.bisect_right(lefts, x) - 1
        if index < 0 or x >= self.cols * CELL:
            return None
        return index

    def cell_at(self, point: QPointF) -> Cell | None:
        row, col = self.row_at(point.y()), self.col_at(point.x())
        return Cell(row, col) if row is not None and col is not None else None

    def number_box(self, cell: Cell) -> QRectF:
        """Where the ink of a cell's number lies."""
        corner = self.cell_rect(cell).topLeft()
        width = 1.0 + DIGIT_WIDTH * len(str(cell.amount))
        return QRectF(corner.x() + NUMBER_LEFT, corner.y() + NUMBER_TOP, width, NUMBER_HEIGHT)


@lru_cache(maxsize=32)
def number_boxes(grid: WarehouseGrid, cells: tuple[Cell, ...]) -> tuple[QRectF, ...]:
    """The ink of each of ``cells``' numbers in ``grid``, in their order: what an arrow keeps off, asked for at every
    aim of every arrow while the grid stays the same."""
    return tuple(grid.number_box(cell) for cell in cells)


def uniform_grid(rows: int, cols: int) -> WarehouseGrid:
    return WarehouseGrid((CELL,) * cols, (CELL,) * rows)


@dataclass(frozen=True)
class MarkerLayout:
    grid: WarehouseGrid
    real: dict[Good, QRectF]  # every good's marker
    ghosts: dict[Good, QRectF]  # the proposed places on show


def _share_out(needs: Sequence[float], total: float) -> tuple[float, ...]:
    """Sizes at least ``needs`` that add up to ``total``, the room left over raising the smallest first (so that
    with no cluster the grid is uniform). Needs beyond the total: the least need is kept, and what the others ask
    beyond it is cut in proportion."""
    need_sum = sum(needs)
    if need_sum >= total:
        least = min(needs)
        share = (total - least * len(needs)) / (need_sum - least * len(needs))
        return tuple(least + (need - least) * share for need in needs)
    ordered = sorted(needs, reverse=True)
    level, rest = 0.0, total
    for index, need in enumerate(ordered):
        level = rest / (len(ordered) - index)
        if need <= level:
            break
        rest -= need
    return tuple(max(need, level) for need in needs)


def _needs(choice: dict[Cell, Cluster], lone: set[Cell], rows: int, cols: int) -> tuple[list[float], list[float]]:
    widths, heights = [EMPTY_NEED] * cols, [EMPTY_NEED] * rows
    for cell in lone:
        widths[cell.col] = max(widths[cell.col], LONE_NEED)
        heights[cell.row] = max(heights[cell.row], LONE_NEED)
    for cell, cluster in choice.items():
        width, height = cluster.need()
        widths[cell.col] = max(widths[cell.col], width)
        heights[cell.row] = max(heights[cell.row], height)
    return widths, heights


def _grow_for(counts: dict[Cell, tuple[int, bool]], rows: int, cols: int) -> tuple[WarehouseGrid, dict[Cell, Cluster]]:
    """The grid that gives each shared cell room, and the way each cluster lies in it: of every way the clusters
    could lie, the one whose tokens are largest, then the one leaving most room over in the tighter direction (so
    the other cells shrink least)."""
    shared = sorted(cell for cell, kind in counts.items() if _ways(*kind))
    lone = {cell for cell, kind in counts.items() if not _ways(*kind)}
    best: tuple[tuple[float, int, float], WarehouseGrid, dict[Cell, Cluster]] | None = None
    for clusters in itertools.product(*(_ways(*counts[cell]) for cell in shared)):
        choice = dict(zip(shared, clusters, strict=True))
        widths, heights = _needs(choice, lone, rows, cols)
        grid = WarehouseGrid(_share_out(widths, cols * CELL), _share_out(heights, rows * CELL))
        fit = min((cluster.fit(grid.cell_rect(cell)) for cell, cluster in choice.items()), default=1.0)
        beside = sum(1 for cluster in clusters if cluster == BESIDE_ALONE)
        score = (round(fit, 6), -beside, min(cols * CELL - sum(widths), rows * CELL - sum(heights)))
        if best is None or score > best[0]:
            best = (score, grid, choice)
    assert best is not None
    return best[1], best[2]


def _lone_box(rect: QRectF) -> QRectF:
    size = min(MARKER, rect.width() - 2 * CELL_PAD, rect.height() - 2 * CELL_PAD)
    return QRectF(rect.center().x() - size / 2, rect.center().y() - size / 2, size, size)


def _cell_boxes(grid: WarehouseGrid, cell: Cell, kind: tuple[int, bool], chosen: Cluster | None) -> list[QRectF]:
    """The tokens' boxes in their cell: the way the grid was sized for, unless another fits the cell better (in a
    grid cut short, or sized for other tokens)."""
    rect = grid.cell_rect(cell)
    if not _ways(*kind):
        return [_lone_box(rect)]
    ways = ([chosen] if chosen else []) + [way for way in _ways(*kind) if way != chosen]
    return max(ways, key=lambda way: way.fit(rect)).boxes(rect)


@lru_cache(maxsize=256)
def _layout_boxes(
    counts: tuple[tuple[Cell, tuple[int, bool]], ...], rows: int, cols: int, grid: WarehouseGrid | None
) -> tuple[WarehouseGrid, dict[Cell, tuple[QRectF, ...]]]:
    clusters: dict[Cell, Cluster] = {}
    if grid is None:
        grid, clusters = _grow_for(dict(counts), rows, cols)
    boxes = {cell: tuple(_cell_boxes(grid, cell, kind, clusters.get(cell))) for cell, kind in counts}
    return grid, boxes


def marker_layout(
    markers: Sequence[Cell],
    ghosts: dict[Good, Cell],
    rows: int,
    cols: int,
    grid: WarehouseGrid | None = None,
) -> MarkerLayout:
    """The grid and where each marker and each proposed place (ghost) is drawn, in warehouse-local coordinates.

    A cell lists the markers standing on it and the ghosts arriving at it (a ghost on its marker's own cell
    shares the marker's place); they lie together in that cell. Given a ``grid`` (the one a warehouse shows),
    the tokens are laid out in its cells as they are, shrunk where a cell has too little room.
    """
    tokens: dict[Cell, list[tuple[Good, bool]]] = {}
    for good in GOODS:
        tokens.setdefault(markers[good.slot], []).append((good, False))
    for good in GOODS:
        cell = ghosts.get(good)
        if cell is not None and cell != markers[good.slot]:
            tokens.setdefault(cell, []).append((good, True))
    counts = tuple(
        sorted((cell, (len(here), any(is_ghost for _good, is_ghost in here))) for cell, here in tokens.items())
    )
    shown, boxes = _layout_boxes(counts, rows, cols, grid)
    real: dict[Good, QRectF] = {}
    ghost: dict[Good, QRectF] = {}
    for cell, here in tokens.items():
        for (good, is_ghost), box in zip(here, boxes[cell], strict=True):
            (ghost if is_ghost else real)[good] = QRectF(box)
    for good, cell in ghosts.items():
        if cell == markers[good.slot]:
            ghost[good] = QRectF(real[good])
    return MarkerLayout(shown, real, ghost)
