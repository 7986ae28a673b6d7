"""The computer against itself: a whole game to the final scores, the window busy with nothing but showing it."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from lehavre_desktop import ai
from lehavre_desktop.engine import Action, GameRecord, apply, outcome
from lehavre_desktop.session.seats import turn_seed
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.dialogs.end_game import EndGameDialog
from tests.ui.conftest import NAMES, WindowFactory

LEVELS = ("beginner", "intermediate")
PLAN_TURN = ai.plan_turn  # the search itself, for the replay below while the test stands guard over ai.plan_turn
TICK_MS = 10


def replayed_demonstration(record: GameRecord) -> list[Action]:
    """The game the two levels play, each turn seeded from the game as the window seeds it."""
    state = record.initial_state()
    actions: list[Action] = []
    while not state.finished:
        plan = PLAN_TURN(ai.make_agent(LEVELS[state.current], turn_seed(len(actions), state.current)), state)
        for action in plan:
            state = apply(state, action).state
        actions.extend(plan)
    return actions


@pytest.mark.slow
def test_a_demonstration_game_runs_to_the_final_scores_with_the_window_responsive(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    searched_here: list[str] = []

    def plan_here(agent: object, state: object) -> object:
        searched_here.append(threading.current_thread().name)
        raise AssertionError("the window's own process searched for a move")

    monkeypatch.setattr(ai, "plan_turn", plan_here)  # the worker process imports its own, unpatched
    settings.computer_move_display = "off"
    window = window_factory(GameRecord(NAMES, seats=(f"computer:{LEVELS[0]}", f"computer:{LEVELS[1]}")))
    session = window.session
    ticks: list[float] = []  # when the timer fired while the computer was thinking
    gaps: list[float] = []

    def tick() -> None:
        now = time.perf_counter()
        if window.computer.thinking:
            if ticks:
                gaps.append(now - ticks[-1])
            ticks.append(now)
        else:
            ticks.clear()  # a move being played is the window at work: measure the thinking only

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(TICK_MS)
    qtbot.waitUntil(lambda: session.state.finished, timeout=20000)
    timer.stop()
    result = outcome(session.state)
    assert result is not None
    qtbot.waitUntil(
        lambda: isinstance(window.end.dialog, EndGameDialog) and window.end.dialog.isVisible(), timeout=5000
    )
    assert searched_here == []  # every search ran in the worker process, never on the window's thread
    assert session.actions() == replayed_demonstration(GameRecord(NAMES))
    # The event loop kept running while the computer thought: the timer fired again and again (how regularly is
    # measured by benchmarks/thinking_bench.py, not asserted on a shared machine).
    assert len(gaps) > 50
    print(f"longest gap between timer ticks while thinking: {max(gaps) * 1000:.0f} ms")
