"""Speed figures of the rules engine: random games per second and the cost of the hot calls.

Run from the repository root::

    python benchmarks/engine_bench.py [--games N] [--seed S] [--states K] [--repeat R]

It prints:

* random full games per second on one core (``play_random_game``), with the mean number of
  actions per game;
* the time of ``legal_actions(state)``, ``check(state, action)`` and ``apply(state, action)``
  on typical mid-game states (rounds F-H of seeded random games): the median and the worst
  over the states, each state's figure being the best of ``--repeat`` timed calls.

The engine memoises its warehouse arithmetic with ``functools.lru_cache``. A *cold* figure
clears every such cache of the engine's modules before each timed call (each call then pays
for the arithmetic it needs); a *warm* figure is taken after one untimed call on the same
state. The goals of the issue are at least 200 games/s and ``legal_actions`` under 2 ms at
the median; the script only reports, it asserts nothing.
"""

from __future__ import annotations

import argparse
import gc
import importlib
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
from lehavre_desktop.engine import Action, GameState, apply, check, legal_actions, new_game
from lehavre_desktop.engine.random_play import play_random_game, random_action

MID_GAME_ROUNDS = "FGH"
GOAL_GAMES_PER_SECOND = 200.0
GOAL_LEGAL_MEDIAN_MS = 2.0


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
    """``count`` states from rounds F-H of seeded random games, a few from each game."""
    rng = random.Random(seed)
    states: list[GameState] = []
    game = 0
    while len(states) < count:
        game_rng = random.Random(seed * 1_000_003 + game)
        game += 1
        state = new_game()
        candidates: list[GameState] = []
        while not state.finished:
            if state.round_letter in MID_GAME_ROUNDS:
                candidates.append(state)
            state = apply(state, random_action(state, game_rng)).state
        states.extend(rng.sample(candidates, min(4, len(candidates), count - len(states))))
    return states


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
        print(f"  {name:<22} {label}: median {ms(statistics.median(values))} ms   "
              f"worst {ms(max(values))} ms   mean {ms(statistics.fmean(values))} ms")


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
        print(f"  {label:<30} {rate:8.1f} games/s   {elapsed:6.2f} s   {mean_actions:.1f} actions per game (mean)"
              f"   {1000 / rate / mean_actions:.3f} ms per action")
    print(f"  {'':<30} goal: >= {GOAL_GAMES_PER_SECOND:.0f} games/s")
    print()

    states = mid_game_states(args.states, args.seed)
    pick = random.Random(args.seed)
    actions: list[Action] = [pick.choice(legal_actions(state)) for state in states]
    sizes = [len(legal_actions(state)) for state in states]
    print(f"{len(states)} states from rounds {', '.join(MID_GAME_ROUNDS)}; legal actions per state: "
          f"median {statistics.median(sizes):.0f}, max {max(sizes)}; best of {args.repeat} calls per state")

    def bind_legal(state: GameState) -> Callable[[], Any]:
        return lambda: legal_actions(state)

    def bind_check(state: GameState, action: Action) -> Callable[[], Any]:
        return lambda: check(state, action)

    def bind_apply(state: GameState, action: Action) -> Callable[[], Any]:
        return lambda: apply(state, action)

    legal = measure([bind_legal(s) for s in states], args.repeat, caches)
    report("legal_actions(state)", legal)
    print(f"  {'':<22} goal: median < {GOAL_LEGAL_MEDIAN_MS:.0f} ms")
    report("check(state, action)", measure([bind_check(s, a) for s, a in zip(states, actions, strict=True)],
                                           args.repeat, caches))
    report("apply(state, action)", measure([bind_apply(s, a) for s, a in zip(states, actions, strict=True)],
                                           args.repeat, caches))


if __name__ == "__main__":
    main()
