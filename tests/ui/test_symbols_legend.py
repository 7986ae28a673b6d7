"""Help ▸ Symbols as a page to learn from (issue 21; m31 review B6 and C1): tiles read aloud first, then the
symbols in sections, each large beside its name running into its sentence, in columns across the page that fit a
1280 by 800 and a 1920 by 1080 window whole in every language; in every theme's colours, growing with the window's
type, scrolling in a 1024 by 768 window with nothing cut, even at the view's foot; a section that goes on in the next
column under its heading again; and the table's own marks, the green cells of a choice
among them, painted by the board's own items."""

from __future__ import annotations

import html
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QSize, QTranslator
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
# The catalogues compiled from this tree's translations (not an installed copy's: the page's fit is their words').
CATALOGUES = Path(__file__).resolve().parents[2] / "resources" / "i18n"


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


@pytest.fixture
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The game's catalogue of the language asked for, installed while the test runs (English: none)."""
    code: str = request.param
    translator = QTranslator()
    if code != "en":
        assert translator.load(f"lehavre_{code}", str(CATALOGUES)), f"no lehavre_{code}.qm in {CATALOGUES}"
        QCoreApplication.installTranslator(translator)
    yield code
    QCoreApplication.removeTranslator(translator)


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


def left(label: QWidget, page: QWidget) -> int:
    return label.mapTo(page, QPoint(0, 0)).x()


def entries_by_column(dialog: symbols.SymbolsDialog) -> list[list[tuple[QLabel, QLabel]]]:
    """Each column's entries (the symbols' and the table marks'): picture and words."""
    words = {row.picture: row.words for row in dialog.rows} | dict(dialog.marks)
    return [
        [(piece.picture, words[piece.picture]) for piece in column if piece.picture is not None]
        for column in dialog.columns
    ]


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
    for row in dialog.rows:  # the name in bold, a dash, its sentence
        assert_name_set_apart(row)


def assert_name_set_apart(row: symbols.LegendRow) -> None:
    """The name in bold, then a dash that no line starts with, then the sentence (m32 L7: "Or One of the two")."""
    name, meaning = row.entry.translated_name(), row.entry.translated_meaning()
    assert symbols.plain_text(row.words) == f"{name} \u2013 {meaning}"  # (the no-break space reads as a space)
    assert (
        f"<b>{html.escape(name, quote=False)}</b>\u00a0\u2013 {html.escape(meaning, quote=False)}" == row.words.text()
    )


