"""A building's function, cost and value as a short line of pictograms, and the painter that lays such a line out.

The mapping is pure: ``function_pictogram(spec)`` reads the building's function data (the catalogue's function
kinds, lock buildings and their values), never its id, so that a corrected or another component table gets
lines that say what its buildings do. A line is groups of glyphs, frozen data: a glyph is a kind (a good's
token, a franc, an arrow on the warehouse …) and, where the kind needs them, a good, a direction and a count.
A count may depend on the sector's multiplier N (``Amount``: 3N, N+1, N-1, 2).

How the glyphs read (the Help ▸ Symbols legend says it in words, from ``dialogs/symbols.py``)::

    Clay Mound        [clay] [→] N+1              the clay marker moves N+1 steps right
    Grocery Store     N [F]   [grain] + [fish] [→] 1
    Hardware Store    [wood] / [clay] [→] N
    Marketplace       [any] [→] N   [edge]         N steps right, shared out freely; past the edge they are lost
    Masons Guild      N [different] [↖] 1   [edge]
    Business Office   N [different] [↙] 1   ⇒ 5 [F]
    Wood Trader       [↻] N   1 [F] + 2 [food]  ⇒  [wood] [↑] 1
    Fish Factory      [lock]   [none]   [dock]     a lock building with the Dock symbol
                      value: (1)/[fish]            worth 1 franc per fish at the end (``value_pictogram``)

The painter (``layout_pictogram``, ``fit_pictogram``, ``draw_pictogram``) sets the glyphs at a given height with
the counts as numbers beside them, in the table's type; its ``text_runs`` are the numbers, for the legibility
tests. Goods are the wooden tokens of ``materials``, the symbols come from ``resources/art/symbols.svg``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter

from ...engine import (
    BuildingFunction,
    BuildingSpec,
    ChooseGoodFunction,
    ConversionFunction,
    Cost,
    Direction,
    DistinctGoodsFunction,
    FixedFunction,
    FixedValue,
    Good,
    MarkerTradeFunction,
    PerDockSymbolValue,
    PerGoodValue,
    SplitFunction,
    StepRun,
)
from .. import theme
from ..art import draw_symbol
from ..painting import CENTER, TextRun, text_width
from .materials import COIN_THICKNESS, Piece, TokenKind, draw_coin, draw_token


class GlyphKind(StrEnum):
    GOOD = "good"  # a good's token: in a function its marker moves; in a cost, the good paid
    FOOD = "food"  # paid with fish or grain
    FRANC = "franc"  # a franc coin
    ANY_GOOD = "any_good"  # steps shared out among any markers
    DIFFERENT = "different"  # up to N markers of different goods
    MULTIPLIER = "multiplier"  # N, the multiplier of the building's sector
    MOVE = "move"  # a marker's direction on the warehouse; its count is the steps
    REPEAT = "repeat"  # up to N times
    GIVES = "gives"  # pay what is before, get what follows
    OR = "or"
    AND = "and"
    EDGE = "edge"  # steps past the warehouse's edge are lost (and may be chosen)
    LOCK = "lock"  # a lock building: never used
    NO_FUNCTION = "no_function"
    DOCK = "dock"  # the Dock symbol
    VALUE = "value"  # a value in francs, on a coin
    VALUE_PER_GOOD = "value_per_good"  # francs per unit of a good at the end of the game
    VALUE_PER_DOCK = "value_per_dock"  # francs per building with the Dock symbol at the end of the game


@dataclass(frozen=True)
class Amount:
    """``per_n`` × N + ``extra``: a count that may depend on the sector's multiplier N."""

    per_n: int = 0
    extra: int = 0

    def parts(self) -> tuple[str, ...]:
        """The count as it is written, the multiplier as ``"N"``: ("3", "N"), ("N", "+1"), ("2",)."""
        if not self.per_n:
            return (str(self.extra),)
        parts: tuple[str, ...] = ("N",) if self.per_n == 1 else (str(self.per_n), "N")
        if self.extra > 0:
            parts += (f"+{self.extra}",)
        elif self.extra < 0:
            parts += (f"\u2212{-self.extra}",)
        return parts

    def text(self) -> str:
        return "".join(self.parts())


N = Amount(1)


def fixed(count: int) -> Amount:
    return Amount(0, count)


