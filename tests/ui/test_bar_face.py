"""The action bar's face (``bar_face``), measured on the real widgets: its accent and its primary button take the
colour of the player to act, its height holds through a choice at every size, nothing in it is cut in Greek or
Hungarian, the goods' tokens stand beside the detail's lines while the text stays plain, and the keycaps show
where they leave the detail its room (the primary button's wherever it fits)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from lehavre_desktop.engine import (
    Build,
    Cell,
    Direction,
    FrancsGained,
    Good,
    GoodsPaid,
    Overpaid,
    RuleId,
    StepsLost,
    legal_actions,
    position_from_data,
)
from lehavre_desktop.table.messages import MessageId, message
from lehavre_desktop.ui import theme
from lehavre_desktop.ui.action_bar import ActionBar
from lehavre_desktop.ui.bar_face import FRANC, BarButton, MarkedLabel, accent_width, line_mark, primary_colours
from lehavre_desktop.ui.board.materials import Piece
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.theme import PALETTES, contrast_ratio
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import click_chip, click_tile, drag_ghost, press_button, settle
from tests.ui.positions import EX25_SALE_AFTER_USE
from tests.ui.test_legibility import CROWDED
from tests.ui.test_themes import same_colour
from tests.ui.test_window_drawer import crowded


def church_square_shaped(window_factory: WindowFactory) -> MainWindow:
    """The crowded table at 1280×800 with Emma shaping the Church Square's build in the bar."""
    window = crowded(window_factory, (1280, 800))
    click_tile(window, "church_square")
    settle()
    return window


SIZES = [(1024, 768), (1280, 800), (1920, 1080)]
THEMES = ("light", "dark", "high_contrast")


def bar_image(bar: ActionBar) -> QImage:
    settle()
    return bar.grab().toImage()


