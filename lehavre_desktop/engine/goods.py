"""Goods, warehouse directions and cells: the vocabulary of the warehouse."""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple


class Good(StrEnum):
    """The four goods, in the order the engine stores their markers."""

    FISH = "fish"
    CLAY = "clay"
    WOOD = "wood"
    GRAIN = "grain"

    @property
    def slot(self) -> int:
        """Where this good's marker is kept in a player's marker tuple."""
        return GOOD_INDEX[self]


GOODS: tuple[Good, ...] = tuple(Good)
GOOD_INDEX: dict[Good, int] = {good: i for i, good in enumerate(GOODS)}
FOOD_GOODS: tuple[Good, Good] = (Good.FISH, Good.GRAIN)


class Cell(NamedTuple):
    """A warehouse cell by its row index (worth 3 each) and column index (worth 1 each)."""

    row: int
    col: int

    @property
    def amount(self) -> int:
        return 3 * self.row + self.col

    def text(self) -> str:
        return f"{self.row}.{self.col}"

    @staticmethod
    def parse(text: str) -> Cell:
        row_text, sep, col_text = text.partition(".")
        if not sep or not is_small_number(row_text) or not is_small_number(col_text):
            shown = text if len(text) <= 20 else text[:20] + "…"
            raise ValueError(f"not a cell: {shown!r} (expected ROW.COL, e.g. 2.1)")
        return Cell(int(row_text), int(col_text))


# No cell index or count in a legal action comes near this; longer numbers are refused before int() sees them.
MAX_NUMBER_DIGITS = 3


def is_small_number(text: str) -> bool:
    """ASCII digits only (str.isdigit also accepts superscripts, which int() refuses), at most a few of them."""
    return text.isascii() and text.isdigit() and len(text) <= MAX_NUMBER_DIGITS


class Direction(StrEnum):
    """The eight directions a marker can move. Up means a higher row (more goods)."""

    RIGHT = "right"
    UP = "up"
    UP_LEFT = "up_left"
    UP_RIGHT = "up_right"
    LEFT = "left"
    DOWN = "down"
    DOWN_LEFT = "down_left"
    DOWN_RIGHT = "down_right"

    @property
    def delta(self) -> tuple[int, int]:
        return _DELTAS[self]

    @property
    def change(self) -> int:
        """How many goods one step in this direction adds (negative: removes)."""
        d_row, d_col = _DELTAS[self]
        return 3 * d_row + d_col


_DELTAS: dict[Direction, tuple[int, int]] = {
    Direction.RIGHT: (0, 1),
    Direction.UP: (1, 0),
    Direction.UP_LEFT: (1, -1),
    Direction.UP_RIGHT: (1, 1),
    Direction.LEFT: (0, -1),
    Direction.DOWN: (-1, 0),
    Direction.DOWN_LEFT: (-1, -1),
    Direction.DOWN_RIGHT: (-1, 1),
}

# The only moves that pay (rules §8.1): left pays 1, down 3, down-left 4.
PAYMENT_DIRECTIONS: tuple[Direction, ...] = (Direction.LEFT, Direction.DOWN, Direction.DOWN_LEFT)
