"""Help > Keyboard lists every key of the window; View > Describe the table reads the whole position."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPlainTextEdit

import lehavre_desktop.i18n.manager as manager
from lehavre_desktop.ai.levels import make_agent
from lehavre_desktop.engine import Build, Pass, Use
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.i18n.names import building_name
from lehavre_desktop.ui.dialogs.describe import DescribeTableDialog
from lehavre_desktop.ui.dialogs.keyboard_help import KeyboardHelpDialog
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.helpers import settle

NATIVE = QKeySequence.SequenceFormat.NativeText
ROOT = Path(__file__).resolve().parents[2]


def test_keyboard_help_lists_every_shortcut_of_the_window(window: MainWindow) -> None:
    window.commands["keyboard"].trigger()
    settle()
    dialog = window.findChild(KeyboardHelpDialog)
    assert isinstance(dialog, KeyboardHelpDialog) and dialog.isVisible()
    table = dialog.table
    keys = " | ".join(item.text() for row in range(table.rowCount()) if (item := table.item(row, 0)) is not None)
    sequences = [sequence for action in window.findChildren(QAction) for sequence in action.shortcuts()]
    sequences += [shortcut.key() for shortcut in window.findChildren(QShortcut)]
    assert len(sequences) > 10
    for sequence in sequences:
        text = sequence.toString(NATIVE)
        # Return and Enter are the same key to a player; the list names Return.
        assert text.replace("Enter", "Return") in keys, f"{text} is not in Help > Keyboard"
    for row in range(table.rowCount()):
        meaning = table.item(row, 1)
        assert meaning is not None and meaning.text().strip()


def test_describe_the_table_names_every_player_building_and_offer(window: MainWindow) -> None:
    agent = make_agent("intermediate", 4)
    for _ in range(6):
        action = agent.choose(window.session.state)
        assert isinstance(action, Build | Use | Pass)
        window.session.submit_turn(action)
    settle()
    window.commands["describe"].trigger()
    settle()
    dialog = window.findChild(DescribeTableDialog)
    assert isinstance(dialog, DescribeTableDialog) and dialog.isVisible()
    assert isinstance(dialog.text, QPlainTextEdit) and dialog.text.isReadOnly()
    text = dialog.text.toPlainText()
    state = window.session.state
    for player in state.players:
        assert f"{player.name}: {player.francs} francs" in text
        for building in player.buildings():
            assert building_name(building) in text
    for building in state.supply:
        assert building_name(building) in text


def test_every_tool_button_with_a_key_names_it_in_its_tooltip(window: MainWindow) -> None:
    keyed = [action for action in window.tool_row.actions() if not action.shortcut().isEmpty()]
    assert len(keyed) >= 5
    for action in keyed:
        assert action.shortcut().toString(NATIVE) in action.toolTip(), action.toolTip()


@pytest.mark.parametrize(("language", "hint", "sell"), [("en", "H", "S"), ("el", "Υ", "Π"), ("hu", "J", "E")])
def test_letter_keys_follow_the_language_in_tooltips_help_and_use(
    window: MainWindow, languages: LanguageManager, language: str, hint: str, sell: str
) -> None:
    languages.set_language(language, remember=False)
    settle()
    assert f"({hint})" in window.action_bar.hint_button.toolTip()
    assert window.commands["hint"].shortcut().toString(NATIVE) == hint
    key = Qt.Key(ord(hint))  # a letter key's code is its capital's code point
    QTest.keyClick(window, key, Qt.KeyboardModifier.NoModifier)
    assert window.hints.card.isVisible() and window.advice.busy  # the language's letter asks for a hint
    QTest.keyClick(window, Qt.Key.Key_Escape)
    settle()
    assert not window.hints.card.isVisible()
    QTest.keyClick(window, Qt.Key.Key_H)  # and H, learnt in English, still does
    assert window.hints.card.isVisible()
    QTest.keyClick(window, Qt.Key.Key_Escape)
    window.commands["keyboard"].trigger()
    settle()
    dialog = window.findChild(KeyboardHelpDialog)
    assert isinstance(dialog, KeyboardHelpDialog)
    keys = [item.text() for row in range(dialog.table.rowCount()) if (item := dialog.table.item(row, 0)) is not None]
    assert any(hint in text.split() for text in keys) and any(sell in text.split() for text in keys)
    dialog.close()


def test_every_action_bar_button_with_a_key_names_it_in_its_tooltip(window: MainWindow) -> None:
    bar = window.action_bar
    for button, key in (
        (bar.confirm_button, "Enter"),
        (bar.keep_open_button, "Shift+Enter"),
        (bar.end_turn_button, "Enter"),
        (bar.cancel_button, "Esc"),
        (bar.previous_button, "Page Up"),
        (bar.next_button, "Page Down"),
        (bar.hint_button, "H"),
    ):
        assert f"({key})" in button.toolTip(), button.text()
    toolbar_keys = [action for action in window.tool_row.actions() if not action.shortcut().isEmpty()]
    assert toolbar_keys
    for action in toolbar_keys:
        assert action.shortcut().toString(NATIVE) in action.toolTip()


@pytest.mark.parametrize("language", ["en", "el", "hu"])
def test_keyboard_help_shows_every_row_whole_without_a_scroll_bar(
    window: MainWindow, languages: LanguageManager, language: str
) -> None:
    """Every key in view at once on a desktop screen, and each meaning wrapped whole, none cut off or elided."""
    languages.set_language(language, remember=False)
    window.resize(1280, 800)
    window.commands["keyboard"].trigger()
    settle()
    dialog = window.findChild(KeyboardHelpDialog)
    assert isinstance(dialog, KeyboardHelpDialog) and dialog.isVisible()
    table = dialog.table
    assert not table.verticalScrollBar().isVisible()
    assert not table.horizontalScrollBar().isVisible()
    header = table.horizontalHeader()
    assert header.sectionSize(0) + header.sectionSize(1) <= table.viewport().width()
    for row in range(table.rowCount()):
        assert table.sizeHintForRow(row) <= table.rowHeight(row), row
    rows_height = sum(table.rowHeight(row) for row in range(table.rowCount()))
    assert rows_height <= table.viewport().height()


def test_keyboard_help_names_the_keys_in_greek(
    window: MainWindow, languages: LanguageManager, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Greek keyboards print Enter on the Return key and nothing on the space bar: the list says «Enter» and
    «Διάστημα», as the Hungarian one says «Enter» and «Szóköz»."""
    monkeypatch.setattr(manager, "I18N_DIR", ROOT / "resources" / "i18n")  # this checkout's catalogues
    languages.set_language("el", remember=False)
    window.commands["keyboard"].trigger()
    settle()
    dialog = window.findChild(KeyboardHelpDialog)
    assert isinstance(dialog, KeyboardHelpDialog)
    keys = [item.text() for row in range(dialog.table.rowCount()) if (item := dialog.table.item(row, 0)) is not None]
    words = {word for text in keys for word in text.replace("+", " ").split()}
    assert {"Enter", "Διάστημα"} <= words
    assert not {"Return", "Space"} & words


def test_keyboard_help_opens_on_close_with_no_row_picked(window: MainWindow) -> None:
    window.commands["keyboard"].trigger()
    settle()
    dialog = window.findChild(KeyboardHelpDialog)
    assert isinstance(dialog, KeyboardHelpDialog) and dialog.isVisible()
    assert QApplication.focusWidget() is dialog.close_button and dialog.close_button.isDefault()
    assert not dialog.table.currentIndex().isValid()
    QTest.keyClick(dialog.close_button, Qt.Key.Key_Return)
    assert not dialog.isVisible()
