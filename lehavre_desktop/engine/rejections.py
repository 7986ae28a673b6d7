"""Why an action is not allowed: a rule id, a stable reason code and the numbers."""

from __future__ import annotations

from dataclasses import dataclass

from .rules import RuleId

Detail = tuple[str, object]


@dataclass(frozen=True, slots=True)
class Rejection:
    rule: RuleId
    reason: str  # stable code, e.g. "not_enough_francs"
    details: tuple[Detail, ...] = ()

    def get(self, key: str, default: object = None) -> object:
        for name, value in self.details:
            if name == key:
                return value
        return default

    def __str__(self) -> str:
        numbers = ", ".join(f"{k}={v}" for k, v in self.details)
        return f"{self.rule.value}: {self.reason}" + (f" ({numbers})" if numbers else "")


def reject(rule: RuleId, reason: str, **details: object) -> Rejection:
    return Rejection(rule, reason, tuple(details.items()))


class IllegalActionError(ValueError):
    """Raised by ``apply`` for an action that ``check`` rejects."""

    def __init__(self, action_text: str, rejection: Rejection) -> None:
        super().__init__(f"illegal action {action_text!r}: {rejection}")
        self.action_text = action_text
        self.rejection = rejection
