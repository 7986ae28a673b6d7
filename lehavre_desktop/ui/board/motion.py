"""Motion on the table: reusable animations that a click can finish, wherever they run.

An animation made afresh for every move and parented to its item stays alive as the item's child
until the item goes: a game of gestures left hundreds behind. A ``Motion`` is made once with its
item and runs again and again: a property of the item (``Motion(item, b"pos")``), or a value handed
to a callback (``Motion.following(item, on_value)``, e.g. a wheel's angle).

Interaction never waits for an animation: every Motion, and anything else that moves on the table
(the overlays of ``ui.motion``), is known here while it lives (``track``), and ``finish_all`` jumps
each one that runs to where it was going, with any animation an item of the table runs on its own.
The motion director calls it on a click or a key.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QObject, QPropertyAnimation, QVariantAnimation
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene


class Finishable(Protocol):
    """Something that moves on the table and can be brought to its end at once."""

    @property
    def running(self) -> bool: ...

    def finish(self) -> None: ...


_tracked: weakref.WeakSet[Finishable] = weakref.WeakSet()


def track(motion: Finishable) -> None:
    """Let ``finish_all`` find ``motion`` for as long as it lives."""
    _tracked.add(motion)


def running_motions() -> list[Finishable]:
    """What moves now, on every table."""
    running = []
    for motion in list(_tracked):
        try:
            if motion.running:
                running.append(motion)
        except RuntimeError:  # its Qt object went with its item
            _tracked.discard(motion)
    return running


def finish_all(scene: QGraphicsScene | None = None) -> bool:
    """Bring everything that moves to its end at once (the table at rest); whether anything moved. Given the
    table's scene, an animation one of its items runs without a Motion (a fade) is finished too."""
    running = running_motions()
    for motion in running:
        try:
            motion.finish()
        except RuntimeError:
            _tracked.discard(motion)
    unknown = scene_animations(scene) if scene is not None else []
    for animation in unknown:
        finish_animation(animation)
    return bool(running or unknown)


def scene_animations(scene: QGraphicsScene) -> list[QAbstractAnimation]:
    """The moves the items of ``scene`` run now (each animation is its item's child, as it is deleted with it); a
    looping one is not a move that ends, and is left alone."""
    found: list[QAbstractAnimation] = []
    for item in scene.items():
        if isinstance(item, QGraphicsObject):
            found += [
                animation
                for animation in item.findChildren(QAbstractAnimation)
                if animation.state() == QAbstractAnimation.State.Running and animation.totalDuration() >= 0
            ]
    return found


def finish_animation(animation: QAbstractAnimation) -> None:
    """Jump to the end: the last value is set, ``finished`` is emitted, and the animation stops."""
    if animation.state() != QAbstractAnimation.State.Stopped:
        animation.setCurrentTime(animation.totalDuration())
        animation.stop()


class Motion:
    def __init__(self, target: QObject, prop: bytes, easing: QEasingCurve.Type = QEasingCurve.Type.InOutCubic) -> None:
        self._animation: QVariantAnimation = QPropertyAnimation(target, prop, target)
        self._animation.setEasingCurve(easing)
        self._setting_up = False
        track(self)

    @classmethod
    def following(
        cls,
        owner: QObject,
        on_value: Callable[[object], None],
        easing: QEasingCurve.Type = QEasingCurve.Type.InOutCubic,
    ) -> Motion:
        """A motion of a value that is not a property (a wheel's angle, a timeline's clock): ``on_value`` gets each
        frame's value, owned by ``owner``."""
        motion = cls.__new__(cls)
        motion._animation = QVariantAnimation(owner)
        motion._animation.setEasingCurve(easing)
        motion._setting_up = False
        # Setting the animation up again reports a value for the time it stood at: not a frame of the new move.
        motion._animation.valueChanged.connect(lambda value: None if motion._setting_up else on_value(value))
        track(motion)
        return motion

    @property
    def running(self) -> bool:
        return self._animation.state() == QAbstractAnimation.State.Running

    @property
    def end(self) -> object:
        return self._animation.endValue()

    def run(self, start: object, end: object, duration_ms: int, via: object = None) -> None:
        """Go from ``start`` to ``end`` in ``duration_ms`` (a move under way gives way to this one), halfway through
        ``via`` if given (a building carried round by its wheel swings on the way)."""
        self._animation.stop()
        self._setting_up = True
        try:
            self._animation.setDuration(duration_ms)
            keys = [(0.0, start), (0.5, via), (1.0, end)] if via is not None else [(0.0, start), (1.0, end)]
            self._animation.setKeyValues(keys)
        finally:
            self._setting_up = False
        self._animation.start()

    def stop(self) -> None:
        self._animation.stop()

    def finish(self) -> None:
        """Jump to where the move was going (a click during it: the table at rest at once)."""
        if self.running:
            finish_animation(self._animation)
