"""The table of the component data dialog: the 31 buildings in round order, then the warehouse.

Each building's row: its round letter, its name, its cost in wood, clay, food and francs, its value and what
the value counts, whether its numbers are printed, and a button that puts the reconstruction back. A refused
number's field is tinted and the reason stands on a line of its own under the row, in words (never by colour
alone). The fields are in reading order for Tab: a row's cost, then its value, then the next row.
"""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QWidget,
)

from ...engine import BUILT_IN, COST_PARTS, BuildingSpec, Good, Provenance
from ...i18n.names import building_name, food_name, francs_name, good_name
from ...prose.problems import problem_text
from ...session.component_store import is_printed
from .. import theme
from ..board.tile import Icon
from .component_draft import COLS, ROWS, VALUE, WAREHOUSE, Draft, FieldKey, cost_keys
from .component_fields import NumberField, icon_pixmap
from .component_words import provenance_text, value_unit, warehouse_words

CONTEXT = "ComponentEditor"
translate = QCoreApplication.translate  # lupdate reads its calls: the context is written out in each
ROUND_COLUMN, NAME_COLUMN = 0, 1
COST_COLUMNS = {part: 2 + index for index, part in enumerate(COST_PARTS)}
VALUE_COLUMN, UNIT_COLUMN, STATUS_COLUMN, RESET_COLUMN = 6, 7, 8, 9
COLUMNS = 10
PART_ICONS: dict[str, Icon] = {"wood": Good.WOOD, "clay": Good.CLAY, "food": "food", "francs": "franc"}
ICON_SIZE = 18


def part_name(part: str) -> str:
    """A cost part's name as a column heads it: "Wood", "Food", "Francs"."""
    if part == "food":
        return food_name()
    if part == "francs":
        return francs_name()
    return good_name(Good(part))


def mark_refused(field: NumberField, refused: bool, reason: str) -> None:
    """Tint a refused field and give its reason to screen readers; the reason is written beside it too."""
    if refused:
        palette = QPalette(field.palette())
        palette.setColor(QPalette.ColorRole.Base, theme.current().attention_ground)
        field.setPalette(palette)
    else:
        field.setPalette(QPalette())  # the dialog's own again
    field.setProperty("refused", refused)
    field.setAccessibleDescription(reason)


def show_reasons(label: QLabel, reasons: list[str]) -> None:
    """The reasons a number is refused, on their own line, in the theme's warning ink."""
    palette = label.palette()
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):  # a label in the table draws with Text
        palette.setColor(role, theme.current().warning_text)
    label.setPalette(palette)
    label.setText("\n".join(reasons))


def reset_button(parent: QWidget) -> QToolButton:
    button = QToolButton(parent)
    button.setIcon(parent.style().standardIcon(QStyle.StandardPixmap.SP_DialogResetButton))
    button.setAutoRaise(True)
    return button


