"""Fill the catalogues from translations written as JSON, then compile them.

    python translations/fill.py FILE.json [FILE.json ...]   # lupdate, fill, lrelease
    python translations/fill.py --carry-from REV FILE.json   # also carry translations from the catalogues at REV
    python translations/fill.py --check                      # list what is still unfinished

A JSON file is a list of messages, each ``{"context": ..., "source": ..., "comment": null or the
disambiguation, "el": ..., "hu": ...}``; a numerus message gives lists of forms: ``"el": [singular,
plural]``, ``"hu": [form]`` and ``"en": [singular, plural]`` (the English catalogue holds only numerus
messages). This is how translations written beside the code (by a translator who does not run Qt
Linguist) reach the catalogues: lupdate first adds the new source texts as unfinished messages, then
each one named in the files gets its translation, replacing an older one. A message named in a file
but not found in the sources is an error: the source text or its context is misspelt.

``--carry-from`` helps when code moves: a message whose text moved to another context (or whose
context was renamed) is new to lupdate, and its old translation is dropped as obsolete. Given the
git revision of the catalogues before the move, each unfinished message takes the translation its
source text had there, where every old context agreed on one.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from update import CATALOGUES, SOURCE_CATALOGUE, release, update

HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
LANGUAGE_FILES = {"el": "lehavre_el.ts", "hu": "lehavre_hu.ts", "en": SOURCE_CATALOGUE}

Key = tuple[str, str, str | None]


def messages(tree: ET.ElementTree) -> dict[Key, ET.Element]:
    found: dict[Key, ET.Element] = {}
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            comment = message.findtext("comment")
            found[(name, source, comment)] = message
    return found


def set_translation(message: ET.Element, text: str | list[str]) -> None:
    translation = message.find("translation")
    if translation is None:
        translation = ET.SubElement(message, "translation")
    translation.attrib.pop("type", None)
    for child in list(translation):
        translation.remove(child)
    if message.get("numerus") == "yes":
        forms = text if isinstance(text, list) else [text]
        translation.text = None
        for form in forms:
            ET.SubElement(translation, "numerusform").text = form
    else:
        if isinstance(text, list):
            raise ValueError(f"{message.findtext('source')!r} is not a numerus message, but forms were given")
        translation.text = text


def write(tree: ET.ElementTree, path: Path) -> None:
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text(HEADER + body + "\n", encoding="utf-8")


def fill(files: list[Path]) -> int:
    entries = [entry for file in files for entry in json.loads(file.read_text(encoding="utf-8"))]
    problems = 0
    for code, name in LANGUAGE_FILES.items():
        path = CATALOGUES / name
        tree = ET.parse(path)
        found = messages(tree)
        for entry in entries:
            if code not in entry:
                continue
            key = (entry["context"], entry["source"], entry.get("comment"))
            message = found.get(key)
            if message is None:
                print(f"{name}: no message {key!r} in the sources", file=sys.stderr)
                problems += 1
                continue
            set_translation(message, entry[code])
        write(tree, path)
    return problems


def carry(revision: str) -> int:
    """Fill unfinished messages from the catalogues at ``revision`` (by source text); how many were filled."""
    filled = 0
    for code in ("el", "hu"):
        name = LANGUAGE_FILES[code]
        old_text = subprocess.run(["git", "show", f"{revision}:translations/{name}"], check=True, capture_output=True,
                                  text=True, cwd=CATALOGUES.parent).stdout
        old: dict[str, set[str]] = {}
        for (_context, source, comment), message in messages(ET.ElementTree(ET.fromstring(old_text))).items():
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete") \
                    or message.get("numerus") == "yes" or comment is not None:
                continue
            old.setdefault(source, set()).add(translation.text or "")
        path = CATALOGUES / name
        tree = ET.parse(path)
        for (_context, source, _comment), message in messages(tree).items():
            translation = message.find("translation")
            known = old.get(source, set())
            if translation is not None and translation.get("type") == "unfinished" and len(known) == 1:
                set_translation(message, next(iter(known)))
                filled += 1
        write(tree, path)
    return filled


def unfinished() -> list[str]:
    left = []
    for name in LANGUAGE_FILES.values():
        tree = ET.parse(CATALOGUES / name)
        for (context, source, _comment), message in messages(tree).items():
            translation = message.find("translation")
            if translation is not None and translation.get("type") == "unfinished":
                left.append(f"{name}: [{context}] {source}")
    return left


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*", type=Path, help="JSON files of translations")
    parser.add_argument("--check", action="store_true", help="only list the unfinished messages")
    parser.add_argument("--carry-from", metavar="REV", help="a git revision whose catalogues had the moved texts")
    args = parser.parse_args()
    if not args.check:
        update(["el", "hu"], with_english=True)
        if args.carry_from:
            print(f"carried {carry(args.carry_from)} translation(s) from {args.carry_from}")
        problems = fill(args.files)
        update(["el", "hu"], with_english=True)  # lupdate's own layout of the files again
        release()
        if problems:
            raise SystemExit(f"{problems} message(s) not found")
    left = unfinished()
    print("\n".join(left) if left else "every message is translated")


if __name__ == "__main__":
    main()
