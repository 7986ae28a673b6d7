"""The status bar is never an empty strip: at rest it says where the game is kept (in its file or not yet, and the
autosave), in words that fit it; a passing note covers it for a while; it steps aside for the autosave's warning."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest

from lehavre_desktop.session.document import GameDocument
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import record_of, settle
from tests.ui.test_window_drawer import crowded

MOVES = ("build clay_mound pay wood@0.1", "build hardware_store pay wood@0.1 clay@0.2")


def shown_line(window: MainWindow) -> str:
    """The status bar's line as it is on screen once the passing notes are over: visible, inside the bar, its words
    whole in its width and height."""
    line, bar = window.file_line, window.statusBar()
    bar.clearMessage()
    settle()
    assert bar.isVisible() and line.isVisible()
    placed = QRect(line.mapTo(bar, line.rect().topLeft()), line.size())
    assert bar.rect().contains(placed)
    metrics = line.fontMetrics()
    assert line.text() and metrics.horizontalAdvance(line.text()) <= line.contentsRect().width(), line.text()
    assert metrics.height() <= line.contentsRect().height()
    return line.text()


def test_the_line_follows_the_games_file(window_factory: WindowFactory, tmp_path: Path) -> None:
    window = window_factory(record_of(*MOVES))
    window.resize(1280, 800)
    settle()
    assert shown_line(window) == "Not saved in a file yet; every move is in the autosave."
    path = tmp_path / "harbour.lehavre"
    assert window.files.save_to(path)
    settle()
    assert shown_line(window) == "Saved in harbour.lehavre."
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Undo: the file lacks the change
    settle()
    assert window.document.dirty
    assert shown_line(window) == "The newest moves are not saved in harbour.lehavre yet; every move is in the autosave."


def test_a_set_up_position_says_it_cannot_be_saved(window_factory: WindowFactory) -> None:
    window = crowded(window_factory, (1024, 768), "en")
    assert "cannot be saved" in shown_line(window)


@pytest.mark.parametrize("lang", ["el", "hu"])
def test_the_line_is_in_the_language_and_fits_at_1024(window: MainWindow, lang: str) -> None:
    english = shown_line(window)
    window.languages.set_language(lang, remember=False)
    window.resize(1024, 768)
    settle()
    said = shown_line(window)
    assert said != english and "…" not in said


def test_a_long_file_name_is_shortened_in_the_middle_and_does_not_widen_the_window(
    window: MainWindow, tmp_path: Path
) -> None:
    window.resize(1024, 768)
    path = tmp_path / f"{'harbour' * 30}.lehavre"
    assert window.files.save_to(path)
    settle()
    said = shown_line(window)
    assert "…" in said and said.startswith("Saved in ") and said.endswith(".lehavre.")
    assert window.file_line.toolTip() == f"Saved in {path.name}."
    assert window.width() == 1024 and window.minimumSizeHint().width() < 1024


def test_a_passing_note_covers_the_line_for_a_while(window: MainWindow) -> None:
    window.tell("Game saved somewhere else.")
    settle()
    assert not window.file_line.isVisible() and window.statusBar().currentMessage()
    shown_line(window)


def test_the_line_steps_aside_for_the_autosaves_warning(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    failing = [True]
    monkeypatch.setattr(GameDocument, "autosave_failing", property(lambda _document: failing[0]))
    window.document.autosaveFailed.emit(OSError(28, "No space left on device"))
    settle()
    assert window.autosave_warning.isVisible() and not window.file_line.isVisible()
    failing[0] = False
    window.document.autosaveRecovered.emit()
    settle()
    assert not window.autosave_warning.isVisible()
    shown_line(window)  # once "The autosave works again" has passed


def test_a_note_told_before_the_window_shows_covers_the_line_too(window: MainWindow) -> None:
    window.hide()
    window.tell("Game saved somewhere else.")
    window.show()
    settle()
    assert window.statusBar().currentMessage() and not window.file_line.isVisible()
    shown_line(window)


def first_ink_column(window: MainWindow) -> int:
    """The left edge of the status bar's words as painted: the first column with a pixel darker than the bar."""
    picture = window.statusBar().grab().toImage()
    paper = picture.pixelColor(picture.width() // 2, 1).lightness()
    for x in range(picture.width()):
        if any(picture.pixelColor(x, y).lightness() < paper - 80 for y in range(picture.height())):
            return x
    raise AssertionError("nothing is written in the status bar")


def test_a_passing_note_starts_where_the_line_does(window: MainWindow) -> None:
    """No sideways jump when a note covers the line or uncovers it."""
    shown_line(window)
    line_starts = first_ink_column(window)
    window.statusBar().showMessage(window.file_line.text())
    settle()
    assert abs(first_ink_column(window) - line_starts) <= 1
