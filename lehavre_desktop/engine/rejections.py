"""Why an action is not allowed: a rule id, a reason from a closed set, and the numbers."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .rules import RuleId

Detail = tuple[str, object]


class Reason(StrEnum):
    """Every reason the engine gives for refusing an action. Values are stable, like rule ids."""

    GAME_OVER = "game_over"
    ACTION_AVAILABLE = "action_available"
    ALREADY_ACTED = "already_acted"
    MUST_ACT_FIRST = "must_act_first"
    UNKNOWN_BUILDING = "unknown_building"
    NOT_OWN_BUILDING = "not_own_building"
    ALREADY_BUILT = "already_built"
    NOT_YET_IN_PLAY = "not_yet_in_play"
    GOOD_NOT_IN_COST = "good_not_in_cost"
    NOT_ENOUGH_FRANCS = "not_enough_francs"
    NOT_ENOUGH_GOODS = "not_enough_goods"
    UNDERPAID = "underpaid"
    UNREACHABLE_CELL = "unreachable_cell"
    MARKER_NAMED_TWICE = "marker_named_twice"
    OUT_OF_ORDER = "out_of_order"
    SUPERFLUOUS_MOVE = "superfluous_move"
    ONE_PAYMENT_PER_REPETITION = "one_payment_per_repetition"
    ONE_PAYMENT_FOR_ALL_REPETITIONS = "one_payment_for_all_repetitions"
    LOCK_BUILDING = "lock_building"
    NOT_BUILT = "not_built"
    SECTOR_ZERO = "sector_zero"
    CANNOT_PAY_FEE = "cannot_pay_fee"
    NO_GOODS_TO_CHOOSE = "no_goods_to_choose"
    NO_REPETITIONS_TO_CHOOSE = "no_repetitions_to_choose"
    NOTHING_TO_PAY = "nothing_to_pay"
    CHOOSE_ONE_GOOD = "choose_one_good"
    TOO_MANY_STEPS = "too_many_steps"
    NO_ROOM = "no_room"
    GOOD_CHOSEN_TWICE = "good_chosen_twice"
    TOO_MANY_GOODS = "too_many_goods"
    GOODS_MIXED = "goods_mixed"
    GOOD_NOT_ALLOWED = "good_not_allowed"
    NEGATIVE_REPETITIONS = "negative_repetitions"
    TOO_MANY_REPETITIONS = "too_many_repetitions"


@dataclass(frozen=True, slots=True)
class Rejection:
    rule: RuleId
    reason: Reason
    details: tuple[Detail, ...] = ()

    def get(self, key: str, default: object = None) -> object:
        for name, value in self.details:
            if name == key:
                return value
        return default

    def __str__(self) -> str:
        numbers = ", ".join(f"{k}={v}" for k, v in self.details)
        return f"{self.rule.value}: {self.reason.value}" + (f" ({numbers})" if numbers else "")


def reject(rule: RuleId, reason: Reason, **details: object) -> Rejection:
    return Rejection(rule, reason, tuple(details.items()))


class IllegalActionError(ValueError):
    """Raised by ``apply`` for an action that ``check`` rejects."""

    def __init__(self, action_text: str, rejection: Rejection) -> None:
        super().__init__(f"illegal action {action_text!r}: {rejection}")
        self.action_text = action_text
        self.rejection = rejection
