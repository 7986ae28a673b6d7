"""How the window asks the player something: one small interface, answered by dialogs, or by a test.

Everything the game's commands need to ask goes through a ``Prompter``: a yes/no question, a
warning, a file to open or to save into, the players of a new game. The window hands its commands
a ``WidgetPrompter``; a test hands them one that answers from a script, so a command's whole path
is tested without a dialog on screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from PySide6.QtWidgets import QWidget

from ..session.game_session import Seats
from .messages import ask, warn
from .raised import raised


@dataclass(frozen=True)
class NewGameChoice:
    """The players of a new game: names and seats in seat order (seat 0 starts), and the rows as chosen."""

    names: tuple[str, str]
    seats: Seats
    row_seats: Seats


class Prompter(Protocol):
    def ask(self, title: str, text: str, *, loses: bool = False) -> bool:
        """A yes/no question; True for yes. ``loses``: yes loses something, and No is the default."""

    def warn(self, title: str, text: str) -> None: ...

    def open_path(self, title: str, directory: Path, name_filter: str) -> Path | None:
        """A file to open; None if the player cancelled."""

    def save_path(self, title: str, suggested: Path, name_filter: str) -> Path | None:
        """A file to save into; None if the player cancelled."""

    def new_game(self, names: tuple[str, str], row_seats: Seats) -> NewGameChoice | None:
        """The players of a new game, starting from these; None if the player cancelled."""


class WidgetPrompter:
    """The prompter of the window: message boxes, Qt's file dialog, the New game dialog."""

    def __init__(self, parent: QWidget) -> None:
        self._parent = parent

    def ask(self, title: str, text: str, *, loses: bool = False) -> bool:
        return ask(self._parent, title, text, loses=loses)

    def warn(self, title: str, text: str) -> None:
        warn(self._parent, title, text)

    def open_path(self, title: str, directory: Path, name_filter: str) -> Path | None:
        from .dialogs.files import ask_open_path  # a file dialog's types cost start-up time

        return ask_open_path(self._parent, title, directory, name_filter)

    def save_path(self, title: str, suggested: Path, name_filter: str) -> Path | None:
        from .dialogs.files import ask_save_path

        return ask_save_path(self._parent, title, suggested, name_filter)

    def new_game(self, names: tuple[str, str], row_seats: Seats) -> NewGameChoice | None:
        from .dialogs.new_game import NewGameDialog

        dialog = raised(NewGameDialog(names, self._parent, seats=row_seats))
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return None
        return NewGameChoice(dialog.seat_names(), dialog.seats(), dialog.row_seats())
