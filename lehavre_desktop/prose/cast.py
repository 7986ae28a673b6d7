"""The two players of a game as sentences name them: each name with its gender, the computer as itself.

A sentence never says a player's name bare: it asks for the form it needs (``{player:The}``,
``{owner:gen}``, ``{other:dat}``, see ``i18n.forms.Player``), so each player is a ``Player`` term.
Where the game's record names no genders, or only a state is at hand, the names are read as
people with the gender guessed from the name.

The computer's seat takes the computer's own forms («ο υπολογιστής», «a gép») when it goes by the
program's name for it («Υπολογιστής (Δυνατό)») and plays a person: against itself, both seats are
the computer, and only their names tell them apart.
"""

from __future__ import annotations

from ..engine import PERSON_SEAT, GameRecord, GameState
from ..i18n.forms import Player
from ..i18n.person_names import Gender
from ..session.game_session import GameSession, computer_level
from ..session.kept import KeptGame
from ..session.players import is_computer_default

Cast = tuple[Player, Player]


def cast_of(
    names: tuple[str, str],
    seats: tuple[str, str] = (PERSON_SEAT, PERSON_SEAT),
    genders: tuple[Gender, Gender] | None = None,
) -> Cast:
    """The players of a game with these names, seats and (chosen or guessed) genders, in seat order."""
    levels = [computer_level(seat) for seat in seats]
    players = []
    for seat, name in enumerate(names):
        level, other = levels[seat], levels[1 - seat]
        computer = level is not None and other is None and is_computer_default(name, level)
        players.append(Player(name, genders[seat] if genders is not None else None, computer))
    return players[0], players[1]


def cast_of_session(session: GameSession) -> Cast:
    """The players of the game on the table: its names, seats and genders (chosen, else guessed)."""
    return cast_of(session.names, session.seats, session.genders)


def people(state: GameState) -> Cast:
    """The players of a state as two people whose genders are guessed from their names."""
    return cast_of((state.players[0].name, state.players[1].name))


def cast_of_record(record: GameRecord | KeptGame) -> Cast:
    """The players of a recorded game (a kept one too), with the genders its record chose, else guessed."""
    chosen = record.genders
    genders = None if chosen is None else (Gender(chosen[0]), Gender(chosen[1]))
    return cast_of(record.names, record.seats, genders)
