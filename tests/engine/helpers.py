"""Building game situations for engine tests, and playing whole turns (rules revision 2, §4.3)."""

from __future__ import annotations

from lehavre_desktop.engine import (
    BUILT_IN,
    CURRENT_RULES_REVISION,
    GOODS,
    Action,
    Cell,
    Components,
    End,
    GameState,
    Good,
    PlayerState,
    Transition,
    WheelSlot,
    apply,
)
from lehavre_desktop.engine.catalog import ROUND_LETTERS


def player(
    name: str = "P",
    francs: int = 3,
    cells: dict[Good, Cell] | None = None,
    wheel: dict[str, int] | None = None,
    beside: tuple[str, ...] = (),
    components: Components = BUILT_IN,
) -> PlayerState:
    """A player; goods default to the start cells, ``wheel`` maps building -> age (0 = sector 0)."""
    markers = list(components.warehouse.start)
    for good, cell in (cells or {}).items():
        markers[good.slot] = cell
    order = components.order
    slots = tuple(sorted((WheelSlot(b, age) for b, age in (wheel or {}).items()), key=lambda s: order[s.building]))
    return PlayerState(name, francs, tuple(markers), slots, tuple(sorted(beside, key=order.__getitem__)))


def scenario(
    p0: PlayerState | None = None,
    p1: PlayerState | None = None,
    round_letter: str = "A",
    actions_taken: int = 0,
    supply: tuple[str, ...] | None = None,
    components: Components = BUILT_IN,
    *,
    acted: bool = False,
    rules_revision: int = CURRENT_RULES_REVISION,
) -> GameState:
    """A state in the given round; the supply defaults to every entered building nobody owns."""
    p0 = p0 or player("P1", components=components)
    p1 = p1 or player("P2", components=components)
    round_index = ROUND_LETTERS.index(round_letter)
    owned = set(p0.buildings()) | set(p1.buildings())
    if supply is None:
        supply = tuple(b.id for b in components.buildings if b.round_index <= round_index and b.id not in owned)
    return GameState(
        components, (p0, p1), round_index, actions_taken, supply, acted=acted, rules_revision=rules_revision
    )


def play_turn(state: GameState, action: Action) -> Transition:
    """The action (checked by ``apply``), then ``end``: one whole turn, with the events of both in order."""
    acted = apply(state, action)
    ended = apply(acted.state, End())
    return Transition(ended.state, acted.events + ended.events)


def end_turn(state: GameState) -> GameState:
    return apply(state, End()).state


def amounts(state_player: PlayerState) -> dict[Good, int]:
    return {good: state_player.amount(good) for good in GOODS}
