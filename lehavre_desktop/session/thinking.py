"""Thinking away from the window: the computer's searches run in a worker process.

A pure-Python search holds the interpreter lock, so it runs in a process of its own, started
with "spawn" (a process that has Qt must never fork) and kept alive between requests, since
starting one costs far more than a Beginner's whole turn. One request at a time: a new request,
or ``cancel``, ends a running search by terminating its process, so a search nobody waits for
never holds a core; the next request starts a fresh process. Every report names its request
and only the current request's reports are handed on, so a late result is dropped. Whatever
goes wrong in the worker (an error in the search, a result that cannot be sent back, the
process dying) comes back as a ``Failed`` report: the caller never waits for ever.

No Qt here: the window polls ``reports()`` from a timer (see ``ui.thinker``).
"""

from __future__ import annotations

import multiprocessing
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

from .. import ai
from ..engine import Action, GameState


@dataclass(frozen=True)
class PlanTurn:
    """The computer's actions to the end of its turn: ``ai.plan_turn(ai.make_agent(level, seed), state)``."""

    state: GameState
    level: str
    seed: int


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


def work(request: Request, report_progress: Callable[[int, int], None]) -> object:
    """Answer one request (in the worker process)."""
    if isinstance(request, PlanTurn):
        return ai.plan_turn(ai.make_agent(request.level, request.seed), request.state)
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
    """One worker process and the request it is answering."""

    def __init__(self) -> None:
        self._context = multiprocessing.get_context("spawn")
        self._process: BaseProcess | None = None
        self._connection: Connection | None = None
        self._current: int | None = None
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
        self._current = request_id
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
                if not isinstance(report, Progress):
                    self._current = None
        except (EOFError, OSError):
            reports.append(self._worker_lost())
        return reports

    def cancel(self) -> None:
        """Drop the running request: its result never arrives, and its search stops at once."""
        if self._current is not None:
            self._current = None
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
        window_end, worker_end = self._context.Pipe()
        process = self._context.Process(target=serve, args=(worker_end,), name="lehavre-thinking", daemon=True)
        try:
            process.start()
        finally:
            worker_end.close()  # the worker holds its own copy: the window sees EOF when the worker dies
        self._process, self._connection = process, window_end
        return window_end

    def _worker_lost(self) -> Failed:
        request_id = self._current if self._current is not None else self._last_request
        process = self._process
        exit_code = None
        if process is not None:
            process.join(_STOP_GRACE_SECONDS)
            exit_code = process.exitcode
        self._current = None
        self._end_worker(terminate=True)
        return Failed(request_id, f"the thinking process ended unexpectedly (exit code {exit_code})")

    def _end_worker(self, terminate: bool) -> None:
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
        if terminate:
            process.terminate()
        process.join(_STOP_GRACE_SECONDS)
        if process.is_alive():
            process.kill()
            process.join()
        process.close()
