"""The coins of the computer's move cover no cost or value of a building in the supply, at any moment of their
flight, in every language and at the window sizes of a laptop: the fee goes from purse to purse by the coin lane
(the slot beside the round track, under the track, the other slot), the francs from the bank over the board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import ROUND_LETTERS, Use, legal_actions, position_from_data
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.board.anchors import Anchors, body_rect, name_banner
from lehavre_desktop.ui.board.scene import TableScene
from lehavre_desktop.ui.board.tile import BuildingTileItem
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.motion.coin_route import along
from lehavre_desktop.ui.motion.francs import CoinFlight, coin_way
from lehavre_desktop.ui.motion.overlay import PictureItem
from lehavre_desktop.ui.motion.pictures import COIN_SIDE
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import settle
from tests.ui.positions import RESTAURANT_FOR_A_FEE
from tests.ui.test_legibility import CROWDED
from tests.ui.test_motion import use_speed
from tests.ui.test_shown_move_faces import SAMPLES, names_on_the_table, show_restaurant_for_a_fee


def prices(tile: BuildingTileItem) -> list[QRectF]:
    """A tile on offer's cost (each amount and symbol) and its value (the plaque, and the mark beside it), in scene
    coordinates, as its layout places them."""
    layout = tile.layout()
    rects = [placed.rect for placed in layout.cost]
    rects += [rect for rect in (layout.value_box, layout.mark) if rect is not None]
    return [tile.mapRectToScene(rect) for rect in rects]


def names_on_the_table_of(scene: TableScene) -> list[QRectF]:
    items = [*scene.tiles.values(), *scene.chips.values()]
    return [banner for banner in (name_banner(item) for item in items) if banner is not None]


def faces(flight: CoinFlight) -> list[QRectF]:
    """The coin's face as drawn, at each of ``SAMPLES`` moments of its flight (its shadow left out)."""
    flight.begin()
    drawn = []
    for index in range(SAMPLES + 1):
        flight.show(index / SAMPLES)
        assert flight.item is not None
        bounds = flight.item.mapRectToScene(flight.item.boundingRect())
        side = bounds.width() / 1.5  # the picture is the face and a quarter of it round each side, for the shadow
        drawn.append(QRectF(bounds.center().x() - side / 2, bounds.center().y() - side / 2, side, side))
    flight.end()
    return drawn


def shown_flights(window: MainWindow, qtbot: QtBot) -> list[CoinFlight]:
    show_restaurant_for_a_fee(window, qtbot)
    flights = [piece for piece in window.computer.shown_move.timeline.pieces if isinstance(piece, CoinFlight)]
    assert len(flights) == 3  # the fee of 1 franc to Ann, 2 francs from the bank to Ben
    return flights


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800)])
@pytest.mark.parametrize("code", ["en", "el", "hu"])
def test_no_coin_of_the_shown_move_covers_a_cost_or_a_value_in_the_supply(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot, code: str, size: tuple[int, int]
) -> None:
    settings.animation_speed = "normal"
    window = window_factory(position_from_data(RESTAURANT_FOR_A_FEE))
    window.resize(*size)
    window.languages.set_language(code, remember=False)
    settle()
    scene = window.scene
    offered = [tile for tile in scene.tiles.values() if tile.isVisible() and not tile.compact]
    assert len(offered) >= 10
    kept = [rect for tile in offered for rect in prices(tile)]
    kept += names_on_the_table(window)
    kept += [scene.track.mapRectToScene(scene.track.tab(index)) for index in range(len(ROUND_LETTERS))]
    flights = shown_flights(window, qtbot)
    for flight in flights:
        for index, face in enumerate(faces(flight)):
            covered = [rect for rect in kept if rect.intersects(face)]
            assert not covered, (index, face, covered)
    ann, ben = (header.sceneBoundingRect() for header in scene.headers)
    fee = flights[0]
    assert ben.contains(fee.centre_at(0.0)) and ann.contains(fee.centre_at(1.0))  # from purse to purse
    assert ben.contains(flights[-1].centre_at(1.0))  # the bank's francs end on Ben's purse, on no tile


def test_the_fee_goes_under_the_round_track_not_over_the_supply(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
    """The old way went over the top row of the supply, between its names and its prices: the lane lies above
    every tile, below every round letter."""
    settings.animation_speed = "normal"
    window = window_factory(position_from_data(RESTAURANT_FOR_A_FEE))
    scene = window.scene
    tiles = [tile.sceneBoundingRect() for tile in scene.tiles.values() if tile.isVisible()]
    track = scene.track.sceneBoundingRect()
    fee = shown_flights(window, qtbot)[0]
    middle = [face for face in faces(fee) if track.left() <= face.center().x() <= track.right()]
    assert middle
    assert all(track.bottom() <= face.top() for face in middle)
    assert all(face.bottom() <= min(tile.top() for tile in tiles) for face in middle)


def test_a_persons_fee_and_the_banks_francs_cover_no_price_either(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
    """Ben, a person at this table, uses Ann's Restaurant: the move's own coins (the fee to Ann, the francs from
    the bank) are watched as they fly, their pictures with their shadows, and none lies over a cost or a value."""
    window = window_factory(position_from_data(RESTAURANT_FOR_A_FEE))
    window.resize(1280, 800)
    use_speed(window, settings, "normal")
    settle()
    scene = window.scene
    kept = [rect for tile in scene.tiles.values() if tile.isVisible() and not tile.compact for rect in prices(tile)]
    state = window.session.state
    use = max(
        (a for a in legal_actions(state) if isinstance(a, Use) and a.building == "restaurant"), key=lambda a: a.times
    )
    window.session.submit_turn(use)
    coins = 0
    assert window.motion.busy
    while window.motion.busy:
        for item in window.motion.stage.pieces():
            if isinstance(item, PictureItem) and item.opacity() > 0:
                drawn = item.sceneBoundingRect()
                coins += abs(drawn.width() - drawn.height()) < 0.5  # a coin's picture is square
                assert not [rect for rect in kept if rect.intersects(drawn)], (drawn, kept)
        QTest.qWait(10)
    assert coins > 0


def test_on_a_crowded_table_the_banks_coins_find_a_way_clear_of_the_supply(qtbot: QtBot) -> None:
    """Round K, Emma's board crowded (eight buildings in sector 0, two beside the board): to and from the bank, for
    either player, the coin goes by the column beside the sector tabs and covers no tile of the supply and no
    building's name or value (the straight run, taken once no way was found, crossed the supply)."""
    scene = TableScene(position_from_data(CROWDED))
    anchors = Anchors(scene)
    kept = [body_rect(tile) for tile in scene.tiles.values() if tile.isVisible()]
    kept += names_on_the_table_of(scene)
    kept += [chip.mapRectToScene(chip.face().value.box) for chip in scene.chips.values()]
    for seat in (0, 1):
        for source, target in ((anchors.bank(), anchors.purse(seat)), (anchors.purse(seat), anchors.bank())):
            way, scales = coin_way(scene, source, target, by_lane=False)
            assert way[0] == source and way[-1] == target and len(way) > 2
            for index in range(SAMPLES + 1):
                centre = along(way, index / SAMPLES)
                side = COIN_SIDE * (scales[0] + (scales[1] - scales[0]) * index / SAMPLES)
                face = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)
                assert not [rect for rect in kept if rect.intersects(face)], (seat, index, face)
