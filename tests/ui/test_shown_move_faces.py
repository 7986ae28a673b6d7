"""What the player reads while the computer's move is shown: the coins never cross a building's name or the round
track, the raised building keeps its value inside its highlight, the way to go on is said beside the Continue
button; and the round's banner is opaque to its edges."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontInfo, QFontMetricsF, QImage, QPainter, QTextLayout
from PySide6.QtWidgets import QApplication, QLabel, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import ROUND_LETTERS, GameRecord, Use, legal_actions, position_from_data
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui import theme
from lehavre_desktop.ui.board.anchors import body_rect
from lehavre_desktop.ui.board.chip import BuildingChipItem
from lehavre_desktop.ui.board.geometry import HEADER_HEIGHT, PLAYER_WIDTH
from lehavre_desktop.ui.board.tile import BuildingTileItem, selection_inside
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.motion.banner import RADIUS, BannerItem, BannerText
from lehavre_desktop.ui.motion.coin_route import along, coin_route
from lehavre_desktop.ui.motion.francs import CoinFlight
from lehavre_desktop.ui.motion.overlay import Stage
from lehavre_desktop.ui.painting import TextRun
from tests.ui.conftest import NAMES, WindowFactory
from tests.ui.positions import RESTAURANT_FOR_A_FEE

SAMPLES = 120


def show_restaurant_for_a_fee(window: MainWindow, qtbot: QtBot) -> None:
    """Ben's use of Ann's Restaurant shown as the computer's move ("until I click"), up to its payment."""
    state = window.session.state
    uses = [a for a in legal_actions(state) if isinstance(a, Use) and a.building == "restaurant"]
    use = max(uses, key=lambda a: a.times)  # a fish for 2 francs
    shown = window.computer.shown_move
    shown.show(state, use, None, 100, lambda: None)
    qtbot.waitUntil(lambda: shown.step == 2, timeout=3000)


def names_on_the_table(window: MainWindow) -> list[QRectF]:
    """Each building's name as painted (tiles of the supply and buildings on the wheels), across the building's
    whole width: the banner the name is written on."""
    rects = []
    items: list[BuildingTileItem | BuildingChipItem] = [*window.scene.tiles.values(), *window.scene.chips.values()]
    for item in items:
        if not item.isVisible():
            continue
        body = body_rect(item)
        for run in item.text_runs():
            if run.role == "name":
                name = item.mapRectToScene(run.rect)
                rects.append(QRectF(body.left(), name.top(), body.width(), name.height()))
    return rects


