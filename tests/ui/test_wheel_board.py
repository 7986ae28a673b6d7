"""The wheel as a player's board: its buildings are small tiles that keep their name, value and function legible in
the crowded round K, in every language, and lock buildings have a titled tray of their own.

Every measure is read off the scene's items and mapped through the view's transform, in the least views a
1280 x 800 and a 1024 x 768 window give the table (``test_legibility.VIEWS``).
"""

from __future__ import annotations

from typing import Any, cast

import pytest
from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import BUILT_IN, position_from_data
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.i18n.names import building_name
from lehavre_desktop.settings import ANIMATION_MS
from lehavre_desktop.ui import theme
from lehavre_desktop.ui.board.chip import (
    GLYPH,
    NAME_BAND,
    BuildingChipItem,
    ChipFace,
    banner_rect,
    chip_face,
    value_on_banner,
)
from lehavre_desktop.ui.board.geometry import (
    CHIP_HEIGHT,
    LOCK_LABEL,
    WHEEL_RADIUS,
    badge_rect,
    chip_width,
    polar,
    sector_bisector,
)
from lehavre_desktop.ui.board.motion import finish_all
from lehavre_desktop.ui.board.wheel import (
    BISECTORS,
    SALE,
    TRAIL_ALPHA,
    TRAIL_RADIUS,
    WheelItem,
    age_at,
    lock_tray_label,
    lock_tray_tooltip,
    sector_label,
)
from tests.ui.helpers import ink_box, text_box
from tests.ui.test_legibility import CROWDED, LANGUAGES, VIEWS, crowded, show_build, table_view

# The least sizes on screen, in device pixels: a building's name (12 px at 1280 x 800, 10 px at 1024 x 768, the
# issue's type rules) and the height of its function's pictograms: as large as the name's type, but where a
# function is too wide for a chip's row at that size (Weekly Market's), 10 px.
NAME_PX = {"1280x800": 12.0, "1024x768": 10.0}
PLAYERS = cast(list[dict[str, Any]], CROWDED["players"])
PICTOGRAM_PX = {"1280x800": 12.0, "1024x768": 10.0}
LEAST_PICTOGRAM_PX = 10.0
WIDEST_FUNCTIONS = {"weekly_market"}
# The crowded position's buildings whose function takes the whole pictogram row: their value lies at the end of
# the name's banner, every other one's at the end of the pictogram row.
VALUE_ON_BANNER = {"farmland", "fish_market", "business_office", "weekly_market", "restaurant"}


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
        least = LEAST_PICTOGRAM_PX if building in WIDEST_FUNCTIONS else PICTOGRAM_PX[view_name]
        tallest = max(part.rect.height() for part in face.function.parts) * scale
        assert tallest >= least, (building, tallest)
        assert face.function.glyph_height * scale >= least, (building, face.function.glyph_height * scale)
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
    image = paint_dial(wheel)

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


def value_place(chip: BuildingChipItem, transform: QTransform) -> tuple[float, float, float]:
    """Where the value's coin (or what it counts) lies on screen, from the chip's top right corner, and its height
    (device pixels, to a tenth)."""
    value = chip.face().value
    mark = value.coin if value.coin is not None else value.icon
    assert mark is not None
    device = chip.deviceTransform(transform)
    box, on_screen = device.mapRect(chip.rect), device.mapRect(mark)
    return (
        round(box.right() - on_screen.right(), 1),
        round(on_screen.top() - box.top(), 1),
        round(on_screen.height(), 1),
    )


