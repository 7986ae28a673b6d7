"""Start-up against a bare window: CPU time of a fresh process, from its start to its exit after its first frame.

    taskset -c 1 python benchmarks/startup_ratio.py [--runs 9] [--size 1280x800]

The bare window is a QMainWindow with a menu bar, a status bar and a label, shown and grabbed; the game is
``python -m lehavre_desktop --screenshot`` (a new game's table, shown and grabbed, then the PNG written); between
them, the floor under any first frame of the table: the bare window with the new game's table as its only widget.
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

# The floor under the game's start: the same window with nothing in it but the table (the engine, the board's
# modules, the new game's scene built and painted, the bundled font): what any first frame of the table costs,
# before the action bar, the side panels, the menus and the controllers.
BOARD_ALONE = """
import sys
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication, QMainWindow
from lehavre_desktop.engine import new_game
from lehavre_desktop.resources import FONT_DIR
from lehavre_desktop.ui.board.scene import TableScene
from lehavre_desktop.ui.board.view import TableView
app = QApplication(sys.argv)
for path in sorted(FONT_DIR.glob("*.ttf")):
    font_id = QFontDatabase.addApplicationFont(str(path))
    app.setFont(QFont(QFontDatabase.applicationFontFamilies(font_id)[0], 10))
window = QMainWindow()
window.menuBar().addMenu("&Game").addAction("&New")
window.statusBar().showMessage("Ready")
scene = TableScene(new_game(("Ann", "Ben")))  # held: a view does not keep its scene alive
window.setCentralWidget(TableView(scene))
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
        board = [sys.executable, "-c", BOARD_ALONE.format(width=width, height=height), str(folder / "board.bmp")]
        game = [sys.executable, "-m", "lehavre_desktop", "--screenshot", str(folder / "game.bmp"), "--size", args.size]
        programs = {"bare": bare, "board": board, "game": game}
        for command in programs.values():
            child_cpu_ms(command, folder)  # untimed: the first start reads every file from disk
        runs: dict[str, list[float]] = {name: [] for name in programs}
        for _ in range(args.runs):
            for name, command in programs.items():
                runs[name].append(child_cpu_ms(command, folder))
    figures = {f"{name}_ms": statistics.median(times) for name, times in runs.items()}
    figures["ratio"] = figures["game_ms"] / figures["bare_ms"]
    figures["board_ratio"] = figures["board_ms"] / figures["bare_ms"]
    labels = {"bare": "bare window:", "board": "the table alone:", "game": "the game:"}
    for name, times in runs.items():
        listed = ", ".join(f"{t:.0f}" for t in times)
        print(f"{labels[name]:<17} median {figures[name + '_ms']:.0f} ms CPU (runs {listed})")
    print(f"ratio: {figures['ratio']:.2f} (the table alone: {figures['board_ratio']:.2f})")
    print(json.dumps({key: round(value, 2) for key, value in figures.items()}))


if __name__ == "__main__":
    main()
