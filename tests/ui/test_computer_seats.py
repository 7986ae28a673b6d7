"""Who plays each seat: chosen in the new-game dialog, remembered, saved with the game, resumed, checked on opening."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QLineEdit, QMessageBox
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import GameRecord, record_to_json
from lehavre_desktop.session.persistence import autosave_path, load_record
from lehavre_desktop.session.players import computer_name
from lehavre_desktop.settings import Settings
from lehavre_desktop.startup import offer_resume
from lehavre_desktop.ui.computer_levels import level_description, level_said, strength_line
from lehavre_desktop.ui.dialogs.new_game import NewGameDialog
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import NAMES, WindowFactory
from tests.ui.helpers import act, settle
from tests.ui.test_computer_play import CTRL, PERSON, a_move, wait_for_person

STRONG_INDEX = 3  # Person, then Computer (Beginner), (Intermediate), (Strong), (Expert)


def with_new_game_dialog(window: MainWindow, qtbot: QtBot, fill: Callable[[NewGameDialog], None]) -> None:
    """Game ▸ New game by its key; ``fill`` works the dialog the way a player does, then closes it."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    filled: list[NewGameDialog] = []

    def when_shown() -> None:
        shown = [dialog for dialog in window.findChildren(NewGameDialog) if dialog.isVisible()]
        if not shown:
            QTimer.singleShot(20, when_shown)
            return
        dialog = shown[0]
        filled.append(dialog)
        try:
            fill(dialog)
        except Exception as error:  # a failed check must not leave the dialog waiting for ever
            errors.append(error)
        finally:
            if dialog.isVisible():
                dialog.reject()

    errors: list[Exception] = []
    QTimer.singleShot(20, when_shown)
    QTest.keyClick(window, Qt.Key.Key_N, CTRL)  # returns once the dialog is closed
    settle()
    assert filled, "the new-game dialog did not open"
    if errors:
        raise errors[0]


def type_name(edit: QLineEdit, name: str) -> None:
    edit.setFocus()
    QTest.keyClick(edit, Qt.Key.Key_A, CTRL)
    QTest.keyClick(edit, Qt.Key.Key_Backspace)
    QTest.keyClicks(edit, name)


def choose_strong_computer_second(dialog: NewGameDialog) -> None:
    type_name(dialog.first, "Emma")
    type_name(dialog.second, "")  # the computer keeps the name it gets
    dialog.second_seat.setFocus()
    for _ in range(STRONG_INDEX):
        QTest.keyClick(dialog.second_seat, Qt.Key.Key_Down)
    assert dialog.second_seat.currentText() == "Computer (Strong)"
    assert dialog.second.placeholderText() == "Computer (Strong)"
    assert dialog.starter.currentText() == "Emma starts"
    QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def test_the_new_game_dialog_sets_the_seats_and_remembers_them(
    window: MainWindow, settings: Settings, qtbot: QtBot
) -> None:
    with_new_game_dialog(window, qtbot, choose_strong_computer_second)
    session = window.session
    assert session.names == ("Emma", "Computer (Strong)")
    assert session.seats == (PERSON, "computer:strong")
    assert not session.actions() and not window.computer.busy  # Emma starts
    assert settings.seats == (PERSON, "computer:strong")

    seen: list[tuple[str, str, str, list[str]]] = []

    def look_and_cancel(dialog: NewGameDialog) -> None:
        tips = [
            dialog.second_seat.itemData(index, Qt.ItemDataRole.ToolTipRole)
            for index in range(dialog.second_seat.count())
        ]
        seen.append((dialog.first.text(), dialog.second.text(), dialog.second_seat.currentText(), tips))
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    with_new_game_dialog(window, qtbot, look_and_cancel)
    # The next new game offers the same seats; the computer's name is no name typed by anyone.
    [(first, second, second_seat, tips)] = seen
    assert (first, second, second_seat) == ("Emma", "", "Computer (Strong)")
    assert all(tips) and len(set(tips)) == len(tips) == 6  # a person and five levels
    assert session.seats == (PERSON, "computer:strong")


@pytest.mark.slow
def test_the_computer_against_itself_gets_two_names(window: MainWindow, qtbot: QtBot) -> None:
    def both_computers(dialog: NewGameDialog) -> None:
        type_name(dialog.first, "")
        type_name(dialog.second, "")
        for box in (dialog.first_seat, dialog.second_seat):
            box.setFocus()
            QTest.keyClick(box, Qt.Key.Key_Down)
        QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    with_new_game_dialog(window, qtbot, both_computers)
    assert window.session.seats == ("computer:beginner", "computer:beginner")
    assert window.session.names == ("Computer (Beginner) 1", "Computer (Beginner) 2")
    qtbot.waitUntil(lambda: len(window.session.actions()) >= 4, timeout=15000)  # a game to watch


