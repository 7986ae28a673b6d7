"""Qt's own texts speak Greek and Hungarian wherever the game shows them.

The context menus of the game's text field and text panels, the file dialog the game opens,
the buttons of its message boxes: every Qt text differs from the English one. A recording
translator lists every text Qt asks for while those are shown, and each is in the Greek
catalogue the game ships and in Qt's Hungarian one (with the game's additions).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar

import pytest
from PySide6.QtCore import QDateTime, QLibraryInfo, QLocale, QPoint, Qt, QTimer, QTranslator
from PySide6.QtGui import QContextMenuEvent, QTextCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QListView,
    QMenu,
    QMessageBox,
    QScrollBar,
    QSpinBox,
    QStyle,
    QTextBrowser,
    QToolButton,
    QTreeView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.resources import I18N_DIR
from lehavre_desktop.ui.dialogs.reference import RulesReference
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.messages import ask
from tests.ui.helpers import settle

LANGUAGES = ["el", "hu"]
CATALOGUES = Path(__file__).resolve().parents[2] / "translations"
HAND_WRITTEN = ("qtbase_el", "qtbase_hu_extra")
# Key names are printed on Greek and Hungarian keyboards as they are; Qt reads these back as keys.
# "OK" is the Hungarian button word too (Qt's, Windows', KDE's and GNOME's Hungarian all say it).
SAME_AS_ENGLISH = {
    "el": {("QFileDialog", "Alt+Left"), ("QFileDialog", "Alt+Right"), ("QFileDialog", "Alt+Up")},
    "hu": {
        ("QFileDialog", "Alt+Left"),
        ("QFileDialog", "Alt+Right"),
        ("QFileDialog", "Alt+Up"),
        ("QPlatformTheme", "OK"),
    },
}
# Not words: the key names of shortcuts, and Qt's question which way the language is written.
NOT_WORDS = {"QShortcut", "QGuiApplication"}
W = TypeVar("W", bound=QWidget)
R = TypeVar("R")


# ---- what the player sees -------------------------------------------------------------------------------


def menu_texts(menu: QMenu) -> list[str]:
    """The entries of a menu and its submenus, without the shortcut shown beside them."""
    texts: list[str] = []
    for action in menu.actions():
        if action.isSeparator():
            continue
        texts.append(action.text().split("\t")[0])
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            texts.extend(menu_texts(submenu))
    menu.deleteLater()
    return texts


def first_link(browser: QTextBrowser) -> QPoint:
    """Where the first link of a text panel is, in the coordinates of its document."""
    document = browser.document()
    block = document.begin()
    while block.isValid():
        iterator = block.begin()
        while not iterator.atEnd():
            fragment = iterator.fragment()
            if fragment.charFormat().isAnchor():
                cursor = QTextCursor(document)
                cursor.setPosition(fragment.position() + 1)
                rect = browser.cursorRect(cursor)
                scroll = browser.verticalScrollBar().value()
                return QPoint(rect.center().x(), rect.center().y() + scroll)
            iterator += 1
        block = block.next()
    raise AssertionError("the panel shows no link")


def open_reference(window: MainWindow, qtbot: QtBot) -> RulesReference:
    """The rules reference, opened by its toolbar button."""
    button = window.tool_row.widgetForAction(window.commands["reference"])
    assert isinstance(button, QToolButton)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.dialogs.reference is not None and window.dialogs.reference.isVisible())
    assert window.dialogs.reference is not None
    return window.dialogs.reference


def context_menus(window: MainWindow, qtbot: QtBot) -> dict[str, list[str]]:
    """The context menus of the game's text field (the reference's search) and text panels."""
    reference = open_reference(window, qtbot)
    teaching = window.teaching_panel.browser
    return {
        "search field": menu_texts(reference.search.createStandardContextMenu()),
        "reference page": menu_texts(reference.page.createStandardContextMenu()),
        "teaching panel link": menu_texts(teaching.createStandardContextMenu(first_link(teaching))),
        "game log": menu_texts(window.log.createStandardContextMenu()),
    }


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_context_menus_of_text_fields_and_panels_speak_the_language(
    window: MainWindow, languages: LanguageManager, qtbot: QtBot, code: str
) -> None:
    english = context_menus(window, qtbot)
    assert "Copy &Link Location" in english["teaching panel link"]
    assert {"&Undo", "Cu&t", "&Paste", "Select All"} <= set(english["search field"])
    languages.set_language(code)
    settle()
    shown = context_menus(window, qtbot)
    for name, entries in english.items():
        assert len(shown[name]) == len(entries), name
        for before, after in zip(entries, shown[name], strict=True):
            assert after.strip() and after != before, f"{code}, {name}: {before!r} is shown as {after!r}"


# ---- the file dialog ---------------------------------------------------------------------------------


def on_modal(kind: type[W], look: Callable[[W], R]) -> Callable[[], R]:
    """Arrange for ``look`` to run on the next modal window of ``kind`` and close it; call the result for what
    ``look`` returned (or to raise what it raised)."""
    results: list[R] = []
    errors: list[Exception] = []

    def wait_for_it() -> None:
        widget = QApplication.activeModalWidget()
        if not isinstance(widget, kind):
            QTimer.singleShot(20, wait_for_it)
            return
        try:
            results.append(look(widget))
        except Exception as error:  # raised again in the test, outside Qt's event loop
            errors.append(error)
        finally:
            widget.close()

    QTimer.singleShot(0, wait_for_it)

    def result() -> R:
        if errors:
            raise errors[0]
        assert results, "no modal window appeared"
        return results[0]

    return result


def dialog_texts(dialog: QFileDialog) -> dict[str, str]:
    """Qt's words in the file dialog: labels, buttons, their tips, the columns of the detail view."""
    texts: dict[str, str] = {}
    for label in dialog.findChildren(QLabel):
        if label.isVisible() and label.text():
            texts[f"label {label.objectName()}"] = label.text()
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    for button in box.buttons():
        texts[f"button {box.buttonRole(button).name}"] = button.text()
    for button in dialog.findChildren(QToolButton):
        if button.isVisible() and button.toolTip():
            texts[f"tip {button.objectName()}"] = button.toolTip()
    tree = dialog.findChild(QTreeView, "treeView")
    assert tree is not None
    header = tree.header().model()
    for column in range(header.columnCount()):
        texts[f"column {column}"] = str(header.headerData(column, Qt.Orientation.Horizontal))
    return texts


