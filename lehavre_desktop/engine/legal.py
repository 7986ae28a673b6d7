"""Which actions are legal: the full list, and the check of a single action."""

from __future__ import annotations

from functools import lru_cache
from itertools import product
from typing import Literal, NamedTuple, assert_never

from .actions import Action, Build, End, Pass, Sell, Use
from .catalog import USER_FEE, Components
from .functions import check_use_choice, use_choices
from .goods import Cell, Good
from .payments import check_payment, short_parts
from .rejections import Reason, Rejection, reject
from .rules import RuleId
from .state import GameState, PlayerState, WheelSlot, bonus_francs, multiplier
from .warehouse import MarkerEnd, Payment, food_payment_options, good_payment_options, most_payable

FISH, CLAY, WOOD, GRAIN = (good.slot for good in (Good.FISH, Good.CLAY, Good.WOOD, Good.GRAIN))


class Option(NamedTuple):
    """One kind of thing the player can do now; it expands into one or more actions."""

    verb: Literal["build", "use", "sell", "pass", "end"]
    building: str


@lru_cache(maxsize=65536)
def _builds(
    components: Components, building: str, wood: Cell | None, clay: Cell | None, fish: Cell | None, grain: Cell | None
) -> tuple[Build, ...]:
    """Every legal goods payment for a building, cheapest first (empty tuple: unaffordable).

    Only the markers its cost names are given (the others are None), so that positions that
    differ in other goods share the entry.
    """
    geometry = components.warehouse
    cost = components.by_id[building].cost
    cells = {Good.WOOD: wood, Good.CLAY: clay}
    parts: list[tuple[Payment, ...]] = []
    for good, amount in cost.goods_parts():
        start = cells[good]
        assert start is not None
        parts.append(tuple((MarkerEnd(good, end),) for end in good_payment_options(geometry, start, amount)))
    if cost.food:
        assert fish is not None and grain is not None
        parts.append(food_payment_options(geometry, fish, grain, cost.food))
    payments = [
        tuple(sorted((end for part in combo for end in part), key=lambda e: e.good.slot)) for combo in product(*parts)
    ]
    if len(parts) > 1:
        starts = {Good.WOOD: wood, Good.CLAY: clay, Good.FISH: fish, Good.GRAIN: grain}
        payments.sort(key=lambda p: sum(_amount(starts[e.good]) - e.cell.amount for e in p))
    return tuple(Build(building, payment) for payment in payments)


def _amount(cell: Cell | None) -> int:
    assert cell is not None
    return cell.amount


def build_options(state: GameState, building: str) -> tuple[Build, ...]:
    """Every legal way to build it now; none once the turn's action is taken or the game is over."""
    if state.acted or state.finished or building not in state.supply:
        return ()
    player = state.current_player
    cost = state.spec(building).cost
    if cost.francs > player.francs:
        return ()
    markers = player.markers
    return _builds(
        state.components,
        building,
        markers[WOOD] if cost.wood else None,
        markers[CLAY] if cost.clay else None,
        markers[FISH] if cost.food else None,
        markers[GRAIN] if cost.food else None,
    )


def short_of(state: GameState, building: str) -> tuple[str, ...]:
    """What the player to act lacks to build it: the parts of its cost ("wood", "clay", "food", "francs") they
    cannot pay, whatever else they pay; none when they can pay it (whether building is allowed now or not)."""
    return short_parts(state.components.warehouse, state.current_player, state.spec(building).cost)


def cheapest_payment(state: GameState, building: str) -> Payment | None:
    """The payment the engine proposes: the one that gives away the fewest goods."""
    options = build_options(state, building)
    return options[0].payment if options else None


def _francs_for_use(state: GameState, owner: int, age: int) -> int | None:
    """The francs the user holds once the fee and bonus are settled; None if the building cannot be used."""
    if age == 0:
        return None
    francs = state.current_player.francs
    if owner != state.current:
        if francs < USER_FEE:
            return None
        francs -= USER_FEE
    return francs + bonus_francs(age)


def _use_context(state: GameState, building: str) -> tuple[int, int] | None:
    """(age, francs for the use), or None if the building is not usable now."""
    place = state.wheel_place(building)
    if place is None:
        return None
    owner, age = place
    francs = _francs_for_use(state, owner, age)
    return None if francs is None else (age, francs)