@pytest.mark.parametrize("view_name", list(VIEWS))
def test_a_building_s_value_lies_in_one_place_in_every_language(
    qtbot: QtBot, languages: LanguageManager, view_name: str
) -> None:
    """Measured on screen from each wheel chip's corner: the value's coin is at the same place on every chip whose
    function leaves it room at the end of the pictogram row, and on the others at the same place at the end of
    the name's banner, at the same distance from the chip's right edge; which of the two a building has is the
    same in English, Greek and Hungarian (its function decides, never its name)."""
    size, _least = VIEWS[view_name]
    places: dict[str, set[tuple[float, float, float]]] = {}
    for language in LANGUAGES:
        languages.set_language(language, remember=False)
        scene, view = table_view(qtbot, crowded(), size)
        transform = view.viewportTransform()
        for building, chip in scene.chips.items():
            if chip.sector is not None:
                places.setdefault(building, set()).add(value_place(chip, transform))
    assert all(len(found) == 1 for found in places.values()), places
    on_row = {found.pop() for building, found in places.items() if building not in VALUE_ON_BANNER}
    on_banner = {places[building].pop() for building in VALUE_ON_BANNER}
    assert len(on_row) == 1 and len(on_banner) == 1, (on_row, on_banner)
    (row_right, row_top, row_height), (banner_right, banner_top, banner_height) = on_row.pop(), on_banner.pop()
    assert row_right == banner_right and row_height == banner_height
    assert banner_top + 8 < row_top  # a line higher, on the banner


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_sector_label_has_one_size_on_the_dial_and_the_tabs(
    qtbot: QtBot, languages: LanguageManager, language: str
) -> None:
    """'×4+' as large as '×4', '0' as large as both, on the dial's wedges and on the rows' tabs, each fitting its
    box; the sale tray's label no larger."""
    languages.set_language(language, remember=False)
    scene, view = table_view(qtbot, crowded(), VIEWS["1280x800"][0])
    labels = {sector_label(age) for age in range(SALE)}
    for wheel in scene.wheels:
        runs = [run for run in wheel.text_runs() if run.role == "sector"]
        sectors = [run for run in runs if run.text in labels]
        assert {run.text for run in sectors} == labels and len(sectors) == 2 * SALE
        assert len({run.font.pixelSize() for run in sectors}) == 1, [(r.text, r.font.pixelSize()) for r in sectors]
        assert all(run.fits() for run in sectors)
        (sale,) = (run for run in runs if run.text == sector_label(SALE))
        assert sale.fits() and sale.font.pixelSize() <= sectors[0].font.pixelSize()
        on_screen = sectors[0].font.pixelSize() * wheel.deviceTransform(view.viewportTransform()).m22()
        assert on_screen >= NAME_PX["1280x800"]


