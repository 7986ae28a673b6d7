"""Game records: the setup and the list of actions, as versioned JSON.

A game is its record: replaying the actions from the setup rebuilds every state.
Loading checks the format, the version, the component data and every action, and
names the first bad action by its index (counting from 0).

Version 2 records name the rules revision the game is played under, and close every
turn with ``end``. Version 1 records (rules revision 1) had no ``end``: a turn ended with
its build, use or pass. Loading one inserts the ``end`` actions, and the game keeps
revision 1's one-sum payment for repeated costs, the one difference a saved action can
depend on; saved again, it becomes a version 2 record of a revision 1 game.

A record may also say who plays each seat (``"seats"``): ``"person"``, or ``"computer:"``
followed by the name of a computer level. The engine checks only the form; which levels
exist is the computer opponent's business. A record without seats is a game of two people.

A record may also keep the grammatical gender of each name (``"genders"``: ``"masculine"`` or
``"feminine"``), which Greek sentences need for the articles; a record without it (any record written
before genders were kept) leaves them to the program, which guesses them from the names.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .actions import Action, ActionSyntaxError, Build, End, Pass, Use, decode
from .catalog import BUILT_IN, Components
from .component_data import components_from_data, components_to_data
from .json_input import JsonInputError, found_params, parse_json, read_text_file, shown
from .legal import check
from .play import Transition, apply
from .problems import CodedError, ProblemCode
from .setup import new_game
from .state import CURRENT_RULES_REVISION, RULES_REVISIONS, GameState

FORMAT = "lehavre-inland-port-record"
VERSION = 2
READABLE_VERSIONS = (1, 2)
# A finished game's record is about 10 KB; these limits leave a wide margin.
MAX_RECORD_CHARACTERS = 1024 * 1024
MAX_DEPTH = 8
MAX_ACTIONS = 5000
MAX_NAME_LENGTH = 40
PERSON_SEAT = "person"
COMPUTER_SEAT_PREFIX = "computer:"
_SEAT_PATTERN = re.compile(r"person|computer:[a-z]{1,20}")
GENDERS = ("masculine", "feminine")


class RecordError(CodedError):
    """A record that cannot be loaded; ``index`` names the bad action, if one is to blame (a parameter too)."""

    def __init__(self, message: str, code: ProblemCode, index: int | None = None, **params: object) -> None:
        if index is None:
            super().__init__(message, code, **params)
        else:
            super().__init__(f"action {index}: {message}", code, index=index, **params)
        self.index = index


@dataclass(frozen=True)
class GameRecord:
    names: tuple[str, str]
    actions: tuple[Action, ...] = ()
    components: Components = field(default=BUILT_IN)
    rules_revision: int = CURRENT_RULES_REVISION
    seats: tuple[str, str] = (PERSON_SEAT, PERSON_SEAT)
    genders: tuple[str, str] | None = None  # one of GENDERS per name; None: not chosen, to be guessed

    def initial_state(self) -> GameState:
        return new_game(self.names, self.components, self.rules_revision)


@dataclass(frozen=True)
class Replay:
    initial: GameState
    transitions: tuple[Transition, ...]

    @property
    def final(self) -> GameState:
        return self.transitions[-1].state if self.transitions else self.initial

    def states(self) -> list[GameState]:
        return [self.initial] + [t.state for t in self.transitions]


def record_to_data(record: GameRecord) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "rules_revision": record.rules_revision,
        "players": list(record.names),
        "seats": list(record.seats),
    }
    if record.genders is not None:
        data["genders"] = list(record.genders)
    data["components"] = components_to_data(record.components)
    data["actions"] = [a.text() for a in record.actions]
    return data


def record_to_json(record: GameRecord) -> str:
    return json.dumps(record_to_data(record), ensure_ascii=False, indent=1) + "\n"


def replay(record: GameRecord) -> Replay:
    """Replay every action; a rejected one raises RecordError with its index and rule."""
    state = record.initial_state()
    initial = state
    transitions = []
    for index, action in enumerate(record.actions):
        rejection = check(state, action)
        if rejection is not None:
            raise RecordError(
                f"{action.text()!r} is not legal here ({rejection})",
                ProblemCode.RECORD_ILLEGAL_ACTION,
                index,
                action=action.text(),
                rejection=rejection,
            )
        transition = apply(state, action, trusted=True)
        transitions.append(transition)
        state = transition.state
    return Replay(initial, tuple(transitions))


def _header(data: Any) -> tuple[int, int]:
    """(record version, rules revision) of a record's JSON object."""
    if not isinstance(data, dict):
        raise RecordError("not a game record: expected a JSON object", ProblemCode.RECORD_NOT_OBJECT)
    if data.get("format") != FORMAT:
        raise RecordError(
            "not a game record of this game: its 'format' is not " + json.dumps(FORMAT), ProblemCode.RECORD_WRONG_FORMAT
        )
    version = data.get("version")
    if type(version) is not int or version not in READABLE_VERSIONS:
        given = json.dumps(version) if type(version) is int else "that is not a supported number"
        numbered = {"version": version} if type(version) is int else {}
        raise RecordError(
            f"record version {given} is not supported (this program reads versions 1 and 2)",
            ProblemCode.RECORD_UNSUPPORTED_VERSION,
            **numbered,
        )
    if version == 1:
        return version, 1
    revision = data.get("rules_revision")
    if type(revision) is not int or revision not in RULES_REVISIONS:
        raise RecordError("'rules_revision' must be 1 or 2", ProblemCode.RECORD_BAD_RULES_REVISION)
    return version, revision


