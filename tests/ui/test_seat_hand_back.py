"""A seat the computer could not play is never silently given to a person: the player is asked, and Game ▸ Players
hands any seat to the computer or to a person in the middle of a game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import GameRecord
from lehavre_desktop.session.thinker import Thinker
from tests.ui.conftest import NAMES, WindowFactory
from tests.ui.test_computer_play import PERSON, WAIT_MS, wait_for_person


class FailingOnce:
    """The first plan the computer asks for fails as a dead worker's does (the watchdog's report); later ones think."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.failures = 0
        real = Thinker.plan

        def plan(thinker: Thinker, *args: object, **kwargs: object) -> int:
            request = real(thinker, *args, **kwargs)  # type: ignore[arg-type]
            if self.failures == 0:
                self.failures += 1
                thinker.cancel()
                QTimer.singleShot(0, lambda: thinker.failed.emit(request, "the worker did not answer, twice"))
            return request

        monkeypatch.setattr(Thinker, "plan", plan)


def answered(monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton) -> list[str]:
    asked: list[str] = []

    def question(_parent: object, _title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def test_after_a_failure_the_computer_tries_again_when_asked(
    window_factory: WindowFactory, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    FailingOnce(monkeypatch)
    asked = answered(monkeypatch, QMessageBox.StandardButton.Yes)
    window = window_factory(GameRecord(NAMES, seats=("computer:beginner", PERSON)))
    window.settings.computer_move_display = "off"
    qtbot.waitUntil(lambda: len(asked) == 1, timeout=WAIT_MS)
    assert "could not choose a move for Ann" in asked[0]
    wait_for_person(window, qtbot)
    assert window.session.seats == ("computer:beginner", PERSON)  # still the computer's seat
    assert window.session.actions(), "the computer played its turn on the second try"


def test_a_person_takes_the_seat_only_when_the_player_says_so_and_players_gives_it_back(
    window_factory: WindowFactory, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    FailingOnce(monkeypatch)
    asked = answered(monkeypatch, QMessageBox.StandardButton.No)
    window = window_factory(GameRecord(NAMES, seats=("computer:beginner", PERSON)))
    window.settings.computer_move_display = "off"
    qtbot.waitUntil(lambda: window.session.seats == (PERSON, PERSON), timeout=WAIT_MS)
    assert len(asked) == 1 and not window.session.actions()
    menu = window.players_menu
    ann = menu.seat_menus[0]
    assert ann.title() == "Ann"
    assert [a.text() for a in ann.actions()][:2] == ["A person at this computer", "Computer (Beginner)"]
    assert ann.actions()[0].isChecked()
    ann.actions()[2].trigger()  # Game ▸ Players ▸ Ann ▸ Computer (Intermediate)
    assert window.session.seats == ("computer:intermediate", PERSON)
    wait_for_person(window, qtbot)
    assert window.session.actions(), "the computer took the seat back and played Ann's turn"
    assert ann.actions()[2].isChecked()
