"""Render the application icon's PNG sizes from its SVG into the icon theme folder of resources/.

    python packaging/make_icons.py [--output DIR]     # DIR defaults to resources/icons/hicolor

The PNGs are committed so that a wheel carries them without Qt at build time; run this after changing
the SVG (tests/packaging/test_icons.py fails while they differ from a fresh rendering).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
ICON_THEME = ROOT / "resources" / "icons" / "hicolor"
APP_ID = "io.github.lehavre_desktop.InlandPort"
# The sizes freedesktop.org icon themes and desktops ask for, from menus (16) to software centres (512).
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def render(svg: Path, size: int) -> QImage:
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg} is not a readable SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--output", type=Path, default=ICON_THEME, help="the hicolor folder to write into")
    args = parser.parse_args(argv)
    svg = ICON_THEME / "scalable" / "apps" / f"{APP_ID}.svg"
    for size in SIZES:
        target = args.output / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not render(svg, size).save(str(target), "PNG"):
            print(f"could not write {target}", file=sys.stderr)
            return 1
        print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
