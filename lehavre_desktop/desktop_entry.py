"""The desktop entry and the icons of a pip-installed (or unpacked) game, in the user's data folder.

``lehavre-desktop --install-desktop-entry`` copies them where freedesktop.org desktops look for them
(``$XDG_DATA_HOME``, else ``~/.local/share``): ``applications/<id>.desktop``, whose Exec line starts this
very installation, and ``icons/hicolor/<size>/apps/<id>.png`` (and the SVG); pip itself puts nothing
there. ``--uninstall-desktop-entry`` removes exactly those files. No Qt: this runs before any window.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from .resources import DESKTOP_ENTRY, ICON_THEME

# The Desktop Entry Specification's reserved characters: an Exec argument holding one is quoted.
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


class DesktopEntryError(Exception):
    """The entry cannot be written or removed; the message says why."""


def user_data_home() -> Path:
    """XDG_DATA_HOME, unless unset, empty or relative (the XDG spec says to ignore those), else ~/.local/share."""
    configured = os.environ.get("XDG_DATA_HOME", "")
    if configured and Path(configured).is_absolute():
        return Path(configured)
    return Path.home() / ".local" / "share"


def launch_command() -> list[str]:
    """The command that starts this installation: the bundle's own program, else this Python running the
    package (right for a virtual environment, a user install and pipx alike, none of which need be on PATH)."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "lehavre_desktop"]


def exec_argument(argument: str) -> str:
    """One argument as the Exec key writes it: quoted if it holds a reserved character, with the quoting
    escapes and then the string escapes of a desktop file applied, and ``%`` doubled."""
    if "\n" in argument or "\r" in argument:
        raise DesktopEntryError(f"a desktop entry cannot start a program whose path holds a line break: {argument!r}")
    if _RESERVED.intersection(argument):
        quoted = "".join("\\" + c if c in '"`$\\' else c for c in argument)
        argument = '"' + quoted.replace("\\", "\\\\") + '"'
    return argument.replace("%", "%%")


def entry_text(command: list[str]) -> str:
    """The packaged desktop entry with an Exec line that runs ``command`` on the file it is given."""
    lines = []
    for line in DESKTOP_ENTRY.read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            line = "Exec=" + " ".join(exec_argument(a) for a in command) + " %f"
        lines.append(line)
    return "\n".join(lines) + "\n"


def _placed_files(data_home: Path) -> dict[Path, Path]:
    """Where each packaged file goes (target: source): the entry and every icon of the icon theme."""
    placed = {data_home / "applications" / DESKTOP_ENTRY.name: DESKTOP_ENTRY}
    for icon in sorted(ICON_THEME.glob("*/apps/*")):
        placed[data_home / "icons" / "hicolor" / icon.relative_to(ICON_THEME)] = icon
    return placed


def _write(target: Path, data: bytes) -> None:
    """Whole or not at all: a desktop scanning the folder meanwhile never reads half a file."""
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.")
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.chmod(temporary, 0o644)
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def install(data_home: Path, command: list[str]) -> list[Path]:
    """Write the entry (starting ``command``) and the icons under ``data_home``; the files written."""
    written = []
    try:
        for target, source in _placed_files(data_home).items():
            data = entry_text(command).encode("utf-8") if source == DESKTOP_ENTRY else source.read_bytes()
            _write(target, data)
            written.append(target)
    except OSError as error:
        raise DesktopEntryError(f"cannot write {error.filename or data_home}: {error.strerror}") from None
    return written


def uninstall(data_home: Path) -> list[Path]:
    """Remove the files ``install`` writes, where present; the files removed. Folders stay: others share them."""
    removed = []
    for target in _placed_files(data_home):
        try:
            target.unlink()
        except FileNotFoundError:
            continue
        except OSError as error:
            raise DesktopEntryError(f"cannot remove {target}: {error.strerror}") from None
        removed.append(target)
    return removed


def run(install_entry: bool) -> int:
    """The command-line options: install or uninstall for this user, reporting each file."""
    if not sys.platform.startswith("linux"):
        print("Desktop entries are for Linux desktops (freedesktop.org); nothing to do here.", file=sys.stderr)
        return 1
    data_home = user_data_home()
    try:
        changed = install(data_home, launch_command()) if install_entry else uninstall(data_home)
    except DesktopEntryError as error:
        print(error, file=sys.stderr)
        return 1
    verb = "installed" if install_entry else "removed"
    for path in changed:
        print(f"{verb} {path}")
    if not changed:
        print(f"no desktop entry of lehavre-desktop in {data_home}")
    return 0