@pytest.mark.parametrize("theme_name", ["light", "dark", "high_contrast"])
def test_a_chip_s_emblem_has_an_edge_that_stands_out_on_the_chip(qtbot: QtBot, theme_name: str) -> None:
    """Painted four times enlarged, the ring round a chip's emblem contrasts at least 3:1 with the chip's paper in
    every theme (the dark theme dims the emblems themselves)."""
    theme.use(theme.PALETTES[theme_name])
    scene, _view = table_view(qtbot, crowded(), VIEWS["1280x800"][0])
    chip = scene.chips["kiln"]
    zoom = 4
    image = QImage(int(chip.rect.width() * zoom), int(chip.rect.height() * zoom), QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.scale(zoom, zoom)
    chip.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    emblem = chip.face().emblem
    ring = image.pixelColor(int((emblem.left() + 0.2) * zoom), int(emblem.center().y() * zoom))
    ring.setAlpha(255)
    assert theme.contrast_ratio(ring, theme.current().paper) >= 3.0, (theme_name, ring.name())


def paint_dial(wheel: WheelItem) -> QImage:
    bounds = wheel.boundingRect()
    image = QImage(int(bounds.width()), int(bounds.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.translate(-bounds.topLeft())
    wheel.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def trail_pixel(wheel: WheelItem, image: QImage, angle: float) -> QColor:
    spot = polar(QPointF(0, 0), TRAIL_RADIUS, angle) - wheel.boundingRect().topLeft()
    return image.pixelColor(int(spot.x()), int(spot.y()))


@pytest.mark.parametrize("speed", ["normal", "off"])
def test_the_turning_dial_leaves_a_trail_behind_its_pointer_only_while_it_moves(qtbot: QtBot, speed: str) -> None:
    """From round C to round D at the Normal speed, halfway through the turn each dial shows an arc in its
    player's colour (laid over the wedges at TRAIL_ALPHA) from where the pointer stood to where it is; a click
    (everything finished) takes it away at once: nothing held it (a table without motion director, which holds it
    while the banner shows: test_round_change_marks). Midway, each wedge still shows a sector of its own. With the
    animations off the pointer jumps and no trail is ever drawn."""
    round_c = position_from_data({"round": "C", "players": [{"name": "Ann"}, {"name": "Ben"}]})
    round_d = position_from_data({"round": "D", "players": [{"name": "Ann"}, {"name": "Ben"}]})
    scene, _view = table_view(qtbot, round_c, VIEWS["1280x800"][0])
    before = [wheel.pointer for wheel in scene.wheels]
    at_rest = [paint_dial(wheel) for wheel in scene.wheels]
    scene.show_state(round_d, animate_ms=ANIMATION_MS[speed])
    for seat, wheel in enumerate(scene.wheels):
        if speed == "off":
            assert wheel.turn_trail() is None and wheel.pointer == (before[seat] + 60) % 360
            continue
        (turn,) = (a for a in wheel.findChildren(QAbstractAnimation) if a.state() == QAbstractAnimation.State.Running)
        turn.setCurrentTime(turn.duration() // 2)
        trail = wheel.turn_trail()
        assert trail is not None
        start, now = trail
        assert start == before[seat] and start + 10 < now < start + 50, trail
        assert len({age_at(wheel.pointer, bisector) for bisector in BISECTORS}) == 6  # each wedge its own label
        image = paint_dial(wheel)
        behind = trail_pixel(wheel, image, (start + now) / 2)
        player = QColor(theme.current().player_colours[seat])
        player.setAlphaF(TRAIL_ALPHA)
        ground = theme.current().sector_fills[age_at(wheel.pointer, (start + now) / 2)]
        laid = theme.over(player, ground)  # the player's colour laid over the wedge
        assert theme.contrast_ratio(behind, laid) < 1.15, (behind.name(), laid.name())
        assert trail_pixel(wheel, at_rest[seat], (start + now) / 2) != behind
    finish_all(scene)
    for seat, wheel in enumerate(scene.wheels):
        assert wheel.turn_trail() is None and wheel.pointer == (before[seat] + 60) % 360
        image = paint_dial(wheel)
        middle = (before[seat] + 30) % 360
        assert theme.contrast_ratio(trail_pixel(wheel, image, middle), theme.current().player_colours[seat]) > 1.5


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_building_of_the_game_fits_one_wheel_line(languages: LanguageManager, language: str) -> None:
    """Each building the game has, as a chip in a sector row: one chip's height (thirteen fit a wheel), its name on
    one line, its pictograms inside the chip and clear of the name and of the value, full size wherever the value
    stays on the pictogram row."""
    languages.set_language(language, remember=False)
    width = chip_width(0)
    for spec in BUILT_IN.buildings:
        if spec.is_lock:
            continue
        face = chip_face(spec, building_name(spec.id), width)
        chip = QRectF(0, 0, width, face.height)
        assert face.height == CHIP_HEIGHT and face.name.fits() and face.name.rect.height() == NAME_BAND, spec.id
        function = face.function
        boxes = [part.rect.translated(function.origin) for part in function.parts]
        value = face.value
        marks = [ink_box(value.run), *(mark for mark in (value.coin, value.icon) if mark is not None)]
        for box in boxes + [ink_box(run) for run in function.text_runs]:
            assert chip.adjusted(-0.5, -0.5, 0.5, 0.5).contains(box), (spec.id, box)
            assert not box.intersects(text_box(face.name)), spec.id
            assert not any(box.intersects(mark) for mark in marks), spec.id
        if not value_on_banner(spec, width):
            assert function.glyph_height == GLYPH, spec.id


# Room on a chip, in device pixels at the least scale of a 1024 x 768 window: between a value's coin and its
# number's ink, and between the end of a name's ink and the end of its banner.
COIN_TO_NUMBER_PX = 2.5
NAME_TO_BANNER_END_PX = 3.0


def chip_margins(face: ChipFace, width: float) -> tuple[float, float]:
    """A face's room (scene units) between its coin and its number (inf: no coin), and between its name and the
    end of its banner."""
    value = face.value
    coin_gap = ink_box(value.run).left() - value.coin.right() if value.coin is not None else float("inf")
    banner_end = banner_rect(width, face.name.rect.height()).right()
    one_line = face.name.rect.height() == NAME_BAND
    name_end = (ink_box if one_line else text_box)(face.name).right()
    return coin_gap, banner_end - name_end


@pytest.mark.parametrize("view_name", list(VIEWS))
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_chip_s_value_stands_clear_of_its_coin_and_its_name_clear_of_its_banner_s_end(
    qtbot: QtBot, languages: LanguageManager, language: str, view_name: str
) -> None:
    """On the crowded wheel (Συντεχνία των Κτιστών, Κατάστημα Εργαλείων, Építőanyag-kereskedés among its chips),
    and for every building of the game: two digits (12, 14, 16) stand at least 2 px right of their coin, and a
    name, the longest too, ends at least 3 px before its banner does, at the name's least size or larger."""
    languages.set_language(language, remember=False)
    scene, view = table_view(qtbot, crowded(), VIEWS[view_name][0])
    transform = view.viewportTransform()
    scale = 1.0
    for building, chip in scene.chips.items():
        scale = chip.deviceTransform(transform).m22()
        coin_gap, name_room = chip_margins(chip.face(), chip.rect.width())
        assert coin_gap * scale >= COIN_TO_NUMBER_PX, (building, coin_gap * scale)
        assert name_room * scale >= NAME_TO_BANNER_END_PX, (building, chip.face().name.text, name_room * scale)
    assert {"masons_guild", "business_office", "hardware_store"} <= set(scene.chips)
    width = chip_width(0)
    for spec in BUILT_IN.buildings:
        face = chip_face(spec, building_name(spec.id), width)
        coin_gap, name_room = chip_margins(face, width)
        assert coin_gap * scale >= COIN_TO_NUMBER_PX, (spec.id, coin_gap * scale)
        assert name_room * scale >= NAME_TO_BANNER_END_PX, (spec.id, face.name.text, name_room * scale)
        assert face.name.font.pixelSize() * scale >= NAME_PX[view_name] and face.name.fits(), spec.id
