"""One type scale for the widgets round the table (issue 21, "Type"): the action bar, the side panels and their
titles grow with the window as the table does, measured from the widgets; at 1024 by 768 they keep their size
and nothing in them is cut, in the longest languages."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFontInfo, QFontMetrics
from PySide6.QtWidgets import QApplication, QToolButton, QWidget

from lehavre_desktop.engine import Cell, Good
from lehavre_desktop.ui.action_bar import BUTTON_HEIGHT
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.type_scale import LARGEST, REFERENCE, type_points, type_scale
from lehavre_desktop.ui.window_menus import menus_under
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import click_tile, drag_ghost, settle
from tests.ui.test_window_drawer import crowded, open_drawer


def test_the_scale_is_one_up_to_1280_by_800_and_grows_smoothly_beyond() -> None:
    assert type_scale(*REFERENCE) == type_scale(1024, 768) == type_scale(1280, 1024) == 1.0
    sizes = [(1280 + 8 * step, 800 + 5 * step) for step in range(200)]
    scales = [type_scale(*size) for size in sizes]
    assert all(b >= a for a, b in itertools.pairwise(scales))  # never smaller in a larger window
    assert max(b - a for a, b in itertools.pairwise(scales)) < 0.01  # no jump
    assert 1.2 <= type_scale(1920, 1080) <= 1.4 and type_scale(3840, 2160) == LARGEST
    assert type_scale(1920, 800) == 1.0  # a wide window with no more height: the table is no larger either


def scaled_widgets(window: MainWindow) -> dict[str, QWidget]:
    bar, side = window.action_bar, window.side
    return {
        "bar title": bar.title,
        "bar detail": bar.detail,
        "confirm button": bar.confirm_button,
        "choices list": bar.alternatives,
        "teaching title": side.teaching_section.title,
        "log title": side.log_section.title,
        "teaching": window.teaching_panel.browser,
        "pointer": window.teaching_panel.pointer,
        "log": window.log,
        "handle": window.area.handle,
    }


def shaping(window_factory: WindowFactory, size: tuple[int, int], lang: str = "en") -> MainWindow:
    window = crowded(window_factory, size, lang)
    click_tile(window, "church_square")
    settle()
    assert window.action_bar.confirm_button.isVisible() and window.action_bar.detail_text()
    return window


def test_at_1920_by_1080_the_bar_and_the_panels_are_larger_by_the_scale(window_factory: WindowFactory) -> None:
    small, large = shaping(window_factory, (1280, 800)), shaping(window_factory, (1920, 1080))
    base = QApplication.font().pointSizeF()
    assert type_points(1280, 800) == base and type_points(1920, 1080) > base
    wanted = type_points(1920, 1080) / type_points(1280, 800)
    for (name, before), after in zip(scaled_widgets(small).items(), scaled_widgets(large).values(), strict=True):
        px_before, px_after = QFontInfo(before.font()).pixelSize(), QFontInfo(after.font()).pixelSize()
        assert px_before == QFontInfo(QApplication.font()).pixelSize(), name
        assert px_after == pytest.approx(px_before * wanted, abs=1), f"{name}: {px_before} -> {px_after} px"
    # The texts as laid out, and the buttons, grow with their type; the teaching page's headings with its words.
    bars = small.action_bar, large.action_bar
    lines = [bar.title.heightForWidth(2000) for bar in bars]  # one line of the title, as its label lays it out
    assert lines[1] == pytest.approx(lines[0] * wanted, abs=2)
    assert bars[0].confirm_button.height() == BUTTON_HEIGHT
    assert bars[1].confirm_button.height() == pytest.approx(BUTTON_HEIGHT * wanted, abs=1)
    pages = [window.teaching_panel.browser.document().defaultFont().pointSizeF() for window in (small, large)]
    assert pages[1] == pytest.approx(pages[0] * wanted)
    # The log's "every step is written here" is painted in its viewport's font: that grows too.
    assert large.log.viewport().font().pointSizeF() == large.log.font().pointSizeF() == type_points(1920, 1080)


def test_the_bar_uses_its_height_at_1920_by_1080(window_factory: WindowFactory) -> None:
    """Its text (a title, a refusal, two lines of detail in each of two columns) and its two rows of buttons both
    fill its height: no band of empty paper under small type."""
    window = shaping(window_factory, (1920, 1080))
    bar = window.action_bar
    assert bar.columns == 2
    buttons = bar.confirm_button.geometry().united(bar.alternatives.geometry())
    assert buttons.height() >= 0.75 * bar.height()
    text = sum(label.sizeHint().height() for label in (bar.title, bar.warning)) + 2 * bar.detail.sizeHint().height()
    assert text >= 0.75 * bar.height()


def inside(widget: QWidget, outer: QWidget) -> QRect:
    return QRect(widget.mapTo(outer, widget.rect().topLeft()), widget.size())


@pytest.mark.parametrize("lang", ["el", "hu"])
def test_nothing_is_cut_at_1024_by_768(window_factory: WindowFactory, lang: str) -> None:
    window = shaping(window_factory, (1024, 768), lang)
    drag_ghost(window, 0, Good.FISH, Cell(5, 5))  # a refusal too
    settle()
    bar = window.action_bar
    assert bar.font().pointSizeF() == QApplication.font().pointSizeF()  # no smaller than it was
    assert bar.warning.isVisible() and not bar.text_area.verticalScrollBar().isVisible()
    shown = [button for button in (*bar.buttons, bar.alternatives) if button.isVisible()]
    assert len(shown) >= 5
    for button in shown:
        placed, name = inside(button, bar), button.accessibleName() or button.toolTip()
        assert bar.rect().contains(placed), f"{name!r} sticks out of the bar"
        assert button.width() >= button.sizeHint().width(), f"{name!r} is cut"
        assert not placed.intersects(inside(bar.text_area, bar))
    for label in (bar.title, bar.warning, bar.detail):
        assert label.height() >= label.heightForWidth(label.width()), f"{label.text()!r} is cut"
    open_drawer(window)
    for section in (window.side.teaching_section, window.side.log_section):
        title = section.title
        assert title.height() >= title.heightForWidth(title.width()), f"{title.text()!r} is cut"
        assert inside(title, window.side).right() <= window.side.width()
    handle = window.area.handle
    words = handle.fontMetrics().horizontalAdvance(f"▲  {handle.text()}  ▲")
    assert words + 16 <= handle.height() and handle.fontMetrics().height() <= handle.width()


def test_the_type_holds_through_a_theme_and_a_language_and_follows_the_window_back(
    window_factory: WindowFactory,
) -> None:
    """A new palette or language polishes every widget again with the window's style sheet: the type stays."""
    window = crowded(window_factory, (1920, 1080))
    large = type_points(1920, 1080)
    window.theme_menu.set_choice("dark")
    window.languages.set_language("hu", remember=False)
    settle()
    for name, widget in scaled_widgets(window).items():
        assert widget.font().pointSizeF() == large, name
    window.resize(1280, 800)
    settle()
    for name, widget in scaled_widgets(window).items():
        assert widget.font().pointSizeF() == QApplication.font().pointSizeF(), name


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800), (1920, 1080)])
def test_the_bars_two_rows_of_buttons_lie_apart_and_inside_it(
    window_factory: WindowFactory, size: tuple[int, int]
) -> None:
    window = shaping(window_factory, size)
    bar = window.action_bar

    def rect(widget: QWidget) -> QRect:
        return QRect(widget.mapTo(bar, widget.rect().topLeft()), widget.size())

    shaping_row = [rect(w) for w in (bar.previous_button, bar.alternatives, bar.next_button)]
    acting_row = [rect(w) for w in (bar.cancel_button, bar.keep_open_button, bar.confirm_button)]
    for upper, lower in itertools.product(shaping_row, acting_row):
        assert upper.bottom() < lower.top(), f"{upper} runs into {lower} at {size}"
    for widget in shaping_row + acting_row:
        assert bar.rect().contains(widget), f"{widget} is not all inside the bar {bar.rect()} at {size}"


