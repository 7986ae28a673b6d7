"""Why an action is not possible, in the player's language, from the engine's rejection."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import Good, Rejection
from ..i18n.names import building_name, food_name, good_name
from ..i18n.noop import QT_TRANSLATE_NOOP

REASONS: dict[str, str] = {
    "game_over": QT_TRANSLATE_NOOP("Reasons", "The game is over."),
    "action_available": QT_TRANSLATE_NOOP(
        "Reasons", "You can only pass when you can neither build nor use a building."),
    "unknown_building": QT_TRANSLATE_NOOP("Reasons", "There is no such building."),
    "not_own_building": QT_TRANSLATE_NOOP("Reasons", "You can only sell your own buildings."),
    "already_built": QT_TRANSLATE_NOOP("Reasons", "{building} has already been built."),
    "not_yet_in_play": QT_TRANSLATE_NOOP("Reasons", "{building} enters the game in round {letter}."),
    "good_not_in_cost": QT_TRANSLATE_NOOP("Reasons", "{good} is not part of this cost."),
    "not_enough_francs": QT_TRANSLATE_NOOP("Reasons", "This costs {cost} francs; you have {have}."),
    "not_enough_goods": QT_TRANSLATE_NOOP("Reasons", "This costs {cost} {part}; you have {have}."),
    "underpaid": QT_TRANSLATE_NOOP("Reasons", "The payment gives {paid} {part}, but {cost} are needed."),
    "unreachable_cell": QT_TRANSLATE_NOOP(
        "Reasons", "The {good} marker cannot get there by paying moves (left, down, down-left)."),
    "marker_named_twice": QT_TRANSLATE_NOOP("Reasons", "Each marker may appear only once in a payment."),
    "out_of_order": QT_TRANSLATE_NOOP("Reasons", "The markers must be listed in the order fish, clay, wood, grain."),
    "superfluous_move": QT_TRANSLATE_NOOP(
        "Reasons", "No change is given, and no move may be superfluous: even without the last move, this "
                   "payment of {paid} {part} would already cover the cost of {cost}."),
    "lock_building": QT_TRANSLATE_NOOP("Reasons", "{building} has the lock symbol: it can never be used."),
    "not_built": QT_TRANSLATE_NOOP("Reasons", "{building} has not been built by anyone."),
    "sector_zero": QT_TRANSLATE_NOOP(
        "Reasons", "{building} is in sector 0: it was built or used this round and cannot be used yet."),
    "cannot_pay_fee": QT_TRANSLATE_NOOP(
        "Reasons", "Using your opponent's building costs 1 franc, and you have none."),
    "no_goods_to_choose": QT_TRANSLATE_NOOP("Reasons", "{building} offers no choice of goods."),
    "no_repetitions_to_choose": QT_TRANSLATE_NOOP("Reasons", "{building} has no repetitions to choose."),
    "nothing_to_pay": QT_TRANSLATE_NOOP("Reasons", "{building} needs no payment."),
    "choose_one_good": QT_TRANSLATE_NOOP("Reasons", "Choose exactly one of the goods this building names."),
    "too_many_steps": QT_TRANSLATE_NOOP("Reasons", "Only {allowed} steps are allowed; you chose {chosen}."),
    "no_room": QT_TRANSLATE_NOOP(
        "Reasons", "The edge of the warehouse stops the {good} marker after {room} of the {steps} steps you chose."),
    "good_chosen_twice": QT_TRANSLATE_NOOP("Reasons", "Each marker may be chosen only once."),
    "too_many_goods": QT_TRANSLATE_NOOP("Reasons", "Only {allowed} different goods are allowed; you chose {chosen}."),
    "goods_mixed": QT_TRANSLATE_NOOP("Reasons", "All repetitions must use the same good."),
    "good_not_allowed": QT_TRANSLATE_NOOP("Reasons", "{good} cannot be used here."),
    "negative_repetitions": QT_TRANSLATE_NOOP("Reasons", "The number of repetitions cannot be negative."),
    "too_many_repetitions": QT_TRANSLATE_NOOP(
        "Reasons", "At most {allowed} repetitions from this sector; you chose {chosen}."),
}


def _part_name(part: object) -> str:
    if part == "food":
        return food_name()
    try:
        return good_name(Good(str(part)))
    except ValueError:
        return str(part)


def explain(rejection: Rejection) -> str:
    template = REASONS.get(rejection.reason)
    if template is None:
        return rejection.reason
    values: dict[str, object] = dict(rejection.details)
    if "building" in values:
        values["building"] = building_name(str(values["building"]))
    if "part" in values:
        values["part"] = _part_name(values["part"])
    if "good" in values:
        values["good"] = _part_name(values["good"])
    text = QCoreApplication.translate("Reasons", template)
    try:
        return text.format(**values)
    except (KeyError, IndexError):
        return text
