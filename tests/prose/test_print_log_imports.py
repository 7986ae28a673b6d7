"""``--print-log`` writes a game as text without widgets: no QtWidgets (nor QtGui) module is ever imported."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FINISHED = ROOT / "tests" / "engine" / "golden" / "v1_finished.lhip.json"
# Runs the command's own entry point, then reports the Qt modules it loaded (on stderr, after the game's text).
PROBE = (
    "import json, sys\n"
    "from lehavre_desktop.app import main\n"
    "code = main(sys.argv[1:])\n"
    "sys.stderr.write(json.dumps({'code': code, 'qt': sorted(m for m in sys.modules if m.startswith('PySide6.'))}))\n"
)


@pytest.mark.parametrize("language", ["en", "el", "hu"])
def test_print_log_loads_no_widgets(language: str, tmp_path: Path) -> None:
    env = {
        **os.environ,
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "PYTHONIOENCODING": "utf-8",
    }
    env.pop("QT_QPA_PLATFORM", None)  # no platform plugin is needed at all
    done = subprocess.run(
        [sys.executable, "-c", PROBE, "--print-log", str(FINISHED), "--lang", language],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        timeout=120,
        check=False,
    )
    report = json.loads(done.stderr.strip().splitlines()[-1])
    assert report["code"] == 0 and len(done.stdout.splitlines()) > 200
    assert "PySide6.QtCore" in report["qt"]
    assert not [module for module in report["qt"] if module.startswith(("PySide6.QtWidgets", "PySide6.QtGui"))]