def test_the_seats_are_saved_and_opened_with_the_game(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot, tmp_path: Path
) -> None:
    settings.computer_move_display = "off"
    window = window_factory(GameRecord(NAMES, seats=(PERSON, "computer:beginner")))
    act(window, a_move(window.session.state, random.Random(4)))
    wait_for_person(window, qtbot)
    path = tmp_path / "against.lhip.json"
    assert window.files.save_to(path)
    assert json.loads(path.read_text(encoding="utf-8"))["seats"] == [PERSON, "computer:beginner"]
    other = window_factory(None)
    assert other.files.open_path(path)
    assert other.session.seats == (PERSON, "computer:beginner")
    assert other.session.actions() == window.session.actions()
    # The rematch swaps the players, seats with them: the computer starts it.
    other.files.rematch()
    assert other.session.seats == ("computer:beginner", PERSON)
    assert other.session.names == NAMES[::-1]
    wait_for_person(other, qtbot)
    assert other.session.state.current == 1 and len(other.session.actions()) >= 2


def test_an_autosaved_game_against_the_computer_resumes_with_its_move(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings.computer_move_display = "off"
    window = window_factory(GameRecord(NAMES, seats=(PERSON, "computer:intermediate")))
    act(window, a_move(window.session.state, random.Random(5)))
    window.close()  # before the computer has moved: the autosave leaves it to move
    saved = load_record(autosave_path())
    assert saved.seats == (PERSON, "computer:intermediate") and len(saved.actions) == 2
    monkeypatch.setattr(QMessageBox, "question", lambda *_args: QMessageBox.StandardButton.Yes)
    resumed = window_factory(None)
    offer_resume(resumed)
    assert resumed.session.seats == (PERSON, "computer:intermediate")
    wait_for_person(resumed, qtbot)
    assert resumed.session.actions()[:2] == list(saved.actions) and len(resumed.session.actions()) >= 4
    assert resumed.session.state.current == 0


def test_a_game_naming_an_unknown_level_opens_with_a_person_in_that_seat(
    window: MainWindow, qtbot: QtBot, message_boxes: list[str], tmp_path: Path
) -> None:
    path = tmp_path / "future.lhip.json"
    path.write_text(record_to_json(GameRecord(NAMES, seats=("computer:grandmaster", PERSON))), encoding="utf-8")
    assert window.files.open_path(path)
    qtbot.waitUntil(lambda: bool(message_boxes), timeout=2000)
    assert "computer level this program does not know (grandmaster)" in message_boxes[0]
    assert f"so {NAMES[0]} is played by a person" in message_boxes[0]
    assert window.session.seats == (PERSON, PERSON)
    assert not window.computer.busy and window.controller.locked_reason == ""


def test_the_computer_move_display_is_set_in_the_view_menu_and_remembered(
    window: MainWindow, settings: Settings, tmp_path: Path
) -> None:
    menu = window.computer.display_menu
    assert menu.menuAction() in window.commands.menu("view").actions()
    assert [action.text() for action in menu.actions()] == [
        "Played at once",
        "Quick (1 s)",
        "Steady (2 s)",
        "Slow (3.5 s)",
        "Until I click",
        "",
        "Why this move?",
    ]
    assert menu.actions()[5].isSeparator() and menu.why is window.computer.reasons.action
    assert menu.choices["steady"].isChecked()  # at least 1.5 s for a newcomer to follow
    menu.choices["click"].trigger()
    assert menu.choices["click"].isChecked() and not menu.choices["steady"].isChecked()
    assert settings.computer_move_ms is None
    assert Settings(tmp_path / "settings.ini").computer_move_display == "click"  # the file the fixture made


@pytest.mark.parametrize("code", ["en", "el", "hu"])
def test_the_new_game_dialog_says_how_strong_each_chosen_level_was_measured(
    window: MainWindow, qtbot: QtBot, code: str
) -> None:
    window.languages.set_language(code, remember=False)
    said: list[tuple[bool, str, str]] = []

    def choose_strong_and_look(dialog: NewGameDialog) -> None:
        said.append((dialog.levels_note.isVisible(), dialog.levels_note.text(), ""))
        dialog.second_seat.setFocus()
        for _ in range(STRONG_INDEX):
            QTest.keyClick(dialog.second_seat, Qt.Key.Key_Down)
        said.append((dialog.levels_note.isVisible(), dialog.levels_note.text(), dialog.second_seat.currentText()))
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    with_new_game_dialog(window, qtbot, choose_strong_and_look)
    [(shown_for_people, _, _), (shown, text, chosen)] = said
    assert not shown_for_people  # two people: no level to describe
    assert shown and chosen == computer_name("strong") and text == level_said("strong")
    # The measured strength, in the language chosen, before the level's character.
    measured = strength_line("strong")
    assert measured and measured in text and text.index(measured) < text.index(level_description("strong"))
    assert "{" not in text and "%n" not in text


def test_each_seat_choice_carries_the_mark_of_a_person_or_of_the_computer(qtbot: QtBot) -> None:
    """The person's choice shows a head and shoulders, every level the robot of the computer's header: the same
    mark for every level, another for the person, each painted (not blank)."""
    dialog = NewGameDialog(NAMES)
    qtbot.addWidget(dialog)
    for box in (dialog.first_seat, dialog.second_seat):
        side = box.iconSize().width()
        assert side >= dialog.fontMetrics().height() - 1
        images = [box.itemIcon(index).pixmap(side, side).toImage() for index in range(box.count())]
        assert all(not image.isNull() for image in images)
        inked = [
            sum(image.pixelColor(x, y).alpha() > 128 for x in range(side) for y in range(side)) for image in images
        ]
        assert min(inked) > side  # a mark, not an empty square
        person, *levels = images
        assert all(level == levels[0] for level in levels) and person != levels[0]
