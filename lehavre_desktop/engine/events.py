"""Events: what an action caused, each naming the rule behind it.

The UI animates them and the teaching layer narrates them. Automatic events are the
steps nobody chose: a round starting, the wheels turning, a forced sale, the game end.
Events are named tuples: a game makes about 400 of them, a search millions.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

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


class BuildingsEntered(NamedTuple):
    round_index: int
    buildings: tuple[str, ...]
    rule: RuleId = RuleId.ROUND_BUILDINGS_ENTER
    automatic: bool = True

    @property
    def kind(self) -> EventKind:
        return EventKind.BUILDINGS_ENTERED


class RoundStarted(NamedTuple):
    round_index: int
    actions: int
    start_player: int
    rule: RuleId = RuleId.ROUND_ACTION_COUNT
    automatic: bool = True

    @property
    def kind(self) -> EventKind:
        return EventKind.ROUND_STARTED


class Built(NamedTuple):
    player: int
    building: str
    beside_board: bool
    rule: RuleId = RuleId.BUILD_PLACEMENT
    automatic: bool = False

    @property
    def kind(self) -> EventKind:
        return EventKind.BUILT


class Used(NamedTuple):
    player: int
    building: str
    owner: int
    age: int
    multiplier: int
    rule: RuleId = RuleId.USE_MULTIPLIER
    automatic: bool = False

    @property
    def kind(self) -> EventKind:
        return EventKind.USED


class GoodsPaid(NamedTuple):
    player: int
    good: Good
    start: Cell
    end: Cell
    rule: RuleId = RuleId.PAYMENT_MOVES
    automatic: bool = False
    repetition: int = 0  # which of several repetitions this pays (from 1); 0: the only payment of the action

    @property
    def kind(self) -> EventKind:
        return EventKind.GOODS_PAID

    @property
    def amount(self) -> int:
        return self.start.amount - self.end.amount


class Overpaid(NamedTuple):
    """A payment gave more than the cost because exact payment was impossible or not chosen."""

    player: int
    part: str  # "wood", "clay" or "food"
    cost: int
    paid: int
    rule: RuleId = RuleId.PAYMENT_NO_CHANGE
    automatic: bool = False
    repetition: int = 0  # which of several repetitions this pays (from 1); 0: the only payment of the action

    @property
    def kind(self) -> EventKind:
        return EventKind.OVERPAID


class FrancsPaid(NamedTuple):
    player: int
    amount: int
    to_player: int | None  # None: to the bank
    rule: RuleId
    automatic: bool = False

    @property
    def kind(self) -> EventKind:
        return EventKind.FRANCS_PAID


class FrancsGained(NamedTuple):
    player: int
    amount: int
    rule: RuleId
    automatic: bool = False

    @property
    def kind(self) -> EventKind:
        return EventKind.FRANCS_GAINED


class MarkerMoved(NamedTuple):
    player: int
    good: Good
    direction: Direction
    start: Cell
    end: Cell
    steps: int  # steps taken
    rule: RuleId
    automatic: bool = False

    @property
    def kind(self) -> EventKind:
        return EventKind.MARKER_MOVED

    @property
    def change(self) -> int:
        return self.end.amount - self.start.amount


class StepsLost(NamedTuple):
    player: int
    good: Good
    direction: Direction
    lost: int
    rule: RuleId = RuleId.WAREHOUSE_EDGE
    automatic: bool = False

    @property
    def kind(self) -> EventKind:
        return EventKind.STEPS_LOST


class ReturnedToZero(NamedTuple):
    owner: int
    building: str
    rule: RuleId = RuleId.USE_RETURN_TO_ZERO
    automatic: bool = True

    @property
    def kind(self) -> EventKind:
        return EventKind.RETURNED_TO_ZERO


class Sold(NamedTuple):
    player: int
    building: str
    amount: int
    forced: bool
    rule: RuleId
    automatic: bool

    @property
    def kind(self) -> EventKind:
        return EventKind.SOLD


class Passed(NamedTuple):
    player: int
    rule: RuleId = RuleId.TURN_PASS
    automatic: bool = False

    @property
    def kind(self) -> EventKind:
        return EventKind.PASSED


class TurnEnded(NamedTuple):
    player: int
    rule: RuleId = RuleId.TURN_END
    automatic: bool = False

    @property
    def kind(self) -> EventKind:
        return EventKind.TURN_ENDED


class WheelsRotated(NamedTuple):
    round_index: int  # the round that ended
    final: bool  # the rotation after round L
    rule: RuleId = RuleId.ROUND_END_ROTATION
    automatic: bool = True

    @property
    def kind(self) -> EventKind:
        return EventKind.WHEELS_ROTATED


class GameEnded(NamedTuple):
    totals: tuple[int, int]
    winner: int | None  # None: a draw
    rule: RuleId = RuleId.GAME_END_SCORING
    automatic: bool = True

    @property
    def kind(self) -> EventKind:
        return EventKind.GAME_ENDED


Event = (
    BuildingsEntered
    | RoundStarted
    | Built
    | Used
    | GoodsPaid
    | Overpaid
    | FrancsPaid
    | FrancsGained
    | MarkerMoved
    | StepsLost
    | ReturnedToZero
    | Sold
    | Passed
    | TurnEnded
    | WheelsRotated
    | GameEnded
)
EVENT_TYPES: tuple[type, ...] = Event.__args__
