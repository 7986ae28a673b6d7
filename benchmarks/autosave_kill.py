"""Gestures lost when the program is killed: a real window playing, SIGKILLed at a random moment, under load.

    nice -n 19 .venv/bin/python benchmarks/autosave_kill.py [--trials 60] [--interval-ms 30] [--loaders 1]

Each trial starts the game in a process of its own (offscreen, a new game, autosave on, the
user folders in a scratch folder), and a timer inside its event loop plays a seeded random
legal action every ``--interval-ms`` as one gesture (``GameSession.submit``, what the
table's Confirm, End turn or a sale does), printing how many actions the game holds after
each. At a random moment between ``--min-s`` and ``--max-s`` after its first frame it is
killed with SIGKILL; the autosave it leaves is then read. The gestures lost are those the
process reported done that the autosave does not hold (a gesture done but not yet reported
counts as kept). Meanwhile ``--loaders`` processes spin on the CPU, so that the window, its
writer thread and the disk compete as on a busy machine. A corrupt autosave is counted apart.

The last line is one JSON object with the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

READY = "ready"


def child(seed: int, interval_ms: int, animations: str) -> None:
    """The window process: plays a random gesture every ``interval_ms`` until it is killed."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from lehavre_desktop.engine import GameRecord, RandomPlayer
    from lehavre_desktop.i18n.manager import LanguageManager
    from lehavre_desktop.session.game_session import GameSession
    from lehavre_desktop.settings import Settings
    from lehavre_desktop.startup import setup_application
    from lehavre_desktop.ui.main_window import MainWindow

    app = QApplication([])
    setup_application(app)
    settings = Settings(Path(os.environ["XDG_CONFIG_HOME"]) / "settings.ini")
    settings.animation_speed = animations
    languages = LanguageManager(settings, app)
    languages.start("en")
    session = GameSession(GameRecord(("Ann", "Ben")))
    window = MainWindow(session, settings, languages, preload_charts=False)
    window.show()
    player = RandomPlayer(seed)

    def gesture() -> None:
        if session.state.finished:
            return
        session.submit(player.choose(session.state))
        print(len(session.actions()), flush=True)

    timer = QTimer()
    timer.setInterval(interval_ms)
    timer.timeout.connect(gesture)

    def start() -> None:
        print(READY, flush=True)
        timer.start()

    window.clock.after_frame(start)
    app.exec()


def autosaved_actions(folder: Path) -> int | None:
    """How many actions the autosave in ``folder`` holds (0 without one); None if it cannot be read."""
    from lehavre_desktop.session.persistence import AUTOSAVE_NAME, SaveFileError, load_record

    path = folder / "data" / "lehavre-desktop" / AUTOSAVE_NAME
    if not path.exists():
        return 0
    try:
        return len(load_record(path).actions)
    except SaveFileError:
        return None


def trial(seed: int, args: argparse.Namespace, rng: random.Random) -> tuple[int, int] | None:
    """One killed run: (gestures reported done, gestures lost); None for a corrupt autosave."""
    with tempfile.TemporaryDirectory(prefix="autosave-kill-") as scratch:
        folder = Path(scratch)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
        for name in ("data", "config", "state", "cache"):
            (folder / name).mkdir()
            env[f"XDG_{name.upper()}_HOME"] = str(folder / name)
        command = [
            sys.executable,
            str(Path(__file__).resolve()),
            "--child",
            str(seed),
            "--interval-ms",
            str(args.interval_ms),
            "--animations",
            args.animations,
        ]
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
        lines: list[str] = []
        ready = threading.Event()

        stream = process.stdout
        assert stream is not None

        def read() -> None:
            for line in stream:
                if line.strip() == READY:
                    ready.set()
                else:
                    lines.append(line.strip())
            ready.set()

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        ready.wait(120)
        time.sleep(rng.uniform(args.min_s, args.max_s))
        process.send_signal(signal.SIGKILL)
        process.wait()
        reader.join()
        saved = autosaved_actions(folder)
        if saved is None:
            return None
        done = [int(line) for line in lines if line.isdigit()]
        return len(done), sum(1 for count in done if count > saved)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=60)
    parser.add_argument("--interval-ms", type=int, default=30, help="time between two gestures")
    parser.add_argument(
        "--animations", choices=("off", "fast", "normal", "slow"), default="normal", help="the window's animation speed"
    )
    parser.add_argument("--min-s", type=float, default=1.0, help="earliest kill, after the first frame")
    parser.add_argument("--max-s", type=float, default=5.0, help="latest kill, after the first frame")
    parser.add_argument("--loaders", type=int, default=1, help="processes spinning on the CPU meanwhile")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--child", type=int, metavar="SEED", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child is not None:
        child(args.child, args.interval_ms, args.animations)
        return
    rng = random.Random(args.seed)
    loaders = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(args.loaders)]
    lost: list[int] = []
    done: list[int] = []
    corrupt = 0
    try:
        for number in range(args.trials):
            result = trial(args.seed * 1000 + number, args, rng)
            if result is None:
                corrupt += 1
                print(f"trial {number + 1:2}: the autosave is corrupt", flush=True)
                continue
            done.append(result[0])
            lost.append(result[1])
            print(f"trial {number + 1:2}: {result[0]:3} gestures done, {result[1]:2} lost", flush=True)
    finally:
        for loader in loaders:
            loader.kill()
            loader.wait()
    more_than_one = sum(1 for n in lost if n > 1)
    print(f"lost per trial: {lost}")
    print(
        f"{len(lost)} trials: more than one gesture lost in {more_than_one}, at most {max(lost, default=0)}, "
        f"mean {statistics.fmean(lost) if lost else 0:.2f}; corrupt autosaves: {corrupt}"
    )
    print(
        json.dumps(
            {
                "trials": args.trials,
                "interval_ms": args.interval_ms,
                "loaders": args.loaders,
                "lost": lost,
                "done": done,
                "more_than_one_lost": more_than_one,
                "max_lost": max(lost, default=0),
                "corrupt": corrupt,
            }
        )
    )


if __name__ == "__main__":
    main()
