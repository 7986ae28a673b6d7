"""Player names with Hungarian case endings: «Maxnak», «Emmával», «Péterrel», «Joe-nak», «a gépnek».

The ending goes on the end of the whole name («Kovács Péternek») and follows how its last word is read:

- a word in Hungarian spelling is read as written: Péter, Emma, Éva, Balázs, Gergely, «1. játékos»;
- a foreign name in Latin letters is read by its letters where Hungarian readers do so («Maxszal», «Alexet»,
  «Thomasszal»: a final s of a name that is not Hungarian is read sz; «Bachhal», «Smithszel»), and by its own
  pronunciation where that is well known: the table ``PRONOUNCED`` («Jacknek», «Andynek», «Williammel»);
- a name that ends in a letter not pronounced, or in a letter group Hungarian does not know, takes the ending
  after a hyphen, still chosen by its sound: «Joe-nak», «George-dzsal», «Marie-val»,
  «Jacques-kal», «Sarah-val» (a final h after a vowel is silent);
- a name ending in a digit takes the ending of how the number is read: «Player 1-nek», «R2D2-vel»;
- a name in Greek or Cyrillic letters is read by its transliteration and takes a hyphen: «Νίκος-szal»,
  «Мария-val»; in any other script, whose reading cannot be told here, a hyphen and the back endings;
- a name written in capitals is treated like an abbreviation: a hyphen, «MAX-szal».

Names take no article, as in standard writing; the computer's seat is «a gép» in every case: «a gépnek»,
«a géppel», «a gépet».
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache

from .hungarian_numbers import LARGEST, number_reading
from .hungarian_suffixes import Harmony, Reading, attach, reading_of

# Foreign first names that Hungarian readers say as in their language, not as written: the reading in
# Hungarian letters, and whether the written name ends in letters that do not spell that reading's end
# (a silent e, s or t, or a letter group Hungarian does not know), so that the ending takes a hyphen.
PRONOUNCED: dict[str, tuple[str, bool]] = {
    "andrew": ("endrú", True),
    "andy": ("endi", False),
    "amy": ("ejmi", False),
    "antoine": ("antoan", True),
    "bruce": ("brúsz", True),
    "camille": ("kamij", True),
    "charlie": ("csárli", True),
    "charlotte": ("sarlott", True),
    "chloe": ("klói", True),
    "claire": ("kler", True),
    "claude": ("klód", True),
    "dave": ("dejv", True),
    "franz": ("franc", False),
    "george": ("dzsordzs", True),
    "grace": ("grejsz", True),
    "guillaume": ("gijóm", True),
    "harry": ("herri", False),
    "heinz": ("hajnc", False),
    "isabelle": ("izabel", True),
    "jack": ("dzsek", False),
    "jacques": ("zsak", True),
    "jake": ("dzsejk", True),
    "james": ("dzsejmsz", False),
    "jane": ("dzsejn", True),
    "joe": ("dzsó", True),
    "john": ("dzson", False),
    "jorge": ("horhe", False),
    "kate": ("kejt", True),
    "keith": ("kísz", False),
    "louis": ("lui", True),
    "lucy": ("lúszi", False),
    "luke": ("lúk", True),
    "margot": ("margó", True),
    "marie": ("mari", True),
    "mary": ("meri", False),
    "matthew": ("meszjú", True),
    "michelle": ("misel", True),
    "mike": ("majk", True),
    "nicole": ("nikol", True),
    "philippe": ("filip", True),
    "pierre": ("pjer", True),
    "rose": ("róz", True),
    "sally": ("szeli", False),
    "shakespeare": ("sekszpír", True),
    "smith": ("szmisz", False),
    "sophie": ("szofi", True),
    "steve": ("sztív", True),
    "voltaire": ("voltér", True),
    "william": ("viljem", False),
    "zoe": ("zoé", False),
}
# Hungarian names spelt without any letter only Hungarian has: their final s is s and ly a digraph.
HUNGARIAN_UNMARKED = frozenset({"ambrus", "bors", "farkas", "gergely", "kardos", "kiss", "kolos", "lajos"})
# Hungarian given names ending in a doubled consonant: a third equal letter is dropped («Marcellel»,
# «Mariannak», «Bernadettől»); any other name takes a hyphen there («Scott-tal», «Kiss-sel»).
DOUBLED_GIVEN_NAMES = frozenset(
    {
        "adrienn",
        "annabell",
        "annett",
        "babett",
        "bernadett",
        "georgett",
        "henriett",
        "izabell",
        "krisztabell",
        "marcell",
        "mariann",
        "mirabell",
        "nikolett",
        "odett",
        "violett",
        "zsanett",
    }
)
HUNGARIAN_ONLY_LETTERS = frozenset("áéíóöőúüű")
HUNGARIAN_DIGRAPHS = ("cs", "gy", "ly", "ny", "sz", "ty", "zs")
VOWEL_LETTERS = frozenset("aáeéiíoóöőuúüűy")  # after one, a final h of a foreign name is silent (Sarah, Noah)
# Letters of other Latin alphabets, by the Hungarian sound a reader gives them.
FOREIGN_LETTERS: dict[str, str] = {
    "à": "a",
    "â": "a",
    "ã": "a",
    "ä": "e",
    "å": "o",
    "ā": "á",
    "æ": "e",
    "ç": "sz",
    "č": "cs",
    "ć": "ty",
    "ď": "gy",
    "đ": "gy",
    "è": "e",
    "ê": "e",
    "ë": "e",
    "ē": "é",
    "ğ": "g",
    "ì": "i",
    "î": "i",
    "ï": "i",
    "ī": "í",
    "ı": "i",
    "ľ": "l",
    "ĺ": "l",
    "ł": "l",
    "ñ": "ny",
    "ń": "ny",
    "ň": "ny",
    "ò": "o",
    "ô": "o",
    "õ": "o",
    "ō": "ó",
    "ø": "ö",
    "œ": "ö",
    "ř": "rzs",
    "ś": "s",
    "š": "s",
    "ş": "s",
    "ș": "s",
    "ß": "sz",
    "ť": "ty",
    "ţ": "c",
    "ț": "c",
    "ù": "u",
    "û": "u",
    "ū": "ú",
    "ů": "ú",
    "ý": "i",
    "ÿ": "i",
    "ž": "zs",
    "ź": "zs",
    "ż": "zs",
    "w": "v",
    "x": "ksz",
    "q": "k",
}
# Letter groups of a foreign name, by their Hungarian sound (longest first).
FOREIGN_GROUPS = (
    ("sch", "s"),
    ("tch", "cs"),
    ("ch", "h"),
    ("ck", "k"),
    ("sh", "s"),
    ("th", "t"),
    ("ph", "f"),
    ("tz", "c"),
    ("cz", "c"),
    ("gh", "g"),
    ("qu", "kv"),
)
# Endings of a foreign name read as one vowel, at the very end only (in the middle each letter counts).
FOREIGN_FINAL_VOWELS = (("ee", "í"), ("oo", "ú"), ("ou", "u"), ("ae", "é"), ("ay", "éj"), ("ey", "i"), ("oy", "oj"))
# French endings whose last letters are silent: the name takes a hyphen («Renaud-nak»).
SILENT_FRENCH_ENDINGS = ("eaux", "eau", "aux", "ault", "aud")
# The old spellings of Hungarian family names, read by their sound: «Kossuthtal», «Ráczcal», «Madáchcsal».
OLD_HUNGARIAN_ENDINGS = (("th", "t"), ("ts", "cs"), ("cz", "c"), ("gh", "g"), ("ch", "cs"))

GREEK_LETTERS: dict[str, str] = {
    "α": "a",
    "β": "v",
    "γ": "g",
    "δ": "d",
    "ε": "e",
    "ζ": "z",
    "η": "i",
    "θ": "t",
    "ι": "i",
    "κ": "k",
    "λ": "l",
    "μ": "m",
    "ν": "n",
    "ξ": "ksz",
    "ο": "o",
    "π": "p",
    "ρ": "r",
    "σ": "sz",
    "ς": "sz",
    "τ": "t",
    "υ": "i",
    "φ": "f",
    "χ": "h",
    "ψ": "psz",
    "ω": "o",
}
GREEK_GROUPS = (
    ("ου", "u"),
    ("αι", "e"),
    ("ει", "i"),
    ("οι", "i"),
    ("υι", "i"),
    ("αυ", "av"),
    ("ευ", "ev"),
    ("μπ", "b"),
    ("ντ", "d"),
    ("γκ", "g"),
    ("γγ", "ng"),
    ("τσ", "c"),
    ("τζ", "dz"),
)
CYRILLIC_LETTERS: dict[str, str] = {
    "а": "a",
    "б": "b",
    "в": "v",
    "г": "g",
    "ґ": "g",
    "д": "d",
    "ђ": "gy",
    "е": "e",
    "є": "je",
    "ё": "jo",
    "ж": "zs",
    "з": "z",
    "и": "i",
    "і": "i",
    "ї": "ji",
    "й": "j",
    "ј": "j",
    "к": "k",
    "л": "l",
    "љ": "ly",
    "м": "m",
    "н": "n",
    "њ": "ny",
    "о": "o",
    "п": "p",
    "р": "r",
    "с": "sz",
    "т": "t",
    "ћ": "ty",
    "у": "u",
    "ф": "f",
    "х": "h",
    "ц": "c",
    "ч": "cs",
    "џ": "dzs",
    "ш": "s",
    "щ": "scs",
    "ъ": "",
    "ы": "i",
    "ь": "",
    "э": "e",
    "ю": "ju",
    "я": "ja",
}
# A name in a script read by no rule here: treated as a word ending in a back vowel («李-nak», «李-val»).
UNREAD = Reading(Harmony.BACK, "a", True)
TRAILING_DIGITS = re.compile(r"(\d+)\W*$")
READ_DIGITS = len(str(LARGEST))
LAST_WORD = re.compile(r"([^\W\d_]+)\W*$")


@dataclass(frozen=True)
class HungarianName:
    """A name and how its end is read, ready to take any case ending (``hungarian_suffixes.CASES``)."""

    written: str
    reading: Reading
    hyphen: bool = False
    given_name: bool = False

    def case(self, case: str) -> str:
        return attach(self.written, self.reading, case, hyphen=self.hyphen, given_name=self.given_name)


def _script(word: str) -> str:
    scripts = {unicodedata.name(letter, "").split(" ")[0] for letter in word}
    return scripts.pop() if len(scripts) == 1 else ""


def _looks_hungarian(word: str) -> bool:
    # A final gy/ly/ny/ty may be a foreign y (Peggy, Emily, Tony, Betty): it does not count.
    core = word[:-1] if word.endswith("y") else word
    return (
        word in HUNGARIAN_UNMARKED
        or any(letter in HUNGARIAN_ONLY_LETTERS for letter in word)
        or any(graph in core for graph in HUNGARIAN_DIGRAPHS)
    )


def _replaced_end(word: str, groups: tuple[tuple[str, str], ...]) -> str:
    for group, sound in groups:
        if word.endswith(group):
            return word[: -len(group)] + sound
    return word


def _hungarian_spelling(word: str) -> str:
    """A Hungarian word, old family-name spellings and the letters x, w, q, y read by their sound."""
    spoken = _replaced_end(word, OLD_HUNGARIAN_ENDINGS)
    if spoken.endswith("y") and not spoken.endswith(("gy", "ly", "ny", "ty")):
        spoken = spoken[:-1] + "i"
    return "".join(FOREIGN_LETTERS.get(letter, letter) for letter in spoken)


def _foreign_spelling(word: str) -> tuple[str, bool]:
    """A foreign name in Latin letters as a Hungarian reader says it, and whether its last letters are silent."""
    for ending in SILENT_FRENCH_ENDINGS:
        if word.endswith(ending):
            return _foreign_spelling(word[: -len(ending)])[0] + "ó", True
    silent = len(word) > 1 and word.endswith("h") and word[-2] in VOWEL_LETTERS
    if silent:  # Sarah, Noah, Hannah
        word = word[:-1]
    spoken = _replaced_end(word, FOREIGN_FINAL_VOWELS)
    for group, sound in FOREIGN_GROUPS:
        spoken = spoken.replace(group, sound.upper())  # capitals: sounds already read, left alone below
    if spoken.endswith("c") and not spoken.endswith("nc"):
        spoken = spoken[:-1] + "k"  # Marc, Eric, Luc; but Ferenc
    spoken = re.sub(r"c(?=[eiy])", "sz", spoken)
    spoken = re.sub(r"c(?!$)", "k", spoken)
    if spoken.endswith("s"):
        spoken += "z"  # Thomas, Andreas, Lucas: a foreign final s is sz (but Josh's sh is s)
    spoken = "".join(FOREIGN_LETTERS.get(letter, letter) for letter in spoken.replace("y", "i"))
    return spoken.lower(), silent


def _transliterated(word: str, groups: tuple[tuple[str, str], ...], letters: dict[str, str]) -> str:
    for group, sound in groups:
        word = word.replace(group, sound)
    return "".join(letters.get(letter, letter) for letter in word)


def _word_reading(word: str) -> tuple[Reading, bool]:
    """How a word of letters is read, and whether its ending needs a hyphen."""
    lower = word.lower()
    script = _script(word)
    if script == "GREEK":
        unaccented = "".join(c for c in unicodedata.normalize("NFD", lower) if not unicodedata.combining(c))
        return reading_of(_transliterated(unaccented, GREEK_GROUPS, GREEK_LETTERS)), True
    if script == "CYRILLIC":
        return reading_of(_transliterated(lower, (), CYRILLIC_LETTERS)), True
    if script != "LATIN":
        return UNREAD, True
    capitals = len(word) > 1 and word.isupper()
    if lower in PRONOUNCED:
        spoken, silent = PRONOUNCED[lower]
    elif _looks_hungarian(lower):
        spoken, silent = _hungarian_spelling(lower), False
    else:
        spoken, silent = _foreign_spelling(lower)
    return reading_of(spoken), silent or capitals


@cache
def hungarian_name(name: str) -> HungarianName:
    """The name ready for its case endings; read by its last word (or its last number)."""
    written = name.strip()
    digits = TRAILING_DIGITS.search(written)
    if digits:
        number = digits.group(1)
        tail = int(number[-READ_DIGITS:])  # a longer number ends as these digits do, unless they are all 0
        known = tail or len(number) <= READ_DIGITS
        return HungarianName(written, number_reading(tail) if known else UNREAD, hyphen=True)
    word = LAST_WORD.search(written)
    if word is None:
        return HungarianName(written, UNREAD, hyphen=True)
    reading, hyphen = _word_reading(word.group(1))
    hyphen = hyphen or word.end(1) != len(written)  # punctuation after the name: «Max!-nak»
    return HungarianName(written, reading, hyphen, word.group(1).lower() in DOUBLED_GIVEN_NAMES)


#: The computer's seat: «a gép» in every case.
COMPUTER = HungarianName("gép", reading_of("gép"))
