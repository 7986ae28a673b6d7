"""Turns clicks and drags on the table into candidate actions, and sends confirmed ones to the session."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QPoint, Signal
from PySide6.QtWidgets import QMenu, QWidget

from ..engine import (
    USER_FEE,
    Action,
    Build,
    Cell,
    Event,
    GameState,
    Good,
    GoodsPaid,
    Overpaid,
    Pass,
    Rejection,
    Sell,
    Use,
    WheelsRotated,
    build_options,
    check,
    options,
    sale_price,
    use_options,
)
from ..i18n.forms import Building, GoodTerm, Listed, Marker, Number, part
from ..i18n.forms import francs as francs_amount
from ..session.game_session import GameSession
from ..teaching.preview import SHOWN_EVENTS
from ..teaching.reasons import explain
from .action_bar import ActionBar
from .alternatives import alternative_texts
from .board.scene import TableScene
from .choices import TIMES, Pending, default_index
from .narration import narrate

PAYMENT_EVENTS = (GoodsPaid, Overpaid)


class TableController(QObject):
    """The one place where the player's gestures meet the session.

    Confirm (Enter) carries out the pending build or use and ends the turn in one gesture;
    Confirm, keep turn open (Shift+Enter) carries it out and leaves the turn open for sales,
    until End turn (Enter). Pass also ends the turn.

    While the computer plays a turn the table is locked: the action bar says what the computer
    does, its build or use is shown as a choice would be (``propose``), and every gesture is
    refused with a word in the status bar.
    """

    pendingChanged = Signal()
    # A short note for the window's status bar: why a gesture was refused.
    statusMessage = Signal(str)

    def __init__(self, session: GameSession, scene: TableScene, bar: ActionBar, menu_parent: QWidget,
                 animation_ms: int = 600) -> None:
        super().__init__(menu_parent)
        self.session = session
        self.scene = scene
        self.bar = bar
        self.menu_parent = menu_parent
        self.animation_ms = animation_ms
        self.pending: Pending | None = None
        self.selected_own: str | None = None
        # The texts of the list of alternatives, for a pending choice in a language.
        self._alternatives: tuple[Pending | None, str, list[str]] = (None, "", [])
        self.message = ""
        self.locked_title = ""  # while the computer plays: what the action bar says
        self.locked_reason = ""  # and why a gesture does nothing
        scene.tileClicked.connect(self.on_tile_clicked)
        scene.chipClicked.connect(self.on_chip_clicked)
        scene.chipContextMenu.connect(self.on_chip_menu)
        scene.sellDropped.connect(self.sell)
        scene.chipDragStarted.connect(self.on_chip_drag_started)
        scene.chipDragCancelled.connect(self.on_chip_drag_cancelled)
        scene.markerDropped.connect(self.on_marker_dropped)
        scene.markerDropCancelled.connect(self.on_marker_drop_cancelled)
        scene.cellClicked.connect(self.on_cell_clicked)
        bar.confirmRequested.connect(self.confirm)
        bar.keepOpenRequested.connect(self.confirm_keep_open)
        bar.endTurnRequested.connect(self.end_turn)
        bar.cancelRequested.connect(self.cancel)
        bar.previousRequested.connect(lambda: self.step(-1))
        bar.nextRequested.connect(lambda: self.step(1))
        bar.sellRequested.connect(self._sell_selected)
        bar.passRequested.connect(self.pass_turn)
        bar.alternativeChosen.connect(self.choose_alternative)
        session.stateChanged.connect(self.on_state_changed)
        session.actionRejected.connect(self.on_rejected)
        self.refresh()

    @property
    def state(self) -> GameState:
        return self.session.state

    # ---- session → table --------------------------------------------------------------------
    def on_state_changed(self, state: GameState, events: tuple[Event, ...]) -> None:
        """One redraw of the table per change of state: the preview goes only if one was shown."""
        had_preview = self.pending is not None
        self.pending = None
        self.bar.set_counts([], self.on_count_changed)
        self.selected_own = None
        self.message = ""
        rotated = any(isinstance(e, WheelsRotated) for e in events)
        self.scene.selected = None
        if had_preview:
            self.scene.clear_preview()
        self.scene.show_state(state, self.animation_ms if rotated else 0)
        self.refresh()

    def on_rejected(self, action: object, rejection: object) -> None:
        assert isinstance(rejection, Rejection)
        self.warn(explain(rejection))
        self.refresh()

    def lock(self, title: str, reason: str) -> None:
        """The computer plays: the bar says ``title``; a gesture does nothing, and the status bar says ``reason``."""
        self.locked_title, self.locked_reason = title, reason
        self.refresh()

    def unlock(self) -> None:
        if self.locked_title or self.locked_reason:
            self.locked_title, self.locked_reason = "", ""
            self.refresh()

    def _locked(self) -> bool:
        """Whether the gesture under way is refused (the computer plays this turn); the status bar says so."""
        if self.locked_reason:
            self.statusMessage.emit(self.locked_reason)
        return bool(self.locked_reason)

    def warn(self, message: str) -> None:
        """Say why a gesture did nothing, in the action bar and the status bar."""
        self.message = message
        if message:
            self.statusMessage.emit(message)

    # ---- gestures -----------------------------------------------------------------------------
    def on_tile_clicked(self, building: str) -> None:
        self.message = ""  # a refusal answers one gesture: the next one starts without it
        if not self._locked():
            self._open_build(building)

    def _open_build(self, building: str) -> None:
        state = self.state
        if state.finished:
            return
        choices = build_options(state, building)
        if not choices:
            rejection = check(state, Build(building))
            self.pending = None
            self.warn(explain(rejection) if rejection else "")
            self.scene.select(None)
            self.scene.clear_preview()
            self.refresh()
            return
        self.start_pending(Pending("build", building, state, tuple(choices)))

    def on_chip_clicked(self, building: str) -> None:
        self.message = ""
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
            self.start_pending(pending)
            return
        self.pending = None
        self.scene.clear_preview()
        rejection = check(state, Use(building))
        if state.current_player.owns(building):
            self.selected_own = building
            self.scene.select(building)
        else:
            self.selected_own = None
            self.scene.select(None)
        # Selecting an own building to sell it is no mistake: only say why it cannot be used.
        self.message = explain(rejection) if rejection else ""
        self.refresh()

    def on_chip_menu(self, building: str, screen_pos: QPoint) -> None:
        state = self.state
        if self._locked() or building not in {o.building for o in options(state) if o.verb == "sell"}:
            return
        menu = QMenu(self.menu_parent)
        price = sale_price(state, state.current_player, building)
        action = menu.addAction(self.sell_text(building, price))
        chosen = menu.exec(screen_pos)
        if chosen is action:
            self.sell(building)

    def on_chip_drag_started(self, building: str) -> None:
        """Tell what dropping the building on the bank would bring, before it is dropped."""
        if self.locked_reason:
            return  # the drop says why it does nothing
        self.message = ""
        state = self.state
        price = sale_price(state, state.current_player, building)
        self.bar.set_text(self.sell_text(building, price),
                          QCoreApplication.translate("Controller", "Drop it on the bank to sell it."))

    def on_chip_drag_cancelled(self, building: str) -> None:
        """A building dropped off the bank goes back; say where it sells."""
        if self._locked():
            return
        if building in {o.building for o in options(self.state) if o.verb == "sell"}:
            self.warn(QCoreApplication.translate(
                "Controller", "{building} goes back to its place: drop it on the bank to sell it.").format(
                building=Building(building)))
        self.refresh()

    def on_marker_drop_cancelled(self, seat: int, good: object) -> None:
        """A marker dropped off the warehouse goes back; say where it can go."""
        if self.pending is None or seat != self.pending.seat or not isinstance(good, Good):
            return
        self.warn(QCoreApplication.translate(
            "Controller", "The {marker} goes back: drop it on a highlighted cell of your warehouse.").format(
            marker=Marker(good)))
        self.refresh()

    def on_marker_dropped(self, seat: int, good: object, cell: object) -> None:
        if self._locked() or self.pending is None or seat != self.pending.seat:
            return
        assert isinstance(good, Good) and isinstance(cell, Cell)
        refused = self.pending.choose_cell(good, cell)
        if refused is None:
            self.message = ""
        elif refused.rejection is not None:
            self.warn(explain(refused.rejection))
        else:
            self.warn(QCoreApplication.translate(
                "Controller", "No legal choice puts the {marker} there.").format(marker=Marker(good)))
        self.show_pending()

    def on_cell_clicked(self, seat: int, cell: object) -> None:
        if self._locked() or self.pending is None or seat != self.pending.seat:
            return
        warehouse = self.scene.warehouse(seat)
        good = warehouse.active_good
        if good is not None:
            self.on_marker_dropped(seat, good, cell)

    # ---- pending actions ----------------------------------------------------------------------
    def start_pending(self, pending: Pending) -> None:
        self.pending = pending
        self.selected_own = None
        self.message = ""
        self.scene.select(pending.building)
        self.show_pending()

    def show_pending(self) -> None:
        pending = self.pending
        if pending is None:
            return
        markers = pending.preview().markers
        targets = pending.targets()
        preview = {good: markers[good.slot] for good in Good}
        self.scene.set_preview(pending.seat, preview, set(targets), targets)
        self._show_counts()
        self._show_alternatives()
        self.refresh()

    def _show_alternatives(self) -> None:
        pending = self.pending
        if pending is None or len(pending.choices) < 2:
            return
        language = QLocale().name()
        if self._alternatives[0] is not pending or self._alternatives[1] != language:
            self._alternatives = (pending, language, alternative_texts(pending))
        self.bar.set_alternatives(self._alternatives[2], pending.index)

    def choose_alternative(self, index: int) -> None:
        """A choice picked from the list of alternatives."""
        if not self._locked() and self.pending is not None and 0 <= index < len(self.pending.choices):
            self.pending.select(self.pending.choices[index])
            self.message = ""
            self.show_pending()

    def _show_counts(self) -> None:
        pending = self.pending
        fields = pending.count_fields() if pending is not None else []
        labelled = [(key, self._count_label(key), value, maximum) for key, value, maximum in fields]
        self.bar.set_counts(labelled, self.on_count_changed)

    @staticmethod
    def _count_label(key: str) -> str:
        if key == TIMES:
            return QCoreApplication.translate("Controller", "Repetitions:")
        return QCoreApplication.translate("Controller", "{good}:").format(good=GoodTerm(Good(key)))

    def on_count_changed(self, key: str, value: int) -> None:
        if self._locked() or self.pending is None:
            return
        refused = self.pending.choose_count(key, value)
        if refused is None:
            self.message = ""
        else:
            self.warn(explain(refused.rejection) if refused.rejection is not None else
                      QCoreApplication.translate("Controller", "No legal choice has that number."))
        self.show_pending()

    def step(self, delta: int) -> None:
        if self._locked():
            return
        if self.pending is not None and len(self.pending.choices) > 1:
            self.pending.step(delta)
            self.message = ""
            self.show_pending()
        else:
            self._nothing_to(QCoreApplication.translate(
                "Controller", "There is no other way to do this: the choice shown is the only one."))

    def confirm(self) -> None:
        """Enter: carry out the pending action and end the turn; with the action done, end the turn."""
        if self._locked():
            return
        if self.pending is not None:
            self.session.submit_turn(self.pending.action)
        elif self.state.acted and not self.state.finished:
            self.session.end_turn()
        else:
            self._nothing_to(self._nothing_chosen())

    def confirm_keep_open(self) -> None:
        """Shift+Enter: carry out the pending action and keep the turn open, to sell afterwards."""
        if self._locked():
            return
        if self.pending is not None:
            self.session.submit(self.pending.action)
        else:
            self._nothing_to(self._nothing_chosen())

    def _nothing_chosen(self) -> str:
        if self.state.finished:
            return QCoreApplication.translate("Controller", "The game is over: there is nothing to confirm.")
        return QCoreApplication.translate(
            "Controller", "Nothing to confirm yet: click a building in the supply to build it, or a building with a "
                          "green frame on a wheel to use it.")

    def _nothing_to(self, reason: str) -> None:
        """A key whose gesture has nothing to act on: say why, in the bar and the status bar."""
        self.warn(reason)
        self.refresh()

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
        self.show_pending()
        return None if refused is None else refused.rejection

    def cancel(self) -> None:
        if self._locked():
            return
        self.pending = None
        self.bar.set_counts([], self.on_count_changed)
        self.selected_own = None
        self.message = ""
        self.scene.select(None)
        self.scene.clear_preview()
        self.refresh()

    def sell(self, building: str) -> None:
        if not self._locked():
            self.session.submit(Sell(building))

    def _sell_selected(self) -> None:
        if self.selected_own is not None:
            self.sell(self.selected_own)

    def pass_turn(self) -> None:
        if not self._locked():
            self.session.submit_turn(Pass())

    # ---- the action bar -------------------------------------------------------------------------
    def refresh(self) -> None:
        state = self.state
        bar = self.bar
        warning = self.message
        if state.finished:
            bar.set_text(QCoreApplication.translate("Controller", "The game is over."), warning=warning)
            bar.show_buttons(scores=True)
        elif self.pending is not None:
            self._show_pending_text(self.pending, warning)
        elif self.locked_title:
            self.bar.set_text(self.locked_title, warning=warning)
            self.bar.show_buttons()
        else:
            self._show_turn_text(state, warning)
        self.pendingChanged.emit()

    def _show_turn_text(self, state: GameState, warning: str) -> None:
        player = state.current_player.name
        sell = None
        if self.selected_own is not None:
            sell = self.sell_text(self.selected_own, sale_price(state, state.current_player, self.selected_own))
        if state.acted:
            title = QCoreApplication.translate("Controller", "{player}, sell a building, or end your turn.").format(
                player=player)
            detail = QCoreApplication.translate(
                "Controller", "Your action is done. To sell, drag one of your buildings onto the bank or "
                              "right-click it; End turn (Enter) hands the turn to {opponent}.").format(
                opponent=state.players[1 - state.current].name)
            self.bar.set_text(title, detail, warning)
            self.bar.show_buttons(cancel=self.selected_own is not None, sell_text=sell, end_turn=True)
            return
        can_pass = any(o.verb == "pass" for o in options(state))
        if can_pass:
            title = QCoreApplication.translate(
                "Controller", "{player}, you can neither build nor use a building: please pass.").format(player=player)
        else:
            title = QCoreApplication.translate(
                "Controller",
                "{player}, your turn: click a building in the supply to build it, or a building with a "
                "green frame on a wheel to use it.").format(player=player)
        self.bar.set_text(title, warning=warning)
        self.bar.show_buttons(cancel=self.selected_own is not None, sell_text=sell, can_pass=can_pass)

    def _show_pending_text(self, pending: Pending, warning: str) -> None:
        state = self.state
        if pending.verb == "build":
            title = QCoreApplication.translate("Controller", "Build {building}")
        elif state.owner_of(pending.building) == state.current:
            title = QCoreApplication.translate("Controller", "Use {building}")
        else:
            title = QCoreApplication.translate("Controller", "Use {building} (your opponent's: a fee of {fee})")
        title = title.format(building=Building(pending.building), fee=francs_amount(USER_FEE))
        preview = pending.preview()
        lines = effect_lines(preview.events, state)
        if not lines:
            lines = [QCoreApplication.translate("Controller", "Nothing changes on your warehouse.")]
        if preview.francs:
            francs = state.current_player.francs
            lines.append(QCoreApplication.translate("Controller", "Your francs: {before} → {after}").format(
                before=Number(francs), after=Number(francs + preview.francs)))
        detail = "\n".join(lines)
        if self.locked_title:  # the computer's choice, shown before it is carried out
            self.bar.set_text(self.locked_title, detail, warning)
            self.bar.show_buttons()
            return
        self.bar.set_text(title, detail, warning)
        self.bar.show_buttons(choose=len(pending.choices) > 1, confirm=True, cancel=True)

    def sell_text(self, building: str, price: int) -> str:
        return QCoreApplication.translate("Controller", "Sell {building} for {amount}").format(
            building=Building(building), amount=francs_amount(price))


def effect_lines(events: tuple[Event, ...], state: GameState) -> list[str]:
    """What an action does, a line per effect; a conversion's food payments summed up a line per repetition."""
    repeated = [e for e in events if isinstance(e, PAYMENT_EVENTS) and e.repetition]
    lines = repetition_payments(repeated)
    lines.extend(narrate(e, state) for e in events
                 if isinstance(e, SHOWN_EVENTS) and not (isinstance(e, PAYMENT_EVENTS) and e.repetition))
    return lines


def repetition_payments(events: list[GoodsPaid | Overpaid]) -> list[str]:
    """One line per repetition of a conversion: "Repetition 1: 1 food paid with 3 fish (2 food more than due)"."""
    lines: list[str] = []
    for repetition in sorted({e.repetition for e in events}):
        paid = [e for e in events if isinstance(e, GoodsPaid) and e.repetition == repetition]
        over = next((e for e in events if isinstance(e, Overpaid) and e.repetition == repetition), None)
        goods = Listed([part(e.good, e.amount) for e in paid])
        if over is None:
            text = QCoreApplication.translate("Controller", "Repetition {n}: {cost} paid with {goods}")
            cost, extra = sum(e.amount for e in paid), 0
        else:
            text = QCoreApplication.translate(
                "Controller", "Repetition {n}: {cost} paid with {goods} ({extra} more than due)")
            cost, extra = over.cost, over.paid - over.cost
        lines.append(text.format(n=Number(repetition), cost=part("food", cost), goods=goods,
                                 extra=part("food", extra)))
    return lines
