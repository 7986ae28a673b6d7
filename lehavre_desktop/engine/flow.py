"""The automatic steps between turns: round end, wheel rotation, forced sales, game end."""

from __future__ import annotations

from .catalog import ROUND_LETTERS, SALE_AGE
from .events import Event, GameEnded, Sold, TurnEnded, WheelsRotated
from .rules import RuleId
from .scoring import score_outcome
from .setup import round_start_events
from .state import GameState, PlayerState, WheelSlot
from .values import sale_price


def return_to_supply(state: GameState, supply: tuple[str, ...], building: str) -> tuple[str, ...]:
    order = state.components.order
    return tuple(sorted(supply + (building,), key=order.__getitem__))


def end_turn(state: GameState, events: list[Event]) -> GameState:
    events.append(TurnEnded(state.current))
    taken = state.actions_taken + 1
    if taken < state.round_actions:
        return GameState(
            state.components, state.players, state.round_index, taken, state.supply, rules_revision=state.rules_revision
        )
    return _end_round(state, events)


def _end_round(state: GameState, events: list[Event]) -> GameState:
    final = state.round_index == len(ROUND_LETTERS) - 1
    events.append(WheelsRotated(state.round_index, final))
    supply = state.supply
    players: list[PlayerState] = []
    for seat, player in enumerate(state.players):
        kept: list[WheelSlot] = []
        sold: list[str] = []
        for slot in player.wheel:
            if slot.age + 1 >= SALE_AGE:
                sold.append(slot.building)
            else:
                kept.append(WheelSlot(slot.building, slot.age + 1))
        francs = player.francs
        for building in sold:
            # The price is read before the building leaves: a factory's value does not
            # depend on the wheel, and the Dock is never on the wheel.
            amount = sale_price(state, player, building)
            francs += amount
            supply = return_to_supply(state, supply, building)
            events.append(Sold(seat, building, amount, forced=True, rule=RuleId.FORCED_SALE, automatic=True))
        players.append(PlayerState(player.name, francs, player.markers, tuple(kept), player.beside))
    both = (players[0], players[1])
    if final:
        state = GameState(
            state.components,
            both,
            state.round_index,
            state.round_actions,
            supply,
            finished=True,
            rules_revision=state.rules_revision,
        )
        result = score_outcome(state)
        events.append(GameEnded(result.totals, result.winner, rule=result.rule))
        return state
    next_index = state.round_index + 1
    entering = state.components.entering(next_index)
    order = state.components.order
    state = GameState(
        state.components,
        both,
        next_index,
        0,
        tuple(sorted(supply + entering, key=order.__getitem__)),
        rules_revision=state.rules_revision,
    )
    events.extend(round_start_events(state))
    return state
