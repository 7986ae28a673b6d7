"""Game ▸ Online games: the online games in progress, whose move each is and when the opponent last moved; a
game chosen goes on the table."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import QMenu, QWidget

from ...online import GameSummary, Invitation
from .words import OnlineCounts, when


def game_name(summary: GameSummary) -> str:
    return QCoreApplication.translate("Online", "{first} vs {second}").format(
        first=summary.names[0], second=summary.names[1]
    )


def whose_move(summary: GameSummary) -> str:
    """Whose move a game waits for, with the time of the opponent's last move."""
    if summary.seat_to_move is None:
        return QCoreApplication.translate("Online", "the game is over")
    if summary.seat_to_move == summary.my_seat:
        return QCoreApplication.translate("Online", "your move")
    name = summary.names[1 - summary.my_seat]
    if summary.opponent_last_move_ms is None:
        return QCoreApplication.translate("Online", "{name} to move").format(name=name)
    return QCoreApplication.translate("Online", "{name} to move, last move {time}").format(
        name=name, time=when(summary.opponent_last_move_ms)
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
        if not self.games:
            self.addAction(QCoreApplication.translate("Online", "No online game in progress")).setEnabled(False)
        # Games waiting for this player first, then the others; the newest activity first within each.
        ordered = sorted(self.games, key=lambda s: (s.seat_to_move != s.my_seat, -(s.opponent_last_move_ms or 0)))
        for summary in ordered:
            action = self.addAction(game_entry(summary).replace("&", "&&"))  # a name's "&" is no menu key
            action.setCheckable(True)
            action.setChecked(summary.room_id == self.on_table)
            action.triggered.connect(lambda _checked=False, room=summary.room_id: self.openRequested.emit(room))
        if self.invitations:
            self.addSeparator()
            action = self.addAction(OnlineCounts().invitations(len(self.invitations)))
            action.triggered.connect(self.invitationsRequested.emit)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
