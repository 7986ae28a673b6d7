"""Animation frames over a whole game, each timed to the end of the frame (offscreen), at several window sizes.

    taskset -c 0 python benchmarks/frame_times.py [--seed 3] [--sizes 1280x800,1920x1080] [--speed normal]

A seeded game is played from inside the event loop, the way it is shown to a player: the first seat by a
script (random legal moves, a sale before some of them, sent through the session as a player's gestures
are, each once the table is at rest), the second by the computer (Beginner, in its own process) whose every
build and use is shown step by step at the Quick pace (the building ringed, the tokens walking, then
played). So every kind of motion comes, again and again: tiles flying to the wheels, buildings going back
to sector 0, francs flying (costs, fees, sales, bonuses), buildings sliding to the bank, the round's
banner, the wheels turning, forced sales, new tiles dealt, the computer's thinking mark and its shown move.

A frame starts when Qt's animation driver ticks (the timer event that moves every animation one step) and
ends when the table's view has drawn its foreground, the last thing a paint of the table does (the clock of
``repaint_clock``); a tick that paints nothing is no frame. The frames are timed by the clock (what the
player sees) and by the processor time of the main thread (what a frame costs, also on a machine busy with
other work). Between frames the event loop does what it does
in play (the autosave waits for the frame; the teaching panel writes its words). The teaching panel and the
game log are open. Printed per size: frames, median, 90th percentile and worst in milliseconds, and how many
took longer than 16 ms (a frame dropped at 60 Hz); then the slowest frames by processor time, each with when it
came (seconds into the game) and the last change of the game before it (its events), to say where the time goes.
The last line is one JSON object with the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

FRAME_BUDGET_MS = 16.0
SLOWEST = 8  # the slowest frames listed
POLL_MS = 40
SALE_CHANCE = 0.25


def play_and_time(size: tuple[int, int], seed: int, speed: str) -> dict[str, Any]:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from lehavre_desktop.engine import GameRecord
    from lehavre_desktop.i18n.manager import LanguageManager
    from lehavre_desktop.session.game_session import GameSession
    from lehavre_desktop.settings import Settings
    from lehavre_desktop.ui.main_window import MainWindow

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    settings = Settings(Path(tempfile.mkdtemp()) / "settings.ini")
    settings.animation_speed = speed
    settings.computer_move_display = "quick"
    languages = LanguageManager(settings)
    session = GameSession(GameRecord(("Emma", "Max"), seats=("person", "computer:beginner")))
    # The chart library loads after the first frame, as in play (else the scores at the end wait for its import).
    window = MainWindow(session, settings, languages, autosave=False, fit_screen=False)
    window.resize(*size)
    window.show()
    started = time.perf_counter()
    person = ScriptedPerson(app, session, window, random.Random(seed))
    clock = FrameClock(window, started)
    session.stateChanged.connect(clock.on_change)
    with frames_timed(app, clock):
        poll = QTimer()
        poll.timeout.connect(person.step)
        poll.start(POLL_MS)
        app.exec()
        poll.stop()
    window.computer.shutdown()
    window.close()
    window.deleteLater()
    app.processEvents()
    return {
        "size": f"{size[0]}x{size[1]}",
        "game_s": round(time.perf_counter() - started, 1),
        "person_moves": person.kinds,
        "all": figures(clock.frames),
        "animation_only": figures(clock.still),
        "cpu": figures(clock.cpu),
        "slowest": sorted(clock.slow, reverse=True)[:SLOWEST],
    }


class ScriptedPerson:
    """The first seat: random legal moves, a sale before some of them, each once the table is at rest."""

    def __init__(self, app: Any, session: Any, window: Any, rng: random.Random) -> None:
        self.app = app
        self.session = session
        self.window = window
        self.rng = rng
        self.kinds: dict[str, int] = {}

    def at_rest(self) -> bool:
        return not self.window.motion.busy and not self.window.computer.busy

    def step(self) -> None:
        from lehavre_desktop.engine import Build, End, Pass, Sell, Use, legal_actions

        state = self.session.state
        if state.finished:
            if self.at_rest():
                self.app.quit()
            return
        if self.session.level_of(state.current) is not None or not self.at_rest():
            return
        actions = legal_actions(state)
        sales = [a for a in actions if isinstance(a, Sell)]
        if sales and not state.acted and self.rng.random() < SALE_CHANCE:
            self.session.submit(self.rng.choice(sales))
            self.kinds["sale"] = self.kinds.get("sale", 0) + 1
            return
        if state.acted:
            self.session.submit(next(a for a in actions if isinstance(a, End)))
            return
        moves = [a for a in actions if isinstance(a, Build | Use | Pass)]
        move = self.rng.choice(moves)
        self.kinds[type(move).__name__.lower()] = self.kinds.get(type(move).__name__.lower(), 0) + 1
        self.session.submit_turn(move)


class FrameClock:
    """Each frame of the table, from the animation driver's tick to the end of the table's paint."""

    def __init__(self, window: Any, started: float) -> None:
        self.window = window
        self.started = started
        self.frames: list[float] = []  # every frame, wall-clock
        self.still: list[float] = []  # the frames in which the game did not change: the animation's alone
        self.cpu: list[
            float
        ] = []  # every frame, the main thread's processor time (what a frame costs on a busy machine)
        self.slow: list[tuple[float, float, float, str]] = []  # processor ms, clock ms, seconds into the game, when
        self.tick: list[float] = []
        self.changed = False
        self.last_change = "the start"

    def on_change(self, _state: object, events: tuple[object, ...]) -> None:
        self.changed = True
        self.last_change = " ".join(type(event).__name__ for event in events[:6]) or "a change without events"

    def ticked(self) -> None:
        self.tick[:] = [time.perf_counter(), time.thread_time()]
        self.changed = False

    def drawn(self, view: object) -> None:
        if self.tick and view is self.window.view:
            frame = (time.perf_counter() - self.tick[0]) * 1000
            self.frames.append(frame)
            self.cpu.append((time.thread_time() - self.tick[1]) * 1000)
            if self.cpu[-1] > FRAME_BUDGET_MS:
                when = "in the frame of" if self.changed else "after"
                self.slow.append(
                    (
                        round(self.cpu[-1], 1),
                        round(frame, 1),
                        round(self.tick[0] - self.started, 1),
                        f"{when} {self.last_change}",
                    )
                )
            if not self.changed:
                self.still.append(frame)
            self.tick.clear()


@contextmanager
def frames_timed(app: Any, clock: FrameClock) -> Iterator[None]:
    """The clock hears every tick of the animation driver and every end of a paint of the table meanwhile."""
    from PySide6.QtCore import QEvent, QObject

    from lehavre_desktop.ui.board.view import TableView

    class Ticks(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Timer and watched.metaObject().className() == "QDefaultAnimationDriver":
                clock.ticked()
            return False

    draw_foreground = TableView.drawForeground

    def drawn(view: TableView, painter: Any, rect: Any) -> None:
        draw_foreground(view, painter, rect)
        clock.drawn(view)

    TableView.drawForeground = drawn  # type: ignore[method-assign, assignment]
    ticks = Ticks()
    app.installEventFilter(ticks)
    try:
        yield
    finally:
        app.removeEventFilter(ticks)
        TableView.drawForeground = draw_foreground  # type: ignore[method-assign]


def figures(frames: list[float]) -> dict[str, float | int]:
    ordered = sorted(frames)
    return {
        "frames": len(ordered),
        "median_ms": round(statistics.median(ordered), 2),
        "p90_ms": round(ordered[int(len(ordered) * 0.9)], 2),
        "worst_ms": round(ordered[-1], 2),
        "over_16_ms": sum(1 for frame in ordered if frame > FRAME_BUDGET_MS),
    }


def said(figures: dict[str, Any]) -> str:
    return (
        f"{figures['frames']} frames, median {figures['median_ms']} ms, 90th percentile {figures['p90_ms']} ms, "
        f"worst {figures['worst_ms']} ms, {figures['over_16_ms']} over {FRAME_BUDGET_MS:.0f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--sizes", default="1280x800,1920x1080")
    parser.add_argument("--speed", default="normal", choices=("fast", "normal", "slow"))
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    from lehavre_desktop.startup import setup_application

    app = QApplication([])
    setup_application(app)
    results = []
    for text in args.sizes.split(","):
        width, height = (int(side) for side in text.split("x"))
        result = play_and_time((width, height), args.seed, args.speed)
        results.append(result)
        print(
            f"{result['size']}, a {result['game_s']} s game:\n  every frame: {said(result['all'])}\n  the frames in "
            f"which the game did not change: {said(result['animation_only'])}\n  processor time of every frame: "
            f"{said(result['cpu'])}",
            flush=True,
        )
        for cpu_ms, clock_ms, at_s, after in result["slowest"]:
            print(f"  slow frame: {cpu_ms} ms of processor ({clock_ms} ms by the clock) at {at_s} s, {after}")
    print(json.dumps({"speed": args.speed, "seed": args.seed, "results": results}))


if __name__ == "__main__":
    main()
