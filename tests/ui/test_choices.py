"""Shaping a choice on the table: lost steps for every building that allows them, and what is refused."""

from __future__ import annotations

from typing import Any

import pytest

from lehavre_desktop.engine import Cell, Good, Reason, StepsLost, Use, apply, check, position_from_data, use_options
from lehavre_desktop.table.pending import Pending, default_index

FISH, CLAY = Good.FISH, Good.CLAY


def pending_use(building: str, sector: str, goods: dict[str, str], round_letter: str) -> Pending:
    data: dict[str, Any] = {
        "round": round_letter,
        "to_act": "Ann",
        "players": [{"name": "Ann", "goods": goods, "wheel": {building: sector}}, {"name": "Ben"}],
    }
    state = position_from_data(data)
    pending = Pending("use", building, state, use_options(state, building))
    pending.index = default_index(pending.choices)
    return pending


EDGE = {"fish": "0.4", "clay": "0.5", "wood": "0.5", "grain": "0.5"}  # to the right, only fish has room: 1 step
CORNER = {"fish": "4.1", "clay": "0.0", "wood": "0.0", "grain": "0.0"}  # up-left, only fish has room: 1 step


@pytest.mark.parametrize(
    ("building", "letter", "goods", "edge", "steps"),
    [
        ("marketplace", "F", EDGE, Cell(0, 5), 2),  # N steps right
        ("pier", "I", EDGE, Cell(0, 5), 4),  # N + 2 steps right
        ("craftsmens_yard", "H", CORNER, Cell(5, 0), 3),  # N + 1 steps up-left
    ],
)
def test_a_drop_on_the_edge_gives_the_marker_every_step_left_and_the_engine_reports_them_lost(
    building: str, letter: str, goods: dict[str, str], edge: Cell, steps: int
) -> None:
    pending = pending_use(building, "2", goods, letter)
    assert pending.choose_cell(FISH, edge) is None
    assert pending.action == Use(building, (FISH,) * steps)
    assert pending.action not in pending.choices  # a longer form of the listed one-step choice
    assert pending.choices[pending.index] == Use(building, (FISH,))
    assert check(pending.state, pending.action) is None
    lost = [e.lost for e in apply(pending.state, pending.action).events if isinstance(e, StepsLost)]
    assert lost == [steps - 1]
    assert pending.preview().markers[FISH.slot] == edge

    # A marker with no room, dropped on its own cell (its edge), takes the steps the listed choice leaves instead.
    assert pending.choose_cell(CLAY, pending.state.current_player.cell(CLAY)) is None
    assert pending.action == Use(building, (FISH,) + (CLAY,) * (steps - 1))

    # One step short of the edge is the listed choice again, with nothing lost.
    pending.choose_cell(FISH, pending.state.current_player.cell(FISH))
    assert pending.action == Use(building) and pending.longer is None


def test_guild_hall_picks_a_marker_at_the_edge() -> None:
    pending = pending_use("guild_hall", "2", {"fish": "0.5", "clay": "0.0"}, "J")
    assert pending.action == Use("guild_hall", (CLAY, Good.WOOD))
    targets = pending.targets()
    assert Cell(0, 5) in targets[FISH]  # the fish marker at the edge can be dragged onto its own cell
    refused = pending.choose_cell(FISH, Cell(0, 5))
    assert refused is not None and refused.rejection is not None
    assert refused.rejection.reason is Reason.TOO_MANY_GOODS
    assert pending.choose_count("wood", 0) is None
    assert pending.choose_cell(FISH, Cell(0, 5)) is None
    assert pending.action == Use("guild_hall", (FISH, CLAY))
    assert [e.good for e in pending.preview().events if isinstance(e, StepsLost)] == [FISH]


def test_business_office_never_picks_a_marker_at_the_edge() -> None:
    """Its steps earn francs, so they must be possible (rules §11): no edge target for a marker without room."""
    pending = pending_use("business_office", "2", {"fish": "0.0", "clay": "3.3"}, "H")
    assert FISH not in pending.targets()
    assert all(FISH not in choice.goods for choice in pending.choices if isinstance(choice, Use))
    shown = pending.action
    assert pending.choose_cell(FISH, Cell(0, 0)) is None  # its own cell: nothing changes
    assert pending.action == shown and pending.longer is None
