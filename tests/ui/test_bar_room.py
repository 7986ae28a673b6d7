"""The action bar gives its room where it is free, measured on the real widgets at 1024, 1280 and 1920 px in English,
Greek and Hungarian: the primary button keeps its keycap wherever it fits, the way to go on beside Continue takes the
room the buttons leave it, the computer's steps read down one column and on down the next beside it, and the bar's
height holds through the ordinary gestures."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import Cell, Good, Use, legal_actions, position_from_data
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.action_bar import COLUMN_GAP, MARGIN, ROW_SPACING, ActionBar
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import click_tile, drag_ghost, settle
from tests.ui.positions import RESTAURANT_FOR_A_FEE
from tests.ui.test_bar_face import nothing_cut, words_fit
from tests.ui.test_shown_move_faces import wrapped_lines
from tests.ui.test_window_drawer import crowded, text_fits

SIZES = [(1024, 768), (1280, 800), (1920, 1080)]
LANGS = ["en", "el", "hu"]
SIZE_IDS = [f"{w}x{h}" for w, h in SIZES]
PADDING = 6  # px: between the bar's edges and its first and last lines of text


def church_square(window_factory: WindowFactory, size: tuple[int, int], lang: str) -> MainWindow:
    window = crowded(window_factory, size, lang)
    click_tile(window, "church_square")
    settle()
    assert window.action_bar.confirm_button.isVisible() and window.action_bar.cancel_button.isVisible()
    return window


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
@pytest.mark.parametrize("lang", LANGS)
def test_the_primary_button_keeps_its_keycap_and_esc_shows_where_the_text_keeps_its_room(
    window_factory: WindowFactory, lang: str, size: tuple[int, int]
) -> None:
    window = church_square(window_factory, size, lang)
    bar = window.action_bar
    confirm, cancel = bar.confirm_button, bar.cancel_button
    assert confirm.key == "Enter"  # in every language and size: the primary button's key
    # The keycap is drawn on the button: its face is wide enough for the words and the cap beside them.
    metrics = QFontMetrics(confirm.font())
    assert confirm.key_size().width() > 0
    words_fit(confirm)
    assert confirm.width() >= metrics.horizontalAdvance(confirm.text()) + confirm.key_size().width()
    nothing_cut(bar)
    assert cancel.key == "Esc", (lang, size)  # the text has the room beside it in every language, 1024 px too
    words_fit(cancel)
    cancel_right = cancel.mapTo(bar, QPoint(cancel.width(), 0)).x()
    assert cancel_right <= confirm.mapTo(bar, QPoint(0, 0)).x(), "the cancel button overlaps the next one"
    text_right = bar.text_area.mapTo(bar, QPoint(bar.text_area.width(), 0)).x()
    assert text_right <= cancel.mapTo(bar, QPoint(0, 0)).x(), "the text reaches under the buttons"
    for label in (bar.title, bar.detail):  # no line wraps or is cut for the keycaps' sake
        metrics = QFontMetrics(label.font())
        widest = max(metrics.horizontalAdvance(line) for line in label.text().split("\n"))
        assert widest <= label.contentsRect().width(), (lang, size, label.text())
    assert bar.text_area.width() >= 0.4 * bar.width()
    if size[0] == 1920 and lang != "el":  # the keycaps cost the bar none of its two columns
        assert bar.columns == 2 and bar.height() <= 90


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_with_the_keycaps_at_1920_four_long_lines_and_a_refusal_still_fit(
    window_factory: WindowFactory, lang: str
) -> None:
    window = church_square(window_factory, (1920, 1080), lang)
    bar = window.action_bar
    assert bar.confirm_button.key and bar.cancel_button.key
    drag_ghost(window, 0, Good.FISH, Cell(5, 5))  # refused
    settle()
    longest = max(bar.detail_text().split("\n"), key=len)
    bar.set_text(bar.title.text(), "\n".join([longest] * 4), bar.warning.text())
    settle()
    text_fits(window)


def shown_move(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot, size: tuple[int, int], lang: str
) -> ActionBar:
    """The computer's use of the Restaurant for a fish, shown in the bar with Continue (until the player goes on),
    at this size and language."""
    settings.computer_move_display = "click"
    window = window_factory(position_from_data(RESTAURANT_FOR_A_FEE))
    window.languages.set_language(lang, remember=False)
    window.resize(*size)
    settle()
    state = window.session.state
    uses = [a for a in legal_actions(state) if isinstance(a, Use) and a.building == "restaurant"]
    window.computer.present(1, state, max(uses, key=lambda a: a.times), lambda: None)
    bar = window.action_bar
    qtbot.waitUntil(lambda: bar.continue_button.isVisible() and bar.go_on_hint.isVisible(), timeout=1000)
    qtbot.waitUntil(lambda: window.computer.shown_move.step == 2, timeout=3000)  # its payment in the bar
    settle()
    return bar


@pytest.mark.parametrize("size", SIZES[1:], ids=SIZE_IDS[1:])
@pytest.mark.parametrize("lang", LANGS)
def test_the_way_to_go_on_takes_one_line_where_the_bar_has_room(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot, lang: str, size: tuple[int, int]
) -> None:
    bar = shown_move(window_factory, settings, qtbot, size, lang)
    hint = bar.go_on_hint
    lines = wrapped_lines(hint)
    assert len(lines) == 1, (lang, size, lines)  # at 1280 and 1920 the bar has the room in every language
    assert hint.heightForWidth(hint.width()) <= hint.height() + 1  # every word shown
    left = hint.mapTo(bar, QPoint(0, 0)).x()
    text_right = bar.text_area.mapTo(bar, QPoint(bar.text_area.width(), 0)).x()
    assert left >= text_right  # beside the text, never over it
    assert bar.text_area.width() >= 0.55 * bar.width()  # which keeps most of the bar
    lines = bar.detail_text().split("\n")
    assert bar.detail.isVisible() and len(lines) >= 4
    nothing_cut(bar)


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_the_computers_steps_read_down_one_column_then_the_next_beside_it(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot, size: tuple[int, int]
) -> None:
    bar = shown_move(window_factory, settings, qtbot, size, "en")
    lines = bar.detail_text().split("\n")
    assert len(lines) >= 4, lines
    first, second = bar.detail, bar.detail_more
    assert second.isVisible()  # four short lines take fewer rows in two columns, at every size
    if second.isVisible():
        metrics = QFontMetrics(first.font())
        first_text_right = first.mapTo(bar, QPoint(first.contentsRect().left(), 0)).x() + max(
            metrics.horizontalAdvance(line) for line in first.text().split("\n")
        )
        second_left = second.mapTo(bar, QPoint(0, 0)).x()
        gap = second_left - first_text_right
        assert 0 <= gap <= COLUMN_GAP + 8, f"the second column stands {gap} px after the first's text"
        assert first.text().split("\n") + second.text().split("\n") == lines  # in order: down one, then the next
    else:
        assert first.text().split("\n") == lines


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_the_bars_height_holds_from_a_turns_start_through_a_choice_and_the_computers_move(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot, size: tuple[int, int]
) -> None:
    """The start of a turn (one line), a choice shaped (four lines), a refusal, its cancel, the computer's move shown:
    one height, so nothing under the pointer moves with the bar's text."""
    window = crowded(window_factory, size, "hu")
    bar = window.action_bar
    heights = [bar.height()]
    click_tile(window, "church_square")
    settle()
    heights.append(bar.height())
    drag_ghost(window, 0, Good.FISH, Cell(5, 5))
    settle()
    heights.append(bar.height())
    window.controller.cancel()
    settle()
    heights.append(bar.height())
    assert heights == [bar.fixed_height()] * 4
    shown = shown_move(window_factory, settings, qtbot, size, "hu")
    assert shown.height() == bar.fixed_height() == heights[0]


