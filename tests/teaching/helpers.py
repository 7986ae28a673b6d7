"""Reading numbers out of explanations; pointing at the table and clicking panel links with real mouse events."""

from __future__ import annotations

import re
import time

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QTextCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QGraphicsItem, QTextBrowser

from lehavre_desktop.engine import Cell, RuleId
from lehavre_desktop.teaching.narrator import Explanation
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.helpers import LEFT, NO_MOD, assert_on_top, item_centre, press_button, settle, to_viewport


def numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text)]


def assert_numbers(text: str, expected: list[int]) -> None:
    """The numbers appear in the text in this order (other numbers may come in between)."""
    found = numbers(text)
    position = 0
    for number in expected:
        try:
            position = found.index(number, position) + 1
        except ValueError:
            pytest.fail(f"expected the numbers {expected} in this order in {text!r}; found {found}")


def only(explanations: list[Explanation], rule: RuleId) -> Explanation:
    found = [e for e in explanations if e.rule == rule]
    assert len(found) == 1, f"expected one {rule.value} explanation in {explanations}"
    return found[0]


def point_at(window: MainWindow, pos: QPoint) -> None:
    """Move the mouse over the table, no button pressed: the view turns it into hover events. The pointer comes from
    beside the spot, as a hand's does: a move to where an earlier test left the pointer is no move, and no hover."""
    QTest.mouseMove(window.view.viewport(), pos + QPoint(1, 1))
    QTest.mouseMove(window.view.viewport(), pos)
    settle()


def point_at_item(window: MainWindow, item: QGraphicsItem) -> None:
    pos = item_centre(window.view, item)
    assert_on_top(window.view, pos, item)
    point_at(window, pos)


def point_at_cell(window: MainWindow, seat: int, cell: Cell) -> None:
    point_at(window, to_viewport(window.view, window.scene.warehouses[seat].cell_center_scene(cell)))


def press(button: QAbstractButton) -> None:
    """Move the mouse onto a button and click it: the pointer leaves the table on the way, as it does for a player."""
    QTest.mouseMove(button, button.rect().center())
    settle()
    press_button(button)


def empty_spot(window: MainWindow) -> QPoint:
    """A point of the table with nothing on it."""
    viewport = window.view.viewport()
    for y in range(5, viewport.height(), 15):
        for x in range(5, viewport.width(), 15):
            if window.view.itemAt(QPoint(x, y)) is None:
                return QPoint(x, y)
    raise AssertionError("the table has no empty spot")


def panel_text(window: MainWindow) -> str:
    """What the panel shows once the event loop has run (the panel is written once per turn of the loop, after an
    action once the table's frame is painted)."""
    settle()
    deadline = time.monotonic() + 1
    while window.teaching.waiting and time.monotonic() < deadline:
        QApplication.processEvents()
    panel = window.teaching_panel
    return panel.pointer.toPlainText() + "\n" + panel.browser.toPlainText()


def assert_shown(window: MainWindow, explanations: list[Explanation]) -> None:
    """Each explanation is in the panel the player sees, not only in its data."""
    text = panel_text(window)
    for explanation in explanations:
        shown = explanation.text.replace("\u00a0", " ")  # the panel's plain text gives a non-breaking space as a space
        assert shown in text, f"{explanation.text!r} is not shown; the panel says:\n{text}"


def links(browser: QTextBrowser) -> dict[str, int]:
    """href -> the document position of the middle of its first link."""
    found: dict[str, int] = {}
    block = browser.document().begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            href = fragment.charFormat().anchorHref()
            if fragment.charFormat().isAnchor() and href and href not in found:
                found[href] = fragment.position() + fragment.length() // 2
            fragments += 1
        block = block.next()
    return found


def click_link(browser: QTextBrowser, href: str) -> None:
    """Click a link of the panel where it is drawn, the way the player does."""
    found = links(browser)
    assert href in found, f"no link to {href!r}; the links are {sorted(found)}"
    cursor = QTextCursor(browser.document())
    cursor.setPosition(found[href])
    browser.setTextCursor(cursor)
    browser.ensureCursorVisible()
    pos = browser.cursorRect(cursor).center()
    assert browser.viewport().rect().contains(pos), f"the link {href!r} is not in view"
    assert browser.anchorAt(pos) == href, f"at {pos} the browser has {browser.anchorAt(pos)!r}, not {href!r}"
    QTest.mouseMove(browser.viewport(), pos)
    QTest.mouseClick(browser.viewport(), LEFT, NO_MOD, pos)
    settle()
