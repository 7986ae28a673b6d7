"""Every focusable board item and control has an accessible name, in every language; Tab follows the table's order."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QApplication, QComboBox, QWidget

from lehavre_desktop.ai.levels import make_agent
from lehavre_desktop.engine import Build, Pass, Use
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.ui.keyboard import BANK, GROUPS, OTHER_WHEEL, OWN_WHEEL, SUPPLY, WAREHOUSE
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.helpers import settle


def accessible_name(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return interface.text(QAccessible.Text.Name)


def play_turns(window: MainWindow, turns: int) -> None:
    """Some turns played by the engine's agents, so that both wheels hold buildings."""
    agent = make_agent("intermediate", 3)
    for _ in range(turns):
        action = agent.choose(window.session.state)
        assert isinstance(action, Build | Use | Pass)
        window.session.submit_turn(action)
    settle()


@pytest.mark.parametrize("language", ["en", "el", "hu"])
def test_every_board_item_and_control_has_a_name(window: MainWindow, languages: LanguageManager, language: str) -> None:
    play_turns(window, 8)
    languages.set_language(language, remember=False)
    settle()
    keyboard = window.view.keyboard
    assert keyboard is not None
    walked = 0
    for group in GROUPS:
        targets = keyboard.targets(group)
        assert targets, f"group {group} is empty"
        for target in targets:
            keyboard.set_current(target)
            name = keyboard.name(target)
            assert name.strip(), f"no name for {target} in {language}"
            assert accessible_name(window.view) == name
            assert window.view.accessibleDescription().strip()
            walked += 1
    assert walked > 30 + 2  # the supply, both players' buildings, the cells and the bank
    controls = [
        widget
        for widget in window.findChildren(QWidget)
        if isinstance(widget, QAbstractButton | QComboBox | QAbstractSpinBox) and widget.isVisible()
    ]
    assert controls
    for control in controls:
        assert accessible_name(control).strip(), f"{control!r} has no accessible name in {language}"


def test_tab_visits_the_table_in_order_then_the_action_bar(window: MainWindow) -> None:
    play_turns(window, 8)
    keyboard = window.view.keyboard
    assert keyboard is not None
    visited: list[int] = []
    for _ in range(40):
        if QApplication.focusWidget() is window.view and keyboard.current is not None:
            if not visited or visited[-1] != keyboard.current.group:
                visited.append(keyboard.current.group)
        elif visited:
            break
        QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
        settle()
    assert visited == [SUPPLY, OWN_WHEEL, OTHER_WHEEL, WAREHOUSE, BANK]
    after = QApplication.focusWidget()
    assert after is not None and (after is window.action_bar or window.action_bar.isAncestorOf(after))


def test_arrows_move_within_the_supply_and_the_ring_follows(window: MainWindow) -> None:
    keyboard = window.view.keyboard
    assert keyboard is not None
    window.view.setFocus()
    settle()
    assert keyboard.current is None  # no ring for a player who has not touched a key
    QTest.keyClick(window.view, Qt.Key.Key_Right)  # the first key shows the cursor where the table starts
    settle()
    first = keyboard.current
    assert first is not None and first.group == SUPPLY
    assert window.scene.tiles[first.building].keyboard_focus
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    settle()
    second = keyboard.current
    assert second is not None and second.group == SUPPLY and second != first
    assert keyboard.centre(second).x() > keyboard.centre(first).x()
    assert window.scene.tiles[second.building].keyboard_focus
    assert not window.scene.tiles[first.building].keyboard_focus
    assert accessible_name(window.view) == window.scene.tiles[second.building].accessible_name()