def label_height(bar: ActionBar, lines: int) -> int:
    """The height of a label of the bar holding this many lines, in its type."""
    probe = QLabel("\n".join(["Xg"] * lines))
    probe.setFont(bar.font())
    return probe.sizeHint().height()


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
@pytest.mark.parametrize("lang", LANGS)
def test_the_bar_is_no_taller_than_the_tallest_gesture_needs(
    window_factory: WindowFactory, lang: str, size: tuple[int, int]
) -> None:
    """At the start of a turn (one line) the bar already holds the room of the build shaped next, with its refusal:
    a title, a refusal and three lines of detail, or two rows of buttons; a fourth line only where the text is so
    narrow (1024 px) that four long effects wrap; never a band beyond that."""
    window = crowded(window_factory, size, lang)
    bar = window.action_bar
    start = bar.height()
    buttons = 2 * bar.confirm_button.sizeHint().height() + ROW_SPACING
    lines = 4 if size[0] == 1024 else 2 if bar.columns == 2 else 3
    text = sum(label_height(bar, count) for count in (1, 1, lines))  # the title's label, the refusal's, the detail's
    assert start <= max(text, buttons) + 2 * MARGIN, (lang, size, start, text, buttons)
    click_tile(window, "church_square")
    drag_ghost(window, 0, Good.FISH, Cell(5, 5))
    settle()
    assert bar.warning.isVisible() and bar.height() == start
    text_fits(window)


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
@pytest.mark.parametrize("lang", LANGS)
def test_the_computers_move_keeps_its_padding_and_every_line_whole(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot, lang: str, size: tuple[int, int]
) -> None:
    """The title stands at least ``PADDING`` px under the bar's top and the detail's last line as far above its
    foot, at the bar's one height, with more than three lines in two columns (Greek at 1920 px had them in one,
    the title flush with the bar's edge and the last line on the status bar)."""
    bar = shown_move(window_factory, settings, qtbot, size, lang)
    assert bar.height() == bar.fixed_height()
    lines = bar.detail_text().split("\n")
    assert len(lines) > 3 and bar.detail_more.isVisible(), (lang, size)
    title_top = bar.title.mapTo(bar, QPoint(0, 0)).y()
    assert title_top >= PADDING, (lang, size, title_top)
    for column in (bar.detail, bar.detail_more):
        bottom = column.mapTo(bar, QPoint(0, column.heightForWidth(column.width()))).y()
        assert bar.height() - bottom >= PADDING, (lang, size, bar.height() - bottom)
        assert column.height() >= column.heightForWidth(column.width()), column.text()
        visible = column.visibleRegion().boundingRect()
        assert visible.height() >= column.heightForWidth(column.width()), f"{column.text()!r} is clipped"
    nothing_cut(bar)
