"""The first frame is built without what it does not show: the computer's search, its worker processes, and online
play are imported after it (the start-up against a bare window is measured by benchmarks/startup_ratio.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

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


def test_the_first_frame_imports_neither_the_search_nor_online_play(tmp_path: Path) -> None:
    env = isolated_env(tmp_path) | {"QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", PROBE, "--screenshot", str(tmp_path / "table.bmp")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
        cwd=ROOT,
    )
    report = json.loads(done.stderr.strip().splitlines()[-1])
    assert report["code"] == 0 and (tmp_path / "table.bmp").stat().st_size > 1280 * 800 * 3
    loaded = [name for name in report["modules"] if name.startswith(LATER)]
    assert loaded == []
    assert "lehavre_desktop.ai.names" in report["modules"]  # the menus name the levels
