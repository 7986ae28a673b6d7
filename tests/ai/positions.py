"""Positions from every round of seeded games between fast levels, for the slower levels' tests."""

from __future__ import annotations

from functools import cache

from lehavre_desktop.ai import make_agent
from lehavre_desktop.engine import GameState, apply, new_game


@cache
def game_positions(seed: int) -> tuple[GameState, ...]:
    """Every position of an Intermediate-against-Beginner game, in order."""
    agents = (make_agent("intermediate", seed), make_agent("beginner", seed + 1))
    state = new_game(("Ann", "Ben"))
    positions = [state]
    while not state.finished:
        state = apply(state, agents[state.current].choose(state)).state
        positions.append(state)
    return tuple(positions)


def one_per_round(seed: int, acted: bool = False) -> list[GameState]:
    """The first position of each round A-L (or the first after an action, with ``acted``)."""
    found: dict[int, GameState] = {}
    for state in game_positions(seed):
        if not state.finished and state.acted == acted:
            found.setdefault(state.round_index, state)
    return [found[r] for r in sorted(found)]
