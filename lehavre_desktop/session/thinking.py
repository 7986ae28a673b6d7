"""Thinking away from the window: the computer's searches run in a worker process.

A pure-Python search holds the interpreter lock, so it runs in a process of its own, started
with "spawn" (a process that has Qt must never fork) and kept alive between requests, since
starting one costs far more than a Beginner's whole turn. One request at a time: a new request,
or ``cancel``, ends a running search by terminating its process, so a search nobody waits for
never holds a core; the next request starts a fresh process. Every report names its request
and only the current request's reports are handed on, so a late result is dropped. Whatever
goes wrong in the worker (an error in the search, a result that cannot be sent back, the
process dying) comes back as a ``Failed`` report: the caller never waits for ever.

A worker that stops answering (stopped, or stuck) is noticed too: each request has a
deadline (``answer_deadline``: its own time budget, if it has one, plus a margin far above
the slowest real search), counted from the request or from its last progress report. At the
deadline the worker is killed and a fresh one is asked the same request once more; at the
second deadline the request fails.

No Qt here: the window polls ``reports()`` from a timer (see ``session.thinker``).
"""

from __future__ import annotations

import logging
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .. import ai
from ..engine import Action, GameState

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class PlanTurn:
    """The computer's actions to the end of its turn, with the explanation of its move: an ``ai.TurnPlan``,
    ``ai.explained_plan(ai.make_agent(level, seed, budget), state)``.

    ``decision_seconds``: how long a level that thinks for a set time (``ai.BUDGETED_LEVELS``: Master) may think
    per decision, on the wall clock (the player waits in real time); the other levels' searches have a fixed size
    and ignore it."""

    state: GameState
    level: str
    seed: int
    decision_seconds: float = ai.DEFAULT_SECONDS

    @property
    def budget_seconds(self) -> float:
        """The most the whole turn may think for (0 for a level whose search has a fixed size)."""
        if self.level not in ai.BUDGETED_LEVELS:
            return 0.0
        return ai.turn_seconds(self.decision_seconds, self.state)

    def agent(self) -> ai.Agent:
        budget = ai.Budget(self.decision_seconds) if self.level in ai.BUDGETED_LEVELS else None
        return ai.make_agent(self.level, self.seed, budget)


@dataclass(frozen=True)
class SuggestMove:
    """The advising level's turn from ``state`` and the turns it compared: an ``ai.Suggestion``."""

    state: GameState


@dataclass(frozen=True)
class ReviewGame:
    """Each turn taken compared with the search's best: a list of ``ai.TurnReview``, one per turn."""

    turns: tuple[tuple[GameState, tuple[Action, ...]], ...]


Request = PlanTurn | SuggestMove | ReviewGame


@dataclass(frozen=True)
class Progress:
    request: int
    done: int
    total: int


@dataclass(frozen=True)
class Finished:
    request: int
    result: object


@dataclass(frozen=True)
class Failed:
    request: int
    error: str  # English, for the log


Report = Progress | Finished | Failed

# How long a worker that was asked to stop may take before it is terminated.
_STOP_GRACE_SECONDS = 1.0
# The slowest real search benchmarks/search_times.py measured (every level and the advice, over positions from every
# round) was an Expert's whole turn: 10.7 s from the request to the answer on the two-core development machine
# loaded by other work, 3.1 s of CPU; a fresh worker answers its first request within 2.5 s there. A worker silent
# this much longer than its request's own time budget has stopped; a search that is only slow is never cut short.
SILENCE_MARGIN_SECONDS = 60.0


def answer_deadline(request: Request) -> float:
    """How many seconds the worker may stay silent on ``request``: until its answer, or its next progress report
    (a review reports after each turn)."""
    budget = request.budget_seconds if isinstance(request, PlanTurn) else 0.0
    return budget + SILENCE_MARGIN_SECONDS


def work(request: Request, report_progress: Callable[[int, int], None]) -> object:
    """Answer one request (in the worker process)."""
    if isinstance(request, PlanTurn):
        return ai.explained_plan(request.agent(), request.state)
    if isinstance(request, SuggestMove):
        return ai.suggest(request.state)
    reviews: list[ai.TurnReview] = []
    for state, taken in request.turns:
        reviews.append(ai.review_turn(state, taken))
        report_progress(len(reviews), len(request.turns))
    return reviews


def describe(error: BaseException) -> str:
    """One line naming the error, then where it happened: for the log."""
    summary = f"{type(error).__name__}: {error}"
    return summary + "\n" + "".join(traceback.format_exception(error))


def serve(connection: Connection) -> None:
    """The worker's loop: answer requests until told to stop (``None``) or the window's end of the pipe closes."""
    while True:
        try:
            message = connection.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        request_id, request = message

        def report_progress(done: int, total: int, request_id: int = request_id) -> None:
            connection.send(Progress(request_id, done, total))

        try:
            report: Report = Finished(request_id, work(request, report_progress))
            connection.send(report)  # pickles before it writes: a result that cannot be sent raises here
        except Exception as error:
            connection.send(Failed(request_id, describe(error)))


