"""Opening a game that brings other component data rebuilds the table safely.

Found by the Game > Open fuzzer: after an unfinished game with the built-in data, a finished
game whose data differed only in one provenance mark made every table item be rebuilt, and
the old items were deleted while the scene's queued events still named them (a crash in Qt).
"""

from __future__ import annotations

import json
from pathlib import Path

from lehavre_desktop.engine import BUILT_IN
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.helpers import settle

DOCS = Path(__file__).parents[2] / "docs"


def test_a_game_with_other_component_data_after_another_game(window: MainWindow, tmp_path: Path) -> None:
    finished = json.loads((DOCS / "finished.lhip.json").read_text(encoding="utf-8"))
    del finished["components"]["buildings"]["wood_trader"]["cost_provenance"]  # now counts as printed
    other = tmp_path / "other.lhip.json"
    other.write_text(json.dumps(finished), encoding="utf-8")
    for _ in range(3):
        assert window.files.open_path(DOCS / "midgame.lhip.json")
        settle()
        assert window.files.open_path(other)
        settle()
        assert window.session.state.components != BUILT_IN
        assert window.session.state.finished
        assert set(window.scene.tiles) == {b.id for b in BUILT_IN.buildings}
        assert all(tile.scene() is window.scene for tile in window.scene.tiles.values())
