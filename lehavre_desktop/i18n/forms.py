"""Nouns in the form the sentence asks for: ``{building:acc}``, ``{amount:gen}``, ``{player:the}``, ``{n:sub}``.

A translated sentence names the form of each noun in its placeholder, and the noun looks that
form up in the current language as a message of its own (the English name in a context per
form: "BuildingForm:acc", "AmountsAcc" ...), so a translator inflects each building, good and
amount once and every sentence chooses what it needs. English uses the plain name for every form.
Players and numbers are inflected by the program, by the rules of the language (``Player``, ``Number``).

The forms of buildings, goods and amounts (each message's translator comment says which one it is):
  ""     the bare name, as on a label: "Clay Mound", "Fish", "3 francs"
  "the"  nominative with the definite article (Greek ο/η/το; Hungarian a/az)
  "acc"  accusative with the definite article (Greek τον/την/το; Hungarian a/az … -t)
  "gen"  genitive (Greek του/της; Hungarian possessor/dative -nak/-nek)
  "ins"  the means, "with fish" (Greek με …; Hungarian instrumental -val/-vel)
  "art"  numbers and round letters with the Hungarian article "a"/"az", decided here by how the
         number or letter is read; the bare number or letter in every other language
  "owned", "owned-acc"  buildings, goods and markers of a player named just before them: the Hungarian
         possessed forms («{owner:the} {building:owned-acc}» → «Emma Agyagdombját», «Max agyaga»); Greek and
         English say them as "the" and "acc", and put the owner after them in the genitive

A form whose name starts with a capital gives the form at the start of a sentence: ``{player:The}``
«Ο Νίκος», ``{building:The}`` «Ο Φούρνος», ``{n:Art}`` «Az 5». A player's name itself is left as typed.

The forms of a player (``{player:…}``); English says the name in every one:
  ""      the name as typed, as on a label, for the computer too: «Νίκος», «Emma», «Υπολογιστής (Δυνατός)»
  "the"   the subject: Greek «ο Νίκος», «η Μαρία», «η Emma», «ο υπολογιστής»; Hungarian «Max», «a gép» (names
          take no article, as in standard writing)
  "gen"   the owner: Greek «του Νίκου», «της Μαρίας», «του υπολογιστή»; Hungarian possessor -nak/-nek,
          as "dat" («Maxnak», «a gépnek»: «Maxnak az Agyagdombja»; the bare possessor is "the": «Max Agyagdombja»)
  "acc"   the object: Greek «τον Νίκο», «τη Μαρία», «την Ελένη», «τον υπολογιστή»; Hungarian «Maxot», «Emmát»,
          «Pétert», «a gépet»
  "voc"   calling the player: Greek «Νίκο», «Γιάννη», «Κώστα», «Μαρία»; Hungarian the name («Max, te jössz»)
  "ins"   with the player: Greek «με τον Νίκο»; Hungarian «Maxszal», «Emmával», «Péterrel», «a géppel»
  "to"    Greek «στον Νίκο», «στη Μαρία», «στην Emma», «στον υπολογιστή» (σε with the article)
  "from"  Greek «από τον Νίκο», «από τη Μαρία»
  "for"   Greek «για τον Νίκο», «για τη Μαρία»
  Hungarian cases (``hungarian_suffixes``), on the name as standard writing joins them, by vowel harmony and
  the name's last sound, a hyphen where the name does not end as it is read («Joe-nak», «George-dzsal»):
  "dat" «Maxnak», «Emmának», «Péternek»     "abl" «Maxtól», «Emmától», «Pétertől»
  "all" «Maxhoz», «Péterhez», «Ödönhöz»     "ade" «Maxnál», «Péternél»
  "sub" «Maxra», «Emmára», «Péterre»        "del" «Maxról», «Péterről»
  "sup" «Maxon», «Emmán», «Péteren»         "ill" «Maxba», "ine" «Maxban», "ela" «Maxból»
  "tra" «Maxszá», «Emmává»                  "cau" «Maxért», "ter" «Maxig», "poss" «Maxé», «Emmáé»
  A form a language does not have (a Hungarian case in Greek, "to" in Hungarian) gives the name as typed.

The forms of a number (``{n:…}``); every language but Hungarian says the bare number in each:
  ""            «5»
  "art"         «az 5», «a 10» (as above)
  any case      «5-re», «6-ra», «10-zel», «1-gyel», «3-at», «4-ről», «0-ból», «20-szal» (the Hungarian cases of
                a player: "acc" "dat" "ins" "tra" "cau" "ill" "ine" "ela" "sub" "sup" "del" "all" "ade" "abl"
                "ter" "poss"), chosen by how the number is read: «25-tel» (huszonöt), «1000-rel» (ezer)
  "art-<case>"  «a 6-ra», «az 5-re»
  "ord"         the ordinal with its dot: «a {n:ord} körben» → «a 2. körben»
  "art-ord"     «az 5.», «a 2.»: «{n:art-ord} ismétlésben» → «a 2. ismétlésben»
  "ord-<case>", "art-ord-<case>"   the ordinal standing alone: «a 2.-ba» (másodikba), «az 5.-be»
  "adj", "art-adj"   the adjective with -s: «a ×{n:adj} szektor» → «a ×2-es szektor», «a 3-as», «az 5-ös»
A sector (``{sector:…}``) is written as the board labels it, 0, ×2, ×3, ×4, ×4+; in Hungarian also as the
adjective before «szektor», "adj" «0-s», «×2-es», «×3-as», «×4-es», «×4+» and "art-adj" «a ×2-es» («a ×2-es
szektorban», «a 0-s szektorba»): «a 2. szektor» would be the second sector.

A form the language has not filled falls back to the bare name in that language, never to English.
Every form is worked out when the sentence is formatted, in the language then current.
"""  # noqa: RUF002  (Greek capitals in the examples)

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale

