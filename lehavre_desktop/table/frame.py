"""A frame: everything the table shows at one moment, as frozen data (``present`` makes it).

The scene's items and the action bar each keep the part of the last frame they drew and repaint only when their
part changed; tests read a frame instead of the widgets. Words are messages (``messages.py``), rendered by the
prose layer when a widget shows them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from ..engine import Cell, GameState, Good
from .messages import Message


class TileStatus(Enum):
    """A building's place in the supply."""

    AVAILABLE = "available"  # on offer, and the player to act can build it now
    UNAFFORDABLE = "unaffordable"  # on offer, but the player to act cannot build it now
    UPCOMING = "upcoming"  # its round has not come yet
    BUILT = "built"  # a player owns it: it has left the supply


@dataclass(frozen=True)
class TileFrame:
    building: str
    status: TileStatus
    owner: int | None = None  # the seat that owns it (BUILT)
    selected: bool = False  # the build being shaped
    spotlit: bool = False  # the guided game points at it
    suggested: bool = False  # the hint builds it
    short: tuple[str, ...] = ()  # on offer, out of reach: the parts of its cost the player to act cannot pay


@dataclass(frozen=True)
class ChipFrame:
    """A building on a board: on its owner's wheel (``sector`` its age, 0 to 4) or beside the board (None)."""

    building: str
    owner: int
    sector: int | None
    usable: bool = False  # the player to act may use it now
    idle: bool = False  # usable, but using it now would change nothing
    sellable: bool = False  # the player to act may sell it now (their own)
    selected: bool = False  # the use being shaped, or the own building picked to sell
    spotlit: bool = False
    suggested: bool = False  # the hint uses or sells it


@dataclass(frozen=True)
class CellFrame:
    """A warehouse cell that holds something: the markers standing on it and the proposed places arriving at it."""

    cell: Cell
    markers: tuple[Good, ...] = ()
    ghosts: tuple[Good, ...] = ()  # proposed places of markers standing elsewhere
    handles: tuple[Good, ...] = ()  # markers standing here that the choice could move (it leaves them)
    legal_for: tuple[Good, ...] = ()  # the goods some choice could put here


@dataclass(frozen=True)
class WarehouseFrame:
    seat: int
    markers: tuple[Cell, ...]  # by good slot
    proposed: tuple[Cell, ...] | None = None  # where the choice shown leaves each marker (None: no choice here)
    movable: frozenset[Good] = frozenset()  # the markers a choice could put elsewhere (draggable)
    targets: tuple[tuple[Good, frozenset[Cell]], ...] = ()  # per good, every cell some choice leaves it on
    cells: tuple[CellFrame, ...] = ()  # every cell that holds a marker or a proposed place, in reading order

    def cell(self, cell: Cell) -> CellFrame:
        return next((found for found in self.cells if found.cell == cell), CellFrame(cell))

    def amount_after(self, good: Good) -> int | None:
        """What the choice shown leaves of ``good`` (None: no choice, or the same amount)."""
        if self.proposed is None or self.proposed[good.slot] == self.markers[good.slot]:
            return None
        return self.proposed[good.slot].amount


@dataclass(frozen=True)
class HeaderFrame:
    seat: int
    name: str
    francs: int
    wealth: int
    turns_left: int
    active: bool  # the player to act (no one once the game is over)
    acted: bool  # the player to act has taken this turn's action (the turn kept open)
    francs_after: int | None = None  # what the choice shown leaves them (None: no change)


@dataclass(frozen=True)
class TrackFrame:
    round_index: int
    finished: bool
    shown_round: int  # the round the pointers stand at: after the final rotation one more


@dataclass(frozen=True)
class Buttons:
    choose: bool = False  # the alternatives and the buttons stepping through them
    confirm: bool = False  # both ways to confirm
    cancel: bool = False
    sell: Message | None = None  # the Sell button's text, when an own building is selected
    can_pass: bool = False
    end_turn: bool = False
    scores: bool = False


@dataclass(frozen=True)
class CountField:
    """A number of the compact chooser: steps or repetitions on one key, its label, its value and largest value."""

    key: str
    label: Message
    value: int
    maximum: int


@dataclass(frozen=True)
class BarFrame:
    title: Message
    details: tuple[Message, ...] = ()
    warning: Message | None = None
    buttons: Buttons = field(default_factory=Buttons)
    alternatives: tuple[Message, ...] = ()  # every choice, numbered, when there are two or more
    alternative: int = 0  # the one shown
    counts: tuple[CountField, ...] = ()


@dataclass(frozen=True)
class Lock:
    """The computer plays this turn: what the bar says, and why a gesture does nothing (its presenter's words)."""

    title: str
    reason: str


@dataclass(frozen=True)
class Spotlight:
    """What the guided game points at."""

    buildings: frozenset[str] = frozenset()
    bank: bool = False


@dataclass(frozen=True)
class TableFrame:
    state: GameState  # the game shown
    tiles: tuple[TileFrame, ...]  # every building of the component table, in its order
    chips: tuple[ChipFrame, ...]  # every building on a board: by seat, by sector (0 first), then beside the board
    warehouses: tuple[WarehouseFrame, WarehouseFrame]
    headers: tuple[HeaderFrame, HeaderFrame]
    track: TrackFrame
    bar: BarFrame
    bank_spotlit: bool = False

    def tile(self, building: str) -> TileFrame:
        return next(tile for tile in self.tiles if tile.building == building)

    def chip(self, building: str) -> ChipFrame:
        return next(chip for chip in self.chips if chip.building == building)
