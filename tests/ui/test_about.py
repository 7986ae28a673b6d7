"""Help > About: the one version, the game's designer and publishers, the fan edition, where the component numbers
come from, the shipped licences."""

from __future__ import annotations

from collections.abc import Iterator
from importlib.metadata import version
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel
from pytestqt.qtbot import QtBot

from lehavre_desktop.i18n import manager as manager_module
from lehavre_desktop.ui.dialogs.about import AboutDialog
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.test_language import pseudo, pseudo_dir

LEFT = Qt.MouseButton.LeftButton
__all__ = ["pseudo_dir"]  # the compiled pseudo-translation, a fixture of the language tests
COMPONENT_DATA = (
    "Most costs and values printed on the tiles, and the size of the warehouse, are not in the "
    "rulebooks: this edition uses a documented reconstruction, which the rules reference marks number "
    "by number and owners of the game can correct."
)


@pytest.fixture(autouse=True)
def about_closed() -> Iterator[None]:
    """An About left open is modal over every window: close it, so that no later test clicks into a blocked one."""
    yield
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, AboutDialog) and widget.isVisible():
            widget.reject()
    QApplication.processEvents()


def open_about(qtbot: QtBot, window: MainWindow) -> AboutDialog:
    """Click Help in the menu bar, then About in the menu, as a player does."""
    bar = window.menuBar()
    QTest.mouseClick(bar, LEFT, pos=bar.actionGeometry(window.commands.menu("help").menuAction()).center())
    qtbot.waitUntil(window.commands.menu("help").isVisible)
    help_menu = window.commands.menu("help")
    QTest.mouseClick(help_menu, LEFT, pos=help_menu.actionGeometry(window.commands["about"]).center())
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(AboutDialog)))
    (dialog,) = window.findChildren(AboutDialog)
    return dialog


def texts(dialog: AboutDialog) -> str:
    return "\n".join(label.text() for label in dialog.findChildren(QLabel))


def parts(dialog: AboutDialog) -> dict[str, str]:
    return {name.text(): licence.text() for name, licence in dialog.part_labels}


def test_about_shows_the_version_the_game_and_the_licences(qtbot: QtBot, window: MainWindow) -> None:
    dialog = open_about(qtbot, window)

    shown = texts(dialog)
    assert f"Version {version('lehavre-desktop')}" in shown.splitlines()
    assert "designed by Uwe Rosenberg" in shown
    assert "Lookout Games and Z-Man Games" in shown
    assert "independent fan edition" in shown
    # The reconstruction of the tile numbers, said once, in one sentence.
    assert dialog.component_data.text() == COMPONENT_DATA
    assert shown.count("reconstruction") == 1
    assert parts(dialog) == {
        "DejaVu fonts": "Bitstream Vera Fonts licence; the DejaVu changes are in the public domain",
        "Qt, PySide6": "GNU Lesser General Public License, version 3",
        "pyqtgraph": "MIT licence",
        "NumPy": "BSD licence (3 clauses)",
        "platformdirs": "MIT licence",
        "Python": "Python Software Foundation licence",
    }
    assert dialog.isModal()  # over the window, which waits for it


def test_close_takes_the_dialog_away(qtbot: QtBot, window: MainWindow) -> None:
    dialog = open_about(qtbot, window)
    close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
    QTest.mouseClick(close, LEFT)
    qtbot.waitUntil(lambda: not window.findChildren(AboutDialog))  # deleted, not just hidden
    again = open_about(qtbot, window)
    QTest.keyClick(again, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.findChildren(AboutDialog))


def test_an_open_about_follows_a_language_switch(
    qtbot: QtBot, window: MainWindow, pseudo_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(manager_module, "I18N_DIR", pseudo_dir)
    dialog = open_about(qtbot, window)
    window.languages.set_language("hu")
    QApplication.processEvents()
    qtbot.waitUntil(lambda: dialog.windowTitle() == pseudo("hu", "About Le Havre: The Inland Port"))
    assert pseudo("hu", "Version {version}").format(version=version("lehavre-desktop")) in texts(dialog)
    assert parts(dialog)["platformdirs"] == pseudo("hu", "MIT licence")
    assert dialog.component_data.text() == pseudo("hu", COMPONENT_DATA)
    assert window.commands["about"].text() == pseudo("hu", "&About Le Havre: The Inland Port")
