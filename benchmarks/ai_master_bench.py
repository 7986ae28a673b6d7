"""Master's budget in numbers: the nodes a time budget buys, on one core and on two.

    taskset -c 0 .venv/bin/python benchmarks/ai_master_bench.py calibrate --seconds 2
    .venv/bin/python benchmarks/ai_master_bench.py cores --seconds 2

``calibrate`` gives Master ``--seconds`` of CPU time per decision (this process only, so
the figure holds for an unloaded core even on a busy machine) over the benchmark positions
(three turns of every round, as ``ai_bench``) and prints the nodes it searched: the node
budget that stands for that much thinking. ``cores`` gives it ``--seconds`` of wall-clock
time per decision, once on one process and once with its helper process on the other
core, and prints the nodes searched and the plies reached both ways (on a machine that
other work shares, the second core is only as free as that work leaves it: the load
average is printed with the figures). Both end with one JSON line.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.ai_bench import fresh, sample_positions
from lehavre_desktop.ai import Budget, MasterAgent
from lehavre_desktop.ai.helper import helper
from lehavre_desktop.engine import GameState


def searched(agent: MasterAgent, positions: list[GameState], label: str) -> dict[str, float]:
    nodes: list[int] = []
    plies: list[int] = []
    by_round: dict[str, list[int]] = {}
    for state in positions:
        decision = agent.decide(fresh(state))
        assert agent.last is not None
        nodes.append(agent.last.nodes)
        plies.append(decision.plies)
        by_round.setdefault(state.round_letter, []).append(agent.last.nodes)
    rounds = "  ".join(f"{r} {statistics.median(n):.0f}" for r, n in by_round.items())
    print(
        f"{label:>22}: nodes median {statistics.median(nodes):.0f} (min {min(nodes)}, max {max(nodes)}), "
        f"plies median {statistics.median(plies):.0f}; by round: {rounds}"
    )
    return {
        "nodes_median": statistics.median(nodes),
        "nodes_min": min(nodes),
        "nodes_max": max(nodes),
        "plies_median": statistics.median(plies),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("calibrate", "cores"))
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--games", type=int, default=1, help="seeded games to take positions from")
    args = parser.parse_args()
    positions = sample_positions(args.games)
    figures: dict[str, object] = {"seconds": args.seconds, "positions": len(positions)}
    if args.what == "calibrate":
        agent = MasterAgent(1, Budget(args.seconds, None, time.process_time))
        figures["cpu"] = searched(agent, positions, f"{args.seconds:g} s of CPU")
    else:
        assistant = helper()
        assert assistant is not None, "this process cannot start a helper"
        while not assistant.ready:
            time.sleep(0.05)
        figures["load_before"] = os.getloadavg()[0]
        figures["one_process"] = searched(
            MasterAgent(1, Budget(args.seconds), processes=1), positions, f"{args.seconds:g} s, one process"
        )
        figures["two_processes"] = searched(
            MasterAgent(1, Budget(args.seconds), processes=2), positions, f"{args.seconds:g} s, two processes"
        )
        figures["load_after"] = os.getloadavg()[0]
        print(f"load average {figures['load_before']:.1f} before, {figures['load_after']:.1f} after")
    print(json.dumps(figures, sort_keys=True))


if __name__ == "__main__":
    main()
