"""What waits for the table's next frame: work that must not delay the picture the player waits for.

``FrameClock.after_frame(callback)`` calls back once the watched widget's next frame is painted (a
zero-timer set off by its paint event), or soon if no frame comes (a hidden window). The autosave
and the teaching panel's words wait for it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

# If no frame comes (a hidden window), the callbacks run after this long.
NO_FRAME_MS = 100


class FrameClock(QObject):
    def __init__(self, watched: QWidget) -> None:
        super().__init__(watched)
        self._watched = watched
        self._callbacks: list[Callable[[], None]] = []
        self._armed = False
        watched.installEventFilter(self)

    def watch(self, widget: QWidget) -> None:
        """Watch another widget's frames (the table's viewport, once the window is on screen)."""
        self._watched.removeEventFilter(self)
        self._watched = widget
        widget.installEventFilter(self)

    def after_frame(self, callback: Callable[[], None]) -> None:
        self._callbacks.append(callback)
        self._armed = True
        QTimer.singleShot(NO_FRAME_MS, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._armed and event.type() == QEvent.Type.Paint:
            self._armed = False
            QTimer.singleShot(0, self._run)
        return False

    def _run(self) -> None:
        callbacks, self._callbacks = self._callbacks, []
        for callback in callbacks:
            callback()
