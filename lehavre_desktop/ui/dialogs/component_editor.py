"""Game ▸ Component data…: the owner of the box enters the costs and values printed on the tiles.

The table shows the 31 buildings in round order and the warehouse; "Enter from my tiles" walks through the
tiles one by one. Nothing is written until Save: then the table is the owner's (``ComponentStore.adopt``) and
``tableChanged`` tells the window, which starts its next games with it; the game in progress keeps the table
it started with, and the dialog says so. Export writes the table for another owner; Import reads one through
the loader of the game (entries it refuses are listed and left out) and, once accepted, the table shows it,
to be saved or not. Reset puts the reconstruction back, for a row or for all. Given the table of the game on
the table (``game``), the dialog says how it differs from the owner's and offers to adopt it.

    dialog = ComponentEditorDialog(window, store, game=session.state.components)  # building="pier", walk=True
    dialog.tableChanged.connect(lambda table: ...)
    dialog.open()
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import BUILT_IN, Components
from ...prose.problems import component_problem_text, os_error_reason
from ...session.component_store import (
    BACKUP_FILE_NAME,
    ComponentStore,
    printed_count,
    read_components_file,
    table_differences,
)
from ..messages import ask, warn
from .component_draft import WAREHOUSE, Draft, FieldKey
from .component_table import ComponentTable, WarehouseFields
from .component_walk import TileWalk
from .component_words import ComponentCounts, differences_text
from .files import ask_open_path, ask_save_path

CONTEXT = "ComponentEditor"
translate = QCoreApplication.translate  # lupdate reads its calls: the context is written out in each
TABLE_PAGE, WALK_PAGE = 0, 1
# As large as the table needs, within the screen (1024 x 768 at least) and the window's frame: its width, and the
# height of all the tiles' rows with the words and buttons around them (a full-HD screen shows most of them).
WIDTH, HEIGHT = 1000, 1140
FRAME_ROOM = (24, 60)
EXPORT_NAME = "components.json"


class ImportReport(QDialog):
    """What an imported file changes in the table and which of its entries cannot be used; Adopt or Cancel."""

    def __init__(self, parent: QWidget, file_name: str, changes: str, refused: list[str]) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ComponentEditor", "Import component data"))
        summary = QLabel()
        summary.setWordWrap(True)
        summary.setTextFormat(Qt.TextFormat.PlainText)
        lines = []
        if changes:
            lines += [translate("ComponentEditor", "These numbers of your table change:"), changes, ""]
        if refused:
            lines += [
                translate("ComponentEditor", "These entries of the file cannot be used and are left out:"),
                *refused,
            ]
        if not changes:
            summary.setText(
                translate("ComponentEditor", "{file} changes nothing in your table.").format(file=file_name)
            )
        else:
            summary.setText(translate("ComponentEditor", "From {file}:").format(file=file_name))
        self.details = QPlainTextEdit("\n".join(lines))
        self.details.setReadOnly(True)
        self.buttons = QDialogButtonBox()
        if changes:
            adopt = self.buttons.addButton(
                translate("ComponentEditor", "&Adopt these numbers"), QDialogButtonBox.ButtonRole.AcceptRole
            )
            adopt.setDefault(True)
            self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        else:
            self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(summary)
        layout.addWidget(self.details, 1)
        layout.addWidget(self.buttons)
        self.resize(640, 420)


class ComponentEditorDialog(QDialog):
    """The owner's table, edited; ``tableChanged`` carries the table saved, when it differs from before."""

    tableChanged = Signal(object)

    def __init__(
        self,
        parent: QWidget | None,
        store: ComponentStore,
        game: Components | None = None,
        building: str | None = None,
        walk: bool = False,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.game = game
        self.draft = Draft(store.table)
        self.report: ImportReport | None = None  # the report of an import, while it is open
        game_box = self._build_notes()
        self._build_pages()
        self._build_tools()
        bottom = QHBoxLayout()
        bottom.addWidget(self.state, 1)
        bottom.addWidget(self.buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addLayout(game_box)
        layout.addWidget(self.file_note)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.tools)
        layout.addLayout(bottom)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Save), self, self.save)
        self._fit_screen()
        self.retranslate_ui()
        self._show_all()
        if walk:
            self.start_walk(building)
        elif building is not None:
            QTimer.singleShot(0, lambda: self.show_building(building))

    # ---- building -----------------------------------------------------------------------------
    def _build_notes(self) -> QHBoxLayout:
        """The notes over the table: what it is, the game's own numbers (and the button to adopt them), the file."""
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.game_note = QLabel()
        self.game_note.setWordWrap(True)
        self.game_note.setTextFormat(Qt.TextFormat.PlainText)
        self.adopt_button = QPushButton()
        self.adopt_button.setAutoDefault(False)
        self.adopt_button.clicked.connect(self.adopt_game)
        game_box = QHBoxLayout()
        game_box.addWidget(self.game_note, 1)
        game_box.addWidget(self.adopt_button, 0, Qt.AlignmentFlag.AlignTop)
        self.file_note = QLabel()
        self.file_note.setWordWrap(True)
        self.file_note.setTextFormat(Qt.TextFormat.PlainText)
        return game_box

    def _build_pages(self) -> None:
        """The two pages: the whole table with the warehouse's fields, and the walk through the tiles."""
        self.table = ComponentTable()
        self.table.edited.connect(self._edit)
        self.table.resetRequested.connect(self._reset)
        self.warehouse = WarehouseFields()
        self.warehouse.edited.connect(self._edit)
        self.warehouse.resetRequested.connect(self._reset_warehouse)
        table_page = QWidget()
        table_layout = QVBoxLayout(table_page)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addWidget(self.table, 1)
        table_layout.addWidget(self.warehouse)
        self.walk = TileWalk()
        self.walk.edited.connect(self._edit)
        self.walk.fillRequested.connect(self._fill_in)
        self.walk.finished.connect(self.show_table)
        self.pages = QStackedWidget()
        self.pages.addWidget(table_page)
        self.pages.addWidget(self.walk)

    def _build_tools(self) -> None:
        """The row of tools (walk, import, export, reset all), the table's state and Save / Cancel."""
        self.walk_button = QPushButton()
        self.walk_button.clicked.connect(lambda: self.start_walk())
        self.import_button = QPushButton()
        self.import_button.clicked.connect(self.import_file)
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.export_file)
        self.reset_all_button = QPushButton()
        self.reset_all_button.clicked.connect(self.reset_all)
        self.tools = QWidget()
        tools = QHBoxLayout(self.tools)
        tools.setContentsMargins(0, 0, 0, 0)
        for button in (self.walk_button, self.import_button, self.export_button, self.reset_all_button):
            button.setAutoDefault(False)
            tools.addWidget(button)
        tools.addStretch(1)
        self.state = QLabel()
        self.state.setTextFormat(Qt.TextFormat.PlainText)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)

    # ---- showing ------------------------------------------------------------------------------
    def _fit_screen(self) -> None:
        screen = (self.parentWidget() or self).screen().availableGeometry()
        self.resize(min(WIDTH, screen.width() - FRAME_ROOM[0]), min(HEIGHT, screen.height() - FRAME_ROOM[1]))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(translate("ComponentEditor", "Component data"))
        self._show_note()
        self.walk_button.setText(translate("ComponentEditor", "&Enter from my tiles…"))
        self.walk_button.setToolTip(
            translate("ComponentEditor", "Tile by tile in round order, each tile drawn beside its numbers")
        )
        self.import_button.setText(translate("ComponentEditor", "&Import…"))
        self.export_button.setText(translate("ComponentEditor", "E&xport…"))
        self.reset_all_button.setText(translate("ComponentEditor", "&Reset all"))
        self.reset_all_button.setToolTip(
            translate("ComponentEditor", "Put the reconstruction back for every building and the warehouse")
        )
        self.adopt_button.setText(translate("ComponentEditor", "Ado&pt the game's numbers"))
        self._show_file_note()
        self._show_state()

    def _show_note(self) -> None:
        if self.pages.currentIndex() == WALK_PAGE:
            self.note.setText(
                translate(
                    "ComponentEditor",
                    "Lay out your tiles in round order. For each one, type its cost and its value as printed (Tab goes "
                    "from field to field; leave a part of the cost empty for none), then press Enter for the next "
                    "tile.",
                )
            )
        else:
            self.note.setText(
                translate(
                    "ComponentEditor",
                    "Enter the costs and values printed on your tiles: a number you enter counts as printed, and the "
                    "program no longer calls it reconstructed. An empty field keeps the reconstruction shown in grey. "
                    "A changed table applies to new games; the game in progress keeps the numbers it started with.",
                )
            )

    def _show_game_note(self) -> None:
        """How the table of the game on the table differs from the one shown, if it does."""
        walking = self.pages.currentIndex() == WALK_PAGE
        differences = table_differences(self.game, self.draft.table()) if self.game is not None else ()
        self.game_note.setVisible(bool(differences) and not walking)
        self.adopt_button.setVisible(bool(differences) and not walking)
        if differences:
            self.game_note.setText(
                translate("ComponentEditor", "The game on the table is played with other numbers:")
                + "\n"
                + differences_text(differences, shown=3)
            )
            self.game_note.setToolTip(differences_text(differences, shown=len(differences)))

    def adopt_game(self) -> None:
        """Show the game's table in the fields, to be saved as the owner's (its marks come with it)."""
        if self.game is not None:
            self.draft = Draft(self.game)
            self._show_all()

    def _show_file_note(self) -> None:
        problems = self.store.problems
        self.file_note.setVisible(bool(problems))
        if problems:
            self.file_note.setText(
                ComponentCounts().file_entries_left_out(len(problems)).format(backup=BACKUP_FILE_NAME)
            )

    def _show_all(self) -> None:
        for spec in BUILT_IN.buildings:
            self.table.refresh(self.draft, spec.id)
        self.warehouse.refresh(self.draft)
        self.walk.draft = self.draft
        if self.pages.currentIndex() == WALK_PAGE:
            self.walk.refresh()
        self._show_state()

    def _show_state(self) -> None:
        self._show_game_note()
        refused = self.draft.refused_count()
        save = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        if save is not None:
            save.setEnabled(refused == 0)
        if refused:
            self.state.setText(ComponentCounts().refused(refused))
        else:
            self.state.setText(
                translate("ComponentEditor", "{printed} of {total} tiles have all their numbers printed.").format(
                    printed=printed_count(self.draft.table()), total=len(BUILT_IN.buildings)
                )
            )

    def show_table(self) -> None:
        self.show_building(self.walk.building)

    def _show_page(self, page: int) -> None:
        self.pages.setCurrentIndex(page)
        self.tools.setVisible(page == TABLE_PAGE)
        self._set_default(walking=page == WALK_PAGE)
        self._show_note()
        self._show_state()

    def show_building(self, building: str) -> None:
        """Bring a building's row into view, its first field ready for typing."""
        self._show_page(TABLE_PAGE)
        row = self.table.row_of(building)
        item = self.table.item(row, 0)
        if item is not None:
            self.table.scrollToItem(item)
        first = self.table.fields[(building, "wood")]
        first.setFocus(Qt.FocusReason.TabFocusReason)
        first.selectAll()

    def start_walk(self, building: str | None = None) -> None:
        """Enter from my tiles: the walk, at ``building`` or at the first tile not all printed."""
        self._show_page(WALK_PAGE)
        self.walk.start(self.draft, building)

    def _set_default(self, walking: bool) -> None:
        """Enter goes to the next tile during the walk; at the table it saves."""
        save = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        if save is not None:
            save.setDefault(not walking)
            save.setAutoDefault(not walking)
        self.walk.next_button.setDefault(walking)
        self.walk.next_button.setAutoDefault(walking)

    # ---- editing ------------------------------------------------------------------------------
    def _edit(self, key: FieldKey, text: str) -> None:
        self.draft.set_text(key, text)
        self._show_row(key[0])

    def _show_row(self, building: str) -> None:
        if building == WAREHOUSE:
            self.warehouse.refresh(self.draft)
        else:
            self.table.refresh(self.draft, building)
            if self.pages.currentIndex() == WALK_PAGE and self.walk.building == building:
                self.walk.refresh()
        self._show_state()

    def _reset(self, building: str) -> None:
        self.draft.reset(building)
        self._show_row(building)

    def _reset_warehouse(self) -> None:
        self.draft.reset_warehouse()
        self._show_row(WAREHOUSE)

    def _fill_in(self, building: str) -> None:
        self.draft.fill_in(building)
        self._show_row(building)

    def reset_all(self) -> None:
        if not ask(
            self,
            translate("ComponentEditor", "Reset all"),
            translate(
                "ComponentEditor",
                "Put the reconstruction back for every building and for the warehouse? Nothing is saved until "
                "you choose Save.",
            ),
            loses=True,
        ):
            return
        self.draft.reset_all()
        self._show_all()

    def changed(self) -> bool:
        """Whether the table shown differs from the owner's, or holds a number not yet accepted."""
        return self.draft.table() != self.store.table or self.draft.refused_count() > 0

    # ---- files --------------------------------------------------------------------------------
    def _file_filter(self) -> str:
        return translate("ComponentEditor", "Component data (*.json);;All files (*)")

    def export_file(self) -> None:
        path = ask_save_path(
            self, translate("ComponentEditor", "Export component data"), Path.home() / EXPORT_NAME, self._file_filter()
        )
        if path is None:
            return
        if path.suffix != ".json":
            path = path.with_name(path.name + ".json")
        try:
            self.store.export_to(path, self.draft.table())
        except OSError as error:
            warn(
                self,
                translate("ComponentEditor", "Export component data"),
                translate("ComponentEditor", "The table could not be written to {file}: {reason}").format(
                    file=str(path), reason=os_error_reason(error)
                ),
            )

    def import_file(self) -> None:
        path = ask_open_path(
            self, translate("ComponentEditor", "Import component data"), Path.home(), self._file_filter()
        )
        if path is not None:
            self.import_path(path)

    def import_path(self, path: Path) -> bool:
        """Read a table from ``path`` over the one shown, show what it changes and what it cannot use, and take it
        if the owner agrees; True if taken."""
        current = self.draft.table()
        imported, problems = read_components_file(path, current)
        changes = differences_text(table_differences(imported, current), len(BUILT_IN.buildings) + 1, from_file=True)
        if imported == current:
            changes = ""
        report = ImportReport(self, path.name, changes, [component_problem_text(p) for p in problems])
        self.report = report
        accepted = report.exec() == QDialog.DialogCode.Accepted and bool(changes)
        self.report = None
        report.deleteLater()
        if accepted:
            self.draft = Draft(imported)
            self._show_all()
        return accepted

    # ---- closing ------------------------------------------------------------------------------
    def save(self) -> None:
        """Make the table shown the owner's, and close; refused numbers keep the dialog open (Save is off)."""
        if self.draft.refused_count():
            return
        table = self.draft.table()
        if table != self.store.table:
            if not self._adopt(table):
                return
            self.tableChanged.emit(table)
        self.accept()

    def _adopt(self, table: Components) -> bool:
        try:
            self.store.adopt(table)
        except OSError as error:
            warn(
                self,
                translate("ComponentEditor", "Component data"),
                translate(
                    "ComponentEditor", "Your table could not be saved to {file}: {reason}. Nothing was changed."
                ).format(file=str(self.store.path), reason=os_error_reason(error)),
            )
            return False
        return True

    def reject(self) -> None:
        """Cancel (Esc, the window's close button too): with changes not saved, ask first."""
        if self.changed():
            buttons = QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel
            if self.draft.refused_count():
                question = translate(
                    "ComponentEditor",
                    "Some numbers you typed are refused, and your other changes are not saved yet. "
                    "Close without saving?",
                )
            else:
                question = translate("ComponentEditor", "Your changes to the table are not saved. Save them?")
                buttons |= QMessageBox.StandardButton.Save
            answer = QMessageBox.question(
                self,
                translate("ComponentEditor", "Component data"),
                question,
                buttons,
                QMessageBox.StandardButton.Cancel,
            )
            if answer == QMessageBox.StandardButton.Cancel:
                return
            if answer == QMessageBox.StandardButton.Save:
                self.save()
                return
        super().reject()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self._show_all()
        super().changeEvent(event)
