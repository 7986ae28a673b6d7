"""The game's events in a Matrix room: their types, their content, and what is wrong with a bad one.

A game is a room. Its creator puts one setup event in the room's initial state (a state event with an
empty state key): the record's header and the seats as Matrix IDs. Each engine action is then one
event, in order, with its text form and its index in the record. An undo is a request that the opponent
answers. Everything is plain JSON; nothing here does I/O or knows Qt.

Setup (``io.github.lehavre_desktop.setup``)::

    {"protocol": 1, "program_version": "0.1.0",
     "seats": ["@ann:example.org", "@ben:example.org"],
     "record": {"format": "lehavre-inland-port-record", "version": 2, "rules_revision": 2,
                "players": ["Ann", "Ben"], "seats": ["person", "person"], "genders": ["feminine", "masculine"],
                "components": {...}, "actions": []}}

``seats[0]`` starts: in the engine seat 0 always opens the game, so who starts is the order of the seats
(a separate field could only contradict it). ``record`` is exactly a saved game with no actions, read
by the engine's own loader: names, components and rules revision are checked as a file's are.

Action (``io.github.lehavre_desktop.action``): ``{"index": 17, "action": "build sawmill pay wood@0.3"}``.
Undo request (``.undo_request``): ``{"record_length": 40, "to_length": 36}``, to take the record back
from 40 actions to 36. Undo answer (``.undo_answer``): ``{"request": "$event_id", "accept": true}``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..engine import (
    Action,
    ActionSyntaxError,
    Components,
    GameRecord,
    RecordError,
    Rejection,
    decode,
    record_from_json,
    record_to_json,
)

NAMESPACE = "io.github.lehavre_desktop"
SETUP_TYPE = f"{NAMESPACE}.setup"
ACTION_TYPE = f"{NAMESPACE}.action"
UNDO_REQUEST_TYPE = f"{NAMESPACE}.undo_request"
UNDO_ANSWER_TYPE = f"{NAMESPACE}.undo_answer"
GAME_EVENT_TYPES = (SETUP_TYPE, ACTION_TYPE, UNDO_REQUEST_TYPE, UNDO_ANSWER_TYPE)
# In the room's m.room.create content, so that an invitation shows it is a game before it is joined.
CREATION_KEY = f"{NAMESPACE}.game"
CHAT_TYPE = "m.room.message"

PROTOCOL_VERSION = 1
# A setup carries the whole component table (about 8 KB); an action's text is under 200 characters.
MAX_SETUP_BYTES = 32 * 1024
MAX_ACTION_BYTES = 2 * 1024
MAX_UNDO_BYTES = 1024
MAX_CHAT_BYTES = 8 * 1024
MAX_BYTES = {
    SETUP_TYPE: MAX_SETUP_BYTES,
    ACTION_TYPE: MAX_ACTION_BYTES,
    UNDO_REQUEST_TYPE: MAX_UNDO_BYTES,
    UNDO_ANSWER_TYPE: MAX_UNDO_BYTES,
    CHAT_TYPE: MAX_CHAT_BYTES,
}
MAX_MATRIX_ID_LENGTH = 255  # the Matrix specification's limit


class ProblemKind(StrEnum):
    """Why an event of the room was not applied. Stable values, for the interface to word."""

    NOT_SEATED = "not_seated"  # from someone who does not play in this game
    CHAT_NOT_SEATED = "chat_not_seated"  # chat from someone who does not play in this game: the first one each
    OUT_OF_TURN = "out_of_turn"  # a player's action while the other is to move
    OUT_OF_ORDER = "out_of_order"  # an index that is not the next one (or an action before the setup)
    DUPLICATE = "duplicate"  # the very action already recorded at that index by its player: a resend
    ILLEGAL = "illegal"  # the engine refuses it (``rejection`` says why)
    MALFORMED = "malformed"  # not the content its type has (``detail`` says what)
    TOO_LARGE = "too_large"  # over the size its type may have (``detail``: the size in bytes)
    FORGED_SETUP = "forged_setup"  # a setup after the room's own, or not by the room's creator as its state
    BAD_SETUP = "bad_setup"  # the creator's setup cannot be read: the room holds no playable game
    NEWER_PROTOCOL = "newer_protocol"  # a setup from a newer program: this one cannot play it
    GAME_OVER = "game_over"  # an action after the game ended
    UNDO_INVALID = "undo_invalid"  # an undo request or answer that does not fit the game as it stands


@dataclass(frozen=True)
class Problem:
    """An event that was ignored, and why; ``detail`` is a technical note in English for logs."""

    kind: ProblemKind
    event_id: str
    sender: str
    index: int | None = None
    detail: str = ""
    rejection: Rejection | None = None


@dataclass(frozen=True)
class GameSetup:
    """The header of an online game: the record without actions and who plays each seat."""

    record: GameRecord
    seats: tuple[str, str]  # Matrix user IDs, in seat order: seats[0] starts
    program_version: str

    def seat_of(self, user_id: str) -> int | None:
        return self.seats.index(user_id) if user_id in self.seats else None


class ContentError(ValueError):
    """Content that is not what its event type carries; ``kind`` is MALFORMED, BAD_SETUP or NEWER_PROTOCOL."""

    def __init__(self, kind: ProblemKind, detail: str) -> None:
        super().__init__(detail)
        self.kind = kind


def content_size(content: Any) -> int:
    """The content's size in bytes as JSON (compact, UTF-8): what the size limits count."""
    return len(json.dumps(content, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))


