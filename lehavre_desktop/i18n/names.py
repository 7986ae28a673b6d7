"""Display names of the engine's ids, marked for translation and translated on use."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import BUILT_IN, BuildingSpec, Good
from ..engine.catalog import PerDockSymbolValue, PerGoodValue
from .amounts import amount_text
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

# The forms a sentence asks for (``forms.Building`` and friends); the bare names are the tables above and below.
BUILDING_FORMS: dict[tuple[str, str], str] = {
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("clay_mound", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Clay Mound", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("smokehouse", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Smokehouse", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("grocery_store", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Grocery Store", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("hardware_store", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Hardware Store", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("wood_company", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Wood Company", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("farm", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Farm", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("farmland", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Farmland", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("kiln", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Kiln", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("bakehouse", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Bakehouse", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("wood_trader", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Wood Trader", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("restaurant", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Restaurant", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("fish_market", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Fish Market", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("building_firm", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Building Firm", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("marketplace", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Marketplace", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("church_square", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Church Square", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("weekly_market", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Weekly Market", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("sawmill", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Sawmill", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("masons_guild", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Masons Guild", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("business_office", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Business Office", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("craftsmens_yard", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Craftsmen's Yard", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("shipping_line", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Shipping Line", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("pier", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Pier", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("fish_factory", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Fish Factory", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("guild_hall", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Guild Hall", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("town_hall", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Town Hall", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("zoo", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Zoo", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("wood_factory", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Wood Factory", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("pont_de_normandie", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Pont de Normandie", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("dock", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Dock", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("grain_silo", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Grain Silo", "the"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("brick_factory", "the"): QT_TRANSLATE_NOOP("BuildingForms", "Brick Factory", "the"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("clay_mound", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Clay Mound", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("smokehouse", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Smokehouse", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("grocery_store", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Grocery Store", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("hardware_store", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Hardware Store", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("wood_company", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Wood Company", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("farm", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Farm", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("farmland", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Farmland", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("kiln", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Kiln", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("bakehouse", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Bakehouse", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("wood_trader", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Wood Trader", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("restaurant", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Restaurant", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("fish_market", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Fish Market", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("building_firm", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Building Firm", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("marketplace", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Marketplace", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("church_square", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Church Square", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("weekly_market", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Weekly Market", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("sawmill", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Sawmill", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("masons_guild", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Masons Guild", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("business_office", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Business Office", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("craftsmens_yard", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Craftsmen's Yard", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("shipping_line", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Shipping Line", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("pier", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Pier", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("fish_factory", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Fish Factory", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("guild_hall", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Guild Hall", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("town_hall", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Town Hall", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("zoo", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Zoo", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("wood_factory", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Wood Factory", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("pont_de_normandie", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Pont de Normandie", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("dock", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Dock", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("grain_silo", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Grain Silo", "acc"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("brick_factory", "acc"): QT_TRANSLATE_NOOP("BuildingForms", "Brick Factory", "acc"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("clay_mound", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Clay Mound", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("smokehouse", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Smokehouse", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("grocery_store", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Grocery Store", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("hardware_store", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Hardware Store", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("wood_company", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Wood Company", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("farm", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Farm", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("farmland", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Farmland", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("kiln", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Kiln", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("bakehouse", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Bakehouse", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("wood_trader", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Wood Trader", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("restaurant", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Restaurant", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("fish_market", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Fish Market", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("building_firm", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Building Firm", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("marketplace", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Marketplace", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("church_square", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Church Square", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("weekly_market", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Weekly Market", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("sawmill", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Sawmill", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("masons_guild", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Masons Guild", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("business_office", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Business Office", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("craftsmens_yard", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Craftsmen's Yard", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("shipping_line", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Shipping Line", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("pier", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Pier", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("fish_factory", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Fish Factory", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("guild_hall", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Guild Hall", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("town_hall", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Town Hall", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("zoo", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Zoo", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("wood_factory", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Wood Factory", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("pont_de_normandie", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Pont de Normandie", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("dock", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Dock", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("grain_silo", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Grain Silo", "gen"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("brick_factory", "gen"): QT_TRANSLATE_NOOP("BuildingForms", "Brick Factory", "gen"),
}

GOOD_FORMS: dict[tuple[Good | str, str], str] = {
    #: the: the good as a common noun, nominative with the article (Greek «το ψάρι»; Hungarian «a hal»)
    (Good.FISH, "the"): QT_TRANSLATE_NOOP("GoodForms", "fish", "the"),
    #: the: the good as a common noun, nominative with the article (Greek «το ψάρι»; Hungarian «a hal»)
    (Good.CLAY, "the"): QT_TRANSLATE_NOOP("GoodForms", "clay", "the"),
    #: the: the good as a common noun, nominative with the article (Greek «το ψάρι»; Hungarian «a hal»)
    (Good.WOOD, "the"): QT_TRANSLATE_NOOP("GoodForms", "wood", "the"),
    #: the: the good as a common noun, nominative with the article (Greek «το ψάρι»; Hungarian «a hal»)
    (Good.GRAIN, "the"): QT_TRANSLATE_NOOP("GoodForms", "grain", "the"),
    #: the: the good as a common noun, nominative with the article (Greek «το ψάρι»; Hungarian «a hal»)
    ("food", "the"): QT_TRANSLATE_NOOP("GoodForms", "food", "the"),
    #: acc: accusative with the article (Greek «το ψάρι», «τον πηλό»; Hungarian «a halat»)
    (Good.FISH, "acc"): QT_TRANSLATE_NOOP("GoodForms", "fish", "acc"),
    #: acc: accusative with the article (Greek «το ψάρι», «τον πηλό»; Hungarian «a halat»)
    (Good.CLAY, "acc"): QT_TRANSLATE_NOOP("GoodForms", "clay", "acc"),
    #: acc: accusative with the article (Greek «το ψάρι», «τον πηλό»; Hungarian «a halat»)
    (Good.WOOD, "acc"): QT_TRANSLATE_NOOP("GoodForms", "wood", "acc"),
    #: acc: accusative with the article (Greek «το ψάρι», «τον πηλό»; Hungarian «a halat»)
    (Good.GRAIN, "acc"): QT_TRANSLATE_NOOP("GoodForms", "grain", "acc"),
    #: acc: accusative with the article (Greek «το ψάρι», «τον πηλό»; Hungarian «a halat»)
    ("food", "acc"): QT_TRANSLATE_NOOP("GoodForms", "food", "acc"),
    #: ins: the good as the means of paying, 'with fish' (Greek «με ψάρια»; Hungarian instrumental «hallal»)
    (Good.FISH, "ins"): QT_TRANSLATE_NOOP("GoodForms", "fish", "ins"),
    #: ins: the good as the means of paying, 'with fish' (Greek «με ψάρια»; Hungarian instrumental «hallal»)
    (Good.CLAY, "ins"): QT_TRANSLATE_NOOP("GoodForms", "clay", "ins"),
    #: ins: the good as the means of paying, 'with fish' (Greek «με ψάρια»; Hungarian instrumental «hallal»)
    (Good.WOOD, "ins"): QT_TRANSLATE_NOOP("GoodForms", "wood", "ins"),
    #: ins: the good as the means of paying, 'with fish' (Greek «με ψάρια»; Hungarian instrumental «hallal»)
    (Good.GRAIN, "ins"): QT_TRANSLATE_NOOP("GoodForms", "grain", "ins"),
    #: ins: the good as the means of paying, 'with fish' (Greek «με ψάρια»; Hungarian instrumental «hallal»)
    ("food", "ins"): QT_TRANSLATE_NOOP("GoodForms", "food", "ins"),
}

MARKER_FORMS: dict[tuple[Good, str], str] = {
    #: the goods marker of this good, without article (Greek «δείκτης ψαριού»; Hungarian «halszámláló»)
    (Good.FISH, ""): QT_TRANSLATE_NOOP("MarkerForms", "fish marker"),
    #: the goods marker of this good, without article (Greek «δείκτης ψαριού»; Hungarian «halszámláló»)
    (Good.CLAY, ""): QT_TRANSLATE_NOOP("MarkerForms", "clay marker"),
    #: the goods marker of this good, without article (Greek «δείκτης ψαριού»; Hungarian «halszámláló»)
    (Good.WOOD, ""): QT_TRANSLATE_NOOP("MarkerForms", "wood marker"),
    #: the goods marker of this good, without article (Greek «δείκτης ψαριού»; Hungarian «halszámláló»)
    (Good.GRAIN, ""): QT_TRANSLATE_NOOP("MarkerForms", "grain marker"),
    #: the: the goods marker, nominative with the article (Greek «ο δείκτης ψαριού»; Hungarian «a halszámláló»)
    (Good.FISH, "the"): QT_TRANSLATE_NOOP("MarkerForms", "fish marker", "the"),
    #: the: the goods marker, nominative with the article (Greek «ο δείκτης ψαριού»; Hungarian «a halszámláló»)
    (Good.CLAY, "the"): QT_TRANSLATE_NOOP("MarkerForms", "clay marker", "the"),
    #: the: the goods marker, nominative with the article (Greek «ο δείκτης ψαριού»; Hungarian «a halszámláló»)
    (Good.WOOD, "the"): QT_TRANSLATE_NOOP("MarkerForms", "wood marker", "the"),
    #: the: the goods marker, nominative with the article (Greek «ο δείκτης ψαριού»; Hungarian «a halszámláló»)
    (Good.GRAIN, "the"): QT_TRANSLATE_NOOP("MarkerForms", "grain marker", "the"),
    #: acc: the goods marker, accusative with the article (Greek «τον δείκτη ψαριού»; Hungarian «a halszámlálót»)
    (Good.FISH, "acc"): QT_TRANSLATE_NOOP("MarkerForms", "fish marker", "acc"),
    #: acc: the goods marker, accusative with the article (Greek «τον δείκτη ψαριού»; Hungarian «a halszámlálót»)
    (Good.CLAY, "acc"): QT_TRANSLATE_NOOP("MarkerForms", "clay marker", "acc"),
    #: acc: the goods marker, accusative with the article (Greek «τον δείκτη ψαριού»; Hungarian «a halszámlálót»)
    (Good.WOOD, "acc"): QT_TRANSLATE_NOOP("MarkerForms", "wood marker", "acc"),
    #: acc: the goods marker, accusative with the article (Greek «τον δείκτη ψαριού»; Hungarian «a halszámlálót»)
    (Good.GRAIN, "acc"): QT_TRANSLATE_NOOP("MarkerForms", "grain marker", "acc"),
    #: gen: the goods marker, genitive with the article (Greek «του δείκτη ψαριού»; Hungarian «a halszámlálónak»)
    (Good.FISH, "gen"): QT_TRANSLATE_NOOP("MarkerForms", "fish marker", "gen"),
    #: gen: the goods marker, genitive with the article (Greek «του δείκτη ψαριού»; Hungarian «a halszámlálónak»)
    (Good.CLAY, "gen"): QT_TRANSLATE_NOOP("MarkerForms", "clay marker", "gen"),
    #: gen: the goods marker, genitive with the article (Greek «του δείκτη ψαριού»; Hungarian «a halszámlálónak»)
    (Good.WOOD, "gen"): QT_TRANSLATE_NOOP("MarkerForms", "wood marker", "gen"),
    #: gen: the goods marker, genitive with the article (Greek «του δείκτη ψαριού»; Hungarian «a halszámlálónak»)
    (Good.GRAIN, "gen"): QT_TRANSLATE_NOOP("MarkerForms", "grain marker", "gen"),
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


def building_summary(building: str, spec: BuildingSpec | None = None) -> str:
    """The tile's line, with the rate of a variable value taken from ``spec`` (default: the built-in table)."""
    text = QCoreApplication.translate("BuildingSummaries", BUILDING_SUMMARIES[building])
    value = (spec or BUILT_IN.by_id[building]).value
    if isinstance(value, PerGoodValue | PerDockSymbolValue):
        return text.replace("{per}", amount_text("francs", "", value.per))
    return text


def good_name(good: Good) -> str:
    return QCoreApplication.translate("Goods", GOOD_NAMES[good])


def food_name() -> str:
    return QCoreApplication.translate("Goods", FOOD_NAME)


def francs_name() -> str:
    return QCoreApplication.translate("Goods", FRANCS_NAME)
