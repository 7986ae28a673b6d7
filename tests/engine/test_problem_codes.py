"""Every error about outside data carries a stable problem code and the parameters its sentence needs.

The English messages stay as they were (other tests match them); the code and the parameters
are what the interface words in Greek and Hungarian. The tables below raise every code there is.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from lehavre_desktop.engine import (
    BUILT_IN,
    GameRecord,
    PositionError,
    RecordError,
    position_from_data,
    read_record_file,
    record_from_json,
)
from lehavre_desktop.engine.goods import Good
from lehavre_desktop.engine.json_input import JsonInputError, parse_json, read_text_file
from lehavre_desktop.engine.problems import CodedError, ProblemCode
from lehavre_desktop.engine.record import (
    MAX_ACTIONS,
    MAX_NAME_LENGTH,
    MAX_RECORD_CHARACTERS,
    record_from_data,
    record_to_data,
)
from lehavre_desktop.engine.rejections import Reason, Rejection
from lehavre_desktop.session.component_store import load_user_components
from tests.fuzz.mutations import mutate
from tests.fuzz.odd_files import make_odd_file

P = ProblemCode


def fresh_record(**changes: Any) -> dict[str, Any]:
    data = record_to_data(GameRecord(("Ann", "Ben")))
    data.update(changes)
    return data


def without(key: str) -> dict[str, Any]:
    data = fresh_record()
    del data[key]
    return data


BAD_RECORDS: list[tuple[str, Any, ProblemCode, dict[str, object]]] = [
    ("not an object", [1, 2], P.RECORD_NOT_OBJECT, {}),
    ("other format", fresh_record(format="chess"), P.RECORD_WRONG_FORMAT, {}),
    ("version 3", fresh_record(version=3), P.RECORD_UNSUPPORTED_VERSION, {"version": 3}),
    ("version text", fresh_record(version="2"), P.RECORD_UNSUPPORTED_VERSION, {}),
    ("revision 7", fresh_record(rules_revision=7), P.RECORD_BAD_RULES_REVISION, {}),
    ("seats not a list", fresh_record(seats="person"), P.RECORD_BAD_SEATS, {}),
    ("a robot seat", fresh_record(seats=["person", "robot"]), P.RECORD_BAD_SEAT, {"seat": '"robot"'}),
    ("one player", fresh_record(players=["Ann"]), P.RECORD_BAD_PLAYERS, {}),
    ("long name", fresh_record(players=["A" * 41, "Ben"]), P.RECORD_NAME_TOO_LONG, {"limit": MAX_NAME_LENGTH}),
    ("lone surrogate", fresh_record(players=["Ann\ud800", "Ben"]), P.RECORD_NAME_NOT_TEXT, {}),
    ("control character", fresh_record(players=["Ann\x07", "Ben"]), P.RECORD_NAME_CONTROL_CHARACTERS, {}),
    ("same names", fresh_record(players=["Ann", "Ann"]), P.RECORD_SAME_NAMES, {}),
    ("one gender", fresh_record(genders=["feminine"]), P.RECORD_BAD_GENDERS, {}),
    ("unknown gender", fresh_record(genders=["feminine", "neuter"]), P.RECORD_BAD_GENDERS, {}),
    (
        "bad components",
        fresh_record(
            components={"buildings": {"pier": {"value": -1}, "kiln": {"cost": {}}, "zoo": {"letter": "Z"}, "castle": 3}}
        ),
        P.RECORD_BAD_COMPONENTS,
        {"more": 1},
    ),
    ("actions not a list", fresh_record(actions="build pier"), P.RECORD_BAD_ACTIONS, {}),
    (
        "too many actions",
        fresh_record(actions=["end"] * (MAX_ACTIONS + 1)),
        P.RECORD_TOO_MANY_ACTIONS,
        {"count": MAX_ACTIONS + 1},
    ),
    ("action not text", fresh_record(actions=[7]), P.RECORD_ACTION_NOT_TEXT, {"index": 0, "found": "7"}),
    (
        "action misspelt",
        fresh_record(actions=["fly pier"]),
        P.RECORD_ACTION_SYNTAX,
        {"index": 0, "action": '"fly pier"'},
    ),
    (
        "end in version 1",
        {**without("seats"), "version": 1, "actions": ["end"]},
        P.RECORD_END_IN_VERSION_1,
        {"index": 0},
    ),
    ("illegal action", fresh_record(actions=["end"]), P.RECORD_ILLEGAL_ACTION, {"index": 0, "action": '"end"'}),
]


@pytest.mark.parametrize(("data", "code", "params"), [c[1:] for c in BAD_RECORDS], ids=[c[0] for c in BAD_RECORDS])
def test_a_bad_record_names_its_problem(data: Any, code: ProblemCode, params: dict[str, object]) -> None:
    with pytest.raises(RecordError) as caught:
        record_from_data(data)
    assert caught.value.code is code, str(caught.value)
    assert {key: caught.value.params.get(key) for key in params} == params


def test_an_illegal_action_carries_the_engines_rejection() -> None:
    with pytest.raises(RecordError) as caught:
        record_from_data(fresh_record(actions=["end"]))
    rejection = caught.value.params["rejection"]
    assert isinstance(rejection, Rejection) and rejection.reason is Reason.MUST_ACT_FIRST
    assert str(caught.value).startswith("action 0: ")  # the English message is unchanged


def test_bad_component_data_in_a_record_carries_the_first_problems() -> None:
    with pytest.raises(RecordError) as caught:
        record_from_data(fresh_record(components={"buildings": {"pier": {"value": -1}}}))
    problems = caught.value.params["problems"]
    assert isinstance(problems, tuple) and len(problems) == 1
    assert problems[0].code is P.COMPONENT_OUT_OF_RANGE and problems[0].where == "buildings.pier.value"
    assert dict(problems[0].params) == {"value": -1, "low": 0, "high": 1000}


BAD_JSON: list[tuple[str, str, ProblemCode, dict[str, object]]] = [
    ("cut short", '{"format": ', P.JSON_INVALID, {"line": 1, "column": 12}),
    ("second line", '{\n  "a": tru}', P.JSON_INVALID, {"line": 2, "column": 8}),
    ("duplicate key", '{"a": 1, "a": 2}', P.JSON_DUPLICATE_KEY, {"key": '"a"'}),
    ("long number", '{"a": 1234567890123}', P.JSON_NUMBER_TOO_LONG, {"limit": 12}),
    ("not a number", '{"a": NaN}', P.JSON_NOT_A_NUMBER, {"text": "NaN"}),
    ("deep", "[" * 40 + "]" * 40, P.JSON_TOO_DEEP, {"limit": 8}),
    ("too large", " " * (MAX_RECORD_CHARACTERS + 1), P.RECORD_TOO_LARGE, {"kilobytes": 1024}),
]


@pytest.mark.parametrize(("text", "code", "params"), [c[1:] for c in BAD_JSON], ids=[c[0] for c in BAD_JSON])
def test_bad_json_names_its_problem(text: str, code: ProblemCode, params: dict[str, object]) -> None:
    with pytest.raises(RecordError) as caught:
        record_from_json(text)
    assert caught.value.code is code, str(caught.value)
    assert {key: caught.value.params.get(key) for key in params} == params


def test_json_that_recursion_cannot_parse_is_invalid_with_no_place() -> None:
    with pytest.raises(JsonInputError) as caught:
        parse_json("[" * 100_000, max_depth=200_000)
    assert caught.value.code is P.JSON_INVALID and "line" not in caught.value.params


@pytest.mark.parametrize(
    ("kind", "code"), [("fifo", P.FILE_NOT_REGULAR), ("directory", P.FILE_NOT_REGULAR), ("huge", P.FILE_TOO_LARGE)]
)
def test_a_file_that_is_no_saved_game_names_its_problem(tmp_path: Path, kind: str, code: ProblemCode) -> None:
    path = tmp_path / "odd.lhip.json"
    make_odd_file(path, kind)
    with pytest.raises(RecordError) as caught:
        read_record_file(path)
    assert caught.value.code is code


def test_a_missing_file_carries_the_systems_error_number(tmp_path: Path) -> None:
    with pytest.raises(RecordError) as caught:
        read_record_file(tmp_path / "gone.lhip.json")
    assert caught.value.code is P.FILE_UNREADABLE and caught.value.params["errno"] == 2


def test_a_file_that_is_not_text_names_its_problem(tmp_path: Path) -> None:
    path = tmp_path / "bytes.lhip.json"
    path.write_bytes(b"\xff\xfe\x81")
    with pytest.raises(JsonInputError) as caught:
        read_text_file(path, 1000)
    assert caught.value.code is P.FILE_NOT_UTF8


BAD_COMPONENTS: list[tuple[str, Any, str, ProblemCode, dict[str, object]]] = [
    ("not an object", [1], "(file)", P.COMPONENT_FILE_NOT_OBJECT, {}),
    ("unknown section", {"tiles": {}}, "tiles", P.COMPONENT_UNKNOWN_SECTION, {}),
    ("buildings a list", {"buildings": []}, "buildings", P.COMPONENT_BUILDINGS_NOT_OBJECT, {}),
    ("unknown building", {"buildings": {"castle": {}}}, "buildings.castle", P.COMPONENT_UNKNOWN_BUILDING, {}),
    (
        "text value",
        {"buildings": {"pier": {"value": "x"}}},
        "buildings.pier.value",
        P.COMPONENT_NOT_WHOLE_NUMBER,
        {"found": '"x"'},
    ),
    (
        "value too high",
        {"buildings": {"pier": {"value": 5000}}},
        "buildings.pier.value",
        P.COMPONENT_OUT_OF_RANGE,
        {"value": 5000, "low": 0, "high": 1000},
    ),
    ("entry a number", {"buildings": {"pier": 3}}, "buildings.pier", P.COMPONENT_NOT_OBJECT, {"found": "3"}),
    (
        "unknown field",
        {"buildings": {"pier": {"colour": "red"}}},
        "buildings.pier",
        P.COMPONENT_UNKNOWN_FIELDS,
        {"fields": "colour"},
    ),
    (
        "provenance",
        {"buildings": {"pier": {"cost_provenance": "guessed"}}},
        "buildings.pier.cost_provenance",
        P.COMPONENT_BAD_PROVENANCE,
        {"found": '"guessed"'},
    ),
    ("free", {"buildings": {"pier": {"cost": {"wood": 0}}}}, "buildings.pier.cost", P.COMPONENT_FREE_BUILDING, {}),
    (
        "unknown good",
        {"buildings": {"pier": {"value": {"per_good": "gold"}}}},
        "buildings.pier.value.per_good",
        P.COMPONENT_UNKNOWN_GOOD,
        {"found": '"gold"'},
    ),
    ("value form", {"buildings": {"pier": {"value": {"each": 2}}}}, "buildings.pier.value", P.COMPONENT_BAD_VALUE, {}),
    (
        "value kind",
        {"buildings": {"dock": {"value": 20}}},
        "buildings.dock.value",
        P.COMPONENT_VALUE_KIND,
        {"kind": "per_dock_symbol"},
    ),
    (
        "letter",
        {"buildings": {"pier": {"letter": "Z"}}},
        "buildings.pier.letter",
        P.COMPONENT_BAD_LETTER,
        {"found": '"Z"'},
    ),
    ("cell form", {"warehouse": {"missing": [[1]]}}, "warehouse.missing", P.COMPONENT_BAD_CELL, {"found_list": 1}),
    ("missing a number", {"warehouse": {"missing": 3}}, "warehouse.missing", P.COMPONENT_MISSING_NOT_LIST, {}),
    (
        "cell off the grid",
        {"warehouse": {"missing": [[9, 9]]}},
        "warehouse.missing",
        P.COMPONENT_CELL_OFF_GRID,
        {"cell": "[9, 9]"},
    ),
    ("cell twice", {"warehouse": {"missing": [[5, 5], [5, 5]]}}, "warehouse.missing", P.COMPONENT_CELL_TWICE, {}),
    (
        "start off the grid",
        {"warehouse": {"missing": [[0, 4]]}},
        "warehouse.start.fish",
        P.COMPONENT_START_OFF_GRID,
        {"cell": "[0, 4]"},
    ),
    (
        "start amount",
        {"warehouse": {"start": {"fish": [0, 5]}}},
        "warehouse.start.fish",
        P.COMPONENT_START_AMOUNT,
        {"cell": "[0, 5]", "amount": 5, "good": Good.FISH},
    ),
    ("no empty cell", {"warehouse": {"missing": [[0, 0]]}}, "warehouse.missing", P.COMPONENT_NO_EMPTY_CELL, {}),
]


@pytest.mark.parametrize(
    ("content", "where", "code", "params"), [c[1:] for c in BAD_COMPONENTS], ids=[c[0] for c in BAD_COMPONENTS]
)
def test_a_bad_component_entry_names_its_problem(
    tmp_path: Path, content: Any, where: str, code: ProblemCode, params: dict[str, object]
) -> None:
    path = tmp_path / "components.json"
    path.write_text(json.dumps(content), encoding="utf-8")
    components, problems = load_user_components(path)
    assert len(problems) == 1, problems
    problem = problems[0]
    assert (problem.where, problem.code) == (where, code), problem
    assert {key: problem.params.get(key) for key in params} == params
    assert components == BUILT_IN


def test_an_unreadable_component_file_carries_why(tmp_path: Path) -> None:
    path = tmp_path / "components.json"
    path.write_text('{"buildings": ', encoding="utf-8")
    _, problems = load_user_components(path)
    inner = problems[0].params["problem"]
    assert problems[0].code is P.COMPONENT_UNREADABLE
    assert isinstance(inner, CodedError) and inner.code is P.JSON_INVALID


def player(**entries: Any) -> dict[str, Any]:
    return {"name": "Ann", **entries}


def position(first: Any = None, **entries: Any) -> dict[str, Any]:
    return {"round": "C", "players": [player() if first is None else first, {"name": "Ben"}], **entries}


BAD_POSITIONS: list[tuple[str, Any, ProblemCode, dict[str, object]]] = [
    ("not an object", [1], P.POSITION_NOT_OBJECT, {}),
    ("player not an object", position(first=3), P.POSITION_NOT_OBJECT, {"player": 1}),
    ("goods not an object", position(player(goods=[1])), P.POSITION_NOT_OBJECT, {"player": 1, "entry": "goods"}),
    ("unknown entry", position(colour="red"), P.POSITION_UNKNOWN_ENTRIES, {"entries": "colour"}),
    ("unknown player entry", position(player(age=9)), P.POSITION_UNKNOWN_ENTRIES, {"entries": "age", "player": 1}),
    ("round", position(round="Q"), P.POSITION_BAD_ROUND, {"letters": "ABCDEFGHIJKL"}),
    ("one player", {"players": [{}]}, P.POSITION_BAD_PLAYERS, {}),
    ("same names", {"players": [{"name": "Ann"}, {"name": "Ann"}]}, P.POSITION_SAME_NAMES, {}),
    ("empty name", position(player(name=" ")), P.POSITION_BAD_NAME, {"player": 1}),
    ("negative francs", position(player(francs=-1)), P.POSITION_BAD_FRANCS, {"player": 1}),
    ("unknown good", position(player(goods={"gold": 1})), P.POSITION_UNKNOWN_GOOD, {"player": 1, "good": "gold"}),
    (
        "too much",
        position(player(goods={"fish": 99})),
        P.POSITION_WAREHOUSE_CANNOT_HOLD,
        {"player": 1, "good": Good.FISH, "amount": 99},
    ),
    ("cell form", position(player(goods={"fish": [1]})), P.POSITION_BAD_CELL_FORM, {"player": 1, "good": Good.FISH}),
    ("not a cell", position(player(goods={"fish": "two"})), P.POSITION_NOT_A_CELL, {"cell": "two"}),
    ("cell off", position(player(goods={"fish": "9.9"})), P.POSITION_CELL_OFF_WAREHOUSE, {"cell": "9.9"}),
    (
        "sector",
        position(player(wheel={"wood_company": "7"})),
        P.POSITION_BAD_SECTOR,
        {"player": 1, "building": "wood_company"},
    ),
    (
        "beside not a list",
        position(player(beside="zoo")),
        P.POSITION_NOT_BUILDING_LIST,
        {"player": 1, "entry": "beside"},
    ),
    (
        "unknown building",
        position(player(wheel={"castle": "2"})),
        P.POSITION_UNKNOWN_BUILDING,
        {"player": 1, "entry": "wheel", "building": "castle"},
    ),
    (
        "unknown in supply",
        position(supply=["castle"]),
        P.POSITION_UNKNOWN_BUILDING,
        {"entry": "supply", "building": "castle"},
    ),
    (
        "lock on the wheel",
        position(round="L", players=[player(wheel={"zoo": "2"}), {"name": "Ben"}]),
        P.POSITION_LOCK_ON_WHEEL,
        {"building": "zoo"},
    ),
    (
        "not a lock beside",
        position(player(beside=["wood_company"])),
        P.POSITION_NOT_LOCK_BESIDE,
        {"building": "wood_company"},
    ),
    (
        "unknown building id",
        position(round="A", players=[player(wheel={"zoo_annex": "2"}), {"name": "Ben"}]),
        P.POSITION_UNKNOWN_BUILDING,
        {"building": "zoo_annex"},
    ),
    (
        "owned twice",
        position(round="A", players=[player(wheel={"clay_mound": "2"}), {"name": "Ben", "wheel": {"clay_mound": "3"}}]),
        P.POSITION_OWNED_TWICE,
        {"buildings": ("clay_mound",)},
    ),
    ("supply twice", position(round="A", supply=["clay_mound", "clay_mound"]), P.POSITION_SUPPLY_TWICE, {}),
    ("acted", position(acted="yes"), P.POSITION_BAD_ACTED, {}),
    ("revision", position(rules_revision=9), P.POSITION_BAD_RULES_REVISION, {"revisions": "1, 2"}),
    ("to act", position(to_act="Cleo"), P.POSITION_BAD_TO_ACT, {}),
    ("turns taken", position(turns_taken=99), P.POSITION_BAD_TURNS_TAKEN, {}),
    ("not their turn", position(turns_taken=1, to_act="Ann"), P.POSITION_NOT_THEIR_TURN, {"taken": 1, "round": "C"}),
]


@pytest.mark.parametrize(("data", "code", "params"), [c[1:] for c in BAD_POSITIONS], ids=[c[0] for c in BAD_POSITIONS])
def test_a_bad_position_names_its_problem(data: Any, code: ProblemCode, params: dict[str, object]) -> None:
    with pytest.raises(PositionError) as caught:
        position_from_data(data)
    assert caught.value.code is code, str(caught.value)
    assert {key: caught.value.params.get(key) for key in params} == params


def test_the_supply_rules_name_their_problem() -> None:
    """Positions built from a real supply: an owned building in it, one not yet entered, one left out."""
    cases = [
        (
            position(round="A", players=[player(wheel={"clay_mound": "2"}), {"name": "Ben"}], supply=["clay_mound"]),
            P.POSITION_SUPPLY_OWNED,
        ),
        (position(round="A", supply=["zoo"]), P.POSITION_SUPPLY_NOT_ENTERED),
        (position(round="A", supply=[]), P.POSITION_SUPPLY_LEFT_OUT),
    ]
    for data, code in cases:
        with pytest.raises(PositionError) as caught:
            position_from_data(data)
        assert caught.value.code is code, str(caught.value)


def test_a_building_that_has_not_entered_names_the_rounds() -> None:
    late = next(b for b in BUILT_IN.buildings if b.round_index > 0 and not b.is_lock)
    with pytest.raises(PositionError) as caught:
        position_from_data(position(round="A", players=[player(wheel={late.id: "2"}), {"name": "Ben"}]))
    assert caught.value.code is P.POSITION_NOT_ENTERED
    assert dict(caught.value.params) == {"player": 1, "building": late.id, "letter": late.letter, "round": "A"}


def test_every_refused_mutation_of_a_saved_game_has_a_code(tmp_path: Path) -> None:
    original = json.dumps(fresh_record(actions=["pass", "end"])).encode("utf-8")
    refused = 0
    for seed in range(300):
        _, data = mutate(original, random.Random(seed))
        path = tmp_path / "case.lhip.json"
        path.write_bytes(data)
        try:
            read_record_file(path)
        except RecordError as error:
            refused += 1
            assert isinstance(error.code, ProblemCode), (seed, str(error))
    assert refused > 100


# The codes the single tests above check, besides the tables.
CHECKED_ALONE = {
    P.FILE_NOT_REGULAR,
    P.FILE_TOO_LARGE,
    P.FILE_UNREADABLE,
    P.FILE_NOT_UTF8,
    P.COMPONENT_UNREADABLE,
    P.POSITION_SUPPLY_OWNED,
    P.POSITION_SUPPLY_NOT_ENTERED,
    P.POSITION_SUPPLY_LEFT_OUT,
    P.POSITION_NOT_ENTERED,
}


def test_every_code_is_checked() -> None:
    tables = [case[-2] for case in BAD_RECORDS + BAD_JSON + BAD_POSITIONS] + [case[-2] for case in BAD_COMPONENTS]
    assert set(ProblemCode) - set(tables) - CHECKED_ALONE == set()
