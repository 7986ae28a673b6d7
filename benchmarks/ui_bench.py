"""UI figures on this machine (offscreen): startup, action to repainted board over a whole game, end screen, memory.

    taskset -c 0 python benchmarks/ui_bench.py [--pairs 7] [--seed 5] [--size 1280x800]

* Startup: fresh processes, from process start (before Python's own start-up) to the end of the
  first paint of the main window (a zero-timer set off by the paint event runs once the frame is
  painted), against a bare PySide6 window measured the same way. Bare and game starts alternate,
  pair by pair, so that a slower moment of the machine weighs on both. Bytecode is compiled once
  beforehand (into a cache of the benchmark's own) as it is for an installed program.
* Action to repainted board: a whole seeded game played through the window as a player does it:
  mouse clicks on tiles and buildings, picks from the list of alternatives, clicks on Confirm and
  End turn, buildings dragged to the bank. Each gesture is timed from just before it is sent to
  the end of the table's last paint it caused (the view draws its foreground once every item is
  drawn: that moment is taken; the event loop runs until a pass paints the table no more), at the
  given window size, teaching panel and game log open, animations off. What the window does once
  the frame is on screen (the autosave, the teaching panel's new text) is not part of it; the
  autosave of one gesture is on disk before the next starts, as a player's next click comes later.
  The chart library is imported in the background after the first frame (about a second on one
  core); the game starts once that is done, as a player's first move comes later.
* End screen: from asking for the final scores of the finished game to the end of the dialog's
  first paint.
* Memory: the peak resident size of the process that played the game.

The last line is one JSON object with the figures (milliseconds, megabytes).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from benchmarks.repaint_clock import RepaintClock

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # this checkout, as the start-up children (run in it) use

CHILD = r"""
import json, os, resource, sys, time
started = float(sys.argv[2])
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget
app = QApplication([])
result = {}

def painted():
    result["paint"] = time.time() - started
    app.quit()

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not result.get("seen"):
            result["seen"] = True
            QTimer.singleShot(0, painted)  # runs once the frame is painted
        return False

if sys.argv[1] == "bare":
    window = QMainWindow()
    window.setCentralWidget(QWidget())
    target = window.centralWidget()
else:
    import tempfile
    from pathlib import Path
    from lehavre_desktop.engine import GameRecord
    from lehavre_desktop.i18n.manager import LanguageManager
    from lehavre_desktop.session.game_session import GameSession
    from lehavre_desktop.settings import Settings
    from lehavre_desktop.startup import setup_application
    from lehavre_desktop.ui.main_window import MainWindow
    setup_application(app)
    settings = Settings(Path(tempfile.mkdtemp()) / "settings.ini")
    languages = LanguageManager(settings)
    languages.start("en")
    # (The chart library's import, which starts after the first frame, is left out: the child quits then.)
    window = MainWindow(GameSession(GameRecord(("Emma", "Max"))), settings, languages, autosave=False,
                        preload_charts=False)
    # The window's body, painted in the same frame as the table. (Not the view's viewport: asking PySide for
    # it makes it set up every widget type, which the window itself leaves for after its first frame.)
    target = window.area
