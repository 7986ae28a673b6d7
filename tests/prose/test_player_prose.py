"""Every log line and every explanation, in Greek and Hungarian, names its players with their forms.

Each message of the registry is rendered for real events (seeded random games and the constructed
situations of the coverage test) with a woman and a man of Greek names, with the computer's seat, and
with Hungarian names of both vowel classes. A line fails that works around the names: a bare name where
Greek needs the article (at a sentence start, after a colon), a name in parentheses, the Hungarian
«(kapja: …)», or a number with «értékről/értékre» instead of its case ending.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from lehavre_desktop.engine import apply, position_from_data, use_options
from lehavre_desktop.i18n.forms import Player
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.i18n.person_names import Gender
from lehavre_desktop.prose.advice import review_lines
from lehavre_desktop.prose.cast import Cast, cast_of
from lehavre_desktop.prose.narration import explain_events, narrate
from lehavre_desktop.session.players import computer_name
from lehavre_desktop.teaching.moments import explain_before_use, explain_open_turn, left_for_opponent
from tests.teaching.test_narration_coverage import Sample, collect_samples

GREEK_ARTICLES = ("ο", "η", "του", "της", "τον", "τη", "την", "στον", "στη", "στην", "Ο", "Η")
# How a Greek name is said in each case (nominative, genitive, accusative), to find every mention of it.
GREEK_CASES = {
    "Νίκος": ("Νίκος", "Νίκου", "Νίκο"),
    "Μαρία": ("Μαρία", "Μαρίας", "Μαρία"),
    "Ελένη": ("Ελένη", "Ελένης", "Ελένη"),
    "Emma": ("Emma", "Emma", "Emma"),
}
HUNGARIAN_NAMES = ("Max", "Péter", "Emma", "Ödön", "Éva")
WORKAROUNDS = {
    "parentheses around a player": re.compile(r"\([^()]*\b(Νίκ|Μαρί|Ελέν|Emm|Max|Péter|Ödön|Év|gép|υπολογιστ)[^()]*\)"),
    "«(kapja: …)»": re.compile(r"\(kapja:"),
    "a number before «értékről/értékre»": re.compile(r"\d+\s+érték(ről|re)\b"),
    "a sector said by a bare number or an ordinal («a 0 szektor», «a 2. szektor»)": re.compile(
        r"(?<![\w×])\d\+?\.? szektor"
    ),
    "an unfilled placeholder": re.compile(r"\{[^{}]*\}"),
}


@pytest.fixture(scope="module")
def samples() -> dict[tuple[object, ...], Sample]:
    return collect_samples()


def lines_of(samples: dict[tuple[object, ...], Sample], players: Cast) -> Iterator[str]:
    """The log line and the explanation of every sampled event, and the sentences of the moment that matters."""
    for event, events, before, after, index in samples.values():
        yield narrate(event, before, players)
        yield explain_events(events, before, after, players)[index].text
    state = position_from_data(
        {"round": "C", "turns_taken": 2, "players": [{"name": "Ann", "wheel": {"wood_company": "3"}}, {"name": "Ben"}]}
    )
    [use] = use_options(state, "wood_company")
    used = apply(state, use).state
    found = left_for_opponent(used, "wood_company")
    assert found is not None
    yield explain_before_use(state, found, players).text
    yield explain_open_turn(used, found, players).text


def workarounds(line: str) -> list[str]:
    return [name for name, pattern in WORKAROUNDS.items() if pattern.search(line)]


def bare_greek_names(line: str, names: tuple[str, ...]) -> list[str]:
    """Mentions of a player that lack the article Greek gives every name in a sentence."""
    found = []
    for name in names:
        for said in set(GREEK_CASES[name]):
            for match in re.finditer(rf"(?<!\w){re.escape(said)}(?!\w)", line):
                before = line[: match.start()].split()
                if not before or before[-1] not in GREEK_ARTICLES:
                    found.append(f"{said} after {before[-1] if before else 'nothing'!r}")
    return found


GREEK_CASTS = {
    "a woman starts against a man": (("Μαρία", "Νίκος"), None),
    "a man starts against a woman": (("Νίκος", "Μαρία"), None),
    "a foreign woman's name": (("Emma", "Νίκος"), (Gender.FEMININE, Gender.MASCULINE)),
}


@pytest.mark.parametrize("case", sorted(GREEK_CASTS))
def test_greek_says_every_name_with_its_article(
    case: str, languages: LanguageManager, samples: dict[tuple[object, ...], Sample]
) -> None:
    languages.set_language("el", remember=False)
    names, genders = GREEK_CASTS[case]
    players = cast_of(names, genders=genders)
    problems = []
    for line in lines_of(samples, players):
        found = workarounds(line) + bare_greek_names(line, names)
        if found:
            problems.append(f"{line!r}: {found}")
    assert not problems, "\n".join(problems[:20])


def test_greek_says_the_computer_as_the_computer(
    languages: LanguageManager, samples: dict[tuple[object, ...], Sample]
) -> None:
    languages.set_language("el", remember=False)
    players = cast_of((computer_name("strong"), "Ελένη"), ("computer:strong", "person"))
    lines = list(lines_of(samples, players))
    assert not [line for line in lines if computer_name("strong") in line]
    assert any(line.startswith("Ο υπολογιστής ") for line in lines)
    assert any("του υπολογιστή" in line for line in lines)
    assert not [line for line in lines if workarounds(line) or bare_greek_names(line, ("Ελένη",))]


@pytest.mark.parametrize("names", [("Max", "Péter"), ("Emma", "Ödön"), ("Péter", "Éva")])
def test_hungarian_gives_names_their_suffixes(
    names: tuple[str, str], languages: LanguageManager, samples: dict[tuple[object, ...], Sample]
) -> None:
    languages.set_language("hu", remember=False)
    problems = [f"{line!r}: {workarounds(line)}" for line in lines_of(samples, cast_of(names)) if workarounds(line)]
    assert not problems, "\n".join(problems[:20])


def test_hungarian_says_the_computer_as_a_gep(
    languages: LanguageManager, samples: dict[tuple[object, ...], Sample]
) -> None:
    languages.set_language("hu", remember=False)
    players = cast_of((computer_name("strong"), "Éva"), ("computer:strong", "person"))
    lines = list(lines_of(samples, players))
    assert not [line for line in lines if computer_name("strong") in line or "számítógép" in line.lower()]
    assert any(line.startswith("A gép ") for line in lines)
    assert any(re.search(r"\S a gép(nek|et)?\b", line) for line in lines)  # in the middle of a sentence too
    assert not [line for line in lines if workarounds(line)]


@pytest.mark.parametrize(
    ("code", "names", "log", "fee"),
    [
        (
            "el",
            ("Μαρία", "Νίκος"),
            "Η Μαρία χρησιμοποιεί το Μανάβικο του Νίκου στον τομέα ×2.",
            "Η Μαρία πληρώνει 1 φράγκο στον Νίκο.",
        ),
        (
            "el",
            ("Νίκος", "Ελένη"),
            "Ο Νίκος χρησιμοποιεί το Μανάβικο της Ελένης στον τομέα ×2.",
            "Ο Νίκος πληρώνει 1 φράγκο στην Ελένη.",
        ),
        (
            "hu",
            ("Emma", "Péter"),
            "Emma használja Péter Élelmiszerboltját a ×2\u2011es szektorban.",
            "Emma 1 frankot fizet Péternek.",
        ),
        (
            "hu",
            ("Péter", "Max"),
            "Péter használja Max Élelmiszerboltját a ×2\u2011es szektorban.",
            "Péter 1 frankot fizet Maxnak.",
        ),
    ],
)
def test_using_the_opponents_building_reads_as_written(
    code: str, names: tuple[str, str], log: str, fee: str, languages: LanguageManager
) -> None:
    languages.set_language(code, remember=False)
    state = position_from_data(
        {"round": "C", "players": [{"name": names[0]}, {"name": names[1], "wheel": {"grocery_store": "2"}}]}
    )
    events = apply(state, use_options(state, "grocery_store")[0]).events
    lines = [narrate(event, state, cast_of(names)) for event in events]
    assert lines[:2] == [log, fee]


def test_the_review_says_whose_margin_it_is(languages: LanguageManager) -> None:
    from lehavre_desktop.ai import Expectation

    languages.set_language("el", remember=False)
    maria, nikos = Player("Μαρία"), Player("Νίκος")
    state = position_from_data(
        {"round": "C", "players": [{"name": "Μαρία", "wheel": {"wood_company": "3"}}, {"name": "Νίκος"}]}
    )
    [use] = use_options(state, "wood_company")
    chosen, better = review_lines(
        2, 1, maria, nikos, (use,), (use,), Expectation(100, 90, 10), Expectation(104, 88, 16)
    )
    assert "της Μαρίας: " in chosen
    assert better.endswith("υπέρ της Μαρίας.") and "6 πόντους" in better
    languages.set_language("hu", remember=False)
    _, better = review_lines(
        2, 1, Player("Emma"), Player("Max"), (use,), (use,), Expectation(100, 90, 10), Expectation(104, 88, 16)
    )
    assert "ez Emmának 6 ponttal kedvezőbb" in better


def test_the_checks_find_the_workarounds_of_the_old_catalogues() -> None:
    assert bare_greek_names("Νίκος κατασκευάζει τον Φούρνο.", ("Νίκος",)) == ["Νίκος after 'nothing'"]
    assert bare_greek_names("Νικητής: Μαρία!", ("Μαρία",)) == ["Μαρία after 'Νικητής:'"]
    assert bare_greek_names("Ο Νίκος πληρώνει στη Μαρία.", ("Νίκος", "Μαρία")) == []
    assert workarounds("Ο Νίκος πληρώνει 1 φράγκο στον αντίπαλο (Emma).") == ["parentheses around a player"]
    assert workarounds("Max 1 frankot fizet (kapja: Emma).") == ["parentheses around a player", "«(kapja: …)»"]
    assert workarounds("az agyagszámláló 4 értékről 2 értékre kerül") == ["a number before «értékről/értékre»"]
    for slip in ("a 0 szektorba", "a 2. szektorba", "a 4+. szektorba"):
        assert workarounds(f"Emma játéktábláján az Agyagdomb {slip} kerül.") == [
            "a sector said by a bare number or an ordinal («a 0 szektor», «a 2. szektor»)"
        ]
    assert workarounds("Emma játéktábláján az Agyagdomb a 0-s, majd a ×2-es és a ×4+ szektorba kerül.") == []


def test_the_computers_seat_says_whose_turn_it_plays(languages: LanguageManager) -> None:
    from lehavre_desktop.engine import Build
    from lehavre_desktop.prose.seat_words import computer_plays, failed_turn_question, proposal, thinking

    languages.set_language("el", remember=False)
    maria, computer = Player("Μαρία"), cast_of((computer_name("strong"), "Νίκος"), ("computer:strong", "person"))[0]
    assert thinking(maria) == "Η Μαρία σκέφτεται…" and thinking(computer) == "Ο υπολογιστής σκέφτεται…"
    assert computer_plays(maria).startswith("Ο υπολογιστής παίζει για τη Μαρία:")
    assert computer_plays(computer).startswith("Παίζει ο υπολογιστής:")
    question = failed_turn_question(Player("Νίκος"))
    assert "κίνηση για τον Νίκο." in question and "στη θέση του Νίκου θα παίζει άνθρωπος" in question
    assert proposal(maria, Build("kiln")) == "Η Μαρία κατασκευάζει το Καμίνι"
    languages.set_language("hu", remember=False)
    assert computer_plays(Player("Max")).startswith("Max helyett a gép játszik:")
    assert failed_turn_question(Player("Emma")).startswith("A gép nem tudott lépést választani Emma helyett.")
    assert not [
        line for line in (computer_plays(Player("Max")), failed_turn_question(Player("Emma"))) if workarounds(line)
    ]
