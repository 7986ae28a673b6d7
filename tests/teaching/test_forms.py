"""Nouns in the form the sentence asks for: English defaults, a language's forms, fallbacks, the Hungarian article."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from lehavre_desktop.engine import BUILT_IN, ROUND_LETTERS, Good
from lehavre_desktop.i18n.forms import (
    Amount,
    Building,
    GoodTerm,
    Letter,
    Listed,
    Marker,
    Number,
    Sector,
    cost,
    francs,
    hungarian_article,
    part,
)

LRELEASE = Path(sys.executable).parent / "pyside6-lrelease"

# A few messages as a translator would fill them: some forms given, others left out on purpose.
HUNGARIAN_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context><name>Buildings</name>
  <message><source>Clay Mound</source><translation>Agyagdomb</translation></message>
  <message><source>Kiln</source><translation>Égetőkemence</translation></message>
</context>
<context><name>BuildingForm:acc</name>
  <message><source>Clay Mound</source><translation>az Agyagdombot</translation></message>
  <message><source>Kiln</source><translation>az Égetőkemencét</translation></message>
</context>
<context><name>Goods</name>
  <message><source>Fish</source><translation>Hal</translation></message>
</context>
<context><name>GoodForm:ins</name>
  <message><source>fish</source><translation>hallal</translation></message>
</context>
<context><name>MarkerForm</name>
  <message><source>fish marker</source><translation>halszámláló</translation></message>
</context>
<context><name>MarkerForm:acc</name>
  <message><source>fish marker</source><translation>a halszámlálót</translation></message>
</context>
<context><name>Lists</name>
  <message><source>{first} and {last}</source><translation>{first} és {last}</translation></message>
  <message><source>{first}, {next}</source><translation>{first}, {next}</translation></message>
  <message><source>{first} and {last}</source><comment>end of a longer list</comment>
    <translation>{first} és {last}</translation></message>
</context>
<context><name>Amounts</name>
  <message numerus="yes"><source>%n francs</source>
    <translation><numerusform>%n frank</numerusform></translation></message>
</context>
<context><name>AmountsAcc</name>
  <message numerus="yes"><source>%n francs</source>
    <translation><numerusform>%n frankot</numerusform></translation></message>
  <message numerus="yes"><source>%n wood</source>
    <translation><numerusform>%n fát</numerusform></translation></message>
  <message numerus="yes"><source>%n clay</source>
    <translation><numerusform>%n agyagot</numerusform></translation></message>
</context>
</TS>
"""

GREEK_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el_GR">
<context><name>Amounts</name>
  <message numerus="yes"><source>%n francs</source>
    <translation><numerusform>%n φράγκο</numerusform><numerusform>%n φράγκα</numerusform></translation></message>
</context>
<context><name>AmountsGen</name>
  <message numerus="yes"><source>%n francs</source>
    <translation><numerusform>%n φράγκου</numerusform><numerusform>%n φράγκων</numerusform></translation></message>
