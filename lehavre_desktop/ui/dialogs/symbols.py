"""Help > Symbols: every pictogram of the tiles, drawn as on the table, with its name and what it means.

The legend is one table (``LEGEND``), each entry a sample line of glyphs with a name and a sentence; a test
checks that every symbol any building's line shows is explained by an entry. Entries whose symbols the game's
buildings never show (a direction no building moves in) are left out of the dialog for that component table. The
marks the table draws on its own (``TABLE_MARKS``: the round track's tabs, the reconstructed-number mark, a
choice's green cells, the computer's mark) are explained too, each painted by the table's own code.

The dialog is a page a newcomer reads in a minute, not a grid: first a few tiles read aloud (``EXAMPLES``: the
building's emblem, name and line, and the first sentence of its explanation), then the entries in sections
(``SECTIONS``: goods and money, the counts that grow with the sector, the markers' moves, paying and choosing, the
buildings kept for their value, the table's marks), each sample large beside its name in bold, a dash and its
sentence. The page stands in columns side by side, so that it fits the window whole (the m31 review found it
scrolling at every size, the table's marks out of sight): the pieces go down the columns in order, sections whole
where they fit, and the dialog takes the largest type, then the largest glyphs, then the fewest columns that fit
(``TEXT_SHARES``, ``GLYPH_SHARES``, ``COLUMN_COUNTS``); it scrolls only where nothing fits, in a small window. In
each column the pictures share one width, so its sentences start at one x; they lie on the page's own ground in
every theme (a box of paper round each, as wide as its content, made a ragged edge).
"""

from __future__ import annotations

import html
import itertools
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen, QPixmap, QShowEvent, QTextDocumentFragment
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import (
    BUILT_IN,
    GOODS,
    ROUND_LETTERS,
    BuildingSpec,
    Cell,
    Components,
    Direction,
    Good,
    round_start_player,
)
from ...i18n.names import building_name
from ...i18n.noop import QT_TRANSLATE_NOOP
from ...teaching.preview import explain_function
from .. import theme
from ..art import draw_emblem
from ..board.panels import draw_computer_mark
from ..board.pictograms import (
    Amount,
    Glyph,
    GlyphKind,
    N,
    Pictogram,
    cost_pictogram,
    draw_pictogram,
    fixed,
    function_pictogram,
    layout_pictogram,
    line,
    value_pictogram,
)
from ..board.reconstructed import MARK_SIZE, ReconstructedMarkItem
from ..board.warehouse import WarehouseItem
from ..painting import LEFT, TextRun, text_width
from ..type_scale import set_points, type_scale

CONTEXT = "Symbols"  # of the legend's texts (marked with QT_TRANSLATE_NOOP, which lupdate reads literally)
WIDTH = 1400  # the dialog's widest at type scale 1 (it grows with the window's type scale; a 1280 window bounds it)
PAGE_MARGIN, TOP_MARGIN, COLUMN_GAP, BLOCK_GAP, ROW_GAP = 20, 12, 22, 10, 4  # the page's room, at type scale 1
PICTURE_GAP, SAID_GAP = 14, 2  # between a picture and its words, between a tile read aloud and its sentence
BUTTONS_MARGIN = 10  # under the Close button
MIN_SENTENCE = 190  # the least width a sentence keeps beside its picture, at type scale 1
GLYPH_SHARES = (1.0, 0.875, 0.75, 0.6875)  # the glyphs' heights tried, of SAMPLE_HEIGHT: the largest the page fits with
TEXT_SHARES = (1.0, 0.9, 0.85)  # the sentences' type tried, of the window's: a long language's a step or two smaller
COLUMN_COUNTS = (2, 3, 4)  # the columns tried, the fewest first
ROUNDING = 4  # what the page's height is given over its measure, against a scroll bar for a pixel
SAMPLE_HEIGHT = 32.0  # the glyphs' largest height in the dialog, in logical pixels (twice a 1280 by 800 table's)
PAD_PER_GLYPH = 0.25  # the room round a sample, for each pixel of its glyphs' height
ROOM_AROUND = QSize(40, 24)  # what the dialog leaves of the window or the screen round it
HEADING_SCALE = 1.3  # a section's title, to the page's text
NAME_PER_GLYPH = 0.75  # an example tile's name, to its glyphs' height
# The tiles read aloud: a good moved by the multiplier, a purchase repeated, steps shared out to the edge.
EXAMPLES = ("clay_mound", "wood_trader", "marketplace")


@dataclass(frozen=True)
class LegendEntry:
    sample: Pictogram
    name: str  # marked for translation in CONTEXT
    meaning: str  # one sentence, marked for translation in CONTEXT; {change} for a direction's goods

    def symbols(self) -> frozenset[tuple[str, ...]]:
        return self.sample.symbols()

    def translated_name(self) -> str:
        return QCoreApplication.translate(CONTEXT, self.name)

    def translated_meaning(self) -> str:
        text = QCoreApplication.translate(CONTEXT, self.meaning)
        glyph = next((g for g in self.sample.glyphs if g.kind is GlyphKind.MOVE and g.direction), None)
        if glyph is not None and glyph.direction is not None:
            return text.format(change=f"{glyph.direction.change:+d}".replace("-", "\u2212"))
        return text


def _one(*glyphs: Glyph) -> Pictogram:
    return line(tuple(glyphs))


def _move(direction: Direction, count: Amount | None = None) -> Glyph:
    return Glyph(GlyphKind.MOVE, direction=direction, count=count or fixed(1))


