"""Before Qt opens a window on X11: are the system libraries its xcb platform plugin needs there?

Qt aborts with a message that names one library (and, from 6.5, always libxcb-cursor0, even when
another one is missing) and no package to install. This check looks for each library the plugin
links to and names the Debian/Ubuntu packages that are missing, so the player knows what to install.
"""

from __future__ import annotations

import ctypes
import os
import sys

# The libraries Qt's xcb plugin (libqxcb.so, libQt6XcbQpa.so.6) needs beyond a desktop's usual ones, and the
# Debian/Ubuntu package of each.
XCB_LIBRARIES: dict[str, str] = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libdbus-1.so.3": "libdbus-1-3",
}


def uses_xcb(environment: dict[str, str] | os._Environ[str]) -> bool:
    """Whether Qt will pick its X11 platform here: Linux, no other platform asked for, and an X display (and no
    Wayland session, where Qt 6 prefers Wayland)."""
    if not sys.platform.startswith("linux"):
        return False
    asked = environment.get("QT_QPA_PLATFORM", "").split(":")[0]
    if asked:
        return asked == "xcb"
    return bool(environment.get("DISPLAY")) and not environment.get("WAYLAND_DISPLAY")


def missing_packages(libraries: dict[str, str] | None = None) -> list[str]:
    """The packages of the libraries (default: ``XCB_LIBRARIES``) that cannot be loaded, in the order listed."""
    missing = []
    for library, package in (XCB_LIBRARIES if libraries is None else libraries).items():
        try:
            ctypes.CDLL(library)
        except OSError:
            missing.append(package)
    return missing


def explain(missing: list[str]) -> str:
    """The message for the terminal (Qt is not up yet, so it is in English, like Qt's own)."""
    return (
        "Le Havre: The Inland Port cannot open its window: Qt's X11 platform needs system libraries that are "
        f"not installed. On Debian or Ubuntu:\n\n    sudo apt-get install {' '.join(missing)}\n\n"
        "(Set QT_QPA_PLATFORM=wayland to use Wayland instead, where the desktop offers it.)"
    )