def test_the_coins_of_the_shown_move_never_pass_over_a_buildings_name_or_the_round_track(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
    settings.animation_speed = "normal"
    window = window_factory(position_from_data(RESTAURANT_FOR_A_FEE))
    show_restaurant_for_a_fee(window, qtbot)
    flights = [piece for piece in window.computer.shown_move.timeline.pieces if isinstance(piece, CoinFlight)]
    assert len(flights) == 3  # the fee of 1 franc to Ann, 2 francs from the bank to Ben
    names = names_on_the_table(window)
    assert len(names) > 10
    track = window.scene.track
    letters = [track.mapRectToScene(track.tab(index)) for index in range(len(ROUND_LETTERS))]
    between = QRectF(letters[0].topLeft(), letters[-1].bottomRight())
    ann, ben = (window.scene.headers[seat].mapRectToScene(window.scene.headers[seat].boundingRect()) for seat in (0, 1))
    assert ann.right() < between.left() and between.right() < ben.left()  # the fee's straight way crosses it
    names += letters
    for flight in flights:
        flight.begin()
        for index in range(SAMPLES + 1):
            flight.show(index / SAMPLES)
            assert flight.item is not None
            drawn = flight.item.mapRectToScene(flight.item.boundingRect())  # the coin with its shadow round it
            side = drawn.width() / 1.5
            face = QRectF(drawn.center().x() - side / 2, drawn.center().y() - side / 2, side, side)
            crossed = [name for name in names if name.intersects(face)]
            assert not crossed, (index, face, crossed)
        flight.end()
    fee = flights[0]
    assert ben.contains(fee.centre_at(0.0)) and ann.contains(fee.centre_at(1.0))  # from purse to purse


def test_a_way_round_a_wall_goes_through_its_gap_and_a_clear_way_is_straight() -> None:
    bounds = QRectF(0, 0, 400, 300)
    wall = [QRectF(190, 0, 20, 200)]  # a wall from the top, open below
    way = coin_route(QPointF(50, 50), QPointF(350, 50), bounds, wall, 15)
    samples = [along(way, index / 200) for index in range(201)]
    grown = wall[0].adjusted(-15, -15, 15, 15)
    assert not any(grown.contains(point) for point in samples)
    assert max(point.y() for point in samples) > 215  # under the wall
    assert way[0] == QPointF(50, 50) and way[-1] == QPointF(350, 50)
    assert coin_route(QPointF(50, 250), QPointF(350, 250), bounds, wall, 15) == [QPointF(50, 250), QPointF(350, 250)]


def ink_right(run: TextRun) -> float:
    """Where the ink of a right-aligned text ends (its glyphs' right side bearing left out)."""
    metrics = QFontMetricsF(run.font)
    return run.rect.right() - (metrics.horizontalAdvance(run.text) - metrics.tightBoundingRect(run.text).right())


def test_the_raised_buildings_value_lies_inside_its_highlight(window_factory: WindowFactory, qtbot: QtBot) -> None:
    window = window_factory(position_from_data(RESTAURANT_FOR_A_FEE))
    show_restaurant_for_a_fee(window, qtbot)
    chip = window.scene.chips["restaurant"]
    assert chip.selected  # the move is shown as the player's own choice would be
    value = next(run for run in chip.text_runs() if run.role == "value")
    assert value.flags & Qt.AlignmentFlag.AlignRight
    inside = selection_inside(chip.rect)
    assert ink_right(value) < inside.right() - 0.5
    assert inside.contains(value.rect.adjusted(0, 2, 0, -2).center())
    for tile in window.scene.tiles.values():  # a tile on offer, selected, keeps its value inside the frame as well
        if tile.isVisible() and not tile.compact:
            number = next(run for run in tile.text_runs() if run.role == "value")
            assert QFontMetricsF(number.font).boundingRect(number.rect, number.flags, number.text).right() < (
                selection_inside(tile.shape().boundingRect()).right()
            )


def painted_banner(palette: theme.TablePalette) -> tuple[QRectF, QRectF, QImage]:
    """Round D's banner painted alone in ``palette`` on a transparent ground 30 units wider on every side: its
    face, that ground's rectangle (scene coordinates) and the picture."""
    theme.use(palette)
    stage = Stage()  # held: the banner lives as long as its stage
    banner = BannerItem(BannerText("D", "Round D", ("5 actions.", "Restaurant joins the supply.")), stage)
    face = banner.scene_face()
    around = face.adjusted(-30, -30, 30, 30)
    image = QImage(round(around.width()), round(around.height()), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(-around.topLeft())
    banner.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return face, around, image


@pytest.mark.parametrize("palette", [theme.LIGHT, theme.DARK, theme.HIGH_CONTRAST], ids=lambda p: p.name)
def test_the_round_banner_is_opaque_to_its_edges_and_nothing_of_it_lies_faint_beside_its_left_edge(
    palette: theme.TablePalette,
) -> None:
    face, around, image = painted_banner(palette)
    left = round(face.left() - around.left())
    top, bottom = round(face.top() - around.top()), round(face.bottom() - around.top())
    for row in range(0, image.height(), 3):
        assert {image.pixelColor(column, row).alpha() for column in range(left - 1)} == {0}  # the table, untouched
    inside = range(top + round(RADIUS), bottom - round(RADIUS), 3)
    for column in range(left + 2, left + 40):  # the face from its antialiased edge on
        assert {image.pixelColor(column, row).alpha() for row in inside} == {255}


def wrapped_lines(label: QLabel) -> list[str]:
    """The label's text as its width wraps it, line by line (Qt's own text layout)."""
    layout = QTextLayout(label.text(), label.font())
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(label.contentsRect().width())
        lines.append(label.text()[line.textStart() : line.textStart() + line.textLength()].strip())
    layout.endLayout()
    return lines


def test_the_way_to_go_on_is_said_beside_the_continue_button_in_the_bars_type(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
    settings.computer_move_display = "click"
    window = window_factory(position_from_data(RESTAURANT_FOR_A_FEE))
    state = window.session.state
    use = next(a for a in legal_actions(state) if isinstance(a, Use) and a.building == "restaurant")
    window.computer.present(1, state, use, lambda: None)  # as the turn director shows the computer's move
    bar = window.action_bar
    hint, button = bar.go_on_hint, bar.continue_button
    for code, words in (("en", "press a key"), ("el", "πλήκτρο"), ("hu", "billentyűt")):
        window.languages.set_language(code, remember=False)

        def says(shown: str = words) -> bool:
            return shown in hint.text()

        qtbot.waitUntil(says, timeout=1000)
        qtbot.waitUntil(lambda: hint.isVisible() and button.isVisible(), timeout=1000)
        QApplication.processEvents()
        shown, beside = hint.geometry(), button.geometry()
        assert hint.parentWidget() is button.parentWidget()
        assert 0 <= beside.left() - shown.right() <= 16, (code, shown, beside)  # just left of the button
        assert shown.top() < beside.bottom() and beside.top() < shown.bottom()  # on its row
        assert QFontInfo(hint.font()).pixelSize() >= QFontInfo(bar.font()).pixelSize()
        assert hint.heightForWidth(shown.width()) <= shown.height() + 1  # every word of it shown
        assert len(wrapped_lines(hint)[-1].split()) >= 2, (code, wrapped_lines(hint))  # no word left alone below
        assert not window.computer.status.isVisible()  # no longer in the status bar's corner
    window.computer.withdraw()
    assert not hint.isVisible() and not button.isVisible()


@pytest.mark.parametrize("palette", [theme.LIGHT, theme.DARK, theme.HIGH_CONTRAST], ids=lambda p: p.name)
def test_the_computers_seat_is_marked_by_its_name_and_the_persons_is_not(
    window_factory: WindowFactory, palette: theme.TablePalette
) -> None:
    window = window_factory(GameRecord(NAMES, seats=("person", "computer:beginner")))
    theme.use(palette)
    person, computer = window.scene.headers
    assert person.computer_mark() is None
    mark = computer.computer_mark()
    assert mark is not None
    name = computer.text_runs()[0]
    written = QFontMetricsF(name.font).boundingRect(name.rect, name.flags, name.text)
    assert written.right() < mark.left() and mark.right() < computer.text_runs()[1].rect.left() - 30  # the coin's room
    for header in (person, computer):
        image = QImage(round(PLAYER_WIDTH), round(HEADER_HEIGHT), QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        header.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
        ground = image.pixelColor(round(mark.right()) + 4, round(mark.center().y()))
        inked = [
            image.pixelColor(x, y)
            for x in range(round(mark.left()), round(mark.right()))
            for y in range(round(mark.top()), round(mark.bottom()))
        ]
        best = max(theme.contrast_ratio(colour, ground) for colour in inked)
        if header is computer:
            assert best >= 4.5, (palette.name, best)  # drawn in the header's ink
        else:
            assert best < 1.5  # nothing drawn there by a person's name


def test_in_high_contrast_the_round_banner_is_edged_in_the_highlight() -> None:
    """Card and table are both black in high contrast: the banner's edge is drawn in the highlight, so it stands
    apart from the supply under it; on the wood of the other themes it keeps the table's dark line."""
    for palette, edged in ((theme.HIGH_CONTRAST, True), (theme.LIGHT, False)):
        face, around, image = painted_banner(palette)
        # The left edge, half way down: the edge's colour is the highlight's only where the banner is edged in it.
        x, y = round(face.left() - around.left()), round(face.center().y() - around.top())
        colours = [image.pixelColor(x + dx, y) for dx in (-1, 0, 1)]
        gold = palette.highlight
        near = min(
            max(abs(c.red() - gold.red()), abs(c.green() - gold.green()), abs(c.blue() - gold.blue())) for c in colours
        )
        assert (near <= 60) == edged, (palette.name, [c.name() for c in colours])
