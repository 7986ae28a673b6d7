"""Amounts with their noun ("1 franc", "3 francs", «3 frankot»), each a numerus message of its own.

lupdate marks a message as numerus only when it is ``tr(text, disambiguation, n)`` on a
QObject subclass, so the messages live in classes, one per grammatical form (see ``forms``):
the class name is the messages' context, which keeps a form a catalogue leaves out from
being answered by another form of the same source text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from PySide6.QtCore import QCoreApplication, QObject, QTranslator

from ..resources import I18N_DIR

AmountText = Callable[["AmountForm", int], str]


class AmountForm(QObject):
    """The numerus messages of one grammatical form, by noun."""

    TEXTS: ClassVar[dict[str, AmountText]] = {}


class Amounts(AmountForm):
    """Amounts in the nominative."""

    TEXTS: ClassVar[dict[str, AmountText]] = {
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        "francs": lambda self, n: self.tr("%n francs", "", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        "fish": lambda self, n: self.tr("%n fish", "", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        "clay": lambda self, n: self.tr("%n clay", "", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        "wood": lambda self, n: self.tr("%n wood", "", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        "grain": lambda self, n: self.tr("%n grain", "", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        "food": lambda self, n: self.tr("%n food", "", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        "steps": lambda self, n: self.tr("%n steps", "", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        "actions": lambda self, n: self.tr("%n actions", "", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        "repetitions": lambda self, n: self.tr("%n repetitions", "", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        "choices": lambda self, n: self.tr("%n choices", "", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        "ways": lambda self, n: self.tr("%n ways to pay", "", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        "kinds": lambda self, n: self.tr("%n different goods", "", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        "points": lambda self, n: self.tr("%n points", "", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        "buildings": lambda self, n: self.tr("%n buildings", "", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        "times": lambda self, n: self.tr("%n times", "", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        "payments": lambda self, n: self.tr("%n payments", "", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        "turns": lambda self, n: self.tr("%n turns", "", n),
    }


class AmountsAcc(AmountForm):
    """Amounts as the object: the accusative."""

    TEXTS: ClassVar[dict[str, AmountText]] = {
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        "francs": lambda self, n: self.tr("%n francs", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        "fish": lambda self, n: self.tr("%n fish", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        "clay": lambda self, n: self.tr("%n clay", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        "wood": lambda self, n: self.tr("%n wood", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        "grain": lambda self, n: self.tr("%n grain", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        "food": lambda self, n: self.tr("%n food", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        "steps": lambda self, n: self.tr("%n steps", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        "actions": lambda self, n: self.tr("%n actions", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        "repetitions": lambda self, n: self.tr("%n repetitions", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        "choices": lambda self, n: self.tr("%n choices", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        "ways": lambda self, n: self.tr("%n ways to pay", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        "kinds": lambda self, n: self.tr("%n different goods", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        "points": lambda self, n: self.tr("%n points", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        "buildings": lambda self, n: self.tr("%n buildings", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        "times": lambda self, n: self.tr("%n times", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        "payments": lambda self, n: self.tr("%n payments", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        "turns": lambda self, n: self.tr("%n turns", "", n),
    }


class AmountsGen(AmountForm):
    """Amounts in the genitive."""

    TEXTS: ClassVar[dict[str, AmountText]] = {
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        "francs": lambda self, n: self.tr("%n francs", "", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        "fish": lambda self, n: self.tr("%n fish", "", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        "clay": lambda self, n: self.tr("%n clay", "", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        "wood": lambda self, n: self.tr("%n wood", "", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        "grain": lambda self, n: self.tr("%n grain", "", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        "food": lambda self, n: self.tr("%n food", "", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        "steps": lambda self, n: self.tr("%n steps", "", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        "actions": lambda self, n: self.tr("%n actions", "", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        "repetitions": lambda self, n: self.tr("%n repetitions", "", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        "choices": lambda self, n: self.tr("%n choices", "", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        "ways": lambda self, n: self.tr("%n ways to pay", "", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        "kinds": lambda self, n: self.tr("%n different goods", "", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        "points": lambda self, n: self.tr("%n points", "", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        "buildings": lambda self, n: self.tr("%n buildings", "", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        "times": lambda self, n: self.tr("%n times", "", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        "payments": lambda self, n: self.tr("%n payments", "", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        "turns": lambda self, n: self.tr("%n turns", "", n),
    }


class AmountsIns(AmountForm):
    """Amounts as the means, 'with 3 fish'."""

    TEXTS: ClassVar[dict[str, AmountText]] = {
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        "francs": lambda self, n: self.tr("%n francs", "", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        "fish": lambda self, n: self.tr("%n fish", "", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        "clay": lambda self, n: self.tr("%n clay", "", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        "wood": lambda self, n: self.tr("%n wood", "", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        "grain": lambda self, n: self.tr("%n grain", "", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        "food": lambda self, n: self.tr("%n food", "", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        "steps": lambda self, n: self.tr("%n steps", "", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        "actions": lambda self, n: self.tr("%n actions", "", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        "repetitions": lambda self, n: self.tr("%n repetitions", "", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        "choices": lambda self, n: self.tr("%n choices", "", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        "ways": lambda self, n: self.tr("%n ways to pay", "", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        "kinds": lambda self, n: self.tr("%n different goods", "", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        "points": lambda self, n: self.tr("%n points", "", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        "buildings": lambda self, n: self.tr("%n buildings", "", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        "times": lambda self, n: self.tr("%n times", "", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        "payments": lambda self, n: self.tr("%n payments", "", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        "turns": lambda self, n: self.tr("%n turns", "", n),
    }


FORM_CLASSES: dict[str, type[AmountForm]] = {"": Amounts, "acc": AmountsAcc, "gen": AmountsGen, "ins": AmountsIns}
AMOUNT_FORMS: frozenset[str] = frozenset(FORM_CLASSES)
SOURCES: dict[str, str] = {
    "francs": "%n francs",
    "fish": "%n fish",
    "clay": "%n clay",
    "wood": "%n wood",
    "grain": "%n grain",
    "food": "%n food",
    "steps": "%n steps",
    "actions": "%n actions",
    "repetitions": "%n repetitions",
    "choices": "%n choices",
    "ways": "%n ways to pay",
    "kinds": "%n different goods",
    "points": "%n points",
    "buildings": "%n buildings",
    "times": "%n times",
    "payments": "%n payments",
    "turns": "%n turns",
}
NOUNS: frozenset[str] = frozenset(SOURCES)
_MADE: dict[str, AmountForm] = {}  # one object per form, made on first use
_SOURCE_NUMERUS: list[QTranslator] = []


def install_source_numerus(app: QCoreApplication) -> None:
    """English, the source language, says "1 franc" through its own small catalogue of numerus forms.

    It stays installed under whichever language is chosen: that language's catalogue, installed
    later, is searched first.
    """
    if _SOURCE_NUMERUS:
        return
    translator = QTranslator(app)
    if translator.load("lehavre_en", str(I18N_DIR)):
        app.installTranslator(translator)
        _SOURCE_NUMERUS[:] = [translator]


def _said(form: str, noun: str, n: int) -> str:
    kind = FORM_CLASSES[form]
    made = _MADE.get(form)
    if made is None:
        made = _MADE[form] = kind()
    return kind.TEXTS[noun](made, n)


def english(form: str, noun: str, n: int) -> set[str]:
    """What Qt answers for a form no catalogue of the language has: the source, or the English catalogue's."""
    said = {SOURCES[noun].replace("%n", str(n))}
    for translator in _SOURCE_NUMERUS:
        said.add(translator.translate(FORM_CLASSES[form].__name__, SOURCES[noun], "", n) or "")
    return said


def amount_text(noun: str, form: str, n: int) -> str:
    """``n`` of ``noun`` in ``form``; a form the language has not filled falls back to its nominative."""
    text = _said(form, noun, n)
    if form and text in english(form, noun, n):
        return _said("", noun, n)
    return text
