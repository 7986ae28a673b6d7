"""Hungarian numbers written in digits with a case ending, chosen by how the number is read: «5-re», «6-ra».

A number takes the ending of the last word it is read with: 25 «huszonöt» → «25-re», «25-tel»; 30 «harminc»
→ «30-ra», «30-cal»; 200 «kétszáz» → «200-ra»; 1000 «ezer» → «1000-re», «1000-rel». The ending is joined with
a hyphen: «4-ről 2-re», «3-mal», «10-zel», «1-gyel», «0-ra». The adjective of a number takes -s the same way
(``number_adjective``): «a 2-es szektor» (kettes), «a 3-as» (hármas), «a 6-os» (hatos), «az 5-ös», «a 0-s»
(nullás). An ordinal is the number with a dot: «a 2. körben»; standing alone it keeps the dot before its ending,
read as the ordinal: «a 2.-ba» (másodikba), «az 5.-be» (ötödikbe). ``hungarian_article`` gives the «a»/«az»
before either.
"""

from __future__ import annotations

from functools import cache

from .hungarian_suffixes import Harmony, Reading, ending, reading_of

B, F, R = Harmony.BACK, Harmony.FRONT, Harmony.ROUNDED

# Each word a number can end in: its harmony, last sound, and its accusative and superessive endings as they are
# written after the digits (három → hármat, hármon: «3-at», «3-on»; ezer → ezret, ezren: «1000-et», «1000-en»).
WORDS: dict[str, Reading] = {
    "nulla": Reading(B, "a", True, "t", "n"),
    "egy": Reading(F, "gy", False, "et", "en"),
    "kettő": Reading(R, "ő", True, "t", "n"),
    "három": Reading(B, "m", False, "at", "on"),
    "négy": Reading(F, "gy", False, "et", "en"),
    "öt": Reading(R, "t", False, "öt", "ön"),
    "hat": Reading(B, "t", False, "ot", "on"),
    "hét": Reading(F, "t", False, "et", "en"),
    "nyolc": Reading(B, "c", False, "at", "on"),
    "kilenc": Reading(F, "c", False, "et", "en"),
    "tíz": Reading(F, "z", False, "et", "en"),
    "húsz": Reading(B, "sz", False, "at", "on"),
    "harminc": Reading(B, "c", False, "at", "on"),
    "negyven": Reading(F, "n", False, "et", "en"),
    "ötven": Reading(F, "n", False, "et", "en"),
    "hatvan": Reading(B, "n", False, "at", "on"),
    "hetven": Reading(F, "n", False, "et", "en"),
    "nyolcvan": Reading(B, "n", False, "at", "on"),
    "kilencven": Reading(F, "n", False, "et", "en"),
    "száz": Reading(B, "z", False, "at", "on"),
    "ezer": Reading(F, "r", False, "et", "en"),
    "millió": Reading(B, "ó", True, "t", "n"),
    "milliárd": Reading(B, "d", False, "ot", "on"),
    "billió": Reading(B, "ó", True, "t", "n"),
    "billiárd": Reading(B, "d", False, "ot", "on"),
    "trillió": Reading(B, "ó", True, "t", "n"),
    "trilliárd": Reading(B, "d", False, "ot", "on"),
}
UNITS = ("", "egy", "kettő", "három", "négy", "öt", "hat", "hét", "nyolc", "kilenc")
TENS = ("", "tíz", "húsz", "harminc", "negyven", "ötven", "hatvan", "hetven", "nyolcvan", "kilencven")
# The words of the powers of a thousand, from ezer (10³) to trilliárd (10²¹).
GROUPS = ("ezer", "millió", "milliárd", "billió", "billiárd", "trillió", "trilliárd")
LARGEST = 1000 ** (len(GROUPS) + 1) - 1

# A number and its ending are one word: «1-» at a line's end and «ről» on the next reads as a slip.
NO_BREAK_HYPHEN = "\u2011"


