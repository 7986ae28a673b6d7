"""The wheel as a player's board: its buildings are small tiles that keep their name, value and function legible in
the crowded round K, in every language, and lock buildings have a titled tray of their own.

Every measure is read off the scene's items and mapped through the view's transform, in the least views a
1280 x 800 and a 1024 x 768 window give the table (``test_legibility.VIEWS``).
"""

from __future__ import annotations

from typing import Any, cast

import pytest
from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import position_from_data
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.i18n.names import building_name
from lehavre_desktop.ui import theme
from lehavre_desktop.ui.board.chip import BuildingChipItem
from lehavre_desktop.ui.board.geometry import LOCK_LABEL, WHEEL_RADIUS, badge_rect, polar, sector_bisector
from lehavre_desktop.ui.board.wheel import SALE, lock_tray_label, lock_tray_tooltip, sector_label
from tests.ui.helpers import ink_box, text_box
from tests.ui.test_legibility import CROWDED, LANGUAGES, VIEWS, crowded, show_build, table_view

# The least sizes on screen, in device pixels: a building's name (12 px at 1280 x 800, 10 px at 1024 x 768, the
# issue's type rules) and the height of its function's pictograms.
NAME_PX = {"1280x800": 12.0, "1024x768": 10.0}
PLAYERS = cast(list[dict[str, Any]], CROWDED["players"])
PICTOGRAM_PX = 10.0


def value_marks(chip: BuildingChipItem) -> list[QRectF]:
    """What the chip's value paints: its number's ink and its coin (a fixed value) or what it counts."""
    value = chip.face().value
    return [ink_box(value.run), *(mark for mark in (value.coin, value.icon) if mark is not None)]


def pictogram_boxes(chip: BuildingChipItem) -> list[QRectF]:
    function = chip.face().function
    return [part.rect.translated(function.origin) for part in function.parts] + [
        ink_box(run) for run in function.text_runs
    ]


@pytest.mark.parametrize("view_name", list(VIEWS))
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_building_on_a_crowded_wheel_shows_its_whole_name_its_value_and_its_function(
    qtbot: QtBot, languages: LanguageManager, language: str, view_name: str
) -> None:
    """Eight buildings in sector 0, thirteen on the wheel, two lock buildings, a build being shaped: every chip's
    name keeps the type rules' size and fits, its value (coin and number) lies inside the chip clear of the name,
    and its function is pictograms at least 10 px high, inside the chip, clear of the name and the value."""
    languages.set_language(language, remember=False)
    size, _least = VIEWS[view_name]
    state = crowded()
    scene, view = table_view(qtbot, state, size)
    show_build(scene, state, "sawmill")
    transform = view.viewportTransform()
    assert max(scene.wheels[0].counts) == 8 and scene.wheels[0].chip_scale == 1.0
    assert len(scene.chips) == sum(len(player.get("wheel", {})) + len(player.get("beside", [])) for player in PLAYERS)
    for building, chip in scene.chips.items():
        face = chip.face()
        scale = chip.deviceTransform(transform).m22()
        assert face.name.text == building_name(building)
        assert face.name.fits(), (building, face.name.text, face.name.rect)
        assert face.name.font.pixelSize() * scale >= NAME_PX[view_name], (building, face.name.font.pixelSize() * scale)
        name = text_box(face.name)
        assert chip.rect.contains(name), (building, name)
        for mark in value_marks(chip):
            assert chip.rect.contains(mark), (building, "value", mark)
            assert not mark.intersects(name), (building, "the name covers the value", mark, name)
        assert face.function.parts, building
        assert face.function.glyph_height * scale >= PICTOGRAM_PX, (building, face.function.glyph_height * scale)
        for box in pictogram_boxes(chip):
            assert chip.rect.adjusted(-0.5, -0.5, 0.5, 0.5).contains(box), (building, "pictogram", box)
            assert not box.intersects(name), (building, "the name covers a pictogram", box, name)
            for mark in value_marks(chip):
                assert not box.intersects(mark), (building, "a pictogram covers the value", box, mark)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_lock_buildings_lie_in_a_titled_tray_of_their_own(
    qtbot: QtBot, languages: LanguageManager, language: str
) -> None:
    """Under the dial, beside its sale tray: a tray titled 'Beside the board' (a lock beside the title), the lock
    buildings in it one under the other, a hover on it says what lies there; the sale tray says it sells."""
    languages.set_language(language, remember=False)
    scene, _view = table_view(qtbot, crowded(), VIEWS["1280x800"][0])
    wheel = scene.wheels[0]
    tray = wheel.lock_tray()
    locks = [chip for chip in scene.chips.values() if chip.owner == 0 and chip.spec.is_lock]
    assert {chip.spec.id for chip in locks} == set(PLAYERS[0]["beside"])
    title = [run for run in wheel.text_runs() if run.text == lock_tray_label()]
    assert len(title) == 1 and title[0].fits()
    title_box = title[0].rect.translated(wheel.pos())
    assert tray.contains(title_box) and title_box.bottom() <= tray.top() + LOCK_LABEL
    boxes = sorted((chip.mapRectToScene(chip.rect) for chip in locks), key=QRectF.top)
    for box in boxes:
        assert tray.contains(box) and box.top() >= tray.top() + LOCK_LABEL
    assert boxes[0].bottom() < boxes[1].top()
    for chip in scene.chips.values():
        if not chip.spec.is_lock:
            assert not tray.intersects(chip.mapRectToScene(chip.rect)), chip.spec.id
    assert wheel.tooltip_at(wheel.mapFromScene(title_box.center())) == lock_tray_tooltip()
    sale = wheel.row_rect(SALE)
    assert sale.bottom() < tray.top() and wheel.sector_at(wheel.mapFromScene(sale.center())) == SALE


