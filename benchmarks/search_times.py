"""The slowest real search of each level, as the window waits for it: through the thinking service's worker.

    nice -n 19 .venv/bin/python benchmarks/search_times.py [--games 2]

Positions come from seeded Intermediate games, three turns of each round A-L (as in
``ai_bench``), each a fresh copy as the worker gets it. For every playable level, each
position's whole turn is asked of the worker (``PlanTurn``) and timed from the request to
its answer: the time the watchdog of ``session.thinking`` waits, pickling and the pipe
included. The worker's CPU time for it is given too (Linux), which a loaded machine does
not stretch. The advice is timed the same way: the hint (``SuggestMove``) on every
position, and the review of each position's turn (``ReviewGame``), from one progress
report to the next. A fresh worker's first answer (a Beginner's turn) is timed apart: the
watchdog's second try starts one. Prints the median and the slowest per kind, with the
round of the slowest, then one JSON line.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.ai_bench import fresh, sample_positions  # noqa: E402
from lehavre_desktop import ai  # noqa: E402
from lehavre_desktop.engine import ROUND_LETTERS, GameState  # noqa: E402
from lehavre_desktop.session.thinking import (  # noqa: E402
    Failed,
    Finished,
    PlanTurn,
    Progress,
    Request,
    ReviewGame,
    SuggestMove,
    ThinkingService,
)


def worker_cpu_seconds(service: ThinkingService) -> float:
    """The CPU time the worker process has used (Linux: from /proc; 0 elsewhere)."""
    worker = service.worker
    stat = Path(f"/proc/{worker.pid}/stat") if worker is not None else None
    if stat is None or not stat.exists():
        return 0.0
    fields = stat.read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


CPU: list[float] = []  # the CPU seconds of each time answer_times measured, in order


def answer_times(service: ThinkingService, request: Request) -> list[float]:
    """Seconds from the request to each of its reports (a review: from one report to the next); the worker's CPU
    seconds for each go to ``CPU``."""
    times: list[float] = []
    service.submit(request)
    last, last_cpu = time.perf_counter(), worker_cpu_seconds(service)
    while service.busy:
        for report in service.reports(timeout=0.05):
            now, cpu = time.perf_counter(), worker_cpu_seconds(service)
            if isinstance(report, Failed):
                raise SystemExit(f"the worker failed: {report.error}")
            if isinstance(report, Progress) or (isinstance(report, Finished) and not isinstance(request, ReviewGame)):
                times.append(now - last)
                CPU.append(cpu - last_cpu)
            last, last_cpu = now, cpu
    return times


def summary(name: str, timed: list[tuple[float, GameState]]) -> dict[str, object]:
    """The figures of the last ``len(timed)`` measurements, printed."""
    seconds = [t for t, _ in timed]
    cpu = CPU[-len(timed) :]
    slowest, where = max(timed, key=lambda item: item[0])
    figures = {
        "median_s": round(statistics.median(seconds), 3),
        "slowest_s": round(slowest, 3),
        "slowest_round": ROUND_LETTERS[where.round_index],
        "positions": len(seconds),
        "most_cpu_s": round(max(cpu), 3),
    }
    print(
        f"{name:>16}: median {figures['median_s']:6.3f} s, slowest {slowest:6.3f} s (round "
        f"{figures['slowest_round']}), most CPU {figures['most_cpu_s']:6.3f} s, over {len(seconds)} positions",
        flush=True,
    )
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="seeded games to take positions from")
    parser.add_argument("--starts", type=int, default=5, help="fresh workers to time")
    args = parser.parse_args()
    positions = sample_positions(args.games)
    figures: dict[str, object] = {"positions": len(positions)}
    service = ThinkingService()
    try:
        starts = []
        for number in range(args.starts):
            service.shutdown()
            starts.append(
                (answer_times(service, PlanTurn(fresh(positions[number]), "beginner", number))[0], positions[number])
            )
        figures["fresh worker"] = summary("fresh worker", starts)
        for level in ai.PLAYABLE_LEVELS:
            timed = [
                (answer_times(service, PlanTurn(fresh(state), level, seed))[0], state)
                for seed, state in enumerate(positions)
            ]
            figures[level] = summary(level, timed)
        figures["hint"] = summary(
            "hint", [(answer_times(service, SuggestMove(fresh(state)))[0], state) for state in positions]
        )
        turns = tuple(
            (fresh(state), ai.plan_turn(ai.make_agent("intermediate", seed), state))
            for seed, state in enumerate(positions)
        )
        figures["review, a turn"] = summary(
            "review, a turn", list(zip(answer_times(service, ReviewGame(turns)), positions, strict=True))
        )
    finally:
        service.shutdown()
    print(json.dumps(figures, sort_keys=True))


if __name__ == "__main__":
    main()
