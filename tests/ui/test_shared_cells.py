"""Goods sharing a warehouse cell, measured on the table: the cell grows to hold them, full size, inside it, its
number in view; clicks and drags reach the cells of the grown and shrunk grid."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QPainterPathStroker
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import GOODS, Cell, Good, position_from_data
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.ui.board.geometry import CELL
from lehavre_desktop.ui.board.warehouse import WarehouseItem
from tests.ui.helpers import ink_box
from tests.ui.test_board_warehouse import box_in_warehouse, propose, topmost_good, viewport_point
from tests.ui.test_legibility import CROWDED, LANGUAGES, table_view

# The views of a 1280 x 800 and of a 1024 x 768 window, and the least a token of a cluster is in each.
VIEWS = {"1280x800": ((1000, 610), 20.0), "1024x768": ((1000, 600), 20.0)}
SHARED = Cell(2, 2)  # the cell the goods share: its row and column are in the grid's middle
ALONE = (Cell(0, 5), Cell(5, 0), Cell(5, 5))


def crowdings() -> list[tuple[tuple[Cell, ...], dict[Good, Cell]]]:
    """Two, three and four markers on one cell; markers there with proposed places of the others arriving, four
    tokens in all, and two or three on cells beside it; four proposed places alone."""
    found: list[tuple[tuple[Cell, ...], dict[Good, Cell]]] = []
    for count in (2, 3, 4):
        markers = (SHARED,) * count + ALONE[: len(GOODS) - count]
        found.append((markers, {}))
    for count in (1, 2, 3):
        markers = (SHARED,) * count + ALONE[: len(GOODS) - count]
        found.append((markers, {good: SHARED for good in GOODS[count:]}))
    found.append(((SHARED, SHARED, Cell(2, 3), Cell(1, 2)), {Good.FISH: Cell(2, 3), Good.CLAY: Cell(1, 2)}))
    # Every good paid, each proposed place alone in a row and a column of its own.
    markers = (Cell(5, 5), Cell(4, 4), Cell(3, 3), Cell(2, 2))
    found.append(
        (markers, {Good.FISH: Cell(0, 1), Good.CLAY: Cell(1, 0), Good.WOOD: Cell(0, 0), Good.GRAIN: Cell(1, 1)})
    )
    return found


def drawn_tokens(warehouse: WarehouseItem) -> list[tuple[Cell, QRectF, float]]:
    """Every token on show: its cell (the model's), its box in the warehouse and its size in view pixels."""
    view = warehouse.scene().views()[0]
    found = []
    for good in GOODS:
        items = [(warehouse.marker_item(good), warehouse.markers[good.slot])]
        ghost = warehouse.ghost_item(good)
        if ghost.isVisible() and ghost.moved_away:
            items.append((ghost, warehouse.preview[good]))
        for item, cell in items:
            px = item.size * item.deviceTransform(view.viewportTransform()).m22()
            found.append((cell, box_in_warehouse(warehouse, item), px))
    return found


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("view_name", list(VIEWS))
def test_shared_cells_hold_their_tokens_large_inside_them_and_keep_their_numbers_in_view(
    qtbot: QtBot, languages: LanguageManager, view_name: str, language: str
) -> None:
    languages.set_language(language, remember=False)
    size, least = VIEWS[view_name]
    scene, _view = table_view(qtbot, position_from_data({"players": [{"name": "Emma"}, {"name": "Max"}]}), size)
    warehouse = scene.warehouses[0]
    for markers, ghosts in crowdings():
        warehouse.set_markers(markers)
        warehouse.set_preview(ghosts)
        grid = warehouse.grid
        tokens = drawn_tokens(warehouse)
        assert warehouse.grid_rect() == QRectF(0, 0, 6 * CELL, 6 * CELL)  # the warehouse keeps its outer size
        numbers = [run for run in warehouse.text_runs()[: len(warehouse.geometry.cells)] if run.role == "warehouse"]
        here = [cell for cell, _box, _px in tokens]
        for cell, box, px in tokens:
            assert px >= least, (markers, ghosts, cell, px)
            assert grid.cell_rect(cell).contains(box), (markers, ghosts, cell, box, grid.cell_rect(cell))
            assert warehouse.grid_rect().contains(box)
        for (_a, a, _pa), (_b, b, _pb) in itertools.combinations(tokens, 2):
            assert not a.intersects(b), (markers, ghosts, a, b)
        proposed = {warehouse.preview[good] for good in ghosts}
        for cell in {cell for cell in here if here.count(cell) > 1} | proposed:
            (run,) = [run for run in numbers if grid.cell_rect(cell).contains(run.rect.center())]
            assert run.text == str(cell.amount)
            ink = ink_box(run)
            assert grid.cell_rect(cell).contains(ink)
            for _cell, box, _px in tokens:
                assert not box.intersects(ink), (markers, ghosts, cell, box, ink)
        print(f"\n{view_name} {language} {markers} {ghosts}: least token {min(px for *_, px in tokens):.1f} px")


ROOM_MADE = {
    "players": [
        {"name": "Emma", "goods": {"fish": "2.2", "clay": "2.2", "wood": "2.2", "grain": "0.5"}},
        {"name": "Max"},
    ]
}


def test_a_click_on_any_cell_of_a_grown_grid_means_that_cell(qtbot: QtBot) -> None:
    state = position_from_data(ROOM_MADE)
    scene, view = table_view(qtbot, state, VIEWS["1280x800"][0])
    warehouse = scene.warehouses[0]
    assert warehouse.grid.widths[2] > CELL and warehouse.grid.heights[2] > CELL
    assert warehouse.grid.widths[0] < CELL and warehouse.grid.heights[0] < CELL
    clicked: list[tuple[int, object]] = []
    scene.cellClicked.connect(lambda seat, cell: clicked.append((seat, cell)))
    for cell in sorted(warehouse.geometry.cells):
        rect = warehouse.grid.cell_rect(cell)
        corner = rect.topLeft() + QPointF(3, rect.height() - 3)  # off the tokens, at the cell's bottom-left
        for local in (rect.center(), corner):
            if topmost_good(view, viewport_point(view, warehouse.mapToScene(local))) is not None:
                continue  # a marker no choice moves: its cell is under it all the same, checked by the corner
            QTest.mouseClick(
                view.viewport(),
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier.NoModifier,
                viewport_point(view, warehouse.mapToScene(local)),
            )
            assert clicked[-1] == (0, cell), (cell, local)


def test_a_marker_dragged_onto_a_cell_of_the_grown_grid_lands_in_that_cell(qtbot: QtBot) -> None:
    state = position_from_data(ROOM_MADE)
    scene, view = table_view(qtbot, state, VIEWS["1280x800"][0])
    pending = propose(scene, state, "build", "grocery_store")  # food: fish or grain
    warehouse = scene.warehouses[0]
    dropped: list[tuple[int, object, object]] = []
    scene.markerDropped.connect(lambda seat, g, c: dropped.append((seat, g, c)))
    good = Good.FISH
    item = warehouse.marker_item(good)
    assert item.isVisible() and item.draggable
    targets = [c for c in sorted(warehouse.targets[good]) if c != pending.preview().markers[good.slot]]
    grid = warehouse.grid
    # A target in a shrunk row or column, aimed near its edge with the grown cell's neighbours.
    target = next(c for c in targets if grid.heights[c.row] != CELL or grid.widths[c.col] != CELL)
    rect = grid.cell_rect(target)
    viewport = view.viewport()
    start = viewport_point(view, item.mapToScene(QPointF(item.size / 2, item.size / 2)))
    end = viewport_point(view, warehouse.mapToScene(rect.topLeft() + QPointF(rect.width() - 4, rect.height() - 4)))
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * (step / 5))
    assert warehouse.drag_good is good
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert dropped[-1] == (0, good, target)


