"""Hungarian numbers in digits with the case ending of the way they are read, ordinals with their dot, and the
adjective with -s («a 2-es szektor»)."""

from __future__ import annotations

import re

import pytest

from lehavre_desktop.i18n.hungarian_numbers import (
    LARGEST,
    NO_BREAK_HYPHEN,
    hungarian_article,
    last_word,
    number_adjective,
    number_case,
    ordinal,
    ordinal_case,
)

# 0 to 100 as a Hungarian reads them aloud.
SPOKEN_TEXT = """
nulla egy kettő három négy öt hat hét nyolc kilenc
tíz tizenegy tizenkettő tizenhárom tizennégy tizenöt tizenhat tizenhét tizennyolc tizenkilenc
húsz huszonegy huszonkettő huszonhárom huszonnégy huszonöt huszonhat huszonhét huszonnyolc huszonkilenc
harminc harmincegy harminckettő harminchárom harmincnégy harmincöt harminchat harminchét harmincnyolc harminckilenc
negyven negyvenegy negyvenkettő negyvenhárom negyvennégy negyvenöt negyvenhat negyvenhét negyvennyolc negyvenkilenc
ötven ötvenegy ötvenkettő ötvenhárom ötvennégy ötvenöt ötvenhat ötvenhét ötvennyolc ötvenkilenc
hatvan hatvanegy hatvankettő hatvanhárom hatvannégy hatvanöt hatvanhat hatvanhét hatvannyolc hatvankilenc
hetven hetvenegy hetvenkettő hetvenhárom hetvennégy hetvenöt hetvenhat hetvenhét hetvennyolc hetvenkilenc
nyolcvan nyolcvanegy nyolcvankettő nyolcvanhárom nyolcvannégy nyolcvanöt nyolcvanhat nyolcvanhét nyolcvannyolc
nyolcvankilenc
kilencven kilencvenegy kilencvenkettő kilencvenhárom kilencvennégy kilencvenöt kilencvenhat kilencvenhét
kilencvennyolc kilencvenkilenc
száz
"""
SPOKEN = SPOKEN_TEXT.split()

# The endings after a number whose reading ends in each word, written as they are after the digits:
# sublative, instrumental, accusative, superessive, allative, elative, dative, delative, illative.
ENDINGS: dict[str, tuple[str, ...]] = {
    "nulla": ("ra", "val", "t", "n", "hoz", "ból", "nak", "ról", "ba"),
    "egy": ("re", "gyel", "et", "en", "hez", "ből", "nek", "ről", "be"),
    "kettő": ("re", "vel", "t", "n", "höz", "ből", "nek", "ről", "be"),
    "három": ("ra", "mal", "at", "on", "hoz", "ból", "nak", "ról", "ba"),
    "négy": ("re", "gyel", "et", "en", "hez", "ből", "nek", "ről", "be"),
    "öt": ("re", "tel", "öt", "ön", "höz", "ből", "nek", "ről", "be"),
    "hat": ("ra", "tal", "ot", "on", "hoz", "ból", "nak", "ról", "ba"),
    "hét": ("re", "tel", "et", "en", "hez", "ből", "nek", "ről", "be"),
    "nyolc": ("ra", "cal", "at", "on", "hoz", "ból", "nak", "ról", "ba"),
    "kilenc": ("re", "cel", "et", "en", "hez", "ből", "nek", "ről", "be"),
    "tíz": ("re", "zel", "et", "en", "hez", "ből", "nek", "ről", "be"),
    "húsz": ("ra", "szal", "at", "on", "hoz", "ból", "nak", "ról", "ba"),
    "harminc": ("ra", "cal", "at", "on", "hoz", "ból", "nak", "ról", "ba"),
    "negyven": ("re", "nel", "et", "en", "hez", "ből", "nek", "ről", "be"),
    "ötven": ("re", "nel", "et", "en", "hez", "ből", "nek", "ről", "be"),
    "hatvan": ("ra", "nal", "at", "on", "hoz", "ból", "nak", "ról", "ba"),
    "hetven": ("re", "nel", "et", "en", "hez", "ből", "nek", "ről", "be"),
    "nyolcvan": ("ra", "nal", "at", "on", "hoz", "ból", "nak", "ról", "ba"),
    "kilencven": ("re", "nel", "et", "en", "hez", "ből", "nek", "ről", "be"),
    "száz": ("ra", "zal", "at", "on", "hoz", "ból", "nak", "ról", "ba"),
}
CHECKED = ("sub", "ins", "acc", "sup", "all", "ela", "dat", "del", "ill")


def joined(written: str) -> str:
    """A table's «5-re» as the program writes it: a line never breaks between a number and its ending."""
    return re.sub(r"(?<=[0-9.])-", NO_BREAK_HYPHEN, written)


def spoken_ending(spoken: str) -> str:
    """The word a spoken number ends in: the longest entry of ENDINGS it ends with."""
    return max((word for word in ENDINGS if spoken.endswith(word)), key=len)


@pytest.mark.parametrize("number", range(101))
def test_every_number_up_to_a_hundred_takes_the_endings_of_its_last_word(number: int) -> None:
    expected = [f"{number}{NO_BREAK_HYPHEN}{ending}" for ending in ENDINGS[spoken_ending(SPOKEN[number])]]
    assert [number_case(number, case) for case in CHECKED] == expected


