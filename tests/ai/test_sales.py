"""Sales after the action: never a building the opponent can build at full value on its next turn, while
the good sales stay (denying a use, selling a building to build it again at sector 0 or for francs).

The positions come from seeded games; in each gift position the Expert level before issue 24 sold the
building named, and the opponent could have built it on its next turn (it was not due to be sold at the
round's end anyway).
"""

from __future__ import annotations

from typing import Any

import pytest

from lehavre_desktop.ai import Agent, Budget, make_agent
from lehavre_desktop.engine import (
    SALE_AGE,
    Build,
    End,
    GameState,
    Sell,
    apply,
    check,
    legal_actions,
    position_from_data,
)

NO_GOODS = {"fish": 0, "grain": 0, "wood": 0, "clay": 0}

BEN_ROUND_K_BAKEHOUSE: dict[str, Any] = {
    "round": "K",
    "turns_taken": 5,
    "to_act": "Ben",
    "acted": True,
    "players": [
        {
            "name": "Ann",
            "francs": 34,
            "goods": {"fish": "3.0", "clay": "1.1", "wood": "2.0", "grain": "2.4"},
            "beside": [],
            "wheel": {
                "smokehouse": "2",
                "grocery_store": "2",
                "farm": "4+",
                "kiln": "4",
                "wood_trader": "4+",
                "building_firm": "3",
                "church_square": "3",
                "weekly_market": "0",
                "sawmill": "0",
                "craftsmens_yard": "0",
                "shipping_line": "0",
            },
        },
        {
            "name": "Ben",
            "francs": 14,
            "goods": {"fish": "0.3", "clay": "0.3", "wood": "1.1", "grain": "0.0"},
            "beside": [],
            "wheel": {
                "clay_mound": "4+",
                "hardware_store": "2",
                "wood_company": "3",
                "bakehouse": "2",
                "restaurant": "2",
                "fish_market": "3",
                "marketplace": "0",
                "masons_guild": "0",
            },
        },
    ],
    "supply": [
        "farmland",
        "business_office",
        "pier",
        "fish_factory",
        "guild_hall",
        "town_hall",
        "zoo",
        "wood_factory",
        "pont_de_normandie",
    ],
}

ANN_ROUND_L_WOOD_TRADER: dict[str, Any] = {
    "round": "L",
    "turns_taken": 3,
    "to_act": "Ann",
    "acted": True,
    "players": [
        {
            "name": "Ann",
            "francs": 36,
            "goods": {"fish": "0.5", "clay": "2.0", "wood": "0.0", "grain": "2.5"},
            "beside": [],
            "wheel": {
                "grocery_store": "4",
                "hardware_store": "2",
                "farm": "2",
                "kiln": "3",
                "bakehouse": "4",
                "wood_trader": "2",
                "building_firm": "3",
                "church_square": "4",
                "masons_guild": "2",
                "craftsmens_yard": "2",
                "shipping_line": "0",
                "pier": "2",
                "guild_hall": "0",
            },
        },
        {
            "name": "Ben",
            "francs": 30,
            "goods": {"fish": "1.2", "clay": "1.1", "wood": "1.4", "grain": "2.1"},
            "beside": [],
            "wheel": {
                "clay_mound": "3",
                "smokehouse": "2",
                "wood_company": "3",
                "restaurant": "4",
                "marketplace": "0",
                "weekly_market": "0",
                "sawmill": "3",
            },
        },
    ],
    "supply": [
        "farmland",
        "fish_market",
        "business_office",
        "fish_factory",
        "town_hall",
        "zoo",
        "wood_factory",
        "pont_de_normandie",
        "dock",
        "grain_silo",
        "brick_factory",
    ],
}

