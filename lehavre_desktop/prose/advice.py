"""The words of the search's advice, shared by the hint and the game review: what a turn does, what it scores.

A build, use or sale is named by the building's translated name, whichever of its choices
(payment, markers) the search picked: the table shows the choice. Expected final scores are
estimates, shown whole. A turn looked back on in the review is told with its player's forms.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, assert_never

from PySide6.QtCore import QCoreApplication

from ..engine import Action, Build, End, Pass, Sell, Use
from ..i18n.forms import Amount, Building, Letter, Number, Player

if TYPE_CHECKING:
    from ..ai import Expectation


def points(value: float) -> int:
    """An estimate shown whole (halves round up, as a player would)."""
    return math.floor(value + 0.5)


def action_words(action: Action) -> str:
    """One action as advice names it: "build the Kiln", "use the Farm", "sell the Zoo", "pass", "end the turn"."""
    match action:
        case Build():
            text = QCoreApplication.translate("Advice", "build the {building}")
        case Use():
            text = QCoreApplication.translate("Advice", "use the {building}")
        case Sell():
            text = QCoreApplication.translate("Advice", "sell the {building}")
        case Pass():
            return QCoreApplication.translate("Advice", "pass")
        case End():
            return QCoreApplication.translate("Advice", "end the turn")
        case _:
            assert_never(action)
    return text.format(building=Building(action.building))


def turn_words(actions: Sequence[Action]) -> str:
    """A turn's actions in order, its ``end`` left out: "sell the Zoo, then build the Kiln"."""
    said = [action_words(action) for action in actions if not isinstance(action, End)]
    if not said:
        return action_words(End())
    text = said[0]
    for later in said[1:]:
        text = QCoreApplication.translate("Advice", "{first}, then {then}").format(first=text, then=later)
    return text


def move_of(action: Action) -> tuple[type, str]:
    """What an action does, its choices left out: two ways to use the Marketplace are one move."""
    return type(action), action.building if isinstance(action, Build | Use | Sell) else ""


def score_pair(expectation: Expectation, opponent: str, mover: str | None = None) -> str:
    """Both expected final scores, each with whose it is: "you 118, Max 104" for the player asking, "Ann 118,
    Ben 104" for a turn of the game looked back on (a pair of labelled numbers: the names as on a label)."""
    if mover is None:
        text = QCoreApplication.translate("Advice", "you {mine}, {opponent} {theirs}")
    else:
        text = QCoreApplication.translate("Advice", "{mover} {mine}, {opponent} {theirs}")
    return text.format(mine=points(expectation.mine), theirs=points(expectation.theirs), opponent=opponent, mover=mover)


def margin(expectation: Expectation) -> int:
    """The mover's lead over the opponent, as the scores shown give it (each rounded first, so it adds up)."""
    return points(expectation.mine) - points(expectation.theirs)


def better_words(taken: Sequence[Action], better: Sequence[Action]) -> str:
    """The better turn; "another way" when it is the same build or use as the one taken, with other choices
    (payment, markers)."""
    action = next((a for a in taken if isinstance(a, Build | Use | Pass)), None)
    if action is not None and better and move_of(action) == move_of(better[0]):
        return QCoreApplication.translate("Review", "{move}, another way").format(move=turn_words(better))
    return turn_words(better)


def points_lost(chosen: Expectation, best: Expectation) -> int:
    """How much larger the player's margin over the opponent would have been with the better move, as the two pairs
    of scores shown give it."""
    return max(0, margin(best) - margin(chosen))


def review_lines(
    letter: int,
    turn: int,
    player: Player,
    opponent: Player,
    taken: Sequence[Action],
    better: Sequence[Action],
    chosen: Expectation,
    best: Expectation,
) -> tuple[str, str]:
    """What the review says of one turn: what was done and what it scored, then what was better and by how much.

    ``letter`` is the round's index, ``turn`` the turn's place in its round (from 1)."""
    done = QCoreApplication.translate(
        "Review", "Round {letter}, turn {n}: {player} chose to {played}. Expected final scores: {scores}."
    )
    better_line = QCoreApplication.translate(
        "Review", "Better: {better}. Expected final scores: {scores}, a margin {lost} better for {player}."
    )
    return (
        done.format(
            letter=Letter(letter),
            n=Number(turn),
            player=player,
            played=turn_words(taken),
            scores=score_pair(chosen, opponent.name, player.name),
        ),
        better_line.format(
            better=better_words(taken, better),
            scores=score_pair(best, opponent.name, player.name),
            lost=Amount("points", points_lost(chosen, best)),
            player=player,
        ),
    )


def looking_for_move(player: Player) -> str:
    """The hint's title while the search looks for ``player``'s move."""
    return QCoreApplication.translate("Advice", "Looking for a good move for {player}…").format(player=player)
