"""The online game's dock beside the table: who the opponent is and whether they are online, whose move it is and
since when, how the player's moves are doing, the opponent's undo request to answer, notices, and the chat.

Everything that comes from the network (names, Matrix IDs, messages) is shown as plain text: labels with
the plain-text format, and a chat view that only ever appends plain text.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...online import ChatMessage
from ...online.notes import MAX_CHAT_CHARACTERS
from .words import when


def plain_label(object_name: str, bold: bool = False) -> QLabel:
    label = QLabel()
    label.setObjectName(object_name)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    if bold:
        font = label.font()
        font.setBold(True)
        label.setFont(font)
    return label


class OnlineDock(QDockWidget):
    chatSent = Signal(str)  # the text the player sends
    undoAnswered = Signal(bool)  # the player's answer to the opponent's undo request
    languageChanged = Signal()  # the words worked out elsewhere (the waiting table's) are due again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("OnlineDock")
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.opponent = plain_label("OnlineOpponent", bold=True)
        self.account = plain_label("OnlineAccount")
        self.turn = plain_label("OnlineTurn")
        self.sending = plain_label("OnlineSending")
        self.connection = plain_label("OnlineConnection")
        self.notice = plain_label("OnlineNotice")
        self.notice.hide()
        self.undo_box = self._build_undo_box()
        self.chat_title = QLabel()
        self.chat_title.setObjectName("SectionTitle")
        self.chat = QPlainTextEdit()
        self.chat.setObjectName("OnlineChat")
        self.chat.setReadOnly(True)
        self.chat.setUndoRedoEnabled(False)
        self.chat.setMaximumBlockCount(2000)
        self.entry = QLineEdit()
        self.entry.setObjectName("OnlineChatEntry")
        self.entry.setMaxLength(MAX_CHAT_CHARACTERS)
        self.entry.returnPressed.connect(self._send)
        self.send_button = QPushButton()
        self.send_button.clicked.connect(self._send)
        self.chat_state = plain_label("OnlineChatState")
        entry_row = QHBoxLayout()
        entry_row.addWidget(self.entry, 1)
        entry_row.addWidget(self.send_button)
        body = QWidget()
        layout = QVBoxLayout(body)
        for widget in (
            self.opponent,
            self.account,
            self.turn,
            self.sending,
            self.connection,
            self.notice,
            self.undo_box,
            self.chat_title,
        ):
            layout.addWidget(widget)
        layout.addWidget(self.chat, 1)
        layout.addLayout(entry_row)
        layout.addWidget(self.chat_state)
        self.setWidget(body)
        self._names: dict[str, str] = {}  # Matrix ID -> how the chat names them
        self._messages: list[ChatMessage] = []
        self._me = ""
        self.retranslate_ui()

    def _build_undo_box(self) -> QFrame:
        """The opponent's request to take a move back, with Allow and Decline; hidden until one comes."""
        self.question = plain_label("OnlineUndoQuestion")
        self.allow_button = QPushButton()
        self.decline_button = QPushButton()
        self.allow_button.clicked.connect(lambda: self._answer(True))
        self.decline_button.clicked.connect(lambda: self._answer(False))
        undo_box = QFrame()
        undo_box.setObjectName("OnlineUndoBox")
        undo_box.setFrameShape(QFrame.Shape.StyledPanel)
        box = QVBoxLayout(undo_box)
        box.addWidget(self.question)
        buttons = QHBoxLayout()
        buttons.addWidget(self.allow_button)
        buttons.addWidget(self.decline_button)
        box.addLayout(buttons)
        undo_box.hide()
        return undo_box

    # ---- what it shows ---------------------------------------------------------------------------------------
    def show_opponent(self, name: str, matrix_name: str, matrix_id: str, presence: str) -> None:
        """The opponent: their name in the game, and their Matrix name and ID, and whether they are online."""
        self.opponent.setText(
            QCoreApplication.translate("Online", "{name} · {presence}").format(name=name, presence=presence)
        )
        shown = matrix_id if matrix_name in ("", matrix_id) else f"{matrix_name} ({matrix_id})"
        self.account.setText(QCoreApplication.translate("Online", "On Matrix: {account}").format(account=shown))

    def show_turn(self, text: str) -> None:
        self.turn.setText(text)

    def show_sending(self, text: str) -> None:
        self.sending.setText(text)
        self.sending.setVisible(bool(text))

    def show_connection(self, text: str) -> None:
        self.connection.setText(text)

    def show_notice(self, text: str) -> None:
        """The latest thing the player should know (an ignored event, a mended table); "" hides it."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def ask_undo(self, text: str) -> None:
        self.question.setText(text)
        self.undo_box.show()

    def close_undo_question(self) -> None:
        self.undo_box.hide()

    def show_chat_state(self, text: str) -> None:
        self.chat_state.setText(text)
        self.chat_state.setVisible(bool(text))

    def set_chat(self, messages: tuple[ChatMessage, ...]) -> None:
        """The chat of the game now on the table, from its start."""
        self._messages = []
        self.chat.clear()
        for message in messages:
            self.add_message(message)

    def set_names(self, me: str, names: dict[str, str]) -> None:
        """Who is who in the chat: the player's Matrix ID, and the players' names in the game by Matrix ID."""
        if (me, names) != (self._me, self._names):
            self._me, self._names = me, dict(names)
            self._show_messages()

    def _show_messages(self) -> None:
        self.chat.clear()
        for message in self._messages:
            self.chat.appendPlainText(self._line(message))

    def add_message(self, message: ChatMessage) -> None:
        if any(m.event_id == message.event_id for m in self._messages[-50:]):
            return
        self._messages.append(message)
        self.chat.appendPlainText(self._line(message))

    def _line(self, message: ChatMessage) -> str:
        who = (
            QCoreApplication.translate("Online", "You")
            if message.sender == self._me
            else self._names.get(message.sender, message.sender)
        )
        return QCoreApplication.translate("Online", "{time} {name}: {text}").format(
            time=when(message.timestamp_ms), name=who, text=message.body
        )

    # ---- what the player does ----------------------------------------------------------------------------------
    def _send(self) -> None:
        text = self.entry.text().strip()
        if text:
            self.chatSent.emit(text)
            self.entry.clear()

    def _answer(self, accept: bool) -> None:
        self.undo_box.hide()
        self.undoAnswered.emit(accept)

    # ---- texts -------------------------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Online", "Online game"))
        self.chat_title.setText(QCoreApplication.translate("Online", "Chat"))
        self.entry.setPlaceholderText(QCoreApplication.translate("Online", "Your message"))
        self.send_button.setText(QCoreApplication.translate("Online", "Send"))
        self.allow_button.setText(QCoreApplication.translate("Online", "Allow"))
        self.decline_button.setText(QCoreApplication.translate("Online", "Decline"))
        self._show_messages()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self.languageChanged.emit()
        super().changeEvent(event)
