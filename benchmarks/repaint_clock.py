"""The end of a repaint of the table, for the benchmarks: what a player waits for.

The view draws its foreground last, once every item is drawn; the clock notes that moment. ``until_painted``
runs the event loop until the table has been painted and a further pass paints it no more.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtWidgets import QApplication

from lehavre_desktop.ui.board.view import TableView


class RepaintClock:
    def __init__(self) -> None:
        self.painted_at: list[float] = []
        draw_foreground = TableView.drawForeground

        def drawn(view: TableView, painter: Any, rect: Any) -> None:
            draw_foreground(view, painter, rect)
            self.painted_at.append(time.perf_counter())

        TableView.drawForeground = drawn  # type: ignore[method-assign, assignment]

    def start(self) -> float:
        """Forget the paints so far; the moment the gesture is sent."""
        self.painted_at.clear()
        return time.perf_counter()

    def until_painted(self, since: float, wait_s: float = 1.0) -> float | None:
        """The milliseconds from ``since`` to the end of the table's last paint (None: nothing was painted
        within ``wait_s``)."""
        deadline = since + wait_s
        while not self.painted_at and time.perf_counter() < deadline:
            QApplication.processEvents()
        if not self.painted_at:
            return None
        while True:
            seen = len(self.painted_at)
            QApplication.processEvents()
            if len(self.painted_at) == seen:
                return (self.painted_at[-1] - since) * 1000
