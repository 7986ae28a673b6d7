"""The view on the table: shows the whole table scaled to the window, sharp at any DPI, or a zoom of it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QResizeEvent, QShowEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsItem, QGraphicsView, QWidget

from ..keyboard import ARROWS, BoardKeyboard, Target
from ..letter_keys import sell_letters
from .chip import BuildingChipItem
from .geometry import PLAYER_WIDTH, PLAYER_X, SCENE_RECT
from .panels import BankItem
from .scene import TableScene
from .tile import BuildingTileItem
from .warehouse import WarehouseItem

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
CURSOR_MARGIN = 120  # pixels of the view around the keyboard's cursor when zoomed in
TAB_REASONS = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)


class TableView(QGraphicsView):
    zoomStepped = Signal(int, QPointF)  # Ctrl+wheel: a step in or out (+1, -1) around this scene point
    zoomChanged = Signal()  # a new zoom was applied (the window places its drawer anew)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.keyboard: BoardKeyboard | None = None
        self.zoom = 1.0  # on top of the fit to the window; larger scrolls
        self._centre: QPointF | None = None  # zoomed in: the scene point kept in the middle of the view
        self._fitting = False
        self._covered = 0  # pixels at the viewport's right edge under the window's open drawer (``set_covered``)
        for bar in (self.horizontalScrollBar(), self.verticalScrollBar()):
            bar.valueChanged.connect(self._remember_centre)
        self._name_table()

    def _name_table(self) -> None:
        self.setAccessibleName(QCoreApplication.translate("Accessibility", "The table"))
        self.setAccessibleDescription(
            QCoreApplication.translate(
                "Accessibility", "Tab and the arrow keys move between the buildings, the warehouse cells and the bank"
            )
        )

    def attach_keyboard(self, keyboard: BoardKeyboard) -> None:
        """Play from the keyboard: the cursor's item becomes the view's accessible name."""
        self.keyboard = keyboard
        keyboard.focusChanged.connect(self._on_cursor)

    def _on_cursor(self, name: str, keys: str) -> None:
        if name:
            self.setAccessibleName(name)
            self.setAccessibleDescription(keys)
            self._show_cursor()
        else:
            self._name_table()

    # ---- keys -----------------------------------------------------------------------------
    def focusInEvent(self, event: QFocusEvent) -> None:
        """Tab into the table shows the cursor; focus by a click or at start leaves it for the first key."""
        super().focusInEvent(event)
        reason = event.reason()
        if self.keyboard is not None and self.keyboard.current is None and reason in TAB_REASONS:
            self.keyboard.enter(reason != Qt.FocusReason.BacktabFocusReason)

    def focusNextPrevChild(self, next: bool) -> bool:
        if self.keyboard is not None and self.hasFocus() and self.keyboard.next_group(next):
            return True
        return super().focusNextPrevChild(next)

    def event(self, event: QEvent) -> bool:
        # Enter on an item whose choice is not open yet acts on it, before the window's Enter (confirm).
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and self.keyboard is not None
            and event.key() in ENTER_KEYS
            and event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
            and self.keyboard.wants_enter()
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        keyboard = self.keyboard
        if keyboard is None:
            super().keyPressEvent(event)
            return
        key = event.key()
        acting = key in (*ENTER_KEYS, Qt.Key.Key_Space)
        if key in ARROWS or acting:
            keyboard.show_ring()  # the first key after a click shows the cursor where the click left it
        if key == Qt.Key.Key_Space and keyboard.controller.pending is not None and not keyboard.shapes_choice():
            keyboard.controller.confirm()  # while a choice is shaped, Space confirms it as Enter does
        elif keyboard.current is None and (key in ARROWS or acting):
            keyboard.enter(True)
        elif key in ARROWS:
            keyboard.move(*ARROWS[Qt.Key(key)])
        elif acting:
            keyboard.activate()
        elif key == Qt.Key.Key_Delete or (
            event.text() and event.text().upper() in {letter.upper() for letter in sell_letters()}
        ):
            keyboard.sell()
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.keyboard is not None:
            self.keyboard.follow_click(self._target_at(event))
        super().mousePressEvent(event)

    def _target_at(self, event: QMouseEvent) -> Target | None:
        """The keyboard's place under the pointer, if there is one."""
        keyboard = self.keyboard
        assert keyboard is not None
        item: QGraphicsItem | None = self.itemAt(event.position().toPoint())
        while item is not None:
            if isinstance(item, BuildingTileItem | BuildingChipItem):
                return keyboard.target_of(building=item.spec.id)
            if isinstance(item, BankItem):
                return keyboard.target_of(bank=True)
            if isinstance(item, WarehouseItem):
                cell = item.cell_under(self.mapToScene(event.position().toPoint()))
                return keyboard.target_of(seat=item.seat, cell=cell) if cell is not None else None
            item = item.parentItem()
        return None

    def set_zoom(self, zoom: float, anchor: QPointF | None = None) -> None:
        """Zoom the table; the scene point ``anchor`` (the pointer's, for Ctrl+wheel) stays where it is on screen,
        else the board of the player to move is brought into view."""
        on_screen = QPointF(self.mapFromScene(anchor)) if anchor is not None else None
        self.zoom = zoom
        # Zoomed in, the scroll bars are always there: the view keeps one size while the player zooms.
        policy = Qt.ScrollBarPolicy.ScrollBarAlwaysOn if zoom > 1 else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)
        self.fit()
        if zoom <= 1:
            self._centre = None
        elif anchor is not None and on_screen is not None:
            middle = QPointF(self.viewport().rect().center())
            self.centre_on(anchor - (on_screen - middle) / self.transform().m11() - self._shift())
        else:
            self.centre_on(self.players_board())
        self.zoomChanged.emit()

    def set_covered(self, pixels: int) -> None:
        """Pixels at the viewport's right edge that the window's open drawer lies over. Zoomed in, the table scrolls
        out from under them, and what the view centres on (the board of the player to move) is centred in the part
        of the view they leave; at the fitted size they change nothing (the drawer lies over the table)."""
        if pixels != self._covered:
            self._covered = pixels
            self.fit()

    def _shift(self) -> QPointF:
        """From the viewport's middle to the middle of the part the drawer leaves, in scene units."""
        scale = self.transform().m11()
        return QPointF(self._covered / 2 / scale if self.zoom > 1 and scale > 0 else 0.0, 0.0)

    def centre_on(self, point: QPointF) -> None:
        """Zoomed in: show ``point`` in the middle of the view (of the part the drawer leaves), and keep it there
        when the window's size changes."""
        self._centre = QPointF(point)
        self._fitting = True
        try:
            self.centerOn(point + self._shift())
        finally:
            self._fitting = False

    def players_board(self) -> QPointF:
        """The middle of the board of the player to move: what a zoom keeps in view."""
        scene = self.scene()
        seat = scene.state.current if isinstance(scene, TableScene) else 0
        return QPointF(PLAYER_X[seat] + PLAYER_WIDTH / 2, SCENE_RECT.center().y())

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Ctrl+wheel zooms around the pointer; the wheel alone scrolls a zoomed table."""
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier and event.angleDelta().y():
            self.zoomStepped.emit(1 if event.angleDelta().y() > 0 else -1, self.mapToScene(event.position().toPoint()))
            event.accept()
            return
        super().wheelEvent(event)

    def _show_cursor(self) -> None:
        """Zoomed in, the keyboard's cursor scrolls into view with some of the table around it."""
        keyboard = self.keyboard
        if keyboard is not None and keyboard.current is not None:
            centre = keyboard.centre(keyboard.current)
            self.ensureVisible(centre.x(), centre.y(), 1, 1, CURSOR_MARGIN, CURSOR_MARGIN)

    def fit(self) -> None:
        scene = self.scene()
        if scene is not None:
            self._fitting = True
            try:
                rect = scene.sceneRect()
                self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
                self.scale(self.zoom, self.zoom)
                # Zoomed in under a drawer, the scroll range reaches past the table's right edge by the drawer.
                covered = self._shift().x() * 2
                self.setSceneRect(rect.adjusted(0, 0, covered, 0) if covered else QRectF())
                if self._centre is not None:
                    self.centerOn(self._centre + self._shift())
            finally:
                self._fitting = False

    def _remember_centre(self) -> None:
        """The player scrolled (or the keyboard's cursor did): what is in the middle now is kept there."""
        if not self._fitting and self._centre is not None:
            self._centre = self.mapToScene(self.viewport().rect().center()) - self._shift()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            scene = self.scene()
            if isinstance(scene, TableScene):
                scene.retranslate()  # the items' cached paintings hold the old language
        super().changeEvent(event)