@pytest.mark.parametrize("seat", [0, 1])
def test_the_turning_wheel_carries_its_buildings_round_to_the_next_sector(qtbot: QtBot, seat: int) -> None:
    """From round C to round D the dial turns a sector and each building rides one row down: halfway it leans
    towards the dial, as a building on a turning wheel swings round its hub, and it ends in the next row."""
    labels = ("0", "2", "3", "4", "4+")  # the sectors by age, as a position names them
    wheels: list[dict[str, int]] = [{"clay_mound": 1, "smokehouse": 0}, {}]
    if seat == 1:
        wheels.reverse()

    def position(round_letter: str, shift: int) -> dict[str, Any]:
        players = [
            {"name": name, "wheel": {b: labels[age + shift] for b, age in wheel.items()}}
            for name, wheel in zip(("Ann", "Ben"), wheels, strict=True)
        ]
        return {"round": round_letter, "to_act": "Ann", "players": players}

    scene, _view = table_view(qtbot, position_from_data(position("C", 0)), VIEWS["1280x800"][0])
    wheel = scene.wheels[seat]
    chip = scene.chips["clay_mound"]
    start = chip.pos()
    assert wheel.row_rect(1).contains(chip.sceneBoundingRect().center())
    scene.show_state(position_from_data(position("D", 1)), animate_ms=800)
    (motion,) = chip.findChildren(QAbstractAnimation)
    motion.setCurrentTime(400)
    halfway = chip.pos()
    motion.setCurrentTime(800)
    end = chip.pos()
    assert wheel.row_rect(2).contains(chip.sceneBoundingRect().center())
    assert start.y() < halfway.y() < end.y()
    towards_dial = (start.x() - halfway.x()) if seat == 0 else (halfway.x() - start.x())
    assert towards_dial >= 10, (start, halfway, end)
    assert end.x() == start.x()


@pytest.mark.parametrize("theme_name", ["light", "dark", "high_contrast"])
def test_each_sector_row_is_headed_by_a_tab_of_its_wedge_s_tint_and_label(qtbot: QtBot, theme_name: str) -> None:
    """The rows are the dial's sectors drawn out: painted, each row's tab has the colour of the wedge of the same
    sector on the dial (wherever the pointer stands) and the same label."""
    theme.use(theme.PALETTES[theme_name])  # the fixture puts the light one back
    scene, _view = table_view(qtbot, crowded(), VIEWS["1280x800"][0])
    wheel = scene.wheels[0]
    bounds = wheel.boundingRect()
    image = QImage(int(bounds.width()), int(bounds.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.translate(-bounds.topLeft())
    wheel.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()

    def colour_at(local: QPointF) -> QColor:
        spot = local - bounds.topLeft()
        return image.pixelColor(int(spot.x()), int(spot.y()))

    runs = wheel.text_runs()
    for age in range(5):
        tab = wheel.mapFromScene(badge_rect(wheel.row_rect(age), 0)).boundingRect()
        bisector = sector_bisector(wheel.pointer, age)
        wedge = polar(QPointF(0, 0), WHEEL_RADIUS - 14, bisector)
        assert colour_at(QPointF(tab.right() - 4, tab.top() + 4)) == colour_at(wedge), age
        assert colour_at(wedge) == theme.current().sector_fills[age]
        labels = {run.text for run in runs if run.role == "sector" and run.rect.contains(wedge * 0.7)}
        assert labels == {sector_label(age)}, age
        assert any(run.text == sector_label(age) and tab.contains(run.rect.center()) for run in runs), age
