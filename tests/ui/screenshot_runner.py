"""Running the game's own ``--screenshot`` in a child process, away from the user's settings and saves."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def isolated_env(scratch: Path) -> dict[str, str]:
    """The environment with every user folder the game would use pointed into ``scratch``."""
    env = dict(os.environ)
    for name in ("DATA", "CONFIG", "STATE", "CACHE"):
        env[f"XDG_{name}_HOME"] = str(scratch / name.lower())
    return env


def shoot(target: Path, size: str, lang: str, options: list[str], env: dict[str, str]) -> bool:
    """Write one screenshot; print what the game said; True if it succeeded."""
    command = [
        sys.executable,
        "-m",
        "lehavre_desktop",
        "--screenshot",
        str(target),
        "--size",
        size,
        "--lang",
        lang,
        *options,
    ]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    print(done.stdout.strip() or done.stderr.strip())
    return done.returncode == 0