def name_problem(name: str) -> str | None:
    """Why a player's name cannot be used (None if it can): too long, or not writable as UTF-8 text."""
    found = _coded_name_problem(name)
    return found[0] if found else None


def _coded_name_problem(name: str) -> tuple[str, ProblemCode] | None:
    if len(name) > MAX_NAME_LENGTH:
        return f"is longer than {MAX_NAME_LENGTH} characters", ProblemCode.RECORD_NAME_TOO_LONG
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return "contains characters that are not valid text", ProblemCode.RECORD_NAME_NOT_TEXT
    if not name.isprintable():
        return "contains control characters", ProblemCode.RECORD_NAME_CONTROL_CHARACTERS
    return None


def seat_problem(seat: str) -> str | None:
    """Why a seat text is not "person" or "computer:<level>" (None if it is)."""
    if _SEAT_PATTERN.fullmatch(seat) is None:
        return f"{shown(seat)} is neither 'person' nor 'computer:' followed by a level name"
    return None


def _seats_from_data(data: dict[str, Any]) -> tuple[str, str]:
    if "seats" not in data:
        return (PERSON_SEAT, PERSON_SEAT)
    seats = data["seats"]
    if not isinstance(seats, list) or len(seats) != 2 or not all(isinstance(s, str) for s in seats):
        raise RecordError("'seats' must be a list of two seat texts", ProblemCode.RECORD_BAD_SEATS)
    for seat in seats:
        problem = seat_problem(seat)
        if problem:
            raise RecordError(f"the seat {problem}", ProblemCode.RECORD_BAD_SEAT, seat=shown(seat))
    return (seats[0], seats[1])


def _genders_from_data(data: dict[str, Any]) -> tuple[str, str] | None:
    if "genders" not in data:
        return None
    genders = data["genders"]
    if not isinstance(genders, list) or len(genders) != 2 or not all(g in GENDERS for g in genders):
        raise RecordError(
            "'genders' must be a list of two genders, each 'masculine' or 'feminine'", ProblemCode.RECORD_BAD_GENDERS
        )
    return (genders[0], genders[1])


def _closes_turn_in_version_1(action: Action) -> bool:
    return isinstance(action, Build | Use | Pass)


