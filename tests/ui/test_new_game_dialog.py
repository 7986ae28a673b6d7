"""Game ▸ New game: its button says what it does, is the keyboard's default, and shows its words whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.ui.dialogs.new_game import NewGameDialog
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.helpers import settle


@pytest.mark.parametrize("code", ["en", "el", "hu"])
def test_start_game_is_the_default_button_and_enter_in_a_name_starts_the_game(
    window: MainWindow, languages: LanguageManager, code: str
) -> None:
    languages.set_language(code, remember=False)
    dialog = NewGameDialog(("Ann", "Ben"), window)
    dialog.show()
    settle()
    start = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert start.text() == QCoreApplication.translate("NewGameDialog", "Start game")
    assert start.text() not in {"OK", "&OK"}
    assert start.isDefault()
    assert start.fontMetrics().horizontalAdvance(start.text()) < start.width()
    dialog.first.setFocus()
    QTest.keyClick(dialog.first, Qt.Key.Key_Return)
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
