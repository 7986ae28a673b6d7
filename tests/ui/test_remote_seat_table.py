"""A seat a friend plays from another computer (an online game's opponent): its header says it is the friend's
turn, never "Your turn", and no hint is offered for the friend's position; the key asks why and is told.

The seat is placed as the online table places it (``table_link.remote_seat_for``), without a homeserver: the
two-window tests (test_online_play.py) check the same through a room.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import GameRecord
from lehavre_desktop.online.remote_seat import RoomMoves
from lehavre_desktop.online.table_link import remote_seat_for
from lehavre_desktop.session.seats import SeatKind
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import settle
from tests.ui.test_computer_play import press


def header_texts(window: MainWindow, seat: int) -> list[str]:
    return [run.text for run in window.scene.headers[seat].text_runs()]


def seat_friend(window: MainWindow, seat: int) -> RoomMoves:
    moves = RoomMoves(window)
    window.computer.director.override_seats(remote_seat_for(moves, seat))
    settle()
    assert window.computer.director.seat(seat).kind is SeatKind.REMOTE
    return moves


def test_the_friends_header_says_it_is_their_turn_not_yours(window_factory: WindowFactory) -> None:
    window = window_factory(GameRecord(("Ann", "Ben")))  # both seats "person", as an online game's record
    assert "Your turn · actions left: " in " ".join(header_texts(window, 0))
    seat_friend(window, 0)  # Ann plays elsewhere: this is Ben's table
    texts = " ".join(header_texts(window, 0))
    assert "Ann's turn · actions left: " in texts and "Your turn" not in texts
    window.computer.director.override_seats(None)  # the online game left the table
    settle()
    assert "Your turn · actions left: " in " ".join(header_texts(window, 0))


def test_no_hint_for_the_friends_position_and_the_key_says_whose_turn_it_is(
    window_factory: WindowFactory, qtbot: QtBot
) -> None:
    window = window_factory(GameRecord(("Ann", "Ben")))
    assert window.hints.available() and window.commands["hint"].isEnabled()
    seat_friend(window, 0)
    assert not window.hints.available()
    assert not window.commands["hint"].isEnabled() and not window.action_bar.hint_button.isVisible()
    press(window, qtbot, Qt.Key.Key_H)
    assert "It is Ann's turn" in window.statusBar().currentMessage()
    assert not window.hints.shown and not window.advice.busy
