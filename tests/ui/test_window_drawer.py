"""The window's layout at each screen size (issue 18, issue 21): in a small window the open drawer leaves the
opponent's board readable (header, buildings, goods), the teaching panel and the log take turns at the drawer's
height, the panels' type grows with a tall window, and the action bar is no empty band and grows no scroll bar."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem, QWidget

from lehavre_desktop.engine import Cell, Good, position_from_data
from lehavre_desktop.ui.board.geometry import player_board_rect
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.table_area import DRAWER_MIN
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import LEFT, click_tile, drag_ghost, settle
from tests.ui.test_legibility import CROWDED

DRAWER_SIZES = [(1024, 768), (1152, 864), (1200, 768)]
LANGS = ["en", "el", "hu"]


def crowded(window_factory: WindowFactory, size: tuple[int, int], lang: str = "en") -> MainWindow:
    """Round K, both wheels full of buildings (the legibility tests' position), at this size and language."""
    window = window_factory(position_from_data(CROWDED))
    window.languages.set_language(lang, remember=False)
    window.resize(*size)
    settle()
    assert (window.width(), window.height()) == size
    return window


def open_drawer(window: MainWindow) -> None:
    assert window.area.drawer_mode and not window.side.isVisible()
    QTest.mouseClick(window.area.handle, LEFT)
    settle()
    assert window.side.isVisible()


def in_window(widget: QWidget, window: MainWindow) -> QRect:
    return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())


def on_screen(window: MainWindow, item: QGraphicsItem) -> QRect:
    """Where a table item is drawn, in the window's coordinates."""
    view = window.view
    polygon = view.mapFromScene(item.sceneBoundingRect())
    rect = polygon.boundingRect()
    return QRect(view.viewport().mapTo(window, rect.topLeft()), rect.size())


def seen(window: MainWindow, item: QGraphicsItem) -> float:
    """The share of a table item inside the view and not under the open drawer."""
    rect = on_screen(window, item)
    viewport = window.view.viewport()
    inside = rect.intersected(QRect(viewport.mapTo(window, viewport.rect().topLeft()), viewport.size()))
    covered = inside.intersected(in_window(window.side, window)) if window.side.isVisible() else QRect()
    area = rect.width() * rect.height()
    return (inside.width() * inside.height() - covered.width() * covered.height()) / area if area else 0.0


@pytest.mark.parametrize("size", DRAWER_SIZES, ids=[f"{w}x{h}" for w, h in DRAWER_SIZES])
@pytest.mark.parametrize("lang", LANGS)
def test_the_open_drawer_leaves_the_opponents_board_readable(
    window_factory: WindowFactory, size: tuple[int, int], lang: str
) -> None:
    window = crowded(window_factory, size, lang)
    scene = window.scene
    header, wheel, warehouse = scene.headers[1], scene.wheels[1], scene.warehouses[1]
    chips = [chip for chip in scene.chips.values() if chip.owner == 1 and chip.isVisible()]
    assert len(chips) >= 5
    open_drawer(window)
    # The opponent's name, francs and actions, every building of theirs (name and value) stay in view.
    assert seen(window, header) >= 0.99, f"the opponent's header is {1 - seen(window, header):.0%} under the drawer"
    for chip in chips:
        assert seen(window, chip) >= 0.98, f"{chip.spec.id} is under the drawer"  # (its shadow may be)
    # Their goods list (under the buildings), their whole wheel and warehouse show.
    legend = warehouse.mapRectToScene(warehouse.legend_rect())
    legend_rect = window.view.mapFromScene(legend).boundingRect()
    drawer = in_window(window.side, window)
    assert not QRect(window.view.viewport().mapTo(window, legend_rect.topLeft()), legend_rect.size()).intersects(drawer)
    for item, name in ((wheel, "wheel"), (warehouse, "warehouse")):
        assert seen(window, item) >= 0.99, f"only {seen(window, item):.0%} of the opponent's {name} shows"
    assert drawer.width() >= DRAWER_MIN
    # It lies over the supply: no pixel of either player's board (dial, sector rows, warehouse) is under it.
    for seat in (0, 1):
        board = window.view.mapFromScene(player_board_rect(seat)).boundingRect()
        board_rect = QRect(window.view.viewport().mapTo(window, board.topLeft()), board.size())
        assert not board_rect.intersects(drawer), f"the drawer {drawer} covers board {seat} at {board_rect}"
    # And the table keeps its scale: the drawer takes nothing from the view.
    assert window.view.width() >= size[0] - window.area.handle_width() - 2
    # The panels' titles are whole in the narrow drawer (a long Greek title takes two lines).
    for section in (window.side.teaching_section, window.side.log_section):
        title = section.title
        assert title.isVisible() and title.height() >= title.heightForWidth(title.width()), title.text()
        assert in_window(window.side, window).contains(in_window(title, window))