class ComponentTable(QTableWidget):
    """The buildings' rows; every change typed is sent as ``edited``, every reset asked for as ``resetRequested``
    (the dialog changes the draft and has the rows shown again)."""

    edited = Signal(object, str)
    resetRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(2 * len(BUILT_IN.buildings), COLUMNS, parent)
        self.fields: dict[FieldKey, NumberField] = {}
        self.reasons: dict[str, QLabel] = {}
        self.resets: dict[str, QToolButton] = {}
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from field to field, not from cell to cell
        self.setTabKeyNavigation(False)
        self.setShowGrid(False)
        self.setAlternatingRowColors(False)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.verticalHeader().hide()
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(NAME_COLUMN, QHeaderView.ResizeMode.Stretch)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        for index, spec in enumerate(BUILT_IN.buildings):
            self._build_row(2 * index, spec)
        order: list[QWidget] = []
        for spec in BUILT_IN.buildings:
            order += [self.fields[key] for key in (*cost_keys(spec.id), (spec.id, VALUE))]
            order.append(self.resets[spec.id])
        for first, second in pairwise(order):
            QWidget.setTabOrder(first, second)
        self.retranslate_ui()

    def _build_row(self, row: int, spec: BuildingSpec) -> None:
        letter = QTableWidgetItem(spec.letter)
        letter.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setItem(row, ROUND_COLUMN, letter)
        self.setItem(row, NAME_COLUMN, self._name_item(spec))
        for key in (*cost_keys(spec.id), (spec.id, VALUE)):
            field = NumberField(key)
            field.edited.connect(self.edited)
            field.focusEntered.connect(lambda _key, at=row: self._show_row_of(at))
            self.fields[key] = field
            self.setCellWidget(row, COST_COLUMNS.get(key[1], VALUE_COLUMN), field)
        self.setItem(row, UNIT_COLUMN, QTableWidgetItem())
        self.setItem(row, STATUS_COLUMN, QTableWidgetItem())
        reset = reset_button(self)
        reset.clicked.connect(lambda _checked=False, building=spec.id: self.resetRequested.emit(building))
        self.resets[spec.id] = reset
        self.setCellWidget(row, RESET_COLUMN, reset)
        reason = QLabel()
        reason.setWordWrap(True)
        reason.setTextFormat(Qt.TextFormat.PlainText)
        reason.setContentsMargins(6, 0, 6, 4)
        self.reasons[spec.id] = reason
        self.setSpan(row + 1, NAME_COLUMN, 1, COLUMNS - NAME_COLUMN)
        self.setCellWidget(row + 1, NAME_COLUMN, reason)
        self.setRowHidden(row + 1, True)

    def _show_row_of(self, row: int) -> None:
        """Keep the row being typed in on screen, with its reason line when it has one."""
        if not self.isRowHidden(row + 1):
            self.scrollTo(self.model().index(row + 1, NAME_COLUMN))
        self.scrollTo(self.model().index(row, ROUND_COLUMN))

    @staticmethod
    def _name_item(spec: BuildingSpec) -> QTableWidgetItem:
        """The building's cell: its name (the place for its emblem too)."""
        return QTableWidgetItem(building_name(spec.id))

    def row_of(self, building: str) -> int:
        return 2 * BUILT_IN.order[building]

    def retranslate_ui(self) -> None:
        headings = [
            translate("ComponentEditor", "Round"),
            translate("ComponentEditor", "Building"),
            *(part_name(part) for part in COST_PARTS),
            translate("ComponentEditor", "Value"),
            "",
            translate("ComponentEditor", "Source"),
            "",
        ]
        ratio = self.devicePixelRatioF()
        for column, text in enumerate(headings):
            item = QTableWidgetItem(text)
            if column in (NAME_COLUMN, STATUS_COLUMN):
                item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            part = next((p for p, c in COST_COLUMNS.items() if c == column), None)
            if part is not None:
                item.setIcon(icon_pixmap(PART_ICONS[part], ICON_SIZE, ratio))
            self.setHorizontalHeaderItem(column, item)
        for spec in BUILT_IN.buildings:
            row = self.row_of(spec.id)
            name_item = self.item(row, NAME_COLUMN)
            if name_item is not None:
                name_item.setText(building_name(spec.id))
            name = building_name(spec.id)
            for part in COST_PARTS:
                self.fields[(spec.id, part)].setAccessibleName(
                    translate("ComponentEditor", "{building}: cost in {part}").format(
                        building=name, part=part_name(part)
                    )
                )
            self.fields[(spec.id, VALUE)].setAccessibleName(
                translate("ComponentEditor", "{building}: value").format(building=name)
            )
            tip = translate("ComponentEditor", "Back to the reconstruction for {building}").format(building=name)
            self.resets[spec.id].setToolTip(tip)
            self.resets[spec.id].setAccessibleName(tip)

    def refresh(self, draft: Draft, building: str) -> None:
        """Show the building's fields, reason and marks as the draft has them."""
        row = self.row_of(building)
        spec = draft.spec(building)
        refused = draft.refused_fields(building)
        reasons = [problem_text(problem) for problem in draft.problems(building)]
        for key in (*cost_keys(building), (building, VALUE)):
            field = self.fields[key]
            field.show_text(draft.text(key), draft.placeholder(key))
            mark_refused(field, key in refused, " ".join(reasons) if key in refused else "")
        unit = self.item(row, UNIT_COLUMN)
        if unit is not None:
            unit.setText(value_unit(spec))
        status = self.item(row, STATUS_COLUMN)
        if status is not None:
            status.setText(provenance_text(spec))
            font = status.font()
            font.setItalic(not is_printed(spec))
            status.setFont(font)
        self.resets[building].setEnabled(draft.has_entries(building))
        show_reasons(self.reasons[building], reasons)
        if self.isRowHidden(row + 1) == bool(reasons):
            self.setRowHidden(row + 1, not reasons)
            self.resizeRowToContents(row + 1)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class WarehouseFields(QWidget):
    """The warehouse's rows and columns, what they hold, and whether they are printed."""

    edited = Signal(object, str)
    resetRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setObjectName("SectionTitle")
        self.rows = NumberField((WAREHOUSE, ROWS))
        self.cols = NumberField((WAREHOUSE, COLS))
        self.fields = {(WAREHOUSE, ROWS): self.rows, (WAREHOUSE, COLS): self.cols}
        for field in self.fields.values():
            field.edited.connect(self.edited)
        self.rows_label = QLabel()
        self.cols_label = QLabel()
        self.holds = QLabel()
        self.status = QLabel()
        self.reset = reset_button(self)
        self.reset.clicked.connect(self.resetRequested)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setTextFormat(Qt.TextFormat.PlainText)
        self.reason.hide()
        line = QHBoxLayout()
        line.setContentsMargins(0, 0, 0, 0)
        for widget in (self.title, self.rows, self.rows_label, self.cols, self.cols_label, self.holds):
            line.addWidget(widget)
        line.addStretch(1)
        line.addWidget(self.status)
        line.addWidget(self.reset)
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(line, 0, 0)
        layout.addWidget(self.reason, 1, 0)
        QWidget.setTabOrder(self.rows, self.cols)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.title.setText(translate("ComponentEditor", "Warehouse:"))
        self.rows_label.setText(translate("ComponentEditor", "rows ×"))
        self.cols_label.setText(translate("ComponentEditor", "columns"))
        self.rows.setAccessibleName(translate("ComponentEditor", "Warehouse: rows"))
        self.cols.setAccessibleName(translate("ComponentEditor", "Warehouse: columns"))
        tip = translate("ComponentEditor", "Back to the reconstruction for the warehouse")
        self.reset.setToolTip(tip)
        self.reset.setAccessibleName(tip)

    def refresh(self, draft: Draft) -> None:
        refused = draft.refused_fields(WAREHOUSE)
        reasons = [problem_text(problem) for problem in draft.problems(WAREHOUSE)]
        for key, field in self.fields.items():
            field.show_text(draft.text(key), draft.placeholder(key))
            mark_refused(field, key in refused, " ".join(reasons) if key in refused else "")
        warehouse = draft.warehouse()
        self.holds.setText(translate("ComponentEditor", "(0 to {top} of each good)").format(top=warehouse.max_amount))
        self.holds.setToolTip(warehouse_words(warehouse))
        self.status.setText(
            translate("ComponentEditor", "printed")
            if warehouse.provenance is Provenance.PRINTED
            else translate("ComponentEditor", "reconstructed")
        )
        self.reset.setEnabled(draft.has_entries(WAREHOUSE))
        show_reasons(self.reason, reasons)
        self.reason.setVisible(bool(reasons))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
