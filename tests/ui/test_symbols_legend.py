"""Help ▸ Symbols as a page to learn from (issue 21): the symbols in sections, each large on the tiles' paper with
its name and a sentence, tiles read aloud first; in every theme's colours, growing with the window's type, and
scrolling in a 1024 by 768 window with nothing cut."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, QSize
from PySide6.QtGui import QColor, QFontInfo, QImage
from PySide6.QtWidgets import QAbstractItemView, QApplication, QDialog, QDialogButtonBox, QFrame, QLabel, QWidget
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import BUILT_IN
from lehavre_desktop.teaching.preview import explain_function
from lehavre_desktop.ui import theme
from lehavre_desktop.ui.dialogs import symbols
from lehavre_desktop.ui.theme import PALETTES
from lehavre_desktop.ui.type_scale import type_scale

HOSTS: list[QWidget] = []  # the windows the dialogs open over, kept for the test (a dialog goes with its window)


@pytest.fixture(autouse=True)
def _hosts() -> Iterator[None]:
    yield
    for host in HOSTS:
        for dialog in host.findChildren(QDialog):  # a window of its own: the host's close leaves it open
            dialog.close()
        host.close()
        host.deleteLater()
    HOSTS.clear()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # gone before the next test's windows come


def open_over(qtbot: QtBot, size: tuple[int, int] | None = None) -> symbols.SymbolsDialog:
    window = None
    if size is not None:
        window = QWidget()
        window.resize(*size)
        HOSTS.append(window)
    dialog = symbols.SymbolsDialog(window)
    if window is None:  # (else the window takes the dialog with it)
        qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    return dialog


def test_every_entry_is_in_one_section_and_every_section_has_a_title() -> None:
    names = [name for section in symbols.SECTIONS for name in section.entries]
    assert sorted(names) == sorted(entry.name for entry in symbols.LEGEND)  # each once, none unknown
    for section in symbols.SECTIONS:
        assert section.title and section.entries
    for _section, entries in symbols.sections_for(BUILT_IN):
        assert entries


def test_the_page_reads_tiles_aloud_first_then_the_symbols_by_section(qtbot: QtBot) -> None:
    dialog = open_over(qtbot)
    headings = [heading.text() for heading in dialog.headings]
    assert headings[0] == "Reading a tile"
    assert headings[1:-1] == [section.title for section, _entries in symbols.sections_for(BUILT_IN)]
    assert headings[-1] == symbols.TABLE_MARKS_TITLE
    assert len(dialog.examples) == len(symbols.EXAMPLES)
    for (picture, said), building in zip(dialog.examples, symbols.EXAMPLES, strict=True):
        whole = explain_function(building, BUILT_IN).text
        assert said.text() == symbols.first_sentence(whole) and whole.startswith(said.text()[:-1])
        assert said.text().endswith(".") and len(said.text()) < len(whole)
        assert picture.accessibleName() and not picture.pixmap().isNull()
    # No grid: the entries are pictures and words on one page, no table with its lines, no framed cells.
    assert not dialog.findChildren(QAbstractItemView)
    assert all(frame.frameShape() == QFrame.Shape.NoFrame for frame in dialog.findChildren(QFrame))


def test_the_pictures_are_large_and_line_up_down_the_page(qtbot: QtBot) -> None:
    dialog = open_over(qtbot)
    lefts = {row.name.mapTo(dialog.page, QPoint(0, 0)).x() for row in dialog.rows}
    assert len(lefts) == 1  # the names in one column, whatever the section
    for row in dialog.rows:
        pixmap = row.picture.pixmap()
        assert pixmap.height() / pixmap.devicePixelRatio() >= symbols.SAMPLE_HEIGHT * (1 + 2 * symbols.PAD_PER_GLYPH)
        assert row.picture.geometry().right() < row.name.geometry().left()


def colour_at(image: QImage, point: QPoint) -> QColor:
    return image.pixelColor(point)


def ink_share(image: QImage, rect: QRect, ink: QColor) -> float:
    """How much of ``rect`` is painted within a few levels of ``ink``."""
    part = image.copy(rect).convertToFormat(QImage.Format.Format_RGB32)
    data = np.frombuffer(part.constBits(), np.uint8).reshape(part.height(), part.bytesPerLine() // 4, 4)[:, :, :3]
    wanted = np.array([ink.blue(), ink.green(), ink.red()])
    return float((np.abs(data.astype(int) - wanted).max(axis=2) <= 24).mean())


@pytest.mark.parametrize("name", list(PALETTES))
def test_the_page_takes_the_themes_colours(qtbot: QtBot, name: str) -> None:
    palette = PALETTES[name]
    theme.use(palette)
    dialog = open_over(qtbot)
    image = dialog.page.grab().toImage()
    dpr = image.devicePixelRatio()
    assert colour_at(image, QPoint(round(4 * dpr), round(4 * dpr))).name() == palette.bar.name()
    row = dialog.rows[0]
    words = row.name.fontMetrics().horizontalAdvance(row.name.text())
    name_rect = QRect(row.name.mapTo(dialog.page, QPoint(0, 0)), QSize(words, row.name.height()))
    device = QRect(
        round(name_rect.x() * dpr),
        round(name_rect.y() * dpr),
        round(name_rect.width() * dpr),
        round(name_rect.height() * dpr),
    )
    assert ink_share(image, device, palette.ink) > 0.1, "the names are not written in the theme's ink"
    assert theme.contrast_ratio(palette.ink, palette.bar) >= 7


def test_in_a_1024_by_768_window_the_page_scrolls_and_nothing_is_cut(qtbot: QtBot) -> None:
    dialog = open_over(qtbot, (1024, 768))
    assert dialog.width() <= 1024 and dialog.height() <= 768
    scroll = dialog.scroll_area
    assert scroll.verticalScrollBar().maximum() > 0 and not scroll.horizontalScrollBar().isVisible()
    viewport = scroll.viewport().width()
    labels = [label for label in dialog.page.findChildren(QLabel) if label.text()]
    for label in labels:
        assert label.height() >= label.heightForWidth(label.width()), f"{label.text()!r} is cut"
        assert label.mapTo(dialog.page, QPoint(label.width(), 0)).x() <= viewport, f"{label.text()!r} sticks out"
    for picture in [row.picture for row in dialog.rows] + [picture for picture, _said in dialog.examples]:
        pixmap = picture.pixmap()
        assert picture.width() >= pixmap.width() / pixmap.devicePixelRatio()
    last = dialog.rows[-1].meaning
    scroll.ensureWidgetVisible(last)
    QApplication.processEvents()
    shown = QRect(last.mapTo(scroll.viewport(), QPoint(0, 0)), last.size())
    assert scroll.viewport().rect().contains(shown)


def test_the_page_grows_with_the_windows_type(qtbot: QtBot) -> None:
    small, large = open_over(qtbot, (1280, 800)), open_over(qtbot, (1920, 1080))
    assert small.scale == 1.0 and large.scale == type_scale(1920, 1080) > 1.2
    for a, b in zip(small.rows, large.rows, strict=True):
        assert b.meaning.font().pointSizeF() == pytest.approx(a.meaning.font().pointSizeF() * large.scale)
        pixels = QFontInfo(a.meaning.font()).pixelSize(), QFontInfo(b.meaning.font()).pixelSize()
        assert pixels[1] == pytest.approx(pixels[0] * large.scale, abs=1)
        assert b.picture.pixmap().height() > a.picture.pixmap().height()
    assert small.headings[0].font().pointSizeF() == pytest.approx(small.rows[0].name.font().pointSizeF() * 1.3)
    close = [dialog.findChildren(QDialogButtonBox)[0].buttons()[0] for dialog in (small, large)]
    assert close[1].font().pointSizeF() == pytest.approx(close[0].font().pointSizeF() * large.scale)


def test_every_sentence_starts_at_one_x_and_the_tiles_read_aloud_sit_over_theirs(qtbot: QtBot) -> None:
    """The tiles' sentences, the symbols' names and sentences and the table's marks share one column."""
    dialog = open_over(qtbot, (1280, 800))
    page = dialog.page

    def left(label: QWidget) -> int:
        return label.mapTo(page, QPoint(0, 0)).x()

    said = [said for _picture, said in dialog.examples]
    names = [row.name for row in dialog.rows] + [name for _picture, name, _meaning in dialog.marks]
    meanings = [row.meaning for row in dialog.rows] + [meaning for _picture, _name, meaning in dialog.marks]
    assert len({left(label) for label in said + names + meanings}) == 1
    pictures = [row.picture for row in dialog.rows] + [picture for picture, _name, _meaning in dialog.marks]
    assert all(picture.geometry().right() < left(names[0]) for picture in pictures)
    for picture, sentence in dialog.examples:  # each tile right over its sentence
        top = picture.mapTo(page, QPoint(0, picture.height())).y()
        assert 0 <= sentence.mapTo(page, QPoint(0, 0)).y() - top <= 24


def test_the_table_marks_are_explained_with_their_pictures(qtbot: QtBot) -> None:
    """The round track's tabs and the reconstructed-number mark are drawn by the table, not by a tile's line: the
    page explains them too."""
    dialog = open_over(qtbot)
    assert [name.text() for _picture, name, _meaning in dialog.marks] == [mark.name for mark in symbols.TABLE_MARKS]
    for picture, _name, meaning in dialog.marks:
        image = picture.pixmap().toImage()
        painted = sum(image.pixelColor(x, y).alpha() > 0 for x in range(image.width()) for y in range(image.height()))
        assert painted > 0.1 * image.width() * image.height() and meaning.text()
