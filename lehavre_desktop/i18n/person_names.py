"""A player's grammatical gender, and a guess of it from the name for a new game's default and an old save.

Greek gives every name an article of its gender («ο Νίκος», «η Μαρία», «η Emma», «ο Max»); the player
chooses it beside the name, and the guess is only where nobody chose: it reads the first word of the name
(the given name: «Μαρία Παπαδοπούλου», «Άννα-Μαρία») by its ending, with tables of the names whose
ending misleads.

- Greek letters: -ος, -ης, -ας, -ές, -ούς, -ων and the undeclined «Μιχαήλ», «Δαβίδ» are masculine; -α, -η, -ω,
  -ού, -ις are feminine; so are «Ελισάβετ», «Ραχήλ» … (``GREEK_FEMININE``).
- Latin letters: -a is feminine (Emma, Anna, Éva), except Attila, Gyula, Luca, Nikita … (``MASCULINE_IN_A``);
  -e is feminine (Marie, Sophie, Emese), except George, Mike, Bence, Imre, Uwe … (``MASCULINE_IN_E``); -ah
  is feminine (Sarah) except Noah, Jonah …; other endings are masculine (Max, John, Péter, Józsi, Ottó),
  except Ingrid, Judit, Erzsébet, Mari, Lucy, Ildikó … (``FEMININE``).
- The default names «Παίκτης 1», "Player 1", «1. játékos» and the computer's «Υπολογιστής» are masculine, as
  the nouns are; a name of no letters is masculine.
"""

from __future__ import annotations

import re
import unicodedata
from enum import Enum
from functools import cache


class Gender(Enum):
    """A name's grammatical gender; the values are what a game record stores."""

    MASCULINE = "masculine"
    FEMININE = "feminine"