def use_options(state: GameState, building: str) -> tuple[Use, ...]:
    """Every legal choice for using it now; none once the turn's action is taken or the game is over."""
    if state.acted or state.finished:
        return ()
    context = _use_context(state, building)
    if context is None:
        return ()
    age, francs = context
    return use_choices(
        state.components.warehouse,
        state.spec(building),
        state.current_player.markers,
        francs,
        multiplier(age),
        state.rules_revision,
    )


def options(state: GameState) -> list[Option]:
    """What the current player can do, in a fixed order.

    Before the turn's action: builds, uses (or else a pass), then sales. After it: sales,
    then ``end``. Computed once per state.
    """
    return list(_options_of(state))


def _options_of(state: GameState) -> tuple[Option, ...]:
    found: tuple[Option, ...] | None = state.derived.get("options")
    if found is None:
        found = state.derived["options"] = tuple(_find_options(state))
    return found


def _find_options(state: GameState) -> list[Option]:
    if state.finished:
        return []
    current = state.current
    player = state.players[current]
    sales = _sale_options(state.components, player.wheel, player.beside)
    if state.acted:
        return [*sales, END_OPTION]
    found = _action_options(state, current, player) or [PASS_OPTION]
    found.extend(sales)
    return found


END_OPTION = Option("end", "")
PASS_OPTION = Option("pass", "")


class _OptionsByBuilding(dict[str, Option]):
    """One shared Option per building and verb: options are built for every state, anew each time otherwise."""

    def __init__(self, verb: Literal["build", "use", "sell"]) -> None:
        super().__init__()
        self.verb: Literal["build", "use", "sell"] = verb

    def __missing__(self, building: str) -> Option:
        option = self[building] = Option(self.verb, building)
        return option


BUILD_OPTIONS, USE_OPTIONS, SELL_OPTIONS = (_OptionsByBuilding(v) for v in ("build", "use", "sell"))


def _sale_options(components: Components, wheel: tuple[WheelSlot, ...], beside: tuple[str, ...]) -> list[Option]:
    owned = [slot.building for slot in wheel]
    if beside:
        owned = sorted(owned + list(beside), key=components.order.__getitem__)
    return [SELL_OPTIONS[building] for building in owned]


def _use_options_on(wheel: tuple[WheelSlot, ...]) -> list[Option]:
    return [USE_OPTIONS[slot.building] for slot in wheel if slot.age > 0]


def _build_options_from(
    components: Components, supply: tuple[str, ...], markers: tuple[Cell, ...], francs: int
) -> list[Option]:
    goods_ok = _goods_payable(components, markers[WOOD], markers[CLAY])
    food_ok = _food_payable(components, markers[FISH], markers[GRAIN])
    by_id = components.by_id
    return [
        BUILD_OPTIONS[building]
        for building in supply
        if building in goods_ok and building in food_ok and by_id[building].cost.francs <= francs
    ]


def _action_options(state: GameState, current: int, player: PlayerState) -> list[Option]:
    found = _build_options_from(state.components, state.supply, player.markers, player.francs)
    found.extend(_use_options_on(player.wheel))
    if player.francs >= USER_FEE:
        found.extend(_use_options_on(state.players[1 - current].wheel))
    return found


@lru_cache(maxsize=4096)
def _goods_payable(components: Components, wood: Cell, clay: Cell) -> frozenset[str]:
    """Buildings whose wood and clay parts can be paid from these cells (no such part counts as paid)."""
    geometry = components.warehouse
    wood_most, clay_most = most_payable(geometry, wood), most_payable(geometry, clay)
    return frozenset(b.id for b in components.buildings if b.cost.wood <= wood_most and b.cost.clay <= clay_most)


@lru_cache(maxsize=4096)
def _food_payable(components: Components, fish: Cell, grain: Cell) -> frozenset[str]:
    geometry = components.warehouse
    food_most = most_payable(geometry, fish) + most_payable(geometry, grain)
    return frozenset(b.id for b in components.buildings if b.cost.food <= food_most)


