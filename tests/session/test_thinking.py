"""The thinking service: searches answered in a worker process, cancelled at once, errors reported, never a hang."""

from __future__ import annotations

import multiprocessing
import os
import signal
import time
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from lehavre_desktop import ai
from lehavre_desktop.engine import Action, End, GameState, RandomPlayer, apply, check, legal_actions, new_game
from lehavre_desktop.session.thinker import Thinker
from lehavre_desktop.session.thinking import (
    Failed,
    Finished,
    PlanTurn,
    Progress,
    Report,
    Request,
    ReviewGame,
    SuggestMove,
    ThinkingService,
    answer_deadline,
)
from tests.processes import is_dead

ANSWER_SECONDS = 20.0


def turns_of_a_random_game(count: int, seed: int = 5) -> list[tuple[GameState, tuple[Action, ...]]]:
    """The first ``count`` turns of a seeded random game: (state at the turn's start, the turn's actions)."""
    player = RandomPlayer(seed)
    state = new_game(("Ann", "Ben"))
    turns: list[tuple[GameState, tuple[Action, ...]]] = []
    while len(turns) < count:
        start, taken = state, []
        while True:
            action = player.choose(state)
            taken.append(action)
            state = apply(state, action).state
            if isinstance(action, End):
                break
        turns.append((start, tuple(taken)))
    return turns


MIDGAME = turns_of_a_random_game(12)[-1][0]


def wait_until_over(service: ThinkingService) -> list[Report]:
    """Every report of the current request, up to its Finished or Failed."""
    reports: list[Report] = []
    deadline = time.monotonic() + ANSWER_SECONDS
    while service.busy:
        assert time.monotonic() < deadline, "the thinking service never answered"
        reports += service.reports(timeout=0.1)
    return reports


@pytest.fixture
def service() -> Iterator[ThinkingService]:
    service = ThinkingService()
    yield service
    service.shutdown()


def test_a_planned_turn_is_the_levels_own_turn_played_elsewhere(service: ThinkingService) -> None:
    for level in ("beginner", "strong"):
        request = service.submit(PlanTurn(MIDGAME, level, seed=7))
        [report] = wait_until_over(service)
        assert isinstance(report, Finished) and report.request == request
        assert report.result == ai.explained_plan(ai.make_agent(level, 7), MIDGAME)
        plan = report.result
        assert isinstance(plan, ai.TurnPlan) and isinstance(plan.actions[-1], End)
        assert plan.actions[0] in legal_actions(MIDGAME)
        assert plan.explanation is not None and plan.explanation.chosen.action == plan.actions[0]


def test_master_plans_a_legal_turn_in_the_worker_for_the_time_it_is_given(service: ThinkingService) -> None:
    """The worker is daemonic: Master thinks there alone, for the seconds the request gives each decision."""
    request = PlanTurn(MIDGAME, "master", seed=5, decision_seconds=0.3)
    assert request.budget_seconds == ai.turn_seconds(0.3, MIDGAME) > 0.3
    service.submit(request)
    [report] = wait_until_over(service)
    assert isinstance(report, Finished) and isinstance(report.result, ai.TurnPlan)
    state = MIDGAME
    for action in report.result.actions:
        assert check(state, action) is None, action.text()
        state = apply(state, action).state
    assert isinstance(report.result.actions[-1], End)
    assert report.result.explanation is not None
    assert multiprocessing.active_children() == [service.worker]


def test_the_worker_is_kept_between_requests(service: ThinkingService) -> None:
    service.submit(SuggestMove(MIDGAME))
    [suggestion] = wait_until_over(service)
    worker = service.worker
    assert worker is not None and worker.is_alive()
    service.submit(PlanTurn(MIDGAME, "intermediate", seed=1))
    wait_until_over(service)
    assert service.worker is worker
    assert isinstance(suggestion, Finished) and suggestion.result == ai.suggest(MIDGAME)


