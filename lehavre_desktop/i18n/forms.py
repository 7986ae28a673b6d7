"""Nouns in the form the sentence asks for: ``{building:acc}``, ``{amount:gen}``, ``{letter:art}``.

A translated sentence names the form of each noun in its placeholder, and the noun looks that
form up in the current language as a message of its own (the English name in a context per
form: "BuildingForm:acc", "AmountsAcc" ...), so a translator inflects each building, good and
amount once and every sentence chooses what it needs. English uses the plain name for every form.

The forms (each message's translator comment says which one it is):
  ""     the bare name, as on a label: "Clay Mound", "Fish", "3 francs"
  "the"  nominative with the definite article (Greek ο/η/το; Hungarian a/az)
  "acc"  accusative with the definite article (Greek τον/την/το; Hungarian a/az … -t)
  "gen"  genitive (Greek του/της; Hungarian possessor/dative -nak/-nek)
  "ins"  the means, "with fish" (Greek με …; Hungarian instrumental -val/-vel)
  "art"  numbers and round letters with the Hungarian article "a"/"az", decided here by how the
         number or letter is read; the bare number or letter in every other language

A form the language has not filled falls back to the bare name in that language, never to
English. Player names are never inflected: sentences put them where no case is needed.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale

from ..engine import Good
from ..engine.catalog import ROUND_LETTERS, SECTOR_LABELS, Cost
from .amounts import AMOUNT_FORMS, NOUNS, amount_text
from .names import (
    BUILDING_FORMS,
    BUILDING_NAMES,
    FOOD_NAME,
    GOOD_FORMS,
    GOOD_NAMES,
    MARKER_FORMS,
    building_name,
    food_name,
    good_name,
)
from .noop import QT_TRANSLATE_NOOP

# Round letters read with a vowel in Hungarian ("á", "e", "ef", "i", "el"): "az A", "az E", "az F", "az I", "az L".
VOWEL_LETTERS = frozenset("AEFIL")

#: How two items of a list are joined: "Clay Mound and Kiln" (Greek «… και …»; Hungarian «… és …»).
LIST_TWO = QT_TRANSLATE_NOOP("Lists", "{first} and {last}")
#: The start and the middle of a longer list: "Clay Mound, Kiln" (then LIST_END before the last item).
LIST_MORE = QT_TRANSLATE_NOOP("Lists", "{first}, {next}")
#: The end of a longer list: "Clay Mound, Kiln and Farm" (Greek «…, … και …»; Hungarian «…, … és …»).
LIST_END = QT_TRANSLATE_NOOP("Lists", "{first} and {last}", "end of a longer list")


def hungarian() -> bool:
    return QLocale().language() == QLocale.Language.Hungarian


def hungarian_article(number: int) -> str:
    """ "az" before a number read with a vowel (egy, öt, ötven, ötszáz, ezer, egymillió …), else "a"."""
    digits = str(abs(number))
    lead, length = digits[0], len(digits)
    vowel = number >= 0 and (lead == "5" or (lead == "1" and length % 3 == 1))
    return "az" if vowel else "a"


class Term(ABC):
    """A noun whose form the sentence picks with the placeholder's format spec: ``{building:acc}``."""

    FORMS: frozenset[str] = frozenset({""})

    def __format__(self, spec: str) -> str:
        return self.form(spec if spec in self.FORMS else "")

    def __str__(self) -> str:
        return self.form("")

    @abstractmethod
    def form(self, form: str) -> str:
        """The noun in ``form``, one of ``FORMS``."""


def _looked_up(context: str, source: str, bare: str, bare_source: str) -> str:
    """A form's message; where the language has translated the bare name but not this form, the bare name."""
    text = QCoreApplication.translate(context, source)
    if text == source and bare != bare_source:
        return bare
    return text


class Building(Term):
    FORMS = frozenset({"", "the", "acc", "gen"})

    def __init__(self, building: str) -> None:
        self.building = building

    def form(self, form: str) -> str:
        if not form:
            return building_name(self.building)
        source = BUILDING_FORMS[(self.building, form)]
        return _looked_up(f"BuildingForm:{form}", source, building_name(self.building), BUILDING_NAMES[self.building])


