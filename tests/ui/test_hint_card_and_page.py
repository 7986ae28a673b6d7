"""The hint's card speaks the action bar's language (its primary and secondary faces, the keycaps of the keys that
do what its buttons do, and those keys working), and the teaching page explains the suggestion while it is shown,
then goes back to what it said; a set-up position's page says what the player to move can do."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from lehavre_desktop.ai import Suggestion
from lehavre_desktop.engine import Build, Use
from lehavre_desktop.i18n.forms import Player
from lehavre_desktop.teaching.suggested import explain_suggestion, explain_turn, suggestion_title
from lehavre_desktop.ui import theme
from lehavre_desktop.ui.bar_face import button_height, primary_colours
from lehavre_desktop.ui.letter_keys import hint_key
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import press_button, settle
from tests.ui.test_hint import ANSWER_MS
from tests.ui.test_window_drawer import crowded

LANGS = ("en", "el", "hu")


def hinted(window: MainWindow, qtbot: QtBot) -> Suggestion:
    """Suggest a move clicked on the crowded table, and its answer on show (Church Square or another build/use)."""
    press_button(window.action_bar.hint_button)
    qtbot.waitUntil(lambda: window.hints.suggestion is not None, timeout=ANSWER_MS)
    settle()
    suggestion = window.hints.suggestion
    assert suggestion is not None and isinstance(suggestion.plan[0], Build | Use)
    return suggestion


def page_text(window: MainWindow, qtbot: QtBot) -> str:
    """The teaching page once it is written for what is on the table now."""
    qtbot.waitUntil(lambda: not window.teaching._due and not window.teaching.waiting, timeout=2000)
    return window.teaching_panel.browser.toPlainText()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(1024, 768), (1280, 800), (1920, 1080)])
def test_the_cards_buttons_are_the_bars_with_their_keycaps(
    window_factory: WindowFactory, qtbot: QtBot, size: tuple[int, int], lang: str
) -> None:
    window = crowded(window_factory, size, lang)
    card, bar = window.hints.card, window.action_bar
    hinted(window, qtbot)
    accept, dismiss = card.accept_button, card.dismiss_button
    seat = window.session.state.current
    # Take the suggestion is the bar's primary face in the colour of the player to act (as Confirm), Dismiss the
    # secondary face of paper.
    assert accept.primary and not dismiss.primary
    ground, ink = primary_colours(seat, theme.current())
    assert accept.face_colours()[:2] == (ground, ink)
    assert dismiss.face_colours()[0] == theme.current().paper_pointed
    # The keycaps of the bar's own keys, drawn whole inside buttons lying whole on the card.
    assert accept.key == QCoreApplication.translate("ActionBar", "Enter", "the key's name on its keycap")
    assert dismiss.key == QCoreApplication.translate("ActionBar", "Esc", "the key's name on its keycap")
    for button in (accept, dismiss):
        assert button.isVisible() and button.key_size().width() > 0
        assert button.width() >= button.sizeHint().width(), f"{button.text()!r}: its keycap is cut off"
        assert card.rect().contains(button.geometry())
        assert button.height() == button_height(bar.font())  # as tall as the bar's buttons, in the bar's type
    # The card lies over the bar whatever it shows: its height never jumps.
    assert card.geometry() == bar.rect()


def test_enter_takes_the_suggestion_and_esc_dismisses_it(window_factory: WindowFactory, qtbot: QtBot) -> None:
    window = crowded(window_factory, (1280, 800))
    suggestion = hinted(window, qtbot)
    QTest.keyClick(window, Qt.Key.Key_Return)
    settle()
    pending = window.controller.pending
    assert pending is not None and pending.action == suggestion.plan[0], "Enter did not take the suggestion"
    assert not window.hints.card.isVisible() and not window.session.actions()  # a proposal, to Confirm
    window.controller.cancel()
    settle()
    hinted(window, qtbot)
    QTest.keyClick(window, Qt.Key.Key_Escape)
    settle()
    assert not window.hints.card.isVisible() and window.hints.suggestion is None
    assert window.controller.pending is None


@pytest.mark.parametrize("lang", LANGS)
def test_the_teaching_page_explains_the_hint_then_goes_back(
    window_factory: WindowFactory, qtbot: QtBot, lang: str
) -> None:
    window = crowded(window_factory, (1280, 800), lang)
    assert window.teaching_panel.isVisible()
    state = window.session.state
    # A set-up position with no move to look back on: the page says what the player to move can do.
    before = page_text(window, qtbot)
    player = Player(state.players[state.current].name)
    for line in explain_turn(state, player, hint_key()):
        assert line.text in before
    suggestion = hinted(window, qtbot)
    page = page_text(window, qtbot)
    assert suggestion_title() in page
    explained = explain_suggestion(state, suggestion)
    assert len(explained) >= 4  # the move, what it does, why (the scores compared), how to take it
    for line in explained:
        assert line.text in page
    press_button(window.hints.card.dismiss_button)
    assert page_text(window, qtbot) == before
