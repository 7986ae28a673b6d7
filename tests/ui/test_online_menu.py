"""Online play in a window that never went online: its entries in the Game menu, nothing of the network started, and
Game ▸ Online games as it lists the games the client sums up (no homeserver needed)."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu

from lehavre_desktop.online import GameSummary
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.online.games_menu import FINISHED_IN_MENU
from lehavre_desktop.ui.online.words import when


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


def summary(
    room: str, names: tuple[str, str], to_move: int | None, totals: tuple[int, int] | None, last: int
) -> GameSummary:
    """A game of Ann's (seat 0) against the second name, as the client sums it up."""
    return GameSummary(
        room, names, ("@ann:x.org", "@friend:x.org"), 0, to_move, totals, "@friend:x.org", "", "online", last, None, 0
    )


def test_online_games_lists_the_games_in_progress_first_and_the_finished_apart_with_their_results(
    window: MainWindow,
) -> None:
    hour = 3_600_000
    games = (
        summary("!won", ("Ann", "Ben"), None, (152, 140), 5 * hour),
        summary("!waiting", ("Ann", "Cleo"), 1, None, 2 * hour),
        summary("!lost", ("Ann", "Dan"), None, (98, 131), 6 * hour),
        summary("!mine", ("Ann", "Eve"), 0, None, 1 * hour),
        summary("!drawn", ("Ann", "Fay"), None, (120, 120), 4 * hour),
    )
    menu = window.online.menu
    menu.show_games(games, (), True, "!waiting")
    entries = [(a.text(), a.isEnabled()) for a in menu.actions() if not a.isSeparator()]
    assert [text for text, _ in entries] == [
        "Ann vs Eve: your move",
        f"Ann vs Cleo: Cleo to move, last move {when(2 * hour)}",
        "Finished games",
        "Ann vs Dan: Dan won, 131 to 98",
        "Ann vs Ben: you won, 152 to 140",
        "Ann vs Fay: a draw at 120",
    ]
    assert [enabled for _, enabled in entries] == [True, True, False, True, True, True]  # the title is no command
    assert next(a for a in menu.actions() if a.text().startswith("Ann vs Cleo")).isChecked()  # on the table
    # A finished game opens from the menu, for its final scores and the review.
    opened: list[str] = []
    menu.openRequested.connect(opened.append)
    next(a for a in menu.actions() if a.text().startswith("Ann vs Ben")).trigger()
    assert opened == ["!won"]
    # With nothing in progress the menu says so, and still names the results.
    menu.show_games(games[:1], (), True, "")
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert texts == ["No online game in progress", "Finished games", "Ann vs Ben: you won, 152 to 140"]


def test_the_menu_names_only_the_latest_finished_games(window: MainWindow) -> None:
    games = tuple(summary(f"!g{n}", ("Ann", f"P{n}"), None, (100, n), n) for n in range(FINISHED_IN_MENU + 2))
    window.online.menu.show_games(games, (), True, "")
    shown = [a.text() for a in window.online.menu.actions() if a.text().startswith("Ann vs ")]
    assert shown == [f"Ann vs P{n}: you won, 100 to {n}" for n in reversed(range(2, FINISHED_IN_MENU + 2))]
