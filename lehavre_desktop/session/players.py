"""Who sits at the table: the default names, in the player's language, and the names that follow it.

A player nobody named has a default name: "Player 1", or for the computer "Computer (Strong)"
(with " 1" and " 2" when it plays itself). Such a name is the program's, not the player's, so it
follows the interface's language: a game saved in English shows «Υπολογιστής (Δυνατό)» in Greek.
A name a player typed never changes.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QCoreApplication, QTranslator

from ..engine import COMPUTER_SEAT_PREFIX
from ..i18n.languages import LANGUAGES
from ..i18n.noop import QT_TRANSLATE_NOOP
from ..resources import I18N_DIR

# The source texts, also the names of a game started before any language was chosen.
SOURCE_NAMES = (QT_TRANSLATE_NOOP("Startup", "Player 1"), QT_TRANSLATE_NOOP("Startup", "Player 2"))
LEVEL_NAMES = {
    "beginner": QT_TRANSLATE_NOOP("ComputerLevels", "Beginner"),
    "intermediate": QT_TRANSLATE_NOOP("ComputerLevels", "Intermediate"),
    "strong": QT_TRANSLATE_NOOP("ComputerLevels", "Strong"),
    "expert": QT_TRANSLATE_NOOP("ComputerLevels", "Expert"),
    "master": QT_TRANSLATE_NOOP("ComputerLevels", "Master"),
}
COMPUTER_NAME = QT_TRANSLATE_NOOP("ComputerLevels", "Computer ({level})")
# The computer playing itself at one level: its two players are told apart by a number.
TWIN_SUFFIXES = (" 1", " 2")


def default_names() -> tuple[str, str]:
    """The names a new game gets when the players give none, in the current language."""
    return (
        QCoreApplication.translate("Startup", SOURCE_NAMES[0]),
        QCoreApplication.translate("Startup", SOURCE_NAMES[1]),
    )


def level_name(level: str) -> str:
    """The level's name in the player's language (an unknown level keeps its own name)."""
    source = LEVEL_NAMES.get(level)
    return QCoreApplication.translate("ComputerLevels", source) if source is not None else level


def computer_name(level: str) -> str:
    """What the computer is called at a level when nobody named it: "Computer (Strong)"."""
    return QCoreApplication.translate("ComputerLevels", COMPUTER_NAME).format(level=level_name(level))


@cache
def _translator(code: str) -> QTranslator | None:
    translator = QTranslator()
    return translator if code != "en" and translator.load(f"lehavre_{code}", str(I18N_DIR)) else None


def _in(code: str, context: str, source: str) -> str:
    translator = _translator(code)
    return (translator.translate(context, source) or source) if translator is not None else source


@cache
def _computer_defaults(level: str) -> frozenset[str]:
    names = set()
    for code in LANGUAGES:
        source = LEVEL_NAMES.get(level)
        shown = _in(code, "ComputerLevels", source) if source is not None else level
        name = _in(code, "ComputerLevels", COMPUTER_NAME).format(level=shown)
        names.update({name, *(name + suffix for suffix in TWIN_SUFFIXES)})
    return frozenset(names)


def is_person_default(name: str) -> bool:
    """Whether ``name`` is a person's default name in some language ("Player 1", «Παίκτης 1» …)."""
    return _default_index(name) is not None


def is_computer_default(name: str, level: str | None = None) -> bool:
    """Whether ``name`` is the computer's default name (at ``level``, or at any level) in some language."""
    levels = (level,) if level is not None else tuple(LEVEL_NAMES)
    return any(name in _computer_defaults(each) for each in levels)


def are_default_names(names: tuple[str, str]) -> bool:
    """Whether these are the default names of some language: the players never named themselves."""
    return names == default_names() or all(is_person_default(name) for name in names)


def names_in_language(names: tuple[str, str], seats: tuple[str, str]) -> tuple[str, str]:
    """The names as the current language says them: each default name in this language, typed names as they are."""
    people = default_names()
    said = []
    for name, seat in zip(names, seats, strict=True):
        level = seat.removeprefix(COMPUTER_SEAT_PREFIX) if seat.startswith(COMPUTER_SEAT_PREFIX) else None
        person = _default_index(name)
        if level is not None and is_computer_default(name, level):
            twin = next((suffix for suffix in TWIN_SUFFIXES if name.endswith(suffix)), "")
            said.append(computer_name(level) + twin)
        elif level is None and person is not None:
            said.append(people[person])
        else:
            said.append(name)
    return said[0], said[1]


@cache
def _default_index(name: str) -> int | None:
    """Which default person name (0: "Player 1", 1: "Player 2") ``name`` is, in any language."""
    for index, source in enumerate(SOURCE_NAMES):
        if any(_in(code, "Startup", source) == name for code in LANGUAGES):
            return index
    return None
