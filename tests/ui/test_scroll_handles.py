"""A scroll bar's handle shows against its groove in every theme (3:1 or more, as a control must), so that a
player sees that a page goes on below: the style's own handle is a shade off its groove (about 1.2:1 in the light
theme, 1.3:1 in the dark). The handle under the pointer is drawn in the ink, stronger still."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QScrollArea, QScrollBar, QStyle, QStyleOptionSlider, QWidget

from lehavre_desktop.ui import theme
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.theme import contrast_ratio
from tests.ui.helpers import settle

THEMES = ("light", "dark", "high_contrast")


def handle_rect(bar: QScrollBar) -> tuple[QPoint, QPoint]:
    """The centre of the bar's handle and a point of its groove below the handle, in the bar's coordinates."""
    option = QStyleOptionSlider()
    bar.initStyleOption(option)
    style = bar.style()
    handle = style.subControlRect(QStyle.ComplexControl.CC_ScrollBar, option, QStyle.SubControl.SC_ScrollBarSlider, bar)
    groove = style.subControlRect(QStyle.ComplexControl.CC_ScrollBar, option, QStyle.SubControl.SC_ScrollBarGroove, bar)
    below = QPoint(handle.center().x(), (handle.bottom() + groove.bottom()) // 2)
    assert groove.contains(below) and not handle.contains(below)
    return handle.center(), below


def colours(image: QImage, bar: QScrollBar, area: QWidget) -> tuple[QColor, QColor]:
    centre, below = handle_rect(bar)
    scale = image.devicePixelRatio()
    at = [bar.mapTo(area, point) * scale for point in (centre, below)]
    return image.pixelColor(at[0]), image.pixelColor(at[1])


@pytest.fixture
def long_page(window: MainWindow) -> QScrollArea:
    area = QScrollArea(window)
    page = QWidget()
    page.setMinimumSize(120, 3000)
    area.setWidget(page)
    area.setGeometry(10, 40, 200, 300)
    area.show()
    settle()
    return area


@pytest.mark.parametrize("name", THEMES)
def test_the_handle_shows_against_its_groove(window: MainWindow, long_page: QScrollArea, name: str) -> None:
    window.theme_menu.choice_actions[name].trigger()
    settle()
    bar = long_page.verticalScrollBar()
    assert bar.maximum() > 0
    handle, groove = colours(long_page.grab().toImage(), bar, long_page)
    assert contrast_ratio(handle, groove) >= 3.0, f"{name}: the handle is at {contrast_ratio(handle, groove):.2f}:1"
    assert handle == theme.current().ink_soft


def test_the_handle_under_the_pointer_is_drawn_in_the_ink(window: MainWindow, long_page: QScrollArea) -> None:
    bar = long_page.verticalScrollBar()
    option = QStyleOptionSlider()
    bar.initStyleOption(option)
    option.state |= QStyle.StateFlag.State_MouseOver
    option.activeSubControls = QStyle.SubControl.SC_ScrollBarSlider
    image = QImage(bar.size(), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    bar.style().drawComplexControl(QStyle.ComplexControl.CC_ScrollBar, option, painter, bar)
    painter.end()
    centre, _ = handle_rect(bar)
    assert image.pixelColor(centre) == theme.current().ink
