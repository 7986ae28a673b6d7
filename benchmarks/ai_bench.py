"""How long each computer level thinks per decision, over positions from every round.

Run pinned to one core: ``taskset -c 0 .venv/bin/python benchmarks/ai_bench.py``.
Positions come from seeded Intermediate games: in each round A-L, the first position of
each of three turns, before the action. Every measurement starts from a fresh copy of
the position (no cached legal actions), as the computer's worker process gets it. Prints
the median and the worst time per level, then one JSON line.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from lehavre_desktop.ai import PLAYABLE_LEVELS, make_agent
from lehavre_desktop.engine import GameState, apply, describe_position, new_game, position_from_data

TURNS_PER_ROUND = 3


def sample_positions(games: int) -> list[GameState]:
    positions: list[GameState] = []
    for seed in range(games):
        agents = (make_agent("intermediate", seed), make_agent("intermediate", seed + 1000))
        state = new_game(("Ann", "Ben"))
        taken: dict[int, int] = {}
        while not state.finished:
            if not state.acted and taken.get(state.round_index, 0) < TURNS_PER_ROUND:
                taken[state.round_index] = taken.get(state.round_index, 0) + 1
                positions.append(state)
            state = apply(state, agents[state.current].choose(state), trusted=True).state
    return positions


def fresh(state: GameState) -> GameState:
    return position_from_data(describe_position(state), state.components)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="seeded games to take positions from")
    parser.add_argument("--levels", nargs="*", default=list(PLAYABLE_LEVELS))
    args = parser.parse_args()
    positions = sample_positions(args.games)
    figures: dict[str, dict[str, float]] = {}
    for level in args.levels:
        agent = make_agent(level, 1)
        times = []
        for state in positions:
            copy = fresh(state)
            started = time.perf_counter()
            agent.choose(copy)
            times.append(time.perf_counter() - started)
        figures[level] = {"median_s": statistics.median(times), "worst_s": max(times),
                          "mean_s": statistics.fmean(times)}
        print(f"{level:>12}: median {figures[level]['median_s'] * 1000:7.1f} ms, "
              f"worst {figures[level]['worst_s'] * 1000:7.1f} ms over {len(times)} positions")
    print(json.dumps({"positions": len(positions), "levels": figures}, sort_keys=True))


if __name__ == "__main__":
    main()
