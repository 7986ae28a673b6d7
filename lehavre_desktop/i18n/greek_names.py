"""Greek player names with their article and case: «ο Νίκος», «του Νίκου», «τον Νίκο», «Νίκο!», «στη Μαρία».

Every word of the name in Greek letters is declined by the ending of its gender («Νίκος Παπαδόπουλος» →
«του Νίκου Παπαδόπουλου»; «Άννα-Μαρία» → «της Άννας-Μαρίας»); a word no rule declines — a foreign or undeclined
name, a word in other letters, a surname in the genitive — stays as it is but still takes the article of its
gender: «ο Max», «του Max», «η Emma», «της Emma», «στην Emma», «της Μαρίας Παπαδοπούλου», «του Μιχαήλ».

Masculine:
  -ος  Νίκος → Νίκου, Νίκο, voc. Νίκο; two-syllable names and the -άκος, -έκος ones take voc. -ο (Γιώργο, Στέλιο,
       Κυριάκο), longer ones -ε (Κωνσταντίνε); proparoxytones move the accent in the genitive and take voc. -ε
       (Θεόδωρος → Θεοδώρου, Θεόδωρε; Νικόλαος → Νικολάου, Νικόλαε), except -όπουλος (του Παπαδόπουλου);
       the learned -ιος names are proparoxytones (Δημήτριος → Δημητρίου, Δημήτριε; Βασίλειος → Βασιλείου);
       oxytones: -ού, -ό, -έ.
  -ης, -ής, -ας, -άς, -ές, -ούς  drop the ς: Γιάννη, Περικλή, Κώστα, Θωμά, Ιησού.
  -ων  Πλάτων → Πλάτωνα (Λέων → Λέοντα, Ξενοφών → Ξενοφώντα, Ιάσων → Ιάσονα), voc. unchanged.
Feminine:
  -α, -η, -ω, -ού  genitive -ς: Μαρίας, Δέσποινας, Ελένης, Μυρτώς, Φρόσως; Ίρις → Ίριδας, Ίριδα.

The accusative article of a feminine name keeps its ν before a vowel and before κ, π, τ, ξ, ψ, μπ, ντ, γκ
(by sound in other letters: «την Emma», «την Kate», «τη Μαρία», «τη Sophie»); the masculine «τον» keeps it
always, as the rest of the program writes it («τον Σωρό Πηλού»).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache

from .person_names import Gender

PLAIN = {
    "ά": "α",
    "έ": "ε",
    "ή": "η",
    "ί": "ι",
    "ό": "ο",
    "ύ": "υ",
    "ώ": "ω",
    "ΐ": "ϊ",
    "ΰ": "ϋ",
    "Ά": "Α",
    "Έ": "Ε",
    "Ή": "Η",
    "Ί": "Ι",
    "Ό": "Ο",
    "Ύ": "Υ",
    "Ώ": "Ω",
}
ACCENTED = {plain: accented for accented, plain in PLAIN.items()}
BASE_VOWELS = frozenset("αεηιουω")
DIGRAPHS = frozenset({"αι", "ει", "οι", "υι", "ου", "αυ", "ευ", "ηυ"})
GLIDES = frozenset({"ι", "υ", "ει", "οι"})  # unaccented before a vowel after a consonant: one syllable (Γιάννης)
LONG_BEFORE = frozenset("κπτξψ")
LONG_BEFORE_PAIRS = ("μπ", "ντ", "γκ")
# -ων names whose stem changes: the letters that replace the ending's ων/ών.
ON_STEMS = {"λεων": "οντα", "δρακων": "οντα", "ξενοφων": "ώντα", "ιασων": "ονα", "αγαμεμνων": "ονα"}
# Feminine -ις names: the letters that replace ις in the genitive and the accusative.
IS_STEMS = {"ιρις": ("ιδας", "ιδα"), "θεμις": ("ιδας", "ιδα"), "αρτεμις": ("ης", "η")}
WORDS = re.compile(r"[^\W\d_]+|[\W\d_]+")


@dataclass(frozen=True)
class Cases:
    nominative: str
    genitive: str
    accusative: str
    vocative: str


def _base(letter: str) -> str:
    plain = "".join(c for c in unicodedata.normalize("NFD", letter.lower()) if not unicodedata.combining(c))
    return plain if plain in BASE_VOWELS else ""


def _accented(letter: str) -> bool:
    return letter in PLAIN or letter in "ΐΰ"


def _nuclei(word: str) -> list[tuple[int, int]]:
    """The vowels of a word as spans of letters, a digraph (αι, ου …) as one unless its first letter is accented
    or its second has a diaeresis (Μάιος, Παΐσιος)."""
    spans, i = [], 0
    while i < len(word):
        if not _base(word[i]):
            i += 1
            continue
        end = i + 1
        if (
            end < len(word)
            and _base(word[i]) + _base(word[end]) in DIGRAPHS
            and not _accented(word[i])
            and word[end].lower() not in "ϊϋΐΰ"
        ):
            end += 1
        spans.append((i, end))
        i = end
    return spans


def _syllables(word: str) -> list[tuple[int, int]]:
    """The nuclei that make syllables: an unaccented ι, υ, ει, οι between a consonant and a vowel does not."""
    spans = _nuclei(word)
    kept = []
    for index, (start, end) in enumerate(spans):
        glide = (
            "".join(_base(c) for c in word[start:end]) in GLIDES
            and not any(map(_accented, word[start:end]))
            and start > 0
            and not _base(word[start - 1])
            and index + 1 < len(spans)
            and spans[index + 1][0] == end
        )
        if not glide:
            kept.append((start, end))
    return kept


def _stress(word: str, spans: list[tuple[int, int]]) -> int | None:
    """Which syllable from the end carries the accent (1: the last), None if the word shows none."""
    for index, (start, end) in enumerate(spans):
        if any(map(_accented, word[start:end])):
            return len(spans) - index
    return None


def _unaccented(text: str) -> str:
    return "".join(PLAIN.get(c, c) for c in text)


def _accent_last_vowel(stem: str) -> str:
    """The stem with its accent on its last vowel (a digraph's second letter): Θεόδωρ → Θεοδώρ, Βασίλει → Βασιλεί."""
    plain = _unaccented(stem)
    spans = _nuclei(plain)
    if not spans:
        return stem
    start, end = spans[-1]
    at = end - 1 if end - start == 2 else start
    return plain[:at] + ACCENTED.get(plain[at], plain[at]) + plain[at + 1 :]


def _ending(word: str, ending: str) -> str:
    """An ending in the word's case: capitals carry no accent."""
    return _unaccented(ending.upper()) if word.isupper() else ending


def _masculine_os(word: str) -> Cases:
    lower, stem = word.lower(), word[:-2]
    spans = _syllables(lower)
    stress = _stress(lower, spans)
    nuclei = _nuclei(lower)
    # Δημήτριος, Βασίλειος: the ι of -ιος is a syllable of its own, the accent falls on it in the genitive.
    learned = len(spans) >= 3 and len(nuclei) >= 2 and nuclei[-2] not in spans and nuclei[-2][1] == nuclei[-1][0]
    if stress == 1:
        return Cases(word, stem + _ending(word, "ού"), stem + _ending(word, "ό"), stem + _ending(word, "έ"))
    if learned or stress == 3:
        shifted = stem if lower.endswith("όπουλος") or word.isupper() else _accent_last_vowel(stem)
        return Cases(word, shifted + _ending(word, "ου"), stem + _ending(word, "ο"), stem + _ending(word, "ε"))
    short = len(spans) <= 2 or lower.endswith(("άκος", "έκος"))
    vocative = stem + _ending(word, "ο" if short else "ε")
    return Cases(word, stem + _ending(word, "ου"), stem + _ending(word, "ο"), vocative)


def _masculine(word: str) -> Cases:
    lower = word.lower()
    if lower.endswith(("ος", "ός")):
        return _masculine_os(word)
    if lower.endswith(("ης", "ής", "ας", "άς", "ές", "ους", "ούς")):
        dropped = word[:-1]
        return Cases(word, dropped, dropped, dropped)
    if lower.endswith(("ων", "ών")):
        stems = ON_STEMS.get(_unaccented(lower))
        oblique = word[:-2] + _ending(word, stems) if stems else word + _ending(word, "α")
        return Cases(word, oblique, oblique, word)
    return Cases(word, word, word, word)


def _feminine(word: str) -> Cases:
    lower = word.lower()
    if lower.endswith(("α", "ά", "η", "ή", "ω", "ώ", "ού")):
        return Cases(word, word + _ending(word, "ς"), word, word)
    stems = IS_STEMS.get(_unaccented(lower))
    if stems:
        genitive, accusative = stems
        return Cases(word, word[:-2] + _ending(word, genitive), word[:-2] + _ending(word, accusative), word)
    return Cases(word, word, word, word)


def _greek_word(word: str) -> bool:
    return len(word) > 1 and all(unicodedata.name(letter, "").startswith("GREEK") for letter in word)


@cache
def declined(name: str, gender: Gender) -> Cases:
    """The name in the four cases, every Greek word of it declined by ``gender``."""
    parts: list[Cases] = []
    for piece in WORDS.findall(name.strip()):
        if not _greek_word(piece):
            parts.append(Cases(piece, piece, piece, piece))
        else:
            normal = piece[:-1] + ("Σ" if piece.isupper() else "ς") if piece.lower().endswith("σ") else piece
            parts.append(_masculine(normal) if gender is Gender.MASCULINE else _feminine(normal))
    return Cases(
        *(
            "".join(getattr(part, case) for part in parts)
            for case in ("nominative", "genitive", "accusative", "vocative")
        )
    )


def _keeps_n(text: str) -> bool:
    """Whether a feminine «την» keeps its ν before ``text``: a vowel, or κ π τ ξ ψ μπ ντ γκ (by sound in other
    letters: k, p, t, c before a, o, u, b, d, g, j, q, x)."""
    if not text:
        return True
    lower = text.lower()
    first = "".join(c for c in unicodedata.normalize("NFD", lower[0]) if not unicodedata.combining(c))
    if unicodedata.name(lower[0], "").startswith("GREEK"):
        return bool(_base(first)) or first in LONG_BEFORE or lower.startswith(LONG_BEFORE_PAIRS)
    if first.isdigit():
        return first not in "02"  # μηδέν, δύο
    if first == "c":
        return lower[1:2] not in ("e", "i", "y")
    if first.isascii() and first.isalpha():
        return first in "aeiouykpqtxbdgj"
    return True


#: The forms a Greek sentence asks for, each as (the words the program adds, the name as declined).
GREEK_FORMS = ("the", "gen", "acc", "voc", "ins", "to", "from", "for")


@cache
def greek_forms(name: str, gender: Gender) -> dict[str, tuple[str, str]]:
    cases = declined(name, gender)
    if gender is Gender.MASCULINE:
        the, of, acc, to = "ο", "του", "τον", "στον"
    else:
        n = "ν" if _keeps_n(cases.accusative) else ""
        the, of, acc, to = "η", "της", "τη" + n, "στη" + n
    return {
        "the": (the, cases.nominative),
        "gen": (of, cases.genitive),
        "acc": (acc, cases.accusative),
        "voc": ("", cases.vocative),
        "ins": (f"με {acc}", cases.accusative),
        "to": (to, cases.accusative),
        "from": (f"από {acc}", cases.accusative),
        "for": (f"για {acc}", cases.accusative),
    }


#: The computer's seat: «ο υπολογιστής», «του υπολογιστή», «τον υπολογιστή».
COMPUTER_NOUN = "υπολογιστής"
