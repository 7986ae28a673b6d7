"""The computer's searches for the window: requests in, Qt signals out, the GUI thread never waits.

A thin adapter over ``session.thinking.ThinkingService``: a timer polls the worker's pipe
while a request runs, and each report becomes a signal. One request at a time: a new one
cancels the running one, and a report for a request that is no longer current is dropped,
even one already read when a slot starts another request. A worker that stops answering is
replaced and asked again once, then the request ends with ``failed`` (see ``session.thinking``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import Action, GameState
from .thinking import (
    Failed,
    Finished,
    PlanTurn,
    Progress,
    Request,
    ReviewGame,
    SuggestMove,
    ThinkingService,
    answer_deadline,
)

# Often enough that a Beginner's move shows at once, rarely enough to cost the window nothing.
POLL_INTERVAL_MS = 15


class Thinker(QObject):
    finished = Signal(int, object)  # request id, result
    progress = Signal(int, int, int)  # request id, done, total
    failed = Signal(int, str)  # request id, error text (English, for the log)

    def __init__(self, parent: QObject | None = None, deadline: Callable[[Request], float] = answer_deadline) -> None:
        """``deadline``: the seconds the worker may stay silent on a request before it is replaced (the request
        asked again once, then ``failed``)."""
        super().__init__(parent)
        self._service = ThinkingService(deadline)
        self._request: int | None = None
        self._poll_timer = QTimer(self)
        self._poll_timer.setInterval(POLL_INTERVAL_MS)
        self._poll_timer.timeout.connect(self._poll)

    def plan(self, state: GameState, level: str, seed: int, budget_seconds: float = 0.0) -> int:
        """The computer's turn from ``state``; result: ``tuple[Action, ...]``, ending with ``End()``.
        ``budget_seconds``: the time a level that thinks for a set time may take for the turn."""
        return self._submit(PlanTurn(state, level, seed, budget_seconds))

    def suggest(self, state: GameState) -> int:
        """The hint for the player to move; result: ``ai.Suggestion``."""
        return self._submit(SuggestMove(state))

    def review(self, turns: list[tuple[GameState, tuple[Action, ...]]]) -> int:
        """Each (state at the turn's start, actions taken) reviewed; result: ``list[ai.TurnReview]``,
        with a progress report after each turn."""
        return self._submit(ReviewGame(tuple(turns)))

    def cancel(self) -> None:
        """Drop the running request: its result never arrives."""
        self._request = None
        self._poll_timer.stop()
        self._service.cancel()

    def shutdown(self) -> None:
        """End the worker process (called when the window closes)."""
        self.cancel()
        self._service.shutdown()

    @property
    def busy(self) -> bool:
        return self._request is not None

    @property
    def worker_pid(self) -> int | None:
        """The worker process's id while there is one (for tests and diagnostics)."""
        worker = self._service.worker
        return None if worker is None else worker.pid

    def _submit(self, request: Request) -> int:
        self._request = self._service.submit(request)
        self._poll_timer.start()
        return self._request

    def _poll(self) -> None:
        for report in self._service.reports():
            if report.request != self._request:
                continue  # a slot cancelled it or started another request meanwhile
            if isinstance(report, Progress):
                self.progress.emit(report.request, report.done, report.total)
                continue
            self._request = None
            self._poll_timer.stop()
            if isinstance(report, Finished):
                self.finished.emit(report.request, report.result)
            elif isinstance(report, Failed):
                self.failed.emit(report.request, report.error)
