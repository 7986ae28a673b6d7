"""Speed figures of the rules engine: random games per second and the cost of the hot calls.

Run from the repository root, pinned to one core on a shared machine::

    taskset -c 0 python benchmarks/engine_bench.py [--games N] [--seed S] [--states K] [--repeat R]

It prints:

* random full games per second (``play_random_game``), from cleared caches and again warm,
  with the mean number of actions per game (every turn ends with ``end``);
* ``legal_actions`` + ``apply`` pairs per second from mid-game states (rounds F-H of seeded
  random games), as a search would do them: a fresh state each time (no per-state cache),
  the engine's shared caches warm, the action applied with ``trusted=True``;
* the time of ``copy.deepcopy`` of a state and the size of a pickled state;
* the time of ``legal_actions(state)``, ``check(state, action)`` and ``apply(state, action)``
  on those states: the median and the worst over the states, each state's figure being the
  best of ``--repeat`` timed calls.

The engine memoises its warehouse arithmetic with ``functools.lru_cache`` and derives each
state's options once. A *cold* figure clears every such cache before each timed call; a
*warm* figure keeps the shared caches but starts from a fresh state. The goals of the issue
(rules revision 2) are at least 300 games/s, at least 15,000 pairs/s and a deepcopy within
20 µs; the script only reports, it asserts nothing.
"""

from __future__ import annotations

import argparse
import copy
import gc
import importlib
import pickle
import pkgutil
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import lehavre_desktop.engine as engine
from lehavre_desktop.engine import (
    Action,
    GameState,
    apply,
    check,
    legal_actions,
    new_game,
    play_random_game,
    random_action,
)

MID_GAME_ROUNDS = "FGH"
GOAL_GAMES_PER_SECOND = 300.0
GOAL_PAIRS_PER_SECOND = 15_000.0
GOAL_DEEPCOPY_US = 20.0


class Cached(Protocol):
    def cache_clear(self) -> None: ...


@dataclass(frozen=True)
class NamedCache:
    name: str
    function: Cached


