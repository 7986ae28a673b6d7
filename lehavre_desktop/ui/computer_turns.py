"""The computer's turn on the table: what the turn director (``session.turns``) does, as the player sees it.

While a seat of the computer thinks (in another process: the window stays responsive), the table is
locked, with a thinking mark in the status bar and under the player's name. Its build or use is then
shown step by step (``motion.shown_move``: the building ringed, then the choice with its tokens walking
to their new places) at the pace the player set under View ▸ Opponent's moves, or until the player
clicks; a click on the table or a key goes on at once (while the table still moves from the last change,
the first click brings it to rest and the steps begin). The director then plays it through the session
as a person's gestures, so the log narrates it and the teaching panel explains it, and the motion
director shows its effects; once it is played, the reasons from its search can be read (``move_reasons``).
The log writes the move as soon as it is shown, and the played move's own lines take their place (``log_panel``).
When the computer could not play, the player is asked whether it should try again. The display is about
a seat that is not the person at this table; a player elsewhere is shown so too.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeyEvent, QKeySequence, QPainter, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsView,
    QLabel,
    QMenu,
    QStatusBar,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..engine import PERSON_SEAT, Build, GameState, Use, apply
from ..i18n.forms import Player
from ..prose import seat_words
from ..prose.cast import cast_of_session
from ..session.game_session import GameSession
from ..session.seats import SeatKind
from ..session.thinker import Thinker
from ..session.turns import TurnDirector
from ..settings import COMPUTER_MOVE_DISPLAYS, Settings
from . import theme
from .board.geometry import PLAYER_WIDTH
from .board.scene import TableScene
from .controller import TableController
from .letter_keys import hint_shortcuts
from .messages import ask, warn
from .motion.director import MotionDirector
from .motion.shown_move import ShownMove
from .move_reasons import MoveReasons
from .painting import LEFT, TextRun, fit_run

log = logging.getLogger(__name__)

# What is said while the computer plays, worked out again after a language switch: the action bar's title,
# why a gesture does nothing, the status bar (nothing there: the status bar stays hidden).
Words = Callable[[], tuple[str, str, str]]

SPINNER_STEP_MS = 90
# Keys with these modifiers keep their meaning while a move is shown (Ctrl+Z undoes it, Ctrl+N starts a game).
COMMAND_MODIFIERS = (
    Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier
)


# A key of these alone is half of a key to come (Shift+Enter), never a "go on" of its own.
MODIFIER_KEYS = (
    Qt.Key.Key_Shift,
    Qt.Key.Key_Control,
    Qt.Key.Key_Alt,
    Qt.Key.Key_AltGr,
    Qt.Key.Key_Meta,
    Qt.Key.Key_CapsLock,
    Qt.Key.Key_NumLock,
)


def is_command_key(event: QKeyEvent) -> bool:
    """A function key, a letter key of a command (the hint) or a modifier alone: never a mere "go on" while a move is
    shown."""
    key = event.key()
    if Qt.Key.Key_F1 <= key <= Qt.Key.Key_F35 or key in MODIFIER_KEYS:
        return True
    pressed = QKeySequence(event.keyCombination())
    return any(pressed.matches(letter) == QKeySequence.SequenceMatch.ExactMatch for letter in hint_shortcuts())


class ThinkingMarkItem(QGraphicsObject):
    """Under the name of the player the computer plays, while it thinks: a turning arc and "Thinking…"."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self._angle = 0
        self._timer = QTimer(self)
        self._timer.setInterval(SPINNER_STEP_MS)
        self._timer.timeout.connect(self._turn)
        self.setZValue(1)
        self.hide()

    def start(self, turning: bool) -> None:
        """Show the mark; with the animations off it stays a still arc, for players whom motion disturbs."""
        self.show()
        self.set_turning(turning)

    def set_turning(self, turning: bool) -> None:
        if turning and self.isVisible():
            self._timer.start()
        else:
            self._timer.stop()

    @property
    def turning(self) -> bool:
        return self._timer.isActive()

    def stop(self) -> None:
        self._timer.stop()
        self.hide()

    def _turn(self) -> None:
        self._angle = (self._angle - 30) % 360
        self.update(self._spinner_rect())

    def boundingRect(self) -> QRectF:
        return QRectF(8, 34, PLAYER_WIDTH - 16, 28)  # over the header's status line

    @staticmethod
    def _spinner_rect() -> QRectF:
        return QRectF(14, 38, 20, 20)

    def text_runs(self) -> list[TextRun]:
        rect = self.boundingRect()
        text = QCoreApplication.translate("ComputerTurns", "Thinking…")
        return [
            fit_run(
                "header", text, QRectF(rect.left() + 34, rect.top(), rect.width() - 40, rect.height()), 21, align=LEFT
            )
        ]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        palette = theme.current()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.highlight)
        painter.drawRoundedRect(self.boundingRect(), 6, 6)
        painter.setPen(QPen(palette.on_highlight, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(self._spinner_rect(), self._angle * 16, 270 * 16)
        for run in self.text_runs():
            run.draw(painter, palette.on_highlight)


class ComputerMoveMenu(QMenu):
    """View ▸ Opponent's moves: the pace at which the build or use of a seat that is not the person at this table
    is shown before it is played."""

    paceChosen = Signal()  # the player chose a pace (it is in the settings)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        group = QActionGroup(self)
        self.choices: dict[str, QAction] = {}
        self.why: QAction | None = None  # Why this move? (after the paces)
        for display in COMPUTER_MOVE_DISPLAYS:
            action = QAction(self, checkable=True)
            action.setChecked(display == settings.computer_move_display)
            action.triggered.connect(lambda _checked=False, d=display: self._choose(d))
            group.addAction(action)
            self.addAction(action)
            self.choices[display] = action
        self.retranslate_ui()

    def add_why(self, action: QAction) -> None:
        """The entry that shows the reasons of the computer's last move, below the paces."""
        self.addSeparator()
        self.addAction(action)
        self.why = action

    def _choose(self, display: str) -> None:
        self._settings.computer_move_display = display
        self._settings.sync()
        self.paceChosen.emit()

    def retranslate_ui(self) -> None:
        self.setTitle(QCoreApplication.translate("ComputerTurns", "Opponent's &moves"))
        texts = {
            "off": QCoreApplication.translate("ComputerTurns", "Played at once"),
            "quick": QCoreApplication.translate("ComputerTurns", "Quick (1 s)"),
            "steady": QCoreApplication.translate("ComputerTurns", "Steady (2 s)"),
            "slow": QCoreApplication.translate("ComputerTurns", "Slow (3.5 s)"),
            "click": QCoreApplication.translate("ComputerTurns", "Until I click"),
        }
        for display, action in self.choices.items():
            action.setText(texts[display])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class ComputerTurns(QObject):
    """The computer's turn on the table: its thinking mark and words, its move shown before it is played (the turn
    director's presenter), and what the player is asked when it could not play."""

    showingChanged = Signal(bool)  # the computer's move is on the table, waiting for a click, a key or Continue
    # The move being shown, as the log writes it (the state it is played in and its events), or None once it is
    # played or withdrawn.
    moveShown = Signal(object)

    def __init__(
        self,
        session: GameSession,
        controller: TableController,
        scene: TableScene,
        view: QGraphicsView,
        settings: Settings,
        status_bar: QStatusBar,
        window: QWidget,
    ) -> None:
        super().__init__(window)
        self.motion = MotionDirector.of(view)
        self.shown_move = ShownMove(controller, self.motion, self)
        self.session = session
        self.controller = controller
        self.view = view
        self.settings = settings
        self.window = window
        self.thinker = Thinker(self)
        self.director = TurnDirector(session, self.thinker, self)
        self.director.presenter = self
        self.director.thinking.connect(self._on_thinking)
        self.director.idle.connect(self._on_idle)
        self.director.failed.connect(self._on_failed)
        self.director.unknownLevels.connect(self._on_unknown_levels)
        self.display_menu = ComputerMoveMenu(settings, window)
        # Why the computer made its last move: in the teaching panel, and on request from here and the log.
        self.reasons = MoveReasons(session, self.thinker, window)
        self.display_menu.add_why(self.reasons.action)
        # A move shown meanwhile takes the new pace at once (the player slows it down to look, or lets it go).
        self.display_menu.paceChosen.connect(lambda: self.shown_move.set_pace(self.settings.computer_move_ms))
        self.status = QLabel()
        self.status.setObjectName("ComputerStatus")
        self.status.hide()
        self.status.installEventFilter(self)  # its language change: the words of the computer's turn again
        self._words: Words | None = None
        status_bar.addPermanentWidget(self.status)
        self.marks = [ThinkingMarkItem(header) for header in scene.headers]
        self._shown = False
        self._go: Callable[[], None] | None = None
        self._failed_seat: int | None = None  # the seat whose turn the computer could not play, to ask about
        self._failed_state: GameState | None = None
        self._watching_input = False
        self.headers = scene.headers
        session.seatsChanged.connect(self._mark_computer_seats)
        session.gameStarted.connect(self._mark_computer_seats)
        self.director.seatsPlaced.connect(self._mark_computer_seats)  # an online game's friend seated or gone
        self._mark_computer_seats()

    # ---- reading -----------------------------------------------------------------------------------------
    @property
    def thinking(self) -> bool:
        return self.director.asking

    @property
    def showing(self) -> bool:
        return self._shown

    @property
    def busy(self) -> bool:
        """The computer is thinking about its turn or showing its move."""
        return self.director.busy

    # ---- the director's news -------------------------------------------------------------------------------
    def _mark_computer_seats(self) -> None:
        """The seats the computer plays, and those a friend plays from another computer: their headers never say
        "Your turn"."""
        for seat, header in enumerate(self.headers):
            header.set_computer(self.session.level_of(seat) is not None)
            header.set_remote(self._player(seat) if self._remote(seat) else None)

    def _on_thinking(self, seat: int) -> None:
        if self._remote(seat):
            return  # a player elsewhere: the online table says whose move it is and since when (ui.online)
        player, level = self._player(seat), self.session.level_of(seat) or ""
        self._say(
            lambda: (seat_words.thinking(player), self._refusal(seat, player), seat_words.thinking_at(player, level))
        )
        self.marks[seat].start(self.settings.animation_ms > 0)

    def _on_idle(self) -> None:
        self._end_thinking_marks()
        self._end_showing()

    def _on_unknown_levels(self, found: object) -> None:
        seats, levels = found if isinstance(found, tuple) else ((), ())
        self._tell(seat_words.unknown_levels([self._player(seat) for seat in seats], list(levels)))

    def _tell(self, text: str) -> None:
        """A warning once the change under way is over (never a modal box in the middle of a gesture)."""
        title = QCoreApplication.translate("ComputerTurns", "Computer opponent")
        QTimer.singleShot(0, lambda: warn(self.window, title, text))

    def _say(self, words: Words) -> None:
        """Lock the table with these words, and say them again in another language after a switch."""
        self._words = words
        title, refusal, status = words()
        self.controller.lock(title, refusal)
        self.status.setText(status)
        self.status.setVisible(bool(status))

    def _remote(self, seat: int) -> bool:
        return self.director.seat(seat).kind is SeatKind.REMOTE

    def _player(self, seat: int) -> Player:
        return cast_of_session(self.session)[seat]

    def _refusal(self, seat: int, player: Player) -> str:
        return seat_words.remote_plays(player) if self._remote(seat) else seat_words.computer_plays(player)

    def _on_failed(self, seat: int, error: str) -> None:
        """The computer could not play this turn: the player is asked whether it should try again or a person
        should play the seat (Game ▸ Players hands it back to the computer at any time)."""
        log.warning("the computer could not plan its turn: %s", error)
        self._failed_seat = seat
        self._failed_state = self.session.state
        QTimer.singleShot(0, self._ask_after_failure)  # never a modal box in the middle of a gesture

    def _ask_after_failure(self) -> None:
        seat, state = self._failed_seat, self._failed_state
        self._failed_seat, self._failed_state = None, None
        if seat is None or state is not self.session.state or self.session.level_of(seat) is None:
            return  # the game moved on meanwhile (undo, another game, the seat given to a person)
        title = QCoreApplication.translate("ComputerTurns", "Computer opponent")
        again = ask(self.window, title, seat_words.failed_turn_question(self._player(seat)))
        if again:
            self.director.retry()
            return
        seats = list(self.session.seats)
        seats[seat] = PERSON_SEAT
        self.session.set_seats((seats[0], seats[1]))

    # ---- showing the move (the director's presenter) -----------------------------------------------------------
    def present(self, seat: int, state: GameState, action: Build | Use, go: Callable[[], None]) -> None:
        self._end_thinking_marks()
        pace_ms = self.settings.computer_move_ms
        if pace_ms == 0:
            go()
            return
        player = self._player(seat)
        self._shown, self._go = True, go
        # The way to go on is said beside the Continue button (the action bar), not in the status bar.
        self._say(lambda: (seat_words.proposal(player, action), self._refusal(seat, player), ""))
        self._watch_input(True)
        self.shown_move.show(state, action, pace_ms, self.settings.animation_ms, self.skip_wait)
        self.showingChanged.emit(True)
        self.moveShown.emit((state, apply(state, action).events))

    def withdraw(self) -> None:
        if self._shown:
            self._end_showing()
            self.controller.cancel()

    def _go_on(self) -> None:
        """A click or a key while the move is shown: the table still moving from the last change comes to rest
        (and the move's steps begin); else the move is played."""
        if self._shown and self.shown_move.waiting_for_rest:
            self.motion.finish()
        else:
            self.skip_wait()

    def skip_wait(self) -> None:
        """Play the move being shown now."""
        go = self._go
        if self._shown and go is not None:
            self._end_showing()
            go()

    # ---- stopping ------------------------------------------------------------------------------------------------
    def stop(self) -> None:
        """Drop the search or the move being shown; the table takes the player's gestures again."""
        self.director.stop()
        self.controller.unlock()

    def shutdown(self) -> None:
        """The window closes: no search, no worker process left behind."""
        self.director.close()
        self.controller.unlock()
        self.thinker.shutdown()

    def set_motion(self, on: bool) -> None:
        """The animation speed changed: a mark shown meanwhile turns or stands still at once, and with the
        animations off what moves on the table stops at its end."""
        for mark in self.marks:
            mark.set_turning(on)
        self.motion.set_motion(on)

    def _end_thinking_marks(self) -> None:
        for mark in self.marks:
            mark.stop()
        self.status.hide()
        self._words = None
        self.controller.unlock()

    def _end_showing(self) -> None:
        if self._shown:
            self._shown = False
            self.showingChanged.emit(False)
            self.moveShown.emit(None)
        self._go = None
        self.shown_move.stop()
        self._watch_input(False)
        self.status.hide()
        self._words = None
        self.controller.unlock()

    # ---- a click or a key goes on ------------------------------------------------------------------------------
    def _watch_input(self, on: bool) -> None:
        app = QApplication.instance()
        if app is None or on == self._watching_input:
            return
        self._watching_input = on
        if on:
            app.installEventFilter(self)
        else:
            app.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.LanguageChange and watched is self.status:
            if self._words is not None:
                self._say(self._words)
            return False
        if kind == QEvent.Type.MouseButtonPress and watched is self.view.viewport():
            QTimer.singleShot(0, self._go_on)
            return True
        if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) and isinstance(event, QKeyEvent):
            if event.modifiers() & COMMAND_MODIFIERS or not self._in_window(watched) or is_command_key(event):
                return False  # the key keeps its own meaning (undo, a hint, the rules reference …)
            if kind == QEvent.Type.ShortcutOverride:
                event.accept()  # the key comes as a key press, not as the shortcut it would be
            else:
                QTimer.singleShot(0, self._go_on)
            return True
        return False

    def _in_window(self, watched: QObject) -> bool:
        return isinstance(watched, QWidget) and watched.window() is self.window