@dataclass(frozen=True)
class Glyph:
    kind: GlyphKind
    good: Good | None = None
    direction: Direction | None = None
    count: Amount | None = None

    def symbols(self) -> frozenset[tuple[str, ...]]:
        """The symbols drawn for it: its kind (with its good or direction where they change the picture), the good
        a value counts, and the multiplier of its count."""
        shown: set[tuple[str, ...]]
        if self.kind is GlyphKind.GOOD and self.good is not None:
            shown = {(self.kind.value, self.good.value)}
        elif self.kind is GlyphKind.MOVE and self.direction is not None:
            shown = {(self.kind.value, self.direction.value)}
        else:
            shown = {(self.kind.value,)}
        if self.kind is GlyphKind.VALUE_PER_GOOD and self.good is not None:
            shown.add((GlyphKind.GOOD.value, self.good.value))
        if self.count is not None and self.count.per_n:
            shown.add((GlyphKind.MULTIPLIER.value,))
        return frozenset(shown)


@dataclass(frozen=True)
class Pictogram:
    """A line of glyphs in groups (set apart from each other by a wider space)."""

    groups: tuple[tuple[Glyph, ...], ...] = ()

    @property
    def glyphs(self) -> tuple[Glyph, ...]:
        return tuple(glyph for group in self.groups for glyph in group)

    def symbols(self) -> frozenset[tuple[str, ...]]:
        """Every symbol the line shows."""
        return frozenset().union(*(glyph.symbols() for glyph in self.glyphs))


def line(*groups: tuple[Glyph, ...]) -> Pictogram:
    return Pictogram(tuple(group for group in groups if group))


# ---- from the data -------------------------------------------------------------------------------


def function_pictogram(spec: BuildingSpec) -> Pictogram:
    """What using the building does, and its Dock symbol; a lock building shows the lock and that it has no
    function (its value, by the good or the Dock symbols, is ``value_pictogram``'s, shown where values are)."""
    dock = (Glyph(GlyphKind.DOCK),) if spec.dock_symbol else ()
    if spec.function is None:
        return line((Glyph(GlyphKind.LOCK),), (Glyph(GlyphKind.NO_FUNCTION),), dock)
    return line(*_function_groups(spec.function), dock)


def _function_groups(function: BuildingFunction) -> tuple[tuple[Glyph, ...], ...]:
    if isinstance(function, FixedFunction):
        groups: list[tuple[Glyph, ...]] = []
        if function.francs_per_multiplier or function.francs_extra:
            groups.append(
                (Glyph(GlyphKind.FRANC, count=Amount(function.francs_per_multiplier, function.francs_extra)),)
            )
        groups.extend(_runs(function.runs))
        return tuple(groups)
    if isinstance(function, ChooseGoodFunction):
        return (_either(function.goods) + (Glyph(GlyphKind.MOVE, direction=function.direction, count=N),),)
    if isinstance(function, SplitFunction):
        return (
            (
                Glyph(GlyphKind.ANY_GOOD),
                Glyph(GlyphKind.MOVE, direction=function.direction, count=Amount(1, function.extra)),
            ),
            (Glyph(GlyphKind.EDGE),),
        )
    if isinstance(function, DistinctGoodsFunction):
        step = (
            Glyph(GlyphKind.DIFFERENT, count=N),
            Glyph(GlyphKind.MOVE, direction=function.direction, count=fixed(1)),
        )
        if function.francs_each:
            return step, (Glyph(GlyphKind.GIVES),), (Glyph(GlyphKind.FRANC, count=fixed(function.francs_each)),)
        return step, (Glyph(GlyphKind.EDGE),)
    if isinstance(function, MarkerTradeFunction):
        return (
            (Glyph(GlyphKind.REPEAT, count=N),),
            _either(function.goods) + (Glyph(GlyphKind.MOVE, direction=function.direction, count=fixed(1)),),
            (Glyph(GlyphKind.GIVES),),
            (Glyph(GlyphKind.FRANC, count=fixed(function.francs_each)),),
        )
    assert isinstance(function, ConversionFunction)
    paid: list[Glyph] = []
    if function.franc_cost:
        paid.append(Glyph(GlyphKind.FRANC, count=fixed(function.franc_cost)))
    if function.food_cost:
        paid += ([Glyph(GlyphKind.AND)] if paid else []) + [Glyph(GlyphKind.FOOD, count=fixed(function.food_cost))]
    got: list[Glyph] = []
    if function.gain_good is not None and function.gain_direction is not None:
        got += [
            Glyph(GlyphKind.GOOD, good=function.gain_good),
            Glyph(GlyphKind.MOVE, direction=function.gain_direction, count=fixed(1)),
        ]
    if function.francs_gain:
        got += ([Glyph(GlyphKind.AND)] if got else []) + [Glyph(GlyphKind.FRANC, count=fixed(function.francs_gain))]
    return (Glyph(GlyphKind.REPEAT, count=N),), tuple(paid), (Glyph(GlyphKind.GIVES),), tuple(got)


