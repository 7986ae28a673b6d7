"""Contrast as rendered, in every theme: the teaching panel's rule links and the final scores' legend meet WCAG AA
on their ground (the palettes' own pairs are checked in test_themes)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QTextDocument
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import Build, Use, legal_actions
from lehavre_desktop.session.persistence import load_record
from lehavre_desktop.ui import theme
from lehavre_desktop.ui.main_window import MainWindow
from tests.teaching.helpers import panel_text
from tests.ui.conftest import WindowFactory
from tests.ui.test_no_game_lost import FINISHED

THEMES = ("light", "dark", "high_contrast")
AA = 4.5


def link_colours(document: QTextDocument) -> set[str]:
    found: set[str] = set()
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            if fragment.charFormat().isAnchor():
                found.add(fragment.charFormat().foreground().color().name())
            fragments += 1
        block = block.next()
    return found


@pytest.mark.parametrize("name", THEMES)
def test_the_rule_links_meet_aa_in_every_theme_even_after_a_switch(window: MainWindow, name: str) -> None:
    session = window.session
    session.submit_turn(next(a for a in legal_actions(session.state) if isinstance(a, Build | Use)))
    panel_text(window)
    window.theme_menu.set_choice(name)  # a page written in another theme is written again in this one
    panel_text(window)
    browser = window.teaching_panel.browser
    colours = link_colours(browser.document())
    assert colours, "no rule link on the panel"
    ground = browser.palette().base().color()
    for colour in colours:
        ratio = theme.contrast_ratio(QColor(colour), ground)
        assert ratio >= AA, f"{name}: link {colour} on {ground.name()} is {ratio:.2f}:1"


@pytest.mark.parametrize("name", THEMES)
def test_the_chart_legend_meets_aa(window_factory: WindowFactory, qtbot: QtBot, name: str) -> None:
    window = window_factory(load_record(FINISHED))
    window.theme_menu.set_choice(name)
    window.end.show()
    dialog = window.end.dialog
    assert dialog is not None
    legend = dialog._legend  # type: ignore[attr-defined]
    palette = theme.current()
    for _sample, label in legend.items:
        colour = QColor(label.opts["color"])
        ratio = theme.contrast_ratio(colour, palette.chart_ground)
        assert ratio >= AA, f"{name}: legend text {colour.name()} is {ratio:.2f}:1"
