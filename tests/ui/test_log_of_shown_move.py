"""The game log tells the computer's move as soon as it is shown on the table, and once only: the played move's own
lines take the place of those written while it was shown; withdrawn, the move's lines go; undo and redo write the
log as before."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import GameState, Use, apply, legal_actions, position_from_data
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.log_panel import log_lines
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import act, press_button, settle
from tests.ui.positions import RESTAURANT_FOR_A_FEE


def restaurant(state: GameState) -> Use:
    uses = [a for a in legal_actions(state) if isinstance(a, Use) and a.building == "restaurant"]
    return max(uses, key=lambda a: a.times)  # the fee, a fish for 2 francs


def restaurant_for_a_fee(window_factory: WindowFactory, settings: Settings) -> tuple[MainWindow, list[str]]:
    """Ben to act, the computer's move shown until a click: the window and its log's lines before the move."""
    settings.computer_move_display = "click"
    window = window_factory(position_from_data(RESTAURANT_FOR_A_FEE))
    return window, window.log.lines()


def show(window: MainWindow) -> tuple[Use, list[str]]:
    """The computer's move shown as the turn director shows it (Continue plays it); its own lines."""
    state = window.session.state
    use = restaurant(state)

    def play() -> None:
        window.session.submit(use)

    window.computer.present(1, state, use, play)
    settle()
    return use, log_lines([(state, apply(state, use).events)])


def test_the_computers_move_is_in_the_log_while_it_is_shown_and_once_when_it_is_played(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
    window, before = restaurant_for_a_fee(window_factory, settings)
    news: list[str] = []
    window.log.linesAdded.connect(news.append)
    start = window.session.state
    _use, told = show(window)
    assert told and told[0].startswith("Ben")
    assert window.log.lines() == before + told  # while the move is shown: the bar's steps are in the log too
    assert news == []  # not news yet: it may still be withdrawn
    press_button(window.action_bar.continue_button)
    qtbot.waitUntil(lambda: window.session.state is not start, timeout=1000)
    assert window.log.lines() == before + told == log_lines(window.session.history())  # written once
    assert news == ["\n".join(told)]  # the played move is news once
    window.commands["undo"].trigger()
    settle()
    assert window.log.lines() == log_lines(window.session.history())
    window.commands["redo"].trigger()
    settle()
    assert window.log.lines() == log_lines(window.session.history()) and told[0] in window.log.lines()


def test_a_move_withdrawn_while_it_is_shown_leaves_the_log_as_it_was(
    window_factory: WindowFactory, settings: Settings
) -> None:
    window, before = restaurant_for_a_fee(window_factory, settings)
    show(window)
    window.languages.set_language("el", remember=False)  # the log written afresh keeps the move being shown
    settle()
    assert len(window.log.lines()) > len(before) and window.log.lines()[len(before)].startswith("Ο Ben")
    window.languages.set_language("en", remember=False)
    settle()
    window.computer.withdraw()
    settle()
    assert window.log.lines() == before
    act(window, restaurant(window.session.state))  # played by hand: its lines, once
    assert window.log.lines() == log_lines(window.session.history())
