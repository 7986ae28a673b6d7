"""Game review: the search goes over every turn a person played, then lists the costliest first.

While the review runs in the advice's thinking process, a progress bar counts the turns and
Cancel stops it. Then the list gives, largest first, the turns whose action lost expected
final score: round, turn, what was done, what was better, the points lost. Selecting one
shows that turn's starting position on the table with the better move drawn as a suggestion
(``board.suggestion``). That is browsing only: the session's game is never changed, the
dialog is window-modal so the table takes no gesture meanwhile, and when the review closes
the table shows the game's own position again.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QStackedWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...ai import TurnReview
from ...i18n.forms import Number
from ...prose.advice import better_words, review_lines, turn_words
from ...prose.cast import cast_of_session
from ...session.game_session import GameSession
from ...session.thinker import Thinker
from ..board.scene import TableScene
from ..board.suggestion import Badge, SuggestionItem, suggestion_marks
from ..review_model import ReviewRow, ReviewTurn, review_requests, review_rows, reviewable_turns

LOG = logging.getLogger(__name__)
# The review is as wide as this share of the window (within these bounds), for the moves' words in every language;
# its height leaves the supply, the wheels and the warehouses in view.
WIDTH_SHARE = 0.85
WIDTHS = (720, 1200)
HEIGHT = 300
CENTRED_WIDTH = 680  # the progress bar and the words under it, in the middle of a wide review
ROUND, TURN, PLAYER, PLAYED, BETTER, LOST = range(6)


def turn_list(players_column: bool) -> QTreeWidget:
    """The reviewed turns, one row each: the round, the turn, the player (when both were reviewed), the move
    played, a better one and what it lost."""
    turns = QTreeWidget()
    turns.setRootIsDecorated(False)
    turns.setUniformRowHeights(True)
    turns.setAlternatingRowColors(True)
    turns.setColumnCount(6)
    header = turns.header()
    header.setStretchLastSection(False)
    for column in (ROUND, TURN, PLAYER, LOST):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    for column in (PLAYED, BETTER):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
    turns.setColumnHidden(PLAYER, not players_column)
    return turns


def page(*parts: tuple[QWidget, int], centred: bool) -> QWidget:
    """One page of the dialog: ``parts`` one under the other, each with its stretch, either in the page's middle,
    no wider than ``CENTRED_WIDTH`` (the search under way), or filling it to its edges (the results)."""
    holder = QWidget()
    column = QWidget(holder) if centred else holder
    layout = QVBoxLayout(column)
    if not centred:
        layout.setContentsMargins(0, 0, 0, 0)
    for widget, stretch in parts:
        layout.addWidget(widget, stretch)
    if centred:
        column.setMaximumWidth(CENTRED_WIDTH)
        middle = QHBoxLayout()
        middle.addStretch(1)
        middle.addWidget(column, 1)
        middle.addStretch(1)
        around = QVBoxLayout(holder)
        around.addStretch(1)
        around.addLayout(middle)
        around.addStretch(1)
    return holder


class ReviewDialog(QDialog):
    def __init__(
        self,
        session: GameSession,
        scene: TableScene,
        layer: SuggestionItem,
        thinker: Thinker,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.scene = scene
        self.layer = layer
        self.thinker = thinker
        self.turns: list[ReviewTurn] = reviewable_turns(session.states(), session.actions(), session.record().seats)
        self.rows: list[ReviewRow] = []
        self.done_count = 0
        self.error = ""
        self._request: int | None = None
        self.setWindowModality(Qt.WindowModality.WindowModal)
        narrowest, widest = WIDTHS
        width = int(parent.width() * WIDTH_SHARE) if parent is not None else narrowest
        self.resize(min(max(width, narrowest), widest), HEIGHT)
        # Plain text: names come from users, and a failed search's words from nowhere we control.
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setRange(0, max(1, len(self.turns)))
        self.progress.setValue(0)
        self.method = QLabel()
        self.method.setWordWrap(True)
        self.list = turn_list(players_column=len({turn.seat for turn in self.turns}) > 1)
        self.list.currentItemChanged.connect(lambda _item, _previous: self._show_selected())
        self.detail = QLabel()
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setWordWrap(True)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.pages = QStackedWidget()
        self.pages.addWidget(page((self.progress, 0), (self.method, 0), centred=True))
        # The turn's account takes the lines it needs; the list has the rest, as many turns in view as fit.
        self.pages.addWidget(page((self.list, 1), (self.detail, 0), centred=False))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.buttons)
        thinker.finished.connect(self._on_finished)
        thinker.progress.connect(self._on_progress)
        thinker.failed.connect(self._on_failed)
        session.gameStarted.connect(self._on_game_changed)
        session.stateChanged.connect(self._on_game_changed)
        self.finished.connect(self._after_close)
        if self.turns:
            self._request = thinker.review(review_requests(self.turns))
        else:
            self._to_results()
        self.retranslate_ui()

    @property
    def running(self) -> bool:
        return self._request is not None

    # ---- the thinker's reports ------------------------------------------------------------------
    def _on_progress(self, request: int, done: int, total: int) -> None:
        if request == self._request:
            self.done_count = done
            self.progress.setRange(0, total)
            self.progress.setValue(done)
            self.retranslate_ui()

    def _on_finished(self, request: int, result: object) -> None:
        if request != self._request:
            return
        self._request = None
        reviews = result if isinstance(result, list) else []
        if len(reviews) != len(self.turns) or not all(isinstance(review, TurnReview) for review in reviews):
            self._fail(f"unexpected review result: {result!r:.200}")
            return
        self.rows = review_rows(self.turns, reviews)
        self._to_results()

    def _on_failed(self, request: int, error: str) -> None:
        if request == self._request:
            self._request = None
            self._fail(error)

    def _fail(self, error: str) -> None:
        LOG.warning("The game review's search failed: %s", error)
        self.error = error
        self._to_results()

    def _to_results(self) -> None:
        self.pages.setCurrentIndex(1)
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Close)
        self.list.setVisible(bool(self.rows))
        self._fill()
        self.retranslate_ui()
        if self.rows:
            self.select(0)
            self.list.setFocus()

    # ---- the list and the table ---------------------------------------------------------------------
    def _fill(self) -> None:
        current = self.list.currentIndex().row()
        self.list.blockSignals(True)
        self.list.clear()
        for row in self.rows:
            turn = row.turn
            texts = [
                turn.round_letter,
                str(turn.turn_in_round),
                turn.state.players[turn.seat].name,
                turn_words(turn.taken),
                better_words(turn.taken, row.review.better),
                str(row.points_lost),
            ]
            item = QTreeWidgetItem(texts)
            for column in (PLAYED, BETTER):
                item.setToolTip(column, texts[column])
            for column in (ROUND, TURN, LOST):
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.list.addTopLevelItem(item)
        if current >= 0:
            self.select(current)
        self.list.blockSignals(False)

    def select(self, index: int) -> None:
        item = self.list.topLevelItem(index)
        if item is not None:
            self.list.setCurrentItem(item)

    def selected_row(self) -> ReviewRow | None:
        index = self.list.currentIndex().row()
        return self.rows[index] if 0 <= index < len(self.rows) else None

    def _show_selected(self) -> None:
        row = self.selected_row()
        self._describe(row)
        if row is None:
            return
        state = row.turn.state
        self.scene.show_state(state, players=cast_of_session(self.session))
        self.layer.show_marks(suggestion_marks(self.scene, state, row.review.better, Badge.BETTER))

    def _describe(self, row: ReviewRow | None) -> None:
        if row is None:
            self.detail.setText("")
            return
        turn, review = row.turn, row.review
        players = cast_of_session(self.session)
        chosen, better = review_lines(
            turn.state.round_index,
            turn.turn_in_round,
            players[turn.seat],
            players[1 - turn.seat],
            turn.taken,
            review.better,
            review.chosen,
            review.best,
        )
        shown = QCoreApplication.translate(
            "Review", "The table shows the position at the start of that turn, the better move marked."
        )
        self.detail.setText("\n".join((chosen, better, shown)))

    def _on_game_changed(self, *_change: object) -> None:
        """Another position or game in the session (undo, a game opened): the review is of the past."""
        self.reject()

    def _after_close(self, _result: int) -> None:
        """The review is over: its search stops, and the table shows the game as it stands."""
        if self._request is not None:
            self._request = None
            self.thinker.cancel()
        for signal, slot in (
            (self.thinker.finished, self._on_finished),
            (self.thinker.progress, self._on_progress),
            (self.thinker.failed, self._on_failed),
            (self.session.gameStarted, self._on_game_changed),
            (self.session.stateChanged, self._on_game_changed),
            (self.finished, self._after_close),
        ):
            signal.disconnect(slot)
        self.layer.clear()
        self.scene.show_state(self.session.state, players=cast_of_session(self.session))

    # ---- words ------------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Review", "Game review"))
        self.method.setText(
            QCoreApplication.translate(
                "Review",
                "The search goes back to where each turn started and compares what was done with the best "
                "move it finds there: the difference in expected final score is what the turn lost.",
            )
        )
        self.list.setHeaderLabels(
            [
                QCoreApplication.translate("Review", "Round"),
                QCoreApplication.translate("Review", "Turn"),
                QCoreApplication.translate("Review", "Player"),
                QCoreApplication.translate("Review", "Played"),
                QCoreApplication.translate("Review", "Better"),
                QCoreApplication.translate("Review", "Points lost"),
            ]
        )
        total = len(self.turns)
        if self.running:
            status = QCoreApplication.translate(
                "Review", "Reviewing turn {done} of {total} with the computer's search…"
            )
        elif self.error:
            status = QCoreApplication.translate(
                "Review", "The review stopped with an error, and no turn could be reviewed."
            )
        elif not self.turns:
            status = QCoreApplication.translate(
                "Review",
                "There is no turn to review: the review looks at a person's turns where more than one move "
                "was on offer.",
            )
        elif not self.rows:
            status = QCoreApplication.translate(
                "Review", "Turns reviewed: {total}. None lost a point of expected final score: well played!"
            )
        else:
            status = QCoreApplication.translate(
                "Review",
                "Turns reviewed: {total}. These lost expected final score, the costliest first: select one "
                "to see it on the table.",
            )
        self.status.setText(status.format(done=Number(min(self.done_count + 1, total)), total=Number(total)))
        self._fill()
        self._describe(self.selected_row())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self.layer.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        """Open low over the table, centred on it: the supply, the wheels and the warehouses stay in view."""
        super().showEvent(event)
        window = self.parentWidget()
        if window is None:
            return
        views = self.scene.views()
        anchor = views[0] if views and views[0].isVisible() else window
        centre = anchor.mapToGlobal(QPoint(anchor.width() // 2, 0)).x()
        bottom = window.mapToGlobal(QPoint(0, window.height())).y()
        self.move(centre - self.width() // 2, bottom - self.frameGeometry().height())
