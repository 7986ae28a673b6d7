"""Fixtures for the desktop tests: offscreen Qt, throwaway user folders, a ready main window."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before any QApplication exists

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import GameRecord, GameState
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.session.game_session import GameSession
from lehavre_desktop.settings import Settings
from lehavre_desktop.startup import setup_application
from lehavre_desktop.ui import theme
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.window_style import style_application

NAMES = ("Ann", "Ben")

WindowFactory = Callable[[GameRecord | GameState | None], MainWindow]


@pytest.fixture(scope="session", autouse=True)
def _application(qapp: QApplication) -> QApplication:
    """The application as the game sets it up: name and the bundled font."""
    setup_application(qapp)
    return qapp


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """Every user folder platformdirs (and so the game) would use points into the test's tmp folder."""
    dirs = {name: tmp_path / "xdg" / name for name in ("data", "config", "state", "cache")}
    for name, path in dirs.items():
        path.mkdir(parents=True)
        monkeypatch.setenv(f"XDG_{name.upper()}_HOME", str(path))
    return dirs


@pytest.fixture(autouse=True)
def light_theme() -> Iterator[None]:
    """Every test starts and ends with the light palette and the system's widget palette."""
    theme.use(theme.LIGHT)
    yield
    theme.use(theme.LIGHT)
    QApplication.setPalette(QPalette())
    style_application()  # and the application's style sheet of the light palette (the text fields' frames)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    settings = Settings(tmp_path / "settings.ini")
    settings.animation_speed = "off"
    settings.sync()
    return settings


@pytest.fixture
def languages(settings: Settings) -> Iterator[LanguageManager]:
    manager = LanguageManager(settings)
    yield manager
    # Translators are installed application-wide: never leak a language into the next test.
    manager.set_language("en", remember=False)


@pytest.fixture
def window_factory(qtbot: QtBot, settings: Settings, languages: LanguageManager) -> WindowFactory:
    """Build the main window around a session holding a game: a record, a set-up position, or a new game."""

    def make(game: GameRecord | GameState | None = None) -> MainWindow:
        if isinstance(game, GameState):
            session = GameSession()
            session.load_position(game)
        else:
            session = GameSession(game or GameRecord(NAMES))
        window = MainWindow(session, settings, languages)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        QApplication.processEvents()
        return window

    return make


@pytest.fixture
def window(window_factory: WindowFactory) -> MainWindow:
    return window_factory(None)


@pytest.fixture
def message_boxes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts of the warnings and questions the program shows, captured instead of shown (questions: No)."""
    shown: list[str] = []

    def capture(_parent: QWidget | None, _title: str, text: str, *args: object) -> QMessageBox.StandardButton:
        shown.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "warning", capture)
    monkeypatch.setattr(QMessageBox, "question", capture)
    return shown
