"""Colours, shapes and fonts of the table, in one place.

Type on the table: every text is set in DejaVu Sans, condensed (the app ships the condensed
faces in ``resources/fonts/board``; without them Qt narrows the normal face), at no less than
``MIN_TEXT_PX`` scene pixels. The scene is designed so that this is at least 11 device pixels
in the smallest view the window guarantees (see ``board/geometry.py``).
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtGui import QColor, QFont, QFontDatabase

from ..engine import Good
from ..resources import FONT_DIR

TABLE = QColor("#2f4a3a")
TABLE_LIGHT = QColor("#3c5e4a")
TABLE_DARK = QColor("#263d30")
PAPER = QColor("#f4ecd8")
PAPER_DARK = QColor("#e2d4b0")
PAPER_GREY = QColor("#d9d2c0")  # a supply tile the player to act cannot pay for
INK = QColor("#2b2118")
INK_SOFT = QColor("#6b5a45")
HIGHLIGHT = QColor("#ffcf3f")
LEGAL_TARGET = QColor(80, 200, 120, 110)
LEGAL_EDGE = QColor("#1f7a45")
USABLE = QColor("#2e9e5b")
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

# A proposed move: the marker's new cell and the arrow to it. Magenta is no good's colour, no player's
# colour and not the green of a legal cell, and it stands out on every good, grain included.
PREVIEW = QColor("#b400d2")

# The warehouse: two cell shades and the numbers on them (WCAG AA, 4.5:1, on every cell shade; a test checks).
CELL_LIGHT = PAPER
CELL_DARK = PAPER_DARK
CELL_NUMBER = QColor("#4e4031")

SECTOR_FILLS = (
    QColor("#d8e6c8"), QColor("#e6e0c0"), QColor("#eed8b0"), QColor("#f0c8a0"), QColor("#f2b890"),
    QColor("#e09a9a"),
)

# ---- type ------------------------------------------------------------------------------------
MIN_TEXT_PX = 19  # scene pixels: >= 11.5 device px in a 1000 x 610 view of the 1600 x 1000 table
FAMILY = "DejaVu Sans"
CONDENSED = 87  # QFont.Stretch.SemiCondensed: DejaVu Sans Condensed
BOARD_FONT_DIR = FONT_DIR / "board"


@lru_cache(maxsize=1)
def load_board_fonts() -> bool:
    """Register the condensed faces once (needs a running QGuiApplication)."""
    loaded = False
    for path in sorted(BOARD_FONT_DIR.glob("*.ttf")):
        loaded = QFontDatabase.addApplicationFont(str(path)) >= 0 or loaded
    return loaded


@lru_cache(maxsize=256)
def _board_font(px: int, bold: bool) -> QFont:
    load_board_fonts()
    font = QFont(FAMILY)
    font.setStretch(CONDENSED)
    font.setBold(bold)
    font.setPixelSize(max(1, px))
    return font


def board_font(px: int, bold: bool = False) -> QFont:
    """The table's type at ``px`` scene pixels."""
    return QFont(_board_font(int(px), bold))


def relative_luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio of two opaque colours."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def over(top: QColor, bottom: QColor) -> QColor:
    """``top`` (possibly translucent) painted over the opaque ``bottom``."""
    alpha = top.alphaF()
    return QColor.fromRgbF(top.redF() * alpha + bottom.redF() * (1 - alpha),
                           top.greenF() * alpha + bottom.greenF() * (1 - alpha),
                           top.blueF() * alpha + bottom.blueF() * (1 - alpha))
