"""The agent behind each level's name (``names``): the levels a player can choose, and the baselines used to
measure them."""

from __future__ import annotations

from collections.abc import Callable

from .agents import Agent, GreedyAgent, RandomAgent, SearchAgent, SearchProfile
from .budget import Budget
from .evaluation import Weights
from .master import MasterAgent, MctsMasterAgent
from .names import LEVELS, MASTER

# A beginner sees only the goods it can count and forgives itself many a mistake.
BEGINNER = SearchProfile(beams=(1,), temperature=2.5, weights=Weights(next_use_share=0.0, goods_horizon=30))
INTERMEDIATE = SearchProfile(beams=(1,), tolerance=0.3)
STRONG = SearchProfile(beams=(6, 3, 1), tolerance=0.3)
EXPERT = SearchProfile(beams=(10, 5, 3, 2, 1), tolerance=0.2)

_PROFILES: dict[str, SearchProfile] = {
    "beginner": BEGINNER,
    "intermediate": INTERMEDIATE,
    "strong": STRONG,
    "expert": EXPERT,
}


_BASELINE_FACTORIES: dict[str, Callable[[int], Agent]] = {"random": RandomAgent, "greedy": GreedyAgent}


def make_agent(level: str, seed: int, budget: Budget | None = None) -> Agent:
    """The agent of a level by its name (one of ``LEVELS``), seeded.

    ``budget`` is the thinking time or node budget per decision of a level in
    ``BUDGETED_LEVELS`` (the default: ``Budget()``, two seconds); the other levels ignore it.
    """
    if level in _BASELINE_FACTORIES:
        return _BASELINE_FACTORIES[level](seed)
    if level in _PROFILES:
        return SearchAgent(level, _PROFILES[level], seed)
    if level == MASTER:
        return MasterAgent(seed, budget)
    if level == "master-mcts":
        return MctsMasterAgent(seed, budget)
    raise ValueError(f"unknown computer level {level!r} (the levels are {', '.join(LEVELS)})")
