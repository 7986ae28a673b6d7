"""One term per concept per language: the catalogues against translations/glossary.json.

These fail until the translators have brought the catalogues in line with the glossary; that
is their purpose. The glossary itself is checked here too: sound patterns, the rulebooks' names.
"""

from __future__ import annotations

import json
import re
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from lehavre_desktop.i18n.forms import Amount, Building, GoodTerm, Letter, Listed, Marker, Number, Player, Sector
from lehavre_desktop.i18n.names import BUILDING_NAMES, GOOD_NAMES

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY: dict[str, Any] = json.loads((ROOT / "translations" / "glossary.json").read_text(encoding="utf-8"))
LANGUAGES = ("el", "hu")
PLACEHOLDER = re.compile(r"\{(\w*)(?::([\w-]*))?\}")
# Placeholders that hold a player: a Player term, whose forms are its own (the article and case of Greek, the
# Hungarian suffixes).
PLAYER_PLACEHOLDERS = {"player", "owner", "other", "next", "start", "winner", "opponent", "a", "b", "name"}
KNOWN_FORMS = set().union(*(kind.FORMS for kind in (Building, GoodTerm, Marker, Number, Letter, Sector))) | set(
    Amount.FORMS
)

Message = tuple[str, str, str]  # context, source, one translation (each numerus form on its own)


def folded(text: str) -> str:
    """Lower case without accents or a menu's mnemonic, so a stem matches every inflected, stressed or capitalised
    form."""
    plain = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return "".join(c for c in unicodedata.normalize("NFD", plain.casefold()) if not unicodedata.combining(c))


def lowered(form: str) -> str:
    """A form asked for at a sentence start ("The", "Art-ord") is the form itself."""
    return form[:1].lower() + form[1:]


def finished(code: str) -> list[Message]:
    found: list[Message] = []
    for context in ET.parse(ROOT / "translations" / f"lehavre_{code}.ts").getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
                continue
            texts = [form.text or "" for form in translation.findall("numerusform")] or [translation.text or ""]
            found.extend((name, message.findtext("source") or "", text) for text in texts if text.strip())
    return found


def concept_problems(code: str, messages: list[Message]) -> list[str]:
    problems = []
    for concept in GLOSSARY["concepts"]:
        stem = folded(concept["stem"][code])
        pattern = concept["en_pattern"]
        named = set(concept.get("placeholders", ()))
        for context, source, text in messages:
            said = folded(PLACEHOLDER.sub(" ", text))
            carried = any(name in named for name, _ in PLACEHOLDER.findall(text))
            if (
                pattern
                and re.search(pattern, PLACEHOLDER.sub(" ", source), re.IGNORECASE)
                and stem not in said
                and not carried
            ):
                problems.append(f"{context}: {source[:60]!r} → {text[:60]!r} lacks «{concept[code]}»")
            for variant in concept["forbidden"][code]:
                allowed = source in concept.get("allowed_in", ())
                if not allowed and re.search(r"(?<!\w)" + re.escape(folded(variant)), said):
                    problems.append(f"{context}: {text[:60]!r} says «{variant}», not «{concept[code]}»")
    return problems


def name_problems(code: str, messages: list[Message]) -> list[str]:
    translated = {(context, source): text for context, source, text in messages}
    return [
        f"{context}: {source!r} is {translated.get((context, source))!r}, the glossary says {terms[code]!r}"
        for context, table in GLOSSARY["names"].items()
        for source, terms in table.items()
        if translated.get((context, source)) != terms[code]
    ]


def form_problems(messages: list[Message]) -> list[str]:
    problems = []
    for context, _, text in messages:
        for name, form in PLACEHOLDER.findall(text):
            known = Player.FORMS if name in PLAYER_PLACEHOLDERS else KNOWN_FORMS
            if form and lowered(form) not in known:
                problems.append(f"{context}: {text[:60]!r} asks for the unknown form {{{name}:{form}}}")
    return problems


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_catalogue_uses_one_term_per_concept(code: str) -> None:
    problems = concept_problems(code, finished(code))
    assert not problems, f"lehavre_{code}.ts: {len(problems)} problems:\n" + "\n".join(problems[:60])


@pytest.mark.parametrize("code", LANGUAGES)
def test_buildings_goods_and_directions_have_their_official_names(code: str) -> None:
    problems = name_problems(code, finished(code))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", LANGUAGES)
def test_translations_ask_only_for_forms_that_exist(code: str) -> None:
    problems = form_problems(finished(code))
    assert not problems, "\n".join(problems)


# ---- the glossary itself and the checks ----------------------------------------------------------


def test_the_glossary_names_every_building_and_good() -> None:
    names = GLOSSARY["names"]
    assert set(names["Buildings"]) == set(BUILDING_NAMES.values())
    assert set(GOOD_NAMES.values()) < set(names["Goods"])
    ids = [concept["id"] for concept in GLOSSARY["concepts"]]
    assert len(ids) == len(set(ids))
    assert {
        "pointer",
        "marker",
        "fee",
        "main_function",
        "extra_function",
        "choice",
        "sector",
        "round",
        "warehouse",
        "supply",
        "bank",
        "food",
        "francs",
    } <= set(ids)


def test_the_glossary_forbids_the_variants_the_issue_found() -> None:
    forbidden = {code: {v for c in GLOSSARY["concepts"] for v in c["forbidden"][code]} for code in LANGUAGES}
    assert {"αντίτιμο", "τέλος χρήσης", "κύρια λειτουργία"} <= forbidden["el"]
    assert {"funkció", "változat"} <= forbidden["hu"]


def test_the_checks_find_a_wrong_term_a_forbidden_variant_a_wrong_name_and_a_bad_form() -> None:
    messages = [
        ("Log", "{player} pays {owner} the fee of {amount}.", "Ο {player} πληρώνει αντίτιμο {amount:acc}."),
        ("Log", "{player} pays {owner} the fee of {amount}.", "{player:The}: αμοιβή {amount:gen} {owner:to}."),
        ("Buildings", "Kiln", "Κλίβανος"),
        ("Log", "{player} builds {building}.", "{player:akk} χτίζει {building:akk}, {building:The}."),
        ("Teaching", "The {marker} moves {steps} right.", "{marker:The} μετακινείται {steps:acc} δεξιά."),
        ("Teaching", "The {marker} moves 2 steps right.", "Ο δείκτης κάνει 2 βήματα δεξιά."),
    ]
    concepts = concept_problems("el", messages)
    assert len(concepts) == 3 and "lacks «αμοιβή»" in concepts[0] and "says «αντίτιμο»" in concepts[1]
    assert "lacks «θέση" in concepts[2] and "2 βήματα" in concepts[2]  # the marker is said by its placeholder
    assert any("'Kiln' is 'Κλίβανος'" in problem for problem in name_problems("el", messages))
    assert [problem.split(" asks ")[-1] for problem in form_problems(messages)] == [
        "for the unknown form {player:akk}",
        "for the unknown form {building:akk}",
    ]


def test_a_stem_matches_every_form_of_its_word() -> None:
    assert folded("δείκτη") == "δεικτη" and folded("Δείκτης").startswith(folded("δείκτ"))
    assert folded("az Áruszámlálót").find(folded("számláló")) > 0
    assert folded("Ακύρωση αναί&ρεσης") == folded("ακύρωση αναίρεσης") and folded("Salt && pepper") == "salt & pepper"
    assert str(Listed([])) == ""