class GoodTerm(Term):
    """A good, or food (how a cost names it): "Fish", "the fish", "with fish"."""

    FORMS = frozenset({"", "the", "acc", "ins"})

    def __init__(self, good: Good | str) -> None:
        self.good = good

    def _bare(self) -> tuple[str, str]:
        if isinstance(self.good, Good):
            return good_name(self.good), GOOD_NAMES[self.good]
        return food_name(), FOOD_NAME

    def form(self, form: str) -> str:
        bare, bare_source = self._bare()
        if not form:
            return bare
        return _looked_up(f"GoodForm:{form}", GOOD_FORMS[(self.good, form)], bare, bare_source)


class Marker(Term):
    """A good's marker in the warehouse: "fish marker" (Greek «δείκτης ψαριού»)."""

    FORMS = frozenset({"", "the", "acc", "gen"})

    def __init__(self, good: Good) -> None:
        self.good = good

    def form(self, form: str) -> str:
        bare_source = MARKER_FORMS[(self.good, "")]
        bare = QCoreApplication.translate("MarkerForm", bare_source)
        if not form:
            return bare
        return _looked_up(f"MarkerForm:{form}", MARKER_FORMS[(self.good, form)], bare, bare_source)


class Amount(Term):
    """A number with its noun, in Qt's numerus forms: "1 franc", "3 francs", «3 frankot»."""

    FORMS = AMOUNT_FORMS

    def __init__(self, noun: str, n: int) -> None:
        if noun not in NOUNS:
            raise ValueError(f"no amount noun {noun!r}")
        self.noun = noun
        self.n = n

    def form(self, form: str) -> str:
        return amount_text(self.noun, form, self.n)


def francs(n: int) -> Amount:
    return Amount("francs", n)


def part(part: object, n: int) -> Amount:
    """An amount of a part of a cost as the engine names it: a good, or ``"food"``."""
    return Amount(part.value if isinstance(part, Good) else str(part), n)


class Number(Term):
    """A bare number; ``{n:art}`` puts the Hungarian article before it ("az 5", "a 10")."""

    FORMS = frozenset({"", "art"})

    def __init__(self, value: int, signed: bool = False) -> None:
        self.value = value
        self.signed = signed

    def form(self, form: str) -> str:
        text = f"+{self.value}" if self.signed and self.value >= 0 else str(self.value)
        if form == "art" and hungarian():
            article = "a" if self.signed else hungarian_article(self.value)  # "+1" is read "plusz egy"
            return f"{article} {text}"
        return text


class Letter(Term):
    """A round's letter; ``{letter:art}`` puts the Hungarian article before it ("az A", "a B")."""

    FORMS = frozenset({"", "art"})

    def __init__(self, round_index: int) -> None:
        self.letter = ROUND_LETTERS[round_index]

    def form(self, form: str) -> str:
        if form == "art" and hungarian():
            return f"{'az' if self.letter in VOWEL_LETTERS else 'a'} {self.letter}"
        return self.letter


class Sector(Term):
    """A sector of the wheel as the board labels it: "0", "×2", "×3", "×4", "×4+"."""

    FORMS = frozenset({"", "art"})

    def __init__(self, age: int) -> None:
        self.age = age

    def form(self, form: str) -> str:
        text = f"×{SECTOR_LABELS[self.age]}" if self.age else "0"
        # Hungarian reads "×2" as "kétszeres" and "0" as "nulla": always "a".
        return f"a {text}" if form == "art" and hungarian() else text


class Listed(Term):
    """Terms joined by the language's list pattern, each in the form the sentence asks for."""

    def __init__(self, items: Sequence[Term | str]) -> None:
        self.items = tuple(items)
        kinds = [item.FORMS for item in self.items if isinstance(item, Term)]
        self.FORMS = frozenset.intersection(*kinds) if kinds else frozenset({""})

    def form(self, form: str) -> str:
        said = [format(item, form) if isinstance(item, Term) else item for item in self.items]  # names: as they are
        if len(said) <= 1:
            return said[0] if said else ""
        if len(said) == 2:
            return QCoreApplication.translate("Lists", LIST_TWO).format(first=said[0], last=said[1])
        text = said[0]
        for item in said[1:-1]:
            text = QCoreApplication.translate("Lists", LIST_MORE).format(first=text, next=item)
        return QCoreApplication.translate("Lists", LIST_END, "end of a longer list").format(first=text, last=said[-1])


def cost(of: Cost) -> Listed:
    """A building's cost as a list of amounts: "2 wood and 1 clay"."""
    parts = ((Good.WOOD, of.wood), (Good.CLAY, of.clay), ("food", of.food), ("francs", of.francs))
    return Listed([part(name, n) for name, n in parts if n])
