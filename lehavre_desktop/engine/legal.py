"""Which actions are legal: the full list, and the check of a single action."""

from __future__ import annotations

from functools import lru_cache
from itertools import product
from typing import Literal, NamedTuple

from .actions import Action, Build, Pass, Sell, Use
from .catalog import USER_FEE, Components
from .functions import check_use_choice, use_choices
from .goods import Cell, Good
from .payments import check_payment
from .rejections import Rejection, reject
from .rules import RuleId
from .state import GameState, PlayerState, bonus_francs, multiplier
from .warehouse import MarkerEnd, Payment, food_payment_options, good_payment_options


class Option(NamedTuple):
    """One kind of thing the player can do now; it expands into one or more actions."""

    verb: Literal["build", "use", "sell", "pass"]
    building: str


@lru_cache(maxsize=65536)
def _build_payments(components: Components, building: str, markers: tuple[Cell, ...]) -> tuple[Payment, ...]:
    """Every legal goods payment for a building, cheapest first (empty tuple: unaffordable)."""
    geometry = components.warehouse
    cost = components.by_id[building].cost
    parts: list[tuple[Payment, ...]] = []
    for good, amount in cost.goods_parts():
        ends = good_payment_options(geometry, markers[good.slot], amount)
        parts.append(tuple((MarkerEnd(good, end),) for end in ends))
    if cost.food:
        parts.append(food_payment_options(
            geometry, markers[Good.FISH.slot], markers[Good.GRAIN.slot], cost.food))
    result: list[Payment] = []
    for combo in product(*parts):
        merged: list[MarkerEnd] = [end for part in combo for end in part]
        merged.sort(key=lambda e: e.good.slot)
        result.append(tuple(merged))
    if len(parts) > 1:
        result.sort(key=lambda p: (sum(markers[e.good.slot].amount - e.cell.amount for e in p)))
    return tuple(result)


def build_options(state: GameState, building: str) -> tuple[Build, ...]:
    player = state.current_player
    if state.spec(building).cost.francs > player.francs:
        return ()
    return tuple(Build(building, p) for p in _build_payments(state.components, building, player.markers))


def cheapest_payment(state: GameState, building: str) -> Payment | None:
    """The payment the engine proposes: the one that gives away the fewest goods."""
    options = build_options(state, building)
    return options[0].payment if options else None


def _use_context(state: GameState, building: str) -> tuple[int, int, int] | None:
    """(owner, age, francs the user has once the fee and bonus are settled), or None if not usable."""
    owner = state.owner_of(building)
    if owner is None:
        return None
    age = state.players[owner].age_of(building)
    if age is None or age == 0:
        return None
    user = state.current_player
    fee = USER_FEE if owner != state.current else 0
    if user.francs < fee:
        return None
    return owner, age, user.francs - fee + bonus_francs(age)


def use_options(state: GameState, building: str) -> tuple[Use, ...]:
    context = _use_context(state, building)
    if context is None:
        return ()
    _, age, francs = context
    return tuple(use_choices(state.components.warehouse, state.spec(building), state.current_player,
                             francs, multiplier(age)))


def options(state: GameState) -> list[Option]:
    """What the current player can do, in a fixed order: builds, uses, sells, or else a pass."""
    if state.finished:
        return []
    player = state.current_player
    found: list[Option] = []
    for building in state.supply:
        if _affordable(state, player, building):
            found.append(Option("build", building))
    for seat in (state.current, 1 - state.current):
        for slot in state.players[seat].wheel:
            if slot.age > 0 and _use_context(state, slot.building) is not None:
                found.append(Option("use", slot.building))
    if not found:
        found.append(Option("pass", ""))
    order = state.components.order
    for building in sorted(player.buildings(), key=order.__getitem__):
        found.append(Option("sell", building))
    return found


def _affordable(state: GameState, player: PlayerState, building: str) -> bool:
    if state.spec(building).cost.francs > player.francs:
        return False
    return bool(_build_payments(state.components, building, player.markers))


def expand(state: GameState, option: Option) -> tuple[Action, ...]:
    if option.verb == "build":
        return build_options(state, option.building)
    if option.verb == "use":
        return use_options(state, option.building)
    if option.verb == "sell":
        return (Sell(option.building),)
    return (Pass(),)


def legal_actions(state: GameState) -> list[Action]:
    """Every legal action, each distinct choice once, in a deterministic order."""
    return [action for option in options(state) for action in expand(state, option)]


def _has_build_or_use(state: GameState) -> bool:
    return any(option.verb in ("build", "use") for option in options(state))


def check(state: GameState, action: Action) -> Rejection | None:
    """None if the action is legal now, else the rejection naming the rule it breaks."""
    if state.finished:
        return reject(RuleId.GAME_OVER, "game_over")
    components = state.components
    player = state.current_player
    if isinstance(action, Pass):
        if _has_build_or_use(state):
            return reject(RuleId.TURN_PASS, "action_available")
        return None
    building = action.building
    if building not in components.by_id:
        return reject(RuleId.ACTION_UNKNOWN, "unknown_building", building=building)
    spec = components.by_id[building]
    if isinstance(action, Sell):
        if not player.owns(building):
            return reject(RuleId.SELL_OWN_BUILDING, "not_own_building", building=building)
        return None
    if isinstance(action, Build):
        if building not in state.supply:
            owner = state.owner_of(building)
            if owner is not None:
                return reject(RuleId.BUILD_AVAILABLE, "already_built", building=building, owner=owner)
            return reject(RuleId.BUILD_AVAILABLE, "not_yet_in_play", building=building, letter=spec.letter)
        return check_payment(components.warehouse, player, spec.cost, action.payment, RuleId.BUILD_COST)
    if spec.is_lock:
        return reject(RuleId.LOCK_BUILDING, "lock_building", building=building)
    owner = state.owner_of(building)
    if owner is None:
        return reject(RuleId.USE_OWNED_BUILDING, "not_built", building=building)
    age = state.players[owner].age_of(building)
    assert age is not None
    if age == 0:
        return reject(RuleId.USE_SECTOR_ZERO, "sector_zero", building=building)
    fee = USER_FEE if owner != state.current else 0
    if player.francs < fee:
        return reject(RuleId.USE_OPPONENT_FEE, "cannot_pay_fee", fee=fee, have=player.francs)
    francs = player.francs - fee + bonus_francs(age)
    return check_use_choice(components.warehouse, spec, player, francs, multiplier(age), action)
