"""Every menu can be worked from the keyboard: within a menu, no two entries share their Alt letter, in any
language (two entries on one letter make the letter cycle between them instead of choosing)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QMenu

from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.helpers import settle

MNEMONIC = re.compile(r"(?<!&)&([^&\s])")


def mnemonic(text: str) -> str | None:
    found = MNEMONIC.search(text)
    return found.group(1).casefold() if found else None


def menus(window: MainWindow) -> list[tuple[str, list[str]]]:
    """Each menu's title and its entries' texts, the menu bar first."""
    bar = [action.text() for action in window.menuBar().actions() if action.isVisible()]
    found = [("menu bar", bar)]
    pending = [action.menu() for action in window.menuBar().actions() if isinstance(action.menu(), QMenu)]
    while pending:
        menu = pending.pop()
        assert isinstance(menu, QMenu)
        entries = [action.text() for action in menu.actions() if not action.isSeparator() and action.isVisible()]
        found.append((menu.title(), entries))
        pending += [action.menu() for action in menu.actions() if isinstance(action.menu(), QMenu)]
    return found


@pytest.mark.parametrize("language", ["en", "el", "hu"])
def test_no_two_entries_of_a_menu_share_their_alt_letter(
    window: MainWindow, languages: LanguageManager, language: str
) -> None:
    languages.set_language(language, remember=False)
    settle()
    clashes = []
    for title, entries in menus(window):
        letters: dict[str, str] = {}
        for text in entries:
            key = mnemonic(text)
            if key is None:
                continue
            if key in letters:
                clashes.append(f"{title}: {letters[key]!r} and {text!r} on {key!r}")
            letters[key] = text
    assert clashes == []


def test_the_check_finds_a_clash() -> None:
    assert mnemonic("&Theme") == mnemonic("&Teaching mode") == "t"
    assert mnemonic("Rock && &Roll") == "r"
    assert mnemonic("No key") is None