# What a step in any direction does: the arrow says which way, the number how much of the good.
MOVE_MEANING = QT_TRANSLATE_NOOP("Symbols", "Each step: {change} of that good.")
MOVE_TEXTS: dict[Direction, tuple[str, str]] = {
    Direction.RIGHT: (QT_TRANSLATE_NOOP("Symbols", "Right"), MOVE_MEANING),
    Direction.UP: (QT_TRANSLATE_NOOP("Symbols", "Up"), MOVE_MEANING),
    Direction.UP_RIGHT: (QT_TRANSLATE_NOOP("Symbols", "Up and right"), MOVE_MEANING),
    Direction.UP_LEFT: (QT_TRANSLATE_NOOP("Symbols", "Up and left"), MOVE_MEANING),
    Direction.LEFT: (QT_TRANSLATE_NOOP("Symbols", "Left"), MOVE_MEANING),
    Direction.DOWN: (QT_TRANSLATE_NOOP("Symbols", "Down"), MOVE_MEANING),
    Direction.DOWN_LEFT: (QT_TRANSLATE_NOOP("Symbols", "Down and left"), MOVE_MEANING),
    Direction.DOWN_RIGHT: (QT_TRANSLATE_NOOP("Symbols", "Down and right"), MOVE_MEANING),
}

LEGEND: tuple[LegendEntry, ...] = (
    LegendEntry(
        line(*((Glyph(GlyphKind.GOOD, good=good),) for good in Good)),
        QT_TRANSLATE_NOOP("Symbols", "Goods"),
        QT_TRANSLATE_NOOP(
            "Symbols", "Fish, clay, wood, grain. In a function, that good's marker moves; in a cost, you pay that good."
        ),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.FOOD, count=fixed(2))),
        QT_TRANSLATE_NOOP("Symbols", "Food"),
        QT_TRANSLATE_NOOP("Symbols", "Half fish, half grain: each food is paid with a fish or a grain."),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.FRANC, count=fixed(2))),
        QT_TRANSLATE_NOOP("Symbols", "Francs"),
        QT_TRANSLATE_NOOP("Symbols", "The number beside the coin: the francs you get or pay."),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.VALUE, count=fixed(8))),
        QT_TRANSLATE_NOOP("Symbols", "Value"),
        QT_TRANSLATE_NOOP(
            "Symbols",
            "In francs: it counts in your wealth at the end; selling the building brings half.",
        ),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.MULTIPLIER)),
        QT_TRANSLATE_NOOP("Symbols", "N, the sector's multiplier"),
        QT_TRANSLATE_NOOP(
            "Symbols",
            "2, 3 or 4, from the building's sector on its owner's wheel; from ×4+ it is 4 and the user also gets "
            "1 franc.",
        ),
    ),
    *(LegendEntry(_one(_move(direction)), name, meaning) for direction, (name, meaning) in MOVE_TEXTS.items()),
    LegendEntry(
        _one(_move(Direction.RIGHT, fixed(3))),
        QT_TRANSLATE_NOOP("Symbols", "Steps"),
        QT_TRANSLATE_NOOP(
            "Symbols",
            "The number after an arrow: how many steps. 3 steps right are 3 more of that good.",
        ),
    ),
    LegendEntry(
        _one(_move(Direction.RIGHT, Amount(1, 1))),
        QT_TRANSLATE_NOOP("Symbols", "N+1 steps"),
        QT_TRANSLATE_NOOP("Symbols", "One step more than the multiplier (N−1: one step fewer)."),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.REPEAT, count=N)),
        QT_TRANSLATE_NOOP("Symbols", "Up to N times"),
        QT_TRANSLATE_NOOP(
            "Symbols",
            "As often as you choose, up to N times: each time, pay what stands before the thick arrow, get what "
            "follows.",
        ),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.GIVES)),
        QT_TRANSLATE_NOOP("Symbols", "Pay, then get"),
        QT_TRANSLATE_NOOP("Symbols", "Pay (or do) what stands before the thick arrow to get what follows it."),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.OR)),
        QT_TRANSLATE_NOOP("Symbols", "Or"),
        QT_TRANSLATE_NOOP("Symbols", "One of the two, as you choose."),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.AND)), QT_TRANSLATE_NOOP("Symbols", "And"), QT_TRANSLATE_NOOP("Symbols", "Both together.")
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.ANY_GOOD), _move(Direction.RIGHT, N)),
        QT_TRANSLATE_NOOP("Symbols", "Any goods"),
        QT_TRANSLATE_NOOP("Symbols", "Steps to share out among your markers as you like."),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.DIFFERENT, count=N), _move(Direction.UP_LEFT)),
        QT_TRANSLATE_NOOP("Symbols", "Different markers"),
        QT_TRANSLATE_NOOP("Symbols", "Up to N markers, each of a different good, move one step each."),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.EDGE)),
        QT_TRANSLATE_NOOP("Symbols", "Warehouse edge"),
        QT_TRANSLATE_NOOP(
            "Symbols",
            "A step past the warehouse's last row or column is lost.",
        ),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.LOCK)),
        QT_TRANSLATE_NOOP("Symbols", "Lock symbol"),
        QT_TRANSLATE_NOOP(
            "Symbols",
            "Beside your board: never used, never sold by force; its value counts at the end.",
        ),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.NO_FUNCTION)),
        QT_TRANSLATE_NOOP("Symbols", "No function"),
        QT_TRANSLATE_NOOP("Symbols", "Nothing to do with it: only its value counts."),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.DOCK)),
        QT_TRANSLATE_NOOP("Symbols", "Dock symbol"),
        QT_TRANSLATE_NOOP("Symbols", "Each one you own raises your Dock's value."),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.VALUE_PER_GOOD, good=Good.FISH, count=fixed(1))),
        QT_TRANSLATE_NOOP("Symbols", "Value per good"),
        QT_TRANSLATE_NOOP("Symbols", "At the end: this many francs for each of that good in your warehouse."),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.VALUE_PER_DOCK, count=fixed(4))),
        QT_TRANSLATE_NOOP("Symbols", "Value per Dock symbol"),
        QT_TRANSLATE_NOOP(
            "Symbols",
            "At the end: this many francs for each building with the Dock symbol you own.",
        ),
    ),
)


