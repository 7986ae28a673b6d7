"""Applying an action: the one way the game state changes."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, Build, End, Pass, Sell, Use
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
    return PlayerState(player.name, player.francs, player.markers, tuple(wheel), player.beside)


def _next_state(state: GameState, players: list[PlayerState], supply: tuple[str, ...], acted: bool) -> GameState:
    """The state with new players and supply, in the same turn; ``acted`` once the build, use or pass is done."""
    return GameState(
        state.components,
        (players[0], players[1]),
        state.round_index,
        state.actions_taken,
        supply,
        state.finished,
        acted,
        state.rules_revision,
    )


def _sell(state: GameState, action: Sell, events: list[Event]) -> GameState:
    seat = state.current
    players = list(state.players)
    player = players[seat]
    amount = sale_price(state, player, action.building)
    players[seat] = PlayerState(
        player.name,
        player.francs + amount,
        player.markers,
        tuple(s for s in player.wheel if s.building != action.building),
        tuple(b for b in player.beside if b != action.building),
    )
    rule = RuleId.SELL_AFTER_ACTION if state.acted else RuleId.SELL_HALF_VALUE
    events.append(Sold(seat, action.building, amount, forced=False, rule=rule, automatic=False))
    return _next_state(state, players, return_to_supply(state, state.supply, action.building), state.acted)


def _build(state: GameState, action: Build, events: list[Event]) -> GameState:
    seat = state.current
    spec = state.spec(action.building)
    players = list(state.players)
    player = pay(players[seat], seat, spec.cost, action.payment, RuleId.PAYMENT_FRANCS, events)
    if spec.is_lock:
        order = state.components.order
        beside = tuple(sorted(player.beside + (spec.id,), key=order.__getitem__))
        player = PlayerState(player.name, player.francs, player.markers, player.wheel, beside)
        events.append(Built(seat, spec.id, beside_board=True, rule=RuleId.LOCK_BUILDING))
    else:
        player = _place(state, player, spec.id, 0)
        events.append(Built(seat, spec.id, beside_board=False))
    players[seat] = player
    return _next_state(state, players, tuple(b for b in state.supply if b != spec.id), True)


def _use(state: GameState, action: Use, events: list[Event]) -> GameState:
    seat = state.current
    spec = state.spec(action.building)
    place = state.wheel_place(spec.id)
    assert place is not None
    owner, age = place
    n = multiplier(age)
    events.append(Used(seat, spec.id, owner, age, n))
    players = list(state.players)
    user = players[seat]
    if owner != seat:
        user = user.with_francs(user.francs - USER_FEE)
        players[owner] = players[owner].with_francs(players[owner].francs + USER_FEE)
        events.append(FrancsPaid(seat, USER_FEE, owner, RuleId.USE_OPPONENT_FEE))
    bonus = bonus_francs(age)
    if bonus:
        user = user.with_francs(user.francs + bonus)
        events.append(FrancsGained(seat, bonus, RuleId.USE_BONUS_FRANC))
    players[seat] = resolve_use(state.components.warehouse, spec, user, seat, n, action, events)
    players[owner] = _place(state, players[owner], spec.id, 0)
    events.append(ReturnedToZero(owner, spec.id))
    return _next_state(state, players, state.supply, True)


def apply(state: GameState, action: Action, *, trusted: bool = False) -> Transition:
    """Apply a legal action. Raises IllegalActionError (carrying the rejection) otherwise.

    ``trusted=True`` skips the check, for an action taken from ``legal_actions`` of this
    very state (a search does this millions of times); any other action must be checked.
    """
    if not trusted:
        rejection = check(state, action)
        if rejection is not None:
            raise IllegalActionError(action.text(), rejection)
    events: list[Event] = []
    if isinstance(action, Sell):
        state = _sell(state, action, events)
    elif isinstance(action, End):
        state = end_turn(state, events)
    elif isinstance(action, Build):
        state = _build(state, action, events)
    elif isinstance(action, Use):
        state = _use(state, action, events)
    else:
        assert isinstance(action, Pass)
        events.append(Passed(state.current))
        state = _next_state(state, list(state.players), state.supply, True)
    return Transition(state, tuple(events))
