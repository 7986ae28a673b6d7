"""The rules reference: its search ignores case and accents in titles and pages, and no title is cut off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QSplitter, QStyle, QTreeWidgetItem
from pytestqt.qtbot import QtBot

from lehavre_desktop.i18n.folding import folded, matches
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.ui.dialogs.reference import RulesReference
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.helpers import settle
from tests.ui.test_qt_texts import open_reference


def search(reference: RulesReference, text: str) -> list[str]:
    """Type ``text`` into the search field, as a keyboard in the language types each letter (QTest.keyClicks knows
    only ASCII); the titles of the entries then shown."""
    field = reference.search
    QTest.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(field, Qt.Key.Key_Delete)
    for letter in text:
        QTest.sendKeyEvent(QTest.KeyAction.Click, field, Qt.Key.Key_unknown, letter, Qt.KeyboardModifier.NoModifier)
    assert field.text() == text
    settle()
    return [item.text(0) for item in shown_entries(reference)]


def shown_entries(reference: RulesReference) -> list[QTreeWidgetItem]:
    shown = []
    for top in reference._tops():
        if top.isHidden():
            continue
        children = reference._children(top)
        shown.extend([child for child in children if not child.isHidden()] if children else [top])
    return shown


def test_folding_drops_case_and_every_accent() -> None:
    assert folded("Αποθήκη") == folded("ΑΠΟΘΗΚΗ") == folded("αποθηκη")
    assert folded("Πλαϊνή ΐ ΰ") == folded("πλαινη ι υ")
    assert folded("Σωρός") == folded("σωροσ")  # the final sigma is the ordinary one
    assert folded("Füstölőüzem Értékű") == "fustolouzem erteku"
    assert matches("πηλου σωρος", "Σωρός Πηλού") and not matches("σωρος ξυλου", "Σωρός Πηλού")


@pytest.mark.parametrize(
    ("code", "query", "spelled", "title"),
    [
        ("el", "αποθηκη", ["Αποθήκη", "ΑΠΟΘΗΚΗ", "αΠοΘήΚη"], "Αποθήκη"),
        ("el", "σωρος πηλου", ["Σωρός Πηλού", "ΣΩΡΟΣ ΠΗΛΟΥ"], "Σωρός Πηλού"),
        ("hu", "raktar", ["raktár", "RAKTÁR"], "raktár"),
        ("hu", "fustolouzem", ["Füstölőüzem", "FÜSTÖLŐÜZEM"], "Füstölőüzem"),
        ("en", "warehouse", ["WAREHOUSE", "Warehouse"], "Warehouse"),
    ],
)
def test_a_search_ignores_case_and_accents(
    window: MainWindow, languages: LanguageManager, qtbot: QtBot, code: str, query: str, spelled: list[str], title: str
) -> None:
    languages.set_language(code)
    reference = open_reference(window, qtbot)
    everything = len(shown_entries(reference))
    found = search(reference, query)
    assert any(folded(title) in folded(text) for text in found), found
    assert 0 < len(found) < everything
    for other in spelled:
        assert search(reference, other) == found, other


def test_a_search_finds_words_in_the_pages_not_only_in_the_titles(
    window: MainWindow, languages: LanguageManager, qtbot: QtBot
) -> None:
    languages.set_language("el")
    reference = open_reference(window, qtbot)
    search(reference, "αποθηκη")
    by_page = [item.text(0) for item in shown_entries(reference) if not matches("αποθηκη", item.text(0))]
    assert by_page, "only titles were searched"


def test_a_topic_title_shows_its_whole_topic_and_nothing_found_shows_nothing(
    window: MainWindow, languages: LanguageManager, qtbot: QtBot
) -> None:
    languages.set_language("hu")
    reference = open_reference(window, qtbot)
    topic = next(top for top in reference._tops() if top.text(0) == "Eladás")
    search(reference, "ELADAS")
    assert all(not child.isHidden() for child in reference._children(topic))
    assert search(reference, "qqqxyz") == []
    assert len(search(reference, "")) == sum(max(1, len(reference._children(top))) for top in reference._tops())


def uncut(reference: RulesReference) -> list[str]:
    """The titles whose text does not fit the row the tree gives it (wrapped to its width)."""
    tree = reference.tree
    margin = tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree) + 1
    cut = []
    for top in reference._tops():
        for item in (top, *reference._children(top)):
            if item.isHidden():
                continue
            rect = tree.visualItemRect(item)
            room = QRect(0, 0, rect.width() - 2 * margin, 100_000)
            needed = tree.fontMetrics().boundingRect(room, Qt.TextFlag.TextWordWrap, item.text(0))
            if needed.height() > rect.height() or needed.width() > room.width():
                cut.append(
                    f"{item.text(0)!r}: needs {needed.width()}×{needed.height()}, has {rect.width()}×{rect.height()}"
                )
    return cut


@pytest.mark.parametrize("code", ["el", "hu"])
def test_no_title_is_cut_off_at_any_width_of_the_tree(
    window: MainWindow, languages: LanguageManager, qtbot: QtBot, code: str
) -> None:
    window.resize(1024, 768)
    languages.set_language(code)
    reference = open_reference(window, qtbot)
    reference.resize(900, 600)
    settle()
    assert uncut(reference) == []
    wrapped = [
        item
        for item in shown_entries(reference)
        if reference.tree.visualItemRect(item).height() > reference.tree.fontMetrics().height() * 1.8
    ]
    splitter = reference.findChild(QSplitter)
    assert splitter is not None
    handle = splitter.handle(1)
    middle = handle.rect().center()
    # The player drags the divider to the left: the titles wrap onto more lines, still whole.
    QTest.mousePress(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, middle)
    QTest.mouseMove(handle, middle - QPoint(100, 0))
    QTest.mouseRelease(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, middle - QPoint(100, 0))
    qtbot.waitUntil(lambda: reference.tree.width() < 250)
    settle()
    assert uncut(reference) == []
    more = [
        item
        for item in shown_entries(reference)
        if reference.tree.visualItemRect(item).height() > reference.tree.fontMetrics().height() * 1.8
    ]
    assert len(more) > len(wrapped)


@pytest.mark.parametrize("code", ["en", "el", "hu"])
def test_the_reference_takes_the_room_a_large_screen_has(
    window: MainWindow, languages: LanguageManager, qtbot: QtBot, code: str
) -> None:
    """On a full-HD screen the reference opens most of the screen's height, within the screen: some forty rules
    in view at once, where a fixed 900 by 600 showed some twenty-five."""
    languages.set_language(code)
    reference = open_reference(window, qtbot)
    settle()
    room = reference.screen().availableGeometry()
    assert reference.height() >= 0.8 * room.height()
    assert room.contains(reference.frameGeometry())
    tree = reference.tree
    in_view = [item for item in shown_entries(reference) if tree.viewport().rect().contains(tree.visualItemRect(item))]
    assert len(in_view) >= 40


def test_a_search_that_finds_nothing_says_so(window: MainWindow, qtbot: QtBot) -> None:
    reference = open_reference(window, qtbot)
    QTest.keyClicks(reference.search, "zeppelin")
    settle()
    assert shown_entries(reference) == []
    assert reference.nothing_found.isVisible() and "«zeppelin»" in reference.nothing_found.text()
    assert reference.nothing_found.width() <= reference.tree.width()
    reference.search.clear()
    QTest.keyClicks(reference.search, "fish")
    settle()
    assert shown_entries(reference) and not reference.nothing_found.isVisible()
