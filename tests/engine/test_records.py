"""Game records: versioned JSON, replay, and the errors of a bad record."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest

from lehavre_desktop.engine import (
    BUILT_IN,
    Build,
    Cost,
    GameRecord,
    GameState,
    Pass,
    RecordError,
    Sell,
    apply,
    new_game,
    outcome,
    record_from_json,
    record_to_json,
    replay,
)
from lehavre_desktop.engine.catalog import FixedValue
from lehavre_desktop.engine.random_play import PlayedGame, play_random_game, random_action

NAMES = ("Ann", "Ben")


def played(seed: int) -> PlayedGame:
    return play_random_game(random.Random(seed), names=NAMES)


def record_data(seed: int) -> dict[str, Any]:
    game = played(seed)
    data: dict[str, Any] = json.loads(record_to_json(GameRecord(NAMES, game.actions)))
    return data


def load(data: Any) -> GameRecord:
    return record_from_json(json.dumps(data))


# ---- round trip ------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(15))
def test_record_json_record_replay_reproduces_the_final_state(seed: int) -> None:
    game = played(seed)
    record = GameRecord(NAMES, game.actions)
    text = record_to_json(record)
    loaded = record_from_json(text)
    assert loaded == record
    assert record_to_json(loaded) == text
    result = replay(loaded)
    assert len(result.transitions) == len(game.actions)
    assert result.final == game.final
    assert result.final.finished
    assert outcome(result.final) == game.outcome


def test_replay_reproduces_every_intermediate_state() -> None:
    rng = random.Random(99)
    state = new_game(NAMES)
    states: list[GameState] = [state]
    actions = []
    while not state.finished:
        action = random_action(state, rng)
        actions.append(action)
        state = apply(state, action).state
        states.append(state)
    result = replay(record_from_json(record_to_json(GameRecord(NAMES, tuple(actions)))))
    assert result.initial == new_game(NAMES)
    assert result.states() == states


def test_record_of_a_game_in_progress_round_trips() -> None:
    game = played(4)
    half = GameRecord(NAMES, game.actions[:30])
    result = replay(record_from_json(record_to_json(half)))
    assert not result.final.finished
    assert result.final == replay(half).final
    empty = record_from_json(record_to_json(GameRecord(NAMES)))
    assert replay(empty).final == new_game(NAMES)


def test_record_keeps_a_corrected_component_table() -> None:
    """A game played on a corrected table replays on that table, not on the built-in one."""
    pier = replace(BUILT_IN.by_id["pier"], letter="A", cost=Cost(wood=1))
    zoo = replace(BUILT_IN.by_id["zoo"], value=FixedValue(40))
    table = replace(BUILT_IN, buildings=tuple({"pier": pier, "zoo": zoo}.get(b.id, b) for b in BUILT_IN.buildings))
    for seed in (1, 2, 3):
        game = play_random_game(random.Random(seed), table, NAMES)
        loaded = record_from_json(record_to_json(GameRecord(NAMES, game.actions, table)))
        assert loaded.components == table
        assert replay(loaded).final == game.final


def test_record_json_is_versioned() -> None:
    data = record_data(0)
    assert data["format"] == "lehavre-inland-port-record"
    assert data["version"] == 1
    assert data["players"] == list(NAMES)
    assert all(isinstance(text, str) for text in data["actions"])


# ---- errors ----------------------------------------------------------------------------


def test_wrong_format() -> None:
    data = record_data(0)
    data["format"] = "le-havre-big-game-record"
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index is None
    del data["format"]
    with pytest.raises(RecordError):
        load(data)


@pytest.mark.parametrize("version", [0, 2, "1", 1.5, None, True, 1.0])
def test_wrong_version(version: Any) -> None:
    data = record_data(0)
    data["version"] = version
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index is None


def test_two_players_with_the_same_name_are_refused() -> None:
    data = record_data(0)
    data["players"] = ["Ann", "Ann"]
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index is None


def test_missing_version() -> None:
    data = record_data(0)
    del data["version"]
    with pytest.raises(RecordError):
        load(data)


@pytest.mark.parametrize("text", ["", "{", "not json", '{"format": "lehavre-inland-port-record",'])
def test_bad_json(text: str) -> None:
    with pytest.raises(RecordError) as caught:
        record_from_json(text)
    assert caught.value.index is None


def test_truncated_record_file() -> None:
    text = record_to_json(GameRecord(NAMES, played(0).actions))
    with pytest.raises(RecordError):
        record_from_json(text[: len(text) // 2])


@pytest.mark.parametrize("top", ["[]", "5", '"record"', "null"])
def test_not_an_object(top: str) -> None:
    with pytest.raises(RecordError):
        record_from_json(top)


@pytest.mark.parametrize("players", [["Ann"], ["Ann", "Ben", "Cy"], ["Ann", ""], ["Ann", "  "], ["Ann", 5],
                                     "Ann,Ben", None, {"0": "Ann", "1": "Ben"}])
def test_bad_players(players: Any) -> None:
    data = record_data(0)
    data["players"] = players
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index is None


def test_missing_players() -> None:
    data = record_data(0)
    del data["players"]
    with pytest.raises(RecordError):
        load(data)


@pytest.mark.parametrize("change", ["bad_letter", "free_building", "unknown_building", "bad_start", "not_an_object"])
def test_bad_component_data(change: str) -> None:
    data = record_data(0)
    components = data["components"]
    if change == "bad_letter":
        components["buildings"]["pier"]["letter"] = "Z"
    elif change == "free_building":
        components["buildings"]["pier"]["cost"] = {}
    elif change == "unknown_building":
        components["buildings"]["castle"] = {"letter": "A", "cost": {"wood": 1}, "value": 2}
    elif change == "bad_start":
        components["warehouse"]["start"]["fish"] = [0, 5]
    else:
        data["components"] = ["pier"]
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index is None


@pytest.mark.parametrize("actions", [None, "build kiln", {"0": "pass"}])
def test_actions_not_a_list(actions: Any) -> None:
    data = record_data(0)
    data["actions"] = actions
    with pytest.raises(RecordError):
        load(data)


@pytest.mark.parametrize("bad", ["build kiln pay", "fly away", "", "use marketplace fish*0", 7, None, ["pass"]])
def test_malformed_action_names_its_index(bad: Any) -> None:
    data = record_data(0)
    data["actions"][5] = bad
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == 5
    assert "action 5" in str(caught.value)


def test_illegal_action_names_its_index() -> None:
    """Pont de Normandie enters in round K (§3.2); early in the game it cannot be built."""
    data = record_data(0)
    data["actions"][6] = "build pont_de_normandie"
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == 6
    assert "action 6" in str(caught.value)
    assert "build.available" in str(caught.value)


def test_pass_when_a_build_is_possible_is_illegal() -> None:
    """§15.3: pass is offered only when no build or use is possible; at the start every player can build."""
    data = record_data(0)
    data["actions"][0] = "pass"
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == 0


def test_illegal_payment_names_its_index() -> None:
    """Replace the first build that pays goods with one paid by moving a marker up to 20 (row 15, +5)."""
    game = played(0)
    index = next(i for i, a in enumerate(game.actions) if isinstance(a, Build) and a.payment)
    data = record_data(0)
    first = game.actions[index]
    assert isinstance(first, Build)
    good = first.payment[0].good.value
    data["actions"][index] = f"build {first.building} pay {good}@5.5"
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == index


def test_selling_a_building_one_does_not_own_is_illegal() -> None:
    data = record_data(0)
    # At the very start nobody owns anything.
    data["actions"][0] = Sell("clay_mound").text()
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == 0


def test_action_after_the_end_is_illegal() -> None:
    data = record_data(0)
    count = len(data["actions"])
    data["actions"].append(Pass().text())
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == count


def test_first_of_several_bad_actions_is_named() -> None:
    data = record_data(0)
    data["actions"][9] = "build pont_de_normandie"
    data["actions"][20] = "build pont_de_normandie"
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == 9

    data = record_data(0)
    data["actions"][9] = "fly away"
    data["actions"][20] = "fly away"
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == 9


def test_illegal_action_before_a_malformed_one_is_named_first() -> None:
    """Action 4 is illegal and action 8 malformed: the first bad action is 4."""
    data = record_data(0)
    data["actions"][4] = "build pont_de_normandie"
    data["actions"][8] = "build kiln pay"
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == 4
