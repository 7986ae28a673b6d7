"""The computer's turns: it thinks in another process, shows its move as a choice, then plays it like a person.

Whenever the player to move is a computer seat, its level plans the turn on the ``Thinker``
(the window stays responsive; the table is locked, with a thinking mark in the status bar
and under the player's name). The plan's build or use is then shown the way a person's
choice is (``TableController.propose``) for the time the player set under View ▸ Computer
move display; a click on the table or a key goes on at once. Its actions are then submitted
to the session one gesture at a time, as a person's are, so the log narrates them and the
teaching panel explains them. Any other change of the game (undo, a new game, a game opened)
drops the search, or the move being shown; a result that arrives for another position is
dropped too. The seed of each turn comes from the game (how many actions it has, whose
turn it is), so a game replays the same way.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

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

from .. import ai
from ..engine import PERSON_SEAT, Action, Build, End, GameState, Pass, Use
from ..i18n.forms import Building, Listed
from ..session.game_session import GameSession
from ..session.players import level_name
from ..settings import COMPUTER_MOVE_DISPLAYS, Settings
from . import theme
from .board.geometry import PLAYER_WIDTH
from .board.scene import TableScene
from .controller import TableController
from .letter_keys import hint_shortcuts
from .messages import ask, warn
from .painting import LEFT, TextRun, fit_run
from .thinker import Thinker

log = logging.getLogger(__name__)

# What is said while the computer plays, worked out again after a language switch: the action bar's title,
# why a gesture does nothing, the status bar.
Words = Callable[[], tuple[str, str, str]]

SPINNER_STEP_MS = 90
# Keys with these modifiers keep their meaning while a move is shown (Ctrl+Z undoes it, Ctrl+N starts a game).
COMMAND_MODIFIERS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                     | Qt.KeyboardModifier.MetaModifier)


def is_command_key(event: QKeyEvent) -> bool:
    """A function key or a letter key of a command (the hint): never a mere "go on" while a move is shown."""
    key = event.key()
    if Qt.Key.Key_F1 <= key <= Qt.Key.Key_F35:
        return True
    pressed = QKeySequence(event.keyCombination())
    return any(pressed.matches(letter) == QKeySequence.SequenceMatch.ExactMatch for letter in hint_shortcuts())


def turn_seed(actions_played: int, seat: int) -> int:
    """The seed of a computer turn: the same game replayed gives the same turn."""
    return actions_played * 2 + seat


@dataclass(frozen=True)
class PlannedTurn:
    """A plan cut where it shows: sales before the action, the build, use or pass, what follows it."""

    before: tuple[Action, ...]
    action: Action | None  # None: the plan finishes a turn whose action was taken already
    after: tuple[Action, ...]

    @classmethod
    def of(cls, plan: tuple[Action, ...]) -> PlannedTurn:
        for index, action in enumerate(plan):
            if isinstance(action, Build | Use | Pass):
                return cls(plan[:index], action, plan[index + 1:])
        return cls(plan, None, ())


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
        return [fit_run("header", text, QRectF(rect.left() + 34, rect.top(), rect.width() - 40, rect.height()), 21,
                        align=LEFT)]

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
    """View ▸ Computer move display: how long the computer's build or use is shown before it is played."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        group = QActionGroup(self)
        self.choices: dict[str, QAction] = {}
        for display in COMPUTER_MOVE_DISPLAYS:
            action = QAction(self, checkable=True)
            action.setChecked(display == settings.computer_move_display)
            action.triggered.connect(lambda _checked=False, d=display: self._choose(d))
            group.addAction(action)
            self.addAction(action)
            self.choices[display] = action
        self.retranslate_ui()

    def _choose(self, display: str) -> None:
        self._settings.computer_move_display = display
        self._settings.sync()

    def retranslate_ui(self) -> None:
        self.setTitle(QCoreApplication.translate("ComputerTurns", "&Computer move display"))
        texts = {"off": QCoreApplication.translate("ComputerTurns", "Off"),
                 "short": QCoreApplication.translate("ComputerTurns", "Short (0.8 s)"),
                 "long": QCoreApplication.translate("ComputerTurns", "Long (2 s)")}
        for display, action in self.choices.items():
            action.setText(texts[display])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


@dataclass
class _ShownMove:
    state: GameState  # the position the move is shown in
    action: Action
    after: tuple[Action, ...]


