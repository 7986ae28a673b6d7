"""The computer's default name is the program's: it follows the language in the header, the log and the narration;
a name a player typed stays as typed."""

from __future__ import annotations

import random

import pytest
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import GameRecord
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import act, settle
from tests.ui.test_computer_play import a_move, wait_for_person

COMPUTER_NAMES = {"en": "Computer (Strong)", "el": "Υπολογιστής (Δυνατός)", "hu": "Számítógép (Erős)"}
COMPUTER_WORDS = {"el": "του υπολογιστή", "hu": "a gép"}  # how a sentence names the computer
PERSON = "person"


def header_names(window: MainWindow) -> list[str]:
    return [header.name for header in window.scene.headers]


@pytest.mark.parametrize("code", ["el", "hu"])
def test_the_computers_name_follows_the_language_mid_game(
    window_factory: WindowFactory, qtbot: QtBot, code: str
) -> None:
    window = window_factory(GameRecord(("Ann", COMPUTER_NAMES["en"]), seats=(PERSON, "computer:strong")))
    window.settings.computer_move_display = "off"
    act(window, a_move(window.session.state, random.Random(3)))
    wait_for_person(window, qtbot)
    played = window.session.actions()
    assert len(played) >= 4
    window.languages.set_language(code)
    settle()
    said = COMPUTER_NAMES[code]
    assert window.session.names == ("Ann", said)
    assert header_names(window) == ["Ann", said]
    assert window.session.actions() == played
    lines = window.log.lines()
    assert any(said in line for line in lines) and not any(COMPUTER_NAMES["en"] in line for line in lines)
    title = window.windowTitle()  # the computer as itself, not its English name
    assert COMPUTER_WORDS[code] in title and COMPUTER_NAMES["en"] not in title
    window.languages.set_language("en")
    settle()
    assert window.session.names == ("Ann", COMPUTER_NAMES["en"])


def test_a_typed_name_for_the_computer_stays_as_typed(window_factory: WindowFactory) -> None:
    window = window_factory(GameRecord(("Ann", "HAL"), seats=(PERSON, "computer:strong")))
    window.languages.set_language("el")
    settle()
    assert window.session.names == ("Ann", "HAL")


def test_the_computer_against_itself_keeps_its_two_numbered_names(window_factory: WindowFactory) -> None:
    names = (COMPUTER_NAMES["en"] + " 1", COMPUTER_NAMES["en"] + " 2")
    window = window_factory(GameRecord(names, seats=("computer:strong", "computer:strong")))
    window.computer.shutdown()
    window.languages.set_language("hu")
    settle()
    assert window.session.names == (COMPUTER_NAMES["hu"] + " 1", COMPUTER_NAMES["hu"] + " 2")
