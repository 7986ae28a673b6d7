"""The window's title names the game and marks unsaved changes (Qt's [*] convention)."""

from __future__ import annotations

from pathlib import Path

from lehavre_desktop.engine import decode
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import act, record_of, settle

OPENING = ("build clay_mound pay wood@0.1", "build hardware_store pay wood@0.1 clay@0.2")


def shown_title(title: str, modified: bool) -> str:
    """The title as the desktop shows it: Qt puts "*" where "[*]" stands when the window is modified."""
    return title.replace("[*]", "*" if modified else "")


def test_the_title_names_the_players_and_marks_changes(window_factory: WindowFactory, tmp_path: Path) -> None:
    window = window_factory(record_of(*OPENING, names=("Emma", "Max")))
    assert shown_title(window.windowTitle(), window.isWindowModified()) == "Emma vs Max — Le Havre: The Inland Port"
    assert not window.isWindowModified()

    act(window, decode("build grocery_store pay fish@0.3 grain@0.0"))
    assert window.isWindowModified()
    assert shown_title(window.windowTitle(), True) == "Emma vs Max* — Le Havre: The Inland Port"

    path = tmp_path / "emma-max.lhip.json"
    assert window.files.save_to(path)
    assert not window.isWindowModified()
    assert shown_title(window.windowTitle(), False) == "Emma vs Max (emma-max.lhip.json) — Le Havre: The Inland Port"

    # An undo is a change from the saved game; redoing comes back to it.
    window.commands["undo"].trigger()
    settle()
    assert window.isWindowModified()
    window.commands["redo"].trigger()
    settle()
    assert not window.isWindowModified()

    # Opening a game starts unmodified; so does a new one.
    window.commands["undo"].trigger()
    assert window.files.open_path(path)
    assert not window.isWindowModified()
