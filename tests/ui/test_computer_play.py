"""A person plays the computer with the mouse: its turns are thought elsewhere, shown, played, and can be undone."""

from __future__ import annotations

import multiprocessing
import random
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from lehavre_desktop import ai
from lehavre_desktop.engine import Action, Build, GameRecord, GameState, Pass, Use, legal_actions
from lehavre_desktop.i18n.names import building_name
from lehavre_desktop.session.persistence import load_record
from lehavre_desktop.session.seats import turn_seed
from lehavre_desktop.session.thinker import Thinker
from lehavre_desktop.session.turns import PlannedTurn
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.board.anchors import body_rect
from lehavre_desktop.ui.main_window import MainWindow
from tests.processes import is_dead
from tests.ui.conftest import NAMES, WindowFactory
from tests.ui.helpers import act, click, click_tile, press_button, settle

PERSON = "person"
CTRL = Qt.KeyboardModifier.ControlModifier
# Emma's or Max's turn in round H: the Expert thinks about a second here, time to try things meanwhile.
MIDGAME = load_record(Path(__file__).resolve().parents[2] / "docs" / "midgame.lhip.json")
WAIT_MS = 15000


def wait_for_person(window: MainWindow, qtbot: QtBot) -> None:
    """Until the computer has played and a person is to move (or the game is over)."""
    session = window.session

    def persons_turn() -> bool:
        state = session.state
        return not window.computer.busy and (state.finished or session.level_of(state.current) is None)

    qtbot.waitUntil(persons_turn, timeout=WAIT_MS)


def planned(state: GameState, level: str, actions_before: int) -> tuple[Action, ...]:
    """The turn the level plays from ``state``, seeded as the window seeds it."""
    return ai.plan_turn(ai.make_agent(level, turn_seed(actions_before, state.current)), state)


def a_move(state: GameState, rng: random.Random) -> Action:
    return rng.choice([a for a in legal_actions(state) if isinstance(a, Build | Use | Pass)])


