"""A pseudo-language for finding cut-off text before a real translation does: every text 40% longer.

Each letter of a text gets an accent (so a font without those letters, or a fixed glyph height,
shows too) and the text is padded with pseudo-words to 140% of its length, between brackets,
so that a label cut off on the right loses its closing bracket. Everything a program reads in a
translation stays as it is: ``{placeholders}`` (with their format specs), Qt's ``%n``, ``%1`` and
``%L1``, the ``&`` of a mnemonic (the letter after it keeps its key), HTML tags and entities.
Key names (Qt's "QShortcut" context) and Qt's layout direction are not touched.

English numerus forms come from the game's own English catalogue, so "1 franc" grows as
"1 franc" and not as "1 francs".
"""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QObject, QTranslator

from ..resources import I18N_DIR

# What a program reads back from a translation: placeholders, Qt arguments, mnemonics, tags and entities.
KEPT = re.compile(r"\{[^{}]*\}|%L?\d+|%n|&[A-Za-z#0-9]+;|&&|&[^&\s]|<[^<>]*>")
DRAWN_AS_ONE = re.compile(r"&&|&[^&\s]")  # an escaped ampersand, or a mnemonic and its letter
ACCENTED = str.maketrans(
    "AaCcDdEeGgHhIiKkLlNnOoRrSsTtUuWwYyZz",
    "ÅåÇçĐđÉéĜĝĤĥÎîĶķĻļÑñÖöŘřŠšŦŧÜüŴŵÝýŽž",
)
FILLER = "ŀôñğ ŵôřđš ţô ƒîŀŀ ţĥé šþåçé "
GROWTH = 1.4
UNTOUCHED_CONTEXTS = frozenset({"QShortcut", "QGuiApplication"})


def lengthened(text: str) -> str:
    """The text with accented letters, 40% longer, between brackets; what a program reads in it is kept."""
    if not any(char.isalpha() for char in KEPT.sub("", text)):
        return text
    pieces: list[str] = []
    visible = 0
    position = 0
    for kept in KEPT.finditer(text):
        plain = text[position : kept.start()]
        pieces.append(plain.translate(ACCENTED))
        visible += len(plain)
        pieces.append(kept.group())
        visible += 1 if DRAWN_AS_ONE.fullmatch(kept.group()) else 0
        position = kept.end()
    tail = text[position:]
    pieces.append(tail.translate(ACCENTED))
    visible += len(tail)
    extra = max(1, math.ceil(visible * (GROWTH - 1)) - 3)  # the brackets and the space count too
    padding = (FILLER * (extra // len(FILLER) + 1))[:extra]
    return "[" + "".join(pieces) + " " + padding + "]"


class PseudoTranslator(QTranslator):
    """Translates every text into the lengthening pseudo-language."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._english = QTranslator(self)
        self._english.load("lehavre_en", str(I18N_DIR))

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        # Never an empty text: Qt takes only a null one for "not translated here", which Python cannot return.
        english = self._english.translate(context, source, disambiguation, n) or source
        return english if context in UNTOUCHED_CONTEXTS else lengthened(english)

    def isEmpty(self) -> bool:
        return False