def test_the_spoken_table_is_complete() -> None:
    assert len(SPOKEN) == 101 and SPOKEN[25] == "huszonöt" and SPOKEN[100] == "száz"


@pytest.mark.parametrize(
    ("number", "sub", "ins", "acc"),
    [
        (101, "101-re", "101-gyel", "101-et"),
        (110, "110-re", "110-zel", "110-et"),
        (120, "120-ra", "120-szal", "120-at"),
        (200, "200-ra", "200-zal", "200-at"),
        (555, "555-re", "555-tel", "555-öt"),
        (999, "999-re", "999-cel", "999-et"),
        (1000, "1000-re", "1000-rel", "1000-et"),
        (1002, "1002-re", "1002-vel", "1002-t"),
        (2000, "2000-re", "2000-rel", "2000-et"),
        (10_000, "10000-re", "10000-rel", "10000-et"),
        (100_000, "100000-re", "100000-rel", "100000-et"),
        (1_000_000, "1000000-ra", "1000000-val", "1000000-t"),
        (2_500_000, "2500000-re", "2500000-rel", "2500000-et"),
        (3_000_000_000, "3000000000-ra", "3000000000-dal", "3000000000-ot"),
        (-5, "-5-re", "-5-tel", "-5-öt"),
        (-20, "-20-ra", "-20-szal", "-20-at"),
    ],
)
def test_larger_and_negative_numbers(number: int, sub: str, ins: str, acc: str) -> None:
    assert [number_case(number, case) for case in ("sub", "ins", "acc")] == [joined(sub), joined(ins), joined(acc)]


def test_the_other_cases_and_a_written_sign() -> None:
    assert [number_case(4, case) for case in ("tra", "cau", "ine", "ade", "abl", "ter", "poss")] == [
        joined(written) for written in ("4-gyé", "4-ért", "4-ben", "4-nél", "4-től", "4-ig", "4-é")
    ]
    assert number_case(1, "sub", "+1") == joined("+1-re")


def test_numbers_beyond_the_words_are_refused() -> None:
    assert last_word(LARGEST) == "kilenc"
    with pytest.raises(ValueError, match="beyond"):
        last_word(LARGEST + 1)


@pytest.mark.parametrize(
    ("number", "article"),
    [
        (0, "a"),
        (1, "az"),
        (2, "a"),
        (5, "az"),
        (10, "a"),
        (11, "a"),
        (50, "az"),
        (100, "a"),
        (500, "az"),
        (1000, "az"),
        (1500, "az"),
        (5000, "az"),
        (10_000, "a"),
        (1_000_000, "az"),
        (-1, "a"),
    ],
)
def test_the_article_before_a_number_and_its_ordinal(number: int, article: str) -> None:
    assert hungarian_article(number) == article


@pytest.mark.parametrize(
    ("number", "ill", "ins", "acc", "sup"),
    [
        (0, "0.-ba", "0.-kal", "0.-at", "0.-on"),
        (1, "1.-be", "1.-vel", "1.-t", "1.-n"),
        (2, "2.-ba", "2.-kal", "2.-at", "2.-on"),
        (3, "3.-ba", "3.-kal", "3.-at", "3.-on"),
        (4, "4.-be", "4.-kel", "4.-et", "4.-en"),
        (5, "5.-be", "5.-kel", "5.-et", "5.-en"),
        (8, "8.-ba", "8.-kal", "8.-at", "8.-on"),
        (10, "10.-be", "10.-kel", "10.-et", "10.-en"),
        (11, "11.-be", "11.-kel", "11.-et", "11.-en"),
        (12, "12.-be", "12.-kel", "12.-et", "12.-en"),
        (20, "20.-ba", "20.-kal", "20.-at", "20.-on"),
        (100, "100.-ba", "100.-kal", "100.-at", "100.-on"),
        (1000, "1000.-be", "1000.-kel", "1000.-et", "1000.-en"),
    ],
)
def test_an_ordinal_standing_alone_is_read_as_the_ordinal(number: int, ill: str, ins: str, acc: str, sup: str) -> None:
    assert ordinal(number) == f"{number}."
    assert [ordinal_case(number, case) for case in ("ill", "ins", "acc", "sup")] == [
        joined(ill),
        joined(ins),
        joined(acc),
        joined(sup),
    ]


@pytest.mark.parametrize(
    ("number", "adjective"),
    [
        (0, "0-s"),  # nullás
        (1, "1-es"),
        (2, "2-es"),  # kettes, though the accusative is kettőt
        (3, "3-as"),
        (4, "4-es"),
        (5, "5-ös"),
        (6, "6-os"),
        (7, "7-es"),
        (8, "8-as"),
        (9, "9-es"),
        (10, "10-es"),
        (12, "12-es"),
        (20, "20-as"),
        (25, "25-ös"),
        (30, "30-as"),
        (100, "100-as"),
        (1000, "1000-es"),
        (1_000_000, "1000000-s"),  # milliós
    ],
)
def test_the_adjective_of_a_number_takes_the_linking_vowel_it_is_read_with(number: int, adjective: str) -> None:
    assert number_adjective(number) == joined(adjective)
    assert number_adjective(number, f"×{number}") == f"×{joined(adjective)}"
