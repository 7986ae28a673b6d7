"""Teaching mode is a switch the program remembers; a new user starts with it on."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QToolButton

from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.main_window import MainWindow
from tests.teaching.helpers import press
from tests.ui.conftest import WindowFactory


def toolbar_button(window: MainWindow) -> QToolButton:
    button = window.tool_row.widgetForAction(window.commands["teaching"])
    assert isinstance(button, QToolButton) and button.isVisible()
    return button


def test_the_switch_hides_the_panel_and_is_written(window_factory: WindowFactory, tmp_path: Path) -> None:
    file = tmp_path / "settings.ini"  # the file of the test settings (tests/ui/conftest.py)
    assert Settings(file).animation_speed == "off", "not the window's settings file"
    window = window_factory(None)
    assert window.commands["teaching"].isChecked()
    assert window.side.teaching_section.isVisible()

    press(toolbar_button(window))
    assert not window.commands["teaching"].isChecked()
    assert not window.side.teaching_section.isVisible()
    assert window.settings.teaching is False
    assert Settings(file).teaching is False

    # A window opened later (the next start of the program) keeps it off.
    later = window_factory(None)
    assert not later.commands["teaching"].isChecked()
    assert not later.side.teaching_section.isVisible()

    press(toolbar_button(window))
    assert window.commands["teaching"].isChecked()
    assert window.side.teaching_section.isVisible()
    assert Settings(file).teaching is True


def test_the_menu_action_switches_too(window: MainWindow, tmp_path: Path) -> None:
    window.commands["teaching"].trigger()  # View ▸ Teaching mode
    assert not window.side.teaching_section.isVisible()
    assert Settings(tmp_path / "settings.ini").teaching is False
    window.commands["teaching"].trigger()
    assert window.side.teaching_section.isVisible()
    assert Settings(tmp_path / "settings.ini").teaching is True


def test_starting_the_guide_turns_teaching_on(window: MainWindow, tmp_path: Path) -> None:
    window.commands["teaching"].trigger()
    assert not window.side.teaching_section.isVisible()
    assert Settings(tmp_path / "settings.ini").teaching is False
    window.guided.start()
    assert window.commands["teaching"].isChecked() and window.side.teaching_section.isVisible()
    assert window.teaching.guide is not None
    assert Settings(tmp_path / "settings.ini").teaching is True


def test_a_new_user_has_teaching_on(tmp_path: Path) -> None:
    fresh = tmp_path / "nobody-yet" / "settings.ini"
    assert not fresh.exists()
    assert Settings(fresh).teaching is True
    off = Settings(fresh)
    off.teaching = False
    off.sync()
    assert fresh.exists()
    assert Settings(fresh).teaching is False
    assert Settings(tmp_path / "another.ini").teaching is True
