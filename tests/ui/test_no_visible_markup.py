"""No markup is ever shown as text: after each kind of refusal, in the three languages, every text the window shows
(labels, buttons, the status bar) reads as words, and a refusal is gone once the next gesture comes."""

from __future__ import annotations

import os
import re
import signal
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QAbstractButton, QLabel
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import Cell, GameRecord, Good, position_from_data
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import click_chip, click_tile, drag_ghost, record_of, settle
from tests.ui.test_computer_play import PERSON, press, thinking_worker
from tests.ui.test_enter_confirms import OPPONENTS_SMOKEHOUSE

# A tag or an entity as it would look if markup were shown as text.
MARKUP = re.compile(
    r"</?\s*(span|b|i|u|br|small|p|font|a|div|img|html|style)\b[^>]*>|&(lt|gt|amp|nbsp|quot|#\d+);", re.IGNORECASE
)


def shown_texts(window: MainWindow) -> list[str]:
    """Every text on screen in the window, as the player reads it (rich text rendered, plain text as it is)."""
    texts = [window.statusBar().currentMessage()]
    for label in window.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        rich = label.textFormat() == Qt.TextFormat.RichText or (
            label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(label.text())
        )
        texts.append(QTextDocumentFragment.fromHtml(label.text()).toPlainText() if rich else label.text())
    texts.extend(button.text() for button in window.findChildren(QAbstractButton) if button.isVisible())
    return texts


def assert_no_markup(window: MainWindow, kind: str) -> None:
    for text in shown_texts(window):
        assert not MARKUP.search(text), f"{kind}: markup shown as text: {text!r}"


def upcoming_tile(window: MainWindow) -> None:
    click_tile(window, "kiln")  # enters in round B


def unaffordable_tile(window: MainWindow) -> None:
    click_tile(window, "hardware_store")  # Ann has spent her wood and clay


def sector_zero(window: MainWindow) -> None:
    click_chip(window, "clay_mound")  # just built: in sector 0


def refused_drop(window: MainWindow) -> None:
    click_tile(window, "grocery_store")
    drag_ghost(window, 0, Good.FISH, Cell(3, 5))  # no payment puts the fish marker there


def nothing_to_confirm(window: MainWindow) -> None:
    window.controller.confirm()


REFUSALS: dict[str, tuple[Callable[[WindowFactory], MainWindow], Callable[[MainWindow], None]]] = {
    "an upcoming tile": (lambda make: make(GameRecord(("Ann", "Ben"))), upcoming_tile),
    "a tile not affordable": (
        lambda make: make(
            position_from_data(
                {
                    "round": "A",
                    "to_act": "Ann",
                    "players": [{"name": "Ann", "goods": {"wood": "0.0", "clay": "0.0"}}, {"name": "Ben"}],
                }
            )
        ),
        unaffordable_tile,
    ),
    "a building in sector 0": (lambda make: make(record_of("build clay_mound pay wood@0.1")), sector_zero),
    "a drop no choice allows": (lambda make: make(GameRecord(("Ann", "Ben"))), refused_drop),
    "Enter with nothing chosen": (lambda make: make(position_from_data(OPPONENTS_SMOKEHOUSE)), nothing_to_confirm),
}


NEXT_GESTURE = {"a tile not affordable": "grocery_store", "a building in sector 0": "smokehouse"}


@pytest.mark.parametrize("code", ["en", "el", "hu"])
@pytest.mark.parametrize("kind", list(REFUSALS))
def test_a_refusal_shows_no_markup_and_goes_with_the_next_gesture(
    window_factory: WindowFactory, code: str, kind: str
) -> None:
    make, refuse = REFUSALS[kind]
    window = make(window_factory)
    window.languages.set_language(code, remember=False)
    settle()
    refuse(window)
    bar = window.action_bar
    assert bar.warning.isVisible() and bar.warning.text(), f"{kind}: the bar says nothing"
    assert_no_markup(window, kind)
    said = bar.warning.text()
    click_tile(window, NEXT_GESTURE.get(kind, "clay_mound"))  # a gesture the rules allow
    settle()
    assert bar.warning.text() != said, f"{kind}: the refusal stayed after the next gesture"
    assert_no_markup(window, kind)


@pytest.mark.parametrize("code", ["en", "el", "hu"])
def test_a_gesture_while_the_computer_plays_shows_no_markup(
    window_factory: WindowFactory, qtbot: QtBot, code: str
) -> None:
    window = window_factory(GameRecord(("Ann", "Ben"), seats=(PERSON, PERSON)))
    window.settings.computer_move_display = "long"
    window.languages.set_language(code, remember=False)
    # The computer takes its seat only now, so that its first search cannot end during the language switch; its worker
    # is then held while the key comes: the computer is still thinking however fast it would have been.
    window.session.set_seats(("computer:expert", PERSON))
    pid = thinking_worker(window, qtbot)
    os.kill(pid, signal.SIGSTOP)
    try:
        press(window, qtbot, Qt.Key.Key_Return)
        assert window.computer.thinking
        assert window.statusBar().currentMessage()
        assert_no_markup(window, "the computer's turn")
    finally:
        os.kill(pid, signal.SIGCONT)
