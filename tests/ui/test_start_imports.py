"""The first frame is built without what it does not show: the computer's search, its worker processes, and online
play are imported after it (the start-up against a bare window is measured by benchmarks/startup_ratio.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from lehavre_desktop.pyside_scan import module_names
from tests.ui.screenshot_runner import isolated_env

ROOT = Path(__file__).resolve().parents[2]
LATER = ("lehavre_desktop.ai.search", "lehavre_desktop.ai.master", "multiprocessing", "lehavre_desktop.online", "httpx")
# The screenshot path is the first frame: the window built, shown and grabbed; then the modules loaded are listed.
PROBE = (
    "import json, sys\n"
    "from lehavre_desktop.app import main\n"
    "code = main(sys.argv[1:])\n"
    "sys.stderr.write(json.dumps({'code': code, 'modules': sorted(sys.modules)}))\n"
)


def first_frame_report(probe: str, tmp_path: Path) -> dict[str, Any]:
    """What ``probe`` (a program that runs the game's screenshot path, the first frame) wrote as its last line of
    JSON on standard error, run in a fresh process with folders of its own."""
    env = isolated_env(tmp_path) | {"QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", probe, "--screenshot", str(tmp_path / "table.bmp")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
        cwd=ROOT,
    )
    report: dict[str, Any] = json.loads(done.stderr.strip().splitlines()[-1])
    return report


def test_the_first_frame_imports_neither_the_search_nor_online_play(tmp_path: Path) -> None:
    report = first_frame_report(PROBE, tmp_path)
    assert report["code"] == 0 and (tmp_path / "table.bmp").stat().st_size > 1280 * 800 * 3
    loaded = [name for name in report["modules"] if name.startswith(LATER)]
    assert loaded == []
    assert "lehavre_desktop.ai.names" in report["modules"]  # the menus name the levels


# Every source PySide reads to learn whether a module uses its ``__feature__`` switches is noted.
SCANS_PROBE = (
    "import inspect, json, sys\n"
    "read = []\n"
    "original = inspect.getsource\n"
    "def noted(thing):\n"
    "    read.append(getattr(thing, '__name__', ''))\n"
    "    return original(thing)\n"
    "inspect.getsource = noted\n"
    "from lehavre_desktop.app import main\n"
    "code = main(sys.argv[1:])\n"
    "sys.stderr.write(json.dumps({'code': code, 'read': read}))\n"
)


# PySide's own modules (compiled: asking costs nothing), and what it reads while it is imported, before the program
# can tell it anything.
PYSIDE_OWN = ("PySide6", "shiboken6", "enum")


def test_pyside_reads_no_source_of_the_package_nor_of_a_standard_module_at_start(tmp_path: Path) -> None:
    report = first_frame_report(SCANS_PROBE, tmp_path)
    assert report["code"] == 0
    later = [name for name in report["read"] if not name.startswith(PYSIDE_OWN)]
    assert later  # the probe sees what PySide reads: what is left is the standard packages' own modules
    assert [name for name in later if "." not in name or name.partition(".")[0] not in sys.stdlib_module_names] == []


def test_no_module_of_the_package_switches_a_pyside_feature_on() -> None:
    """The premise of telling PySide in advance that no module uses a feature (``lehavre_desktop.pyside_scan``)."""
    package = ROOT / "lehavre_desktop"
    sources = {path.relative_to(ROOT).as_posix(): path.read_text(encoding="utf-8") for path in package.rglob("*.py")}
    users = [name for name, text in sources.items() if "import __feature__" in text or "from __feature__" in text]
    assert users == []


def test_the_scan_names_every_module_of_the_package_and_nothing_else() -> None:
    package = ROOT / "lehavre_desktop"
    files = {
        ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for path in package.rglob("*.py")
        if "__pycache__" not in path.parts
    }
    assert set(module_names()) == files - {"lehavre_desktop"}


# Each collection from the program's start on is noted, and the moment the window's work after its first frame
# begins.
COLLECTIONS_PROBE = (
    "import gc, json, sys\n"
    "from lehavre_desktop.ui import window_later\n"
    "seen = []\n"
    "after_first_frame = window_later.LaterParts._after_first_frame\n"
    "def noted(self):\n"
    "    seen.append('first frame')\n"
    "    after_first_frame(self)\n"
    "window_later.LaterParts._after_first_frame = noted\n"
    "from lehavre_desktop.app import main\n"
    "gc.callbacks.append(lambda phase, info: phase == 'start' and seen.append('collection'))\n"
    "code = main(sys.argv[1:])\n"
    "gc.collect()\n"
    "report = {'code': code, 'seen': seen, 'enabled': gc.isenabled(), 'frozen': gc.get_freeze_count()}\n"
    "sys.stderr.write(json.dumps(report))\n"
)


def test_the_collector_waits_for_the_first_frame_then_runs_over_what_start_up_did_not_freeze(tmp_path: Path) -> None:
    report = first_frame_report(COLLECTIONS_PROBE, tmp_path)
    assert report["code"] == 0
    seen = report["seen"]
    assert "first frame" in seen and "collection" not in seen[: seen.index("first frame")]
    assert report["enabled"] and report["frozen"] > 10_000  # start-up's objects, left out of every pass