def _runs(runs: tuple[StepRun, ...]) -> list[tuple[Glyph, ...]]:
    """One group per direction and count: runs that move alike share their arrow ([wood] + [clay] → N)."""
    groups: list[tuple[Glyph, ...]] = []
    index = 0
    while index < len(runs):
        run = runs[index]
        alike = [run]
        while index + len(alike) < len(runs) and _same_move(runs[index + len(alike)], run):
            alike.append(runs[index + len(alike)])
        goods: list[Glyph] = []
        for other in alike:
            goods += ([Glyph(GlyphKind.AND)] if goods else []) + [Glyph(GlyphKind.GOOD, good=other.good)]
        groups.append(
            tuple(goods)
            + (Glyph(GlyphKind.MOVE, direction=run.direction, count=Amount(run.per_multiplier, run.extra)),)
        )
        index += len(alike)
    return groups


def _same_move(a: StepRun, b: StepRun) -> bool:
    return (a.direction, a.per_multiplier, a.extra) == (b.direction, b.per_multiplier, b.extra)


def _either(goods: tuple[Good, ...]) -> tuple[Glyph, ...]:
    glyphs: list[Glyph] = []
    for good in goods:
        glyphs += ([Glyph(GlyphKind.OR)] if glyphs else []) + [Glyph(GlyphKind.GOOD, good=good)]
    return tuple(glyphs)


def value_pictogram(spec: BuildingSpec) -> Pictogram:
    """The building's value: francs on a coin, or francs per good or per Dock symbol at the end."""
    value = spec.value
    if isinstance(value, FixedValue):
        return line((Glyph(GlyphKind.VALUE, count=fixed(value.amount)),))
    if isinstance(value, PerGoodValue):
        return line((Glyph(GlyphKind.VALUE_PER_GOOD, good=value.good, count=fixed(value.per)),))
    assert isinstance(value, PerDockSymbolValue)
    return line((Glyph(GlyphKind.VALUE_PER_DOCK, count=fixed(value.per)),))


def cost_pictogram(cost: Cost) -> Pictogram:
    """A building's cost: each part as a count beside its token or coin."""
    parts = (
        (cost.wood, Glyph(GlyphKind.GOOD, good=Good.WOOD)),
        (cost.clay, Glyph(GlyphKind.GOOD, good=Good.CLAY)),
        (cost.food, Glyph(GlyphKind.FOOD)),
        (cost.francs, Glyph(GlyphKind.FRANC)),
    )
    return line(*((Glyph(glyph.kind, glyph.good, count=fixed(amount)),) for amount, glyph in parts if amount))


# ---- the painter ---------------------------------------------------------------------------------
TOKENS: dict[GlyphKind, TokenKind] = {
    GlyphKind.FOOD: Piece.FOOD,
    GlyphKind.ANY_GOOD: Piece.ANY,
    GlyphKind.DIFFERENT: Piece.DIFFERENT,
}
SYMBOLS: dict[GlyphKind, str] = {
    GlyphKind.MULTIPLIER: "multiplier",
    GlyphKind.REPEAT: "repeat",
    GlyphKind.GIVES: "gives",
    GlyphKind.OR: "or",
    GlyphKind.AND: "and",
    GlyphKind.EDGE: "edge",
    GlyphKind.LOCK: "lock",
    GlyphKind.NO_FUNCTION: "no_function",
    GlyphKind.DOCK: "dock",
}
# Width over height of the symbols that are not square (their frames in symbols.svg; a test compares).
SYMBOL_ASPECTS: dict[str, float] = {"gives": 1.2, "or": 0.5, "per": 0.5, "and": 0.7}
COUNT_AFTER = (GlyphKind.MOVE, GlyphKind.REPEAT)  # "→ 3", "↻ N"; other counts stand before: "2 [food]"
GLYPH_GAP = 0.1  # between the parts of a group, as a fraction of the glyph height
GROUP_GAP = 0.42  # between groups
COUNT_GAP = 0.06  # between a count and its glyph


