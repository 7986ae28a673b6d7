"""A marker whose proposed place is in the next cell: its arrow keeps a shaft a player can read (at least 12 px on
screen, in view: not hidden under a token), inside the grid and off the numbers of its two cells; and the shared
cell it reaches grows by no more than its cluster needs.

The computer's move of the pictures (``edge_screenshots --scenes computer_move``) is the first case: Ben's clay,
wood and grain in cell 0, his fish in cell 1 paying 1 fish, to cell 0.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import GOODS, Cell, Good, Use, legal_actions, position_from_data
from lehavre_desktop.ui.board.suggestion import Badge, SuggestionItem, suggestion_marks
from lehavre_desktop.ui.board.warehouse import MarkerItem, WarehouseItem, shaft_of
from lehavre_desktop.ui.board.warehouse_geometry import CLUSTERS
from lehavre_desktop.ui.painting import good_path
from tests.ui.positions import RESTAURANT_FOR_A_FEE
from tests.ui.test_board_warehouse import box_in_warehouse
from tests.ui.test_legibility import VIEWS, table_view

LEAST_SHAFT_PX = 12.0
SAMPLES = 200

# Where the four markers stand (fish, clay, wood, grain) and where the fish is proposed to go.
NEIGHBOURS = {
    "the computer's move: into a cell of three": ((Cell(0, 1), Cell(0, 0), Cell(0, 0), Cell(0, 0)), Cell(0, 0)),
    "left into an empty cell": ((Cell(2, 3), Cell(5, 5), Cell(4, 0), Cell(0, 5)), Cell(2, 2)),
    "down a row": ((Cell(3, 2), Cell(5, 5), Cell(4, 0), Cell(0, 5)), Cell(2, 2)),
    "down into a cell of two": ((Cell(1, 4), Cell(0, 4), Cell(0, 4), Cell(5, 0)), Cell(0, 4)),
}


def tokens_over(warehouse: WarehouseItem, z: float) -> list[QPainterPath]:
    """The shapes of the tokens drawn over something at height ``z`` (warehouse coordinates)."""
    items: list[MarkerItem] = [warehouse.marker_item(good) for good in GOODS]
    items += [warehouse.ghost_item(good) for good in GOODS if warehouse.ghost_item(good).isVisible()]
    return [good_path(item.good, box_in_warehouse(warehouse, item)) for item in items if item.zValue() > z]


def visible_shaft_px(warehouse: WarehouseItem, good: Good, scale: float) -> float:
    """How long the good's arrow's shaft is on screen where no token covers it."""
    arrow = warehouse.arrow_item(good)
    shaft = arrow.shaft()
    hiding = tokens_over(warehouse, arrow.zValue())
    points = [arrow.mapToParent(shaft.pointAtPercent(step / SAMPLES)) for step in range(SAMPLES + 1)]
    seen = 0.0
    for a, b in itertools.pairwise(points):
        middle = (a + b) / 2
        if not any(token.contains(middle) for token in hiding):
            seen += ((b.x() - a.x()) ** 2 + (b.y() - a.y()) ** 2) ** 0.5
    return seen * scale


@pytest.mark.parametrize("view_name", list(VIEWS))
@pytest.mark.parametrize("case", list(NEIGHBOURS))
def test_an_arrow_to_the_next_cell_keeps_a_shaft_in_view(qtbot: QtBot, view_name: str, case: str) -> None:
    markers, target = NEIGHBOURS[case]
    state = position_from_data({"round": "C", "players": [{"name": "Ann"}, {"name": "Ben"}]})
    scene, view = table_view(qtbot, state, VIEWS[view_name][0])
    warehouse = scene.warehouses[1]
    warehouse.set_markers(markers)
    warehouse.set_preview({Good.FISH: target})
    arrow = warehouse.arrow_item(Good.FISH)
    assert arrow.isVisible()
    scale = warehouse.deviceTransform(view.viewportTransform()).m22()
    assert arrow.shaft().length() * scale >= LEAST_SHAFT_PX, arrow.shaft().length() * scale
    assert visible_shaft_px(warehouse, Good.FISH, scale) >= LEAST_SHAFT_PX, case
    stroke = arrow.mapRectToParent(arrow.path().boundingRect())
    assert warehouse.grid_rect().adjusted(-1, -1, 1, 1).contains(stroke), (case, stroke)
    # Off the numbers of the cells it leaves and reaches (the amount now, the amount after). Between two cells of
    # one row the shaft must dip into the row under or over them: it may touch one number there.
    path = arrow.mapToParent(arrow.path())
    touched = {cell for cell in warehouse.geometry.cells if path.intersects(warehouse.grid.number_box(cell))}
    assert not touched & {markers[Good.FISH.slot], target} and len(touched) <= 1, (case, touched)


def test_a_cell_grown_for_its_cluster_grows_by_no_more_than_the_cluster_needs(qtbot: QtBot) -> None:
    """The computer's move: four tokens in cell 0 (three markers and the fish's proposed place) stand two by two
    under its number; column +0 is as wide as that needs and no wider, the five others share the rest alike."""
    markers, target = NEIGHBOURS["the computer's move: into a cell of three"]
    state = position_from_data({"round": "C", "players": [{"name": "Ann"}, {"name": "Ben"}]})
    scene, _view = table_view(qtbot, state, VIEWS["1280x800"][0])
    warehouse = scene.warehouses[1]
    warehouse.set_markers(markers)
    warehouse.set_preview({Good.FISH: target})
    widths = warehouse.grid.widths
    least = min(cluster.need()[0] for cluster in CLUSTERS[4])
    assert abs(widths[0] - least) < 0.5, (widths, least)
    assert max(widths[1:]) - min(widths[1:]) < 0.5, widths
    boxes = [box_in_warehouse(warehouse, warehouse.marker_item(good)) for good in GOODS[1:]]
    boxes.append(box_in_warehouse(warehouse, warehouse.ghost_item(Good.FISH)))
    cell = warehouse.grid.cell_rect(Cell(0, 0))
    assert all(cell.contains(box) for box in boxes)
    assert QPointF(cell.right(), 0).x() - max(box.right() for box in boxes) < 4  # the cluster fills the width


@pytest.mark.parametrize("view_name", list(VIEWS))
def test_a_suggested_payment_to_the_next_cell_has_an_arrow_with_a_shaft(qtbot: QtBot, view_name: str) -> None:
    """The hint's marks for the computer's move of the pictures (Ben's fish from cell 1 to cell 0, where his other
    three goods are): the dashed arrow is drawn (it was left out where the marker and its new place nearly touch),
    with a shaft of at least 12 px on screen, inside the warehouse's grid."""
    state = position_from_data(RESTAURANT_FOR_A_FEE)
    scene, view = table_view(qtbot, state, VIEWS[view_name][0])
    use = next(a for a in legal_actions(state) if isinstance(a, Use) and a.building == "restaurant" and a.times)
    marks = suggestion_marks(scene, state, (use,), Badge.SUGGESTED)
    (fish,) = (move for move in marks.moves if move.good is Good.FISH)
    arrow = SuggestionItem._arrow(fish)
    assert not arrow.isEmpty()
    scale = view.viewportTransform().m22()
    assert shaft_of(arrow).length() * scale >= LEAST_SHAFT_PX, shaft_of(arrow).length() * scale
    warehouse = scene.warehouses[1]
    grid = warehouse.mapRectToScene(warehouse.grid_rect())
    assert grid.adjusted(-1, -1, 1, 1).contains(arrow.boundingRect())