filter_ = FirstPaint()
target.installEventFilter(filter_)
window.resize(1280, 800)
window.show()
app.exec()
result["maxrss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps(result))
"""


def child_env(cache: Path) -> dict[str, str]:
    env = dict(os.environ, PYTHONPYCACHEPREFIX=str(cache), QT_QPA_PLATFORM="offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def startup(kind: str, env: dict[str, str]) -> dict[str, float]:
    started = time.time()
    out = subprocess.run(
        [sys.executable, "-c", CHILD, kind, repr(started)],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        cwd=ROOT,
    )
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def startups(pairs: int) -> dict[str, Any]:
    cache = Path(tempfile.mkdtemp(prefix="ui-bench-pycache-"))
    env = child_env(cache)
    startup("bare", env)  # compile the bytecode of both, as an installation does
    startup("game", env)
    bare: list[dict[str, float]] = []
    game: list[dict[str, float]] = []
    for _ in range(pairs):
        bare.append(startup("bare", env))
        game.append(startup("game", env))
    bare_ms = statistics.median(r["paint"] for r in bare) * 1000
    game_ms = statistics.median(r["paint"] for r in game) * 1000
    print(
        f"startup to the end of the first paint (median of {pairs} alternating pairs, offscreen): "
        f"bare window {bare_ms:.0f} ms, game window {game_ms:.0f} ms, ratio {game_ms / bare_ms:.2f}"
    )
    return {
        "startup_bare_ms": round(bare_ms, 1),
        "startup_game_ms": round(game_ms, 1),
        "startup_ratio": round(game_ms / bare_ms, 3),
        "startup_rss_mb": round(max(r["maxrss_mb"] for r in game), 1),
    }


def play_game(seed: int, size: tuple[int, int]) -> dict[str, Any]:
    """A whole game through the window; every gesture timed to the repainted table."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="ui-bench-data-")  # the autosave goes there
    from benchmarks.repaint_clock import RepaintClock

    clock = RepaintClock()
    app, window = open_window(size)
    hands = Hands(app, window, clock)
    rebuilds_before = window.log.rebuilds
    play_through(hands, random.Random(seed))
    for _ in range(5):
        app.processEvents()
    rebuilds = window.log.rebuilds - rebuilds_before
    preloaded = "pyqtgraph" in sys.modules
    end_ms = end_screen_open_ms(app, window)
    window.close()
    return {
        "timings": hands.timings,
        "end_screen_open_ms": end_ms,
        "preloaded": preloaded,
        "log_rebuilds": rebuilds,
        "teaching_renders": window.teaching_panel.renders,
        "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def open_window(size: tuple[int, int]) -> tuple[Any, Any]:
    """The application and a new game's window, shown, once the chart library is imported."""
    from PySide6.QtWidgets import QApplication

    from lehavre_desktop.pyside_scan import spare_source_scans

    spare_source_scans()  # as the program does, before its modules are imported
    from lehavre_desktop.engine import GameRecord
    from lehavre_desktop.i18n.manager import LanguageManager
    from lehavre_desktop.session.game_session import GameSession
    from lehavre_desktop.settings import Settings
    from lehavre_desktop.startup import setup_application
    from lehavre_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    setup_application(app)
    settings = Settings(Path(tempfile.mkdtemp()) / "settings.ini")
    settings.animation_speed = "off"
    languages = LanguageManager(settings)
    languages.start("en")
    window = MainWindow(GameSession(GameRecord(("Emma", "Max"))), settings, languages, autosave=True)
    window.resize(*size)
    window.show()
    for _ in range(5):
        app.processEvents()
    # The chart library is imported on a worker thread after the first frame (about a second): a player's first
    # move comes later than that, so the game starts when it is done.
    from lehavre_desktop.ui.chart_preload import ChartPreloader

    deadline = time.perf_counter() + 10
    while ChartPreloader.thread is None and time.perf_counter() < deadline:  # the Qt types are made first
        app.processEvents()
    ChartPreloader.wait()
    return app, window


class Hands:
    """A player's mouse on the window: every gesture timed to the end of the table's last paint it caused."""

    def __init__(self, app: Any, window: Any, clock: RepaintClock) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        self.clock = clock
        self.app = app
        self.window = window
        self.view, self.bar, self.scene = window.view, window.action_bar, window.scene
        self.test = QTest
        self.left, self.plain = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        self.timings: list[tuple[int, str, float]] = []

    def timed(self, kind: str, gesture: Callable[[], object]) -> None:
        for _ in range(3):
            self.app.processEvents()  # whatever the last gesture left (the autosave) happens before the clock starts
        self.window.document.flush_autosave()  # and is on disk: a player's next click comes later than that
        round_index = self.window.session.state.round_index
        start = self.clock.start()
        gesture()
        took = self.clock.until_painted(start)
        if took is not None:
            if self.window.session.state.round_index != round_index:
                kind += " (round end)"
            self.timings.append((round_index, kind, took))

    def centre(self, item: Any) -> Any:
        return self.view.mapFromScene(item.mapToScene(item.boundingRect().center()))

    def click_item(self, item: Any) -> None:
        point = self.centre(item)
        viewport = self.view.viewport()
        self.test.mouseMove(viewport, point)
        self.test.mousePress(viewport, self.left, self.plain, point)
        self.test.mouseRelease(viewport, self.left, self.plain, point)

    def click(self, button: Any) -> None:
        self.test.mouseClick(button, self.left)

    def drag_to_bank(self, building: str) -> None:
        start, end = self.centre(self.scene.chips[building]), self.centre(self.scene.bank)
        viewport = self.view.viewport()
        self.test.mouseMove(viewport, start)
        self.test.mousePress(viewport, self.left, self.plain, start)
        for step in range(1, 7):
            self.test.mouseMove(viewport, start + (end - start) * (step / 6))
        self.test.mouseRelease(viewport, self.left, self.plain, end)


def play_through(hands: Hands, rng: random.Random) -> None:
    """The seeded random game to its end, each action by the gestures a player makes for it."""
    from lehavre_desktop.engine import random_action

    session = hands.window.session
    while not session.state.finished:
        state = session.state
        action = random_action(state, rng)
        perform(hands, action)
        assert session.state is not state, f"{action.text()} was not carried out"


def perform(hands: Hands, action: Any) -> None:
    from lehavre_desktop.engine import Build, End, Pass, Sell, Use

    bar = hands.bar
    match action:
        case Build() | Use():
            item = (
                hands.scene.tiles[action.building] if isinstance(action, Build) else hands.scene.chips[action.building]
            )
            hands.timed("select", lambda: hands.click_item(item))
            pending = hands.window.controller.pending
            assert pending is not None, f"no choice opened for {action.text()}"
            if pending.action != action:
                index = pending.choices.index(action)
                hands.timed("choose", lambda: bar.alternatives.activated.emit(index))
            hands.timed("confirm", lambda: hands.click(bar.confirm_button))  # the action and the end of the turn
        case Sell():
            hands.timed("sell", lambda: hands.drag_to_bank(action.building))
        case End():
            hands.timed("end", lambda: hands.click(bar.end_turn_button))
        case Pass():
            hands.timed("pass", lambda: hands.click(bar.pass_button))


def end_screen_open_ms(app: Any, window: Any) -> float:
    """The end screen, opened afresh (the automatic one closed), to the end of its first paint."""
    from PySide6.QtCore import QEvent, QObject

    if window.end.dialog is not None:
        window.end.dialog.close()
    window.end._shown_for = None
    shown: dict[str, float] = {}

    class DialogPainted(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and "t" not in shown:
                shown["t"] = 0.0
            return False

    spy = DialogPainted()
    app.installEventFilter(spy)
    start = time.perf_counter()
    window.end.show()
    dialog = window.end.dialog
    while "t" not in shown or dialog is None or not dialog.isVisible():
        app.processEvents()
        dialog = window.end.dialog
    app.processEvents()
    end_ms = (time.perf_counter() - start) * 1000
    app.removeEventFilter(spy)
    return end_ms


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pairs", type=int, default=7, help="bare and game starts, alternating")
    parser.add_argument("--seed", type=int, default=5, help="the seed of the game played")
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    assert len(size) == 2
    figures: dict[str, Any] = startups(args.pairs)
    played = play_game(args.seed, (size[0], size[1]))
    timings: list[tuple[int, str, float]] = played["timings"]
    every = [ms for _, _, ms in timings]
    for kind in ("select", "choose", "confirm", "confirm (round end)", "sell", "end", "end (round end)", "pass"):
        times = [ms for _, k, ms in timings if k == kind]
        if times:
            print(
                f"{kind:>19} -> repainted table ({len(times)}): median {statistics.median(times):.1f} ms, "
                f"worst {max(times):.1f} ms"
            )
    by_round = {r: [ms for rr, _, ms in timings if rr == r] for r in range(12)}
    print(
        "median by round: "
        + " ".join(f"{'ABCDEFGHIJKL'[r]} {statistics.median(t):.1f}" for r, t in by_round.items() if t)
    )
    worst = sorted(timings, key=lambda t: -t[2])[:5]
    print("slowest: " + ", ".join(f"{kind} in round {'ABCDEFGHIJKL'[r]} {ms:.1f} ms" for r, kind, ms in worst))
    print(
        f"end screen: {played['end_screen_open_ms']:.0f} ms (chart library imported beforehand: "
        f"{played['preloaded']}); log rebuilt {played['log_rebuilds']} times during the game; peak memory "
        f"{played['peak_rss_mb']:.0f} MB"
    )
    figures.update(
        {
            "action_repaint_ms_median": round(statistics.median(every), 2),
            "action_repaint_ms_worst": round(max(every), 2),
            "action_repaint_ms_p95": round(sorted(every)[int(0.95 * (len(every) - 1))], 2),
            "round_a_median_ms": round(statistics.median(by_round[0]), 2),
            "round_l_median_ms": round(statistics.median(by_round[11]), 2),
            "gestures": len(every),
            "end_screen_open_ms": round(played["end_screen_open_ms"], 1),
            "end_screen_preloaded": played["preloaded"],
            "log_rebuilds": played["log_rebuilds"],
            "peak_rss_mb": round(played["peak_rss_mb"], 1),
            "window": args.size,
        }
    )
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
