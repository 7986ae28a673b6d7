"""What the table says while the computer plays a seat: it thinks, it shows its move, it could not choose one.

Each sentence names the seat's player with its forms (``prose.cast``): the Greek article and case, the Hungarian
suffixes («Max helyett a gép játszik»). A seat that goes by the computer's own name is the computer itself, so a
sentence that would say "the computer plays for the computer" says it without the name.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ..engine import Build, Use
from ..i18n.forms import Building, Listed, Player
from ..session.players import level_name


def thinking(player: Player) -> str:
    """The header's words while the computer thinks for ``player``."""
    return QCoreApplication.translate("SeatWords", "{player} is thinking…").format(player=player)


def thinking_at(player: Player, level: str) -> str:
    """The status bar's words while the computer thinks for ``player`` at ``level``."""
    return QCoreApplication.translate("SeatWords", "{player} ({level}) is thinking…").format(
        player=player, level=level_name(level)
    )


def computer_plays(player: Player) -> str:
    """Why the table takes no gesture while the computer plays ``player``'s seat."""
    if player.computer:
        return QCoreApplication.translate(
            "SeatWords", "The computer is playing: wait for its move, or undo to go back."
        )
    return QCoreApplication.translate(
        "SeatWords", "The computer plays for {player}: wait for its move, or undo to go back."
    ).format(player=player)


def remote_plays(player: Player) -> str:
    """Why the table takes no gesture while a friend on another computer has the move (online play)."""
    return QCoreApplication.translate("SeatWords", "{player} plays on another computer: wait for their move.").format(
        player=player
    )


def proposal(player: Player, action: Build | Use) -> str:
    """The computer's move as the table shows it before carrying it out: "Max builds the Kiln"."""
    if isinstance(action, Build):
        text = QCoreApplication.translate("SeatWords", "{player} builds {building}")
    else:
        text = QCoreApplication.translate("SeatWords", "{player} uses {building}")
    return text.format(player=player, building=Building(action.building))


def unknown_levels(players: Sequence[Player], levels: Sequence[str]) -> str:
    """A saved game names computer levels this program does not know: people play those seats."""
    return QCoreApplication.translate(
        "SeatWords",
        "This game names a computer level this program does not know ({level}), so {players} is played by a person.",
    ).format(level=Listed(list(levels)), players=Listed(list(players)))


def failed_turn_question(player: Player) -> str:
    """The computer could not plan ``player``'s turn: should it try again, or a person play the seat from now on?"""
    if player.computer:
        return QCoreApplication.translate(
            "SeatWords",
            "The computer could not choose a move. Let it try again?\n\nNo: a person plays this seat from "
            "now on; Game ▸ Players gives it back to the computer at any time.",
        )
    return QCoreApplication.translate(
        "SeatWords",
        "The computer could not choose a move for {player}. Let it try again?\n\nNo: a person plays for "
        "{player} from now on; Game ▸ Players gives the seat back to the computer at any time.",
    ).format(player=player)
