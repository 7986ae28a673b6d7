"""Random legal play, for tests, benchmarks, the command line and as a baseline opponent.

A uniform pick over ``legal_actions`` would almost always build, because every
affordable building offers many payments. This player first picks what to do
(uniformly among the builds, uses and pass on offer, and now and then a sale), then
picks uniformly among that option's choices. After the action it ends the turn, now
and then selling a building first.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .actions import Action
from .catalog import BUILT_IN, Components
from .legal import expand, options
from .play import apply
from .scoring import Outcome, outcome
from .setup import new_game
from .state import GameState

SELL_CHANCE = 0.05


def random_action(state: GameState, rng: random.Random) -> Action:
    found = options(state)
    if not found:
        raise ValueError("the game is over")
    sells = [o for o in found if o.verb == "sell"]
    turns = [o for o in found if o.verb != "sell"]
    option = rng.choice(sells) if sells and rng.random() < SELL_CHANCE else rng.choice(turns)
    return rng.choice(expand(state, option))


class RandomPlayer:
    """A seeded random player: the same seed and the same positions give the same choices."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        return random_action(state, self._rng)


@dataclass(frozen=True)
class PlayedGame:
    actions: tuple[Action, ...]
    final: GameState
    outcome: Outcome


def play_random_game(
    rng: random.Random, components: Components = BUILT_IN, names: tuple[str, str] = ("Player 1", "Player 2")
) -> PlayedGame:
    state = new_game(names, components)
    actions: list[Action] = []
    while not state.finished:
        action = random_action(state, rng)
        actions.append(action)
        state = apply(state, action, trusted=True).state
    result = outcome(state)
    assert result is not None
    return PlayedGame(tuple(actions), state, result)
