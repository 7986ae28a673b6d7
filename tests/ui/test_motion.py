"""Motion on the table: each change shown as it happens, never in the way of the next gesture, nothing at all with
the animations off; the round's banner in every language."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import Build, GameState, Use, legal_actions, position_from_data
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.session.persistence import load_record
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.board.anchors import body_rect
from lehavre_desktop.ui.board.motion import running_motions, scene_animations
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.motion.banner import BannerItem, arrivals_line
from lehavre_desktop.ui.motion.overlay import PictureItem
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import act, click, click_tile, settle

MIDGAME = load_record(Path(__file__).resolve().parents[2] / "docs" / "midgame.lhip.json")
# The last action of round B (Ben's); round C brings the Bakehouse and the Wood Trader, and Ann starts it.
# Ben's Smokehouse lies in ×4+: the wheels' turn sells it.
END_OF_ROUND_B: dict[str, Any] = {
    "round": "B",
    "turns_taken": 2,
    "to_act": "Ben",
    "players": [
        {"name": "Ann", "francs": 4, "wheel": {"clay_mound": "2"}},
        {"name": "Ben", "francs": 4, "wheel": {"smokehouse": "4+", "grocery_store": "2"}},
    ],
}


def pieces(window: MainWindow) -> list[Any]:
    return window.motion.stage.pieces()


def at_rest(window: MainWindow) -> bool:
    """Nothing moves on the table: no overlay, no Motion, no animation of an item."""
    return not pieces(window) and not running_motions() and not scene_animations(window.scene)


def use_speed(window: MainWindow, settings: Settings, speed: str) -> None:
    settings.animation_speed = speed
    window.set_animation_speed(speed)


def a_build(state: GameState) -> Build:
    return next(a for a in legal_actions(state) if isinstance(a, Build))


def end_round_b(window: MainWindow, by_mouse: bool = True) -> None:
    """Ben's last action of round B (his Grocery Store: the Smokehouse stays in ×4+), by mouse: the round changes."""
    use = next(a for a in legal_actions(window.session.state) if isinstance(a, Use) and a.building == "grocery_store")
    if by_mouse:
        act(window, use)
    else:
        window.session.submit_turn(use)
        settle()
    assert window.session.state.round_index == 2


def empty_spot(window: MainWindow) -> QPoint:
    """A point of the table with no item under it (a click there changes nothing but the motion)."""
    view = window.view
    for x in range(20, view.viewport().width(), 23):
        for y in range(20, view.viewport().height(), 19):
            if view.itemAt(QPoint(x, y)) is None:
                return QPoint(x, y)
    raise AssertionError("no empty spot on the table")


@pytest.mark.parametrize("speed", ["off", "normal"])
def test_with_the_animations_off_nothing_travels_over_the_table(
    window_factory: WindowFactory, settings: Settings, speed: str
) -> None:
    window = window_factory(MIDGAME)
    use_speed(window, settings, speed)
    seen: list[Any] = []
    state = window.session.state
    act(window, a_build(state))
    seen += pieces(window)
    assert window.motion.busy == (speed != "off")
    window.motion.finish()
    window = window_factory(position_from_data(END_OF_ROUND_B))
    use_speed(window, settings, speed)
    end_round_b(window)
    seen += pieces(window)
    if speed == "off":
        assert seen == [] and at_rest(window)
        assert all(item.opacity() == 1.0 for item in window.scene.items())  # nothing hidden for a piece to come
    else:
        assert any(isinstance(piece, PictureItem) for piece in seen)
        assert any(isinstance(piece, BannerItem) for piece in seen)


