"""Amounts with their noun ("1 franc", "3 francs", "3 frankot"), each a numerus message of its own.

lupdate marks a message as numerus only when it is ``tr(text, disambiguation, n)`` on a
QObject subclass, so the messages live in a class (its name is their context) and each
grammatical form (see ``forms``) is a message of its own, told apart by its disambiguation.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from PySide6.QtCore import QCoreApplication, QObject, QTranslator

from ..resources import I18N_DIR

AmountText = Callable[["Amounts", int], str]


class Amounts(QObject):
    TEXTS: ClassVar[dict[tuple[str, str], AmountText]] = {
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        ("francs", ""): lambda self, n: self.tr("%n francs", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        ("francs", "acc"): lambda self, n: self.tr("%n francs", "acc", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        ("francs", "gen"): lambda self, n: self.tr("%n francs", "gen", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        ("francs", "ins"): lambda self, n: self.tr("%n francs", "ins", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        ("fish", ""): lambda self, n: self.tr("%n fish", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        ("fish", "acc"): lambda self, n: self.tr("%n fish", "acc", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        ("fish", "gen"): lambda self, n: self.tr("%n fish", "gen", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        ("fish", "ins"): lambda self, n: self.tr("%n fish", "ins", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        ("clay", ""): lambda self, n: self.tr("%n clay", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        ("clay", "acc"): lambda self, n: self.tr("%n clay", "acc", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        ("clay", "gen"): lambda self, n: self.tr("%n clay", "gen", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        ("clay", "ins"): lambda self, n: self.tr("%n clay", "ins", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        ("wood", ""): lambda self, n: self.tr("%n wood", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        ("wood", "acc"): lambda self, n: self.tr("%n wood", "acc", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        ("wood", "gen"): lambda self, n: self.tr("%n wood", "gen", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        ("wood", "ins"): lambda self, n: self.tr("%n wood", "ins", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        ("grain", ""): lambda self, n: self.tr("%n grain", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        ("grain", "acc"): lambda self, n: self.tr("%n grain", "acc", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        ("grain", "gen"): lambda self, n: self.tr("%n grain", "gen", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        ("grain", "ins"): lambda self, n: self.tr("%n grain", "ins", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        ("food", ""): lambda self, n: self.tr("%n food", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        ("food", "acc"): lambda self, n: self.tr("%n food", "acc", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        ("food", "gen"): lambda self, n: self.tr("%n food", "gen", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        ("food", "ins"): lambda self, n: self.tr("%n food", "ins", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        ("steps", ""): lambda self, n: self.tr("%n steps", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        ("steps", "acc"): lambda self, n: self.tr("%n steps", "acc", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        ("steps", "gen"): lambda self, n: self.tr("%n steps", "gen", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        ("steps", "ins"): lambda self, n: self.tr("%n steps", "ins", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        ("actions", ""): lambda self, n: self.tr("%n actions", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        ("actions", "acc"): lambda self, n: self.tr("%n actions", "acc", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        ("actions", "gen"): lambda self, n: self.tr("%n actions", "gen", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        ("actions", "ins"): lambda self, n: self.tr("%n actions", "ins", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        ("repetitions", ""): lambda self, n: self.tr("%n repetitions", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        ("repetitions", "acc"): lambda self, n: self.tr("%n repetitions", "acc", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        ("repetitions", "gen"): lambda self, n: self.tr("%n repetitions", "gen", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        ("repetitions", "ins"): lambda self, n: self.tr("%n repetitions", "ins", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        ("choices", ""): lambda self, n: self.tr("%n choices", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        ("choices", "acc"): lambda self, n: self.tr("%n choices", "acc", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        ("choices", "gen"): lambda self, n: self.tr("%n choices", "gen", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        ("choices", "ins"): lambda self, n: self.tr("%n choices", "ins", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        ("ways", ""): lambda self, n: self.tr("%n ways to pay", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        ("ways", "acc"): lambda self, n: self.tr("%n ways to pay", "acc", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        ("ways", "gen"): lambda self, n: self.tr("%n ways to pay", "gen", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        ("ways", "ins"): lambda self, n: self.tr("%n ways to pay", "ins", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        ("kinds", ""): lambda self, n: self.tr("%n different goods", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        ("kinds", "acc"): lambda self, n: self.tr("%n different goods", "acc", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        ("kinds", "gen"): lambda self, n: self.tr("%n different goods", "gen", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        ("kinds", "ins"): lambda self, n: self.tr("%n different goods", "ins", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        ("points", ""): lambda self, n: self.tr("%n points", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        ("points", "acc"): lambda self, n: self.tr("%n points", "acc", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        ("points", "gen"): lambda self, n: self.tr("%n points", "gen", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        ("points", "ins"): lambda self, n: self.tr("%n points", "ins", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        ("buildings", ""): lambda self, n: self.tr("%n buildings", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        ("buildings", "acc"): lambda self, n: self.tr("%n buildings", "acc", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        ("buildings", "gen"): lambda self, n: self.tr("%n buildings", "gen", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        ("buildings", "ins"): lambda self, n: self.tr("%n buildings", "ins", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        ("times", ""): lambda self, n: self.tr("%n times", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        ("times", "acc"): lambda self, n: self.tr("%n times", "acc", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        ("times", "gen"): lambda self, n: self.tr("%n times", "gen", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        ("times", "ins"): lambda self, n: self.tr("%n times", "ins", n),
        #: an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)
        ("payments", ""): lambda self, n: self.tr("%n payments", "", n),
        #: acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)
        ("payments", "acc"): lambda self, n: self.tr("%n payments", "acc", n),
        #: gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)
        ("payments", "gen"): lambda self, n: self.tr("%n payments", "gen", n),
        #: ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)
        ("payments", "ins"): lambda self, n: self.tr("%n payments", "ins", n),
    }


NOUNS: frozenset[str] = frozenset(noun for noun, _ in Amounts.TEXTS)
AMOUNT_FORMS: frozenset[str] = frozenset(form for _, form in Amounts.TEXTS)
_AMOUNTS: list[Amounts] = []  # made on first use, once a Qt application may exist


def install_source_numerus(app: QCoreApplication) -> None:
    """English, the source language, says "1 franc" through its own small catalogue of numerus forms.

    It stays installed under whichever language is chosen: that language's catalogue, installed
    later, is searched first.
    """
    translator = QTranslator(app)
    if translator.load("lehavre_en", str(I18N_DIR)):
        app.installTranslator(translator)


def amount_text(noun: str, form: str, n: int) -> str:
    """``n`` of ``noun`` in ``form``; a form the language has not filled falls back to its nominative."""
    if not _AMOUNTS:
        _AMOUNTS.append(Amounts())
    amounts = _AMOUNTS[0]
    text = Amounts.TEXTS[(noun, form)](amounts, n)
    if form and text == _untranslated(noun, form, n):
        return Amounts.TEXTS[(noun, "")](amounts, n)
    return text


def _untranslated(noun: str, form: str, n: int) -> str:
    """What Qt returns for a message no catalogue has: the English source with the number in it."""
    return SOURCES[noun].replace("%n", str(n))


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
}
