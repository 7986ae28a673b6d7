"""Where the packaged runtime files are: fonts, icons, compiled translations."""

from __future__ import annotations

from pathlib import Path

RESOURCES = Path(__file__).resolve().parent / "resources"
FONT_DIR = RESOURCES / "fonts"
I18N_DIR = RESOURCES / "i18n"
ICON_DIR = RESOURCES / "icons"
