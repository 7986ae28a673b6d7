"""The warehouse reads at a glance: markers inside their cells, readable numbers, unmistakable proposed moves,
and drags that show where they can go."""

from __future__ import annotations

import itertools
import math

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import GOODS, Cell, GameState, Good, build_options, new_game, position_from_data
from lehavre_desktop.table import Pending, present
from lehavre_desktop.ui import theme
from lehavre_desktop.ui.board.scene import TableScene
from lehavre_desktop.ui.board.view import TableView
from lehavre_desktop.ui.board.warehouse import MarkerItem, WarehouseItem
from tests.ui.test_legibility import table_view

BUTTON = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


def propose(scene: TableScene, state: GameState, verb: str, building: str, index: int = 0) -> Pending:
    """Shape a build or use as the controller does: the choice's markers and its targets on the warehouse."""
    choices = build_options(state, building) if verb == "build" else []
    pending = Pending(verb, building, state, tuple(choices))
    pending.index = index
    scene.show_frame(present(state, pending))
    return pending


def box_in_warehouse(warehouse: WarehouseItem, item: MarkerItem) -> QRectF:
    """Where a marker (or proposed place) is drawn, in the warehouse's coordinates."""
    return warehouse.mapFromItem(item, QRectF(0, 0, item.size, item.size)).boundingRect()


# ---- reading ---------------------------------------------------------------------------------


def test_cell_numbers_meet_wcag_aa_on_every_cell_background() -> None:
    palette = theme.current()
    backgrounds = {
        "light cell": palette.cell_light,
        "dark cell": palette.cell_dark,
        "legal light cell": theme.over(palette.legal_target, palette.cell_light),
        "legal dark cell": theme.over(palette.legal_target, palette.cell_dark),
    }
    ratios = {name: theme.contrast_ratio(palette.cell_number, colour) for name, colour in backgrounds.items()}
    print("\ncell numbers:", ", ".join(f"{name} {ratio:.2f}:1" for name, ratio in ratios.items()))
    assert all(ratio >= 4.5 for ratio in ratios.values()), ratios
    # The row and column values and the legend are written on the table.
    assert theme.contrast_ratio(palette.paper, palette.table) >= 4.5


def test_the_contrast_formula_is_wcags() -> None:
    assert math.isclose(theme.contrast_ratio(QColor("black"), QColor("white")), 21.0)
    assert math.isclose(theme.contrast_ratio(QColor("#777777"), QColor("white")), 4.48, abs_tol=0.01)


def test_markers_stand_centred_in_their_cells_and_share_a_cell_round_its_centre(qtbot: QtBot) -> None:
    state = position_from_data(
        {
            "players": [
                {"name": "Emma", "goods": {"fish": "1.2", "clay": "1.2", "wood": "1.2", "grain": "0.0"}},
                {"name": "Max"},
            ]
        }
    )
    scene, _view = table_view(qtbot, state, (1000, 610))
    warehouse = scene.warehouses[0]
    grain = box_in_warehouse(warehouse, warehouse.marker_item(Good.GRAIN))
    assert grain.center() == warehouse.grid.cell_rect(Cell(0, 0)).center()
    shared = warehouse.grid.cell_rect(Cell(1, 2))
    boxes = []
    for good in (Good.FISH, Good.CLAY, Good.WOOD):
        box = box_in_warehouse(warehouse, warehouse.marker_item(good))
        assert shared.contains(box), (good, box)  # inside that cell, which grows to hold them
        boxes.append(box)
    for a, b in itertools.combinations(boxes, 2):
        assert not a.intersects(b)


# ---- a proposed move ---------------------------------------------------------------------------


def colour_distance(a: QColor, b: QColor) -> float:
    return math.dist((a.red(), a.green(), a.blue()), (b.red(), b.green(), b.blue()))


