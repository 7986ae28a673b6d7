"""Events: what an action caused, each naming the rule behind it.

The UI animates them and the teaching layer narrates them. Automatic events are the
steps nobody chose: a round starting, the wheels turning, a forced sale, the game end.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from .goods import Cell, Direction, Good
from .rules import RuleId


class EventKind(StrEnum):
    BUILDINGS_ENTERED = "buildings_entered"
    ROUND_STARTED = "round_started"
    BUILT = "built"
    USED = "used"
    GOODS_PAID = "goods_paid"
    OVERPAID = "overpaid"
    FRANCS_PAID = "francs_paid"
    FRANCS_GAINED = "francs_gained"
    MARKER_MOVED = "marker_moved"
    STEPS_LOST = "steps_lost"
    RETURNED_TO_ZERO = "returned_to_zero"
    SOLD = "sold"
    PASSED = "passed"
    TURN_ENDED = "turn_ended"
    WHEELS_ROTATED = "wheels_rotated"
    GAME_ENDED = "game_ended"


@dataclass(frozen=True, slots=True)
class BuildingsEntered:
    kind: ClassVar[EventKind] = EventKind.BUILDINGS_ENTERED
    round_index: int
    buildings: tuple[str, ...]
    rule: RuleId = RuleId.ROUND_BUILDINGS_ENTER
    automatic: bool = True


@dataclass(frozen=True, slots=True)
class RoundStarted:
    kind: ClassVar[EventKind] = EventKind.ROUND_STARTED
    round_index: int
    actions: int
    start_player: int
    rule: RuleId = RuleId.ROUND_ACTION_COUNT
    automatic: bool = True


@dataclass(frozen=True, slots=True)
class Built:
    kind: ClassVar[EventKind] = EventKind.BUILT
    player: int
    building: str
    beside_board: bool
    rule: RuleId = RuleId.BUILD_PLACEMENT
    automatic: bool = False


@dataclass(frozen=True, slots=True)
class Used:
    kind: ClassVar[EventKind] = EventKind.USED
    player: int
    building: str
    owner: int
    age: int
    multiplier: int
    rule: RuleId = RuleId.USE_MULTIPLIER
    automatic: bool = False


@dataclass(frozen=True, slots=True)
class GoodsPaid:
    kind: ClassVar[EventKind] = EventKind.GOODS_PAID
    player: int
    good: Good
    start: Cell
    end: Cell
    rule: RuleId = RuleId.PAYMENT_MOVES
    automatic: bool = False
    repetition: int = 0  # which repetition of a conversion this pays (from 1); 0: a single payment

    @property
    def amount(self) -> int:
        return self.start.amount - self.end.amount


@dataclass(frozen=True, slots=True)
class Overpaid:
    """A payment gave more than the cost because exact payment was impossible or not chosen."""

    kind: ClassVar[EventKind] = EventKind.OVERPAID
    player: int
    part: str  # "wood", "clay" or "food"
    cost: int
    paid: int
    rule: RuleId = RuleId.PAYMENT_NO_CHANGE
    automatic: bool = False
    repetition: int = 0  # which repetition of a conversion this pays (from 1); 0: a single payment


@dataclass(frozen=True, slots=True)
class FrancsPaid:
    kind: ClassVar[EventKind] = EventKind.FRANCS_PAID
    player: int
    amount: int
    to_player: int | None  # None: to the bank
    rule: RuleId
    automatic: bool = False


@dataclass(frozen=True, slots=True)
class FrancsGained:
    kind: ClassVar[EventKind] = EventKind.FRANCS_GAINED
    player: int
    amount: int
    rule: RuleId
    automatic: bool = False


@dataclass(frozen=True, slots=True)
class MarkerMoved:
    kind: ClassVar[EventKind] = EventKind.MARKER_MOVED
    player: int
    good: Good
    direction: Direction
    start: Cell
    end: Cell
    steps: int  # steps taken
    rule: RuleId
    automatic: bool = False

    @property
    def change(self) -> int:
        return self.end.amount - self.start.amount


@dataclass(frozen=True, slots=True)
class StepsLost:
    kind: ClassVar[EventKind] = EventKind.STEPS_LOST
    player: int
    good: Good
    direction: Direction
    lost: int
    rule: RuleId = RuleId.WAREHOUSE_EDGE
    automatic: bool = False


@dataclass(frozen=True, slots=True)
class ReturnedToZero:
    kind: ClassVar[EventKind] = EventKind.RETURNED_TO_ZERO
    owner: int
    building: str
    rule: RuleId = RuleId.USE_RETURN_TO_ZERO
    automatic: bool = True


@dataclass(frozen=True, slots=True)
class Sold:
    kind: ClassVar[EventKind] = EventKind.SOLD
    player: int
    building: str
    amount: int
    forced: bool
    rule: RuleId
    automatic: bool


@dataclass(frozen=True, slots=True)
class Passed:
    kind: ClassVar[EventKind] = EventKind.PASSED
    player: int
    rule: RuleId = RuleId.TURN_PASS
    automatic: bool = False


@dataclass(frozen=True, slots=True)
class TurnEnded:
    kind: ClassVar[EventKind] = EventKind.TURN_ENDED
    player: int
    rule: RuleId = RuleId.TURN_END
    automatic: bool = False


@dataclass(frozen=True, slots=True)
class WheelsRotated:
    kind: ClassVar[EventKind] = EventKind.WHEELS_ROTATED
    round_index: int  # the round that ended
    final: bool  # the rotation after round L
    rule: RuleId = RuleId.ROUND_END_ROTATION
    automatic: bool = True


@dataclass(frozen=True, slots=True)
class GameEnded:
    kind: ClassVar[EventKind] = EventKind.GAME_ENDED
    totals: tuple[int, int]
    winner: int | None  # None: a draw
    rule: RuleId = RuleId.GAME_END_SCORING
    automatic: bool = True


Event = (
    BuildingsEntered | RoundStarted | Built | Used | GoodsPaid | Overpaid | FrancsPaid | FrancsGained
    | MarkerMoved | StepsLost | ReturnedToZero | Sold | Passed | TurnEnded | WheelsRotated | GameEnded
)
EVENT_TYPES: tuple[type, ...] = Event.__args__