def accent_pixel(bar: ActionBar) -> QPoint:
    return QPoint(accent_width(bar.font()) // 2, bar.height() // 2)


def face_pixel(button: QWidget) -> QPoint:
    """A point of a button's face clear of its words, its edge and its lip: left of the words, half way down."""
    return QPoint(button.mapTo(button.window(), QPoint(5, button.height() // 2 - 3)))


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_bar_keeps_its_height_and_the_table_its_place_through_a_choice(
    window_factory: WindowFactory, size: tuple[int, int]
) -> None:
    window = crowded(window_factory, size)
    bar = window.action_bar
    before = (bar.height(), bar.geometry(), window.view.geometry(), window.view.transform())
    assert not bar.confirm_button.isVisible()
    click_tile(window, "church_square")  # a build shaped: a title, three lines, two rows of buttons
    drag_ghost(window, 0, Good.FISH, Cell(5, 5))  # and a refusal
    settle()
    assert bar.confirm_button.isVisible() and bar.warning.isVisible()
    assert (bar.height(), bar.geometry(), window.view.geometry(), window.view.transform()) == before
    window.controller.cancel()
    settle()
    assert (bar.height(), bar.geometry(), window.view.geometry(), window.view.transform()) == before


@pytest.mark.parametrize("lang", ["en", "el", "hu"])
def test_at_1920_by_1080_the_bar_keeps_its_two_columns_of_detail_in_english_and_hungarian(
    window_factory: WindowFactory, lang: str
) -> None:
    """The buttons' faces and keycaps leave the text the room it had: two columns and 90 px where it had them
    (Greek's longer buttons left one column before the face as after it)."""
    bar = crowded(window_factory, (1920, 1080), lang).action_bar
    if lang == "el":
        assert bar.columns == 1
    else:
        assert bar.columns == 2 and bar.height() <= 90


def words_fit(button: BarButton) -> None:
    """The button's words and its keycap fit in its face, beside its padding."""
    words = QFontMetrics(button.font()).horizontalAdvance(button.text())
    key = button.key_size().width()
    inside = button.width() - 2 * button.padding() - (button.padding() // 2 if key else 0)
    assert words + key <= inside, f"{button.text()!r} is cut: {words} + {key} > {inside}"


def label_fits(label: QLabel) -> None:
    """Every line of the label, as it wraps, is as narrow as the label's text room, and the label tall enough."""
    room = label.contentsRect()
    metrics = QFontMetrics(label.font())
    for line in label.text().split("\n"):
        laid = metrics.boundingRect(QRect(0, 0, room.width(), 100000), int(Qt.TextFlag.TextWordWrap), line)
        assert laid.width() <= room.width(), f"{line!r} is wider than its label"
    assert label.height() >= label.heightForWidth(label.width()), f"{label.text()!r} is cut"


def nothing_cut(bar: ActionBar) -> None:
    labels = [bar.title, bar.warning, bar.detail, bar.detail_more, bar.go_on_hint]
    for label in labels:
        if label.isVisible():
            label_fits(label)
            placed = QRect(label.mapTo(bar, QPoint(0, 0)), label.size())
            assert bar.rect().contains(placed), f"{label.text()!r} reaches out of the bar"
    buttons = [button for button in bar.buttons if button.isVisible() and isinstance(button, BarButton)]
    assert buttons
    for button in buttons:
        words_fit(button)
        placed = QRect(button.mapTo(bar, QPoint(0, 0)), button.size())
        assert bar.rect().contains(placed), f"{button.text()!r} reaches out of the bar"


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("lang", ["el", "hu"])
def test_nothing_in_the_bar_is_cut_in_greek_and_hungarian(
    window_factory: WindowFactory, lang: str, size: tuple[int, int]
) -> None:
    window = crowded(window_factory, size, lang)
    bar = window.action_bar
    nothing_cut(bar)  # the turn's instructions and Suggest a move
    click_tile(window, "church_square")
    drag_ghost(window, 0, Good.FISH, Cell(5, 5))
    settle()
    assert bar.confirm_button.isVisible() and bar.warning.isVisible()
    nothing_cut(bar)
    kept = window_factory(position_from_data(EX25_SALE_AFTER_USE))
    kept.languages.set_language(lang, remember=False)
    kept.resize(*size)
    settle()
    click_chip(kept, "clay_mound")
    press_button(kept.action_bar.keep_open_button)
    click_chip(kept, "smokehouse")
    settle()
    assert kept.action_bar.sell_button.isVisible() and kept.action_bar.end_turn_button.isVisible()
    nothing_cut(kept.action_bar)


@pytest.mark.parametrize("name", THEMES)
def test_the_accent_and_the_primary_button_are_in_the_colour_of_the_player_to_act(
    window_factory: WindowFactory, name: str
) -> None:
    palette = PALETTES[name]
    for seat, to_act in enumerate(("Emma", "Maximilian")):
        window = window_factory(position_from_data({**CROWDED, "to_act": to_act}))
        window.resize(1280, 800)
        window.theme_menu.set_choice(name)
        settle()
        bar = window.action_bar
        assert window.session.state.current == seat and bar.seat == seat
        image = bar_image(bar)
        assert same_colour(image.pixelColor(accent_pixel(bar)), palette.player_colours[seat]), name
        assert same_colour(image.pixelColor(bar.width() // 2, bar.height() - 4), palette.bar)  # the card's ground
        build = next(action for action in legal_actions(window.session.state) if isinstance(action, Build))
        click_tile(window, build.building)
        settle()
        confirm = bar.confirm_button
        assert confirm.isVisible() and confirm.isDefault() and confirm.primary
        shot = window.grab().toImage()
        ground, _ink = primary_colours(seat, palette)
        assert same_colour(shot.pixelColor(face_pixel(confirm)), ground), f"{name}: Confirm is not in seat {seat}'s"
        cancel = bar.cancel_button
        assert not cancel.primary and same_colour(shot.pixelColor(face_pixel(cancel)), palette.paper_pointed)
        window.close()


@pytest.mark.parametrize("name", THEMES)
def test_the_buttons_words_are_legible_on_their_faces(name: str) -> None:
    """AA (4.5:1) in every theme, AAA (7:1) in high contrast: the primary's ink on each player's ground and on the
    no one's (the end of the game), the other buttons' ink on their card."""
    palette = PALETTES[name]
    least = 7.0 if name == "high_contrast" else 4.5
    for seat in (0, 1, None):
        ground, ink = primary_colours(seat, palette)
        assert contrast_ratio(ink, ground) >= least, f"{name}: seat {seat}"
    assert contrast_ratio(palette.ink, palette.paper_pointed) >= least
    assert contrast_ratio(palette.ink, palette.paper_dark) >= least  # pressed


def test_the_goods_tokens_stand_beside_their_lines_and_the_text_stays_plain(window_factory: WindowFactory) -> None:
    window = church_square_shaped(window_factory)
    bar = window.action_bar
    detail = bar.detail
    assert isinstance(detail, MarkedLabel)
    lines = bar.detail_text().split("\n")
    assert lines[0].startswith("Emma pays 4 fish") and lines[1].startswith("Emma pays 1 grain"), lines
    assert detail.marks[:2] == (Good.FISH, Good.GRAIN), detail.marks
    assert detail.textFormat() == Qt.TextFormat.PlainText and detail.text() == "\n".join(lines)
    assert all(ord(char) < 0x2190 or char == "→" for char in detail.text())  # no symbol slipped into the words
    image = bar_image(bar)
    room = detail.contentsRect().left()
    assert room >= QFontMetrics(detail.font()).height()  # a margin of its own: the text starts after it
    palette = theme.current()
    for mark, top in zip(detail.marks[:2], detail.line_tops()[:2], strict=True):
        assert isinstance(mark, Good)
        line = QFontMetrics(detail.font()).height()
        centre = detail.mapTo(bar, QPoint(round(line * 0.95 / 2), top + line // 2))
        assert same_colour(image.pixelColor(centre), palette.good_colours[mark], tolerance=40), mark


def test_the_primary_buttons_are_the_default_and_the_tab_order_follows_the_rows(window_factory: WindowFactory) -> None:
    window = church_square_shaped(window_factory)
    bar = window.action_bar
    assert bar.confirm_button.isDefault() and bar.end_turn_button.isDefault()
    assert bar.confirm_button.primary and bar.end_turn_button.primary and bar.continue_button.primary
    assert not any(button.primary for button in (bar.cancel_button, bar.keep_open_button, bar.sell_button))
    shown = [
        bar.previous_button,
        bar.alternatives,
        bar.next_button,
        bar.cancel_button,
        bar.keep_open_button,
        bar.confirm_button,
    ]
    bar.previous_button.setFocus(Qt.FocusReason.TabFocusReason)
    visited = [QApplication.focusWidget()]
    for _ in range(len(shown) - 1):
        bar.focusNextChild()
        visited.append(QApplication.focusWidget())
    assert visited == shown, "Tab goes through the bar's controls out of their order on screen"


def test_keycaps_show_where_there_is_room_and_the_buttons_keep_their_words(window_factory: WindowFactory) -> None:
    window = church_square_shaped(window_factory)
    bar = window.action_bar
    assert bar.keycaps_shown
    assert (bar.confirm_button.key, bar.cancel_button.key, bar.end_turn_button.key) == ("Enter", "Esc", "Enter")
    assert bar.confirm_button.text() == "Confirm" and bar.cancel_button.text() == "Cancel"  # as a reader hears them
    assert bar.confirm_button.width() > QFontMetrics(bar.font()).horizontalAdvance("Confirm Enter")
    small = crowded(window_factory, (1024, 768), "hu")
    click_tile(small, "church_square")
    settle()
    hungarian = small.action_bar
    assert hungarian.confirm_button.isVisible() and hungarian.confirm_button.key == "Enter"  # the primary's, always
    assert hungarian.cancel_button.key == "Esc"  # the text keeps room for its longest lines beside both
    assert hungarian.confirm_button.width() == hungarian.confirm_button.sizeHint().width()


def test_a_face_is_drawn_for_each_button_and_the_focus_ring_for_the_keyboard(window_factory: WindowFactory) -> None:
    window = church_square_shaped(window_factory)
    bar = window.action_bar
    cancel = bar.cancel_button
    cancel.setFocus(Qt.FocusReason.TabFocusReason)
    settle()
    ring = cancel.grab().toImage().pixelColor(1, cancel.height() // 2)
    assert same_colour(ring, theme.current().focus, tolerance=40)
    bar.confirm_button.setFocus(Qt.FocusReason.TabFocusReason)
    settle()
    assert not same_colour(cancel.grab().toImage().pixelColor(1, cancel.height() // 2), theme.current().focus, 40)
    box = bar.alternatives
    face = box.grab().toImage().pixelColor(QRectF(box.rect()).center().toPoint() + QPoint(-box.width() // 3, 6))
    assert same_colour(face, theme.current().paper_pointed, tolerance=8)


def test_each_line_of_detail_names_its_piece() -> None:
    """The good a payment, a move or a lost step is about; the food (half fish, half grain) of a food cost
    overpaid or paid in repetitions; a coin for francs; nothing for a line about neither."""
    paid = GoodsPaid(0, Good.CLAY, Cell(3, 3), Cell(0, 3))
    assert line_mark(message(MessageId.EFFECT, event=paid)) is Good.CLAY
    assert line_mark(message(MessageId.EFFECT, event=StepsLost(0, Good.WOOD, Direction.UP, 2))) is Good.WOOD
    assert line_mark(message(MessageId.EFFECT, event=Overpaid(0, "food", 5, 8))) is Piece.FOOD
    assert line_mark(message(MessageId.EFFECT, event=Overpaid(0, "wood", 2, 3))) is Good.WOOD
    assert line_mark(message(MessageId.REPETITION, n=1, cost=1, goods=((Good.FISH, 1),), extra=0)) is Piece.FOOD
    assert line_mark(message(MessageId.EFFECT, event=FrancsGained(0, 2, RuleId.USE_RETURN_TO_ZERO))) == FRANC
    assert line_mark(message(MessageId.FRANCS_CHANGE, before=3, after=4)) == FRANC
    assert line_mark(message(MessageId.NO_CHANGE)) is None


def letter_cores(image: QImage, ground: QColor) -> list[QColor]:
    """A label's pixels farthest from its ground: its letters' cores, clear of their anti-aliased rims."""

    def distance(colour: QColor) -> int:
        return (
            abs(colour.red() - ground.red()) + abs(colour.green() - ground.green()) + abs(colour.blue() - ground.blue())
        )

    pixels = [image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())]
    farthest = max(distance(pixel) for pixel in pixels)
    return [pixel for pixel in pixels if distance(pixel) >= farthest - 6]


@pytest.mark.parametrize("name", THEMES)
def test_a_refusal_is_written_in_the_warning_colour_the_title_in_ink(window_factory: WindowFactory, name: str) -> None:
    """The bar's own label rule (ink) had outweighed the refusal's (a selector of an id and a type over an id
    alone): the refusal read as one more line of ink."""
    palette = PALETTES[name]
    window = crowded(window_factory, (1280, 800))
    window.theme_menu.set_choice(name)
    click_tile(window, "church_square")
    drag_ghost(window, 0, Good.FISH, Cell(5, 5))
    settle()
    bar = window.action_bar
    assert bar.warning.isVisible()
    for label, ink in ((bar.warning, palette.warning_text), (bar.title, palette.ink)):
        cores = letter_cores(label.grab().toImage(), palette.bar)
        assert all(same_colour(colour, ink, tolerance=12) for colour in cores), f"{name}: {label.text()!r}"


def test_a_button_under_the_pointer_takes_the_inks_edge(window_factory: WindowFactory) -> None:
    window = church_square_shaped(window_factory)
    bar = window.action_bar
    cancel = bar.cancel_button
    edge = QPoint(cancel.width() // 2, 3)  # the face's top edge, 2.5 px in

    def edge_colour() -> QColor:
        settle()
        return cancel.grab().toImage().pixelColor(edge)

    away = edge_colour()
    QTest.mouseMove(cancel, QPoint(cancel.width() // 2, cancel.height() // 2))
    assert cancel.underMouse()
    under = edge_colour()
    palette = theme.current()
    ground = palette.paper_pointed
    assert contrast_ratio(under, ground) > contrast_ratio(away, ground)  # firmer, in the ink's colour
    QTest.mouseMove(bar.title)
    assert not cancel.underMouse() and same_colour(edge_colour(), away)
