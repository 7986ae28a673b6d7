"""The window names its players as sentences need them, with the game's genders and the computer as itself:
the title, the action bar, the round track's tooltip, the table described, a building's owner for a screen reader."""

from __future__ import annotations

from lehavre_desktop.engine import GameRecord, position_from_data
from lehavre_desktop.ui.dialogs.describe import describe_table
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import settle
from tests.ui.positions import EX25_SALE_AFTER_USE

AGAINST_THE_COMPUTER = GameRecord(("Νίκος", "Computer (Strong)"), seats=("person", "computer:strong"))


def test_greek_calls_the_player_and_names_the_computer_as_itself(window_factory: WindowFactory) -> None:
    window = window_factory(AGAINST_THE_COMPUTER)
    window.languages.set_language("el", remember=False)
    settle()
    assert window.windowTitle().startswith("Ο Νίκος εναντίον του υπολογιστή")
    assert window.action_bar.title.text().startswith("Νίκο, σειρά σου:")
    assert "την πρώτη κάνει ο υπολογιστής" in window.scene.track.tooltip_for(1)  # seat 1 starts round B
    assert "Παίζει ο Νίκος," in describe_table(window.scene)


def test_a_chosen_gender_gives_the_article(window_factory: WindowFactory) -> None:
    window = window_factory(GameRecord(("Νίκος", "Alex"), genders=("masculine", "feminine")))
    window.languages.set_language("el", remember=False)
    settle()
    assert window.windowTitle().startswith("Ο Νίκος εναντίον της Alex")
    assert "την πρώτη κάνει η Alex" in window.scene.track.tooltip_for(1)


def test_hungarian_names_the_owner_with_the_possessed_building_and_the_sector_as_an_ordinal(
    window_factory: WindowFactory,
) -> None:
    window = window_factory(position_from_data(EX25_SALE_AFTER_USE))
    window.languages.set_language("hu", remember=False)
    settle()
    assert (
        window.scene.chips["hardware_store"]
        .accessible_name()
        .startswith("Ben Építőanyag-kereskedése, ×2\u2011es szektor")
    )
    assert window.windowTitle().startswith("Ann kontra Ben")
