"""The program's drawn pictures, and the one cache that keeps everything the table draws from pictures.

The pictures are SVG files in ``resources/art``, drawn for this program (nothing is copied from the published
game):

- ``emblems.svg``: one emblem per building, the element ``emblem_<building id>``, each in a 64 x 64 frame; the
  file itself, opened in any viewer, is a sheet of all of them;
- ``symbols.svg``: the symbols of the tiles' function lines (``symbol_<name>``, each in a 20 x 20 frame).

Both files colour their shapes by role with CSS classes (``.wood``, ``.ink``, ``.sky0`` …), one rule per line;
the rules written in a file are its light look. A theme restyles some roles (``EMBLEM_THEMES``; a symbol's roles
are the table palette's own colours, so symbols follow ``theme.py``), and small sizes restyle the outlines
(``SMALL_EMBLEM``): the rules are rewritten in the file's text before Qt parses it, so every look is one
drawing.

Everything drawn from a picture or generated (emblems, symbols, goods tokens, coins, textures) is rendered once,
at the size in device pixels it is shown at, into a ``QPixmap`` kept in ``CACHE`` under (theme, what, size), and
only copied in ``paint()``. QtSvg is imported and a file parsed at the first picture asked for, never when the
window is built, and not at all when the pictures the first frame shows were kept by an earlier start
(``art_store``); ``warm_up()`` renders the emblems ahead, for a caller that schedules it after the first frame.
"""

from __future__ import annotations

import math
import re
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from ..resources import RESOURCES
from . import art_store, theme

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

ART_DIR = RESOURCES / "art"
EMBLEMS = ART_DIR / "emblems.svg"
SYMBOLS = ART_DIR / "symbols.svg"
EMBLEM_FRAME = 64.0  # the emblems are drawn in this frame: their outlines are 1.5 units wide in it
SYMBOL_FRAME = 20.0
SMALL_EMBLEM_PX = 40  # below this many device pixels an emblem is drawn in its small style


# ---- the pixmap cache ---------------------------------------------------------------------------


class PixmapCache:
    """Rendered pixmaps by key, for the theme in use: a theme change empties it, so that everything is rendered
    again in the new theme's colours. The least recently used pixmaps go once the cache holds more than its budget
    (a view zoomed through many sizes)."""

    def __init__(self, budget_bytes: int) -> None:
        self.budget_bytes = budget_bytes
        self._pixmaps: OrderedDict[Hashable, QPixmap] = OrderedDict()
        self._bytes = 0
        self._theme = ""
        self.renders = 0  # pixmaps made since the cache was built: a measure for benchmarks and tests

    def pixmap(self, key: Hashable, make: Callable[[], QPixmap]) -> QPixmap:
        """The pixmap for ``key`` in the current theme, made by ``make`` the first time it is asked for."""
        name = theme.current().name
        if name != self._theme:
            self.clear()
            self._theme = name
        found = self._pixmaps.get(key)
        if found is not None:
            self._pixmaps.move_to_end(key)
            return found
        made = make()
        self.renders += 1
        self._pixmaps[key] = made
        self._bytes += _size_of(made)
        while self._bytes > self.budget_bytes and len(self._pixmaps) > 1:
            _old_key, old = self._pixmaps.popitem(last=False)
            self._bytes -= _size_of(old)
        return made

    def clear(self) -> None:
        self._pixmaps.clear()
        self._bytes = 0

    def __len__(self) -> int:
        return len(self._pixmaps)

    @property
    def bytes(self) -> int:
        return self._bytes


def _size_of(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4


CACHE = PixmapCache(budget_bytes=48 * 1024 * 1024)


# ---- device sizes -------------------------------------------------------------------------------


def device_scale(painter: QPainter) -> float:
    """Device pixels per unit of the painter's coordinates (the view's zoom and the screen's pixel ratio)."""
    transform = painter.deviceTransform()
    return max(1e-6, math.hypot(transform.m11(), transform.m12()))


def device_px(painter: QPainter, length: float) -> int:
    """``length`` in the painter's coordinates as whole device pixels (at least 1): the size to render at."""
    return max(1, round(length * device_scale(painter)))


def draw_pixmap(painter: QPainter, pixmap: QPixmap, rect: QRectF) -> None:
    """Copy a pixmap rendered for ``rect``'s device size into ``rect``."""
    smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)


