"""How long a search may think: a time budget, a node budget, or both, on an injectable clock.

A *node* is one position the search looked at: one turn taken from a position it expanded
and scored by the estimate. Nodes are what a search's time goes on (each is two
transitions of the engine and two estimates), so a node budget is a deterministic stand-in
for a time budget: the same seed and node budget give the same move on any machine, at
any load. The clock is a plain callable returning seconds; tests pass a fake one.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

Clock = Callable[[], float]

DEFAULT_SECONDS = 2.0


class OutOfBudget(Exception):
    """The budget is spent: the search unwinds to the last answer it completed."""


@dataclass(frozen=True)
class Budget:
    """A decision's budget: stop at whichever limit comes first (``None``: no such limit)."""

    seconds: float | None = DEFAULT_SECONDS
    nodes: int | None = None
    clock: Clock = time.monotonic

    def __post_init__(self) -> None:
        if self.seconds is None and self.nodes is None:
            raise ValueError("a budget needs a time limit, a node limit or both")
        if (self.seconds is not None and self.seconds <= 0) or (self.nodes is not None and self.nodes <= 0):
            raise ValueError("a budget's limits must be positive")

    def scaled(self, share: float) -> Budget:
        """The same kind of budget, ``share`` of it (for a decision that deserves less thought)."""
        return Budget(
            None if self.seconds is None else self.seconds * share,
            None if self.nodes is None else max(1, round(self.nodes * share)),
            self.clock,
        )

    def meter(self) -> Meter:
        return Meter(self)


class Meter:
    """Counts a search's nodes against its budget; ``spend`` raises ``OutOfBudget`` once it is spent."""

    def __init__(self, budget: Budget) -> None:
        self.budget = budget
        self.started = budget.clock()
        self.nodes = 0
        self.elapsed = 0.0

    def spend(self, nodes: int) -> None:
        """Count ``nodes`` about to be looked at; raises before they are if the budget does not allow them."""
        budget = self.budget
        if budget.nodes is not None and self.nodes + nodes > budget.nodes:
            raise OutOfBudget
        if budget.seconds is not None:
            self.elapsed = budget.clock() - self.started
            if self.elapsed >= budget.seconds:
                raise OutOfBudget
        self.nodes += nodes

    def force(self, nodes: int) -> None:
        """Count ``nodes`` that must be looked at whatever the budget (the root's turns: some answer is due)."""
        self.nodes += nodes


@contextmanager
def searching() -> Iterator[None]:
    """Pause the cyclic garbage collector for a search.

    A search makes positions by the ten thousand and keeps many of them (its memo, the
    estimate's memo); every collection of the oldest generation walks all of them, which
    costs a search up to half its time. Positions are tuples without cycles: reference
    counting frees them all the same, so nothing piles up while collection waits.
    """
    paused = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if paused:
            gc.enable()
