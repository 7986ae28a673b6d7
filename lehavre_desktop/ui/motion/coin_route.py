"""The way a coin travels across the table: the shortest way from purse to purse (or to and from the bank) that
keeps the coin off every building's name, so that no name is hidden while the eye follows the coin.

The table is laid on a grid of ``STEP`` scene units; a cell is closed where a coin centred in it would touch a
name's banner. The shortest way through the open cells is straightened (a corner is left out wherever the way
runs clear without it) and its corners rounded, both only as far as the way stays clear.
"""

from __future__ import annotations

import heapq
import itertools
import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF

STEP = 12.0  # scene units: the grid the way is looked for on
ROUNDING = 2  # rounds of corner cutting
DIAGONAL_EXTRA = math.sqrt(2) - 1
BOX_MARGIN = 0.5  # scene units: a run's bounding box grown so that a level or upright run has an area
NEIGHBOURS = tuple((dx, dy, math.hypot(dx, dy)) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)

GridCell = tuple[int, int]


def crosses(rect: QRectF, start: QPointF, end: QPointF) -> bool:
    """The segment from ``start`` to ``end`` meets ``rect`` (its edges included): Liang and Barsky's clipping."""
    dx, dy = end.x() - start.x(), end.y() - start.y()
    enter, leave = 0.0, 1.0
    for towards, room in (
        (-dx, start.x() - rect.left()),
        (dx, rect.right() - start.x()),
        (-dy, start.y() - rect.top()),
        (dy, rect.bottom() - start.y()),
    ):
        if towards == 0:
            if room < 0:
                return False
            continue
        at = room / towards
        if towards < 0:
            enter = max(enter, at)
        else:
            leave = min(leave, at)
        if enter > leave:
            return False
    return True


