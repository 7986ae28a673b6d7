"""The README's pictures of the table, made the same way every time.

    python -m tests.ui.table_screenshots [--out docs/screenshots] [--langs en el hu]
                                         [--sizes 1024x768 1280x800 1920x1080]
                                         [--themes light dark high_contrast]

Each is the game's own ``--screenshot`` of round K with a crowded sector (eight buildings in
Emma's sector 0; the position of the legibility tests) and a build being shaped: the Church
Square paid with another of its thirteen payments than the cheapest, the list of alternatives
showing it. A window too small for the side panels beside the table shows them in their drawer,
open. The platform is whatever QT_QPA_PLATFORM says (``xcb`` under Xvfb, or offscreen when unset).
"""

from __future__ import annotations

import argparse
import json
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from lehavre_desktop.theme_choices import THEME_CHOICES
from tests.ui.screenshot_runner import ROOT, isolated_env, shoot
from tests.ui.test_legibility import CROWDED

PENDING = "build church_square pay fish@1.0 grain@0.1"


@contextmanager
def crowded_table() -> Iterator[tuple[Path, dict[str, str]]]:
    """The crowded position written to a scratch folder, and an environment whose user folders lie there."""
    with tempfile.TemporaryDirectory() as scratch:
        position = Path(scratch) / "crowded.json"
        position.write_text(json.dumps(CROWDED), encoding="utf-8")
        yield position, isolated_env(Path(scratch))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--langs", nargs="+", default=["en", "el", "hu"])
    parser.add_argument("--sizes", nargs="+", default=["1024x768", "1280x800", "1920x1080"])
    parser.add_argument("--themes", nargs="+", default=["light"], choices=THEME_CHOICES)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    failed = 0
    with crowded_table() as (position, env):
        for theme in args.themes:
            for lang in args.langs:
                for size in args.sizes:
                    name = f"table_{lang}_{size}.png" if theme == "light" else f"table_{theme}_{lang}_{size}.png"
                    options = ["--position", str(position), "--pending", PENDING, "--drawer", "--theme", theme]
                    failed += not shoot(args.out / name, size, lang, options, env)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
