"""The chart library is imported on a worker only once the main thread has made every Qt type both use, in
steps between frames: a type half made on one thread is never met on the other."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROBE = """
import inspect, json, linecache, sys, time
read = []
original = inspect.getsource
def noted(thing):
    read.append(getattr(thing, "__name__", ""))
    return original(thing)
inspect.getsource = noted
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
seen["lines_kept_at_the_import's_end"] = len(linecache.cache)
ends = time.perf_counter() + 5
while linecache.cache and time.perf_counter() < ends:
    app.processEvents()
seen["lines_kept_after"] = len(linecache.cache)
seen["chart_sources_read"] = [name for name in read if name.split(".")[0] in ("pyqtgraph", "numpy")]
seen["turns"] = turns
seen["charts_imported"] = "pyqtgraph" in sys.modules
seen["names"] = len(qt_names())
sys.stdout.write(json.dumps(seen))
"""


@pytest.fixture(scope="module")
def seen(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """What the probe saw, in a fresh process of its own (one run serves every test below)."""
    home = tmp_path_factory.mktemp("home")
    done = subprocess.run(
        [sys.executable, "-c", PROBE],
        capture_output=True,
        text=True,
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(home)},
        timeout=120,
        check=True,
        cwd=ROOT,
    )
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return report


def test_the_worker_starts_once_every_shared_qt_type_is_made_a_few_at_a_time(seen: dict[str, Any]) -> None:
    assert seen["names"] > 700  # QtCore, QtGui, QtWidgets and QtSvg
    assert seen["unmade_when_the_worker_starts"] == []
    assert not seen["thread_at_once"]
    assert seen["turns"] >= 5  # the types are made in steps, the event loop turning between them
    assert seen["charts_imported"]


def test_pyside_reads_no_source_of_the_chart_library_and_the_lines_it_read_are_dropped(seen: dict[str, Any]) -> None:
    """PySide's feature check reads each new module's source, and ``linecache`` would keep every line of it for the
    program's life (about 17 MB in a whole game): the chart library's modules are named to PySide in advance, and
    the standard library's sources its import read are dropped once it is over."""
    assert seen["chart_sources_read"] == []
    assert seen["lines_kept_at_the_import's_end"] > 20  # the standard library's modules the import read
    assert seen["lines_kept_after"] == 0
