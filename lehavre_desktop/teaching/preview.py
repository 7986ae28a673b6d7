"""Before acting: what building or using something would do right now, or why it cannot be done.

Everything is read off the engine: the choices it lists, the events a choice would cause
(by applying it to the current state) and its rejections with their numbers.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import (
    BONUS_AGE,
    BUILT_IN,
    GOODS,
    SALE_AGE,
    SECTOR_MULTIPLIERS,
    Action,
    Build,
    Cell,
    Components,
    FrancsGained,
    FrancsPaid,
    GameState,
    Good,
    GoodsPaid,
    MarkerMoved,
    Overpaid,
    RuleId,
    StepsLost,
    Use,
    apply,
    build_options,
    building_rule,
    check,
    turn_events,
    use_options,
)
from ..i18n.forms import Amount, Building, GoodTerm, Listed, Marker, Number, Sector, cost
from ..prose.cast import Cast
from ..prose.event_prose import Explanation
from ..prose.narration import explain_events
from .reasons import explain as explain_rejection
from .rule_texts import plain_rule_text

SHOWN_EVENTS = (GoodsPaid, Overpaid, FrancsPaid, FrancsGained, MarkerMoved, StepsLost)


def explain_action(state: GameState, action: Action, players: Cast | None = None) -> list[Explanation]:
    """The effects of an action the engine accepts, within the player's own turn (``players`` as
    ``prose.narration`` takes them)."""
    transition = apply(state, action)
    turn = turn_events(transition.events)
    explained = explain_events(turn, state, transition.state, players)
    return [text for event, text in zip(turn, explained, strict=True) if isinstance(event, SHOWN_EVENTS)]


def explain_building(state: GameState, building: str, players: Cast | None = None) -> list[Explanation]:
    """Hovering a tile in the supply: what the building does, then what building it now would cost, or why it
    cannot be built."""
    spec = state.spec(building)
    does = explain_function(building, state.components)
    choices = build_options(state, building) if building in state.supply and not state.finished else ()
    # The listed choices are the ways to pay; whether building is possible at all (the turn's action may be
    # taken already) is the engine's check of one of them.
    rejection = check(state, choices[0] if choices else Build(building))
    if rejection is not None:
        return [does, Explanation(rejection.rule, explain_rejection(rejection))]
    if not choices:
        return [does]
    if len(choices) > 1:
        head = QCoreApplication.translate(
            "Teaching",
            "Building {building} now costs {cost}. There are {ways}; the cheapest is shown, and you can drag the "
            "markers to choose another.",
        )
    else:
        head = QCoreApplication.translate("Teaching", "Building {building} now costs {cost}.")
    head = head.format(building=Building(building), cost=cost(spec.cost), ways=Amount("ways", len(choices)))
    return [does, Explanation(RuleId.BUILD_COST, head), *explain_action(state, choices[0], players)]


def explain_function(building: str, components: Components) -> Explanation:
    """What a building does, in words (its rule's explanation)."""
    rule = building_rule(building)
    return Explanation(rule, plain_rule_text(rule, components))


def does_nothing(state: GameState, building: str) -> bool:
    """Whether every way of using the building now leaves the player's goods as they are and brings no franc: a
    legal use that is no use (a Clay Mound with the clay marker at the right edge)."""
    choices = use_options(state, building)
    if not choices:
        return False
    mover = state.current
    before = state.players[mover]
    for choice in choices:
        after = apply(state, choice, trusted=True).state.players[mover]
        if after.markers != before.markers or after.francs > before.francs:
            return False
    return True


def explain_use(state: GameState, building: str, players: Cast | None = None) -> list[Explanation]:
    """Hovering a building on a wheel: what using it now would do, or why it cannot be used."""
    choices = use_options(state, building)
    rejection = check(state, choices[0] if choices else Use(building))
    if rejection is not None:
        return [Explanation(rejection.rule, explain_rejection(rejection))]
    if not choices:
        return []
    if does_nothing(state, building):
        idle = QCoreApplication.translate(
            "Teaching",
            "Using {building} now would do nothing for you: every step it gives would be lost at the "
            "edge of your warehouse, and it brings no franc. You may still use it, but it would waste "
            "your action.",
        )
        return [
            Explanation(RuleId.WAREHOUSE_EDGE, idle.format(building=Building(building))),
            *explain_action(state, choices[0], players),
        ]
    owner = state.owner_of(building)
    assert owner is not None
    age = state.players[owner].age_of(building)
    assert age is not None
    if len(choices) > 1:
        head = QCoreApplication.translate(
            "Teaching",
            "Using {building} now, from sector {sector} (N = {n}): it offers {choices}; here is the fullest one.",
        )
    else:
        head = QCoreApplication.translate("Teaching", "Using {building} now, from sector {sector} (N = {n}):")
    head = head.format(
        building=Building(building),
        sector=Sector(age),
        n=Number(SECTOR_MULTIPLIERS[age]),
        choices=Amount("choices", len(choices)),
    )
    # "N = 2" stays on one line in every language's wording: the spaces round its equals sign do not break.
    head = head.replace(" = ", "\u00a0=\u00a0")
    return [Explanation(RuleId.USE_MULTIPLIER, head), *explain_action(state, choices[fullest_choice(choices)], players)]


def fullest_choice(choices: tuple[Use, ...]) -> int:
    """The choice that does the most (goods moved plus repetitions), the engine's first among equals."""
    sizes = [len(choice.goods) + choice.times for choice in choices]
    return sizes.index(max(sizes))


def explain_cell(state: GameState, seat: int, cell: Cell) -> Explanation:
    """Hovering a warehouse cell: how its amount is read, and which markers stand on it."""
    here = [GoodTerm(good) for good in GOODS if state.players[seat].cell(good) == cell]
    if here:
        text = QCoreApplication.translate(
            "Teaching",
            "This cell is in the row worth {row} and the column worth {col}: a marker here means {amount} of its "
            "good. On it now: {goods}.",
        )
    else:
        text = QCoreApplication.translate(
            "Teaching",
            "This cell is in the row worth {row} and the column worth {col}: a marker here means {amount} of its good.",
        )
    text = text.format(
        row=Number(3 * cell.row), col=Number(cell.col, signed=True), amount=Number(cell.amount), goods=Listed(here)
    )
    return Explanation(RuleId.WAREHOUSE_READING, text)


def explain_drag(state: GameState, action: Action, good: Good) -> Explanation:
    """While a marker is dragged: what the green cells mean for this action."""
    if isinstance(action, Use) and len(action.payments) > 1:
        text = QCoreApplication.translate(
            "Teaching",
            "You are choosing how the {marker} pays. Each repetition pays its food on its own, one after the "
            "other, and none gives change; the green cells are where a legal sequence of payments can leave the "
            "marker. Paying moves go left (1), down (3) or down-left (4).",
        ).format(marker=Marker(good))
        return Explanation(RuleId.USE_COST_PER_REPETITION, text)
    if isinstance(action, Build) or (isinstance(action, Use) and action.payments):
        text = QCoreApplication.translate(
            "Teaching",
            "You are choosing how the {marker} pays. The green cells are where a legal payment "
            "can leave it: paying moves go left (1), down (3) or down-left (4), and the last move must "
            "be needed to reach the cost, since no change is given.",
        ).format(marker=Marker(good))
        return Explanation(RuleId.PAYMENT_NO_CHANGE, text)
    text = QCoreApplication.translate(
        "Teaching",
        "You are choosing where the building moves the {marker}. The green cells are where "
        "the building's steps can take it from here; steps beyond the edge would be lost.",
    ).format(marker=Marker(good))
    return Explanation(RuleId.USE_CHOICE, text)


def explain_sector(age: int, components: Components = BUILT_IN) -> Explanation:
    """Pointing at a sector of a wheel: what lying there means for a building."""
    if age == 0:
        rule = RuleId.USE_SECTOR_ZERO
    elif age == BONUS_AGE:
        rule = RuleId.USE_BONUS_FRANC
    elif age >= SALE_AGE:
        rule = RuleId.FORCED_SALE
    else:
        rule = RuleId.USE_MULTIPLIER
    return Explanation(rule, plain_rule_text(rule, components))