from ..engine import ROUND_LETTERS, SECTOR_LABELS, Cost, Good
from .amounts import AMOUNT_FORMS, NOUNS, amount_text
from .greek_names import COMPUTER_NOUN, GREEK_FORMS, greek_forms
from .hungarian_names import COMPUTER, hungarian_name
from .hungarian_numbers import hungarian_article as hungarian_article
from .hungarian_numbers import number_adjective, number_case, ordinal, ordinal_case
from .hungarian_suffixes import CASES
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
from .person_names import Gender, guess_gender

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


def greek() -> bool:
    return QLocale().language() == QLocale.Language.Greek


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


class Term(ABC):
    """A noun whose form the sentence picks with the placeholder's format spec: ``{building:acc}``; the form's
    name with a capital (``{building:The}``) puts it at the start of a sentence."""

    FORMS: frozenset[str] = frozenset({""})

    def __format__(self, spec: str) -> str:
        if spec in self.FORMS:
            return self.form(spec)
        lowered = spec[:1].lower() + spec[1:]
        if lowered != spec and lowered in self.FORMS:
            return self.sentence_start(lowered)
        return self.form("")

    def __str__(self) -> str:
        return self.form("")

    @abstractmethod
    def form(self, form: str) -> str:
        """The noun in ``form``, one of ``FORMS``."""

    def sentence_start(self, form: str) -> str:
        """The noun in ``form`` as the first word of a sentence."""
        return capitalised(self.form(form))


def _looked_up(context: str, source: str, bare: str, bare_source: str) -> str:
    """A form's message; where the language has translated the bare name but not this form, the bare name."""
    text = QCoreApplication.translate(context, source)
    if text == source and bare != bare_source:
        return bare
    return text


class Building(Term):
    FORMS = frozenset({"", "the", "acc", "gen", "owned", "owned-acc"})

    def __init__(self, building: str) -> None:
        self.building = building

    def form(self, form: str) -> str:
        if not form:
            return building_name(self.building)
        source = BUILDING_FORMS[(self.building, form)]
        return _looked_up(f"BuildingForm:{form}", source, building_name(self.building), BUILDING_NAMES[self.building])


class GoodTerm(Term):
    """A good, or food (how a cost names it): "Fish", "the fish", "with fish"."""

    FORMS = frozenset({"", "the", "acc", "ins", "owned"})

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

    FORMS = frozenset({"", "the", "acc", "gen", "owned"})

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


_NUMBER_BASES = ("", "ord", "adj", *CASES, *(f"ord-{case}" for case in CASES))
NUMBER_FORMS = frozenset({*_NUMBER_BASES, *(f"art-{base}" if base else "art" for base in _NUMBER_BASES)})


