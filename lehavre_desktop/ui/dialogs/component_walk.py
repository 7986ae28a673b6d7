"""Entering the numbers tile by tile: the tile as the program draws it, beside its fields.

An owner with the tiles sorted in round order on the table types each tile's cost and value and goes on with
Enter; the tile on the screen is drawn by the table's own tile item from the numbers typed, so it turns into
the printed tile as they are entered. "As on my tile" takes the numbers shown when the tile says the same.
"""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QGraphicsView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import BUILT_IN, COST_PARTS
from ...i18n.forms import Letter
from ...i18n.names import building_name
from ...prose.problems import problem_text
from ...session.component_store import is_printed, printed_count
from .. import theme
from ..board.tile import BuildingTileItem, TileStatus, tile_tooltip
from .component_draft import VALUE, Draft, FieldKey, cost_keys
from .component_fields import NumberField, icon_pixmap
from .component_table import ICON_SIZE, PART_ICONS, mark_refused, part_name, show_reasons
from .component_words import provenance_text, value_unit

CONTEXT = "ComponentEditor"
translate = QCoreApplication.translate  # lupdate reads its calls: the context is written out in each
# The tile is drawn larger than on the table, so that it reads like the one in the owner's hand.
TILE_MARGIN = 12.0


class TileView(QGraphicsView):
    """One building tile, drawn by the table's tile item, as large as the view allows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.tile: BuildingTileItem | None = None

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        """As tall as the tile is at this width: no empty table above and below it."""
        if self.tile is None:
            return super().heightForWidth(width)
        area = self._area()
        return int(width * area.height() / area.width()) + 1

    def _area(self) -> QRectF:
        assert self.tile is not None
        return self.tile.boundingRect().adjusted(-TILE_MARGIN, -TILE_MARGIN, TILE_MARGIN, TILE_MARGIN)

    def show_tile(self, tile: BuildingTileItem) -> None:
        scene = self.scene()
        if self.tile is not None:
            scene.removeItem(self.tile)
        tile.set_status(TileStatus.AVAILABLE)
        tile.setCursor(Qt.CursorShape.ArrowCursor)  # a picture here: nothing to build
        scene.addItem(tile)
        self.tile = tile
        self.setBackgroundBrush(QBrush(theme.current().table))
        self._fit()

    def _fit(self) -> None:
        if self.tile is None:
            return
        area = self._area()
        self.setSceneRect(area)
        self.fitInView(area, Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()


class TileWalk(QWidget):
    """The walk's page; edits go out as ``edited``, "As on my tile" as ``fillRequested`` (the dialog changes the
    draft and has the page shown again), the way back as ``finished``."""

    edited = Signal(object, str)
    fillRequested = Signal(str)
    finished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = 0
        self.draft: Draft | None = None
        self.part_labels: dict[str, QLabel] = {}
        self.part_icons: dict[str, QLabel] = {}
        self.fields: dict[str, NumberField] = {}
        top = QHBoxLayout()
        top.addLayout(self._build_picture(), 3)
        top.addSpacing(12)
        top.addLayout(self._build_side(), 2)
        self.progress = QProgressBar()
        self.progress.setRange(0, len(BUILT_IN.buildings))
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(self.progress)
        layout.addLayout(self._build_steps())
        order = [
            *(self.fields[part] for part in COST_PARTS),
            self.fields[VALUE],
            self.same_button,
            self.next_button,
            self.previous_button,
            self.back_button,
        ]
        for first, second in pairwise(order):
            QWidget.setTabOrder(first, second)
        self.retranslate_ui()

    def _build_picture(self) -> QVBoxLayout:
        """The tile as drawn on the table, and in words under it."""
        self.view = TileView()
        self.view.setMinimumWidth(360)
        self.card = QLabel()  # the tile in words, as its tooltip on the table says it
        self.card.setWordWrap(True)
        self.card.setTextFormat(Qt.TextFormat.RichText)
        self.card.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        picture = QVBoxLayout()
        picture.addWidget(self.view)
        picture.addWidget(self.card, 1)
        return picture

    def _build_side(self) -> QVBoxLayout:
        """The tile's name and place, its numbers' fields, why they are reconstructed, and "As on my tile"."""
        self.heading = QLabel()
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.place = QLabel()
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setTextFormat(Qt.TextFormat.PlainText)
        self.status = QLabel()
        self.same_button = QPushButton()
        self.same_button.setAutoDefault(False)
        # On the press: its key (Alt+A) clicks a tenth of a second later, when Enter may have moved on already.
        self.same_button.pressed.connect(lambda: self.fillRequested.emit(self.building))
        side = QVBoxLayout()
        side.addWidget(self.heading)
        side.addWidget(self.place)
        side.addSpacing(8)
        side.addLayout(self._build_fields())
        side.addWidget(self.reason)
        marks = QHBoxLayout()
        marks.addWidget(self.status, 1)
        marks.addWidget(self.same_button)
        side.addLayout(marks)
        side.addStretch(1)
        return side

    def _build_fields(self) -> QGridLayout:
        """The cost's parts, each under its good's icon and name, then the value and its unit."""
        self.cost_title = QLabel()
        self.value_title = QLabel()
        fields = QGridLayout()
        fields.setHorizontalSpacing(10)
        fields.addWidget(self.cost_title, 0, 0, 1, len(COST_PARTS))
        for column, part in enumerate(COST_PARTS):
            label, icon = QLabel(), QLabel()
            self.part_labels[part], self.part_icons[part] = label, icon
            heading = QHBoxLayout()
            heading.setSpacing(4)
            heading.addWidget(icon)
            heading.addWidget(label, 1)
            fields.addLayout(heading, 1, column)
            fields.addWidget(self._field(part), 2, column)
        fields.addWidget(self.value_title, 3, 0, 1, len(COST_PARTS))
        self.unit = QLabel()
        fields.addWidget(self._field(VALUE), 4, 0)
        fields.addWidget(self.unit, 4, 1, 1, len(COST_PARTS) - 1)
        return fields

    def _build_steps(self) -> QHBoxLayout:
        """Previous, Next and back to the table."""
        self.previous_button = QPushButton()
        self.previous_button.setAutoDefault(False)
        self.previous_button.clicked.connect(lambda: self.go(self.index - 1))
        self.next_button = QPushButton()
        self.next_button.clicked.connect(self.next)
        self.back_button = QPushButton()
        self.back_button.setAutoDefault(False)
        self.back_button.clicked.connect(self.finished)
        steps = QHBoxLayout()
        steps.addWidget(self.previous_button)
        steps.addWidget(self.next_button)
        steps.addStretch(1)
        steps.addWidget(self.back_button)
        return steps

    def _field(self, field: str) -> NumberField:
        widget = NumberField(("", field))
        widget.edited.connect(lambda _key, text, name=field: self.edited.emit((self.building, name), text))
        self.fields[field] = widget
        return widget

    @property
    def building(self) -> str:
        return BUILT_IN.buildings[self.index].id

    def start(self, draft: Draft, building: str | None = None) -> None:
        """Begin at ``building``, else at the first tile whose numbers are not all printed."""
        self.draft = draft
        if building is None:
            building = next((b.id for b in draft.table().buildings if not is_printed(b)), BUILT_IN.buildings[0].id)
        self.go(BUILT_IN.order[building])

    def go(self, index: int) -> None:
        self.index = max(0, min(index, len(BUILT_IN.buildings) - 1))
        self.refresh()
        first = self.fields[COST_PARTS[0]]
        first.setFocus(Qt.FocusReason.TabFocusReason)
        first.selectAll()

    def next(self) -> None:
        """The next tile; after the last one, back to the table."""
        if self.index == len(BUILT_IN.buildings) - 1:
            self.finished.emit()
        else:
            self.go(self.index + 1)

    def field_of(self, key: FieldKey) -> NumberField | None:
        building, field = key
        return self.fields[field] if building == self.building else None

    def retranslate_ui(self) -> None:
        self.cost_title.setText(translate("ComponentEditor", "Cost"))
        self.value_title.setText(translate("ComponentEditor", "Value"))
        ratio = self.devicePixelRatioF()
        for part, label in self.part_labels.items():
            label.setText(part_name(part))
            self.fields[part].setAccessibleName(
                translate("ComponentEditor", "Cost in {part}").format(part=part_name(part))
            )
            label.setToolTip(part_name(part))
            self.part_icons[part].setPixmap(icon_pixmap(PART_ICONS[part], ICON_SIZE, ratio))
        self.fields[VALUE].setAccessibleName(translate("ComponentEditor", "Value"))
        self.same_button.setText(translate("ComponentEditor", "&As on my tile"))
        self.same_button.setToolTip(
            translate("ComponentEditor", "Your tile shows the numbers greyed here: take them as printed")
        )
        self.previous_button.setText(translate("ComponentEditor", "◀ &Previous tile"))
        self.next_button.setText(translate("ComponentEditor", "&Next tile ▶"))
        self.back_button.setText(translate("ComponentEditor", "&Back to the table"))
        self.progress.setFormat(translate("ComponentEditor", "%v of %m tiles entered"))
        if self.draft is not None:
            self.refresh()

    def refresh(self) -> None:
        """Show the tile and its fields as the draft has them."""
        draft = self.draft
        if draft is None:
            return
        building = self.building
        spec = draft.spec(building)
        self.view.show_tile(BuildingTileItem(spec))
        self.view.updateGeometry()
        self.card.setText(tile_tooltip(spec))
        self.heading.setText(building_name(building))
        self.place.setText(
            translate("ComponentEditor", "Round {letter}, tile {number} of {total}").format(
                letter=Letter(spec.round_index), number=self.index + 1, total=len(BUILT_IN.buildings)
            )
        )
        refused = draft.refused_fields(building)
        reasons = [problem_text(problem) for problem in draft.problems(building)]
        for key in (*cost_keys(building), (building, VALUE)):
            field = self.fields[key[1]]
            field.show_text(draft.text(key), draft.placeholder(key))
            mark_refused(field, key in refused, " ".join(reasons) if key in refused else "")
        self.unit.setText(value_unit(spec))
        show_reasons(self.reason, reasons)
        self.reason.setVisible(bool(reasons))
        self.status.setText(translate("ComponentEditor", "Numbers: {marks}").format(marks=provenance_text(spec)))
        self.progress.setValue(printed_count(draft.table()))
        self.previous_button.setEnabled(self.index > 0)
        last = self.index == len(BUILT_IN.buildings) - 1
        self.next_button.setText(
            translate("ComponentEditor", "&Done") if last else translate("ComponentEditor", "&Next tile ▶")
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
