"""Display names of the engine's ids, marked for translation and translated on use."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import BUILT_IN, BuildingSpec, Good
from ..engine.catalog import PerDockSymbolValue, PerGoodValue
from .noop import QT_TRANSLATE_NOOP

BUILDING_NAMES: dict[str, str] = {
    "clay_mound": QT_TRANSLATE_NOOP("Buildings", "Clay Mound"),
    "smokehouse": QT_TRANSLATE_NOOP("Buildings", "Smokehouse"),
    "grocery_store": QT_TRANSLATE_NOOP("Buildings", "Grocery Store"),
    "hardware_store": QT_TRANSLATE_NOOP("Buildings", "Hardware Store"),
    "wood_company": QT_TRANSLATE_NOOP("Buildings", "Wood Company"),
    "farm": QT_TRANSLATE_NOOP("Buildings", "Farm"),
    "farmland": QT_TRANSLATE_NOOP("Buildings", "Farmland"),
    "kiln": QT_TRANSLATE_NOOP("Buildings", "Kiln"),
    "bakehouse": QT_TRANSLATE_NOOP("Buildings", "Bakehouse"),
    "wood_trader": QT_TRANSLATE_NOOP("Buildings", "Wood Trader"),
    "restaurant": QT_TRANSLATE_NOOP("Buildings", "Restaurant"),
    "fish_market": QT_TRANSLATE_NOOP("Buildings", "Fish Market"),
    "building_firm": QT_TRANSLATE_NOOP("Buildings", "Building Firm"),
    "marketplace": QT_TRANSLATE_NOOP("Buildings", "Marketplace"),
    "church_square": QT_TRANSLATE_NOOP("Buildings", "Church Square"),
    "weekly_market": QT_TRANSLATE_NOOP("Buildings", "Weekly Market"),
    "sawmill": QT_TRANSLATE_NOOP("Buildings", "Sawmill"),
    "masons_guild": QT_TRANSLATE_NOOP("Buildings", "Masons Guild"),
    "business_office": QT_TRANSLATE_NOOP("Buildings", "Business Office"),
    "craftsmens_yard": QT_TRANSLATE_NOOP("Buildings", "Craftsmen's Yard"),
    "shipping_line": QT_TRANSLATE_NOOP("Buildings", "Shipping Line"),
    "pier": QT_TRANSLATE_NOOP("Buildings", "Pier"),
    "fish_factory": QT_TRANSLATE_NOOP("Buildings", "Fish Factory"),
    "guild_hall": QT_TRANSLATE_NOOP("Buildings", "Guild Hall"),
    "town_hall": QT_TRANSLATE_NOOP("Buildings", "Town Hall"),
    "zoo": QT_TRANSLATE_NOOP("Buildings", "Zoo"),
    "wood_factory": QT_TRANSLATE_NOOP("Buildings", "Wood Factory"),
    "pont_de_normandie": QT_TRANSLATE_NOOP("Buildings", "Pont de Normandie"),
    "dock": QT_TRANSLATE_NOOP("Buildings", "Dock"),
    "grain_silo": QT_TRANSLATE_NOOP("Buildings", "Grain Silo"),
    "brick_factory": QT_TRANSLATE_NOOP("Buildings", "Brick Factory"),
}

# One line on the tile; N stands for the sector's multiplier, {per} for the rate of a variable value (from the data).
BUILDING_SUMMARIES: dict[str, str] = {
    "clay_mound": QT_TRANSLATE_NOOP("BuildingSummaries", "Clay → N+1 steps"),
    "smokehouse": QT_TRANSLATE_NOOP("BuildingSummaries", "Fish ↖ N steps"),
    "grocery_store": QT_TRANSLATE_NOOP("BuildingSummaries", "N francs; grain → 1, fish → 1"),
    "hardware_store": QT_TRANSLATE_NOOP("BuildingSummaries", "Wood or clay → N steps"),
    "wood_company": QT_TRANSLATE_NOOP("BuildingSummaries", "Wood → N steps"),
    "farm": QT_TRANSLATE_NOOP("BuildingSummaries", "Grain ↗ N steps, then ↙ 1"),
    "farmland": QT_TRANSLATE_NOOP("BuildingSummaries", "Grain → N; wood → 1, clay → 1"),
    "kiln": QT_TRANSLATE_NOOP("BuildingSummaries", "Clay ↖ N steps"),
    "bakehouse": QT_TRANSLATE_NOOP("BuildingSummaries", "Grain ↖ N steps"),
    "wood_trader": QT_TRANSLATE_NOOP("BuildingSummaries", "Up to N×: 1 franc + 2 food → wood ↑ 1"),
    "restaurant": QT_TRANSLATE_NOOP("BuildingSummaries", "Up to N×: 1 food → 2 francs"),
    "fish_market": QT_TRANSLATE_NOOP("BuildingSummaries", "Up to N×: 1 franc → fish ↗ 1"),
    "building_firm": QT_TRANSLATE_NOOP("BuildingSummaries", "Wood → N, clay → N"),
    "marketplace": QT_TRANSLATE_NOOP("BuildingSummaries", "N steps → on any markers"),
    "church_square": QT_TRANSLATE_NOOP("BuildingSummaries", "Grain → N, fish → N"),
    "weekly_market": QT_TRANSLATE_NOOP("BuildingSummaries", "Up to N×: grain or fish ↓ 1 → 4 francs"),
    "sawmill": QT_TRANSLATE_NOOP("BuildingSummaries", "Wood ↖ N steps"),
    "masons_guild": QT_TRANSLATE_NOOP("BuildingSummaries", "N different markers ↖ 1"),
    "business_office": QT_TRANSLATE_NOOP("BuildingSummaries", "N different markers ↙ 1, 5 francs each"),
    "craftsmens_yard": QT_TRANSLATE_NOOP("BuildingSummaries", "N+1 steps ↖ on any markers"),
    "shipping_line": QT_TRANSLATE_NOOP("BuildingSummaries", "3×N francs"),
    "pier": QT_TRANSLATE_NOOP("BuildingSummaries", "N+2 steps → on any markers"),
    "fish_factory": QT_TRANSLATE_NOOP("BuildingSummaries", "{per} per fish at the end"),
    "guild_hall": QT_TRANSLATE_NOOP("BuildingSummaries", "N different markers ↗ 1"),
    "town_hall": QT_TRANSLATE_NOOP("BuildingSummaries", "No function"),
    "zoo": QT_TRANSLATE_NOOP("BuildingSummaries", "No function"),
    "wood_factory": QT_TRANSLATE_NOOP("BuildingSummaries", "{per} per wood at the end"),
    "pont_de_normandie": QT_TRANSLATE_NOOP("BuildingSummaries", "No function"),
    "dock": QT_TRANSLATE_NOOP("BuildingSummaries", "{per} per Dock-symbol building"),
    "grain_silo": QT_TRANSLATE_NOOP("BuildingSummaries", "{per} per grain at the end"),
    "brick_factory": QT_TRANSLATE_NOOP("BuildingSummaries", "{per} per clay at the end"),
}

GOOD_NAMES: dict[Good, str] = {
    Good.FISH: QT_TRANSLATE_NOOP("Goods", "Fish"),
    Good.CLAY: QT_TRANSLATE_NOOP("Goods", "Clay"),
    Good.WOOD: QT_TRANSLATE_NOOP("Goods", "Wood"),
    Good.GRAIN: QT_TRANSLATE_NOOP("Goods", "Grain"),
}
FOOD_NAME = QT_TRANSLATE_NOOP("Goods", "Food")
FRANCS_NAME = QT_TRANSLATE_NOOP("Goods", "Francs")


def building_name(building: str) -> str:
    return QCoreApplication.translate("Buildings", BUILDING_NAMES[building])


def francs_words(amount: int) -> str:
    """An amount of francs with its noun; two forms cover English, Greek and Hungarian (see ui/narration)."""
    if amount == 1:
        return QCoreApplication.translate("Words", "1 franc")
    return QCoreApplication.translate("Words", "{n} francs").format(n=amount)


def building_summary(building: str, spec: BuildingSpec | None = None) -> str:
    """The tile's line, with the rate of a variable value taken from ``spec`` (default: the built-in table)."""
    text = QCoreApplication.translate("BuildingSummaries", BUILDING_SUMMARIES[building])
    value = (spec or BUILT_IN.by_id[building]).value
    if isinstance(value, PerGoodValue | PerDockSymbolValue):
        return text.replace("{per}", francs_words(value.per))
    return text


def good_name(good: Good) -> str:
    return QCoreApplication.translate("Goods", GOOD_NAMES[good])


def food_name() -> str:
    return QCoreApplication.translate("Goods", FOOD_NAME)


def francs_name() -> str:
    return QCoreApplication.translate("Goods", FRANCS_NAME)
