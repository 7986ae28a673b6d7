"""The moment where selling after the action matters, found by playing the rest of the turn on the engine.

The player who takes a round's last action also started the round, so the opponent opens
the next one, and by then every building that lay in sector 0 has moved on to sector 2.
A building the current player uses in that last turn would wait there for the opponent,
usable at twice its power for the fee, unless the player sells it after the use and before ending the
turn (rules §4.3, EX-25). Nothing here knows the round table or the wheel: it ends the
turn on the engine and reads the position the opponent would get.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..engine import (
    USER_FEE,
    Action,
    End,
    GameState,
    RuleId,
    Sell,
    Use,
    apply,
    check,
    multiplier,
    sale_price,
    use_options,
)
from ..i18n.forms import Building, Letter, Number, Sector, francs
from ..prose.cast import Cast, people
from ..prose.event_prose import Explanation


@dataclass(frozen=True)
class LeftForOpponent:
    """A building of the player to act that the opponent could use when opening the next round."""

    building: str
    owner: int
    opponent: int
    round_index: int  # the round whose last turn this is
    age: int  # where the building lies when the opponent opens the next round
    sale_price: int  # what selling it now brings


def left_for_opponent(state: GameState, building: str) -> LeftForOpponent | None:
    """With the turn still open after the action: does ending it now leave ``building`` to the opponent?"""
    seat = state.current
    if state.finished or not state.acted or state.owner_of(building) != seat:
        return None
    if check(state, Sell(building)) is not None or check(state, End()) is not None:
        return None
    next_round = apply(state, End()).state
    if next_round.finished or next_round.round_index == state.round_index or next_round.current == seat:
        return None
    age = next_round.players[seat].age_of(building)
    if age is None or not use_options(next_round, building):
        return None
    return LeftForOpponent(
        building, seat, next_round.current, state.round_index, age, sale_price(state, state.players[seat], building)
    )


def left_for_opponent_by(state: GameState, action: Action) -> LeftForOpponent | None:
    """Before acting: would this use of one's own building leave it to the opponent if the turn ended at once?"""
    if not isinstance(action, Use) or state.acted or state.owner_of(action.building) != state.current:
        return None
    if check(state, action) is not None:
        return None
    return left_for_opponent(apply(state, action).state, action.building)


def _numbers(state: GameState, found: LeftForOpponent, players: Cast | None) -> dict[str, object]:
    cast = players or people(state)
    return {
        "player": cast[found.owner],
        "opponent": cast[found.opponent],
        "building": Building(found.building),
        "letter": Letter(found.round_index),
        "next_letter": Letter(found.round_index + 1),
        "sector": Sector(found.age),
        "n": Number(multiplier(found.age)),
        "fee": francs(USER_FEE),
        "price": francs(found.sale_price),
    }


def explain_before_use(state: GameState, found: LeftForOpponent, players: Cast | None = None) -> Explanation:
    """Before the use: how to keep the building from the opponent (``players`` as ``prose.narration`` takes
    them)."""
    text = QCoreApplication.translate(
        "Teaching",
        "This is the last action of round {letter}. After the use, {building} lies in sector 0 of its owner's "
        "wheel, and when {opponent} opens round {next_letter} it will lie in sector {sector}, usable at ×{n} for a "
        "fee of {fee}. To keep it from the opponent, choose “Confirm, keep turn open”, sell the building after the "
        "use for {price}, and then end the turn.",
    ).format(**_numbers(state, found, players))
    return Explanation(RuleId.SELL_AFTER_ACTION, text)


def explain_open_turn(state: GameState, found: LeftForOpponent, players: Cast | None = None) -> Explanation:
    """The turn still open after the use: selling now keeps the building from the opponent."""
    text = QCoreApplication.translate(
        "Teaching",
        "{player}'s turn is still open, and it is the last turn of round {letter}. When it ends, {opponent} opens "
        "round {next_letter} with {building} in sector {sector} of its owner's wheel and could use it at ×{n} for a "
        "fee of {fee}. Selling it now, before ending the turn, brings {price} and keeps it from the opponent.",
    ).format(**_numbers(state, found, players))
    return Explanation(RuleId.SELL_AFTER_ACTION, text)
