"""The tool buttons fit the menu bar's row in every language at the common widths: none falls into the » menu."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QToolButton

from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.helpers import settle


@pytest.mark.parametrize("code", ["en", "el", "hu"])
@pytest.mark.parametrize("width", [1024, 1280, 1920])
def test_every_tool_button_shows_in_the_row(window: MainWindow, code: str, width: int) -> None:
    window.languages.set_language(code, remember=False)
    window.resize(width, 800)
    settle()
    row = window.tool_row
    buttons = [b for b in row.findChildren(QToolButton) if b.defaultAction() is not None]
    assert len(buttons) == len(row.actions()) - 2  # two separators
    for button in buttons:
        assert button.isVisible() and row.rect().contains(button.geometry()), button.defaultAction().text()
    extension = [b for b in row.findChildren(QToolButton) if b.defaultAction() is None and b.isVisible()]
    assert extension == [], "a button fell into the » menu"
    if width >= 1280:  # there is room for words, not only icons
        assert all(
            b.toolButtonStyle() != b.toolButtonStyle().ToolButtonIconOnly
            for b in buttons
            if b.defaultAction() in (window.commands["teaching"], window.commands["reference"])
        )
