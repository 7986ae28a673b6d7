"""The lengthening pseudo-language: every text 40% longer, accented, with what programs read kept intact;
under it, at 1024×768 and 1280×800, no button, label, menu title or action-bar text of the main window is cut off.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import Qt, QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QToolBar,
    QToolButton,
)
from pytestqt.qtbot import QtBot

from lehavre_desktop.i18n.languages import DEFAULT_LANGUAGE, PSEUDO_LANGUAGE, PSEUDO_LANGUAGE_VARIABLE
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.i18n.pseudo import GROWTH, lengthened
from lehavre_desktop.resources import I18N_DIR
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import click_tile, settle

CATALOGUES = Path(__file__).resolve().parents[2] / "translations"
SIZES = [(1024, 768), (1280, 800)]
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%L?\d+|%n")
STANDARD_BUTTONS = (QPushButton, QToolButton, QCheckBox, QRadioButton)
# A custom-painted button draws its text along its longer side with this much room at each end.
PAINTED_MARGIN = 4


def _shown(text: str) -> str:
    """The letters of a text a reader sees, without placeholders, tags and entities (they are replaced or drawn
    otherwise)."""
    return re.sub(r"\{[^{}]*\}|%L?\d+|%n|<[^<>]*>|&[a-z]+;|&", "", text)


# ---- the pseudo-language itself ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "source",
    [
        "Build {building:acc} for {cost}",
        "%n francs left",
        "Rules &reference",
        "Copy &Link Location",
        "Tom && Jerry &amp; <b>friends</b>",
        "%1\nFile not found.\nPlease verify the correct file name was given.",
        "<h3>{title}</h3><p>The wheel turns after round {letter:art}.</p>",
    ],
)
def test_a_pseudo_text_is_longer_and_keeps_what_a_program_reads(source: str) -> None:
    text = lengthened(source)
    assert text.startswith("[") and text.endswith("]")
    assert len(_shown(text)) >= GROWTH * len(_shown(source))
    assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(source))
    assert re.findall(r"<[^<>]*>|&[a-z]+;|&&", text) == re.findall(r"<[^<>]*>|&[a-z]+;|&&", source)
    mnemonics = re.findall(r"(?<!&)&([^&\s;]+?)\b", source)
    for key in mnemonics:
        assert f"&{key[0]}" in text, f"the key of the mnemonic &{key[0]} is lost"
    assert any(char in text for char in "åéîöüçñšž"), "no accented letter"
    assert text != source


def test_texts_without_letters_and_key_names_stay_as_they_are(languages: LanguageManager) -> None:
    languages.set_language(PSEUDO_LANGUAGE)
    assert lengthened("%1 / %2") == "%1 / %2"
    assert QCoreApplication.translate("QShortcut", "Ctrl") == "Ctrl"
    assert QCoreApplication.translate("QShortcut", "F%1") == "F%1"


def test_the_environment_variable_starts_the_pseudo_language_and_it_is_never_remembered(
    languages: LanguageManager, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(PSEUDO_LANGUAGE_VARIABLE, "1")
    remembered = languages._settings.language
    languages.start("hu")
    assert languages.language == PSEUDO_LANGUAGE
    assert languages._settings.language == remembered
    assert QCoreApplication.translate("MainWindow", "&Game") == lengthened("&Game")
    monkeypatch.delenv(PSEUDO_LANGUAGE_VARIABLE)
    languages.start(DEFAULT_LANGUAGE)
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"


def test_english_numerus_forms_grow_from_the_english_catalogue(languages: LanguageManager) -> None:
    """A counted message says "1 franc" in English through the English catalogue; the pseudo-language grows that
    singular, not the source's plural."""
    english = QTranslator()
    assert english.load("lehavre_en", str(I18N_DIR))
    root = ET.parse(CATALOGUES / "lehavre_en.ts").getroot()
    context, message = next(
        (c, m) for c in root.iter("context") for m in c.iter("message") if m.get("numerus") == "yes"
    )
    name, source, comment = (
        context.findtext("name") or "",
        message.findtext("source") or "",
        message.findtext("comment") or "",
    )
    singular = english.translate(name, source, comment, 1)
    assert singular and singular != source
    languages.set_language(PSEUDO_LANGUAGE)
    assert QCoreApplication.translate(name, source, comment, 1) == lengthened(singular).replace("%n", "1")


# ---- nothing cut off ----------------------------------------------------------------------------------------


def _plain(text: str) -> str:
    """A widget's text as drawn: the mnemonic marks gone, "&&" drawn as one "&"."""
    return re.sub(r"&(.)", r"\1", text)