</context>
</TS>
"""


def installed(tmp_path: Path, code: str, ts: str) -> Iterator[None]:
    source = tmp_path / f"fake_{code}.ts"
    source.write_text(ts, encoding="utf-8")
    compiled = tmp_path / f"fake_{code}.qm"
    subprocess.run([str(LRELEASE), str(source), "-qm", str(compiled)], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(compiled))
    app = QCoreApplication.instance()
    assert app is not None
    app.installTranslator(translator)
    QLocale.setDefault(QLocale(code))
    yield
    app.removeTranslator(translator)
    QLocale.setDefault(QLocale("en"))


@pytest.fixture
def hungarian(tmp_path: Path) -> Iterator[None]:
    yield from installed(tmp_path, "hu", HUNGARIAN_TS)


@pytest.fixture
def greek(tmp_path: Path) -> Iterator[None]:
    yield from installed(tmp_path, "el", GREEK_TS)


def test_english_uses_the_plain_name_for_every_form_and_says_one_franc() -> None:
    for form in ("", "the", "acc", "gen"):
        assert format(Building("clay_mound"), form) == "Clay Mound"
    assert str(GoodTerm(Good.FISH)) == "Fish" and format(GoodTerm(Good.FISH), "ins") == "fish"
    assert format(Marker(Good.CLAY), "acc") == "clay marker"
    assert [str(francs(n)) for n in (0, 1, 2)] == ["0 francs", "1 franc", "2 francs"]
    assert format(Amount("steps", 1), "acc") == "1 step" and str(Amount("times", 1)) == "1 time"
    assert f"{Letter(0):art} and {Number(5):art}" == "A and 5"
    assert str(cost(BUILT_IN.by_id["pier"].cost)) == "6 wood and 6 clay"


def test_a_form_is_looked_up_in_the_language(hungarian: None) -> None:
    assert (
        "{player} megépíti {building:acc}.".format(player="Emma", building=Building("clay_mound"))
        == "Emma megépíti az Agyagdombot."
    )
    assert format(GoodTerm(Good.FISH), "ins") == "hallal"
    assert format(Marker(Good.FISH), "acc") == "a halszámlálót"
    assert format(francs(3), "acc") == "3 frankot"
    assert format(cost(BUILT_IN.by_id["sawmill"].cost), "acc") == "2 fát és 4 agyagot"
    buildings = Listed([Building("clay_mound"), Building("kiln"), Building("clay_mound")])
    assert format(buildings, "acc") == "az Agyagdombot, az Égetőkemencét és az Agyagdombot"


def test_a_missing_form_falls_back_to_the_bare_name_in_the_language_never_to_english(hungarian: None) -> None:
    assert format(Building("clay_mound"), "gen") == "Agyagdomb"
    assert format(GoodTerm(Good.FISH), "acc") == "Hal"
    assert format(Marker(Good.FISH), "gen") == "halszámláló"
    assert format(francs(3), "gen") == "3 frank"
    # A name the language has not translated at all can only be said as its source.
    assert format(Building("farm"), "acc") == "Farm"


def test_an_unknown_form_gives_the_bare_name(hungarian: None) -> None:
    assert format(Building("clay_mound"), "akk") == "Agyagdomb"
    assert format(francs(2), "nonsense") == "2 frank"
    assert format(Listed(["Emma", "Max"]), "acc") == "Emma és Max"  # player names are never inflected


def test_numerus_forms_follow_the_language(greek: None) -> None:
    assert [str(francs(n)) for n in (1, 2, 5)] == ["1 φράγκο", "2 φράγκα", "5 φράγκα"]
    assert [format(francs(n), "gen") for n in (1, 3)] == ["1 φράγκου", "3 φράγκων"]
    assert format(francs(3), "acc") == "3 φράγκα"  # not filled: its nominative


@pytest.mark.parametrize(
    ("number", "article"),
    [
        (0, "a"),
        (1, "az"),
        (2, "a"),
        (3, "a"),
        (5, "az"),
        (10, "a"),
        (11, "a"),
        (15, "a"),
        (21, "a"),
        (50, "az"),
        (55, "az"),
        (100, "a"),
        (150, "a"),
        (500, "az"),
        (1000, "az"),
        (1500, "az"),
        (2000, "a"),
        (5000, "az"),
        (10000, "a"),
        (50000, "az"),
        (1000000, "az"),
    ],
)
def test_the_hungarian_article_before_a_number_follows_how_it_is_read(number: int, article: str) -> None:
    assert hungarian_article(number) == article


def test_round_letters_numbers_and_sectors_take_their_article_in_hungarian_only(hungarian: None) -> None:
    said = [format(Letter(i), "art") for i in range(len(ROUND_LETTERS))]
    assert said == ["az A", "a B", "a C", "a D", "az E", "az F", "a G", "a H", "az I", "a J", "a K", "az L"]
    assert [format(Number(n), "art") for n in (1, 2, 5, 10, 50)] == ["az 1", "a 2", "az 5", "a 10", "az 50"]
    assert format(Number(1, signed=True), "art") == "a +1"
    assert format(Sector(1), "art") == "a ×2" and str(Sector(0)) == "0"


def test_forms_that_only_hungarian_has_are_the_bare_word_elsewhere(greek: None) -> None:
    assert format(Letter(0), "art") == "A"
    assert format(Number(5), "art") == "5"
    assert format(Sector(4), "art") == "×4+"


def test_a_cost_part_names_its_good() -> None:
    assert [str(part(Good.FISH, 2)), str(part("food", 1)), str(part("francs", 1))] == ["2 fish", "1 food", "1 franc"]
    with pytest.raises(ValueError, match="no amount noun"):
        Amount("apples", 2)
