"""The game document without a window: unsaved changes, autosave, the games kept when another replaces them."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import BUILT_IN, End, GameRecord, decode, legal_actions, record_from_json
from lehavre_desktop.session.document import GameDocument
from lehavre_desktop.session.game_session import TWO_PEOPLE, GameSession
from lehavre_desktop.session.kept import KeptGame, kept_games
from lehavre_desktop.session.persistence import SaveFileError, autosave_path, load_record, save_record

NAMES = ("Ann", "Ben")


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("data", "config", "state", "cache"):
        (tmp_path / "xdg" / name).mkdir(parents=True)
        monkeypatch.setenv(f"XDG_{name.upper()}_HOME", str(tmp_path / "xdg" / name))


class Frames:
    """Stands in for the window's frame clock: the callbacks run when the test says a frame was painted."""

    def __init__(self) -> None:
        self.waiting: list[Callable[[], None]] = []

    def after_frame(self, callback: Callable[[], None]) -> None:
        self.waiting.append(callback)

    def paint(self) -> None:
        waiting, self.waiting = self.waiting, []
        for callback in waiting:
            callback()


@pytest.fixture
def frames() -> Frames:
    return Frames()


@pytest.fixture
def document(qapp: QCoreApplication, frames: Frames) -> Iterator[GameDocument]:
    document = GameDocument(GameSession(GameRecord(NAMES)), autosave=True, after_frame=frames.after_frame)
    yield document
    document.close()


def play(document: GameDocument, turns: int) -> None:
    """``turns`` turns, each the first legal build or use with the end of the turn (a Confirm)."""
    session = document.session
    for _ in range(turns):
        action = next(a for a in legal_actions(session.state) if not isinstance(a, End))
        assert session.submit_turn(action)  # type: ignore[arg-type]


def test_a_new_game_is_clean_and_a_move_makes_it_dirty(document: GameDocument) -> None:
    assert not document.dirty and not document.worth_keeping()
    play(document, 1)
    assert document.dirty and document.worth_keeping()
    document.session.undo()
    assert not document.dirty  # back to what the start holds


def test_saving_makes_it_clean_and_the_file_holds_the_game(document: GameDocument, tmp_path: Path) -> None:
    play(document, 2)
    path = tmp_path / "game.lhip.json"
    document.save(path)
    assert document.path == path and not document.dirty and not document.worth_keeping()
    assert load_record(path) == document.session.record()
    play(document, 1)
    assert document.dirty and document.worth_keeping()


def test_the_autosave_waits_for_the_next_frame_then_holds_every_move(
    document: GameDocument, frames: Frames, qtbot: QtBot
) -> None:
    play(document, 3)
    assert not autosave_path().exists()  # nothing is written before the table is painted
    frames.paint()
    document.flush_autosave()
    assert load_record(autosave_path()) == document.session.record()
    assert len(frames.waiting) == 0
    play(document, 1)
    assert len(frames.waiting) == 1  # one write asked for per frame, however many gestures came


def test_the_autosave_comes_even_if_no_frame_does(document: GameDocument, qtbot: QtBot) -> None:
    play(document, 1)
    assert document.autosave_waiting
    qtbot.waitUntil(lambda: not document.autosave_waiting, timeout=3000)  # the fallback timer, with no frame
    document.flush_autosave()
    assert load_record(autosave_path()) == document.session.record()


def test_a_new_game_keeps_the_unsaved_one_and_says_which(document: GameDocument, qtbot: QtBot) -> None:
    play(document, 4)
    played = document.session.record()
    told: list[KeptGame] = []
    document.gameKept.connect(told.append)
    with qtbot.waitSignal(document.keptChanged):
        kept = document.new_game(("Emma", "Max"), BUILT_IN, TWO_PEOPLE)
    assert kept is not None and told == [kept]
    assert kept.load() == played and not kept.finished
    assert [k.load() for k in kept_games()] == [played]
    assert document.session.names == ("Emma", "Max") and not document.session.actions()
    assert not document.dirty and document.path is None