def test_the_pictures_are_large_and_the_words_of_a_column_line_up(qtbot: QtBot) -> None:
    """The glyphs are never smaller than 1.375 times the table's (22 pixels in a 1280 by 800 window); in each column
    the pictures share one width, so that its names and sentences start at one x."""
    dialog = open_over(qtbot, (1280, 800))
    assert dialog.glyph_height >= min(symbols.GLYPH_SHARES) * symbols.SAMPLE_HEIGHT
    for row in dialog.rows:
        pixmap = row.picture.pixmap()
        assert pixmap.height() / pixmap.devicePixelRatio() >= dialog.glyph_height * (1 + 2 * symbols.PAD_PER_GLYPH)
    columns = entries_by_column(dialog)
    assert len(columns) >= 2
    for column in columns:
        assert len({left(words, dialog.page) for _picture, words in column}) == 1
        assert len({picture.width() for picture, _words in column}) == 1
        for picture, words in column:
            assert left(picture, dialog.page) + picture.width() < left(words, dialog.page)
            assert picture.width() >= picture.pixmap().width() / picture.pixmap().devicePixelRatio()


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
    words = dialog.rows[0].words
    line = words.fontMetrics()
    name_width = line.boundingRect(dialog.rows[0].entry.translated_name()).width()
    name_rect = QRect(words.mapTo(dialog.page, QPoint(0, 0)), QSize(name_width, line.height()))
    name_rect.moveTop(name_rect.top() + (words.height() - words.heightForWidth(words.width())) // 2)
    device = QRect(
        round(name_rect.x() * dpr),
        round(name_rect.y() * dpr),
        round(name_rect.width() * dpr),
        round(name_rect.height() * dpr),
    )
    assert ink_share(image, device, palette.ink) > 0.1, "the names are not written in the theme's ink"
    assert theme.contrast_ratio(palette.ink, palette.bar) >= 7


def assert_nothing_cut(dialog: symbols.SymbolsDialog) -> None:
    viewport = dialog.scroll_area.viewport().width()
    for label in [label for label in dialog.page.findChildren(QLabel) if label.text()]:
        assert label.height() >= label.heightForWidth(label.width()), f"{label.text()!r} is cut"
        assert label.mapTo(dialog.page, QPoint(label.width(), 0)).x() <= viewport, f"{label.text()!r} sticks out"
    for picture in [row.picture for row in dialog.rows] + [picture for picture, _said in dialog.examples]:
        pixmap = picture.pixmap()
        assert picture.width() >= pixmap.width() / pixmap.devicePixelRatio()
        assert picture.height() >= pixmap.height() / pixmap.devicePixelRatio()


@pytest.mark.parametrize("language", ["en", "el", "hu"], indirect=True)
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=["1280x800", "1920x1080"])
def test_the_whole_page_fits_the_window_without_scrolling(qtbot: QtBot, language: str, size: tuple[int, int]) -> None:
    """Measured after the dialog is shown: no vertical scroll bar, the page no taller than the view of it, the last
    entry and the table's marks inside the view, the dialog inside the window, and nothing cut."""
    dialog = open_over(qtbot, size)
    scroll = dialog.scroll_area
    assert dialog.width() <= size[0] and dialog.height() <= size[1]
    assert scroll.verticalScrollBar().maximum() == 0 and not scroll.verticalScrollBar().isVisible()
    assert not scroll.horizontalScrollBar().isVisible()
    assert dialog.page.height() <= scroll.viewport().height()
    if language != "en":
        assert dialog.rows[0].entry.translated_name() != dialog.rows[0].entry.name  # the catalogue is in use
    view = scroll.viewport().rect()
    for label in [dialog.rows[-1].words, dialog.headings[-1], *(words for _picture, words in dialog.marks)]:
        assert view.contains(QRect(label.mapTo(scroll.viewport(), QPoint(0, 0)), label.size())), label.text()
    assert_nothing_cut(dialog)
    for row in dialog.rows:  # each name set apart from its sentence, in every language
        assert_name_set_apart(row)


