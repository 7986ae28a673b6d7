"""After the game has ended, pointing at anything on the table explains it and raises nothing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtTest import QTest

from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.helpers import item_centre, settle

DOCS = Path(__file__).parents[2] / "docs"


def test_pointing_at_every_building_of_a_finished_game(window: MainWindow) -> None:
    assert window.files.open_path(DOCS / "finished.lhip.json")
    settle()
    window.sections.set_teaching(True)
    assert window.session.state.finished
    viewport = window.view.viewport()
    items = [*window.scene.chips.values(), *[t for t in window.scene.tiles.values() if t.isVisible()]]
    assert items
    for item in items:
        QTest.mouseMove(viewport, item_centre(window.view, item))
        settle()
    assert window.session.state.finished