def test_the_built_tile_flies_from_the_supply_to_sector_0_and_lands_on_its_building(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
    window = window_factory(MIDGAME)
    use_speed(window, settings, "slow")  # long enough for several frames on a loaded machine
    scene = window.scene
    build = a_build(window.session.state)
    tile_body = body_rect(scene.tiles[build.building])
    act(window, build)
    chip = scene.chips[build.building]
    [flight] = [piece for piece in pieces(window) if isinstance(piece, PictureItem)]
    assert chip.opacity() == 0.0  # the building shows once the tile is there
    assert flight.sceneBoundingRect().contains(tile_body.center())  # it leaves from the supply
    path: list[QPointF] = []
    flight.yChanged.connect(lambda: path.append(flight.centre()))
    qtbot.waitUntil(lambda: at_rest(window), timeout=6000)
    assert len(path) > 3  # it flew, frame by frame
    assert QPointF(path[-1] - body_rect(chip).center()).manhattanLength() < 4  # onto the building, in sector 0
    assert chip.sector == 0 and chip.opacity() == 1.0 and chip.isVisible()


def test_a_click_during_the_motion_finishes_it_and_does_what_it_does(
    window_factory: WindowFactory, settings: Settings
) -> None:
    window = window_factory(MIDGAME)
    use_speed(window, settings, "normal")
    act(window, a_build(window.session.state))  # Max builds: his tile flies to his wheel
    assert window.motion.busy and not at_rest(window)
    built = window.session.actions()[-2]
    assert isinstance(built, Build)
    chip = window.scene.chips[built.building]
    emma = a_build(window.session.state)
    click_tile(window, emma.building)  # Emma does not wait for it: her click opens her build at once
    assert at_rest(window) and not window.motion.busy
    assert chip.opacity() == 1.0
    assert window.controller.pending is not None and window.controller.pending.building == emma.building


def test_a_click_on_an_empty_spot_or_a_key_ends_the_round_change_at_once(
    window_factory: WindowFactory, settings: Settings
) -> None:
    window = window_factory(position_from_data(END_OF_ROUND_B))
    use_speed(window, settings, "slow")
    end_round_b(window)
    assert any(isinstance(piece, BannerItem) for piece in pieces(window))
    assert not at_rest(window)
    click(window.view, empty_spot(window))
    assert at_rest(window)
    assert all(tile.opacity() == 1.0 for tile in window.scene.tiles.values())  # every new tile dealt
    window = window_factory(position_from_data(END_OF_ROUND_B))
    use_speed(window, settings, "slow")
    end_round_b(window)
    assert not at_rest(window)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    settle()
    assert at_rest(window)


def test_the_round_change_sells_what_reached_the_sale_sector_and_deals_the_new_tiles(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
    window = window_factory(position_from_data(END_OF_ROUND_B))
    use_speed(window, settings, "fast")
    scene = window.scene
    smokehouse = scene.chips["smokehouse"]
    end_round_b(window)
    assert not smokehouse.isVisible()  # a picture of it carries it to the bank
    for building in ("bakehouse", "wood_trader", "smokehouse"):
        assert scene.tiles[building].opacity() == 0.0, f"{building} is dealt later"
    flights = [piece for piece in pieces(window) if isinstance(piece, PictureItem)]
    assert flights
    bank = body_rect(scene.bank).center()
    qtbot.waitUntil(
        lambda: any(
            QPointF(piece.centre() - bank).manhattanLength() < 60
            for piece in pieces(window)
            if isinstance(piece, PictureItem)
        ),
        timeout=3000,
    )
    qtbot.waitUntil(lambda: at_rest(window), timeout=5000)
    for building in ("bakehouse", "wood_trader", "smokehouse"):
        assert scene.tiles[building].opacity() == 1.0 and scene.tiles[building].isVisible()


def banner_lines(window: MainWindow) -> list[str]:
    [banner] = [piece for piece in pieces(window) if isinstance(piece, BannerItem)]
    return [run.text for run in banner.text_runs()]


BANNERS = {
    "en": [
        "Round C",
        "3 actions: Ann starts and takes 2 actions, Ben takes 1 action.",
        "Bakehouse and Wood Trader join the supply.",
    ],
    "el": [
        "Γύρος C",
        "3 ενέργειες: η Ann ξεκινά και κάνει 2 ενέργειες, ο Ben κάνει 1 ενέργεια.",
        "Ο Φούρνος και ο Ξυλέμπορος προστίθενται στο απόθεμα.",
    ],
    "hu": [
        "C-kör",
        "3 akció: Ann kezd, és 2 akciót hajt végre, Ben pedig 1 akciót.",
        "A Sütöde és a Fakereskedés bekerül a készletbe.",
    ],
}


@pytest.mark.parametrize("code", ["en", "el", "hu"])
def test_the_banner_says_the_round_its_actions_and_the_new_buildings(
    window_factory: WindowFactory, settings: Settings, code: str
) -> None:
    window = window_factory(position_from_data(END_OF_ROUND_B))
    use_speed(window, settings, "normal")
    window.languages.set_language(code, remember=False)
    settle()
    end_round_b(window, by_mouse=False)
    assert banner_lines(window) == BANNERS[code]


SINGLE_ARRIVALS = {
    "en": "Restaurant joins the supply.",
    "el": "Το Εστιατόριο προστίθεται στο απόθεμα.",
    "hu": "Az Étterem bekerül a készletbe.",
}


@pytest.mark.parametrize("code", ["en", "el", "hu"])
def test_every_line_under_the_banners_title_ends_with_a_full_stop(languages: LanguageManager, code: str) -> None:
    languages.set_language(code, remember=False)
    assert arrivals_line(("restaurant",)) == SINGLE_ARRIVALS[code]  # the singular form of each catalogue
    lines = [*BANNERS[code][1:], arrivals_line(("bakehouse", "wood_trader")), arrivals_line(())]
    assert all(line.endswith(".") for line in lines), lines
