"""For every test: Qt's offscreen platform, on a desktop-sized screen.

The offscreen platform's own screen is 800 by 800, smaller than the 1280 by 800 the window opens at on a
desktop, and the window never opens larger than its screen's room: the tests' screen is a full-HD one
(``offscreen_screen.json``), as the players' are, unless a test asks for another.
"""

from __future__ import annotations

import os
from pathlib import Path

SCREEN = Path(__file__).with_name("offscreen_screen.json")

if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":  # before any QApplication exists
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={SCREEN}"
