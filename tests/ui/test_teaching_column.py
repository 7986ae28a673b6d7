"""The teaching column's boxes (issue: text cut mid-line): each box fits its text or ends at a whole line, and the
page with more text gets the room the pointer's box does not need. Measured from the documents' line layouts."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QTextBrowser

from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.panels.whole_lines import LineCover, line_bounds
from lehavre_desktop.ui.teaching_panel import POINTER_LEAST, POINTER_LINES
from tests.teaching.helpers import panel_text, point_at_item
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import LEFT, click_tile, settle
from tests.ui.test_window_drawer import crowded

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
    # The page has more text than room: it scrolls, the pointer's box (its hint) takes no more than its least.
    assert panel.browser.verticalScrollBar().maximum() > 0
    assert panel.pointer.height() == panel.pointer_room(POINTER_LEAST)
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


def test_a_short_page_leaves_the_pointers_box_its_whole_room(window_factory: WindowFactory) -> None:
    window = crowded(window_factory, (1280, 800))
    panel = window.teaching_panel
    panel.show_content("", [], [], None, "", False)
    settle()
    assert panel.pointer.height() == panel.pointer_room(POINTER_LINES)
    assert not any(cover.isVisible() for cover in panel.covers)


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
