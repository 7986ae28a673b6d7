"""The teaching column's boxes (issue: text cut mid-line; review m31, N5: boxes that scroll beside empty room): each
box fits its text or ends at a whole line; the page takes the room its text needs and the pointer's box the rest, at
a height that never follows what the pointer is on; beside the table the column grows into the log's room while the
page needs it. Measured from the documents' layouts and the widgets' geometry."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QTextBrowser, QWidget

from lehavre_desktop.engine import Cell, decode, position_from_data
from lehavre_desktop.teaching.narrator import Explanation
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.panels.whole_lines import LineCover, line_bounds
from lehavre_desktop.ui.table_area import TEACHING_SHARE
from lehavre_desktop.ui.teaching_panel import (
    POINTER_LEAST,
    POINTER_LINES,
    TeachingPanel,
    document_height,
)
from tests.teaching.helpers import empty_spot, panel_text, point_at, point_at_cell, point_at_item
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import LEFT, click_chip, click_tile, press_button, settle
from tests.ui.positions import EX25_SALE_AFTER_USE
from tests.ui.table_screenshots import PENDING
from tests.ui.test_window_drawer import crowded, in_window, on_screen

SIZES = [(1024, 768), (1280, 800)]
LANGS = ["en", "el", "hu"]


def shows_whole_lines(browser: QTextBrowser, cover: LineCover) -> None:
    """Every line above the box's visible bottom (the viewport's, or the cover's top) ends above it."""
    bottom = cover.y() if cover.isVisible() else browser.viewport().height()
    lines = line_bounds(browser)
    assert lines
    for top, line_bottom in lines:
        if top < bottom:
            assert line_bottom <= bottom + 0.5, f"a line from {top:.1f} to {line_bottom:.1f} is cut at {bottom}"
    if cover.isVisible():  # the cover hides only a cut line and what follows it, never a whole line above
        assert any(abs(top - cover.y()) <= 1 for top, _bottom in lines)


def open_teaching(window: MainWindow) -> None:
    if window.area.drawer_mode:
        QTest.mouseClick(window.area.handle, LEFT)
        settle()
    assert window.teaching_panel.isVisible()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("lang", LANGS)
