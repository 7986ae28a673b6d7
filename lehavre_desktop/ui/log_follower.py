"""The game log follows the game: new lines after a move, the whole log again for a game started or opened; a
forced sale, which comes without a gesture of the player's, is also said in the status bar."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from ..engine import Event, GameState, Sold
from ..prose.narration import narrate
from ..session.game_session import GameSession
from .log_panel import LogPanel


class LogFollower(QObject):
    def __init__(
        self, session: GameSession, log: LogPanel, tell: Callable[[str], None], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.log = log
        self._tell = tell
        self._game_starting = False
        self._note_set_up()
        log.show_history(session.history())
        session.gameStarted.connect(self._on_game_started)
        session.stateChanged.connect(self._on_state_changed)

    def _on_game_started(self) -> None:
        self._game_starting = True

    def _on_state_changed(self, state: GameState, events: tuple[Event, ...]) -> None:
        if self._game_starting:
            self._game_starting = False
            self._note_set_up()
            self.log.rebuild(self.session.history())
        else:
            self.log.show_history(self.session.history())
        forced = [event for event in events if isinstance(event, Sold) and event.forced]
        if forced:
            self._tell("  ".join(narrate(event, state) for event in forced))

    def _note_set_up(self) -> None:
        """A game set up from a position (it cannot be saved: no record from its start) has its round told."""
        start = self.session.history()[0][0]
        self.log.set_set_up_round(None if self.session.savable else start.round_letter)

    def rebuild(self) -> None:
        """Every line again (a change of language or palette)."""
        self.log.rebuild(self.session.history())
