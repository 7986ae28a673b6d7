"""One log line per engine event, in the player's language.

Counts that can be one get two literal source texts (one / several) instead of Qt's %n
plurals, which lupdate does not extract reliably from Python; two forms cover English,
Greek and Hungarian. Amounts of francs come whole from ``francs_words`` ("1 franc",
"3 francs"), so a line never writes a number of its own.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import Event, GameState, RuleId
from ..engine import events as ev
from ..engine.catalog import ROUND_LETTERS, SECTOR_LABELS
from ..i18n.names import building_name, francs_words, good_name
from ..teaching.words import part_name


def narrate(event: Event, state: GameState) -> str:
    """``state`` is the state before the action, for names and round letters."""
    name = [p.name for p in state.players]
    if isinstance(event, ev.BuildingsEntered):
        letter = ROUND_LETTERS[event.round_index]
        if not event.buildings:
            return QCoreApplication.translate("Log", "Round {letter}: no new buildings.").format(letter=letter)
        names = ", ".join(building_name(b) for b in event.buildings)
        return QCoreApplication.translate("Log", "Round {letter}: new buildings: {names}.").format(
            letter=letter, names=names)
    if isinstance(event, ev.RoundStarted):
        return QCoreApplication.translate("Log", "Round {letter} has {n} actions; {player} starts.").format(
            letter=ROUND_LETTERS[event.round_index], n=event.actions, player=name[event.start_player])
    if isinstance(event, ev.Built):
        if event.beside_board:
            text = QCoreApplication.translate("Log", "{player} builds {building} (beside the board).")
        else:
            text = QCoreApplication.translate("Log", "{player} builds {building}.")
        return text.format(player=name[event.player], building=building_name(event.building))
    if isinstance(event, ev.Used):
        sector = SECTOR_LABELS[event.age]
        if event.owner != event.player:
            return QCoreApplication.translate("Log", "{player} uses {owner}'s {building} from sector {sector}.").format(
                player=name[event.player], owner=name[event.owner], building=building_name(event.building),
                sector=sector)
        return QCoreApplication.translate("Log", "{player} uses {building} from sector {sector}.").format(
            player=name[event.player], building=building_name(event.building), sector=sector)
    if isinstance(event, ev.GoodsPaid):
        if event.repetition:
            text = QCoreApplication.translate(
                "Log", "Repetition {repetition}: {player} pays {n} {good} ({start} → {end}).")
        else:
            text = QCoreApplication.translate("Log", "{player} pays {n} {good} ({start} → {end}).")
        return text.format(repetition=event.repetition, player=name[event.player], n=event.amount,
                           good=good_name(event.good), start=event.start.amount, end=event.end.amount)
    if isinstance(event, ev.Overpaid):
        if event.repetition:
            text = QCoreApplication.translate(
                "Log", "Repetition {repetition}: no change: {paid} {part} paid for a cost of {cost}.")
        else:
            text = QCoreApplication.translate("Log", "No change: {paid} {part} paid for a cost of {cost}.")
        return text.format(repetition=event.repetition, paid=event.paid, part=part_name(event.part), cost=event.cost)
    if isinstance(event, ev.FrancsPaid):
        if event.to_player is not None:
            return QCoreApplication.translate("Log", "{player} pays {amount} to {other}.").format(
                player=name[event.player], amount=francs_words(event.amount), other=name[event.to_player])
        return QCoreApplication.translate("Log", "{player} pays {amount}.").format(
            player=name[event.player], amount=francs_words(event.amount))
    if isinstance(event, ev.FrancsGained):
        if event.rule is RuleId.USE_BONUS_FRANC:
            return QCoreApplication.translate("Log", "{player} gets the bonus franc of sector 4+.").format(
                player=name[event.player])
        return QCoreApplication.translate("Log", "{player} receives {amount}.").format(
            player=name[event.player], amount=francs_words(event.amount))
    if isinstance(event, ev.MarkerMoved):
        return QCoreApplication.translate("Log", "{player}'s {good}: {start} → {end}.").format(
            player=name[event.player], good=good_name(event.good), start=event.start.amount, end=event.end.amount)
    if isinstance(event, ev.StepsLost):
        text = QCoreApplication.translate("Log", "1 step of {good} is lost at the edge of the warehouse.") \
            if event.lost == 1 else \
            QCoreApplication.translate("Log", "{n} steps of {good} are lost at the edge of the warehouse.")
        return text.format(n=event.lost, good=good_name(event.good))
    if isinstance(event, ev.ReturnedToZero):
        return QCoreApplication.translate("Log", "{building} goes to sector 0 of {owner}'s wheel.").format(
            building=building_name(event.building), owner=name[event.owner])
    if isinstance(event, ev.Sold):
        if event.forced:
            text = QCoreApplication.translate(
                "Log", "Forced sale: {player}'s {building} reaches the sale sector and brings {amount}.")
        elif event.rule is RuleId.SELL_AFTER_ACTION:
            text = QCoreApplication.translate("Log", "{player} sells {building} after the action for {amount}.")
        else:
            text = QCoreApplication.translate("Log", "{player} sells {building} for {amount}.")
        return text.format(player=name[event.player], building=building_name(event.building),
                           amount=francs_words(event.amount))
    if isinstance(event, ev.Passed):
        return QCoreApplication.translate("Log", "{player} can neither build nor use a building, and passes.").format(
            player=name[event.player])
    if isinstance(event, ev.TurnEnded):
        return QCoreApplication.translate("Log", "{player} ends the turn.").format(player=name[event.player])
    if isinstance(event, ev.WheelsRotated):
        letter = ROUND_LETTERS[event.round_index]
        if event.final:
            return QCoreApplication.translate("Log", "End of round {letter}: the pointers turn a last time.").format(
                letter=letter)
        return QCoreApplication.translate("Log", "End of round {letter}: both pointers turn one sector.").format(
            letter=letter)
    assert isinstance(event, ev.GameEnded)
    totals = event.totals
    if event.winner is None:
        return QCoreApplication.translate("Log", "Game over: {a} {ta}, {b} {tb}. A draw!").format(
            a=name[0], ta=totals[0], b=name[1], tb=totals[1])
    return QCoreApplication.translate("Log", "Game over: {a} {ta}, {b} {tb}. {winner} wins!").format(
        a=name[0], ta=totals[0], b=name[1], tb=totals[1], winner=name[event.winner])
