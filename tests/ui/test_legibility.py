"""Every text on the table is large enough to read, in every language, in the smallest views the window gives.

The window guarantees the table a view of at least 1000 x 610 device pixels in a 1280 x 800 window
(teaching panel and log open) and 1000 x 600 in a 1024 x 768 one (issue 8). In those views every
text the table paints (building names, costs, values, function symbols, sector labels, warehouse
numbers, headers, the round track, the bank) must be at least 11 and 9 device pixels high, and fit
the room it is drawn in (no Greek or Hungarian text clipped). The texts are read off the scene's
items (``text_runs``: the text, its font and its rectangle) and mapped through the view's transform.

Run with ``-s`` to see the smallest size per language and view.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import GOODS, FixedValue, GameState, build_options, new_game, position_from_data
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.table import Pending, present
from lehavre_desktop.ui.board.geometry import (
    COMPACT_SIZE,
    DENSE_SIZE,
    SCENE_RECT,
    SUPPLY_RECT,
    TILE_SIZE,
    beside_area,
    dense_supply,
    player_board_rect,
    rows_area,
    supply_layout,
)
from lehavre_desktop.ui.board.panels import PlayerBoardItem
from lehavre_desktop.ui.board.scene import TableScene
from lehavre_desktop.ui.board.view import TableView
from lehavre_desktop.ui.board.wheel import WheelItem
from lehavre_desktop.ui.painting import TextRun
from tests.ui.helpers import ink_box, text_box

LANGUAGES = ("en", "el", "hu")
# name: (view size in device pixels, least text height in device pixels)
VIEWS = {"1280x800": ((1000, 610), 11.0), "1024x768": ((1000, 600), 9.0)}
ROLES = {"name", "cost", "value", "function", "sector", "warehouse", "letter", "legend", "header", "track", "bank"}
OPTIONAL_ROLES = {"note"}

# Round K: Emma's sector 0 holds eight buildings (random play puts up to eight, now and then nine, in one
# sector), the rest of her wheel five more, two lock buildings beside her board; the supply holds buildings
# on offer and of later rounds.
CROWDED = {
    "round": "K",
    "to_act": "Emma",
    "players": [
        {
            "name": "Emma",
            "francs": 14,
            "goods": {"fish": "2.1", "clay": "1.4", "wood": "2.1", "grain": "0.5"},
            "wheel": {
                "hardware_store": "0",
                "craftsmens_yard": "0",
                "masons_guild": "0",
                "wood_company": "0",
                "farmland": "0",
                "kiln": "0",
                "fish_market": "0",
                "business_office": "0",
                "smokehouse": "2",
                "bakehouse": "3",
                "marketplace": "4",
                "farm": "4+",
                "clay_mound": "2",
            },
            "beside": ["pont_de_normandie", "fish_factory"],
        },
        {
            "name": "Maximilian",
            "francs": 9,
            "goods": {"fish": "1.2", "clay": "0.3", "wood": "3.0", "grain": "1.2"},
            "wheel": {"weekly_market": "0", "building_firm": "2", "pier": "2", "restaurant": "3", "guild_hall": "0"},
        },
    ],
}
# Round F: a long supply (every building of A-F on offer) and the buildings of G-L waiting.
LONG_SUPPLY = {"round": "F", "players": [{"name": "Emma", "wheel": {"clay_mound": "3"}}, {"name": "Max"}]}


def crowded() -> GameState:
    return position_from_data(CROWDED)


# Round J with nothing built: 25 buildings on offer (random play offers at most 23), in their dense form.
HUGE_SUPPLY = {"round": "J", "players": [{"name": "Emma"}, {"name": "Max"}]}
POSITIONS: dict[str, Callable[[], GameState]] = {
    "crowded": crowded,
    "start": lambda: new_game(("Emma", "Max")),
    "long supply": lambda: position_from_data(LONG_SUPPLY),
    "huge supply": lambda: position_from_data(HUGE_SUPPLY),
}


@dataclass(frozen=True)
class Measured:
    item: str
    run: TextRun
    px: float  # the height of the font on screen, in device pixels
    fits: bool


def measure(scene: TableScene, view: TableView) -> list[Measured]:
    found = []
    transform = view.viewportTransform()
    for item in scene.text_items():
        scale = item.deviceTransform(transform).m22()
        for run in item.text_runs():  # type: ignore[attr-defined]
            found.append(Measured(type(item).__name__, run, run.font.pixelSize() * scale, run.fits()))
    return found


def show_build(scene: TableScene, state: GameState, building: str) -> None:
    """A build being shaped: its payment proposed on the warehouse (as the controller shows it)."""
    choice = build_options(state, building)[0]
    scene.show_frame(present(state, Pending("build", building, state, (choice,))))


def table_view(qtbot: QtBot, state: GameState, size: tuple[int, int]) -> tuple[TableScene, TableView]:
    scene = TableScene(state)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()
    assert (view.viewport().width(), view.viewport().height()) == size
    assert view.devicePixelRatio() == 1.0
    return scene, view


@pytest.mark.parametrize("position", list(POSITIONS))
@pytest.mark.parametrize("view_name", list(VIEWS))
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_is_large_enough_and_fits(
    qtbot: QtBot, languages: LanguageManager, language: str, view_name: str, position: str
) -> None:
    languages.set_language(language, remember=False)
    size, least = VIEWS[view_name]
    state = POSITIONS[position]()
    scene, view = table_view(qtbot, state, size)
    if position == "crowded":
        show_build(scene, state, "sawmill")
        wheel = scene.wheels[0]
        assert max(wheel.counts) == 8
    measured = measure(scene, view)
    roles = {m.run.role for m in measured}
    expected = ROLES - {"function"} if position == "huge supply" else ROLES  # dense tiles: function in the tooltip
    assert roles >= expected, f"not measured: {expected - roles}"
    assert roles <= ROLES | OPTIONAL_ROLES, f"texts of unknown kinds: {roles - ROLES - OPTIONAL_ROLES}"
    small = [m for m in measured if m.px < least]
    assert not small, "\n".join(f"{m.item} {m.run.role} {m.run.text!r}: {m.px:.1f} px" for m in small[:20])
    clipped = [m for m in measured if not m.fits]
    assert not clipped, "\n".join(f"{m.item} {m.run.role} {m.run.text!r} does not fit {m.run.rect}" for m in clipped)
    print(
        f"\n{language} {view_name} {position}: smallest text {min(m.px for m in measured):.2f} px; by role "
        + ", ".join(f"{role} {min(m.px for m in measured if m.run.role == role):.1f}" for role in sorted(roles))
    )


def test_a_crowded_sector_lists_its_eight_buildings_one_per_line(qtbot: QtBot) -> None:
    state = crowded()
    scene, _view = table_view(qtbot, state, VIEWS["1280x800"][0])
    wheel = scene.wheels[0]
    row = wheel.row_rect(0)
    chips = [
        scene.chips[b]
        for b in (
            "hardware_store",
            "craftsmens_yard",
            "masons_guild",
            "wood_company",
            "farmland",
            "kiln",
            "fish_market",
            "business_office",
        )
    ]
    tops = sorted(chip.sceneBoundingRect().top() for chip in chips)
    assert len(set(tops)) == 8
    for chip in chips:
        assert row.contains(chip.mapToScene(chip.rect).boundingRect())
        assert not chip.text_runs()[0].font.pixelSize() < 19


@pytest.mark.parametrize("position", list(POSITIONS))
@pytest.mark.parametrize("language", LANGUAGES)
def test_nothing_on_the_table_overlaps_or_leaves_it(
    qtbot: QtBot, languages: LanguageManager, language: str, position: str
) -> None:
    languages.set_language(language, remember=False)
    state = POSITIONS[position]()
    scene, _view = table_view(qtbot, state, VIEWS["1280x800"][0])
    boxes: list[tuple[str, QRectF]] = []
    for item in scene.items():
        if item.isVisible() and item.parentItem() is None and not isinstance(item, WheelItem | PlayerBoardItem):
            inner = item.boundingRect().adjusted(3, 3, -3, -3)  # items draw up to 3 units beyond their frame
            boxes.append((type(item).__name__, item.mapRectToScene(inner)))
    for name, box in boxes:
        assert SCENE_RECT.contains(box), (name, box)
    for (a, box_a), (b, box_b) in itertools.combinations(boxes, 2):
        assert not box_a.intersects(box_b), (a, box_a, b, box_b)
    for chip in scene.chips.values():
        area = rows_area(chip.owner) if not chip.spec.is_lock else beside_area(chip.owner)
        assert area.contains(chip.mapRectToScene(chip.rect)), chip.spec.id
    # The boards lie under everything of their player: the wheel, its rows, the lock buildings and the warehouse.
    for seat in (0, 1):
        board = player_board_rect(seat)
        for item in (scene.wheels[seat], scene.warehouses[seat], *(c for c in scene.chips.values() if c.owner == seat)):
            assert board.contains(item.mapRectToScene(item.boundingRect())), (seat, type(item).__name__)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_header_of_a_player_the_computer_plays_fits(
    qtbot: QtBot, languages: LanguageManager, language: str
) -> None:
    languages.set_language(language, remember=False)
    size, least = VIEWS["1024x768"]
    scene, view = table_view(qtbot, POSITIONS["start"](), size)
    for header in scene.headers:
        header.set_computer(True)
    measured = [m for m in measure(scene, view) if m.item == "PlayerHeaderItem"]
    assert len(measured) == 8  # name, status, francs, wealth of each player
    assert all(m.fits and m.px >= least for m in measured), [(m.run.text, m.px) for m in measured if not m.fits]


def test_the_supply_s_slots_never_overlap_and_stay_in_the_supply_whatever_the_count() -> None:
    """Every count of buildings on offer and waiting (and the note on those not shown): the places ``supply_layout``
    gives, at the size each tile is drawn (full, dense or compact, times the scale), are apart and in the supply."""
    for full in range(0, 32):
        for compact in range(0, 32 - full):
            for note in (False, True):
                full_pos, compact_pos, scale = supply_layout(full, compact, note)
                size = DENSE_SIZE if dense_supply(full) else TILE_SIZE
                rects = [QRectF(pos, QSizeF(*size) * scale) for pos in full_pos]
                rects += [QRectF(pos, QSizeF(*COMPACT_SIZE) * scale) for pos in compact_pos]
                for rect in rects:
                    assert SUPPLY_RECT.adjusted(-0.01, -0.01, 0.01, 0.01).contains(rect), (full, compact, note, rect)
                for a, b in itertools.combinations(rects, 2):
                    assert not a.intersects(b), (full, compact, note, a, b)


# Where the goods stand for the token-size test: the first ``count`` share cell 2.2, the others stand alone.
SHARING_CELL = "2.2"
ALONE_CELLS = ("0.5", "5.0", "5.5")


@pytest.mark.parametrize("count", [1, 2, 3, 4])
@pytest.mark.parametrize("view_name", list(VIEWS))
def test_the_goods_are_the_largest_things_on_the_warehouse_alone_or_sharing_a_cell(
    qtbot: QtBot, view_name: str, count: int
) -> None:
    """In both smallest views, a marker alone or with up to three others in its cell is at least 20 px (one
    alone 23 px, sharing 20.6 px at 1280 x 800 and 20.3 px at 1024 x 768), larger than every cell number."""
    size, _least = VIEWS[view_name]
    cells = (SHARING_CELL,) * count + ALONE_CELLS[: len(GOODS) - count]
    goods = {good.value: cell for good, cell in zip(GOODS, cells, strict=True)}
    state = position_from_data({"players": [{"name": "Emma", "goods": goods}, {"name": "Max"}]})
    scene, view = table_view(qtbot, state, size)
    warehouse = scene.warehouses[0]
    transform = view.viewportTransform()
    numbers = [m.px for m in measure(scene, view) if m.run.role == "warehouse"]
    shown = {}
    for good in GOODS[:count]:
        marker = warehouse.marker_item(good)
        shown[good.value] = round(marker.size * marker.deviceTransform(transform).m22(), 1)
    print(f"\n{view_name}, {count} in one cell: {shown} px; cell numbers {max(numbers):.1f} px")
    for name, px in shown.items():
        assert px >= 20.0, (name, px)
        assert px > max(numbers), (name, px, max(numbers))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_function_pictograms_are_large_and_every_wheel_value_is_the_tiles(
    qtbot: QtBot, languages: LanguageManager, language: str
) -> None:
    """In the table of a 1280 x 800 window: each function line of a tile on offer is pictograms at least 14 px
    high (the Wood Trader's, the longest line, closes its gaps to keep that); a building on a wheel shows the value
    its tile prints wherever its name fits beside it at the least size, and its name never shrinks below that size."""
    languages.set_language(language, remember=False)
    size, least = VIEWS["1280x800"]
    state = crowded()
    scene, view = table_view(qtbot, state, size)
    transform = view.viewportTransform()
    offered = [tile for tile in scene.tiles.values() if tile.isVisible() and not tile.compact]
    assert offered
    for tile in offered:
        function = tile.layout().function
        assert function is not None and function.parts, tile.spec.id
        shown = function.glyph_height * tile.deviceTransform(transform).m22()
        assert shown >= 14.0, (tile.spec.id, shown)
    for chip in scene.chips.values():
        runs = chip.text_runs()
        scale = chip.deviceTransform(transform).m22()
        assert runs[0].role == "name" and runs[0].fits() and runs[0].font.pixelSize() * scale >= least
        value = chip.spec.value
        expected = str(value.amount) if isinstance(value, FixedValue) else f"{value.per}/"
        assert runs[1].role == "value" and runs[1].text == expected and runs[1].fits(), chip.spec.id
        assert not ink_box(runs[1]).intersects(text_box(runs[0])), chip.spec.id
