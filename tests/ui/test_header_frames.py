"""The players' headers are framed alike in every theme (m31 review C2): a thin rim in the table's text colour
round a band (the highlight on the player to act's header, the player's colour on the other's) round the ground.
Measured on the painted header: the same rings at the same widths in light, dark and high contrast, the rim standing
out from the table and the band from the rim or the ground, so that no theme leaves a header unframed."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from lehavre_desktop.ui import theme
from lehavre_desktop.ui.board.geometry import HEADER_HEIGHT, PLAYER_WIDTH
from lehavre_desktop.ui.board.panels import PlayerHeaderItem
from lehavre_desktop.ui.theme import PALETTES

ZOOM = 4  # pixels to a scene unit: the rim's width shows to the pixel
EDGE = 10  # scene units from the header's left edge: the frame and a little of the ground


@pytest.fixture(autouse=True)
def _light_again() -> Iterator[None]:
    yield
    theme.use(theme.LIGHT)


def painted(seat: int, active: bool) -> QImage:
    """The header on the table's colour, ``ZOOM`` pixels to a unit."""
    header = PlayerHeaderItem(seat)
    header.set_values("Emma", 14, 120, 3, active)
    image = QImage(round(PLAYER_WIDTH * ZOOM), round(HEADER_HEIGHT * ZOOM), QImage.Format.Format_RGB32)
    image.fill(theme.current().table)
    painter = QPainter(image)
    painter.scale(ZOOM, ZOOM)
    header.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def distance(a: QColor, b: QColor) -> int:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))


def rings(image: QImage, roles: dict[str, QColor]) -> list[tuple[str, int]]:
    """Across the header's middle from its left edge: each run of pixels by the role whose colour it is nearest,
    and how many pixels it spans (antialiased pixels between two roles are left out)."""
    y = image.height() // 2
    runs: list[tuple[str, int]] = []
    for x in range(EDGE * ZOOM):
        colour = image.pixelColor(x, y)
        role, near = min(((role, distance(colour, wanted)) for role, wanted in roles.items()), key=lambda r: r[1])
        if near > 12:
            continue
        if runs and runs[-1][0] == role:
            runs[-1] = (role, runs[-1][1] + 1)
        else:
            runs.append((role, 1))
    return runs


def measured(seat: int, active: bool) -> tuple[list[tuple[str, int]], dict[str, QColor]]:
    header = PlayerHeaderItem(seat)
    header.active = active
    frame = header.frame()
    roles = {"table": theme.current().table, "rim": frame.rim, "band": frame.band, "ground": frame.ground}
    image = painted(seat, active)
    found = rings(image, roles)
    middle = image.height() // 2
    shown: dict[str, QColor] = {}
    x = 0
    for role, width in found:  # each ring's colour as painted, from its middle
        shown.setdefault(role, image.pixelColor(x + width // 2, middle))
        x += width
    return found, shown


@pytest.mark.parametrize("active", [True, False], ids=["to act", "waiting"])
@pytest.mark.parametrize("seat", [0, 1])
def test_a_header_is_framed_alike_in_every_theme(seat: int, active: bool) -> None:
    shapes = {}
    for name, palette in PALETTES.items():
        theme.use(palette)
        found, shown = measured(seat, active)
        assert [role for role, _width in found] == ["table", "rim", "band", "ground"], (name, found)
        shapes[name] = [width for _role, width in found[1:3]]  # the rim's and the band's widths
        assert theme.contrast_ratio(shown["rim"], shown["table"]) >= 3, f"{name}: the frame is lost on the table"
        band = max(
            theme.contrast_ratio(shown["band"], shown["rim"]), theme.contrast_ratio(shown["band"], shown["ground"])
        )
        assert band >= 1.5, f"{name}: the band does not show"
    widths = list(shapes.values())
    assert all(abs(a - b) <= 1 for shape in widths for a, b in zip(shape, widths[0], strict=True)), shapes
    assert widths[0][0] >= ZOOM and widths[0][1] >= 2 * ZOOM  # a rim of a unit or more, a band of two or more


def test_the_band_says_whose_turn_it_is() -> None:
    """The player to act's header is banded in the highlight, the other's in that player's colour: the same in
    every theme, on the painted pixels."""
    for palette in PALETTES.values():
        theme.use(palette)
        for seat in (0, 1):
            for active, wanted in ((True, palette.highlight), (False, palette.player_colours[seat])):
                _found, shown = measured(seat, active)
                assert distance(shown["band"], wanted) <= 8, (palette.name, seat, active)
            assert distance(measured(seat, True)[1]["ground"], palette.player_grounds[seat]) <= 8
            assert distance(measured(seat, False)[1]["ground"], palette.table_light) <= 8


def test_the_text_ground_is_where_the_colour_tests_sample_it() -> None:
    """The colour-vision tests read a header's ground 8 units in: the frame stays outside that point."""
    theme.use(theme.LIGHT)
    image = painted(1, False)
    point = QPointF(8, HEADER_HEIGHT / 2) * ZOOM
    assert distance(image.pixelColor(round(point.x()), round(point.y())), theme.LIGHT.table_light) <= 4