def test_in_the_drawer_the_teaching_panel_and_the_log_take_turns(window_factory: WindowFactory) -> None:
    window = crowded(window_factory, (1024, 768))
    side = window.side
    open_drawer(window)
    drawer = side.height()
    # The teaching panel has the drawer's height; the log is its title, at the bottom.
    assert window.teaching_panel.isVisible() and window.teaching_panel.height() >= 0.8 * drawer
    assert not window.log.isVisible() and side.log_section.isVisible()
    assert side.log_section.height() <= 3 * QFontMetrics(side.log_section.title.font()).lineSpacing()
    QTest.mouseClick(side.log_section.title, LEFT)
    settle()
    assert window.log.isVisible() and window.log.height() >= 0.8 * drawer
    assert not window.teaching_panel.isVisible() and side.teaching_section.title.isVisible()
    # By keyboard: the folded title's arrow.
    arrow = side.teaching_section.fold_button
    assert arrow.isVisible() and arrow.focusPolicy() & Qt.FocusPolicy.TabFocus and arrow.accessibleName()
    arrow.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(arrow, Qt.Key.Key_Space)
    settle()
    assert window.teaching_panel.isVisible() and not window.log.isVisible()
    # Teaching mode switched on again opens the teaching panel, whichever was open.
    QTest.mouseClick(side.log_section.title, LEFT)
    settle()
    window.commands["teaching"].trigger()
    window.commands["teaching"].trigger()
    settle()
    assert window.teaching_panel.isVisible() and not window.log.isVisible()
    # Beside the table (a wider window) both show, one over the other, with no arrows.
    window.resize(1280, 800)
    settle()
    assert not window.area.drawer_mode
    assert window.teaching_panel.isVisible() and window.log.isVisible()
    assert window.teaching_panel.height() > 150 and window.log.height() > 100
    assert not side.teaching_section.fold_button.isVisible() and not side.log_section.fold_button.isVisible()
    # With the log off, the drawer is all teaching and has no arrow.
    window.resize(1024, 768)
    window.commands["log"].trigger()
    settle()
    assert window.side.isVisible() and not side.log_section.isVisible()
    assert not side.teaching_section.fold_button.isVisible() and window.teaching_panel.isVisible()


@pytest.mark.parametrize(
    "size",
    [(1024, 768), (1280, 800), (1920, 1080), (2560, 1440)],
    ids=["1024x768", "1280x800", "1920x1080", "2560x1440"],
)
def test_the_panels_type_grows_with_the_window_and_the_zoom(
    window_factory: WindowFactory, size: tuple[int, int]
) -> None:
    window = crowded(window_factory, size)
    base = QApplication.font().pointSizeF()
    bar_size = window.action_bar.font().pointSizeF()
    if size[1] >= 1000:
        assert bar_size >= 1.15 * base
    else:
        assert bar_size == base
    # The teaching panel's words and the log are set as large as the bar, and the zoom multiplies that.
    for panel in (window.teaching_panel.browser, window.teaching_panel.pointer, window.log):
        assert panel.font().pointSizeF() == bar_size, type(panel).__name__
    window.zoom_menu.zoom_in_action.trigger()
    settle()
    percent = window.zoom_menu.percent
    assert percent > 100
    for panel in (window.teaching_panel.browser, window.log):
        assert panel.font().pointSizeF() == pytest.approx(bar_size * percent / 100)
    window.zoom_menu.actual_size_action.trigger()
    settle()
    assert window.log.font().pointSizeF() == bar_size


def test_the_action_bar_is_no_empty_band_at_1920(window_factory: WindowFactory) -> None:
    window = crowded(window_factory, (1920, 1080))
    bar = window.action_bar
    # Two columns of detail instead of four lines: the bar is about two rows of buttons high, the table larger.
    assert bar.height() <= 90, f"the bar is {bar.height()} px high"
    assert bar.height() <= 2.5 * 30 + 20
    # The table at 0.925 of its full size or more (the menu bar's type grows with the window as well: 4 px of it)
    assert window.view.transform().m11() >= 0.925
    viewport = window.view.viewport()
    scale = window.view.transform().m11()
    assert 1 - 1600 * scale / viewport.width() <= 0.05 and 1 - 1000 * scale / viewport.height() <= 0.05
    small = crowded(window_factory, (1280, 800)).action_bar
    assert small.detail_lines() == 3  # where the text has room for one column only, it has three lines or four
    assert crowded(window_factory, (1024, 768)).action_bar.detail_lines() == 4


def text_fits(window: MainWindow) -> None:
    bar = window.action_bar
    area = bar.text_area
    assert not area.verticalScrollBar().isVisible(), "the action bar grew a scroll bar"
    inner = area.widget()
    assert inner is not None and inner.height() <= area.viewport().height()
    for label in (bar.title, bar.warning, bar.detail, bar.detail_more):
        if label.isVisible():
            placed = QRect(label.mapTo(area.viewport(), label.rect().topLeft()), label.size())
            assert area.viewport().rect().contains(placed), f"{label.text()!r} is cut"
            assert label.height() >= label.heightForWidth(label.width()), f"{label.text()!r} is cut"


