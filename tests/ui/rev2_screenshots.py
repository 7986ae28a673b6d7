"""Screenshots of rules revision 2 on the table, made the same way every time.

    python -m tests.ui.rev2_screenshots [--out docs/screenshots] [--lang en] [--sizes 1280x800 1024x768]

Each view is the game's own ``--screenshot`` of a saved game or a set-up position
(tests/ui/positions.py), with ``--pending`` for a choice being shaped. The platform is
whatever QT_QPA_PLATFORM says (``xcb`` under Xvfb, or offscreen when it is unset).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from lehavre_desktop.session.persistence import save_record
from tests.ui.helpers import record_of
from tests.ui.positions import EX26_RESTAURANT, EX27_MARKETPLACE

ROOT = Path(__file__).resolve().parents[2]

# Round B: Ben has used his Hardware Store; Ann uses her Smokehouse and keeps the turn open to sell.
OPEN_TURN = ("build clay_mound pay wood@0.1", "build hardware_store pay wood@0.1 clay@0.2",
             "build smokehouse pay wood@0.0 clay@0.2", "use hardware_store wood", "use smokehouse")


def views(scratch: Path) -> dict[str, list[str]]:
    """Screenshot name -> the arguments that show it."""
    game = scratch / "open_turn.lhip.json"
    save_record(game, record_of(*OPEN_TURN, last_turn_open=True))
    restaurant, marketplace = scratch / "ex26.json", scratch / "ex27.json"
    restaurant.write_text(json.dumps(EX26_RESTAURANT), encoding="utf-8")
    marketplace.write_text(json.dumps(EX27_MARKETPLACE), encoding="utf-8")
    return {
        "open_turn": ["--record", str(game)],
        "restaurant": ["--position", str(restaurant), "--pending", "use restaurant x2 pay fish@1.0 pay fish@0.0"],
        "marketplace": ["--position", str(marketplace), "--pending", "use marketplace fish*4"],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--sizes", nargs="+", default=["1280x800", "1024x768"])
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    failed = 0
    with tempfile.TemporaryDirectory() as scratch:
        env = dict(os.environ)
        # The game must not find (or write) the user's settings and saves.
        for name in ("DATA", "CONFIG", "STATE", "CACHE"):
            env[f"XDG_{name}_HOME"] = str(Path(scratch) / name.lower())
        for name, shown in views(Path(scratch)).items():
            for size in args.sizes:
                suffix = "" if args.lang == "en" else f"_{args.lang}"
                target = args.out / f"rev2_{name}_{size}{suffix}.png"
                command = [sys.executable, "-m", "lehavre_desktop", "--screenshot", str(target), "--size", size,
                           "--lang", args.lang, *shown]
                done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
                print(done.stdout.strip() or done.stderr.strip())
                failed += done.returncode != 0
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