@dataclass(frozen=True)
class Part:
    """One drawn piece of a line: a token, a coin (``label``: a number on it, else the franc's mark) or a symbol."""

    rect: QRectF
    token: TokenKind | None = None
    symbol: str | None = None
    coin: bool = False
    label: TextRun | None = None


@dataclass(frozen=True)
class PictogramLayout:
    parts: tuple[Part, ...]
    counts: tuple[TextRun, ...]  # the numbers beside the glyphs
    width: float
    height: float
    glyph_height: float
    origin: QPointF = field(default_factory=QPointF)

    @property
    def text_runs(self) -> list[TextRun]:
        """Every text the line paints (its counts and the numbers on its coins), where they are painted."""
        labels = [part.label for part in self.parts if part.label is not None]
        return [_moved(run, self.origin) for run in (*self.counts, *labels)]

    def at(self, origin: QPointF) -> PictogramLayout:
        """The same line with its top left at ``origin``."""
        return PictogramLayout(self.parts, self.counts, self.width, self.height, self.glyph_height, QPointF(origin))


def _moved(run: TextRun, by: QPointF) -> TextRun:
    return TextRun(run.role, run.text, run.font, run.rect.translated(by), run.flags)


@lru_cache(maxsize=1024)
def layout_pictogram(
    pictogram: Pictogram, glyph_height: float, min_text_px: int = theme.MIN_TEXT_PX, spacing: float = 1.0
) -> PictogramLayout:
    """The line set at ``glyph_height``, its top left at (0, 0); counts in bold type at least ``min_text_px``;
    ``spacing``: the gaps between groups and glyphs, as a share of their usual width. Everything is centred on the
    line's middle; a value's coin is large enough for its number."""
    h = glyph_height
    px = max(min_text_px, round(h * 1.05))
    parts: list[Part] = []
    counts: list[tuple[str, float, float]] = []  # text, left, width
    x = 0.0

    def text(value: str) -> None:
        nonlocal x
        width = text_width(value, px, bold=True) + 1
        counts.append((value, x, width))
        x += width

    def count(amount: Amount) -> None:
        nonlocal x
        for index, piece in enumerate(amount.parts()):
            if index:
                x += h * COUNT_GAP / 2
            if piece == "N":
                parts.append(Part(QRectF(x, 0, h, h), symbol="multiplier"))
                x += h
            else:
                text(piece)

    for group_index, group in enumerate(pictogram.groups):
        if group_index:
            x += h * GROUP_GAP * spacing
        for glyph_index, glyph in enumerate(group):
            if glyph_index:
                x += h * GLYPH_GAP * spacing
            if glyph.count is not None and glyph.kind not in COUNT_AFTER and not _counted_inside(glyph):
                count(glyph.count)
                x += h * COUNT_GAP
            x = _place(glyph, parts, x, h, min_text_px)
            if glyph.count is not None and glyph.kind in COUNT_AFTER:
                x += h * COUNT_GAP
                count(glyph.count)
    font = theme.board_font(px, bold=True)
    line_height = max([h, px * 1.2] + [part.rect.height() for part in parts])
    centred = tuple(_centred(part, line_height) for part in parts)
    runs = tuple(
        TextRun("function", value, font, QRectF(left, 0, width, line_height), int(CENTER))
        for value, left, width in counts
    )
    return PictogramLayout(centred, runs, x, line_height, h)


def _centred(part: Part, line_height: float) -> Part:
    shift = (line_height - part.rect.height()) / 2 - part.rect.top()
    label = part.label
    if label is not None:
        label = TextRun(label.role, label.text, label.font, label.rect.translated(0, shift), label.flags)
    return Part(part.rect.translated(0, shift), part.token, part.symbol, part.coin, label)


def _counted_inside(glyph: Glyph) -> bool:
    """Values carry their number on the coin."""
    return glyph.kind in (GlyphKind.VALUE, GlyphKind.VALUE_PER_GOOD, GlyphKind.VALUE_PER_DOCK)


