"""Suggest a move: the Strong level's choice shown on the table, not played, with its reasons.

On a person's turn the player asks (Suggest a move, H). The search runs in the advice's own
thinking process, so a hint never cancels the computer's move; a card over the action bar
says it is thinking and offers Cancel. The answer is drawn on the table as a suggestion
(``board.suggestion``: dashed, badged, never mistaken for the player's own proposal) and the
card gives the reason: the expected final scores of the best few moves compared. *Take the
suggestion* (Enter) makes it the player's proposal, shaped as usual, to Confirm; Dismiss (Esc)
clears it. The card's buttons are the bar's: the primary one in the colour of the player to act, each with the
keycap of its key, as the bar's own Confirm and Cancel. Any change of position (a move, undo, another game)
drops the hint or the search, and an answer for an outdated position is never shown.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QProgressBar, QSizePolicy, QVBoxLayout

from ..engine import PERSON_SEAT, Build, GameState, Sell, Use
from ..i18n.forms import Player
from ..prose.advice import action_words, looking_for_move, move_of, score_pair, turn_words
from ..prose.cast import cast_of_session
from ..prose.move_explained import hint_sentences, said_alternative
from ..session.game_session import GameSession
from ..session.seats import SeatKind
from ..session.thinker import Thinker
from ..session.turns import TurnDirector
from . import theme
from .action_bar import ActionBar
from .bar_face import BarButton, button_height, keycap_names
from .board.scene import TableScene
from .board.suggestion import Badge, SuggestionItem, suggestion_marks
from .controller import TableController

if TYPE_CHECKING:
    from ..ai import Suggestion

LOG = logging.getLogger(__name__)


def card_style() -> str:
    """The hint card's style sheet, in the palette now in use."""
    palette = theme.current()
    return f"""
#HintCard {{ background: {palette.hint_ground.name()}; border-top: 3px solid {palette.suggestion.name()}; }}
#HintCard QLabel {{ background: transparent; }}
#HintTitle {{ font-weight: bold; }}
"""


def takeable(suggestion: Suggestion) -> bool:
    """Whether the suggestion can become the player's proposal: a build or a use (a sale is only told)."""
    return isinstance(suggestion.plan[0], Build | Use)


def suggestion_texts(suggestion: Suggestion, state: GameState) -> tuple[str, str]:
    """The card's title and detail for a suggestion from ``state``: the move, then why."""
    plan = suggestion.plan
    opponent = state.players[1 - state.current].name
    if not suggestion.compared:  # the action is done: only sales and the end of the turn are left
        sales = [action for action in plan if isinstance(action, Sell)]
        if sales:
            detail = QCoreApplication.translate(
                "Hints", "Drag the building onto the bank to sell it, then end your turn."
            )
        else:
            detail = QCoreApplication.translate("Hints", "No sale is worth it now.")
        return QCoreApplication.translate("Hints", "Suggested: {move}").format(move=turn_words(plan)), detail
    best, *others = suggestion.compared
    listed = {move_of(best.action)}
    explanation = suggestion.explanation
    if explanation is not None:  # the same words as the computer's own move: the best and the best rejected
        lines = list(hint_sentences(explanation, state))
        rejected = said_alternative(explanation)
        if rejected is not None:
            listed.add(move_of(rejected))
    else:
        expected = QCoreApplication.translate("Hints", "Expected final scores: {scores}.")
        lines = [expected.format(scores=score_pair(best.expectation, opponent))]
    next_best = []
    for turn in others:
        if move_of(turn.action) not in listed:
            listed.add(move_of(turn.action))
            next_best.append(
                QCoreApplication.translate("Hints", "{move}, {scores}").format(
                    move=action_words(turn.action), scores=score_pair(turn.expectation, opponent)
                )
            )
    if next_best:
        moves = next_best[0]
        for later in next_best[1:]:
            #: Joins the moves of a list whose items hold commas: "build the Kiln, 118 to 104; use the Farm, …".
            moves = QCoreApplication.translate("Hints", "{first}; {next}").format(first=moves, next=later)
        lines.append(QCoreApplication.translate("Hints", "Next best: {moves}.").format(moves=moves))
    sales = [action for action in plan[1:] if isinstance(action, Sell)]
    if sales:
        lines.append(
            QCoreApplication.translate("Hints", "Then {sales} before you end your turn.").format(
                sales=turn_words(sales)
            )
        )
    title = QCoreApplication.translate("Hints", "Suggested: {move}").format(move=action_words(best.action))
    return title, "\n".join(lines)