class Field:
    """The table with its closed places: ``obstacles`` grown by ``reach`` (the coin's half width and a margin)."""

    def __init__(self, bounds: QRectF, obstacles: Sequence[QRectF], reach: float) -> None:
        self.bounds = bounds
        self.closed = [rect.adjusted(-reach, -reach, reach, reach) for rect in obstacles]
        # A cell is closed a half diagonal further out: every point between the centres of two open neighbours
        # is then clear.
        wider = reach + STEP * math.sqrt(0.5)
        self.closed_cells = [rect.adjusted(-wider, -wider, wider, wider) for rect in obstacles]
        self.columns = max(1, int(bounds.width() // STEP))
        self.rows = max(1, int(bounds.height() // STEP))

    def clear_run(self, start: QPointF, end: QPointF) -> bool:
        """The straight run from ``start`` to ``end`` touches no closed place."""
        # Most places lie far from the run: Qt's rectangle test (the box grown a little, as a flat one meets nothing)
        # leaves them out before the clipping, which is Python and the most of a coin's way (4 ms to 2 at the start).
        box = QRectF(start, end).normalized().adjusted(-BOX_MARGIN, -BOX_MARGIN, BOX_MARGIN, BOX_MARGIN)
        return not any(box.intersects(rect) and crosses(rect, start, end) for rect in self.closed)

    def clear_way(self, points: Sequence[QPointF]) -> bool:
        return all(self.clear_run(a, b) for a, b in itertools.pairwise(points))

    def cell_of(self, point: QPointF) -> GridCell:
        column = int((point.x() - self.bounds.left()) // STEP)
        row = int((point.y() - self.bounds.top()) // STEP)
        return min(max(column, 0), self.columns - 1), min(max(row, 0), self.rows - 1)

    def centre(self, cell: GridCell) -> QPointF:
        return QPointF(self.bounds.left() + (cell[0] + 0.5) * STEP, self.bounds.top() + (cell[1] + 0.5) * STEP)

    def closed_set(self) -> set[GridCell]:
        """The cells whose centres lie in a closed place (its edges included): each place's own span of columns
        and rows, not every cell against every place, which took a frame's time several times over."""
        closed: set[GridCell] = set()
        for rect in self.closed_cells:
            columns = self._span(rect.left() - self.bounds.left(), rect.right() - self.bounds.left(), self.columns)
            rows = self._span(rect.top() - self.bounds.top(), rect.bottom() - self.bounds.top(), self.rows)
            closed.update(itertools.product(columns, rows))
        return closed

    @staticmethod
    def _span(low: float, high: float, count: int) -> range:
        """The indices whose centres ``(i + 0.5) * STEP`` lie from ``low`` to ``high``, within ``count``."""
        return range(max(0, math.ceil(low / STEP - 0.5)), min(count - 1, math.floor(high / STEP - 0.5)) + 1)

    def inside(self, cell: GridCell) -> bool:
        return 0 <= cell[0] < self.columns and 0 <= cell[1] < self.rows


def octile(a: GridCell, b: GridCell) -> float:
    """The length of the shortest way between two cells on an open grid with diagonal steps: A*'s estimate,
    exact where nothing is in the way, so that few cells off the way are tried."""
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    return max(dx, dy) + DIAGONAL_EXTRA * min(dx, dy)


def shortest_cells(field: Field, start: GridCell, goal: GridCell) -> list[GridCell] | None:
    """The shortest way from ``start`` to ``goal`` through open cells, diagonal steps allowed (A*)."""
    closed = field.closed_set() - {start, goal}
    came_from: dict[GridCell, GridCell] = {}
    cost = {start: 0.0}
    queue = [(octile(start, goal), start)]
    done: set[GridCell] = set()
    while queue:
        _estimate, cell = heapq.heappop(queue)
        if cell == goal:
            way = [cell]
            while way[-1] in came_from:
                way.append(came_from[way[-1]])
            return way[::-1]
        if cell in done:
            continue
        done.add(cell)
        for dx, dy, length in NEIGHBOURS:
            neighbour = (cell[0] + dx, cell[1] + dy)
            if neighbour in closed or neighbour in done or not field.inside(neighbour):
                continue
            step_cost = cost[cell] + length
            if step_cost < cost.get(neighbour, math.inf):
                cost[neighbour] = step_cost
                came_from[neighbour] = cell
                heapq.heappush(queue, (step_cost + octile(neighbour, goal), neighbour))
    return None


def straightened(field: Field, points: list[QPointF]) -> list[QPointF]:
    """The way with every corner left out that it can do without, staying clear."""
    kept = [points[0]]
    index = 0
    while index < len(points) - 1:
        reach = len(points) - 1
        while reach > index + 1 and not field.clear_run(points[index], points[reach]):
            reach -= 1
        kept.append(points[reach])
        index = reach
    return kept


def rounded(field: Field, points: list[QPointF]) -> list[QPointF]:
    """The corners cut (Chaikin's quarters), a round at a time, as long as the way stays clear."""
    for _round in range(ROUNDING):
        if len(points) < 3:
            break
        cut = [points[0]]
        for a, b in itertools.pairwise(points):
            cut += [a * 0.75 + b * 0.25, a * 0.25 + b * 0.75]
        cut[1:] = cut[2:-1]  # the ends stay where they are
        cut.append(points[-1])
        if not field.clear_way(cut):
            break
        points = cut
    return points


def round_corners(field: Field, points: Sequence[QPointF], radius: float, steps: int = 4) -> list[QPointF]:
    """Each corner of ``points`` turned along a curve that starts and ends ``radius`` from it (less on a short run),
    where the curve stays clear; the ends stay where they are."""
    way = [QPointF(points[0])]
    for before, corner, after in zip(points, points[1:], points[2:], strict=False):
        into, out = math.dist(before.toTuple(), corner.toTuple()), math.dist(corner.toTuple(), after.toTuple())
        reach = min(radius, into / 2, out / 2)
        if reach <= 0:
            way.append(QPointF(corner))
            continue
        start = corner + (before - corner) * (reach / into)
        end = corner + (after - corner) * (reach / out)
        curve = [
            start * (1 - t) ** 2 + corner * (2 * t * (1 - t)) + end * t**2
            for t in (index / steps for index in range(steps + 1))
        ]
        clear = field.clear_way([way[-1], *curve])
        way += curve if clear else [QPointF(corner)]
    way.append(QPointF(points[-1]))
    return way


def coin_route(
    source: QPointF, target: QPointF, bounds: QRectF, obstacles: Sequence[QRectF], reach: float
) -> list[QPointF]:
    """The way from ``source`` to ``target`` inside ``bounds`` that keeps a point ``reach`` away from every rectangle
    of ``obstacles`` (the straight run where no way keeps clear)."""
    field = Field(bounds, obstacles, reach)
    if field.clear_run(source, target):
        return [source, target]
    cells = shortest_cells(field, field.cell_of(source), field.cell_of(target))
    if cells is None:
        return [source, target]
    points = [source, *(field.centre(cell) for cell in cells[1:-1]), target]
    return rounded(field, straightened(field, points))


def along(points: Sequence[QPointF], fraction: float) -> QPointF:
    """The point ``fraction`` of the way's length along ``points``."""
    lengths = [math.dist(a.toTuple(), b.toTuple()) for a, b in itertools.pairwise(points)]
    remaining = max(0.0, min(1.0, fraction)) * sum(lengths)
    for (a, b), length in zip(itertools.pairwise(points), lengths, strict=True):
        if remaining <= length and length > 0:
            return a + (b - a) * (remaining / length)
        remaining -= length
    return QPointF(points[-1])