@pytest.mark.parametrize("language", ["en", "el", "hu"], indirect=True)
def test_in_a_1024_by_768_window_the_page_scrolls_with_every_column_begun_and_nothing_cut(
    qtbot: QtBot, language: str
) -> None:
    """The page is longer than the window here: it scrolls, and the view's foot never cuts a row or a heading in
    half, nor leaves a heading alone there (m32 M4: «Κτίρια που κρατάς για την αξία τους» cut at the foot), at the
    top of the page, halfway down, and at its end."""
    dialog = open_over(qtbot, (1024, 768))
    assert dialog.width() <= 1024 and dialog.height() <= 768
    scroll = dialog.scroll_area
    assert scroll.verticalScrollBar().maximum() > 0 and not scroll.horizontalScrollBar().isVisible()
    assert len(dialog.columns) >= 2  # the sections side by side even here
    view = scroll.viewport().rect()
    for column in dialog.columns:  # each column's first heading in the first screen
        first = column[0].widget
        assert column[0].heading
        assert view.contains(QRect(first.mapTo(scroll.viewport(), QPoint(0, 0)), first.size()))
    assert_nothing_cut(dialog)
    bar = scroll.verticalScrollBar()
    for value in (0, bar.maximum() // 2, bar.maximum()):
        bar.setValue(value)
        QApplication.processEvents()
        assert_foot_whole(dialog)
    last = dialog.rows[-1].words
    scroll.ensureWidgetVisible(last)
    QApplication.processEvents()
    assert view.contains(QRect(last.mapTo(scroll.viewport(), QPoint(0, 0)), last.size()))


def column_stacks(dialog: symbols.SymbolsDialog) -> list[list[tuple[QWidget, bool]]]:
    """Each column's widgets from its top (a heading repeated over it included), and which are headings."""
    headings = [label for label in dialog.page.findChildren(QLabel, "SymbolsHeading") if label.isVisible()]
    stacks = []
    for column in dialog.columns:
        left_x = left(column[0].widget, dialog.page)
        pieces: list[tuple[QWidget, bool]] = [(piece.widget, piece.heading) for piece in column]
        widgets = {widget for widget, _heading in pieces}
        above = [label for label in headings if left(label, dialog.page) == left_x and label not in widgets]
        stacks.append([*((label, True) for label in above), *pieces])
    return stacks


def assert_foot_whole(dialog: symbols.SymbolsDialog) -> None:
    """In every column, what the view shows of a piece (less what lies under a cover of the page's ground) is the
    whole piece or nothing; a heading shown is followed by its first row."""
    viewport = dialog.scroll_area.viewport()
    view = viewport.rect()
    covers = [
        child.geometry()
        for child in viewport.children()
        if isinstance(child, QWidget) and child is not dialog.page and child.isVisible()
    ]
    for stack in column_stacks(dialog):
        shown: list[bool] = []
        for widget, _heading in stack:
            rect = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
            seen = rect.intersected(view)
            hidden = seen.isEmpty() or any(cover.contains(seen) for cover in covers)
            shown.append(not hidden)
            if not hidden and rect.top() >= 0:
                assert view.contains(rect) and not any(cover.intersects(rect) for cover in covers), (
                    f"{widget_text(widget)!r} is cut at the view's foot ({rect.bottom()} > {view.bottom()})"
                )
        for index, (widget, heading) in enumerate(stack[:-1]):
            if heading and shown[index]:
                assert shown[index + 1], f"the heading {widget_text(widget)!r} is alone at the view's foot"


def widget_text(widget: QWidget) -> str:
    labels = [widget] if isinstance(widget, QLabel) else widget.findChildren(QLabel)
    return " ".join(label.text() for label in labels if isinstance(label, QLabel) and label.text())


@pytest.mark.parametrize("language", ["en", "el", "hu"], indirect=True)
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=["1280x800", "1920x1080"])
def test_a_column_that_goes_on_with_a_section_begins_with_its_heading_again(
    qtbot: QtBot, language: str, size: tuple[int, int]
) -> None:
    """m32 L6: «Πληρωμή και επιλογή» at the foot of a column, its "Or" and "And" rows at the top of the next
    with no heading. Each column now begins with a heading: its section's own, or the section it goes on with
    again, "(continued)" in the page's language, as a heading is drawn."""
    dialog = open_over(qtbot, size)
    section = ""
    begun = 0
    for stack, column in zip(column_stacks(dialog), dialog.columns, strict=True):
        top, heading = stack[0]
        assert heading and isinstance(top, QLabel)
        if column[0].heading:
            assert top is column[0].widget
        else:  # the section of the last column goes on here
            assert top.text() == symbols.continued_title(section)
            assert top.font().pointSizeF() == pytest.approx(dialog.headings[0].font().pointSizeF())
            begun += 1
        section = next(
            (piece.widget.text() for piece in reversed(column) if piece.heading and isinstance(piece.widget, QLabel)),
            section,
        )
    if language != "en" and begun:
        assert ("(συνέχεια)" if language == "el" else "(folytatás)") in symbols.continued_title("")
    assert_nothing_cut(dialog)


def test_the_page_grows_with_the_windows_type(qtbot: QtBot) -> None:
    small, large = open_over(qtbot, (1280, 800)), open_over(qtbot, (1920, 1080))
    assert small.scale == 1.0 and large.scale == type_scale(1920, 1080) > 1.2
    base = QApplication.font().pointSizeF()
    for dialog in (small, large):  # the sentences in the window's type, or a step smaller where that fits
        assert dialog.text_points / (base * dialog.scale) in [pytest.approx(share) for share in symbols.TEXT_SHARES]
        for row in dialog.rows:
            assert row.words.font().pointSizeF() == pytest.approx(dialog.text_points)
        assert dialog.headings[0].font().pointSizeF() == pytest.approx(base * dialog.scale * symbols.HEADING_SCALE)
    assert QFontInfo(large.rows[0].words.font()).pixelSize() > QFontInfo(small.rows[0].words.font()).pixelSize()
    assert large.glyph_height > small.glyph_height
    for a, b in zip(small.rows, large.rows, strict=True):
        assert b.picture.pixmap().height() > a.picture.pixmap().height()
    close = [dialog.findChildren(QDialogButtonBox)[0].buttons()[0] for dialog in (small, large)]
    assert close[1].font().pointSizeF() == pytest.approx(close[0].font().pointSizeF() * large.scale)