def test_a_game_safe_in_its_file_is_not_kept_again(document: GameDocument, tmp_path: Path) -> None:
    play(document, 2)
    document.save(tmp_path / "safe.lhip.json")
    assert document.new_game(NAMES, BUILT_IN, TWO_PEOPLE) is None
    assert kept_games() == []


def test_a_game_nobody_played_is_not_kept(document: GameDocument) -> None:
    assert document.new_game(("Emma", "Max"), BUILT_IN, TWO_PEOPLE) is None
    assert kept_games() == []


def test_opening_a_file_keeps_the_game_it_replaces(document: GameDocument, tmp_path: Path) -> None:
    other = GameSession(GameRecord(("Emma", "Max")))
    other.submit_turn(decode("build clay_mound pay wood@0.1"))  # type: ignore[arg-type]
    path = tmp_path / "other.lhip.json"
    save_record(path, other.record())
    play(document, 3)
    played = document.session.record()
    kept = document.open(path)
    assert kept is not None and kept.load() == played
    assert document.session.record() == other.record() and document.path == path and not document.dirty


def test_a_file_that_cannot_be_opened_replaces_nothing_and_keeps_nothing(
    document: GameDocument, tmp_path: Path
) -> None:
    play(document, 2)
    played = document.session.record()
    broken = tmp_path / "broken.lhip.json"
    broken.write_text("{ not json", encoding="utf-8")
    with pytest.raises(SaveFileError):
        document.open(broken)
    assert document.session.record() == played and kept_games() == []
    assert broken.read_text(encoding="utf-8") == "{ not json"


def test_the_rematch_keeps_the_finished_game_and_swaps_the_players(document: GameDocument) -> None:
    finished = load_record(Path(__file__).resolve().parents[2] / "docs" / "finished.lhip.json")
    document.load(finished)
    kept = document.rematch(finished.components)
    assert kept is not None and kept.finished and kept.load() == finished
    assert document.session.names == finished.names[::-1]
    assert document.session.seats == finished.seats[::-1]
    assert document.session.record().components == finished.components


def test_a_kept_game_taken_back_leaves_the_list_and_the_game_it_replaces_is_kept(document: GameDocument) -> None:
    play(document, 2)
    first = document.session.record()
    document.new_game(("Emma", "Max"), BUILT_IN, TWO_PEOPLE)
    play(document, 1)
    second = document.session.record()
    (kept,) = kept_games()
    put_aside = document.resume(kept)
    assert document.session.record() == first
    assert put_aside is not None and put_aside.load() == second
    assert [k.load() for k in kept_games()] == [second]


def test_a_game_that_cannot_be_kept_is_replaced_only_when_told(
    document: GameDocument, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    play(document, 2)
    played = document.session.record()
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the kept games' folder should be", encoding="utf-8")
    monkeypatch.setattr("lehavre_desktop.session.kept.kept_dir", lambda: blocked)
    with pytest.raises(OSError):
        document.new_game(("Emma", "Max"), BUILT_IN, TWO_PEOPLE)
    assert document.session.record() == played  # nothing happened
    document.new_game(("Emma", "Max"), BUILT_IN, TWO_PEOPLE, keep=False)
    assert document.session.names == ("Emma", "Max")


def test_renamed_default_players_are_no_change_to_save(document: GameDocument) -> None:
    document.rename_players(("Παίκτης 1", "Παίκτης 2"))
    assert document.session.names == ("Παίκτης 1", "Παίκτης 2") and not document.dirty


def test_closing_writes_the_last_gesture(qapp: QCoreApplication, frames: Frames) -> None:
    document = GameDocument(GameSession(GameRecord(NAMES)), autosave=True, after_frame=frames.after_frame)
    play(document, 2)
    document.close()  # no frame came: the last gesture is still written
    assert record_from_json(autosave_path().read_text(encoding="utf-8")) == document.session.record()
