"""View ▸ Theme: light, dark and high contrast, or the system's choice; remembered, and painted everywhere."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import Build, legal_actions
from lehavre_desktop.session.persistence import load_record
from lehavre_desktop.settings import Settings
from lehavre_desktop.theme_choices import THEME_CHOICES
from lehavre_desktop.ui import theme, theme_menu
from lehavre_desktop.ui.board.geometry import SCENE_RECT
from lehavre_desktop.ui.board.materials import Material, ground_colour, textured
from lehavre_desktop.ui.board.tile import FUNCTION_TOP
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.theme import PALETTES, TablePalette, contrast_ratio, over
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import click_tile, settle, shape_choice
from tests.ui.test_end_screen import FINISHED, end_dialog
from tests.ui.test_screenshot import run_app

APP_THEMES = ("light", "dark", "high_contrast")


def bare_table_point(window: MainWindow) -> QPoint:
    """A viewport point where only the table's cloth shows (no item there)."""
    view, scene = window.view, window.scene
    for y in range(int(SCENE_RECT.top()) + 4, int(SCENE_RECT.bottom()), 17):
        for x in range(int(SCENE_RECT.left()) + 4, int(SCENE_RECT.right()), 17):
            point = QPointF(x, y)
            if not scene.items(
                point.x() - 3,
                point.y() - 3,
                6,
                6,
                Qt.ItemSelectionMode.IntersectsItemShape,
                Qt.SortOrder.AscendingOrder,
            ):
                shown = view.mapFromScene(point)
                if view.viewport().rect().adjusted(3, 3, -3, -3).contains(shown):
                    return shown
    raise AssertionError("no bare table in view")


def viewport_image(window: MainWindow) -> QImage:
    settle()
    return window.view.viewport().grab().toImage()


def nearest_theme(colour: QColor, names: tuple[str, ...] = ("light", "dark")) -> str:
    """The theme whose grounds (the wooden table, the boards' linen, the tiles' card) ``colour`` is nearest to: the
    table is textured, so a pixel of it is near its material's mean colour, not equal to it."""

    def distance(ground: QColor) -> int:
        return sum(
            abs(x - y)
            for x, y in ((colour.red(), ground.red()), (colour.green(), ground.green()), (colour.blue(), ground.blue()))
        )

    return min(names, key=lambda name: min(distance(ground_colour(material, PALETTES[name])) for material in Material))


def same_colour(a: QColor, b: QColor, tolerance: int = 3) -> bool:
    return all(abs(x - y) <= tolerance for x, y in ((a.red(), b.red()), (a.green(), b.green()), (a.blue(), b.blue())))


def mean_colour(image: QImage, rect: QRect) -> QColor:
    pixels = [
        image.pixelColor(x, y)
        for x in range(rect.left(), rect.right() + 1)
        for y in range(rect.top(), rect.bottom() + 1)
    ]
    return QColor(
        *(round(sum(channel(c) for c in pixels) / len(pixels)) for channel in (QColor.red, QColor.green, QColor.blue))
    )


def theme_menu_of(window: MainWindow) -> QMenu:
    menus = [action.menu() for action in window.commands.menu("view").actions() if action.menu() is not None]
    found = [menu for menu in menus if menu is window.theme_menu]
    assert found, "View has no Theme menu"
    return found[0]


def test_the_view_menu_offers_every_theme_and_the_choice_is_remembered(
    window: MainWindow, settings: Settings, window_factory: WindowFactory
) -> None:
    menu = theme_menu_of(window)
    names = [action.text() for action in menu.actions()]
    assert len(names) == len(THEME_CHOICES) and all(names)
    assert window.theme_menu.choice_actions["system"].isChecked()  # the default follows the system
    window.theme_menu.choice_actions["dark"].trigger()
    assert settings.theme == "dark"
    assert theme.current() is theme.DARK
    assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() < 64
    again = window_factory(None)
    assert again.theme_menu.choice_actions["dark"].isChecked()
    assert theme.current() is theme.DARK


