"""A new game (rules §2)."""

from __future__ import annotations

from .catalog import BUILT_IN, START_AMOUNTS, START_FRANCS, Components
from .events import BuildingsEntered, Event, RoundStarted
from .goods import GOODS
from .state import CURRENT_RULES_REVISION, RULES_REVISIONS, GameState, PlayerState, round_start_player


def new_game(
    names: tuple[str, str] = ("Player 1", "Player 2"),
    components: Components = BUILT_IN,
    rules_revision: int = CURRENT_RULES_REVISION,
) -> GameState:
    """Seat 0 starts and holds the A-F board; seat 1 holds the G-L board."""
    if rules_revision not in RULES_REVISIONS:
        raise ValueError(f"rules revision {rules_revision} is not one of {RULES_REVISIONS}")
    geometry = components.warehouse
    assert all(geometry.start[g.slot].amount == START_AMOUNTS[g] for g in GOODS), "start cells do not match"
    players = tuple(
        PlayerState(name=name, francs=START_FRANCS, markers=geometry.start, wheel=(), beside=()) for name in names
    )
    return GameState(
        components=components,
        players=(players[0], players[1]),
        round_index=0,
        actions_taken=0,
        supply=components.entering(0),
        rules_revision=rules_revision,
    )


def round_start_events(state: GameState) -> list[Event]:
    """The automatic events that open the current round."""
    index = state.round_index
    return [
        BuildingsEntered(index, state.components.entering(index)),
        RoundStarted(index, state.round_actions, round_start_player(index)),
    ]
