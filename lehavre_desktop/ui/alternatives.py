"""One line per legal alternative of the choice being shaped, for the list in the action bar.

A payment says what it costs and what it overpays ("Pay 3 wood and 1 clay (1 clay more than due)");
a use says what it does to the player's warehouse and francs ("Fish 3 → 7 and Francs 4 → 6").
Everything is read off the engine: the alternatives are ``Pending.choices`` and what each
does is its preview (the engine applied to the current state).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import GOODS, Build, GoodsPaid, Overpaid, Use
from ..i18n.forms import GoodTerm, Listed, Number, part
from .choices import Pending


def describe(pending: Pending, action: Build | Use) -> str:
    """What this alternative costs and does, on one line."""
    translate = QCoreApplication.translate
    preview = pending.preview(action)
    extra: dict[object, int] = {}  # what each part of the cost overpays, all repetitions together
    for event in preview.events:
        if isinstance(event, Overpaid):
            extra[event.part] = extra.get(event.part, 0) + event.paid - event.cost
    overpaid = [part(name, n) for name, n in extra.items()]
    if isinstance(action, Build):
        paid = [part(e.good, e.amount) for e in preview.events if isinstance(e, GoodsPaid)]
        text = translate("Alternatives", "Pay {goods}").format(goods=Listed(paid)) if paid else \
            translate("Alternatives", "Nothing to pay")
    else:
        player = pending.state.current_player
        changes = []
        for good in GOODS:
            before, after = player.cell(good).amount, preview.markers[good.slot].amount
            if before != after:
                changes.append(translate("Alternatives", "{good} {before} → {after}").format(
                    good=GoodTerm(good), before=Number(before), after=Number(after)))
        if preview.francs:
            changes.append(translate("Alternatives", "Francs {before} → {after}").format(
                before=Number(player.francs), after=Number(player.francs + preview.francs)))
        text = str(Listed(changes)) if changes else translate("Alternatives", "No change to your goods")
        if len({choice.times for choice in pending.choices if isinstance(choice, Use)}) > 1:
            text = translate("Alternatives", "{times}×: {effect}").format(times=Number(action.times), effect=text)
    if overpaid:
        text = translate("Alternatives", "{choice} ({extra} more than due)").format(choice=text,
                                                                                     extra=Listed(overpaid))
    return text


def alternative_texts(pending: Pending) -> list[str]:
    """Every alternative, numbered, in the engine's order."""
    return [QCoreApplication.translate("Alternatives", "{i}. {choice}").format(i=Number(index + 1),
                                                                             choice=describe(pending, action))
            for index, action in enumerate(pending.choices)]
