"""The online dock's chat entry shows its whole hint in every language (a cut placeholder reads as a typo)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QStyle, QStyleOptionFrame

from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.helpers import settle


@pytest.mark.parametrize("language", ["en", "el", "hu"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)])
def test_the_chat_entry_shows_its_whole_placeholder(
    window: MainWindow, languages: LanguageManager, language: str, size: tuple[int, int]
) -> None:
    languages.set_language(language, remember=False)
    window.resize(*size)
    dock = window.online.dock
    dock.show()
    settle()
    entry = dock.entry
    assert entry.isVisible() and entry.placeholderText()
    option = QStyleOptionFrame()
    entry.initStyleOption(option)
    text_room = entry.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, entry).width()
    needed = entry.fontMetrics().horizontalAdvance(entry.placeholderText())
    assert needed <= text_room - 4, (entry.placeholderText(), needed, text_room)
