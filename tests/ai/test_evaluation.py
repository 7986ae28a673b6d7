"""The estimate: exact at the end, read from the component data, and what the levels play by."""

from __future__ import annotations

import json

from lehavre_desktop.ai import estimate, make_agent
from lehavre_desktop.ai.evaluation import Estimator, Weights, turns_to_come
from lehavre_desktop.engine import (
    BUILT_IN,
    Components,
    apply,
    check,
    components_from_data,
    new_game,
    outcome,
    position_from_data,
    wealth,
)

from .positions import game_positions


def test_the_estimate_of_a_finished_game_is_its_final_score() -> None:
    final = game_positions(3)[-1]
    result = outcome(final)
    assert result is not None
    assert [estimate(final, seat) for seat in (0, 1)] == [float(s.total) for s in result.scores]


def test_a_player_has_36_turns_to_come_at_the_start_and_none_at_the_end() -> None:
    start = new_game(("Ann", "Ben"))
    assert turns_to_come(start, 0) == turns_to_come(start, 1) == 36
    assert turns_to_come(game_positions(3)[-1], 0) == 0


def test_goods_are_worth_less_as_the_game_runs_out() -> None:
    def ann_with_goods(round_letter: str) -> float:
        goods = {"wood": 10, "clay": 10, "fish": 0, "grain": 0}
        players = [{"name": "Ann", "goods": goods}, {"name": "Ben"}]
        state = position_from_data({"round": round_letter, "players": players})
        return estimate(state, 0) - wealth(state, 0).total

    assert ann_with_goods("B") > ann_with_goods("K") > ann_with_goods("L") > 0


def test_a_factory_counts_its_goods_once() -> None:
    with_factory = position_from_data(
        {"round": "K", "players": [{"name": "Ann", "goods": {"wood": 12}, "beside": ["wood_factory"]}, {"name": "Ben"}]}
    )
    without = position_from_data({"round": "K", "players": [{"name": "Ann", "goods": {"wood": 12}}, {"name": "Ben"}]})
    # The factory is worth the 12 wood; the wood itself is not counted a second time.
    assert estimate(with_factory, 0) - estimate(without, 0) < 12


def test_the_estimate_reads_the_component_data() -> None:
    richer, problems = components_from_data({"buildings": {"smokehouse": {"value": 40}}})
    assert not problems

    def with_smokehouse(components: Components) -> float:
        state = position_from_data(
            {"round": "C", "players": [{"name": "Ann", "wheel": {"smokehouse": "2"}}, {"name": "Ben"}]}, components
        )
        return estimate(state, 0)

    assert with_smokehouse(richer) - with_smokehouse(BUILT_IN) == 36


def test_the_weights_change_the_estimate() -> None:
    state = game_positions(3)[40]
    assert Estimator(Weights(building_goods=2.0)).estimate(state, 0) != estimate(state, 0)


def test_the_levels_play_a_whole_game_with_a_users_component_data() -> None:
    data = json.loads('{"warehouse": {"rows": 7, "cols": 5}, "buildings": {"pier": {"cost": {"wood": 5, "clay": 5}}}}')
    components, problems = components_from_data(data)
    assert not problems
    agents = (make_agent("strong", 1), make_agent("intermediate", 2))
    state = new_game(("Ann", "Ben"), components)
    turns = 0
    while not state.finished and turns < 40:
        action = agents[state.current].choose(state)
        assert check(state, action) is None
        state = apply(state, action).state
        turns += 1
    fast = (make_agent("intermediate", 3), make_agent("beginner", 4))
    while not state.finished:
        state = apply(state, fast[state.current].choose(state)).state
    assert outcome(state) is not None
