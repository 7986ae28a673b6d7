"""Feeds the teaching panel: what just happened in the turn, what the pointer is on, the moment that matters, the guide.

"What just happened" is the turn under way, or the turn that has just ended with its round
end: a turn is now several steps (sales, the action, sales, End), and Confirm may submit
the action and End one after the other.

The texts are worked out only when the panel can be seen, once per turn of the event loop
however many things changed in it (``refresh`` asks, ``render`` writes); a panel out of
view (teaching off, the drawer closed) is filled when it comes into view.
Another game on the table ends the guided game. After the computer's turn the panel also says why it
made its move (``hear_reasons``: the reasons from its search, while its turn is the latest one). While a hint is
shown the page explains it in place of the choice being shaped (``hear_hints``); a turn with nothing else to say
(a set-up position, no move yet) says what the player to move can do.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from ..engine import Cell, Event, GameState, Good, TurnEnded, Used
from ..i18n.names import building_name
from ..prose.cast import Cast, cast_of_session
from ..session.game_session import GameSession
from ..teaching.guide import GuidedGame, Spotlight
from ..teaching.moments import explain_before_use, explain_open_turn, left_for_opponent, left_for_opponent_by
from ..teaching.narrator import Explanation, explain_events
from ..teaching.preview import (
    explain_action,
    explain_building,
    explain_cell,
    explain_drag,
    explain_sector,
    explain_use,
)
from ..teaching.suggested import explain_suggestion, explain_turn, suggestion_title
from .board.scene import TableScene
from .board.wheel import sector_label
from .controller import TableController
from .letter_keys import hint_key
from .move_reasons import MoveReasons
from .teaching_panel import TeachingPanel

if TYPE_CHECKING:
    from .hints import HintPresenter

# What the panel's "right now" part shows, as a way to recompute it (after a language switch too).
NowSource = Callable[[], tuple[str, list[Explanation]]]
# One step of the game: the state it was taken in, its events, the state it led to.
Step = tuple[GameState, tuple[Event, ...], GameState]


def turn_start(history: list[tuple[GameState, tuple[Event, ...]]]) -> int:
    """Where the turn under way, or the turn that has just ended, starts in the history.

    The history starts with the opening of the game (no action); it is shown only while
    nothing else has happened.
    """
    first = len(history) - 1
    while first > 1 and not any(isinstance(event, TurnEnded) for event in history[first - 1][1]):
        first -= 1
    return first


class TeachingController(QObject):
    def __init__(
        self, session: GameSession, scene: TableScene, controller: TableController, panel: TeachingPanel
    ) -> None:
        super().__init__(panel)
        self.session = session
        self.scene = scene
        self.controller = controller
        self.panel = panel
        self.guide: GuidedGame | None = None
        self.guide_note = ""
        self._now: NowSource | None = None  # the choice being shaped, or the marker being dragged
        self._pointed: NowSource | None = None  # what the pointer is on
        self._turn: list[Step] = []
        self._observed = 0  # how many of the session's actions the guide has seen
        self._turn_stale = True  # the steps of the latest turn are to be worked out again
        self._due = False  # a render is asked for
        self._scheduled = False
        self.kept_game: Cast | None = None  # shown while the guide runs: the players of a game kept for later
        # How to wait for the table's next frame (set by the window): after an action the table is painted first.
        self.after_frame: Callable[[Callable[[], None]], None] | None = None
        self._frame_wait = False
        self.reasons: MoveReasons | None = None  # why the computer made its last move
        self.hints: HintPresenter | None = None  # the suggestion on show, explained on the page
        session.gameStarted.connect(self.on_game_started)
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
        panel.shown.connect(self._on_panel_shown)
        self.on_state_changed(session.state, ())

    def hear_reasons(self, reasons: MoveReasons) -> None:
        """Show the reasons of the computer's last move as they come and go."""
        self.reasons = reasons
        reasons.changed.connect(lambda: self.refresh(after_frame=True))  # after the move is painted
        self.refresh()

    def hear_hints(self, hints: HintPresenter) -> None:
        """Explain the suggestion on the page while it is shown; say whether one can be asked for."""
        self.hints = hints
        hints.hintChanged.connect(self.refresh)
        hints.availableChanged.connect(lambda _available: self.refresh())
        self.refresh()

    def _hint_words(self) -> tuple[str, list[Explanation]]:
        """The suggestion on show, explained (nothing while there is none)."""
        shown = self.hints.shown_hint() if self.hints is not None else None
        if shown is None:
            return "", []
        state, suggestion = shown
        return suggestion_title(), explain_suggestion(state, suggestion)

    def _turn_words(self) -> tuple[str, list[Explanation]]:
        """What the player to move can do, for a page with nothing else on it (none after the game)."""
        state = self.session.state
        if state.finished:
            return "", []
        player = cast_of_session(self.session)[state.current]
        ask_key = hint_key() if self.hints is not None and self.hints.available() else None
        return QCoreApplication.translate("TeachingPanel", "This turn"), explain_turn(state, player, ask_key)

    # ---- the guided game ------------------------------------------------------------------------
    def guide_can_start(self) -> bool:
        """A new game nobody has played in yet (a set-up position is no start for the guide)."""
        return not self.session.actions() and not self.session.state.finished and self.session.savable

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
        self.kept_game = None
        self.refresh()

    def on_game_started(self) -> None:
        """Another game is on the table: the guided game (if any) is over."""
        if self.guide is not None:
            self.leave_guide()
        self._observed = 0

    # ---- the game -------------------------------------------------------------------------------
    def on_state_changed(self, state: GameState, events: tuple[Event, ...]) -> None:
        self._now = None
        self._turn_stale = True
        actions = self.session.actions()
        # Each action taken since the last look (Confirm may have submitted an action and End together); an undo,
        # a redo or a load brings no events and nothing for the guide to see.
        if self.guide is not None and events:
            states = self.session.states()
            history = self.session.history()
            for index in range(min(self._observed, len(actions)), len(actions)):
                before, logged = history[index + 1]
                if self.guide.observe(actions[index], before, logged):
                    after = states[index + 1]
                    self.guide_note = " ".join(e.text for e in explain_events(logged, before, after)[:3])
        self._observed = len(actions)
        self.refresh(after_frame=True)

    def _latest_turn(self) -> list[Step]:
        """The steps of the turn under way or just ended (after a load, an undo or a redo too: from the history)."""
        if self._turn_stale:
            history = self.session.history()
            states = self.session.states()
            first = turn_start(history)
            self._turn = [
                (before, logged, states[index]) for index, (before, logged) in enumerate(history) if index >= first
            ]
            self._turn_stale = False
        return self._turn

    def on_tile_hovered(self, building: str, entered: bool) -> None:
        self._hover(entered, lambda: (self._title_for(building), explain_building(self.session.state, building)))

    def on_chip_hovered(self, building: str, entered: bool) -> None:
        self._hover(entered, lambda: (self._title_for(building), explain_use(self.session.state, building)))

    def on_cell_hovered(self, seat: int, cell: object) -> None:
        if not isinstance(cell, Cell):
            self._hover(False, None)
            return
        self._hover(
            True,
            lambda: (
                QCoreApplication.translate("TeachingPanel", "Warehouse"),
                [explain_cell(self.session.state, seat, cell)],
            ),
        )

    def on_sector_hovered(self, seat: int, age: int) -> None:
        if age < 0:
            self._hover(False, None)
            return
        self._hover(True, lambda: (sector_label(age), [explain_sector(age, self.session.state.components)]))

    def on_pending_changed(self) -> None:
        pending = self.controller.pending
        if pending is None:
            self._now = None
        elif self.session.level_of(pending.state.current) is not None:
            self._now = lambda: (
                QCoreApplication.translate("TeachingPanel", "The computer's choice"),
                explain_action(pending.state, pending.action),
            )
        else:
            self._now = lambda: (
                QCoreApplication.translate("TeachingPanel", "Your choice"),
                explain_action(pending.state, pending.action),
            )
        self.refresh()

    def on_drag_started(self, seat: int, good: object) -> None:
        pending = self.controller.pending
        if pending is None or not isinstance(good, Good):
            return
        self._now = lambda: (
            QCoreApplication.translate("TeachingPanel", "Moving a marker"),
            [explain_drag(pending.state, pending.action, good), *explain_action(pending.state, pending.action)],
        )
        self.refresh()

    def _hover(self, entered: bool, source: NowSource | None) -> None:
        """What the pointer is on: its own box of the panel, so the rest of the panel stays where it is."""
        self._pointed = source if entered else None
        self.refresh()

    @staticmethod
    def _title_for(building: str) -> str:
        return building_name(building)

    def attention(self) -> list[Explanation]:
        """The last turn of a round, where a building just used (or about to be) would be left to the opponent."""
        pending = self.controller.pending
        if pending is not None:
            found = left_for_opponent_by(pending.state, pending.action)
            return [explain_before_use(pending.state, found)] if found is not None else []
        state = self.session.state
        used = [
            event.building
            for _, events, _ in self._latest_turn()
            for event in events
            if isinstance(event, Used) and event.owner == event.player == state.current
        ]
        for building in used:
            found = left_for_opponent(state, building)
            if found is not None:
                return [explain_open_turn(state, found)]
        return []

    def refresh(self, after_frame: bool = False) -> None:
        """Ask for the panel to be written again (in the current language), once this turn of the event loop;
        ``after_frame``: once the table's next frame is painted (after an action)."""
        self._due = True
        if after_frame and self.after_frame is not None and not self._frame_wait:
            self._frame_wait = True
            self.after_frame(self._on_frame)
        if not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self._on_timer)

    @property
    def waiting(self) -> bool:
        """Whether new words wait for the table's next frame (at most a tenth of a second)."""
        return self._frame_wait

    def _on_timer(self) -> None:
        self._scheduled = False
        if not self._frame_wait:
            self.render()

    def _on_frame(self) -> None:
        self._frame_wait = False
        self.render()

    def _on_panel_shown(self) -> None:
        if self._due and not self._frame_wait:
            self.render()

    def render(self) -> None:
        """Work out every text and show it, if the panel can be seen; else when it comes into view. The guide's
        spotlight on the table follows the game either way."""
        spot = self.guide.spotlight(self.session.state) if self.guide is not None else Spotlight()
        self.scene.set_spotlight(spot.buildings, spot.bank)
        if not self._due or not self.panel.wants_content():
            return
        self._due = False
        title, now = self._now() if self._now is not None else self._hint_words()
        pointed_title, pointed = self._pointed() if self._pointed is not None else ("", [])
        happened = [
            text for before, events, after in self._latest_turn() for text in explain_events(events, before, after)
        ]
        if not (now or happened or self.guide is not None):
            title, now = self._turn_words()
        self.panel.kept_game = self.kept_game if self.guide is not None else None
        self.panel.guide_state = self.session.state
        self.panel.show_content(
            title,
            now,
            happened,
            self.guide,
            self.guide_note,
            offer_guide=self.guide is None and self.guide_can_start(),
            attention=self.attention(),
            pointed_title=pointed_title,
            pointed=pointed,
            reasons=self.reasons.sentences() if self.reasons is not None else (),
        )
