"""Start-up against a bare window: CPU time of a fresh process, from its start to its exit after its first frame.

    taskset -c 1 python benchmarks/startup_ratio.py [--runs 9] [--size 1280x800]

The bare window is a QMainWindow with a menu bar, a status bar and a label, shown and grabbed; the game is
``python -m lehavre_desktop --screenshot`` (a new game's table, shown and grabbed, then the PNG written).
Both write their picture as BMP (a PNG of the table takes a fifth of a second to compress, a player waits for
no file). Both run offscreen, alternating run by run after one untimed run each, so a busy moment of the shared
machine weighs on both; the CPU time (user + system of the child) is what the program spent, not what the
machine's other work took. Prints the medians, the ratio, and a last line of JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

BARE_WINDOW = """
import sys
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
window.menuBar().addMenu("&Game").addAction("&New")
window.statusBar().showMessage("Ready")
window.setCentralWidget(QLabel("Le Havre"))
window.resize({width}, {height})
window.show()
app.processEvents()
window.grab().save(sys.argv[1])
"""


def child_cpu_ms(command: list[str], cwd: Path) -> float:
    """The CPU milliseconds (user and system) one fresh process took to run ``command``."""
    # Compiled modules are written and read as an installed wheel's are (pip compiles them on install).
    dropped = ("PYTHONPATH", "PYTHONDONTWRITEBYTECODE")
    env = {k: v for k, v in os.environ.items() if k not in dropped} | {"QT_QPA_PLATFORM": "offscreen"}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, cwd=cwd, env=env, check=True, capture_output=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args()
    width, height = (int(part) for part in args.size.split("x"))
    with tempfile.TemporaryDirectory() as folder_name:
        folder = Path(folder_name)
        bare = [sys.executable, "-c", BARE_WINDOW.format(width=width, height=height), str(folder / "bare.bmp")]
        game = [sys.executable, "-m", "lehavre_desktop", "--screenshot", str(folder / "game.bmp"), "--size", args.size]
        child_cpu_ms(bare, folder), child_cpu_ms(game, folder)  # untimed: the first start reads every file from disk
        bare_ms, game_ms = [], []
        for _ in range(args.runs):
            bare_ms.append(child_cpu_ms(bare, folder))
            game_ms.append(child_cpu_ms(game, folder))
    figures = {"bare_ms": statistics.median(bare_ms), "game_ms": statistics.median(game_ms)}
    figures["ratio"] = figures["game_ms"] / figures["bare_ms"]
    print(f"bare window: median {figures['bare_ms']:.0f} ms CPU (runs {', '.join(f'{t:.0f}' for t in bare_ms)})")
    print(f"the game:    median {figures['game_ms']:.0f} ms CPU (runs {', '.join(f'{t:.0f}' for t in game_ms)})")
    print(f"ratio: {figures['ratio']:.2f}")
    print(json.dumps({key: round(value, 2) for key, value in figures.items()}))


if __name__ == "__main__":
    main()