def blank_image(width: int, height: int) -> QImage:
    image = QImage(max(1, width), max(1, height), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    return image


# ---- restyling the SVG files --------------------------------------------------------------------
RULE = re.compile(r"^(\s*)\.([\w-]+)\s*\{([^}]*)\}", re.MULTILINE)
HEX = re.compile(r"#[0-9a-fA-F]{6}\b")
Rules = dict[str, str]

# The emblems by lamplight: every colour a little darker, the sky a dusk, the highlights softer. In high contrast
# each medallion is a bright disc with a white rim on the black paper, its outlines black and wider, without the
# soft light and shade.
DARK_DIMMING = 0.86
EMBLEM_THEMES: dict[str, Rules] = {
    "light": {},
    "dark": {
        "sky0": "stop-color:#6e7d84",
        "sky1": "stop-color:#a49b87",
        "rim-light": "fill:none;stroke:#d8c9a8;stroke-width:1;opacity:0.55",
        "hi": "fill:#ffffff;opacity:0.2",
    },
    "high_contrast": {
        "ink": "stroke:#000000;stroke-width:1.8;stroke-linejoin:round;stroke-linecap:round",
        "line": "fill:none;stroke:#000000;stroke-width:1.8;stroke-linejoin:round;stroke-linecap:round",
        "ink-fill": "fill:#000000",
        "sky0": "stop-color:#e6eef0",
        "sky1": "stop-color:#fbf7ee",
        "rim": "fill:none;stroke:#ffffff;stroke-width:2.6",
        "rim-light": "display:none",
        "hi": "display:none",
        "sh": "display:none",
    },
}
# Small emblems (a building on a wheel): bolder outlines and no fine detail, as a type designer would do.
SMALL_EMBLEM: Rules = {
    "ink": "stroke-width:2.3",
    "line": "stroke-width:2.3",
    "thin": "display:none",
    "detail": "display:none",
    "rim": "stroke-width:2.4",
}


def parse_rules(svg: str) -> Rules:
    """The class rules of a file's style sheet, by class name."""
    return {match.group(2): match.group(3).strip() for match in RULE.finditer(svg)}


def _dim(declarations: str, factor: float) -> str:
    def darker(match: re.Match[str]) -> str:
        colour = QColor(match.group(0))
        return QColor.fromHsvF(colour.hsvHueF() % 1.0, colour.hsvSaturationF(), colour.valueF() * factor).name()

    return HEX.sub(darker, declarations)


def _merged(declarations: str, extra: str) -> str:
    """``declarations`` with the properties of ``extra`` set (added, or replacing the same property)."""
    properties = dict(_properties(declarations))
    properties.update(_properties(extra))
    return ";".join(f"{name}:{value}" for name, value in properties.items())


def _properties(declarations: str) -> list[tuple[str, str]]:
    pairs = (part.split(":", 1) for part in declarations.split(";") if ":" in part)
    return [(name.strip(), value.strip()) for name, value in pairs]


def emblem_rules(svg: str, theme_name: str, small: bool) -> Rules:
    """The emblems' style sheet for a theme (and the small style)."""
    rules = parse_rules(svg)
    if theme_name == "dark":
        rules = {name: _dim(body, DARK_DIMMING) for name, body in rules.items()}
    rules.update(EMBLEM_THEMES.get(theme_name, {}))
    if small:
        for name, extra in SMALL_EMBLEM.items():
            if name in rules and "display:none" not in rules[name]:
                rules[name] = _merged(rules[name], extra)
    return rules


def palette_colour(palette: theme.TablePalette, name: str) -> QColor | None:
    """The palette colour a symbol class names: ``ink``, ``lock_colour``; ``sector_fills-3`` the fourth of a row of
    colours; any other suffix after a hyphen names a variant (``ink-line``: the ink, for a stroke)."""
    attribute, _, variant = name.partition("-")
    value = getattr(palette, attribute, None)
    if isinstance(value, tuple) and variant.isdigit() and int(variant) < len(value):
        value = value[int(variant)]
    return value if isinstance(value, QColor) else None


def symbol_rules(svg: str, palette: theme.TablePalette) -> Rules:
    """The symbols' style sheet for a palette: a class named after a palette colour is painted in that colour."""
    rules = parse_rules(svg)
    for name, body in rules.items():
        colour = palette_colour(palette, name)
        if colour is not None:
            rules[name] = HEX.sub(colour.name(), body)
    return rules


def restyled(svg: str, rules: Rules) -> str:
    """The file's text with its class rules replaced by ``rules`` (the same classes, other declarations)."""
    return RULE.sub(
        lambda match: f"{match.group(1)}.{match.group(2)} {{{rules.get(match.group(2), match.group(3))}}}", svg
    )


@lru_cache(maxsize=4)
def _source(path: Path) -> str:
    return path.read_text(encoding="utf-8")


@lru_cache(maxsize=12)
def _renderer(path: Path, theme_name: str, small: bool) -> QSvgRenderer:
    from PySide6.QtSvg import QSvgRenderer  # the first picture asked for: not at startup

    svg = _source(path)
    if path == EMBLEMS:
        rules = emblem_rules(svg, theme_name, small)
    else:
        rules = symbol_rules(svg, theme.PALETTES.get(theme_name, theme.current()))
    renderer = QSvgRenderer(QByteArray(restyled(svg, rules).encode("utf-8")))
    if not renderer.isValid():
        raise ValueError(f"{path} is not a valid SVG file")
    return renderer


def prepare_renderers() -> None:
    """Parse the picture files for the theme in use now (QtSvg loaded with them), for a caller that schedules it
    while the player looks at the table: a start whose first frame read its pictures from the store parsed none,
    and the first picture of a new size (a zoom, the final scores, a shown move) would pay some milliseconds for
    it in the middle of an animation."""
    name = theme.current().name
    for path, small in ((EMBLEMS, False), (EMBLEMS, True), (SYMBOLS, False)):
        _renderer(path, name, small)


def renderers_loaded() -> int:
    """How many SVG renderers exist (a file parsed in one theme and style each)."""
    return _renderer.cache_info().currsize


def _render(path: Path, element: str, width: int, height: int, small: bool = False) -> QPixmap:
    """The element at that size: read back from the pictures kept by an earlier start (``art_store``), or
    rendered from its file."""
    name = theme.current().name
    image = art_store.STORE.picture(
        ("svg", path.name, art_store.file_revision(path), name, element, width, height, small),
        max(1, width),
        max(1, height),
        lambda: _rendered(path, name, element, width, height, small),
    )
    return QPixmap.fromImage(image)


def _rendered(path: Path, theme_name: str, element: str, width: int, height: int, small: bool) -> QImage:
    renderer = _renderer(path, theme_name, small)
    if not renderer.elementExists(element):
        raise KeyError(f"{path.name} has no element {element!r}")
    image = blank_image(width, height)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, element, QRectF(0, 0, width, height))
    painter.end()
    return image


