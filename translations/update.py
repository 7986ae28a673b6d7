"""Refresh the translation catalogues from the source, then compile them into the package.

    python translations/update.py            # lupdate + lrelease
    python translations/update.py --release  # lrelease only
    python translations/update.py --lang el  # lupdate of the Greek catalogue only, then lrelease

lupdate keeps existing translations and marks new strings unfinished; qtbase_el.ts is
written by hand (Qt ships no Greek catalogue) and is only compiled, never updated; so is
qtbase_hu_extra.ts, the Qt texts that Qt's own Hungarian catalogue lacks or words badly.
lehavre_en.ts holds only the numerus messages ("%n francs"), whose English singular the
source text cannot say: fill its two forms ("%n franc", "%n francs") for every new one.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "lehavre_desktop"
CATALOGUES = ROOT / "translations"
TARGET = ROOT / "resources" / "i18n"
LANGUAGE_CODES = ("el", "hu")
APP_CATALOGUES = ("lehavre_el.ts", "lehavre_hu.ts")
SOURCE_CATALOGUE = "lehavre_en.ts"
HAND_WRITTEN = ("qtbase_el.ts", "qtbase_hu_extra.ts")


def tool(name: str) -> str:
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if found is None:
        raise SystemExit(f"{name} not found: install the project (pip install -e .) in this environment")
    return found


def python_sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in SOURCES.rglob("*.py") if "engine" not in p.parts)


def update(languages: list[str], with_english: bool) -> None:
    sources = python_sources()
    targets = [str(Path("translations") / f"lehavre_{code}.ts") for code in languages]
    subprocess.run([tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", *sources, "-ts", *targets],
                   check=True, cwd=ROOT)
    if not with_english:
        return
    subprocess.run([tool("pyside6-lupdate"), "-pluralonly", "-no-obsolete", "-locations", "none", *sources,
                    "-ts", str(Path("translations") / SOURCE_CATALOGUE)], check=True, cwd=ROOT)


def release() -> None:
    TARGET.mkdir(parents=True, exist_ok=True)
    for name in (*APP_CATALOGUES, SOURCE_CATALOGUE, *HAND_WRITTEN):
        source = CATALOGUES / name
        if source.exists():
            subprocess.run([tool("pyside6-lrelease"), str(source), "-qm", str(TARGET / source.with_suffix(".qm").name)],
                           check=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--release", action="store_true", help="only compile the .ts files")
    parser.add_argument("--lang", action="append", choices=LANGUAGE_CODES,
                        help="refresh only this language's catalogue (repeatable; default: all)")
    args = parser.parse_args()
    if not args.release:
        update(args.lang or list(LANGUAGE_CODES), with_english=not args.lang)
    release()


if __name__ == "__main__":
    main()