BAR_SIZES = [(1024, 768), (1152, 864), (1280, 800), (1440, 900), (1680, 1050), (1920, 1080), (1920, 1200)]


@pytest.mark.parametrize("size", BAR_SIZES, ids=[f"{w}x{h}" for w, h in BAR_SIZES])
@pytest.mark.parametrize("lang", LANGS)
def test_four_effect_lines_and_a_refusal_need_no_scroll_bar(
    window_factory: WindowFactory, size: tuple[int, int], lang: str
) -> None:
    window = crowded(window_factory, size, lang)
    bar = window.action_bar
    click_tile(window, "church_square")
    assert bar.confirm_button.isVisible()
    drag_ghost(window, 0, Good.FISH, Cell(5, 5))  # no payment puts the fish marker there: refused
    settle()
    assert bar.warning.isVisible() and bar.warning.text()
    text_fits(window)
    # Four effect lines as long as the longest of the build's (the Greek and Hungarian ones wrap at 1024 px).
    detail = bar.detail_text().split("\n")
    longest = max(detail, key=len)
    bar.set_text(bar.title.text(), "\n".join([longest] * 4), bar.warning.text())
    settle()
    text_fits(window)
    assert bar.detail_text().split("\n") == [longest] * 4


def test_the_table_keeps_its_scale_while_the_bar_changes_columns(window_factory: WindowFactory) -> None:
    """The bar's columns follow the window's width, never what it shows: shaping a turn moves nothing."""
    window = crowded(window_factory, (1920, 1080))
    before = (window.view.transform(), window.action_bar.height(), QRectF(window.view.geometry()))
    click_tile(window, "church_square")
    drag_ghost(window, 0, Good.FISH, Cell(5, 5))
    settle()
    assert (window.view.transform(), window.action_bar.height(), QRectF(window.view.geometry())) == before


@pytest.mark.parametrize("percent", [125, 150, 200])
def test_zoomed_in_the_board_of_the_player_to_move_clears_the_open_drawer(
    window_factory: WindowFactory, percent: int
) -> None:
    """At 1024x768 with the drawer open, a zoom shows the opponent's board (their turn) beside the drawer, not under
    it, and the drawer leaves the view's scroll bars free."""
    window = window_factory(position_from_data({**CROWDED, "to_act": "Maximilian"}))
    window.resize(1024, 768)
    settle()
    open_drawer(window)
    assert window.session.state.current == 1
    window.zoom_menu.set_percent(percent)
    settle()
    scene, view = window.scene, window.view
    centre = view.mapFromScene(view.players_board())
    drawer = in_window(window.side, window)
    assert view.viewport().mapTo(window, centre).x() < drawer.left()
    viewport = in_window(view.viewport(), window)
    for item in (scene.headers[1], scene.wheels[1], scene.warehouses[1]):  # (across: a zoom may cut top and bottom)
        rect = on_screen(window, item)
        shown = min(rect.right(), viewport.right(), drawer.left() - 1) - max(rect.left(), viewport.left())
        assert shown >= 0.95 * rect.width(), f"{shown / rect.width():.0%} of {type(item).__name__} shows"
    for bar in (view.verticalScrollBar(), view.horizontalScrollBar()):
        assert bar.isVisible() and not in_window(bar, window).intersects(drawer)
    # Scrolled by the player, the same place stays in view when the drawer closes and opens again.
    view.horizontalScrollBar().setValue(view.horizontalScrollBar().value() - 40)
    settle()
    before = view.mapToScene(view.viewport().rect().center())
    QTest.keyClick(window, Qt.Key.Key_F9)
    QTest.keyClick(window, Qt.Key.Key_F9)
    settle()
    after = view.mapToScene(view.viewport().rect().center())
    assert abs(after.x() - before.x()) <= 2 and abs(after.y() - before.y()) <= 2
    # Back to the fitted table: the drawer lies over it as before, the table untouched.
    window.zoom_menu.actual_size_action.trigger()
    settle()
    assert view.sceneRect() == scene.sceneRect()
    assert seen(window, scene.headers[1]) >= 0.99


@pytest.mark.parametrize("lang", ["el", "hu"])
def test_a_language_chosen_in_play_re_decides_the_bars_columns(window_factory: WindowFactory, lang: str) -> None:
    """Longer button texts leave the detail less room: the bar counts its columns again, and nothing scrolls."""
    window = crowded(window_factory, (1680, 1050))
    window.languages.set_language(lang, remember=False)
    settle()
    bar = window.action_bar
    assert bar.height() == bar.fixed_height()
    assert window.view.geometry().bottom() < bar.geometry().top()  # the table ends where the bar begins
    click_tile(window, "church_square")
    drag_ghost(window, 0, Good.FISH, Cell(5, 5))
    settle()
    longest = max(bar.detail_text().split("\n"), key=len)
    bar.set_text(bar.title.text(), "\n".join([longest] * 4), bar.warning.text())
    settle()
    text_fits(window)
