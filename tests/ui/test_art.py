"""The table's art: an emblem for every building in every theme, pictogram lines read off the function data and
explained by the legend, tokens of the asked size that keep the goods' shapes, grounds that keep text legible,
one cache that renders once per size and theme, and nothing of it loaded when the window is built."""

from __future__ import annotations

import itertools
import os
import re
import subprocess
import sys
from collections import deque
from collections.abc import Callable
from dataclasses import replace

import numpy as np
import numpy.typing as npt
import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import (
    BUILT_IN,
    BuildingFunction,
    ChooseGoodFunction,
    Components,
    ConversionFunction,
    Cost,
    Direction,
    DistinctGoodsFunction,
    FixedFunction,
    FixedValue,
    Good,
    MarkerTradeFunction,
    PerGoodValue,
    SplitFunction,
    StepRun,
)
from lehavre_desktop.ui import art, theme
from lehavre_desktop.ui.board import materials, pictograms
from lehavre_desktop.ui.board.geometry import TILE_SIZE
from lehavre_desktop.ui.board.pictograms import Amount, Glyph, GlyphKind, function_pictogram, layout_pictogram
from lehavre_desktop.ui.dialogs import symbols
from lehavre_desktop.ui.theme import PALETTES, contrast_ratio

THEMES = tuple(PALETTES)
CHIP_PX = 24
AA = 4.5
Pixels = npt.NDArray[np.uint8]
G, K, T, S = GlyphKind.GOOD, GlyphKind.MOVE, GlyphKind.FRANC, GlyphKind.GIVES


def pixels(image: QImage) -> Pixels:
    """The image as rows of RGBA (straight alpha)."""
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)
    return np.frombuffer(rgba.constBits(), dtype=np.uint8).reshape(rgba.height(), rgba.width(), 4).copy()


def painted(width: int, height: int, paint: Callable[[QPainter], None]) -> Pixels:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter)
    painter.end()
    return pixels(image)


# ---- emblems ------------------------------------------------------------------------------------


def emblem_ids() -> set[str]:
    return set(re.findall(r'id="emblem_(\w+)"', art.EMBLEMS.read_text(encoding="utf-8")))


def test_the_emblems_are_the_catalogue_s_buildings() -> None:
    assert emblem_ids() == {spec.id for spec in BUILT_IN.buildings}


