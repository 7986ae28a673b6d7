"""Help ▸ Guided first game: the guide walks two new players at this computer through rounds A and B of a new
game; the game it replaces is kept, and offered back when the guide is left."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..i18n.forms import Letter
from ..prose.cast import cast_of_record, cast_of_session
from ..session.document import GameDocument
from ..session.game_session import TWO_PEOPLE
from ..session.kept import KeptGame
from ..session.players import default_names, is_person_default
from .game_files import GameFiles
from .prompter import Prompter
from .teaching_controller import TeachingController
from .teaching_panel import TeachingPanel


class GuidedGameFlow(QObject):
    begun = Signal()  # the guide runs: the teaching panel must be on and in view

    def __init__(
        self,
        document: GameDocument,
        files: GameFiles,
        teaching: TeachingController,
        panel: TeachingPanel,
        prompter: Prompter,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.files = files
        self.teaching = teaching
        self.prompter = prompter
        self.kept: KeptGame | None = None  # the game kept when the guided game began
        panel.leaveGuideRequested.connect(self._after_guide_left)
        panel.keptGameRequested.connect(self._resume_kept)
        document.gameKept.connect(self._remember_kept)
        self._starting = False

    def start(self) -> bool:
        """Start the guided game on a new game of two people; False if the player would rather not."""
        session = self.document.session
        fresh = self.teaching.guide_can_start() and session.seats == TWO_PEOPLE
        if not fresh:
            text = QCoreApplication.translate(
                "GuidedGame",
                "The guide walks two new players at this computer through rounds A and B of a new game: "
                "both players are people, taking turns at the table.",
            )
            if self.document.worth_keeping():
                a, b = cast_of_session(session)
                kept = QCoreApplication.translate(
                    "GuidedGame",
                    "Your game of {a} and {b} (round {letter}) is kept for later: you can take it back from "
                    "Game ▸ Kept games at any time.",
                )
                text += "\n\n" + kept.format(a=a, b=b, letter=Letter(session.state.round_index))
            if not self.prompter.ask(
                QCoreApplication.translate("GuidedGame", "Guided first game"),
                text + "\n\n" + QCoreApplication.translate("GuidedGame", "Start the guided game?"),
            ):
                return False
            self.kept = None
            self._starting = True
            try:
                names = tuple(
                    name if session.level_of(seat) is None and not is_person_default(name) else default
                    for seat, (name, default) in enumerate(zip(session.names, default_names(), strict=True))
                )
                started = self.files.replacing(
                    lambda keep: self.document.new_game((names[0], names[1]), self.files.store.table, TWO_PEOPLE, keep)
                )
            finally:
                self._starting = False
            if not started:
                return False
        self.begun.emit()
        self.teaching.start_guide()
        if self.kept is not None:
            self.teaching.kept_game = cast_of_record(self.kept)
            self.teaching.refresh()
        return True

    def _remember_kept(self, kept: object) -> None:
        if self._starting and isinstance(kept, KeptGame):
            self.kept = kept

    def _after_guide_left(self) -> None:
        """The player left the guided game: offer the game kept when it began."""
        kept = self.kept
        if kept is None or not kept.path.exists():
            return
        a, b = cast_of_record(kept)
        if self.prompter.ask(
            QCoreApplication.translate("GuidedGame", "Kept game"),
            QCoreApplication.translate(
                "GuidedGame", "Go back to the game of {a} and {b} that was kept when the guided game began?"
            ).format(a=a, b=b),
        ):
            self._resume_kept()

    def _resume_kept(self) -> None:
        kept = self.kept
        if kept is not None and self.files.resume(kept):
            self.kept = None
