"""Turns clicks and drags on the table into the pending choice, and confirmed choices into actions for the session.

It holds what the player is shaping (the ``Pending`` build or use, an own building picked to sell, why the last
gesture did nothing) and nothing else: the presenter (``table/presenter.py``) makes a frame of it after each
change, and the scene and the action bar show the frame. No sentence is composed here.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPoint, Signal
from PySide6.QtWidgets import QMenu, QWidget

from ..engine import (
    Action,
    Build,
    Cell,
    Event,
    GameState,
    Good,
    Pass,
    Rejection,
    Sell,
    Use,
    build_options,
    check,
    sale_price,
    use_options,
)
from ..prose.cast import cast_of_session
from ..prose.table_prompts import render
from ..session.game_session import GameSession
from ..table.frame import Lock, Spotlight, TableFrame
from ..table.messages import Message, MessageId, message
from ..table.pending import Pending, default_index
from ..table.presenter import TablePresenter
from .action_bar import ActionBar
from .board.scene import TableScene


class TableController(QObject):
    """The one place where the player's gestures meet the session.

    Confirm (Enter) carries out the pending build or use and ends the turn in one gesture;
    Confirm, keep turn open (Shift+Enter) carries it out and leaves the turn open for sales,
    until End turn (Enter). Pass also ends the turn.

    While the computer plays a turn the table is locked (``lock``): its build or use is shown as a choice would
    be (``propose``), and every gesture is refused with a word in the status bar.
    """

    pendingChanged = Signal()  # after every frame the controller's own changes made
    # A short note for the window's status bar: why a gesture was refused.
    statusMessage = Signal(str)

    def __init__(
        self, session: GameSession, scene: TableScene, bar: ActionBar, menu_parent: QWidget, animation_ms: int = 600
    ) -> None:
        super().__init__(menu_parent)
        self.session = session
        self.scene = scene
        self.bar = bar
        self.menu_parent = menu_parent
        self.animation_ms = animation_ms
        self.pending: Pending | None = None
        self.selected_own: str | None = None
        self.notice: Message | None = None
        self._selling: str | None = None  # a building dragged towards the bank
        self.presenter = TablePresenter(session.state, self)
        self.presenter.frameChanged.connect(self._show_frame)
        scene.tileClicked.connect(self.on_tile_clicked)
        scene.chipClicked.connect(self.on_chip_clicked)
        scene.chipContextMenu.connect(self.on_chip_menu)
        scene.sellDropped.connect(self.sell)
        scene.chipDragStarted.connect(self.on_chip_drag_started)
        scene.chipDragCancelled.connect(self.on_chip_drag_cancelled)
        scene.markerDropped.connect(self.on_marker_dropped)
        scene.markerDropCancelled.connect(self.on_marker_drop_cancelled)
        scene.cellClicked.connect(self.on_cell_clicked)
        scene.spotlightRequested.connect(
            lambda buildings, bank: self.presenter.set_spotlight(Spotlight(frozenset(buildings), bank))
        )
        scene.hintShown.connect(self.presenter.set_hint)
        bar.confirmRequested.connect(self.confirm)
        bar.keepOpenRequested.connect(self.confirm_keep_open)
        bar.endTurnRequested.connect(self.end_turn)
        bar.cancelRequested.connect(self.cancel)
        bar.previousRequested.connect(lambda: self.step(-1))
        bar.nextRequested.connect(lambda: self.step(1))
        bar.sellRequested.connect(self._sell_selected)
        bar.passRequested.connect(self.pass_turn)
        bar.alternativeChosen.connect(self.choose_alternative)
        bar.countChanged.connect(self.on_count_changed)
        session.stateChanged.connect(self.on_state_changed)
        session.actionRejected.connect(self.on_rejected)
        self.refresh()

    @property
    def state(self) -> GameState:
        return self.session.state

    def _show_frame(self, frame: TableFrame, animate_ms: int) -> None:
        """The presenter's frame on the table and in the bar, their sentences naming the game's players."""
        players = cast_of_session(self.session)
        self.scene.show_frame(frame, animate_ms, players)
        self.bar.show_frame(frame.bar, players, None if frame.state.finished else frame.state.current)

    @property
    def frame(self) -> TableFrame:
        """What the table shows now."""
        return self.presenter.frame

    @property
    def locked(self) -> bool:
        return self.presenter.lock is not None

    @property
    def locked_title(self) -> str:
        """What the action bar says while the computer (or a remote player) plays; empty when the table is free."""
        return self.presenter.lock.title if self.presenter.lock is not None else ""

    @property
    def locked_reason(self) -> str:
        """Why a gesture does nothing now (the computer plays this turn); empty when the table takes gestures."""
        return self.presenter.lock.reason if self.presenter.lock is not None else ""

    # ---- what the table shows ----------------------------------------------------------------------------
    def refresh(self, animate_ms: int = 0) -> None:
        self.presenter.show(self.state, self.pending, self.selected_own, self.notice, self._selling, animate_ms)
        self.pendingChanged.emit()

    def show_pending(self) -> None:
        """The pending choice changed in place (or the language did): show it again."""
        self.refresh()

    def on_state_changed(self, state: GameState, events: tuple[Event, ...]) -> None:
        """One frame per change of state: an action's change moves what it moved, an undo or a new game does not."""
        self.pending, self.selected_own, self.notice, self._selling = None, None, None, None
        self.refresh(self.animation_ms if events else 0)

    def on_rejected(self, action: object, rejection: object) -> None:
        assert isinstance(rejection, Rejection)
        self.warn(message(MessageId.REFUSED, rejection=rejection))
        self.refresh()

    def lock(self, title: str, reason: str) -> None:
        """The computer plays: the bar says ``title``; a gesture does nothing, and the status bar says ``reason``
        (neither: the table is free again)."""
        self.presenter.set_lock(Lock(title, reason) if title or reason else None)
        self.pendingChanged.emit()

    def unlock(self) -> None:
        if self.presenter.lock is not None:
            self.presenter.set_lock(None)
            self.pendingChanged.emit()

    def _locked(self) -> bool:
        """Whether the gesture under way is refused (the computer plays this turn); the status bar says so."""
        lock = self.presenter.lock
        if lock is not None and lock.reason:
            self.statusMessage.emit(lock.reason)
        return lock is not None and bool(lock.reason)

    def warn(self, notice: Message | None) -> None:
        """Say why a gesture did nothing, in the action bar and the status bar."""
        self.notice = notice
        if notice is not None:
            self.statusMessage.emit(render(notice))

    def _answer(self, notice: Message | None) -> None:
        """A gesture's answer: why it did nothing, or nothing to say; then the table again."""
        self.warn(notice)
        self.refresh()

    # ---- gestures ------------------------------------------------------------------------------------------
    def on_tile_clicked(self, building: str) -> None:
        self.notice = None  # a refusal answers one gesture: the next one starts without it
        if not self._locked():
            self._open_build(building)

    def _open_build(self, building: str) -> None:
        state = self.state
        if state.finished:
            return
        choices = build_options(state, building)
        if choices:
            self._start(Pending("build", building, state, tuple(choices)))
            return
        rejection = check(state, Build(building))
        self.pending, self.selected_own = None, None
        self._answer(message(MessageId.REFUSED, rejection=rejection) if rejection else None)

    def on_chip_clicked(self, building: str) -> None:
        self.notice = None
        if not self._locked():
            self._open_use(building)

    def _open_use(self, building: str) -> None:
        state = self.state
        if state.finished:
            return
        choices = use_options(state, building)
        if choices:
            pending = Pending("use", building, state, tuple(choices))
            pending.index = default_index(pending.choices)
            self._start(pending)
            return
        self.pending = None
        # Selecting an own building to sell it is no mistake: only say why it cannot be used.
        self.selected_own = building if state.current_player.owns(building) else None
        rejection = check(state, Use(building))
        self.notice = message(MessageId.REFUSED, rejection=rejection) if rejection else None
        self.refresh()

    def on_chip_menu(self, building: str, screen_pos: QPoint) -> None:
        frame = next((chip for chip in self.frame.chips if chip.building == building), None)
        if self._locked() or frame is None or not frame.sellable:
            return
        menu = QMenu(self.menu_parent)
        price = sale_price(self.state, self.state.current_player, building)
        action = menu.addAction(render(message(MessageId.SELL, building=building, price=price)))
        if menu.exec(screen_pos) is action:
            self.sell(building)

    def on_chip_drag_started(self, building: str) -> None:
        """Tell what dropping the building on the bank would bring, before it is dropped."""
        if self.presenter.lock is None:  # locked, the drop says why it does nothing
            self.notice, self._selling = None, building
            self.refresh()

    def on_chip_drag_cancelled(self, building: str) -> None:
        """A building dropped off the bank goes back; say where it sells."""
        self._selling = None
        if self._locked():
            return
        if any(chip.building == building and chip.sellable for chip in self.frame.chips):
            self._answer(message(MessageId.BACK_TO_PLACE, building=building))
        else:
            self.refresh()

    def on_marker_drop_cancelled(self, seat: int, good: object) -> None:
        """A marker dropped off the warehouse goes back; say where it can go."""
        if self.pending is not None and seat == self.pending.seat and isinstance(good, Good):
            self._answer(message(MessageId.MARKER_BACK, good=good))

    def on_marker_dropped(self, seat: int, good: object, cell: object) -> None:
        if self._locked() or self.pending is None or seat != self.pending.seat:
            return
        assert isinstance(good, Good) and isinstance(cell, Cell)
        refused = self.pending.choose_cell(good, cell)
        if refused is None:
            self._answer(None)
        elif refused.rejection is not None:
            self._answer(message(MessageId.REFUSED, rejection=refused.rejection))
        else:
            self._answer(message(MessageId.NO_CHOICE_THERE, good=good))

    def on_cell_clicked(self, seat: int, cell: object) -> None:
        if self._locked() or self.pending is None or seat != self.pending.seat:
            return
        good = self.scene.warehouse(seat).active_good
        if good is not None:
            self.on_marker_dropped(seat, good, cell)

    # ---- the pending choice ----------------------------------------------------------------------------------
    def _start(self, pending: Pending) -> None:
        self.pending, self.selected_own, self.notice = pending, None, None
        self.refresh()

    def choose_alternative(self, index: int) -> None:
        """A choice picked from the list of alternatives."""
        if not self._locked() and self.pending is not None and 0 <= index < len(self.pending.choices):
            self.pending.select(self.pending.choices[index])
            self._answer(None)

    def on_count_changed(self, key: str, value: int) -> None:
        if self._locked() or self.pending is None:
            return
        refused = self.pending.choose_count(key, value)
        if refused is None:
            self._answer(None)
        elif refused.rejection is not None:
            self._answer(message(MessageId.REFUSED, rejection=refused.rejection))
        else:
            self._answer(message(MessageId.NO_CHOICE_NUMBER))

    def step(self, delta: int) -> None:
        if self._locked():
            return
        if self.pending is not None and len(self.pending.choices) > 1:
            self.pending.step(delta)
            self._answer(None)
        else:
            self._answer(message(MessageId.ONLY_CHOICE))

    def confirm(self) -> None:
        """Enter: carry out the pending action and end the turn; with the action done, end the turn."""
        if self._locked():
            return
        if self.pending is not None:
            self.session.submit_turn(self.pending.action)
        elif self.state.acted and not self.state.finished:
            self.session.end_turn()
        else:
            self._answer(self._nothing_chosen())

    def confirm_keep_open(self) -> None:
        """Shift+Enter: carry out the pending action and keep the turn open, to sell afterwards."""
        if self._locked():
            return
        if self.pending is not None:
            self.session.submit(self.pending.action)
        else:
            self._answer(self._nothing_chosen())

    def _nothing_chosen(self) -> Message:
        return message(MessageId.NOTHING_TO_CONFIRM_OVER if self.state.finished else MessageId.NOTHING_TO_CONFIRM)

    def end_turn(self) -> None:
        if not self._locked() and self.state.acted and not self.state.finished:
            self.session.end_turn()

    def propose(self, action: Action) -> Rejection | None:
        """Open the choice of ``action``'s building showing ``action`` (a listed choice or a longer form)."""
        if isinstance(action, Build):
            self._open_build(action.building)
        elif isinstance(action, Use):
            self._open_use(action.building)
        if self.pending is None:
            return check(self.state, action)
        refused = self.pending.select(action)
        self.refresh()
        return None if refused is None else refused.rejection

    def cancel(self) -> None:
        if not self._locked():
            self.pending, self.selected_own = None, None
            self._answer(None)

    def sell(self, building: str) -> None:
        if not self._locked():
            self.session.submit(Sell(building))

    def _sell_selected(self) -> None:
        if self.selected_own is not None:
            self.sell(self.selected_own)

    def pass_turn(self) -> None:
        if not self._locked():
            self.session.submit_turn(Pass())
