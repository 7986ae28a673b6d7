"""The window opens to fit the screen, at the size the player left it; zoomed in, the board of the player to move
stays in view, and Ctrl+wheel zooms around the pointer."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import GameRecord
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import NAMES, WindowFactory
from tests.ui.helpers import settle

OPENING = """
import sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
from lehavre_desktop.engine import GameRecord
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.session.game_session import GameSession
from lehavre_desktop.settings import Settings
from lehavre_desktop.startup import setup_application
from lehavre_desktop.ui.main_window import MainWindow
app = QApplication([])
setup_application(app)
settings = Settings(Path(sys.argv[1]))
window = MainWindow(GameSession(GameRecord(("Ann", "Ben"))), settings, LanguageManager(settings), autosave=False)
window.show()
app.processEvents()
print(window.width(), window.height(), window.screen().availableGeometry().contains(window.frameGeometry()))
window.close()
"""


def opened_on(screen: tuple[int, int], tmp_path: Path, remembered: str | None = None) -> tuple[int, int, bool]:
    """The window's size on a screen of this size (in a process of its own: a screen is the platform's)."""
    config = tmp_path / "screen.json"
    config.write_text(
        json.dumps(
            {
                "screens": [
                    {
                        "name": "S",
                        "x": 0,
                        "y": 0,
                        "width": screen[0],
                        "height": screen[1],
                        "logicalDpi": 96,
                        "logicalBaseDpi": 96,
                        "dpr": 1,
                    }
                ]
            }
        )
    )
    settings = tmp_path / "settings.ini"
    settings.write_text(f"[General]\nwindow_size={remembered}\n" if remembered else "", encoding="utf-8")
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "XDG_DATA_HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path),
        "XDG_STATE_HOME": str(tmp_path),
    }
    done = subprocess.run(
        [sys.executable, "-c", OPENING, str(settings)], capture_output=True, text=True, env=env, timeout=120, check=True
    )
    width, height, inside = done.stdout.split()[-3:]
    return int(width), int(height), inside == "True"


@pytest.mark.slow
def test_the_window_opens_within_a_small_screen(tmp_path: Path) -> None:
    assert opened_on((1920, 1080), tmp_path) == (1280, 800, True)
    width, height, inside = opened_on((1024, 768), tmp_path)
    assert inside and width > 1000 and height > 740  # the side panel is never off the screen
    assert opened_on((1920, 1080), tmp_path, "1500x900") == (1500, 900, True)  # as the player left it
    width, height, inside = opened_on((1024, 768), tmp_path, "1500x900")
    assert inside and width <= 1024 and height <= 768


def test_the_size_is_remembered_on_close(qtbot: QtBot, window: MainWindow, settings: Settings) -> None:
    window.resize(1100, 700)
    settle()
    window.close()
    assert Settings(settings.path).window_size == (1100, 700)


def visible(window: MainWindow, point: QPointF) -> bool:
    view = window.view
    return view.viewport().rect().contains(view.mapFromScene(point))


def test_zoomed_in_the_board_of_the_player_to_move_stays_in_view(window_factory: WindowFactory) -> None:
    window = window_factory(GameRecord(NAMES))
    window.zoom_menu.set_percent(200)
    settle()
    view = window.view
    assert visible(window, view.players_board())  # Ann's board
    window.controller.on_tile_clicked("clay_mound")  # the tile may lie off the zoomed view: the gesture itself
    window.controller.confirm()
    settle()
    assert window.session.state.current == 1
    assert visible(window, view.players_board())  # now Ben's board: the other side of the table


def test_ctrl_wheel_zooms_around_the_pointer(window: MainWindow) -> None:
    view = window.view
    spot = QPoint(view.viewport().width() // 4, view.viewport().height() // 3)
    under = view.mapToScene(spot)
    event = QWheelEvent(
        QPointF(spot),
        QPointF(view.viewport().mapToGlobal(spot)),
        QPoint(0, 0),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.ControlModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), event)
    settle()
    assert window.settings.zoom == 125
    after = view.mapFromScene(under)
    assert abs(after.x() - spot.x()) <= 2 and abs(after.y() - spot.y()) <= 2  # the table grew around the pointer


MAXIMIZED = """
import sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
from lehavre_desktop.engine import GameRecord
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.session.game_session import GameSession
from lehavre_desktop.settings import Settings
from lehavre_desktop.startup import setup_application
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.window_size import show_as_left
app = QApplication([])
setup_application(app)
settings = Settings(Path(sys.argv[1]))
window = MainWindow(GameSession(GameRecord(("Ann", "Ben"))), settings, LanguageManager(settings), autosave=False)
show_as_left(window, settings.window_maximized)
app.processEvents()
print(window.isMaximized(), window.width(), window.height())
if sys.argv[2] == "maximize":
    window.showMaximized()
    app.processEvents()
elif sys.argv[2] == "normal":
    window.showNormal()
    app.processEvents()
    print(window.width(), window.height())
window.close()
"""


def run_window(tmp_path: Path, what: str) -> list[str]:
    """Open the window as the game does (in a process of its own: a window's state is the platform's), do ``what``
    to it, close it; what it printed."""
    config = tmp_path / "screen.json"
    config.write_text(
        json.dumps(
            {
                "screens": [
                    {
                        "name": "S",
                        "x": 0,
                        "y": 0,
                        "width": 1920,
                        "height": 1080,
                        "logicalDpi": 96,
                        "logicalBaseDpi": 96,
                        "dpr": 1,
                    }
                ]
            }
        )
    )
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "XDG_DATA_HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path),
        "XDG_STATE_HOME": str(tmp_path),
    }
    done = subprocess.run(
        [sys.executable, "-c", MAXIMIZED, str(tmp_path / "settings.ini"), what],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=True,
    )
    return done.stdout.split()


@pytest.mark.slow
def test_a_maximized_window_opens_maximized_and_keeps_its_size_to_go_back_to(tmp_path: Path) -> None:
    (tmp_path / "settings.ini").write_text("[General]\nwindow_size=1100x700\n", encoding="utf-8")
    assert run_window(tmp_path, "maximize") == ["False", "1100", "700"]
    remembered = Settings(tmp_path / "settings.ini")
    assert remembered.window_maximized is True
    assert remembered.window_size == (1100, 700)  # the size it goes back to, not the screen's
    opened = run_window(tmp_path, "normal")  # the next start: maximized; then the player un-maximizes it
    assert opened[0] == "True" and int(opened[1]) > 1100
    assert opened[3:] == ["1100", "700"]
    assert Settings(tmp_path / "settings.ini").window_maximized is False