def test_the_tiles_read_aloud_sit_over_their_sentences(qtbot: QtBot) -> None:
    dialog = open_over(qtbot, (1280, 800))
    page = dialog.page
    for picture, sentence in dialog.examples:  # each tile right over its sentence, both at the column's left
        top = picture.mapTo(page, QPoint(0, picture.height())).y()
        assert 0 <= sentence.mapTo(page, QPoint(0, 0)).y() - top <= 24
        assert left(picture, page) == left(sentence, page)


def painted_share(pixmap_image: QImage) -> float:
    image = pixmap_image
    return sum(image.pixelColor(x, y).alpha() > 0 for x in range(image.width()) for y in range(image.height())) / (
        image.width() * image.height()
    )


def test_the_table_marks_are_explained_with_their_pictures(qtbot: QtBot) -> None:
    """The round track's tabs, the reconstructed-number mark, a choice's green cells and the computer's mark are
    drawn by the table, not by a tile's line: the page explains them too."""
    dialog = open_over(qtbot)
    names = [mark.name for mark in symbols.TABLE_MARKS]
    assert {"Places to choose", "Played by the computer"} <= set(names)
    assert [symbols.plain_text(words) for _picture, words in dialog.marks] == [
        f"{mark.name} \u2013 {mark.meaning}" for mark in symbols.TABLE_MARKS
    ]
    for picture, words in dialog.marks:
        assert painted_share(picture.pixmap().toImage()) > 0.1 and symbols.plain_text(words)


def near(colour: QColor, wanted: QColor, tolerance: int = 10) -> bool:
    return (
        max(abs(colour.red() - wanted.red()), abs(colour.green() - wanted.green()), abs(colour.blue() - wanted.blue()))
        <= tolerance
    )


def over(top: QColor, ground: QColor) -> QColor:
    alpha = top.alphaF()

    def mix(a: float, b: float) -> float:
        return alpha * a + (1 - alpha) * b

    return QColor.fromRgbF(
        mix(top.redF(), ground.redF()), mix(top.greenF(), ground.greenF()), mix(top.blueF(), ground.blueF())
    )


@pytest.mark.parametrize("name", list(PALETTES))
def test_the_green_cells_entry_is_the_boards_own_painting(name: str) -> None:
    """The entry for a choice's green cells is a corner of a warehouse item of the board's, showing a choice: its
    legal cells green in the theme's legal colours, the proposed place in the preview colour, the marker in its
    good's colour, as on the table."""
    palette = PALETTES[name]
    theme.use(palette)
    warehouse = symbols.choice_warehouse()
    assert warehouse.highlighted() == symbols.CHOICE_PLACES
    assert warehouse.shown_ghosts() == {symbols.CHOICE_GOOD: symbols.CHOICE_PROPOSED}
    mark = next(mark for mark in symbols.TABLE_MARKS if mark.name == "Places to choose")
    image = symbols.mark_pixmap(mark, 1.0, symbols.SAMPLE_HEIGHT).toImage()
    colours = [image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())]
    legal = [over(palette.legal_target, shade) for shade in (palette.cell_light, palette.cell_dark)]

    def share(wanted: list[QColor], tolerance: int = 10) -> float:
        return sum(any(near(c, w, tolerance) for w in wanted) for c in colours if c.alpha() == 255) / len(colours)

    assert share(legal, 6) > 0.15, "no green cells"
    assert share([palette.legal_edge], 24) > 0.01, "no legal cells' edges"
    assert share([palette.preview], 30) > 0.005, "no proposed place"
    assert share([palette.good_colours[symbols.CHOICE_GOOD]], 40) > 0.01, "no marker"


def test_in_a_window_too_small_for_two_columns_the_page_is_one(qtbot: QtBot) -> None:
    dialog = open_over(qtbot, (640, 480))
    assert dialog.width() <= 640 and dialog.height() <= 480
    assert len(dialog.columns) == 1
    assert (
        dialog.scroll_area.verticalScrollBar().maximum() > 0
        and not dialog.scroll_area.horizontalScrollBar().isVisible()
    )
    assert_nothing_cut(dialog)
