"""The time a move takes from one window to the other through the loopback homeserver, as the players see it.

    .ci/homeserver.sh start && python benchmarks/online_window_latency.py [--seed 25] [--games 1]

Two main windows in one process (offscreen), set up as the two-window tests set them up
(``tests/online/tables.py``): each signs in with the dialog's fields, one invites, the other joins. They play
seeded random games, every gesture a click or a drag on the mover's table (``tests/ui/test_full_game``).
A move is timed from the press of the mover's Confirm (or End turn) button to the moment the other
window's session has the whole gesture (its ``stateChanged`` that brings it to the mover's record), and on
to the end of the frame that shows it there (the other table's view has drawn its foreground after that
change: what the waiting player sees). Sales made by a drag onto the bank have no button and are not
timed. The computer's pace is "off", so that a move arriving is played at once, not shown step by step.

Printed: the number of timed moves, median and worst of both times in milliseconds, never a verdict; the
last line is one JSON object with the figures. Registration, sign-in and the room's setup are not timed.
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
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
os.environ.setdefault("QT_QPA_PLATFORM", f"offscreen:configfile={ROOT / 'tests' / 'offscreen_screen.json'}")
sys.path.insert(0, str(ROOT))

from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from lehavre_desktop.i18n.manager import LanguageManager  # noqa: E402
from lehavre_desktop.settings import Settings  # noqa: E402
from lehavre_desktop.startup import setup_application  # noqa: E402
from lehavre_desktop.ui.board.view import TableView  # noqa: E402
from lehavre_desktop.ui.main_window import MainWindow  # noqa: E402
from tests.online.homeserver import find_homeserver  # noqa: E402
from tests.online.tables import close_window, invite, join, make_window, sign_in  # noqa: E402
from tests.ui.test_full_game import Coverage, perform, pick  # noqa: E402

WAIT_S = 60.0


class Bot:
    """What the table helpers ask of pytest-qt's ``qtbot``, outside pytest."""

    def __init__(self) -> None:
        self.widgets: list[QWidget] = []

    def addWidget(self, widget: QWidget) -> None:
        self.widgets.append(widget)

    def waitExposed(self, widget: QWidget) -> None:
        QTest.qWaitForWindowExposed(widget)

    def waitUntil(self, found: Callable[[], bool], timeout: int = 5000) -> None:
        spin_until(found, timeout / 1000)


def spin_until(found: Callable[[], Any], wait_s: float = WAIT_S) -> None:
    """Run the event loop until ``found()``; RuntimeError if it does not come in time."""
    app = QApplication.instance()
    assert app is not None
    end = time.perf_counter() + wait_s
    while not found():
        if time.perf_counter() > end:
            raise RuntimeError("the homeserver did not deliver in time")
        app.processEvents()
        time.sleep(0.0002)


class Clocks:
    """When each window's Confirm or End turn button was last pressed, when its session last changed (and to how
    many actions), and when its table's view last finished a paint."""

    def __init__(self) -> None:
        self.pressed: dict[int, float] = {}
        self.changed: dict[int, list[tuple[float, int]]] = {}
        self.painted: dict[int, list[float]] = {}
        draw_foreground = TableView.drawForeground
        painted = self.painted

        def drawn(view: TableView, painter: Any, rect: Any) -> None:
            draw_foreground(view, painter, rect)
            painted.setdefault(id(view), []).append(time.perf_counter())

        TableView.drawForeground = drawn  # type: ignore[method-assign, assignment]

    def watch(self, window: MainWindow) -> None:
        key = id(window)
        for button in (window.action_bar.confirm_button, window.action_bar.end_turn_button):
            button.pressed.connect(lambda k=key: self.pressed.__setitem__(k, time.perf_counter()))
        window.session.stateChanged.connect(
            lambda _state, _events, k=key, w=window: self.changed.setdefault(k, []).append(
                (time.perf_counter(), len(w.session.actions()))
            )
        )


def play_game(
    seed: int, settings: Settings, languages: LanguageManager, home: Path, homeserver: Any
) -> tuple[list[float], list[float]]:
    bot = Bot()
    clocks = Clocks()
    accounts = {"ann": homeserver.register("ann"), "ben": homeserver.register("ben")}
    ann = make_window(bot, settings, languages, home / "ann")  # type: ignore[arg-type]
    ben = make_window(bot, settings, languages, home / "ben")  # type: ignore[arg-type]
    windows = (ann, ben)
    try:
        sign_in(bot, ann, homeserver, accounts["ann"])  # type: ignore[arg-type]
        sign_in(bot, ben, homeserver, accounts["ben"])  # type: ignore[arg-type]
        room = invite(bot, ann, homeserver.user_id(accounts["ben"][0]))  # type: ignore[arg-type]
        join(bot, ben, room)  # type: ignore[arg-type]
        for window in windows:
            clocks.watch(window)
        rng = random.Random(seed)
        coverage = Coverage()
        arrivals: list[float] = []
        frames: list[float] = []
        while not ann.session.state.finished:
            mover = windows[ann.session.state.current]
            other = ben if mover is ann else ann
            spin_until(lambda m=mover: not m.controller.locked_title and not m.computer.busy)  # type: ignore[misc]
            clocks.pressed.pop(id(mover), None)
            action, keep_open = pick(mover.session.state, rng, coverage, sold_once=coverage.kinds["sell_drag"] > 0)
            perform(mover, action, keep_open, coverage)
            target = len(mover.session.actions())
            spin_until(lambda o=other, t=target: len(o.session.actions()) == t)  # type: ignore[misc]
            pressed = clocks.pressed.pop(id(mover), None)
            if pressed is None:
                continue  # a sale dragged onto the bank: no button
            arrived = next(t for t, n in reversed(clocks.changed[id(other)]) if n == target)
            view = id(other.view)
            spin_until(lambda v=view, a=arrived: any(p > a for p in clocks.painted.get(v, [])))  # type: ignore[misc]
            painted = next(p for p in clocks.painted[view] if p > arrived)
            arrivals.append((arrived - pressed) * 1000)
            frames.append((painted - pressed) * 1000)
        return arrivals, frames
    finally:
        for window in windows:
            close_window(window)


def figures(values: list[float]) -> dict[str, float]:
    return {"median_ms": round(statistics.median(values), 1), "worst_ms": round(max(values), 1)} if values else {}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--games", type=int, default=1)
    arguments = parser.parse_args()
    homeserver = find_homeserver()
    if isinstance(homeserver, str):
        sys.exit(homeserver)
    app = QApplication(sys.argv[:1])
    setup_application(app)
    arrivals: list[float] = []
    frames: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        settings = Settings(home / "settings.ini")
        settings.animation_speed = "off"
        settings.computer_move_display = "off"
        settings.sync()
        languages = LanguageManager(settings)
        for game in range(arguments.games):
            timed = play_game(arguments.seed + game, settings, languages, home / f"game{game}", homeserver)
            arrivals += timed[0]
            frames += timed[1]
    result = {
        "moves": len(arrivals),
        "confirm_to_state_changed": figures(arrivals),
        "confirm_to_frame_end": figures(frames),
    }
    print(f"timed moves: {len(arrivals)} in {arguments.games} game(s), seed {arguments.seed}")
    for label, values in (
        ("Confirm → other window's stateChanged", arrivals),
        ("Confirm → end of the frame showing it", frames),
    ):
        found = figures(values)
        print(f"{label}: median {found.get('median_ms')} ms, worst {found.get('worst_ms')} ms")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
