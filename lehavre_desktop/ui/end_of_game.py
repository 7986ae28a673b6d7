"""The end of a game: the final scores open when a game ends (by its last action, a redo, or a finished game
opened), come back on request, and lead to a rematch or the review of the game."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QDialog, QWidget

from ..engine import Event, GameEnded, GameState, outcome
from ..session.game_session import GameSession
from ..session.thinker import Thinker
from .board.scene import TableScene
from .hints import HintPresenter
from .motion.director import MotionDirector
from .raised import raised

if TYPE_CHECKING:
    from .dialogs.review import ReviewDialog

# After the last action, the final scores wait for the table to come to rest, then this long: the table's last
# frame is painted first, and building the dialog (a few tens of milliseconds) never falls inside a frame.
AFTER_ANIMATION_MS = 50


class EndOfGame(QObject):
    def __init__(
        self,
        session: GameSession,
        scene: TableScene,
        hints: HintPresenter,
        advice: Thinker,
        window: QWidget,
        rematch: Callable[[], object],
        motion: MotionDirector,
    ) -> None:
        super().__init__(window)
        self.session = session
        self.scene = scene
        self.hints = hints
        self.advice = advice
        self.window = window
        self._rematch = rematch
        self._motion = motion
        self._after_rest = False  # the last action's motion runs: the scores open once it has settled
        self.dialog: QDialog | None = None
        self.review: ReviewDialog | None = None
        self._shown_for: GameState | None = None  # the finished game the dialog shows
        self.was_finished = False  # a finished game on the table at the start shows its scores once on screen
        session.gameStarted.connect(self._on_game_started)
        session.stateChanged.connect(self._on_state_changed)
        motion.settled.connect(self._on_settled)

    def _on_game_started(self) -> None:
        """Another game: the final scores of the last one go, with the states they hold."""
        self.was_finished = False
        self._after_rest = False
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog, self._shown_for = None, None

    def _on_state_changed(self, state: GameState, events: tuple[Event, ...]) -> None:
        if state.finished and not self.was_finished:
            played = any(isinstance(e, GameEnded) for e in events)
            self._after_rest = played and self._motion.busy  # the director heard the change first
            if not self._after_rest:
                QTimer.singleShot(0, self.show)
        self.was_finished = state.finished

    def _on_settled(self) -> None:
        if self._after_rest:
            self._after_rest = False
            QTimer.singleShot(AFTER_ANIMATION_MS, self.show)

    def show_on_start(self) -> None:
        """The window is on screen: a finished game on the table shows its scores."""
        if self.session.state.finished and not self.was_finished:
            self.was_finished = True
            self.show()

    def show(self) -> None:
        state = self.session.state
        result = outcome(state)
        if result is None:
            return
        if self.dialog is not None and self._shown_for is state:
            raised(self.dialog).open()
            return
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
        from .dialogs.end_game import EndGameDialog  # only a finished game needs it, and its chart library

        dialog = EndGameDialog(self.session.names, result, self.session.states(), self.window)
        dialog.rematchRequested.connect(dialog.accept)
        dialog.rematchRequested.connect(self._rematch)
        dialog.reviewRequested.connect(self.review_game)
        self.dialog = dialog
        self._shown_for = state
        raised(dialog).open()

    def review_game(self) -> None:
        """Game ▸ Review this game: the search goes over the persons' turns; the table browses the costliest."""
        if not self.session.state.finished:
            return
        from .dialogs.review import ReviewDialog  # only a finished game needs it

        if self.dialog is not None:
            self.dialog.close()  # the review browses the table, which the final scores would cover
        if self.review is not None:
            self.review.close()
            self.review.deleteLater()
        self.review = ReviewDialog(self.session, self.scene, self.hints.layer, self.advice, self.window)
        raised(self.review).open()

    def apply_theme(self) -> None:
        if self.dialog is not None:
            from .dialogs.end_game import EndGameDialog

            if isinstance(self.dialog, EndGameDialog):
                self.dialog.apply_theme()

    def close(self) -> None:
        for window in (self.dialog, self.review):  # they are separate windows
            if window is not None:
                window.close()
