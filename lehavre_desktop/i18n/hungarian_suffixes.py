"""Hungarian case endings, chosen by how a word is read and written onto it as standard orthography (AkH 12) says.

A word's ending depends on its sound, not its letters: the vowel harmony of the word, and whether it ends in a
vowel or in which consonant (``Reading``, made from the word's Hungarian spelling by ``reading_of``). How the
ending is then written depends on the letters (``attach``):

- joined directly: «Péternek», «Emmával» (a final a/e/o/ö lengthens: Emma → Emmá-, Hugo → Hugó-), the -val/-vel
  and -vá/-vé endings taking the last sound: «Péterrel», «Maxszal», «Balázzsal» (a digraph doubles its first
  letter), «Bachhal», «Smithszel» (ch, ck, sh, th, tz … are letter groups Hungarian writing knows);
- with a hyphen where the word does not end in the letters of its last sound: a silent letter
  («Shakespeare-rel», «Joe-nak»), a letter of another script, a digit («5-re») — the ending still follows
  the sound: «George-dzsal»;
- a word ending in a doubled consonant letter meeting an ending that begins with it: Hungarian given names drop
  the third letter («Marcellel», «Mariannak», «Bernadettől»), other names take a hyphen («Scott-tal»,
  «Mann-nak», «Kiss-sel»).

The cases, by the names sentences use (``CASES``):
  acc   accusative -t/-ot/-et/-öt          «Pétert», «Maxot», «Emmát»
  dat   dative -nak/-nek                    «Maxnak», «Péternek»
  ins   instrumental -val/-vel              «Maxszal», «Emmával», «Péterrel»
  tra   translative -vá/-vé                 «Emmává», «Péterré»
  cau   causal-final -ért                   «Maxért»
  ill   illative -ba/-be                    «Maxba»
  ine   inessive -ban/-ben                  «Maxban»
  ela   elative -ból/-ből                   «Maxból»
  sub   sublative -ra/-re                   «Maxra»
  sup   superessive -n/-on/-en/-ön          «Maxon», «Emmán», «Ödönön»
  del   delative -ról/-ről                  «Maxról»
  all   allative -hoz/-hez/-höz             «Maxhoz», «Péterhez», «Ödönhöz»
  ade   adessive -nál/-nél                  «Maxnál»
  abl   ablative -tól/-től                  «Maxtól»
  ter   terminative -ig                     «Maxig», «Emmáig»
  poss  possessive -é ("Max's")             «Maxé», «Emmáé»
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Harmony(Enum):
    BACK = 0  # a á o ó u ú: -nak, -hoz
    FRONT = 1  # e, or only i í é: -nek, -hez
    ROUNDED = 2  # ö ő ü ű last: -nek, -höz


CASES: tuple[str, ...] = (
    "acc",
    "dat",
    "ins",
    "tra",
    "cau",
    "ill",
    "ine",
    "ela",
    "sub",
    "sup",
    "del",
    "all",
    "ade",
    "abl",
    "ter",
    "poss",
)

# Endings that only follow the harmony: (back, front, rounded).
_PLAIN: dict[str, tuple[str, str, str]] = {
    "dat": ("nak", "nek", "nek"),
    "ill": ("ba", "be", "be"),
    "ine": ("ban", "ben", "ben"),
    "ela": ("ból", "ből", "ből"),
    "sub": ("ra", "re", "re"),
    "del": ("ról", "ről", "ről"),
    "all": ("hoz", "hez", "höz"),
    "ade": ("nál", "nél", "nél"),
    "abl": ("tól", "től", "től"),
    "cau": ("ért", "ért", "ért"),
    "ter": ("ig", "ig", "ig"),
    "poss": ("é", "é", "é"),
}
_LINKING = ("o", "e", "ö")  # the vowel before -t and -n after a consonant
_ASSIMILATED = {"ins": ("al", "el", "el"), "tra": ("á", "é", "é")}  # after the doubled last consonant (or v)

VOWELS = frozenset("aáeéiíoóöőuúüű")
_BACK = frozenset("aáoóuú")
_ROUNDED = frozenset("öőüű")
_NEUTRAL = frozenset("iíé")
_LENGTHENED = {"a": "á", "e": "é", "o": "ó", "ö": "ő"}
# Hungarian letters of more than one character, longest first.
_DIGRAPHS = ("dzs", "cs", "dz", "gy", "ly", "ny", "sz", "ty", "zs")
# After these consonants (following a vowel) the accusative is a bare -t: «Pált», «Jánost», «Gergelyt».
_BARE_T = frozenset({"j", "l", "ly", "n", "ny", "r", "s", "sz", "z", "zs"})


@dataclass(frozen=True)
class Reading:
    """What the endings of a word depend on: its harmony and its last sound.

    ``final`` is the last sound in Hungarian letters ("a", "é", "sz", "dzs"); ``bare_accusative`` says the
    accusative is a bare -t (a vowel, or one of j l ly n ny r s sz z zs after a vowel). Number words, whose
    accusative and superessive endings a rule cannot tell (hármat, ezret, hússzal), give them in
    ``accusative`` and ``superessive``.
    """

    harmony: Harmony
    final: str
    bare_accusative: bool
    accusative: str | None = None
    superessive: str | None = None

    @property
    def vowel(self) -> bool:
        return self.final in VOWELS


def harmony_of(spoken: str) -> Harmony:
    """The harmony of a word in Hungarian spelling.

    The last vowel decides, except i, í and é, which let an earlier vowel decide: «Dávidnak», «Zsófinak»
    (one of them after a back vowel: back), «Olivérnek», «Noéminek» (two of them: front), «Lilinek» (only
    they: front).
    """
    vowels = [letter for letter in spoken if letter in VOWELS]
    if not vowels:
        return Harmony.FRONT
    last = vowels[-1]
    if last in _ROUNDED:
        return Harmony.ROUNDED
    if last in _BACK:
        return Harmony.BACK
    if last not in _NEUTRAL:
        return Harmony.FRONT
    for neutral, vowel in enumerate(reversed(vowels)):
        if vowel not in _NEUTRAL:
            return Harmony.BACK if vowel in _BACK and neutral == 1 else Harmony.FRONT
    return Harmony.FRONT


def last_sound(spoken: str) -> str:
    """The last sound of a word in Hungarian spelling, as its letters: "a", "sz", "dzs", "t"."""
    for graph in _DIGRAPHS:
        if spoken.endswith(graph):
            return graph
    return spoken[-1:]


def reading_of(spoken: str) -> Reading:
    """The reading of a word written in Hungarian spelling, lower case: "péter", "maksz", "dzsordzs"."""
    final = last_sound(spoken)
    before = spoken[: len(spoken) - len(final)]
    if final and before.endswith(final[0]):  # a long consonant: Marcell, Bernadett, Kossuth's t
        before = before[:-1]
    after_vowel = before[-1:] in VOWELS
    bare = final in VOWELS or (final in _BARE_T and after_vowel)
    return Reading(harmony_of(spoken), final, bare)


def ending(reading: Reading, case: str) -> str:
    """The ending of ``case`` as written after the word: "nak", "ot", "szal" (the doubled sound and -al)."""
    harmony = reading.harmony.value
    if case in _PLAIN:
        return _PLAIN[case][harmony]
    if case == "acc":
        if reading.accusative is not None:
            return reading.accusative
        return "t" if reading.bare_accusative else _LINKING[harmony] + "t"
    if case == "sup":
        if reading.superessive is not None:
            return reading.superessive
        return "n" if reading.vowel else _LINKING[harmony] + "n"
    if case in _ASSIMILATED:
        return ("v" if reading.vowel else reading.final) + _ASSIMILATED[case][harmony]
    raise ValueError(f"no Hungarian case {case!r}")


def _with_long_final(written: str, reading: Reading) -> str:
    """Emma → Emmá-, Hugo → Hugó-, Zoe (read "zoé") → Zoé-: the written vowel takes the length it is read with."""
    short = written[-1:].lower()
    long = _LENGTHENED.get(short)
    if long is None or long != _LENGTHENED.get(reading.final, reading.final):
        return written
    return written[:-1] + (long.upper() if written[-1].isupper() else long)


def attach(written: str, reading: Reading, case: str, *, hyphen: bool = False, given_name: bool = False) -> str:
    """``written`` with the ending of ``case``; ``hyphen`` when the word does not end in the letters of its last
    sound; ``given_name`` for a Hungarian given name, which drops a third equal consonant instead of a hyphen."""
    suffix = ending(reading, case)
    if hyphen:
        return f"{written}-{suffix}"
    if reading.vowel:
        return _with_long_final(written, reading) + suffix
    lower = written.lower()
    if case in _ASSIMILATED:
        sound = reading.final
        if lower.endswith(sound[0] + sound):  # already long: Marcell + lel, Kiss + sel
            return written + suffix[len(sound) :] if given_name else f"{written}-{suffix}"
        if len(sound) > 1 and lower.endswith(sound):
            # A digraph doubles its first letter: Balázs → Balázzsal, Gergely → Gergellyel.
            cut = len(written) - len(sound)
            return written[:cut] + written[cut] + written[cut:] + suffix[len(sound) :]
        return written + suffix
    if len(lower) >= 2 and lower[-1] == lower[-2] == suffix[0]:  # Mariann + nak, Scott + tól
        return written + suffix[1:] if given_name else f"{written}-{suffix}"
    return written + suffix
