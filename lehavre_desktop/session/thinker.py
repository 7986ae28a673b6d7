"""The computer's searches for the window: requests in, Qt signals out, the GUI thread never waits.

A thin adapter over ``session.thinking.ThinkingService``: a timer polls the worker's pipe
while a request runs, and each report becomes a signal. One request at a time: a new one
cancels the running one, and a report for a request that is no longer current is dropped,
even one already read when a slot starts another request. A worker that stops answering is
replaced and asked again once, then the request ends with ``failed`` (see ``session.thinking``).

A planned turn comes back as two signals: ``explained`` with the search's reasons for the move
(when the level searched: ``ai.Explanation``), then ``finished`` with the actions. Master thinks
for ``decision_seconds()`` a decision (the player's preference, read at each request).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from .. import ai
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
    explained = Signal(object, object)  # the position a turn was planned from, ai.Explanation of its move
    progress = Signal(int, int, int)  # request id, done, total
    failed = Signal(int, str)  # request id, error text (English, for the log)

    def __init__(
        self,
        parent: QObject | None = None,
        deadline: Callable[[Request], float] = answer_deadline,
        decision_seconds: Callable[[], float] = lambda: ai.DEFAULT_SECONDS,
    ) -> None:
        """``deadline``: the seconds the worker may stay silent on a request before it is replaced (the request
        asked again once, then ``failed``). ``decision_seconds``: how long a level that thinks for a set time
        (Master) may think per decision."""
        super().__init__(parent)
        self._service = ThinkingService(deadline)
        self.decision_seconds = decision_seconds
        self._request: int | None = None
        self._planned: GameState | None = None  # the position of the turn being planned
        self._asks = 0  # requests made and cancelled so far
        self._poll_timer = QTimer(self)
        self._poll_timer.setInterval(POLL_INTERVAL_MS)
        self._poll_timer.timeout.connect(self._poll)

    def plan(self, state: GameState, level: str, seed: int) -> int:
        """The computer's turn from ``state``; result: ``tuple[Action, ...]``, ending with ``End()``, after
        ``explained`` if the level searched for its move."""
        request = self._submit(PlanTurn(state, level, seed, self.decision_seconds()))
        self._planned = state
        return request

    def suggest(self, state: GameState) -> int:
        """The hint for the player to move; result: ``ai.Suggestion``."""
        return self._submit(SuggestMove(state))

    def review(self, turns: list[tuple[GameState, tuple[Action, ...]]]) -> int:
        """Each (state at the turn's start, actions taken) reviewed; result: ``list[ai.TurnReview]``,
        with a progress report after each turn."""
        return self._submit(ReviewGame(tuple(turns)))

    def cancel(self) -> None:
        """Drop the running request: its result never arrives."""
        self._asks += 1
        self._request, self._planned = None, None
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
        self._asks += 1
        self._planned = None
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
            planned, self._planned = self._planned, None
            if isinstance(report, Finished) and isinstance(report.result, ai.TurnPlan):
                asks = self._asks
                if planned is not None and report.result.explanation is not None:
                    self.explained.emit(planned, report.result.explanation)
                if asks == self._asks:  # no slot of ``explained`` cancelled the turn or asked for something else
                    self.finished.emit(report.request, report.result.actions)
            elif isinstance(report, Finished):
                self.finished.emit(report.request, report.result)
            elif isinstance(report, Failed):
                self.failed.emit(report.request, report.error)
