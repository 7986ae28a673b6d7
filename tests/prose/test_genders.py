"""A game keeps each name's gender from the New game dialog to the save, and an old save gets the guess."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import BUILT_IN, GameRecord
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.i18n.person_names import Gender
from lehavre_desktop.prose.cast import cast_of
from lehavre_desktop.session.game_session import GameSession
from lehavre_desktop.session.persistence import load_record, save_record
from lehavre_desktop.ui.dialogs.new_game import NewGameDialog

F, M = Gender.FEMININE, Gender.MASCULINE


def test_a_new_game_keeps_the_chosen_genders_through_a_save(tmp_path: Path) -> None:
    session = GameSession()
    session.new_game(("Alex", "Νίκος"), BUILT_IN, genders=(F, M))
    assert session.genders == (F, M)  # Alex is a woman here, though the name reads as a man's
    path = tmp_path / "game.lhip.json"
    save_record(path, session.record())
    opened = GameSession()
    opened.load(load_record(path))
    assert opened.genders == (F, M) and opened.record().genders == ("feminine", "masculine")


def test_an_old_save_gets_the_genders_guessed_from_the_names() -> None:
    session = GameSession(GameRecord(("Μαρία", "Γιάννης")))
    assert session.record().genders is None
    assert session.genders == (F, M)


def test_a_renamed_game_keeps_its_genders() -> None:
    session = GameSession()
    session.new_game(("Player 1", "Player 2"), BUILT_IN, genders=(F, M))
    session.rename_players(("Παίκτης 1", "Παίκτης 2"))
    assert session.genders == (F, M)


def test_the_greek_dialog_offers_the_gender_beside_each_name(qtbot: QtBot, languages: LanguageManager) -> None:
    languages.set_language("el", remember=False)
    dialog = NewGameDialog(("Player 1", "Player 2"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.first_gender.isVisible() and dialog.first_gender.currentText() == "ο"  # «Παίκτης 1»
    dialog.first.insert("Μαρία")  # as a Greek keyboard types it (QTest types Latin letters only)
    assert dialog.first_gender.currentText() == "η"  # the guess follows the name as it is typed
    QTest.keyClicks(dialog.second, "Alex")
    assert dialog.second_gender.currentText() == "ο"
    dialog.second_gender.setCurrentIndex(1)
    dialog.second_gender.activated.emit(1)  # the player's own pick: no more guessing for that row
    QTest.keyClicks(dialog.second, "andra")
    assert dialog.row_genders() == (F, F)
    assert dialog.starter.itemText(0) == "Ξεκινά η Μαρία" and dialog.starter.itemText(1) == "Ξεκινά η Alexandra"
    assert dialog.seat_genders() == (F, F)


def test_other_languages_hide_the_choice_and_keep_the_guess(qtbot: QtBot, languages: LanguageManager) -> None:
    languages.set_language("hu", remember=False)
    dialog = NewGameDialog(("Emma", "Péter"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.first_gender.isVisible()
    assert dialog.row_genders() == (F, M)
    assert dialog.starter.itemText(0) == "Emma kezd"


def test_the_computer_seat_is_said_as_the_computer_only_under_its_own_name() -> None:
    own = cast_of(("Computer (Strong)", "Ann"), ("computer:strong", "person"))
    named = cast_of(("HAL", "Ann"), ("computer:strong", "person"))
    both = cast_of(("Computer (Strong) 1", "Computer (Strong) 2"), ("computer:strong", "computer:strong"))
    assert own[0].computer and not own[1].computer
    assert not named[0].computer
    assert not both[0].computer and not both[1].computer  # against itself, only the names tell them apart
