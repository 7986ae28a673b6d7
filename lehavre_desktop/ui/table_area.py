"""The window's body: the table, the action bar under it, and the side panels (teaching and game log).

The board gets the room (issue 8, contract §2):

* The side column is as wide as leaves the table view the scene's aspect
  (``geometry.SCENE_RECT``, read, never copied), within ``SIDE_MIN`` and ``SIDE_MAX``.
* When that would leave the view narrower than ``MIN_VIEW_WIDTH`` (a 1024 by 768 window), the
  side panels fold into a drawer (issue 18). On the fitted table it opens over the supply, between the two
  players' boards, under the round track and above the bank (``drawer_rect``): no player's board is ever under
  it, and the table keeps its whole scale (a column beside it would shrink the buildings' names below 10 px).
  While a build from the supply is being shaped, the drawer leaves the chosen tile's row in view: it takes the
  taller part of the supply above or below that row (``supply_drawer``), so the player sees the building and its
  cost while confirming it; the choice made, it covers the supply again. It follows every change of the choice
  (``TableController.pendingChanged``: a click, a key, the computer's proposal, an undo) and is placed so
  whenever it opens.
  Zoomed in, it lies at the view's right edge and the table scrolls out from under it. In it the teaching
  panel and the log take turns at the whole height, one open, the other a title to click
  (``SidePanel.set_accordion``): a column that narrow would leave each too little.
* Beside the table, the teaching panel has seven tenths of the column and grows into the log's room, down to
  ``LOG_LEAST`` lines of the log, while its texts want more (``SidePanel.share_height``); once the player drags
  the line between them, the split is the player's.
* Either way a handle at the right edge of the table folds and unfolds them, by mouse or
  with F9 (``side_action`` of the main window); the window remembers the choice, one for
  each arrangement.
* The action bar runs under the table and the side panels, the window's whole width, at a fixed height, so
  nothing it shows moves the board (contract §3); in a window wide enough for its detail to go in two columns
  it keeps fewer lines (``ActionBar.set_columns``).
* The bar's, the side panels' and the handle's type grows with the window (``type_scale``); the zoomed
  panels' fonts follow it (``textScaled``).

The children are placed by hand (``_arrange``), not by a layout, so their geometry follows
from the window's size and these choices only.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QEnterEvent,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from . import theme
from .action_bar import ActionBar
from .board import geometry
from .board.scene import TableScene
from .board.view import TableView
from .teaching_panel import TeachingPanel
from .type_scale import set_points, type_points

# The narrowest table view the side panels may leave beside them (contract §2: 1000 device px).
MIN_VIEW_WIDTH = 1000
MAX_BAND = 0.1  # the most of the view an empty band beside the table may take, where a drawer avoids it
SIDE_MIN = 240
SIDE_MAX = 560
# The drawer: never narrower than DRAWER_MIN (text needs the room), nor wider than DRAWER_MAX or than leaves the
# opponent's building rows in view (their right edge, DRAWER_KEEP_X in scene units, plus DRAWER_GAP pixels); its
# top under the players' headers (DRAWER_TOP_Y).
DRAWER_MIN, DRAWER_MAX, DRAWER_GAP = 180, 400, 0
DRAWER_KEEP_X = geometry.rows_area(1).right() - geometry.SECTOR_BADGE - 2  # between the chips and the sector badges
FIT_MARGIN = 2  # QGraphicsView.fitInView leaves this many pixels round the scene
DRAWER_TOP_Y = geometry.HEADER_TOP + geometry.HEADER_HEIGHT + geometry.GAP / 2
# On the fitted table, the drawer over the supply: between the players' boards (``geometry.player_board_rect``
# reaches 4 units past a column, the gap beside the middle is ``geometry.GAP``), down to the bank's top.
SUPPLY_DRAWER = QRectF(
    geometry.MIDDLE_X - geometry.GAP / 2 + 4,
    DRAWER_TOP_Y,
    geometry.MIDDLE_WIDTH + geometry.GAP - 8,
    geometry.BANK_RECT.top() - geometry.GAP / 2 - DRAWER_TOP_Y,
)

# The chosen tile keeps this much of the supply's gap round it in view (its highlight's frame reaches into it).
CHOSEN_MARGIN = geometry.SUPPLY_GAP / 2
TEACHING_SHARE = 0.7  # the teaching panel's part of the side column, while its texts want no more
LOG_LEAST = 3  # lines of the game log that stay in view while the teaching panel grows into its room


def supply_drawer(chosen: QRectF | None) -> QRectF:
    """The drawer on the fitted table, in scene units: over the supply (``SUPPLY_DRAWER``), or, while the tile
    ``chosen`` (its scene rect) is being built, the taller part of it above or below that tile's row."""
    area = SUPPLY_DRAWER
    if chosen is None or not chosen.intersects(area):
        return area
    above = QRectF(area.left(), area.top(), area.width(), max(0.0, chosen.top() - CHOSEN_MARGIN - area.top()))
    below_top = chosen.bottom() + CHOSEN_MARGIN
    below = QRectF(area.left(), below_top, area.width(), max(0.0, area.bottom() - below_top))
    return below if below.height() >= above.height() else above


