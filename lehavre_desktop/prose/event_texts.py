"""Every type of event, told for the log and explained for the teaching panel: ``REGISTRY``.

Each line is one message: the translator puts every noun in the form the sentence needs
(``{building:acc}``, ``{amount:acc}``, ``{player:The}``, ``{owner:gen}``, see ``i18n.forms``), and every
count is an amount with its noun in Qt's numerus forms, so a line never writes a number of its own.
The players are ``Player`` terms: a sentence asks for the form it needs (the subject with its article
in Greek, «ο Νίκος»; the owner in the genitive, «της Μαρίας»; the Hungarian suffixes, «Emmának»).
A new type of event is one entry here; the coverage test reads the registry.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine import (
    SECTOR_MULTIPLIERS,
    USER_FEE,
    BuildingsEntered,
    Built,
    ConversionFunction,
    Direction,
    DistinctGoodsFunction,
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
    turns_in_round,
    wealth,
)
from ..i18n.forms import Amount, Building, GoodTerm, Letter, Listed, Marker, Number, Sector, cost, francs, part
from ..teaching.words import direction_name
from .cast import Cast
from .event_prose import EventProse, Moment, told

DIAGONALS = frozenset({Direction.UP_LEFT, Direction.UP_RIGHT, Direction.DOWN_LEFT, Direction.DOWN_RIGHT})


# ---- a round begins -----------------------------------------------------------------------------------


def _entered_log(event: BuildingsEntered, players: Cast) -> str:
    if not event.buildings:
        text = QCoreApplication.translate("Log", "Round {letter}: no new buildings.")
    elif len(event.buildings) == 1:
        text = QCoreApplication.translate("Log", "Round {letter}: {names} enters the supply.")
    else:
        text = QCoreApplication.translate("Log", "Round {letter}: {names} enter the supply.")
    return text.format(letter=Letter(event.round_index), names=Listed([Building(b) for b in event.buildings]))


def _entered_explained(event: BuildingsEntered, moment: Moment) -> str:
    if not event.buildings:
        text = QCoreApplication.translate(
            "Teaching", "Round {letter} begins. No new buildings enter this round; the unbuilt ones stay available."
        )
    elif len(event.buildings) == 1:
        text = QCoreApplication.translate(
            "Teaching",
            "Round {letter} begins, and {names} enters the supply. Buildings that entered earlier and were not "
            "built stay available.",
        )
    else:
        text = QCoreApplication.translate(
            "Teaching",
            "Round {letter} begins, and {names} enter the supply. Buildings that entered earlier and were not built "
            "stay available.",
        )
    return text.format(letter=Letter(event.round_index), names=Listed([Building(b) for b in event.buildings]))


def _started_log(event: RoundStarted, players: Cast) -> str:
    #: {player}: a player (Player term: {player:the} … see i18n.forms).
    return QCoreApplication.translate("Log", "Round {letter} has {actions}; {player} starts.").format(
        letter=Letter(event.round_index), actions=Amount("actions", event.actions), player=players[event.start_player]
    )


def _started_explained(event: RoundStarted, moment: Moment) -> str:
    starter = event.start_player
    #: {start}, {other}: the two players (Player terms).
    return QCoreApplication.translate(
        "Teaching",
        "This round has {actions}: {start} takes {start_actions} and starts, {other} takes {other_actions}. "
        "Turns keep alternating across rounds, and every round has an odd number of actions, so the start player "
        "changes every round.",
    ).format(
        actions=Amount("actions", event.actions),
        start=moment.players[starter],
        other=moment.players[1 - starter],
        start_actions=Amount("actions", turns_in_round(event.round_index, starter)),
        other_actions=Amount("actions", turns_in_round(event.round_index, 1 - starter)),
    )


# ---- building and using ------------------------------------------------------------------------------


def _built_log(event: Built, players: Cast) -> str:
    if event.beside_board:
        text = QCoreApplication.translate("Log", "{player} builds {building} (beside the board).")
    else:
        text = QCoreApplication.translate("Log", "{player} builds {building}.")
    return text.format(player=players[event.player], building=Building(event.building))


def _built_explained(event: Built, moment: Moment) -> str:
    spec = moment.before.spec(event.building)
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
    return text.format(player=moment.players[event.player], building=Building(spec.id), cost=cost(spec.cost))


def _used_log(event: Used, players: Cast) -> str:
    if event.owner != event.player:
        #: {player} uses {owner}'s building (Greek {owner:gen}; Hungarian {owner:the} {building:owned-acc}).
        text = QCoreApplication.translate("Log", "{player} uses {owner}'s {building} from sector {sector}.")
    else:
        text = QCoreApplication.translate("Log", "{player} uses {building} from sector {sector}.")
    return text.format(
        player=players[event.player],
        owner=players[event.owner],
        building=Building(event.building),
        sector=Sector(event.age),
    )


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
            return QCoreApplication.translate(
                "Teaching",
                "{player} uses {owner}'s {building}, which lies in sector {sector}: its main function works up to "
                "{times}, its extra function once. As it is the opponent's building, {player} first pays {owner} a "
                "fee of {fee}.",
            )
        if kind == "farm":
            return QCoreApplication.translate(
                "Teaching",
                "{player} uses {owner}'s {building}, which lies in sector {sector}: the grain marker goes {up} "
                "up-right and one step back down-left, so it ends {net} up-right. As it is the opponent's building, "
                "{player} first pays {owner} a fee of {fee}.",
            )
        return QCoreApplication.translate(
            "Teaching",
            "{player} uses {owner}'s {building}, which lies in sector {sector}: its function works up to {times}. "
            "As it is the opponent's building, {player} first pays {owner} a fee of {fee}.",
        )
    if kind == "extra":
        return QCoreApplication.translate(
            "Teaching",
            "{player} uses {building} from sector {sector}: its main function works up to {times}, its extra "
            "function once.",
        )
    if kind == "farm":
        return QCoreApplication.translate(
            "Teaching",
            "{player} uses {building} from sector {sector}: the grain marker goes {up} up-right and one step back "
            "down-left, so it ends {net} up-right.",
        )
    return QCoreApplication.translate(
        "Teaching", "{player} uses {building} from sector {sector}: its function works up to {times}."
    )


def _used_explained(event: Used, moment: Moment) -> str:
    n = SECTOR_MULTIPLIERS[event.age]
    return _use_text(event, moment.before).format(
        player=moment.players[event.player],
        owner=moment.players[event.owner],
        building=Building(event.building),
        sector=Sector(event.age),
        times=Amount("times", n),
        up=Amount("steps", n),
        net=Amount("steps", n - 1),
        fee=francs(USER_FEE),
    )


# ---- paying ---------------------------------------------------------------------------------------------


def _goods_paid_log(event: GoodsPaid, players: Cast) -> str:
    if event.repetition:
        text = QCoreApplication.translate("Log", "Repetition {repetition}: {player} pays {amount} ({start} → {end}).")
    else:
        text = QCoreApplication.translate("Log", "{player} pays {amount} ({start} → {end}).")
    return text.format(
        repetition=Number(event.repetition),
        player=players[event.player],
        amount=part(event.good, event.amount),
        start=Number(event.start.amount),
        end=Number(event.end.amount),
    )


def _goods_paid_explained(event: GoodsPaid, moment: Moment) -> str:
    if event.repetition:
        text = QCoreApplication.translate(
            "Teaching",
            "Repetition {repetition}: {player} pays with {good:ins}: the {marker} moves from {start} to {end} by "
            "paying moves (left pays 1, down 3, down-left 4), which gives {amount}.",
        )
    else:
        text = QCoreApplication.translate(
            "Teaching",
            "{player} pays with {good:ins}: the {marker} moves from {start} to {end} by paying "
            "moves (left pays 1, down 3, down-left 4), which gives {amount}.",
        )
    return text.format(
        repetition=Number(event.repetition),
        player=moment.players[event.player],
        good=GoodTerm(event.good),
        marker=Marker(event.good),
        start=Number(event.start.amount),
        end=Number(event.end.amount),
        amount=part(event.good, event.amount),
    )


def _overpaid_log(event: Overpaid, players: Cast) -> str:
    if event.repetition:
        text = QCoreApplication.translate(
            "Log", "Repetition {repetition}: no change: {paid} paid for a cost of {cost}."
        )
    else:
        text = QCoreApplication.translate("Log", "No change: {paid} paid for a cost of {cost}.")
    return text.format(
        repetition=Number(event.repetition), paid=part(event.part, event.paid), cost=part(event.part, event.cost)
    )


def _overpaid_explained(event: Overpaid, moment: Moment) -> str:
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
    return text.format(
        repetition=Number(event.repetition),
        cost=part(event.part, event.cost),
        paid=part(event.part, event.paid),
        lost=part(event.part, event.paid - event.cost),
    )


def _francs_paid_log(event: FrancsPaid, players: Cast) -> str:
    if event.to_player is not None:
        return QCoreApplication.translate("Log", "{player} pays {amount} to {other}.").format(
            player=players[event.player], amount=francs(event.amount), other=players[event.to_player]
        )
    return QCoreApplication.translate("Log", "{player} pays {amount} to the bank.").format(
        player=players[event.player], amount=francs(event.amount)
    )


def _francs_paid_explained(event: FrancsPaid, moment: Moment) -> str:
    player = moment.players[event.player]
    if event.rule is RuleId.USE_OPPONENT_FEE and event.to_player is not None:
        return QCoreApplication.translate(
            "Teaching",
            "{player} pays the fee of {amount}, and it goes to the owner, {owner}: owning a building "
            "pays even when the opponent uses it.",
        ).format(player=player, amount=francs(event.amount), owner=moment.players[event.to_player])
    if event.rule is RuleId.PAYMENT_FRANCS:
        text = QCoreApplication.translate(
            "Teaching", "{player} pays {amount} to the bank; coins are always changed, so francs are paid exactly."
        )
    else:
        text = QCoreApplication.translate("Teaching", "{player} pays {amount} to the bank for the repetitions chosen.")
    return text.format(player=player, amount=francs(event.amount))


def _francs_gained_log(event: FrancsGained, players: Cast) -> str:
    if event.rule is RuleId.USE_BONUS_FRANC:
        return QCoreApplication.translate("Log", "{player} gets the bonus franc of sector ×4+.").format(
            player=players[event.player]
        )
    return QCoreApplication.translate("Log", "{player} receives {amount}.").format(
        player=players[event.player], amount=francs(event.amount)
    )


def _charges_francs_per_repetition(state: GameState, building: str | None) -> bool:
    """Whether each repetition of the building in use costs francs (the bonus franc can pay one)."""
    function = state.spec(building).function if building is not None else None
    return isinstance(function, ConversionFunction) and function.franc_cost > 0


def _francs_gained_explained(event: FrancsGained, moment: Moment) -> str:
    player = moment.players[event.player]
    if event.rule is RuleId.USE_BONUS_FRANC and _charges_francs_per_repetition(moment.before, moment.using):
        text = QCoreApplication.translate(
            "Teaching",
            "Sector ×4+ gives {player} 1 bonus franc before the function works, so it can already pay for "
            "repetitions. It cannot pay the fee for an opponent's building, which is due first.",
        )
    elif event.rule is RuleId.USE_BONUS_FRANC:
        text = QCoreApplication.translate(
            "Teaching",
            "Sector ×4+ gives {player} 1 bonus franc on top of what the building does. It cannot pay the fee "
            "for an opponent's building, which is due first.",
        )
    else:
        text = QCoreApplication.translate(
            "Teaching", "{player} receives {amount} from the building's function and now has {total}."
        )
    return text.format(
        player=player, amount=francs(event.amount), total=francs(moment.held[event.player] + event.amount)
    )


# ---- the warehouse ----------------------------------------------------------------------------------------


def _marker_moved_log(event: MarkerMoved, players: Cast) -> str:
    #: {player}'s good goes from {start} to {end} (Greek {good:The} {player:gen}; Hungarian {player:the} {good:owned}).
    return QCoreApplication.translate("Log", "{player}'s {good:the}: {start} → {end}.").format(
        player=players[event.player],
        good=GoodTerm(event.good),
        start=Number(event.start.amount),
        end=Number(event.end.amount),
    )


def _marker_moved_explained(event: MarkerMoved, moment: Moment) -> str:
    return QCoreApplication.translate(
        "Teaching", "{player}: the {marker} moves {steps} {direction}: {start} → {end}."
    ).format(
        player=moment.players[event.player],
        marker=Marker(event.good),
        direction=direction_name(event.direction),
        steps=Amount("steps", event.steps),
        start=Number(event.start.amount),
        end=Number(event.end.amount),
    )


def _steps_lost_log(event: StepsLost, players: Cast) -> str:
    return QCoreApplication.translate("Log", "{player}'s {marker} loses {steps} at the edge of the warehouse.").format(
        marker=Marker(event.good), steps=Amount("steps", event.lost), player=players[event.player]
    )


def _steps_placed_by_player(state: GameState, building: str | None) -> bool:
    """Whether the building in use lets its user place the steps (so lost steps were the player's choice)."""
    if building is None:
        return False
    return isinstance(state.spec(building).function, SplitFunction | DistinctGoodsFunction)


def _steps_lost_explained(event: StepsLost, moment: Moment) -> str:
    if _steps_placed_by_player(moment.before, moment.using):
        text = QCoreApplication.translate(
            "Teaching",
            "{player} gave the {marker} more steps {direction} than it has room for, so it loses {steps} at the "
            "edge of the warehouse. That is allowed; a lost step simply does nothing.",
        )
    elif event.direction in DIAGONALS:
        text = QCoreApplication.translate(
            "Teaching",
            "{player}'s {marker} loses {steps} {direction}: a marker stops at the edge of the warehouse, and a "
            "diagonal step is lost as soon as either its row or its column runs out.",
        )
    else:
        text = QCoreApplication.translate(
            "Teaching",
            "{player}'s {marker} loses {steps} {direction}: a marker stops at the edge of the warehouse, and the steps "
            "beyond it are lost.",
        )
    return text.format(
        player=moment.players[event.player],
        marker=Marker(event.good),
        steps=Amount("steps", event.lost),
        direction=direction_name(event.direction),
    )


def _returned_log(event: ReturnedToZero, players: Cast) -> str:
    return QCoreApplication.translate("Log", "{building} goes to sector 0 of {owner}'s wheel.").format(
        building=Building(event.building), owner=players[event.owner]
    )


def _returned_explained(event: ReturnedToZero, moment: Moment) -> str:
    return QCoreApplication.translate(
        "Teaching",
        "After the use, {building} goes back to sector 0 of its owner's wheel ({owner}): "
        "nobody can use it again this round.",
    ).format(building=Building(event.building), owner=moment.players[event.owner])


# ---- selling --------------------------------------------------------------------------------------------


def _sold_log(event: Sold, players: Cast) -> str:
    if event.forced:
        text = QCoreApplication.translate(
            "Log", "Forced sale: {player}'s {building} reaches the sale sector and brings {amount}."
        )
    elif event.rule is RuleId.SELL_AFTER_ACTION:
        text = QCoreApplication.translate("Log", "{player} sells {building} after the action for {amount}.")
    else:
        text = QCoreApplication.translate("Log", "{player} sells {building} for {amount}.")
    return text.format(player=players[event.player], building=Building(event.building), amount=francs(event.amount))


def _sale_text(event: Sold, odd: bool) -> str:
    if event.forced:
        if odd:
            return QCoreApplication.translate(
                "Teaching",
                "{player}'s {building} reaches the sale sector and is sold at once: half of its value, {value}, "
                "gives {amount}. It returns to the supply. The value is odd, so half of it is rounded down.",
            )
        return QCoreApplication.translate(
            "Teaching",
            "{player}'s {building} reaches the sale sector and is sold at once: half of its value, {value}, gives "
            "{amount}. It returns to the supply.",
        )
    if event.rule is RuleId.SELL_AFTER_ACTION:
        if odd:
            return QCoreApplication.translate(
                "Teaching",
                "{player} sells {building} after the action, for half of its value ({value}): {amount}. Sales may "
                "come before or after the action, and the turn goes on until its player ends it. The building "
                "returns to the supply, and either player may build it again. The value is odd, so half of it is "
                "rounded down.",
            )
        return QCoreApplication.translate(
            "Teaching",
            "{player} sells {building} after the action, for half of its value ({value}): {amount}. Sales may come "
            "before or after the action, and the turn goes on until its player ends it. The building returns to "
            "the supply, and either player may build it again.",
        )
    if odd:
        return QCoreApplication.translate(
            "Teaching",
            "{player} sells {building} for half of its value ({value}): {amount}. It returns to the supply, and "
            "either player may build it again. The value is odd, so half of it is rounded down.",
        )
    return QCoreApplication.translate(
        "Teaching",
        "{player} sells {building} for half of its value ({value}): {amount}. It returns to the supply, and either "
        "player may build it again.",
    )


def _sold_explained(event: Sold, moment: Moment) -> str:
    value = building_value(moment.before, moment.before.players[event.player], event.building)
    return _sale_text(event, odd=2 * event.amount != value).format(
        player=moment.players[event.player],
        building=Building(event.building),
        value=francs(value),
        amount=francs(event.amount),
    )


# ---- the end of a turn, of a round, of the game --------------------------------------------------------


def _passed_log(event: Passed, players: Cast) -> str:
    return QCoreApplication.translate("Log", "{player} can neither build nor use a building, and passes.").format(
        player=players[event.player]
    )


def _passed_explained(event: Passed, moment: Moment) -> str:
    return QCoreApplication.translate(
        "Teaching",
        "{player} can afford no building and has none to use, so passes; selling is still allowed before the turn "
        "ends.",
    ).format(player=moment.players[event.player])


def _turn_ended_log(event: TurnEnded, players: Cast) -> str:
    return QCoreApplication.translate("Log", "{player} ends the turn.").format(player=players[event.player])


def _turn_ended_explained(event: TurnEnded, moment: Moment) -> str:
    before, after = moment.before, moment.after
    player, next_player = moment.players[event.player], moment.players[after.current]
    if after.finished:
        return QCoreApplication.translate(
            "Teaching",
            "{player} ends the turn. It was the last turn of the game: the wheels turn one last time, and the "
            "scores are counted.",
        ).format(player=player)
    if after.round_index != before.round_index:
        return QCoreApplication.translate(
            "Teaching",
            "{player} ends the turn. It was the last turn of round {letter}, so the round ends now: the wheels turn, "
            "and {next} opens round {next_letter}.",
        ).format(
            player=player, letter=Letter(before.round_index), next=next_player, next_letter=Letter(after.round_index)
        )
    return QCoreApplication.translate(
        "Teaching",
        "{player} ends the turn: the action and any sales after it are done. {next} plays next; round {letter} "
        "still has {left} to come.",
    ).format(
        player=player,
        next=next_player,
        letter=Letter(after.round_index),
        left=Amount("actions", after.round_actions - after.actions_taken),
    )


def _wheels_log(event: WheelsRotated, players: Cast) -> str:
    if event.final:
        text = QCoreApplication.translate("Log", "End of round {letter}: the pointers turn a last time.")
    else:
        text = QCoreApplication.translate("Log", "End of round {letter}: both pointers turn one sector.")
    return text.format(letter=Letter(event.round_index))


def _wheels_explained(event: WheelsRotated, moment: Moment) -> str:
    if event.final:
        return QCoreApplication.translate(
            "Teaching",
            "Round L is over. The pointers turn one last time: every building on a wheel moves one sector on, and "
            "those reaching the sale sector are sold before the scoring.",
        )
    return QCoreApplication.translate(
        "Teaching",
        "Round {letter} is over. Both pointers turn one sector counterclockwise, so every building on a wheel is "
        "now one sector further: 0 → ×2 → ×3 → ×4 → ×4+ → sale.",
    ).format(letter=Letter(event.round_index))


def _game_ended_log(event: GameEnded, players: Cast) -> str:
    totals = [Number(total) for total in event.totals]
    if event.winner is None:
        text = QCoreApplication.translate("Log", "Game over: {a} {ta}, {b} {tb}. A draw!")
    else:
        text = QCoreApplication.translate("Log", "Game over: {a} {ta}, {b} {tb}. {winner} wins!")
    winner = players[event.winner] if event.winner is not None else None
    return text.format(a=players[0], ta=totals[0], b=players[1], tb=totals[1], winner=winner)


def _game_ended_explained(event: GameEnded, moment: Moment) -> str:
    scores = [wealth(moment.after, seat) for seat in (0, 1)]
    numbers: dict[str, Any] = {
        "a": moment.players[0],
        "b": moment.players[1],
        "a_francs": francs(scores[0].francs),
        "a_buildings": francs(scores[0].total - scores[0].francs),
        "a_total": francs(scores[0].total),
        "b_francs": francs(scores[1].francs),
        "b_buildings": francs(scores[1].total - scores[1].francs),
        "b_total": francs(scores[1].total),
    }
    if event.winner is None:
        return QCoreApplication.translate(
            "Teaching",
            "{a}: {a_francs} and buildings worth {a_buildings}, in all {a_total}. {b}: {b_francs} and buildings "
            "worth {b_buildings}, in all {b_total}. Equal wealth: the game is a draw. Play a rematch with the boards "
            "swapped.",
        ).format(**numbers)
    return QCoreApplication.translate(
        "Teaching",
        "{a}: {a_francs} and buildings worth {a_buildings}, in all {a_total}. {b}: {b_francs} and buildings worth "
        "{b_buildings}, in all {b_total}. {winner} is the wealthier and wins.",
    ).format(winner=moment.players[event.winner], **numbers)


REGISTRY: dict[type, EventProse[Any]] = dict(
    [
        told(BuildingsEntered, _entered_log, _entered_explained),
        told(RoundStarted, _started_log, _started_explained),
        told(Built, _built_log, _built_explained),
        told(Used, _used_log, _used_explained),
        told(GoodsPaid, _goods_paid_log, _goods_paid_explained),
        told(Overpaid, _overpaid_log, _overpaid_explained),
        told(FrancsPaid, _francs_paid_log, _francs_paid_explained),
        told(FrancsGained, _francs_gained_log, _francs_gained_explained),
        told(MarkerMoved, _marker_moved_log, _marker_moved_explained),
        told(StepsLost, _steps_lost_log, _steps_lost_explained),
        told(ReturnedToZero, _returned_log, _returned_explained),
        told(Sold, _sold_log, _sold_explained),
        told(Passed, _passed_log, _passed_explained),
        told(TurnEnded, _turn_ended_log, _turn_ended_explained),
        told(WheelsRotated, _wheels_log, _wheels_explained),
        told(GameEnded, _game_ended_log, _game_ended_explained),
    ]
)