def test_the_preview_colour_is_no_goods_and_no_players() -> None:
    palette = theme.current()
    others = [
        *palette.good_colours.values(),
        *palette.player_colours,
        palette.legal_edge,
        palette.highlight,
        palette.franc_colour,
        palette.warning,
    ]
    for colour in others:
        assert colour_distance(palette.preview, colour) >= 120, colour.name()


@pytest.mark.parametrize("building", ["grocery_store", "hardware_store", "clay_mound"])
def test_a_proposed_move_shows_a_hollow_marker_in_the_preview_colour_and_an_arrow(qtbot: QtBot, building: str) -> None:
    palette = theme.current()
    state = new_game(("Emma", "Max"))
    scene, _view = table_view(qtbot, state, (1000, 610))
    for index, choice in enumerate(build_options(state, building)):
        pending = propose(scene, state, "build", building, index)
        warehouse = scene.warehouses[0]
        after = pending.preview().markers
        for good in GOODS:
            ghost, arrow = warehouse.ghost_item(good), warehouse.arrow_item(good)
            moves = after[good.slot] != state.players[0].markers[good.slot]
            assert ghost.isVisible() == (moves or good in warehouse.draggable), (choice, good)
            assert arrow.isVisible() == moves, (choice, good)
            if moves:
                assert ghost.moved_away and ghost.colour == palette.preview and arrow.colour == palette.preview
                # The proposed place is in the new cell, the arrow runs from the marker towards it.
                ghost_box = box_in_warehouse(warehouse, ghost)
                assert warehouse.grid.cell_rect(after[good.slot]).contains(ghost_box)
                marker = warehouse.marker_item(good)
                assert arrow.path().contains(arrow.start) or arrow.start != arrow.end
                assert math.dist(
                    (arrow.start.x(), arrow.start.y()), (marker.centre().x(), marker.centre().y())
                ) < math.dist((arrow.start.x(), arrow.start.y()), (ghost.centre().x(), ghost.centre().y()))
    scene.show_frame(present(state))
    for good in GOODS:
        assert not scene.warehouses[0].ghost_item(good).isVisible()
        assert not scene.warehouses[0].arrow_item(good).isVisible()


def test_grain_proposed_shows_in_the_preview_colour_on_a_grain_marker_image(qtbot: QtBot) -> None:
    """Look at the pixels: the proposed place of grain is magenta, not a yellow outline that vanishes."""
    state = new_game(("Emma", "Max"))
    scene, view = table_view(qtbot, state, (1000, 610))
    # Grocery Store paid with grain and fish: grain 1 -> 0.
    choice = next(
        i
        for i, c in enumerate(build_options(state, "grocery_store"))
        if propose(scene, state, "build", "grocery_store", i).preview().markers[Good.GRAIN.slot].amount == 0
    )
    propose(scene, state, "build", "grocery_store", choice)
    ghost = scene.warehouses[0].ghost_item(Good.GRAIN)
    rect = ghost.mapToScene(QRectF(0, 0, ghost.size, ghost.size)).boundingRect()
    image = view.viewport().grab().toImage()
    top_left = view.mapFromScene(rect.topLeft())
    bottom_right = view.mapFromScene(rect.bottomRight())
    magenta = 0
    for x in range(top_left.x(), bottom_right.x() + 1):
        for y in range(top_left.y(), bottom_right.y() + 1):
            if colour_distance(image.pixelColor(x, y), theme.current().preview) < 60:
                magenta += 1
    assert magenta >= 20


# ---- dragging ----------------------------------------------------------------------------------


def viewport_point(view: TableView, scene_point: QPointF) -> QPoint:
    return view.mapFromScene(scene_point)


