"""Game ▸ Open, many times over, of games with other component tables (warehouse sizes, costs, letters) and of
files that are refused, between moves and with animations running: the table is rebuilt without a crash.

Reported from outside: four files opened in a row — a normal game, a game on a 20 x 20 warehouse, a file that
is refused, a 6 x 6 game with one building's cost changed — crashed in the scene's item index while painting.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from lehavre_desktop.engine import (
    BUILT_IN,
    GameRecord,
    components_from_data,
    components_to_data,
    legal_actions,
    record_to_json,
)
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.helpers import settle

DOCS = Path(__file__).parents[2] / "docs"
ROUNDS = 12


def components(change: dict[str, Any]) -> Any:
    data = components_to_data(BUILT_IN)
    for key, value in change.items():
        if key == "warehouse":
            data["warehouse"].update(value)
        else:
            data["buildings"][key].update(value)
    found = components_from_data(data)
    return found[0] if isinstance(found, tuple) else found


def played(components_table: Any, seed: int, moves: int) -> str:
    """A game on that table, a few random moves in, as a saved file's text."""
    rng = random.Random(seed)
    record = GameRecord(("Ann", "Ben"), (), components_table)
    state = record.initial_state()
    actions = []
    for _ in range(moves):
        if state.finished:
            break
        from lehavre_desktop.engine import apply

        action = rng.choice(legal_actions(state))
        actions.append(action)
        state = apply(state, action).state
    return record_to_json(GameRecord(("Ann", "Ben"), tuple(actions), components_table))


@pytest.fixture
def moving(settings: Settings) -> Settings:
    settings.animation_speed = "normal"  # pieces slide and fade while the next file comes
    settings.sync()
    return settings


@pytest.mark.slow
def test_games_with_other_tables_and_refused_files_opened_again_and_again(
    window: MainWindow, tmp_path: Path, moving: Settings, message_boxes: list[str]
) -> None:
    window.controller.animation_ms = window.settings.animation_ms
    tables = [
        BUILT_IN,
        components({"warehouse": {"rows": 20, "cols": 20}}),
        components({"pier": {"cost": {"wood": 3, "clay": 1}}}),
        components({"warehouse": {"rows": 7, "cols": 5}, "kiln": {"value": 9}}),
        components({"zoo": {"value": 40}, "warehouse": {"rows": 6, "cols": 8}}),
    ]
    files: list[Path] = []
    for index, table in enumerate(tables):
        path = tmp_path / f"table{index}.lhip.json"
        path.write_text(played(table, index, 10 + 7 * index), encoding="utf-8")
        files.append(path)
    refused = tmp_path / "refused.lhip.json"
    broken = json.loads(files[1].read_text(encoding="utf-8"))
    broken["actions"] = ["build nowhere pay wood@0.0"]
    refused.write_text(json.dumps(broken), encoding="utf-8")
    files.append(refused)
    rng = random.Random(7)
    opened = 0
    # The reported sequence first: a normal game, a 20 x 20 warehouse, a refused file, a changed cost; then any order.
    sequence = [files[0], files[1], refused, files[2]] + [rng.choice(files) for _ in range(ROUNDS * len(files) - 4)]
    for round_index, path in enumerate(sequence):
        ok = window.files.open_path(path)
        opened += ok
        assert ok == (path != refused)
        # A move, a hover and a repaint with the new items, while the last items' animations may still run.
        state = window.session.state
        if ok and not state.finished and round_index % 2 == 0:
            action = rng.choice([a for a in legal_actions(state)])
            assert window.session.submit(action)
        window.view.viewport().repaint()
        settle()
        scene = window.scene
        assert set(scene.tiles) == {spec.id for spec in window.session.state.components.buildings}
        assert all(item.scene() is scene for item in [*scene.tiles.values(), *scene.chips.values(), *scene.warehouses])
        assert [w.geometry for w in scene.warehouses] == [window.session.state.components.warehouse] * 2
    assert opened > ROUNDS * 3
    assert len(message_boxes) == len(files) * ROUNDS - opened  # each refused file said why, nothing else did
    # The normal game is still playable after it all.
    assert window.files.open_path(DOCS / "midgame.lhip.json")
    assert window.session.submit(legal_actions(window.session.state)[0])
