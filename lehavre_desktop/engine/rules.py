"""The closed set of rule ids.

Every event and every rejection names one of these. The values are stable: they are
written into logs and bug reports and key the teaching texts, so a value is never
renamed or reused. New rules get new members.
"""

from __future__ import annotations

from enum import StrEnum


class RuleId(StrEnum):
    # Setup and flow
    SETUP_START_SUPPLIES = "setup.start_supplies"
    ROUND_BUILDINGS_ENTER = "round.buildings_enter"
    ROUND_ACTION_COUNT = "round.action_count"
    TURN_ORDER = "turn.order"
    TURN_ONE_ACTION = "turn.one_action"
    TURN_PASS = "turn.pass"
    TURN_END = "turn.end"
    GAME_OVER = "game.over"
    ACTION_UNKNOWN = "action.unknown"

    # Warehouse
    WAREHOUSE_READING = "warehouse.reading"
    WAREHOUSE_DIRECTIONS = "warehouse.directions"
    WAREHOUSE_EDGE = "warehouse.edge"
    FOOD = "goods.food"

    # Paying
    PAYMENT_MOVES = "payment.moves"
    PAYMENT_NO_CHANGE = "payment.no_change"
    PAYMENT_WRONG_GOODS = "payment.wrong_goods"
    PAYMENT_FRANCS = "payment.francs"

    # Build
    BUILD_AVAILABLE = "build.available"
    BUILD_COST = "build.cost"
    BUILD_PLACEMENT = "build.placement"
    LOCK_BUILDING = "building.lock"

    # Use
    USE_SECTOR_ZERO = "use.sector_zero"
    USE_OWNED_BUILDING = "use.owned_building"
    USE_OPPONENT_FEE = "use.opponent_fee"
    USE_MULTIPLIER = "use.multiplier"
    USE_BONUS_FRANC = "use.bonus_franc"
    USE_RETURN_TO_ZERO = "use.return_to_zero"
    USE_REPETITIONS_OPTIONAL = "use.repetitions_optional"
    USE_DISTINCT_GOODS = "use.distinct_goods"
    USE_SAME_GOOD = "use.same_good"
    USE_FREE_SPLIT = "use.free_split"
    USE_CHOICE = "use.choice"
    USE_COST_PER_REPETITION = "use.cost_per_repetition"

    # Sell
    SELL_OWN_BUILDING = "sell.own_building"
    SELL_HALF_VALUE = "sell.half_value"
    SELL_AFTER_ACTION = "sell.after_action"

    # Round end and game end
    ROUND_END_ROTATION = "round.end_rotation"
    FORCED_SALE = "round.forced_sale"
    GAME_END_SCORING = "game.end_scoring"
    SCORING_FACTORY = "scoring.factory"
    SCORING_DOCK = "scoring.dock"
    SCORING_TIE = "scoring.tie"

    # One rule per building function: the teaching layer explains each
    CLAY_MOUND = "building.clay_mound"
    SMOKEHOUSE = "building.smokehouse"
    GROCERY_STORE = "building.grocery_store"
    HARDWARE_STORE = "building.hardware_store"
    WOOD_COMPANY = "building.wood_company"
    FARM = "building.farm"
    FARMLAND = "building.farmland"
    KILN = "building.kiln"
    BAKEHOUSE = "building.bakehouse"
    WOOD_TRADER = "building.wood_trader"
    RESTAURANT = "building.restaurant"
    FISH_MARKET = "building.fish_market"
    BUILDING_FIRM = "building.building_firm"
    MARKETPLACE = "building.marketplace"
    CHURCH_SQUARE = "building.church_square"
    WEEKLY_MARKET = "building.weekly_market"
    SAWMILL = "building.sawmill"
    MASONS_GUILD = "building.masons_guild"
    BUSINESS_OFFICE = "building.business_office"
    CRAFTSMENS_YARD = "building.craftsmens_yard"
    SHIPPING_LINE = "building.shipping_line"
    PIER = "building.pier"
    FISH_FACTORY = "building.fish_factory"
    GUILD_HALL = "building.guild_hall"
    TOWN_HALL = "building.town_hall"
    ZOO = "building.zoo"
    WOOD_FACTORY = "building.wood_factory"
    PONT_DE_NORMANDIE = "building.pont_de_normandie"
    DOCK = "building.dock"
    GRAIN_SILO = "building.grain_silo"
    BRICK_FACTORY = "building.brick_factory"


def building_rule(building_id: str) -> RuleId:
    """The rule id that describes a building's function."""
    return RuleId("building." + building_id)