def test_a_marker_drag_lights_its_legal_cells_and_a_drop_off_the_grid_snaps_back(qtbot: QtBot) -> None:
    state = new_game(("Emma", "Max"))
    scene, view = table_view(qtbot, state, (1000, 610))
    propose(scene, state, "build", "grocery_store")
    warehouse = scene.warehouses[0]
    good = next(g for g in GOODS if warehouse.ghost_item(g).isVisible() and warehouse.targets.get(g))
    ghost = warehouse.ghost_item(good)
    home = ghost.pos()
    cancelled: list[tuple[int, object]] = []
    dropped: list[tuple[int, object, object]] = []
    scene.markerDropCancelled.connect(lambda seat, g: cancelled.append((seat, g)))
    scene.markerDropped.connect(lambda seat, g, c: dropped.append((seat, g, c)))
    viewport = view.viewport()
    start = viewport_point(view, ghost.mapToScene(QPointF(ghost.size / 2, ghost.size / 2)))
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, BUTTON, NO_MOD, start)
    QTest.mouseMove(viewport, start + QPoint(0, -30))
    # From the start of the drag, the good's legal cells are lit, more strongly than before.
    assert warehouse.drag_good is good
    assert warehouse.highlighted() == warehouse.targets[good]
    assert ghost.dragging
    off_grid = viewport_point(view, scene.bank.mapToScene(scene.bank.boundingRect().center()))
    QTest.mouseMove(viewport, off_grid)
    QTest.mouseRelease(viewport, BUTTON, NO_MOD, off_grid)
    assert warehouse.drag_good is None and not ghost.dragging
    assert ghost.pos() == home
    assert cancelled == [(0, good)] and dropped == []


def test_dragging_a_marker_takes_its_proposed_place_along(qtbot: QtBot) -> None:
    state = new_game(("Emma", "Max"))
    scene, view = table_view(qtbot, state, (1000, 610))
    pending = propose(scene, state, "build", "grocery_store")
    warehouse = scene.warehouses[0]
    moved = [g for g in GOODS if pending.preview().markers[g.slot] != state.players[0].markers[g.slot]]
    good = moved[0]
    marker = warehouse.marker_item(good)
    assert marker.draggable
    dropped: list[tuple[int, object, object]] = []
    scene.markerDropped.connect(lambda seat, g, c: dropped.append((seat, g, c)))
    target = next(c for c in warehouse.targets[good] if c != pending.preview().markers[good.slot])
    viewport = view.viewport()
    start = viewport_point(view, marker.mapToScene(QPointF(marker.size / 2, marker.size / 2)))
    end = viewport_point(view, warehouse.cell_center_scene(target))
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, BUTTON, NO_MOD, start)
    for step in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * (step / 5))
    assert warehouse.ghost_item(good).dragging and warehouse.drag_good is good
    QTest.mouseRelease(viewport, BUTTON, NO_MOD, end)
    assert dropped == [(0, good, target)]
    assert marker.pos() == marker._home  # the marker itself never left its cell


def test_a_click_on_a_marker_is_a_click_on_its_cell(qtbot: QtBot) -> None:
    state = new_game(("Emma", "Max"))
    scene, view = table_view(qtbot, state, (1000, 610))
    pending = propose(scene, state, "build", "grocery_store")
    good = next(g for g in GOODS if pending.preview().markers[g.slot] != state.players[0].markers[g.slot])
    marker = scene.warehouses[0].marker_item(good)
    clicked: list[tuple[int, object]] = []
    scene.cellClicked.connect(lambda seat, cell: clicked.append((seat, cell)))
    point = viewport_point(view, marker.mapToScene(QPointF(marker.size / 2, marker.size / 2)))
    QTest.mouseClick(view.viewport(), BUTTON, NO_MOD, point)
    assert clicked == [(0, state.players[0].markers[good.slot])]


ALL_IN_ONE_CELL = {
    "players": [{"name": "Emma", "goods": dict.fromkeys(("fish", "clay", "wood", "grain"), "2.1")}, {"name": "Max"}]
}


def topmost_good(view: TableView, point: QPoint) -> Good | None:
    """The good whose marker (or proposed place) a press at ``point`` reaches."""
    for found in view.items(point):
        if found.acceptedMouseButtons() & BUTTON:
            return found.good if isinstance(found, MarkerItem) else None
    return None


