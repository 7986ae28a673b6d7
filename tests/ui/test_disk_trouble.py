"""A disk that refuses the autosave is told for as long as it lasts, and closing then offers to save elsewhere."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import GameRecord
from lehavre_desktop.session.persistence import load_record
from lehavre_desktop.ui.board.tile import TileStatus
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import click_tile, press_button, settle
from tests.ui.test_qt_texts import on_modal


def build_something(window: MainWindow) -> None:
    building = next(b for b, tile in window.scene.tiles.items() if tile.status is TileStatus.AVAILABLE)
    click_tile(window, building)
    press_button(window.action_bar.confirm_button)


@pytest.fixture
def blocked_data(user_dirs: dict[str, Path]) -> Path:
    """The game's data folder cannot be made: a file stands where it should be (root ignores permissions)."""
    data = user_dirs["data"] / "lehavre-desktop"
    shutil.rmtree(data, ignore_errors=True)
    data.write_text("not a folder", encoding="utf-8")
    return data


def test_a_failing_autosave_is_told_until_a_write_succeeds(
    window_factory: WindowFactory, blocked_data: Path, qtbot: QtBot
) -> None:
    window = window_factory(GameRecord(("Ann", "Ben")))
    build_something(window)
    warning = window.autosave_warning
    qtbot.waitUntil(warning.isVisible, timeout=5000)
    assert "The autosave cannot write" in warning.text()
    window.statusBar().showMessage("another note", 100)  # a passing note does not hide the lasting warning
    qtbot.wait(300)
    assert warning.isVisible()
    blocked_data.unlink()  # the disk has room again
    build_something(window)
    qtbot.waitUntil(lambda: not warning.isVisible(), timeout=5000)
    window.document.flush_autosave()
    assert load_record(blocked_data / "autosave.lhip.json") == window.session.record()


def test_closing_with_moves_not_on_disk_offers_to_save_them_elsewhere(
    window_factory: WindowFactory, blocked_data: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = window_factory(GameRecord(("Ann", "Ben")))
    build_something(window)
    asked: list[str] = []
    answers = iter([QMessageBox.StandardButton.No, QMessageBox.StandardButton.No])

    def answer(_parent: object, _title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return next(answers)

    monkeypatch.setattr(QMessageBox, "question", answer)
    window.close()
    settle()
    assert len(asked) == 2 and "Save the game to another place" in asked[0] and "Close all the same" in asked[1]
    assert window.isVisible()  # the player said no to losing the moves: the window stays
    target = tmp_path / "elsewhere.lhip.json"
    monkeypatch.setattr(QMessageBox, "question", lambda *_args: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(window.prompter, "save_path", lambda *_args: target)
    window.close()
    settle()
    assert not window.isVisible()
    assert load_record(target) == window.session.record()


def test_enter_on_the_question_that_loses_the_moves_keeps_the_window_open(
    window_factory: WindowFactory, blocked_data: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The real questions, answered with Enter: yes to saving elsewhere (the save is cancelled), then the default
    of the question whose yes loses the moves, which is No."""
    window = window_factory(GameRecord(("Ann", "Ben")))
    build_something(window)
    monkeypatch.setattr(window.prompter, "save_path", lambda *_args: None)
    after_it: list[Callable[[], str]] = []

    def enter(box: QMessageBox) -> str:
        """Press Enter on ``box``; the name of its default button."""
        default = box.defaultButton()
        QTest.keyClick(box, Qt.Key.Key_Return)
        return str(box.standardButton(default).name) if default is not None else "none"

    def enter_then_the_next(box: QMessageBox) -> str:
        after_it.append(on_modal(QMessageBox, enter))
        return enter(box)

    first = on_modal(QMessageBox, enter_then_the_next)
    window.close()
    settle()
    assert [first(), after_it[0]()] == ["Yes", "No"]
    assert window.isVisible()
    monkeypatch.setattr(QMessageBox, "question", lambda *_args: QMessageBox.StandardButton.Yes)  # the teardown closes
