"""The game a room holds, rebuilt from its events: every program checks every event with its own engine.

``rebuild(events)`` reads a room's history from its start and returns the record and the problems; a
``RoomGame`` does the same one event at a time for live play, and says what each event did. Events are
the Matrix client-server JSON objects (``type``, ``sender``, ``content``, ``event_id``,
``origin_server_ts``, ``state_key`` for state events), in the room's order.

What counts:

- The setup is the room's: a state event (empty state key) sent by the room's creator, who holds a seat,
  with content the engine reads as a new game. Any later setup, or one from anybody else, is forged.
- An action counts when its sender holds the seat that is to move, its index is the record's length, and
  the engine accepts it there. A resend of the action already at that index is a duplicate.
- An undo request names the record's current length and the length to go back to, which must be where the
  requester's own latest gesture starts (``undo_target``); the opponent's answer to the latest request,
  while no move has been made since, takes the record back (accepted) or leaves it (declined). A move made
  meanwhile withdraws the request.

Anything else of this game's types is ignored and reported as a ``Problem``; other events (membership,
chat) are not the game's and pass silently.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from ..engine import Action, Build, End, Event, GameRecord, GameState, Pass, Rejection, Use, apply, check
from .protocol import (
    ACTION_TYPE,
    GAME_EVENT_TYPES,
    MAX_BYTES,
    SETUP_TYPE,
    UNDO_REQUEST_TYPE,
    ContentError,
    GameSetup,
    Problem,
    ProblemKind,
    content_size,
    parse_action,
    parse_setup,
    parse_undo_answer,
    parse_undo_request,
)

CREATE_TYPE = "m.room.create"


@dataclass(frozen=True)
class UndoRequest:
    event_id: str
    seat: int  # who asks
    record_length: int
    to_length: int


@dataclass(frozen=True)
class SetupAccepted:
    setup: GameSetup


@dataclass(frozen=True)
class ActionApplied:
    index: int
    action: Action
    seat: int
    event_id: str
    timestamp_ms: int
    events: tuple[Event, ...]  # what the engine says the action caused, for the narration


@dataclass(frozen=True)
class UndoRequested:
    request: UndoRequest


@dataclass(frozen=True)
class UndoWithdrawn:
    """A move was made after the request: it no longer fits the game."""

    request: UndoRequest


@dataclass(frozen=True)
class UndoAnswered:
    request: UndoRequest
    accepted: bool


@dataclass(frozen=True)
class ProblemFound:
    problem: Problem


Outcome = SetupAccepted | ActionApplied | UndoRequested | UndoWithdrawn | UndoAnswered | ProblemFound


def _text(event: Mapping[str, Any], key: str) -> str:
    value = event.get(key)
    return value if isinstance(value, str) else ""


class RoomGame:
    """The game of one room, fed its events in order."""

    def __init__(self) -> None:
        self.creator: str | None = None
        self.setup: GameSetup | None = None
        self.problems: list[Problem] = []
        self.pending_undo: UndoRequest | None = None
        self.generation = 0  # accepted undos so far
        self._actions: list[Action] = []
        self._senders: list[int] = []
        self._states: list[GameState] = []
        self._move_times: list[int] = []

    # ---- reading ---------------------------------------------------------------------------------------
    @property
    def record(self) -> GameRecord | None:
        if self.setup is None:
            return None
        return replace(self.setup.record, actions=tuple(self._actions))

    @property
    def state(self) -> GameState | None:
        return self._states[-1] if self._states else None

    @property
    def length(self) -> int:
        return len(self._actions)

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._actions)

    def sender_of(self, index: int) -> str:
        """The Matrix ID of the player whose event put the action at ``index`` in the record."""
        assert self.setup is not None
        return self.setup.seats[self._senders[index]]

    def seat_to_move(self) -> int | None:
        """The seat whose turn it is; None before the setup and after the end."""
        state = self.state
        return None if state is None or state.finished else state.current

    def last_move_time_ms(self, seat: int) -> int | None:
        """When the seat's latest action counted (the homeserver's clock), None if it has not moved."""
        times = [t for t, s in zip(self._move_times, self._senders, strict=True) if s == seat]
        return times[-1] if times else None

    def undo_target(self, seat: int) -> int | None:
        """The length an undo asked by ``seat`` goes back to: before that player's latest gesture (the
        opponent's moves after it go back too); None if they have not moved.

        A gesture is what one undo takes back at the table: the build, use or pass with the ``end`` that
        follows it, or a sale, or an ``end`` after sales."""
        for length in range(self.length - 1, -1, -1):
            if self._senders[length] == seat and not self._inside_gesture(length):
                return length
        return None

    def _inside_gesture(self, length: int) -> bool:
        """Whether ``length`` actions end right after a build, use or pass that the next action's ``end`` closes."""
        actions = self._actions
        return (
            0 < length < len(actions)
            and isinstance(actions[length], End)
            and isinstance(actions[length - 1], Build | Use | Pass)
        )

    # ---- feeding -----------------------------------------------------------------------------------------
    def feed(self, event: Mapping[str, Any]) -> list[Outcome]:
        """Take the room's next event; what it did (nothing for events that are not the game's)."""
        kind = event.get("type")
        if kind == CREATE_TYPE and "state_key" in event and self.creator is None:
            self.creator = _text(event, "sender")
            return []
        if kind not in GAME_EVENT_TYPES:
            return []
        content = event.get("content")
        size = content_size(content)
        if size > MAX_BYTES[kind]:
            return self._problem(event, ProblemKind.TOO_LARGE, detail=f"{size} bytes")
        try:
            if kind == SETUP_TYPE:
                return self._feed_setup(event, content)
            if self.setup is None:
                return self._problem(event, ProblemKind.OUT_OF_ORDER, detail="before the game's setup")
            if self.setup.seat_of(_text(event, "sender")) is None:
                return self._problem(event, ProblemKind.NOT_SEATED)
            if kind == ACTION_TYPE:
                return self._feed_action(event, content)
            if kind == UNDO_REQUEST_TYPE:
                return self._feed_undo_request(event, content)
            return self._feed_undo_answer(event, content)
        except ContentError as error:
            return self._problem(event, error.kind, detail=str(error))

    def _problem(
        self,
        event: Mapping[str, Any],
        kind: ProblemKind,
        index: int | None = None,
        detail: str = "",
        rejection: Rejection | None = None,
    ) -> list[Outcome]:
        problem = Problem(kind, _text(event, "event_id"), _text(event, "sender"), index, detail, rejection)
        self.problems.append(problem)
        return [ProblemFound(problem)]

    def _feed_setup(self, event: Mapping[str, Any], content: object) -> list[Outcome]:
        sender = _text(event, "sender")
        if self.setup is not None:
            return self._problem(event, ProblemKind.FORGED_SETUP, detail="the game has its setup already")
        if event.get("state_key") != "" or self.creator is None or sender != self.creator:
            return self._problem(event, ProblemKind.FORGED_SETUP, detail="not the room creator's setup state")
        setup = parse_setup(content)
        if setup.seat_of(sender) is None:
            raise ContentError(ProblemKind.BAD_SETUP, "the room's creator holds no seat")
        self.setup = setup
        self._states = [setup.record.initial_state()]
        return [SetupAccepted(setup)]

    def _feed_action(self, event: Mapping[str, Any], content: object) -> list[Outcome]:
        assert self.setup is not None
        index, action = parse_action(content)
        seat = self.setup.seat_of(_text(event, "sender"))
        assert seat is not None
        state = self._states[-1]
        if state.finished:
            return self._problem(event, ProblemKind.GAME_OVER, index)
        if index != self.length:
            resent = index < self.length and self._actions[index] == action and self._senders[index] == seat
            kind = ProblemKind.DUPLICATE if resent else ProblemKind.OUT_OF_ORDER
            return self._problem(event, kind, index, detail=f"the record has {self.length} actions")
        if seat != state.current:
            return self._problem(event, ProblemKind.OUT_OF_TURN, index)
        rejection = check(state, action)
        if rejection is not None:
            return self._problem(event, ProblemKind.ILLEGAL, index, detail=str(rejection), rejection=rejection)
        transition = apply(state, action, trusted=True)
        self._actions.append(action)
        self._senders.append(seat)
        self._states.append(transition.state)
        timestamp = event.get("origin_server_ts")
        self._move_times.append(timestamp if type(timestamp) is int else 0)
        outcomes: list[Outcome] = []
        if self.pending_undo is not None:
            outcomes.append(UndoWithdrawn(self.pending_undo))
            self.pending_undo = None
        outcomes.append(
            ActionApplied(index, action, seat, _text(event, "event_id"), self._move_times[-1], transition.events)
        )
        return outcomes

    def _feed_undo_request(self, event: Mapping[str, Any], content: object) -> list[Outcome]:
        assert self.setup is not None
        record_length, to_length = parse_undo_request(content)
        seat = self.setup.seat_of(_text(event, "sender"))
        assert seat is not None
        if record_length != self.length or to_length >= record_length:
            return self._problem(
                event,
                ProblemKind.UNDO_INVALID,
                detail=f"asks {record_length} -> {to_length}; the record has {self.length}",
            )
        # Only the requester's own latest gesture may be taken back: an undo reaching further (or into the middle
        # of a turn) would take back moves the answer does not show, however willing the opponent is.
        target = self.undo_target(seat)
        if to_length != target:
            return self._problem(
                event,
                ProblemKind.UNDO_INVALID,
                detail=f"asks {record_length} -> {to_length}; their last move starts at {target}",
            )
        request = UndoRequest(_text(event, "event_id"), seat, record_length, to_length)
        self.pending_undo = request
        return [UndoRequested(request)]

    def _feed_undo_answer(self, event: Mapping[str, Any], content: object) -> list[Outcome]:
        assert self.setup is not None
        request_id, accept = parse_undo_answer(content)
        request = self.pending_undo
        seat = self.setup.seat_of(_text(event, "sender"))
        if request is None or request.event_id != request_id:
            return self._problem(event, ProblemKind.UNDO_INVALID, detail="answers no open request")
        if seat == request.seat:
            return self._problem(event, ProblemKind.UNDO_INVALID, detail="a player cannot answer their own request")
        self.pending_undo = None
        if accept:
            keep = request.to_length
            del self._actions[keep:], self._senders[keep:], self._move_times[keep:], self._states[keep + 1 :]
            self.generation += 1
        return [UndoAnswered(request, accept)]


def rebuild(events: Iterable[Mapping[str, Any]]) -> tuple[GameRecord | None, list[Problem]]:
    """The game a room's history holds (None without a valid setup), and every event that was ignored."""
    game = RoomGame()
    for event in events:
        game.feed(event)
    return game.record, game.problems
