"""Entry point for a frozen build (PyInstaller)."""

import multiprocessing

from lehavre_desktop.app import main

if __name__ == "__main__":
    # The computer opponent thinks in a spawned process, which in a bundle is this program started again:
    # freeze_support makes that start the worker instead of a second game.
    multiprocessing.freeze_support()
    raise SystemExit(main())
