"""Display names of the engine's ids, marked for translation and translated on use."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import BUILT_IN, BuildingSpec, Good, PerDockSymbolValue, PerGoodValue
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

# The forms a sentence asks for (``forms.Building`` and friends), a context per form so that a form left out
# in a catalogue is never answered by another; the bare names are the tables above and below.
BUILDING_FORMS: dict[tuple[str, str], str] = {
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("clay_mound", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Clay Mound"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("smokehouse", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Smokehouse"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("grocery_store", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Grocery Store"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("hardware_store", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Hardware Store"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("wood_company", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Wood Company"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("farm", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Farm"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("farmland", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Farmland"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("kiln", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Kiln"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("bakehouse", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Bakehouse"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("wood_trader", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Wood Trader"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("restaurant", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Restaurant"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("fish_market", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Fish Market"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("building_firm", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Building Firm"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("marketplace", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Marketplace"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("church_square", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Church Square"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("weekly_market", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Weekly Market"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("sawmill", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Sawmill"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("masons_guild", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Masons Guild"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("business_office", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Business Office"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("craftsmens_yard", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Craftsmen's Yard"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("shipping_line", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Shipping Line"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("pier", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Pier"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("fish_factory", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Fish Factory"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("guild_hall", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Guild Hall"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("town_hall", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Town Hall"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("zoo", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Zoo"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("wood_factory", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Wood Factory"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("pont_de_normandie", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Pont de Normandie"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("dock", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Dock"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("grain_silo", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Grain Silo"),
    #: the: nominative with the definite article, as the subject (Greek «ο/η/το …»; Hungarian «a/az …»)
    ("brick_factory", "the"): QT_TRANSLATE_NOOP("BuildingForm:the", "Brick Factory"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("clay_mound", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Clay Mound"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("smokehouse", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Smokehouse"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("grocery_store", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Grocery Store"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("hardware_store", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Hardware Store"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("wood_company", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Wood Company"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("farm", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Farm"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("farmland", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Farmland"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("kiln", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Kiln"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("bakehouse", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Bakehouse"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("wood_trader", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Wood Trader"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("restaurant", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Restaurant"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("fish_market", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Fish Market"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("building_firm", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Building Firm"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("marketplace", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Marketplace"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("church_square", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Church Square"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("weekly_market", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Weekly Market"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("sawmill", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Sawmill"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("masons_guild", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Masons Guild"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("business_office", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Business Office"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("craftsmens_yard", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Craftsmen's Yard"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("shipping_line", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Shipping Line"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("pier", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Pier"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("fish_factory", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Fish Factory"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("guild_hall", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Guild Hall"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("town_hall", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Town Hall"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("zoo", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Zoo"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("wood_factory", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Wood Factory"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("pont_de_normandie", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Pont de Normandie"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("dock", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Dock"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("grain_silo", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Grain Silo"),
    #: acc: accusative with the definite article, as the object (Greek «τον/την/το …»; Hungarian «a/az …-t»)
    ("brick_factory", "acc"): QT_TRANSLATE_NOOP("BuildingForm:acc", "Brick Factory"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("clay_mound", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Clay Mound"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("smokehouse", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Smokehouse"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("grocery_store", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Grocery Store"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("hardware_store", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Hardware Store"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("wood_company", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Wood Company"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("farm", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Farm"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("farmland", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Farmland"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("kiln", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Kiln"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("bakehouse", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Bakehouse"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("wood_trader", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Wood Trader"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("restaurant", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Restaurant"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("fish_market", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Fish Market"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("building_firm", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Building Firm"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("marketplace", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Marketplace"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("church_square", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Church Square"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("weekly_market", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Weekly Market"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("sawmill", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Sawmill"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("masons_guild", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Masons Guild"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("business_office", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Business Office"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("craftsmens_yard", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Craftsmen's Yard"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("shipping_line", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Shipping Line"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("pier", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Pier"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("fish_factory", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Fish Factory"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("guild_hall", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Guild Hall"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("town_hall", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Town Hall"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("zoo", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Zoo"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("wood_factory", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Wood Factory"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("pont_de_normandie", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Pont de Normandie"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("dock", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Dock"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("grain_silo", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Grain Silo"),
    #: gen: genitive with the definite article (Greek «του/της …»; Hungarian possessor/dative «a/az …-nak/-nek»)
    ("brick_factory", "gen"): QT_TRANSLATE_NOOP("BuildingForm:gen", "Brick Factory"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("clay_mound", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Clay Mound"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("smokehouse", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Smokehouse"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("grocery_store", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Grocery Store"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("hardware_store", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Hardware Store"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("wood_company", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Wood Company"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("farm", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Farm"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("farmland", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Farmland"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("kiln", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Kiln"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("bakehouse", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Bakehouse"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("wood_trader", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Wood Trader"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("restaurant", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Restaurant"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("fish_market", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Fish Market"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("building_firm", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Building Firm"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("marketplace", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Marketplace"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("church_square", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Church Square"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("weekly_market", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Weekly Market"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("sawmill", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Sawmill"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("masons_guild", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Masons Guild"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("business_office", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Business Office"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("craftsmens_yard", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Craftsmen's Yard"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("shipping_line", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Shipping Line"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("pier", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Pier"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("fish_factory", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Fish Factory"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("guild_hall", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Guild Hall"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("town_hall", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Town Hall"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("zoo", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Zoo"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("wood_factory", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Wood Factory"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("pont_de_normandie", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Pont de Normandie"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("dock", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Dock"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("grain_silo", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Grain Silo"),
    #: owned: the building of a player named just before it, as the subject (Hungarian «Emma Agyagdombja»; Greek
    #: and English say it as "the": «ο Σωρός Πηλού», the owner following in the genitive)
    ("brick_factory", "owned"): QT_TRANSLATE_NOOP("BuildingForm:owned", "Brick Factory"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("clay_mound", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Clay Mound"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("smokehouse", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Smokehouse"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("grocery_store", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Grocery Store"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("hardware_store", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Hardware Store"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("wood_company", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Wood Company"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("farm", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Farm"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("farmland", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Farmland"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("kiln", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Kiln"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("bakehouse", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Bakehouse"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("wood_trader", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Wood Trader"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("restaurant", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Restaurant"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("fish_market", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Fish Market"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("building_firm", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Building Firm"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("marketplace", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Marketplace"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("church_square", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Church Square"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("weekly_market", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Weekly Market"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("sawmill", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Sawmill"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("masons_guild", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Masons Guild"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("business_office", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Business Office"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("craftsmens_yard", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Craftsmen's Yard"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("shipping_line", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Shipping Line"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("pier", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Pier"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("fish_factory", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Fish Factory"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("guild_hall", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Guild Hall"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("town_hall", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Town Hall"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("zoo", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Zoo"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("wood_factory", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Wood Factory"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("pont_de_normandie", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Pont de Normandie"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("dock", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Dock"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("grain_silo", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Grain Silo"),
    #: owned-acc: the building of a player named just before it, as the object (Hungarian «Emma Agyagdombját»; Greek
    #: and English say it as "acc": «τον Σωρό Πηλού», the owner following in the genitive)
    ("brick_factory", "owned-acc"): QT_TRANSLATE_NOOP("BuildingForm:owned-acc", "Brick Factory"),
}

GOOD_FORMS: dict[tuple[Good | str, str], str] = {
    #: the: the good as a common noun, nominative with the article (Greek «το ψάρι»; Hungarian «a hal»)
    (Good.FISH, "the"): QT_TRANSLATE_NOOP("GoodForm:the", "fish"),
    #: the: the good as a common noun, nominative with the article (Greek «το ψάρι»; Hungarian «a hal»)
    (Good.CLAY, "the"): QT_TRANSLATE_NOOP("GoodForm:the", "clay"),
    #: the: the good as a common noun, nominative with the article (Greek «το ψάρι»; Hungarian «a hal»)
    (Good.WOOD, "the"): QT_TRANSLATE_NOOP("GoodForm:the", "wood"),
    #: the: the good as a common noun, nominative with the article (Greek «το ψάρι»; Hungarian «a hal»)
    (Good.GRAIN, "the"): QT_TRANSLATE_NOOP("GoodForm:the", "grain"),
    #: the: the good as a common noun, nominative with the article (Greek «το ψάρι»; Hungarian «a hal»)
    ("food", "the"): QT_TRANSLATE_NOOP("GoodForm:the", "food"),
    #: acc: accusative with the article (Greek «το ψάρι», «τον πηλό»; Hungarian «a halat»)
    (Good.FISH, "acc"): QT_TRANSLATE_NOOP("GoodForm:acc", "fish"),
    #: acc: accusative with the article (Greek «το ψάρι», «τον πηλό»; Hungarian «a halat»)
    (Good.CLAY, "acc"): QT_TRANSLATE_NOOP("GoodForm:acc", "clay"),
    #: acc: accusative with the article (Greek «το ψάρι», «τον πηλό»; Hungarian «a halat»)
    (Good.WOOD, "acc"): QT_TRANSLATE_NOOP("GoodForm:acc", "wood"),
    #: acc: accusative with the article (Greek «το ψάρι», «τον πηλό»; Hungarian «a halat»)
    (Good.GRAIN, "acc"): QT_TRANSLATE_NOOP("GoodForm:acc", "grain"),
    #: acc: accusative with the article (Greek «το ψάρι», «τον πηλό»; Hungarian «a halat»)
    ("food", "acc"): QT_TRANSLATE_NOOP("GoodForm:acc", "food"),
    #: ins: the good as the means of paying, 'with fish' (Greek «με ψάρια»; Hungarian instrumental «hallal»)
    (Good.FISH, "ins"): QT_TRANSLATE_NOOP("GoodForm:ins", "fish"),
    #: ins: the good as the means of paying, 'with fish' (Greek «με ψάρια»; Hungarian instrumental «hallal»)
    (Good.CLAY, "ins"): QT_TRANSLATE_NOOP("GoodForm:ins", "clay"),
    #: ins: the good as the means of paying, 'with fish' (Greek «με ψάρια»; Hungarian instrumental «hallal»)
    (Good.WOOD, "ins"): QT_TRANSLATE_NOOP("GoodForm:ins", "wood"),
    #: ins: the good as the means of paying, 'with fish' (Greek «με ψάρια»; Hungarian instrumental «hallal»)
    (Good.GRAIN, "ins"): QT_TRANSLATE_NOOP("GoodForm:ins", "grain"),
    #: ins: the good as the means of paying, 'with fish' (Greek «με ψάρια»; Hungarian instrumental «hallal»)
    ("food", "ins"): QT_TRANSLATE_NOOP("GoodForm:ins", "food"),
    #: owned: the good of a player named just before it (Hungarian possessed «Max agyaga»; Greek and English say
    #: it as "the": «ο πηλός», the owner following in the genitive)
    (Good.FISH, "owned"): QT_TRANSLATE_NOOP("GoodForm:owned", "fish"),
    #: owned: the good of a player named just before it (Hungarian possessed «Max agyaga»; Greek and English say
    #: it as "the": «ο πηλός», the owner following in the genitive)
    (Good.CLAY, "owned"): QT_TRANSLATE_NOOP("GoodForm:owned", "clay"),
    #: owned: the good of a player named just before it (Hungarian possessed «Max agyaga»; Greek and English say
    #: it as "the": «ο πηλός», the owner following in the genitive)
    (Good.WOOD, "owned"): QT_TRANSLATE_NOOP("GoodForm:owned", "wood"),
    #: owned: the good of a player named just before it (Hungarian possessed «Max agyaga»; Greek and English say
    #: it as "the": «ο πηλός», the owner following in the genitive)
    (Good.GRAIN, "owned"): QT_TRANSLATE_NOOP("GoodForm:owned", "grain"),
    #: owned: the good of a player named just before it (Hungarian possessed «Max agyaga»; Greek and English say
    #: it as "the": «ο πηλός», the owner following in the genitive)
    ("food", "owned"): QT_TRANSLATE_NOOP("GoodForm:owned", "food"),
}

MARKER_FORMS: dict[tuple[Good, str], str] = {
    #: the goods marker of this good, without article (Greek «δείκτης ψαριού»; Hungarian «halszámláló»)
    (Good.FISH, ""): QT_TRANSLATE_NOOP("MarkerForm", "fish marker"),
    #: the goods marker of this good, without article (Greek «δείκτης ψαριού»; Hungarian «halszámláló»)
    (Good.CLAY, ""): QT_TRANSLATE_NOOP("MarkerForm", "clay marker"),
    #: the goods marker of this good, without article (Greek «δείκτης ψαριού»; Hungarian «halszámláló»)
    (Good.WOOD, ""): QT_TRANSLATE_NOOP("MarkerForm", "wood marker"),
    #: the goods marker of this good, without article (Greek «δείκτης ψαριού»; Hungarian «halszámláló»)
    (Good.GRAIN, ""): QT_TRANSLATE_NOOP("MarkerForm", "grain marker"),
    #: the: the goods marker, nominative with the article (Greek «ο δείκτης ψαριού»; Hungarian «a halszámláló»)
    (Good.FISH, "the"): QT_TRANSLATE_NOOP("MarkerForm:the", "fish marker"),
    #: the: the goods marker, nominative with the article (Greek «ο δείκτης ψαριού»; Hungarian «a halszámláló»)
    (Good.CLAY, "the"): QT_TRANSLATE_NOOP("MarkerForm:the", "clay marker"),
    #: the: the goods marker, nominative with the article (Greek «ο δείκτης ψαριού»; Hungarian «a halszámláló»)
    (Good.WOOD, "the"): QT_TRANSLATE_NOOP("MarkerForm:the", "wood marker"),
    #: the: the goods marker, nominative with the article (Greek «ο δείκτης ψαριού»; Hungarian «a halszámláló»)
    (Good.GRAIN, "the"): QT_TRANSLATE_NOOP("MarkerForm:the", "grain marker"),
    #: acc: the goods marker, accusative with the article (Greek «τον δείκτη ψαριού»; Hungarian «a halszámlálót»)
    (Good.FISH, "acc"): QT_TRANSLATE_NOOP("MarkerForm:acc", "fish marker"),
    #: acc: the goods marker, accusative with the article (Greek «τον δείκτη ψαριού»; Hungarian «a halszámlálót»)
    (Good.CLAY, "acc"): QT_TRANSLATE_NOOP("MarkerForm:acc", "clay marker"),
    #: acc: the goods marker, accusative with the article (Greek «τον δείκτη ψαριού»; Hungarian «a halszámlálót»)
    (Good.WOOD, "acc"): QT_TRANSLATE_NOOP("MarkerForm:acc", "wood marker"),
    #: acc: the goods marker, accusative with the article (Greek «τον δείκτη ψαριού»; Hungarian «a halszámlálót»)
    (Good.GRAIN, "acc"): QT_TRANSLATE_NOOP("MarkerForm:acc", "grain marker"),
    #: gen: the goods marker, genitive with the article (Greek «του δείκτη ψαριού»; Hungarian «a halszámlálónak»)
    (Good.FISH, "gen"): QT_TRANSLATE_NOOP("MarkerForm:gen", "fish marker"),
    #: gen: the goods marker, genitive with the article (Greek «του δείκτη ψαριού»; Hungarian «a halszámlálónak»)
    (Good.CLAY, "gen"): QT_TRANSLATE_NOOP("MarkerForm:gen", "clay marker"),
    #: gen: the goods marker, genitive with the article (Greek «του δείκτη ψαριού»; Hungarian «a halszámlálónak»)
    (Good.WOOD, "gen"): QT_TRANSLATE_NOOP("MarkerForm:gen", "wood marker"),
    #: gen: the goods marker, genitive with the article (Greek «του δείκτη ψαριού»; Hungarian «a halszámlálónak»)
    (Good.GRAIN, "gen"): QT_TRANSLATE_NOOP("MarkerForm:gen", "grain marker"),
    #: owned: the goods marker of a player named just before it (Hungarian «Max agyagszámlálója»; Greek and
    #: English say it as "the": «ο δείκτης πηλού», the owner following in the genitive)
    (Good.FISH, "owned"): QT_TRANSLATE_NOOP("MarkerForm:owned", "fish marker"),
    #: owned: the goods marker of a player named just before it (Hungarian «Max agyagszámlálója»; Greek and
    #: English say it as "the": «ο δείκτης πηλού», the owner following in the genitive)
    (Good.CLAY, "owned"): QT_TRANSLATE_NOOP("MarkerForm:owned", "clay marker"),
    #: owned: the goods marker of a player named just before it (Hungarian «Max agyagszámlálója»; Greek and
    #: English say it as "the": «ο δείκτης πηλού», the owner following in the genitive)
    (Good.WOOD, "owned"): QT_TRANSLATE_NOOP("MarkerForm:owned", "wood marker"),
    #: owned: the goods marker of a player named just before it (Hungarian «Max agyagszámlálója»; Greek and
    #: English say it as "the": «ο δείκτης πηλού», the owner following in the genitive)
    (Good.GRAIN, "owned"): QT_TRANSLATE_NOOP("MarkerForm:owned", "grain marker"),
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
