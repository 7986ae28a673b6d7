"""The computer's move explained, as data: what it expected from its turn, and the best turn it rejected.

No prose here: the window words it in the player's language. The numbers are the search's
own: the expected final scores (``Expectation.mine`` for the player whose move it is,
``theirs`` for the opponent) at the end of the lines it looked at, ``plies`` turns ahead.
"""

from __future__ import annotations

from dataclasses import dataclass

from .agents import Decision
from .search import RankedTurn, same_move


@dataclass(frozen=True)
class Explanation:
    """The turn taken and the best one rejected, each with what the search expected after it."""

    chosen: RankedTurn
    # The best-ranked turn that builds, uses or passes otherwise: another building or another verb
    # (another payment or choice for the same building is not an alternative). None if the search
    # ranked no such turn.
    alternative: RankedTurn | None
    plies: int  # turns looked ahead, both players' together, the turn explained included


def explain(decision: Decision) -> Explanation | None:
    """The explanation of a decision made by a search (None for one made without: a baseline's, a sale)."""
    chosen = next((turn for turn in decision.ranked if turn.action == decision.action), None)
    if chosen is None:
        return None
    alternative = next(
        (turn for turn in decision.ranked if turn.exact and not same_move(turn.action, decision.action)), None
    )
    return Explanation(chosen, alternative, decision.plies)
