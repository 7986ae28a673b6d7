"""Who sits at the table: the default names, in the player's language."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QCoreApplication, QTranslator

from ..i18n.languages import LANGUAGES
from ..resources import I18N_DIR

# The source texts, also the names of a game started before any language was chosen.
SOURCE_NAMES = ("Player 1", "Player 2")


def default_names() -> tuple[str, str]:
    """The names a new game gets when the players give none, in the current language."""
    return (QCoreApplication.translate("Startup", "Player 1"), QCoreApplication.translate("Startup", "Player 2"))


@cache
def _names_in(code: str) -> tuple[str, str]:
    translator = QTranslator()
    if code == "en" or not translator.load(f"lehavre_{code}", str(I18N_DIR)):
        return SOURCE_NAMES
    return tuple(translator.translate("Startup", source) or source for source in SOURCE_NAMES)  # type: ignore[return-value]


def are_default_names(names: tuple[str, str]) -> bool:
    """Whether these are the default names of some language: the players never named themselves."""
    return names == default_names() or any(names == _names_in(code) for code in LANGUAGES)
