"""Game ▸ New game, Open, Save, Save as, Kept games and the rematch: the document's commands, as the player
gives them.

Each command asks what it needs through the prompter, then has the document do it. A game that
another replaces is kept for later by the document; the player is told which one, in the status
bar and the Kept games menu, and can take it back. Nothing here is a widget but the Kept games
menu.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QMenu, QWidget

from ..prose.cast import cast_of_record
from ..prose.problems import os_error_reason, problem_text
from ..session.component_store import ComponentStore, table_differences
from ..session.document import GameDocument
from ..session.kept import KeptGame
from ..session.persistence import SAVE_SUFFIX, SaveFileError
from ..settings import Settings
from .prompter import Prompter

translate = QCoreApplication.translate


def kept_label(kept: KeptGame) -> str:
    """A kept game as the menu names it: its players and how far it got."""
    a, b = cast_of_record(kept)
    if kept.finished:
        return translate("GameFiles", "{a} and {b}, finished").format(a=a, b=b)
    return translate("GameFiles", "{a} and {b}, round {letter}").format(a=a, b=b, letter=kept.round_letter)


class GameFiles(QObject):
    # A sentence for the status bar: what happened to a file or to the game that was replaced.
    told = Signal(str)

    def __init__(
        self,
        document: GameDocument,
        prompter: Prompter,
        settings: Settings,
        store: ComponentStore,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.store = store  # the owner's component table: every new game starts with it
        self.prompter = prompter
        self.settings = settings
        self.kept_menu = QMenu(parent if isinstance(parent, QWidget) else None)
        document.gameKept.connect(self._say_kept)
        document.keptChanged.connect(self.refresh_kept_menu)

    # ---- commands ------------------------------------------------------------------------------------
    def new_game(self) -> bool:
        """Ask for the players and start a new game; False if the player cancelled."""
        session = self.document.session
        choice = self.prompter.new_game(session.names, self.settings.seats)
        if choice is None:
            return False
        self.settings.seats = choice.row_seats
        self.settings.sync()
        components = self.store.table
        return self.replacing(lambda keep: self.document.new_game(choice.names, components, choice.seats, keep))

    def rematch(self) -> bool:
        return self.replacing(lambda keep: self.document.rematch(self.store.table, keep))

    def open_game(self) -> bool:
        path = self.prompter.open_path(translate("GameFiles", "Open game"), Path.home(), self.file_filter())
        return path is not None and self.open_path(path)

    def open_path(self, path: Path, save_path: Path | None = None) -> bool:
        """Play the game in ``path``; a file that is not a game is reported and left as it is."""
        try:
            opened = self.replacing(lambda keep: self.document.open(path, save_path, keep))
        except SaveFileError as error:
            text = translate(
                "GameFiles",
                "{file} is not a game this program can open. The file was left as it is.\n\nDetails: {reason}",
            )
            self.prompter.warn(
                translate("GameFiles", "Cannot open game"),
                text.format(file=path.name, reason=problem_text(error.error)),
            )
            return False
        if opened and table_differences(self.document.session.record().components, self.store.table):
            self.told.emit(
                translate(
                    "GameFiles",
                    "This game is played with other component numbers than your table; Game ▸ Component data… "
                    "shows them and can adopt them.",
                )
            )
        return opened

    def resume(self, kept: KeptGame) -> bool:
        """Play on a kept game; it leaves the kept games."""
        try:
            return self.replacing(lambda keep: self.document.resume(kept, keep))
        except SaveFileError as error:
            text = translate(
                "GameFiles", "The kept game can no longer be read; its file was left as it is.\n\nDetails: {reason}"
            )
            self.prompter.warn(
                translate("GameFiles", "Cannot open game"), text.format(reason=problem_text(error.error))
            )
            self.refresh_kept_menu()
            return False

    def save(self) -> bool:
        path = self.document.path
        return self.save_as() if path is None else self.save_to(path)

    def save_as(self) -> bool:
        suggested = Path.home() / f"game{SAVE_SUFFIX}"
        path = self.prompter.save_path(translate("GameFiles", "Save game"), suggested, self.file_filter())
        if path is None:
            return False
        if not path.name.endswith(SAVE_SUFFIX):
            path = path.with_name(path.name + SAVE_SUFFIX)
        return self.save_to(path)

    def save_to(self, path: Path) -> bool:
        title = translate("GameFiles", "Cannot save game")
        if not self.document.session.savable:
            self.prompter.warn(
                title,
                translate(
                    "GameFiles",
                    "This game was set up from a position, not played from the start, so it has no game "
                    "record to save.",
                ),
            )
            return False
        try:
            self.document.save(path)
        except OSError as error:
            text = translate("GameFiles", "The game could not be saved to {file}: {reason}")
            self.prompter.warn(title, text.format(file=str(path), reason=os_error_reason(error)))
            return False
        self.told.emit(translate("GameFiles", "Saved to {file}").format(file=str(path)))
        return True

    @staticmethod
    def file_filter() -> str:
        return translate("GameFiles", "Inland Port games (*{suffix});;All files (*)").format(suffix=SAVE_SUFFIX)

    # ---- the game replaced -----------------------------------------------------------------------------
    def replacing(self, replace: Callable[[bool], object]) -> bool:
        """Do ``replace`` (a document command, told whether to keep the game it replaces); a game that cannot be
        kept is not replaced unless the player agrees to lose its unsaved moves."""
        try:
            replace(True)
        except OSError as error:
            text = translate(
                "GameFiles",
                "The game on the table could not be kept for later: {reason}. Replace it "
                "all the same? Its moves since it was last saved would be lost.",
            )
            if not self.prompter.ask(
                translate("GameFiles", "Cannot keep the game"), text.format(reason=os_error_reason(error)), loses=True
            ):
                return False
            replace(False)
        return True

    def _say_kept(self, kept: object) -> None:
        assert isinstance(kept, KeptGame)
        a, b = cast_of_record(kept)
        text = translate("GameFiles", "The game of {a} and {b} is kept for later: take it back from Game ▸ Kept games.")
        self.told.emit(text.format(a=a, b=b))

    # ---- the Kept games menu -----------------------------------------------------------------------
    def refresh_kept_menu(self) -> None:
        menu = self.kept_menu
        menu.clear()
        menu.setTitle(translate("GameFiles", "&Kept games"))
        found = self.document.kept_games()
        for kept in found:
            action = menu.addAction(kept_label(kept))
            action.triggered.connect(lambda _checked=False, k=kept: self.resume(k))
        if found:
            menu.addSeparator()
            menu.addAction(translate("GameFiles", "&Discard the kept games…")).triggered.connect(self.discard_all)
        menu.menuAction().setVisible(bool(found))

    def discard_all(self) -> None:
        found = self.document.kept_games()
        count = len(found)  # lupdate sees a numerus message only as tr(text, "", variable) in the context's class
        question = self.tr("Discard the %n kept game(s)? They cannot be taken back.", "", count)
        if found and self.prompter.ask(translate("GameFiles", "Kept games"), question, loses=True):
            for kept in found:
                self.document.discard(kept)
