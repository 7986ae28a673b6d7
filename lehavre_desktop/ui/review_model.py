"""The game review's data: the turns of a game worth reviewing, and the reviews as rows, largest loss first.

A turn is everything its player did from its first action to its ``end``: sales, the build,
use or pass, sales after it. A turn is reviewed when a person played it (a seat of the
computer is not reviewed) and when more than one build, use or pass was on offer: with a
single one there was nothing to choose. A row is a reviewed turn whose action gave away at
least one point of expected final score.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..ai import TurnReview
from ..engine import PERSON_SEAT, Action, End, GameState, Sell, legal_actions
from ..prose.advice import points_lost


@dataclass(frozen=True)
class ReviewTurn:
    """A turn of the game: ``index`` actions of the game come before it; ``state`` is where it starts."""

    index: int
    state: GameState
    taken: tuple[Action, ...]

    @property
    def seat(self) -> int:
        return self.state.current

    @property
    def round_letter(self) -> str:
        return self.state.round_letter

    @property
    def turn_in_round(self) -> int:
        """The turn's place in its round, from 1."""
        return self.state.actions_taken + 1


@dataclass(frozen=True)
class ReviewRow:
    turn: ReviewTurn
    review: TurnReview

    @property
    def points_lost(self) -> int:
        """How much larger the player's margin over the opponent would have been with the better move, as the two
        pairs of scores shown give it."""
        return points_lost(self.review.chosen, self.review.best)


def had_a_choice(state: GameState) -> bool:
    """Whether more than one build, use or pass was on offer."""
    return sum(1 for action in legal_actions(state) if not isinstance(action, Sell | End)) > 1


def game_turns(states: Sequence[GameState], actions: Sequence[Action]) -> list[ReviewTurn]:
    """Every finished turn of a game: ``states[i]`` is the position before ``actions[i]``."""
    turns: list[ReviewTurn] = []
    start = 0
    for index, action in enumerate(actions):
        if isinstance(action, End):
            turns.append(ReviewTurn(start, states[start], tuple(actions[start : index + 1])))
            start = index + 1
    return turns


def reviewable_turns(
    states: Sequence[GameState], actions: Sequence[Action], seats: tuple[str, str]
) -> list[ReviewTurn]:
    """The turns the review looks at: played by a person, with a choice to make."""
    return [
        turn
        for turn in game_turns(states, actions)
        if seats[turn.seat] == PERSON_SEAT and not turn.state.acted and had_a_choice(turn.state)
    ]


def review_requests(turns: Sequence[ReviewTurn]) -> list[tuple[GameState, tuple[Action, ...]]]:
    """What the thinker's review is asked: each turn's start and what was done."""
    return [(turn.state, turn.taken) for turn in turns]


def review_rows(turns: Sequence[ReviewTurn], reviews: Sequence[TurnReview]) -> list[ReviewRow]:
    """The turns that lost a point or more, largest loss first (in game order among equal losses)."""
    if len(turns) != len(reviews):
        raise ValueError(f"{len(reviews)} reviews for {len(turns)} turns")
    rows = [ReviewRow(turn, review) for turn, review in zip(turns, reviews, strict=True)]
    rows = [row for row in rows if row.points_lost >= 1]
    rows.sort(key=lambda row: (-row.points_lost, row.turn.index))
    return rows
