"""Motion on the table: one reusable animation per moving property of an item.

An animation made afresh for every move and parented to its item stays alive as the item's child
until the item goes: a game of gestures left hundreds behind. A ``Motion`` is made once with its
item and runs again and again; a click that wants the table at rest finishes it at once.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QPropertyAnimation


class Motion:
    def __init__(self, target: QObject, prop: bytes,
                 easing: QEasingCurve.Type = QEasingCurve.Type.InOutCubic) -> None:
        self._animation = QPropertyAnimation(target, prop, target)
        self._animation.setEasingCurve(easing)

    @property
    def running(self) -> bool:
        return self._animation.state() == QPropertyAnimation.State.Running

    @property
    def end(self) -> object:
        return self._animation.endValue()

    def run(self, start: object, end: object, duration_ms: int) -> None:
        """Go from ``start`` to ``end`` in ``duration_ms`` (a move under way gives way to this one)."""
        self._animation.stop()
        self._animation.setDuration(duration_ms)
        self._animation.setStartValue(start)
        self._animation.setEndValue(end)
        self._animation.start()

    def stop(self) -> None:
        self._animation.stop()

    def finish(self) -> None:
        """Jump to where the move was going (a click during it: the table at rest at once)."""
        if self.running:
            self._animation.setCurrentTime(self._animation.duration())
            self._animation.stop()
