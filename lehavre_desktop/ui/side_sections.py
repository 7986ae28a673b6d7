"""The side panels' commands: teaching and the log shown or not, the side folded or not, remembered."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction

from ..settings import Settings
from .table_area import SidePanel, TableArea


class SideSections:
    def __init__(self, settings: Settings, area: TableArea, side: SidePanel, sync_settings: Callable[[], None]) -> None:
        self.settings = settings
        self.area = area
        self.side = side
        self._sync_settings = sync_settings
        self.teaching_action: QAction | None = None
        self.log_action: QAction | None = None
        self.side_action: QAction | None = None
        area.sideToggled.connect(self._remember)
        area.drawerModeChanged.connect(lambda _drawer: self.sync_action())

    def attach(self, teaching: QAction, log: QAction, side: QAction) -> None:
        self.teaching_action, self.log_action, self.side_action = teaching, log, side
        self.side.log_section.closeRequested.connect(lambda: log.setChecked(False))

    def set_teaching(self, on: bool) -> None:
        self.settings.teaching = on
        self._sync_settings()
        self._show()
        if on:
            self.area.reveal()

    def set_log_shown(self, on: bool) -> None:
        self.settings.log_shown = on
        self._sync_settings()
        self._show()

    def _show(self) -> None:
        teaching = self.teaching_action.isChecked() if self.teaching_action else self.settings.teaching
        log = self.log_action.isChecked() if self.log_action else self.settings.log_shown
        self.side.set_sections(teaching, log)
        self.area.retranslate_ui()
        self.area.sections_changed()
        self.sync_action()

    def fold(self, on: bool) -> None:
        if on != self.area.unfolded:
            self.area.set_unfolded(on)
            self._remember(on)

    def _remember(self, on: bool) -> None:
        if self.area.drawer_mode:
            self.settings.drawer_open = on
        else:
            self.settings.side_shown = on
        self._sync_settings()
        self.sync_action()

    def sync_action(self) -> None:
        action = self.side_action
        if action is None:
            return
        action.setEnabled(self.side.has_content())
        action.blockSignals(True)
        action.setChecked(self.area.unfolded)
        action.blockSignals(False)
