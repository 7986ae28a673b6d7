"""The compiled catalogues the program loads say what the translators' catalogues say.

The ``.ts`` files are what translators and ``translations/fill.py`` write; the ``.qm`` files beside the program are
what it reads. A ``.ts`` changed without compiling it again would ship a message untranslated although the
catalogue has its translation: every finished translation of a ``.ts`` must come out of its ``.qm``.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("el", "hu")


def finished_messages(ts: Path) -> list[tuple[str, str, str | None, str]]:
    """(context, source, disambiguation, translation) of every finished, singular message."""
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            if message.get("numerus") == "yes":
                continue
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            found.append((name, message.findtext("source") or "", message.findtext("comment"), translation.text or ""))
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_finished_translation_is_in_the_compiled_catalogue(language: str) -> None:
    translator = QTranslator()
    assert translator.load(str(ROOT / "resources" / "i18n" / f"lehavre_{language}.qm"))
    messages = finished_messages(ROOT / "translations" / f"lehavre_{language}.ts")
    assert len(messages) > 1000
    stale = [
        (context, source)
        for context, source, comment, translation in messages
        if translator.translate(context, source, comment) != translation
    ]
    assert not stale, f"{len(stale)} messages not compiled, e.g. {stale[:5]}; run translations/fill.py"