@dataclass(frozen=True)
class Section:
    """A part of the legend: a title (marked for translation in CONTEXT) and its entries, by their names."""

    title: str
    entries: tuple[str, ...]


SECTIONS: tuple[Section, ...] = (
    Section(QT_TRANSLATE_NOOP("Symbols", "Goods and money"), ("Goods", "Food", "Francs", "Value")),
    Section(
        QT_TRANSLATE_NOOP("Symbols", "Counts that grow with the sector"),
        ("N, the sector's multiplier", "N+1 steps", "Up to N times"),
    ),
    Section(
        QT_TRANSLATE_NOOP("Symbols", "Markers on your warehouse"),
        (
            *(name for name, _meaning in MOVE_TEXTS.values()),
            "Steps",
            "Any goods",
            "Different markers",
            "Warehouse edge",
        ),
    ),
    Section(QT_TRANSLATE_NOOP("Symbols", "Paying and choosing"), ("Pay, then get", "Or", "And")),
    Section(
        QT_TRANSLATE_NOOP("Symbols", "Buildings kept for their value"),
        ("Lock symbol", "No function", "Dock symbol", "Value per good", "Value per Dock symbol"),
    ),
)


@dataclass(frozen=True)
class TableMark:
    """A mark the table draws on its own, not from a tile's line of pictograms: drawn here as there."""

    name: str  # marked for translation in CONTEXT
    meaning: str  # likewise
    draw: Callable[[QPainter, float], None]  # paints the mark in a rectangle ``aspect`` sides wide and one high
    aspect: float = 1.0
    size: float = 1.0  # its side, to the other marks'


def _draw_round_tab(painter: QPainter, side: float) -> None:
    """A round's tab as the track draws it: its letter, its number of actions and the starting player's mark."""
    palette = theme.current()
    font = theme.board_font(round(side * 0.42), bold=True)
    painter.setFont(font)
    painter.setBrush(palette.paper)
    painter.setPen(QPen(palette.ink, 1))
    painter.drawRoundedRect(QRectF(0.5, 0.5, side * 0.8, side - 1), 5, 5)
    painter.drawText(QRectF(0, 0, side * 0.8, side / 2), int(Qt.AlignmentFlag.AlignCenter), ROUND_LETTERS[10])
    painter.drawText(QRectF(side * 0.04, side / 2, side * 0.4, side / 2), int(Qt.AlignmentFlag.AlignCenter), "9")
    painter.setBrush(palette.player_colours[round_start_player(10)])
    painter.setPen(QPen(palette.ink, 1.2))
    mark = side * 0.22
    painter.drawEllipse(QRectF(side * 0.48, side * 0.75 - mark / 2, mark, mark))


def _draw_reconstructed(painter: QPainter, side: float) -> None:
    painter.scale(side / MARK_SIZE, side / MARK_SIZE)
    ReconstructedMarkItem("").paint(painter, QStyleOptionGraphicsItem(), None)


# The places to choose, as a payment in fish shows them: the marker on 5, the cells it may be left on green, the
# one proposed (0, a step down and left) hollow with the arrow to it; the other markers stand on the top row, out
# of the picture.
CHOICE_GOOD = Good.FISH
CHOICE_MARKER, CHOICE_PROPOSED = Cell(1, 2), Cell(0, 0)
CHOICE_PLACES = frozenset({Cell(0, 0), Cell(0, 1), Cell(0, 2), Cell(1, 0), Cell(1, 1)})
CHOICE_ROWS, CHOICE_COLS = 2, 3  # the corner of the warehouse shown


def choice_warehouse() -> WarehouseItem:
    """A warehouse as the board shows it during a choice of ``CHOICE_GOOD``'s place (its own painting code)."""
    warehouse = WarehouseItem(0, BUILT_IN.warehouse)
    top = BUILT_IN.warehouse.rows - 1
    warehouse.set_markers(tuple(CHOICE_MARKER if good is CHOICE_GOOD else Cell(top, good.slot) for good in GOODS))
    warehouse.set_preview({CHOICE_GOOD: CHOICE_PROPOSED}, {CHOICE_GOOD}, {CHOICE_GOOD: CHOICE_PLACES})
    return warehouse


