"""UI figures on this machine (offscreen): startup to first paint, click-to-repaint, peak memory.

    python benchmarks/ui_bench.py [--runs 5] [--clicks 30]

Startup is measured in fresh processes from process start (before Python's own start-up)
to the first paint of the main window, against a bare PySide6 window measured the same way.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

CHILD = r'''
import json, os, resource, sys, time
os.environ["QT_QPA_PLATFORM"] = "offscreen"
started = float(sys.argv[2])
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget
app = QApplication([])
result = {}

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and "paint" not in result:
            result["paint"] = time.time() - started
            QTimer.singleShot(0, app.quit)
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
    window = MainWindow(GameSession(GameRecord(("A", "B"))), settings, languages, autosave=False)
    target = window.view.viewport()
filter_ = FirstPaint()
target.installEventFilter(filter_)
window.resize(1280, 800)
window.show()
app.exec()
result["maxrss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps(result))
'''


def startup(kind: str) -> dict[str, float]:
    started = time.time()
    out = subprocess.run([sys.executable, "-c", CHILD, kind, repr(started)], capture_output=True, text=True,
                         check=True)
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def click_to_repaint(clicks: int) -> tuple[list[float], list[float], float]:
    """Milliseconds from a mouse release on a supply tile, and from a click on Confirm (the action and the end
    of the turn, one gesture), to the repainted board; and the peak memory in MB."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import resource
    import tempfile
    from pathlib import Path

    from PySide6.QtCore import QEvent, QObject, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from lehavre_desktop.engine import End, GameRecord, decode
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
    # Round B, with buildings on both wheels; each turn is its action and its end.
    texts = ["build clay_mound pay wood@0.1", "build smokehouse pay clay@0.2 wood@0.1",
             "build grocery_store pay fish@0.2"]
    actions = tuple(action for text in texts for action in (decode(text), End()))
    window = MainWindow(GameSession(GameRecord(("A", "B"), actions)), settings, languages, autosave=False)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    view = window.view
    painted: list[float] = []

    class Painted(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                painted.append(time.perf_counter())
            return False

    def until_painted(since: float) -> float:
        while not painted:
            app.processEvents()
        return (painted[0] - since) * 1000

    watcher = Painted()
    view.viewport().installEventFilter(watcher)
    tile = window.scene.tiles["wood_company"]
    point = view.mapFromScene(tile.mapToScene(tile.boundingRect().center()))
    left, plain = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    selecting: list[float] = []
    confirming: list[float] = []
    for _ in range(clicks):
        QTest.mousePress(view.viewport(), left, plain, point)
        app.processEvents()
        painted.clear()
        released = time.perf_counter()
        QTest.mouseRelease(view.viewport(), left, plain, point)
        selecting.append(until_painted(released))
        app.processEvents()
        painted.clear()
        clicked = time.perf_counter()
        QTest.mouseClick(window.action_bar.confirm_button, left)
        confirming.append(until_painted(clicked))
        window.session.undo()  # the build and its end of turn together
        app.processEvents()
    window.close()
    return selecting, confirming, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--clicks", type=int, default=30)
    args = parser.parse_args()
    bare = [startup("bare") for _ in range(args.runs)]
    game = [startup("game") for _ in range(args.runs)]
    bare_ms = statistics.median(r["paint"] for r in bare) * 1000
    game_ms = statistics.median(r["paint"] for r in game) * 1000
    print(f"startup to first paint (median of {args.runs}, offscreen): bare window {bare_ms:.0f} ms, "
          f"game window {game_ms:.0f} ms, ratio {game_ms / bare_ms:.2f}")
    print(f"peak memory at first paint: bare {max(r['maxrss_mb'] for r in bare):.0f} MB, "
          f"game {max(r['maxrss_mb'] for r in game):.0f} MB")
    selecting, confirming, peak = click_to_repaint(args.clicks)
    for label, times in (("mouse release on a supply tile", selecting),
                         ("click on Confirm (build and end of turn)", confirming)):
        print(f"{label} -> repainted board ({len(times)} clicks): "
              f"median {statistics.median(times):.1f} ms, worst {max(times):.1f} ms")
    print(f"peak memory of the click benchmark process: {peak:.0f} MB")


if __name__ == "__main__":
    main()
