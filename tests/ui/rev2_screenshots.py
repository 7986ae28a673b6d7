"""Screenshots of rules revision 2 on the table, made the same way every time.

    python -m tests.ui.rev2_screenshots [--out docs/screenshots] [--lang en] [--sizes 1280x800 1024x768]

Each view is the game's own ``--screenshot`` of a set-up position (tests/ui/positions.py),
with ``--pending`` for a choice being shaped (and ``--keep-open`` to carry it out). The platform is
whatever QT_QPA_PLATFORM says (``xcb`` under Xvfb, or offscreen when it is unset).
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

from tests.ui.positions import EX25_SALE_AFTER_USE, EX26_RESTAURANT, EX27_MARKETPLACE
from tests.ui.screenshot_runner import ROOT, isolated_env, shoot


def views(scratch: Path) -> dict[str, list[str]]:
    """Screenshot name -> the arguments that show it."""
    sale, restaurant, marketplace = scratch / "ex25.json", scratch / "ex26.json", scratch / "ex27.json"
    sale.write_text(json.dumps(EX25_SALE_AFTER_USE), encoding="utf-8")
    restaurant.write_text(json.dumps(EX26_RESTAURANT), encoding="utf-8")
    marketplace.write_text(json.dumps(EX27_MARKETPLACE), encoding="utf-8")
    return {
        # EX-25: the last turn of round C; the Clay Mound just used could be sold before the turn ends.
        "open_turn": ["--position", str(sale), "--pending", "use clay_mound", "--keep-open"],
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
        env = isolated_env(Path(scratch))
        for name, shown in views(Path(scratch)).items():
            for size in args.sizes:
                suffix = "" if args.lang == "en" else f"_{args.lang}"
                target = args.out / f"rev2_{name}_{size}{suffix}.png"
                failed += not shoot(target, size, args.lang, shown, env)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
