"""How long each computer level thinks per decision, over positions from every round.

Run pinned to one core: ``taskset -c 0 .venv/bin/python benchmarks/ai_bench.py``.
Positions come from seeded Intermediate games: in each round A-L, for each of three
turns, the position before the action (the build, use or pass is decided there) and the
position after it (the sale or end decision). Every measurement starts from a fresh copy
of the position (no cached legal actions), as the computer's worker process gets it, and
counts the CPU time of this process. Prints the median and the worst time per level and
kind of decision, the worst position, then one JSON line. Master thinks for ``--seconds``
of CPU per decision or ``--nodes`` nodes, on one core (its helper process is not used:
the budget's clock is CPU time).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from lehavre_desktop.ai import PLAYABLE_LEVELS, Budget, make_agent
from lehavre_desktop.engine import GameState, apply, describe_position, new_game, position_from_data

TURNS_PER_ROUND = 3


def sample_positions(games: int) -> list[GameState]:
    """Before-action positions: three turns' first positions in every round of each game."""
    return [before for before, _after in sample_turns(games)]


def sample_turns(games: int) -> list[tuple[GameState, GameState]]:
    """(before the action, after it) for three turns in every round of each game."""
    found: list[tuple[GameState, GameState]] = []
    for seed in range(games):
        agents = (make_agent("intermediate", seed), make_agent("intermediate", seed + 1000))
        state = new_game(("Ann", "Ben"))
        taken: dict[int, int] = {}
        while not state.finished:
            action = agents[state.current].choose(state)
            after = apply(state, action, trusted=True).state
            if not state.acted and taken.get(state.round_index, 0) < TURNS_PER_ROUND:
                taken[state.round_index] = taken.get(state.round_index, 0) + 1
                found.append((state, after))
            state = after
    return found


def fresh(state: GameState) -> GameState:
    return position_from_data(describe_position(state), state.components)


def cpu_seconds(level: str, states: list[GameState], budget: Budget) -> list[float]:
    agent = make_agent(level, 1, budget)
    times = []
    for state in states:
        copy = fresh(state)
        started = time.process_time()
        agent.choose(copy)
        times.append(time.process_time() - started)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="seeded games to take positions from")
    parser.add_argument("--levels", nargs="*", default=list(PLAYABLE_LEVELS))
    parser.add_argument("--seconds", type=float, default=2.0, help="Master's CPU seconds per decision")
    parser.add_argument("--nodes", type=int, help="Master's nodes per decision (instead of --seconds)")
    args = parser.parse_args()
    budget = Budget(None if args.nodes else args.seconds, args.nodes, time.process_time)
    turns = sample_turns(args.games)
    kinds = {"action": [before for before, _ in turns], "after action": [after for _, after in turns]}
    figures: dict[str, dict[str, dict[str, float | str]]] = {}
    for level in args.levels:
        figures[level] = {}
        for kind, states in kinds.items():
            times = cpu_seconds(level, states, budget)
            worst = max(range(len(times)), key=times.__getitem__)
            figures[level][kind] = {
                "median_s": statistics.median(times),
                "worst_s": times[worst],
                "mean_s": statistics.fmean(times),
                "worst_round": states[worst].round_letter,
            }
            print(
                f"{level:>12} {kind:>12}: median {statistics.median(times) * 1000:7.1f} ms, "
                f"worst {times[worst] * 1000:7.1f} ms (round {states[worst].round_letter}) "
                f"over {len(times)} positions"
            )
    print(
        json.dumps(
            {
                "positions": len(turns),
                "budget_seconds": budget.seconds,
                "budget_nodes": budget.nodes,
                "levels": figures,
            },
            sort_keys=True,
        )
    )


if __name__ == "__main__":
    main()