def press(
    window: MainWindow, qtbot: QtBot, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    QTest.keyClick(window, key, modifiers)
    settle()


def thinking_worker(window: MainWindow, qtbot: QtBot) -> int:
    """The worker process of the computer's search under way."""
    qtbot.waitUntil(lambda: window.computer.thinking, timeout=WAIT_MS)
    pid = window.computer.thinker.worker_pid
    assert pid is not None and not is_dead(pid)
    return pid


@pytest.fixture
def quick(settings: Settings) -> Settings:
    """The computer's moves played as soon as they are chosen."""
    settings.computer_move_display = "off"
    settings.sync()
    return settings


def test_a_person_plays_the_computer_by_mouse_for_a_few_turns(
    window_factory: WindowFactory, quick: Settings, qtbot: QtBot
) -> None:
    window = window_factory(GameRecord(NAMES, seats=(PERSON, "computer:beginner")))
    session, rng = window.session, random.Random(3)
    for _ in range(4):
        wait_for_person(window, qtbot)
        state = session.state
        assert state.current == 0
        played = len(session.actions())
        logged = window.log.count()
        act(window, a_move(state, rng))
        wait_for_person(window, qtbot)
        # The computer's turn is the Beginner's own, seeded by the game, carried out gesture by gesture.
        after_person = session.states()[played + 2]
        assert after_person.current == 1
        assert tuple(session.actions()[played + 2 :]) == planned(after_person, "beginner", played + 2)
        assert any(line.startswith(f"{NAMES[1]} ") for line in window.log.lines()[logged:])
        assert window.controller.locked_reason == ""


def test_the_table_refuses_a_persons_gestures_while_the_computer_thinks(
    window_factory: WindowFactory, quick: Settings, qtbot: QtBot
) -> None:
    window = window_factory(replace(MIDGAME, seats=(PERSON, "computer:expert")))
    session = window.session
    thinking_worker(window, qtbot)
    state = session.state
    assert window.computer.status.isVisible()
    assert window.computer.marks[1].isVisible() and not window.computer.marks[0].isVisible()
    assert window.action_bar.title.text() == "Max is thinking…"
    buildable = next(a.building for a in legal_actions(state) if isinstance(a, Build))
    click_tile(window, buildable)
    assert window.controller.pending is None
    assert "The computer plays for Max" in window.statusBar().currentMessage()
    press(window, qtbot, Qt.Key.Key_Return)
    assert session.state is state
    wait_for_person(window, qtbot)
    assert session.state.current == 0
    assert not window.computer.marks[1].isVisible()


def test_the_computers_move_is_shown_until_a_click_on_the_table(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
    settings.computer_move_display = "steady"
    window = window_factory(GameRecord(NAMES, seats=("computer:beginner", PERSON)))
    session, controller = window.session, window.controller
    start = session.state
    qtbot.waitUntil(lambda: window.computer.showing, timeout=WAIT_MS)
    move = PlannedTurn.of(planned(start, "beginner", 0)).action
    assert isinstance(move, Build)  # what the Beginner opens with: its tile ringed, then shown as a choice
    ring = window.computer.shown_move.ring
    assert ring is not None and ring.body == body_rect(window.scene.tiles[move.building])
    qtbot.waitUntil(lambda: controller.pending is not None, timeout=WAIT_MS)
    assert controller.pending is not None and controller.pending.action == move
    assert window.controller.frame.tile(move.building).selected
    assert window.action_bar.title.text() == f"{NAMES[0]} builds {building_name(move.building)}"
    # Its header and the teaching panel speak of the computer, not of "you".
    assert any("Computer's turn" in run.text for run in window.scene.headers[0].text_runs())
    assert not any("Your turn" in run.text for run in window.scene.headers[0].text_runs())
    qtbot.waitUntil(lambda: window.teaching_panel.now_title == "The computer's choice", timeout=1000)
    assert session.state is start
    click(window.view, window.view.viewport().rect().center())
    qtbot.waitUntil(lambda: session.state is not start, timeout=1000)  # well before its two seconds
    assert session.actions()[0] == move and session.state.current == 1
    assert controller.pending is None


def test_continue_in_the_action_bar_plays_the_shown_move(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
    settings.computer_move_display = "steady"
    window = window_factory(GameRecord(NAMES, seats=("computer:beginner", PERSON)))
    session, bar = window.session, window.action_bar
    start = session.state
    assert not bar.continue_button.isVisible()
    qtbot.waitUntil(lambda: window.computer.showing, timeout=WAIT_MS)
    assert bar.continue_button.isVisible()
    press_button(bar.continue_button)
    qtbot.waitUntil(lambda: session.state is not start, timeout=1000)  # well before its two seconds
    assert session.state.current == 1 and not window.computer.showing
    assert not bar.continue_button.isVisible()


def test_a_key_goes_on_at_once_and_undo_goes_back_to_the_persons_turn(
    window_factory: WindowFactory, settings: Settings, qtbot: QtBot
) -> None:
    settings.computer_move_display = "steady"
    window = window_factory(GameRecord(NAMES, seats=(PERSON, "computer:intermediate")))
    session = window.session
    before = session.state
    act(window, a_move(before, random.Random(1)))
    qtbot.waitUntil(lambda: window.computer.showing, timeout=WAIT_MS)
    shown = session.state
    press(window, qtbot, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: session.state is not shown, timeout=1000)
    wait_for_person(window, qtbot)
    assert session.states()[2].current == 1 and session.state.current == 0
    played = session.actions()
    # Ctrl+Z takes back the computer's turn and the person's last one: the person is to move where they were.
    press(window, qtbot, Qt.Key.Key_Z, CTRL)
    assert session.state is before
    assert not session.can_undo and not window.computer.busy
    # Redo brings both back, and the computer does not play again.
    press(window, qtbot, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert session.actions() == played and session.state.current == 0
    qtbot.wait(100)
    assert not window.computer.busy


def test_undo_while_the_computer_thinks_ends_its_search(
    window_factory: WindowFactory, quick: Settings, qtbot: QtBot
) -> None:
    window = window_factory(replace(MIDGAME, seats=("computer:expert", PERSON)))
    session = window.session
    before = session.state
    act(window, a_move(before, random.Random(2)))
    pid = thinking_worker(window, qtbot)
    press(window, qtbot, Qt.Key.Key_Z, CTRL)
    assert session.state is before and not window.computer.busy
    assert is_dead(pid) and multiprocessing.active_children() == []
    assert window.controller.locked_reason == "" and not window.computer.status.isVisible()
    qtbot.wait(300)
    assert session.state is before


def test_closing_the_window_while_the_computer_thinks_leaves_no_process(
    window_factory: WindowFactory, quick: Settings, qtbot: QtBot
) -> None:
    window = window_factory(replace(MIDGAME, seats=(PERSON, "computer:expert")))
    pid = thinking_worker(window, qtbot)
    window.close()
    assert is_dead(pid) and multiprocessing.active_children() == []


def test_a_result_for_a_position_no_longer_on_the_table_is_dropped(
    window_factory: WindowFactory, quick: Settings, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    requests: list[int] = []
    plan = Thinker.plan

    def recorded(thinker: Thinker, state: GameState, level: str, seed: int) -> int:
        requests.append(plan(thinker, state, level, seed))
        return requests[-1]

    monkeypatch.setattr(Thinker, "plan", recorded)
    window = window_factory(replace(MIDGAME, seats=("computer:expert", PERSON)))
    session = window.session
    before = session.state
    act(window, a_move(before, random.Random(2)))
    thinking_worker(window, qtbot)
    thought_about = session.state
    press(window, qtbot, Qt.Key.Key_Z, CTRL)
    # The answer for the position the computer was thinking about comes late: nothing is played or shown.
    window.computer.thinker.finished.emit(requests[-1], planned(thought_about, "expert", len(MIDGAME.actions) + 2))
    settle()
    assert session.state is before and window.controller.pending is None
    assert len(session.actions()) == len(MIDGAME.actions)


class MarkingTranslator(QTranslator):
    """A language in which the computer's words are marked, every other text as it is."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        return f"[x] {source}" if context in ("ComputerTurns", "SeatWords", "ComputerLevels") else None

    def isEmpty(self) -> bool:
        return False


def test_the_words_of_the_computers_turn_follow_a_language_switch(
    window_factory: WindowFactory, quick: Settings, qtbot: QtBot
) -> None:
    window = window_factory(replace(MIDGAME, seats=(PERSON, "computer:expert")))
    thinking_worker(window, qtbot)
    # The search's answer is held back: the words are those of a computer still thinking, however fast it is.
    window.computer.thinker.finished.disconnect()
    translator = MarkingTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        settle()  # the language change reaches every widget
        assert window.computer.thinking
        assert window.action_bar.title.text() == "[x] Max is thinking…"
        assert window.computer.status.text() == "[x] Max ([x] Expert) is thinking…"
        click_tile(window, next(a.building for a in legal_actions(window.session.state) if isinstance(a, Build)))
        assert window.statusBar().currentMessage() == (
            "[x] The computer plays for Max: wait for its move, or undo to go back."
        )
    finally:
        QCoreApplication.removeTranslator(translator)


def test_undo_never_goes_back_before_the_persons_first_turn(
    window_factory: WindowFactory, quick: Settings, qtbot: QtBot
) -> None:
    window = window_factory(GameRecord(NAMES, seats=("computer:beginner", PERSON)))
    session = window.session
    wait_for_person(window, qtbot)
    first_turn = session.state
    assert first_turn.current == 1 and len(session.actions()) >= 2
    # The computer's opening turn is no turn of the person's to go back to.
    assert not session.can_undo and not window.commands["undo"].isEnabled()
    act(window, a_move(first_turn, random.Random(6)))
    wait_for_person(window, qtbot)
    assert window.commands["undo"].isEnabled()
    press(window, qtbot, Qt.Key.Key_Z, CTRL)
    assert session.state is first_turn and not window.computer.busy
