"""Every text field shows its frame in every theme: a player's name in the New game dialog, without the keyboard,
is framed at 3:1 or more against its ground in the dark themes (the style's own frame, its window colour darker, all
but vanished there), and the field with the keyboard in the focus colour; so is a spin box (the component editor's
numbers)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QWidget

from lehavre_desktop.session.component_store import ComponentStore
from lehavre_desktop.ui import theme
from lehavre_desktop.ui.dialogs.component_editor import ComponentEditorDialog
from lehavre_desktop.ui.dialogs.new_game import NewGameDialog
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.theme import contrast_ratio
from tests.ui.helpers import settle

THEMES = ("light", "dark", "high_contrast")


def frame_contrast(image: QImage, field: QWidget, dialog: QWidget) -> tuple[float, QColor]:
    """The strongest contrast, against the field's ground (inside it, at its right where no text is), of the
    pixels across its left edge at half its height; and the pixel that has it."""
    origin = field.mapTo(dialog, QPoint(0, 0)) * image.devicePixelRatio()
    scale = image.devicePixelRatio()
    y = round(origin.y() + field.height() * scale / 2)
    ground = image.pixelColor(round(origin.x() + (field.width() - 8) * scale), y)
    edge = [image.pixelColor(round(origin.x() + dx), y) for dx in range(-1, round(4 * scale))]
    best = max(edge, key=lambda colour: contrast_ratio(colour, ground))
    return contrast_ratio(best, ground), best


@pytest.mark.parametrize("name", THEMES)
def test_a_name_field_without_the_keyboard_shows_its_frame(window: MainWindow, name: str) -> None:
    window.theme_menu.choice_actions[name].trigger()
    settle()
    dialog = NewGameDialog(("Ann", "Ben"), window)
    dialog.show()
    dialog.first.setFocus()
    settle()
    assert dialog.first.hasFocus() and not dialog.second.hasFocus()
    image = dialog.grab().toImage()
    unfocused, _ = frame_contrast(image, dialog.second, dialog)
    # The light style's own grey frame on white reads (about 2:1); the dark palettes' own are held to 3:1.
    assert unfocused >= (3.0 if theme.current().dark else 2.0), f"{name}: the frame is at {unfocused:.2f}:1"
    focused, colour = frame_contrast(image, dialog.first, dialog)
    assert focused >= 3.0
    if theme.current().dark:
        focus = theme.current().focus
        assert (
            max(abs(colour.red() - focus.red()), abs(colour.green() - focus.green()), abs(colour.blue() - focus.blue()))
            <= 40
        )
    dialog.close()


@pytest.mark.parametrize("name", THEMES)
def test_a_number_of_the_component_editor_shows_its_frame(window: MainWindow, name: str, tmp_path: Path) -> None:
    window.theme_menu.choice_actions[name].trigger()
    settle()
    store = ComponentStore(tmp_path / "components.json")
    store.load()
    dialog = ComponentEditorDialog(window, store)
    dialog.show()
    settle()
    focused, other = dialog.table.fields[("clay_mound", "wood")], dialog.table.fields[("clay_mound", "clay")]
    focused.setFocus()
    settle()
    assert focused.hasFocus() and not other.hasFocus()
    image = dialog.grab().toImage()
    unfocused, _ = frame_contrast(image, other, dialog)
    assert unfocused >= (3.0 if theme.current().dark else 2.0), f"{name}: the frame is at {unfocused:.2f}:1"
    assert frame_contrast(image, focused, dialog)[0] >= 3.0
    dialog.close()