def last_word(number: int) -> str:
    """The word a number is read with last: 0 «nulla», 25 «öt», 30 «harminc», 200 «száz», 3000 «ezer»; the sign
    (mínusz, plusz) comes first and changes nothing."""
    value = abs(number)
    if value > LARGEST:
        raise ValueError(f"{number} is beyond the numbers Hungarian has words for here")
    if value == 0:
        return "nulla"
    if value % 10:
        return UNITS[value % 10]
    if value % 100:
        return TENS[value % 100 // 10]
    if value % 1000:
        return "száz"
    group = 0
    value //= 1000
    while value % 1000 == 0:
        value //= 1000
        group += 1
    return GROUPS[group]


@cache
def number_reading(number: int) -> Reading:
    return WORDS[last_word(number)]


def number_case(number: int, case: str, text: str | None = None) -> str:
    """``number`` (written as ``text``, by default its digits) with the ending of ``case``: «5-re», «3-mal»."""
    return f"{number if text is None else text}{NO_BREAK_HYPHEN}{ending(number_reading(number), case)}"


def number_adjective(number: int, text: str | None = None) -> str:
    """``number`` (written as ``text``) with the adjective's -s, the linking vowel of its accusative (hármat →
    hármas, hatot → hatos, ötöt → ötös, ezret → ezres), a bare -s after a vowel (nulla → nullás); kettő, whose
    accusative keeps the ő (kettőt), makes kettes: «2-es». Joined with a non-breaking hyphen."""
    reading = number_reading(number)
    if last_word(number) == "kettő":
        suffix = "es"
    elif reading.vowel:
        suffix = "s"
    else:
        suffix = ending(reading, "acc")[:-1] + "s"
    return f"{number if text is None else text}{NO_BREAK_HYPHEN}{suffix}"


def hungarian_article(number: int) -> str:
    """ "az" before a number read with a vowel (egy, öt, ötven, ötszáz, ezer, egymillió …), else "a".

    Its ordinal starts with the same sound (első, ötödik, ezredik), so an ordinal takes the same article."""
    digits = str(abs(number))
    lead, length = digits[0], len(digits)
    vowel = number >= 0 and (lead == "5" or (lead == "1" and length % 3 == 1))
    return "az" if vowel else "a"


# The ordinal of each word a number can end in (of 1 and 2 alone: «első», «második»; of 11: «tizenegyedik»).
ORDINALS: dict[str, str] = {
    "nulla": "nulladik",
    "egy": "egyedik",
    "kettő": "kettedik",
    "három": "harmadik",
    "négy": "negyedik",
    "öt": "ötödik",
    "hat": "hatodik",
    "hét": "hetedik",
    "nyolc": "nyolcadik",
    "kilenc": "kilencedik",
    "tíz": "tizedik",
    "húsz": "huszadik",
    "harminc": "harmincadik",
    "negyven": "negyvenedik",
    "ötven": "ötvenedik",
    "hatvan": "hatvanadik",
    "hetven": "hetvenedik",
    "nyolcvan": "nyolcvanadik",
    "kilencven": "kilencvenedik",
    "száz": "századik",
    "ezer": "ezredik",
    "millió": "milliomodik",
    "milliárd": "milliárdodik",
    "billió": "billiomodik",
    "billiárd": "billiárdodik",
    "trillió": "trilliomodik",
    "trilliárd": "trilliárdodik",
}


def ordinal_word(number: int) -> str:
    """The word an ordinal is read with last: 1. «első», 2. «második», 12. «tizenkettedik» → «kettedik»."""
    if abs(number) in (1, 2):
        return ("első", "második")[abs(number) - 1]
    return ORDINALS[last_word(number)]


@cache
def ordinal_reading(number: int) -> Reading:
    word = ordinal_word(number)
    reading = reading_of(word)
    if reading.vowel:  # első: «1.-t», «1.-n»
        return reading
    linking = "a" if reading.harmony is Harmony.BACK else "e"  # másodikat, ötödiket
    return Reading(reading.harmony, reading.final, False, linking + "t", None)


def ordinal(number: int) -> str:
    """The ordinal in digits: «2.», as in «a 2. körben»."""
    return f"{number}."


def ordinal_case(number: int, case: str) -> str:
    """The ordinal standing alone with the ending of ``case``: «2.-ba», «5.-be», «1.-vel»."""
    return f"{ordinal(number)}{NO_BREAK_HYPHEN}{ending(ordinal_reading(number), case)}"
