"""The list of every legal alternative of the choice being shaped: what each payment costs and overpays, what
each use does; picked with the mouse or the keyboard (F4, arrows, Enter), and always the engine's choices."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView, QApplication
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import Cell, Good, build_options, position_from_data, use_options
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import (
    LEFT,
    NO_MOD,
    click_chip,
    click_tile,
    drag_ghost,
    last_move,
    press_button,
    record_of,
    result_markers,
    settle,
    shown_markers,
)
from tests.ui.positions import EX26_RESTAURANT


def listed(window: MainWindow) -> list[str]:
    box = window.action_bar.alternatives
    return [box.itemText(i) for i in range(box.count())]


def popup_view(window: MainWindow) -> QAbstractItemView:
    return window.action_bar.alternatives.view()


def activate(window: MainWindow, qtbot: QtBot) -> None:
    """Make the window the active one, as the player's desktop does (a popup of another test may hold it)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def test_each_payment_says_what_it_costs(window: MainWindow) -> None:
    state = window.session.state
    click_tile(window, "grocery_store")
    box = window.action_bar.alternatives
    assert box.isVisible()
    assert listed(window) == ["1. Pay 2 fish", "2. Pay 1 fish and 1 grain"]
    assert box.label == "Choice 1 of 2"  # what the closed box says: the bar's text tells what the choice does
    assert len(listed(window)) == len(build_options(state, "grocery_store"))
    assert box.currentIndex() == window.controller.pending.index  # type: ignore[union-attr]


def test_each_repetition_count_says_what_it_does_and_overpays(window_factory: WindowFactory) -> None:
    window = window_factory(position_from_data(EX26_RESTAURANT))
    click_chip(window, "restaurant")
    texts = listed(window)
    assert len(texts) == len(use_options(window.session.state, "restaurant"))
    assert "1×: Fish 6 → 3 and Francs 5 → 7 (2 food more than due)" in texts[1]
    assert "2×: Fish 6 → 0 and Francs 5 → 9 (4 food more than due)" in texts[2]


def test_a_choice_picked_with_the_mouse(window_factory: WindowFactory, qtbot: QtBot) -> None:
    window = window_factory(
        record_of(
            "build clay_mound pay wood@0.1",
            "build hardware_store pay wood@0.1 clay@0.2",
            "build grocery_store pay fish@0.2",
        )
    )
    state = window.session.state
    choices = use_options(state, "hardware_store")
    click_chip(window, "hardware_store")
    box = window.action_bar.alternatives
    pending = window.controller.pending
    assert pending is not None
    other = 1 - pending.index
    QTest.mouseClick(box, LEFT)  # opens the list
    view = popup_view(window)
    qtbot.waitUntil(view.isVisible)
    row = view.visualRect(view.model().index(other, 0)).center()
    QTest.mouseMove(view.viewport(), row)
    QTest.mouseClick(view.viewport(), LEFT, NO_MOD, row)
    settle()
    assert not view.isVisible()
    assert pending.index == other and box.currentIndex() == other
    # The table shows it, and Confirm does it.
    assert shown_markers(window, state.current) == result_markers(state, choices[other])
    press_button(window.action_bar.confirm_button)
    assert last_move(window.session) == choices[other]


def test_a_choice_picked_with_the_keyboard(window: MainWindow, qtbot: QtBot) -> None:
    state = window.session.state
    choices = build_options(state, "grocery_store")
    click_tile(window, "grocery_store")
    box = window.action_bar.alternatives
    activate(window, qtbot)
    QTest.keyClick(window, Qt.Key.Key_F4)  # opens the list from anywhere
    view = popup_view(window)
    qtbot.waitUntil(view.isVisible)
    QTest.keyClick(view, Qt.Key.Key_Down)
    QTest.keyClick(view, Qt.Key.Key_Return)
    settle()
    assert not view.isVisible()
    assert box.currentIndex() == 1 and window.controller.pending is not None
    assert window.controller.pending.action == choices[1]
    assert shown_markers(window, state.current) == result_markers(state, choices[1])
    # The focus stays on the list's box: F4 opens it again, Esc closes it and changes nothing; Page Up steps back
    # to the previous choice; Enter confirms the choice shown.
    activate(window, qtbot)
    assert QApplication.focusWidget() is box
    QTest.keyClick(box, Qt.Key.Key_F4)
    qtbot.waitUntil(view.isVisible)
    QTest.keyClick(view, Qt.Key.Key_Up)
    QTest.keyClick(view, Qt.Key.Key_Escape)
    settle()
    assert not view.isVisible()
    assert window.controller.pending.action == choices[1]
    activate(window, qtbot)
    QTest.keyClick(box, Qt.Key.Key_PageUp)
    settle()
    assert box.currentIndex() == 0 and window.controller.pending.action == choices[0]
    QTest.keyClick(box, Qt.Key.Key_Return)
    settle()
    assert last_move(window.session) == choices[0]


def test_the_list_follows_a_drag_and_hides_with_a_single_choice(window: MainWindow) -> None:
    click_tile(window, "grocery_store")
    box = window.action_bar.alternatives
    assert box.currentIndex() == 0
    drag_ghost(window, 0, Good.FISH, Cell(0, 3))
    assert box.currentIndex() == 1
    press_button(window.action_bar.cancel_button)
    click_tile(window, "clay_mound")  # one way to pay: no list
    assert not box.isVisible()