def find_caches() -> list[NamedCache]:
    """Every module-level function of the engine package that has ``cache_clear``."""
    found: list[NamedCache] = []
    seen: set[int] = set()
    for info in sorted(pkgutil.iter_modules(engine.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{engine.__name__}.{info.name}")
        for attribute, value in sorted(vars(module).items()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and getattr(value, "__module__", None) == module.__name__ and id(value) not in seen:
                seen.add(id(value))
                found.append(NamedCache(f"{info.name}.{attribute}", value))
    return found


def clear_caches(caches: list[NamedCache]) -> None:
    for cache in caches:
        cache.function.cache_clear()


def games_per_second(games: int, seed: int, caches: list[NamedCache]) -> tuple[float, float, float]:
    """(games per second, mean actions per game, seconds), starting from cleared caches."""
    clear_caches(caches)
    actions = 0
    start = time.perf_counter()
    for index in range(games):
        played = play_random_game(random.Random(seed + index))
        actions += len(played.actions)
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / games, elapsed


def mid_game_states(count: int, seed: int) -> list[GameState]:
    """``count`` states from rounds F-H of seeded random games where a build, use or pass is to be chosen."""
    rng = random.Random(seed)
    states: list[GameState] = []
    game = 0
    while len(states) < count:
        game_rng = random.Random(seed * 1_000_003 + game)
        game += 1
        state = new_game()
        candidates: list[GameState] = []
        while not state.finished:
            if state.round_letter in MID_GAME_ROUNDS and not state.acted:
                candidates.append(state)
            state = apply(state, random_action(state, game_rng)).state
        states.extend(rng.sample(candidates, min(4, len(candidates), count - len(states))))
    return states


def fresh(state: GameState) -> GameState:
    """The same position without the options the engine derived for it."""
    return state._replace()


def pairs_per_second(states: list[GameState], seed: int, rounds: int) -> tuple[float, int]:
    """(legal_actions + trusted apply pairs per second, pairs timed), each from a fresh state."""
    pick = random.Random(seed)
    copies = [fresh(state) for _ in range(rounds) for state in states]
    choices = [pick.random() for _ in copies]
    start = time.perf_counter()
    for state, choice in zip(copies, choices, strict=True):
        actions = legal_actions(state)
        apply(state, actions[int(choice * len(actions))], trusted=True)
    elapsed = time.perf_counter() - start
    return len(copies) / elapsed, len(copies)


def time_call(call: Callable[[], Any], repeat: int, before: Callable[[], None] | None = None) -> float:
    """The best of ``repeat`` timed calls, in seconds; ``before`` runs untimed before each."""
    best = float("inf")
    for _ in range(repeat):
        if before is not None:
            before()
        start = time.perf_counter()
        call()
        best = min(best, time.perf_counter() - start)
    return best


@dataclass(frozen=True)
class Figures:
    cold: list[float]
    warm: list[float]


def measure(calls: list[Callable[[], Any]], repeat: int, caches: list[NamedCache]) -> Figures:
    cold: list[float] = []
    warm: list[float] = []
    gc_was_enabled = gc.isenabled()
    gc.disable()  # as timeit does
    try:
        for call in calls:
            cold.append(time_call(call, repeat, before=lambda: clear_caches(caches)))
            call()
            warm.append(time_call(call, repeat))
    finally:
        if gc_was_enabled:
            gc.enable()
    return Figures(cold, warm)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.3f}"


def report(name: str, figures: Figures) -> None:
    for label, values in (("cold", figures.cold), ("warm", figures.warm)):
        print(
            f"  {name:<22} {label}: median {ms(statistics.median(values))} ms   "
            f"worst {ms(max(values))} ms   mean {ms(statistics.fmean(values))} ms"
        )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=300, help="random full games to play (default 300)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    parser.add_argument("--states", type=int, default=200, help="mid-game states to time (default 200)")
    parser.add_argument("--repeat", type=int, default=5, help="timed calls per state (default 5)")
    args = parser.parse_args(argv)

    caches = find_caches()
    print(f"Python {platform.python_version()} ({platform.python_implementation()}) on {platform.machine()}")
    print(f"engine caches cleared for cold figures ({len(caches)}): " + ", ".join(c.name for c in caches))
    print()

    print(f"random full games on one core (play_random_game, seeds {args.seed}..{args.seed + args.games - 1}):")
    for label, clear in (("from cleared caches", True), ("same games again, warm caches", False)):
        rate, mean_actions, elapsed = games_per_second(args.games, args.seed, caches if clear else [])
        print(
            f"  {label:<30} {rate:8.1f} games/s   {elapsed:6.2f} s   {mean_actions:.1f} actions per game (mean)"
            f"   {1000 / rate / mean_actions:.3f} ms per action"
        )
    print(f"  {'':<30} goal: >= {GOAL_GAMES_PER_SECOND:.0f} games/s")
    print()

    states = mid_game_states(args.states, args.seed)
    pick = random.Random(args.seed)
    actions: list[Action] = [pick.choice(legal_actions(state)) for state in states]
    sizes = [len(legal_actions(state)) for state in states]
    print(
        f"{len(states)} states from rounds {', '.join(MID_GAME_ROUNDS)}; legal actions per state: "
        f"median {statistics.median(sizes):.0f}, max {max(sizes)}; best of {args.repeat} calls per state"
    )

    for state in states:  # warm the shared caches once, as a running search has them
        legal_actions(fresh(state))
    rate, pairs = pairs_per_second(states, args.seed, rounds=5)
    print(
        f"  legal_actions + apply(trusted)  {rate:10.0f} pairs/s over {pairs} fresh states   "
        f"goal: >= {GOAL_PAIRS_PER_SECOND:.0f}"
    )
    deepcopy_us = 1e6 * time_call(lambda: [copy.deepcopy(s) for s in states], args.repeat) / len(states)
    pickled = statistics.median(len(pickle.dumps(s)) for s in states)
    print(
        f"  copy.deepcopy(state)            {deepcopy_us:10.2f} µs   goal: <= {GOAL_DEEPCOPY_US:.0f} µs;"
        f"   pickled state: {pickled:.0f} bytes (median)"
    )

    def bind_legal(state: GameState) -> Callable[[], Any]:
        return lambda: legal_actions(fresh(state))

    def bind_check(state: GameState, action: Action) -> Callable[[], Any]:
        return lambda: check(state, action)

    def bind_apply(state: GameState, action: Action) -> Callable[[], Any]:
        return lambda: apply(fresh(state), action)

    legal = measure([bind_legal(s) for s in states], args.repeat, caches)
    report("legal_actions(state)", legal)
    report(
        "check(state, action)",
        measure([bind_check(s, a) for s, a in zip(states, actions, strict=True)], args.repeat, caches),
    )
    report(
        "apply(state, action)",
        measure([bind_apply(s, a) for s, a in zip(states, actions, strict=True)], args.repeat, caches),
    )


if __name__ == "__main__":
    main()
