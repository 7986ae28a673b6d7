"""Closing the main window: the game's moves are not lost unasked, the window's size and state are remembered for
the next start, and the window's workers (the computer's and the advice's processes, the chart import, the open
dialogs) end with it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .autosave_warning import close_with_moves_lost
from .chart_preload import ChartPreloader
from .window_size import size_to_remember

if TYPE_CHECKING:
    from .main_window import MainWindow


def may_close(window: MainWindow) -> bool:
    """False when the disk refused the last autosave and the player would rather not lose those moves."""
    saved = window.document.close()
    return saved or not window.session.actions() or close_with_moves_lost(window.prompter, window.files.save_as)


def finish_closing(window: MainWindow) -> None:
    size = size_to_remember(window)
    if size is not None:
        window.settings.window_size = size
    if not window.isFullScreen():
        window.settings.window_maximized = window.isMaximized()
    window.sync_settings()
    window.computer.shutdown()
    ChartPreloader.wait()
    window.end.close()
    window.dialogs.close()
    window.advice.shutdown()
