"""Nothing leaks between games: another game on the table ends the guided game; starting the guided game while
a game is unfinished keeps that game for later, says so, and offers it back."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from lehavre_desktop.engine import GameRecord
from lehavre_desktop.session.kept import kept_games
from lehavre_desktop.session.persistence import autosave_path, save_record
from lehavre_desktop.startup import offer_resume
from lehavre_desktop.ui.dialogs.new_game import NewGameDialog
from lehavre_desktop.ui.main_window import MainWindow
from tests.teaching.helpers import click_link, links, panel_text
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import click_tile, press_button, record_of, settle

UNFINISHED = (
    "build clay_mound pay wood@0.1",
    "build smokehouse pay clay@0.2 wood@0.1",
    "build grocery_store pay fish@0.3 grain@0.0",
)
GUIDE_TITLE = "1. Build a building"


class Dialogs:
    """Stands in for the modal boxes: the new-game dialog says OK, questions get the given answer."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton) -> None:
        self.questions: list[str] = []
        self.answer = answer
        monkeypatch.setattr(NewGameDialog, "exec", lambda _dialog: NewGameDialog.DialogCode.Accepted)
        monkeypatch.setattr(QMessageBox, "question", lambda _parent, _title, text, *a: self._ask(text))

    def _ask(self, text: str) -> QMessageBox.StandardButton:
        self.questions.append(text)
        return self.answer


def start_guide(window: MainWindow) -> None:
    window.commands["guide"].trigger()  # Help ▸ Guided first game
    settle()
    assert window.teaching.guide is not None
    assert GUIDE_TITLE in panel_text(window)


def test_opening_a_game_ends_the_guided_game(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    Dialogs(monkeypatch, QMessageBox.StandardButton.Yes)
    start_guide(window)
    click_tile(window, "clay_mound")
    press_button(window.action_bar.confirm_button)
    path = tmp_path / "other.lhip.json"
    save_record(path, record_of(*UNFINISHED, names=("Emma", "Max")))
    assert window.files.open_path(path)
    assert window.teaching.guide is None
    text = panel_text(window)
    assert GUIDE_TITLE not in text and "guide:leave" not in links(window.teaching_panel.browser)


def test_a_new_game_ends_the_guided_game(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    Dialogs(monkeypatch, QMessageBox.StandardButton.Yes)
    start_guide(window)
    window.commands["new"].trigger()  # Game ▸ New game
    assert window.teaching.guide is None
    assert GUIDE_TITLE not in panel_text(window)
    # A new game has no actions yet: the panel offers the guide again.
    assert "guide:start" in links(window.teaching_panel.browser)


def test_the_guided_game_keeps_an_unfinished_game_for_later(
    window_factory: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = window_factory(record_of(*UNFINISHED, names=("Emma", "Max")))
    played = window.session.actions()
    dialogs = Dialogs(monkeypatch, QMessageBox.StandardButton.Yes)
    start_guide(window)
    # The player was told before, and is told after.
    assert len(dialogs.questions) == 1 and "Emma and Max" in dialogs.questions[0]
    assert "kept for later" in dialogs.questions[0]
    assert "Emma and Max" in window.statusBar().currentMessage()
    kept = kept_games()
    assert [k.load().actions for k in kept] == [tuple(played)]
    assert window.files.kept_menu.menuAction().isVisible()
    entries = [a.text() for a in window.files.kept_menu.actions()]
    assert entries == ["Emma and Max, round B", "", "&Discard the kept games…"]
    assert window.session.actions() == []
    assert "Emma and Max is kept for later" in panel_text(window)

    # The link in the guide's box brings the game back; the guide ends, the kept game leaves the list.
    click_link(window.teaching_panel.browser, "guide:kept")
    assert window.session.actions() == played
    assert window.session.names == ("Emma", "Max")
    assert window.teaching.guide is None
    assert kept_games() == [] and not window.files.kept_menu.menuAction().isVisible()


def test_leaving_the_guide_offers_the_kept_game(window_factory: WindowFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    window = window_factory(record_of(*UNFINISHED, names=("Emma", "Max")))
    played = window.session.actions()
    dialogs = Dialogs(monkeypatch, QMessageBox.StandardButton.Yes)
    start_guide(window)
    click_link(window.teaching_panel.browser, "guide:leave")
    assert len(dialogs.questions) == 2 and "Emma and Max" in dialogs.questions[1]
    assert window.session.actions() == played


def test_declining_keeps_the_game_where_it_is(window_factory: WindowFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    window = window_factory(record_of(*UNFINISHED, names=("Emma", "Max")))
    played = window.session.actions()
    Dialogs(monkeypatch, QMessageBox.StandardButton.No)
    window.commands["guide"].trigger()
    assert window.teaching.guide is None
    assert window.session.actions() == played and kept_games() == []


def test_the_next_start_offers_the_kept_game(window_factory: WindowFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    window = window_factory(record_of(*UNFINISHED, names=("Emma", "Max")))
    played = window.session.actions()
    dialogs = Dialogs(monkeypatch, QMessageBox.StandardButton.Yes)
    start_guide(window)
    window.close()
    # The autosave holds the guided game, with no action yet: not offered; the kept game is.
    later = window_factory(GameRecord(("Ann", "Ben")))
    save_record(autosave_path(), GameRecord(("Ann", "Ben")))
    offer_resume(later)
    assert "was kept for later. Continue it?" in dialogs.questions[-1]
    assert later.session.actions() == played
    assert kept_games() == []
