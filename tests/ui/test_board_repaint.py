"""Each item of the table repaints only when its own data changed (issue 8, contract §4).

Every item's ``update`` (and ``prepareGeometryChange``) is counted while the scene is told about a
state, a selection or a proposed payment; items whose data did not change must not ask to repaint.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import Good, apply, build_options, position_from_data
from lehavre_desktop.table import present
from lehavre_desktop.ui.board.scene import TableScene
from lehavre_desktop.ui.board.tile import TileStatus
from tests.ui.test_board_warehouse import propose
from tests.ui.test_legibility import CROWDED, table_view


@contextmanager
def counted(scene: TableScene) -> Iterator[Counter[QGraphicsItem]]:
    """Count the repaint requests (``update``, ``prepareGeometryChange``) each item makes."""
    calls: Counter[QGraphicsItem] = Counter()
    patched: list[tuple[QGraphicsItem, str]] = []

    def wrap(item: QGraphicsItem, name: str) -> None:
        original: Callable[..., None] = getattr(item, name)

        def counting(*args: object) -> None:
            calls[item] += 1
            original(*args)

        setattr(item, name, counting)
        patched.append((item, name))

    for item in scene.items():
        wrap(item, "update")
        wrap(item, "prepareGeometryChange")
    try:
        yield calls
    finally:
        for item, name in patched:
            delattr(item, name)


def names(calls: Counter[QGraphicsItem]) -> set[str]:
    return {type(item).__name__ for item in calls}


def test_showing_the_same_state_again_repaints_nothing(qtbot: QtBot) -> None:
    state = position_from_data(CROWDED)
    scene, _view = table_view(qtbot, state, (1000, 610))
    with counted(scene) as calls:
        scene.show_state(state)
        scene.show_state(state)
    assert not calls, names(calls)


def test_selecting_a_tile_repaints_that_tile_only(qtbot: QtBot) -> None:
    state = position_from_data(CROWDED)
    scene, _view = table_view(qtbot, state, (1000, 610))
    with counted(scene) as calls:
        scene.show_frame(present(state, selection="sawmill"))
    assert set(calls) == {scene.tiles["sawmill"]}
    with counted(scene) as calls:
        scene.show_frame(present(state, selection="pier"))
    assert set(calls) <= {scene.tiles["sawmill"], scene.chips["pier"]}
    assert scene.tiles["sawmill"] in calls


def test_a_proposed_payment_repaints_the_payers_warehouse_only(qtbot: QtBot) -> None:
    state = position_from_data(CROWDED)
    scene, _view = table_view(qtbot, state, (1000, 610))
    scene.show_frame(present(state, selection="sawmill"))
    warehouse = scene.warehouses[0]
    mine = {warehouse, *warehouse.childItems()}
    with counted(scene) as calls:
        propose(scene, state, "build", "sawmill")
    assert calls and set(calls) <= mine, names(calls)
    with counted(scene) as calls:
        scene.show_frame(present(state, selection="sawmill"))
    assert calls and set(calls) <= mine
    with counted(scene) as calls:
        scene.show_frame(present(state, selection="sawmill"))
    assert not calls


def test_an_action_repaints_what_it_changed_and_nothing_else(qtbot: QtBot) -> None:
    state = position_from_data(CROWDED)
    scene, _view = table_view(qtbot, state, (1000, 610))
    build = build_options(state, "sawmill")[0]
    after = apply(state, build).state
    upcoming = [tile for tile in scene.tiles.values() if tile.status is TileStatus.UPCOMING]
    before = {
        building: (chip.usable, chip.selected, chip.draggable, chip.rect, chip.pos())
        for building, chip in scene.chips.items()
    }
    with counted(scene) as calls:
        scene.show_state(after)
    # The builder's warehouse, header, wheel and the tile built change; the other player's warehouse, the
    # track (same round), the bank and the buildings of later rounds do not.
    assert scene.tiles["sawmill"] in calls and scene.warehouses[0] in calls and scene.wheels[0] in calls
    unchanged = [
        scene.warehouses[1],
        scene.track,
        scene.bank,
        *upcoming,
        *(scene.warehouses[1].marker_item(good) for good in Good),
    ]
    assert not [item for item in unchanged if item in calls]
    # A building whose place and frame stay the same does not repaint.
    same = [
        chip
        for building, chip in scene.chips.items()
        if before.get(building) == (chip.usable, chip.selected, chip.draggable, chip.rect, chip.pos())
    ]
    assert same and not [chip for chip in same if chip in calls]