# ---- emblems ------------------------------------------------------------------------------------


def emblem_element(building: str) -> str:
    return f"emblem_{building}"


def has_emblem(building: str) -> bool:
    return _renderer(EMBLEMS, theme.current().name, False).elementExists(emblem_element(building))


def emblem_pixmap(building: str, px: int) -> QPixmap:
    """The building's emblem, ``px`` device pixels square, in the current theme."""
    return CACHE.pixmap(
        ("emblem", building, px), lambda: _render(EMBLEMS, emblem_element(building), px, px, small=px < SMALL_EMBLEM_PX)
    )


def draw_emblem(painter: QPainter, building: str, rect: QRectF) -> None:
    """The building's emblem in the square ``rect`` (centred in it when it is not square)."""
    side = min(rect.width(), rect.height())
    square = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    draw_pixmap(painter, emblem_pixmap(building, device_px(painter, side)), square)


# ---- symbols ------------------------------------------------------------------------------------


def symbol_element(name: str) -> str:
    return f"symbol_{name}"


def symbol_pixmap(name: str, width_px: int, height_px: int) -> QPixmap:
    return CACHE.pixmap(
        ("symbol", name, width_px, height_px), lambda: _render(SYMBOLS, symbol_element(name), width_px, height_px)
    )


def symbol_aspect(name: str) -> float:
    """Width over height of a symbol's frame (most are square; a few are wider)."""
    bounds = _renderer(SYMBOLS, theme.current().name, False).boundsOnElement(symbol_element(name))
    return bounds.width() / bounds.height() if bounds.height() else 1.0


def draw_symbol(painter: QPainter, name: str, rect: QRectF) -> None:
    draw_pixmap(painter, symbol_pixmap(name, device_px(painter, rect.width()), device_px(painter, rect.height())), rect)


def warm_up(buildings: Iterable[str], sizes_px: Iterable[int]) -> int:
    """Render the emblems of ``buildings`` at each device size now, so that no paint has to; returns how many
    were rendered (the ones already in the cache cost nothing)."""
    before = CACHE.renders
    for px in sizes_px:
        for building in buildings:
            emblem_pixmap(building, px)
    return CACHE.renders - before