def scene_aspect() -> float:
    rect = geometry.SCENE_RECT
    return rect.width() / rect.height()


def empty_band(width: int, height: int) -> float:
    """The share of a view of this size left empty beside the scene it shows whole."""
    if width <= 0 or height <= 0:
        return 1.0
    aspect = scene_aspect()
    return 1 - min(width / height / aspect, height * aspect / width)


class TitleButton(QToolButton):
    """A one-glyph button in a section's title (its arrow, its ×): as tall as the title's line, no taller, so the
    title row takes no more height than its words (in the small window's drawer every pixel is the page's)."""

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.fontMetrics().height() + 2)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


class Section(QWidget):
    """One side panel under a small title; the log's title has a button that hides it.

    In the drawer's accordion (``SidePanel.set_accordion``) the title has an arrow: a folded section shows its
    title only, and a click on it (or its arrow, reached with Tab) opens it."""

    closeRequested = Signal()
    openRequested = Signal()

    def __init__(self, content: QWidget, closable: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content = content
        self.title = QLabel()
        self.title.setObjectName("SectionTitle")
        self.title.setWordWrap(True)  # a long title (Greek) in the narrow drawer takes two lines, never clipped
        self.title.installEventFilter(self)
        self.fold_button = TitleButton()
        self.fold_button.setAutoRaise(True)
        self.fold_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.fold_button.clicked.connect(self.openRequested)
        self.fold_button.hide()
        self.folded: bool | None = None  # None: no accordion; else whether only the title shows
        header = QHBoxLayout()
        header.setContentsMargins(6, 3, 2, 1)
        header.addWidget(self.fold_button)
        header.addWidget(self.title, 1)
        self.close_button: QToolButton | None = None
        if closable:
            self.close_button = TitleButton()
            self.close_button.setText("×")
            self.close_button.setAutoRaise(True)
            self.close_button.clicked.connect(self.closeRequested)
            header.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(header)
        layout.addWidget(content, 1)

    def set_title(self, text: str) -> None:
        self.title.setText(text)
        self.fold_button.setAccessibleName(text)
        self._fit_folded()  # a longer title (another language) may take another line

    def set_folded(self, folded: bool | None) -> None:
        """Only the title (True), title and content (False), or as outside the accordion (None)."""
        self.folded = folded
        self.content.setVisible(not folded)
        self.fold_button.setVisible(folded is not None)
        self.fold_button.setText("▸" if folded else "▾")
        self.fold_button.setAccessibleName(self.title.text())
        self.title.setCursor(Qt.CursorShape.PointingHandCursor if folded else Qt.CursorShape.ArrowCursor)
        self._fit_folded()

    def _fit_folded(self) -> None:
        # Folded, the section is its title's height: the splitter gives the rest to the open one.
        layout = self.layout()
        least, most = 0, 16777215
        if self.folded and layout is not None:
            layout.invalidate()  # the title's lines as it wraps now (its text or width changed)
            least = most = (
                layout.totalHeightForWidth(self.width())
                if layout.hasHeightForWidth()
                else layout.totalMinimumSize().height()
            )
        if (self.minimumHeight(), self.maximumHeight()) != (least, most):
            self.setMinimumHeight(least)
            self.setMaximumHeight(most)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit_folded()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.title
            and self.folded
            and event.type() == QEvent.Type.MouseButtonPress
            and isinstance(event, QMouseEvent)
            and event.button() == Qt.MouseButton.LeftButton
        ):
            self.openRequested.emit()
            return True
        return super().eventFilter(watched, event)


