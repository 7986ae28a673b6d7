"""A use the rules allow but that would do nothing is not offered like a useful one, and says so on hover."""

from __future__ import annotations

from lehavre_desktop.engine import position_from_data
from lehavre_desktop.teaching.preview import does_nothing, explain_use
from tests.teaching.helpers import panel_text, point_at_item
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import settle

# Ann's Clay Mound in sector x2 moves clay right; her clay marker stands in the right column: every step is lost.
CLAY_AT_THE_EDGE = {
    "round": "C",
    "to_act": "Ann",
    "players": [
        {"name": "Ann", "goods": {"clay": "1.5"}, "wheel": {"clay_mound": "2", "wood_company": "2"}},
        {"name": "Ben"},
    ],
}


def test_a_use_that_does_nothing_is_framed_apart_and_says_why(window_factory: WindowFactory) -> None:
    state = position_from_data(CLAY_AT_THE_EDGE)
    assert does_nothing(state, "clay_mound") and not does_nothing(state, "wood_company")
    window = window_factory(state)
    idle, useful = window.scene.chips["clay_mound"], window.scene.chips["wood_company"]
    assert idle.usable and idle.idle
    assert useful.usable and not useful.idle
    assert "would do nothing" in idle.accessible_name() and "would do nothing" not in useful.accessible_name()
    point_at_item(window, idle)
    settle()
    assert "Using Clay Mound now would do nothing for you" in panel_text(window)
    assert explain_use(state, "clay_mound")[0].text.startswith("Using Clay Mound now would do nothing")


def test_the_bonus_franc_is_something(window_factory: WindowFactory) -> None:
    # From sector x4+ the use brings its bonus franc even with every step lost: it is worth something.
    state = position_from_data(
        {
            "round": "E",
            "to_act": "Ann",
            "players": [{"name": "Ann", "goods": {"clay": "1.5"}, "wheel": {"clay_mound": "4+"}}, {"name": "Ben"}],
        }
    )
    assert not does_nothing(state, "clay_mound")
