"""A timeline: the pieces of one change of the game, each moving in its own slice of time.

One clock (a reusable ``Motion``) drives every piece of what the table shows for a change: a piece
is prepared when the timeline starts (what it stands for is hidden until its time), begins at its
start, is shown at each frame with its own progress, and ends at its end. ``finish`` brings every
piece to its end at once: the table as the state has it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEasingCurve, QObject

from ..board.motion import Motion


class Piece:
    """One thing that moves, from ``start_ms`` for ``duration_ms``."""

    def __init__(self, start_ms: float, duration_ms: float) -> None:
        self.start_ms = start_ms
        self.duration_ms = max(1.0, duration_ms)
        self.begun = False
        self.ended = False

    @property
    def end_ms(self) -> float:
        return self.start_ms + self.duration_ms

    def prepare(self) -> None:
        """The timeline starts (the scene shows the new state): hide what this piece brings in later."""

    def begin(self) -> None:
        """Its time has come."""

    def show(self, progress: float) -> None:
        """A frame: ``progress`` from 0 to 1 through the piece's own time."""

    def end(self) -> None:
        """The table as the state has it: what the piece stood for is shown, the piece is gone."""


class Timeline:
    def __init__(self, owner: QObject, settled: Callable[[], None]) -> None:
        self._clock = Motion.following(owner, self._at, QEasingCurve.Type.Linear)
        self._settled = settled
        self._pieces: list[Piece] = []
        self._length = 0.0

    @property
    def running(self) -> bool:
        return bool(self._pieces)

    @property
    def pieces(self) -> tuple[Piece, ...]:
        return tuple(self._pieces)

    def play(self, pieces: Sequence[Piece]) -> None:
        """Show these pieces from now (what runs is finished first)."""
        self.finish()
        if not pieces:
            return
        self._pieces = list(pieces)
        self._length = max(piece.end_ms for piece in self._pieces)
        for piece in self._pieces:
            piece.prepare()
        self._at(0.0)
        if self._pieces:
            self._clock.run(0.0, self._length, round(self._length))

    def finish(self) -> None:
        if not self._pieces:
            return
        if self._clock.running:
            self._clock.finish()  # the last frame: every piece ends
        if self._pieces:
            self._at(self._length)

    def _at(self, value: object) -> None:
        now = float(value) if isinstance(value, int | float) else 0.0
        for piece in list(self._pieces):
            if not piece.begun and now >= piece.start_ms:
                piece.begun = True
                piece.begin()
            if piece.begun and not piece.ended:
                progress = min(1.0, (now - piece.start_ms) / piece.duration_ms)
                piece.show(progress)
                if progress >= 1.0:
                    piece.ended = True
                    piece.end()
        if self._pieces and now >= self._length:
            self._pieces = []
            self._clock.stop()
            self._settled()