class ColumnSplitter(QSplitter):
    """The side column's splitter; says when it has shared out a new height (its sections have their new sizes)."""

    resized = Signal()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit()


class SidePanel(QFrame):
    """The teaching panel over the game log; either can be hidden."""

    def __init__(self, teaching: TeachingPanel, log: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SidePanel")
        self.teaching = teaching
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAutoFillBackground(True)
        self.teaching_section = Section(teaching, closable=False)
        self.log_section = Section(log, closable=True)
        self.splitter = ColumnSplitter(Qt.Orientation.Vertical)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.teaching_section)
        self.splitter.addWidget(self.log_section)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.accordion = False
        self.open_section: Section = self.teaching_section  # in the accordion, the section shown whole
        self._sizes: list[int] | None = None  # the splitter's sizes outside the accordion
        self.teaching_section.openRequested.connect(lambda: self.open(self.teaching_section))
        self.log_section.openRequested.connect(lambda: self.open(self.log_section))
        self.teaching_share: float | None = None  # the teaching panel's part of the column, once the player drags it
        self.splitter.splitterMoved.connect(self._on_split_dragged)
        self.splitter.resized.connect(self.share_height)
        teaching.heightWanted.connect(self.share_height)

    def set_sections(self, teaching: bool, log: bool) -> None:
        self.teaching_section.setVisible(teaching)
        self.log_section.setVisible(log)
        self._fold()

    def set_accordion(self, on: bool) -> None:
        """In the drawer, one section at a time has the whole height; the other is a title to click."""
        if on != self.accordion:
            if on:
                self._sizes = self.splitter.sizes()
            self.accordion = on
            self._fold()
            if not on and self._sizes is not None:
                self.splitter.setSizes(self._sizes)
            self.share_height()

    def open(self, section: Section) -> None:
        """Show this section whole (in the accordion, the other folds to its title)."""
        self.open_section = section
        self._fold()
        if self.accordion and section.folded is False:
            section.content.setFocus(Qt.FocusReason.OtherFocusReason)

    def _fold(self) -> None:
        both = not self.teaching_section.isHidden() and not self.log_section.isHidden()
        for section in (self.teaching_section, self.log_section):
            section.set_folded(section is not self.open_section if self.accordion and both else None)
        handle = self.splitter.handle(1)
        if handle is not None:
            handle.setEnabled(not (self.accordion and both))

    def has_content(self) -> bool:
        return not self.teaching_section.isHidden() or not self.log_section.isHidden()

    def share_height(self) -> None:
        """Beside the table, the teaching panel over the log: its share (``TEACHING_SHARE``, or the player's), more
        while its texts want more (``TeachingPanel.wanted_height``), as long as the log keeps ``LOG_LEAST`` lines."""
        if self.accordion or self.teaching_section.isHidden() or self.log_section.isHidden():
            return
        sizes = self.splitter.sizes()
        total = sum(sizes)
        if len(sizes) != 2 or total <= 0:
            return
        teaching = round(total * (self.teaching_share if self.teaching_share is not None else TEACHING_SHARE))
        if self.teaching_share is None:
            wanted = self._chrome(self.teaching_section) + self.teaching.wanted_height()
            teaching = max(teaching, min(wanted, total - self.log_least()))
        if sizes[0] != teaching:
            self.splitter.setSizes([teaching, total - teaching])

    def log_least(self) -> int:
        """The log section's height for its title and ``LOG_LEAST`` lines of the log (or the least it takes)."""
        log = self.log_section.content
        frame = log.height() - log.contentsRect().height()
        lines = self._chrome(self.log_section) + QFontMetrics(log.font()).lineSpacing() * LOG_LEAST + frame
        return max(lines, self.log_section.minimumSizeHint().height())

    @staticmethod
    def _chrome(section: Section) -> int:
        """A section's height over its content's: its title."""
        layout = section.layout()
        header = layout.itemAt(0) if layout is not None else None
        if header is None:
            return 0
        width = section.width()
        return header.heightForWidth(width) if header.hasHeightForWidth() else header.sizeHint().height()

    def _on_split_dragged(self, _pos: int, _index: int) -> None:
        sizes = self.splitter.sizes()
        if sum(sizes) > 0:
            self.teaching_share = sizes[0] / sum(sizes)


