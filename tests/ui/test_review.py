"""The game review: the persons' turns go to the search with a progress bar, the costliest come back as a list,
and an entry clicked shows its position on the table with the better move, without touching the game."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QPushButton, QStyle
from pytestqt.qtbot import QtBot

from lehavre_desktop.ai import make_agent
from lehavre_desktop.engine import PERSON_SEAT, Build, End, GameState, Sell, Use, legal_actions, replay
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.session.persistence import load_record
from lehavre_desktop.ui.board.suggestion import Badge
from lehavre_desktop.ui.dialogs.end_game import EndGameDialog
from lehavre_desktop.ui.dialogs.review import BETTER, CENTRED_WIDTH, PLAYED, ReviewDialog
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.review_model import game_turns, had_a_choice, reviewable_turns
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import press_button, settle

ROOT = Path(__file__).resolve().parents[2]
FINISHED = ROOT / "docs" / "finished.lhip.json"
TURNS_LEFT = 6  # the short game: the last turns of a finished game, played again at random
REVIEW_SECONDS = 30_000


def last_turns_start(turns_left: int) -> GameState:
    """The position at the start of the turn ``turns_left`` turns before the end of the kept finished game."""
    record = load_record(FINISHED)
    states = replay(record).states()
    ends = [index for index, action in enumerate(record.actions) if isinstance(action, End)]
    return states[ends[-turns_left - 1] + 1]


def short_finished_game(window_factory: WindowFactory, seed: int = 3) -> MainWindow:
    """A window whose game is the last turns of a game, played by a random agent: they lose expected points."""
    window = window_factory(last_turns_start(TURNS_LEFT))
    agent = make_agent("random", seed)
    while not window.session.state.finished:
        assert window.session.submit(agent.choose(window.session.state))
    return window


def open_review(window: MainWindow, qtbot: QtBot) -> ReviewDialog:
    """From the end screen, by its button."""
    qtbot.waitUntil(lambda: window.end.dialog is not None and window.end.dialog.isVisible(), timeout=3000)
    end = window.end.dialog
    assert isinstance(end, EndGameDialog)
    press_button(end.review_button)
    review = window.end.review
    assert isinstance(review, ReviewDialog) and review.isVisible()
    assert not end.isVisible()
    return review


def click_entry(dialog: ReviewDialog, index: int) -> None:
    item = dialog.list.topLevelItem(index)
    assert item is not None
    rect = dialog.list.visualItemRect(item)
    QTest.mouseClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    settle()


def test_the_review_shows_progress_then_the_costliest_turns_and_browses_them(
    window_factory: WindowFactory, qtbot: QtBot
) -> None:
    window = short_finished_game(window_factory)
    session = window.session
    record, end_state = session.record(), session.state
    dialog = open_review(window, qtbot)
    assert dialog.running and dialog.progress.isVisible() and not dialog.list.isVisible()
    assert dialog.progress.maximum() == len(dialog.turns) > 0
    qtbot.waitUntil(lambda: not dialog.running, timeout=REVIEW_SECONDS)
    assert not dialog.error
    assert dialog.progress.value() == len(dialog.turns)
    assert dialog.list.isVisible() and dialog.list.topLevelItemCount() == len(dialog.rows) >= 2
    losses = [row.points_lost for row in dialog.rows]
    assert losses == sorted(losses, reverse=True) and losses[-1] >= 1
    for index, row in enumerate(dialog.rows):
        item = dialog.list.topLevelItem(index)
        assert item is not None
        assert item.text(0) == row.turn.round_letter and item.text(5) == str(row.points_lost)
    # An entry clicked: its position on the table, the better move drawn as a suggestion, the game untouched.
    click_entry(dialog, 1)
    row = dialog.rows[1]
    assert window.scene.state is row.turn.state
    layer = window.hints.layer
    assert layer.isVisible() and layer.marks is not None and layer.marks.badge is Badge.BETTER
    better = row.review.better[0]
    if isinstance(better, Build):
        assert window.scene.tiles[better.building].sceneBoundingRect() in layer.marks.buildings
    elif isinstance(better, Use):
        assert window.scene.chips[better.building].sceneBoundingRect() in layer.marks.buildings
    assert f"turn {row.turn.turn_in_round}" in dialog.detail.text()
    # The margin lost adds up from the two pairs of scores the text shows.
    player, opponent = (row.turn.state.players[seat].name for seat in (row.turn.seat, 1 - row.turn.seat))
    pairs = re.findall(rf"{player} (-?\d+), {opponent} (-?\d+)", dialog.detail.text())
    assert len(pairs) == 2
    (chosen_mine, chosen_theirs), (best_mine, best_theirs) = ((int(a), int(b)) for a, b in pairs)
    assert (best_mine - best_theirs) - (chosen_mine - chosen_theirs) == row.points_lost
    assert (
        f"a margin {row.points_lost} points better for {player}" in dialog.detail.text()
        or f"a margin {row.points_lost} point better for {player}" in dialog.detail.text()
    )
    assert session.record() == record and session.state is end_state
    # Closed: the table shows the end of the game again.
    press_button(dialog.buttons.button(QDialogButtonBox.StandardButton.Close))
    assert not dialog.isVisible()
    assert window.scene.state is end_state and not layer.isVisible()
    assert session.record() == record


def test_cancel_stops_the_review(window_factory: WindowFactory, qtbot: QtBot) -> None:
    window = short_finished_game(window_factory)
    dialog = open_review(window, qtbot)
    assert dialog.running and window.advice.busy
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert isinstance(cancel, QPushButton)
    press_button(cancel)
    assert not dialog.isVisible()
    assert not window.advice.busy and window.advice.worker_pid is None  # the search's process is gone
    qtbot.wait(300)
    assert dialog.list.topLevelItemCount() == 0 and not dialog.rows
    assert window.scene.state is window.session.state


def test_game_menu_offers_the_review_only_after_the_game(window_factory: WindowFactory, qtbot: QtBot) -> None:
    window = window_factory(last_turns_start(TURNS_LEFT))
    assert not window.commands["review"].isEnabled()
    agent = make_agent("random", 5)
    while not window.session.state.finished:
        window.session.submit(agent.choose(window.session.state))
    assert window.commands["review"].isEnabled()


def test_the_computer_is_not_reviewed_nor_turns_without_a_choice() -> None:
    record = load_record(FINISHED)
    states = replay(record).states()
    actions = list(record.actions)
    turns = game_turns(states, actions)
    assert sum(len(turn.taken) for turn in turns) == len(actions)
    assert all(isinstance(turn.taken[-1], End) and turn.state is states[turn.index] for turn in turns)
    seats = (PERSON_SEAT, "computer:strong")
    reviewed = reviewable_turns(states, actions, seats)
    assert reviewed and all(turn.seat == 0 for turn in reviewed)
    skipped = [turn for turn in turns if turn.seat == 0 and turn not in reviewed]
    for turn in skipped:
        main = [a for a in legal_actions(turn.state) if not isinstance(a, Sell | End)]
        assert len(main) <= 1 and not had_a_choice(turn.state)
    both = reviewable_turns(states, actions, (PERSON_SEAT, PERSON_SEAT))
    assert {turn.seat for turn in both} == {0, 1}
    assert not reviewable_turns(states, actions, ("computer:beginner", "computer:strong"))


def test_the_review_in_greek_shows_the_moves_whole_and_gives_the_list_the_room(
    window_factory: WindowFactory, languages: LanguageManager, qtbot: QtBot
) -> None:
    """Greek's long names of a move fit their columns in a window of 1280 by 800; the turn's account below takes
    only the lines it needs, the list the rest."""
    languages.set_language("el", remember=False)
    window = short_finished_game(window_factory)
    window.resize(1280, 800)
    settle()
    dialog = open_review(window, qtbot)
    qtbot.waitUntil(lambda: not dialog.running, timeout=REVIEW_SECONDS)
    settle()
    turns = dialog.list
    assert turns.topLevelItemCount() >= 2
    metrics = turns.fontMetrics()
    margin = 2 * (turns.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, turns) + 1)
    checked = 0
    for index, row in enumerate(dialog.rows):
        item = turns.topLevelItem(index)
        assert item is not None
        # A turn of sales and a build runs long in any language: its tooltip has it whole. One move fits.
        for column, actions in ((PLAYED, row.turn.taken), (BETTER, row.review.better)):
            if sum(not isinstance(action, End) for action in actions) == 1:
                checked += 1
                text = item.text(column)
                assert metrics.horizontalAdvance(text) + margin <= turns.columnWidth(column), text
    assert checked >= 2
    detail = dialog.detail
    assert detail.height() <= detail.heightForWidth(detail.width()) + metrics.height()


def test_the_search_under_way_is_shown_in_the_middle_of_a_wide_review(
    window_factory: WindowFactory, qtbot: QtBot
) -> None:
    """In a full-HD window the review is wide for the moves' words; the progress bar and its words stay a column
    in its middle, not a bar from edge to edge."""
    window = short_finished_game(window_factory)
    window.resize(1920, 1000)
    settle()
    dialog = open_review(window, qtbot)
    assert dialog.running and dialog.width() > CENTRED_WIDTH + 200
    bar = dialog.progress
    assert bar.width() <= CENTRED_WIDTH
    left = bar.mapTo(dialog, bar.rect().topLeft()).x()
    right = dialog.width() - (left + bar.width())
    layout = dialog.layout()
    assert layout is not None
    assert abs(left - right) <= layout.contentsMargins().left() + 2
    press_button(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel))
