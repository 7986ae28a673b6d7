"""The teaching column's boxes (issue: text cut mid-line; reviews m31 and m32, N5: boxes that scroll beside empty
room): each box fits its text or ends at a whole line; the pointer's box, at the foot, is as tall as its text up to
its share, the page above it has the rest, so no box scrolls while the other shows empty room; what the pointer is on
never moves the page's top, its text or the log; beside the table the column grows into the log's room while the
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
from lehavre_desktop.ui.teaching_panel import POINTER_SHARE, TeachingPanel, document_height
from tests.teaching.helpers import empty_spot, panel_text, point_at, point_at_cell, point_at_item
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import LEFT, click_chip, click_tile, press_button, settle
from tests.ui.positions import EX25_SALE_AFTER_USE
from tests.ui.table_screenshots import PENDING
from tests.ui.test_window_drawer import crowded, in_window, on_screen

SIZES = [(1024, 768), (1280, 800)]
ALL_SIZES = [*SIZES, (1920, 1080)]
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
    # The page has more text than room: it scrolls, and the hint of the pointer's box leaves it the room.
    assert panel.browser.verticalScrollBar().maximum() > 0
    assert not panel.pointed and not panel.pointer.isVisible()
    shows_whole_lines(panel.browser, page_cover)
    # Scrolled a little, and to the end: still whole lines, and at the end the last line shows.
    bar = panel.browser.verticalScrollBar()
    for value in (bar.singleStep(), bar.maximum() // 2 + 3, bar.maximum()):
        bar.setValue(value)
        settle()
        shows_whole_lines(panel.browser, page_cover)
    assert not page_cover.isVisible()
    # The pointer on a building: its box comes back, as tall as its text up to its share, ending at a whole line.
    point_at_item(window, window.scene.chips["fish_market"])
    panel_text(window)
    assert panel.pointed and panel.pointer.isVisible()
    assert panel.pointer.height() == min(document_height(panel.pointer), panel.pointer_most(panel.page_room()))
    for browser, cover in ((panel.pointer, pointer_cover), (panel.browser, page_cover)):
        shows_whole_lines(browser, cover)


def test_a_short_page_leaves_the_pointers_box_all_it_does_not_need(window_factory: WindowFactory) -> None:
    window = crowded(window_factory, (1280, 800))
    panel = window.teaching_panel
    panel.show_content("", [], [], None, "", False)
    settle()
    assert panel.browser.geometry().top() == 0  # the page at the top, the pointer's box at the foot
    assert panel.pointer.geometry().bottom() == panel.height() - 1
    hint = panel.pointer.height()
    assert hint == document_height(panel.pointer)  # the hint, whole
    assert panel.pointer.height() + panel.browser.height() == panel.page_room()  # the page has the rest
    # The pointer on a building with a long text: the short page leaves it all the room it needs.
    point_at_item(window, window.scene.chips["fish_market"])
    panel_text(window)
    assert panel.pointed
    assert panel.pointer.height() > 2 * hint
    assert_whole(panel.pointer)
    assert not any(cover.isVisible() for cover in panel.covers)
    assert not panel.browser.verticalScrollBar().isVisible()


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


@pytest.mark.parametrize("size", ALL_SIZES, ids=[f"{w}x{h}" for w, h in ALL_SIZES])
@pytest.mark.parametrize("lang", LANGS)
def test_the_choice_is_shown_whole_and_the_pointers_box_has_the_rest(
    window_factory: WindowFactory, size: tuple[int, int], lang: str
) -> None:
    """At 1280x800 "Your choice" once ended at "…or when you choose a" and scrolled, while the box above it was
    mostly empty; in Greek at 1024x768 (m32) it still scrolled beside the pointer's box with a title's room empty.
    Now it is as tall as its text, with no scroll bar, everywhere: the pointer's hint has its whole room where the
    page leaves it that, and yields it in the small window's drawer until the pointer is on something."""
    window = shaped(window_factory, size, lang)
    panel = window.teaching_panel
    page, room = panel.browser, panel.page_room()
    assert_whole(page)
    assert page.geometry().top() == 0
    if panel.pointer.isVisible():
        assert_whole(panel.pointer)
        layout = panel.layout()
        assert layout is not None
        assert panel.pointer.geometry().top() == page.geometry().bottom() + 1 + layout.spacing()
    else:  # the page needs the hint's room: the drawer
        assert window.area.drawer_mode
        assert document_height(page) > room - document_height(panel.pointer)
    if not window.area.drawer_mode:  # beside the table the column gives the log what the page does not need
        side = window.side
        total = side.teaching_section.height() + side.log_section.height()
        assert panel.pointer.isVisible()
        assert side.log_section.height() >= side.log_least()
        assert side.teaching_section.height() <= max(round(total * TEACHING_SHARE), side.teaching_section.height())


def geometry_in(window: MainWindow, widget: QWidget) -> QRect:
    return in_window(widget, window)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("lang", ["en", "hu"])
