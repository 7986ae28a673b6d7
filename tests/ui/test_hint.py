"""Suggest a move: the search's choice drawn on the table and explained, never played; Esc clears it, Take the
suggestion makes it the player's proposal; a change of position drops the hint or its search."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsObject
from pytestqt.qtbot import QtBot

from lehavre_desktop.ai import Suggestion
from lehavre_desktop.engine import PERSON_SEAT, Build, GameRecord, Use
from lehavre_desktop.i18n.names import building_name
from lehavre_desktop.session.persistence import load_record
from lehavre_desktop.ui.board.suggestion import Badge
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import NAMES, WindowFactory
from tests.ui.helpers import act, assert_on_top, item_centre, last_move, press_button, settle
from tests.ui.test_review import FINISHED

ANSWER_MS = 20_000


def ask_for_hint(window: MainWindow, qtbot: QtBot) -> Suggestion:
    """Click Suggest a move and wait for the suggestion on the table."""
    bar = window.action_bar
    press_button(bar.hint_button)
    card = window.hints.card
    assert card.isVisible() and card.busy.isVisible() and not card.accept_button.isVisible()  # thinking
    assert not bar.hint_button.isVisible()
    qtbot.waitUntil(lambda: window.hints.suggestion is not None, timeout=ANSWER_MS)
    settle()
    suggestion = window.hints.suggestion
    assert suggestion is not None
    return suggestion


def suggested_item(window: MainWindow, suggestion: Suggestion) -> QGraphicsObject:
    action = suggestion.plan[0]
    assert isinstance(action, Build | Use), f"expected a build or use from a game's first turn, got {action}"
    return window.scene.tiles[action.building] if isinstance(action, Build) else window.scene.chips[action.building]


def test_the_hint_is_drawn_and_explained_not_played_and_esc_clears_it(window: MainWindow, qtbot: QtBot) -> None:
    session = window.session
    state, record = session.state, session.record()
    suggestion = ask_for_hint(window, qtbot)
    action = suggestion.plan[0]
    assert isinstance(action, Build | Use)
    # On the table: the building outlined as a suggestion, not selected or previewed as the player's proposal.
    layer = window.hints.layer
    item = suggested_item(window, suggestion)
    assert layer.isVisible() and layer.marks is not None and layer.marks.badge is Badge.SUGGESTED
    assert item.sceneBoundingRect() in layer.marks.buildings
    assert window.controller.pending is None
    assert not any(tile.selected for tile in window.controller.frame.tiles)
    assert all(not warehouse.preview for warehouse in window.scene.warehouses)
    # The building stays the item the pointer finds: the suggestion's drawing takes no click.
    assert_on_top(window.view, item_centre(window.view, item), item)
    # Its reason, in words: the move and the expected final scores compared.
    card = window.hints.card
    assert card.isVisible() and not card.busy.isVisible() and card.accept_button.isVisible()
    assert (
        card.title.text() == f"Suggested: build the {building_name(action.building)}"
        or card.title.text() == f"Suggested: use the {building_name(action.building)}"
    )
    best = suggestion.compared[0].expectation
    mine, theirs = math.floor(best.mine + 0.5), math.floor(best.theirs + 0.5)
    # The same words as the computer's own move: the search's numbers for the move and for the best one rejected.
    explanation = suggestion.explanation
    assert explanation is not None and explanation.chosen == suggestion.compared[0]
    said, alternative = card.detail.text().splitlines()[:2]  # the move's sentence, then the alternative's
    assert said == f"You can expect to finish with {mine}, {NAMES[1]} with {theirs}."
    rejected = explanation.alternative
    assert rejected is not None and isinstance(rejected.action, Build | Use)
    other = rejected.expectation
    assert (
        f"the {building_name(rejected.action.building)} instead would leave you {math.floor(other.mine + 0.5)}, "
        f"{NAMES[1]} {math.floor(other.theirs + 0.5)}." in alternative
    )
    # The next best are other moves: neither another way to make the same one nor the one already named.
    next_best = [line for line in card.detail.text().splitlines() if line.startswith("Next best: ")]
    assert all(building_name(action.building) not in line for line in next_best)
    assert all(building_name(rejected.action.building) not in line for line in next_best)
    # Not played.
    assert session.state is state and session.record() == record
    QTest.keyClick(window, Qt.Key.Key_Escape)
    settle()
    assert not layer.isVisible() and not card.isVisible() and window.hints.suggestion is None
    assert window.action_bar.hint_button.isVisible()
    assert session.state is state and session.record() == record


def test_taking_the_suggestion_makes_it_the_players_proposal_to_confirm(window: MainWindow, qtbot: QtBot) -> None:
    session = window.session
    suggestion = ask_for_hint(window, qtbot)
    press_button(window.hints.card.accept_button)
    pending = window.controller.pending
    assert pending is not None and pending.action == suggestion.plan[0]
    assert not window.hints.layer.isVisible() and not window.hints.card.isVisible()
    assert not session.actions()  # a proposal, not yet an action
    press_button(window.action_bar.confirm_button)
    assert last_move(session) == suggestion.plan[0]


def test_a_change_of_position_drops_the_search_and_its_answer(window: MainWindow, qtbot: QtBot) -> None:
    session = window.session
    first = ask_for_hint(window, qtbot)
    QTest.keyClick(window, Qt.Key.Key_Escape)
    act(window, first.plan[0])
    state = session.state
    QTest.keyClick(window, Qt.Key.Key_H)  # the shortcut asks too
    assert window.hints.card.isVisible() and window.advice.busy
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo while it thinks
    settle()
    assert session.state is not state
    assert not window.advice.busy and not window.hints.card.isVisible()
    qtbot.wait(800)  # long past the answer's time: it never comes to the table
    assert window.hints.suggestion is None and not window.hints.layer.isVisible()


@pytest.mark.slow
def test_the_hint_waits_for_the_persons_turn(window_factory: WindowFactory, qtbot: QtBot) -> None:
    window = window_factory(GameRecord(NAMES, seats=("computer:beginner", PERSON_SEAT)))
    assert not window.hints.available() and not window.commands["hint"].isEnabled()
    assert not window.action_bar.hint_button.isVisible()
    session = window.session
    qtbot.waitUntil(
        lambda: not window.computer.busy and session.level_of(session.state.current) is None, timeout=ANSWER_MS
    )
    assert window.hints.available() and window.commands["hint"].isEnabled()
    assert window.action_bar.hint_button.isVisible()


def test_no_hint_after_the_game(window_factory: WindowFactory) -> None:
    finished = window_factory(load_record(FINISHED))
    assert not finished.hints.available() and not finished.commands["hint"].isEnabled()
    assert not finished.action_bar.hint_button.isVisible()
    QTest.keyClick(finished, Qt.Key.Key_H)
    assert not finished.hints.card.isVisible() and not finished.advice.busy
