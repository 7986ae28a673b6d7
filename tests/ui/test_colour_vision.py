"""Nothing by colour alone (issue 13): players, goods, legal cells and proposed moves stay apart for a
protanope, a deuteranope, a tritanope and in greyscale, in every theme.

Two levels:

- The palettes themselves (fast, every pair): each colour is passed through the simulations of
  ``colour_vision`` and the pairs below are measured with CIEDE2000.
- The real table, painted in each theme with a build being shaped (legal cells and proposed places on
  show, both players' markers and buildings on the table): a screenshot of the view is transformed as a
  whole, and the simulated pixels are read at places computed from the items' geometry (never from fixed
  pixel coordinates). Each place is first checked in the untransformed picture to hold the colour it is
  meant to hold, so that a sample that lands on the wrong thing fails instead of measuring nonsense.

Thresholds (ΔE2000; about 1 is just noticeable side by side):

- ``AT_A_GLANCE = 10``: two colours that must be *recognised* apart, not merely compared — the small marks
  of the two players (chip stripes, the round track's starter marks), the preview against the legal edge,
  the legal edge against the cells. A difference of 10 or more is seen at a glance on small, separate
  marks; below it a player has to look twice.
- ``SIDE_BY_SIDE = 5``: the fill of a legal cell against the plain cell of the same shade beside it. These
  are large fields that touch, where a difference of a few units is already plain (and the legal cell has
  its legal edge besides, held to ``AT_A_GLANCE``).

Where colour is *not* the only cue, a pair may fall below the threshold, and then its other cue is checked
instead of the colour (no threshold is lowered for it):

- two goods: their shapes (circle, square, triangle, diamond) — the markers' silhouettes are cut out of the
  simulated screenshot and must differ;
- the preview against a good: a proposed place is the good's shape *hollow*, with an arrow from the marker —
  the arrow must be on the table and the outline's inside must not be the outline's colour;
- the active player's panel against the waiting one: it says "Your turn" (and has the highlight border),
  so the panels' texts must differ.

Run with ``-s`` to see every measured minimum.
"""

from __future__ import annotations

import itertools
import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np
import numpy.typing as npt
import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPathStroker
from PySide6.QtWidgets import QGraphicsItem

from lehavre_desktop.engine import (
    GOODS,
    ROUND_LETTERS,
    Build,
    Cell,
    Good,
    decode,
    position_from_data,
    round_start_player,
)
from lehavre_desktop.ui import theme
from lehavre_desktop.ui.board.geometry import HEADER_HEIGHT
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.painting import good_path
from lehavre_desktop.ui.theme import PALETTES, TablePalette, over
from tests.ui.colour_vision import (
    RGB,
    SIMULATIONS,
    Pixels,
    as_rgb,
    delta_e2000,
    image_to_array,
    simulate_colour,
)
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import click_tile, settle, shape_choice
from tests.ui.test_legibility import CROWDED

AT_A_GLANCE = 10.0
SIDE_BY_SIDE = 5.0
# Silhouettes are compared by their width profiles (``shape_distance``: 0 = the same shape, 1 = as far apart
# as can be). The four goods' shapes lie 0.34 (circle / diamond) to 0.9 apart as drawn; the same marker cut
# out of two simulations of one picture lies within 0.1 of itself (antialiased edges shift by a pixel).
SHAPE_APART = 0.25
SAME_SHAPE = 0.15
VISIONS = ("normal", *SIMULATIONS)
THEMES = tuple(PALETTES)
Mask = npt.NDArray[np.bool_]
BUILD = "build church_square pay fish@1.0 grain@0.1"  # Emma's payment moves fish and grain: two proposed places

SHAPE = "shape"
HOLLOW = "hollow outline and arrow"
TURN_TEXT = "the panel says whose turn it is"


@dataclass(frozen=True)
class Pair:
    """Two colours that must stay apart: by ``threshold``, or else by ``cue`` (None: colour is all there is)."""

    a: RGB
    b: RGB
    threshold: float
    cue: str | None = None


