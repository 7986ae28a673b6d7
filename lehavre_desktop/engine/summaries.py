"""Summaries of what a transition did, for every caller that narrates or animates it.

The log, the action bar, the teaching panel and the previews all need the same few
foldings of an event list; they live here once.
"""

from __future__ import annotations

from .events import Event, FrancsGained, FrancsPaid, Sold, TurnEnded, WheelsRotated
from .state import GameState


def turn_events(events: tuple[Event, ...]) -> tuple[Event, ...]:
    """The events of the player's own turn: everything before the turn ends or the wheels turn."""
    for index, event in enumerate(events):
        if isinstance(event, TurnEnded | WheelsRotated):
            return events[:index]
    return events


def round_end_events(events: tuple[Event, ...]) -> tuple[Event, ...]:
    """The automatic events from the wheel rotation on (rotation, forced sales, next round, game end)."""
    for index, event in enumerate(events):
        if isinstance(event, WheelsRotated):
            return events[index:]
    return ()


def _francs_delta(event: Event, seat: int) -> int:
    if isinstance(event, FrancsPaid):
        if event.player == seat:
            return -event.amount
        return event.amount if event.to_player == seat else 0
    if isinstance(event, FrancsGained | Sold) and event.player == seat:
        return event.amount
    return 0


def francs_change(events: tuple[Event, ...], seat: int) -> int:
    """How many francs the seat gained (negative: lost) over these events."""
    return sum(_francs_delta(event, seat) for event in events)


def francs_before_each(events: tuple[Event, ...], before: GameState) -> tuple[tuple[int, int], ...]:
    """Both players' francs just before each event, starting from the state ``before`` the events."""
    held = (before.players[0].francs, before.players[1].francs)
    found: list[tuple[int, int]] = []
    for event in events:
        found.append(held)
        held = (held[0] + _francs_delta(event, 0), held[1] + _francs_delta(event, 1))
    return tuple(found)