def expand(state: GameState, option: Option) -> tuple[Action, ...]:
    if option.verb == "build":
        return build_options(state, option.building)
    if option.verb == "use":
        return use_options(state, option.building)
    if option.verb == "sell":
        return (Sell(option.building),)
    if option.verb == "end":
        return (End(),)
    return (Pass(),)


def legal_actions(state: GameState) -> list[Action]:
    """Every legal action, one per distinct choice, in a deterministic order. Computed once per state."""
    found: tuple[Action, ...] | None = state.derived.get("legal")
    if found is None:
        actions: list[Action] = []
        for option in _options_of(state):
            actions.extend(expand(state, option))
        found = state.derived["legal"] = tuple(actions)
    return list(found)


def _has_build_or_use(state: GameState) -> bool:
    return any(option.verb in ("build", "use") for option in _options_of(state))


def check(state: GameState, action: Action) -> Rejection | None:
    """None if the action is legal now, else the rejection naming the rule it breaks."""
    if state.finished:
        return reject(RuleId.GAME_OVER, Reason.GAME_OVER)
    match action:
        case End():
            return None if state.acted else reject(RuleId.TURN_END, Reason.MUST_ACT_FIRST)
        case Pass():
            return _check_pass(state)
        case Sell() | Build() | Use():
            return _check_on_building(state, action)
        case _:
            assert_never(action)


def _check_pass(state: GameState) -> Rejection | None:
    if state.acted:
        return reject(RuleId.TURN_ONE_ACTION, Reason.ALREADY_ACTED)
    if _has_build_or_use(state):
        return reject(RuleId.TURN_PASS, Reason.ACTION_AVAILABLE)
    return None


def _check_on_building(state: GameState, action: Sell | Build | Use) -> Rejection | None:
    # A sale is the one thing a player may still do after the turn's action.
    if state.acted and not isinstance(action, Sell):
        return reject(RuleId.TURN_ONE_ACTION, Reason.ALREADY_ACTED)
    building = action.building
    if building not in state.components.by_id:
        return reject(RuleId.ACTION_UNKNOWN, Reason.UNKNOWN_BUILDING, building=building)
    match action:
        case Sell():
            if not state.current_player.owns(building):
                return reject(RuleId.SELL_OWN_BUILDING, Reason.NOT_OWN_BUILDING, building=building)
            return None
        case Build():
            return _check_build(state, action)
        case Use():
            return _check_use(state, action)
        case _:
            assert_never(action)


def _check_build(state: GameState, action: Build) -> Rejection | None:
    building = action.building
    spec = state.components.by_id[building]
    if building not in state.supply:
        owner = state.owner_of(building)
        if owner is not None:
            return reject(RuleId.BUILD_AVAILABLE, Reason.ALREADY_BUILT, building=building, owner=owner)
        return reject(RuleId.BUILD_AVAILABLE, Reason.NOT_YET_IN_PLAY, building=building, letter=spec.letter)
    return check_payment(state.components.warehouse, state.current_player, spec.cost, action.payment, RuleId.BUILD_COST)


def _check_use(state: GameState, action: Use) -> Rejection | None:
    building = action.building
    components = state.components
    spec = components.by_id[building]
    if spec.is_lock:
        return reject(RuleId.LOCK_BUILDING, Reason.LOCK_BUILDING, building=building)
    owner = state.owner_of(building)
    if owner is None:
        return reject(RuleId.USE_OWNED_BUILDING, Reason.NOT_BUILT, building=building)
    age = state.players[owner].age_of(building)
    assert age is not None
    if age == 0:
        return reject(RuleId.USE_SECTOR_ZERO, Reason.SECTOR_ZERO, building=building)
    player = state.current_player
    francs = _francs_for_use(state, owner, age)
    if francs is None:
        return reject(RuleId.USE_OPPONENT_FEE, Reason.CANNOT_PAY_FEE, fee=USER_FEE, have=player.francs)
    if list(action.goods) != sorted(action.goods, key=lambda good: good.slot):
        return reject(RuleId.USE_CHOICE, Reason.OUT_OF_ORDER)
    return check_use_choice(components.warehouse, spec, player, francs, multiplier(age), state.rules_revision, action)
