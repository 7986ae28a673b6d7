"""Applying an action: the one way the game state changes."""

from __future__ import annotations

from dataclasses import dataclass, replace

from .actions import Action, Build, Pass, Sell, Use
from .catalog import USER_FEE
from .events import Built, Event, FrancsGained, FrancsPaid, Passed, ReturnedToZero, Sold, Used
from .flow import end_turn, return_to_supply
from .functions import resolve_use
from .legal import check
from .payments import pay
from .rejections import IllegalActionError
from .rules import RuleId
from .state import GameState, PlayerState, WheelSlot, bonus_francs, multiplier
from .values import sale_price


@dataclass(frozen=True, slots=True)
class Transition:
    state: GameState
    events: tuple[Event, ...]


def _place(state: GameState, player: PlayerState, building: str, age: int) -> PlayerState:
    order = state.components.order
    others = [s for s in player.wheel if s.building != building]
    wheel = sorted(others + [WheelSlot(building, age)], key=lambda s: order[s.building])
    return replace(player, wheel=tuple(wheel))


def _sell(state: GameState, action: Sell, events: list[Event]) -> GameState:
    seat = state.current
    player = state.players[seat]
    amount = sale_price(state, player, action.building)
    player = replace(
        player,
        francs=player.francs + amount,
        wheel=tuple(s for s in player.wheel if s.building != action.building),
        beside=tuple(b for b in player.beside if b != action.building),
    )
    events.append(Sold(seat, action.building, amount, forced=False, rule=RuleId.SELL_HALF_VALUE, automatic=False))
    state = state.with_player(seat, player)
    return replace(state, supply=return_to_supply(state, state.supply, action.building))


def _build(state: GameState, action: Build, events: list[Event]) -> GameState:
    seat = state.current
    spec = state.spec(action.building)
    player = pay(state.players[seat], seat, spec.cost, action.payment, RuleId.PAYMENT_FRANCS, events)
    if spec.is_lock:
        order = state.components.order
        player = replace(player, beside=tuple(sorted(player.beside + (spec.id,), key=order.__getitem__)))
        events.append(Built(seat, spec.id, beside_board=True, rule=RuleId.LOCK_BUILDING))
    else:
        player = _place(state, player, spec.id, 0)
        events.append(Built(seat, spec.id, beside_board=False))
    state = state.with_player(seat, player)
    return replace(state, supply=tuple(b for b in state.supply if b != spec.id))


def _use(state: GameState, action: Use, events: list[Event]) -> GameState:
    seat = state.current
    spec = state.spec(action.building)
    owner = state.owner_of(spec.id)
    assert owner is not None
    age = state.players[owner].age_of(spec.id)
    assert age is not None
    n = multiplier(age)
    events.append(Used(seat, spec.id, owner, age, n))
    user = state.players[seat]
    if owner != seat:
        user = user.with_francs(user.francs - USER_FEE)
        owner_state = state.players[owner]
        state = state.with_player(owner, owner_state.with_francs(owner_state.francs + USER_FEE))
        events.append(FrancsPaid(seat, USER_FEE, owner, RuleId.USE_OPPONENT_FEE))
    bonus = bonus_francs(age)
    if bonus:
        user = user.with_francs(user.francs + bonus)
        events.append(FrancsGained(seat, bonus, RuleId.USE_BONUS_FRANC))
    user = resolve_use(state.components.warehouse, spec, user, seat, n, action, events)
    state = state.with_player(seat, user)
    state = state.with_player(owner, _place(state, state.players[owner], spec.id, 0))
    events.append(ReturnedToZero(owner, spec.id))
    return state


def apply(state: GameState, action: Action) -> Transition:
    """Apply a legal action. Raises IllegalActionError (carrying the rejection) otherwise."""
    rejection = check(state, action)
    if rejection is not None:
        raise IllegalActionError(action.text(), rejection)
    events: list[Event] = []
    if isinstance(action, Sell):
        return Transition(_sell(state, action, events), tuple(events))
    if isinstance(action, Build):
        state = _build(state, action, events)
    elif isinstance(action, Use):
        state = _use(state, action, events)
    else:
        assert isinstance(action, Pass)
        events.append(Passed(state.current))
    state = end_turn(state, events)
    return Transition(state, tuple(events))
