"""Why the computer made its last move, from its own search: in the teaching panel, or on request.

The computer's thinker tells, before the turn's actions, what its search expected from the move
and the best one it rejected (``Thinker.explained``: the position planned from and an
``ai.Explanation``). Those reasons belong to that turn once it is on the table, and only while it
is the latest one: they are said (``prose.move_explained``) after the move is played, not while it
is still being shown, and they go as soon as the player moves on (an action of theirs), or the turn
is undone, or another game starts. The teaching panel shows them in a box of its own; outside
teaching mode the player asks for them (View ▸ Opponent's moves ▸ Why this move?, or the
computer's lines in the game log), and a small window shows them until the player moves on.
Plain text throughout: the sentences hold players' names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ..engine import PERSON_SEAT, Action, End, GameState
from ..prose.move_explained import computer_move_sentences, reasons_title
from ..session.game_session import GameSession
from ..session.thinker import Thinker

if TYPE_CHECKING:
    from ..ai import Explanation

# The explanations kept, newest last: enough for a computer that plays both seats (its next turn is explained
# before it is played, while the last one is still on the table).
KEPT = 4


def why_text() -> str:
    """The command that shows the reasons of the computer's last move."""
    return QCoreApplication.translate("MoveReasons", "Why this move?")


def why_tip() -> str:
    return QCoreApplication.translate(
        "MoveReasons", "What the computer expected from its last move, and the best move it rejected"
    )


def turn_from(actions: list[Action], index: int) -> list[Action]:
    """The actions taken from the state at ``index`` to the end of its turn (or to now, if it has not ended)."""
    turn: list[Action] = []
    for action in actions[index:]:
        turn.append(action)
        if isinstance(action, End):
            break
    return turn


class ReasonsDialog(QDialog):
    """The reasons of the computer's last move, on request: a small window that does not block the game."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("MoveReasonsDialog")
        self.setModal(False)
        self.heading = QLabel()  # the title again, for a window manager that shows none
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.text = QLabel()
        self.text.setObjectName("MoveReasonsText")
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.text)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)

    def say(self, sentences: tuple[str, ...]) -> None:
        self.setWindowTitle(reasons_title())
        self.heading.setText(reasons_title())
        self.text.setText("\n".join(sentences))
        self.text.setToolTip(
            QCoreApplication.translate(
                "Hints", "Expected final scores are the search's estimates: good for comparing moves, not a promise."
            )
        )


class MoveReasons(QObject):
    """The reasons of the computer's last move while it is the latest turn, and the command that shows them."""

    changed = Signal()  # the reasons came (the move is on the table) or went (the player moved on)

    def __init__(self, session: GameSession, thinker: Thinker, window: QWidget) -> None:
        super().__init__(window)
        self.session = session
        self.window = window
        self._told: list[tuple[GameState, Explanation]] = []
        self._shown: Explanation | None = None  # the reasons said last
        self.dialog: ReasonsDialog | None = None
        self.action = QAction(window)
        self.action.setObjectName("WhyThisMove")
        self.action.triggered.connect(self.show_reasons)
        self.action.setEnabled(False)
        thinker.explained.connect(self._on_explained)
        session.gameStarted.connect(self._forget)
        session.stateChanged.connect(lambda _state, _events: self._update())
        window.installEventFilter(self)  # its language change: the command's words and the reasons again
        self.retranslate_ui()

    # ---- reading -----------------------------------------------------------------------------------------
    def current(self) -> tuple[GameState, Explanation] | None:
        """The position the computer's last turn was planned from and the reasons of its move, while that move is
        played and nothing has been done since its turn (None otherwise)."""
        states, actions = self.session.states(), self.session.actions()
        for planned, explanation in reversed(self._told):
            index = next((i for i in range(len(states) - 1, -1, -1) if states[i] is planned), None)
            if index is None:
                continue  # undone, or another game
            turn = turn_from(actions, index)
            if index + len(turn) == len(actions) and explanation.chosen.action in turn:
                return planned, explanation
        return None

    def sentences(self) -> tuple[str, ...]:
        """The reasons in the current language, for the person at the table ("you"); () when there are none."""
        found = self.current()
        if found is None:
            return ()
        planned, explanation = found
        opponent = 1 - planned.current
        reader = opponent if self.session.record().seats[opponent] == PERSON_SEAT else None
        return computer_move_sentences(explanation, planned, reader)

    def covers(self, state: GameState) -> bool:
        """Whether a step taken from ``state`` is part of the turn the reasons are about (a line of the log)."""
        found = self.current()
        if found is None:
            return False
        states, actions = self.session.states(), self.session.actions()
        index = next(i for i in range(len(states) - 1, -1, -1) if states[i] is found[0])
        return any(states[i] is state for i in range(index, index + len(turn_from(actions, index))))

    # ---- showing on request ------------------------------------------------------------------------------
    def show_reasons(self) -> None:
        """The reasons in their small window (the command, the log's menu)."""
        sentences = self.sentences()
        if not sentences:
            return
        if self.dialog is None:
            self.dialog = ReasonsDialog(self.window)
        self.dialog.say(sentences)
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()

    def log_actions(self, state: GameState) -> list[QAction]:
        """The entries the game log's menu offers on a line of a step taken from ``state``."""
        return [self.action] if self.covers(state) else []

    # ---- keeping up ----------------------------------------------------------------------------------------
    def _on_explained(self, state: object, explanation: object) -> None:
        from ..ai import Explanation  # the search's modules, once the computer has searched

        if isinstance(state, GameState) and isinstance(explanation, Explanation):
            self._told = [*self._told[-(KEPT - 1) :], (state, explanation)]
            self._update()  # nothing to say yet: the move is not on the table

    def _forget(self) -> None:
        self._told = []
        self._update()

    def _update(self) -> None:
        found = self.current()
        explanation = found[1] if found is not None else None
        self.action.setEnabled(found is not None)
        if self.dialog is not None and self.dialog.isVisible():
            if found is None:
                self.dialog.close()  # the player moved on: these reasons are history
            elif explanation is not self._shown:
                self.dialog.say(self.sentences())
        if explanation is not self._shown:
            self._shown = explanation
            self.changed.emit()

    def retranslate_ui(self) -> None:
        self.action.setText(why_text())
        self.action.setToolTip(why_tip())
        self.action.setStatusTip(why_tip())
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.say(self.sentences())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False
