"""The wheels' turn, told on the dials for as long as the round change is: each dial's trail stays in its player's
colour after the pointer has stopped, while the banner tells the new round, then fades.

The dials draw the trail while they turn (the scene turns them); this piece only holds it there once the turn is
over, fades it, and takes it away. With the animations off nothing turns and no trail is ever drawn.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..board.wheel import WheelItem
from .timeline import Piece


class TrailPiece(Piece):
    """The dials' trails held from the change's start until ``fade_ms`` into it, faded out by its end."""

    def __init__(self, wheels: Sequence[WheelItem], fade_ms: float, duration_ms: float) -> None:
        super().__init__(0.0, duration_ms)
        self.wheels = tuple(wheels)
        self.fade_ms = min(fade_ms, self.duration_ms)

    def prepare(self) -> None:
        for wheel in self.wheels:
            wheel.hold_trail()

    def opacity_at(self, progress: float) -> float:
        """The trail's opacity at ``progress`` through the piece: whole until ``fade_ms``, then fading to nothing."""
        now = progress * self.duration_ms
        if now <= self.fade_ms:
            return 1.0
        return max(0.0, 1.0 - (now - self.fade_ms) / (self.duration_ms - self.fade_ms))

    def show(self, progress: float) -> None:
        opacity = self.opacity_at(progress)
        for wheel in self.wheels:
            wheel.fade_trail(opacity)

    def end(self) -> None:
        for wheel in self.wheels:
            wheel.release_trail()