class ThinkingService:
    """One worker process and the request it is answering.

    ``deadline`` gives the seconds the worker may stay silent on a request (``answer_deadline``).
    """

    def __init__(self, deadline: Callable[[Request], float] = answer_deadline) -> None:
        self._deadline = deadline
        self._process: BaseProcess | None = None
        self._connection: Connection | None = None
        self._current: int | None = None
        self._request: Request | None = None  # the current request, to ask a fresh worker again
        self._silent_until = 0.0  # the monotonic time by which the worker must have said something
        self._asked_again = False
        self._last_request = 0
        self._undelivered: list[Report] = []  # a request that could not even be sent

    @property
    def busy(self) -> bool:
        return self._current is not None

    @property
    def current(self) -> int | None:
        """The id of the request being answered, if any."""
        return self._current

    @property
    def worker(self) -> BaseProcess | None:
        """The worker process, while there is one."""
        return self._process

    def submit(self, request: Request) -> int:
        """Start answering ``request`` (a running one is cancelled); its id, to match the reports with."""
        self.cancel()
        self._last_request += 1
        request_id = self._last_request
        self._current, self._request, self._asked_again = request_id, request, False
        self._silent_until = time.monotonic() + self._deadline(request)
        try:
            self._send((request_id, request))
        except Exception as error:
            self._undelivered.append(Failed(request_id, describe(error)))
        return request_id

    def reports(self, timeout: float = 0.0) -> list[Report]:
        """The current request's reports that have arrived, waiting up to ``timeout`` seconds for the first.

        The request is over after its ``Finished`` or ``Failed``, which is then the last report.
        """
        if self._undelivered:
            undelivered, self._undelivered = self._undelivered, []
            self._current = None
            return undelivered
        connection = self._connection
        if self._current is None or connection is None:
            return []
        reports: list[Report] = []
        try:
            waiting = timeout
            while self._current is not None and connection.poll(waiting):
                waiting = 0.0
                report: Report = connection.recv()
                if report.request != self._current:
                    continue  # sent for a request cancelled since
                reports.append(report)
                if isinstance(report, Progress) and self._request is not None:
                    self._silent_until = time.monotonic() + self._deadline(self._request)
                elif not isinstance(report, Progress):
                    self._current, self._request = None, None
        except (EOFError, OSError):
            reports.append(self._worker_lost())
            return reports
        if self._current is not None and not reports and time.monotonic() >= self._silent_until:
            reports += self._unanswered()
        return reports

    def cancel(self) -> None:
        """Drop the running request: its result never arrives, and its search stops at once."""
        if self._current is not None:
            self._current, self._request = None, None
            self._end_worker(terminate=True)
        self._undelivered = []

    def shutdown(self) -> None:
        """End the worker process (the window is closing)."""
        self.cancel()
        self._end_worker(terminate=False)

    # ---- inside ------------------------------------------------------------------------------
    def _send(self, message: tuple[int, Request]) -> None:
        connection = self._connection
        if connection is not None:
            try:
                connection.send(message)
                return
            except (BrokenPipeError, ConnectionResetError, EOFError):
                self._end_worker(terminate=True)  # it died while idle: start another
        self._start_worker().send(message)

    def _start_worker(self) -> Connection:
        import multiprocessing  # at the first request, not while the window starts

        context = multiprocessing.get_context("spawn")
        window_end, worker_end = context.Pipe()
        process = context.Process(target=serve, args=(worker_end,), name="lehavre-thinking", daemon=True)
        try:
            process.start()
        finally:
            worker_end.close()  # the worker holds its own copy: the window sees EOF when the worker dies
        self._process, self._connection = process, window_end
        return window_end

    def _unanswered(self) -> list[Report]:
        """The worker let the deadline pass: kill it (a stopped process acts on nothing else) and ask a fresh one
        once; the second time, the request fails."""
        request_id, request = self._current, self._request
        assert request_id is not None and request is not None
        pid = self._process.pid if self._process is not None else None
        self._end_worker(terminate=True, kill=True)
        deadline = self._deadline(request)
        if self._asked_again:
            self._current, self._request = None, None
            return [Failed(request_id, f"the thinking process did not answer within {deadline:.0f} s, twice")]
        log.warning("the thinking process %s did not answer within %.0f s: asking a fresh one", pid, deadline)
        self._asked_again = True
        self._silent_until = time.monotonic() + deadline
        try:
            self._start_worker().send((request_id, request))
        except Exception as error:
            self._current, self._request = None, None
            return [Failed(request_id, describe(error))]
        return []

    def _worker_lost(self) -> Failed:
        request_id = self._current if self._current is not None else self._last_request
        process = self._process
        exit_code = None
        if process is not None:
            process.join(_STOP_GRACE_SECONDS)
            exit_code = process.exitcode
        self._current, self._request = None, None
        self._end_worker(terminate=True)
        return Failed(request_id, f"the thinking process ended unexpectedly (exit code {exit_code})")

    def _end_worker(self, terminate: bool, kill: bool = False) -> None:
        process, connection = self._process, self._connection
        self._process, self._connection = None, None
        if connection is not None:
            if not terminate:
                try:
                    connection.send(None)
                except OSError:
                    terminate = True
            connection.close()
        if process is None:
            return
        if kill:
            process.kill()
        elif terminate:
            process.terminate()
        process.join(_STOP_GRACE_SECONDS)
        if process.is_alive():
            process.kill()
            process.join()
        process.close()