@pytest.mark.parametrize("name", APP_THEMES)
def test_a_theme_repaints_the_table_the_action_bar_and_the_panels(window: MainWindow, name: str) -> None:
    palette = PALETTES[name]
    window.theme_menu.set_choice(name)
    image = viewport_image(window)
    table = image.pixelColor(bare_table_point(window))
    if textured(palette):
        assert nearest_theme(table) == name, table.name()
    else:
        assert same_colour(table, palette.table)
    tile = window.scene.tiles["clay_mound"]  # on offer at the start: printed on card of the theme's paper
    width, height = tile.size()
    # A blank patch of the card under the function line, clear of its symbols and of the shaded bottom edge: the
    # card's grain varies its ground a little, so its mean colour is the paper's.
    blank = QRectF(width - 60, FUNCTION_TOP + 4, 44, height - FUNCTION_TOP - 16)
    assert all(
        not tile.mapRectToScene(placed.rect).intersects(tile.mapRectToScene(blank)) for placed in tile.layout().symbols
    )
    assert same_colour(
        mean_colour(image, window.view.mapFromScene(tile.mapRectToScene(blank)).boundingRect()),
        palette.paper,
        tolerance=6,
    )
    bar = window.action_bar.grab().toImage()
    assert same_colour(bar.pixelColor(bar.width() // 2, bar.height() - 4), palette.bar)
    assert palette.rule_link.name() in window.teaching_panel.browser.document().defaultStyleSheet()


def test_the_log_takes_the_theme_s_row_colours(window: MainWindow) -> None:
    build = next(action for action in legal_actions(window.session.state) if isinstance(action, Build))
    assert window.session.submit_turn(build)
    window.theme_menu.set_choice("high_contrast")
    block = window.log.document().firstBlock()
    assert block.blockFormat().background().color() == theme.HIGH_CONTRAST.log_rows[0]


def test_a_theme_chosen_while_a_move_is_shaped_keeps_the_move(window: MainWindow) -> None:
    target = next(action for action in legal_actions(window.session.state) if isinstance(action, Build))
    click_tile(window, target.building)
    shape_choice(window, target)
    pending = window.controller.pending
    window.theme_menu.set_choice("dark")
    assert window.controller.pending == pending
    window.theme_menu.set_choice("light")
    assert window.controller.pending == pending


TEXT_ON_GROUND = (
    ("ink", "paper"),
    ("ink", "paper_dark"),
    ("ink", "paper_grey"),
    ("ink", "paper_pointed"),
    ("paper", "ink"),  # a tile's round letter, paper on an ink badge
    ("on_table", "table"),
    ("on_table", "table_light"),
    ("on_table", "table_dark"),
    ("on_table", "warning"),
    ("on_table", "suggestion_dark"),
    ("on_highlight", "highlight"),
    ("on_highlight", "franc_colour"),
    ("on_preview", "preview"),
    ("cell_number", "cell_light"),
    ("cell_number", "cell_dark"),
    ("section_title", "bar"),
    ("ink", "bar"),
    ("warning_text", "bar"),
    ("handle_text", "handle"),
    ("chart_ink", "chart_ground"),
)


def text_pairs(palette: TablePalette) -> dict[str, tuple[QColor, QColor]]:
    pairs = {
        f"{text} on {ground}": (getattr(palette, text), getattr(palette, ground)) for text, ground in TEXT_ON_GROUND
    }
    for seat in (0, 1):
        pairs[f"on_table on player {seat}'s ground"] = (palette.on_table, palette.player_grounds[seat])
    for index, fill in enumerate(palette.sector_fills):
        pairs[f"ink on sector fill {index}"] = (palette.ink, fill)
    for row, ground in enumerate(palette.log_rows):
        pairs[f"log_automatic on log row {row}"] = (palette.log_automatic, ground)
    for shade in ("cell_light", "cell_dark"):
        pairs[f"cell_number on a legal {shade}"] = (
            palette.cell_number,
            over(palette.legal_target, getattr(palette, shade)),
        )
    return pairs


@pytest.mark.parametrize("name", APP_THEMES)
def test_every_text_of_a_theme_is_legible_on_its_ground(name: str) -> None:
    """WCAG AA (4.5:1) for text in every theme; AAA (7:1) in high contrast, which exists for it."""
    palette = PALETTES[name]
    least = 7.0 if name == "high_contrast" else 4.5
    weak = {
        pair: round(contrast_ratio(text, ground), 2)
        for pair, (text, ground) in text_pairs(palette).items()
        if contrast_ratio(text, ground) < least
    }
    assert weak == {}


def test_the_legibility_check_catches_a_weak_pair() -> None:
    from dataclasses import replace

    grey = replace(theme.LIGHT, ink=QColor("#b0a890"))
    weak = [pair for pair, (text, ground) in text_pairs(grey).items() if contrast_ratio(text, ground) < 4.5]
    assert "ink on paper" in weak


@pytest.mark.parametrize("name", ("dark", "high_contrast"))
def test_markings_stand_out_on_the_cells_in_dark_themes(name: str) -> None:
    """Graphics (WCAG 1.4.11, 3:1): legal edges, the preview and every good against the cells."""
    palette = PALETTES[name]
    for shade in (palette.cell_light, palette.cell_dark):
        for colour in (palette.legal_edge, palette.preview, *palette.good_colours.values()):
            assert contrast_ratio(colour, shade) >= 3.0, (colour.name(), shade.name())


@pytest.mark.parametrize(
    ("contrast", "scheme", "window", "expected"),
    [
        (Qt.ContrastPreference.HighContrast, Qt.ColorScheme.Light, "#ffffff", "high_contrast"),
        (Qt.ContrastPreference.NoPreference, Qt.ColorScheme.Dark, "#ffffff", "dark"),
        (Qt.ContrastPreference.NoPreference, Qt.ColorScheme.Light, "#202020", "light"),
        (Qt.ContrastPreference.NoPreference, Qt.ColorScheme.Unknown, "#202020", "dark"),
        (Qt.ContrastPreference.NoPreference, Qt.ColorScheme.Unknown, "#efefef", "light"),
    ],
)
def test_following_the_system_reads_its_contrast_then_its_scheme(
    contrast: Qt.ContrastPreference, scheme: Qt.ColorScheme, window: str, expected: str
) -> None:
    assert theme_menu.palette_for_system(contrast, scheme, QColor(window)) == expected


def test_a_change_of_the_system_s_scheme_is_followed_at_once(
    window: MainWindow, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert theme.current() is theme.LIGHT  # offscreen reports no scheme and a light window
    monkeypatch.setattr(theme_menu, "system_palette_name", lambda: "dark")
    QApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert theme.current() is theme.DARK
    assert nearest_theme(viewport_image(window).pixelColor(bare_table_point(window))) == "dark"
    assert settings.theme == "system"
    # The system's own widget palette is kept, not replaced by the app's.
    assert QApplication.palette().color(QPalette.ColorRole.Window) == QPalette().color(QPalette.ColorRole.Window)
    window.theme_menu.set_choice("light")  # a choice of the player's own: the system is no longer followed
    QApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert theme.current() is theme.LIGHT


def test_a_theme_for_one_run_leaves_the_remembered_choice_alone(
    qtbot: QtBot, settings: Settings, languages: object
) -> None:
    from lehavre_desktop.session.game_session import GameSession

    window = MainWindow(GameSession(), settings, languages, theme_choice="high_contrast")  # type: ignore[arg-type]
    qtbot.addWidget(window)
    assert theme.current() is theme.HIGH_CONTRAST
    assert window.theme_menu.choice_actions["high_contrast"].isChecked()
    assert settings.theme == "system"


def test_the_screenshot_command_takes_a_theme(tmp_path: Path, user_dirs: dict[str, Path]) -> None:
    target = tmp_path / "dark.png"
    done = run_app(["--screenshot", str(target), "--size", "1024x700", "--theme", "dark"], user_dirs)
    assert done.returncode == 0, done.stdout + done.stderr
    image = QImage(str(target))
    seen = [
        nearest_theme(image.pixelColor(x, y)) for y in range(0, image.height(), 11) for x in range(0, image.width(), 11)
    ]
    assert seen.count("dark") > 2 * seen.count("light")  # the table, the boards and the panels: most of the picture


def test_the_final_scores_open_during_a_change_of_theme_follow_it(window_factory: WindowFactory, qtbot: QtBot) -> None:
    window = window_factory(load_record(FINISHED))
    # The first final scores of a run import the chart library (1.6 to 2.1 s alone on this machine, more on a
    # loaded one): wait for the dialog as long as that takes; how long it takes is measured, never asserted.
    qtbot.waitUntil(lambda: window.end.dialog is not None and window.end.dialog.isVisible(), timeout=30_000)
    dialog = end_dialog(window, qtbot)
    window.theme_menu.set_choice("high_contrast")
    settle()
    chart = dialog._plot
    image = chart.grab().toImage()
    assert same_colour(image.pixelColor(image.width() - 3, 3), theme.HIGH_CONTRAST.chart_ground)
    names = [item.text for _sample, item in chart.plotItem.legend.items]
    assert names == list(window.session.names)  # the legend is drawn again, with the players' names


@pytest.mark.parametrize("name", ("dark", "high_contrast"))
def test_the_widgets_text_is_legible_in_the_dark_themes(name: str) -> None:
    palette = theme_menu.widget_palette(PALETTES[name])
    least = 7.0 if name == "high_contrast" else 4.5
    Role = QPalette.ColorRole
    for text, ground in (
        (Role.WindowText, Role.Window),
        (Role.Text, Role.Base),
        (Role.Text, Role.AlternateBase),
        (Role.ButtonText, Role.Button),
        (Role.HighlightedText, Role.Highlight),
        (Role.ToolTipText, Role.ToolTipBase),
        (Role.Link, Role.Base),
    ):
        assert contrast_ratio(palette.color(text), palette.color(ground)) >= least, (text, ground)


@pytest.mark.parametrize("name", APP_THEMES)
def test_the_rings_show_on_paper_and_on_the_table(name: str) -> None:
    """The keyboard's ring (inside an item, over a halo) on the tiles' paper and on the table, and the guide's
    spotlight (round an item, on the table): graphics, 3:1."""
    palette = PALETTES[name]
    assert contrast_ratio(palette.spotlight, palette.table) >= 3.0, palette.spotlight.name()
    for ground in (palette.paper, palette.table):
        halo = over(palette.halo, ground)
        assert max(contrast_ratio(palette.focus, ground), contrast_ratio(palette.focus, halo)) >= 3.0, (
            palette.focus.name(),
            ground.name(),
        )