def click_toolbar(window: MainWindow, action_name: str) -> None:
    button = window.tool_row.widgetForAction(window.commands[action_name])
    assert isinstance(button, QToolButton)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def file_dialog_texts(window: MainWindow, action_name: str) -> dict[str, str]:
    def look(dialog: QFileDialog) -> dict[str, str]:
        assert dialog.testOption(QFileDialog.Option.DontUseNativeDialog), "the native dialog speaks the system's"
        return dialog_texts(dialog)

    result = on_modal(QFileDialog, look)
    click_toolbar(window, action_name)
    return result()


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The folder the file dialogs open: a saved game of 3000 bytes in it."""
    monkeypatch.setenv("HOME", str(tmp_path))
    (tmp_path / "kept.lhip.json").write_bytes(b" " * 3000)
    return tmp_path


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("action_name", ["open", "save"])
def test_the_file_dialog_speaks_the_language(
    window: MainWindow, languages: LanguageManager, home: Path, code: str, action_name: str
) -> None:
    english = file_dialog_texts(window, action_name)
    assert {
        "label lookInLabel",
        "label fileNameLabel",
        "label fileTypeLabel",
        "tip backButton",
        "column 0",
        "column 3",
    } <= set(english)
    languages.set_language(code)
    settle()
    shown = file_dialog_texts(window, action_name)
    assert set(shown) == set(english)
    for key, before in english.items():
        assert shown[key].strip() and shown[key] != before, f"{code}: {key} {before!r} is shown as {shown[key]!r}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_file_dialog_shows_sizes_dates_and_places_in_the_language_in_full(
    window: MainWindow, languages: LanguageManager, home: Path, qtbot: QtBot, code: str
) -> None:
    languages.set_language(code)

    def look(dialog: QFileDialog) -> tuple[str, str, str]:
        dialog.setViewMode(QFileDialog.ViewMode.Detail)
        tree = dialog.findChild(QTreeView, "treeView")
        assert tree is not None
        model = tree.model()
        qtbot.waitUntil(lambda: model.rowCount(tree.rootIndex()) > 0)
        row = next(
            r
            for r in range(model.rowCount(tree.rootIndex()))
            if model.index(r, 0, tree.rootIndex()).data() == "kept.lhip.json"
        )
        size = model.index(row, 1, tree.rootIndex()).data()
        qtbot.waitUntil(lambda: bool(model.index(row, 3, tree.rootIndex()).data()))
        date = model.index(row, 3, tree.rootIndex()).data()
        kind = model.index(row, 2, tree.rootIndex()).data()
        header, metrics = tree.header(), tree.fontMetrics()
        for column, text in ((1, size), (2, kind), (3, date)):
            heading = str(header.model().headerData(column, Qt.Orientation.Horizontal))
            assert header.sectionSize(column) > max(
                metrics.horizontalAdvance(text), metrics.horizontalAdvance(heading)
            ), (heading, text)
        places = dialog.findChild(QListView, "sidebar")
        assert places is not None
        for place in range(places.model().rowCount()):
            name = str(places.model().index(place, 0).data())
            room = places.visualRect(places.model().index(place, 0)).width() - places.iconSize().width()
            assert metrics.horizontalAdvance(name) < room, name
        return str(size), str(date), str(kind)

    result = on_modal(QFileDialog, look)
    click_toolbar(window, "open")
    size, date, kind = result()
    locale = QLocale(code)
    assert size == locale.formattedDataSize(3000) and "," in size  # 2,93 KiB
    modified = (home / "kept.lhip.json").stat().st_mtime
    assert date == locale.toString(QDateTime.fromSecsSinceEpoch(int(modified)), QLocale.FormatType.ShortFormat)
    assert kind and "document" not in kind.casefold()  # the type of file in the language too


LONG_SAVE = "Ann and Ben, round K.lhip.json"  # a name as a player gives a saved game


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_file_dialog_shows_a_saved_games_name_whole(
    window: MainWindow, languages: LanguageManager, home: Path, qtbot: QtBot, code: str
) -> None:
    """The names' column keeps room for a long file name beside the detail columns, and the places theirs."""
    languages.set_language(code)
    (home / LONG_SAVE).write_bytes(b" " * 3000)

    def look(dialog: QFileDialog) -> tuple[int, int]:
        tree = dialog.findChild(QTreeView, "treeView")
        assert tree is not None
        model = tree.model()
        qtbot.waitUntil(lambda: model.rowCount(tree.rootIndex()) > 1)
        index = next(
            model.index(r, 0, tree.rootIndex())
            for r in range(model.rowCount(tree.rootIndex()))
            if model.index(r, 0, tree.rootIndex()).data() == LONG_SAVE
        )
        room = tree.visualRect(index).width() - tree.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        header = tree.header()
        assert sum(header.sectionSize(column) for column in range(4)) <= tree.viewport().width()  # no scrolling
        return tree.fontMetrics().horizontalAdvance(LONG_SAVE), room

    result = on_modal(QFileDialog, look)
    click_toolbar(window, "open")
    needed, room = result()
    assert needed < room, (needed, room)


