"""Pictures of Game ▸ Component data…: the table and the walk through the tiles, made the same way every time.

    python -m tests.ui.component_screenshots [--out docs/screenshots] [--langs en el hu] [--sizes 1024x768 1280x800]

Each picture is the dialog on a screen of that size (Qt's offscreen platform with a screen of that size), as a
player would see it over the game: in the table, the Smokehouse's value typed (printed now), the Grocery Store's
only cost set to 0, which the checks refuse (the reason beside it); in the walk, the Bakehouse with its value
typed. Each size and language runs in a child process of its own, away from the user's settings and files.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.ui.screenshot_runner import ROOT, isolated_env


def shoot_in_this_process(out: Path, lang: str, size: str) -> None:
    from PySide6.QtWidgets import QApplication

    from lehavre_desktop.i18n.manager import LanguageManager
    from lehavre_desktop.session.component_store import ComponentStore
    from lehavre_desktop.settings import Settings
    from lehavre_desktop.startup import setup_application
    from lehavre_desktop.ui.dialogs.component_editor import ComponentEditorDialog
    from lehavre_desktop.ui.dialogs.component_fields import NumberField

    app = QApplication([sys.argv[0]])
    setup_application(app)
    LanguageManager(Settings(), app).start(lang)
    store = ComponentStore()
    store.load()
    dialog = ComponentEditorDialog(None, store)
    dialog.show()
    app.processEvents()

    def type_into(key_part: str, text: str, walk: bool = False) -> None:
        parent = dialog.walk if walk else dialog.table
        field = next(f for f in parent.findChildren(NumberField) if key_part in str(f.key) and f.isVisible())
        field.setFocus()
        field.lineEdit().setText(text)
        app.processEvents()

    dialog.show_building("smokehouse")
    app.processEvents()
    type_into("'smokehouse', 'value'", "8")
    type_into("'grocery_store', 'food'", "0")  # no goods left in its cost: refused, with the reason
    app.processEvents()
    dialog.grab().save(str(out / f"components_table_{lang}_{size}.png"))
    type_into("'grocery_store', 'food'", "")  # the walk's picture shows the walk's own state
    dialog.start_walk("bakehouse")
    app.processEvents()
    type_into("value", "8", walk=True)
    dialog.grab().save(str(out / f"components_walk_{lang}_{size}.png"))
    print(f"wrote components_table_{lang}_{size}.png and components_walk_{lang}_{size}.png")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--langs", nargs="+", default=["en", "el", "hu"])
    parser.add_argument("--sizes", nargs="+", default=["1024x768", "1280x800"])
    parser.add_argument("--one", nargs=2, metavar=("LANG", "SIZE"), help=argparse.SUPPRESS)  # the child's part
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    if args.one:
        shoot_in_this_process(args.out.resolve(), *args.one)
        return 0
    failed = 0
    for size in args.sizes:
        width, height = (int(part) for part in size.split("x"))
        with tempfile.TemporaryDirectory() as scratch:
            screen = Path(scratch) / "screen.json"
            screen.write_text(
                json.dumps(
                    {
                        "screens": [
                            {
                                "name": "Desktop",
                                "x": 0,
                                "y": 0,
                                "width": width,
                                "height": height,
                                "logicalDpi": 96,
                                "dpr": 1,
                            }
                        ]
                    }
                )
            )
            env = isolated_env(Path(scratch)) | {"QT_QPA_PLATFORM": f"offscreen:configfile={screen}"}
            for lang in args.langs:
                command = [
                    sys.executable,
                    "-m",
                    "tests.ui.component_screenshots",
                    "--out",
                    str(args.out.resolve()),
                    "--one",
                    lang,
                    size,
                ]
                done = subprocess.run(
                    command,
                    cwd=ROOT,
                    env=env | {"PYTHONPATH": os.fspath(ROOT)},
                    capture_output=True,
                    text=True,
                    timeout=120,
                )
                print(done.stdout.strip() or done.stderr.strip()[-2000:])
                failed += done.returncode != 0
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
