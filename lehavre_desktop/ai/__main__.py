"""The computer opponent's command line.

    python -m lehavre_desktop.ai tournament --a strong --b greedy --games 200 --seed 1 --jobs 2 --json
    python -m lehavre_desktop.ai calibrate --games 40 --seed 0
"""

from __future__ import annotations

import argparse
import sys

from .calibration import measure_gains
from .levels import LEVELS
from .tournament import json_line, report_lines, run_match


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lehavre_desktop.ai",
                                     description="The computer opponent's levels, measured.")
    commands = parser.add_subparsers(dest="command", required=True)
    match = commands.add_parser("tournament", help="play two levels against each other, seats alternating")
    match.add_argument("--a", required=True, choices=LEVELS, help="the level measured")
    match.add_argument("--b", required=True, choices=LEVELS, help="its opponent")
    match.add_argument("--games", type=int, default=100)
    match.add_argument("--seed", type=int, default=1)
    match.add_argument("--jobs", type=int, default=1, help="processes to play games in")
    match.add_argument("--json", action="store_true", help="end with one JSON line of the results")
    calibrate = commands.add_parser(
        "calibrate", help="measure what the estimate leaves to the turns to come (Strong against Strong)")
    calibrate.add_argument("--games", type=int, default=40)
    calibrate.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    if args.command == "calibrate":
        print(measure_gains(args.games, args.seed))
        return 0
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    summary = run_match(args.a, args.b, args.games, args.seed, args.jobs)
    for line in report_lines(summary):
        print(line)
    if args.json:
        print(json_line(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