BEN_ROUND_L_RESTAURANT: dict[str, Any] = {
    "round": "L",
    "turns_taken": 4,
    "to_act": "Ben",
    "acted": True,
    "players": [
        {
            "name": "Ann",
            "francs": 50,
            "goods": {"fish": "3.0", "clay": "1.0", "wood": "2.0", "grain": "0.2"},
            "beside": [],
            "wheel": {
                "smokehouse": "3",
                "grocery_store": "3",
                "farm": "2",
                "farmland": "2",
                "kiln": "4+",
                "wood_trader": "2",
                "building_firm": "4",
                "church_square": "4",
                "weekly_market": "0",
                "sawmill": "2",
                "craftsmens_yard": "0",
                "shipping_line": "0",
            },
        },
        {
            "name": "Ben",
            "francs": 20,
            "goods": {"fish": "0.3", "clay": "1.3", "wood": "1.1", "grain": "2.0"},
            "beside": [],
            "wheel": {
                "hardware_store": "3",
                "wood_company": "4",
                "bakehouse": "3",
                "restaurant": "0",
                "fish_market": "4",
                "marketplace": "0",
                "masons_guild": "2",
            },
        },
    ],
    "supply": [
        "clay_mound",
        "business_office",
        "pier",
        "fish_factory",
        "guild_hall",
        "town_hall",
        "zoo",
        "wood_factory",
        "pont_de_normandie",
        "dock",
        "grain_silo",
        "brick_factory",
    ],
}

BEN_ROUND_L_SAWMILL_AT_4PLUS: dict[str, Any] = {
    "round": "L",
    "turns_taken": 6,
    "to_act": "Ben",
    "acted": True,
    "players": [
        {
            "name": "Ann",
            "francs": 41,
            "goods": {"fish": "1.0", "clay": "0.0", "wood": "1.2", "grain": "0.4"},
            "beside": ["town_hall"],
            "wheel": {
                "smokehouse": "4+",
                "grocery_store": "0",
                "farm": "2",
                "kiln": "4",
                "wood_trader": "3",
                "building_firm": "2",
                "church_square": "2",
                "weekly_market": "0",
                "craftsmens_yard": "0",
                "shipping_line": "0",
                "guild_hall": "2",
            },
        },
        {
            "name": "Ben",
            "francs": 17,
            "goods": {"fish": "1.3", "clay": "0.4", "wood": "2.3", "grain": "4.0"},
            "beside": [],
            "wheel": {
                "clay_mound": "2",
                "hardware_store": "0",
                "wood_company": "3",
                "farmland": "3",
                "bakehouse": "3",
                "restaurant": "0",
                "fish_market": "2",
                "marketplace": "3",
                "sawmill": "4+",
                "masons_guild": "0",
            },
        },
    ],
    "supply": [
        "business_office",
        "pier",
        "fish_factory",
        "zoo",
        "wood_factory",
        "pont_de_normandie",
        "dock",
        "grain_silo",
        "brick_factory",
    ],
}

ANN_ROUND_L_CRAFTSMENS_YARD: dict[str, Any] = {
    "round": "L",
    "turns_taken": 5,
    "to_act": "Ann",
    "acted": True,
    "players": [
        {
            "name": "Ann",
            "francs": 40,
            "goods": {"fish": "0.5", "clay": "2.0", "wood": "0.0", "grain": "2.5"},
            "beside": [],
            "wheel": {
                "grocery_store": "0",
                "hardware_store": "2",
                "farm": "2",
                "kiln": "3",
                "bakehouse": "4",
                "wood_trader": "2",
                "building_firm": "3",
                "church_square": "4",
                "masons_guild": "2",
                "craftsmens_yard": "2",
                "shipping_line": "0",
                "pier": "2",
                "guild_hall": "0",
            },
        },
        {
            "name": "Ben",
            "francs": 36,
            "goods": {"fish": "0.1", "clay": "1.1", "wood": "1.4", "grain": "1.1"},
            "beside": [],
            "wheel": {
                "clay_mound": "3",
                "smokehouse": "2",
                "wood_company": "3",
                "restaurant": "0",
                "marketplace": "0",
                "weekly_market": "0",
                "sawmill": "3",
            },
        },
    ],
    "supply": [
        "farmland",
        "fish_market",
        "business_office",
        "fish_factory",
        "town_hall",
        "zoo",
        "wood_factory",
        "pont_de_normandie",
        "dock",
        "grain_silo",
        "brick_factory",
    ],
}


