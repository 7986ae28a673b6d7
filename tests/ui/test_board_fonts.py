"""The table's condensed type draws every character the program can show, in all three languages."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontInfo, QRawFont
from PySide6.QtWidgets import QApplication

from lehavre_desktop.ui import theme
from tests.ui.test_font import shown_characters

SYMBOLS = set("→↑↖↗↓↙←↘⇒≤×–·")  # the function lines' symbols and the table's own marks


@pytest.mark.parametrize("name", ["DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf"])
def test_condensed_faces_have_every_glyph(qapp: QApplication, name: str) -> None:
    font = QRawFont(str(theme.BOARD_FONT_DIR / name), 12)
    assert font.isValid()
    missing = sorted(c for c in shown_characters() | SYMBOLS if not font.supportsCharacter(ord(c)))
    assert missing == []


def test_the_table_type_is_the_bundled_condensed_face(qapp: QApplication) -> None:
    assert theme.load_board_fonts()
    info = QFontInfo(theme.board_font(19, bold=True))
    assert info.family().startswith("DejaVu Sans") and info.bold()
    assert theme.board_font(19).stretch() == theme.CONDENSED
