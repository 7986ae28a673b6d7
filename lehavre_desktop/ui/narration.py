"""One log line per engine event, in the player's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import Event, GameState
from ..engine import events as ev
from ..engine.catalog import ROUND_LETTERS, SECTOR_LABELS
from ..i18n.names import building_name, food_name, good_name


def _t(text: str) -> str:
    return QCoreApplication.translate("Log", text)


def _tn(text: str, n: int) -> str:
    return QCoreApplication.translate("Log", text, None, n)


def _part(part: str) -> str:
    from ..engine import Good

    return food_name() if part == "food" else good_name(Good(part))


def narrate(event: Event, state: GameState) -> str:
    """``state`` is the state before the action, for names and round letters."""
    name = [p.name for p in state.players]
    if isinstance(event, ev.BuildingsEntered):
        letter = ROUND_LETTERS[event.round_index]
        if not event.buildings:
            return _t("Round {letter}: no new buildings.").format(letter=letter)
        names = ", ".join(building_name(b) for b in event.buildings)
        return _t("Round {letter}: new buildings: {names}.").format(letter=letter, names=names)
    if isinstance(event, ev.RoundStarted):
        return _tn("Round {letter} has %n action(s); {player} starts.", event.actions).format(
            letter=ROUND_LETTERS[event.round_index], player=name[event.start_player])
    if isinstance(event, ev.Built):
        text = _t("{player} builds {building} (beside the board).") if event.beside_board else \
            _t("{player} builds {building}.")
        return text.format(player=name[event.player], building=building_name(event.building))
    if isinstance(event, ev.Used):
        sector = SECTOR_LABELS[event.age]
        if event.owner != event.player:
            return _t("{player} uses {owner}'s {building} from sector {sector}.").format(
                player=name[event.player], owner=name[event.owner], building=building_name(event.building),
                sector=sector)
        return _t("{player} uses {building} from sector {sector}.").format(
            player=name[event.player], building=building_name(event.building), sector=sector)
    if isinstance(event, ev.GoodsPaid):
        return _tn("{player} pays %n {good} ({start} → {end}).", event.amount).format(
            player=name[event.player], good=good_name(event.good), start=event.start.amount, end=event.end.amount)
    if isinstance(event, ev.Overpaid):
        return _t("No change: {paid} {part} paid for a cost of {cost}.").format(
            paid=event.paid, part=_part(event.part), cost=event.cost)
    if isinstance(event, ev.FrancsPaid):
        if event.to_player is not None:
            return _tn("{player} pays %n franc(s) to {other}.", event.amount).format(
                player=name[event.player], other=name[event.to_player])
        return _tn("{player} pays %n franc(s).", event.amount).format(player=name[event.player])
    if isinstance(event, ev.FrancsGained):
        if event.rule.value == "use.bonus_franc":
            return _t("{player} gets the bonus franc of sector 4+.").format(player=name[event.player])
        return _tn("{player} receives %n franc(s).", event.amount).format(player=name[event.player])
    if isinstance(event, ev.MarkerMoved):
        return _t("{player}'s {good}: {start} → {end}.").format(
            player=name[event.player], good=good_name(event.good), start=event.start.amount, end=event.end.amount)
    if isinstance(event, ev.StepsLost):
        return _tn("%n step(s) of {good} lost at the edge of the warehouse.", event.lost).format(
            good=good_name(event.good))
    if isinstance(event, ev.ReturnedToZero):
        return _t("{building} goes to sector 0 of {owner}'s wheel.").format(
            building=building_name(event.building), owner=name[event.owner])
    if isinstance(event, ev.Sold):
        if event.forced:
            return _tn("Forced sale: {owner}'s {building} reaches the sale sector and brings %n franc(s).",
                       event.amount).format(owner=name[event.player], building=building_name(event.building))
        return _tn("{player} sells {building} for %n franc(s).", event.amount).format(
            player=name[event.player], building=building_name(event.building))
    if isinstance(event, ev.Passed):
        return _t("{player} can neither build nor use a building, and passes.").format(player=name[event.player])
    if isinstance(event, ev.WheelsRotated):
        letter = ROUND_LETTERS[event.round_index]
        if event.final:
            return _t("End of round {letter}: the pointers turn a last time.").format(letter=letter)
        return _t("End of round {letter}: both pointers turn one sector.").format(letter=letter)
    assert isinstance(event, ev.GameEnded)
    totals = event.totals
    if event.winner is None:
        return _t("Game over: {a} {ta}, {b} {tb}. A draw!").format(a=name[0], ta=totals[0], b=name[1], tb=totals[1])
    return _t("Game over: {a} {ta}, {b} {tb}. {winner} wins!").format(
        a=name[0], ta=totals[0], b=name[1], tb=totals[1], winner=name[event.winner])
