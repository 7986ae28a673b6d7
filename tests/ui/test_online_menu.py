"""Online play in a window that never went online: its entries in the Game menu, and nothing of the network started
(no homeserver needed)."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu

from lehavre_desktop.ui.main_window import MainWindow


def test_the_game_menu_offers_online_play_before_the_hint(window: MainWindow) -> None:
    game = window.commands.menu("game")
    entries = [menu.title() if isinstance(menu := action.menu(), QMenu) else action.text() for action in game.actions()]
    play = entries.index("Play a friend on&line…")
    assert entries[play + 1] == "Online &games"
    assert entries[play + 2] == ""  # a separator
    assert game.actions()[play + 3] is window.commands["hint"]


def test_a_player_who_never_signed_in_starts_nothing_of_the_network(window: MainWindow) -> None:
    assert window.online.table is None and window.online.dialog is None
    assert not window.online.dock.isVisible() and not window.online.status.isVisible()
    online_games = window.online.menu
    online_games.aboutToShow.emit()
    assert [(a.text(), a.isEnabled()) for a in online_games.actions()] == [
        ("Not signed in: Game ▸ Play a friend online… signs in", False)
    ]
