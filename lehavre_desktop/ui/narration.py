"""One log line per engine event, in the player's language.

Each line is one message: the translator puts every noun in the form the sentence needs
(``{building:acc}``, ``{amount:acc}``, see ``i18n.forms``), and every count is an amount
with its noun in Qt's numerus forms, so a line never writes a number of its own.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import (
    BuildingsEntered,
    Built,
    Event,
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
    StepsLost,
    TurnEnded,
    Used,
    WheelsRotated,
)
from ..i18n.forms import Amount, Building, GoodTerm, Letter, Listed, Marker, Number, Sector, francs, part


def narrate(event: Event, state: GameState) -> str:
    """``state`` is the state before the action, for names and round letters."""
    name = [p.name for p in state.players]
    if isinstance(event, BuildingsEntered):
        letter = Letter(event.round_index)
        if not event.buildings:
            return QCoreApplication.translate("Log", "Round {letter}: no new buildings.").format(letter=letter)
        return QCoreApplication.translate("Log", "Round {letter}: new buildings: {names}.").format(
            letter=letter, names=Listed([Building(b) for b in event.buildings]))
    if isinstance(event, RoundStarted):
        return QCoreApplication.translate("Log", "Round {letter} has {actions}; {player} starts.").format(
            letter=Letter(event.round_index), actions=Amount("actions", event.actions),
            player=name[event.start_player])
    if isinstance(event, Built):
        if event.beside_board:
            text = QCoreApplication.translate("Log", "{player} builds {building} (beside the board).")
        else:
            text = QCoreApplication.translate("Log", "{player} builds {building}.")
        return text.format(player=name[event.player], building=Building(event.building))
    if isinstance(event, Used):
        if event.owner != event.player:
            #: Player names ({player}, {owner}): never inflected; a subject, or after a colon («tulajdonos: {owner}»).
            text = QCoreApplication.translate("Log", "{player} uses {owner}'s {building} from sector {sector}.")
        else:
            text = QCoreApplication.translate("Log", "{player} uses {building} from sector {sector}.")
        return text.format(player=name[event.player], owner=name[event.owner], building=Building(event.building),
                           sector=Sector(event.age))
    if isinstance(event, GoodsPaid):
        if event.repetition:
            text = QCoreApplication.translate(
                "Log", "Repetition {repetition}: {player} pays {amount} ({start} → {end}).")
        else:
            text = QCoreApplication.translate("Log", "{player} pays {amount} ({start} → {end}).")
        return text.format(repetition=Number(event.repetition), player=name[event.player],
                           amount=part(event.good, event.amount), start=Number(event.start.amount),
                           end=Number(event.end.amount))
    if isinstance(event, Overpaid):
        if event.repetition:
            text = QCoreApplication.translate(
                "Log", "Repetition {repetition}: no change: {paid} paid for a cost of {cost}.")
        else:
            text = QCoreApplication.translate("Log", "No change: {paid} paid for a cost of {cost}.")
        return text.format(repetition=Number(event.repetition), paid=part(event.part, event.paid),
                           cost=part(event.part, event.cost))
    if isinstance(event, FrancsPaid):
        if event.to_player is not None:
            #: Player names ({player}, {other}): never inflected; a subject, or after a colon («fizet neki: {other}»).
            return QCoreApplication.translate("Log", "{player} pays {amount} to {other}.").format(
                player=name[event.player], amount=francs(event.amount), other=name[event.to_player])
        return QCoreApplication.translate("Log", "{player} pays {amount} to the bank.").format(
            player=name[event.player], amount=francs(event.amount))
    if isinstance(event, FrancsGained):
        if event.rule is RuleId.USE_BONUS_FRANC:
            return QCoreApplication.translate("Log", "{player} gets the bonus franc of sector ×4+.").format(
                player=name[event.player])
        return QCoreApplication.translate("Log", "{player} receives {amount}.").format(
            player=name[event.player], amount=francs(event.amount))
    if isinstance(event, MarkerMoved):
        return QCoreApplication.translate("Log", "{player}'s {good:the}: {start} → {end}.").format(
            player=name[event.player], good=GoodTerm(event.good), start=Number(event.start.amount),
            end=Number(event.end.amount))
    if isinstance(event, StepsLost):
        return QCoreApplication.translate("Log", "The {marker} loses {steps} at the edge of the warehouse.").format(
            marker=Marker(event.good), steps=Amount("steps", event.lost))
    if isinstance(event, ReturnedToZero):
        #: Player names ({owner}): never inflected; as a subject or after a colon.
        return QCoreApplication.translate("Log", "{building} goes to sector 0 of {owner}'s wheel.").format(
            building=Building(event.building), owner=name[event.owner])
    if isinstance(event, Sold):
        if event.forced:
            #: Player names ({player}): never inflected; as a subject or after a colon.
            text = QCoreApplication.translate(
                "Log", "Forced sale: {player}'s {building} reaches the sale sector and brings {amount}.")
        elif event.rule is RuleId.SELL_AFTER_ACTION:
            text = QCoreApplication.translate("Log", "{player} sells {building} after the action for {amount}.")
        else:
            text = QCoreApplication.translate("Log", "{player} sells {building} for {amount}.")
        return text.format(player=name[event.player], building=Building(event.building), amount=francs(event.amount))
    if isinstance(event, Passed):
        return QCoreApplication.translate("Log", "{player} can neither build nor use a building, and passes.").format(
            player=name[event.player])
    if isinstance(event, TurnEnded):
        return QCoreApplication.translate("Log", "{player} ends the turn.").format(player=name[event.player])
    if isinstance(event, WheelsRotated):
        letter = Letter(event.round_index)
        if event.final:
            return QCoreApplication.translate("Log", "End of round {letter}: the pointers turn a last time.").format(
                letter=letter)
        return QCoreApplication.translate("Log", "End of round {letter}: both pointers turn one sector.").format(
            letter=letter)
    assert isinstance(event, GameEnded)
    totals = [Number(total) for total in event.totals]
    if event.winner is None:
        return QCoreApplication.translate("Log", "Game over: {a} {ta}, {b} {tb}. A draw!").format(
            a=name[0], ta=totals[0], b=name[1], tb=totals[1])
    return QCoreApplication.translate("Log", "Game over: {a} {ta}, {b} {tb}. {winner} wins!").format(
        a=name[0], ta=totals[0], b=name[1], tb=totals[1], winner=name[event.winner])
