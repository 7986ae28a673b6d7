"""Feeds the teaching panel: explanations of what just happened, of what the pointer is on, and the guide."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject

from ..engine import Cell, Event, GameState, Good
from ..i18n.names import building_name
from ..session.game_session import GameSession
from ..teaching.guide import GuidedGame
from ..teaching.narrator import Explanation, explain_events
from ..teaching.preview import (
    explain_action,
    explain_building,
    explain_cell,
    explain_drag,
    explain_sector,
    explain_use,
)
from .board.scene import TableScene
from .board.wheel import sector_label
from .controller import TableController
from .teaching_panel import TeachingPanel

# What the panel's "right now" part shows, as a way to recompute it (after a language switch too).
NowSource = Callable[[], tuple[str, list[Explanation]]]


class TeachingController(QObject):
    def __init__(self, session: GameSession, scene: TableScene, controller: TableController,
                 panel: TeachingPanel) -> None:
        super().__init__(panel)
        self.session = session
        self.controller = controller
        self.panel = panel
        self.guide: GuidedGame | None = None
        self.guide_note = ""
        self._now: NowSource | None = None
        self._happened: tuple[GameState, tuple[Event, ...], GameState] | None = None
        session.stateChanged.connect(self.on_state_changed)
        scene.tileHovered.connect(self.on_tile_hovered)
        scene.chipHovered.connect(self.on_chip_hovered)
        scene.cellHovered.connect(self.on_cell_hovered)
        controller.pendingChanged.connect(self.on_pending_changed)
        scene.markerDragStarted.connect(self.on_drag_started)
        scene.sectorHovered.connect(self.on_sector_hovered)
        panel.leaveGuideRequested.connect(self.leave_guide)
        panel.startGuideRequested.connect(self.start_guide)
        panel.skipGuideStepRequested.connect(self.skip_guide_step)
        self.on_state_changed(session.state, ())

    # ---- the guided game ------------------------------------------------------------------------
    def guide_can_start(self) -> bool:
        return not self.session.actions() and not self.session.state.finished

    def start_guide(self) -> None:
        self.guide = GuidedGame()
        self.guide_note = ""
        self.refresh()

    def skip_guide_step(self) -> None:
        if self.guide is not None:
            self.guide.skip()
            self.guide_note = ""
            self.refresh()

    def leave_guide(self) -> None:
        self.guide = None
        self.guide_note = ""
        self.refresh()

    # ---- the game -------------------------------------------------------------------------------
    def on_state_changed(self, state: GameState, events: tuple[Event, ...]) -> None:
        self._now = None
        # After a load, an undo or a redo there are no new events: explain the step that led here.
        before, logged = self.session.history()[-1]
        self._happened = (before, events or logged, state)
        if not events:
            self.refresh()
            return
        actions = self.session.actions()
        guided = self.guide is not None and actions and logged == events
        if guided and self.guide is not None and self.guide.observe(actions[-1], before, events):
            explained = explain_events(events, before, state)
            self.guide_note = " ".join(e.text for e in explained[:3])
        self.refresh()

    def on_tile_hovered(self, building: str, entered: bool) -> None:
        self._hover(entered, lambda: (self._title_for(building), explain_building(self.session.state, building)))

    def on_chip_hovered(self, building: str, entered: bool) -> None:
        self._hover(entered, lambda: (self._title_for(building), explain_use(self.session.state, building)))

    def on_cell_hovered(self, seat: int, cell: object) -> None:
        if not isinstance(cell, Cell):
            self._hover(False, None)
            return
        self._hover(True, lambda: (QCoreApplication.translate("TeachingPanel", "Warehouse"),
                                   [explain_cell(self.session.state, seat, cell)]))

    def on_sector_hovered(self, seat: int, age: int) -> None:
        if age < 0:
            self._hover(False, None)
            return
        self._hover(True, lambda: (sector_label(age), [explain_sector(age)]))

    def on_pending_changed(self) -> None:
        pending = self.controller.pending
        if pending is None:
            self._now = None
        else:
            self._now = lambda: (QCoreApplication.translate("TeachingPanel", "Your choice"),
                                 explain_action(pending.state, pending.action))
        self.refresh()

    def on_drag_started(self, seat: int, good: object) -> None:
        pending = self.controller.pending
        if pending is None or not isinstance(good, Good):
            return
        self._now = lambda: (QCoreApplication.translate("TeachingPanel", "Moving a marker"),
                             [explain_drag(pending.state, pending.action, good),
                              *explain_action(pending.state, pending.action)])
        self.refresh()

    def _hover(self, entered: bool, source: NowSource | None) -> None:
        if entered and source is not None:
            self._now = source
        else:
            self.on_pending_changed()
            return
        self.refresh()

    @staticmethod
    def _title_for(building: str) -> str:
        return building_name(building)

    def refresh(self) -> None:
        """Recompute every text in the current language and show it."""
        title, now = self._now() if self._now is not None else ("", [])
        happened: list[Explanation] = []
        if self._happened is not None:
            before, events, after = self._happened
            happened = explain_events(events, before, after)
        self.panel.show_content(title, now, happened, self.guide, self.guide_note,
                                offer_guide=self.guide is None and self.guide_can_start())
