"""The teaching page's words for the hint, and for a turn with nothing else on the page.

While a hint is shown the page explains it to a learner: the move, what it does on the table (as the page explains a
choice being shaped, ``preview.explain_action``), why the search chose it (the expected final scores compared, the
same numbers as the hint's card: ``prose.move_explained.hint_sentences``) and how to take it or clear it. On a turn
that has nothing to look back on (a set-up position, before anyone has moved) the page says what the player to move
can do and how to ask for a suggestion. Each sentence is linked to the rule it follows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..engine import Action, Build, GameState, Pass, RuleId, Sell, Use, building_rule
from ..i18n.forms import Player
from ..prose.advice import score_pair, turn_words
from ..prose.event_prose import Explanation
from ..prose.move_explained import hint_sentences
from .preview import explain_action

if TYPE_CHECKING:
    from ..ai import Suggestion


def suggestion_title() -> str:
    """The heading over the hint's explanation on the page."""
    return QCoreApplication.translate("TeachingSuggestion", "The suggested move")


def move_rule(action: Action) -> RuleId:
    """The rule a suggested action follows: what its building does for a use, the cost for a build."""
    if isinstance(action, Build):
        return RuleId.BUILD_COST
    if isinstance(action, Use):
        return building_rule(action.building)
    if isinstance(action, Sell):
        return RuleId.SELL_AFTER_ACTION
    if isinstance(action, Pass):
        return RuleId.TURN_PASS
    return RuleId.TURN_END


def explain_suggestion(state: GameState, suggestion: Suggestion) -> list[Explanation]:
    """The hint for ``state``, for a learner: the move, what it does, why it was chosen, how to take it."""
    plan = suggestion.plan
    main = plan[0]
    move = QCoreApplication.translate("TeachingSuggestion", "The computer suggests: {move}.")
    said = [Explanation(move_rule(main), move.format(move=turn_words(plan)))]
    if isinstance(main, Build | Use | Sell):
        said.extend(explain_action(state, main))
    said.extend(why_chosen(state, suggestion))
    if isinstance(main, Build | Use):
        take = QCoreApplication.translate(
            "TeachingSuggestion",
            "Take the suggestion (Enter) puts the move on the table as your choice, to look at and then Confirm; "
            "Dismiss (Esc) clears it and leaves the turn to you.",
        )
        said.append(Explanation(RuleId.TURN_END, take))
    return said


def why_chosen(state: GameState, suggestion: Suggestion) -> list[Explanation]:
    """Why the search chose the move: the final scores it expects, compared with the best move it rejected."""
    if not suggestion.compared:  # the action is done: only sales and the end of the turn are left
        weighed = QCoreApplication.translate(
            "TeachingSuggestion",
            "Your action is done, so only selling your own buildings and ending the turn are left: the computer "
            "weighed whether a sale is worth more to you than the building kept.",
        )
        return [Explanation(RuleId.SELL_AFTER_ACTION, weighed)]
    search = QCoreApplication.translate(
        "TeachingSuggestion",
        "Why this move: the computer played each move on offer a few turns ahead and compared the final scores you "
        "can expect after it; this move came out best. Your final score is your francs plus the value of your "
        "buildings.",
    )
    said = [Explanation(RuleId.GAME_END_SCORING, search)]
    if suggestion.explanation is not None:
        lines = hint_sentences(suggestion.explanation, state)
    else:
        opponent = state.players[1 - state.current].name
        expected = QCoreApplication.translate("Hints", "Expected final scores: {scores}.")
        lines = (expected.format(scores=score_pair(suggestion.compared[0].expectation, opponent)),)
    said.extend(Explanation(RuleId.GAME_END_SCORING, line) for line in lines)
    estimate = QCoreApplication.translate(
        "TeachingSuggestion", "These scores are the search's estimates: good for comparing moves, not a promise."
    )
    said.append(Explanation(RuleId.GAME_END_SCORING, estimate))
    return said


def explain_turn(state: GameState, player: Player, ask_key: str | None) -> list[Explanation]:
    """What ``player``, to move in ``state``, can do this turn; with ``ask_key`` (the key that asks for a
    suggestion, when one can be asked for), how to ask for a suggestion."""
    if state.acted:
        turn = QCoreApplication.translate(
            "TeachingSuggestion",
            "{player} has taken this turn's action: what is left is to sell some of their own buildings, if that "
            "is worth it, and to end the turn.",
        )
        said = [Explanation(RuleId.SELL_AFTER_ACTION, turn.format(player=player))]
    else:
        turn = QCoreApplication.translate(
            "TeachingSuggestion",
            "It is {player}'s turn: one action, either building a building from the supply or using a building on "
            "a wheel, with sales of their own buildings before it or after it if they like.",
        )
        said = [Explanation(RuleId.TURN_ONE_ACTION, turn.format(player=player))]
    if ask_key is not None:
        ask = QCoreApplication.translate(
            "TeachingSuggestion",
            "Not sure what to do? Suggest a move ({key}) shows the move the computer would make, and this page "
            "explains why.",
        )
        said.append(Explanation(RuleId.TURN_ONE_ACTION, ask.format(key=ask_key)))
    return said