def _draw_places_to_choose(painter: QPainter, side: float) -> None:
    """The warehouse's corner at the height ``side``, as wide as its cells make it (never wider than the room a
    table mark has), painted by the board's own items."""
    scene = QGraphicsScene()
    warehouse = choice_warehouse()
    scene.addItem(warehouse)
    grid = warehouse.grid
    corner = grid.cell_rect(Cell(0, 0)).united(grid.cell_rect(Cell(CHOICE_ROWS - 1, CHOICE_COLS - 1)))
    scale = min(side / corner.height(), side * CHOICE_COLS / CHOICE_ROWS / corner.width())
    target = QRectF(0, 0, corner.width() * scale, corner.height() * scale)
    painter.save()
    painter.setClipRect(target)
    scene.render(painter, target, warehouse.mapRectToScene(corner))
    painter.restore()


def _draw_computer(painter: QPainter, side: float) -> None:
    """The robot's head after the name of a seat the computer plays, in the page's ink (the header's on the table)."""
    draw_computer_mark(painter, QRectF(0, 0, side, side), theme.current().ink)


TABLE_MARKS: tuple[TableMark, ...] = (
    TableMark(
        QT_TRANSLATE_NOOP("Symbols", "Round track"),
        QT_TRANSLATE_NOOP(
            "Symbols",
            "Under each round's letter: its number of actions, and a dot in the colour of the player who starts it.",
        ),
        _draw_round_tab,
    ),
    TableMark(
        QT_TRANSLATE_NOOP("Symbols", "Reconstructed numbers"),
        QT_TRANSLATE_NOOP(
            "Symbols",
            "Beside a tile's value: the published tables lack this cost or value, so it is reconstructed. Click the "
            "mark to correct it.",
        ),
        _draw_reconstructed,
    ),
    TableMark(
        QT_TRANSLATE_NOOP("Symbols", "Places to choose"),
        QT_TRANSLATE_NOOP(
            "Symbols",
            "Green cells: where the marker may go in this choice. The hollow shape is the place proposed; drag it, "
            "or click a green cell.",
        ),
        _draw_places_to_choose,
        CHOICE_COLS / CHOICE_ROWS,
        1.7,  # cells large enough to read their numbers
    ),
    TableMark(
        QT_TRANSLATE_NOOP("Symbols", "Played by the computer"),
        QT_TRANSLATE_NOOP("Symbols", "After a player's name: the computer plays for that player."),
        _draw_computer,
    ),
)
TABLE_MARKS_TITLE = QT_TRANSLATE_NOOP("Symbols", "On the table")


def mark_pixmap(mark: TableMark, dpr: float, height: float = SAMPLE_HEIGHT) -> QPixmap:
    """A table mark at a sample's size, with a sample's room round it."""
    pad, side = height * PAD_PER_GLYPH, height * 1.4 * mark.size
    pixmap, painter = _sheet(side * mark.aspect + 2 * pad, side + 2 * pad, dpr)
    painter.translate(pad, pad)
    mark.draw(painter, side)
    painter.end()
    return pixmap


def shown_symbols(components: Components) -> frozenset[tuple[str, ...]]:
    """Every symbol the tiles of this component table show: functions, values and costs."""
    shown: set[tuple[str, ...]] = set()
    for spec in components.buildings:
        for pictogram in (function_pictogram(spec), value_pictogram(spec), cost_pictogram(spec.cost)):
            shown |= pictogram.symbols()
    return frozenset(shown)


def legend_for(components: Components) -> list[LegendEntry]:
    """The entries the dialog shows: the directions only where a building moves a marker that way."""
    shown = shown_symbols(components)
    return [
        entry
        for entry in LEGEND
        if not all(symbol[0] == GlyphKind.MOVE.value for symbol in entry.symbols()) or entry.symbols() <= shown
    ]


def sections_for(components: Components) -> list[tuple[Section, list[LegendEntry]]]:
    """The dialog's sections with the entries it shows in each (a section left with none is left out)."""
    shown = {entry.name: entry for entry in legend_for(components)}
    parts = [(section, [shown[name] for name in section.entries if name in shown]) for section in SECTIONS]
    return [(section, entries) for section, entries in parts if entries]


def examples_for(components: Components) -> list[BuildingSpec]:
    """The tiles the legend reads aloud, those of ``EXAMPLES`` the component table has."""
    return [components.by_id[building] for building in EXAMPLES if building in components.by_id]


def first_sentence(text: str) -> str:
    """A building's explanation up to its first full stop: what the line of pictograms says, without the rest."""
    head, stop, _rest = text.partition(". ")
    return head + "." if stop else text