@pytest.mark.parametrize("view_name", list(VIEWS))
def test_a_proposed_payments_arrows_keep_off_the_numbers_of_the_cells_they_pass(qtbot: QtBot, view_name: str) -> None:
    """The README's picture: Emma's fish and wood share cell 7, clay is on 7 and grain on 5; the Church Square
    paid with 4 fish (to 3) and 4 grain (to 1). Each arrow stays in the grid and covers no cell's number but
    those of the cells it leaves and reaches."""
    state = position_from_data(CROWDED)
    scene, _view = table_view(qtbot, state, VIEWS[view_name][0])
    warehouse = scene.warehouses[0]
    assert warehouse.markers[Good.FISH.slot] == warehouse.markers[Good.WOOD.slot] == Cell(2, 1)
    proposed = {Good.FISH: Cell(1, 0), Good.GRAIN: Cell(0, 1)}
    warehouse.set_preview(proposed, set(proposed))
    stroker = QPainterPathStroker()
    stroker.setWidth(7)  # the arrow's halo
    for good, cell in proposed.items():
        arrow = warehouse.arrow_item(good)
        assert arrow.isVisible()
        stroke = arrow.mapToParent(stroker.createStroke(arrow.path()))
        assert warehouse.grid_rect().contains(stroke.boundingRect()), good
        ends = {warehouse.markers[good.slot], cell}
        for other in warehouse.geometry.cells - ends:
            number = QPainterPath()
            number.addRect(warehouse.grid.number_box(other))
            covered = stroke.intersected(number).boundingRect()
            # At most a corner of 4 x 4 (2.4 px) of the box round the digits' ink: an arrowhead's halo beside it.
            assert covered.width() * covered.height() <= 16, (good, other, covered)
