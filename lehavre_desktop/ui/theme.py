"""Colours, shapes and fonts of the table, in one place.

Colours come in palettes, one per theme (light, dark, high contrast); painting code asks for
``current()`` at paint time, so a theme change is a repaint. Every palette keeps the same
meanings apart by more than hue — goods by shape, proposed places by an outline and an arrow,
legal cells by a border — and the contrast rules below are checked by tests for each palette.

Type on the table: every text is set in DejaVu Sans, condensed (the app ships the condensed
faces in ``resources/fonts/board``; without them Qt narrows the normal face), at no less than
``MIN_TEXT_PX`` scene pixels. The scene is designed so that this is at least 11 device pixels
in the smallest view the window guarantees (see ``board/geometry.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtGui import QColor, QFont, QFontDatabase

from ..engine import Good
from ..resources import FONT_DIR


def _c(text: str, alpha: int = 255) -> QColor:
    colour = QColor(text)
    colour.setAlpha(alpha)
    return colour


@dataclass(frozen=True, eq=False)
class TablePalette:
    """Every colour the table and the panels beside it paint with, by role."""

    name: str
    dark: bool  # light text on dark ground: the widgets' palette follows
    table: QColor
    table_light: QColor
    table_dark: QColor
    paper: QColor  # tiles, chips, the warehouse frame
    paper_dark: QColor
    paper_grey: QColor  # a supply tile the player to act cannot pay for
    paper_pointed: QColor  # a chip under the pointer
    ink: QColor  # text and outlines on paper
    ink_soft: QColor
    on_table: QColor  # text straight on the table, on a player's colour and on the sale strip
    on_highlight: QColor  # text and marks on the highlight yellow and on a franc's gold
    glow: QColor  # the ring round a tile under the pointer (translucent)
    halo: QColor  # the outline that keeps a proposed place or an arrow apart from what lies under it
    highlight: QColor
    focus: QColor  # the keyboard's cursor: dashes of its own colour, never the selection's highlight
    spotlight: QColor  # the guided game's "click here"
    legal_target: QColor  # translucent fill of a cell a marker may go to
    legal_edge: QColor
    usable: QColor
    warning: QColor
    player_colours: tuple[QColor, QColor]
    player_grounds: tuple[QColor, QColor]  # a player's colour under text (the active player's panel)
    lock_colour: QColor
    good_colours: dict[Good, QColor]
    franc_colour: QColor
    # A proposed move: the marker's new cell and the arrow to it. Violet (magenta on dark cells) is no good's
    # colour, no player's colour and not the green of a legal cell, and it stands out on every good, grain
    # included; where a simulated colour vision brings it near a good, the hollow outline and the arrow remain.
    preview: QColor
    on_preview: QColor  # the new amount written on the preview colour
    cell_light: QColor
    cell_dark: QColor
    cell_number: QColor  # WCAG AA (4.5:1) on every cell shade, legal cells included; a test checks
    sector_fills: tuple[QColor, ...]
    suggestion: QColor  # the hint's layer: no good's, player's, legal or preview colour
    suggestion_dark: QColor
    suggestion_halo: QColor
    # The widgets beside the table.
    bar: QColor  # the action bar
    bar_edge: QColor
    section_title: QColor
    side_edge: QColor
    handle: QColor  # the side panels' fold handle
    handle_hover: QColor
    handle_text: QColor
    log_automatic: QColor  # a log line the rules did on their own
    log_rows: tuple[QColor, QColor]  # the log's lines, every other one tinted
    rule_link: QColor  # the teaching panel's "Rule: …" line
    guide_ground: QColor
    attention_ground: QColor
    warning_text: QColor
    hint_ground: QColor
    chart_ground: QColor
    chart_ink: QColor
    menu_edge: QColor | None = None  # a frame round the menus, where the style's own does not show
    # A frame round the text fields, where the style's own (its window colour, darker) does not show on a dark window;
    # the keyboard's field is framed in the focus colour.
    field_edge: QColor | None = None


LIGHT = TablePalette(
    name="light",
    dark=False,
    table=_c("#2f4a3a"),
    table_light=_c("#3c5e4a"),
    table_dark=_c("#263d30"),
    paper=_c("#f4ecd8"),
    paper_dark=_c("#e2d4b0"),
    paper_grey=_c("#d9d2c0"),
    paper_pointed=_c("#fffaf0"),
    ink=_c("#2b2118"),
    ink_soft=_c("#6b5a45"),
    on_table=_c("#f4ecd8"),
    on_highlight=_c("#2b2118"),
    glow=_c("#ffffff", 160),
    halo=_c("#ffffff", 225),
    highlight=_c("#ffcf3f"),
    focus=_c("#0b57d0"),
    spotlight=_c("#ff8c1a"),
    legal_target=QColor(60, 180, 100, 130),
    legal_edge=_c("#1f7a45"),
    usable=_c("#2e9e5b"),
    warning=_c("#c0392b"),
    player_colours=(_c("#2e6db4"), _c("#84240c")),
    player_grounds=(_c("#2e6db4"), _c("#b4452e")),
    lock_colour=_c("#7d6b91"),
    good_colours={
        Good.FISH: _c("#2f7fd8"),
        Good.CLAY: _c("#c9472f"),
        Good.WOOD: _c("#8b5a2b"),
        Good.GRAIN: _c("#e9c02a"),
    },
    franc_colour=_c("#d9a520"),
    preview=_c("#600090"),
    on_preview=_c("#f4ecd8"),
    cell_light=_c("#f4ecd8"),
    cell_dark=_c("#e2d4b0"),
    cell_number=_c("#4e4031"),
    sector_fills=(_c("#d8e6c8"), _c("#e6e0c0"), _c("#eed8b0"), _c("#f0c8a0"), _c("#f2b890"), _c("#e09a9a")),
    suggestion=_c("#19c3e6"),
    suggestion_dark=_c("#0b4a57"),
    suggestion_halo=QColor(20, 24, 22, 210),
    bar=_c("#f4ecd8"),
    bar_edge=_c("#6b5a45"),
    section_title=_c("#3f3327"),
    side_edge=_c("#6b5a45"),
    handle=_c("#3f3327"),
    handle_hover=_c("#5a4a39"),
    handle_text=_c("#f4ecd8"),
    log_automatic=_c("#6b5a45"),
    log_rows=(_c("#ffffff"), _c("#f6f1e6")),
    rule_link=_c("#6b5a45"),
    guide_ground=_c("#fff4cc"),
    attention_ground=_c("#fde2d0"),
    warning_text=_c("#a52617"),  # AA on a tile out of reach (paper_grey) too
    hint_ground=_c("#e4f4f7"),
    chart_ground=_c("#f4ecd8"),
    chart_ink=_c("#2b2118"),
)

# Dark: the same table by lamplight. Cards turn dark with light ink; goods, players and the preview are
# lifted so that they keep their contrast on dark cells.
DARK = TablePalette(
    name="dark",
    dark=True,
    table=_c("#1b2a21"),
    table_light=_c("#2a3f33"),
    table_dark=_c("#131e17"),
    paper=_c("#2e2a24"),
    paper_dark=_c("#413a30"),
    paper_grey=_c("#1f1d1a"),
    paper_pointed=_c("#3a352d"),
    ink=_c("#efe6d2"),
    ink_soft=_c("#a8987f"),
    on_table=_c("#efe6d2"),
    on_highlight=_c("#1f1a12"),
    glow=_c("#ffffff", 120),
    halo=_c("#000000", 200),
    highlight=_c("#ffcf3f"),
    focus=_c("#8ab4f8"),
    spotlight=_c("#ffa64d"),
    legal_target=QColor(70, 200, 120, 60),
    legal_edge=_c("#5fd68f"),
    usable=_c("#4cc47e"),
    warning=_c("#a8322a"),
    player_colours=(_c("#6c9cfc"), _c("#c4532f")),
    player_grounds=(_c("#2d62a6"), _c("#a3432a")),
    lock_colour=_c("#a08fb8"),
    good_colours={
        Good.FISH: _c("#3f8ee6"),
        Good.CLAY: _c("#dd5a3f"),
        Good.WOOD: _c("#b97c42"),
        Good.GRAIN: _c("#ebc52e"),
    },
    franc_colour=_c("#d9a520"),
    preview=_c("#e04cff"),
    on_preview=_c("#000000"),
    cell_light=_c("#2e2a24"),
    cell_dark=_c("#3a342b"),
    cell_number=_c("#d2c3a6"),
    sector_fills=(_c("#34472e"), _c("#4a4630"), _c("#55462b"), _c("#5c4029"), _c("#613627"), _c("#5e2c2c")),
    suggestion=_c("#19c3e6"),
    suggestion_dark=_c("#0b4a57"),
    suggestion_halo=QColor(0, 0, 0, 215),
    bar=_c("#26221d"),
    bar_edge=_c("#8a7a62"),
    section_title=_c("#e0d4bc"),
    side_edge=_c("#5a4e3f"),
    handle=_c("#3a3128"),
    handle_hover=_c("#54473a"),
    handle_text=_c("#efe6d2"),
    log_automatic=_c("#b8a78c"),
    log_rows=(_c("#1d1b18"), _c("#28241f")),
    rule_link=_c("#c2b092"),
    guide_ground=_c("#463c1c"),
    attention_ground=_c("#4c2b20"),
    warning_text=_c("#ff8a78"),
    hint_ground=_c("#10323a"),
    chart_ground=_c("#2e2a24"),
    chart_ink=_c("#efe6d2"),
    field_edge=_c("#8a7e6b"),
)

# High contrast: white on black, every edge drawn, colours at full strength; text at 7:1 or more.
HIGH_CONTRAST = TablePalette(
    name="high_contrast",
    dark=True,
    table=_c("#000000"),
    table_light=_c("#1e1e1e"),
    table_dark=_c("#000000"),
    paper=_c("#000000"),
    paper_dark=_c("#262626"),
    paper_grey=_c("#3a3a3a"),
    paper_pointed=_c("#1a1a1a"),
    ink=_c("#ffffff"),
    ink_soft=_c("#d6d6d6"),
    on_table=_c("#ffffff"),
    on_highlight=_c("#000000"),
    glow=_c("#ffffff", 230),
    halo=_c("#000000", 255),
    highlight=_c("#ffff00"),
    focus=_c("#00ffff"),
    spotlight=_c("#ff8000"),
    legal_target=QColor(0, 255, 128, 70),
    legal_edge=_c("#00ff80"),
    usable=_c("#00e676"),
    warning=_c("#b00000"),
    player_colours=(_c("#3d8bff"), _c("#ffac4a")),
    player_grounds=(_c("#003fbf"), _c("#8a2c00")),
    lock_colour=_c("#c9a8ff"),
    good_colours={
        Good.FISH: _c("#2f9bff"),
        Good.CLAY: _c("#ff4a2a"),
        Good.WOOD: _c("#c8843a"),
        Good.GRAIN: _c("#ffe600"),
    },
    franc_colour=_c("#ffd200"),
    preview=_c("#ff40ff"),
    on_preview=_c("#000000"),
    cell_light=_c("#000000"),
    cell_dark=_c("#1c1c1c"),
    cell_number=_c("#ffffff"),
    sector_fills=(_c("#0f3d1c"), _c("#33390a"), _c("#4a3400"), _c("#4f2200"), _c("#551400"), _c("#5c0000")),
    suggestion=_c("#00e5ff"),
    suggestion_dark=_c("#003c47"),
    suggestion_halo=QColor(0, 0, 0, 255),
    bar=_c("#000000"),
    bar_edge=_c("#ffffff"),
    section_title=_c("#ffffff"),
    side_edge=_c("#ffffff"),
    handle=_c("#000000"),
    handle_hover=_c("#333333"),
    handle_text=_c("#ffffff"),
    log_automatic=_c("#d6d6d6"),
    log_rows=(_c("#000000"), _c("#1a1a1a")),
    rule_link=_c("#ffff00"),
    guide_ground=_c("#333300"),
    attention_ground=_c("#4a0f0f"),
    warning_text=_c("#ff8080"),
    hint_ground=_c("#002b33"),
    chart_ground=_c("#000000"),
    chart_ink=_c("#ffffff"),
    menu_edge=_c("#ffffff"),
    field_edge=_c("#ffffff"),
)

# The widgets' own colours under the dark palettes, by QPalette role (the light palette uses the style's
# standard palette). Roles left out take the palette's ink (text roles) or Qt's defaults.
WIDGET_COLOURS: dict[str, dict[str, QColor]] = {
    "dark": {
        "Window": _c("#25221e"),
        "Base": _c("#1d1b18"),
        "AlternateBase": _c("#2a2621"),
        "Button": _c("#34302a"),
        "ToolTipBase": _c("#1d1b18"),
        "PlaceholderText": _c("#8f836f"),
        "Highlight": _c("#3f6fa8"),
        "HighlightedText": _c("#ffffff"),
        "Link": _c("#8cc4ff"),
        "LinkVisited": _c("#c0a0ff"),
        "Light": _c("#4a443b"),
        "Midlight": _c("#3d3831"),
        "Mid": _c("#2c2924"),
        "Dark": _c("#141210"),
        "Shadow": _c("#000000"),
        "BrightText": _c("#ffffff"),
        "Disabled": _c("#8f836f"),
    },
    "high_contrast": {
        "Window": _c("#000000"),
        "Base": _c("#000000"),
        "AlternateBase": _c("#1a1a1a"),
        "Button": _c("#000000"),
        "ToolTipBase": _c("#000000"),
        "PlaceholderText": _c("#bdbdbd"),
        "Highlight": _c("#ffff00"),
        "HighlightedText": _c("#000000"),
        "Link": _c("#ffff00"),
        "LinkVisited": _c("#ffff00"),
        "Light": _c("#ffffff"),
        "Midlight": _c("#808080"),
        "Mid": _c("#808080"),
        "Dark": _c("#ffffff"),
        "Shadow": _c("#000000"),
        "BrightText": _c("#ffffff"),
        "Disabled": _c("#bdbdbd"),
    },
}

PALETTES: dict[str, TablePalette] = {palette.name: palette for palette in (LIGHT, DARK, HIGH_CONTRAST)}

_active: list[TablePalette] = [LIGHT]


def current() -> TablePalette:
    """The palette of the theme in use."""
    return _active[0]


def use(palette: TablePalette) -> None:
    """Paint with ``palette`` from now on (the caller repaints)."""
    _active[0] = palette


def with_alpha(colour: QColor, alpha: int) -> QColor:
    translucent = QColor(colour)
    translucent.setAlpha(alpha)
    return translucent


# Colour-blind safety: every good also has its own shape.
GOOD_SHAPES: dict[Good, str] = {
    Good.FISH: "circle",
    Good.CLAY: "square",
    Good.WOOD: "triangle",
    Good.GRAIN: "diamond",
}

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
    return QColor.fromRgbF(
        top.redF() * alpha + bottom.redF() * (1 - alpha),
        top.greenF() * alpha + bottom.greenF() * (1 - alpha),
        top.blueF() * alpha + bottom.blueF() * (1 - alpha),
    )
