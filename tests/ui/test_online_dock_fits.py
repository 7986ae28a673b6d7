"""The online dock's chat entry shows its whole hint in every language (a cut placeholder reads as a typo); the dock
goes where it takes least from the table (under it in a tall window), and stays where the player puts it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStyle, QStyleOptionFrame
from pytestqt.qtbot import QtBot

from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.online.dock import DOCK_BELOW_MIN
from lehavre_desktop.ui.table_area import MAX_BAND
from tests.ui.helpers import settle


@pytest.mark.parametrize("language", ["en", "el", "hu"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)])
def test_the_chat_entry_shows_its_whole_placeholder(
    window: MainWindow, languages: LanguageManager, language: str, size: tuple[int, int]
) -> None:
    languages.set_language(language, remember=False)
    window.resize(*size)
    dock = window.online.dock
    dock.show()
    settle()
    entry = dock.entry
    assert entry.isVisible() and entry.placeholderText()
    option = QStyleOptionFrame()
    entry.initStyleOption(option)
    text_room = entry.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, entry).width()
    needed = entry.fontMetrics().horizontalAdvance(entry.placeholderText())
    assert needed <= text_room - 4, (entry.placeholderText(), needed, text_room)


def drawn_table(window: MainWindow) -> tuple[float, float]:
    """The table's scale on screen (pixels per scene unit), and the share of the view it leaves empty."""
    view = window.view
    drawn = view.mapFromScene(view.sceneRect()).boundingRect()
    return drawn.height() / 1000, 1 - drawn.width() * drawn.height() / (view.width() * view.height())


@pytest.mark.parametrize(
    ("size", "area"),
    [
        ((1280, 1024), Qt.DockWidgetArea.BottomDockWidgetArea),
        ((1200, 1600), Qt.DockWidgetArea.BottomDockWidgetArea),
        ((1280, 800), Qt.DockWidgetArea.RightDockWidgetArea),
        ((1920, 1080), Qt.DockWidgetArea.RightDockWidgetArea),
    ],
)
def test_the_dock_goes_where_it_takes_least_from_the_table(
    window: MainWindow, qtbot: QtBot, size: tuple[int, int], area: Qt.DockWidgetArea
) -> None:
    window.resize(*size)
    settle()
    dock = window.online.dock
    dock.show()
    qtbot.waitUntil(lambda: window.dockWidgetArea(dock) == area, timeout=2000)
    settle()
    scale, empty = drawn_table(window)
    assert empty <= MAX_BAND, f"the table leaves {empty:.0%} of its view empty"
    # The other place would have drawn the table no larger.
    room = window.area.geometry().united(dock.geometry())
    if area == Qt.DockWidgetArea.BottomDockWidgetArea:
        assert dock.side_by_side and dock.height() >= DOCK_BELOW_MIN
        other = window.area.table_scale(room.width() - dock.sizeHint().width(), room.height())
    else:
        assert not dock.side_by_side
        other = window.area.table_scale(room.width(), room.height() - DOCK_BELOW_MIN)
    assert scale >= other - 0.005


def test_a_dock_the_player_moved_stays_where_they_put_it(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(1280, 800)
    dock = window.online.dock
    dock.show()
    settle()
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)  # as a drag to the left edge does
    window.resize(1280, 1024)
    QTest.qWait(50)
    settle()
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.LeftDockWidgetArea


def test_return_in_the_chat_sends_it_in_the_active_window(window: MainWindow, qtbot: QtBot) -> None:
    dock = window.online.dock
    dock.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)  # where the window's Return (Confirm) is live
    sent: list[str] = []
    dock.chatSent.connect(sent.append)
    dock.entry.setFocus()
    QTest.keyClicks(dock.entry, "Good luck")
    QTest.keyClick(dock.entry, Qt.Key.Key_Return)
    assert sent == ["Good luck"] and dock.entry.text() == ""
