"""The hint and the review use the Strong level's search, deterministically."""

from __future__ import annotations

import pytest

from lehavre_desktop.ai import make_agent, plan_turn, review_turn, suggest
from lehavre_desktop.ai.calibration import measure_gains
from lehavre_desktop.ai.evaluation import GAIN_BY_TURNS_TO_COME
from lehavre_desktop.engine import End, apply, check, legal_actions, position_from_data

from .positions import one_per_round


def test_a_suggestion_is_a_whole_legal_turn_led_by_the_best_compared_action() -> None:
    for state in one_per_round(6)[::4]:
        suggestion = suggest(state)
        assert suggestion.plan[0] == suggestion.compared[0].action
        assert suggestion.plan[-1] == End()
        leads = [turn.expectation.lead for turn in suggestion.compared]
        assert leads == sorted(leads, reverse=True) and len(leads) == 3
        for action in suggestion.plan:
            assert check(state, action) is None
            state = apply(state, action).state


def test_the_same_position_gets_the_same_suggestion() -> None:
    state = one_per_round(6)[5]
    assert suggest(state) == suggest(state)


def test_taking_the_suggested_turn_loses_nothing() -> None:
    state = one_per_round(8)[3]
    review = review_turn(state, suggest(state).plan)
    assert review.loss == 0


def test_a_weak_turn_is_reviewed_with_its_loss_and_the_better_turn() -> None:
    # Round H: Ann could use her Shipping Line at sector 4 for 12 francs; using the Kiln
    # (one clay step a multiplier) instead gives away most of that.
    state = position_from_data(
        {
            "round": "H",
            "players": [{"name": "Ann", "francs": 5, "wheel": {"shipping_line": "4", "kiln": "2"}}, {"name": "Ben"}],
        }
    )
    weak = tuple(a for a in legal_actions(state) if getattr(a, "building", "") == "kiln")[:1] + (End(),)
    review = review_turn(state, weak)
    assert review.loss > 5
    assert review.better[0].text().startswith("use shipping_line")
    assert review.better[-1] == End()


def test_a_random_agents_plan_ends_its_turn() -> None:
    state = one_per_round(6)[2]
    plan = plan_turn(make_agent("random", 4), state)
    assert plan[-1] == End()
    assert End() not in plan[:-1]


def test_expected_final_scores_are_final_scores_and_leads_the_estimates_difference() -> None:
    start = one_per_round(6)[0]
    best = suggest(start).compared[0].expectation
    # A game's first turn expects a final score like those of Strong games (about 130-190), while
    # the estimate itself counts little more than the starting goods and francs.
    assert 110 < best.mine < 210 and 110 < best.theirs < 210
    assert abs(best.lead) < 30


@pytest.mark.slow
def test_the_calibration_measures_a_gain_for_every_number_of_turns_to_come() -> None:
    gains = measure_gains(games=1, seed=3)
    assert len(gains) == len(GAIN_BY_TURNS_TO_COME) == 37
    assert gains[36] > gains[12] > gains[1]
