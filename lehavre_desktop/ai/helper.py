"""A second process for the Master level: one share of the root's turns searched on the other core.

A pure-Python search holds the interpreter lock, so the second core needs a process. One
helper per process that asks for it, started with "spawn" on the first search that can
use it and kept for the next ones (starting one costs about as much as a second of
thinking). Until it has started and said so, searches run both shares in the asking
process, so no decision waits for it.

Its lifetime is tied to the process that started it by a *lifeline*: a pipe that the
starter never writes to and the helper waits on in a thread of its own. When the starter
ends, however it ends (its work done, terminated, killed), the operating system closes its
end, the helper's wait ends and the helper exits at once, even in the middle of a search.
A helper is daemonic too, so a starter that exits normally also ends it. A process that
is itself daemonic (a ``multiprocessing`` worker started with ``daemon=True``) may not
start one: there the searches run both shares themselves.

Only searches on the wall clock (``time.monotonic``, the same in every process) use the
helper: a time budget on another clock (CPU time, a test's fake clock) cannot be shared
across processes, and the shares then run one after the other in the asking process.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading
import time
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

from .budget import Budget, searching
from .deepening import Candidate, Deepened, Ranking, deepen
from .evaluation import Estimator, Weights

# How long past a share's deadline the asking process waits for the helper's answer before
# it searches the share itself.
ANSWER_GRACE_SECONDS = 2.0


@dataclass(frozen=True)
class ShareRequest:
    """One share of a root to deepen; ``deadline`` is on ``time.monotonic``, the same in both processes."""

    candidates: tuple[Candidate, ...]
    start: Ranking
    seat: int
    weights: Weights
    deadline: float | None
    nodes: int | None
    tolerance: float | None
    width: int | None


def search_share(request: ShareRequest, estimator: Estimator) -> Deepened:
    seconds = None if request.deadline is None else request.deadline - time.monotonic()
    if seconds is not None and seconds <= 0:
        return Deepened((request.start,), None, 0, 0.0)
    meter = Budget(seconds, request.nodes, time.monotonic).meter()
    return deepen(
        list(request.candidates), request.start, request.seat, estimator, meter, request.tolerance, width=request.width
    )


def _watch_lifeline(lifeline: Connection) -> None:
    with contextlib.suppress(EOFError, OSError):
        lifeline.recv()
    os._exit(0)


def serve(requests: Connection, lifeline: Connection) -> None:
    """The helper's loop: answer share requests until the starter goes away."""
    threading.Thread(target=_watch_lifeline, args=(lifeline,), name="lifeline", daemon=True).start()
    estimators: dict[Weights, Estimator] = {}
    requests.send("ready")
    while True:
        try:
            message = requests.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        number, request = message
        estimator = estimators.setdefault(request.weights, Estimator(request.weights))
        try:
            with searching():
                answer: object = search_share(request, estimator)
        except Exception as error:
            answer = f"{type(error).__name__}: {error}"
        requests.send((number, answer))


class Helper:
    """The helper process as its starter sees it."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self._requests, requests = context.Pipe()
        lifeline, self._lifeline = context.Pipe(duplex=False)  # the helper reads, the starter holds the other end
        self.process: BaseProcess = context.Process(
            target=serve, args=(requests, lifeline), name="lehavre-master-helper", daemon=True
        )
        try:
            self.process.start()
        finally:
            requests.close()
            lifeline.close()
        self._ready = False
        self._sent = 0

    @property
    def ready(self) -> bool:
        """Whether the helper has started and can take a share now (never waits)."""
        if not self._ready and self.process.is_alive():
            try:
                if self._requests.poll():
                    self._ready = self._requests.recv() == "ready"
            except (EOFError, OSError):
                return False
        return self._ready and self.process.is_alive()

    def send(self, request: ShareRequest) -> int:
        self._sent += 1
        self._requests.send((self._sent, request))
        return self._sent

    def answer(self, number: int, wait_until: float | None) -> Deepened | None:
        """The helper's answer to request ``number``, or None if it failed or did not come by ``wait_until``
        (on ``time.monotonic``; None: as long as the helper lives)."""
        try:
            while self._requests.poll(None if wait_until is None else max(0.0, wait_until - time.monotonic())):
                got, answer = self._requests.recv()
                if got == number:
                    return answer if isinstance(answer, Deepened) else None
        except (EOFError, OSError):
            pass
        self.close()
        return None

    def close(self) -> None:
        """End the helper (it also ends by itself when its starter does)."""
        global _helper
        if _helper is self:
            _helper = None
        self._requests.close()
        self._lifeline.close()
        self.process.join(1.0)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()


_helper: Helper | None = None


def helper() -> Helper | None:
    """This process's helper, started on first use; None where none can be started (a daemonic process)."""
    global _helper
    if _helper is not None and not _helper.process.is_alive():
        _helper.close()
    if _helper is None:
        if multiprocessing.current_process().daemon:
            return None
        try:
            _helper = Helper()
        except OSError:
            return None
    return _helper


def close_helper() -> None:
    """End this process's helper, if it has one (it would end with the process anyway; a test suite that started
    one leaves no process behind for the next tests to count)."""
    if _helper is not None:
        _helper.close()
