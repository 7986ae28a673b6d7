"""The computer opponent's command line.

    python -m lehavre_desktop.ai tournament --a strong --b greedy --games 200 --seed 1 --jobs 2 --json
    python -m lehavre_desktop.ai tournament --a master --b expert --games 200 --nodes 16000 --jobs 2 --log m.jsonl
    python -m lehavre_desktop.ai calibrate --games 40 --seed 0

A budgeted level (Master) thinks ``--seconds`` of CPU per decision (2 by default) or, with
``--nodes``, a fixed number of nodes: reproducible on any machine. ``--components`` plays on
another component table (a components file as the game reads it). ``--log`` appends each
game's result to a file and, run again, plays only the games missing there.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from ..engine import (
    BUILT_IN,
    MAX_COMPONENT_DEPTH,
    MAX_COMPONENT_FILE_BYTES,
    ComponentProblem,
    Components,
    JsonInputError,
    components_from_data,
    read_json_file,
)
from .budget import DEFAULT_SECONDS, Budget
from .calibration import measure_gains
from .names import BUDGETED_LEVELS, LEVELS
from .tournament import json_line, report_lines, run_match


def read_components(path: Path) -> tuple[Components, list[ComponentProblem | str]]:
    """The table a components file (the corrections document the game reads) makes of the built-in one."""
    try:
        data = read_json_file(path, MAX_COMPONENT_FILE_BYTES, MAX_COMPONENT_DEPTH)
    except JsonInputError as error:
        return BUILT_IN, [f"cannot be read: {error}"]
    components, problems = components_from_data(data)
    return components, list(problems)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m lehavre_desktop.ai", description="The computer opponent's levels, measured."
    )
    commands = parser.add_subparsers(dest="command", required=True)
    match = commands.add_parser("tournament", help="play two levels against each other, seats alternating")
    match.add_argument("--a", required=True, choices=LEVELS, help="the level measured")
    match.add_argument("--b", required=True, choices=LEVELS, help="its opponent")
    match.add_argument("--games", type=int, default=100)
    match.add_argument("--seed", type=int, default=1)
    match.add_argument("--jobs", type=int, default=1, help="processes to play games in")
    match.add_argument(
        "--seconds",
        type=float,
        help=f"CPU seconds per decision of a budgeted level (default {DEFAULT_SECONDS:g} unless --nodes is given)",
    )
    match.add_argument("--nodes", type=int, help="nodes per decision of a budgeted level")
    match.add_argument("--components", type=Path, help="a components file to play with instead of the built-in table")
    match.add_argument("--log", type=Path, help="append each game's result here; games found there are not replayed")
    match.add_argument("--json", action="store_true", help="end with one JSON line of the results")
    calibrate = commands.add_parser(
        "calibrate", help="measure what the estimate leaves to the turns to come (Strong against Strong)"
    )
    calibrate.add_argument("--games", type=int, default=40)
    calibrate.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    if args.command == "calibrate":
        print(measure_gains(args.games, args.seed))
        return 0
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    if (args.seconds is not None and args.seconds <= 0) or (args.nodes is not None and args.nodes < 1):
        parser.error("--seconds and --nodes must be positive")
    budget = None
    if args.a in BUDGETED_LEVELS or args.b in BUDGETED_LEVELS:
        seconds = args.seconds if args.seconds is not None or args.nodes is not None else DEFAULT_SECONDS
        budget = Budget(seconds, args.nodes, time.process_time)
    components, components_name = BUILT_IN, "built-in"
    if args.components is not None:
        if not args.components.is_file():
            parser.error(f"{args.components}: no such file")
        components, problems = read_components(args.components)
        if problems:
            parser.error(f"{args.components}: " + "; ".join(str(p) for p in problems))
        components_name = args.components.name
    summary = run_match(args.a, args.b, args.games, args.seed, args.jobs, budget, components, components_name, args.log)
    for line in report_lines(summary):
        print(line)
    if args.json:
        print(json_line(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
