"""Colours, shapes and fonts of the table, in one place."""

from __future__ import annotations

from PySide6.QtGui import QColor

from ..engine import Good

TABLE = QColor("#2f4a3a")
TABLE_LIGHT = QColor("#3c5e4a")
PAPER = QColor("#f4ecd8")
PAPER_DARK = QColor("#e2d4b0")
INK = QColor("#2b2118")
INK_SOFT = QColor("#6b5a45")
HIGHLIGHT = QColor("#ffcf3f")
LEGAL_TARGET = QColor(80, 200, 120, 150)
WARNING = QColor("#c0392b")
PLAYER_COLOURS = (QColor("#2e6db4"), QColor("#b4452e"))
LOCK_COLOUR = QColor("#7d6b91")

GOOD_COLOURS: dict[Good, QColor] = {
    Good.FISH: QColor("#2f7fd8"),
    Good.CLAY: QColor("#c9472f"),
    Good.WOOD: QColor("#8b5a2b"),
    Good.GRAIN: QColor("#e9c02a"),
}
# Colour-blind safety: every good also has its own shape.
GOOD_SHAPES: dict[Good, str] = {
    Good.FISH: "circle",
    Good.CLAY: "square",
    Good.WOOD: "triangle",
    Good.GRAIN: "diamond",
}
FRANC_COLOUR = QColor("#d9a520")

SECTOR_FILLS = (
    QColor("#d8e6c8"), QColor("#e6e0c0"), QColor("#eed8b0"), QColor("#f0c8a0"), QColor("#f2b890"),
    QColor("#e09a9a"),
)
