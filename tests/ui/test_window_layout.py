"""The window gives the table the room (issue 8, contract §2): the view's size at every common window size,
the side panels beside the table or, in a small window, in a drawer the player opens by mouse or with F9."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest

from lehavre_desktop.engine import RuleId, decode
from lehavre_desktop.session.persistence import load_record
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.board.geometry import SCENE_RECT
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.table_area import MIN_VIEW_WIDTH
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import LEFT, act, record_of, settle

ROOT = Path(__file__).resolve().parents[2]
MIDGAME = ROOT / "docs" / "midgame.lhip.json"

# The contract's smallest views: with the teaching panel and the log open at 1280x800, folded away at 1024x768.
CONTRACT = {(1280, 800): (1000, 610), (1024, 768): (1000, 600)}
SIZES = [(1024, 768), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440)]


def sized(window: MainWindow, size: tuple[int, int]) -> MainWindow:
    window.resize(*size)
    settle()
    assert (window.width(), window.height()) == size
    return window


def empty_band(window: MainWindow) -> float:
    """The larger empty band beside the fitted scene, as a share of the view's width or height."""
    viewport = window.view.viewport()
    scale = window.view.transform().m11()
    width, height = SCENE_RECT.width() * scale, SCENE_RECT.height() * scale
    return max(1 - width / viewport.width(), 1 - height / viewport.height())


def view_rect(window: MainWindow) -> QRect:
    viewport = window.view.viewport()
    return QRect(viewport.mapTo(window, viewport.rect().topLeft()), viewport.size())


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("lang", ["en", "el", "hu"])
def test_the_board_fills_the_window(window_factory: WindowFactory, size: tuple[int, int], lang: str) -> None:
    window = window_factory(load_record(MIDGAME))
    window.languages.set_language(lang, remember=False)
    sized(window, size)
    assert window.commands["teaching"].isChecked() and window.commands["log"].isChecked()  # a new player's window
    viewport = window.view.viewport()
    assert empty_band(window) <= 0.1, f"an empty band of {empty_band(window):.0%} beside the board"
    if size in CONTRACT:
        wanted = CONTRACT[size]
        assert viewport.width() >= wanted[0] and viewport.height() >= wanted[1]
    if size == (1024, 768):
        # Too small for the panels beside the table: they wait in a drawer, its handle at the table's edge.
        assert window.area.drawer_mode
        assert window.area.handle.isVisible() and not window.side.isVisible()
    else:
        assert not window.area.drawer_mode
        side = window.side
        assert side.isVisible() and side.teaching_section.isVisible() and side.log_section.isVisible()
        assert not view_rect(window).intersects(
            QRect(window.side.mapTo(window, window.side.rect().topLeft()), window.side.size())
        )
    assert viewport.width() >= MIN_VIEW_WIDTH


def test_the_drawer_opens_over_the_table_by_mouse_and_by_f9_and_is_remembered(
    window_factory: WindowFactory, tmp_path: Path
) -> None:
    window = sized(window_factory(load_record(MIDGAME)), (1024, 768))
    area, handle = window.area, window.area.handle
    transform, view = window.view.transform(), view_rect(window)
    assert not window.side.isVisible()

    QTest.mouseClick(handle, LEFT)
    settle()
    # The teaching panel open, the log a title under it (test_window_drawer.py).
    assert window.side.isVisible() and window.teaching_panel.isVisible() and window.side.log_section.isVisible()
    # Over the table: the table keeps its size and scale, so nothing under the pointer moves.
    assert window.view.transform() == transform and view_rect(window) == view
    assert QRect(window.side.mapTo(window, window.side.rect().topLeft()), window.side.size()).intersects(view)
    assert window.commands["side"].isChecked()
    assert Settings(tmp_path / "settings.ini").drawer_open is True

    QTest.keyClick(window, Qt.Key.Key_F9)  # View ▸ Side panels
    settle()
    assert not window.side.isVisible() and not area.unfolded
    assert Settings(tmp_path / "settings.ini").drawer_open is False
    QTest.keyClick(window, Qt.Key.Key_F9)
    settle()
    assert window.side.isVisible()

    # The next window (the next start) opens it the same way; a wide window keeps its own choice.
    later = sized(window_factory(None), (1024, 768))
    assert later.side.isVisible() and later.area.drawer_mode
    wide = sized(window_factory(None), (1280, 800))
    assert wide.side.isVisible() and not wide.area.drawer_mode


def test_the_handle_is_reached_with_the_keyboard(window_factory: WindowFactory) -> None:
    window = sized(window_factory(None), (1024, 768))
    handle = window.area.handle
    assert handle.focusPolicy() & Qt.FocusPolicy.TabFocus
    handle.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(handle, Qt.Key.Key_Space)
    settle()
    assert window.side.isVisible()
    assert "F9" in handle.toolTip()


def test_a_wide_window_folds_the_panels_and_the_board_grows(window_factory: WindowFactory, tmp_path: Path) -> None:
    window = sized(window_factory(load_record(MIDGAME)), (1280, 800))
    before = window.view.transform().m11()
    QTest.mouseClick(window.area.handle, LEFT)
    settle()
    assert not window.side.isVisible()
    assert window.view.transform().m11() > before  # as big as the window's height allows
    assert Settings(tmp_path / "settings.ini").side_shown is False
    window.commands["side"].trigger()
    settle()
    assert window.side.isVisible() and window.view.transform().m11() == before


def test_the_panels_follow_teaching_mode_and_the_log_switch(window_factory: WindowFactory) -> None:
    window = sized(window_factory(None), (1280, 800))
    window.commands["log"].trigger()  # View ▸ Game log off: the teaching panel has the column
    settle()
    assert not window.side.log_section.isVisible() and window.side.teaching_section.isVisible()
    window.commands["teaching"].trigger()  # teaching off too: no column, no handle, the board takes the width
    settle()
    assert not window.side.isVisible() and not window.area.handle.isVisible()
    assert not window.commands["side"].isEnabled()
    assert window.view.viewport().width() == window.width()
    window.commands["teaching"].trigger()
    settle()
    side = window.side
    assert side.isVisible() and side.teaching_section.isVisible() and not side.log_section.isVisible()
    # The log's own close button hides it too.
    window.commands["log"].trigger()
    settle()
    close = window.side.log_section.close_button
    assert close is not None
    QTest.mouseClick(close, LEFT)
    settle()
    assert not window.commands["log"].isChecked() and not window.side.log_section.isVisible()


def test_a_small_window_is_fully_playable(window_factory: WindowFactory) -> None:
    """At the smallest supported size every control of a turn is on screen and whole."""
    window = sized(window_factory(record_of("build clay_mound pay wood@0.1")), (1024, 768))
    act(window, decode("build grocery_store pay fish@0.3 grain@0.0"))
    assert window.session.actions()[-2].text() == "build grocery_store pay fish@0.3 grain@0.0"
    # The rules reference and the drawer are a key away.
    QTest.keyClick(window, Qt.Key.Key_F9)
    settle()
    assert window.teaching_panel.isVisible()
    window.dialogs.show_reference(RuleId.PAYMENT_MOVES)
    assert window.dialogs.reference is not None and window.dialogs.reference.isVisible()
    window.dialogs.reference.close()