def palette_pairs(palette: TablePalette) -> dict[str, Pair]:
    """Every distinction of the issue, by its name, from the palette's colours."""
    rgb = as_rgb
    pairs = {"player 0 / player 1": Pair(rgb(palette.player_colours[0]), rgb(palette.player_colours[1]), AT_A_GLANCE)}
    for seat in (0, 1):  # whose turn: the active player's panel against a waiting one
        pairs[f"active panel {seat} / waiting panel"] = Pair(
            rgb(palette.player_grounds[seat]), rgb(palette.table_light), AT_A_GLANCE, TURN_TEXT
        )
    for shade in ("cell_light", "cell_dark"):
        plain = getattr(palette, shade)
        pairs[f"legal {shade} / plain {shade}"] = Pair(rgb(over(palette.legal_target, plain)), rgb(plain), SIDE_BY_SIDE)
        pairs[f"legal edge / {shade}"] = Pair(rgb(palette.legal_edge), rgb(plain), AT_A_GLANCE)
    pairs["preview / legal edge"] = Pair(rgb(palette.preview), rgb(palette.legal_edge), AT_A_GLANCE)
    for good in GOODS:
        pairs[f"preview / {good.value}"] = Pair(
            rgb(palette.preview), rgb(palette.good_colours[good]), AT_A_GLANCE, HOLLOW
        )
    for a, b in itertools.combinations(GOODS, 2):
        pairs[f"{a.value} / {b.value}"] = Pair(
            rgb(palette.good_colours[a]), rgb(palette.good_colours[b]), AT_A_GLANCE, SHAPE
        )
    return pairs


@dataclass(frozen=True)
class Verdict:
    deltas: dict[str, float]  # pair -> ΔE2000 as seen
    failed: list[str]  # below the threshold with nothing but colour to tell them apart
    on_cue: list[str]  # below the threshold: told apart by their other cue (which the caller checks)


def judge(pairs: dict[str, Pair], see: Callable[[RGB], RGB]) -> Verdict:
    """Measure every pair as ``see`` shows its colours."""
    deltas = {name: delta_e2000(see(pair.a), see(pair.b)) for name, pair in pairs.items()}
    short = [name for name, pair in pairs.items() if deltas[name] < pair.threshold]
    return Verdict(deltas, [n for n in short if pairs[n].cue is None], [n for n in short if pairs[n].cue is not None])


def seen_by(vision: str) -> Callable[[RGB], RGB]:
    return lambda colour: simulate_colour(vision, colour)


def summary(verdict: Verdict, pairs: dict[str, Pair]) -> str:
    """The least distance among the pairs that have only colour, and the pairs that fell back on their cue."""
    alone = [name for name, pair in pairs.items() if pair.cue is None]
    least = min(alone, key=verdict.deltas.__getitem__)
    cue = (
        "; on another cue: " + ", ".join(f"{name} {verdict.deltas[name]:.1f}" for name in verdict.on_cue)
        if verdict.on_cue
        else ""
    )
    return f"least by colour alone: {least} {verdict.deltas[least]:.1f}{cue}"


# ---- the palettes --------------------------------------------------------------------------------


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("name", THEMES)
def test_the_palettes_keep_every_distinction(name: str, vision: str) -> None:
    pairs = palette_pairs(PALETTES[name])
    verdict = judge(pairs, seen_by(vision))
    print(f"\n{name} / {vision}: {summary(verdict, pairs)}")
    assert verdict.failed == [], {pair: round(verdict.deltas[pair], 1) for pair in verdict.failed}
    # What rests on another cue has one: every good its own shape.
    assert len(set(theme.GOOD_SHAPES.values())) == len(GOODS)


def test_the_check_catches_players_in_red_and_green() -> None:
    bad = replace(theme.LIGHT, player_colours=(QColor("#c0392b"), QColor("#5e8a2e")))
    normal = judge(palette_pairs(bad), seen_by("normal"))
    assert "player 0 / player 1" not in normal.failed  # plain to a trichromat (ΔE 55)...
    for vision in ("deuteranopia", "greyscale"):  # ...but not to a deuteranope (3.4), nor in grey (7.9)
        assert "player 0 / player 1" in judge(palette_pairs(bad), seen_by(vision)).failed, vision


def test_the_check_catches_a_preview_in_the_legal_edge_s_grey() -> None:
    # Magenta and this green have the same lightness: apart in colour, one grey in greyscale.
    bad = replace(theme.LIGHT, preview=QColor("#b400d2"))
    assert "preview / legal edge" in judge(palette_pairs(bad), seen_by("greyscale")).failed