def _sheet(width: float, height: float, dpr: float) -> tuple[QPixmap, QPainter]:
    """A clear picture to draw a sample on: the page's ground shows through."""
    pixmap = QPixmap(round(width * dpr), round(height * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return pixmap, painter


def sample_pixmap(pictogram: Pictogram, dpr: float, height: float = SAMPLE_HEIGHT) -> QPixmap:
    """The sample line, drawn as on the table (``height``: its glyphs')."""
    pad = height * PAD_PER_GLYPH
    layout = layout_pictogram(pictogram, height, min_text_px=round(height))
    pixmap, painter = _sheet(layout.width + 2 * pad, layout.height + 2 * pad, dpr)
    draw_pictogram(painter, layout.at(QPointF(pad, pad)))
    painter.end()
    return pixmap


def example_pixmap(spec: BuildingSpec, dpr: float, height: float = SAMPLE_HEIGHT) -> QPixmap:
    """A building's tile as the legend shows it, as the table lays a tile out: its emblem on the left, its name
    over its line of pictograms beside it."""
    pad = height * PAD_PER_GLYPH
    layout = layout_pictogram(function_pictogram(spec), height, min_text_px=round(height))
    px, name = round(height * NAME_PER_GLYPH), building_name(spec.id)
    name_height = px * 1.3
    emblem = name_height + pad + layout.height
    name_width = text_width(name, px, bold=True) + 1
    pixmap, painter = _sheet(emblem + max(layout.width, name_width) + 3 * pad, emblem + 2 * pad, dpr)
    draw_emblem(painter, spec.id, QRectF(pad, pad, emblem, emblem))
    title = QRectF(2 * pad + emblem, pad, name_width, name_height)
    TextRun("name", name, theme.board_font(px, bold=True), title, int(LEFT)).draw(painter, theme.current().ink)
    draw_pictogram(painter, layout.at(QPointF(2 * pad + emblem, name_height + 2 * pad)))
    painter.end()
    return pixmap


@dataclass(frozen=True)
class LegendRow:
    """One entry as the dialog shows it: its picture, and beside it its name in bold, a dash and its sentence."""

    entry: LegendEntry
    picture: QLabel
    words: QLabel


# Between a name and its sentence, a dash, as a glossary sets them apart (the bold alone let "Or One of the two" read
# as one phrase, m32 L7); Greek and Hungarian set it so too. The space before it does not break: no line starts with it.
NAME_APART = "\u00a0\u2013 "


def words_label(name: str, meaning: str) -> QLabel:
    """A name in bold, a dash, then its sentence on the same line: one paragraph, no line of its own for the name."""
    label = QLabel(f"<b>{html.escape(name, quote=False)}</b>{NAME_APART}{html.escape(meaning, quote=False)}")
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setWordWrap(True)
    label.setObjectName("SymbolsMeaning")
    label.setAccessibleName(f"{name}: {meaning}")
    return label


def continued_title(title: str) -> str:
    """A section's title over a column its pieces go on in, from the foot of the last one."""
    return QCoreApplication.translate("Symbols", "{title} (continued)").format(title=title)


def plain_text(label: QLabel) -> str:
    """What a label reads, without its markup."""
    return QTextDocumentFragment.fromHtml(label.text()).toPlainText()


def _text(text: str, role: str = "") -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    if role:
        label.setObjectName(role)
    return label


def _picture(pixmap: QPixmap, name: str) -> QLabel:
    picture = QLabel()
    picture.setPixmap(pixmap)
    picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
    picture.setAccessibleName(name)
    return picture


def page_style() -> str:
    """The legend's page in the palette now in use: the pictograms on its ground, titles in its ink."""
    palette = theme.current()
    return f"""
#SymbolsDialog, #SymbolsPage {{ background: {palette.bar.name()}; }}
#SymbolsPage QLabel {{ color: {palette.ink.name()}; }}
#SymbolsHeading {{ color: {palette.section_title.name()}; font-weight: bold; }}
#SymbolsIntro, #SymbolsMeaning {{ color: {palette.ink.name()}; }}
"""


@dataclass
class Piece:
    """What stands whole in one of the page's columns: a heading, a tile read aloud over its sentence, or an entry's
    picture beside its name and sentence (``picture`` is then the picture the column's others line up with)."""

    widget: QWidget
    height_for: Callable[[int, int], int]  # its height in a column this wide, beside pictures this wide
    picture: QLabel | None = None
    heading: bool = False
    continued: QLabel | None = None  # its section's heading again, "(continued)", over a column it begins


@dataclass
class Page:
    """The page's pieces with glyphs of one height, and the columns they are shared out in."""

    glyph_height: int
    text_points: float
    pieces: list[Piece] = field(default_factory=list)
    rows: list[LegendRow] = field(default_factory=list)
    headings: list[QLabel] = field(default_factory=list)
    examples: list[tuple[QLabel, QLabel]] = field(default_factory=list)
    marks: list[tuple[QLabel, QLabel]] = field(default_factory=list)  # a table mark's picture and words
    continued: list[QLabel] = field(default_factory=list)  # each section's heading again, "(continued)"
    columns: list[list[Piece]] = field(default_factory=list)
    column_width: int = 0
    height: int = 0


def fill_columns(
    heights: list[int], gaps: list[int], headings: list[bool], tall: int, continued: list[int] | None = None
) -> list[int] | None:
    """The pieces of these heights, in their order, down columns ``tall`` high: how many each column takes (None:
    one piece is taller). A piece's gap above it counts but at a column's top; a heading goes on with its first
    piece, never alone at a column's foot; a column that begins inside a section begins with its heading again,
    "(continued)": ``continued`` is the height that takes above each piece (0 for a heading)."""
    above_top = continued or [0] * len(heights)
    counts: list[int] = []
    used, count = 0, 0
    for index, height in enumerate(heights):
        follow = gaps[index + 1] + heights[index + 1] if headings[index] and index + 1 < len(heights) else 0
        at_top = above_top[index] + gaps[index] if above_top[index] else 0
        need = height + follow + (gaps[index] if count else at_top)
        if count and used + need > tall:
            counts.append(count)
            used, count = 0, 0
            need = height + follow + at_top
        if need > tall:
            return None
        used += need - follow
        count += 1
    return [*counts, count]


def shortest_columns(
    heights: list[int], gaps: list[int], headings: list[bool], columns: int, continued: list[int] | None = None
) -> tuple[int, list[int]]:
    """The least height at which the pieces fill at most ``columns`` columns, and what each column then takes."""
    low, high = max(heights), sum(heights) + sum(gaps)
    best = fill_columns(heights, gaps, headings, high, continued)
    assert best is not None
    while low < high:
        middle = (low + high) // 2
        counts = fill_columns(heights, gaps, headings, middle, continued)
        if counts is not None and len(counts) <= columns:
            high, best = middle, counts
        else:
            low = middle + 1
    return high, best


def whole_sections(heights: list[int], gaps: list[int], headings: list[bool]) -> list[tuple[int, int, int]]:
    """The pieces joined into their sections, each a heading and the pieces up to the next one: each section's
    height, its gap above it, and how many pieces it holds."""
    sections: list[tuple[int, int, int]] = []
    for height, gap, heading in zip(heights, gaps, headings, strict=True):
        if heading or not sections:
            sections.append((height, gap, 1))
        else:
            total, above, count = sections[-1]
            sections[-1] = (total + gap + height, above, count + 1)
    return sections


@dataclass(frozen=True)
class Measures:
    """The page's pieces as the columns take them: each one's height and gap above it, whether it is a heading, and
    the height its section's heading, "(continued)", takes above it at a column's top."""

    heights: list[int]
    gaps: list[int]
    headings: list[bool]
    continued: list[int]


def share_out(measures: Measures, columns: int, room: int | None) -> tuple[int, list[int]]:
    """The columns' height and how many pieces each takes: whole sections, unless ``room`` is given and the pieces
    one by one fit it where whole sections do not (a section then goes on at the next column's top, under its
    heading again): a page that scrolls anyway keeps its sections whole, each column beginning with a heading."""
    heights, gaps, headings = measures.heights, measures.gaps, measures.headings
    sections = whole_sections(heights, gaps, headings)
    tall, counts = shortest_columns(
        [s[0] for s in sections], [s[1] for s in sections], [False] * len(sections), columns
    )
    split = shortest_columns(heights, gaps, headings, columns, measures.continued)
    if room is None or tall <= room or split[0] > room:
        pieces, start = [], 0
        for taken in counts:
            pieces.append(sum(section[2] for section in sections[start : start + taken]))
            start += taken
        return tall, pieces
    return split


class FootCover(QWidget):
    """Lies over the foot of the page's view in one column, from the top of the piece the view's bottom would cut
    (or of its heading, were the heading left alone above it), painted in the page's ground: a page that scrolls
    shows whole rows and headings only (the m32 review found a heading cut in half at the foot, M4)."""

    def __init__(self, scroll: QScrollArea, stack: list[tuple[QWidget, bool]]) -> None:
        super().__init__(scroll.viewport())
        self.area = scroll
        self.stack = stack  # the column's widgets from the top, and which are headings
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()
        scroll.verticalScrollBar().valueChanged.connect(self.place)
        scroll.verticalScrollBar().rangeChanged.connect(self.place)
        scroll.viewport().installEventFilter(self)

    def cut_top(self) -> int | None:
        """The top, in the view, of what the view's bottom cuts in this column (None: nothing)."""
        viewport = self.area.viewport()
        bottom = viewport.height()
        for index, (widget, _heading) in enumerate(self.stack):
            top = widget.mapTo(viewport, QPoint(0, 0)).y()
            if top < bottom < top + widget.height():
                above = self.stack[index - 1] if index else None
                if above is not None and above[1]:  # its heading goes with it
                    return above[0].mapTo(viewport, QPoint(0, 0)).y()
                return top
            if top >= bottom and index and self.stack[index - 1][1]:  # a heading whole at the foot, its row below
                return self.stack[index - 1][0].mapTo(viewport, QPoint(0, 0)).y()
        return None

    def place(self) -> None:
        top = self.cut_top()
        if top is None or not self.stack:
            self.hide()
            return
        viewport = self.area.viewport()
        left = self.stack[-1][0].mapTo(viewport, QPoint(0, 0)).x()
        top = max(0, top)
        self.setGeometry(left, top, self.stack[-1][0].width(), viewport.height() - top)
        self.show()
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.area.viewport() and event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self.place()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), theme.current().bar)
        painter.end()


