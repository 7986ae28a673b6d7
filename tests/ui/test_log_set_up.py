"""The game log of a game set up from a position (m30 A4, m32 L8: at round K the log said only "Every step of the
game is written here.", which read as a log that lost the game): while it is empty it says the game was set up at
that round and that its earlier rounds were not played here, in the window's language; a game played from its
start keeps the usual words, and the first step's line takes the words' place."""

from __future__ import annotations

import pytest

from lehavre_desktop.engine import GameRecord, position_from_data
from tests.ui.conftest import NAMES, WindowFactory
from tests.ui.helpers import click_chip, press_button, settle
from tests.ui.positions import EX25_SALE_AFTER_USE
from tests.ui.test_legibility import CROWDED

SET_UP = {
    "en": "A set-up position (round K): the game's earlier rounds were not played here.",
    "el": "Στημένη θέση (γύρος K): οι προηγούμενοι γύροι του παιχνιδιού δεν παίχτηκαν εδώ.",
    "hu": "Beállított állás (K-kör): a játszma korábbi köreit nem itt játszották.",
}
PLAYED = "Every step of the game is written here."


@pytest.mark.parametrize("lang", list(SET_UP))
def test_the_empty_log_of_a_set_up_game_says_at_which_round_it_was_set_up(
    window_factory: WindowFactory, lang: str
) -> None:
    window = window_factory(position_from_data(CROWDED))
    window.languages.set_language(lang, remember=False)
    settle()
    log = window.log
    assert log.count() == 0 and log.toPlainText() == ""
    assert log.placeholderText().startswith(SET_UP[lang])
    window.languages.set_language("en", remember=False)
    settle()
    assert log.placeholderText().startswith(SET_UP["en"])  # said again in the language switched to


def test_a_game_from_its_start_keeps_the_usual_words_and_a_step_takes_their_place(
    window_factory: WindowFactory,
) -> None:
    window = window_factory(position_from_data(EX25_SALE_AFTER_USE))
    assert window.log.placeholderText().startswith("A set-up position (round C)")
    click_chip(window, "clay_mound")
    press_button(window.action_bar.confirm_button)
    settle()
    assert window.log.count() > 0  # the step's lines, where the placeholder stood
    window.session.load(GameRecord(NAMES))  # another game, played from its start
    settle()
    assert window.log.placeholderText() == PLAYED
