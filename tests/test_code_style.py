"""The code keeps one style: ``ruff format`` leaves every file as it is and ``ruff check`` finds nothing.

The formatter's style changes between ruff's minor versions, so the test extra pins the minor version the code
was formatted with (``pyproject.toml``); a newer ruff is adopted by reformatting in one commit.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CODE = ["lehavre_desktop", "tests", "benchmarks"]


def ruff(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ruff", *args, *CODE], cwd=ROOT, capture_output=True, text=True, timeout=300
    )


def test_every_file_is_formatted() -> None:
    done = ruff("format", "--check")
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_linter_finds_nothing() -> None:
    done = ruff("check")
    assert done.returncode == 0, done.stdout + done.stderr