class DrawerHandle(QAbstractButton):
    """A slim tab at the right edge of the table: click it (or press F9) to fold or unfold the side panels."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DrawerHandle")
        self.setCheckable(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self._hover = False

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().height() + 8, 120)

    def enterEvent(self, event: QEnterEvent) -> None:
        self._hover = True
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._hover = False
        self.update()
        super().leaveEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = theme.current()
        painter.fillRect(self.rect(), palette.handle_hover if self._hover or self.hasFocus() else palette.handle)
        painter.setPen(QPen(palette.handle_text))
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        # The text reads from top to bottom, as on a book's spine; the arrows point the way the panels go
        # (turned with the text: "▲" points right, "▼" left).
        arrow = "▲" if self.isChecked() else "▼"
        painter.translate(self.width(), 0)
        painter.rotate(90)
        area = QRectF(0, 0, self.height(), self.width())
        painter.drawText(area.adjusted(8, 0, -8, 0), Qt.AlignmentFlag.AlignCenter, f"{arrow}  {self.text()}  {arrow}")
        painter.end()


class TableArea(QWidget):
    """Places the table view, the action bar, the side panels and the drawer handle (see the module doc)."""

    # The side panels were folded or unfolded by the player (the handle): the window remembers it.
    sideToggled = Signal(bool)
    # Beside the table (False) or in a drawer over it (True): the arrangement changed with the window's size.
    drawerModeChanged = Signal(bool)
    # The bar's and the side panels' type took a new size (``text_size``): the zoomed panels follow it.
    textScaled = Signal()

    def __init__(
        self,
        view: QWidget,
        bar: ActionBar,
        side: SidePanel,
        side_shown: bool,
        drawer_open: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.view = view
        self.bar = bar
        self.side = side
        self.handle = DrawerHandle()
        for child in (view, bar, side, self.handle):
            child.setParent(self)
        self.side_shown = side_shown  # the choice for a wide window
        self.drawer_open = drawer_open  # the choice for a small one
        self.drawer_mode = False
        self._points: float | None = None  # the type's size, set at the first arrangement (``_scale_texts``)
        self._placed_for: QRectF | None = None  # the chosen supply tile the open drawer was placed to leave in view
        self.handle.clicked.connect(self._on_handle_clicked)
        self.retranslate_ui()

    # ---- the player's choices -----------------------------------------------------------------
    @property
    def unfolded(self) -> bool:
        """Whether the side panels are showing, in the current arrangement."""
        return self.drawer_open if self.drawer_mode else self.side_shown

    def set_unfolded(self, on: bool) -> None:
        if self.drawer_mode:
            self.drawer_open = on
        else:
            self.side_shown = on
        self._arrange()

    def _on_handle_clicked(self) -> None:
        self.set_unfolded(not self.unfolded)
        self.sideToggled.emit(self.unfolded)

    def reveal(self) -> None:
        """Unfold the side panels, the teaching panel open (the guided game starts: its words must be seen)."""
        self.side.open(self.side.teaching_section)
        if not self.unfolded:
            self.set_unfolded(True)
            self.sideToggled.emit(True)

    def sections_changed(self) -> None:
        self._arrange()

    # ---- geometry -----------------------------------------------------------------------------
    def handle_width(self) -> int:
        return self.handle.sizeHint().width()

    def side_width(self, width: int, board_height: int) -> int:
        """The side column beside the table: what leaves the view the scene's aspect, within bounds, and never so
        wide that the view gets narrower than ``MIN_VIEW_WIDTH`` while a narrower column would do."""
        ideal = width - self.handle_width() - round(board_height * scene_aspect())
        side = max(SIDE_MIN, min(SIDE_MAX, ideal))
        return max(SIDE_MIN, min(side, width - self.handle_width() - MIN_VIEW_WIDTH))

    def fits_beside(self, width: int, board_height: int) -> bool:
        """Whether the side panels go beside the table: the view stays wide enough, and the table does not lose
        more to an empty band than it would with the panels in a drawer (a tall window)."""
        view = width - self.handle_width() - self.side_width(width, board_height)
        if view < MIN_VIEW_WIDTH:
            return False
        beside = empty_band(view, board_height)
        return beside <= MAX_BAND or beside <= empty_band(width - self.handle_width(), board_height)

    def table_scale(self, width: int, height: int) -> float:
        """How large the table would be drawn (pixels per scene unit, unzoomed) in a body of ``width`` by ``height``,
        the side panels shown or folded as they are now: what another widget beside or under the body weighs (the
        online dock)."""
        board_height = max(0, height - self.bar.height())
        content = self.side.has_content()
        handle = self.handle_width() if content else 0
        beside = content and self.side_shown and self.fits_beside(width, board_height)
        table = width - handle - (self.side_width(width, board_height) if beside else 0)
        rect = geometry.SCENE_RECT
        return max(0.0, min((table - 2 * FIT_MARGIN) / rect.width(), (board_height - 2 * FIT_MARGIN) / rect.height()))

    def _fitted_map(self, table: int, board_height: int) -> tuple[float, float, float]:
        """The table fitted whole in a view of ``table`` by ``board_height`` pixels: its scale and where the scene's
        origin lies. Read off the view when it shows the table so; else worked out as ``fitInView`` does."""
        rect = geometry.SCENE_RECT
        view = self.view
        if (
            isinstance(view, QGraphicsView)
            and view.isVisible()
            and view.transform().m11() > 0
            and getattr(view, "zoom", 1.0) == 1.0
            and view.size() == QSize(table, board_height)
        ):
            origin = view.viewport().mapTo(self, view.mapFromScene(QPointF(0, 0)))
            return view.transform().m11(), origin.x(), origin.y()
        scale = max(0.0, min((table - 2 * FIT_MARGIN) / rect.width(), (board_height - 2 * FIT_MARGIN) / rect.height()))
        return scale, (table - rect.width() * scale) / 2, (board_height - rect.height() * scale) / 2

    def chosen_tile(self) -> QRectF | None:
        """The scene rect of the supply tile the choice being shaped builds (the table shows it chosen), if any."""
        scene = self.view.scene() if isinstance(self.view, QGraphicsView) else None
        if not isinstance(scene, TableScene):
            return None
        for tile in scene.tiles.values():
            if tile.selected and tile.isVisible():
                return tile.sceneBoundingRect()
        return None

    def _zoomed(self) -> bool:
        return isinstance(self.view, TableView) and self.view.zoom > 1

    def follow_choice(self) -> None:
        """The choice changed (the window wires the table controller's news here): the open drawer over the fitted
        table leaves its tile in view, or covers the supply's rows again once it is made (zoomed in, the drawer lies
        at the edge)."""
        if self.drawer_mode and self.unfolded and not self._zoomed() and self.chosen_tile() != self._placed_for:
            self._arrange()

    def drawer_rect(
        self, table: int, board_height: int, right: int | None = None, chosen: QRectF | None = None
    ) -> QRect:
        """The open drawer in a view of ``table`` by ``board_height`` pixels.

        On the fitted table (``right`` None): over the supply (``supply_drawer``: the part of it that leaves the
        ``chosen`` tile's row in view), inside the gaps beside the players' boards, so neither board is under it.
        Zoomed in: at the view's right edge (at ``right``, left of
        the view's scroll bar), under the players' headers, as wide as it would stop short of the opponent's sector
        badges on the fitted table (it keeps that width while the player zooms), within ``DRAWER_MIN`` and
        ``DRAWER_MAX``."""
        if table <= 0 or board_height <= 0:
            return QRect(table, 0, 0, board_height)
        scale, left, top = self._fitted_map(table, board_height)
        if right is None:
            area = supply_drawer(chosen)
            x0, y0 = math.ceil(left + area.left() * scale), math.ceil(top + area.top() * scale)
            x1, y1 = math.floor(left + area.right() * scale), math.floor(top + area.bottom() * scale)
            return QRect(x0, y0, max(0, x1 - x0), max(0, y1 - y0))
        keep = round(left + DRAWER_KEEP_X * scale) + DRAWER_GAP
        width = max(DRAWER_MIN, min(DRAWER_MAX, table - keep))
        drawer_top = math.floor(top + DRAWER_TOP_Y * scale)
        return QRect(right - width, drawer_top, width, board_height - drawer_top)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()

    def current_text_size(self) -> float:
        """The point size the bar and the side panels are set in now (a zoomed panel multiplies it)."""
        return self.bar.font().pointSizeF()

    def _scale_texts(self) -> None:
        """The type for the window's size, set at the first arrangement (once the style sheets polished the
        widgets: polishing sets a font of its own) and at every change of size."""
        window = self.window()
        size = type_points(window.width(), window.height())
        if size != self._points:
            self._points = size
            for part in (self.bar, self.side, self.handle):
                set_points(part, size)  # the bar takes its new fixed height at once
            self.textScaled.emit()

    def _arrange(self) -> None:
        width, height = self.width(), self.height()
        self._scale_texts()
        self.bar.set_columns(width)
        bar_height = self.bar.height()
        board_height = max(0, height - bar_height)
        content = self.side.has_content()
        drawer_mode = not self.fits_beside(width, board_height)
        if drawer_mode != self.drawer_mode:
            self.drawer_mode = drawer_mode
            self.drawerModeChanged.emit(drawer_mode)
        handle = self.handle_width() if content else 0
        unfolded = content and self.unfolded
        self.handle.setVisible(content)
        self.handle.setChecked(unfolded)
        self.side.set_accordion(drawer_mode)
        if content and not drawer_mode and unfolded:
            self._set_edge(drawer=False)
            side = self.side_width(width, board_height)
            table = width - side - handle
            self.side.setGeometry(table + handle, 0, side, board_height)
            self.side.setVisible(True)
            self.view.setGeometry(0, 0, table, board_height)
            self.handle.setGeometry(table, 0, handle, board_height)
            self.bar.setGeometry(0, board_height, width, bar_height)
            self._set_covered(0)
            return
        table = width - handle
        self.view.setGeometry(0, 0, table, board_height)
        self.handle.setGeometry(table, 0, handle, board_height)
        self.bar.setGeometry(0, board_height, width, bar_height)
        if unfolded:  # the drawer, over the supply or (zoomed in) the right edge of the table, its edge darker
            self._set_edge(drawer=True)
            zoomed = self._zoomed()
            self._placed_for = None if zoomed else self.chosen_tile()
            right = table - self._scroll_bar_width() if zoomed else None
            drawer = self.drawer_rect(table, board_height, right, self._placed_for)
            if zoomed:  # it leaves the view's scroll bars free
                drawer.setBottom(drawer.bottom() - self._scroll_bar_width(horizontal=True))
            self.side.setGeometry(drawer)
            self.side.setVisible(True)
            self.side.raise_()
            self.handle.raise_()
            self._set_covered(drawer.width() if zoomed else 0)
        else:
            self.side.setVisible(False)
            self._set_covered(0)

    def _scroll_bar_width(self, horizontal: bool = False) -> int:
        """Zoomed in, the width of the view's vertical scroll bar (the height of its horizontal one): the drawer
        leaves them free."""
        if isinstance(self.view, TableView) and self.view.zoom > 1:
            if horizontal:
                return self.view.horizontalScrollBar().sizeHint().height()
            return self.view.verticalScrollBar().sizeHint().width()
        return 0

    def _set_covered(self, pixels: int) -> None:
        if isinstance(self.view, TableView):
            self.view.set_covered(pixels)

    def view_zoomed(self) -> None:
        """The table's zoom changed: the open drawer leaves the view's scroll bar free, or covers its edge again."""
        self._arrange()

    def apply_theme(self) -> None:
        """Repaint the handle and the side panels' edge in the palette now in use."""
        self.handle.update()
        self._set_edge(drawer=self.drawer_mode)

    def _set_edge(self, drawer: bool) -> None:
        # A drawer lies over the table: its edge is drawn firmer.
        palette = theme.current()
        edge = f"4px solid {palette.handle.name()}" if drawer else f"1px solid {palette.side_edge.name()}"
        style = f"#SidePanel {{ border-left: {edge}; }}"
        if self.side.styleSheet() != style:
            self.side.setStyleSheet(style)

    # ---- texts --------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        teaching = not self.side.teaching_section.isHidden()
        log = not self.side.log_section.isHidden()
        if teaching and log:
            text = QCoreApplication.translate("TableArea", "Teaching and game log")
        elif teaching:
            text = QCoreApplication.translate("TableArea", "Teaching")
        else:
            text = QCoreApplication.translate("TableArea", "Game log")
        self.handle.setText(text)
        self.handle.setAccessibleName(text)
        self.handle.setToolTip(QCoreApplication.translate("TableArea", "Show or hide the side panels (F9)"))
        self.handle.update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            # Once every widget has its words: the bar's buttons decide whether its detail has two columns.
            QTimer.singleShot(0, self._arrange)
        elif event.type() == QEvent.Type.PaletteChange:
            self.side.setBackgroundRole(QPalette.ColorRole.Window)
        super().changeEvent(event)