def test_a_review_reports_progress_after_each_turn(service: ThinkingService) -> None:
    turns = turns_of_a_random_game(3)
    request = service.submit(ReviewGame(tuple(turns)))
    reports = wait_until_over(service)
    assert [(r.done, r.total) for r in reports if isinstance(r, Progress)] == [(1, 3), (2, 3), (3, 3)]
    assert {r.request for r in reports} == {request}
    finished = reports[-1]
    assert isinstance(finished, Finished)
    assert finished.result == [ai.review_turn(state, taken) for state, taken in turns]


def test_an_error_in_the_search_comes_back_and_the_worker_answers_the_next_request(service: ThinkingService) -> None:
    request = service.submit(PlanTurn(MIDGAME, "grandmaster", seed=1))
    [report] = wait_until_over(service)
    assert isinstance(report, Failed) and report.request == request
    assert report.error.startswith("ValueError: unknown computer level 'grandmaster'")
    service.submit(PlanTurn(MIDGAME, "beginner", seed=1))
    [answer] = wait_until_over(service)
    assert isinstance(answer, Finished)


def test_cancelling_a_search_ends_its_process_and_the_next_request_starts_another(service: ThinkingService) -> None:
    service.submit(ReviewGame(tuple(turns_of_a_random_game(30))))
    worker = service.worker
    assert worker is not None and worker.pid is not None
    pid = worker.pid
    service.cancel()
    assert not service.busy and service.reports(timeout=0.3) == []
    assert is_dead(pid)
    assert multiprocessing.active_children() == []
    request = service.submit(PlanTurn(MIDGAME, "beginner", seed=3))
    [report] = wait_until_over(service)
    assert isinstance(report, Finished) and report.request == request
    assert service.worker is not None and service.worker.pid != pid


def test_a_new_request_drops_the_running_one(service: ThinkingService) -> None:
    first = service.submit(ReviewGame(tuple(turns_of_a_random_game(30))))
    second = service.submit(PlanTurn(MIDGAME, "beginner", seed=2))
    reports = wait_until_over(service)
    assert {r.request for r in reports} == {second} != {first}
    assert [type(r) for r in reports] == [Finished]


def test_a_worker_that_dies_is_reported_as_a_failure_not_a_hang(service: ThinkingService) -> None:
    request = service.submit(ReviewGame(tuple(turns_of_a_random_game(30))))
    worker = service.worker
    assert worker is not None and worker.pid is not None
    os.kill(worker.pid, signal.SIGKILL)
    [report] = wait_until_over(service)
    assert isinstance(report, Failed) and report.request == request
    assert "ended unexpectedly" in report.error
    service.submit(PlanTurn(MIDGAME, "beginner", seed=2))
    [answer] = wait_until_over(service)
    assert isinstance(answer, Finished)


def test_shutting_down_leaves_no_process(service: ThinkingService) -> None:
    service.submit(PlanTurn(MIDGAME, "beginner", seed=2))
    wait_until_over(service)
    worker = service.worker
    assert worker is not None and worker.pid is not None
    pid = worker.pid
    service.shutdown()
    assert is_dead(pid) and multiprocessing.active_children() == []


# ---- the Qt adapter ---------------------------------------------------------------------------------------------
@pytest.fixture
def thinker(qtbot: QtBot) -> Iterator[Thinker]:
    thinker = Thinker()
    yield thinker
    thinker.shutdown()


def test_the_thinker_signals_the_result_of_its_request(qtbot: QtBot, thinker: Thinker) -> None:
    signals: list[tuple[str, tuple[object, ...]]] = []
    thinker.explained.connect(lambda *args: signals.append(("explained", args)))
    thinker.finished.connect(lambda *args: signals.append(("finished", args)))
    with qtbot.waitSignal(thinker.finished, timeout=int(ANSWER_SECONDS * 1000)):
        request = thinker.plan(MIDGAME, "intermediate", 11)
        assert thinker.busy
    planned = ai.explained_plan(ai.make_agent("intermediate", 11), MIDGAME)
    assert signals == [("explained", (MIDGAME, planned.explanation)), ("finished", (request, planned.actions))]
    assert signals[0][1][0] is MIDGAME and not thinker.busy


