"""The keys that are letters: each is translated, as the first letter of its word in the language, and the
English letter works as well (a player may have learnt it, or type on a Latin keyboard layout)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence


def sell_key() -> str:
    """The letter that sells the focused building (translated: the first letter of "sell" in the language)."""
    return QCoreApplication.translate("Keyboard", "S", "the key that sells the focused building")


def hint_key() -> str:
    """The letter that asks for a suggested move (translated: the first letter of the word for "hint")."""
    return QCoreApplication.translate("Keyboard", "H", "the key that asks for a suggested move")


def with_english(letter: str, english: str) -> list[str]:
    """The language's letter, then the English one where they differ."""
    return [letter] if letter.upper() == english else [letter, english]


def sell_letters() -> list[str]:
    return with_english(sell_key(), "S")


def hint_letters() -> list[str]:
    return with_english(hint_key(), "H")


def hint_shortcuts() -> list[QKeySequence]:
    return [QKeySequence(letter) for letter in hint_letters()]
