"""View ▸ Zoom: the table and the side panels' text larger, for players who see less well; remembered.

The panels' text is the zoom's share of the size the window sets them in (``base_size``: larger in a tall
window, issue 18); the window asks again (``apply_panels``) when that size changes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QPointF
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from ..settings import ZOOM_STEPS, Settings
from .board.view import TableView
from .type_scale import retype


class ZoomMenu(QMenu):
    """Zoom in, zoom out, actual size: one step of ZOOM_STEPS at a time, applied to the table and the panels."""

    def __init__(
        self,
        settings: Settings,
        view: TableView,
        panels: tuple[QWidget, ...],
        parent: QWidget | None = None,
        base_size: Callable[[], float] | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._view = view
        self._panels = panels
        self._base_size = base_size or (lambda: QApplication.font().pointSizeF())
        self.zoom_in_action = QAction(self)
        # Ctrl+= too: on most layouts "+" needs Shift, and Ctrl+= is the key a player presses for it.
        self.zoom_in_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.ZoomIn), QKeySequence("Ctrl+=")])
        self.zoom_in_action.triggered.connect(lambda: self._step(1))
        self.zoom_out_action = QAction(self)
        self.zoom_out_action.setShortcut(QKeySequence(QKeySequence.StandardKey.ZoomOut))
        self.zoom_out_action.triggered.connect(lambda: self._step(-1))
        self.actual_size_action = QAction(self)
        self.actual_size_action.setShortcut(QKeySequence("Ctrl+0"))
        self.actual_size_action.triggered.connect(lambda: self.set_percent(ZOOM_STEPS[0]))
        self.addActions([self.zoom_in_action, self.zoom_out_action, self.actual_size_action])
        self.setToolTipsVisible(True)
        view.zoomStepped.connect(self._step)
        if parent is not None:  # the keys work with the menu closed
            parent.addActions(self.actions())
        self._apply()
        self.retranslate_ui()

    @property
    def percent(self) -> int:
        return self._settings.zoom

    def _step(self, direction: int, anchor: QPointF | None = None) -> None:
        index = ZOOM_STEPS.index(self.percent) + direction
        self.set_percent(ZOOM_STEPS[max(0, min(index, len(ZOOM_STEPS) - 1))], anchor)

    def set_percent(self, percent: int, anchor: QPointF | None = None) -> None:
        self._settings.zoom = percent
        self._settings.sync()
        self._apply(anchor)

    def _apply(self, anchor: QPointF | None = None) -> None:
        percent = self.percent
        self._view.set_zoom(percent / 100, anchor)
        self.apply_panels()
        self.zoom_in_action.setEnabled(percent < ZOOM_STEPS[-1])
        self.zoom_out_action.setEnabled(percent > ZOOM_STEPS[0])

    def apply_panels(self) -> None:
        """The panels' text at the zoom's share of the window's text size."""
        size = self._base_size() * self.percent / 100
        for panel in self._panels:
            retype(panel, size)  # its viewport too (the log's placeholder is painted in the viewport's font)

    def retranslate_ui(self) -> None:
        self.setTitle(QCoreApplication.translate("Zoom", "&Zoom"))
        for action, text in (
            (self.zoom_in_action, QCoreApplication.translate("Zoom", "Zoom &in")),
            (self.zoom_out_action, QCoreApplication.translate("Zoom", "Zoom &out")),
            (self.actual_size_action, QCoreApplication.translate("Zoom", "&Actual size")),
        ):
            action.setText(text)
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(
                QCoreApplication.translate("Zoom", "{what} ({keys})").format(what=action.iconText(), keys=keys)
            )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
