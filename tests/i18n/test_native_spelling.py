"""Spellings and phrasings a native reader of the Greek and Hungarian catalogues would mark, across every message.

- Greek spells «εταιρεία» one way: the rulebook's names mix «Εταιρεία Ξυλείας» and «Ναυτιλιακή Εταιρία»,
  and a reader who meets both in one game sees a slip; both buildings now say «Εταιρεία».
- Hungarian joins a two-part compound noun: «lakatszimbólum», «lakatszimbólumos épület»,
  «kényszerértékesítés» (the rulebook's «lakat szimbólum» and «kényszer-értékesítés» are not standard spelling).
- Greek puts no comma between a sale and its price («πουλά … μετά την ενέργεια, για 7 φράγκα»), and
  Hungarian says who is paid for a forced sale («…el kell adni: Éva 4 frankot kap érte…»), as for any sale.
- Neither language makes money, a marker or a repetition the one who pays: Greek «το φράγκο μπορεί να
  πληρώσει», «πώς θα πληρώσει ο δείκτης», «κάθε επανάληψη πληρώνει το φαγητό της», Hungarian «hogyan fizet
  {marker}», «minden ismétlés külön fizeti a saját ételét» are calques of the English; a player pays, with the
  franc, by moving the marker, for each repetition.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

SLIPS = {
    "el": {
        "«Εταιρία» beside «Εταιρεία»": re.compile(r"Εταιρί"),
        "a franc that pays": re.compile(r"φράγκο(?: αυτό)?(?: όμως)? (?:δεν )?μπορεί(?: ήδη)? να πληρώσει"),
        "a marker that pays": re.compile(r"πώς θα πληρώσει \{marker"),
        "a repetition that pays": re.compile(r"(?<![Γγ]ια )[Κκ]άθε επανάληψη πληρώνει(?!ται)"),
        "«πιο ακριβή πληρωμή»": re.compile(r"πιο ακριβή πληρωμή"),
        "a comma between the sale and its price": re.compile(r"πουλά \{building:acc\} [^.]*, για \{amount"),
    },
    "hu": {
        "«lakat szimbólum» in two words": re.compile(r"lakat szimbólum", re.IGNORECASE),
        "«kényszer-értékesítés» with a hyphen": re.compile(r"kényszer-értékesítés", re.IGNORECASE),
        "a marker that pays": re.compile(r"hogyan fizet \{marker"),
        "a repetition that pays": re.compile(r"ismétlés (?:külön, egymás után |maga )?(?:külön )?fizeti"),
        "a forced sale that names nobody who is paid": re.compile(r"el kell adni: az értéke"),
    },
}


def translations(code: str) -> list[tuple[str, str, str]]:
    found: list[tuple[str, str, str]] = []
    for context in ET.parse(ROOT / "translations" / f"lehavre_{code}.ts").getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("vanished", "obsolete"):
                continue
            texts = [form.text or "" for form in translation.findall("numerusform")] or [translation.text or ""]
            found.extend((name, message.findtext("source") or "", text) for text in texts)
    return found


def slips(code: str, text: str) -> list[str]:
    return [name for name, pattern in SLIPS[code].items() if pattern.search(text)]


@pytest.mark.parametrize("code", ["el", "hu"])
def test_no_message_has_a_slip_a_native_reader_marks(code: str) -> None:
    problems = [
        f"{context}: {source[:50]!r} → {text[:80]!r}: {slips(code, text)}"
        for context, source, text in translations(code)
        if slips(code, text)
    ]
    assert not problems, "\n".join(problems[:20])


def test_the_checks_find_the_old_texts() -> None:
    assert slips("el", "τη Ναυτιλιακή Εταιρία") == ["«Εταιρία» beside «Εταιρεία»"]
    assert slips("el", "της Ναυτιλιακής Εταιρίας") == ["«Εταιρία» beside «Εταιρεία»"]
    assert slips("el", "η Εταιρεία Ξυλείας") == []
    assert slips("el", "στο ×4+ το επιπλέον φράγκο μπορεί να πληρώσει μία από αυτές.") == ["a franc that pays"]
    assert slips("el", "Επιλέγεις πώς θα πληρώσει {marker:the}.") == ["a marker that pays"]
    assert slips("el", "Κάθε επανάληψη πληρώνει το δικό της φαγητό") == ["a repetition that pays"]
    assert slips("el", "Για κάθε επανάληψη πληρώνεις χωριστά το φράγκο") == []
    assert slips("el", "Κάθε επανάληψη πληρώνεται χωριστά") == []
    assert slips("el", "{player:The} πουλά {building:acc} μετά την ενέργεια, για {amount:acc}.") == [
        "a comma between the sale and its price"
    ]
    assert slips("el", "Μετά την ενέργεια, {player:the} πουλά {building:acc} για {amount:acc}.") == []
    assert slips("hu", "ezért azonnal el kell adni: az értéke {value}, ennek a fele {amount}.") == [
        "a forced sale that names nobody who is paid"
    ]
    assert slips("hu", "lakat szimbólumos épület") == ["«lakat szimbólum» in two words"]
    assert slips("hu", "Lakat szimbólumos épületek") == ["«lakat szimbólum» in two words"]
    assert slips("hu", "lakatszimbólumos épület") == []
    assert slips("hu", "Kényszer-értékesítés: Éva Tanyája eléri az eladási szektort") == [
        "«kényszer-értékesítés» with a hyphen"
    ]
    assert slips("hu", "Kényszerértékesítés: Éva Tanyája eléri az eladási szektort") == []
    assert slips("hu", "Azt választod ki, hogyan fizet {marker:the}.") == ["a marker that pays"]
    assert slips("hu", "Minden ismétlés külön fizeti a saját ételét") == ["a repetition that pays"]
    assert slips("hu", "minden ismétlés maga fizeti meg az ételét") == ["a repetition that pays"]
    assert slips("hu", "Minden ismétlés külön, egymás után fizeti ki a maga ételét") == ["a repetition that pays"]
