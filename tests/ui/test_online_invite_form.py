"""The invitation form asks each name's grammatical gender as the New game dialog does: shown in Greek, guessed
from the name until the player picks one, and carried in the invitation (so the room's record keeps it)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import BUILT_IN
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.ui.online.dialog import InviteChoice, InviteForm


@pytest.fixture
def form(qtbot: QtBot) -> InviteForm:
    made = InviteForm(BUILT_IN)
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    made.set_me("@ann:example.org")
    return made


@pytest.fixture
def greek(languages: LanguageManager) -> Iterator[None]:
    languages.set_language("el", remember=False)
    yield
    languages.set_language("en", remember=False)


def fill(form: InviteForm, my_name: str, friend_name: str) -> None:
    for edit, text in ((form.friend, "@ben:example.org"), (form.my_name, my_name), (form.friend_name, friend_name)):
        edit.setFocus()
        QTest.keyClicks(edit, text)


def sent(form: InviteForm, qtbot: QtBot) -> InviteChoice:
    choices: list[InviteChoice] = []
    form.inviteRequested.connect(choices.append)
    QTest.mouseClick(form.invite_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(choices))
    return choices[0]


def test_the_genders_are_guessed_from_the_names_and_sent(form: InviteForm, qtbot: QtBot) -> None:
    assert not form.my_gender.isVisible()  # in English the choice has nothing to change: it stays out of sight
    fill(form, "Maria", "Nikos")
    assert sent(form, qtbot).genders == ("feminine", "masculine")


def test_in_greek_the_player_picks_a_gender_and_a_later_name_keeps_it(
    form: InviteForm, greek: None, qtbot: QtBot
) -> None:
    assert form.my_gender.isVisible() and form.friend_gender.isVisible()
    fill(form, "Maria", "Nikos")
    assert form.genders() == ("feminine", "masculine")
    form.friend_gender.setFocus()
    QTest.keyClick(form.friend_gender, Qt.Key.Key_Up)  # masculine → feminine (the list's first is masculine)
    QTest.keyClick(form.friend_gender, Qt.Key.Key_Down)
    QTest.keyClick(form.friend_gender, Qt.Key.Key_Down)
    assert form.genders() == ("feminine", "feminine")
    form.friend_name.setFocus()
    QTest.keyClicks(form.friend_name, "s")  # the name changes: the player's pick stays, no new guess
    choice = sent(form, qtbot)
    assert choice.names == ("Maria", "Nikoss") and choice.genders == ("feminine", "feminine")
