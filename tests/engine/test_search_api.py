"""What a search over the engine relies on: the trusted ``apply``, copies and pickles of states that
share the component table, and ``legal_actions`` computed once per state without exposing its cache."""

from __future__ import annotations

import copy
import pickle
import random
from dataclasses import replace

import pytest

from lehavre_desktop.engine import (
    BUILT_IN,
    Action,
    Cost,
    Event,
    GameState,
    RandomPlayer,
    apply,
    legal_actions,
    new_game,
    options,
)

NAMES = ("Ann", "Ben")


def states_of_a_game(seed: int) -> list[GameState]:
    chooser = RandomPlayer(seed)
    state = new_game(NAMES)
    states = [state]
    while not state.finished:
        state = apply(state, chooser.choose(state)).state
        states.append(state)
    return states


def typed(events: tuple[Event, ...]) -> list[tuple[type, Event]]:
    return [(type(event), event) for event in events]


@pytest.mark.parametrize("seed", range(3))
def test_trusted_apply_gives_the_same_transition_for_every_legal_action(seed: int) -> None:
    for state in states_of_a_game(seed)[::4]:
        for action in legal_actions(state):
            checked, trusted = apply(state, action), apply(state, action, trusted=True)
            assert trusted.state == checked.state, action.text()
            assert typed(trusted.events) == typed(checked.events), action.text()


def test_copies_of_a_state_are_the_state() -> None:
    for state in states_of_a_game(1)[::10]:
        assert copy.copy(state) is state
        assert copy.deepcopy(state) is state
        assert copy.deepcopy(state.players[0]) is state.players[0]
        assert copy.deepcopy(state.components) is state.components
        # A deep copy of a structure holding states shares them too.
        held = {"line": [state, state]}
        copied = copy.deepcopy(held)
        assert copied == held and copied["line"][0] is state


def test_pickled_state_is_small_equal_and_shares_the_built_in_table() -> None:
    states = states_of_a_game(2)
    for state in states[::7] + [states[-1]]:
        data = pickle.dumps(state)
        # The built-in component table pickles as a reference, not as 31 buildings.
        assert len(data) < 2048, len(data)
        back = pickle.loads(data)
        assert back == state
        assert type(back) is GameState
        assert back.components is BUILT_IN
        assert legal_actions(back) == legal_actions(state)


def test_pickle_leaves_the_derived_cache_out() -> None:
    state = states_of_a_game(3)[40]
    fresh = pickle.dumps(pickle.loads(pickle.dumps(state)))
    legal_actions(state)
    options(state)
    assert pickle.dumps(state) == fresh


def test_a_corrected_component_table_pickles_by_value() -> None:
    pier = replace(BUILT_IN.by_id["pier"], letter="A", cost=Cost(wood=1))
    table = replace(BUILT_IN, buildings=tuple(pier if b.id == "pier" else b for b in BUILT_IN.buildings))
    state = new_game(NAMES, table)
    back = pickle.loads(pickle.dumps(state))
    assert back == state
    assert back.components == table and back.components is not BUILT_IN
    assert "pier" in back.supply


def test_legal_actions_are_computed_once_and_handed_out_as_fresh_lists() -> None:
    state = states_of_a_game(4)[25]
    first = legal_actions(state)
    assert first
    second = legal_actions(state)
    assert second == first and second is not first
    assert all(a is b for a, b in zip(first, second, strict=True))  # the same actions: listed once, not rebuilt
    kept = list(first)
    first.clear()
    first.append(kept[-1])
    assert legal_actions(state) == kept
    listed_options = options(state)
    listed_options.reverse()
    assert options(state) == list(reversed(listed_options))
    # An equal state built apart has the same actions; the cache is no part of the value.
    twin = pickle.loads(pickle.dumps(state))
    assert twin == state and hash(twin) == hash(state)
    assert legal_actions(twin) == kept


def test_states_work_as_keys_of_a_search_table() -> None:
    """States hash by value: a copy read back from a pickle finds the entry of the state it came from."""
    rng = random.Random(5)
    state = new_game(NAMES)
    seen: dict[GameState, Action] = {}
    for _ in range(30):
        action = rng.choice(legal_actions(state))
        seen[state] = action
        state = apply(state, action).state
    for key, action in seen.items():
        assert seen[pickle.loads(pickle.dumps(key))] == action
