"""The computer's move explained in words: what its search expected from the move, and the best one it rejected.

The numbers are the search's own (``ai.Explanation``): the expected final scores at the end
of the lines it looked at, shown whole as the hint shows them. The same words serve the
computer's move ("Computer (Expert) built the Shipping Line: it expects to finish with 152,
you with 141. Using the Fish Market instead would have left it 146, you 143.") and the
hint for the player's own best move ("You can expect to finish with 152, Max with 141.
Using the Fish Market instead would leave you 146, Max 143."). A player is said as the
sentence needs it (``i18n.forms.Player``; the computer's default name as «ο υπολογιστής»,
«a gép»), a building by its translated name in the form the sentence asks for.

Whole sentences, each a message of its own in the context "MoveExplained": the translator
orders the words. Two sentences at most, the move and the alternative, since which of them
is said depends on what the search found (a turn with one move on offer has no alternative).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..engine import Build, GameState, Pass, Use
from ..i18n.forms import Building, Number, Player
from ..session.players import is_computer_default
from .advice import points

if TYPE_CHECKING:
    from ..ai import Expectation, Explanation


def player_term(state: GameState, seat: int) -> Player:
    """A seat's player as a sentence names it: the computer's default name as the computer."""
    name = state.players[seat].name
    return Player(name, computer=is_computer_default(name))


def _scores(expectation: Expectation) -> dict[str, Number]:
    return {"mine": Number(points(expectation.mine)), "theirs": Number(points(expectation.theirs))}


def said_alternative(explanation: Explanation) -> Build | Use | None:
    """The rejected move the sentences name: a build or a use (a pass is on offer only when nothing else is)."""
    action = explanation.alternative.action if explanation.alternative is not None else None
    return action if isinstance(action, Build | Use) else None


def computer_move_sentences(explanation: Explanation, state: GameState, reader: int | None) -> tuple[str, ...]:
    """What the player to move in ``state`` (the computer) did and why, in one or two whole sentences (the window
    lays them out), for the player at seat ``reader``
    (its opponent, addressed as "you"; None: nobody at the table is, as when the computer plays both seats)."""
    mover = state.current
    opponent = player_term(state, 1 - mover)
    chosen = explanation.chosen.action
    addressed = reader == 1 - mover
    if isinstance(chosen, Build):
        text = (
            QCoreApplication.translate(
                "MoveExplained", "{player} built the {building}: it expects to finish with {mine}, you with {theirs}."
            )
            if addressed
            else QCoreApplication.translate(
                "MoveExplained",
                "{player} built the {building}: it expects to finish with {mine}, {opponent} with {theirs}.",
            )
        )
    elif isinstance(chosen, Use):
        text = (
            QCoreApplication.translate(
                "MoveExplained", "{player} used the {building}: it expects to finish with {mine}, you with {theirs}."
            )
            if addressed
            else QCoreApplication.translate(
                "MoveExplained",
                "{player} used the {building}: it expects to finish with {mine}, {opponent} with {theirs}.",
            )
        )
    else:
        assert isinstance(chosen, Pass), f"an explained move is a build, a use or a pass, not {chosen.text()}"
        text = (
            QCoreApplication.translate(
                "MoveExplained", "{player} passed: it expects to finish with {mine}, you with {theirs}."
            )
            if addressed
            else QCoreApplication.translate(
                "MoveExplained", "{player} passed: it expects to finish with {mine}, {opponent} with {theirs}."
            )
        )
    chosen_building = chosen.building if isinstance(chosen, Build | Use) else ""
    said = [
        text.format(
            player=player_term(state, mover),
            opponent=opponent,
            building=Building(chosen_building),
            **_scores(explanation.chosen.expectation),
        )
    ]
    rejected = said_alternative(explanation)
    if rejected is not None and explanation.alternative is not None:
        if isinstance(rejected, Build):
            other = (
                QCoreApplication.translate(
                    "MoveExplained", "Building the {building} instead would have left it {mine}, you {theirs}."
                )
                if addressed
                else QCoreApplication.translate(
                    "MoveExplained", "Building the {building} instead would have left it {mine}, {opponent} {theirs}."
                )
            )
        else:
            other = (
                QCoreApplication.translate(
                    "MoveExplained", "Using the {building} instead would have left it {mine}, you {theirs}."
                )
                if addressed
                else QCoreApplication.translate(
                    "MoveExplained", "Using the {building} instead would have left it {mine}, {opponent} {theirs}."
                )
            )
        said.append(
            other.format(
                building=Building(rejected.building), opponent=opponent, **_scores(explanation.alternative.expectation)
            )
        )
    return tuple(said)


def hint_sentences(explanation: Explanation, state: GameState) -> tuple[str, ...]:
    """Why the suggested build, use or pass is the best move for the player to move in ``state``: the same words
    as the computer's own move, said to the player."""
    opponent = player_term(state, 1 - state.current)
    said = [
        QCoreApplication.translate(
            "MoveExplained", "You can expect to finish with {mine}, {opponent} with {theirs}."
        ).format(opponent=opponent, **_scores(explanation.chosen.expectation))
    ]
    rejected = said_alternative(explanation)
    if rejected is not None and explanation.alternative is not None:
        if isinstance(rejected, Build):
            other = QCoreApplication.translate(
                "MoveExplained", "Building the {building} instead would leave you {mine}, {opponent} {theirs}."
            )
        else:
            other = QCoreApplication.translate(
                "MoveExplained", "Using the {building} instead would leave you {mine}, {opponent} {theirs}."
            )
        said.append(
            other.format(
                building=Building(rejected.building), opponent=opponent, **_scores(explanation.alternative.expectation)
            )
        )
    return tuple(said)


def reasons_title() -> str:
    """The heading over the computer's reasons for its move (where the window shows them)."""
    return QCoreApplication.translate("MoveExplained", "Why this move")
