"""Why an action is not possible, in the player's language, from the engine's rejection."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import ROUND_LETTERS, Good, Reason, Rejection
from ..i18n.forms import Amount, Building, GoodTerm, Letter, Marker, Number, part
from ..i18n.names import BUILDING_NAMES
from ..i18n.noop import QT_TRANSLATE_NOOP

REASONS: dict[Reason, str] = {
    Reason.GAME_OVER: QT_TRANSLATE_NOOP("Reasons", "The game is over."),
    Reason.ACTION_AVAILABLE: QT_TRANSLATE_NOOP(
        "Reasons", "You can only pass when you can neither build nor use a building."
    ),
    Reason.ALREADY_ACTED: QT_TRANSLATE_NOOP(
        "Reasons",
        "You have already taken your action this turn. You may still sell your own buildings; then end your turn.",
    ),
    Reason.MUST_ACT_FIRST: QT_TRANSLATE_NOOP(
        "Reasons", "You cannot end your turn yet: first build, use a building or, if neither is possible, pass."
    ),
    Reason.UNKNOWN_BUILDING: QT_TRANSLATE_NOOP("Reasons", "There is no such building."),
    Reason.NOT_OWN_BUILDING: QT_TRANSLATE_NOOP("Reasons", "You can only sell your own buildings."),
    Reason.ALREADY_BUILT: QT_TRANSLATE_NOOP("Reasons", "{building} has already been built."),
    Reason.NOT_YET_IN_PLAY: QT_TRANSLATE_NOOP("Reasons", "{building} enters the game in round {letter}."),
    Reason.GOOD_NOT_IN_COST: QT_TRANSLATE_NOOP("Reasons", "{good} is not part of this cost."),
    Reason.NOT_ENOUGH_FRANCS: QT_TRANSLATE_NOOP("Reasons", "This costs {cost}; you have {have}."),
    Reason.NOT_ENOUGH_GOODS: QT_TRANSLATE_NOOP("Reasons", "This costs {cost}; you have {have}."),
    Reason.UNDERPAID: QT_TRANSLATE_NOOP("Reasons", "The payment gives {paid}, but the cost is {cost}."),
    Reason.UNREACHABLE_CELL: QT_TRANSLATE_NOOP(
        "Reasons", "The {marker} cannot get there by paying moves (left, down, down-left)."
    ),
    Reason.MARKER_NAMED_TWICE: QT_TRANSLATE_NOOP("Reasons", "Each marker may appear only once in a payment."),
    Reason.OUT_OF_ORDER: QT_TRANSLATE_NOOP(
        "Reasons", "The markers must be listed in the order fish, clay, wood, grain."
    ),
    Reason.SUPERFLUOUS_MOVE: QT_TRANSLATE_NOOP(
        "Reasons",
        "No change is given, and no move may be superfluous: even without the last move, this "
        "payment of {paid} would already cover the cost of {cost}.",
    ),
    Reason.ONE_PAYMENT_PER_REPETITION: QT_TRANSLATE_NOOP(
        "Reasons", "Each repetition pays its own food: give one payment for each of the {times} (you gave {given})."
    ),
    Reason.ONE_PAYMENT_FOR_ALL_REPETITIONS: QT_TRANSLATE_NOOP(
        "Reasons",
        "This game keeps the rules it was started under, where the food for all repetitions is paid "
        "as one sum: give one payment, not {given}.",
    ),
    Reason.LOCK_BUILDING: QT_TRANSLATE_NOOP("Reasons", "{building} has the lock symbol: it can never be used."),
    Reason.NOT_BUILT: QT_TRANSLATE_NOOP("Reasons", "{building} has not been built by anyone."),
    Reason.SECTOR_ZERO: QT_TRANSLATE_NOOP(
        "Reasons", "{building} is in sector 0: it was built or used this round and cannot be used yet."
    ),
    Reason.CANNOT_PAY_FEE: QT_TRANSLATE_NOOP(
        "Reasons",
        "Using your opponent's building costs a fee of {fee}, and you have {have}. The fee is due before "
        "the building works, so the bonus franc of sector ×4+ cannot pay it.",
    ),
    Reason.NO_GOODS_TO_CHOOSE: QT_TRANSLATE_NOOP("Reasons", "{building} offers no choice of goods."),
    Reason.NO_REPETITIONS_TO_CHOOSE: QT_TRANSLATE_NOOP("Reasons", "{building} has no repetitions to choose."),
    Reason.NOTHING_TO_PAY: QT_TRANSLATE_NOOP("Reasons", "{building} needs no payment."),
    Reason.CHOOSE_ONE_GOOD: QT_TRANSLATE_NOOP("Reasons", "Choose exactly one of the goods this building names."),
    Reason.TOO_MANY_STEPS: QT_TRANSLATE_NOOP("Reasons", "This building allows {allowed}; you chose {chosen}."),
    Reason.NO_ROOM: QT_TRANSLATE_NOOP(
        "Reasons",
        "This building pays you francs for every step a marker makes, so each step must be possible: "
        "the {marker} has room for {room} of the {steps} you chose.",
    ),
    Reason.GOOD_CHOSEN_TWICE: QT_TRANSLATE_NOOP("Reasons", "Each marker may be chosen only once."),
    Reason.TOO_MANY_GOODS: QT_TRANSLATE_NOOP("Reasons", "This building allows {allowed}; you chose {chosen}."),
    Reason.GOODS_MIXED: QT_TRANSLATE_NOOP("Reasons", "All repetitions must use the same good."),
    Reason.GOOD_NOT_ALLOWED: QT_TRANSLATE_NOOP("Reasons", "{good} cannot be used here."),
    Reason.NEGATIVE_REPETITIONS: QT_TRANSLATE_NOOP("Reasons", "The number of repetitions cannot be negative."),
    Reason.TOO_MANY_REPETITIONS: QT_TRANSLATE_NOOP(
        "Reasons", "At most {allowed} from this sector; you chose {chosen}."
    ),
}

# What the counts ``allowed`` and ``chosen`` of a rejection count.
COUNTED: dict[Reason, str] = {
    Reason.TOO_MANY_STEPS: "steps",
    Reason.TOO_MANY_GOODS: "kinds",
    Reason.TOO_MANY_REPETITIONS: "repetitions",
    Reason.NEGATIVE_REPETITIONS: "repetitions",
}


def said(reason: Reason, details: dict[str, object]) -> dict[str, object]:
    """A rejection's details as its sentence names them: terms the translation can inflect, counts with their noun."""
    values = dict(details)
    building, good, cost_part = details.get("building"), details.get("good"), details.get("part", "francs")
    if isinstance(building, str) and building in BUILDING_NAMES:
        values["building"] = Building(building)
    if isinstance(good, str):
        values["good"] = GoodTerm(Good(good))
        values["marker"] = Marker(Good(good))
    for name in ("cost", "have", "paid", "fee"):
        amount = details.get(name)
        if isinstance(amount, int):
            values[name] = part(cost_part, amount)
    for name in ("allowed", "chosen"):
        count = details.get(name)
        if isinstance(count, int):
            values[name] = Amount(COUNTED.get(reason, "steps"), count)
    counts = {"times": "repetitions", "given": "payments", "steps": "steps"}
    for name, noun in counts.items():
        count = details.get(name)
        if isinstance(count, int):
            values[name] = Amount(noun, count)
    room = details.get("room")
    if isinstance(room, int):
        values["room"] = Number(room)
    letter = details.get("letter")
    if isinstance(letter, str) and letter in ROUND_LETTERS:
        values["letter"] = Letter(ROUND_LETTERS.index(letter))
    return values


def explain(rejection: Rejection) -> str:
    text = QCoreApplication.translate("Reasons", REASONS[rejection.reason])
    try:
        return text.format(**said(rejection.reason, dict(rejection.details)))
    except (KeyError, IndexError):  # a translation naming a detail this rejection does not carry
        return text
