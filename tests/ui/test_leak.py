"""Ten whole games in one window, each with its end screen and a rematch, leave nothing behind.

The live widgets and the table's items after the tenth game are what they were after the
first one. The games are played through the session (every state change goes through the
window, the table, the log and the teaching panel as in play), with seeded random moves.
"""

from __future__ import annotations

import gc
import random
import resource

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import random_action
from lehavre_desktop.ui.dialogs.end_game import EndGameDialog
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.helpers import settle

GAMES = 10


def play_to_the_end(window: MainWindow, rng: random.Random) -> None:
    session = window.session
    while not session.state.finished:
        assert session.submit(random_action(session.state, rng))
        settle()


def rematch_from_the_end_screen(window: MainWindow, qtbot: QtBot) -> None:
    """The end screen opens by itself once the game is over; its Rematch button starts the next game."""
    qtbot.waitUntil(lambda: window.end.dialog is not None and window.end.dialog.isVisible(), timeout=5000)
    dialog = window.end.dialog
    assert isinstance(dialog, EndGameDialog)
    dialog.rematch_button.click()
    settle()
    assert not window.session.state.finished


def census(window: MainWindow) -> tuple[int, int, int]:
    """(live widgets, top-level widgets, items on the table), once deletions that are due have happened."""
    for _ in range(3):
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        settle()
        gc.collect()
    return len(QApplication.allWidgets()), len(QApplication.topLevelWidgets()), len(window.scene.items())


def test_ten_games_with_end_screens_and_rematches_leave_nothing_behind(window: MainWindow, qtbot: QtBot) -> None:
    rng = random.Random(3)
    counts = []
    for _ in range(GAMES):
        play_to_the_end(window, rng)
        rematch_from_the_end_screen(window, qtbot)
        counts.append(census(window))
    first, last = counts[0], counts[-1]
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"after game 1: {first}; after game {GAMES}: {last} (widgets, top-level widgets, table items); "
          f"peak memory of the test process {peak_mb:.0f} MB")
    assert last[0] == first[0], counts
    assert last[1] == first[1], counts
    assert last[2] == first[2], counts
