"""The translation catalogues: complete, consistent with the source, compiled into the package.

These fail while the translators are still at work; that is their purpose.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from lehavre_desktop.resources import I18N_DIR

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = ROOT / "translations"
APP_CATALOGUES = ("lehavre_el.ts", "lehavre_hu.ts")
TS_FILES = sorted(CATALOGUES.glob("*.ts"))
LUPDATE = Path(sys.executable).parent / "pyside6-lupdate"
# {name} for str.format, %1 / %n / %L1 for Qt's own arguments.
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%L?\d+|%n")

Message = tuple[str, str]  # context, source


def messages(path: Path) -> dict[Message, ET.Element]:
    found: dict[Message, ET.Element] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found[(name, message.findtext("source") or "")] = message
    return found


def placeholders(text: str) -> set[str]:
    """The placeholders of a text by name: a translation may put a noun in another form ({building:acc},
    {sector:art-adj}) and name it twice where its grammar needs it (a possessive beside the subject)."""
    return {re.sub(r"\{(\w+):[\w-]*\}", r"{\1}", found) for found in PLACEHOLDER.findall(text)}


def translations_of(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    forms = translation.findall("numerusform")
    return [form.text or "" for form in forms] if forms else [translation.text or ""]


def test_there_are_catalogues() -> None:
    names = {path.name for path in TS_FILES}
    assert set(APP_CATALOGUES) <= names


@pytest.mark.parametrize("path", TS_FILES, ids=[p.name for p in TS_FILES])
def test_catalogue_is_complete(path: Path) -> None:
    problems: list[str] = []
    found = messages(path)
    assert found, f"{path.name} has no messages"
    for (context, source), message in found.items():
        where = f"{context}: {source!r}"
        translation = message.find("translation")
        assert translation is not None
        kind = translation.get("type")
        if kind in ("unfinished", "vanished", "obsolete"):
            problems.append(f"{where} is {kind}")
            continue
        for text in translations_of(message):
            if not text.strip():
                problems.append(f"{where} has an empty translation")
            elif placeholders(text) != placeholders(source):
                problems.append(
                    f"{where}: placeholders {sorted(placeholders(source))} in the source, "
                    f"{sorted(placeholders(text))} in {text!r}"
                )
    assert not problems, f"{path.name}: {len(problems)} problems:\n" + "\n".join(problems[:40])


def test_catalogues_hold_every_string_of_the_source(tmp_path: Path) -> None:
    """Running lupdate on a copy adds nothing and drops nothing: no string is missing from the catalogues."""
    sources = sorted(
        str(p.relative_to(ROOT)) for p in (ROOT / "lehavre_desktop").rglob("*.py") if "engine" not in p.parts
    )
    copies = []
    for name in APP_CATALOGUES:
        shutil.copy(CATALOGUES / name, tmp_path / name)
        copies.append(str(tmp_path / name))
    subprocess.run(
        [str(LUPDATE), "-no-obsolete", "-locations", "none", *sources, "-ts", *copies],
        check=True,
        cwd=ROOT,
        capture_output=True,
    )
    for name in APP_CATALOGUES:
        before = set(messages(CATALOGUES / name))
        after = set(messages(tmp_path / name))
        assert after - before == set(), f"{name} lacks strings the source uses: {sorted(after - before)[:20]}"
        assert before - after == set(), f"{name} holds strings the source no longer uses: {sorted(before - after)[:20]}"


@pytest.mark.parametrize("name", APP_CATALOGUES)
def test_compiled_catalogue_matches_its_source(name: str) -> None:
    """The .qm in the package says what the .ts says: nobody forgot to run lrelease."""
    translator = QTranslator()
    qm = Path(name).with_suffix("").name
    assert translator.load(qm, str(I18N_DIR)), f"{qm}.qm is missing from {I18N_DIR}"
    stale: list[str] = []
    for (context, source), message in messages(CATALOGUES / name).items():
        translation = message.find("translation")
        assert translation is not None
        if translation.get("type") in ("unfinished", "vanished", "obsolete"):
            continue
        wanted = translations_of(message)[0]
        if translator.translate(context, source) != wanted:
            stale.append(f"{context}: {source!r} -> {translator.translate(context, source)!r}, .ts says {wanted!r}")
    assert not stale, f"{qm}.qm is out of date ({len(stale)}):\n" + "\n".join(stale[:20])
