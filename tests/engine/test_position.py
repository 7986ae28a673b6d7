"""The position builder: a readable description -> a state (``position_from_data``), a state -> its
description (``describe_position``), and a clear ``PositionError`` for every description that gives
no possible position.

Numbers from the rules specification: §3.2 round table (turns before round K: 3+3+3+5+5+5+7+7+7+9 = 54,
so turn 54 + t of round K is seat t mod 2), §6.1 sector labels 0, 2, 3, 4, 4+ (ages 0..4), §7 / §15.1
warehouse (cell ROW.COL holds 3 * ROW + COL; rows and columns 0..5), §10 / §15.2 letters.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from lehavre_desktop.engine import (
    Cell,
    GameState,
    Good,
    PositionError,
    RandomPlayer,
    apply,
    describe_position,
    legal_actions,
    new_game,
    position_from_data,
)

F, C, W, G = Good.FISH, Good.CLAY, Good.WOOD, Good.GRAIN

# A full description in the builder's own form (what describe_position gives back): round K, three
# turns taken, so seat 1 (Max) is to act; every entry given.
FULL: dict[str, Any] = {
    "round": "K",
    "turns_taken": 3,
    "to_act": "Max",
    "acted": True,
    "rules_revision": 2,
    "players": [
        {
            "name": "Emma",
            "francs": 5,
            "goods": {"fish": "2.0", "clay": "0.3", "wood": "1.2", "grain": "0.0"},
            "wheel": {"kiln": "0", "wood_company": "3", "pier": "4+"},
            "beside": ["town_hall"],
        },
        {
            "name": "Max",
            "francs": 0,
            "goods": {"fish": "5.5", "clay": "3.1", "wood": "0.0", "grain": "4.4"},
            "wheel": {"clay_mound": "2", "farm": "4", "guild_hall": "0"},
            "beside": ["fish_factory", "zoo"],
        },
    ],
    "supply": [
        "smokehouse",
        "grocery_store",
        "hardware_store",
        "farmland",
        "bakehouse",
        "wood_trader",
        "restaurant",
        "fish_market",
        "building_firm",
        "marketplace",
        "church_square",
        "weekly_market",
        "sawmill",
        "masons_guild",
        "business_office",
        "craftsmens_yard",
        "shipping_line",
        "wood_factory",
        "pont_de_normandie",
    ],
}


def full() -> dict[str, Any]:
    return copy.deepcopy(FULL)


def test_full_description_gives_the_position_and_round_trips() -> None:
    state = position_from_data(full())
    assert (state.round_letter, state.actions_taken, state.current, state.acted, state.rules_revision) == (
        "K",
        3,
        1,
        True,
        2,
    )
    emma, max_ = state.players
    assert (emma.name, emma.francs, max_.name, max_.francs) == ("Emma", 5, "Max", 0)
    assert emma.markers == (Cell(2, 0), Cell(0, 3), Cell(1, 2), Cell(0, 0))  # fish, clay, wood, grain
    assert (emma.amount(F), emma.amount(C), emma.amount(W), emma.amount(G)) == (6, 3, 5, 0)
    assert max_.amount(F) == 20 and max_.amount(G) == 16
    # Sector labels to ages: "0" -> 0, "2" -> 1, "3" -> 2, "4" -> 3, "4+" -> 4 (§6.1, §6.3).
    assert [(s.building, s.age) for s in emma.wheel] == [("wood_company", 2), ("kiln", 0), ("pier", 4)]
    assert [(s.building, s.age) for s in max_.wheel] == [("clay_mound", 1), ("farm", 3), ("guild_hall", 0)]
    assert emma.beside == ("town_hall",) and max_.beside == ("fish_factory", "zoo")
    assert state.supply == tuple(FULL["supply"])
    assert "bakehouse" in state.supply and "pier" not in state.supply and "dock" not in state.supply
    assert not state.finished
    # The description is plain data, and describing the state gives it back.
    described = describe_position(state)
    assert described == FULL
    assert json.loads(json.dumps(described)) == described
    assert position_from_data(described) == state


def test_defaults_give_the_new_game() -> None:
    assert position_from_data({"players": [{"name": "Ann"}, {"name": "Ben"}]}) == new_game(("Ann", "Ben"))
    assert position_from_data({}) == new_game()


def test_goods_given_as_amounts_take_their_lowest_column_cell() -> None:
    data = {
        "round": "B",
        "players": [{"name": "Emma", "goods": {"fish": 7, "clay": 0, "wood": 20, "grain": 5}}, {"name": "Max"}],
    }
    emma = position_from_data(data).players[0]
    assert emma.markers == (Cell(2, 1), Cell(0, 0), Cell(5, 5), Cell(1, 2))


def test_to_act_and_turns_taken_agree() -> None:
    # Round C follows 6 turns, so seat 0 opens it; round D follows 9, so seat 1 opens it (§3.2).
    names = [{"name": "Emma"}, {"name": "Max"}]
    assert position_from_data({"round": "C", "players": names, "to_act": "Max"}).actions_taken == 1
    assert position_from_data({"round": "D", "players": names, "to_act": "Max"}).actions_taken == 0
    assert position_from_data({"round": "D", "players": names, "to_act": 0}).actions_taken == 1
    assert position_from_data({"round": "D", "players": names, "turns_taken": 4}).current == 1


def test_the_built_position_plays_like_any_other() -> None:
    state = position_from_data({**full(), "acted": False})
    actions = legal_actions(state)
    assert actions
    chooser = RandomPlayer(7)
    while not state.finished:
        state = apply(state, chooser.choose(state)).state
    assert state.finished


@pytest.mark.parametrize("seed", range(3))
def test_every_state_of_a_game_in_progress_round_trips(seed: int) -> None:
    rng = random.Random(seed)
    chooser = RandomPlayer(rng.randrange(1000))
    state: GameState = new_game(("Emma", "Max"))
    seen_acted = False
    while not state.finished:
        described = describe_position(state)
        assert json.loads(json.dumps(described)) == described
        assert position_from_data(described) == state
        seen_acted |= state.acted
        state = apply(state, chooser.choose(state)).state
    assert seen_acted


# ---- every error names its problem -------------------------------------------------------------

Change = Callable[[dict[str, Any]], None]


def _set(path: tuple[Any, ...], value: Any) -> Change:
    def change(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


EMMA = ("players", 0)
MAX = ("players", 1)
ERRORS: list[tuple[str, Change, list[str]]] = [
    ("unknown building on a wheel", _set((*EMMA, "wheel", "castle"), "2"), ["player 1", "castle"]),
    ("unknown building beside", _set((*EMMA, "beside"), ["town_hall", "castle"]), ["player 1", "castle"]),
    ("unknown building in the supply", _set(("supply",), ["castle"]), ["supply", "castle"]),
    ("owned twice", _set((*MAX, "wheel", "kiln"), "2"), ["kiln", "owned twice"]),
    ("owned twice, beside", _set((*MAX, "beside"), ["fish_factory", "town_hall", "zoo"]), ["town_hall", "owned twice"]),
    ("lock building on the wheel", _set((*EMMA, "wheel", "zoo"), "2"), ["player 1", "zoo", "lock"]),
    ("non-lock beside the board", _set((*EMMA, "beside"), ["town_hall", "sawmill"]), ["player 1", "sawmill", "lock"]),
    ("wheel building not yet entered", _set(("round",), "H"), ["pier", "round I", "after round H"]),
    ("lock building not yet entered", _set((*MAX, "beside"), ["fish_factory", "zoo", "dock"]), ["dock", "round L"]),
    ("bad sector label", _set((*EMMA, "wheel", "pier"), "5"), ["player 1", "pier", "0, 2, 3, 4, 4+"]),
    ("sector 1 does not exist", _set((*EMMA, "wheel", "pier"), 1), ["pier", "0, 2, 3, 4, 4+"]),
    ("sector label with a space", _set((*EMMA, "wheel", "pier"), "4 +"), ["pier", "0, 2, 3, 4, 4+"]),
    ("cell above the grid", _set((*EMMA, "goods", "fish"), "6.0"), ["player 1", "fish", "6.0"]),
    ("cell right of the grid", _set((*MAX, "goods", "wood"), "0.6"), ["player 2", "wood", "0.6"]),
    ("cell that is no cell", _set((*EMMA, "goods", "clay"), "a.b"), ["player 1", "clay", "a.b"]),
    ("cell with a huge index", _set((*EMMA, "goods", "clay"), "1" * 5000 + ".0"), ["player 1", "clay"]),
    ("amount the grid cannot hold", _set((*EMMA, "goods", "grain"), 21), ["player 1", "grain", "21"]),
    ("negative amount", _set((*EMMA, "goods", "grain"), -1), ["grain", "-1"]),
    ("amount as a fraction", _set((*EMMA, "goods", "grain"), 2.5), ["grain"]),
    ("unknown good", _set((*EMMA, "goods", "gold"), 2), ["player 1", "gold"]),
    ("negative francs", _set((*MAX, "francs"), -1), ["player 2", "francs"]),
    ("francs as text", _set((*MAX, "francs"), "3"), ["player 2", "francs"]),
    ("francs as a flag", _set((*MAX, "francs"), True), ["player 2", "francs"]),
    ("to_act disagreeing with turns_taken", _set(("to_act",), "Emma"), ["3 turns", "round K", "Emma"]),
    ("to_act naming nobody", _set(("to_act",), "Zoe"), ["to_act"]),
    ("turns_taken past the round", _set(("turns_taken",), 9), ["turns_taken", "0 to 8"]),
    ("negative turns_taken", _set(("turns_taken",), -1), ["turns_taken"]),
    ("unknown key", _set(("score",), 12), ["unknown", "score"]),
    ("unknown player key", _set((*MAX, "age"), 30), ["player 2", "unknown", "age"]),
    ("duplicate names", _set((*MAX, "name"), "Emma"), ["different names"]),
    ("empty name", _set((*MAX, "name"), "  "), ["player 2", "name"]),
    ("supply holding an owned building", _set(("supply",), ["smokehouse", "pier"]), ["supply", "pier", "owned"]),
    ("supply holding an upcoming building", _set(("supply",), ["dock"]), ["supply", "dock", "round K"]),
    (
        "supply leaving out an entered building nobody owns",
        _set(("supply",), ["smokehouse"]),
        ["supply", "bakehouse", "nobody owns"],
    ),
    ("supply listing a building twice", _set(("supply",), ["smokehouse", "smokehouse"]), ["supply", "twice"]),
    ("round letter out of range", _set(("round",), "M"), ["round"]),
    ("round in lower case", _set(("round",), "k"), ["round"]),
    ("one player", _set(("players",), [{"name": "Emma"}]), ["two players"]),
    ("unknown rules revision", _set(("rules_revision",), 3), ["rules_revision", "1, 2"]),
    ("acted as text", _set(("acted",), "yes"), ["acted"]),
    ("wheel not an object", _set((*EMMA, "wheel"), ["kiln"]), ["player 1", "wheel"]),
    ("beside not a list", _set((*EMMA, "beside"), "town_hall"), ["player 1", "beside"]),
]


@pytest.mark.parametrize(("change", "named"), [(c, n) for _, c, n in ERRORS], ids=[label for label, _, _ in ERRORS])
def test_each_bad_description_names_its_problem(change: Change, named: list[str]) -> None:
    data = full()
    change(data)
    with pytest.raises(PositionError) as caught:
        position_from_data(data)
    message = str(caught.value)
    assert type(caught.value) is PositionError and isinstance(caught.value, ValueError)
    for word in named:
        assert word in message, f"{word!r} not in {message!r}"


def test_a_lock_building_of_a_later_round_on_the_wheel_is_refused_as_a_lock() -> None:
    """The Dock (a lock building of round L) on a wheel in round K has two problems; the first is named."""
    data = full()
    _set((*EMMA, "wheel", "dock"), "0")(data)
    with pytest.raises(PositionError, match="lock symbol"):
        position_from_data(data)


@pytest.mark.parametrize("bad", [[], "K", 7, ["round", "K"]])
def test_descriptions_that_are_not_objects(bad: Any) -> None:
    with pytest.raises(PositionError, match="object"):
        position_from_data(bad)


def test_a_player_that_is_not_an_object() -> None:
    data = full()
    data["players"][0] = ["Emma"]
    with pytest.raises(PositionError, match="player 1"):
        position_from_data(data)
