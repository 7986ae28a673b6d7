"""On start, an unfinished game is offered back; a damaged autosave is reported and kept aside."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QMessageBox

from lehavre_desktop.engine import GameRecord, play_random_game
from lehavre_desktop.session.kept import kept_games
from lehavre_desktop.session.persistence import autosave_path, save_record
from lehavre_desktop.startup import keep_unfinished_autosave, offer_resume
from lehavre_desktop.ui.game_files import GameFiles
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import record_of

UNFINISHED = ("build clay_mound pay wood@0.1", "build smokehouse pay clay@0.2 wood@0.1")


class Answers:
    """Stands in for the message boxes and the new-game dialog, and remembers what was asked."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton) -> None:
        self.questions: list[str] = []
        self.warnings: list[str] = []
        self.new_games = 0
        monkeypatch.setattr(QMessageBox, "question", lambda _parent, _title, text, *a: self._ask(text, answer))
        monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *a: self._warn(text))
        monkeypatch.setattr(GameFiles, "new_game", lambda _files: self._new_game())

    def _ask(self, text: str, answer: QMessageBox.StandardButton) -> QMessageBox.StandardButton:
        self.questions.append(shown_text(text))
        return answer

    def _warn(self, text: str) -> QMessageBox.StandardButton:
        self.warnings.append(shown_text(text))
        return QMessageBox.StandardButton.Ok

    def _new_game(self) -> bool:
        self.new_games += 1
        return True


def shown_text(text: str) -> str:
    """What a message box shows of its (escaped rich) text, as the player reads it."""
    return QTextDocumentFragment.fromHtml(text).toPlainText()


def test_an_unfinished_game_is_offered_and_resumed(
    window_factory: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_record(autosave_path(), record_of(*UNFINISHED, names=("Emma", "Max")))
    window = window_factory(None)
    answers = Answers(monkeypatch, QMessageBox.StandardButton.Yes)
    offer_resume(window)
    assert answers.questions == [
        "Emma and Max have an unfinished game (round A, 2 turns played). Continue it? If "
        "not, it is kept in Game ▸ Kept games."
    ]
    assert window.session.actions() == list(record_of(*UNFINISHED).actions)
    assert window.session.names == ("Emma", "Max")
    assert answers.new_games == 0


def test_declining_the_offer_starts_a_new_game_and_keeps_the_old_one(
    window_factory: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_record(autosave_path(), record_of(*UNFINISHED, names=("Emma", "Max")))
    window = window_factory(None)
    answers = Answers(monkeypatch, QMessageBox.StandardButton.No)
    offer_resume(window)
    assert answers.questions == [
        "Emma and Max have an unfinished game (round A, 2 turns played). Continue it? If "
        "not, it is kept in Game ▸ Kept games."
    ]  # and the kept game is not offered again
    assert answers.new_games == 1
    assert window.session.actions() == []
    kept = kept_games()
    assert [game.names for game in kept] == [("Emma", "Max")]
    assert kept[0].load().actions == record_of(*UNFINISHED).actions  # the new game's autosave cannot lose it now
    assert "Kept games" in window.statusBar().currentMessage()


def test_a_file_opened_at_start_leaves_the_unfinished_game_kept(
    window_factory: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_record(autosave_path(), record_of(*UNFINISHED, names=("Emma", "Max")))
    other = tmp_path / "other.lhip.json"
    save_record(other, record_of(UNFINISHED[0], names=("Ann", "Ben")))
    window = window_factory(None)
    answers = Answers(monkeypatch, QMessageBox.StandardButton.Yes)
    keep_unfinished_autosave(window)
    window.files.open_path(other)
    assert answers.questions == [] and window.session.names == ("Ann", "Ben")
    assert [game.names for game in kept_games()] == [("Emma", "Max")]


def test_a_finished_game_is_not_offered(window_factory: WindowFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    played = play_random_game(random.Random(2))
    save_record(autosave_path(), GameRecord(("Ann", "Ben"), played.actions))
    window = window_factory(None)
    answers = Answers(monkeypatch, QMessageBox.StandardButton.Yes)
    offer_resume(window)
    assert answers.questions == [] and answers.new_games == 1


def test_a_damaged_autosave_is_reported_and_kept(
    window_factory: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    damaged = b'{"format": "lehavre-inland-port-record", "version": 1, "players": ["A", "B"], "actions": ["bu'
    path.write_bytes(damaged)
    window = window_factory(None)
    answers = Answers(monkeypatch, QMessageBox.StandardButton.Yes)
    offer_resume(window)
    assert len(answers.warnings) == 1 and answers.new_games == 1
    assert not path.exists()  # out of the way, so the new game can autosave...
    kept = list(path.parent.glob(path.name + ".unreadable-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged  # ...but nothing of it is lost
    assert str(kept[0]) in answers.warnings[0]