def test_pointing_at_things_moves_neither_the_page_nor_the_log(
    window_factory: WindowFactory, size: tuple[int, int], lang: str
) -> None:
    """Nothing moves under the reader's eyes as the pointer goes over the table: the page's top, its text and the
    log keep their places; the pointer's box, at the foot, is as tall as its text up to its share, and a longer text
    ends at a whole line."""
    window = shaped(window_factory, size, lang)
    panel, side = window.teaching_panel, window.side
    widgets = (side.teaching_section, side.log_section)
    before = [geometry_in(window, widget) for widget in widgets]
    page_top = geometry_in(window, panel.browser).top()
    page_text = panel.browser.toPlainText()
    scene = window.scene
    drawer = in_window(side, window) if window.area.drawer_mode else QRect()
    tiles = [
        tile for tile in scene.tiles.values() if tile.isVisible() and not drawer.intersects(on_screen(window, tile))
    ]
    assert tiles  # (in the drawer: the chosen tile's row, left in view)
    targets = [*[scene.chips[name] for name in ("fish_market", "kiln", "farm", "restaurant")], tiles[0]]
    heights = set()
    for target in [*targets, None, Cell(3, 2)]:
        if target is None:
            point_at(window, empty_spot(window))
        elif isinstance(target, Cell):
            point_at_cell(window, 0, target)
        else:
            point_at_item(window, target)
        panel_text(window)
        assert [geometry_in(window, widget) for widget in widgets] == before, f"the column moved for {target}"
        assert geometry_in(window, panel.browser).top() == page_top, f"the page moved for {target}"
        assert panel.browser.toPlainText() == page_text and panel.browser.verticalScrollBar().value() == 0
        if not panel.pointer.isVisible():  # the hint, beside a page that needs its room
            assert target is None
            continue
        heights.add(panel.pointer.height())
        assert panel.pointer.height() == min(document_height(panel.pointer), panel.pointer_most(panel.page_room()))
        no_empty_room_beside_a_scroll_bar(panel)
        shows_whole_lines(panel.pointer, panel.covers[0])
    assert len(heights) > 1  # (a chip's short text, a supply tile's longer one with its payments)


def scrolls(browser: QTextBrowser) -> bool:
    return browser.isVisible() and browser.verticalScrollBar().maximum() > 0


def empty_room(browser: QTextBrowser) -> int:
    """The height of the box below its text: room it shows empty."""
    return max(0, browser.height() - document_height(browser)) if browser.isVisible() else 0


def no_empty_room_beside_a_scroll_bar(panel: TeachingPanel) -> None:
    """A box scrolls only while the other shows no empty room (a line's worth, at the most, the rounding of whole
    lines)."""
    line = panel.browser.fontMetrics().lineSpacing()
    for box, other in ((panel.pointer, panel.browser), (panel.browser, panel.pointer)):
        if scrolls(box):
            assert empty_room(other) < line, f"{box.objectName()} scrolls beside {empty_room(other)} px of empty room"


@pytest.mark.parametrize("size", ALL_SIZES, ids=[f"{w}x{h}" for w, h in ALL_SIZES])
@pytest.mark.parametrize("lang", LANGS)
def test_at_the_round_change_the_pointers_text_is_whole_where_its_share_holds_it(
    window_factory: WindowFactory, size: tuple[int, int], lang: str
) -> None:
    """The round-change scene (m32, N5): the pointer still on Ann's Clay Mound (its use, the fee Ben would pay, the
    clay he would get), "What just happened" telling the whole turn and the round's end: together longer than the
    column, grown down to the log's least. At 1920x1080 the pointer's box was squeezed to two lines with a scroll bar
    beside the whole page; at 1280x800 both scrolled. Now the pointer's box (whose text cannot be scrolled to: the
    pointer would leave the building for its scroll bar) takes what its text needs up to its share, and the page,
    which the reader can scroll, the rest."""
    window = window_factory(position_from_data(EX25_SALE_AFTER_USE))
    window.languages.set_language(lang, remember=False)
    window.resize(*size)
    settle()
    click_chip(window, "clay_mound")
    press_button(window.action_bar.keep_open_button)
    press_button(window.action_bar.end_turn_button)
    open_teaching(window)
    panel_text(window)
    panel = window.teaching_panel
    assert panel.pointed and panel.happened
    room = panel.page_room()
    assert document_height(panel.browser) + document_height(panel.pointer) > room
    if not window.area.drawer_mode:  # the column grew for the page and the pointer's least box, the log kept its own
        assert window.side.log_section.height() >= window.side.log_least()
    if size == (1920, 1080):
        assert_whole(panel.pointer)  # every language's text is whole in the large window
    need = document_height(panel.pointer)
    if need <= room * POINTER_SHARE:
        assert_whole(panel.pointer)
    assert panel.pointer.height() == min(need, panel.pointer_most(room))
    no_empty_room_beside_a_scroll_bar(panel)
    assert scrolls(panel.browser)
    for browser, cover in zip((panel.pointer, panel.browser), panel.covers, strict=True):
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
