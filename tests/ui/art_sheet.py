"""Contact sheets of the table's art, as PNG files to look at: emblems, pictogram lines, tokens, materials, legend.

    python -m tests.ui.art_sheet [--out DIR] [--time]

writes, for each theme (light, dark, high_contrast):

- ``emblems_<theme>.png``: every building's emblem at 24, 48 and 96 pixels;
- ``pictograms_<theme>.png``: every building's function line at 14 and 20 pixels, its value and its cost;
- ``tokens_<theme>.png``: the goods' tokens and the other pieces at 14 to 48 pixels on the tiles' paper and on
  the warehouse's cells, and the coins;
- ``materials_<theme>.png``: wood, card and linen with text in the ink meant for each, and panels;
- ``legend_<theme>.png``: the Help ▸ Symbols dialog;
- ``tiles_<theme>.png``: every building as a supply tile could draw it from these pieces (card, emblem, name,
  cost, value coin, function line), at the size the table shows a tile in a 1280 x 800 window;

offscreen unless QT_QPA_PLATFORM says otherwise. With ``--time`` it prints how long the art takes instead: the
first render of every emblem at two sizes (the SVG parsed, each emblem rendered into its pixmap), a cached lookup,
the first tokens and the textures.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from lehavre_desktop.engine import BUILT_IN, BuildingSpec, Good
from lehavre_desktop.i18n.names import building_name
from lehavre_desktop.startup import setup_application
from lehavre_desktop.ui import art, theme
from lehavre_desktop.ui.board import materials, pictograms
from lehavre_desktop.ui.board.geometry import TILE_SIZE
from lehavre_desktop.ui.painting import LEFT, fit_run

THEMES = tuple(theme.PALETTES)
EMBLEM_SIZES = (24, 48, 96)
LINE_HEIGHTS = (14, 20)
TOKEN_SIZES = (14, 20, 24, 30, 48)
LABEL_PX = 13


def sheet(width: int, height: int, paint: Callable[[QPainter], None]) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(theme.current().table)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter)
    painter.end()
    return image


def label(
    painter: QPainter, rect: QRectF, text: str, colour: QColor, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter
) -> None:
    painter.setFont(theme.board_font(LABEL_PX, bold=True))
    painter.setPen(colour)
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), text)


def emblem_sheet() -> QImage:
    columns, cell_w, cell_h = 4, sum(EMBLEM_SIZES) + 60, max(EMBLEM_SIZES) + 36
    rows = -(-len(BUILT_IN.buildings) // columns)

    def paint(painter: QPainter) -> None:
        palette = theme.current()
        for index, spec in enumerate(BUILT_IN.buildings):
            x, y = (index % columns) * cell_w, (index // columns) * cell_h
            materials.draw_panel(painter, QRectF(x + 6, y + 6, cell_w - 12, cell_h - 12), 8)
            left = x + 18
            for size in EMBLEM_SIZES:
                art.draw_emblem(painter, spec.id, QRectF(left, y + 12 + (max(EMBLEM_SIZES) - size) / 2, size, size))
                left += size + 10
            label(painter, QRectF(x + 6, y + cell_h - 26, cell_w - 12, 18), building_name(spec.id), palette.ink)

    return sheet(columns * cell_w, rows * cell_h, paint)


def pictogram_sheet() -> QImage:
    row_h, name_w, line_w, value_w = 34, 150, 330, 90
    width = name_w + line_w * len(LINE_HEIGHTS) + 2 * value_w + 20
    specs = BUILT_IN.buildings

    def paint(painter: QPainter) -> None:
        palette = theme.current()
        materials.draw_panel(painter, QRectF(6, 6, width - 12, row_h * len(specs) + 8), 8, shadow=False)
        for index, spec in enumerate(specs):
            top = 10 + index * row_h
            label(
                painter,
                QRectF(16, top, name_w - 10, row_h),
                building_name(spec.id),
                palette.ink,
                Qt.AlignmentFlag.AlignLeft,
            )
            left = float(name_w)
            for height in LINE_HEIGHTS:
                layout = pictograms.layout_pictogram(pictograms.function_pictogram(spec), height, min_text_px=0)
                pictograms.draw_pictogram(painter, layout.at(QPointF(left, top + (row_h - layout.height) / 2)))
                left += line_w
            for pictogram in (pictograms.value_pictogram(spec), pictograms.cost_pictogram(spec.cost)):
                layout = pictograms.layout_pictogram(pictogram, 18, min_text_px=0)
                pictograms.draw_pictogram(painter, layout.at(QPointF(left, top + (row_h - layout.height) / 2)))
                left += value_w

    return sheet(width, row_h * len(specs) + 20, paint)


def token_sheet() -> QImage:
    kinds: list[materials.TokenKind | str] = [*Good, *materials.Piece]
    block = sum(TOKEN_SIZES) + 8 * len(TOKEN_SIZES) + 20
    width, band = block * 4, 2 * (max(TOKEN_SIZES) + 26)

    def paint(painter: QPainter) -> None:
        palette = theme.current()
        grounds = (palette.paper, palette.cell_light, palette.cell_dark)
        for index, kind in enumerate([*kinds, "coin"]):
            x, y = (index % 4) * block, (index // 4) * band
            for row, ground in enumerate(grounds[:2] if kind != "coin" else grounds[:1]):
                painter.fillRect(QRectF(x, y + row * band / 2, block, band / 2), ground)
                left = x + 10
                for size in TOKEN_SIZES:
                    box = QRectF(left, y + row * band / 2 + 8 + max(TOKEN_SIZES) - size, size, size)
                    if isinstance(kind, Good | materials.Piece):
                        materials.draw_token(painter, kind, box)
                    else:
                        materials.draw_coin(painter, box, mark=row == 0)
                    left += size + 8
            if kind == "coin":
                painter.fillRect(QRectF(x, y + band / 2, block, band / 2), palette.paper)
                left = x + 10
                for size in TOKEN_SIZES:
                    box = QRectF(left, y + band / 2 + 8 + max(TOKEN_SIZES) - size, size, size)
                    materials.draw_coin(painter, box, mark=False)
                    face = materials.coin_face(box)
                    painter.setFont(theme.board_font(max(5, round(face.height())), bold=True))
                    painter.setPen(materials.coin_ink())
                    painter.drawText(face, int(Qt.AlignmentFlag.AlignCenter), "14")
                    left += size + 8

    rows = -(-(len(kinds) + 1) // 4)
    return sheet(width, rows * band, paint)


def material_sheet() -> QImage:
    swatch_w, swatch_h = 360, 220

    def paint(painter: QPainter) -> None:
        palette = theme.current()
        for index, material in enumerate(materials.Material):
            rect = QRectF(index * swatch_w, 0, swatch_w, swatch_h)
            painter.fillRect(rect, materials.material_brush(material))
            label(painter, rect.adjusted(0, 10, 0, -swatch_h + 40), material.value, materials.ink_on(material))
            painter.setFont(theme.board_font(21, bold=True))
            painter.setPen(materials.ink_on(material))
            painter.drawText(rect.adjusted(0, 40, 0, -110), int(Qt.AlignmentFlag.AlignCenter), "Round K · 9 actions")
        base = swatch_h + 10
        panel = QRectF(20, base + 20, 280, 84)
        for material, left in ((materials.Material.CARD, 20), (materials.Material.LINEN, 380)):
            materials.draw_panel(painter, panel.translated(left - 20, 0), 8, material)
            label(painter, panel.translated(left - 20, 0), "Fish Market", materials.ink_on(material))
        materials.draw_panel(
            painter, QRectF(740, base + 20, 280, 84), 8, materials.Material.CARD, tone=palette.paper_grey
        )
        label(painter, QRectF(740, base + 20, 280, 84), "Pier (cannot pay)", palette.ink)

    return sheet(3 * swatch_w, swatch_h + 140, paint)


def legend_sheet() -> QImage:
    from lehavre_desktop.ui.dialogs.symbols import SymbolsDialog

    dialog = SymbolsDialog()
    dialog.resize(820, 1500)
    dialog.show()
    QApplication.processEvents()
    image = dialog.grab().toImage()
    dialog.close()
    return image


TILE_SCALE = 0.64  # the table's scene as a 1280 x 800 window shows it


def paint_tile(painter: QPainter, spec: BuildingSpec, rect: QRectF) -> None:
    """A supply tile made of the art's pieces: an example of the API, not the table's tile item."""
    palette = theme.current()
    materials.draw_panel(painter, rect, 7)
    emblem = QRectF(rect.left() + 6, rect.top() + 5, 46, 46)
    art.draw_emblem(painter, spec.id, emblem)
    name = QRectF(emblem.right() + 6, rect.top() + 2, rect.width() - 110, 26)
    fit_run("name", building_name(spec.id), name, 21, bold=True, align=LEFT).draw(painter, palette.ink)
    cost = pictograms.fit_pictogram(
        pictograms.cost_pictogram(spec.cost), QRectF(name.left(), name.bottom(), name.width(), 24), 18, 14
    )
    pictograms.draw_pictogram(painter, cost)
    value = pictograms.fit_pictogram(
        pictograms.value_pictogram(spec), QRectF(rect.right() - 80, rect.top() + 4, 74, 44), 26, 18
    )
    pictograms.draw_pictogram(painter, value.at(QPointF(rect.right() - 6 - value.width, value.origin.y())))
    function = pictograms.fit_pictogram(
        pictograms.function_pictogram(spec), QRectF(rect.left() + 8, rect.bottom() - 30, rect.width() - 16, 28), 22, 19
    )
    pictograms.draw_pictogram(painter, function)


def tile_sheet() -> QImage:
    width, height = TILE_SIZE
    columns, gap = 2, 10
    rows = -(-len(BUILT_IN.buildings) // columns)

    def paint(painter: QPainter) -> None:
        painter.scale(TILE_SCALE, TILE_SCALE)
        for index, spec in enumerate(BUILT_IN.buildings):
            left, top = gap + (index % columns) * (width + gap), gap + (index // columns) * (height + gap)
            paint_tile(painter, spec, QRectF(left, top, width, height))

    return sheet(
        round((columns * (width + gap) + gap) * TILE_SCALE), round((rows * (height + gap) + gap) * TILE_SCALE), paint
    )


def write_sheets(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name in THEMES:
        use_theme(name)
        for kind, make in (
            ("emblems", emblem_sheet),
            ("pictograms", pictogram_sheet),
            ("tokens", token_sheet),
            ("materials", material_sheet),
            ("legend", legend_sheet),
            ("tiles", tile_sheet),
        ):
            path = out / f"{kind}_{name}.png"
            make().save(str(path))
            written.append(path)
    use_theme("light")
    return written


def use_theme(name: str) -> None:
    from lehavre_desktop.ui.theme_menu import widget_palette

    theme.use(theme.PALETTES[name])
    QApplication.setPalette(widget_palette(theme.PALETTES[name]))


def measure() -> None:
    """The first render of every emblem at the sizes of a chip and of a tile, then cached lookups."""
    ids = [spec.id for spec in BUILT_IN.buildings]
    start = time.perf_counter()
    art.emblem_pixmap(ids[0], 28)
    parsed = time.perf_counter()
    art.warm_up(ids, (28, 64))
    rendered = time.perf_counter()
    lookups = []
    for _round in range(20):
        begin = time.perf_counter()
        for building in ids:
            art.emblem_pixmap(building, 28)
            art.emblem_pixmap(building, 64)
        lookups.append((time.perf_counter() - begin) / (2 * len(ids)))
    print(f"first emblem (QtSvg imported, emblems.svg parsed, one rendered): {(parsed - start) * 1000:.1f} ms")
    print(
        f"all {len(ids)} emblems at 28 and 64 px: {(rendered - start) * 1000:.1f} ms "
        f"({len(ids) * 2} renders, {art.CACHE.bytes / 1024:.0f} KiB cached)"
    )
    print(f"cached lookup: median {statistics.median(lookups) * 1e6:.1f} µs, worst {max(lookups) * 1e6:.1f} µs")
    begin = time.perf_counter()
    for good in Good:
        materials.token_pixmap(good, 30)
    print(
        f"four goods tokens at 30 px, first render (with their shadows): {(time.perf_counter() - begin) * 1000:.1f} ms"
    )
    begin = time.perf_counter()
    for material in materials.Material:
        materials.texture_pixmap(material)
    print(f"three textures, {materials.TEXTURE_PX} px: {(time.perf_counter() - begin) * 1000:.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--out",
        type=Path,
        default=Path(tempfile.gettempdir()) / "lehavre-art-sheets",
        help="the folder to write the sheets to (default: %(default)s)",
    )
    parser.add_argument("--time", action="store_true", help="print how long the art takes to render")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no window shows; set before the application exists
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    setup_application(app)
    if args.time:
        measure()
        return
    for path in write_sheets(args.out):
        print("wrote", path)


if __name__ == "__main__":
    main()
