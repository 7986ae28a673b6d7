"""The game state: plain immutable data. Derived numbers are functions, not fields.

States are named tuples: a search builds millions of them, and a tuple is built and
hashed in C, several times faster than a frozen dataclass.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .catalog import (
    BONUS_AGE,
    ROUND_ACTIONS,
    ROUND_LETTERS,
    SECTOR_MULTIPLIERS,
    BuildingSpec,
    Components,
)
from .goods import Cell, Good

TURNS_BEFORE_ROUND: tuple[int, ...] = tuple(sum(ROUND_ACTIONS[:i]) for i in range(len(ROUND_ACTIONS)))

# The rules revisions a game can be played under. Revision 1 paid a conversion's repeated
# food cost as one sum; revision 2 (the current one) pays each repetition on its own.
RULES_REVISIONS: tuple[int, ...] = (1, 2)
CURRENT_RULES_REVISION = 2


class WheelSlot(NamedTuple):
    """A building on a player's wheel and its age (0 = sector 0, 4 = sector 4+). A tuple: hashed in C."""

    building: str
    age: int


class PlayerState(NamedTuple):
    name: str
    francs: int
    markers: tuple[Cell, ...]  # one cell per good, in GOODS order
    wheel: tuple[WheelSlot, ...]  # in catalog order
    beside: tuple[str, ...]  # lock buildings beside the board, in catalog order

    def cell(self, good: Good) -> Cell:
        return self.markers[good.slot]

    def amount(self, good: Good) -> int:
        return self.markers[good.slot].amount

    def owns(self, building: str) -> bool:
        return building in self.beside or any(s.building == building for s in self.wheel)

    def age_of(self, building: str) -> int | None:
        for slot in self.wheel:
            if slot.building == building:
                return slot.age
        return None

    def buildings(self) -> tuple[str, ...]:
        return tuple(s.building for s in self.wheel) + self.beside

    # Immutable: a copy is the value itself, so search code may copy states freely.
    def __copy__(self) -> PlayerState:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> PlayerState:
        return self

    def with_francs(self, francs: int) -> PlayerState:
        return PlayerState(self.name, francs, self.markers, self.wheel, self.beside)

    def with_markers(self, markers: tuple[Cell, ...]) -> PlayerState:
        return PlayerState(self.name, self.francs, markers, self.wheel, self.beside)

    def with_marker(self, good: Good, cell: Cell) -> PlayerState:
        markers = list(self.markers)
        markers[good.slot] = cell
        return PlayerState(self.name, self.francs, tuple(markers), self.wheel, self.beside)


class _GameStateValue(NamedTuple):
    components: Components
    players: tuple[PlayerState, PlayerState]
    round_index: int  # 0..11 for rounds A..L
    actions_taken: int  # turns already completed in this round
    supply: tuple[str, ...]  # entered, unowned buildings, in catalog order
    finished: bool = False
    acted: bool = False  # the current player has built, used or passed; only sales and ``end`` remain
    rules_revision: int = CURRENT_RULES_REVISION


class GameState(_GameStateValue):
    """A position. Equality and hashing are those of its fields.

    Unlike its fields, an instance has an attribute dictionary: ``derived`` holds what the
    engine computes from the state once (its options, its legal actions). It is not part
    of the value: not compared, not hashed, not pickled.
    """

    @property
    def derived(self) -> dict[str, Any]:
        return self.__dict__

    @property
    def round_letter(self) -> str:
        return ROUND_LETTERS[self.round_index]

    @property
    def round_actions(self) -> int:
        return ROUND_ACTIONS[self.round_index]

    @property
    def turn_number(self) -> int:
        """How many turns have been completed in the whole game."""
        return TURNS_BEFORE_ROUND[self.round_index] + self.actions_taken

    @property
    def current(self) -> int:
        """The seat whose turn it is. Turns alternate across the whole game (rules §3.2)."""
        return self.turn_number % 2

    @property
    def current_player(self) -> PlayerState:
        return self.players[self.current]

    def spec(self, building: str) -> BuildingSpec:
        return self.components.by_id[building]

    def wheel_place(self, building: str) -> tuple[int, int] | None:
        """(owner, age) of a building on a wheel; None if it is on no wheel."""
        for seat, player in enumerate(self.players):
            for slot in player.wheel:
                if slot.building == building:
                    return seat, slot.age
        return None

    def owner_of(self, building: str) -> int | None:
        for seat, player in enumerate(self.players):
            if player.owns(building):
                return seat
        return None

    def with_player(self, seat: int, player: PlayerState) -> GameState:
        players = (player, self.players[1]) if seat == 0 else (self.players[0], player)
        return GameState(
            self.components,
            players,
            self.round_index,
            self.actions_taken,
            self.supply,
            self.finished,
            self.acted,
            self.rules_revision,
        )

    def __copy__(self) -> GameState:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> GameState:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        # The derived cache is left out; the component table pickles by reference when built in.
        return (
            GameState,
            (
                self.components,
                self.players,
                self.round_index,
                self.actions_taken,
                self.supply,
                self.finished,
                self.acted,
                self.rules_revision,
            ),
        )

    def upcoming(self) -> tuple[str, ...]:
        """Buildings whose round has not come yet."""
        return tuple(b.id for b in self.components.buildings if b.round_index > self.round_index)


def round_start_player(round_index: int) -> int:
    """Seat 0 holds the A-F board and starts A, C, E, ...; seat 1 starts B, D, F, ..."""
    return TURNS_BEFORE_ROUND[round_index] % 2


def turns_in_round(round_index: int, seat: int) -> int:
    total = ROUND_ACTIONS[round_index]
    starts = round_start_player(round_index) == seat
    return (total + 1) // 2 if starts else total // 2


def turns_left(state: GameState, seat: int) -> int:
    """How many turns the seat still has in the current round."""
    if state.finished:
        return 0
    remaining = state.round_actions - state.actions_taken
    mine_first = state.current == seat
    return (remaining + 1) // 2 if mine_first else remaining // 2


def multiplier(age: int) -> int:
    return SECTOR_MULTIPLIERS[age]


def bonus_francs(age: int) -> int:
    return 1 if age == BONUS_AGE else 0