class ComputerTurns(QObject):
    showingChanged = Signal(bool)  # the computer's move is on the table, waiting for a click, a key or Continue

    def __init__(self, session: GameSession, controller: TableController, scene: TableScene, view: QGraphicsView,
                 settings: Settings, status_bar: QStatusBar, window: QWidget) -> None:
        super().__init__(window)
        self.session = session
        self.controller = controller
        self.view = view
        self.settings = settings
        self.window = window
        self.thinker = Thinker(self)
        self.thinker.finished.connect(self._on_planned)
        self.thinker.failed.connect(self._on_failed)
        self.display_menu = ComputerMoveMenu(settings, window)
        self.status = QLabel()
        self.status.setObjectName("ComputerStatus")
        self.status.hide()
        self.status.installEventFilter(self)  # its language change: the words of the computer's turn again
        self._words: Words | None = None
        status_bar.addPermanentWidget(self.status)
        self.marks = [ThinkingMarkItem(header) for header in scene.headers]
        self._request: int | None = None
        self._thinking_for: GameState | None = None
        self._shown: _ShownMove | None = None
        self._show_timer = QTimer(self)
        self._show_timer.setSingleShot(True)
        self._show_timer.timeout.connect(self._play_shown)
        self._applying = False  # the computer's own gestures are going to the session
        self._failed_seat: int | None = None  # the seat whose turn the computer could not play, to ask about
        self._failed_state: GameState | None = None
        self._scheduled = False
        self._watching_input = False
        session.gameStarted.connect(self._on_game_started)
        session.stateChanged.connect(self._on_state_changed)
        session.seatsChanged.connect(self._schedule)
        session.seatsChanged.connect(self._mark_computer_seats)
        session.gameStarted.connect(self._mark_computer_seats)
        self.headers = scene.headers
        self._mark_computer_seats()
        self._schedule()

    # ---- reading -----------------------------------------------------------------------------------------
    @property
    def thinking(self) -> bool:
        return self._request is not None

    @property
    def showing(self) -> bool:
        return self._shown is not None

    @property
    def busy(self) -> bool:
        """The computer is thinking about its turn or showing its move."""
        return self.thinking or self.showing

    # ---- the game changes ----------------------------------------------------------------------------------
    def _mark_computer_seats(self) -> None:
        for seat, header in enumerate(self.headers):
            header.set_computer(self.session.level_of(seat) is not None)

    def _on_game_started(self) -> None:
        self.stop()

    def _on_state_changed(self, state: GameState, _events: object) -> None:
        if self._applying:
            return
        if state is not self._thinking_for and (self._shown is None or state is not self._shown.state):
            self.stop()
        self._schedule()

    def _schedule(self) -> None:
        """Look at whose turn it is once every slot of this change has run (one look however many changes)."""
        if not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self._consider)

    def _consider(self) -> None:
        self._scheduled = False
        if self._applying:
            return
        self._check_levels()
        state = self.session.state
        level = None if state.finished else self.session.level_of(state.current)
        if level is None:
            self.stop()
            return
        if state is self._thinking_for or (self._shown is not None and self._shown.state is state):
            return
        self.stop()
        self._think(state, level)

    def _check_levels(self) -> None:
        """A game naming a level this program does not know: that player is played by a person from now on."""
        seats = list(self.session.seats)
        unknown = [seat for seat in (0, 1) if (level := self.session.level_of(seat)) is not None
                   and level not in ai.LEVELS]
        if not unknown:
            return
        for seat in unknown:
            seats[seat] = PERSON_SEAT
        levels = Listed([str(self.session.level_of(seat)) for seat in unknown])
        names = Listed([self.session.names[seat] for seat in unknown])
        self.session.set_seats((seats[0], seats[1]))
        text = QCoreApplication.translate(
            "ComputerTurns", "This game names a computer level this program does not know ({level}), so {name} "
                             "is played by a person.")
        self._tell(text.format(level=levels, name=names))

    def _tell(self, text: str) -> None:
        """A warning once the change under way is over (never a modal box in the middle of a gesture)."""
        title = QCoreApplication.translate("ComputerTurns", "Computer opponent")
        QTimer.singleShot(0, lambda: warn(self.window, title, text))

    # ---- thinking ------------------------------------------------------------------------------------------
    def _think(self, state: GameState, level: str) -> None:
        name = state.current_player.name
        self._thinking_for = state
        self._request = self.thinker.plan(state, level, turn_seed(len(self.session.actions()), state.current))
        self._say(lambda: (
            QCoreApplication.translate("ComputerTurns", "{name} is thinking…").format(name=name),
            self._refusal(name),
            QCoreApplication.translate("ComputerTurns", "{name} ({level}) is thinking…").format(
                name=name, level=level_name(level))))
        self.marks[state.current].start(self.settings.animation_ms > 0)

    def _say(self, words: Words) -> None:
        """Lock the table with these words, and say them again in another language after a switch."""
        self._words = words
        title, refusal, status = words()
        self.controller.lock(title, refusal)
        self.status.setText(status)
        self.status.show()

    @staticmethod
    def _refusal(name: str) -> str:
        return QCoreApplication.translate(
            "ComputerTurns", "The computer plays for {name}: wait for its move, or undo to go back.").format(name=name)

    def _on_planned(self, request: int, plan: object) -> None:
        state = self._thinking_for
        if request != self._request or state is None:
            return
        self._request, self._thinking_for = None, None
        self._end_thinking_marks()
        if self.session.state is not state or not isinstance(plan, tuple):
            self.stop()
            self._schedule()
            return
        self._play(PlannedTurn.of(plan), state.current_player.name)

    def _on_failed(self, request: int, error: str) -> None:
        state = self._thinking_for
        if request != self._request or state is None:
            return
        log.warning("the computer could not plan its turn: %s", error)
        self._give_up(state.current)

    def _give_up(self, seat: int) -> None:
        """The computer could not play this turn: the player is asked whether it should try again or a person
        should play the seat (Game ▸ Players hands it back to the computer at any time)."""
        self.stop()
        self._failed_seat = seat
        self._failed_state = self.session.state
        QTimer.singleShot(0, self._ask_after_failure)  # never a modal box in the middle of a gesture

    def _ask_after_failure(self) -> None:
        seat, state = self._failed_seat, self._failed_state
        self._failed_seat, self._failed_state = None, None
        if seat is None or state is not self.session.state or self.session.level_of(seat) is None:
            return  # the game moved on meanwhile (undo, another game, the seat given to a person)
        name = self.session.names[seat]
        title = QCoreApplication.translate("ComputerTurns", "Computer opponent")
        again = ask(self.window, title, QCoreApplication.translate(
            "ComputerTurns", "The computer could not choose a move for {name}. Let it try again?\n\nNo: a person "
                             "plays {name} from now on; Game ▸ Players gives the seat back to the computer at any "
                             "time.").format(name=name))
        if again:
            self._schedule()
            return
        seats = list(self.session.seats)
        seats[seat] = PERSON_SEAT
        self.session.set_seats((seats[0], seats[1]))

    # ---- showing and playing -----------------------------------------------------------------------------------
    def _play(self, turn: PlannedTurn, name: str) -> None:
        seat = self.session.state.current
        if not self._submit(turn.before):
            self._give_up(seat)
            return
        action = turn.action
        display_ms = self.settings.computer_move_ms
        if not isinstance(action, Build | Use) or display_ms == 0:
            if not self._submit(((action,) if action is not None else ()) + turn.after):
                self._give_up(seat)
            return
        self._shown = _ShownMove(self.session.state, action, turn.after)
        built = isinstance(action, Build)

        def verb() -> str:
            return (QCoreApplication.translate("ComputerTurns", "{name} builds {building}") if built
                    else QCoreApplication.translate("ComputerTurns", "{name} uses {building}"))
        self._say(lambda: (verb().format(name=name, building=Building(action.building)), self._refusal(name),
                           QCoreApplication.translate("ComputerTurns", "Click the table or press a key to go on.")))
        self.controller.propose(action)
        self._watch_input(True)
        self._show_timer.start(display_ms)
        self.showingChanged.emit(True)

    def skip_wait(self) -> None:
        """Play the move being shown now."""
        if self._shown is not None:
            self._show_timer.stop()
            self._play_shown()

    def _play_shown(self) -> None:
        shown = self._shown
        if shown is None:
            return
        self._end_showing()
        seat = shown.state.current
        if self.session.state is not shown.state or not self._submit((shown.action, *shown.after)):
            self._give_up(seat)

    def _submit(self, actions: tuple[Action, ...]) -> bool:
        """The actions as a person's gestures: the action with the end of the turn as one Confirm, else one by one."""
        if not actions:
            return True
        self.controller.unlock()
        self._applying = True
        try:
            if len(actions) == 2 and isinstance(actions[0], Build | Use | Pass) and isinstance(actions[1], End):
                done = self.session.submit_turn(actions[0])
            else:
                done = all(self.session.submit(action) for action in actions)
        finally:
            self._applying = False
        self._schedule()
        return done

    # ---- stopping ------------------------------------------------------------------------------------------------
    def stop(self) -> None:
        """Drop the search or the move being shown; the table takes the player's gestures again."""
        if self._request is not None:
            self.thinker.cancel()
        self._request, self._thinking_for = None, None
        self._end_thinking_marks()
        if self._shown is not None:
            self._end_showing()
            self.controller.cancel()
        self.controller.unlock()

    def shutdown(self) -> None:
        """The window closes: no search, no worker process left behind."""
        self.stop()
        self.thinker.shutdown()

    def set_motion(self, on: bool) -> None:
        """The animation speed changed: a mark shown meanwhile turns or stands still at once."""
        for mark in self.marks:
            mark.set_turning(on)

    def _end_thinking_marks(self) -> None:
        for mark in self.marks:
            mark.stop()
        self.status.hide()
        self._words = None

    def _end_showing(self) -> None:
        if self._shown is not None:
            self.showingChanged.emit(False)
        self._shown = None
        self._show_timer.stop()
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
            QTimer.singleShot(0, self.skip_wait)
            return True
        if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) and isinstance(event, QKeyEvent):
            if event.modifiers() & COMMAND_MODIFIERS or not self._in_window(watched) or is_command_key(event):
                return False  # the key keeps its own meaning (undo, a hint, the rules reference …)
            if kind == QEvent.Type.ShortcutOverride:
                event.accept()  # the key comes as a key press, not as the shortcut it would be
            else:
                QTimer.singleShot(0, self.skip_wait)
            return True
        return False

    def _in_window(self, watched: QObject) -> bool:
        return isinstance(watched, QWidget) and watched.window() is self.window