def value_coin_size(glyph_height: float, min_text_px: int) -> float:
    """A value's coin: a little larger than the glyphs, and large enough for a number of ``min_text_px`` on it."""
    return max(glyph_height * 1.15, min_text_px / LABEL_PER_COIN)


LABEL_PER_COIN = 0.62  # a number's type size as a fraction of its coin's diameter (it fills the coin's field)


def _place(glyph: Glyph, parts: list[Part], x: float, h: float, min_text_px: int) -> float:
    """Put the glyph's pieces from ``x`` on (tops at 0: the line centres them); returns where the next starts."""
    kind = glyph.kind
    if kind is GlyphKind.GOOD and glyph.good is not None:
        parts.append(Part(QRectF(x, 0, h, h), token=glyph.good))
        return x + h
    if kind in TOKENS:
        parts.append(Part(QRectF(x, 0, h, h), token=TOKENS[kind]))
        return x + h
    if kind is GlyphKind.FRANC:
        parts.append(Part(QRectF(x, 0, h, h), coin=True))
        return x + h
    if kind is GlyphKind.MOVE and glyph.direction is not None:
        parts.append(Part(QRectF(x, 0, h, h), symbol=f"move_{glyph.direction.value}"))
        return x + h
    if kind in SYMBOLS:
        width = h * SYMBOL_ASPECTS.get(SYMBOLS[kind], 1.0)
        parts.append(Part(QRectF(x, 0, width, h), symbol=SYMBOLS[kind]))
        return x + width
    # A value: its number on a coin, then (per good, per Dock symbol) a slash and what it counts.
    size = value_coin_size(h, min_text_px)
    coin = QRectF(x, 0, size, size)
    label_px = max(min_text_px, round(size * LABEL_PER_COIN))
    face = QRectF(coin.left(), coin.top(), size, size * (1 - COIN_THICKNESS))
    label = TextRun(
        "value",
        glyph.count.text() if glyph.count is not None else "",
        theme.board_font(label_px, bold=True),
        face,
        int(CENTER),
    )
    parts.append(Part(coin, coin=True, label=label))
    x += size
    if kind is GlyphKind.VALUE:
        return x
    slash = h * SYMBOL_ASPECTS["per"]
    parts.append(Part(QRectF(x, 0, slash, h), symbol="per"))
    x += slash
    if kind is GlyphKind.VALUE_PER_GOOD and glyph.good is not None:
        parts.append(Part(QRectF(x, 0, h, h), token=glyph.good))
    else:
        parts.append(Part(QRectF(x, 0, h, h), symbol="dock"))
    return x + h


def fit_pictogram(
    pictogram: Pictogram,
    rect: QRectF,
    max_height: float,
    min_height: float,
    centre: bool = False,
    min_text_px: int = theme.MIN_TEXT_PX,
    closer: float = 1.0,
) -> PictogramLayout:
    """The line at the largest glyph height from ``max_height`` down to ``min_height`` (in steps of a unit) that
    fits ``rect``'s width, centred in its height (and in its width, when ``centre``). ``closer`` below 1: at each
    height the gaps may close to that share of their width before the glyphs shrink."""
    height = max_height
    while True:
        for spacing in dict.fromkeys((1.0, closer)):
            layout = layout_pictogram(pictogram, height, min_text_px, spacing)
            if layout.width <= rect.width():
                break
        if layout.width <= rect.width() or height - 1 < min_height:
            break
        height -= 1
    left = rect.left() + (max(0.0, rect.width() - layout.width) / 2 if centre else 0.0)
    return layout.at(QPointF(left, rect.center().y() - layout.height / 2))


def draw_pictogram(painter: QPainter, layout: PictogramLayout, ink: QColor | None = None) -> None:
    """Paint a laid-out line at its origin; counts in ``ink`` (the palette's ink by default)."""
    colour = ink or theme.current().ink
    painter.save()
    painter.translate(layout.origin)
    for part in layout.parts:
        if part.token is not None:
            draw_token(painter, part.token, part.rect, shadow=True)
        elif part.coin:
            draw_coin(painter, part.rect, mark=part.label is None)
            if part.label is not None:
                part.label.draw(painter, QColor(theme.current().on_highlight))
        elif part.symbol is not None:
            draw_symbol(painter, part.symbol, part.rect)
    for run in layout.counts:
        run.draw(painter, colour)
    painter.restore()