class Number(Term):
    """A bare number; in Hungarian with its article (``{n:art}`` «az 5»), a case ending (``{n:sub}`` «5-re»), as
    an ordinal (``{n:ord}`` «5.») or as an adjective (``{n:adj}`` «5-ös»); see the module docstring."""

    FORMS = NUMBER_FORMS

    def __init__(self, value: int, signed: bool = False) -> None:
        self.value = value
        self.signed = signed

    def form(self, form: str) -> str:
        text = f"+{self.value}" if self.signed and self.value >= 0 else str(self.value)
        if not form or not hungarian():
            return text
        parts = form.split("-")
        case = parts[-1] if parts[-1] in CASES else None
        if "adj" in parts:
            said = number_adjective(self.value, text)
        elif "ord" in parts:
            said = ordinal(self.value) if case is None else ordinal_case(self.value, case)
        else:
            said = text if case is None else number_case(self.value, case, text)
        if parts[0] != "art":
            return said
        article = "a" if self.signed else hungarian_article(self.value)  # "+1" is read "plusz egy"
        return f"{article} {said}"


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
    """A sector of the wheel as the board labels it: "0", "×2", "×3", "×4", "×4+"; in Hungarian also as the
    adjective before «szektor»: ``{sector:art-adj}`` «a ×2-es», «a 0-s», «a ×4+»."""

    FORMS = frozenset({"", "art", "adj", "art-adj"})

    def __init__(self, age: int) -> None:
        self.age = age

    def form(self, form: str) -> str:
        text = f"×{SECTOR_LABELS[self.age]}" if self.age else "0"
        if not form or not hungarian():
            return text
        label = SECTOR_LABELS[self.age]
        # ×4+ is read "négy plusz", and «a ×4+-os szektor» is written by nobody: the label stands as it is.
        said = number_adjective(int(label), text) if form.endswith("adj") and label.isdigit() else text
        # Hungarian reads "×2" as "kettes", "0" as "nulla", "×4+" as "négy plusz": always "a".
        return f"a {said}" if form.startswith("art") else said


PLAYER_FORMS = frozenset({"", *GREEK_FORMS, *CASES})


class Player(Term):
    """A player's name in the form the sentence asks for (see the module docstring): ``{player:the}``.

    ``gender`` is the name's grammatical gender (Greek gives it its article), guessed from the name when not
    given; ``computer`` gives the seat the forms of the computer («ο υπολογιστής», «a gép») instead of its name.
    """

    FORMS = PLAYER_FORMS

    def __init__(self, name: str, gender: Gender | None = None, computer: bool = False) -> None:
        self.name = name
        self.gender = gender or guess_gender(name)
        self.computer = computer

    def __eq__(self, other: object) -> bool:
        """The same name of the same gender, the computer's or a person's: a player is a value (frames compare)."""
        return isinstance(other, Player) and self._identity() == other._identity()

    def __hash__(self) -> int:
        return hash(self._identity())

    def _identity(self) -> tuple[str, Gender, bool]:
        return self.name, self.gender, self.computer

    def _parts(self, form: str) -> tuple[str, str]:
        """The words the program writes, and the name as it is inflected."""
        if not form:
            return "", self.name
        if greek():
            if form not in GREEK_FORMS:
                return "", self.name
            if self.computer:
                lead, noun = greek_forms(COMPUTER_NOUN, Gender.MASCULINE)[form]
                return f"{lead} {noun}" if lead else noun, ""
            lead, name = greek_forms(self.name, self.gender)[form]
            return lead, name
        if hungarian():
            case = "dat" if form == "gen" else form
            if case in CASES:
                return (f"a {COMPUTER.case(case)}", "") if self.computer else ("", hungarian_name(self.name).case(case))
            if case in ("the", "voc"):
                return ("a gép", "") if self.computer else ("", self.name)
        return "", self.name

    def form(self, form: str) -> str:
        lead, name = self._parts(form)
        return f"{lead} {name}" if lead and name else lead or name

    def sentence_start(self, form: str) -> str:
        lead, name = self._parts(form)
        if not lead:
            return name
        return f"{capitalised(lead)} {name}" if name else capitalised(lead)


class Listed(Term):
    """Terms joined by the language's list pattern, each in the form the sentence asks for."""

    def __init__(self, items: Sequence[Term | str]) -> None:
        self.items = tuple(items)
        kinds = [item.FORMS for item in self.items if isinstance(item, Term)]
        self.FORMS = frozenset.intersection(*kinds) if kinds else frozenset({""})

    def form(self, form: str) -> str:
        said = [format(item, form) if isinstance(item, Term) else item for item in self.items]  # texts: as they are
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