class HintCard(QFrame):
    """Lies over the action bar while a hint is thought about or shown: its words and its buttons."""

    acceptRequested = Signal()
    dismissRequested = Signal()
    adviceShown = Signal(str)  # the suggestion's words, for a screen reader to say

    def __init__(self, bar: ActionBar) -> None:
        super().__init__(bar)
        self.bar = bar
        self.setObjectName("HintCard")
        self.apply_theme()
        # Plain text: building and player names come from files and users.
        self.title = QLabel()
        self.title.setObjectName("HintTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        self.detail = QLabel()
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setWordWrap(True)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.busy = QProgressBar()
        self.set_motion(True)
        self.busy.setTextVisible(False)
        self.busy.setFixedWidth(300)
        self.busy.setFixedHeight(12)
        text = QVBoxLayout()
        text.setSpacing(2)
        text.addWidget(self.title)
        text.addWidget(self.detail, 1)
        text.addWidget(self.busy, 0, Qt.AlignmentFlag.AlignLeft)  # aligned: its width limits not the text's
        self.accept_button = BarButton(primary=True)  # drawn as the bar's own buttons
        self.dismiss_button = BarButton()
        self.accept_button.setDefault(True)
        for button in (self.accept_button, self.dismiss_button):
            button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.accept_button.clicked.connect(self.acceptRequested)
        self.dismiss_button.clicked.connect(self.dismissRequested)
        buttons = QVBoxLayout()
        buttons.setSpacing(4)
        buttons.addStretch(1)
        buttons.addWidget(self.accept_button, 0, Qt.AlignmentFlag.AlignRight)
        buttons.addWidget(self.dismiss_button, 0, Qt.AlignmentFlag.AlignRight)
        buttons.addStretch(1)
        box = QHBoxLayout(self)
        box.setContentsMargins(10, 6, 8, 5)
        box.setSpacing(10)
        box.addLayout(text, 1)
        box.addLayout(buttons)
        self.thinking = False
        self._fit_buttons()
        bar.installEventFilter(self)
        self.setGeometry(bar.rect())
        self.hide()
        self.retranslate_ui()

    def apply_theme(self) -> None:
        self.setStyleSheet(card_style())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.bar and event.type() == QEvent.Type.Resize:
            self._fit_buttons()
            self.setGeometry(self.bar.rect())
        return False

    def _fit_buttons(self) -> None:
        """The buttons as tall as the bar's, whose height grows with the bar's type (the window's size)."""
        height = button_height(self.bar.font())
        for button in (self.accept_button, self.dismiss_button):
            button.setFixedHeight(height)

    def set_motion(self, on: bool) -> None:
        """No measure of how far a search has got: a moving busy indicator, or with the animations off a
        still full bar beside the words that say the computer is looking."""
        self.busy.setRange(0, 0 if on else 1)
        self.busy.setValue(self.busy.maximum())

    def show_thinking(self, player: Player) -> None:
        self.thinking = True
        self.title.setText(looking_for_move(player))
        self.detail.setText(
            QCoreApplication.translate("Hints", "The computer compares the moves on offer, looking a few turns ahead.")
        )
        self.busy.show()
        self.accept_button.hide()
        self._appear()

    def show_advice(self, title: str, detail: str, can_accept: bool) -> None:
        self.thinking = False
        self.title.setText(title)
        self.detail.setText(detail)
        self.busy.hide()
        self.accept_button.setVisible(can_accept)
        self._appear()
        self.adviceShown.emit(f"{title}\n{detail}")

    def _appear(self) -> None:
        self.retranslate_ui()
        for button in (self.accept_button, self.dismiss_button):
            button.set_seat(self.bar.seat)  # the primary button in the colour of the player to act, as Confirm
        self._fit_buttons()
        self.setGeometry(self.bar.rect())
        self.show()
        self.raise_()

    def retranslate_ui(self) -> None:
        # The keys as the bar's keycaps name them (its own message): Enter takes the suggestion, Esc dismisses it.
        enter, escape = keycap_names()
        self.accept_button.set_key(enter)
        self.dismiss_button.set_key(escape)
        self.accept_button.setText(QCoreApplication.translate("Hints", "Take the suggestion"))
        self.accept_button.setToolTip(
            QCoreApplication.translate(
                "Hints", "Put the suggested move on the table as your choice; Confirm carries it out"
            )
        )
        if self.thinking:
            self.dismiss_button.setText(QCoreApplication.translate("Hints", "Cancel"))
            self.dismiss_button.setToolTip(QCoreApplication.translate("Hints", "Stop looking for a move (Esc)"))
        else:
            self.dismiss_button.setText(QCoreApplication.translate("Hints", "Dismiss"))
            self.dismiss_button.setToolTip(
                QCoreApplication.translate("Hints", "Clear the suggestion from the table (Esc)")
            )
        self.setToolTip(
            QCoreApplication.translate(
                "Hints", "Expected final scores are the search's estimates: good for comparing moves, not a promise."
            )
        )


class HintPresenter(QObject):
    """Asks the thinker for a hint and shows it on the table and over the action bar (see the module doc)."""

    availableChanged = Signal(bool)  # whether Suggest a move can be asked for now
    hintChanged = Signal()  # a suggestion came on show or went (``shown_hint``)

    def __init__(
        self,
        session: GameSession,
        scene: TableScene,
        controller: TableController,
        bar: ActionBar,
        thinker: Thinker,
        parent: QObject | None = None,
        director: TurnDirector | None = None,
    ) -> None:
        """``director``: who plays each seat; a seat played elsewhere (an online game's friend) gets no hint even
        though the record names a person there."""
        super().__init__(parent)
        self.session = session
        self.director = director
        self.scene = scene
        self.controller = controller
        self.bar = bar
        self.thinker = thinker
        self.layer = SuggestionItem()
        scene.addItem(self.layer)
        self.card = HintCard(bar)
        self.card.acceptRequested.connect(self.accept)
        self.card.dismissRequested.connect(self.dismiss)
        self.card.installEventFilter(self)
        self.suggestion: Suggestion | None = None
        self._request: int | None = None
        self._asked: GameState | None = None  # the position the request or the suggestion is for
        self._asked_early = False  # asked for during the computer's turn: the hint comes with the person's
        session.stateChanged.connect(lambda _state, _events: self._on_state_changed())
        session.gameStarted.connect(self.dismiss)
        controller.pendingChanged.connect(self._on_pending_changed)
        bar.hintRequested.connect(self.request)
        thinker.finished.connect(self._on_finished)
        thinker.failed.connect(self._on_failed)
        if director is not None:
            director.seatsPlaced.connect(self._on_seats_placed)
        self._update_offer()

    # ---- what can be asked --------------------------------------------------------------------
    def available(self) -> bool:
        """A person at this table is to move in a game under way (not the computer, not a friend elsewhere)."""
        state = self.session.state
        return (
            not state.finished
            and self.session.record().seats[state.current] == PERSON_SEAT
            and not self._elsewhere(state.current)
        )

    def _elsewhere(self, seat: int) -> bool:
        """Whether a player at another computer plays ``seat`` (an online game's friend)."""
        return self.director is not None and self.director.seat(seat).kind is SeatKind.REMOTE

    def _on_seats_placed(self) -> None:
        if not self.available():
            self._clear()
        self._update_offer()

    @property
    def shown(self) -> bool:
        return self.card.isVisible()

    def shown_hint(self) -> tuple[GameState, Suggestion] | None:
        """The suggestion on show and the position it is for (none while the search runs or after it failed)."""
        if self.suggestion is None or self._asked is None or not self.shown:
            return None
        return self._asked, self.suggestion

    def _update_offer(self) -> None:
        available = self.available()
        state = self.session.state
        # The bar's button waits at the start of a turn; the menu and H also advise on sales after the action.
        self.bar.offer_hint(available and not state.acted and self.controller.pending is None and not self.shown)
        self.availableChanged.emit(available)

    def why_not(self) -> str:
        """Why Suggest a move is not available now; asked for during the computer's turn, the suggestion follows
        as soon as a person is to move."""
        state = self.session.state
        if state.finished:
            return QCoreApplication.translate("Hints", "The game is over: there is no move to suggest.")
        self._asked_early = True
        if self._elsewhere(state.current):
            return QCoreApplication.translate(
                "Hints", "It is {friend}'s turn: the suggestion for your move follows when it is your turn."
            ).format(friend=cast_of_session(self.session)[state.current])
        return QCoreApplication.translate(
            "Hints", "The computer is playing its turn: the suggestion for your move follows when it is your turn."
        )

    def _on_state_changed(self) -> None:
        self._clear()  # a new position: the hint for the old one goes
        if self._asked_early and self.available():
            self._asked_early = False
            self.request()
        elif self.session.state.finished:
            self._asked_early = False

    # ---- asking and answering -----------------------------------------------------------------
    def request(self) -> None:
        state = self.session.state
        if not self.available() or (self._asked is state and self.shown):
            return
        if self.controller.pending is not None:
            self.controller.cancel()  # the suggestion takes the place of the choice being shaped
        self.layer.clear()
        self.suggestion = None
        self._asked = state
        self._request = self.thinker.suggest(state)
        self.card.show_thinking(self._mover(state))
        self._update_offer()
        self.hintChanged.emit()  # the hint asked for anew: the last one's words go

    def _on_finished(self, request: int, result: object) -> None:
        if request != self._request:
            return
        self._request = None
        from ..ai import Suggestion  # the search's modules, once a hint has been searched

        if self._asked is not self.session.state or not isinstance(result, Suggestion):
            self.dismiss()
            return
        self.suggestion = result
        self._show()

    def _on_failed(self, request: int, error: str) -> None:
        if request != self._request:
            return
        self._request = None
        LOG.warning("The hint's search failed: %s", error)
        title = QCoreApplication.translate("Hints", "No suggestion this time")
        detail = QCoreApplication.translate("Hints", "The search stopped with an error. Play on as you see fit.")
        self.card.show_advice(title, detail, can_accept=False)

    def _show(self) -> None:
        suggestion, state = self.suggestion, self._asked
        if suggestion is None or state is None:
            return
        self.layer.show_marks(suggestion_marks(self.scene, state, suggestion.plan, Badge.SUGGESTED))
        title, detail = suggestion_texts(suggestion, state)
        self.card.show_advice(title, detail, can_accept=takeable(suggestion))
        self._update_offer()
        self.hintChanged.emit()

    # ---- the player's answer --------------------------------------------------------------------
    def offers_move(self) -> bool:
        """Whether the card on show offers its suggestion to take (Take the suggestion, Enter)."""
        suggestion = self.suggestion
        return self.shown and suggestion is not None and takeable(suggestion)

    def accept(self) -> None:
        """The suggested build or use becomes the player's proposal, shaped on the table, to Confirm as usual."""
        suggestion = self.suggestion
        if suggestion is None or not takeable(suggestion):
            return
        self.dismiss()
        self.controller.propose(suggestion.plan[0])

    def dismiss(self) -> None:
        """Clear the hint, or stop the search for one (Esc, Dismiss, another game); no hint asked for early follows."""
        self._asked_early = False
        self._clear()

    def _clear(self) -> None:
        if self._request is not None:
            self._request = None
            self.thinker.cancel()
        had_hint = self.suggestion is not None
        self.suggestion = None
        self._asked = None
        self.layer.clear()
        self.card.hide()
        self._update_offer()
        if had_hint:
            self.hintChanged.emit()

    def _on_pending_changed(self) -> None:
        if self.controller.pending is not None and (self.shown or self._request is not None):
            self.dismiss()  # the player shapes a move of their own (or took the suggestion)
        else:
            self._update_offer()

    def _mover(self, state: GameState) -> Player:
        """The player whose move is looked for, as the sentence names them."""
        return cast_of_session(self.session)[state.current]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.card and event.type() == QEvent.Type.LanguageChange:
            self.card.retranslate_ui()
            if self.card.thinking and self._asked is not None:
                self.card.show_thinking(self._mover(self._asked))
            elif self.suggestion is not None:
                self.layer.retranslate()
                self._show()
        return False