class SymbolsDialog(QDialog):
    """The legend as a page to read: an introduction, then tiles read aloud and the symbols in sections, each large
    beside its name and a sentence, down columns side by side across the page; the glyphs as large and the columns
    as few as let the whole page fit the window (it scrolls only where nothing fits, in a small window)."""

    def __init__(self, parent: QWidget | None = None, components: Components = BUILT_IN) -> None:
        super().__init__(parent)
        translate = QCoreApplication.translate
        self.setWindowTitle(translate("Symbols", "Symbols"))
        self.setObjectName("SymbolsDialog")
        self.setStyleSheet(page_style())
        # The window's type scale: at 1920 by 1080 the page is as much larger as the panels round the table.
        window = parent.window() if parent is not None else None
        self.scale = type_scale(window.width(), window.height()) if window is not None else 1.0
        self.points = QApplication.font().pointSizeF() * self.scale
        self.page = QWidget()
        self.page.setObjectName("SymbolsPage")
        self.page.setAccessibleName(translate("Symbols", "The symbols of the tiles"))
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, BUTTONS_MARGIN)
        layout.addWidget(self.scroll_area)
        buttons.setContentsMargins(10, 0, 10, 0)
        layout.addWidget(buttons)
        self.intro = _text(
            translate(
                "Symbols",
                "Every tile says in pictures what its building does. Learn them here in a minute; on the table, point "
                "at a tile to read its whole sentence.",
            ),
            "SymbolsIntro",
        )
        set_points(self, self.points)  # (on every widget: the style sheet keeps each at the font it had)
        room = self._room()
        width = min(room.width(), self._px(WIDTH))
        below = buttons.sizeHint().height() + BUTTONS_MARGIN + layout.spacing()
        chosen = self._choose(components, width - 2 * self._px(PAGE_MARGIN), room.height() - below)
        set_points(self.intro, chosen.text_points)
        self.glyph_height, self.text_points = chosen.glyph_height, chosen.text_points
        self.rows, self.headings, self.examples, self.marks = (
            chosen.rows,
            chosen.headings,
            chosen.examples,
            chosen.marks,
        )
        self.continued_headings: list[QLabel] = []  # the sections' headings again over the columns they go on in
        self.foot_covers: list[FootCover] = []  # one for each column, over a piece the view's foot would cut
        self.columns = self._lay_out(chosen)
        self.scroll_area.setWidget(self.page)
        laid_out = self.page.layout()
        assert laid_out is not None
        height = laid_out.totalHeightForWidth(width)  # as laid out, to the pixel
        self.resize(width, min(room.height(), height + below))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        for cover in self.foot_covers:  # the page laid out in its view now: the pieces are where they show
            cover.place()

    def _px(self, length: float) -> int:
        """A length of the page at the window's type scale."""
        return round(length * self.scale)

    def _room(self) -> QSize:
        """The most the dialog may take: the window it opens over and the screen, less a margin round it."""
        size = QSize(10_000, 10_000)
        screen, parent = self.screen(), self.parentWidget()
        rooms = [screen.availableGeometry().size()] if screen is not None else []
        if parent is not None:
            rooms.append(parent.window().size())
        for room in rooms:
            size = size.boundedTo(QSize(room.width() - ROOM_AROUND.width(), room.height() - ROOM_AROUND.height()))
        return size

    def _choose(self, components: Components, width: int, room: int) -> Page:
        """The largest type, then sections whole before sections split across two columns, then the largest glyphs,
        then the fewest columns, with which the page fits ``room``; where none fits, the shortest page in the
        window's own type (it scrolls)."""
        shortest: Page | None = None
        built: dict[tuple[float, float], Page] = {}
        for text_share, split, share in itertools.product(TEXT_SHARES, (False, True), GLYPH_SHARES):
            if (text_share, share) not in built:
                glyphs = round(SAMPLE_HEIGHT * share * self.scale)
                built[text_share, share] = self._build(components, glyphs, self.points * text_share)
            page = built[text_share, share]
            for count in COLUMN_COUNTS:
                column = (width - self._px(COLUMN_GAP) * (count - 1)) // count
                if not self._measure(page, column, count, width, room if split else None):
                    continue
                if page.height <= room:
                    return page
                if text_share == TEXT_SHARES[0] and (shortest is None or page.height < shortest.height):
                    shortest = replace(page, columns=list(page.columns))
        if shortest is None:  # a screen too small for two columns: one, its sentences as narrow as they must
            shortest = built[TEXT_SHARES[0], GLYPH_SHARES[-1]]
            self._measure(shortest, width, 1, width, None)
        return shortest

    def _measure(self, page: Page, column: int, count: int, width: int, room: int | None) -> bool:
        """Share the page's pieces out in ``count`` columns ``column`` wide, sections split where that fits
        ``room`` (None: never), and set the page's height; False where one of two columns or more is too narrow for
        its pictures beside readable sentences."""
        pictures = max(piece.picture.sizeHint().width() for piece in page.pieces if piece.picture is not None)
        widest_tile = max(picture.sizeHint().width() for picture, _said in page.examples) if page.examples else 0
        if count > 1 and max(pictures + self._px(MIN_SENTENCE), widest_tile) > column:
            return False
        measures = Measures(
            [piece.height_for(column, pictures) for piece in page.pieces],
            [self._gap(piece) for piece in page.pieces],
            [piece.heading for piece in page.pieces],
            [0 if piece.continued is None else piece.continued.heightForWidth(column) for piece in page.pieces],
        )
        set_points(self.intro, page.text_points)
        around = self._px(TOP_MARGIN) + self.intro.heightForWidth(width) + self._px(BLOCK_GAP)
        around += self._px(PAGE_MARGIN) + ROUNDING
        left = None if room is None else room - around
        tall, counts = share_out(measures, count, left)
        page.columns, start = [], 0
        for taken in counts:
            page.columns.append(page.pieces[start : start + taken])
            start += taken
        page.column_width = column
        page.height = around + tall
        return True

    def _gap(self, piece: Piece) -> int:
        return self._px(BLOCK_GAP if piece.heading else ROW_GAP)

    def _lay_out(self, page: Page) -> list[list[Piece]]:
        """The introduction across the page, then the columns, each piece as high as it needs beside its column's
        widest picture: the names and the sentences of a column start at one x."""
        layout = QVBoxLayout(self.page)
        margin = self._px(PAGE_MARGIN)
        layout.setContentsMargins(margin, self._px(TOP_MARGIN), margin, margin)
        layout.setSpacing(self._px(BLOCK_GAP))
        layout.addWidget(self.intro)
        across = QHBoxLayout()
        across.setSpacing(self._px(COLUMN_GAP))
        layout.addLayout(across)
        for pieces in page.columns:
            column = QVBoxLayout()
            column.setSpacing(0)
            stack: list[tuple[QWidget, bool]] = []  # the column's widgets from the top, and which are headings
            if pieces[0].continued is not None and not pieces[0].heading:  # a section goes on from the last column
                stack.append((self._continued_heading(pieces[0].continued, page.column_width), True))
                column.addWidget(stack[-1][0])
                column.addSpacing(self._gap(pieces[0]))
            self._stack(column, pieces, page.column_width)
            stack += [(piece.widget, piece.heading) for piece in pieces]
            self.foot_covers.append(FootCover(self.scroll_area, stack))
            column.addStretch(1)
            across.addLayout(column)
        across.addStretch(1)
        layout.addStretch(1)
        return page.columns

    def _build(self, components: Components, glyph_height: int, text_points: float) -> Page:
        """The page's pieces with glyphs of this height and sentences in this type: the tiles read aloud, the
        sections, the table's marks."""
        page = Page(glyph_height, text_points)
        translate = QCoreApplication.translate
        dpr = self.devicePixelRatioF()
        examples = examples_for(components)  # first: a whole line read aloud, then its symbols one by one
        if examples:
            self._heading(page, translate("Symbols", "Reading a tile"))
            for spec in examples:
                self._example(page, spec, components)
        for section, entries in sections_for(components):
            self._heading(page, translate(CONTEXT, section.title))
            for entry in entries:
                picture = _picture(sample_pixmap(entry.sample, dpr, glyph_height), entry.translated_name())
                words = self._entry(page, picture, entry.translated_name(), entry.translated_meaning())
                page.rows.append(LegendRow(entry, picture, words))
        self._heading(page, translate(CONTEXT, TABLE_MARKS_TITLE))
        for mark in TABLE_MARKS:
            said = translate(CONTEXT, mark.name)
            picture = _picture(mark_pixmap(mark, dpr, glyph_height), said)
            page.marks.append((picture, self._entry(page, picture, said, translate(CONTEXT, mark.meaning))))
        for piece in page.pieces:
            set_points(piece.widget, text_points)
        for heading in [*page.headings, *page.continued]:
            font = heading.font()
            font.setPointSizeF(self.points * HEADING_SCALE)
            font.setBold(True)  # (as the style sheet sets it: measured before the page has the sheet, in its font)
            heading.setFont(font)
        return page

    def _stack(self, column: QVBoxLayout, pieces: list[Piece], width: int) -> None:
        """The pieces down a column, each as high as it needs beside the column's widest picture."""
        widest = max((piece.picture.sizeHint().width() for piece in pieces if piece.picture), default=0)
        for index, piece in enumerate(pieces):
            if piece.picture is not None:
                piece.picture.setFixedWidth(widest)
                piece.picture.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            if index:
                column.addSpacing(self._gap(piece))
            piece.widget.setFixedSize(width, piece.height_for(width, widest))
            column.addWidget(piece.widget)

    def _continued_heading(self, measured: QLabel, width: int) -> QLabel:
        """A section's heading again over a column its pieces go on in: a label of its own for each column (a
        section may go on over more than one), in the font and at the height ``measured`` was measured in."""
        heading = _text(measured.text(), "SymbolsHeading")
        heading.setFont(measured.font())
        heading.setFixedSize(width, measured.heightForWidth(width))
        self.continued_headings.append(heading)
        return heading

    def _heading(self, page: Page, title: str) -> None:
        heading = _text(title, "SymbolsHeading")
        page.headings.append(heading)
        page.pieces.append(Piece(heading, lambda width, _pictures: heading.heightForWidth(width), heading=True))
        page.continued.append(_text(continued_title(title), "SymbolsHeading"))

    def _entry(self, page: Page, picture: QLabel, name: str, meaning: str) -> QLabel:
        """A picture, and beside it its name, a dash and its sentence; the words' label."""
        words = words_label(name, meaning)
        widget = QWidget()
        beside = QHBoxLayout(widget)
        beside.setContentsMargins(0, 0, 0, 0)
        gap = self._px(PICTURE_GAP)  # (the measure holds no reference to the dialog: it goes when it is closed)
        beside.setSpacing(gap)
        beside.addWidget(picture)
        beside.addWidget(words, 1)

        def height_for(width: int, pictures: int) -> int:
            return max(picture.sizeHint().height(), words.heightForWidth(width - pictures - gap))

        page.pieces.append(Piece(widget, height_for, picture, continued=page.continued[-1]))
        return words

    def _example(self, page: Page, spec: BuildingSpec, components: Components) -> None:
        """A tile read aloud: its picture, and its sentence right under it."""
        picture = _picture(example_pixmap(spec, self.devicePixelRatioF(), page.glyph_height), building_name(spec.id))
        picture.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        said = _text(first_sentence(explain_function(spec.id, components).text), "SymbolsMeaning")
        widget = QWidget()
        stack = QVBoxLayout(widget)
        stack.setContentsMargins(0, 0, 0, 0)
        stack.setSpacing(SAID_GAP)
        stack.addWidget(picture)
        stack.addWidget(said)
        stack.addStretch(1)
        page.pieces.append(
            Piece(
                widget,
                lambda width, _pictures: picture.sizeHint().height() + SAID_GAP + said.heightForWidth(width),
                continued=page.continued[-1],
            )
        )
        page.examples.append((picture, said))


def show_symbols(parent: QWidget | None = None, components: Components = BUILT_IN) -> SymbolsDialog:
    """Open Help > Symbols over ``parent`` (window-modal, as the other Help dialogs; deleted when closed)."""
    dialog = SymbolsDialog(parent, components)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
