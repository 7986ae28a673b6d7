"""Measuring the part of the final score the estimate leaves to the turns to come.

The estimate counts what a player has now (with a share of what their goods and
buildings promise); the points still to be made in the turns to come are not in it.
The mean of (final score - estimate) over the positions of games between two Strong
players, by the player's turns to come, is that missing part: the table
``evaluation.GAIN_BY_TURNS_TO_COME``. ``python -m lehavre_desktop.ai calibrate`` measures
it again (with the built-in components).
"""

from __future__ import annotations

from collections import defaultdict

from ..engine import GameState, apply, new_game, outcome
from .evaluation import estimate, turns_to_come
from .levels import make_agent


def measure_gains(games: int, seed: int) -> tuple[float, ...]:
    """The table, measured afresh over ``games`` games between two Strong players."""
    found: dict[int, list[float]] = defaultdict(list)
    for game in range(games):
        agents = (make_agent("strong", seed + 2 * game), make_agent("strong", seed + 2 * game + 1))
        state = new_game(("A", "B"))
        positions: list[GameState] = []
        while not state.finished:
            if not state.acted:
                positions.append(state)
            state = apply(state, agents[state.current].choose(state), trusted=True).state
        result = outcome(state)
        assert result is not None
        for position in positions:
            for player in (0, 1):
                found[turns_to_come(position, player)].append(result.scores[player].total - estimate(position, player))
    return tuple(round(sum(found[t]) / len(found[t]), 1) if found[t] else 0.0 for t in range(max(found) + 1))
