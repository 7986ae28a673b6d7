"""No game is thrown away without a word: whatever replaces the game on the table keeps it, says so, and gives it
back from Game ▸ Kept games."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import GameRecord
from lehavre_desktop.session.kept import kept_games
from lehavre_desktop.session.persistence import autosave_path, load_record, save_record
from lehavre_desktop.ui.board.tile import TileStatus
from lehavre_desktop.ui.dialogs.new_game import NewGameDialog
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import click_tile, press_button, record_of, settle

UNFINISHED = (
    "build clay_mound pay wood@0.1",
    "build smokehouse pay clay@0.2 wood@0.1",
    "build grocery_store pay fish@0.3 grain@0.0",
)
FINISHED = Path(__file__).resolve().parents[2] / "docs" / "finished.lhip.json"


def when_shown(kind: type, answer: Callable[[object], None]) -> None:
    """Answer the next modal dialog of ``kind`` as a player would, once it is on screen."""

    def look() -> None:
        shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]
        if shown:
            answer(shown[0])
        else:
            QTimer.singleShot(20, look)

    QTimer.singleShot(20, look)


def accept_new_game(dialog: object) -> None:
    assert isinstance(dialog, NewGameDialog)
    dialog.first.setText("Emma")
    dialog.second.setText("Max")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def played_by_mouse(window_factory: WindowFactory) -> MainWindow:
    """An unfinished game, never saved, its last move made by mouse: the title is marked as changed."""
    window = window_factory(record_of(*UNFINISHED, names=("Ann", "Ben")))
    building = next(b for b, tile in window.scene.tiles.items() if tile.status is TileStatus.AVAILABLE)
    click_tile(window, building)
    press_button(window.action_bar.confirm_button)
    assert len(window.session.actions()) == 2 * len(UNFINISHED) + 2
    assert window.document.path is None and window.isWindowModified()
    return window


def test_a_new_game_keeps_the_unfinished_one_and_says_where(window_factory: WindowFactory, qtbot: QtBot) -> None:
    window = played_by_mouse(window_factory)
    played = window.session.record()
    when_shown(NewGameDialog, accept_new_game)
    window.commands["new"].trigger()  # Game ▸ New game…, answered in its dialog
    settle()
    assert window.session.names in (("Emma", "Max"), ("Max", "Emma")) and not window.session.actions()
    assert [kept.load() for kept in kept_games()] == [played]
    assert "The game of Ann and Ben is kept for later" in window.statusBar().currentMessage()
    menu = window.files.kept_menu
    assert menu.menuAction().isVisible() and menu.actions()[0].text() == "Ann and Ben, round B"
    window.document.flush_autosave()
    assert load_record(autosave_path()).names == window.session.names  # the autosave moved on; the copy did not
    menu.actions()[0].trigger()  # Game ▸ Kept games ▸ Ann and Ben: back on the table
    assert window.session.record() == played
    assert kept_games() == []  # taken back; the new game had no move to keep


def test_a_cancelled_new_game_changes_nothing(window_factory: WindowFactory) -> None:
    window = played_by_mouse(window_factory)
    played = window.session.record()
    when_shown(NewGameDialog, lambda dialog: dialog.reject())  # type: ignore[attr-defined]
    window.commands["new"].trigger()
    settle()
    assert window.session.record() == played and kept_games() == []


def test_opening_a_game_keeps_the_one_on_the_table(window_factory: WindowFactory, tmp_path: Path, qtbot: QtBot) -> None:
    window = played_by_mouse(window_factory)
    played = window.session.record()
    other = tmp_path / "other.lhip.json"
    save_record(other, record_of("build clay_mound pay wood@0.1", names=("Emma", "Max")))
    assert window.files.open_path(other)
    assert window.session.names == ("Emma", "Max")
    assert [kept.load() for kept in kept_games()] == [played]
    assert "Ann and Ben" in window.statusBar().currentMessage()


def test_the_rematch_keeps_the_finished_game(window_factory: WindowFactory, qtbot: QtBot) -> None:
    finished = load_record(FINISHED)
    window = window_factory(finished)
    window.end.show()
    dialog = window.end.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    rematch = next(
        button
        for button in dialog.findChildren(QPushButton)
        if button.text().replace("&", "") == "Rematch, start player swapped"
    )
    press_button(rematch)
    assert window.session.names == finished.names[::-1] and not window.session.actions()
    (kept,) = kept_games()
    assert kept.finished and kept.load() == finished
    assert window.files.kept_menu.actions()[0].text() == f"{finished.names[0]} and {finished.names[1]}, finished"


def test_a_game_saved_and_unchanged_is_not_kept_twice(window_factory: WindowFactory, tmp_path: Path) -> None:
    window = played_by_mouse(window_factory)
    assert window.files.save_to(tmp_path / "mine.lhip.json")
    when_shown(NewGameDialog, accept_new_game)
    window.commands["new"].trigger()
    settle()
    assert kept_games() == []  # its file has every move


def test_discarding_the_kept_games_asks_first(window_factory: WindowFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    window = played_by_mouse(window_factory)
    when_shown(NewGameDialog, accept_new_game)
    window.commands["new"].trigger()
    settle()
    assert len(kept_games()) == 1
    asked: list[str] = []

    def answer_no(_parent: object, _title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer_no)
    window.files.kept_menu.actions()[-1].trigger()  # Discard the kept games…
    assert len(asked) == 1 and "1 kept game" in asked[0] and len(kept_games()) == 1
    monkeypatch.setattr(QMessageBox, "question", lambda *_args: QMessageBox.StandardButton.Yes)
    window.files.kept_menu.actions()[-1].trigger()
    assert kept_games() == [] and not window.files.kept_menu.menuAction().isVisible()


def test_the_default_names_follow_a_language_switch_mid_game(window_factory: WindowFactory) -> None:
    window = window_factory(GameRecord(("Player 1", "Player 2")))
    click_tile(window, "clay_mound")
    press_button(window.action_bar.confirm_button)
    played = window.session.actions()
    window.languages.set_language("el")
    settle()
    assert window.session.names == ("Παίκτης 1", "Παίκτης 2")
    assert window.session.actions() == played
    assert window.document.dirty  # the move made is unsaved; the new names are not a change of their own
    window.languages.set_language("en")
    settle()
    assert window.session.names == ("Player 1", "Player 2")