@pytest.mark.parametrize("name", THEMES)
def test_every_emblem_renders_at_chip_size_with_a_picture_on_it(name: str) -> None:
    theme.use(PALETTES[name])
    seen: dict[str, Pixels] = {}
    for spec in BUILT_IN.buildings:
        assert art.has_emblem(spec.id)
        image = pixels(art.emblem_pixmap(spec.id, CHIP_PX).toImage())
        assert image.shape[:2] == (CHIP_PX, CHIP_PX)
        covered = image[:, :, 3] > 200
        assert covered.mean() > 0.6, f"{spec.id}: the medallion covers {covered.mean():.0%} of its square"
        inner = image[4:-4, 4:-4, :3][covered[4:-4, 4:-4]]
        colours = {tuple(int(v) // 24 for v in pixel) for pixel in inner}
        assert len(colours) >= 8, f"{spec.id} in {name}: {len(colours)} colours, not a picture"
        seen[spec.id] = image
    # No two emblems alike: each differs from every other in a good part of its pixels.
    for (a, first), (b, second) in itertools.combinations(seen.items(), 2):
        differs = np.abs(first.astype(int) - second.astype(int)).max(axis=2) > 40
        assert differs.mean() > 0.15, f"{a} and {b} look alike at {CHIP_PX} px"


def test_the_themes_restyle_the_emblems() -> None:
    def rim_and_mean(name: str) -> tuple[float, float]:
        theme.use(PALETTES[name])
        image = pixels(art.emblem_pixmap("kiln", 64).toImage()).astype(float) / 255
        rim = image[1:3, 30:34, :3].mean()  # the medallion's rim at the top
        return rim, image[8:56, 8:56, :3].mean()

    light_rim, light_mean = rim_and_mean("light")
    _dark_rim, dark_mean = rim_and_mean("dark")
    contrast_rim, _ = rim_and_mean("high_contrast")
    assert dark_mean < light_mean - 0.04  # by lamplight
    assert light_rim < 0.35 and contrast_rim > 0.8  # an ink rim on paper; a white rim on the black paper


def test_a_small_emblem_is_drawn_bolder() -> None:
    svg = art.EMBLEMS.read_text(encoding="utf-8")
    regular, small = art.emblem_rules(svg, "light", False), art.emblem_rules(svg, "light", True)
    width = re.compile(r"stroke-width:([\d.]+)")
    assert float(width.findall(small["ink"])[0]) > float(width.findall(regular["ink"])[0])
    assert "display:none" in small["detail"] and "display:none" not in regular["detail"]


# ---- the cache ----------------------------------------------------------------------------------


def test_the_cache_renders_once_per_key_and_again_after_a_theme_change() -> None:
    first = art.emblem_pixmap("pier", 28)
    renders = art.CACHE.renders
    again = art.emblem_pixmap("pier", 28)
    assert again.cacheKey() == first.cacheKey() and art.CACHE.renders == renders
    other_size = art.emblem_pixmap("pier", 29)
    assert other_size.cacheKey() != first.cacheKey() and art.CACHE.renders == renders + 1
    theme.use(theme.DARK)
    dark = art.emblem_pixmap("pier", 28)
    assert dark.cacheKey() != first.cacheKey() and art.CACHE.renders == renders + 2
    assert not np.array_equal(pixels(dark.toImage()), pixels(first.toImage()))
    theme.use(theme.LIGHT)
    relit = art.emblem_pixmap("pier", 28)
    assert relit.cacheKey() != first.cacheKey()  # the dark theme emptied the cache: rendered again
    assert np.array_equal(pixels(relit.toImage()), pixels(first.toImage()))


def test_the_cache_keeps_to_its_budget_and_drops_the_least_recently_used() -> None:
    cache = art.PixmapCache(budget_bytes=3 * 10 * 10 * 4)

    def make() -> QPixmap:
        pixmap = QPixmap(10, 10)
        pixmap.fill(QColor("red"))
        return pixmap

    a = cache.pixmap("a", make)
    cache.pixmap("b", make)
    cache.pixmap("c", make)
    assert cache.pixmap("a", make).cacheKey() == a.cacheKey()  # "a" used again: "b" is now the oldest
    cache.pixmap("d", make)
    assert len(cache) == 3 and cache.bytes == 3 * 400
    renders = cache.renders
    cache.pixmap("a", make)
    cache.pixmap("b", make)
    assert cache.renders == renders + 1  # "b" was dropped and made again; "a" was kept


def test_the_emblems_are_copied_at_the_device_size() -> None:
    """A view scaled to 0.64 on a screen of pixel ratio 2 asks for the emblem at 64 x 0.64 x 2 pixels."""
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.scale(0.64, 0.64)
    art.draw_emblem(painter, "zoo", QRectF(10, 10, 64, 64))
    painter.end()
    assert art.CACHE.pixmap(("emblem", "zoo", 82), lambda: pytest.fail("not rendered at 82 px")).width() == 82


# ---- startup ------------------------------------------------------------------------------------


def test_building_the_window_loads_no_art_until_the_first_picture_is_asked_for() -> None:
    script = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
import lehavre_desktop.ui.main_window, lehavre_desktop.ui.dialogs.symbols
from lehavre_desktop.ui import art
from lehavre_desktop.ui.board import materials
materials.texture_pixmap(materials.Material.WOOD)
print('PySide6.QtSvg' in sys.modules, 'numpy' in sys.modules, art.renderers_loaded())
art.emblem_pixmap('kiln', 28)
print('PySide6.QtSvg' in sys.modules, art.renderers_loaded())
"""
    result = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    before, after = result.stdout.split("\n")[:2]
    assert before == "False False 0"  # no SVG module, no renderer; textures need no numpy
    assert after == "True 1"


# ---- tokens and coins ---------------------------------------------------------------------------


def solid(image: Pixels) -> npt.NDArray[np.bool_]:
    """The token itself: its soft shadow is never more than half opaque."""
    mask: npt.NDArray[np.bool_] = image[:, :, 3] > 160
    return mask


@pytest.mark.parametrize("size", [14, 20, 30])
@pytest.mark.parametrize("kind", [*Good, *materials.Piece])
def test_a_token_is_as_large_as_asked(kind: materials.TokenKind, size: int) -> None:
    margin = materials.token_margin(size)
    image = painted(64, 64, lambda p: materials.draw_token(p, kind, QRectF(8, 8, size, size)))
    rows, cols = np.flatnonzero(solid(image).any(axis=1)), np.flatnonzero(solid(image).any(axis=0))
    assert rows[-1] - rows[0] + 1 >= size - 1 and cols[-1] - cols[0] + 1 >= size - 1
    assert rows[0] >= 7 and cols[0] >= 7 and rows[-1] <= 9 + size and cols[-1] <= 9 + size  # outline's half
    shadow = image[:, :, 3] > 0
    assert np.flatnonzero(shadow.any(axis=0))[-1] <= 8 + size + margin  # the shadow stays within the margin


def face(image: Pixels) -> npt.NDArray[np.bool_]:
    """The flat face round the token's centre, cut out as the colour-vision test cuts out a marker."""
    rgb = image[:, :, :3].astype(int)
    seed = (image.shape[0] // 2, image.shape[1] // 2)
    same = np.linalg.norm(rgb - rgb[seed], axis=2) < 28
    inside = np.zeros(same.shape, dtype=np.bool_)
    inside[seed] = True
    queue = deque([seed])
    while queue:
        y, x = queue.popleft()
        for ny, nx in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)):
            if 0 <= ny < same.shape[0] and 0 <= nx < same.shape[1] and same[ny, nx] and not inside[ny, nx]:
                inside[ny, nx] = True
                queue.append((ny, nx))
    return inside


def width_profile(mask: npt.NDArray[np.bool_], bands: int = 6) -> npt.NDArray[np.float64]:
    rows, cols = np.flatnonzero(mask.any(axis=1)), np.flatnonzero(mask.any(axis=0))
    body = mask[rows[0] : rows[-1] + 1, cols[0] : cols[-1] + 1]
    widths = body.sum(axis=1) / body.shape[1]
    edges = np.linspace(0, len(widths), bands + 1)
    return np.array([widths[int(edges[i]) : max(int(edges[i]) + 1, int(edges[i + 1]))].mean() for i in range(bands)])


@pytest.mark.parametrize("name", THEMES)
def test_the_tokens_faces_keep_the_goods_colours_and_shapes(name: str) -> None:
    """As markers on the warehouse, the tokens must pass the colour-vision test: a face of one colour (the good's)
    in its good's silhouette, four silhouettes apart."""
    theme.use(PALETTES[name])
    profiles = {}
    for good in Good:

        def paint(painter: QPainter, good: Good = good) -> None:
            painter.fillRect(QRectF(0, 0, 48, 48), theme.current().cell_light)
            materials.draw_token(painter, good, QRectF(6, 4, 36, 36))

        image = painted(48, 48, paint)
        cut = face(image)
        seen = np.median(image[:, :, :3][cut], axis=0)
        good_colour = theme.current().good_colours[good]
        assert np.abs(seen - [good_colour.red(), good_colour.green(), good_colour.blue()]).max() < 20
        assert cut.sum() > 0.3 * 36 * 36, f"{good}: the face's one colour covers only {cut.sum()} pixels"
        profiles[good] = width_profile(cut)
    for a, b in itertools.combinations(Good, 2):
        assert np.abs(profiles[a] - profiles[b]).max() > 0.25, f"{a} and {b} have the same silhouette"


@pytest.mark.parametrize("name", THEMES)
def test_a_number_on_a_coin_meets_aa(name: str) -> None:
    theme.use(PALETTES[name])
    px = 64
    image = pixels(materials.coin_pixmap(px, mark=False, shadow=False).toImage())
    field = materials.coin_face(QRectF(1, 1, px, px)).adjusted(6, 6, -6, -6)
    ink = materials.coin_ink()
    for x, y in itertools.product(
        np.linspace(field.left(), field.right(), 7), np.linspace(field.top(), field.bottom(), 7)
    ):
        red, green, blue, _alpha = image[round(y), round(x)]
        assert contrast_ratio(ink, QColor(int(red), int(green), int(blue))) >= AA


# ---- materials ----------------------------------------------------------------------------------


def image_stats(image: QImage) -> tuple[QColor, QColor, QColor]:
    """The mean, darkest and lightest (by relative luminance) pixels of an image: what text on it must stand out
    against."""
    rgb = pixels(image)[:, :, :3].reshape(-1, 3) / 255.0
    linear = np.where(rgb <= 0.04045, rgb / 12.92, ((rgb + 0.055) / 1.055) ** 2.4)
    luminance = linear @ np.array([0.2126, 0.7152, 0.0722])

    def colour(values: npt.NDArray[np.float64]) -> QColor:
        return QColor.fromRgbF(float(values[0]), float(values[1]), float(values[2]))

    return colour(rgb.mean(axis=0)), colour(rgb[int(luminance.argmin())]), colour(rgb[int(luminance.argmax())])


@pytest.mark.parametrize("name", THEMES)
@pytest.mark.parametrize("material", list(materials.Material))
def test_text_on_every_ground_meets_aa(name: str, material: materials.Material) -> None:
    palette = PALETTES[name]
    theme.use(palette)
    image = materials.texture_image(material, 128, palette)
    mean, darkest, lightest = image_stats(image)
    ink = materials.ink_on(material, palette)
    for what, ground in (("mean", mean), ("darkest", darkest), ("lightest", lightest)):
        ratio = contrast_ratio(ink, ground)
        assert ratio >= AA, (
            f"{material.value} in {name}: ink {ink.name()} on its {what} pixel {ground.name()}: {ratio:.2f}"
        )
    textured = len({image.pixel(x, y) for x in range(0, 128, 3) for y in range(0, 128, 3)}) > 20
    assert textured == materials.textured(palette)  # high contrast drops the textures


@pytest.mark.parametrize("material", list(materials.Material))
def test_a_texture_tiles_without_a_seam(material: materials.Material) -> None:
    """The last column runs on into the first (and the last row into the first) no more abruptly than some column
    into the next within the tile (the wood's seams between planks are such steps, and one lies on the edge)."""
    image = pixels(materials.texture_image(material, 256, theme.LIGHT)).astype(int)[:, :, :3]
    for tile in (image, image.transpose(1, 0, 2)):
        steps = np.abs(np.diff(tile, axis=1)).mean(axis=(0, 2))
        across = np.abs(tile[:, 0] - tile[:, -1]).mean()
        assert across <= 1.2 * steps.max() + 0.1


def test_a_panel_casts_its_shadow_beyond_its_face() -> None:
    rect = QRectF(20, 20, 100, 40)
    image = painted(160, 100, lambda p: materials.draw_panel(p, rect, 6))
    assert image[40, 70, 3] == 255  # the face
    below = image[round(rect.bottom() + 3), 70, 3]
    assert 0 < below < 200  # a soft shadow under it
    assert image[2, 2, 3] == 0


# ---- pictograms -----------------------------------------------------------------------------------


def glyphs(building: str) -> tuple[tuple[Glyph, ...], ...]:
    return function_pictogram(BUILT_IN.by_id[building]).groups


def test_worked_examples_of_function_lines() -> None:
    one, n = pictograms.fixed(1), pictograms.N
    assert glyphs("clay_mound") == ((Glyph(G, Good.CLAY), Glyph(K, direction=Direction.RIGHT, count=Amount(1, 1))),)
    assert glyphs("farm") == ((Glyph(G, Good.GRAIN), Glyph(K, direction=Direction.UP_RIGHT, count=Amount(1, -1))),)
    assert glyphs("grocery_store") == (
        (Glyph(T, count=n),),
        (
            Glyph(G, Good.GRAIN),
            Glyph(GlyphKind.AND),
            Glyph(G, Good.FISH),
            Glyph(K, direction=Direction.RIGHT, count=one),
        ),
    )
    assert glyphs("hardware_store") == (
        (Glyph(G, Good.WOOD), Glyph(GlyphKind.OR), Glyph(G, Good.CLAY), Glyph(K, direction=Direction.RIGHT, count=n)),
    )
    assert glyphs("wood_trader") == (
        (Glyph(GlyphKind.REPEAT, count=n),),
        (Glyph(T, count=one), Glyph(GlyphKind.AND), Glyph(GlyphKind.FOOD, count=pictograms.fixed(2))),
        (Glyph(S),),
        (Glyph(G, Good.WOOD), Glyph(K, direction=Direction.UP, count=one)),
    )
    assert glyphs("business_office") == (
        (Glyph(GlyphKind.DIFFERENT, count=n), Glyph(K, direction=Direction.DOWN_LEFT, count=one)),
        (Glyph(S),),
        (Glyph(T, count=pictograms.fixed(5)),),
    )
    assert glyphs("pier") == (
        (Glyph(GlyphKind.ANY_GOOD), Glyph(K, direction=Direction.RIGHT, count=Amount(1, 2))),
        (Glyph(GlyphKind.EDGE),),
    )
    assert glyphs("shipping_line") == ((Glyph(T, count=Amount(3)),),)
    assert glyphs("fish_factory") == (
        (Glyph(GlyphKind.LOCK),),
        (Glyph(GlyphKind.NO_FUNCTION),),
        (Glyph(GlyphKind.DOCK),),
    )
    assert pictograms.value_pictogram(BUILT_IN.by_id["fish_factory"]).glyphs == (
        Glyph(GlyphKind.VALUE_PER_GOOD, Good.FISH, count=one),
    )
    assert pictograms.value_pictogram(BUILT_IN.by_id["dock"]).glyphs == (
        Glyph(GlyphKind.VALUE_PER_DOCK, count=pictograms.fixed(4)),
    )
    assert pictograms.value_pictogram(BUILT_IN.by_id["pier"]).glyphs == (
        Glyph(GlyphKind.VALUE, count=pictograms.fixed(16)),
    )
    assert glyphs("town_hall") == ((Glyph(GlyphKind.LOCK),), (Glyph(GlyphKind.NO_FUNCTION),))
    assert Amount(3).text() == "3N" and Amount(1, -1).text() == "N\u22121" and Amount(0, 2).text() == "2"


def test_the_lines_follow_other_function_data() -> None:
    """Corrected or other component data gets lines that say what its buildings do."""
    spec = BUILT_IN.by_id["kiln"]
    doubled = replace(spec, function=FixedFunction((StepRun(Good.FISH, Direction.UP, 2, 1),), francs_extra=2))
    assert function_pictogram(doubled).groups == (
        (Glyph(T, count=Amount(0, 2)),),
        (Glyph(G, Good.FISH), Glyph(K, direction=Direction.UP, count=Amount(2, 1))),
    )
    assert Amount(2, 1).parts() == ("2", "N", "+1")
    three = replace(spec, function=ChooseGoodFunction((Good.FISH, Good.CLAY, Good.GRAIN), Direction.LEFT))
    assert [g.kind for g in function_pictogram(three).glyphs] == [G, GlyphKind.OR, G, GlyphKind.OR, G, K]
    both = replace(
        spec, function=ConversionFunction(food_cost=1, gain_good=Good.CLAY, gain_direction=Direction.UP, francs_gain=1)
    )
    assert function_pictogram(both).groups[-1] == (
        Glyph(G, Good.CLAY),
        Glyph(K, direction=Direction.UP, count=pictograms.fixed(1)),
        Glyph(GlyphKind.AND),
        Glyph(T, count=pictograms.fixed(1)),
    )
    dock_lock = replace(spec, function=None, value=FixedValue(3), dock_symbol=True)
    assert function_pictogram(dock_lock).groups == (
        (Glyph(GlyphKind.LOCK),),
        (Glyph(GlyphKind.NO_FUNCTION),),
        (Glyph(GlyphKind.DOCK),),
    )
    per_grain = replace(spec, function=None, value=PerGoodValue(Good.GRAIN, 2))
    assert pictograms.value_pictogram(per_grain).glyphs == (
        Glyph(GlyphKind.VALUE_PER_GOOD, Good.GRAIN, count=pictograms.fixed(2)),
    )
    assert pictograms.cost_pictogram(Cost(wood=2, francs=3)).glyphs == (
        Glyph(G, Good.WOOD, count=pictograms.fixed(2)),
        Glyph(T, count=pictograms.fixed(3)),
    )


OTHER_FUNCTIONS: tuple[BuildingFunction, ...] = (
    FixedFunction((StepRun(Good.FISH, Direction.LEFT, 1),), francs_per_multiplier=2),
    ChooseGoodFunction((Good.GRAIN, Good.FISH), Direction.DOWN_RIGHT),
    SplitFunction(Direction.UP, extra=3),
    DistinctGoodsFunction(Direction.DOWN, francs_each=2),
    MarkerTradeFunction((Good.CLAY,), Direction.LEFT, francs_each=1),
    ConversionFunction(franc_cost=2, francs_gain=5),
)
OTHER_TABLE = Components(
    tuple(
        replace(spec, function=function) for spec, function in zip(BUILT_IN.buildings, OTHER_FUNCTIONS, strict=False)
    ),
    BUILT_IN.warehouse,
)


@pytest.mark.parametrize("components", [BUILT_IN, OTHER_TABLE], ids=["built-in", "other data"])
def test_the_legend_explains_every_symbol_the_tiles_show(components: Components) -> None:
    explained = frozenset().union(*(entry.symbols() for entry in symbols.LEGEND))
    missing = symbols.shown_symbols(components) - explained
    assert not missing, f"no legend entry for {sorted(missing)}"
    shown = {entry.name for entry in symbols.legend_for(components)}
    for direction in Direction:
        used = ("move", direction.value) in symbols.shown_symbols(components)
        assert (symbols.MOVE_TEXTS[direction][0] in shown) == used


def test_the_dialog_explains_every_kind_of_pictogram_and_every_good() -> None:
    """Whatever a building's line says, the page shows it: the lock, no function (⊘), the Dock's anchor, any good,
    the sector's N, the warehouse's edge, ... every kind a line can hold; and each good's own token."""
    glyphs = [glyph for entry in symbols.legend_for(BUILT_IN) for glyph in entry.sample.glyphs]
    assert {glyph.kind for glyph in glyphs} == set(GlyphKind)
    assert {glyph.good for glyph in glyphs if glyph.kind is GlyphKind.GOOD} == set(Good)


def test_every_legend_entry_says_something_in_its_own_words() -> None:
    names = [entry.name for entry in symbols.LEGEND]
    assert len(set(names)) == len(names)
    for entry in symbols.LEGEND:
        assert entry.sample.glyphs and entry.translated_name() and entry.translated_meaning().endswith(".")
        assert "{" not in entry.translated_meaning()
    up_left = next(entry for entry in symbols.LEGEND if entry.name == "Up and left")
    assert "+2" in up_left.translated_meaning()  # a direction's goods come from the engine's Direction


def test_every_symbol_a_line_uses_is_drawn() -> None:
    svg = art.SYMBOLS.read_text(encoding="utf-8")
    drawn = set(re.findall(r'id="symbol_(\w+)"', svg))
    needed = set(pictograms.SYMBOLS.values()) | {f"move_{d.value}" for d in Direction} | {"per"}
    assert needed <= drawn
    for name in drawn:
        assert art.symbol_aspect(name) == pytest.approx(pictograms.SYMBOL_ASPECTS.get(name, 1.0))


@pytest.mark.parametrize("height", [14.0, 20.0, 22.0])
def test_a_line_sets_its_glyphs_at_the_asked_height_and_its_counts_legibly(height: float) -> None:
    for spec in BUILT_IN.buildings:
        layout = layout_pictogram(function_pictogram(spec), height)
        for part in layout.parts:
            if part.label is None:
                assert part.rect.height() == pytest.approx(height)
            else:  # a value's coin: large enough for its number
                assert part.rect.height() == pytest.approx(pictograms.value_coin_size(height, theme.MIN_TEXT_PX))
                assert part.rect.height() >= height
        for run in layout.text_runs:
            assert run.font.pixelSize() >= theme.MIN_TEXT_PX and run.fits(), (spec.id, run.text)
        xs = [part.rect for part in layout.parts] + [run.rect for run in layout.counts]
        for a, b in itertools.combinations(xs, 2):
            assert a.intersected(b).width() < 0.5, f"{spec.id}: pieces overlap"


def test_every_line_fits_a_supply_tile_at_14_pixels_in_a_1280_window() -> None:
    """At 1280 x 800 the table is shown at about 0.64 of its scene size: 22 scene units are 14 pixels."""
    inner = TILE_SIZE[0] - 12
    for spec in BUILT_IN.buildings:
        layout = pictograms.fit_pictogram(function_pictogram(spec), QRectF(6, 0, inner, 30), 22, 22)
        assert layout.width <= inner, f"{spec.id}: {layout.width:.0f} > {inner}"


def test_a_line_is_painted_where_it_is_laid_out() -> None:
    theme.use(theme.LIGHT)
    spec = BUILT_IN.by_id["wood_trader"]
    layout = pictograms.fit_pictogram(function_pictogram(spec), QRectF(4, 4, 400, 40), 20, 14)
    image = painted(420, 48, lambda p: pictograms.draw_pictogram(p, layout))
    drawn = image[:, :, 3] > 100
    cols = np.flatnonzero(drawn.any(axis=0))
    assert cols[0] >= 3 and cols[-1] <= 4 + layout.width + materials.token_margin(20) + 1
    for part in layout.parts:
        rect = part.rect.translated(layout.origin)
        box = image[round(rect.top()) : round(rect.bottom()), round(rect.left()) : round(rect.right()), 3]
        assert (box > 100).mean() > 0.1, f"nothing drawn at {part}"


# ---- the dialog ---------------------------------------------------------------------------------


def test_the_symbols_dialog_shows_every_entry_with_its_picture(qtbot: QtBot) -> None:
    dialog = symbols.show_symbols(None)
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    entries = symbols.legend_for(BUILT_IN)
    assert [row.entry for row in dialog.rows] == [
        entry for _section, shown in symbols.sections_for(BUILT_IN) for entry in shown
    ]
    assert {row.entry.name for row in dialog.rows} == {entry.name for entry in entries}
    assert len(entries) < len(symbols.LEGEND)  # left and down-right: no building
    for row in dialog.rows:
        pixmap = row.picture.pixmap()
        assert not pixmap.isNull() and pixmap.height() / pixmap.devicePixelRatio() > symbols.SAMPLE_HEIGHT
        said = (row.entry.translated_name(), row.entry.translated_meaning())
        assert symbols.plain_text(row.words) == " \u2013 ".join(said)  # (the no-break space reads as a space)
    dialog.close()


def test_a_sample_lies_on_the_pages_ground_in_every_theme() -> None:
    """No box of paper round a sample (its width would follow its content): its corners are clear, its glyphs
    painted."""
    for name in THEMES:
        theme.use(PALETTES[name])
        image = pixels(symbols.sample_pixmap(symbols.LEGEND[0].sample, 1.0).toImage())
        assert image[0, 0, 3] == 0 and image[image.shape[0] // 2, 2, 3] == 0 and image[-1, -1, 3] == 0
        assert 0.2 < (image[:, :, 3] > 0).mean() < 0.9


def test_lines_are_laid_out_once() -> None:
    pictogram = function_pictogram(BUILT_IN.by_id["pier"])
    assert layout_pictogram(pictogram, 21.0) is layout_pictogram(pictogram, 21.0)
    moved = layout_pictogram(pictogram, 21.0).at(QPointF(10, 5))
    assert moved.text_runs[0].rect.left() == layout_pictogram(pictogram, 21.0).text_runs[0].rect.left() + 10
