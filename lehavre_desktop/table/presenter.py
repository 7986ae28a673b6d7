"""The one presenter of the table: it makes a frame (``present``) after each change and hands it on.

The controller tells it what the player is shaping (``show``); the computer's presenter, the hint and the guided
game set the lock, the hint and the spotlight. Each change presents the table again and emits
``frameChanged(frame, animate_ms)``: the scene and the action bar take the frame and repaint what changed in it;
``animate_ms`` is the motion's length when an action changed the game (0: the table just shows the frame).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..engine import Action, GameState
from .frame import Lock, Spotlight, TableFrame
from .messages import Message
from .pending import Pending
from .present import NO_SPOTLIGHT, present


class TablePresenter(QObject):
    frameChanged = Signal(object, int)  # TableFrame, animate_ms

    def __init__(self, state: GameState, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.pending: Pending | None = None
        self.selection: str | None = None
        self.selling: str | None = None
        self.notice: Message | None = None
        self.lock: Lock | None = None
        self.hint: tuple[Action, ...] = ()
        self.spotlight: Spotlight = NO_SPOTLIGHT
        self.frame = present(state)

    def show(
        self,
        state: GameState,
        pending: Pending | None,
        selection: str | None,
        notice: Message | None,
        selling: str | None = None,
        animate_ms: int = 0,
    ) -> TableFrame:
        """The table for this game and this choice of the player (``animate_ms``: an action changed the game)."""
        self.state, self.pending, self.selection, self.notice, self.selling = state, pending, selection, notice, selling
        return self._present(animate_ms)

    def set_lock(self, lock: Lock | None) -> None:
        if lock != self.lock:
            self.lock = lock
            self._present(0)

    def set_hint(self, hint: tuple[Action, ...]) -> None:
        if hint != self.hint:
            self.hint = hint
            self._present(0)

    def set_spotlight(self, spotlight: Spotlight) -> None:
        if spotlight != self.spotlight:
            self.spotlight = spotlight
            self._present(0)

    def refresh(self) -> TableFrame:
        """Present the same inputs again (a pending choice was reshaped in place)."""
        return self._present(0)

    def _present(self, animate_ms: int) -> TableFrame:
        self.frame = present(
            self.state, self.pending, self.selection, self.lock, self.hint, self.notice, self.spotlight, self.selling
        )
        self.frameChanged.emit(self.frame, animate_ms)
        return self.frame