def test_the_colour_science_is_right() -> None:
    from tests.ui.colour_vision import delta_e2000_lab, to_lab

    # Sharma, Wu and Dalal (2005), table 1: pairs 1, 7, 17 and 34.
    for lab1, lab2, expected in (
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
    ):
        assert delta_e2000_lab(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert to_lab((255, 255, 255)) == pytest.approx((100.0, 0.0, 0.0), abs=0.01)
    # A dichromat does not see the difference the simulation takes away, and greys stay grey.
    assert simulate_colour("deuteranopia", (128, 128, 128)) == pytest.approx((128, 128, 128), abs=1)
    assert simulate_colour("greyscale", (255, 0, 0))[0] == simulate_colour("greyscale", (255, 0, 0))[2]
    red, green = (0xC0, 0x39, 0x2B), (0x5E, 0x8A, 0x2E)  # a classic confusion pair
    assert delta_e2000(red, green) > 50
    assert delta_e2000(simulate_colour("deuteranopia", red), simulate_colour("deuteranopia", green)) < 5


# ---- the table ---------------------------------------------------------------------------------------


def shaped_table(window_factory: WindowFactory, name: str) -> MainWindow:
    """Round K, both players' markers and buildings out, Emma's Church Square being paid: legal cells and
    proposed places on her warehouse."""
    window = window_factory(position_from_data(CROWDED))
    window.resize(1920, 1200)
    settle()
    window.theme_menu.set_choice(name)
    target = decode(BUILD)
    assert isinstance(target, Build)
    click_tile(window, target.building)
    shape_choice(window, target)
    settle()
    return window


class Table:
    """The view's picture, untransformed and as each simulation shows it, read at the items' places."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.view = window.view
        self.normal = image_to_array(self.view.viewport().grab().toImage())
        self.seen: dict[str, Pixels] = {"normal": self.normal}
        self.seen.update({vision: simulate(self.normal) for vision, simulate in SIMULATIONS.items()})

    def point(self, item: QGraphicsItem, local: QPointF) -> QPoint:
        shown = self.view.mapFromScene(item.mapToScene(local))
        assert self.view.viewport().rect().contains(shown), f"{local} of {item!r} is out of view"
        return shown

    def pixel(self, vision: str, at: QPoint) -> RGB:
        return as_rgb(self.seen[vision][at.y(), at.x()])

    def find(
        self, item: QGraphicsItem, local: QPointF, expected: QColor, radius: int = 0, tolerance: float = 4.0
    ) -> QPoint:
        """The pixel at ``local`` of ``item`` (or, for a thin line, the one nearest to it within ``radius``
        that holds ``expected``), checked in the untransformed picture to hold ``expected``."""
        centre = self.point(item, local)
        best = min(
            (
                QPoint(centre.x() + dx, centre.y() + dy)
                for dx in range(-radius, radius + 1)
                for dy in range(-radius, radius + 1)
            ),
            key=lambda p: delta_e2000(self.pixel("normal", p), as_rgb(expected)),
        )
        found = delta_e2000(self.pixel("normal", best), as_rgb(expected))
        assert found <= tolerance, (
            f"{local} of {type(item).__name__}: {self.pixel('normal', best)} is not {expected.name()} (ΔE {found:.1f})"
        )
        return best

    def mask(self, vision: str, item: QGraphicsItem, box: QRectF) -> Mask:
        """The silhouette around ``box``'s centre: the connected pixels of the centre's colour (an outline
        of another colour stops it even where the ground beyond has the same colour)."""
        top_left, bottom_right = self.point(item, box.topLeft()), self.point(item, box.bottomRight())
        crop = self.seen[vision][top_left.y() - 1 : bottom_right.y() + 2, top_left.x() - 1 : bottom_right.x() + 2]
        crop = crop.astype(np.int32)
        height, width, _ = crop.shape
        seed = (height // 2, width // 2)
        same = np.linalg.norm(crop - crop[seed], axis=2) < 28
        inside: Mask = np.zeros(same.shape, dtype=np.bool_)
        queue = deque([seed])
        inside[seed] = True
        while queue:
            y, x = queue.popleft()
            for ny, nx in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)):
                if 0 <= ny < height and 0 <= nx < width and same[ny, nx] and not inside[ny, nx]:
                    inside[ny, nx] = True
                    queue.append((ny, nx))
        return inside


BANDS = 6


def width_profile(mask: Mask) -> npt.NDArray[np.float64]:
    """The silhouette's width in ``BANDS`` horizontal bands, as fractions of its widest extent."""
    rows = np.flatnonzero(mask.any(axis=1))
    cols = np.flatnonzero(mask.any(axis=0))
    assert rows.size >= BANDS and cols.size >= 4, "no silhouette"
    body = mask[rows[0] : rows[-1] + 1, cols[0] : cols[-1] + 1]
    widths = body.sum(axis=1) / body.shape[1]
    edges = np.linspace(0, len(widths), BANDS + 1)
    return np.array([widths[int(edges[i]) : max(int(edges[i]) + 1, int(edges[i + 1]))].mean() for i in range(BANDS)])


def shape_distance(a: Mask, b: Mask) -> float:
    return float(np.abs(width_profile(a) - width_profile(b)).max())


def free_of_marks(window: MainWindow, seat: int, scene_point: QPointF) -> bool:
    """Nothing the warehouse puts over its cells (a marker, a proposed place, an arrow) covers the point."""
    warehouse = window.scene.warehouses[seat]
    area = QRectF(scene_point.x() - 4, scene_point.y() - 4, 8, 8)
    for good in GOODS:
        for item in (warehouse.marker_item(good), warehouse.ghost_item(good)):
            if item.isVisible() and item.sceneBoundingRect().intersects(area):
                return False
        arrow = warehouse.arrow_item(good)
        if arrow.isVisible():
            stroker = QPainterPathStroker()
            stroker.setWidth(14)
            if arrow.mapToScene(stroker.createStroke(arrow.path())).intersects(area):
                return False
    return True


def cell_sample(window: MainWindow, seat: int, cell: Cell) -> QPointF | None:
    """A point of the cell's ground (inside its legal edge, off its number in the top-left corner and off every
    marker)."""
    warehouse = window.scene.warehouses[seat]
    rect = warehouse.grid.cell_rect(cell)
    right, bottom = rect.width() - 7, rect.height() - 7
    for dx, dy in ((right, 7), (7, bottom), (right, bottom)):
        local = rect.topLeft() + QPointF(dx, dy)
        if free_of_marks(window, seat, warehouse.mapToScene(local)):
            return local
    return None


@dataclass
class Samples:
    """Where each colour of the issue is on the table (viewport pixels), found through the items."""

    players: dict[int, list[QPoint]]
    panels: dict[int, QPoint]  # the same spot of each player's panel (one active, one waiting)
    goods: dict[Good, QPoint]  # a marker's fill
    legal: QPoint
    plain: QPoint
    legal_edge: QPoint
    preview: list[QPoint]  # proposed places' outlines and an arrow
    hollow: dict[Good, tuple[QPoint, QPoint]]  # a proposed place: its outline and its inside


def locate(table: Table, palette: TablePalette) -> Samples:
    window = table.window
    scene = window.scene
    state = window.session.state
    acting, waiting = state.current, 1 - state.current
    panels = {}
    for seat, header in enumerate(scene.headers):
        ground = palette.player_grounds[seat] if seat == acting else palette.table_light
        panels[seat] = table.find(header, QPointF(8, HEADER_HEIGHT / 2), ground)
    rest = scene.warehouses[waiting]  # nothing proposed there: the markers as they are
    goods = {}
    for good in GOODS:
        marker = rest.marker_item(good)
        goods[good] = table.find(marker, QPointF(marker.size / 2, marker.size * 0.6), palette.good_colours[good])
    legal, plain, legal_edge = locate_legal_and_plain(table, palette, acting)
    preview, hollow = locate_preview(table, palette, acting)
    return Samples(locate_players(table, palette), panels, goods, legal, plain, legal_edge, preview, hollow)


def locate_players(table: Table, palette: TablePalette) -> dict[int, list[QPoint]]:
    """Four spots in each player's colour: the round track's starter marks, then buildings' strips."""
    scene = table.window.scene
    players: dict[int, list[QPoint]] = {0: [], 1: []}
    for index in range(len(ROUND_LETTERS)):  # the round track's starter marks: a dot in the player's colour
        seat = round_start_player(index)
        if len(players[seat]) < 2:
            mark = scene.track.starter_mark(index)
            players[seat].append(table.find(scene.track, mark.center(), palette.player_colours[seat]))
    for chip in scene.chips.values():  # each building's strip in its owner's colour
        if len(players[chip.owner]) < 4 and chip.isVisible():
            strip = QPointF(chip.rect.left() + 3, chip.rect.center().y())
            players[chip.owner].append(table.find(chip, strip, palette.player_colours[chip.owner], radius=1))
    assert all(len(found) == 4 for found in players.values()), players
    return players


def locate_legal_and_plain(table: Table, palette: TablePalette, acting: int) -> tuple[QPoint, QPoint, QPoint]:
    """A legal cell of the acting player's warehouse, a plain cell of the same shade, and the legal cell's edge."""
    window = table.window
    board = window.scene.warehouses[acting]
    highlighted = board.highlighted()
    assert highlighted, "no legal cells on the table"
    for cell in sorted(highlighted):
        here = cell_sample(window, acting, cell)
        if here is None:
            continue
        twins = [
            c for c in board.geometry.cells if c not in highlighted and (c.row + c.col) % 2 == (cell.row + cell.col) % 2
        ]
        for twin in twins:
            there = cell_sample(window, acting, twin)
            if there is not None:
                shade = palette.cell_dark if (cell.row + cell.col) % 2 else palette.cell_light
                legal = table.find(board, here, over(palette.legal_target, shade))
                plain = table.find(board, there, shade)
                edge_at = board.grid.cell_rect(cell).topLeft() + QPointF(2.5, board.grid.cell_rect(cell).height() / 2)
                legal_edge = table.find(board, edge_at, palette.legal_edge, radius=2, tolerance=8)
                return legal, plain, legal_edge
    raise AssertionError("no legal and plain cell of one shade free to sample")


def locate_preview(
    table: Table, palette: TablePalette, acting: int
) -> tuple[list[QPoint], dict[Good, tuple[QPoint, QPoint]]]:
    """The proposed places' outlines and arrows, and each proposed place's outline beside its inside."""
    board = table.window.scene.warehouses[acting]
    preview: list[QPoint] = []
    hollow = {}
    for good in GOODS:
        ghost = board.ghost_item(good)
        if not (ghost.isVisible() and ghost.moved_away):
            continue
        outline = good_path(good, QRectF(0, 0, ghost.size, ghost.size).adjusted(2, 2, -2, -2))
        left = min((outline.pointAtPercent(t / 40) for t in range(41)), key=lambda p: p.x())
        stroke = table.find(ghost, left, palette.preview, radius=1, tolerance=6)
        inside = table.point(ghost, QPointF(left.x() + ghost.size * 0.28, left.y()))
        preview.append(stroke)
        hollow[good] = (stroke, inside)
        arrow = board.arrow_item(good)
        assert arrow.isVisible(), f"no arrow to the proposed place of {good.value}"
        preview.append(table.find(arrow, arrow.path().pointAtPercent(0.5), palette.preview, radius=2, tolerance=6))
    assert hollow, "no proposed place on the table"
    return preview, hollow


def table_pairs(table: Table, vision: str, samples: Samples) -> dict[str, Pair]:
    """The issue's pairs as the simulated screenshot shows them (every sample of a colour against every
    sample of the other)."""
    px = table.pixel
    pairs: dict[str, Pair] = {}
    for i, (first, second) in enumerate(itertools.product(samples.players[0], samples.players[1])):
        pairs[f"player 0 / player 1 #{i}"] = Pair(px(vision, first), px(vision, second), AT_A_GLANCE)
    pairs["active panel / waiting panel"] = Pair(
        px(vision, samples.panels[0]), px(vision, samples.panels[1]), AT_A_GLANCE, TURN_TEXT
    )
    pairs["legal cell / plain cell"] = Pair(px(vision, samples.legal), px(vision, samples.plain), SIDE_BY_SIDE)
    pairs["legal edge / plain cell"] = Pair(px(vision, samples.legal_edge), px(vision, samples.plain), AT_A_GLANCE)
    for i, at in enumerate(samples.preview):
        pairs[f"preview #{i} / legal edge"] = Pair(px(vision, at), px(vision, samples.legal_edge), AT_A_GLANCE)
        for good, spot in samples.goods.items():
            pairs[f"preview #{i} / {good.value}"] = Pair(px(vision, at), px(vision, spot), AT_A_GLANCE, HOLLOW)
    for a, b in itertools.combinations(GOODS, 2):
        pairs[f"{a.value} / {b.value}"] = Pair(
            px(vision, samples.goods[a]), px(vision, samples.goods[b]), AT_A_GLANCE, SHAPE
        )
    return pairs


@pytest.mark.slow
@pytest.mark.parametrize("name", THEMES)
def test_the_table_keeps_every_distinction_in_every_simulation(window_factory: WindowFactory, name: str) -> None:
    palette = PALETTES[name]
    window = shaped_table(window_factory, name)
    assert theme.current() is palette
    table = Table(window)
    samples = locate(table, palette)
    rest = window.scene.warehouses[1 - window.session.state.current]
    boxes = {good: QRectF(0, 0, rest.marker_item(good).size, rest.marker_item(good).size) for good in GOODS}
    normal_masks = {good: table.mask("normal", rest.marker_item(good), boxes[good]) for good in GOODS}
    for vision in VISIONS:
        pairs = table_pairs(table, vision, samples)
        verdict = judge(pairs, lambda colour: colour)
        print(f"\n{name} / {vision}: {summary(verdict, pairs)}")
        assert verdict.failed == [], {pair: round(verdict.deltas[pair], 1) for pair in verdict.failed}
        # Goods: the silhouettes, cut out of the simulated picture, keep their shapes and differ.
        masks = {good: table.mask(vision, rest.marker_item(good), boxes[good]) for good in GOODS}
        same = {good.value: round(shape_distance(masks[good], normal_masks[good]), 2) for good in GOODS}
        apart = {
            f"{a.value} / {b.value}": round(shape_distance(masks[a], masks[b]), 2)
            for a, b in itertools.combinations(GOODS, 2)
        }
        print(f"  shapes: each against itself unsimulated {same}; against each other {apart}")
        assert max(same.values()) < SAME_SHAPE, same  # the silhouette survives the simulation
        assert min(apart.values()) >= SHAPE_APART, apart  # and no two goods have the same one
        # The preview: wherever its colour comes close to a good's, it is still an outline (its inside, which
        # touches it, is not its colour) with an arrow to it (``locate`` found every arrow).
        if any(pair.startswith("preview") for pair in verdict.on_cue):
            gaps = {
                good.value: round(delta_e2000(table.pixel(vision, stroke), table.pixel(vision, inside)), 1)
                for good, (stroke, inside) in samples.hollow.items()
            }
            print(f"  proposed places, outline against inside: {gaps}")
            assert min(gaps.values()) >= SIDE_BY_SIDE, gaps
        # Whose turn: the active panel says so in words, whatever its colour.
        if any(pair.startswith("active panel") for pair in verdict.on_cue):
            headers = window.scene.headers
            assert [header.active for header in headers] == [
                seat == window.session.state.current for seat in range(len(headers))
            ]
            assert headers[0].text_runs()[1].text != headers[1].text_runs()[1].text


def test_the_shape_check_tells_a_shape_from_itself_and_from_another() -> None:
    size = 28
    yy, xx = np.mgrid[0:size, 0:size] + 0.5
    circle = (xx - size / 2) ** 2 + (yy - size / 2) ** 2 <= (size / 2) ** 2
    square = np.ones((size, size), dtype=bool)
    diamond = np.abs(xx - size / 2) + np.abs(yy - size / 2) <= size / 2
    triangle = np.abs(xx - size / 2) <= yy / 2
    shapes = {"circle": circle, "square": square, "diamond": diamond, "triangle": triangle}
    for a, b in itertools.combinations(shapes, 2):
        assert shape_distance(shapes[a], shapes[b]) >= SHAPE_APART, (a, b)
    small_circle = (xx - 10) ** 2 + (yy - 10) ** 2 <= 8**2
    assert shape_distance(circle, small_circle) < SAME_SHAPE
    assert math.isclose(shape_distance(square, square), 0.0)
