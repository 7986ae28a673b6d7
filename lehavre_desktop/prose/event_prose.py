"""What the prose of one kind of event is made of: its log line and its explanation, side by side.

An event is told twice: once as a line of the game log, short, and once in the teaching panel,
with the numbers of the situation and the rule behind it. Both are written for the same event
type in one ``EventProse``; ``event_texts.REGISTRY`` holds one for every type of event.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from ..engine import Event, GameState, RuleId
from .cast import Cast

E = TypeVar("E", bound=Event)


@dataclass(frozen=True)
class Explanation:
    """A sentence of the teaching panel and the rule it explains (the panel links to the rules reference)."""

    rule: RuleId
    text: str


@dataclass(frozen=True)
class Moment:
    """The situation an event is explained in.

    ``before`` is the state the action was taken in, ``after`` the state it led to; ``held`` is what
    each player holds just before this event (the earlier events of the same action counted);
    ``using`` is the building whose use caused the event, if any.
    """

    before: GameState
    after: GameState
    players: Cast
    held: tuple[int, int]
    using: str | None = None


@dataclass(frozen=True)
class EventProse(Generic[E]):
    """The two ways to tell an event of one type: ``log(event, players)`` and ``explain(event, moment)``."""

    log: Callable[[E, Cast], str]
    explain: Callable[[E, Moment], str]


def told(
    kind: type[E], log: Callable[[E, Cast], str], explain: Callable[[E, Moment], str]
) -> tuple[type[E], EventProse[E]]:
    """A registry entry: the event type and its prose, each function typed for that event."""
    return kind, EventProse(log, explain)
