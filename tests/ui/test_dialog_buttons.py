"""The dialogs' buttons carry words, never the style's stock icons: those are drawn dark whatever the palette, and
Close's ✗ all but vanished in the dark themes.

Offscreen, Qt's own style gives dialog buttons no icons at all; a style that does (as Fusion does on a Linux
desktop) stands in for it here, so that the test sees what a player's desktop would show."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QProxyStyle,
    QStyle,
    QStyleHintReturn,
    QStyleOption,
    QWidget,
)
from pytestqt.qtbot import QtBot

from lehavre_desktop.ui.dialogs.new_game import NewGameDialog
from lehavre_desktop.ui.game_style import GameStyle
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.theme import PALETTES
from tests.ui.conftest import WindowFactory


class IconsOnDialogButtons(QProxyStyle):
    """Fusion, with the Linux desktops' habit of stock icons on dialog buttons."""

    def styleHint(
        self,
        hint: QStyle.StyleHint,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
        returned: QStyleHintReturn | None = None,
    ) -> int:
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 1
        return super().styleHint(hint, option, widget, returned)


@pytest.fixture
def icon_style(qapp: QApplication) -> Iterator[None]:
    sheet = qapp.styleSheet()
    qapp.setStyleSheet("")
    qapp.setStyle(IconsOnDialogButtons("fusion"))
    yield
    qapp.setStyleSheet(sheet)
    qapp.setStyle(GameStyle())  # the application's style as the game sets it (the one replaced is deleted)


def test_the_stand_in_style_does_put_icons_on_dialog_buttons(icon_style: None) -> None:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    assert not box.buttons()[0].icon().isNull()


def open_dialogs(window: MainWindow) -> list[QDialog]:
    """Every dialog of the Help menu, the component table's and the new game's, open over the window."""
    for command in ("symbols", "keyboard", "describe", "about", "components"):
        window.commands[command].trigger()
    new_game = NewGameDialog(("Ann", "Ben"), window)
    new_game.open()
    QApplication.processEvents()
    return [widget for widget in QApplication.topLevelWidgets() if isinstance(widget, QDialog) and widget.isVisible()]


@pytest.mark.parametrize("theme_name", list(PALETTES))
def test_no_dialog_button_has_an_icon_in_any_theme(
    icon_style: None, window_factory: WindowFactory, qtbot: QtBot, theme_name: str
) -> None:
    window = window_factory(None)
    window.theme_menu.set_choice(theme_name)
    dialogs = open_dialogs(window)
    message = QMessageBox(QMessageBox.Icon.Question, "?", "?", QMessageBox.StandardButton.Yes, window)
    message.addButton(QMessageBox.StandardButton.No)
    qtbot.addWidget(message)
    boxes = [box for dialog in dialogs for box in dialog.findChildren(QDialogButtonBox)]
    boxes += message.findChildren(QDialogButtonBox)
    assert len(dialogs) >= 6 and len(boxes) >= 7
    for box in boxes:
        for button in box.buttons():
            assert button.icon().isNull(), f"{button.text()!r} has an icon in the {theme_name} theme"
    for dialog in dialogs:
        dialog.close()
