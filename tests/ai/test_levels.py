"""Every level returns only legal actions, ends its turns, and is reproducible by its seed."""

from __future__ import annotations

import pytest

from lehavre_desktop.ai import BUDGETED_LEVELS, LEVELS, PLAYABLE_LEVELS, Agent, Budget, make_agent, plan_turn
from lehavre_desktop.engine import End, GameState, Sell, apply, check, new_game, outcome

from .positions import one_per_round

FAST_LEVELS = ("random", "greedy", "beginner", "intermediate")
SEARCHING_LEVELS = ("strong", "expert", "master")


def agent_of(level: str, seed: int) -> Agent:
    """The level's agent; a budgeted level gets a node budget, which keeps it reproducible and quick."""
    return make_agent(level, seed, Budget(seconds=None, nodes=3000) if level in BUDGETED_LEVELS else None)


def play_checked(a: str, b: str, seed: int) -> tuple[list[str], GameState]:
    agents = (make_agent(a, seed), make_agent(b, seed + 100))
    state = new_game(("Ann", "Ben"))
    texts: list[str] = []
    while not state.finished:
        action = agents[state.current].choose(state)
        assert check(state, action) is None, f"{agents[state.current].level} chose {action.text()}"
        texts.append(action.text())
        state = apply(state, action).state
    return texts, state


@pytest.mark.parametrize("level", FAST_LEVELS)
def test_fast_levels_play_whole_games_of_legal_actions(level: str) -> None:
    for seed in (1, 2):
        texts, final = play_checked(level, "random", seed)
        assert outcome(final) is not None
        assert texts.count("end") == 72, "every one of the 72 turns is closed with end"


def test_random_sells_before_and_after_its_action_sometimes() -> None:
    texts, _ = play_checked("random", "random", 3)
    assert any(t.startswith("sell") for t in texts)


@pytest.mark.slow
@pytest.mark.parametrize("level", SEARCHING_LEVELS)
def test_searching_levels_choose_legal_actions_in_every_round(level: str) -> None:
    agent = agent_of(level, 7)
    for state in one_per_round(11):
        plan = plan_turn(agent, state)
        assert plan[-1] == End()
        for action in plan:
            assert check(state, action) is None, f"round {state.round_letter}: {action.text()}"
            state = apply(state, action).state


@pytest.mark.parametrize("level", PLAYABLE_LEVELS)
def test_after_the_action_every_level_ends_the_turn_or_sells(level: str) -> None:
    agent = agent_of(level, 3)
    for state in one_per_round(5, acted=True)[::3]:
        action = agent.choose(state)
        assert isinstance(action, End | Sell)
        assert check(state, action) is None


def test_greedy_never_sells() -> None:
    for state in one_per_round(9, acted=True):
        assert make_agent("greedy", 1).choose(state) == End()


@pytest.mark.slow
@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_gives_the_same_choices(level: str) -> None:
    positions = one_per_round(4)[:6] if level in SEARCHING_LEVELS else one_per_round(4)
    first = [agent_of(level, 42).choose(p) for p in positions]
    again = [agent_of(level, 42).choose(p) for p in positions]
    assert first == again


def test_seeds_vary_the_games_of_a_level() -> None:
    games = {tuple(play_checked("intermediate", "intermediate", seed)[0]) for seed in (1, 2, 3)}
    assert len(games) == 3


def test_an_unknown_level_is_refused_with_the_list_of_levels() -> None:
    with pytest.raises(ValueError, match="intermediate"):
        make_agent("grandmaster", 1)