def test_master_thinks_for_the_time_the_thinker_reads_at_each_request(qtbot: QtBot) -> None:
    seconds = iter([0.2, 0.4])
    asked: list[Request] = []

    def deadline(request: Request) -> float:
        asked.append(request)
        return answer_deadline(request)

    thinker = Thinker(deadline=deadline, decision_seconds=lambda: next(seconds))
    try:
        for _ in range(2):
            with qtbot.waitSignal(thinker.finished, timeout=int(ANSWER_SECONDS * 1000)) as finished:
                thinker.plan(MIDGAME, "master", 3)
            assert finished.args[1][0] in legal_actions(MIDGAME)
        assert [(r.level, r.decision_seconds) for r in asked if isinstance(r, PlanTurn)] == [
            ("master", 0.2),
            ("master", 0.4),
        ]
    finally:
        thinker.shutdown()


def test_a_slot_of_explained_that_cancels_the_turn_gets_no_result(qtbot: QtBot, thinker: Thinker) -> None:
    results: list[object] = []
    thinker.explained.connect(lambda _state, _explanation: thinker.cancel())
    thinker.finished.connect(lambda _request, result: results.append(result))
    with qtbot.waitSignal(thinker.explained, timeout=int(ANSWER_SECONDS * 1000)):
        thinker.plan(MIDGAME, "strong", 2)
    qtbot.wait(100)
    assert results == [] and not thinker.busy


def test_the_thinker_signals_progress_and_failure(qtbot: QtBot, thinker: Thinker) -> None:
    progress: list[tuple[int, int, int]] = []
    thinker.progress.connect(lambda *args: progress.append(args))
    with qtbot.waitSignal(thinker.finished, timeout=int(ANSWER_SECONDS * 1000)):
        review = thinker.review(turns_of_a_random_game(2))
    assert progress == [(review, 1, 2), (review, 2, 2)]
    with qtbot.waitSignal(thinker.failed, timeout=int(ANSWER_SECONDS * 1000)) as failed:
        request = thinker.plan(MIDGAME, "grandmaster", 1)
    assert failed.args[0] == request and "grandmaster" in failed.args[1]


def test_a_cancelled_or_outdated_request_never_signals(qtbot: QtBot, thinker: Thinker) -> None:
    results: list[int] = []
    thinker.finished.connect(lambda request, _result: results.append(request))
    thinker.review(turns_of_a_random_game(30))
    thinker.cancel()
    assert not thinker.busy
    outdated = thinker.plan(MIDGAME, "beginner", 1)
    current = thinker.suggest(MIDGAME)
    qtbot.waitUntil(lambda: results != [], timeout=int(ANSWER_SECONDS * 1000))
    qtbot.wait(200)
    assert results == [current] != [outdated]


def test_a_slot_that_starts_another_request_gets_only_that_ones_result(qtbot: QtBot, thinker: Thinker) -> None:
    """A slot may start the next request at once (the computer playing both seats): no stale report leaks."""
    seen: list[tuple[int, object]] = []
    states = iter([MIDGAME, new_game(("Ann", "Ben"))])

    def next_request(request: int, result: object) -> None:
        seen.append((request, result))
        state = next(states, None)
        if state is not None:
            thinker.plan(state, "beginner", len(seen))

    thinker.finished.connect(next_request)
    thinker.plan(MIDGAME, "beginner", 0)
    qtbot.waitUntil(lambda: len(seen) == 3, timeout=int(ANSWER_SECONDS * 1000))
    assert [request for request, _ in seen] == sorted({request for request, _ in seen})
    assert seen[2][1] == ai.plan_turn(ai.make_agent("beginner", 2), new_game(("Ann", "Ben")))
