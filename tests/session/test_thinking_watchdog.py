"""A worker that stops answering (SIGSTOP) is noticed: killed, a fresh one asked once more, then the request fails."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from lehavre_desktop import ai
from lehavre_desktop.session.thinker import Thinker
from lehavre_desktop.session.thinking import (
    SILENCE_MARGIN_SECONDS,
    Failed,
    Finished,
    PlanTurn,
    Report,
    Request,
    ReviewGame,
    SuggestMove,
    ThinkingService,
    answer_deadline,
)
from tests.processes import is_dead
from tests.session.test_thinking import MIDGAME, turns_of_a_random_game

# Far longer than a fresh worker takes to start and plan a Beginner's turn, far shorter than the real deadline.
TEST_DEADLINE_SECONDS = 8.0
# Only bounds how long a test waits: two deadlines and two worker starts.
WAIT_SECONDS = 120.0


def short_deadline(_request: Request) -> float:
    return TEST_DEADLINE_SECONDS


@pytest.fixture
def service() -> Iterator[ThinkingService]:
    service = ThinkingService(short_deadline)
    yield service
    service.shutdown()


def warm_worker_pid(service: ThinkingService) -> int:
    """Start the worker with a request it answers, so that it is idle, waiting for the next one; its pid."""
    service.submit(PlanTurn(MIDGAME, "beginner", seed=1))
    until_over(service)
    worker = service.worker
    assert worker is not None and worker.pid is not None
    return worker.pid


def until_over(service: ThinkingService) -> list[Report]:
    reports: list[Report] = []
    give_up = time.monotonic() + WAIT_SECONDS
    while service.busy:
        assert time.monotonic() < give_up, "the thinking service never answered"
        reports += service.reports(timeout=0.1)
    return reports


def stopped(pid: int) -> int:
    os.kill(pid, signal.SIGSTOP)
    return pid


@pytest.mark.slow
def test_a_stopped_worker_is_replaced_and_the_fresh_one_answers(service: ThinkingService) -> None:
    first = stopped(warm_worker_pid(service))
    request = service.submit(PlanTurn(MIDGAME, "intermediate", seed=4))
    [report] = until_over(service)
    assert isinstance(report, Finished) and report.request == request
    assert report.result == ai.explained_plan(ai.make_agent("intermediate", 4), MIDGAME)
    assert is_dead(first)
    worker = service.worker
    assert worker is not None and worker.pid != first and worker.is_alive()


@pytest.mark.slow
def test_a_fresh_worker_that_stops_too_ends_the_request_as_failed(service: ThinkingService) -> None:
    first = stopped(warm_worker_pid(service))
    request = service.submit(ReviewGame(tuple(turns_of_a_random_game(20))))
    reports: list[Report] = []
    give_up = time.monotonic() + WAIT_SECONDS
    while service.worker is None or service.worker.pid == first:  # until the watchdog starts a fresh one
        assert time.monotonic() < give_up
        reports += service.reports(timeout=0.1)
    fresh = service.worker
    assert fresh is not None and fresh.pid is not None
    second = stopped(fresh.pid)
    reports += until_over(service)
    assert [type(r) for r in reports] == [Failed] and reports[0].request == request
    assert isinstance(reports[0], Failed) and "did not answer" in reports[0].error
    assert is_dead(first) and is_dead(second)
    service.submit(SuggestMove(MIDGAME))  # the next request gets a worker that answers
    assert [type(r) for r in until_over(service)] == [Finished]


@pytest.mark.slow
def test_the_window_hears_of_a_worker_that_never_answers(qtbot: QtBot) -> None:
    thinker = Thinker(deadline=short_deadline)
    try:
        with qtbot.waitSignal(thinker.finished, timeout=int(WAIT_SECONDS * 1000)):
            thinker.plan(MIDGAME, "beginner", 1)
        first = thinker.worker_pid
        assert first is not None
        stopped(first)
        with qtbot.waitSignal(thinker.failed, timeout=int(WAIT_SECONDS * 1000)) as failed:
            request = thinker.review(turns_of_a_random_game(20))
            # The watchdog starts a fresh worker at the first deadline: stop that one too.
            qtbot.waitUntil(lambda: thinker.worker_pid not in (None, first), timeout=int(WAIT_SECONDS * 1000))
            fresh = thinker.worker_pid
            assert fresh is not None
            stopped(fresh)
        assert failed.args[0] == request and "did not answer" in failed.args[1]
        assert not thinker.busy and is_dead(first) and is_dead(fresh)
    finally:
        thinker.shutdown()


def test_the_deadline_allows_for_a_levels_own_time_budget() -> None:
    plain = PlanTurn(MIDGAME, "expert", 1, decision_seconds=8.0)  # a search of a fixed size: no time budget
    timed = PlanTurn(MIDGAME, "master", 1, decision_seconds=2.0)
    assert answer_deadline(plain) == SILENCE_MARGIN_SECONDS
    # The action's 2 s and a quarter of that for each sale-or-end decision after it.
    sellable = len(MIDGAME.current_player.buildings()) + 1
    assert answer_deadline(timed) == 2.0 * (1 + 0.25 * (sellable + 1)) + SILENCE_MARGIN_SECONDS
    assert answer_deadline(SuggestMove(MIDGAME)) == SILENCE_MARGIN_SECONDS
