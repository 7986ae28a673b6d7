"""What a native reader of three new Greek and Hungarian games found, kept from coming back.

Each message of the registry is rendered for real events (the samples of ``test_player_prose``) with Greek
and Hungarian players of both genders, and each kind of slip the reading found is rejected:

- a label followed by a second label in one sentence («Επανάληψη 1: ο Νίκος πληρώνει με σιτάρι: ο δείκτης…»,
  «1. ismétlés: Péter hallal fizet: …»): the repetition is said in the sentence («Στην επανάληψη 1 ο Νίκος…»,
  «Az 1. ismétlésben Péter…»);
- Greek «χάνει 2 θέσεις» for the steps a marker cannot take at the edge, which a board-game reader takes for
  moving back two spaces; the later reading found «χάνει μετακίνηση 2 θέσεων» heavy: the marker «δεν έχει
  χώρο για επιπλέον 2 θέσεις»;
- Greek money or a marker as the one who pays («το φράγκο μπορεί να πληρώσει», «πώς θα πληρώσει ο δείκτης»),
  a calque of the English: a player pays, with the franc, by moving the marker;
- Greek «πιο ακριβή πληρωμή», which reads as "a more exact payment" as much as "a dearer one".

The catalogue-wide spellings (one «εταιρεία», the Hungarian compound «lakatszimbólum») are checked in
``tests/i18n/test_native_spelling.py``.
"""

from __future__ import annotations

import re

import pytest

from lehavre_desktop.i18n.forms import Number
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.i18n.person_names import Gender
from lehavre_desktop.prose.cast import cast_of
from tests.prose.test_player_prose import lines_of
from tests.teaching.test_narration_coverage import Sample, collect_samples

CASTS: dict[str, list[tuple[tuple[str, str], tuple[Gender, Gender] | None]]] = {
    "el": [
        (("Νίκος", "Μαρία"), (Gender.MASCULINE, Gender.FEMININE)),
        (("Σοφία", "Κώστας"), (Gender.FEMININE, Gender.MASCULINE)),
    ],
    "hu": [(("Péter", "Éva"), None), (("Zsófi", "Ádám"), None)],
}
SLIPS = {
    "el": {
        "«χάνει N θέσεις» (reads as moving back)": re.compile(r"χάνει \d+ θέσ"),
        "a franc that pays": re.compile(r"φράγκο(?: αυτό)?(?: όμως)? (?:δεν )?μπορεί(?: ήδη)? να πληρώσει"),
        "a marker that pays": re.compile(r"πώς θα πληρώσει ο δείκτης"),
        "«πιο ακριβή πληρωμή»": re.compile(r"πιο ακριβή πληρωμή"),
    },
    "hu": {
        "a marker that pays": re.compile(r"hogyan fizet a \w*számláló"),
    },
}


def second_label(line: str) -> list[str]:
    """The sentences of ``line`` that hold two label colons (a colon inside parentheses is a list's)."""
    plain = re.sub(r"\([^()]*\)", "", line)
    return [
        sentence
        for sentence in re.split(r"(?<=[.!?;·])\s+(?=[A-ZΑ-ΩÁÉÍÓÖŐÚÜŰΆΈΉΊΌΎΏ])", plain)
        if sentence.count(": ") >= 2
    ]


def slips(code: str, line: str) -> list[str]:
    found = [name for name, pattern in SLIPS[code].items() if pattern.search(line)]
    return found + (["two labels in one sentence"] if second_label(line) else [])


@pytest.fixture(scope="module")
def samples() -> dict[tuple[object, ...], Sample]:
    return collect_samples()