# ---- message boxes -----------------------------------------------------------------------------------


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_question_has_yes_and_no_in_the_language(window: MainWindow, languages: LanguageManager, code: str) -> None:
    def buttons(box: QMessageBox) -> list[str]:
        return sorted(button.text() for button in box.buttons())

    english = on_modal(QMessageBox, buttons)
    ask(window, "?", "?")
    before = english()
    assert before == ["&No", "&Yes"]
    languages.set_language(code)
    shown = on_modal(QMessageBox, buttons)
    ask(window, "?", "?")
    after = shown()
    assert len(after) == 2 and not set(after) & set(before)


# ---- every Qt text the game shows is in the catalogues -----------------------------------------------------


class RecordingTranslator(QTranslator):
    """Lists every text Qt asks a translation for; answers with the source and an invisible mark.

    The mark keeps PySide's ``tr()`` from asking again under the name of each base class, as it does
    for a text that comes back unchanged: a game text is listed under its own context only.
    """

    def __init__(self) -> None:
        super().__init__()
        self.asked: set[tuple[str, str, str]] = set()

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        self.asked.add((context, source, disambiguation or ""))
        return source + "\u2060"

    def isEmpty(self) -> bool:
        return False


def close_popup_soon() -> None:
    def close() -> None:
        popup = QApplication.activePopupWidget()
        if popup is None:
            QTimer.singleShot(20, close)
        else:
            popup.close()

    QTimer.singleShot(20, close)


