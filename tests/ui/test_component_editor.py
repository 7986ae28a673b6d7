"""Game ▸ Component data…: an owner enters the numbers of the box by keyboard and by mouse, in the table and tile by
tile; refused numbers are explained in the player's language and never saved; export, import and reset; a new
game uses the table saved, the game in progress keeps its own."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer, QUrl
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox, QStyle, QStyleOptionSpinBox, QWidget
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import (
    BUILT_IN,
    COST_PARTS,
    BuildingSpec,
    Components,
    Cost,
    FixedValue,
    Good,
    PerGoodValue,
    Provenance,
)
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.session.component_store import ComponentStore, printed_count
from lehavre_desktop.ui.dialogs import component_editor
from lehavre_desktop.ui.dialogs.component_draft import Draft
from lehavre_desktop.ui.dialogs.component_editor import ComponentEditorDialog, ImportReport
from lehavre_desktop.ui.dialogs.component_fields import NumberField
from lehavre_desktop.ui.dialogs.component_table import STATUS_COLUMN
from lehavre_desktop.ui.dialogs.reference import Page
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.helpers import click, item_centre, settle
from tests.ui.test_computer_seats import with_new_game_dialog
from tests.ui.test_problem_texts import catalogue_text

PRINTED, RECONSTRUCTED = Provenance.PRINTED, Provenance.RECONSTRUCTED
OUT_OF_RANGE = "{value} is not between {low} and {high}."
FREE = "A building cannot be free."
NOT_WHOLE = "Expected a whole number, found {found}."


@pytest.fixture(autouse=True)
def questions(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The questions the dialog asks, answered Discard (a dialog closed with changes at the end of a test asks)."""
    asked: list[str] = []

    def discard(_parent: QWidget, _title: str, text: str, *args: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Discard

    monkeypatch.setattr(QMessageBox, "question", discard)
    return asked


@pytest.fixture
def store(tmp_path: Path) -> ComponentStore:
    store = ComponentStore(tmp_path / "config" / "components.json")
    store.load()
    return store


@pytest.fixture
def open_dialog(qtbot: QtBot, store: ComponentStore) -> Iterator[Callable[..., ComponentEditorDialog]]:
    def make(**options: object) -> ComponentEditorDialog:
        dialog = ComponentEditorDialog(None, store, **options)  # type: ignore[arg-type]
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
        settle()
        return dialog

    yield make


def with_building(table: Components, spec: BuildingSpec) -> Components:
    return Components(tuple(spec if b.id == spec.id else b for b in table.buildings), table.warehouse)


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def field_of(widget: QWidget) -> NumberField:
    """The number field a focused widget belongs to (the focus is on its line edit)."""
    while not isinstance(widget, NumberField):
        parent = widget.parentWidget()
        assert parent is not None, widget
        widget = parent
    return widget


def type_into_focus(text: str) -> None:
    QTest.keyClicks(focused(), text)
    QApplication.processEvents()  # the table lays out a reason's line when it next can


def press(key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(focused(), key, modifier)
    QApplication.processEvents()


def arrow(field: NumberField, up: bool) -> QPoint:
    """Where a field's up or down arrow is, as the style draws it."""
    option = QStyleOptionSpinBox()
    field.initStyleOption(option)
    control = QStyle.SubControl.SC_SpinBoxUp if up else QStyle.SubControl.SC_SpinBoxDown
    return field.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option, control, field).center()


def click_arrow(field: NumberField, up: bool) -> None:
    QTest.mouseClick(field, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, arrow(field, up))


def save_button(dialog: ComponentEditorDialog) -> QWidget:
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
    assert button is not None
    return button


def saved_file(store: ComponentStore) -> object:
    return json.loads(store.path.read_text(encoding="utf-8"))


# ---- entering numbers -------------------------------------------------------------------------


def test_a_cost_and_a_value_typed_through_the_row_are_saved_as_printed(
    open_dialog: Callable[..., ComponentEditorDialog], store: ComponentStore
) -> None:
    dialog = open_dialog(building="pier")
    changes: list[Components] = []
    dialog.tableChanged.connect(changes.append)
    assert field_of(focused()).key == ("pier", "wood")
    type_into_focus("5")
    press(Qt.Key.Key_Tab)
    assert field_of(focused()).key == ("pier", "clay")
    type_into_focus("6")
    for _ in ("food", "francs"):
        press(Qt.Key.Key_Tab)
    press(Qt.Key.Key_Tab)
    assert field_of(focused()).key == ("pier", "value")
    type_into_focus("18")
    press(Qt.Key.Key_Tab)
    assert focused() is dialog.table.resets["pier"]
    press(Qt.Key.Key_Tab)
    assert field_of(focused()).key == ("fish_factory", "wood"), "Tab goes on to the next row's cost"
    status = dialog.table.item(dialog.table.row_of("pier"), STATUS_COLUMN)
    assert status is not None and status.text() == "printed"
    press(Qt.Key.Key_Return)  # Save is the default button at the table
    assert not dialog.isVisible()
    pier = store.table.by_id["pier"]
    assert (pier.cost, pier.value, pier.cost_provenance, pier.value_provenance) == (
        Cost(wood=5, clay=6),
        FixedValue(18),
        PRINTED,
        PRINTED,
    )
    assert saved_file(store) == {"buildings": {"pier": {"cost": {"wood": 5, "clay": 6}, "value": 18}}}
    assert changes == [store.table]


def test_a_cost_and_a_value_entered_with_the_mouse(
    open_dialog: Callable[..., ComponentEditorDialog], store: ComponentStore
) -> None:
    dialog = open_dialog()
    wood, value = dialog.table.fields[("kiln", "wood")], dialog.table.fields[("kiln", "value")]
    assert (wood.lineEdit().placeholderText(), value.lineEdit().placeholderText()) == ("2", "4")
    click_arrow(wood, up=False)  # from the 2 shown greyed
    assert wood.text() == "1"
    for _ in range(2):
        click_arrow(value, up=True)
    assert value.text() == "6"
    silo = dialog.table.fields[("grain_silo", "value")]
    click_arrow(silo, up=True)
    QTest.mouseClick(save_button(dialog), Qt.MouseButton.LeftButton)
    kiln = store.table.by_id["kiln"]
    assert (kiln.cost, kiln.value, kiln.cost_provenance) == (Cost(wood=1), FixedValue(6), PRINTED)
    assert store.table.by_id["grain_silo"].value == PerGoodValue(Good.GRAIN, 2)


def test_the_keys_step_a_number_and_a_typed_part_makes_the_others_zero(
    open_dialog: Callable[..., ComponentEditorDialog], store: ComponentStore
) -> None:
    dialog = open_dialog(building="farm")  # 1 wood + 2 clay
    clay = dialog.table.fields[("farm", "clay")]
    assert clay.lineEdit().placeholderText() == "2"
    press(Qt.Key.Key_Up)  # the wood, from the 1 shown
    assert dialog.table.fields[("farm", "wood")].text() == "2"
    assert clay.lineEdit().placeholderText() == "", "a part left empty now counts as none"
    assert dialog.draft.spec("farm").cost == Cost(wood=2)
    press(Qt.Key.Key_PageUp)
    assert dialog.table.fields[("farm", "wood")].text() == "12"


def test_an_emptied_row_is_the_reconstruction_again(
    open_dialog: Callable[..., ComponentEditorDialog], store: ComponentStore
) -> None:
    pier = replace(BUILT_IN.by_id["pier"], cost=Cost(wood=5, clay=6), cost_provenance=PRINTED)
    store.adopt(with_building(BUILT_IN, pier))
    dialog = open_dialog()
    assert [dialog.table.fields[("pier", part)].text() for part in COST_PARTS] == ["5", "6", "", ""]
    QTest.mouseClick(dialog.table.resets["pier"], Qt.MouseButton.LeftButton)
    assert [dialog.table.fields[("pier", part)].text() for part in COST_PARTS] == ["", "", "", ""]
    assert dialog.draft.table() == BUILT_IN
    dialog.save()
    assert store.table == BUILT_IN
    assert saved_file(store) == {}


# ---- refused numbers ----------------------------------------------------------------------------


@pytest.mark.parametrize("code", ["en", "el", "hu"])
def test_a_refused_number_is_explained_in_the_players_language(
    open_dialog: Callable[..., ComponentEditorDialog], store: ComponentStore, languages: LanguageManager, code: str
) -> None:
    languages.set_language(code)
    dialog = open_dialog(building="pier")
    type_into_focus("150")
    reason = dialog.table.reasons["pier"]
    assert reason.isVisible()
    assert reason.text() == catalogue_text(code, "Problems", OUT_OF_RANGE).format(value=150, low=0, high=100)
    wood = dialog.table.fields[("pier", "wood")]
    assert wood.property("refused") is True and wood.accessibleDescription() == reason.text()
    assert not save_button(dialog).isEnabled()
    for _ in range(3):
        press(Qt.Key.Key_Backspace)
    type_into_focus("0")
    assert reason.text() == catalogue_text(code, "Problems", FREE)
    press(Qt.Key.Key_Backspace)
    type_into_focus("x")
    assert reason.text() == catalogue_text(code, "Problems", NOT_WHOLE).format(found='"x"')
    press(Qt.Key.Key_Backspace)
    type_into_focus("5")
    assert not reason.isVisible() and save_button(dialog).isEnabled()
    # Switched while open, the dialog says it in the new language.
    type_into_focus("00")
    other = "hu" if code != "hu" else "el"
    languages.set_language(other)
    settle()
    assert reason.text() == catalogue_text(other, "Problems", OUT_OF_RANGE).format(value=500, low=0, high=100)


def test_a_refused_number_is_never_saved(
    open_dialog: Callable[..., ComponentEditorDialog], store: ComponentStore, questions: list[str]
) -> None:
    dialog = open_dialog(building="kiln")
    type_into_focus("1")
    dialog.table.fields[("kiln", "value")].setFocus()
    type_into_focus("5000")
    assert "1000" in dialog.table.reasons["kiln"].text()
    press(Qt.Key.Key_Return)
    QTest.keyClick(dialog, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    dialog.save()
    assert dialog.isVisible() and not store.path.exists()
    dialog.reject()
    assert len(questions) == 1 and "refused" in questions[0] and not dialog.isVisible()
    assert not store.path.exists() and store.table is BUILT_IN


def test_a_warehouse_too_small_for_the_start_cells_is_refused_at_the_field(
    open_dialog: Callable[..., ComponentEditorDialog], store: ComponentStore
) -> None:
    dialog = open_dialog()
    cols = dialog.warehouse.cols
    cols.setFocus()
    type_into_focus("4")
    assert dialog.warehouse.reason.text() == OUT_OF_RANGE.format(value=4, low=5, high=20)
    assert cols.property("refused") is True and dialog.warehouse.rows.property("refused") is False
    press(Qt.Key.Key_Backspace)
    type_into_focus("7")
    dialog.warehouse.rows.setFocus()
    type_into_focus("8")
    assert not dialog.warehouse.reason.isVisible()
    assert "0 to 27" in dialog.warehouse.holds.text()  # 3 × 7 + 6
    dialog.save()
    assert (store.table.warehouse.rows, store.table.warehouse.cols) == (8, 7)
    assert store.table.warehouse.provenance is PRINTED


# ---- the walk through the tiles -----------------------------------------------------------------


@pytest.mark.slow
def test_the_walk_goes_tile_by_tile_showing_the_tile_as_typed(
    open_dialog: Callable[..., ComponentEditorDialog], store: ComponentStore, qtbot: QtBot
) -> None:
    dialog = open_dialog(walk=True)
    walk = dialog.walk
    assert walk.building == "clay_mound" and walk.isVisible() and not dialog.tools.isVisible()
    assert walk.view.tile is not None and walk.view.tile.spec == BUILT_IN.by_id["clay_mound"]
    assert walk.progress.text() == "0 of 31 tiles entered"
    type_into_focus("2")  # wood
    assert walk.view.tile.spec.cost == Cost(wood=2), "the tile is drawn from the numbers typed"
    for _ in range(4):
        press(Qt.Key.Key_Tab)
    assert field_of(focused()) is walk.fields["value"]
    type_into_focus("3")
    press(Qt.Key.Key_Return)  # the next tile
    assert walk.building == "smokehouse"
    assert walk.progress.value() == 1 and walk.progress.text() == "1 of 31 tiles entered"
    assert field_of(focused()) is walk.fields["wood"]
    # Each further tile says the same as the reconstruction: As on my tile, then Enter.
    while walk.building != "brick_factory":
        QTest.keyClick(focused(), Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: not walk.same_button.isDown())  # a button's key holds it down a moment
        press(Qt.Key.Key_Return)
    QTest.mouseClick(walk.same_button, Qt.MouseButton.LeftButton)
    assert walk.progress.value() == 31
    QTest.mouseClick(walk.next_button, Qt.MouseButton.LeftButton)  # "Done" on the last tile
    assert dialog.table.isVisible() and dialog.tools.isVisible()
    dialog.save()
    assert printed_count(store.table) == 31
    assert store.table.by_id["clay_mound"].cost == Cost(wood=2)
    assert store.table.by_id["clay_mound"].value == FixedValue(3)
    assert [(b.cost, b.value) for b in store.table.buildings[1:]] == [(b.cost, b.value) for b in BUILT_IN.buildings[1:]]


def test_the_walk_resumes_at_the_first_tile_not_entered(
    open_dialog: Callable[..., ComponentEditorDialog], store: ComponentStore
) -> None:
    dialog = open_dialog(walk=True)
    for _ in range(3):
        QTest.mouseClick(dialog.walk.same_button, Qt.MouseButton.LeftButton)
        QTest.mouseClick(dialog.walk.next_button, Qt.MouseButton.LeftButton)
    dialog.save()
    again = open_dialog()
    QTest.mouseClick(again.walk_button, Qt.MouseButton.LeftButton)
    assert again.walk.building == BUILT_IN.buildings[3].id
    QTest.mouseClick(again.walk.previous_button, Qt.MouseButton.LeftButton)
    assert again.walk.building == BUILT_IN.buildings[2].id
    assert again.walk.fields["food"].text() == "2", "a tile entered shows its numbers (the Grocery Store's 2 food)"
    QTest.mouseClick(again.walk.back_button, Qt.MouseButton.LeftButton)
    assert field_of(focused()).key == (BUILT_IN.buildings[2].id, "wood")


# ---- export, import, reset ---------------------------------------------------------------------


def answer_report(adopt: bool, seen: list[str]) -> None:
    """Answer the import's report once it is open, noting what it says."""

    def when_open() -> None:
        report = next(
            (w for w in QApplication.topLevelWidgets() if isinstance(w, ImportReport) and w.isVisible()), None
        )
        if report is None:
            QTimer.singleShot(20, when_open)
            return
        seen.append(report.details.toPlainText())
        report.accept() if adopt else report.reject()

    QTimer.singleShot(0, when_open)


def test_export_then_import_gives_the_same_table(
    open_dialog: Callable[..., ComponentEditorDialog],
    store: ComponentStore,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    shared = tmp_path / "for a friend"
    monkeypatch.setattr(component_editor, "ask_save_path", lambda *args: shared)
    monkeypatch.setattr(component_editor, "ask_open_path", lambda *args: shared.with_suffix(".json"))
    monkeypatch.setattr(component_editor, "ask", lambda *_args, **_loses: True)
    dialog = open_dialog(building="pier")
    type_into_focus("5")
    dialog.warehouse.rows.setFocus()
    type_into_focus("7")
    made = dialog.draft.table()
    QTest.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert shared.with_suffix(".json").exists() and not store.path.exists()
    QTest.mouseClick(dialog.reset_all_button, Qt.MouseButton.LeftButton)
    assert dialog.draft.table() == BUILT_IN
    seen: list[str] = []
    answer_report(True, seen)
    QTest.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert seen[0].splitlines()[1:3] == [
        "Pier: costs 5 wood in the file, 6 wood and 6 clay in your table",
        "Warehouse: 7 rows × 6 columns in the file, 6 rows × 6 columns in your table",
    ]
    assert dialog.draft.table() == made
    assert dialog.table.fields[("pier", "wood")].text() == "5"
    dialog.save()
    assert store.table == made


def test_an_import_lists_the_entries_it_refuses(
    open_dialog: Callable[..., ComponentEditorDialog], store: ComponentStore, tmp_path: Path
) -> None:
    path = tmp_path / "theirs.json"
    path.write_text(
        json.dumps(
            {
                "buildings": {
                    "pier": {"cost": {"wood": 5, "clay": 6}},
                    "dock": {"value": 20},
                    "kiln": {"cost": {"wood": 150}},
                }
            }
        ),
        encoding="utf-8",
    )
    dialog = open_dialog()
    seen: list[str] = []
    answer_report(True, seen)
    assert dialog.import_path(path)
    listed = seen[0].splitlines()
    assert "buildings.kiln.cost.wood: 150 is not between 0 and 100." in listed
    assert any(line.startswith("buildings.dock.value: ") for line in listed)
    assert any(line.startswith("Pier: costs") for line in listed)
    table = dialog.draft.table()
    assert table.by_id["pier"].cost == Cost(wood=5, clay=6)
    assert table.by_id["dock"] == BUILT_IN.by_id["dock"] and table.by_id["kiln"] == BUILT_IN.by_id["kiln"]
    seen.clear()
    answer_report(False, seen)
    assert not dialog.import_path(path), "nothing left to change"


# ---- the game on the table ---------------------------------------------------------------------


def test_the_dialog_shows_the_games_other_numbers_and_adopts_them(
    open_dialog: Callable[..., ComponentEditorDialog], store: ComponentStore
) -> None:
    game = with_building(BUILT_IN, replace(BUILT_IN.by_id["zoo"], value=FixedValue(22)))
    dialog = open_dialog(game=game)
    assert dialog.game_note.isVisible()
    assert "Zoo: worth 22 in this game, 20 in your table" in dialog.game_note.text()
    QTest.mouseClick(dialog.adopt_button, Qt.MouseButton.LeftButton)
    assert not dialog.game_note.isVisible()
    dialog.save()
    assert store.table == game


def test_a_new_game_uses_the_table_saved_and_the_game_in_progress_keeps_its_own(
    window: MainWindow, qtbot: QtBot
) -> None:
    in_progress = window.session.state.components
    window.dialogs.show_component_editor(building="clay_mound")
    dialog = window.findChild(ComponentEditorDialog)
    assert isinstance(dialog, ComponentEditorDialog)
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QWidget) and dialog.isActiveWindow(), timeout=2000)
    settle()
    type_into_focus("3")
    dialog.save()
    assert window.components.table.by_id["clay_mound"].cost == Cost(wood=3)
    assert window.session.state.components == in_progress
    assert window.scene.tiles["clay_mound"].spec.cost == Cost(wood=1)
    with_new_game_dialog(window, qtbot, lambda new: new.accept())
    assert window.session.state.components == window.components.table
    assert window.scene.tiles["clay_mound"].spec.cost == Cost(wood=3)


# ---- the draft behind the fields ------------------------------------------------------------------


def test_the_draft_shows_a_tables_corrections_and_keeps_marks_it_was_given() -> None:
    """A file may say a corrected number is reconstructed: left as it came, the number keeps that mark."""
    pier = replace(BUILT_IN.by_id["pier"], cost=Cost(wood=5, clay=6), cost_provenance=RECONSTRUCTED)
    table = with_building(BUILT_IN, pier)
    draft = Draft(table)
    assert [draft.text(("pier", part)) for part in COST_PARTS] == ["5", "6", "", ""]
    assert draft.text(("pier", "value")) == "" and draft.placeholder(("pier", "value")) == "16"
    assert draft.table() == table
    draft.set_text(("pier", "clay"), "7")
    assert draft.spec("pier").cost == Cost(wood=5, clay=7)
    assert draft.spec("pier").cost_provenance is PRINTED, "a number typed counts as printed"
    draft.set_text(("pier", "clay"), "6")
    assert draft.table() == table, "typed back as it was: the mark it came with again"


def test_the_draft_blames_the_field_a_problem_names() -> None:
    draft = Draft(BUILT_IN)
    draft.set_text(("kiln", "clay"), "x")
    draft.set_text(("kiln", "wood"), "2")
    assert draft.refused_fields("kiln") == {("kiln", "clay")}
    draft.set_text(("kiln", "clay"), "0")
    draft.set_text(("kiln", "wood"), "0")
    assert draft.refused_fields("kiln") == {("kiln", "wood"), ("kiln", "clay")}, "a free building: every part typed"
    assert draft.spec("kiln") == BUILT_IN.by_id["kiln"], "refused: the table keeps what it had"
    draft.set_text(("warehouse", "cols"), "3")
    assert draft.refused_fields("warehouse") == {("warehouse", "cols")}
    assert draft.refused_count() == 2
    assert not draft.has_entries("pier") and draft.has_entries("kiln")
    draft.reset_all()
    assert draft.table() == BUILT_IN and draft.refused_count() == 0


def test_the_menu_and_the_rules_reference_open_the_dialog(window: MainWindow) -> None:
    window.commands["components"].trigger()
    opened = [d for d in window.findChildren(ComponentEditorDialog) if d.isVisible()]
    assert len(opened) == 1 and opened[0].game == window.session.state.components
    opened[0].reject()
    window.dialogs.show_reference(None)
    assert window.dialogs.reference is not None
    window.dialogs.reference.show_entry(Page.COMPONENT_DATA)  # the page that tells where the numbers come from
    assert "components:" in window.dialogs.reference.page.toHtml()
    window.dialogs.reference.page.anchorClicked.emit(QUrl("components:"))
    opened = [d for d in window.findChildren(ComponentEditorDialog) if d.isVisible()]
    assert len(opened) == 1
    opened[0].reject()
    window.dialogs.reference.close()  # separate windows: none is left over the next test's table


def test_the_reconstructed_mark_on_a_tile_opens_the_dialog_at_that_buildings_row(
    window: MainWindow, qtbot: QtBot
) -> None:
    mark = window.scene.tiles["clay_mound"].mark
    assert mark is not None and mark.isVisible()
    click(window.view, item_centre(window.view, mark))
    opened = [d for d in window.findChildren(ComponentEditorDialog) if d.isVisible()]
    assert len(opened) == 1
    dialog = opened[0]
    qtbot.waitUntil(lambda: dialog.table.fields[("clay_mound", "wood")].hasFocus(), timeout=3000)
    assert window.controller.pending is None  # the mark asked about the numbers: no build started
    dialog.reject()


def test_a_full_hd_screen_shows_most_tiles_at_once(open_dialog: Callable[..., ComponentEditorDialog]) -> None:
    """The table takes the screen's height: some 27 of the 31 tiles in view on a full-HD screen (19 at 760)."""
    dialog = open_dialog()
    room = dialog.screen().availableGeometry()
    assert room.height() >= 1000  # the tests' screen
    assert dialog.frameGeometry().height() <= room.height()
    table = dialog.table
    in_view = [
        row
        for row in range(table.rowCount())
        if not table.isRowHidden(row)
        and table.viewport().rect().contains(table.visualRect(table.model().index(row, 1)))
    ]
    assert len(in_view) >= 25
