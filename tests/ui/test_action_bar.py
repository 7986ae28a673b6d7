"""The action bar keeps every button whole in a small window, with room for longer translations, and never
changes its height (the table above it keeps its scale)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QPushButton

from lehavre_desktop.engine import position_from_data
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import click_chip, press_button, settle
from tests.ui.positions import EX25_SALE_AFTER_USE, EX26_RESTAURANT

# Hungarian runs about 30% longer than English.
LONGER = 0.35


def lengthen_texts(window: MainWindow) -> None:
    for button in window.action_bar.findChildren(QPushButton):
        text = button.text()
        button.setText(text + "x" * math.ceil(len(text) * LONGER))
    window.controller.refresh()  # lays the buttons out again
    settle()


def shown_buttons(window: MainWindow) -> list[QPushButton]:
    return [b for b in window.action_bar.findChildren(QPushButton) if b.isVisible()]


def check_buttons_whole(window: MainWindow) -> None:
    bar = window.action_bar
    assert window.width() == 1024, "the buttons forced the window wider"
    for button in shown_buttons(window):
        assert button.width() >= button.sizeHint().width(), f"{button.text()!r} is squeezed"
        placed = QRect(button.mapTo(bar, button.rect().topLeft()), button.size())
        assert bar.rect().contains(placed), f"{button.text()!r} reaches out of the bar"
    assert bar.title.width() >= 0.4 * bar.width()  # the text keeps a good part of the width
    assert bar.height() == bar.fixed_height()


@pytest.mark.parametrize("moment", ["shaping a repeated use", "turn kept open, a building selected"])
def test_buttons_stay_whole_at_1024_with_longer_texts(window_factory: WindowFactory, moment: str) -> None:
    if moment == "shaping a repeated use":
        window = window_factory(position_from_data(EX26_RESTAURANT))
        window.resize(1024, 768)
        click_chip(window, "restaurant")
        expected = {
            "bar.previous_button",
            "bar.next_button",
            "bar.cancel_button",
            "bar.keep_open_button",
            "bar.confirm_button",
        }
    else:
        window = window_factory(position_from_data(EX25_SALE_AFTER_USE))
        window.resize(1024, 768)
        click_chip(window, "clay_mound")
        press_button(window.action_bar.keep_open_button)
        click_chip(window, "smokehouse")
        expected = {"bar.sell_button", "bar.cancel_button", "bar.end_turn_button"}
    bar = window.action_bar
    names = {getattr(bar, name.removeprefix("bar.")): name for name in expected}
    assert {names.get(button, button.text()) for button in shown_buttons(window)} == expected
    settle()
    check_buttons_whole(window)
    lengthen_texts(window)
    check_buttons_whole(window)
