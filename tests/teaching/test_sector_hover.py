"""Pointing at a sector of a wheel explains what lying there means."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from lehavre_desktop.engine import RuleId
from lehavre_desktop.teaching.rule_texts import plain_rule_text
from lehavre_desktop.ui.board.geometry import pointer_angle, sector_bisector, tray_rect
from lehavre_desktop.ui.main_window import MainWindow
from tests.teaching.helpers import panel_text, point_at
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import record_of

ROUND_A = (
    "build clay_mound pay wood@0.1",
    "build smokehouse pay clay@0.2 wood@0.1",
    "build grocery_store pay fish@0.2",
)


def point_at_sector(window: MainWindow, seat: int, age: int) -> None:
    """Move the mouse onto an empty spot at the bottom of that sector's tray."""
    wheel = window.scene.wheels[seat]
    tray = tray_rect(QPointF(0, 0), sector_bisector(pointer_angle(window.session.state.round_index), age))
    spot = wheel.mapToScene(QPointF(tray.center().x(), tray.bottom() - 6))
    # The offscreen pointer keeps its place between tests: start from an empty spot of the table.
    point_at(window, window.view.mapFromScene(QPointF(1000, 990)))
    point_at(window, window.view.mapFromScene(spot))


def test_each_sector_explains_its_rule(window_factory: WindowFactory) -> None:
    window = window_factory(record_of(*ROUND_A))
    expected = {
        0: RuleId.USE_SECTOR_ZERO,
        1: RuleId.USE_MULTIPLIER,
        3: RuleId.USE_MULTIPLIER,
        4: RuleId.USE_BONUS_FRANC,
        5: RuleId.FORCED_SALE,
    }
    for age, rule in expected.items():
        point_at_sector(window, 1, age)
        text = panel_text(window)
        assert plain_rule_text(rule)[:60] in text, (age, text[:200])
    # Leaving the wheel clears the explanation.
    point_at(window, window.view.mapFromScene(QPointF(1000, 990)))
    assert plain_rule_text(RuleId.FORCED_SALE)[:60] not in panel_text(window)