def test_no_box_of_the_teaching_column_shows_a_line_cut_in_half(
    window_factory: WindowFactory, size: tuple[int, int], lang: str
) -> None:
    window = crowded(window_factory, size, lang)
    click_tile(window, "church_square")  # "Your choice" (on the supply, which the small window's drawer covers)
    open_teaching(window)
    panel = window.teaching_panel
    panel_text(window)
    assert panel.now
    # A page longer than its room (even grown into the log's): the choice's sentences six times over.
    panel.show_content(panel.now_title, panel.now * 6, panel.happened, None, "", False)
    settle()
    pointer_cover, page_cover = panel.covers
    # The page has more text than room: it scrolls, the pointer's box has its part of the rest.
    assert panel.browser.verticalScrollBar().maximum() > 0
    room = panel.page_room()
    assert panel.pointer.height() == max(least_pointer(panel), panel.pointer_beside_scrolling(room))
    for browser, cover in ((panel.pointer, pointer_cover), (panel.browser, page_cover)):
        shows_whole_lines(browser, cover)
    # Scrolled a little, and to the end: still whole lines, and at the end the last line shows.
    bar = panel.browser.verticalScrollBar()
    for value in (bar.singleStep(), bar.maximum() // 2 + 3, bar.maximum()):
        bar.setValue(value)
        settle()
        shows_whole_lines(panel.browser, page_cover)
    assert not page_cover.isVisible()
    # The pointer on a building with a long text: its box scrolls and ends at a whole line too.
    point_at_item(window, window.scene.chips["fish_market"])
    panel_text(window)
    assert panel.pointed
    shows_whole_lines(panel.pointer, pointer_cover)


def test_a_short_page_keeps_its_top_and_leaves_the_pointers_box_its_whole_room(window_factory: WindowFactory) -> None:
    window = crowded(window_factory, (1280, 800))
    panel = window.teaching_panel
    panel.show_content("", [], [], None, "", False)
    settle()
    assert panel.pointer.height() == panel.pointer_room(POINTER_LINES)
    assert panel.pointer.height() + panel.browser.height() == panel.page_room()  # the page has the rest
    assert not any(cover.isVisible() for cover in panel.covers)
    assert not panel.browser.verticalScrollBar().isVisible()


def least_pointer(panel: TeachingPanel) -> int:
    """The pointer's box beside a page that fits only so: its title and ``POINTER_LEAST`` lines (or a third)."""
    return min(panel.pointer_room(POINTER_LEAST), panel.page_room() // 3)


def shaped(window_factory: WindowFactory, size: tuple[int, int], lang: str) -> MainWindow:
    """The screenshots' table: round K, the Church Square paid with the 13th of its payments, whose "Your choice"
    says the most (a dearer payment, and no change), the teaching panel open."""
    window = crowded(window_factory, size, lang)
    window.controller.propose(decode(PENDING))
    settle()
    open_teaching(window)
    panel_text(window)
    return window


def assert_whole(browser: QTextBrowser) -> None:
    """The box shows its whole text: at least as tall as the text, no scroll bar, its last line above its bottom."""
    assert browser.height() >= document_height(browser)
    bar = browser.verticalScrollBar()
    assert not bar.isVisible() and bar.maximum() == 0
    assert line_bounds(browser)[-1][1] <= browser.viewport().height() + 0.5


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("lang", LANGS)
def test_a_choice_that_fits_the_column_is_shown_whole_and_the_pointers_box_has_the_rest(
    window_factory: WindowFactory, size: tuple[int, int], lang: str
) -> None:
    """At 1280x800 "Your choice" once ended at "…or when you choose a" and scrolled, while the box above it was
    mostly empty. Now it is as tall as its text, with no scroll bar, wherever the column holds it beside the
    pointer's least box; only the Greek text, in the small window's drawer, is longer than the whole drawer."""
    window = shaped(window_factory, size, lang)
    panel = window.teaching_panel
    page, room = panel.browser, panel.page_room()
    need = document_height(page)
    if (size, lang) == ((1024, 768), "el"):
        assert need > room - least_pointer(panel)  # longer than the drawer truly: it scrolls, ending at a whole line
        assert page.verticalScrollBar().maximum() > 0
        shows_whole_lines(page, panel.covers[1])
        # In the short drawer the page keeps nearly all the room: the pointer's box has about its least.
        assert panel.pointer.height() == max(least_pointer(panel), panel.pointer_beside_scrolling(room))
        assert panel.pointer.height() < panel.pointer_room(POINTER_LEAST + 1)
        return
    assert need <= room - least_pointer(panel)
    assert_whole(page)
    assert panel.pointer.height() == min(panel.pointer_room(POINTER_LINES), room - need)
    layout = panel.layout()
    assert layout is not None
    assert page.geometry().top() == panel.pointer.geometry().bottom() + 1 + layout.spacing()
    if not window.area.drawer_mode:  # beside the table the column gives the log what the page does not need
        side = window.side
        total = side.teaching_section.height() + side.log_section.height()
        assert side.log_section.height() >= side.log_least()
        assert side.teaching_section.height() <= max(round(total * TEACHING_SHARE), side.teaching_section.height())


def geometry_in(window: MainWindow, widget: QWidget) -> QRect:
    return in_window(widget, window)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_pointers_box_keeps_its_height_whatever_the_pointer_is_on(
    window_factory: WindowFactory, size: tuple[int, int], lang: str
) -> None:
    """Nothing moves under the reader's eyes as the pointer goes over the table: the pointer's box, the page and the
    log keep their places; the box shows a text that fits with no scroll bar, a longer one ending at a whole line."""
    window = shaped(window_factory, size, lang)
    panel, side = window.teaching_panel, window.side
    widgets = (panel.pointer, panel.browser, side.teaching_section, side.log_section)
    before = [geometry_in(window, widget) for widget in widgets]
    scene = window.scene
    drawer = in_window(side, window) if window.area.drawer_mode else QRect()
    tiles = [
        tile for tile in scene.tiles.values() if tile.isVisible() and not drawer.intersects(on_screen(window, tile))
    ]
    assert tiles  # (in the drawer: the chosen tile's row, left in view)
    targets = [*[scene.chips[name] for name in ("fish_market", "kiln", "farm", "restaurant")], tiles[0]]
    fitted = scrolled = 0
    for target in [*targets, None, Cell(3, 2)]:
        if target is None:
            point_at(window, empty_spot(window))
        elif isinstance(target, Cell):
            point_at_cell(window, 0, target)
        else:
            point_at_item(window, target)
        panel_text(window)
        assert [geometry_in(window, widget) for widget in widgets] == before, f"the panel moved for {target}"
        if document_height(panel.pointer) <= panel.pointer.height():
            assert not panel.pointer.verticalScrollBar().isVisible()
            fitted += 1
        else:
            shows_whole_lines(panel.pointer, panel.covers[0])
            scrolled += 1
    assert fitted and scrolled  # (a chip's short text fits; a supply tile's, with its payments, scrolls)


@pytest.mark.parametrize("lang", LANGS)
def test_beside_a_page_that_scrolls_the_pointers_box_keeps_its_room(window_factory: WindowFactory, lang: str) -> None:
    """The round-change scene: the pointer still on Ann's Clay Mound (its use, and the fee Ben would pay), "What just
    happened" telling the whole turn and the round's end. Together they are longer than the column, grown down to
    the log's least: the page, the longer, scrolls, and the pointer's box keeps the room for its lines."""
    window = window_factory(position_from_data(EX25_SALE_AFTER_USE))
    window.languages.set_language(lang, remember=False)
    window.resize(1280, 800)
    settle()
    click_chip(window, "clay_mound")
    press_button(window.action_bar.keep_open_button)
    press_button(window.action_bar.end_turn_button)
    panel_text(window)
    panel, side = window.teaching_panel, window.side
    assert panel.pointed and panel.happened
    room = panel.page_room()
    assert document_height(panel.browser) + document_height(panel.pointer) > room
    assert abs(side.log_section.height() - side.log_least()) <= 1  # the column took all the log could spare
    assert panel.pointer.height() == max(least_pointer(panel), panel.pointer_beside_scrolling(room))
    assert panel.pointer.height() >= panel.pointer_room(POINTER_LEAST + 4)  # its title, the use and the fee's start
    for browser, cover in zip((panel.pointer, panel.browser), panel.covers, strict=True):
        assert browser.verticalScrollBar().maximum() > 0
        shows_whole_lines(browser, cover)


def test_the_column_grows_into_the_logs_room_while_the_page_needs_it_and_keeps_the_players_split(
    window_factory: WindowFactory,
) -> None:
    window = crowded(window_factory, (1280, 800))
    panel, side = window.teaching_panel, window.side
    teaching, log = side.teaching_section, side.log_section
    total = teaching.height() + log.height()
    assert abs(teaching.height() - round(total * TEACHING_SHARE)) <= 1  # a short page: the column's usual split
    # A long page: the teaching column grows, the log keeps its least.
    panel.show_content("Your choice", [*panel.happened, *shaped_texts(window)], [], None, "", False)
    settle()
    assert teaching.height() > round(total * TEACHING_SHARE) + 20
    assert log.height() >= side.log_least()
    # The player drags the line between them (the splitter's handle) down: the split is theirs from now on.
    handle = side.splitter.handle(1)
    start = handle.rect().center()
    QTest.mousePress(handle, LEFT, pos=start)
    QTest.mouseMove(handle, start + QPoint(0, 30))
    QTest.mouseRelease(handle, LEFT, pos=start + QPoint(0, 30))
    settle()
    dragged = teaching.height()
    assert side.teaching_share is not None
    panel.show_content("", [], [], None, "", False)
    settle()
    assert abs(teaching.height() - dragged) <= 1


def shaped_texts(window: MainWindow) -> list[Explanation]:
    """The long choice's sentences, twice: a page longer than the column's usual share."""
    window.controller.propose(decode(PENDING))
    panel_text(window)
    return window.teaching_panel.now * 2


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("lang", LANGS)
def test_the_panels_titles_take_one_line(window_factory: WindowFactory, size: tuple[int, int], lang: str) -> None:
    """«Ημερολόγιο παιχνιδιού» and the other titles have the room of one line, in the drawer too."""
    window = crowded(window_factory, size, lang)
    open_teaching(window)
    for section in (window.side.teaching_section, window.side.log_section):
        title = section.title
        assert title.isVisible() and title.text()
        line = title.fontMetrics().lineSpacing()
        assert title.heightForWidth(title.width()) < 1.5 * line, f"{title.text()!r} wraps at {title.width()} px"
        assert title.fontMetrics().horizontalAdvance(title.text()) <= title.contentsRect().width()


def test_the_computers_reasons_take_their_room_from_the_page_which_then_scrolls(window_factory: WindowFactory) -> None:
    """The reasons come under a page that just fitted: the pointer's box stays, and the page, now shorter than its
    text, gets its scroll bar back (a text longer than its box can always be scrolled to); gone, the page is whole."""
    window = shaped(window_factory, (1280, 800), "en")
    panel = window.teaching_panel
    assert_whole(panel.browser)
    pointer = geometry_in(window, panel.pointer)
    page = (panel.now_title, panel.now, panel.happened, None, "", False)
    panel.show_content(*page, reasons=("Ben built the Farm: it expects to finish with 60, you with 55.",) * 3)
    settle()
    assert panel.reasons_box.isVisible()
    assert geometry_in(window, panel.pointer) == pointer
    bar = panel.browser.verticalScrollBar()
    assert document_height(panel.browser) > panel.browser.height()
    assert bar.isVisible() and bar.maximum() > 0
    shows_whole_lines(panel.browser, panel.covers[1])
    panel.show_content(*page)
    settle()
    assert geometry_in(window, panel.pointer) == pointer
    assert_whole(panel.browser)
