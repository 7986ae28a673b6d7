"""What each event means, with the numbers of the situation, for the teaching panel.

Every explanation names the rule behind it, so the panel can link to the rules reference.
The engine decides; this only puts its events into words.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..engine import Event, GameState, RuleId, francs_before_each, wealth
from ..engine import events as ev
from ..engine.catalog import ROUND_LETTERS, SECTOR_MULTIPLIERS, USER_FEE, DistinctGoodsFunction, SplitFunction
from ..engine.state import turns_in_round
from ..engine.values import building_value
from ..i18n.names import building_name, francs_words, good_name
from .words import cost_words, direction_name, part_name, sector_name


@dataclass(frozen=True)
class Explanation:
    rule: RuleId
    text: str


def _steps_placed_by_player(state: GameState, building: str | None) -> bool:
    """Whether the building in use lets its user place the steps (so lost steps were the player's choice)."""
    if building is None:
        return False
    return isinstance(state.spec(building).function, SplitFunction | DistinctGoodsFunction)


def explain_event(
    event: Event, before: GameState, after: GameState, francs: tuple[int, int] | None = None,
    using: str | None = None,
) -> Explanation:
    """``before`` is the state the action was taken in; ``after`` the state it led to.

    ``francs`` is what each player holds just before this event (the earlier events of the
    same action included); without it, the holdings of ``before`` are used. ``using`` is the
    building whose use caused the event, if any.
    """
    names = [p.name for p in before.players]
    held = francs if francs is not None else (before.players[0].francs, before.players[1].francs)
    if isinstance(event, ev.BuildingsEntered):
        letter = ROUND_LETTERS[event.round_index]
        if event.buildings:
            text = QCoreApplication.translate(
                "Teaching",
                "Round {letter} begins. New in the supply: {names}. Buildings that entered "
                "earlier and were not built stay available.",
            ).format(letter=letter, names=", ".join(building_name(b) for b in event.buildings))
        else:
            text = QCoreApplication.translate(
                "Teaching", "Round {letter} begins. No new buildings enter this round; the unbuilt ones stay available."
            ).format(letter=letter)
        return Explanation(event.rule, text)
    if isinstance(event, ev.RoundStarted):
        starter = event.start_player
        text = QCoreApplication.translate(
            "Teaching",
            "This round has {n} actions: {start} takes {a} and {other} takes {b}. {start} "
            "starts because turns keep alternating across rounds, and every round has an odd "
            "number of actions.",
        ).format(
            n=event.actions,
            start=names[starter],
            other=names[1 - starter],
            a=turns_in_round(event.round_index, starter),
            b=turns_in_round(event.round_index, 1 - starter),
        )
        return Explanation(event.rule, text)
    if isinstance(event, ev.Built):
        spec = before.spec(event.building)
        if event.beside_board:
            text = QCoreApplication.translate(
                "Teaching",
                "{player} builds {building} for {cost}. It has no function, so it lies beside the board as a lock "
                "building: it is never used, never moves through the sectors and is never sold by force. This is how "
                "this program plays lock buildings.",
            )
        else:
            text = QCoreApplication.translate(
                "Teaching",
                "{player} builds {building} for {cost}. It goes to sector 0 of {player}'s "
                "wheel, just clockwise of the pointer, so it can be used from the next round "
                "on.",
            )
        return Explanation(
            event.rule, text.format(player=names[event.player], building=building_name(spec.id), cost=cost_words(spec))
        )
    if isinstance(event, ev.Used):
        n = SECTOR_MULTIPLIERS[event.age]
        if event.owner != event.player:
            text = QCoreApplication.translate(
                "Teaching",
                "{player} uses {owner}'s {building}, which lies in sector {sector}: its main "
                "function works up to {n} times, its extra function once. As it is the "
                "opponent's building, {player} first pays {owner} a fee of {fee}.",
            )
        else:
            text = QCoreApplication.translate(
                "Teaching",
                "{player} uses {building} from sector {sector}: its main function works up "
                "to {n} times, its extra function once.",
            )
        return Explanation(
            event.rule,
            text.format(
                player=names[event.player],
                owner=names[event.owner],
                building=building_name(event.building),
                sector=sector_name(event.age),
                n=n,
                fee=francs_words(USER_FEE),
            ),
        )
    if isinstance(event, ev.GoodsPaid):
        if event.repetition:
            text = QCoreApplication.translate(
                "Teaching",
                "Repetition {repetition}: {player} pays with {good}: the marker moves from {start} to {end} by "
                "paying moves (left pays 1, down 3, down-left 4), which gives {amount}.",
            )
        else:
            text = QCoreApplication.translate(
                "Teaching",
                "{player} pays with {good}: the marker moves from {start} to {end} by paying "
                "moves (left pays 1, down 3, down-left 4), which gives {amount}.",
            )
        text = text.format(
            repetition=event.repetition,
            player=names[event.player],
            good=good_name(event.good),
            start=event.start.amount,
            end=event.end.amount,
            amount=event.amount,
        )
        return Explanation(event.rule, text)
    if isinstance(event, ev.Overpaid):
        if event.repetition:
            text = QCoreApplication.translate(
                "Teaching",
                "Repetition {repetition}: the cost was {cost} {part} and the payment gives {paid}, {lost} more "
                "than due. Each repetition is paid on its own and no change is given, so the extra is lost.",
            )
        else:
            text = QCoreApplication.translate(
                "Teaching",
                "No change is given: the cost was {cost} {part}, the payment gives {paid}, so "
                "{lost} is lost. This happens when the markers cannot pay the exact amount, or when "
                "you choose a dearer payment.",
            )
        text = text.format(repetition=event.repetition, cost=event.cost, part=part_name(event.part),
                           paid=event.paid, lost=event.paid - event.cost)
        return Explanation(event.rule, text)
    if isinstance(event, ev.FrancsPaid):
        if event.rule is RuleId.USE_OPPONENT_FEE and event.to_player is not None:
            text = QCoreApplication.translate(
                "Teaching", "{player} pays {owner} the fee of {amount} for using a building of theirs."
            ).format(player=names[event.player], amount=francs_words(event.amount), owner=names[event.to_player])
        elif event.rule is RuleId.PAYMENT_FRANCS:
            text = QCoreApplication.translate(
                "Teaching",
                "{player} pays {amount} to the bank; coins are always changed, so francs are paid exactly.",
            ).format(player=names[event.player], amount=francs_words(event.amount))
        else:
            text = QCoreApplication.translate(
                "Teaching", "{player} pays {amount} to the bank for the repetitions chosen."
            ).format(player=names[event.player], amount=francs_words(event.amount))
        return Explanation(event.rule, text)
    if isinstance(event, ev.FrancsGained):
        if event.rule is RuleId.USE_BONUS_FRANC:
            text = QCoreApplication.translate(
                "Teaching",
                "Sector 4+ gives {player} 1 bonus franc before the function works, so it can already pay for "
                "repetitions. It cannot pay the fee for an opponent's building, which is due first: the rulebooks "
                "leave this open, and this is how this program plays it.",
            ).format(player=names[event.player])
        else:
            text = QCoreApplication.translate(
                "Teaching", "{player} receives {n} francs from the building's function: {before} → {after} francs."
            ).format(
                player=names[event.player],
                n=event.amount,
                before=held[event.player],
                after=held[event.player] + event.amount,
            )
        return Explanation(event.rule, text)
    if isinstance(event, ev.MarkerMoved):
        text = QCoreApplication.translate(
            "Teaching", "{player}'s {good} marker moves {direction}, {steps}× : {start} → {end}."
        ).format(
            player=names[event.player],
            good=good_name(event.good),
            direction=direction_name(event.direction),
            steps=event.steps,
            start=event.start.amount,
            end=event.end.amount,
        )
        return Explanation(event.rule, text)
    if isinstance(event, ev.StepsLost):
        if _steps_placed_by_player(before, using):
            if event.lost == 1:
                text = QCoreApplication.translate(
                    "Teaching",
                    "{player} gave the {good} marker more steps {direction} than it has room for: one step goes "
                    "beyond the edge of the warehouse and is lost. That is allowed; the extra step simply does "
                    "nothing.",
                )
            else:
                text = QCoreApplication.translate(
                    "Teaching",
                    "{player} gave the {good} marker more steps {direction} than it has room for: {n} steps go "
                    "beyond the edge of the warehouse and are lost. That is allowed; the extra steps simply do "
                    "nothing.",
                )
        elif event.lost == 1:
            text = QCoreApplication.translate(
                "Teaching",
                "{good}: one more step {direction} would leave the warehouse, so it is lost. A "
                "marker stops at the edge, and a diagonal step is lost as soon as either its row "
                "or its column runs out.",
            )
        else:
            text = QCoreApplication.translate(
                "Teaching",
                "{good}: {n} more steps {direction} would leave the warehouse, so they are "
                "lost. A marker stops at the edge, and a diagonal step is lost as soon as either "
                "its row or its column runs out.",
            )
        text = text.format(player=names[event.player], good=good_name(event.good), n=event.lost,
                           direction=direction_name(event.direction))
        return Explanation(event.rule, text)
    if isinstance(event, ev.ReturnedToZero):
        text = QCoreApplication.translate(
            "Teaching",
            "After the use, {building} goes back to sector 0 of its owner's ({owner}) wheel: "
            "nobody can use it again this round.",
        ).format(building=building_name(event.building), owner=names[event.owner])
        return Explanation(event.rule, text)
    if isinstance(event, ev.Sold):
        value = building_value(before, before.players[event.player], event.building)
        if event.forced:
            text = QCoreApplication.translate(
                "Teaching",
                "{player}'s {building} reaches the sale sector and is sold at once: half of "
                "its value {value} gives {amount}. It returns to the supply.",
            )
        elif event.rule is RuleId.SELL_AFTER_ACTION:
            text = QCoreApplication.translate(
                "Teaching",
                "{player} sells {building} after the action, for half of its value ({value}): {amount}. Sales may "
                "come before or after the action; the turn goes on until {player} ends it. {building} returns to "
                "the supply, and either player may build it again.",
            )
        else:
            text = QCoreApplication.translate(
                "Teaching",
                "{player} sells {building} for half of its value ({value}): {amount}. It returns to the supply, and "
                "either player may build it again.",
            )
        if 2 * event.amount != value:
            text += " " + QCoreApplication.translate(
                "Teaching",
                "The value is odd, so half of it is rounded down: the rulebooks leave this open, and this is how "
                "this program plays it.",
            )
        return Explanation(
            event.rule,
            text.format(player=names[event.player], building=building_name(event.building), value=value,
                        amount=francs_words(event.amount)),
        )
    if isinstance(event, ev.Passed):
        text = QCoreApplication.translate(
            "Teaching",
            "{player} can afford no building and has none to use, so {player} passes; {player} may still sell, then "
            "ends the turn. The rulebooks do not cover this situation; this is how this program plays it.",
        ).format(player=names[event.player])
        return Explanation(event.rule, text)
    if isinstance(event, ev.TurnEnded):
        return Explanation(event.rule, _turn_ended_text(event, names, before, after))
    if isinstance(event, ev.WheelsRotated):
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
            ).format(letter=ROUND_LETTERS[event.round_index])
        return Explanation(event.rule, text)
    assert isinstance(event, ev.GameEnded)
    parts = []
    for seat in (0, 1):
        score = wealth(after, seat)
        parts.append(
            QCoreApplication.translate(
                "Teaching", "{player}: {francs} francs + {buildings} in buildings = {total}."
            ).format(player=names[seat], francs=score.francs, buildings=score.total - score.francs, total=score.total)
        )
    if event.winner is None:
        verdict = QCoreApplication.translate(
            "Teaching", "Equal wealth: the game is a draw. Play a rematch with the boards swapped."
        )
    else:
        verdict = QCoreApplication.translate("Teaching", "{player} is the wealthier and wins.").format(
            player=names[event.winner]
        )
    return Explanation(event.rule, " ".join(parts) + " " + verdict)


def _turn_ended_text(event: ev.TurnEnded, names: list[str], before: GameState, after: GameState) -> str:
    player = names[event.player]
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
        ).format(player=player, letter=ROUND_LETTERS[before.round_index], next=names[after.current],
                 next_letter=ROUND_LETTERS[after.round_index])
    return QCoreApplication.translate(
        "Teaching",
        "{player} ends the turn: the action and any sales after it are done. Now it is {next}'s turn, with {left} "
        "of the {total} actions of round {letter} still to come.",
    ).format(player=player, next=names[after.current], left=after.round_actions - after.actions_taken,
             total=after.round_actions, letter=ROUND_LETTERS[after.round_index])


def explain_events(events: tuple[Event, ...], before: GameState, after: GameState) -> list[Explanation]:
    """Explain a transition's events in order, with each player's francs just before each event."""
    found = []
    using: str | None = None
    for event, francs in zip(events, francs_before_each(events, before), strict=True):
        if isinstance(event, ev.Used):
            using = event.building
        found.append(explain_event(event, before, after, francs, using))
    return found
