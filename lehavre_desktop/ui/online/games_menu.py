"""Game ▸ Online games: the online games in progress, whose move each is and when the opponent last moved, and
apart from them the latest finished ones with their results; a game chosen goes on the table.

A finished game stays in the list, set apart and with its result, as the commercial app keeps it: a game often
ends with the opponent's move while the player is away, and a game that simply vanished would leave them
wondering whether it was lost; opened, it shows the final scores and the review."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import QMenu, QWidget

from ...i18n.forms import Player
from ...online import GameSummary, Invitation
from .words import OnlineCounts, when

# The menu names the latest finished games only: it tells the results that came in, it is no archive (the online
# dialog's list has every game).
FINISHED_IN_MENU = 5


def game_name(summary: GameSummary) -> str:
    return QCoreApplication.translate("Online", "{first} vs {second}").format(
        first=summary.names[0], second=summary.names[1]
    )


def result(totals: tuple[int, int], my_seat: int, opponent: str) -> str:
    """A finished game's result, as its player sees it."""
    mine, theirs = totals[my_seat], totals[1 - my_seat]
    if mine == theirs:
        #: {total}: the score both players ended with.
        return QCoreApplication.translate("Online", "a draw at {total}").format(total=mine)
    if mine > theirs:
        #: {a}: the player's score, {b}: the opponent's.
        return QCoreApplication.translate("Online", "you won, {a} to {b}").format(a=mine, b=theirs)
    #: {name}: the opponent, the winner (a Player term: {name:the} …); {a}: their score, {b}: the player's.
    return QCoreApplication.translate("Online", "{name} won, {a} to {b}").format(
        name=Player(opponent), a=theirs, b=mine
    )


def whose_move(summary: GameSummary) -> str:
    """Whose move a game waits for, with the time of the opponent's last move; a finished game's result."""
    if summary.totals is not None:
        return result(summary.totals, summary.my_seat, summary.names[1 - summary.my_seat])
    if summary.seat_to_move == summary.my_seat:
        return QCoreApplication.translate("Online", "your move")
    name = summary.names[1 - summary.my_seat]
    if summary.opponent_last_move_ms is None:
        return QCoreApplication.translate("Online", "{name} to move").format(name=name)
    return QCoreApplication.translate("Online", "{name} to move, last move {time}").format(
        name=name, time=when(summary.opponent_last_move_ms)
    )


def in_order(games: tuple[GameSummary, ...]) -> list[GameSummary]:
    """The games in progress first, those waiting for this player before the others, then the finished ones; the
    latest activity first within each."""
    return sorted(
        games,
        key=lambda s: (s.totals is not None, s.seat_to_move != s.my_seat, -(s.opponent_last_move_ms or 0)),
    )


def game_entry(summary: GameSummary) -> str:
    return QCoreApplication.translate("Online", "{game}: {state}").format(
        game=game_name(summary), state=whose_move(summary)
    )


class OnlineGamesMenu(QMenu):
    openRequested = Signal(str)  # a room ID: put its game on the table
    invitationsRequested = Signal()  # open the dialog at the invitations

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games: tuple[GameSummary, ...] = ()
        self.invitations: tuple[Invitation, ...] = ()
        self.signed_in = False
        self.on_table = ""
        self.refresh()

    def show_games(
        self, games: tuple[GameSummary, ...], invitations: tuple[Invitation, ...], signed_in: bool, on_table: str
    ) -> None:
        self.games, self.invitations, self.signed_in, self.on_table = games, invitations, signed_in, on_table
        self.refresh()

    def refresh(self) -> None:
        self.clear()
        self.setTitle(QCoreApplication.translate("Online", "Online &games"))
        if not self.signed_in:
            self.addAction(
                QCoreApplication.translate("Online", "Not signed in: Game ▸ Play a friend online… signs in")
            ).setEnabled(False)
            return
        ordered = in_order(self.games)
        in_progress = [s for s in ordered if s.totals is None]
        finished = [s for s in ordered if s.totals is not None][:FINISHED_IN_MENU]
        if not in_progress:
            self.addAction(QCoreApplication.translate("Online", "No online game in progress")).setEnabled(False)
        for summary in in_progress:
            self._add_game(summary)
        if finished:
            self.addSeparator()
            # A title, not a command (QMenu.addSection shows no text in most styles).
            self.addAction(QCoreApplication.translate("Online", "Finished games")).setEnabled(False)
            for summary in finished:
                self._add_game(summary)
        if self.invitations:
            self.addSeparator()
            action = self.addAction(OnlineCounts().invitations(len(self.invitations)))
            action.triggered.connect(self.invitationsRequested.emit)

    def _add_game(self, summary: GameSummary) -> None:
        action = self.addAction(game_entry(summary).replace("&", "&&"))  # a name's "&" is no menu key
        action.setCheckable(True)
        action.setChecked(summary.room_id == self.on_table)
        action.triggered.connect(lambda _checked=False, room=summary.room_id: self.openRequested.emit(room))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
