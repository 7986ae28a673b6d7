"""The computer opponent: seeded levels that play legal actions, and advice from its search.

Pure Python beside the engine (no Qt). ``make_agent(level, seed)`` gives an agent whose
``choose(state)`` returns a legal action, ``end`` and sales after the action included.
The levels, weakest first: ``random`` and ``greedy`` (baselines for measuring), then the
levels a player meets, ``beginner``, ``intermediate``, ``strong`` and ``expert``.
``plan_turn`` runs an agent to the end of its turn; ``suggest`` and ``review_turn`` are
the hint and the game review, by the Strong level's search. ``python -m lehavre_desktop.ai
tournament`` measures the levels against each other.
"""

from .advice import ADVISING_LEVEL, Suggestion, TurnReview, plan_turn, review_turn, suggest
from .agents import Agent, GreedyAgent, RandomAgent, SearchAgent
from .evaluation import estimate
from .levels import BASELINES, LEVELS, PLAYABLE_LEVELS, make_agent
from .search import Expectation, RankedTurn

__all__ = [
    "ADVISING_LEVEL",
    "BASELINES",
    "LEVELS",
    "PLAYABLE_LEVELS",
    "Agent",
    "Expectation",
    "GreedyAgent",
    "RandomAgent",
    "RankedTurn",
    "SearchAgent",
    "Suggestion",
    "TurnReview",
    "estimate",
    "make_agent",
    "plan_turn",
    "review_turn",
    "suggest",
]
