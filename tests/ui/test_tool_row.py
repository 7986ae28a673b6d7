"""The tool buttons fit the menu bar's row in every language at the common sizes: none falls into the » menu, and
each keeps its words (one rule for every language: a row where one language shows bare icons and the others words
looks broken, and its icons are unlabelled)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton

from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.helpers import settle


@pytest.mark.parametrize("code", ["en", "el", "hu"])
@pytest.mark.parametrize("size", [(1024, 768), (1280, 800), (1920, 1080)])
def test_every_tool_button_shows_its_words_in_the_row(window: MainWindow, code: str, size: tuple[int, int]) -> None:
    window.languages.set_language(code, remember=False)
    window.resize(*size)
    settle()
    row, bar = window.tool_row, window.menuBar()
    buttons = [b for b in row.findChildren(QToolButton) if b.defaultAction() is not None]
    assert len(buttons) == len(row.actions()) - 2  # two separators
    for button in buttons:
        words = button.defaultAction().iconText()
        assert button.isVisible() and row.rect().contains(button.geometry()), words
        assert button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextOnly, f"{words!r} shows an icon only"
        assert button.text() == words
        assert button.fontMetrics().horizontalAdvance(words) <= button.contentsRect().width(), f"{words!r} is cut"
    extension = [b for b in row.findChildren(QToolButton) if b.defaultAction() is None and b.isVisible()]
    assert extension == [], "a button fell into the » menu"
    menus = max(bar.actionGeometry(action).right() for action in bar.actions() if action.isVisible())
    assert menus < row.geometry().left() and row.geometry().right() < bar.width(), "the row runs into the menus"


def test_a_button_that_says_less_than_its_menu_entry_has_the_whole_words_in_its_tool_tip(window: MainWindow) -> None:
    window.languages.set_language("el", remember=False)
    window.resize(1024, 768)
    settle()
    reference = window.commands["reference"]
    button = window.tool_row.widgetForAction(reference)
    assert isinstance(button, QToolButton)
    assert button.text() == "Κανόνες" and reference.text() == "&Οδηγός κανόνων"  # the menu keeps its words
    assert reference.toolTip() == "Οδηγός κανόνων (F1)"
    window.languages.set_language("en", remember=False)
    settle()
    assert button.text() == "Rules reference" and reference.toolTip() == "Rules reference (F1)"
    # the row took its new width with its new words: every button is whole in it
    row = window.tool_row
    for tool in row.findChildren(QToolButton):
        if tool.defaultAction() is not None:
            assert tool.isVisible() and row.rect().contains(tool.geometry()), tool.text()
