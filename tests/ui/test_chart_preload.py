"""The chart library is imported on a worker only once the main thread has made every Qt type both use, in
steps between frames: a type half made on one thread is never met on the other."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROBE = """
import json, sys
from PySide6.QtWidgets import QApplication
from lehavre_desktop.ui.chart_preload import ChartPreloader, qt_names
app = QApplication([])
seen = {}
loads = ChartPreloader._load
def probed_load():
    seen["unmade_when_the_worker_starts"] = [name for module, name in qt_names() if name not in vars(module)]
    loads()
ChartPreloader._load = staticmethod(probed_load)
ChartPreloader.start()
seen["thread_at_once"] = ChartPreloader.thread is not None
turns = 0
while ChartPreloader.thread is None:
    app.processEvents()
    turns += 1
ChartPreloader.wait()
seen["turns"] = turns
seen["charts_imported"] = "pyqtgraph" in sys.modules
seen["names"] = len(qt_names())
sys.stdout.write(json.dumps(seen))
"""


def test_the_worker_starts_once_every_shared_qt_type_is_made_a_few_at_a_time(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE],
        capture_output=True,
        text=True,
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
        timeout=120,
        check=True,
        cwd=ROOT,
    )
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["names"] > 700  # QtCore, QtGui, QtWidgets and QtSvg
    assert seen["unmade_when_the_worker_starts"] == []
    assert not seen["thread_at_once"]
    assert seen["turns"] >= 5  # the types are made in steps, the event loop turning between them
    assert seen["charts_imported"]