def _label_problem(label: QLabel) -> str | None:
    text = label.text()
    room = label.contentsRect()
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        return None if needed <= label.height() else f"needs {needed} px of height, has {label.height()}"
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and Qt.mightBeRichText(text)
    )
    if rich:
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        document.setHtml(text)
        width = document.idealWidth()
    else:
        width = max(label.fontMetrics().horizontalAdvance(line) for line in _plain(text).split("\n"))
    return None if width <= room.width() + 1 else f"needs {width:.0f} px of width, has {room.width()}"


def _button_problem(button: QAbstractButton) -> str | None:
    if isinstance(button, STANDARD_BUTTONS):
        hint = button.sizeHint()
        if button.width() >= hint.width() and button.height() >= hint.height():
            return None
        return f"needs {hint.width()}×{hint.height()} px, has {button.width()}×{button.height()}"
    width = button.fontMetrics().horizontalAdvance(_plain(button.text())) + 2 * PAINTED_MARGIN
    side = max(button.width(), button.height())
    return None if width <= side else f"needs {width} px along its side, has {side}"


def cut_off_texts(window: MainWindow) -> list[str]:
    """Every visible text of the window that does not fit where it is shown."""
    found: list[str] = []
    for label in window.findChildren(QLabel):
        if label.isVisibleTo(window) and label.text() and (problem := _label_problem(label)):
            found.append(f"label {label.objectName() or ''} {label.text()!r}: {problem}")
    for button in window.findChildren(QAbstractButton):
        if button.isVisibleTo(window) and button.text() and (problem := _button_problem(button)):
            found.append(f"{type(button).__name__} {button.text()!r}: {problem}")
    bar = window.menuBar()
    for action in bar.actions():
        place = bar.actionGeometry(action)
        if not (place.isValid() and bar.rect().contains(place)):
            found.append(f"menu {action.text()!r} is not on the menu bar ({place})")
    for toolbar in window.findChildren(QToolBar):
        extension = toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
        if toolbar.isVisibleTo(window) and extension is not None and extension.isVisibleTo(window):
            found.append(f"toolbar {toolbar.windowTitle()!r} hides buttons behind its extension")
    return found


def _in_pseudo(
    window_factory: WindowFactory, languages: LanguageManager, qtbot: QtBot, size: tuple[int, int]
) -> MainWindow:
    languages.set_language(PSEUDO_LANGUAGE)
    window = window_factory(None)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0])
    settle()
    assert window.menuBar().actions()[0].text().startswith("[")
    return window


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_nothing_is_cut_off_on_a_new_game(
    window_factory: WindowFactory, languages: LanguageManager, qtbot: QtBot, size: tuple[int, int]
) -> None:
    window = _in_pseudo(window_factory, languages, qtbot, size)
    assert cut_off_texts(window) == []


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_nothing_is_cut_off_while_a_build_is_shaped(
    window_factory: WindowFactory, languages: LanguageManager, qtbot: QtBot, size: tuple[int, int]
) -> None:
    window = _in_pseudo(window_factory, languages, qtbot, size)
    click_tile(window, "grocery_store")
    assert window.controller.pending is not None
    bar = window.action_bar
    assert bar.confirm_button.isVisible() and bar.confirm_button.text().startswith("[")
    assert cut_off_texts(window) == []


def test_nothing_is_cut_off_in_the_side_panels_over_a_small_table(
    window_factory: WindowFactory, languages: LanguageManager, qtbot: QtBot
) -> None:
    window = _in_pseudo(window_factory, languages, qtbot, SIZES[0])
    handle = next(button for button in window.findChildren(QAbstractButton) if button.objectName() == "DrawerHandle")
    assert handle.isVisible()
    QTest.mouseClick(handle, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(handle.isChecked)
    settle()
    assert cut_off_texts(window) == []


def test_the_check_finds_a_cut_button_and_a_cut_label(
    window_factory: WindowFactory, languages: LanguageManager, qtbot: QtBot
) -> None:
    window = _in_pseudo(window_factory, languages, qtbot, SIZES[1])
    click_tile(window, "grocery_store")
    bar = window.action_bar
    bar.confirm_button.setFixedWidth(bar.confirm_button.sizeHint().width() // 2)
    # A label on one line, cut to half its text (the panels' titles wrap now: one is made a one-line label here).
    label = next(
        label for label in window.findChildren(QLabel) if label.isVisible() and label.text() and "<" not in label.text()
    )
    label.setWordWrap(False)
    label.setFixedWidth(label.fontMetrics().horizontalAdvance(label.text()) // 2)
    settle()
    found = cut_off_texts(window)
    assert any(bar.confirm_button.text() in line for line in found), found
    assert any(repr(label.text()) in line for line in found), found
