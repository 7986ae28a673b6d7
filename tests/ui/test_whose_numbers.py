"""The hint and the review say whose expected score is whose, in the three languages."""

from __future__ import annotations

import pytest

from lehavre_desktop.ai import Expectation
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.prose.advice import margin, score_pair

YOU = {"en": "you", "el": "εσύ", "hu": "te"}


@pytest.mark.parametrize("code", ["en", "el", "hu"])
def test_the_hint_names_the_player_asking_and_the_opponent(languages: LanguageManager, code: str) -> None:
    languages.set_language(code, remember=False)
    said = score_pair(Expectation(141.4, 149.5, -8.1), "Max")
    assert said == f"{YOU[code]} 141, Max 150"


@pytest.mark.parametrize("code", ["en", "el", "hu"])
def test_a_turn_looked_back_on_names_both_players(languages: LanguageManager, code: str) -> None:
    languages.set_language(code, remember=False)
    assert score_pair(Expectation(120.0, 98.6, 21.4), "Ben", "Ann") == "Ann 120, Ben 99"


def test_the_margin_is_that_of_the_rounded_scores_shown() -> None:
    assert margin(Expectation(141.4, 149.5, -8.1)) == 141 - 150
