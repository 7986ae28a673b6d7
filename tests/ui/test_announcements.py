"""A screen reader hears the game: each step as the log writes it, and a refused gesture at once."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import Build, legal_actions
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.ui.board.tile import TileStatus
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import act, click_tile, record_of, settle
from tests.ui.test_hint import ask_for_hint


def listen(window: MainWindow) -> list[tuple[str, bool]]:
    heard: list[tuple[str, bool]] = []
    window.announcer.announced.connect(lambda text, interrupt: heard.append((text, interrupt)))
    return heard


def last_log_lines(window: MainWindow, count: int) -> list[str]:
    lines = window.log.toPlainText().split("\n")
    return lines[-count:]


def test_each_step_is_announced_as_the_log_writes_it(window: MainWindow) -> None:
    heard = listen(window)
    build = next(action for action in legal_actions(window.session.state) if isinstance(action, Build))
    act(window, build)
    settle()
    assert len(heard) == 1
    text, interrupt = heard[0]
    lines = text.split("\n")
    assert not interrupt
    assert lines == last_log_lines(window, len(lines))
    assert any(window.session.names[0] in line for line in lines)
    reply = next(action for action in legal_actions(window.session.state) if isinstance(action, Build))
    act(window, reply)  # the other player's turn: announced as well
    settle()
    assert len(heard) == 2
    lines = heard[1][0].split("\n")
    assert lines == last_log_lines(window, len(lines)) and any(window.session.names[1] in line for line in lines)


def test_the_game_so_far_and_rewrites_of_the_log_are_not_announced(
    window_factory: WindowFactory, languages: LanguageManager
) -> None:
    window = window_factory(record_of("build clay_mound pay wood@0.1", "build hardware_store pay wood@0.1 clay@0.2"))
    heard = listen(window)
    settle()
    languages.set_language("el", remember=False)
    window.theme_menu.set_choice("dark")
    settle()
    assert heard == []
    window.session.undo()
    settle()
    assert heard == []  # lines taken back are not news
    window.session.redo()  # a step done again is told again
    settle()
    assert len(heard) == 1
    lines = heard[0][0].split("\n")
    assert lines == last_log_lines(window, len(lines))


def test_a_refused_gesture_interrupts(window: MainWindow) -> None:
    heard = listen(window)
    later = next(building for building, tile in window.scene.tiles.items() if tile.status is TileStatus.UPCOMING)
    click_tile(window, later)
    QApplication.processEvents()
    assert heard, "the refusal was not announced"
    text, interrupt = heard[-1]
    assert interrupt and text == window.statusBar().currentMessage()


def test_a_suggested_move_is_announced_with_its_reason(window: MainWindow, qtbot: QtBot) -> None:
    heard = listen(window)
    ask_for_hint(window, qtbot)
    card = window.hints.card
    assert (f"{card.title.text()}\n{card.detail.text()}", False) in heard
    assert card.title.text().strip() and card.detail.text().strip()
