"""Help > Symbols: every pictogram of the tiles, drawn as on the table, with its name and what it means.

The legend is one table (``LEGEND``), each entry a sample line of glyphs with a name and a sentence; a test
checks that every symbol any building's line shows is explained by an entry. Entries whose symbols the game's
buildings never show (a direction no building moves in) are left out of the dialog for that component table.

The dialog is a page a newcomer reads in a minute, not a grid: first a few tiles read aloud (``EXAMPLES``: the
building's emblem, name and line, and the first sentence of its explanation), then the entries in sections
(``SECTIONS``: goods and money, the counts that grow with the sector, the markers' moves, paying and choosing, the
buildings kept for their value), each sample large beside its name and sentence. The pictures stand in one
column down the whole page, the tiles' and the symbols' alike, so every sentence starts at one x; they lie on the
page's own ground in every theme (a box of paper round each, as wide as its content, made a ragged edge).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QScrollArea,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import BUILT_IN, ROUND_LETTERS, BuildingSpec, Components, Direction, Good, round_start_player
from ...i18n.names import building_name
from ...i18n.noop import QT_TRANSLATE_NOOP
from ...teaching.preview import explain_function
from .. import theme
from ..art import draw_emblem
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
from ..painting import LEFT, TextRun, text_width
from ..type_scale import set_points, type_scale

CONTEXT = "Symbols"  # of the legend's texts (marked with QT_TRANSLATE_NOOP, which lupdate reads literally)
WIDTH = 780  # the dialog's size in a window of 1280 by 800 (it grows with the window's type scale)
HEIGHT = 760
SAMPLE_HEIGHT = 32.0  # the glyphs' height in the dialog, in logical pixels (twice a 1280 by 800 table's)
PAD_PER_GLYPH = 0.25  # the room round a sample, for each pixel of its glyphs' height
ROOM_AROUND = QSize(40, 60)  # what the dialog leaves of the window or the screen round it
HEADING_SCALE = 1.3  # a section's title, to the page's text
EMBLEM_PER_GLYPH, NAME_PER_GLYPH = 1.5, 0.75  # an example tile's emblem and name, to its glyphs' height
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


MOVE_TEXTS: dict[Direction, tuple[str, str]] = {
    Direction.RIGHT: (
        QT_TRANSLATE_NOOP("Symbols", "Right"),
        QT_TRANSLATE_NOOP("Symbols", "Each step moves the marker one cell right: {change} of that good."),
    ),
    Direction.UP: (
        QT_TRANSLATE_NOOP("Symbols", "Up"),
        QT_TRANSLATE_NOOP("Symbols", "Each step moves the marker one row up: {change} of that good."),
    ),
    Direction.UP_RIGHT: (
        QT_TRANSLATE_NOOP("Symbols", "Up and right"),
        QT_TRANSLATE_NOOP("Symbols", "Each step moves the marker one cell up and to the right: {change} of that good."),
    ),
    Direction.UP_LEFT: (
        QT_TRANSLATE_NOOP("Symbols", "Up and left"),
        QT_TRANSLATE_NOOP("Symbols", "Each step moves the marker one cell up and to the left: {change} of that good."),
    ),
    Direction.LEFT: (
        QT_TRANSLATE_NOOP("Symbols", "Left"),
        QT_TRANSLATE_NOOP("Symbols", "Each step moves the marker one cell left: {change} of that good."),
    ),
    Direction.DOWN: (
        QT_TRANSLATE_NOOP("Symbols", "Down"),
        QT_TRANSLATE_NOOP("Symbols", "Each step moves the marker one row down: {change} of that good."),
    ),
    Direction.DOWN_LEFT: (
        QT_TRANSLATE_NOOP("Symbols", "Down and left"),
        QT_TRANSLATE_NOOP(
            "Symbols", "Each step moves the marker one cell down and to the left: {change} of that good."
        ),
    ),
    Direction.DOWN_RIGHT: (
        QT_TRANSLATE_NOOP("Symbols", "Down and right"),
        QT_TRANSLATE_NOOP(
            "Symbols", "Each step moves the marker one cell down and to the right: {change} of that good."
        ),
    ),
}

LEGEND: tuple[LegendEntry, ...] = (
    LegendEntry(
        line(*((Glyph(GlyphKind.GOOD, good=good),) for good in Good)),
        QT_TRANSLATE_NOOP("Symbols", "Goods"),
        QT_TRANSLATE_NOOP(
            "Symbols",
            "Fish (disc), clay (square), wood (triangle) and grain (diamond). In a "
            "function, that good's marker moves in your warehouse; in a cost, you pay "
            "that good.",
        ),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.FOOD, count=fixed(2))),
        QT_TRANSLATE_NOOP("Symbols", "Food"),
        QT_TRANSLATE_NOOP("Symbols", "Half fish, half grain: you pay food with fish or grain, one food for each."),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.FRANC, count=fixed(2))),
        QT_TRANSLATE_NOOP("Symbols", "Francs"),
        QT_TRANSLATE_NOOP("Symbols", "The number beside the coin is how many francs you get or pay."),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.VALUE, count=fixed(8))),
        QT_TRANSLATE_NOOP("Symbols", "Value"),
        QT_TRANSLATE_NOOP(
            "Symbols",
            "The building's value in francs: it counts towards your wealth at the end, and selling it brings half.",
        ),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.MULTIPLIER)),
        QT_TRANSLATE_NOOP("Symbols", "N, the sector's multiplier"),
        QT_TRANSLATE_NOOP(
            "Symbols",
            "2, 3 or 4: the multiplier of the sector the building lies in on its "
            "owner's wheel. From ×4+ it is 4, and the user also gets 1 franc.",
        ),
    ),
    *(LegendEntry(_one(_move(direction)), name, meaning) for direction, (name, meaning) in MOVE_TEXTS.items()),
    LegendEntry(
        _one(_move(Direction.RIGHT, fixed(3))),
        QT_TRANSLATE_NOOP("Symbols", "Steps"),
        QT_TRANSLATE_NOOP(
            "Symbols",
            "The number after an arrow is how many steps the marker takes: 3 steps right are 3 more of that good.",
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
            "You choose how often, from none up to N times; each time you pay what "
            "stands before the thick arrow and get what follows it.",
        ),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.GIVES)),
        QT_TRANSLATE_NOOP("Symbols", "Pay, then get"),
        QT_TRANSLATE_NOOP("Symbols", "What stands before the thick arrow is paid (or done) to get what follows it."),
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
        QT_TRANSLATE_NOOP(
            "Symbols", "Steps you share out among your markers as you like: all on one marker, or spread over several."
        ),
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
            "A step past the last row or column of the warehouse is lost; you may "
            "still give a marker more steps than it has room for.",
        ),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.LOCK)),
        QT_TRANSLATE_NOOP("Symbols", "Lock symbol"),
        QT_TRANSLATE_NOOP(
            "Symbols",
            "The building lies beside your board: it is never used and never sold "
            "by force, and brings its value at the end.",
        ),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.NO_FUNCTION)),
        QT_TRANSLATE_NOOP("Symbols", "No function"),
        QT_TRANSLATE_NOOP("Symbols", "There is nothing to do with the building: only its value counts."),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.DOCK)),
        QT_TRANSLATE_NOOP("Symbols", "Dock symbol"),
        QT_TRANSLATE_NOOP("Symbols", "Each building with this symbol that you own raises the value of your Dock."),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.VALUE_PER_GOOD, good=Good.FISH, count=fixed(1))),
        QT_TRANSLATE_NOOP("Symbols", "Value per good"),
        QT_TRANSLATE_NOOP(
            "Symbols", "At the end the building is worth this many francs for each of that good in your warehouse."
        ),
    ),
    LegendEntry(
        _one(Glyph(GlyphKind.VALUE_PER_DOCK, count=fixed(4))),
        QT_TRANSLATE_NOOP("Symbols", "Value per Dock symbol"),
        QT_TRANSLATE_NOOP(
            "Symbols",
            "At the end the building is worth this many francs for each building with the Dock symbol that you own.",
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
    draw: Callable[[QPainter, float], None]  # paints the mark in a square of this side at the origin


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


TABLE_MARKS: tuple[TableMark, ...] = (
    TableMark(
        QT_TRANSLATE_NOOP("Symbols", "Round track"),
        QT_TRANSLATE_NOOP(
            "Symbols",
            "Under each round's letter: how many actions the round has, and a dot in the colour of the player who "
            "takes the first of them.",
        ),
        _draw_round_tab,
    ),
    TableMark(
        QT_TRANSLATE_NOOP("Symbols", "Reconstructed numbers"),
        QT_TRANSLATE_NOOP(
            "Symbols",
            "Beside a tile's value: its cost or value is reconstructed, as the published tables do not give it. "
            "Click the mark on the table to see the component data and correct it.",
        ),
        _draw_reconstructed,
    ),
)
TABLE_MARKS_TITLE = QT_TRANSLATE_NOOP("Symbols", "On the table")


def mark_pixmap(mark: TableMark, dpr: float, height: float = SAMPLE_HEIGHT) -> QPixmap:
    """A table mark at a sample's size, with a sample's room round it."""
    pad, side = height * PAD_PER_GLYPH, height * 1.4
    pixmap, painter = _sheet(side + 2 * pad, side + 2 * pad, dpr)
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
    """A building's tile as the legend shows it: its emblem and name above its line of pictograms."""
    pad = height * PAD_PER_GLYPH
    layout = layout_pictogram(function_pictogram(spec), height, min_text_px=round(height))
    emblem, px, name = height * EMBLEM_PER_GLYPH, round(height * NAME_PER_GLYPH), building_name(spec.id)
    name_width = text_width(name, px, bold=True) + 1
    width = max(layout.width, emblem + pad + name_width) + 2 * pad
    pixmap, painter = _sheet(width, emblem + layout.height + 3 * pad, dpr)
    draw_emblem(painter, spec.id, QRectF(pad, pad, emblem, emblem))
    title = QRectF(2 * pad + emblem, pad, name_width, emblem)
    TextRun("name", name, theme.board_font(px, bold=True), title, int(LEFT)).draw(painter, theme.current().ink)
    draw_pictogram(painter, layout.at(QPointF(pad, emblem + 2 * pad)))
    painter.end()
    return pixmap


