"""Many whole games in one window, each with its end screen and a rematch, leave nothing behind.

The games are played as the program really runs: a timer makes each move from inside the event loop
(so deferred deletions happen as they do in play), with the animations on, through the session (every
state change goes through the window, the table, the log and the teaching panel). After each rematch,
at the same point of every game (a new game, nothing played), the counts are what they were after the
first: live widgets, items on the table, animations, and the engine's objects held in memory.
"""

from __future__ import annotations

import gc
import random
import resource
from collections import Counter

import pytest
from PySide6.QtCore import QAbstractAnimation, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsObject
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import random_action
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.dialogs.end_game import EndGameDialog
from lehavre_desktop.ui.main_window import MainWindow

GAMES = 12
MOVE_MS = 1  # a move each turn of the event loop or so: the table's animations overlap, as with a fast player


def play_to_the_end(window: MainWindow, rng: random.Random, qtbot: QtBot) -> None:
    session = window.session

    def move() -> None:
        if not session.state.finished:
            assert session.submit(random_action(session.state, rng))

    timer = QTimer()
    timer.setInterval(MOVE_MS)
    timer.timeout.connect(move)
    timer.start()
    qtbot.waitUntil(lambda: session.state.finished, timeout=120000)
    timer.stop()


def rematch_from_the_end_screen(window: MainWindow, qtbot: QtBot) -> None:
    """The end screen opens by itself once the game is over; its Rematch button starts the next game."""
    qtbot.waitUntil(lambda: window.end.dialog is not None and window.end.dialog.isVisible(), timeout=5000)
    dialog = window.end.dialog
    assert isinstance(dialog, EndGameDialog)
    dialog.rematch_button.click()
    qtbot.wait(50)
    assert not window.session.state.finished


def animations(window: MainWindow) -> int:
    """Every animation object alive in the window and on the table."""
    found = len(window.findChildren(QAbstractAnimation))
    for item in window.scene.items():
        if isinstance(item, QGraphicsObject):
            found += len(item.findChildren(QAbstractAnimation))
    return found


def engine_objects() -> Counter[str]:
    """The engine's objects in memory, by type."""
    return Counter(
        type(o).__name__ for o in gc.get_objects() if type(o).__module__.startswith("lehavre_desktop.engine")
    )


# Values the engine keeps in bounded caches fill over a long session up to their bound: the ways to use or pay
# (shared by every position that offers them) and one Option per verb and building; everything else belongs to
# one game and must not pile up.
CACHED = frozenset({"Use", "Build", "MarkerEnd", "Cell", "Option"})


def engine_growth(before: object, after: object) -> Counter[str]:
    assert isinstance(before, Counter) and isinstance(after, Counter)
    grown: Counter[str] = after - before
    return Counter({kind: n for kind, n in grown.items() if kind not in CACHED})


def census(window: MainWindow, qtbot: QtBot) -> dict[str, object]:
    qtbot.wait(1500)  # the table's last animations end, and the deletions they leave are done in the event loop
    gc.collect()
    return {
        "widgets": len(QApplication.allWidgets()),
        "top-level": len(QApplication.topLevelWidgets()),
        "items": len(window.scene.items()),
        "animations": animations(window),
        # The Kept games menu has an entry per finished game kept: the newest ten (see session.kept).
        "qobjects": len(window.findChildren(QObject)) - len(window.files.kept_menu.actions()),
        "engine": engine_objects(),
    }


@pytest.fixture
def animated(settings: Settings) -> Settings:
    settings.animation_speed = "fast"
    settings.sync()
    return settings


@pytest.mark.slow
def test_games_with_end_screens_and_rematches_leave_nothing_behind(
    animated: Settings, window: MainWindow, qtbot: QtBot
) -> None:
    window.set_animation_speed("fast")
    rng = random.Random(3)
    counts = []
    rss = []
    for _ in range(GAMES):
        play_to_the_end(window, rng, qtbot)
        rematch_from_the_end_screen(window, qtbot)
        counts.append(census(window, qtbot))
        rss.append(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
    first, second, last = counts[0], counts[1], counts[-1]
    print(
        f"after game 1: {first}\nafter game {GAMES}: {last}\npeak RSS after each game (MB): {[round(r) for r in rss]}"
    )
    for key in ("widgets", "top-level", "items", "animations", "qobjects"):
        assert last[key] == second[key], (key, [c[key] for c in counts])
    # The engine's objects: the same at the same point of every game (the first game's caches fill once).
    grown = engine_growth(second["engine"], last["engine"])
    assert not grown, grown