def searching_agent(level: str) -> Agent:
    return make_agent(level, 1, Budget(seconds=None, nodes=6000))


LEVELS = ("strong", "expert", "master")


def opponent_can_build_next_turn(state: GameState, building: str) -> bool:
    after = apply(apply(state, Sell(building)).state, End()).state
    return any(isinstance(action, Build) and action.building == building for action in legal_actions(after))


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(
    ("data", "gift"),
    [
        (BEN_ROUND_K_BAKEHOUSE, "bakehouse"),
        (ANN_ROUND_L_WOOD_TRADER, "wood_trader"),
        (BEN_ROUND_L_RESTAURANT, "restaurant"),
    ],
)
def test_no_level_sells_a_building_the_opponent_builds_at_full_value_next_turn(
    level: str, data: dict[str, Any], gift: str
) -> None:
    state = position_from_data(data)
    age = state.current_player.age_of(gift)
    assert age is not None and age + 1 < SALE_AGE, "the rotation would not sell it"
    assert opponent_can_build_next_turn(state, gift)
    action = searching_agent(level).choose(state)
    assert check(state, action) is None
    assert action != Sell(gift)
    if isinstance(action, Sell):  # another sale may be good, but not another gift
        assert not opponent_can_build_next_turn(state, action.building)


@pytest.mark.parametrize("level", LEVELS)
def test_a_building_due_for_the_last_rotation_is_sold_to_be_built_again(level: str) -> None:
    # Round L, three turns left. Ben's Sawmill stands at 4+: the final rotation sells it for half its
    # value (5). Sold now, for the same 5, he builds it again on the game's last turn with goods that
    # are worth nothing then, and ends with its full value (10). Ann has no clay to build it first.
    state = position_from_data(BEN_ROUND_L_SAWMILL_AT_4PLUS)
    assert state.current_player.age_of("sawmill") == SALE_AGE - 1
    assert not opponent_can_build_next_turn(state, "sawmill")
    assert searching_agent(level).choose(state) == Sell("sawmill")


@pytest.mark.parametrize("level", LEVELS)
def test_a_building_out_of_the_opponents_reach_is_sold_for_francs_and_built_again(level: str) -> None:
    # Round L: Ann sells her Craftsmen's Yard (14) for 7 francs and builds it again next turn with
    # 7 food that will score nothing; Ben, with 5 food, cannot build it in between.
    state = position_from_data(ANN_ROUND_L_CRAFTSMENS_YARD)
    assert not opponent_can_build_next_turn(state, "craftsmens_yard")
    assert searching_agent(level).choose(state) == Sell("craftsmens_yard")


@pytest.mark.parametrize("level", LEVELS)
def test_a_sale_that_denies_the_opponent_a_use_is_made(level: str) -> None:
    # Round L, Ann's last turn, her action taken. Her Shipping Line stands at 4+: kept, Ben uses it on
    # the game's last turn for 13 francs (paying her 1); sold, she gets 7 and Ben, with no goods, can
    # only pass. Selling gains her 4 points of lead.
    state = position_from_data(
        {
            "round": "L",
            "turns_taken": 7,
            "acted": True,
            "players": [
                {"name": "Ann", "francs": 2, "goods": NO_GOODS, "wheel": {"shipping_line": "4+", "kiln": "0"}},
                {"name": "Ben", "francs": 1, "goods": NO_GOODS},
            ],
        }
    )
    assert searching_agent(level).choose(state) == Sell("shipping_line")
