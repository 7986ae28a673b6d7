"""The worked examples of rules revision 2 as positions (engine/position.py format), for tests and screenshots."""

from __future__ import annotations

from typing import Any

# EX-25: Ann takes the last turn of round C with her own Clay Mound from sector 3; selling it afterwards keeps
# it from Ben, who opens round D.
EX25_SALE_AFTER_USE: dict[str, Any] = {
    "round": "C",
    "turns_taken": 2,
    "to_act": "Ann",
    "players": [
        {"name": "Ann", "francs": 4, "wheel": {"clay_mound": "3", "smokehouse": "2"}},
        {"name": "Ben", "francs": 4, "wheel": {"hardware_store": "2"}},
    ],
}

# EX-26: fish 6 (row 6, column +0), grain 0; the Restaurant in sector 2 converts twice, each food paid on its own.
EX26_RESTAURANT: dict[str, Any] = {
    "round": "D",
    "to_act": "Ann",
    "players": [
        {"name": "Ann", "francs": 5, "goods": {"fish": "2.0", "grain": "0.0"}, "wheel": {"restaurant": "2"}},
        {"name": "Ben", "francs": 5},
    ],
}

# EX-27: the Marketplace from sector 4 gives 4 steps right; fish on row 0, column +3 has room for 2, the other
# markers none.
EX27_MARKETPLACE: dict[str, Any] = {
    "round": "F",
    "to_act": "Ann",
    "players": [
        {
            "name": "Ann",
            "francs": 6,
            "goods": {"fish": "0.3", "clay": "0.5", "wood": "0.5", "grain": "0.5"},
            "wheel": {"marketplace": "4"},
        },
        {"name": "Ben", "francs": 6},
    ],
}

# The Masons Guild from sector 2 picks up to 2 different markers, one step up-left each; fish and grain stand
# at the edge, where a pick loses its step.
MASONS_GUILD_AT_THE_EDGE: dict[str, Any] = {
    "round": "G",
    "to_act": "Ann",
    "players": [
        {
            "name": "Ann",
            "goods": {"fish": "0.0", "clay": "0.3", "wood": "0.3", "grain": "0.0"},
            "wheel": {"masons_guild": "2"},
        },
        {"name": "Ben"},
    ],
}

# Round D, Ben to act with a single fish and 3 francs: all he can do is use Ann's Restaurant (sector 2), paying her
# the fee of 1 franc and his fish for 2 francs from the bank. Played by the computer, its move shows every kind of
# payment: a goods marker walking, a coin to the owner, coins from the bank, and both players' francs counting.
RESTAURANT_FOR_A_FEE: dict[str, Any] = {
    "round": "D",
    "to_act": "Ben",
    "players": [
        {"name": "Ann", "francs": 5, "wheel": {"restaurant": "2"}},
        {"name": "Ben", "francs": 3, "goods": {"fish": "0.1", "clay": "0.0", "wood": "0.0", "grain": "0.0"}},
    ],
}
