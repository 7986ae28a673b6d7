"""Game ▸ Players: who plays each seat, changed in the middle of a game.

A seat the computer could not play (its worker failed) is handed to a person; this menu hands it
back, or lets the computer take over a seat, or a person take one over, at any moment. The game
itself is untouched: the session's record only changes who plays the seats from now on.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from ..ai import PLAYABLE_LEVELS
from ..engine import PERSON_SEAT
from ..session.game_session import GameSession, computer_level, computer_seat
from ..session.players import computer_name

SEAT_CHOICES = (PERSON_SEAT, *(computer_seat(level) for level in PLAYABLE_LEVELS))


class PlayersMenu(QMenu):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.seat_menus = [QMenu(self), QMenu(self)]
        self.choices: list[dict[str, QAction]] = []
        for seat, menu in enumerate(self.seat_menus):
            group = QActionGroup(menu)
            actions: dict[str, QAction] = {}
            for choice in SEAT_CHOICES:
                action = menu.addAction("")
                action.setCheckable(True)
                action.triggered.connect(lambda _checked=False, s=seat, c=choice: self.choose(s, c))
                group.addAction(action)
                actions[choice] = action
            self.choices.append(actions)
            self.addMenu(menu)
        session.seatsChanged.connect(self.refresh)
        session.gameStarted.connect(self.refresh)
        session.stateChanged.connect(lambda _state, _events: self.refresh())
        self.retranslate_ui()

    def choose(self, seat: int, choice: str) -> None:
        seats = list(self.session.seats)
        seats[seat] = choice
        self.session.set_seats((seats[0], seats[1]))

    def refresh(self) -> None:
        seats = self.session.seats
        for seat, menu in enumerate(self.seat_menus):
            menu.setTitle(self.session.names[seat].replace("&", "&&"))  # a name is shown as written
            for choice, action in self.choices[seat].items():
                action.setChecked(choice == seats[seat])

    def retranslate_ui(self) -> None:
        self.setTitle(QCoreApplication.translate("PlayersMenu", "&Players"))
        self.setToolTipsVisible(True)
        for actions in self.choices:
            for choice, action in actions.items():
                level = computer_level(choice)
                action.setText(
                    QCoreApplication.translate("PlayersMenu", "A person at this computer")
                    if level is None
                    else computer_name(level)
                )
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