def tools_of(window: MainWindow) -> list[QToolButton]:
    return [button for button in window.tool_row.findChildren(QToolButton) if button.isVisible()]


def test_the_menu_bar_its_tools_and_the_status_bar_grow_with_the_window_too(window_factory: WindowFactory) -> None:
    """The chrome round the table is in the type of the bar and the panels, measured in pixels as drawn: the
    application's size up to 1280 by 800 and at 1024 by 768, larger by the scale at 1920 by 1080."""
    windows = {size: shaping(window_factory, size) for size in ((1024, 768), (1280, 800), (1920, 1080))}
    base = QFontInfo(QApplication.font()).pixelSize()
    wanted = type_points(1920, 1080) / QApplication.font().pointSizeF()
    for size, window in windows.items():
        window.statusBar().clearMessage()
        settle()
        tools = tools_of(window)
        assert tools and window.file_line.isVisible()
        chrome = (window.menuBar(), *tools, window.statusBar(), window.file_line)
        pixels = base * wanted if size == (1920, 1080) else base
        for widget in chrome:
            drawn = QFontInfo(widget.font()).pixelSize()
            assert drawn == pytest.approx(pixels, abs=1), f"{widget} at {size}: {drawn} px, not {pixels:.1f}"
        # The status bar's line is as tall as its type needs, and the bar no taller than the line and its margins.
        line = window.file_line
        assert line.fontMetrics().height() <= line.height() <= window.statusBar().height() <= line.height() + 8
    # the tools, in larger type, still fit beside the menus, with their texts
    large = windows[(1920, 1080)]
    assert large.tool_row.geometry().right() <= large.menuBar().width()
    assert all(not button.text() or button.width() >= button.sizeHint().width() for button in tools_of(large))
    # resized by a few pixels, nothing in the chrome changes size (no jumps while the window is dragged)
    heights = (large.menuBar().height(), large.statusBar().height(), large.statusBar().font().pointSizeF())
    large.resize(1916, 1077)
    settle()
    assert (large.menuBar().height(), large.statusBar().height(), large.statusBar().font().pointSizeF()) == heights


def test_the_menus_open_in_the_type_of_the_menu_bar(window_factory: WindowFactory) -> None:
    """The menus the menu bar opens, and their submenus, are windows of their own: they take the chrome's type too,
    measured as drawn (the height of an entry) on the open menu."""
    entry_heights = {}
    for size in ((1280, 800), (1920, 1080)):
        window = shaping(window_factory, size)
        menus = menus_under(window.menuBar())
        assert len(menus) >= 5  # Game, Edit, View and its Theme and Zoom, Help
        bar_pixels = QFontInfo(window.menuBar().font()).pixelSize()
        for menu in menus:
            assert QFontInfo(menu.font()).pixelSize() == bar_pixels, f"{menu.title()!r} at {size}"
        game = menus[0]
        game.popup(window.mapToGlobal(QPoint(0, window.menuBar().height())))
        settle()
        entry = next(action for action in game.actions() if not action.isSeparator() and action.isVisible())
        entry_heights[size] = game.actionGeometry(entry).height()
        assert game.actionGeometry(entry).height() >= QFontMetrics(game.font()).height()
        game.close()
    assert entry_heights[(1920, 1080)] > entry_heights[(1280, 800)]
