"""The motion director: every change of the game shown on the table as it happens, and never in the way.

It hears each change of the game before the table draws it (the window makes it before the table's
controller, so that its slot runs first): the pictures of what leaves are taken then, and the pieces
start once the scene shows the new state, in the same frame. A click on the table or a key finishes
everything that moves at once, the table's own motions too (``board.motion.finish_all``), and the
click then does what it does (unless the display of the computer's move takes it); a new change
finishes what the last one still shows. With the animations off nothing is shown and nothing moves.

Usage (in the window, once its session, scene, view and settings exist and before the table's controller is
made)::

    self.motion = install_motion(self)
    self.motion.settled.connect(...)   # nothing moves any more
    MotionDirector.of(view)            # the same director, for what knows only the view (the computer's turns)
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QGraphicsView

from ...engine import Action, Event, GameState
from ...session.game_session import GameSession
from ...settings import Settings
from ..art import prepare_renderers
from ..board.anchors import Anchors
from ..board.materials import Material, material_brush
from ..board.motion import finish_all
from ..board.scene import TableScene
from .changes import Table, change_pieces
from .overlay import Stage
from .pictures import coin_picture, device_scale
from .timeline import Piece, Timeline

WARM_UP_MS = 1000  # after the window's start, well before a first move
FINISHING_EVENTS = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)
FINISHING_KEYS = (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride)


class TableWindow(Protocol):
    """What the director needs of the window it is installed in."""

    @property
    def session(self) -> GameSession: ...

    @property
    def scene(self) -> TableScene: ...

    @property
    def view(self) -> QGraphicsView: ...

    @property
    def settings(self) -> Settings: ...


def install_motion(window: TableWindow) -> MotionDirector:
    """The window's table shows its changes as they happen; called before the table's controller is made, so that
    the director hears each change first."""
    return MotionDirector(window.session, window.scene, window.view, window.settings)


class MotionDirector(QObject):
    settled = Signal()  # nothing the director showed moves any more

    def __init__(self, session: GameSession, scene: TableScene, view: QGraphicsView, settings: Settings) -> None:
        super().__init__(view)
        self.session = session
        self.scene = scene
        self.view = view
        self.settings = settings
        self.stage = Stage()
        scene.addItem(self.stage)
        self.anchors = Anchors(scene)
        self.timeline = Timeline(self, self._on_settled)  # its clock dies with the director, not with the scene
        self._waiting: list[Piece] = []  # made for a change the scene is drawing now
        # The move whose coins were shown before it was played (the opponent's move shown), after how many actions:
        # its change shows them no more.
        self._francs_shown: tuple[int, Action] | None = None
        self._start_posted = False
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)
        session.stateChanged.connect(self._on_state_changed)
        session.gameStarted.connect(self.finish)
        self._warm_up_timer = QTimer(self)
        self._warm_up_timer.setSingleShot(True)
        self._warm_up_timer.timeout.connect(self._warm_up)
        self._warm_up_timer.start(WARM_UP_MS)

    def _warm_up(self) -> None:
        """What the first motions draw from, made while the player looks at the table: the tiles' card (the
        banner's ground, some tens of milliseconds the first time), the coins, and the picture files parsed (a
        start whose pictures came from the store parsed none)."""
        material_brush(Material.CARD)
        prepare_renderers()
        scale = device_scale(self.view)
        for amount in (None, 1, 2, 3):
            coin_picture(amount, scale)

    @classmethod
    def of(cls, view: QGraphicsView) -> MotionDirector:
        """The director installed on ``view``'s table."""
        director = view.findChild(cls)
        if director is None:
            raise LookupError("no motion director is installed on this table (install_motion)")
        return director

    @property
    def busy(self) -> bool:
        """Something the director shows is moving (or about to)."""
        return self.timeline.running or bool(self._waiting)

    def table(self) -> Table:
        return Table(self.stage, self.anchors, device_scale(self.view))

    def francs_shown(self, action: Action) -> None:
        """The coins of ``action``, the next action, were shown on the table before it is played (the opponent's
        move shown step by step): when it is played they do not fly again."""
        self._francs_shown = (len(self.session.actions()), action)

    def _shown_before(self) -> bool:
        """The change now is the move whose coins were shown already."""
        shown, self._francs_shown = self._francs_shown, None
        if shown is None:
            return False
        count, action = shown
        actions = self.session.actions()
        return len(actions) > count and actions[count] == action

    # ---- the game changes --------------------------------------------------------------------------------
    def _on_state_changed(self, state: GameState, events: tuple[Event, ...]) -> None:
        self.timeline.finish()  # the last change at rest: the new one starts from the table as it is
        unit = self.settings.animation_ms
        francs = not self._shown_before()
        if unit <= 0 or not events:
            return
        self._waiting += change_pieces(self.table(), tuple(events), state, unit, francs=francs)
        if self._waiting and not self._start_posted:
            self._start_posted = True
            QTimer.singleShot(0, self._start)  # once every slot of this change has run: the scene shows it

    def _start(self) -> None:
        self._start_posted = False
        pieces, self._waiting = self._waiting, []
        self.timeline.play(pieces)
        if self.settings.animation_ms <= 0:  # turned off meanwhile
            self.timeline.finish()

    def _on_settled(self) -> None:
        if not self.busy:
            self.settled.emit()

    # ---- at rest at once ---------------------------------------------------------------------------------
    def finish(self) -> None:
        """Everything that moves on the table to its end, now."""
        waited = bool(self._waiting)
        self._waiting = []  # their pictures never showed, and nothing of the table was hidden for them
        self.timeline.finish()
        finish_all(self.scene)
        if waited and not self.busy:
            self.settled.emit()

    def set_motion(self, on: bool) -> None:
        """The animation speed changed: with the animations off, what moves stops at its end."""
        if not on:
            self.finish()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if (kind in FINISHING_EVENTS and watched is self.view.viewport()) or (
            kind in FINISHING_KEYS and watched is self.view
        ):
            self.finish()
        return False  # the click or the key then does what it does
