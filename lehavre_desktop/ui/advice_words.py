"""The words of the search's advice, shared by the hint and the game review: what a turn does, what it scores.

A build, use or sale is named by the building's translated name, whichever of its choices
(payment, markers) the search picked: the table shows the choice. Expected final scores are
estimates, shown whole.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ..ai import Expectation
from ..engine import Action, Build, End, Pass, Sell, Use
from ..i18n.forms import Building


def points(value: float) -> int:
    """An estimate shown whole (halves round up, as a player would)."""
    return math.floor(value + 0.5)


def action_words(action: Action) -> str:
    """One action as advice names it: "build the Kiln", "use the Farm", "sell the Zoo", "pass", "end the turn"."""
    if isinstance(action, Build):
        text = QCoreApplication.translate("Advice", "build the {building}")
    elif isinstance(action, Use):
        text = QCoreApplication.translate("Advice", "use the {building}")
    elif isinstance(action, Sell):
        text = QCoreApplication.translate("Advice", "sell the {building}")
    elif isinstance(action, Pass):
        return QCoreApplication.translate("Advice", "pass")
    else:
        assert isinstance(action, End)
        return QCoreApplication.translate("Advice", "end the turn")
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
    Ben 104" for a turn of the game looked back on."""
    if mover is None:
        text = QCoreApplication.translate("Advice", "you {mine}, {opponent} {theirs}")
    else:
        text = QCoreApplication.translate("Advice", "{mover} {mine}, {opponent} {theirs}")
    return text.format(mine=points(expectation.mine), theirs=points(expectation.theirs), opponent=opponent,
                       mover=mover)


def margin(expectation: Expectation) -> int:
    """The mover's lead over the opponent, as the scores shown give it (each rounded first, so it adds up)."""
    return points(expectation.mine) - points(expectation.theirs)
