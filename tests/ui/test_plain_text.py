"""Names and words that come from files or players are shown as they are, never as markup."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from lehavre_desktop.engine import GameRecord
from lehavre_desktop.ui.messages import ask, warn
from tests.ui.conftest import WindowFactory

MARKUP_NAME = "<b style='font-size:40px'>BIG</b>"


def test_a_name_with_markup_shows_as_its_characters_in_the_action_bar(window_factory: WindowFactory) -> None:
    window = window_factory(GameRecord((MARKUP_NAME, "Max")))
    bar = window.action_bar
    assert MARKUP_NAME in bar.title.text()
    assert bar.title.textFormat() == Qt.TextFormat.PlainText
    assert bar.detail.textFormat() == Qt.TextFormat.PlainText


@pytest.mark.parametrize("show", [ask, warn], ids=["question", "warning"])
def test_message_boxes_escape_what_they_quote(show: object, message_boxes: list[str]) -> None:
    assert callable(show)
    show(None, "Title", f"Cannot open {MARKUP_NAME}.lhip.json\n\nDetails: <img src='/etc/hostname'>")
    assert len(message_boxes) == 1
    assert "<b" not in message_boxes[0] and "<img" not in message_boxes[0]
    assert "&lt;b style='font-size:40px'&gt;BIG&lt;/b&gt;" in message_boxes[0]
