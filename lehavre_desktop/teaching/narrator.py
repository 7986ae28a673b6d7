"""What each event means, with the numbers of the situation, for the teaching panel.

Every explanation names the rule behind it, so the panel can link to the rules reference.
The engine decides; this only puts its events into words.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..engine import (
    SECTOR_MULTIPLIERS,
    USER_FEE,
    BuildingsEntered,
    Built,
    ConversionFunction,
    Direction,
    DistinctGoodsFunction,
    Event,
    FixedFunction,
    FrancsGained,
    FrancsPaid,
    GameEnded,
    GameState,
    GoodsPaid,
    MarkerMoved,
    Overpaid,
    Passed,
    ReturnedToZero,
    RoundStarted,
    RuleId,
    Sold,
    SplitFunction,
    StepsLost,
    TurnEnded,
    Used,
    WheelsRotated,
    building_value,
    francs_before_each,
    turns_in_round,
    wealth,
)
from ..i18n.forms import Amount, Building, GoodTerm, Letter, Listed, Marker, Number, Sector, cost, francs, part
from .words import direction_name


@dataclass(frozen=True)
class Explanation:
    rule: RuleId
    text: str


DIAGONALS = frozenset({Direction.UP_LEFT, Direction.UP_RIGHT, Direction.DOWN_LEFT, Direction.DOWN_RIGHT})


def _charges_francs_per_repetition(state: GameState, building: str | None) -> bool:
    """Whether each repetition of the building in use costs francs (the bonus franc can pay one)."""
    function = state.spec(building).function if building is not None else None
    return isinstance(function, ConversionFunction) and function.franc_cost > 0


def _steps_placed_by_player(state: GameState, building: str | None) -> bool:
    """Whether the building in use lets its user place the steps (so lost steps were the player's choice)."""
    if building is None:
        return False
    return isinstance(state.spec(building).function, SplitFunction | DistinctGoodsFunction)


def _extra_function(state: GameState, building: str) -> str:
    """ "extra" when the building has an extra (once) function, "farm" for the Farm's step back, else ""."""
    function = state.spec(building).function
    if isinstance(function, SplitFunction):
        return "extra" if function.extra > 0 else ""
    if isinstance(function, FixedFunction):
        if any(run.extra < 0 for run in function.runs):
            return "farm"
        if function.francs_extra > 0 or any(run.extra > 0 for run in function.runs):
            return "extra"
    return ""


def _use_text(event: Used, before: GameState) -> str:
    kind = _extra_function(before, event.building)
    if event.owner != event.player:
        if kind == "extra":
            #: Player names ({player}, {owner}): never inflected; as a subject or after a colon.
            return QCoreApplication.translate(
                "Teaching",
                "{player} uses {owner}'s {building}, which lies in sector {sector}: its main function works up to "
                "{times}, its extra function once. As it is the opponent's building, {player} first pays {owner} a "
                "fee of {fee}.")
        if kind == "farm":
            #: Player names ({player}, {owner}): never inflected; as a subject or after a colon.
            return QCoreApplication.translate(
                "Teaching",
                "{player} uses {owner}'s {building}, which lies in sector {sector}: the grain marker goes {up} "
                "up-right and one step back down-left, so it ends {net} up-right. As it is the opponent's building, "
                "{player} first pays {owner} a fee of {fee}.")
        #: Player names ({player}, {owner}): never inflected; as a subject or after a colon.
        return QCoreApplication.translate(
            "Teaching",
            "{player} uses {owner}'s {building}, which lies in sector {sector}: its function works up to {times}. "
            "As it is the opponent's building, {player} first pays {owner} a fee of {fee}.")
    if kind == "extra":
        return QCoreApplication.translate(
            "Teaching",
            "{player} uses {building} from sector {sector}: its main function works up to {times}, its extra "
            "function once.")
    if kind == "farm":
        return QCoreApplication.translate(
            "Teaching",
            "{player} uses {building} from sector {sector}: the grain marker goes {up} up-right and one step back "
            "down-left, so it ends {net} up-right.")
    return QCoreApplication.translate(
        "Teaching", "{player} uses {building} from sector {sector}: its function works up to {times}.")


def _sale_text(event: Sold, odd: bool) -> str:
    if event.forced:
        if odd:
            return QCoreApplication.translate(
                "Teaching",
                "{player}'s {building} reaches the sale sector and is sold at once: half of its value, {value}, "
                "gives {amount}. It returns to the supply. The value is odd, so half of it is rounded down.")
        return QCoreApplication.translate(
            "Teaching",
            "{player}'s {building} reaches the sale sector and is sold at once: half of its value, {value}, gives "
            "{amount}. It returns to the supply.")
    if event.rule is RuleId.SELL_AFTER_ACTION:
        if odd:
            return QCoreApplication.translate(
                "Teaching",
                "{player} sells {building} after the action, for half of its value ({value}): {amount}. Sales may "
                "come before or after the action, and the turn goes on until its player ends it. The building "
                "returns to the supply, and either player may build it again. The value is odd, so half of it is "
                "rounded down.")
        return QCoreApplication.translate(
            "Teaching",
            "{player} sells {building} after the action, for half of its value ({value}): {amount}. Sales may come "
            "before or after the action, and the turn goes on until its player ends it. The building returns to "
            "the supply, and either player may build it again.")
    if odd:
        return QCoreApplication.translate(
            "Teaching",
            "{player} sells {building} for half of its value ({value}): {amount}. It returns to the supply, and "
            "either player may build it again. The value is odd, so half of it is rounded down.")
    return QCoreApplication.translate(
        "Teaching",
        "{player} sells {building} for half of its value ({value}): {amount}. It returns to the supply, and either "
        "player may build it again.")


def explain_event(
    event: Event, before: GameState, after: GameState, francs_held: tuple[int, int] | None = None,
    using: str | None = None,
) -> Explanation:
    """``before`` is the state the action was taken in; ``after`` the state it led to.

    ``francs_held`` is what each player holds just before this event (the earlier events of the
    same action included); without it, the holdings of ``before`` are used. ``using`` is the
    building whose use caused the event, if any.
    """
    names = [p.name for p in before.players]
    held = francs_held if francs_held is not None else (before.players[0].francs, before.players[1].francs)
    if isinstance(event, BuildingsEntered):
        if event.buildings:
            text = QCoreApplication.translate(
                "Teaching",
                "Round {letter} begins. New in the supply: {names}. Buildings that entered "
                "earlier and were not built stay available.",
            )
        else:
            text = QCoreApplication.translate(
                "Teaching", "Round {letter} begins. No new buildings enter this round; the unbuilt ones stay available."
            )
        return Explanation(event.rule, text.format(letter=Letter(event.round_index),
                                                   names=Listed([Building(b) for b in event.buildings])))
    if isinstance(event, RoundStarted):
        starter = event.start_player
        text = QCoreApplication.translate(
            "Teaching",
            "This round has {actions}: {start} takes {start_actions} and starts, {other} takes {other_actions}. "
            "Turns keep alternating "
            "across rounds, and every round has an odd number of actions, so the start player changes every round.",
        ).format(
            actions=Amount("actions", event.actions),
            start=names[starter],
            other=names[1 - starter],
            start_actions=Amount("actions", turns_in_round(event.round_index, starter)),
            other_actions=Amount("actions", turns_in_round(event.round_index, 1 - starter)),
        )
        return Explanation(event.rule, text)
    if isinstance(event, Built):
        spec = before.spec(event.building)
        if event.beside_board:
            text = QCoreApplication.translate(
                "Teaching",
                "{player} builds {building} for {cost}. It has no function, so it lies beside the board as a lock "
                "building: it is never used, never moves through the sectors and is never sold by force.",
            )
        else:
            text = QCoreApplication.translate(
                "Teaching",
                "{player} builds {building} for {cost}. It goes to sector 0 of the builder's own wheel, just "
                "clockwise of the pointer, so it can be used from the next round on.",
            )
        return Explanation(
            event.rule, text.format(player=names[event.player], building=Building(spec.id), cost=cost(spec.cost))
        )
    if isinstance(event, Used):
        n = SECTOR_MULTIPLIERS[event.age]
        return Explanation(
            event.rule,
            _use_text(event, before).format(
                player=names[event.player],
                owner=names[event.owner],
                building=Building(event.building),
                sector=Sector(event.age),
                times=Amount("times", n),
                up=Amount("steps", n),
                net=Amount("steps", n - 1),
                fee=francs(USER_FEE),
            ),
        )
    if isinstance(event, GoodsPaid):
        if event.repetition:
            text = QCoreApplication.translate(
                "Teaching",
                "Repetition {repetition}: {player} pays with {good:ins}: the marker moves from {start} to {end} by "
                "paying moves (left pays 1, down 3, down-left 4), which gives {amount}.",
            )
        else:
            text = QCoreApplication.translate(
                "Teaching",
                "{player} pays with {good:ins}: the marker moves from {start} to {end} by paying "
                "moves (left pays 1, down 3, down-left 4), which gives {amount}.",
            )
        text = text.format(
            repetition=Number(event.repetition),
            player=names[event.player],
            good=GoodTerm(event.good),
            start=Number(event.start.amount),
            end=Number(event.end.amount),
            amount=part(event.good, event.amount),
        )
        return Explanation(event.rule, text)
    if isinstance(event, Overpaid):
        if event.repetition:
            text = QCoreApplication.translate(
                "Teaching",
                "Repetition {repetition}: the cost was {cost} and the payment gives {paid}, {lost} more than due. "
                "Each repetition is paid on its own and no change is given, so the extra is lost.",
            )
        else:
            text = QCoreApplication.translate(
                "Teaching",
                "No change is given: the cost was {cost} and the payment gives {paid}, so the payment loses {lost}. "
                "This happens when the markers cannot pay the exact amount, or when you choose a dearer payment.",
            )
        text = text.format(repetition=Number(event.repetition), cost=part(event.part, event.cost),
                           paid=part(event.part, event.paid), lost=part(event.part, event.paid - event.cost))
        return Explanation(event.rule, text)
    if isinstance(event, FrancsPaid):
        if event.rule is RuleId.USE_OPPONENT_FEE and event.to_player is not None:
            #: Player names ({player}, {owner}): never inflected; as a subject or after a colon.
            text = QCoreApplication.translate(
                "Teaching", "{player} pays the fee of {amount}, and it goes to the owner, {owner}: owning a building "
                "pays even when the opponent uses it."
            ).format(player=names[event.player], amount=francs(event.amount), owner=names[event.to_player])
        elif event.rule is RuleId.PAYMENT_FRANCS:
            text = QCoreApplication.translate(
                "Teaching",
                "{player} pays {amount} to the bank; coins are always changed, so francs are paid exactly.",
            ).format(player=names[event.player], amount=francs(event.amount))
        else:
            text = QCoreApplication.translate(
                "Teaching", "{player} pays {amount} to the bank for the repetitions chosen."
            ).format(player=names[event.player], amount=francs(event.amount))
        return Explanation(event.rule, text)
    if isinstance(event, FrancsGained):
        if event.rule is RuleId.USE_BONUS_FRANC and _charges_francs_per_repetition(before, using):
            text = QCoreApplication.translate(
                "Teaching",
                "Sector ×4+ gives {player} 1 bonus franc before the function works, so it can already pay for "
                "repetitions. It cannot pay the fee for an opponent's building, which is due first.",
            ).format(player=names[event.player])
        elif event.rule is RuleId.USE_BONUS_FRANC:
            text = QCoreApplication.translate(
                "Teaching",
                "Sector ×4+ gives {player} 1 bonus franc on top of what the building does. It cannot pay the fee "
                "for an opponent's building, which is due first.",
            ).format(player=names[event.player])
        else:
            text = QCoreApplication.translate(
                "Teaching", "{player} receives {amount} from the building's function and now has {total}."
            ).format(
                player=names[event.player],
                amount=francs(event.amount),
                total=francs(held[event.player] + event.amount),
            )
        return Explanation(event.rule, text)
    if isinstance(event, MarkerMoved):
        text = QCoreApplication.translate(
            "Teaching", "{player}: the {marker} moves {steps} {direction}: {start} → {end}."
        ).format(
            player=names[event.player],
            marker=Marker(event.good),
            direction=direction_name(event.direction),
            steps=Amount("steps", event.steps),
            start=Number(event.start.amount),
            end=Number(event.end.amount),
        )
        return Explanation(event.rule, text)
    if isinstance(event, StepsLost):
        if _steps_placed_by_player(before, using):
            text = QCoreApplication.translate(
                "Teaching",
                "{player} gave the {marker} more steps {direction} than it has room for, so it loses {steps} at the "
                "edge of the warehouse. That is allowed; a lost step simply does nothing.",
            )
        elif event.direction in DIAGONALS:
            text = QCoreApplication.translate(
                "Teaching",
                "The {marker} loses {steps} {direction}: a marker stops at the edge of the warehouse, and a "
                "diagonal step is lost as soon as either its row or its column runs out.",
            )
        else:
            text = QCoreApplication.translate(
                "Teaching",
                "The {marker} loses {steps} {direction}: a marker stops at the edge of the warehouse, and the steps "
                "beyond it are lost.",
            )
        text = text.format(player=names[event.player], marker=Marker(event.good), steps=Amount("steps", event.lost),
                           direction=direction_name(event.direction))
        return Explanation(event.rule, text)
    if isinstance(event, ReturnedToZero):
        #: Player names ({owner}): never inflected; as a subject or after a colon.
        text = QCoreApplication.translate(
            "Teaching",
            "After the use, {building} goes back to sector 0 of its owner's wheel ({owner}): "
            "nobody can use it again this round.",
        ).format(building=Building(event.building), owner=names[event.owner])
        return Explanation(event.rule, text)
    if isinstance(event, Sold):
        value = building_value(before, before.players[event.player], event.building)
        return Explanation(
            event.rule,
            _sale_text(event, odd=2 * event.amount != value).format(
                player=names[event.player], building=Building(event.building), value=francs(value),
                amount=francs(event.amount)),
        )
    if isinstance(event, Passed):
        text = QCoreApplication.translate(
            "Teaching",
            "{player} can afford no building and has none to use, so passes; selling is still allowed before the "
            "turn ends.",
        ).format(player=names[event.player])
        return Explanation(event.rule, text)
    if isinstance(event, TurnEnded):
        return Explanation(event.rule, _turn_ended_text(event, names, before, after))
    if isinstance(event, WheelsRotated):
        if event.final:
            text = QCoreApplication.translate(
                "Teaching",
                "Round L is over. The pointers turn one last time: every building on a wheel "
                "moves one sector on, and those reaching the sale sector are sold before the "
                "scoring.",
            )
        else:
            text = QCoreApplication.translate(
                "Teaching",
                "Round {letter} is over. Both pointers turn one sector counterclockwise, so "
                "every building on a wheel is now one sector further: 0 → ×2 → ×3 → ×4 → ×4+ → "
                "sale.",
            ).format(letter=Letter(event.round_index))
        return Explanation(event.rule, text)
    assert isinstance(event, GameEnded)
    return Explanation(event.rule, _game_ended_text(event, names, after))


def _game_ended_text(event: GameEnded, names: list[str], after: GameState) -> str:
    scores = [wealth(after, seat) for seat in (0, 1)]
    numbers = {
        "a": names[0], "b": names[1],
        "a_francs": francs(scores[0].francs), "a_buildings": francs(scores[0].total - scores[0].francs),
        "a_total": francs(scores[0].total),
        "b_francs": francs(scores[1].francs), "b_buildings": francs(scores[1].total - scores[1].francs),
        "b_total": francs(scores[1].total),
    }
    if event.winner is None:
        return QCoreApplication.translate(
            "Teaching",
            "{a}: {a_francs} and buildings worth {a_buildings}, in all {a_total}. {b}: {b_francs} and buildings "
            "worth {b_buildings}, in all {b_total}. Equal wealth: the game is a draw. Play a rematch with the boards "
            "swapped.",
        ).format(**numbers)
    #: Player names ({a}, {b}, {winner}): never inflected; as a subject or after a colon («Νικητής: {winner}»).
    return QCoreApplication.translate(
        "Teaching",
        "{a}: {a_francs} and buildings worth {a_buildings}, in all {a_total}. {b}: {b_francs} and buildings worth "
        "{b_buildings}, in all {b_total}. {winner} is the wealthier and wins.",
    ).format(winner=names[event.winner], **numbers)


def _turn_ended_text(event: TurnEnded, names: list[str], before: GameState, after: GameState) -> str:
    player = names[event.player]
    if after.finished:
        return QCoreApplication.translate(
            "Teaching",
            "{player} ends the turn. It was the last turn of the game: the wheels turn one last time, and the "
            "scores are counted.",
        ).format(player=player)
    if after.round_index != before.round_index:
        #: Player names ({player}, {next}): never inflected; as a subject or after a colon.
        return QCoreApplication.translate(
            "Teaching",
            "{player} ends the turn. It was the last turn of round {letter}, so the round ends now: the wheels turn, "
            "and {next} opens round {next_letter}.",
        ).format(player=player, letter=Letter(before.round_index), next=names[after.current],
                 next_letter=Letter(after.round_index))
    #: Player names ({player}, {next}): never inflected; as a subject or after a colon.
    return QCoreApplication.translate(
        "Teaching",
        "{player} ends the turn: the action and any sales after it are done. {next} plays next; round {letter} "
        "still has {left} to come.",
    ).format(player=player, next=names[after.current], letter=Letter(after.round_index),
             left=Amount("actions", after.round_actions - after.actions_taken))


def explain_events(events: tuple[Event, ...], before: GameState, after: GameState) -> list[Explanation]:
    """Explain a transition's events in order, with each player's francs just before each event."""
    found = []
    using: str | None = None
    for event, held in zip(events, francs_before_each(events, before), strict=True):
        if isinstance(event, Used):
            using = event.building
        found.append(explain_event(event, before, after, held, using))
    return found
