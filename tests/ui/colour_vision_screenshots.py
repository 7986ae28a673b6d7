"""The table as a colour-blind player sees it, in every theme: for the eye of a reviewer (issue 13).

    python -m tests.ui.colour_vision_screenshots [--out DIR] [--size 1280x800] [--lang en]
                                                 [--themes light dark high_contrast]

For each theme, the game's own ``--screenshot`` of the crowded round-K position with the Church Square
being paid (the README's picture: legal cells and proposed places on Emma's warehouse, both players'
buildings and markers out) is written as ``table_<theme>.png``, and beside it the same picture under each
simulation of ``colour_vision`` — ``table_<theme>_protanopia.png``, ``..._deuteranopia.png``,
``..._tritanopia.png`` and ``..._greyscale.png``. The platform is whatever QT_QPA_PLATFORM says (``xcb``
under Xvfb, or offscreen when unset).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from PySide6.QtGui import QImage

from lehavre_desktop.ui.theme import PALETTES
from tests.ui.colour_vision import SIMULATIONS, simulate_image
from tests.ui.screenshot_runner import shoot
from tests.ui.table_screenshots import PENDING, crowded_table


def simulate_file(source: Path) -> list[Path]:
    """Write the simulated versions of the PNG ``source`` beside it; returns their paths."""
    image = QImage(str(source))
    if image.isNull():
        raise SystemExit(f"cannot read {source}")
    written = []
    for kind in SIMULATIONS:
        target = source.with_name(f"{source.stem}_{kind}.png")
        if not simulate_image(kind, image).save(str(target)):
            raise SystemExit(f"cannot write {target}")
        written.append(target)
    return written


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=Path("cvd_screenshots"))
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--themes", nargs="+", default=list(PALETTES), choices=list(PALETTES))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    failed = 0
    with crowded_table() as (position, env):
        for theme in args.themes:
            target = args.out / f"table_{theme}.png"
            options = ["--position", str(position), "--pending", PENDING, "--theme", theme]
            if not shoot(target, args.size, args.lang, options, env):
                failed += 1
                continue
            for path in [target, *simulate_file(target)]:
                print(path)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
