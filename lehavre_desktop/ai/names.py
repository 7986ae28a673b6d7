"""The names of the computer's levels, apart from the agents: the settings, the menus and the seats only name
them, and so start without loading the search and its worker processes."""

from __future__ import annotations

MASTER = "master"
# The levels a player meets, weakest first.
PLAYABLE_LEVELS: tuple[str, ...] = ("beginner", "intermediate", "strong", "expert", MASTER)
# The levels that think for a budget (a time, a number of nodes) rather than a fixed search.
BUDGETED_LEVELS: tuple[str, ...] = (MASTER, "master-mcts")
BASELINES: tuple[str, ...] = ("random", "greedy")
LEVELS: tuple[str, ...] = BASELINES + PLAYABLE_LEVELS + ("master-mcts",)
