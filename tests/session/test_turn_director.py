"""The turn director without a window: a scripted seat is asked for its turn, its actions are carried out through
the session as a person's gestures, its build or use goes through the presenter, and stale answers are dropped."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QObject, QTimer
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import PERSON_SEAT, Action, Build, End, GameRecord, GameState, Use, decode
from lehavre_desktop.session.game_session import GameSession
from lehavre_desktop.session.seats import PersonSeat, Seat, SeatKind
from lehavre_desktop.session.thinker import Thinker
from lehavre_desktop.session.turns import TurnDirector

SCRIPTED = "computer:beginner"  # a level the program knows; the factory seats the script there
OPENING = ("build clay_mound pay wood@0.1", "end")


class ScriptedSeat(Seat):
    """Answers each turn with the next plan of its script, a moment later, as a worker would."""

    kind = SeatKind.COMPUTER

    def __init__(
        self, plans: list[tuple[Action, ...] | str], parent: QObject | None = None, held: bool = False
    ) -> None:
        """``held``: the answer waits for ``answer()`` (a worker still thinking while the test changes the game)."""
        super().__init__(parent)
        self.plans = plans
        self.held = held
        self.asked: list[GameState] = []
        self.stopped = 0
        self._answer: Callable[[], None] | None = None

    def take_turn(self, state: GameState, actions_played: int) -> None:
        self.asked.append(state)
        plan = self.plans.pop(0)
        if isinstance(plan, str):
            self._answer = lambda: self.failed.emit(state, plan)
        else:
            self._answer = lambda: self.moved.emit(state, plan)
        if not self.held:
            QTimer.singleShot(0, self.answer)

    def answer(self) -> None:
        answer, self._answer = self._answer, None
        if answer is not None:
            answer()

    def stop(self) -> None:
        self.stopped += 1


class Recorder:
    """A presenter that holds the move until the test lets it go."""

    def __init__(self) -> None:
        self.shown: list[tuple[int, Action]] = []
        self.go: Callable[[], None] | None = None
        self.withdrawn = 0

    def present(self, seat: int, state: GameState, action: Build | Use, go: Callable[[], None]) -> None:
        self.shown.append((seat, action))
        self.go = go

    def withdraw(self) -> None:
        self.withdrawn += 1


@pytest.fixture
def thinker(qapp: QCoreApplication) -> Iterator[Thinker]:
    found = Thinker()
    yield found
    found.shutdown()


def director_with(session: GameSession, thinker: Thinker, seat: ScriptedSeat) -> TurnDirector:
    def factory(name: str, _thinker: Thinker, parent: QObject) -> Seat:
        return seat if name == SCRIPTED else PersonSeat(parent)

    return TurnDirector(session, thinker, seat_factory=factory)


def plan(*texts: str) -> tuple[Action, ...]:
    return tuple(decode(text) for text in texts)


def test_the_seat_to_move_is_asked_and_its_move_presented_then_played(qtbot: QtBot, thinker: Thinker) -> None:
    session = GameSession(GameRecord(("Ann", "Ben"), seats=(SCRIPTED, PERSON_SEAT)))
    seat = ScriptedSeat([plan(*OPENING)])
    director = director_with(session, thinker, seat)
    shown = Recorder()
    director.presenter = shown
    with qtbot.waitSignal(director.thinking):
        pass
    qtbot.waitUntil(lambda: shown.go is not None)
    assert seat.asked == [session.states()[0]]
    assert shown.shown == [(0, decode(OPENING[0]))]
    assert session.actions() == [] and director.presenting_move
    assert shown.go is not None
    shown.go()
    assert session.actions() == [decode(OPENING[0]), End()]  # one gesture: the build with the end of the turn
    assert not director.busy and session.state.current == 1  # the person's turn: nobody else is asked


def test_an_undo_withdraws_the_move_presented(qtbot: QtBot, thinker: Thinker) -> None:
    session = GameSession(
        GameRecord(("Ann", "Ben"), (decode("build clay_mound pay wood@0.1"), End()), seats=(PERSON_SEAT, SCRIPTED))
    )
    seat = ScriptedSeat(
        [plan("build smokehouse pay clay@0.2 wood@0.1", "end"), plan("build smokehouse pay clay@0.2 wood@0.1", "end")]
    )
    director = director_with(session, thinker, seat)
    shown = Recorder()
    director.presenter = shown
    qtbot.waitUntil(lambda: shown.go is not None)
    stale = shown.go
    session.undo()  # back to Ann's turn: the computer's move is not to be played
    assert shown.withdrawn == 1 and not director.busy
    assert stale is not None
    stale()
    assert session.actions() == []  # the withdrawn move never reaches the game


def test_a_failure_is_told_and_a_retry_asks_again(qtbot: QtBot, thinker: Thinker) -> None:
    session = GameSession(GameRecord(("Ann", "Ben"), seats=(SCRIPTED, PERSON_SEAT)))
    seat = ScriptedSeat(["the worker did not answer, twice", plan(*OPENING)])
    director = director_with(session, thinker, seat)
    with qtbot.waitSignal(director.failed) as failed:
        pass
    assert failed.args == [0, "the worker did not answer, twice"]
    assert not director.busy and session.actions() == []
    director.retry()
    qtbot.waitUntil(lambda: session.actions() == [decode(OPENING[0]), End()])  # played at once: no table


def test_an_answer_for_another_position_is_dropped(qtbot: QtBot, thinker: Thinker) -> None:
    session = GameSession(GameRecord(("Ann", "Ben"), seats=(SCRIPTED, PERSON_SEAT)))
    seat = ScriptedSeat([plan(*OPENING)], held=True)
    director = director_with(session, thinker, seat)
    qtbot.waitUntil(lambda: bool(seat.asked))
    assert director.asking
    session.set_seats((PERSON_SEAT, PERSON_SEAT))  # the person takes the seat before the answer comes
    assert not director.busy  # withdrawn at once, not at the next look
    seat.answer()  # the worker's late answer, for the seat it no longer plays
    qtbot.wait(20)
    assert session.actions() == [] and not director.busy


def test_a_closed_director_asks_no_seat_again(qtbot: QtBot, thinker: Thinker) -> None:
    session = GameSession(GameRecord(("Ann", "Ben"), (decode(OPENING[0]), End()), seats=(PERSON_SEAT, SCRIPTED)))
    seat = ScriptedSeat([plan("build smokehouse pay clay@0.2 wood@0.1", "end")], held=True)
    director = director_with(session, thinker, seat)
    qtbot.waitUntil(lambda: bool(seat.asked))
    session.undo()  # Ann's turn again: the director looks again once the event loop turns
    session.redo()  # the computer's turn: a look is scheduled
    director.close()  # the window closes before that look
    qtbot.wait(20)
    assert len(seat.asked) == 1 and not director.busy  # the scheduled look asked nobody: no worker started