def test_four_goods_in_one_cell_stand_apart_and_each_press_reaches_its_own(qtbot: QtBot) -> None:
    state = position_from_data(ALL_IN_ONE_CELL)
    scene, view = table_view(qtbot, state, (1000, 610))
    warehouse = scene.warehouses[0]
    boxes = {good: box_in_warehouse(warehouse, warehouse.marker_item(good)) for good in GOODS}
    for a, b in itertools.combinations(GOODS, 2):
        assert not boxes[a].intersects(boxes[b]), (a, b)
    for good, box in boxes.items():
        # The middle and the corners of each token's square (a pixel inside it): that good and no other.
        inner = box.adjusted(2, 2, -2, -2)
        for local in (inner.center(), inner.topLeft(), inner.topRight(), inner.bottomLeft(), inner.bottomRight()):
            point = viewport_point(view, warehouse.mapToScene(local))
            assert topmost_good(view, point) is good, (good, local)


def test_a_good_dragged_out_of_a_shared_cell_is_the_one_pressed(qtbot: QtBot) -> None:
    state = position_from_data(ALL_IN_ONE_CELL)
    scene, view = table_view(qtbot, state, (1000, 610))
    pending = propose(scene, state, "build", "grocery_store")  # food: fish or grain, from the shared cell
    warehouse = scene.warehouses[0]
    dropped: list[tuple[int, object, object]] = []
    scene.markerDropped.connect(lambda seat, g, c: dropped.append((seat, g, c)))
    # Fish from its marker among the four in cell 7, grain from its proposed place, which shares cell 6 with fish's.
    for good, item in ((Good.FISH, warehouse.marker_item(Good.FISH)), (Good.GRAIN, warehouse.ghost_item(Good.GRAIN))):
        assert item.isVisible() and item.draggable, good
        target = next(c for c in sorted(warehouse.targets[good]) if c != pending.preview().markers[good.slot])
        viewport = view.viewport()
        start = viewport_point(view, item.mapToScene(QPointF(item.size / 2, item.size / 2)))
        assert topmost_good(view, start) is good
        end = viewport_point(view, warehouse.cell_center_scene(target))
        QTest.mouseMove(viewport, start)
        QTest.mousePress(viewport, BUTTON, NO_MOD, start)
        for step in range(1, 6):
            QTest.mouseMove(viewport, start + (end - start) * (step / 5))
        assert warehouse.drag_good is good and warehouse.ghost_item(good).dragging
        QTest.mouseRelease(viewport, BUTTON, NO_MOD, end)
        assert dropped[-1] == (0, good, target)


def test_a_building_drag_lights_the_bank_until_the_drop(qtbot: QtBot) -> None:
    state = position_from_data(
        {"round": "C", "to_act": "Emma", "players": [{"name": "Emma", "wheel": {"clay_mound": "2"}}, {"name": "Max"}]}
    )
    scene, view = table_view(qtbot, state, (1000, 610))
    chip = scene.chips["clay_mound"]
    assert chip.draggable
    ended: list[str] = []
    cancelled: list[str] = []
    scene.chipDragEnded.connect(ended.append)
    scene.chipDragCancelled.connect(cancelled.append)
    viewport = view.viewport()
    start = viewport_point(view, chip.mapToScene(chip.rect.center()))
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, BUTTON, NO_MOD, start)
    assert not scene.bank.highlighted
    QTest.mouseMove(viewport, start + QPoint(12, 12))
    assert scene.bank.highlighted
    QTest.mouseMove(viewport, start + QPoint(40, 40))
    QTest.mouseRelease(viewport, BUTTON, NO_MOD, start + QPoint(40, 40))
    assert not scene.bank.highlighted
    assert cancelled == ["clay_mound"] and ended == ["clay_mound"]
    assert chip.pos() == chip._home  # snapped back
