"""Repaint latency of the window while the computer thinks (offscreen, or the X display given by DISPLAY).

    python benchmarks/thinking_bench.py [--level expert] [--turns 8] [--record docs/midgame.lhip.json]
    taskset -c 1 python benchmarks/thinking_bench.py      # the window and the search share one core

Once the window is on screen, the computer takes both seats of a game from the saved position
on, at the given level, and plays the given number of turns (its moves shown for no time,
animations off). Every 10 ms while it thinks, the table's view is asked to repaint
(``update()``); the latency is the time from that request to the end of the view's next
paint (a zero-timer set off by the paint event runs once it is done: an upper bound), as a
player's mouse-over or an animation frame would wait. A repaint is asked for only once the
previous one is done. A repaint during which the computer's move was played (the table
redrawn for it, the log and teaching panel written) is counted apart: that is the window at
work, not waiting for the search. The same searches run in the window's own process would
hold it for their whole duration: the time each takes there is given too, as the latency
that design would have.

The last line is one JSON object with the figures (milliseconds).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from lehavre_desktop import ai  # noqa: E402
from lehavre_desktop.engine import GameState  # noqa: E402
from lehavre_desktop.i18n.manager import LanguageManager  # noqa: E402
from lehavre_desktop.session.game_session import GameSession, computer_seat  # noqa: E402
from lehavre_desktop.session.persistence import load_record  # noqa: E402
from lehavre_desktop.session.seats import turn_seed  # noqa: E402
from lehavre_desktop.settings import Settings  # noqa: E402
from lehavre_desktop.startup import setup_application  # noqa: E402
from lehavre_desktop.ui.main_window import MainWindow  # noqa: E402

PROBE_MS = 10
SETTLE_MS = 1500


class RepaintProbe(QObject):
    """Asks the view for a repaint every few milliseconds while the computer thinks; times each one."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.viewport = window.view.viewport()
        self.asked: float | None = None
        self.asked_in: GameState | None = None
        self.latencies: list[float] = []
        self.across_moves: list[float] = []
        self.viewport.installEventFilter(self)
        self.timer = QTimer(self)
        self.timer.setInterval(PROBE_MS)
        self.timer.timeout.connect(self.ask)
        self.timer.start()

    def ask(self) -> None:
        if self.asked is None and self.window.computer.thinking:
            self.asked = time.perf_counter()
            self.asked_in = self.window.session.state
            self.viewport.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.asked is not None:
            QTimer.singleShot(0, self.painted)
        return False

    def painted(self) -> None:
        if self.asked is not None:
            latency = (time.perf_counter() - self.asked) * 1000
            moved = self.window.session.state is not self.asked_in
            (self.across_moves if moved else self.latencies).append(latency)
            self.asked = None


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def in_process_ms(states: list[GameState], level: str, seeds: list[int]) -> list[float]:
    """How long each search would hold the window's own process."""
    times = []
    for state, seed in zip(states, seeds, strict=True):
        started = time.perf_counter()
        ai.plan_turn(ai.make_agent(level, seed), state)
        times.append((time.perf_counter() - started) * 1000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--level", default="expert", choices=ai.LEVELS)
    parser.add_argument("--turns", type=int, default=8)
    parser.add_argument("--record", type=Path, default=ROOT / "docs" / "midgame.lhip.json")
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args()

    app = QApplication([])
    setup_application(app)
    settings_path = Path(os.environ.get("TMPDIR", "/tmp")) / f"thinking_bench_{os.getpid()}.ini"
    settings = Settings(settings_path)
    settings.animation_speed = "off"
    settings.computer_move_display = "off"
    record = load_record(args.record)
    session = GameSession(record)
    window = MainWindow(session, settings, LanguageManager(settings), autosave=False, preload_charts=False)
    width, height = (int(n) for n in args.size.split("x"))
    window.resize(width, height)
    window.show()
    probe = RepaintProbe(window)
    thought: list[tuple[GameState, int]] = []
    started_at = len(record.actions)

    def on_thinking_started() -> None:
        state = session.state
        if window.computer.thinking and (not thought or thought[-1][0] is not state):
            thought.append((state, turn_seed(len(session.actions()), state.current)))

    watcher = QTimer()
    watcher.setInterval(1)
    watcher.timeout.connect(on_thinking_started)
    watcher.start()

    def turns_played() -> int:
        return sum(1 for action in session.actions()[started_at:] if action.text() == "end")

    def check_done() -> None:
        if turns_played() >= args.turns or session.state.finished:
            app.quit()

    done = QTimer()
    done.setInterval(5)
    done.timeout.connect(check_done)
    done.start()
    # The computer takes both seats once the window is on screen and settled: its first frames are not thinking's.
    seats = (computer_seat(args.level), computer_seat(args.level))
    QTimer.singleShot(SETTLE_MS, lambda: session.set_seats(seats))
    wall = time.perf_counter()
    app.exec()
    wall_ms = (time.perf_counter() - wall) * 1000 - SETTLE_MS
    window.close()
    settings_path.unlink(missing_ok=True)

    latencies = probe.latencies
    blocking = in_process_ms([state for state, _ in thought], args.level, [seed for _, seed in thought])
    figures: dict[str, Any] = {
        "level": args.level,
        "searches": len(thought),
        "wall_ms": round(wall_ms),
        "repaints": len(latencies),
        "latency_median_ms": round(statistics.median(latencies), 2) if latencies else None,
        "latency_p95_ms": round(percentile(latencies, 0.95), 2) if latencies else None,
        "latency_max_ms": round(max(latencies), 2) if latencies else None,
        "repaints_across_a_move": len(probe.across_moves),
        "across_a_move_max_ms": round(max(probe.across_moves), 2) if probe.across_moves else None,
        "in_process_search_median_ms": round(statistics.median(blocking), 1) if blocking else None,
        "in_process_search_max_ms": round(max(blocking), 1) if blocking else None,
        "cpus": sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None,
    }
    print(
        f"{figures['searches']} searches of {args.level} thought away from the window: {len(latencies)} repaints, "
        f"latency median {figures['latency_median_ms']} ms, 95th percentile {figures['latency_p95_ms']} ms, "
        f"worst {figures['latency_max_ms']} ms"
    )
    print(
        f"the same searches in the window's process would hold it {figures['in_process_search_median_ms']} ms "
        f"at the median, {figures['in_process_search_max_ms']} ms at worst"
    )
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
