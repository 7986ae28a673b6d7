"""The bundled font draws every character the program can show, in all three languages."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from PySide6.QtGui import QRawFont
from PySide6.QtWidgets import QApplication

from lehavre_desktop.resources import FONT_DIR

ROOT = Path(__file__).resolve().parents[2]


def shown_characters() -> set[str]:
    """Every character of every source text and translation, and of the program's own symbols."""
    found: set[str] = set()
    for catalogue in (ROOT / "translations").glob("*.ts"):
        text = catalogue.read_text(encoding="utf-8")
        for part in re.findall(r"<(?:source|translation)>(.*?)</(?:source|translation)>", text, re.S):
            found.update(html.unescape(re.sub(r"<[^>]+>", "", html.unescape(part))))
    return {c for c in found if not c.isspace()}


@pytest.mark.parametrize("name", ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"])
def test_bundled_font_has_every_glyph(qapp: QApplication, name: str) -> None:
    font = QRawFont(str(FONT_DIR / name), 12)
    assert font.isValid()
    characters = shown_characters()
    assert {"Ξ", "ύ", "ő", "ű", "→", "↖", "×"} <= characters  # the check really covers Greek, Hungarian, arrows
    missing = sorted(c for c in characters if not font.supportsCharacter(ord(c)))
    assert missing == []