def is_matrix_user_id(text: object) -> bool:
    """``@localpart:server``, within the specification's length."""
    if not isinstance(text, str) or not 3 < len(text) <= MAX_MATRIX_ID_LENGTH or not text.startswith("@"):
        return False
    local, sep, server = text[1:].partition(":")
    return bool(sep and local and server and text.isprintable() and " " not in text)


# ---- building content ----------------------------------------------------------------------------------
def setup_content(
    names: tuple[str, str],
    seats: tuple[str, str],
    components: Components,
    rules_revision: int,
    program_version: str,
    genders: tuple[str, str] | None = None,
) -> dict[str, Any]:
    """The setup of a new game; ContentError (BAD_SETUP) for what every reader would refuse: names the
    engine refuses, seats that are not two different Matrix users. ``genders``: each name's grammatical
    gender in seat order, kept in the record as a local game keeps it (None: guessed from the names)."""
    record = GameRecord(names, (), components, rules_revision, genders=genders)
    data: dict[str, Any] = json.loads(record_to_json(record))
    content = {"protocol": PROTOCOL_VERSION, "program_version": program_version, "seats": list(seats), "record": data}
    parse_setup(content)  # the same checks every reader makes: refuse here what others would refuse
    return content


def action_content(index: int, action: Action) -> dict[str, Any]:
    return {"index": index, "action": action.text()}


def undo_request_content(record_length: int, to_length: int) -> dict[str, Any]:
    return {"record_length": record_length, "to_length": to_length}


def undo_answer_content(request_event_id: str, accept: bool) -> dict[str, Any]:
    return {"request": request_event_id, "accept": accept}


# ---- reading content -------------------------------------------------------------------------------------
def _whole_number(content: Mapping[str, Any], key: str) -> int:
    value = content.get(key)
    if type(value) is not int or value < 0:
        raise ContentError(ProblemKind.MALFORMED, f"{key!r} must be a whole number, not {json.dumps(value)[:40]}")
    return value


def _mapping(content: object) -> Mapping[str, Any]:
    if not isinstance(content, Mapping):
        raise ContentError(ProblemKind.MALFORMED, "the content is not a JSON object")
    return content


def parse_setup(content: object) -> GameSetup:
    data = _mapping(content)
    protocol = data.get("protocol")
    if type(protocol) is not int or protocol < 1:
        raise ContentError(ProblemKind.BAD_SETUP, "'protocol' must be a version number")
    if protocol > PROTOCOL_VERSION:
        raise ContentError(ProblemKind.NEWER_PROTOCOL, f"protocol {protocol}; this program reads {PROTOCOL_VERSION}")
    version = data.get("program_version")
    if not isinstance(version, str) or not 0 < len(version) <= 40 or not version.isprintable():
        raise ContentError(ProblemKind.BAD_SETUP, "'program_version' must be a short text")
    seats = data.get("seats")
    if not isinstance(seats, list) or len(seats) != 2 or not all(is_matrix_user_id(s) for s in seats):
        raise ContentError(ProblemKind.BAD_SETUP, "'seats' must be two Matrix user IDs")
    if seats[0] == seats[1]:
        raise ContentError(ProblemKind.BAD_SETUP, "the two seats must be different Matrix users")
    record_data = data.get("record")
    if not isinstance(record_data, Mapping):
        raise ContentError(ProblemKind.BAD_SETUP, "'record' must be a game record")
    if record_data.get("actions") != []:
        raise ContentError(ProblemKind.BAD_SETUP, "the setup's record must have no actions")
    try:
        record = record_from_json(json.dumps(record_data))
    except RecordError as error:
        raise ContentError(ProblemKind.BAD_SETUP, f"the record: {error}") from None
    return GameSetup(record, (seats[0], seats[1]), version)


def parse_action(content: object) -> tuple[int, Action]:
    data = _mapping(content)
    index = _whole_number(data, "index")
    text = data.get("action")
    if not isinstance(text, str):
        raise ContentError(ProblemKind.MALFORMED, "'action' must be an action text")
    try:
        return index, decode(text)
    except ActionSyntaxError as error:
        raise ContentError(ProblemKind.MALFORMED, f"not an action: {error}") from None


def parse_undo_request(content: object) -> tuple[int, int]:
    data = _mapping(content)
    return _whole_number(data, "record_length"), _whole_number(data, "to_length")


def parse_undo_answer(content: object) -> tuple[str, bool]:
    data = _mapping(content)
    request, accept = data.get("request"), data.get("accept")
    if not isinstance(request, str) or not request.startswith("$") or len(request) > 255:
        raise ContentError(ProblemKind.MALFORMED, "'request' must be an event ID")
    if not isinstance(accept, bool):
        raise ContentError(ProblemKind.MALFORMED, "'accept' must be true or false")
    return request, accept


def transaction_id(room_id: str, kind: str, generation: int, index: int) -> str:
    """The transaction ID a game event is sent with: the same move is the same transaction, however often
    it is sent, so the homeserver keeps it once. ``generation`` counts the accepted undos: after one, the
    index of a taken-back move is filled by a new move, which must not look like the old one's resend."""
    room = hashlib.sha256(room_id.encode("utf-8")).hexdigest()[:16]
    return f"lehavre.{room}.{kind}.{generation}.{index}"