@pytest.mark.parametrize("code", ["el", "hu"])
def test_the_lines_a_native_reader_stumbled_on_are_gone(
    code: str, languages: LanguageManager, samples: dict[tuple[object, ...], Sample]
) -> None:
    languages.set_language(code, remember=False)
    problems = []
    for names, genders in CASTS[code]:
        for line in lines_of(samples, cast_of(names, genders=genders)):
            found = slips(code, line)
            if found:
                problems.append(f"{line!r}: {found}")
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize(
    ("code", "start"),
    [
        ("el", re.compile(r"^Στην επανάληψη \d+ (ο Νίκος|η Μαρία) πληρώνει (με \w+): ο δείκτης \w+ μετακινείται")),
        ("hu", re.compile(r"^(Az 1|A [2-4])\. ismétlésben (Péter|Éva) \w+ fizet: az? \w+számláló")),
    ],
    ids=["el", "hu"],
)
def test_the_repetition_is_said_in_the_sentence(
    code: str, start: re.Pattern[str], languages: LanguageManager, samples: dict[tuple[object, ...], Sample]
) -> None:
    languages.set_language(code, remember=False)
    names, genders = CASTS[code][0]
    assert any(start.search(line) for line in lines_of(samples, cast_of(names, genders=genders)))


def test_a_hungarian_ordinal_at_a_sentence_start_takes_its_article(languages: LanguageManager) -> None:
    languages.set_language("hu", remember=False)
    said = {n: f"{Number(n):Art-ord} ismétlésben" for n in (1, 2, 4, 5)}
    assert said == {1: "Az 1. ismétlésben", 2: "A 2. ismétlésben", 4: "A 4. ismétlésben", 5: "Az 5. ismétlésben"}


@pytest.mark.parametrize(
    ("code", "edge"),
    [
        (
            "el",
            re.compile(
                r"^Ο δείκτης \w+ (του Νίκου|της Μαρίας) σταματά στην άκρη της αποθήκης "
                r"και δεν έχει χώρο για επιπλέον \d+ θέσ(η|εις)\.$"
            ),
        ),
        ("hu", re.compile(r"^(Péter|Éva) \w+számlálója megáll a raktár szélén, \d+ mező elvész\.$")),
    ],
    ids=["el", "hu"],
)
def test_a_step_lost_at_the_edge_reads_as_lost(
    code: str, edge: re.Pattern[str], languages: LanguageManager, samples: dict[tuple[object, ...], Sample]
) -> None:
    languages.set_language(code, remember=False)
    names, genders = CASTS[code][0]
    assert any(edge.search(line) for line in lines_of(samples, cast_of(names, genders=genders)))


def test_the_checks_find_what_the_reading_found() -> None:
    assert slips(
        "el",
        "Επανάληψη 1: ο Νίκος πληρώνει με σιτάρι: ο δείκτης σιταριού μετακινείται από το 19 στο 18 "
        "με μετακινήσεις πληρωμής (κάθε θέση προς τα αριστερά αξίζει 1, προς τα κάτω 3), "
        "άρα πληρώνει 1 σιτάρι.",
    ) == ["two labels in one sentence"]
    assert (
        slips(
            "el",
            "Στην επανάληψη 1 ο Νίκος πληρώνει με σιτάρι: ο δείκτης σιταριού μετακινείται από το 19 "
            "στο 18 με μετακινήσεις πληρωμής (κάθε θέση προς τα αριστερά αξίζει 1, προς τα κάτω 3), "
            "άρα πληρώνει 1 σιτάρι.",
        )
        == []
    )
    assert slips("el", "Ο δείκτης πηλού του Νίκου σταματά στην άκρη της αποθήκης και χάνει 4 θέσεις.") == [
        "«χάνει N θέσεις» (reads as moving back)"
    ]
    assert slips("el", "οπότε αυτό το φράγκο μπορεί ήδη να πληρώσει επαναλήψεις.") == ["a franc that pays"]
    assert slips("el", "Το φράγκο αυτό όμως δεν μπορεί να πληρώσει την αμοιβή.") == ["a franc that pays"]
    assert slips("el", "ή όταν ο παίκτης διαλέγει πιο ακριβή πληρωμή.") == ["«πιο ακριβή πληρωμή»"]
    assert slips("hu", "1. ismétlés: Péter hallal fizet: a halszámláló (balra: 1, lefelé: 3) 10-ről 9-re kerül.") == [
        "two labels in one sentence"
    ]
    assert slips("hu", "Az 1. ismétlésben Péter hallal fizet: a halszámláló (balra: 1) 10-ről 9-re kerül.") == []
    assert slips("hu", "Azt választod ki, hogyan fizet a halszámláló.") == ["a marker that pays"]
