"""Every marking on the table explains itself when the pointer rests on it."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import new_game, position_from_data
from lehavre_desktop.ui.board.geometry import WHEEL_RADIUS, badge_rect, letter_angle, polar, tray_rect
from lehavre_desktop.ui.board.scene import TableScene
from lehavre_desktop.ui.board.view import TableView
from lehavre_desktop.ui.board.wheel import age_at
from tests.ui.test_legibility import CROWDED, table_view


def hover(view: TableView, item: QGraphicsItem, local: QPointF) -> str:
    """Rest the pointer on ``local`` (item coordinates); the tooltip the item then has."""
    QTest.mouseMove(view.viewport(), view.mapFromScene(QPointF(5, 995)))
    QTest.mouseMove(view.viewport(), view.mapFromScene(item.mapToScene(local)))
    QApplication.processEvents()
    return item.toolTip()


def sectors_seen(scene: TableScene) -> list[tuple[int, int]]:
    seen: list[tuple[int, int]] = []
    scene.sectorHovered.connect(lambda seat, age: seen.append((seat, age)))
    return seen


def test_round_letters_and_sectors_of_the_dial_explain_themselves(qtbot: QtBot) -> None:
    state = new_game(("Emma", "Max"))
    scene, view = table_view(qtbot, state, (1000, 610))
    seen = sectors_seen(scene)
    wheel = scene.wheels[1]
    letter = hover(view, wheel, polar(QPointF(0, 0), WHEEL_RADIUS, letter_angle(2)))
    assert "Round I" in letter and "9 of 12" in letter
    for bisector in (0.0, 60.0, 120.0, 180.0, 240.0, 300.0):
        age = age_at(wheel.pointer, bisector)
        text = hover(view, wheel, tray_rect(QPointF(0, 0), bisector).center())
        assert text and (seen[-1] == (1, age)), (bisector, age, text)
        if age == 5:
            assert text.startswith("Sale")
        elif age:
            assert f"N = {min(age + 1, 4)}" in text


def test_sector_rows_and_the_sale_strip_explain_themselves(qtbot: QtBot) -> None:
    state = position_from_data(CROWDED)
    scene, view = table_view(qtbot, state, (1000, 610))
    seen = sectors_seen(scene)
    wheel = scene.wheels[0]
    for age in range(6):
        row = wheel.row_rect(age)
        spot = badge_rect(row, 0).center() if age < 5 else row.center()  # a row's tab; the sale tray
        text = hover(view, wheel, wheel.mapFromScene(spot))
        assert seen[-1] == (0, age) and text, age
    assert "sold" in text


def test_the_round_tabs_name_the_actions_the_starting_player_and_the_new_buildings(qtbot: QtBot) -> None:
    state = new_game(("Emma", "Max"))
    scene, view = table_view(qtbot, state, (1000, 610))
    track = scene.track
    text = hover(view, track, track.tab(1).center())
    assert "Round B" in text and "3 actions" in text and "Max" in text  # Max starts round B
    assert "Wood Company" in text and "Kiln" in text
    assert "Emma" in hover(view, track, track.starter_mark(2).center())


def test_the_bank_the_warehouse_values_and_the_tiles_explain_themselves(qtbot: QtBot) -> None:
    state = position_from_data(CROWDED)
    scene, view = table_view(qtbot, state, (1000, 610))
    assert "sell" in hover(view, scene.bank, scene.bank.boundingRect().center())
    warehouse = scene.warehouses[0]
    assert "3" in hover(view, warehouse, QPointF(-10, 10))  # a row value
    assert "column" in hover(view, warehouse, QPointF(48 * 2 + 24, 6 * 48 + 12))
    assert "Fish" in hover(view, warehouse, warehouse.legend_rect().topLeft() + QPointF(40, 10))
    assert "Row 3 + column +1 = 4" in hover(view, warehouse, QPointF(48 + 24, 4 * 48 + 24))
    # Lock and Dock symbols: on the tile's card.
    chip = scene.chips["fish_factory"]
    text = hover(view, chip, chip.rect.center())
    assert "Lock symbol" in text and "Dock symbol" in text
    tile = scene.tiles["sawmill"]
    assert "Function" in hover(view, tile, QPointF(30, 70))