@dataclass(frozen=True)
class LegendRow:
    """One entry as the dialog shows it: its picture, its name and its sentence."""

    entry: LegendEntry
    picture: QLabel
    name: QLabel
    meaning: QLabel


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
#SymbolsName {{ font-weight: bold; }}
#SymbolsIntro, #SymbolsMeaning {{ color: {palette.ink.name()}; }}
"""


class SymbolsDialog(QDialog):
    """The legend as a page to read: an introduction, tiles read aloud, then the symbols in sections, each large
    beside its name and a sentence; it scrolls in a small window."""

    def __init__(self, parent: QWidget | None = None, components: Components = BUILT_IN) -> None:
        super().__init__(parent)
        translate = QCoreApplication.translate
        self.setWindowTitle(translate("Symbols", "Symbols"))
        self.setObjectName("SymbolsDialog")
        self.setStyleSheet(page_style())
        # The window's type scale: at 1920 by 1080 the page is as much larger as the panels round the table.
        window = parent.window() if parent is not None else None
        self.scale = type_scale(window.width(), window.height()) if window is not None else 1.0
        self.glyph_height = round(SAMPLE_HEIGHT * self.scale)
        self.points = QApplication.font().pointSizeF() * self.scale
        self.page = QWidget()
        self.page.setObjectName("SymbolsPage")
        self.page.setAccessibleName(translate("Symbols", "The symbols of the tiles"))
        self.rows: list[LegendRow] = []
        self.headings: list[QLabel] = []
        self.examples: list[tuple[QLabel, QLabel]] = []  # a tile read aloud: its picture, and what it says
        self.marks: list[tuple[QLabel, QLabel, QLabel]] = []  # a mark of the table's: its picture, name, sentence
        self.examples_grid: QGridLayout | None = None
        self._fill_page(components)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidget(self.page)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 10)
        layout.addWidget(self.scroll_area)
        buttons.setContentsMargins(10, 0, 10, 0)
        layout.addWidget(buttons)
        set_points(self, self.points)  # (on every widget: the style sheet keeps each at the font it had)
        for heading in self.headings:
            font = heading.font()
            font.setPointSizeF(self.points * HEADING_SCALE)
            heading.setFont(font)
        self._align_pictures()
        self.resize(self._opening_size())

    def _fill_page(self, components: Components) -> None:
        """The introduction, the tiles read aloud, the sections."""
        page = QVBoxLayout(self.page)
        page.setContentsMargins(28, 20, 28, 28)
        page.setSpacing(8)
        intro = _text(
            QCoreApplication.translate(
                "Symbols",
                "Every tile says in pictures what its building does. Learn them here in a minute; on the table, point "
                "at a tile to read its whole sentence.",
            ),
            "SymbolsIntro",
        )
        page.addWidget(intro)
        examples = examples_for(components)  # first: a whole line read aloud, then its symbols one by one
        if examples:
            page.addSpacing(round(14 * self.scale))
            page.addWidget(self._heading(QCoreApplication.translate("Symbols", "Reading a tile")))
            page.addLayout(self._examples(examples, components))
        for section, entries in sections_for(components):
            page.addSpacing(round(14 * self.scale))
            page.addWidget(self._heading(QCoreApplication.translate(CONTEXT, section.title)))
            page.addLayout(self._section(entries))
        page.addSpacing(round(14 * self.scale))
        page.addWidget(self._heading(QCoreApplication.translate(CONTEXT, TABLE_MARKS_TITLE)))
        page.addLayout(self._marks())
        page.addStretch(1)

    def _align_pictures(self) -> None:
        """One column of pictures down the page, as wide as the widest symbol's: the names and the sentences start
        at one x, from the tiles read aloud (each over its sentence, wider than the column) to the last section."""
        pictures = [row.picture for row in self.rows] + [picture for picture, _name, _meaning in self.marks]
        widest = max(picture.sizeHint().width() for picture in pictures)
        for picture in pictures:
            picture.setFixedWidth(widest)
            picture.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if self.examples_grid is not None:
            self.examples_grid.setColumnMinimumWidth(0, widest)

    def _opening_size(self) -> QSize:
        """As wide as the page reads well, no larger than the window it opens over nor the screen (the page scrolls
        in the height left)."""
        size = QSize(round(WIDTH * self.scale), round(HEIGHT * self.scale))
        screen, parent = self.screen(), self.parentWidget()
        rooms = [screen.availableGeometry().size()] if screen is not None else []
        if parent is not None:
            rooms.append(parent.window().size())
        for room in rooms:
            size = size.boundedTo(QSize(room.width() - ROOM_AROUND.width(), room.height() - ROOM_AROUND.height()))
        return size

    def _heading(self, text: str) -> QLabel:
        heading = _text(text, "SymbolsHeading")
        self.headings.append(heading)
        return heading

    def _grid(self) -> QGridLayout:
        grid = QGridLayout()
        grid.setHorizontalSpacing(round(18 * self.scale))
        grid.setVerticalSpacing(round(12 * self.scale))
        grid.setColumnStretch(1, 1)
        return grid

    @staticmethod
    def _add_row(
        grid: QGridLayout, row: int, picture: QLabel, name_text: str, meaning_text: str
    ) -> tuple[QLabel, QLabel]:
        """A picture, and beside it a name over its sentence; the name's and the sentence's labels."""
        name, meaning = _text(name_text, "SymbolsName"), _text(meaning_text, "SymbolsMeaning")
        words = QVBoxLayout()
        words.setSpacing(1)
        words.addWidget(name)
        words.addWidget(meaning)
        grid.addWidget(picture, row, 0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        grid.addLayout(words, row, 1, Qt.AlignmentFlag.AlignVCenter)
        return name, meaning

    def _section(self, entries: Iterable[LegendEntry]) -> QGridLayout:
        grid = self._grid()
        dpr = self.devicePixelRatioF()
        for row, entry in enumerate(entries):
            picture = _picture(sample_pixmap(entry.sample, dpr, self.glyph_height), entry.translated_name())
            name, meaning = self._add_row(grid, row, picture, entry.translated_name(), entry.translated_meaning())
            self.rows.append(LegendRow(entry, picture, name, meaning))
        return grid

    def _marks(self) -> QGridLayout:
        grid = self._grid()
        dpr = self.devicePixelRatioF()
        for row, mark in enumerate(TABLE_MARKS):
            name = QCoreApplication.translate(CONTEXT, mark.name)
            picture = _picture(mark_pixmap(mark, dpr, self.glyph_height), name)
            self.marks.append(
                (picture, *self._add_row(grid, row, picture, name, QCoreApplication.translate(CONTEXT, mark.meaning)))
            )
        return grid

    def _examples(self, examples: Iterable[BuildingSpec], components: Components) -> QGridLayout:
        """Each tile across the page, its sentence under it in the page's column of sentences."""
        grid = self._grid()
        grid.setVerticalSpacing(0)
        dpr = self.devicePixelRatioF()
        for index, spec in enumerate(examples):
            picture = _picture(example_pixmap(spec, dpr, self.glyph_height), building_name(spec.id))
            picture.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            said = _text(first_sentence(explain_function(spec.id, components).text), "SymbolsMeaning")
            if index:  # an empty row between one tile's sentence and the next tile
                grid.setRowMinimumHeight(3 * index - 1, round(10 * self.scale))
            grid.addWidget(picture, 3 * index, 0, 1, 2, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
            grid.addWidget(said, 3 * index + 1, 1, Qt.AlignmentFlag.AlignTop)
            self.examples.append((picture, said))
        self.examples_grid = grid
        return grid


def show_symbols(parent: QWidget | None = None, components: Components = BUILT_IN) -> SymbolsDialog:
    """Open Help > Symbols over ``parent`` (window-modal, as the other Help dialogs; deleted when closed)."""
    dialog = SymbolsDialog(parent, components)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
