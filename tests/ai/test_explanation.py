"""The computer's move explained: the expected final scores of the move and of the best other move are the
search's own numbers, checked against a search run on its own for each of the two turns."""

from __future__ import annotations

import pytest

from lehavre_desktop.ai import Budget, Explanation, explained_plan, make_agent, plan_turn, suggest
from lehavre_desktop.ai.deepening import DEEPENING
from lehavre_desktop.ai.evaluation import Estimator
from lehavre_desktop.ai.levels import EXPERT, STRONG
from lehavre_desktop.ai.search import Expectation, TurnSearch, after_turn, same_move
from lehavre_desktop.engine import Action, End, GameState, position_from_data

from .positions import one_per_round


def independent_value(beams: tuple[int, ...], state: GameState, action: Action) -> Expectation:
    """What a fresh search with these beams expects after ``action``: no memo, no budget, no window."""
    return TurnSearch(beams, Estimator()).value_after(after_turn(state, action), state.current)


def check_numbers(explanation: Explanation, beams: tuple[int, ...], state: GameState) -> None:
    assert explanation.plies == len(beams)
    assert explanation.chosen.expectation == independent_value(beams, state, explanation.chosen.action)
    alternative = explanation.alternative
    assert alternative is not None
    assert not same_move(alternative.action, explanation.chosen.action)
    assert alternative.expectation == independent_value(beams, state, alternative.action)
    # The alternative was rejected: it was no better for the mover (Strong and Expert pick within a
    # small tolerance of the best, Master within 0.1 point).
    assert alternative.expectation.lead <= explanation.chosen.expectation.lead + 0.3


@pytest.mark.slow
@pytest.mark.parametrize(("level", "beams"), [("strong", STRONG.beams), ("expert", EXPERT.beams)])
def test_a_levels_explanation_names_its_searchs_numbers(level: str, beams: tuple[int, ...]) -> None:
    for state in one_per_round(6)[2::3]:
        plan = explained_plan(make_agent(level, 9), state)
        assert plan.actions == plan_turn(make_agent(level, 9), state)
        assert plan.explanation is not None
        assert plan.explanation.chosen.action == plan.actions[0]
        check_numbers(plan.explanation, beams, state)


def test_masters_explanation_names_the_numbers_of_the_iteration_that_decided() -> None:
    for state in one_per_round(6)[3::4]:
        plan = explained_plan(make_agent("master", 2, Budget(seconds=None, nodes=4000)), state)
        assert plan.explanation is not None and plan.explanation.chosen.action == plan.actions[0]
        [profile] = [p for p in DEEPENING if len(p) == plan.explanation.plies]
        check_numbers(plan.explanation, profile, state)


def test_the_hint_is_explained_the_same_way() -> None:
    state = one_per_round(6)[7]
    suggestion = suggest(state)
    assert suggestion.explanation is not None
    assert suggestion.explanation.chosen == suggestion.compared[0]
    check_numbers(suggestion.explanation, STRONG.beams, state)


def test_a_worked_example_the_alternative_is_another_building() -> None:
    # Round H: Ann's Shipping Line stands at sector 4 (12 francs), her Kiln at 2. The best move uses
    # the Shipping Line (whatever else it pays); the alternative named is another building's.
    state = position_from_data(
        {
            "round": "H",
            "players": [{"name": "Ann", "francs": 5, "wheel": {"shipping_line": "4", "kiln": "2"}}, {"name": "Ben"}],
        }
    )
    plan = explained_plan(make_agent("expert", 1), state)
    explanation = plan.explanation
    assert explanation is not None
    assert explanation.chosen.action.text() == "use shipping_line"
    assert explanation.alternative is not None
    assert not explanation.alternative.action.text().startswith("use shipping_line")
    # Twelve francs now are worth more than anything else Ann can do with this turn.
    assert explanation.chosen.expectation.mine > explanation.alternative.expectation.mine + 5
    check_numbers(explanation, EXPERT.beams, state)


def test_a_turn_without_a_search_or_already_acted_has_no_explanation() -> None:
    state = one_per_round(6)[4]
    assert explained_plan(make_agent("random", 1), state).explanation is None
    acted = one_per_round(6, acted=True)[4]
    plan = explained_plan(make_agent("strong", 1), acted)
    assert plan.explanation is None and plan.actions[-1] == End()
