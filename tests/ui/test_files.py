"""Saving and opening games through the main window; bad files are refused and left alone."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import (
    BUILT_IN,
    GOODS,
    Components,
    Cost,
    End,
    GameRecord,
    Good,
    decode,
    position_from_data,
    record_to_json,
    use_options,
)
from lehavre_desktop.session.game_session import GameSession
from lehavre_desktop.session.persistence import autosave_path, load_record
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import act, click_tile, ghost_cell, record_of
from tests.ui.positions import EX27_MARKETPLACE

OPENING = (
    "build grocery_store pay fish@0.3 grain@0.0",
    "build hardware_store pay wood@0.1 clay@0.2",
    "build clay_mound pay wood@0.1",
    "use hardware_store clay",
)

Warnings = list[tuple[str, str]]


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> Warnings:
    """Capture QMessageBox.warning instead of showing a modal box."""
    shown: Warnings = []

    def fake_warning(parent: QWidget | None, title: str, text: str, *args: object) -> QMessageBox.StandardButton:
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", fake_warning)
    return shown


def test_save_then_open_gives_the_identical_state(window_factory: WindowFactory, tmp_path: Path) -> None:
    window = window_factory(record_of(*OPENING))
    session = window.session
    # One more action by mouse, so the saved game includes something done through the table.
    act(window, decode("use clay_mound"))
    saved_state = session.state
    saved_actions = session.actions()
    assert saved_actions == [*record_of(*OPENING).actions, decode("use clay_mound"), End()]

    path = tmp_path / "games" / "mine.lhip.json"
    assert window.files.save_to(path)
    assert path.exists()
    assert window.document.path == path
    assert "mine.lhip.json" in window.windowTitle()
    assert load_record(path) == session.record()

    # Change the game (undo twice), then open the file: the saved state is back.
    window.commands["undo"].trigger()
    window.commands["undo"].trigger()
    assert session.state != saved_state
    assert window.files.open_path(path)
    assert session.state == saved_state
    assert session.actions() == saved_actions
    assert window.scene.state == saved_state
    assert window.scene.headers[1].francs == saved_state.players[1].francs

    # A fresh session from the same file agrees as well.
    assert GameSession(load_record(path)).state == saved_state


def test_save_to_an_impossible_place_warns_and_keeps_the_game(
    window: MainWindow, tmp_path: Path, warnings: Warnings
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    target = blocker / "game.lhip.json"
    assert window.files.save_to(target) is False
    assert [title for title, _ in warnings] == ["Cannot save game"]
    assert str(target) in warnings[0][1]
    assert window.document.path is None
    assert blocker.read_text() == "not a folder"


def test_autosave_goes_to_the_user_data_folder_redirected_by_xdg(
    window: MainWindow, qtbot: QtBot, user_dirs: dict[str, Path]
) -> None:
    act(window, decode("build clay_mound pay wood@0.1"))
    path = autosave_path()
    assert path.is_relative_to(user_dirs["data"])
    # Handed to the writer once the table is painted, without anything else happening; the disk's pace is not ours.
    qtbot.waitUntil(lambda: not window.document.autosave_waiting, timeout=3000)
    window.document.flush_autosave()
    assert load_record(path) == window.session.record()


def _foreign_json() -> str:
    return json.dumps({"name": "some-package", "version": "1.0.0", "dependencies": {"left-pad": "^1.3.0"}})


def _other_format() -> str:
    return json.dumps({"format": "lehavre-inland-port-record", "version": 99, "players": ["A", "B"], "actions": []})


def _illegal_action() -> str:
    data = json.loads(record_to_json(record_of("build clay_mound pay wood@0.1")))
    data["actions"].append("build clay_mound pay wood@0.0")
    return json.dumps(data)


def _truncated() -> str:
    text = record_to_json(record_of(*OPENING))
    return text[: len(text) // 2]


BAD_FILES: dict[str, bytes] = {
    "binary garbage": bytes(range(256)) * 4,
    "truncated save": _truncated().encode(),
    "empty file": b"",
    "foreign JSON": _foreign_json().encode(),
    "JSON list": b"[1, 2, 3]",
    "unsupported version": _other_format().encode(),
    "illegal action": _illegal_action().encode(),
    "deeply nested JSON": b"[" * 100_000,
}


@pytest.mark.parametrize("kind", list(BAD_FILES))
def test_bad_file_is_refused_with_a_message_and_left_untouched(
    window_factory: WindowFactory, tmp_path: Path, warnings: Warnings, kind: str
) -> None:
    window = window_factory(record_of(*OPENING))
    session = window.session
    state, actions, title = session.state, session.actions(), window.windowTitle()
    content = BAD_FILES[kind]
    path = tmp_path / "bad.lhip.json"
    path.write_bytes(content)
    mtime = path.stat().st_mtime_ns

    assert window.files.open_path(path) is False

    assert len(warnings) == 1
    box_title, text = warnings[0]
    assert box_title == "Cannot open game"
    assert "bad.lhip.json is not a game this program can open. The file was left as it is." in text
    assert "Details: " in text
    assert path.read_bytes() == content
    assert path.stat().st_mtime_ns == mtime
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.lhip.json", "settings.ini", "xdg"]
    # The game on the table is untouched.
    assert session.state == state and session.actions() == actions
    assert window.document.path is None
    assert window.windowTitle() == title


def _corrected_components(rows: int, clay_mound_wood: int) -> Components:
    buildings = tuple(
        replace(b, cost=Cost(wood=clay_mound_wood)) if b.id == "clay_mound" else b for b in BUILT_IN.buildings
    )
    return Components(buildings, replace(BUILT_IN.warehouse, rows=rows))


@pytest.mark.parametrize(("rows", "wood"), [(6, 2), (7, 1)], ids=["corrected cost", "corrected warehouse"])
def test_open_a_game_with_other_component_data_shows_that_data(
    window: MainWindow, tmp_path: Path, rows: int, wood: int
) -> None:
    """A record carries its component data (the user's corrections); the table must show that data."""
    components = _corrected_components(rows, wood)
    assert components != BUILT_IN
    path = tmp_path / "corrected.lhip.json"
    path.write_text(record_to_json(GameRecord(("Ann", "Ben"), (), components)), encoding="utf-8")

    assert window.files.open_path(path)
    state = window.session.state
    assert state.components == components
    assert state.spec("clay_mound").cost == Cost(wood=wood)
    # The supply tile shows the cost the engine charges, and the warehouses have the game's grid.
    assert window.scene.tiles["clay_mound"].spec.cost == Cost(wood=wood)
    for seat in (0, 1):
        assert window.scene.warehouses[seat].geometry == components.warehouse


def test_opening_a_game_drops_a_half_made_action(window_factory: WindowFactory, tmp_path: Path) -> None:
    window = window_factory(None)
    path = tmp_path / "g.lhip.json"
    assert window.files.save_to(path)
    click_tile(window, "grocery_store")
    assert window.action_bar.confirm_button.isVisible()
    assert ghost_cell(window, 0, Good.FISH) is not None

    assert window.files.open_path(path)
    assert window.controller.pending is None
    assert not window.action_bar.confirm_button.isVisible()
    assert all(ghost_cell(window, 0, good) is None for good in GOODS)


def test_a_game_set_up_from_a_position_is_played_but_not_saved(
    window_factory: WindowFactory, tmp_path: Path, warnings: Warnings
) -> None:
    window = window_factory(position_from_data(EX27_MARKETPLACE))
    act(window, use_options(window.session.state, "marketplace")[0])
    assert window.session.state.current == 1
    assert not autosave_path().exists()
    target = tmp_path / "position.lhip.json"
    assert window.files.save_to(target) is False
    assert [title for title, _ in warnings] == ["Cannot save game"]
    assert "set up from a position" in warnings[0][1]
    assert not target.exists()
