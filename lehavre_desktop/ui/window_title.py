"""The window's title: the players, the file, the mark of unsaved moves, the game's name."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ..prose.cast import Cast


def game_title() -> str:
    return QCoreApplication.translate("MainWindow", "Le Havre: The Inland Port")


def window_title(players: Cast, path: Path | None) -> str:
    """The title with Qt's "[*]", shown as "*" while the window is marked modified."""
    game = QCoreApplication.translate("MainWindow", "{first} vs {second}").format(first=players[0], second=players[1])
    if path is not None:
        game = QCoreApplication.translate("MainWindow", "{game} ({file})").format(game=game, file=path.name)
    return f"{game}[*] — {game_title()}"
