"""What the window sets up once its first frame is on screen, or when first asked for.

The player sees the table before any of this costs a millisecond: the collector's start, and its freeze of what
start-up made, the end of keeping the rendered pictures for the next start (``art_store``), the frame clock's
watch over the table, the chart library's import in the background, the final scores of a game that was opened
finished, and online play, whose modules would cost the start a fifth of its time.
"""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING

from ..session.persistence import online_directory
from . import art_store
from .chart_preload import ChartPreloader

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .online import OnlinePlay


class LaterParts:
    def __init__(self, window: MainWindow, preload_charts: bool, online: bool) -> None:
        self._window = window
        self._preload_charts = preload_charts
        self._online_at_start = online  # a screenshot plays no one online
        self._online_folder = online_directory()  # the user's folders as they are now, like the autosave's
        self._online: OnlinePlay | None = None
        window.clock.after_frame(self._after_first_frame)

    def _after_first_frame(self) -> None:
        # What start-up made (modules, Qt's types, the catalogue) lives as long as the program: the collector
        # stops walking it, so that its full passes, which come mid-game, take a millisecond, not twenty; and it
        # starts now, if the program's start held it back (``app.main``).
        gc.freeze()
        gc.enable()
        art_store.STORE.close_start()  # the pictures the first frame needed are kept for the next start
        window = self._window
        window.clock.watch(window.view.viewport())
        if self._preload_charts:
            ChartPreloader.start()
        window.end.show_on_start()
        if self._online_at_start:
            self.online()  # its menu entries are there before the player can open the menu

    def online(self) -> OnlinePlay:
        """Online play (Game ▸ Play a friend online…, Game ▸ Online games, the dock), made once."""
        if self._online is None:
            from .online import install_online

            self._online = install_online(self._window, self._online_folder)
        return self._online
