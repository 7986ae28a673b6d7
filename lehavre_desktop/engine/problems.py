"""What is wrong with data from outside, as a stable code and its numbers and quoted words.

A saved game, a file of component corrections or a position description can be wrong in
many ways. Each error the engine raises for one keeps its English message (for logs and
the command line) and also carries a ``ProblemCode`` and the parameters that sentence
needs, so that an interface can say the same in any language. Parameters are plain data
(numbers, short quoted texts, tuples of them), or a nested problem or rejection that the
interface words in its turn. Codes are stable, like rule ids. A parameter ``found`` quotes
a value found where another was expected; a list or an object found there is given by its
size instead, as ``found_list`` or ``found_object``.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType


class ProblemCode(StrEnum):
    # Reading a file.
    FILE_UNREADABLE = "file.unreadable"  # reason: the system's words; errno
    FILE_NOT_REGULAR = "file.not_regular"
    FILE_TOO_LARGE = "file.too_large"  # kilobytes: the limit
    FILE_NOT_UTF8 = "file.not_utf8"
    # Reading JSON.
    JSON_TOO_DEEP = "json.too_deep"  # limit
    JSON_DUPLICATE_KEY = "json.duplicate_key"  # key
    JSON_NUMBER_TOO_LONG = "json.number_too_long"  # limit: digits
    JSON_NOT_A_NUMBER = "json.not_a_number"  # text: NaN or Infinity
    JSON_INVALID = "json.invalid"  # line, column (both absent when not known)
    # A game record.
    RECORD_TOO_LARGE = "record.too_large"  # kilobytes: the size found
    RECORD_NOT_OBJECT = "record.not_object"
    RECORD_WRONG_FORMAT = "record.wrong_format"
    RECORD_UNSUPPORTED_VERSION = "record.unsupported_version"  # version: the number, or absent
    RECORD_BAD_RULES_REVISION = "record.bad_rules_revision"
    RECORD_BAD_SEATS = "record.bad_seats"
    RECORD_BAD_SEAT = "record.bad_seat"  # seat
    RECORD_BAD_GENDERS = "record.bad_genders"
    RECORD_BAD_PLAYERS = "record.bad_players"
    RECORD_NAME_TOO_LONG = "record.name_too_long"  # name, limit
    RECORD_NAME_NOT_TEXT = "record.name_not_text"  # name
    RECORD_NAME_CONTROL_CHARACTERS = "record.name_control_characters"  # name
    RECORD_SAME_NAMES = "record.same_names"
    RECORD_BAD_COMPONENTS = "record.bad_components"  # problems: the first ComponentProblems; more: how many else
    RECORD_BAD_ACTIONS = "record.bad_actions"
    RECORD_TOO_MANY_ACTIONS = "record.too_many_actions"  # count
    RECORD_ACTION_NOT_TEXT = "record.action_not_text"  # found
    RECORD_ACTION_SYNTAX = "record.action_syntax"  # action, detail: the parser's English words
    RECORD_END_IN_VERSION_1 = "record.end_in_version_1"
    RECORD_ILLEGAL_ACTION = "record.illegal_action"  # action, rejection: the engine's Rejection
    # An entry of the component data (its place is the ComponentProblem's ``where``).
    COMPONENT_UNREADABLE = "component.unreadable"  # problem: why the file cannot be read
    COMPONENT_FILE_NOT_OBJECT = "component.file_not_object"
    COMPONENT_UNKNOWN_SECTION = "component.unknown_section"
    COMPONENT_BUILDINGS_NOT_OBJECT = "component.buildings_not_object"
    COMPONENT_UNKNOWN_BUILDING = "component.unknown_building"
    COMPONENT_NOT_WHOLE_NUMBER = "component.not_whole_number"  # found
    COMPONENT_OUT_OF_RANGE = "component.out_of_range"  # value, low, high
    COMPONENT_NOT_OBJECT = "component.not_object"  # found
    COMPONENT_UNKNOWN_FIELDS = "component.unknown_fields"  # fields, known
    COMPONENT_BAD_PROVENANCE = "component.bad_provenance"  # found
    COMPONENT_FREE_BUILDING = "component.free_building"
    COMPONENT_UNKNOWN_GOOD = "component.unknown_good"  # found
    COMPONENT_BAD_VALUE = "component.bad_value"
    COMPONENT_VALUE_KIND = "component.value_kind"  # kind: fixed, per_good or per_dock_symbol; good: of per_good
    COMPONENT_BAD_LETTER = "component.bad_letter"  # found
    COMPONENT_BAD_CELL = "component.bad_cell"  # found
    COMPONENT_MISSING_NOT_LIST = "component.missing_not_list"
    COMPONENT_CELL_OFF_GRID = "component.cell_off_grid"  # cell, rows, cols
    COMPONENT_CELL_TWICE = "component.cell_twice"
    COMPONENT_START_OFF_GRID = "component.start_off_grid"  # cell
    COMPONENT_START_AMOUNT = "component.start_amount"  # cell, amount, expected, good
    COMPONENT_NO_EMPTY_CELL = "component.no_empty_cell"
    # A position description; "player" (1 or 2) names the player entry it is found in.
    POSITION_NOT_OBJECT = "position.not_object"  # player, entry: where it is (both absent: the whole)
    POSITION_UNKNOWN_ENTRIES = "position.unknown_entries"  # entries, player
    POSITION_BAD_ROUND = "position.bad_round"  # letters
    POSITION_BAD_PLAYERS = "position.bad_players"
    POSITION_SAME_NAMES = "position.same_names"
    POSITION_BAD_NAME = "position.bad_name"  # player
    POSITION_BAD_FRANCS = "position.bad_francs"  # player
    POSITION_UNKNOWN_GOOD = "position.unknown_good"  # player, good
    POSITION_WAREHOUSE_CANNOT_HOLD = "position.warehouse_cannot_hold"  # player, good, amount
    POSITION_BAD_CELL_FORM = "position.bad_cell_form"  # player, good
    POSITION_NOT_A_CELL = "position.not_a_cell"  # player, good, cell
    POSITION_CELL_OFF_WAREHOUSE = "position.cell_off_warehouse"  # player, good, cell
    POSITION_BAD_SECTOR = "position.bad_sector"  # player, building, sectors
    POSITION_NOT_BUILDING_LIST = "position.not_building_list"  # entry, player
    POSITION_UNKNOWN_BUILDING = "position.unknown_building"  # building, entry, player
    POSITION_LOCK_ON_WHEEL = "position.lock_on_wheel"  # player, building
    POSITION_NOT_LOCK_BESIDE = "position.not_lock_beside"  # player, building
    POSITION_NOT_ENTERED = "position.not_entered"  # player, building, letter, round
    POSITION_OWNED_TWICE = "position.owned_twice"  # buildings
    POSITION_SUPPLY_TWICE = "position.supply_twice"  # building
    POSITION_SUPPLY_OWNED = "position.supply_owned"  # building
    POSITION_SUPPLY_NOT_ENTERED = "position.supply_not_entered"  # building, round
    POSITION_SUPPLY_LEFT_OUT = "position.supply_left_out"  # buildings
    POSITION_BAD_ACTED = "position.bad_acted"
    POSITION_BAD_RULES_REVISION = "position.bad_rules_revision"  # revisions
    POSITION_BAD_TO_ACT = "position.bad_to_act"
    POSITION_BAD_TURNS_TAKEN = "position.bad_turns_taken"  # top
    POSITION_NOT_THEIR_TURN = "position.not_their_turn"  # taken, round, name


Params = Mapping[str, object]


def frozen_params(params: Mapping[str, object]) -> Params:
    """A read-only copy: a problem says what it found and nobody changes that afterwards."""
    return MappingProxyType(dict(params))


class CodedError(ValueError):
    """An error about outside data with its English message, its code and the code's parameters."""

    def __init__(self, message: str, code: ProblemCode, **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = frozen_params(params)
