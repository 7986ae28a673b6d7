"""The end is always reachable: opening a finished game, loading one, or redoing to the end shows the final
scores; Game ▸ Final scores and the action bar's button bring them back whenever the game has ended."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import outcome
from lehavre_desktop.session.persistence import load_record
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.dialogs.end_game import EndGameDialog
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import press_button, settle

ROOT = Path(__file__).resolve().parents[2]
FINISHED = ROOT / "docs" / "finished.lhip.json"


def end_dialog(window: MainWindow, qtbot: QtBot) -> EndGameDialog:
    qtbot.waitUntil(lambda: window.end.dialog is not None and window.end.dialog.isVisible(), timeout=3000)
    dialog = window.end.dialog
    assert isinstance(dialog, EndGameDialog)
    return dialog


def check_scores(window: MainWindow, dialog: EndGameDialog) -> None:
    result = outcome(window.session.state)
    assert result is not None
    for seat in (0, 1):
        card = dialog.cards[seat]
        assert (card.name, card.total) == (window.session.names[seat], result.totals[seat])
        assert [line.value for line in card.rows()] == [
            result.scores[seat].francs,
            *(b.value for b in result.scores[seat].buildings),
            result.totals[seat],
        ]


def test_opening_a_finished_game_shows_the_final_scores(window: MainWindow, qtbot: QtBot) -> None:
    assert not window.commands["scores"].isEnabled()
    assert window.files.open_path(FINISHED)
    dialog = end_dialog(window, qtbot)
    check_scores(window, dialog)
    assert window.commands["scores"].isEnabled()
    assert window.action_bar.scores_button.isVisible()

    # Closed, they come back from the Game menu and from the action bar.
    dialog.close()
    settle()
    window.commands["scores"].trigger()
    assert end_dialog(window, qtbot) is dialog
    dialog.close()
    press_button(window.action_bar.scores_button)
    assert end_dialog(window, qtbot).isVisible()


def test_a_window_opened_on_a_finished_game_shows_them(window_factory: WindowFactory, qtbot: QtBot) -> None:
    window = window_factory(load_record(FINISHED))  # as when the program starts with the file
    check_scores(window, end_dialog(window, qtbot))


def test_redoing_to_the_end_shows_the_final_scores(window: MainWindow, qtbot: QtBot) -> None:
    window.files.open_path(FINISHED)
    end_dialog(window, qtbot).close()
    settle()
    for _ in range(3):
        window.commands["undo"].trigger()
    settle()
    assert not window.session.state.finished
    assert not window.commands["scores"].isEnabled() and not window.action_bar.scores_button.isVisible()
    assert window.end.dialog is None or not window.end.dialog.isVisible()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    for _ in range(3):
        QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    settle()
    assert window.session.state.finished
    dialog = end_dialog(window, qtbot)
    check_scores(window, dialog)


def test_another_game_closes_the_scores_of_the_last(window: MainWindow, qtbot: QtBot) -> None:
    window.files.open_path(FINISHED)
    dialog = end_dialog(window, qtbot)
    press_button(dialog.rematch_button)  # a rematch: a new game with the start player swapped
    assert not dialog.isVisible()
    assert not window.session.state.finished and not window.commands["scores"].isEnabled()


def test_after_the_last_move_the_scores_open_once_the_table_is_at_rest(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last move's motion (the build, the last round's end) plays to its end first: the dialog, some tens of
    milliseconds to build, is never built inside one of its frames."""
    settings.animation_speed = "normal"
    record = load_record(FINISHED)
    window = window_factory(replace(record, actions=record.actions[:-2]))
    settle()
    built_while_moving: list[bool] = []
    make_dialog = EndGameDialog.__init__

    def noted(dialog: EndGameDialog, *args: Any, **kwargs: Any) -> None:
        built_while_moving.append(window.motion.busy)
        make_dialog(dialog, *args, **kwargs)

    monkeypatch.setattr(EndGameDialog, "__init__", noted)
    for action in record.actions[-2:]:
        assert window.session.submit(action)
    assert window.motion.busy  # the build and the end of the last round are being shown
    qtbot.wait(settings.animation_ms + 100)  # the old timing: the animation's unit and a little
    check_scores(window, end_dialog(window, qtbot))
    assert built_while_moving == [False]
