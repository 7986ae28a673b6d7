"""The "Off" animation speed: nothing on the table moves, fades or turns, for players whom motion disturbs."""

from __future__ import annotations

import os
import signal
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractAnimation, QTimer
from PySide6.QtWidgets import QGraphicsObject
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import Pass, legal_actions
from lehavre_desktop.session.persistence import load_record
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import act, press_button

MIDGAME = load_record(Path(__file__).resolve().parents[2] / "docs" / "midgame.lhip.json")
WAIT_MS = 15000


def running_motions(window: MainWindow) -> list[QAbstractAnimation]:
    """Every animation or repaint timer of the table's items that is under way."""
    running: list[QAbstractAnimation] = []
    for item in window.scene.items():
        if isinstance(item, QGraphicsObject):
            running += [
                a for a in item.findChildren(QAbstractAnimation) if a.state() == QAbstractAnimation.State.Running
            ]
    return running


def ticking_timers(window: MainWindow) -> list[QTimer]:
    return [timer for mark in window.computer.marks for timer in mark.findChildren(QTimer) if timer.isActive()]


@pytest.mark.parametrize("speed", ["off", "normal"])
def test_the_thinking_mark_turns_only_when_animations_are_on(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot, speed: str
) -> None:
    settings.animation_speed = speed
    settings.computer_move_display = "off"
    settings.sync()
    window = window_factory(replace(MIDGAME, seats=("person", "computer:expert")))
    qtbot.waitUntil(lambda: window.computer.thinking, timeout=WAIT_MS)
    mark = window.computer.marks[1]
    assert mark.isVisible()
    assert mark.turning == (speed != "off")
    assert bool(ticking_timers(window)) == (speed != "off")


@pytest.mark.parametrize("speed", ["off", "normal"])
def test_turns_that_rotate_the_wheels_move_nothing_when_animations_are_off(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot, speed: str
) -> None:
    settings.animation_speed = speed
    settings.sync()
    window = window_factory(MIDGAME)
    seen: list[QAbstractAnimation] = []
    for _ in range(6):
        actions = legal_actions(window.session.state)
        act(window, next((a for a in actions if isinstance(a, Pass)), actions[0]))
        seen += running_motions(window)
        assert ticking_timers(window) == []
    assert bool(seen) == (speed != "off")


def test_choosing_off_while_the_computer_thinks_stills_its_mark(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
    settings.animation_speed = "normal"
    settings.computer_move_display = "off"
    settings.sync()
    window = window_factory(replace(MIDGAME, seats=("person", "computer:expert")))
    qtbot.waitUntil(lambda: window.computer.thinking, timeout=WAIT_MS)
    assert window.computer.marks[1].turning
    window.animation_menu.entries["off"].trigger()
    assert settings.animation_speed == "off"
    assert ticking_timers(window) == []
    assert window.computer.marks[1].isVisible()
    window.animation_menu.entries["fast"].trigger()
    assert window.computer.marks[1].turning
    assert not window.computer.marks[0].turning


def card_motions(window: MainWindow) -> list[QAbstractAnimation]:
    return [
        a for a in window.hints.card.findChildren(QAbstractAnimation) if a.state() == QAbstractAnimation.State.Running
    ]


@pytest.mark.parametrize("speed", ["off", "normal"])
def test_the_hints_busy_bar_stands_still_when_animations_are_off(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot, speed: str
) -> None:
    settings.animation_speed = speed
    settings.sync()
    window = window_factory(MIDGAME)
    press_button(window.action_bar.hint_button)
    card = window.hints.card
    assert card.thinking and card.busy.isVisible()
    pid = window.advice.worker_pid
    assert pid is not None
    os.kill(pid, signal.SIGSTOP)  # the search is held: the bar is still busy however fast the hint would come
    try:
        qtbot.wait(100)
        assert card.thinking
        assert bool(card_motions(window)) == (speed != "off")
        assert (card.busy.maximum() == 0) == (speed != "off")
    finally:
        os.kill(pid, signal.SIGCONT)
