"""The game document: the game on the table as the application holds it — its file, its unsaved changes, its
autosave, and the games kept for later.

The session (``GameSession``) is the game itself: states, undo, redo. The document adds what a file
and a program add to a game: the path it was saved to or opened from, whether it holds changes the
file lacks (``dirty``), the autosave after every gesture, and the rule that no game is ever thrown
away: whatever replaces the current game (a new game, a game opened, a rematch, a kept game taken
back, the guided game) first puts an unfinished or unsaved game aside in the kept games, and says
which one (``gameKept``), so the player can take it back from Game ▸ Kept games.

Nothing here shows a widget: the window asks the player (through its prompter) and calls the
document; the tests drive the document without a window. The autosave waits for the table's next
frame (``after_frame``, injected by the window) so that the player never waits for the disk, and
the write itself happens on a worker thread.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import Components, GameRecord, record_to_json
from .game_session import GameSession, Seats
from .kept import KeptGame, discard_kept, keep_for_later, kept_games
from .persistence import BackgroundWriter, autosave_path, load_record, save_record

# The autosave of a gesture is written once the table's next frame is on screen, or after this long if no
# frame comes (a hidden window).
AUTOSAVE_FALLBACK_MS = 250

AfterFrame = Callable[[Callable[[], None]], None]


def _now(callback: Callable[[], None]) -> None:
    callback()


class GameDocument(QObject):
    # The path or the unsaved changes changed: the window's title.
    changed = Signal()
    # A game was put aside before another replaced it (a KeptGame): the window says so.
    gameKept = Signal(object)
    # The list of kept games changed: the Kept games menu.
    keptChanged = Signal()
    # The autosave could not be written: the reason, as an OSError (from the writer's thread, queued); it is tried
    # again until it succeeds, which ``autosaveRecovered`` says.
    autosaveFailed = Signal(object)
    autosaveRecovered = Signal()

    def __init__(
        self, session: GameSession, autosave: bool = True, after_frame: AfterFrame = _now, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.autosave_enabled = autosave
        self._after_frame = after_frame
        self.path: Path | None = None
        self._clean: GameRecord | None = session.record()  # what the file (or the start of the game) holds
        self._autosave_due = False
        self._writer = BackgroundWriter(
            lambda _path, error: self.autosaveFailed.emit(error), lambda _path: self.autosaveRecovered.emit()
        )
        session.gameStarted.connect(self._on_game_started)
        session.recordChanged.connect(self._on_record_changed)
        session.stateChanged.connect(lambda _state, _events: self.changed.emit())

    # ---- reading --------------------------------------------------------------------------------------
    @property
    def dirty(self) -> bool:
        """The game holds changes its file (or, never saved, the start of the game) lacks."""
        return self.session.savable and self.session.record() != self._clean

    def worth_keeping(self) -> bool:
        """Whether replacing the game would lose moves: it has some, and its own file lacks them (or it has none,
        and only the autosave, which the next game overwrites, holds them)."""
        return self.session.savable and bool(self.session.record().actions) and (self.path is None or self.dirty)

    def kept_games(self) -> list[KeptGame]:
        return kept_games()

    # ---- replacing the game ------------------------------------------------------------------------
    def keep_current(self, keep: bool = True) -> KeptGame | None:
        """Put the game aside in the kept games if replacing it would lose moves; OSError if it cannot be written.
        ``keep=False``: the player agreed to lose it."""
        if not keep or not self.worth_keeping():
            return None
        kept = keep_for_later(self.session.record(), self.path)
        self.gameKept.emit(kept)
        self.keptChanged.emit()
        return kept

    def new_game(
        self, names: tuple[str, str], components: Components, seats: Seats, keep: bool = True
    ) -> KeptGame | None:
        """A new game on the table; the game it replaces is kept first if it holds unsaved moves."""
        kept = self.keep_current(keep)
        self.path = None
        self.session.new_game(names, components, seats)
        return kept

    def rematch(self, components: Components, keep: bool = True) -> KeptGame | None:
        """The same players again, the other one starting, on ``components`` (the owner's table)."""
        record = self.session.record()
        first, second = record.names
        return self.new_game((second, first), components, (record.seats[1], record.seats[0]), keep)

    def open(self, path: Path, save_path: Path | None = None, keep: bool = True) -> KeptGame | None:
        """Play the game in ``path`` (``save_path``: where Save writes, default ``path``); SaveFileError if it
        cannot be opened, and then nothing changes."""
        record = load_record(path)
        kept = self.keep_current(keep)
        self.path = path if save_path is None else save_path
        self.session.load(record)
        return kept

    def load(self, record: GameRecord, save_path: Path | None = None, keep: bool = True) -> KeptGame | None:
        kept = self.keep_current(keep)
        self.path = save_path
        self.session.load(record)
        return kept

    def resume(self, kept: KeptGame, keep: bool = True) -> KeptGame | None:
        """Play on a kept game; it leaves the kept games. SaveFileError if its file cannot be read any more."""
        record = kept.load()
        put_aside = self.keep_current(keep)
        self.path = kept.save_path
        self.session.load(record)
        discard_kept(kept)
        self.keptChanged.emit()
        return put_aside

    def discard(self, kept: KeptGame) -> None:
        discard_kept(kept)
        self.keptChanged.emit()

    # ---- saving ---------------------------------------------------------------------------------------
    def save(self, path: Path) -> None:
        """Save the game to ``path`` (OSError if that fails); it becomes the game's file."""
        record = self.session.record()
        save_record(path, record)
        self.path = path
        self._clean = record
        self.changed.emit()

    def rename_players(self, names: tuple[str, str]) -> None:
        """The program's default names in another language: no change to save (the file's game is the same game,
        under names that are said otherwise)."""
        self.session.rename_players(names)
        if self._clean is not None:
            self._clean = replace(self._clean, names=names)
        self.changed.emit()

    def _on_game_started(self) -> None:
        # Sent before the new game is in the session: its first record (below) is its clean state.
        self._clean = None

    # ---- autosave ---------------------------------------------------------------------------------------
    def _on_record_changed(self) -> None:
        if self._clean is None:
            self._clean = self.session.record()  # the first record of a game just started is its clean state
        self.changed.emit()
        if not self.autosave_enabled or not self.session.savable or self._autosave_due:
            return
        self._autosave_due = True
        self._after_frame(self._autosave)
        QTimer.singleShot(AUTOSAVE_FALLBACK_MS, self._autosave)

    def _autosave(self) -> None:
        if not self._autosave_due:
            return
        self._autosave_due = False
        if not self.autosave_enabled or not self.session.savable:
            return
        record = self.session.record()
        self._writer.write(autosave_path(), lambda: record_to_json(record))

    @property
    def autosave_waiting(self) -> bool:
        """A gesture's autosave waits for the table's next frame: not handed to the writer yet."""
        return self._autosave_due

    def flush_autosave(self) -> None:
        """Write an autosave that is due now, and wait until it is on disk."""
        self._autosave()
        self._writer.wait()

    @property
    def autosave_failing(self) -> bool:
        """The autosave's last write failed (a full or read-only disk): the game's newest moves are not on disk."""
        return self._writer.failing

    def close(self) -> bool:
        """The program ends: the last gesture is written, and the writer stops; False if it could not be written (the
        window then offers to save the game elsewhere)."""
        if self.autosave_enabled and self.session.savable:
            self._autosave_due = True
        self._autosave()
        return self._writer.close() or not self.autosave_enabled or not self.session.savable