def right_click(widget: QWidget) -> None:
    """A context menu as the mouse opens it, closed again as soon as it is shown."""
    close_popup_soon()
    point = QPoint(5, 5)
    QApplication.sendEvent(widget, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, widget.mapToGlobal(point)))


def show_everything(window: MainWindow, qtbot: QtBot) -> None:
    """Every kind of Qt widget with Qt's own words that the game shows, in the ways the player meets them."""
    context_menus(window, qtbot)
    reference = open_reference(window, qtbot)
    for bar in (reference.page.verticalScrollBar(), QScrollBar(Qt.Orientation.Horizontal)):
        bar.show()
        right_click(bar)
    spin = QSpinBox()  # as in the action bar, for the number of repetitions
    spin.show()
    right_click(spin)

    def browse(dialog: QFileDialog) -> None:
        for mode in (QFileDialog.ViewMode.Detail, QFileDialog.ViewMode.List):
            dialog.setViewMode(mode)
            settle()
        for name in ("listView", "sidebar"):
            view = dialog.findChild(QListView, name)
            assert view is not None
            view.setCurrentIndex(view.model().index(0, 0, view.rootIndex()))
            right_click(view.viewport())
        tree = dialog.findChild(QTreeView, "treeView")
        assert tree is not None
        right_click(tree.header().viewport())

    for action_name in ("open", "save"):
        browsed = on_modal(QFileDialog, browse)
        click_toolbar(window, action_name)
        browsed()
    buttons = on_modal(QMessageBox, lambda box: [button.text() for button in box.buttons()])
    ask(window, "?", "?")
    assert len(buttons()) == 2


def qt_requests(window: MainWindow, qtbot: QtBot) -> set[tuple[str, str, str]]:
    recorder = RecordingTranslator()
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.installTranslator(recorder)
    try:
        show_everything(window, qtbot)
    finally:
        app.removeTranslator(recorder)
    return {
        (context, source, comment)
        for context, source, comment in recorder.asked
        if (context.startswith("Q") or context == "CloseButton") and context not in NOT_WORDS
    }


def translators(code: str) -> Iterator[QTranslator]:
    """The catalogues the game installs for Qt's texts in ``code``, the first searched first."""
    extra = QTranslator()
    if extra.load(f"qtbase_{code}_extra", str(I18N_DIR)):
        yield extra
    qt = QTranslator()
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    assert qt.load(f"qtbase_{code}", qt_dir) or qt.load(f"qtbase_{code}", str(I18N_DIR))
    yield qt


def test_every_qt_text_the_game_shows_is_translated(window: MainWindow, home: Path, qtbot: QtBot) -> None:
    asked = qt_requests(window, qtbot)
    assert ("QScrollBar", "Scroll here", "") in asked and ("QFileDialog", "&Look in:", "") in asked
    assert ("QAbstractSpinBox", "&Step up", "") in asked and ("QWidgetTextControl", "Copy &Link Location", "") in asked
    for code in LANGUAGES:
        catalogues = list(translators(code))
        missing = []
        for context, source, comment in sorted(asked):
            said = next(
                (text for translator in catalogues if (text := translator.translate(context, source, comment or None))),
                "",
            )
            if not said or (said == source and (context, source) not in SAME_AS_ENGLISH[code]):
                missing.append(f"{context}: {source!r}" + (f" ({comment})" if comment else ""))
        assert not missing, f"{code}: Qt shows these in English:\n" + "\n".join(missing)


# ---- the hand-written catalogues are compiled ---------------------------------------------------------------


@pytest.mark.parametrize("name", HAND_WRITTEN)
def test_a_hand_written_qt_catalogue_is_compiled(name: str) -> None:
    translator = QTranslator()
    assert translator.load(name, str(I18N_DIR)), f"{name}.qm is missing"
    stale = []
    for context in ET.parse(CATALOGUES / f"{name}.ts").getroot().iter("context"):
        context_name = context.findtext("name") or ""
        for message in context.iter("message"):
            source, wanted = message.findtext("source") or "", message.findtext("translation") or ""
            if translator.translate(context_name, source) != wanted:
                stale.append(f"{context_name}: {source!r}")
    assert not stale, f"{name}.qm is out of date:\n" + "\n".join(stale)
