"""The computer opponent: seeded levels that play legal actions, and advice from its search.

Pure Python beside the engine (no Qt). ``make_agent(level, seed)`` gives an agent whose
``choose(state)`` returns a legal action, ``end`` and sales after the action included
(``decide`` gives it with the search's ranking). The levels, weakest first: ``random`` and
``greedy`` (baselines for measuring), then the levels a player meets, ``beginner``,
``intermediate``, ``strong``, ``expert`` and ``master``. Master thinks for a ``Budget``
(``make_agent("master", seed, Budget(seconds=2.0))``, the default; ``Budget(nodes=...)``
for a result that is the same on every machine), on two cores where it can (``helper``).
``plan_turn`` runs an agent to the end of its turn, ``explained_plan`` adds why (an
``Explanation``: the expected final scores of the move and of the best one rejected);
``suggest`` and ``review_turn`` are the hint and the game review, by the Strong level's
search. ``ai.strength`` holds the levels' measured strength against each other (``strength(level)``);
``python -m lehavre_desktop.ai tournament`` measures it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .advice import (
        ADVISING_LEVEL,
        Suggestion,
        TurnPlan,
        TurnReview,
        explained_plan,
        plan_turn,
        review_turn,
        suggest,
    )
    from .agents import Agent, Decision, GreedyAgent, RandomAgent, SearchAgent
    from .budget import DEFAULT_SECONDS, Budget
    from .evaluation import estimate
    from .explanation import Explanation
    from .levels import make_agent
    from .master import MasterAgent, turn_seconds
    from .names import BASELINES, BUDGETED_LEVELS, LEVELS, PLAYABLE_LEVELS
    from .search import Expectation, RankedTurn

__all__ = [
    "ADVISING_LEVEL",
    "BASELINES",
    "BUDGETED_LEVELS",
    "DEFAULT_SECONDS",
    "LEVELS",
    "PLAYABLE_LEVELS",
    "Agent",
    "Budget",
    "Decision",
    "Expectation",
    "Explanation",
    "GreedyAgent",
    "MasterAgent",
    "RandomAgent",
    "RankedTurn",
    "SearchAgent",
    "Suggestion",
    "TurnPlan",
    "TurnReview",
    "estimate",
    "explained_plan",
    "make_agent",
    "plan_turn",
    "review_turn",
    "suggest",
    "turn_seconds",
]

# The module each name of the facade lives in, imported when the name is first used: a program that only names
# the levels (the settings, the menus, the seats) starts without the search and its worker processes.
_HOMES: dict[str, str] = {
    "ADVISING_LEVEL": "advice",
    "Suggestion": "advice",
    "TurnPlan": "advice",
    "TurnReview": "advice",
    "explained_plan": "advice",
    "plan_turn": "advice",
    "review_turn": "advice",
    "suggest": "advice",
    "Agent": "agents",
    "Decision": "agents",
    "GreedyAgent": "agents",
    "RandomAgent": "agents",
    "SearchAgent": "agents",
    "DEFAULT_SECONDS": "budget",
    "Budget": "budget",
    "estimate": "evaluation",
    "Explanation": "explanation",
    "make_agent": "levels",
    "BASELINES": "names",
    "BUDGETED_LEVELS": "names",
    "LEVELS": "names",
    "PLAYABLE_LEVELS": "names",
    "MasterAgent": "master",
    "turn_seconds": "master",
    "Expectation": "search",
    "RankedTurn": "search",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value