GREEK_MASCULINE_ENDINGS = ("ος", "ης", "ας", "ες", "ους", "ων")
GREEK_FEMININE_ENDINGS = ("α", "η", "ω", "ου", "ις")
# Greek names written with accents removed, lower case.
GREEK_FEMININE = frozenset({"ελισαβετ", "εσθηρ", "ιουδιθ", "καρμεν", "μιριαμ", "νοεμι", "ραχηλ", "ρουθ"})
GREEK_MASCULINE = frozenset({"παρις"})
# Latin-script names written with accents removed, lower case.
MASCULINE_IN_A = frozenset(
    {
        "andrija",
        "attila",
        "bela",
        "costa",
        "csaba",
        "dima",
        "elia",
        "ezra",
        "geza",
        "gyula",
        "ilija",
        "jona",
        "joshua",
        "jukka",
        "kosta",
        "kuba",
        "luca",
        "luka",
        "mattia",
        "mika",
        "misha",
        "mischa",
        "mustafa",
        "nicola",
        "nikita",
        "nikola",
        "sasha",
        "sascha",
        "sava",
    }
)
MASCULINE_IN_E = frozenset(
    {
        "andre",
        "antoine",
        "archie",
        "bence",
        "blake",
        "bruce",
        "charlie",
        "christophe",
        "clyde",
        "dale",
        "dante",
        "dave",
        "dome",
        "duke",
        "ede",
        "eddie",
        "emanuele",
        "endre",
        "etienne",
        "felipe",
        "frankie",
        "freddie",
        "gabriele",
        "george",
        "giuseppe",
        "guillaume",
        "imre",
        "jake",
        "jerome",
        "jesse",
        "joe",
        "jorge",
        "jose",
        "kyle",
        "lance",
        "lee",
        "levente",
        "louie",
        "luke",
        "mate",
        "maxime",
        "mike",
        "ole",
        "philippe",
        "pierre",
        "reggie",
        "rene",
        "ronnie",
        "shane",
        "stephane",
        "steve",
        "uwe",
        "vince",
        "wayne",
        "willie",
        "zente",
    }
)
MASCULINE_IN_AH = frozenset({"elijah", "isaiah", "jeremiah", "jonah", "josiah", "judah", "micah", "noah"})
FEMININE = frozenset(
    {
        # Hungarian
        "adrienn",
        "agnes",
        "ani",
        "aniko",
        "annabell",
        "annett",
        "agi",
        "babett",
        "bernadett",
        "betti",
        "bori",
        "bozsi",
        "dori",
        "edit",
        "eniko",
        "erzsebet",
        "erzsi",
        "eszter",
        "eszti",
        "evelin",
        "evi",
        "fanni",
        "gizell",
        "greti",
        "gyongyver",
        "hajnal",
        "heni",
        "henriett",
        "ildiko",
        "izabell",
        "jazmin",
        "jolan",
        "judit",
        "juli",
        "karolin",
        "katalin",
        "kati",
        "kitti",
        "klari",
        "kriszti",
        "lili",
        "margit",
        "margo",
        "mari",
        "mariann",
        "mercedesz",
        "niki",
        "nikolett",
        "noemi",
        "nori",
        "orsi",
        "panni",
        "rozi",
        "timi",
        "vivi",
        "vivien",
        "zsanett",
        "zsofi",
        "zsuzsi",
        # Greek in Latin letters
        "aggeliki",
        "angeliki",
        "eleni",
        "fotini",
        "irini",
        "paraskevi",
        "vasiliki",
        "zoi",
        # other languages
        "abigail",
        "alison",
        "allison",
        "amy",
        "ann",
        "astrid",
        "audrey",
        "beatrix",
        "beth",
        "betty",
        "bridget",
        "carmen",
        "carol",
        "cathy",
        "chantal",
        "cindy",
        "colleen",
        "daisy",
        "dolores",
        "doreen",
        "doris",
        "dorothy",
        "edith",
        "eileen",
        "eleanor",
        "elizabeth",
        "elisabeth",
        "ellen",
        "emily",
        "esther",
        "evelyn",
        "faith",
        "gladys",
        "gwen",
        "harriet",
        "hazel",
        "heather",
        "heidi",
        "helen",
        "holly",
        "ines",
        "ingrid",
        "iris",
        "isabel",
        "ivy",
        "janet",
        "jasmin",
        "jennifer",
        "jenny",
        "jocelyn",
        "judith",
        "judy",
        "juliet",
        "june",
        "karin",
        "kathleen",
        "kathy",
        "katy",
        "kelly",
        "kimberly",
        "kristin",
        "lilian",
        "lillian",
        "lily",
        "lucy",
        "lynn",
        "mabel",
        "mandy",
        "margaret",
        "mary",
        "maureen",
        "megan",
        "mercedes",
        "meredith",
        "miriam",
        "molly",
        "nancy",
        "naomi",
        "peggy",
        "penny",
        "phyllis",
        "polly",
        "rachel",
        "ruby",
        "ruth",
        "sally",
        "scarlett",
        "shirley",
        "sigrid",
        "susan",
        "tiffany",
        "violet",
        "wendy",
    }
)
WORD = re.compile(r"[^\W\d_]+")


def _plain(word: str) -> str:
    """Lower case without accents: «Νίκος» → "νικος", "Béla" → "bela"."""
    return "".join(c for c in unicodedata.normalize("NFD", word.lower()) if not unicodedata.combining(c))


def _greek(word: str) -> bool:
    return all(unicodedata.name(letter, "").startswith("GREEK") for letter in word)


@cache
def guess_gender(name: str) -> Gender:
    """The gender a name most likely has, for an article before it; the player can always choose another."""
    first = WORD.search(name)
    if first is None:
        return Gender.MASCULINE
    word = _plain(first.group(0))
    if _greek(first.group(0)):
        word = word[:-1] + "ς" if word.endswith("σ") else word  # a final sigma typed as a middle one
        if word in GREEK_FEMININE:
            return Gender.FEMININE
        if word in GREEK_MASCULINE or word.endswith(GREEK_MASCULINE_ENDINGS):
            return Gender.MASCULINE
        return Gender.FEMININE if word.endswith(GREEK_FEMININE_ENDINGS) else Gender.MASCULINE
    if word in FEMININE:
        return Gender.FEMININE
    if word.endswith("a"):
        return Gender.MASCULINE if word in MASCULINE_IN_A else Gender.FEMININE
    if word.endswith("e"):
        return Gender.MASCULINE if word in MASCULINE_IN_E else Gender.FEMININE
    if word.endswith("ah"):
        return Gender.MASCULINE if word in MASCULINE_IN_AH else Gender.FEMININE
    return Gender.MASCULINE
