"""The round change as a player sees it mid-way: each dial's trail in its player's colour still on show while the
banner tells the new round (and none with the animations off), and the building that joins the supply coming into
its place without covering the name of any building on offer."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import position_from_data
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui import theme
from lehavre_desktop.ui.board.geometry import polar
from lehavre_desktop.ui.board.tile import BuildingTileItem
from lehavre_desktop.ui.board.wheel import TRAIL_RADIUS, WheelItem, age_at
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.motion.banner import BannerItem
from lehavre_desktop.ui.motion.pieces import Flight
from lehavre_desktop.ui.motion.trail import TrailPiece
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import text_box
from tests.ui.test_motion import END_OF_ROUND_B, end_round_b, pieces, use_speed
from tests.ui.test_wheel_board import paint_dial

LEAST_TRAIL_PX = 3.0  # the trail's width on screen
TRAIL_OPACITY = (0.5, 0.7)  # how much of the player's colour the trail lays over the wedge it crosses


def turning(wheel: WheelItem) -> list[QAbstractAnimation]:
    return [a for a in wheel.findChildren(QAbstractAnimation) if a.state() == QAbstractAnimation.State.Running]


def pixel(wheel: WheelItem, image: QImage, spot: QPointF) -> QColor:
    at = spot - wheel.boundingRect().topLeft()
    return image.pixelColor(round(at.x()), round(at.y()))


def share_of(colour: QColor, top: QColor, ground: QColor) -> float:
    """How much of ``top`` over ``ground`` makes ``colour``, read on the channel where they differ most."""
    channels = [(c.redF(), t.redF(), g.redF()) for c, t, g in ((colour, top, ground),)]
    channels += [(colour.greenF(), top.greenF(), ground.greenF()), (colour.blueF(), top.blueF(), ground.blueF())]
    seen, over, under = max(channels, key=lambda channel: abs(channel[1] - channel[2]))
    return (seen - under) / (over - under)


def trail_width(wheel: WheelItem, shown: QImage, rest: QImage, angle: float) -> float:
    """How wide (item units) the trail is across the dial's radius at ``angle``: the run of pixels that differ
    from the dial at rest around the trail's radius."""
    changed = [
        step / 4
        for step in range(-14 * 4, 14 * 4)
        if pixel(wheel, shown, polar(QPointF(0, 0), TRAIL_RADIUS + step / 4, angle))
        != pixel(wheel, rest, polar(QPointF(0, 0), TRAIL_RADIUS + step / 4, angle))
    ]
    return max(changed) - min(changed) if changed else 0.0


def round_change(window_factory: WindowFactory, settings: Settings, speed: str, theme_name: str) -> MainWindow:
    window = window_factory(position_from_data(END_OF_ROUND_B))
    window.theme_menu.set_choice(theme_name)
    use_speed(window, settings, speed)
    return window


@pytest.mark.parametrize("theme_name", ["light", "dark", "high_contrast"])
def test_each_dial_s_trail_is_still_on_show_while_the_banner_tells_the_new_round(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot, theme_name: str
) -> None:
    """Round B ends at the Normal speed. Once the pointers have stopped, with the banner on the table, each dial
    still shows its turn: an arc along the pointer's tip from the letter it left to the one it stands at, at least
    3 px wide on screen, the player's colour laid over the wedges at about 60 %. Once the banner has gone the
    trail fades, and a click takes it away with the rest."""
    window = round_change(window_factory, settings, "normal", theme_name)
    scene = window.scene
    rest = [paint_dial(wheel) for wheel in scene.wheels]
    before = [wheel.pointer for wheel in scene.wheels]
    end_round_b(window)
    qtbot.waitUntil(lambda: not any(turning(wheel) for wheel in scene.wheels), timeout=3000)
    assert any(isinstance(piece, BannerItem) and piece.opacity() > 0.9 for piece in pieces(window))
    scale = window.view.transform().m22()
    for seat, wheel in enumerate(scene.wheels):
        assert wheel.turn_trail() == (before[seat], before[seat] + 60.0)
        shown = paint_dial(wheel)
        middle = before[seat] + 30.0
        assert trail_width(wheel, shown, rest[seat], middle) * scale >= LEAST_TRAIL_PX
        # In the middle of the band, between the 0 and the sale wedges' labels: the colour over the wedge.
        spot = polar(QPointF(0, 0), TRAIL_RADIUS, middle)
        ground = theme.current().sector_fills[age_at(wheel.pointer, middle)]
        share = share_of(pixel(wheel, shown, spot), theme.current().player_colours[seat], ground)
        assert TRAIL_OPACITY[0] <= share <= TRAIL_OPACITY[1], (seat, share)
    [trail] = [piece for piece in window.motion.timeline.pieces if isinstance(piece, TrailPiece)]
    banner_end = max(piece.end_ms for piece in window.motion.timeline.pieces if piece is not trail)
    assert trail.opacity_at(banner_end / trail.duration_ms) == 1.0 and trail.opacity_at(1.0) == 0.0
    assert 0.0 < trail.opacity_at((banner_end / trail.duration_ms + 1) / 2) < 1.0  # it fades after the banner
    window.motion.finish()
    for seat, wheel in enumerate(scene.wheels):
        assert wheel.turn_trail() is None
        assert paint_dial(wheel).pixelColor(10, 10) == rest[seat].pixelColor(10, 10)


def test_with_the_animations_off_no_trail_is_ever_drawn(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
    window = round_change(window_factory, settings, "off", "light")
    end_round_b(window)
    assert not window.motion.timeline.pieces
    for wheel in window.scene.wheels:
        assert not turning(wheel) and wheel.turn_trail() is None


def name_boxes(tiles: list[BuildingTileItem]) -> dict[str, QRectF]:
    """Where each tile's name is written (scene coordinates)."""
    boxes = {}
    for tile in tiles:
        (name,) = (run for run in tile.text_runs() if run.role == "name")
        boxes[tile.spec.id] = tile.mapRectToScene(text_box(name))
    return boxes


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)])
def test_the_building_that_joins_the_supply_covers_no_name_on_its_way(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot, size: tuple[int, int]
) -> None:
    """Round C brings the Bakehouse and the Wood Trader, and Ben's Smokehouse, sold by the turn, goes back to the
    supply: each card is dealt into its place (from its strip, from the bank), and at no moment of its way (looked at
    in twenty steps) does it lie over the name of a building on offer; it ends on its own tile."""
    window = round_change(window_factory, settings, "fast", "light")
    window.resize(*size)
    qtbot.waitUntil(lambda: window.view.isVisible())
    end_round_b(window)
    dealt = {
        piece: piece.stand_in
        for piece in window.motion.timeline.pieces
        if isinstance(piece, Flight) and isinstance(piece.stand_in, BuildingTileItem)
    }
    assert {tile.spec.id for tile in dealt.values()} == {"bakehouse", "wood_trader", "smokehouse"}
    qtbot.waitUntil(lambda: all(piece.begun for piece in dealt), timeout=3000)
    scene = window.scene
    offered = [tile for tile in scene.tiles.values() if tile.isVisible() and tile.opacity() > 0 and not tile.compact]
    names = name_boxes(offered)
    for piece, tile in dealt.items():
        assert piece.item is not None
        for step in range(1, 20):
            piece.show(step / 20)
            card = piece.item.sceneBoundingRect()
            covered = [name for name, box in names.items() if box.intersects(card)]
            assert not covered, (tile.spec.id, step, covered)
        piece.show(1.0)
        landed = piece.item.sceneBoundingRect().center() - tile.sceneBoundingRect().center()
        assert abs(landed.x()) < 2 and abs(landed.y()) < 2
