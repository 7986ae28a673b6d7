"""The events of a game in words: a line of the log each, and the teaching panel's explanations.

Both read the one registry of event prose (``event_texts.REGISTRY``). ``players`` are the game's
players as sentences name them (``cast.cast_of``); without them, the state's names are read as
two people whose genders are guessed.
"""

from __future__ import annotations

from ..engine import Built, Event, GameState, Passed, TurnEnded, Used, francs_before_each
from .cast import Cast, people
from .event_prose import Explanation, Moment
from .event_texts import REGISTRY

Entry = tuple[GameState, tuple[Event, ...]]  # the state before a step, and the step's events


def narrate(event: Event, state: GameState, players: Cast | None = None) -> str:
    """The log line of ``event``; ``state`` is the state before the action."""
    return REGISTRY[type(event)].log(event, players or people(state))


def explain_event(
    event: Event,
    before: GameState,
    after: GameState,
    francs_held: tuple[int, int] | None = None,
    using: str | None = None,
    players: Cast | None = None,
) -> Explanation:
    """What ``event`` means, with the numbers of the situation and the rule behind it.

    ``before`` is the state the action was taken in; ``after`` the state it led to. ``francs_held`` is what
    each player holds just before this event (the earlier events of the same action included); without it,
    the holdings of ``before`` are used. ``using`` is the building whose use caused the event, if any.
    """
    held = francs_held if francs_held is not None else (before.players[0].francs, before.players[1].francs)
    moment = Moment(before, after, players or people(before), held, using)
    return Explanation(event.rule, REGISTRY[type(event)].explain(event, moment))


def explain_events(
    events: tuple[Event, ...], before: GameState, after: GameState, players: Cast | None = None
) -> list[Explanation]:
    """Explain a transition's events in order, with each player's francs just before each event."""
    found = []
    using: str | None = None
    for event, held in zip(events, francs_before_each(events, before), strict=True):
        if isinstance(event, Used):
            using = event.building
        found.append(explain_event(event, before, after, held, using, players))
    return found


def logged_events(events: tuple[Event, ...], previous: tuple[Event, ...]) -> list[Event]:
    """The events of a step that get a line, ``previous`` being the events of the step before.

    A confirmed action ends the turn: the next player's lines show it, so that end gets no line.
    """
    acted_just_before = any(isinstance(event, Built | Used | Passed) for event in previous)
    return [event for event in events if not (isinstance(event, TurnEnded) and acted_just_before)]


def log_lines(history: list[Entry], players: Cast | None = None) -> list[str]:
    """The whole log of a history, as the log panel shows it."""
    previous: tuple[Event, ...] = ()
    lines: list[str] = []
    for state, events in history:
        lines.extend(narrate(event, state, players) for event in logged_events(events, previous))
        previous = events
    return lines
