"""Start time of the PyInstaller bundle against the installed wheel: a whole ``--screenshot`` run of each.

    bash packaging/build-linux.sh      # makes both: the wheel installed in build/venv, the bundle in dist/
    taskset -c 1 python benchmarks/start_time.py [--runs 5] \\
        [--installed build/venv/bin/lehavre-desktop] [--bundle dist/lehavre-desktop/lehavre-desktop]

Each run is one fresh process, from its start to its exit after writing a 1280x800 screenshot of a new
game (offscreen): Python's and Qt's start, the fonts and translations, the window's first frame, the PNG.
The two programs alternate run by run, so that a slower moment of the machine weighs on both, after one
untimed run each (the first start reads every file from disk; a player's later starts do not).
The last line is one JSON object with the figures (milliseconds).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def timed_screenshot(program: Path, folder: Path) -> float:
    """Milliseconds from starting the program to its exit after writing the screenshot."""
    target = folder / "screenshot.png"
    target.unlink(missing_ok=True)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"} | {"QT_QPA_PLATFORM": "offscreen"}
    start = time.perf_counter()
    subprocess.run(
        [str(program), "--screenshot", str(target), "--size", "1280x800"],
        cwd=folder,
        env=env,
        check=True,
        capture_output=True,
    )
    elapsed = (time.perf_counter() - start) * 1000
    if not target.is_file():
        raise SystemExit(f"{program} wrote no screenshot")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument(
        "--installed",
        type=Path,
        default=ROOT / "build" / "venv" / "bin" / "lehavre-desktop",
        help="the game command of an installed wheel",
    )
    parser.add_argument(
        "--bundle", type=Path, default=ROOT / "dist" / "lehavre-desktop" / "lehavre-desktop", help="the bundled program"
    )
    args = parser.parse_args()
    programs = {"installed wheel": args.installed.resolve(), "bundle": args.bundle.resolve()}
    times: dict[str, list[float]] = {name: [] for name in programs}
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        for program in programs.values():
            timed_screenshot(program, folder)
        for _ in range(args.runs):
            for name, program in programs.items():
                times[name].append(timed_screenshot(program, folder))
    figures = {
        name: {"median_ms": round(statistics.median(t)), "min_ms": round(min(t)), "max_ms": round(max(t))}
        for name, t in times.items()
    }
    for name, figure in figures.items():
        print(
            f"{name:16} median {figure['median_ms']} ms (min {figure['min_ms']}, max {figure['max_ms']}), "
            f"{args.runs} runs: {programs[name]}"
        )
    print(json.dumps({"runs": args.runs, **figures}))


if __name__ == "__main__":
    main()
