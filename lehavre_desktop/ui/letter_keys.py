"""The keys that are letters: each is translated, as the first letter of its word in the language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence


def sell_key() -> str:
    """The letter that sells the focused building (translated: the first letter of "sell" in the language)."""
    return QCoreApplication.translate("Keyboard", "S", "the key that sells the focused building")


def hint_key() -> str:
    """The letter that asks for a suggested move (translated: the first letter of the word for "hint")."""
    return QCoreApplication.translate("Keyboard", "H", "the key that asks for a suggested move")


def hint_shortcuts() -> list[QKeySequence]:
    """The hint's keys: the language's letter, and H as well, which a player may have learnt in English."""
    keys = [QKeySequence(hint_key())]
    if hint_key().upper() != "H":
        keys.append(QKeySequence("H"))
    return keys
