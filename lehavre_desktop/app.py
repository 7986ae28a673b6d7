"""Start the game: ``lehavre-desktop`` (or ``python -m lehavre_desktop``).

lehavre-desktop [--lang en|el|hu] [--theme system|light|dark|high_contrast] [SAVEFILE]
lehavre-desktop --screenshot FILE [--lang en|el|hu] [--size WxH] [--record SAVEFILE | --position FILE]
                [--pending ACTION [--keep-open]] [--drawer]
lehavre-desktop --print-log SAVEFILE [--lang en|el|hu]
lehavre-desktop --version | --install-desktop-entry | --uninstall-desktop-entry
"""

from __future__ import annotations

import argparse
import gc
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path

from .i18n.languages import LANGUAGES
from .pyside_scan import spare_source_scans  # imported before PySide, which would read its source too
from .theme_choices import THEME_CHOICES

# The largest screens sold (8K, 7680 × 4320) fit either way up; the window's image stays within 256 MB.
MAX_SIDE = 8192
# ASCII digits only, and few of them: int() reads other scripts' digits, and a number of any length.
SIZE_PATTERN = re.compile(r"([0-9]{1,5})[xX]([0-9]{1,5})", re.ASCII)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="lehavre-desktop", description="Le Havre: The Inland Port")
    parser.add_argument("savefile", nargs="?", type=Path, help="a saved game to open")
    once = parser.add_mutually_exclusive_group()
    once.add_argument("--version", action="store_true", help="print the version and exit")
    once.add_argument(
        "--install-desktop-entry",
        action="store_true",
        help="add the game to this user's desktop menu (Linux): its desktop entry and icons under "
        "$XDG_DATA_HOME (~/.local/share), starting this installation",
    )
    once.add_argument(
        "--uninstall-desktop-entry", action="store_true", help="remove what --install-desktop-entry added"
    )
    parser.add_argument("--lang", choices=sorted(LANGUAGES), help="interface language for this run")
    parser.add_argument(
        "--theme", choices=THEME_CHOICES, help="colours for this run: the system's choice, light, dark or high contrast"
    )
    once.add_argument(
        "--print-log",
        type=Path,
        metavar="SAVEFILE",
        help="print the game log and the teaching narration of a saved game as text, in the --lang "
        "language (default English), and exit",
    )
    parser.add_argument(
        "--screenshot",
        type=Path,
        metavar="FILE",
        help="render the window offscreen to an image file (PNG, or another format its suffix names) and exit",
    )
    parser.add_argument("--size", default="1280x800", help="window size for --screenshot, e.g. 1280x800")
    shown = parser.add_mutually_exclusive_group()
    shown.add_argument("--record", type=Path, metavar="SAVEFILE", help="the saved game to show in --screenshot")
    shown.add_argument(
        "--position",
        type=Path,
        metavar="FILE",
        help="a position to show in --screenshot (JSON, the format of engine/position.py)",
    )
    parser.add_argument(
        "--pending",
        metavar="ACTION",
        help="for --screenshot: the build or use being shaped on the table, in the engine's text "
        'form, e.g. "use restaurant x2 pay fish@1.0 pay fish@0.0"',
    )
    parser.add_argument(
        "--keep-open",
        action="store_true",
        help="for --screenshot: carry out the --pending action with Confirm, keep turn open",
    )
    parser.add_argument(
        "--drawer",
        action="store_true",
        help="for --screenshot: a window too small for the side panels beside the table shows them open over it",
    )
    args = parser.parse_args(argv)
    if (args.position or args.pending) and args.screenshot is None:
        parser.error("--position and --pending go with --screenshot")
    if args.keep_open and not args.pending:
        parser.error("--keep-open goes with --pending")
    if args.drawer and args.screenshot is None:
        parser.error("--drawer goes with --screenshot")
    size = screen_size(args.size)
    if size is None:
        shown = args.size if len(args.size) <= 40 else args.size[:40] + "…"
        parser.error(
            f"--size must be a width and a height in pixels, each from 1 to {MAX_SIDE} (a screen's size), "
            f"like 1280x800, not {shown!r}"
        )
    args.width, args.height = size
    return args


def screen_size(text: str) -> tuple[int, int] | None:
    """The width and height ``text`` gives ("1280x800"), if a screen can have them; else None."""
    found = SIZE_PATTERN.fullmatch(text)
    if found is None:
        return None
    width, height = int(found[1]), int(found[2])
    return (width, height) if 1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE else None


def one_off_command(args: argparse.Namespace) -> Callable[[], int] | None:
    """The command that prints or installs something and ends, without a window; None for the game."""
    if args.version:

        def version() -> int:
            from . import __version__

            print(f"lehavre-desktop {__version__}")
            return 0

        return version
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        from . import desktop_entry

        return lambda: desktop_entry.run(install_entry=args.install_desktop_entry)
    if args.print_log is not None:
        from .print_log import print_log

        return lambda: print_log(args.print_log, args.lang or "en")
    return None


def main(argv: list[str] | None = None) -> int:
    # What start-up makes (modules, Qt's types, the catalogue) lives as long as the program: collecting while it is
    # made (some ninety passes, 10 ms) finds nothing. The collector is let loose once the first frame is on screen,
    # or at once for a command that opens no window.
    gc.disable()
    args = parse_args(sys.argv[1:] if argv is None else argv)
    command = one_off_command(args)
    if command is not None:
        gc.enable()
        return command()
    if args.screenshot is not None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from .platform_check import explain, missing_packages, uses_xcb

    if uses_xcb(os.environ):
        missing = missing_packages()
        if missing:
            print(explain(missing), file=sys.stderr)
            return 1
    from PySide6.QtWidgets import QApplication

    spare_source_scans(("platformdirs",))  # before the modules below: PySide need not read their sources
    from .startup import Shown, run, screenshot

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    if args.screenshot is not None:
        return screenshot(
            app,
            args.screenshot,
            args.lang,
            args.width,
            args.height,
            Shown(args.record, args.position, args.pending, args.keep_open, args.drawer, args.theme or "system"),
        )
    return run(app, args.lang, args.savefile, args.theme)


if __name__ == "__main__":
    raise SystemExit(main())
