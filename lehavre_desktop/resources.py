"""Where the runtime files are: fonts, icons, compiled translations, the desktop entry.

They are the top-level ``resources/`` folder, installed as the package ``lehavre_desktop.assets``: its
location is ``resources/`` itself in an editable install and the installed copy in a wheel or a bundle.
"""

from __future__ import annotations

from pathlib import Path

import lehavre_desktop.assets as assets

# The application id: the desktop entry's and the icons' file names, and the window's desktop file name.
APP_ID = "io.github.lehavre_desktop.InlandPort"

RESOURCES = Path(str(assets.__file__)).resolve().parent
FONT_DIR = RESOURCES / "fonts"
I18N_DIR = RESOURCES / "i18n"
# Laid out as the freedesktop data folders they are installed into: applications/ and icons/hicolor/.
DESKTOP_ENTRY = RESOURCES / "applications" / f"{APP_ID}.desktop"
ICON_THEME = RESOURCES / "icons" / "hicolor"
APP_ICON_SVG = ICON_THEME / "scalable" / "apps" / f"{APP_ID}.svg"
