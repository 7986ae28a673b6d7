"""The committed PNG icons are the SVG rendered at every size (packaging/make_icons.py), not an older drawing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from lehavre_desktop.resources import APP_ID, ICON_THEME
from lehavre_desktop.startup import setup_application

ROOT = Path(__file__).resolve().parents[2]
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
# Antialiasing may differ by a shade between Qt versions; a changed drawing differs by far more.
TOLERANCE = 8


def largest_difference(one: QImage, other: QImage) -> int:
    one = one.convertToFormat(QImage.Format.Format_ARGB32)
    other = other.convertToFormat(QImage.Format.Format_ARGB32)
    return max(abs(a - b) for a, b in zip(bytes(one.constBits()), bytes(other.constBits()), strict=True))


def test_every_committed_icon_is_a_fresh_rendering_of_the_svg(tmp_path: Path) -> None:
    made = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "make_icons.py"), "--output", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert made.returncode == 0, made.stderr
    committed = sorted(p.relative_to(ICON_THEME) for p in ICON_THEME.glob("*/apps/*.png"))
    assert committed == [Path(f"{s}x{s}") / "apps" / f"{APP_ID}.png" for s in sorted(SIZES, key=str)]
    for relative in committed:
        ours, fresh = QImage(str(ICON_THEME / relative)), QImage(str(tmp_path / relative))
        assert ours.size() == fresh.size()
        assert largest_difference(ours, fresh) <= TOLERANCE, f"{relative} is out of date: run packaging/make_icons.py"


def test_the_application_names_its_desktop_entry_and_shows_the_icon(qapp: QApplication) -> None:
    setup_application(qapp)
    assert qapp.desktopFileName() == APP_ID
    icon = qapp.windowIcon()
    assert not icon.isNull()
    assert icon.pixmap(48, 48).toImage().pixelColor(24, 24).alpha() == 255