def record_from_data(data: Any) -> GameRecord:
    version, revision = _header(data)
    names = _names_from_data(data)
    seats = _seats_from_data(data)
    genders = _genders_from_data(data)
    components = _components_of(data)
    texts = data.get("actions")
    if not isinstance(texts, list):
        raise RecordError("'actions' must be a list of action texts", ProblemCode.RECORD_BAD_ACTIONS)
    if len(texts) > MAX_ACTIONS:
        raise RecordError(
            f"{len(texts)} actions are more than any game has", ProblemCode.RECORD_TOO_MANY_ACTIONS, count=len(texts)
        )
    actions = _checked_actions(texts, version, new_game(names, components, revision))
    return GameRecord(names, actions, components, revision, seats, genders)


def _names_from_data(data: dict[str, Any]) -> tuple[str, str]:
    players = data.get("players")
    if not isinstance(players, list) or len(players) != 2 or not all(isinstance(p, str) and p.strip() for p in players):
        raise RecordError("'players' must be a list of two non-empty names", ProblemCode.RECORD_BAD_PLAYERS)
    for name in players:
        coded = _coded_name_problem(name)
        if coded:
            problem, code = coded
            raise RecordError(f"the player name {shown(name)} {problem}", code, name=shown(name), limit=MAX_NAME_LENGTH)
    if players[0] == players[1]:
        raise RecordError("the two players must have different names", ProblemCode.RECORD_SAME_NAMES)
    return (players[0], players[1])


def _components_of(data: dict[str, Any]) -> Components:
    if "components" not in data:
        return BUILT_IN
    components, problems = components_from_data(data["components"])
    if problems:
        more = f" (and {len(problems) - 3} more)" if len(problems) > 3 else ""
        raise RecordError(
            "bad component data: " + "; ".join(str(p) for p in problems[:3]) + more,
            ProblemCode.RECORD_BAD_COMPONENTS,
            problems=tuple(problems[:3]),
            more=max(0, len(problems) - 3),
        )
    return components


def _checked_actions(texts: list[Any], version: int, state: GameState) -> tuple[Action, ...]:
    """The record's actions from the start ``state``, each decoded and checked in one pass, so the first bad
    action is named whatever is wrong with it."""
    actions: list[Action] = []
    for index, text in enumerate(texts):
        action = _decoded(text, index)
        if version == 1 and isinstance(action, End):
            raise RecordError("'end' does not exist in version 1 records", ProblemCode.RECORD_END_IN_VERSION_1, index)
        rejection = check(state, action)
        if rejection is not None:
            raise RecordError(
                f"{shown(text)} is not legal here ({rejection})",
                ProblemCode.RECORD_ILLEGAL_ACTION,
                index,
                action=shown(text),
                rejection=rejection,
            )
        state = apply(state, action, trusted=True).state
        actions.append(action)
        if version == 1 and _closes_turn_in_version_1(action):
            state = apply(state, End(), trusted=True).state
            actions.append(End())
    return tuple(actions)


def _decoded(text: Any, index: int) -> Action:
    if not isinstance(text, str):
        raise RecordError(
            f"expected an action text, found {shown(text)}",
            ProblemCode.RECORD_ACTION_NOT_TEXT,
            index,
            **found_params(text),
        )
    try:
        return decode(text)
    except ActionSyntaxError as error:
        raise RecordError(
            f"{shown(text)}: {error}",
            ProblemCode.RECORD_ACTION_SYNTAX,
            index,
            action=shown(text),
            detail=str(error),
        ) from None


def record_from_json(text: str) -> GameRecord:
    if len(text) > MAX_RECORD_CHARACTERS:
        raise RecordError(
            f"too large for a game record ({len(text) // 1024} KB)",
            ProblemCode.RECORD_TOO_LARGE,
            kilobytes=len(text) // 1024,
        )
    try:
        data = parse_json(text, MAX_DEPTH)
    except JsonInputError as error:
        raise RecordError(str(error), error.code, None, **error.params) from None
    return record_from_data(data)


def read_record_file(path: Path) -> GameRecord:
    """A record from a file; RecordError for anything that is not one (a pipe, a device, a huge file too)."""
    try:
        text = read_text_file(path, MAX_RECORD_CHARACTERS)
    except JsonInputError as error:
        raise RecordError(str(error), error.code, None, **error.params) from None
    return record_from_json(text)
