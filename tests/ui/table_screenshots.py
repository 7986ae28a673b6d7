"""The README's pictures of the table, made the same way every time.

    python -m tests.ui.table_screenshots [--out docs/screenshots] [--langs en el hu]
                                         [--sizes 1024x768 1280x800 1920x1080]

Each is the game's own ``--screenshot`` of round K with a crowded sector (eight buildings in
Emma's sector 0; the position of the legibility tests) and a build being shaped: the Church
Square paid with another of its thirteen payments than the cheapest, the list of alternatives
showing it. A window too small for the side panels beside the table shows them in their drawer,
open. The platform is whatever QT_QPA_PLATFORM says (``xcb`` under Xvfb, or offscreen when unset).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.ui.test_legibility import CROWDED

ROOT = Path(__file__).resolve().parents[2]
PENDING = "build church_square pay fish@1.0 grain@0.1"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--langs", nargs="+", default=["en", "el", "hu"])
    parser.add_argument("--sizes", nargs="+", default=["1024x768", "1280x800", "1920x1080"])
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    failed = 0
    with tempfile.TemporaryDirectory() as scratch:
        env = dict(os.environ)
        # The game must not find (or write) the user's settings and saves.
        for name in ("DATA", "CONFIG", "STATE", "CACHE"):
            env[f"XDG_{name}_HOME"] = str(Path(scratch) / name.lower())
        position = Path(scratch) / "crowded.json"
        position.write_text(json.dumps(CROWDED), encoding="utf-8")
        for lang in args.langs:
            for size in args.sizes:
                target = args.out / f"table_{lang}_{size}.png"
                command = [sys.executable, "-m", "lehavre_desktop", "--screenshot", str(target), "--size", size,
                           "--lang", lang, "--position", str(position), "--pending", PENDING, "--drawer"]
                done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
                print(done.stdout.strip() or done.stderr.strip())
                failed += done.returncode != 0
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
