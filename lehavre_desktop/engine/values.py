"""What a building is worth: its end-game value and its sale price."""

from __future__ import annotations

from .catalog import FixedValue, PerDockSymbolValue, PerGoodValue
from .rules import RuleId
from .state import GameState, PlayerState


def building_value(state: GameState, player: PlayerState, building: str) -> int:
    value = state.components.by_id[building].value
    if isinstance(value, FixedValue):
        return value.amount
    if isinstance(value, PerGoodValue):
        return value.per * player.amount(value.good)
    symbols = sum(1 for b in player.buildings() if state.components.by_id[b].dock_symbol)
    return value.per * symbols


def value_rule(state: GameState, building: str) -> RuleId | None:
    """The scoring rule behind a variable value, or None for a printed fixed value."""
    value = state.components.by_id[building].value
    if isinstance(value, PerGoodValue):
        return RuleId.SCORING_FACTORY
    if isinstance(value, PerDockSymbolValue):
        return RuleId.SCORING_DOCK
    return None


def sale_price(state: GameState, player: PlayerState, building: str) -> int:
    """Half the current value, rounded down (rules §4.3, §15.3)."""
    return building_value(state, player, building) // 2
