"""Help > Symbols: every pictogram of the tiles, drawn as on the table, with its name and what it means.

The legend is one table (``LEGEND``), each entry a sample line of glyphs with a name and a sentence; a test
checks that every symbol any building's line shows is explained by an entry. Entries whose symbols the game's
buildings never show (a direction no building moves in) are left out of the dialog for that component table.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import BUILT_IN, Components, Direction, Good
from ...i18n.noop import QT_TRANSLATE_NOOP
from .. import theme
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

CONTEXT = "Symbols"  # of the legend's texts (marked with QT_TRANSLATE_NOOP, which lupdate reads literally)
WIDTH = 760
HEIGHT = 640
SAMPLE_HEIGHT = 22.0  # the glyphs' height in the dialog, in logical pixels
SAMPLE_PAD = 6.0


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


def sample_pixmap(pictogram: Pictogram, dpr: float) -> QPixmap:
    """The sample line on a strip of the tiles' paper, as it is drawn on the table."""
    layout = layout_pictogram(pictogram, SAMPLE_HEIGHT, min_text_px=round(SAMPLE_HEIGHT))
    width, height = layout.width + 2 * SAMPLE_PAD, layout.height + 2 * SAMPLE_PAD
    pixmap = QPixmap(round(width * dpr), round(height * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.current().paper)
    painter.drawRoundedRect(QRectF(0, 0, width, height), 5, 5)
    draw_pictogram(painter, layout.at(QPointF(SAMPLE_PAD, SAMPLE_PAD)))
    painter.end()
    return pixmap


class SymbolsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, components: Components = BUILT_IN) -> None:
        super().__init__(parent)
        translate = QCoreApplication.translate
        self.setWindowTitle(translate("Symbols", "Symbols"))
        self.entries = legend_for(components)
        self.table = QTableWidget(len(self.entries), 3)
        self.table.setHorizontalHeaderLabels(
            [translate("Symbols", "Symbol"), translate("Symbols", "Name"), translate("Symbols", "What it means")]
        )
        self.table.setAccessibleName(translate("Symbols", "The symbols of the tiles"))
        self._fill(self.entries)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setWordWrap(True)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.resizeRowsToContents()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(WIDTH, HEIGHT)

    def _fill(self, entries: Iterable[LegendEntry]) -> None:
        dpr = self.devicePixelRatioF()
        for row, entry in enumerate(entries):
            picture = QLabel()
            pixmap = sample_pixmap(entry.sample, dpr)
            picture.setPixmap(pixmap)
            picture.setMinimumSize(QSize(round(pixmap.width() / dpr) + 12, round(pixmap.height() / dpr) + 8))
            picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
            picture.setAccessibleName(entry.translated_name())
            self.table.setCellWidget(row, 0, picture)
            name = QTableWidgetItem(entry.translated_name())
            font = name.font()
            font.setBold(True)
            name.setFont(font)
            self.table.setItem(row, 1, name)
            self.table.setItem(row, 2, QTableWidgetItem(entry.translated_meaning()))


def show_symbols(parent: QWidget | None = None, components: Components = BUILT_IN) -> SymbolsDialog:
    """Open Help > Symbols over ``parent`` (window-modal, as the other Help dialogs; deleted when closed)."""
    dialog = SymbolsDialog(parent, components)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
