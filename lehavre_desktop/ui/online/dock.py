"""The online game's dock beside the table: who the opponent is and whether they are online, whose move it is and
since when, how the player's moves are doing, the opponent's undo request to answer, notices, and the chat.

Beside the table it is one column; under it (a tall window, ``DockPlacer``) the news and the chat are two columns
side by side, so that a short band holds them.

Everything that comes from the network (names, Matrix IDs, messages) is shown as plain text: labels with
the plain-text format, and a chat view that only ever appends plain text.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
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


class ChatEntry(QLineEdit):
    """The chat's line: Return sends it, even where the window's Return confirms the move on the table (the window's
    shortcut would take the key from it while the window is active)."""

    def event(self, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            event.accept()
            return True
        return super().event(event)


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
        self.entry = ChatEntry()
        self.entry.setObjectName("OnlineChatEntry")
        self.entry.setMaxLength(MAX_CHAT_CHARACTERS)
        self.entry.returnPressed.connect(self._send)
        self.send_button = QPushButton()
        self.send_button.clicked.connect(self._send)
        self.chat_state = plain_label("OnlineChatState")
        entry_row = QHBoxLayout()
        entry_row.addWidget(self.entry, 1)
        entry_row.addWidget(self.send_button)
        news = QVBoxLayout()
        news.setContentsMargins(0, 0, 0, 0)
        for widget in (self.opponent, self.account, self.turn, self.sending, self.connection, self.notice):
            news.addWidget(widget)
        news.addWidget(self.undo_box)
        news.addStretch(0)
        talk = QVBoxLayout()
        talk.setContentsMargins(0, 0, 0, 0)
        talk.addWidget(self.chat_title)
        talk.addWidget(self.chat, 1)
        talk.addLayout(entry_row)
        talk.addWidget(self.chat_state)
        body = QWidget()
        self._columns = QBoxLayout(QBoxLayout.Direction.TopToBottom, body)
        self._columns.addLayout(news, 0)
        self._columns.addLayout(talk, 1)
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

    @property
    def side_by_side(self) -> bool:
        """The news and the chat in two columns (the dock under the table)."""
        return self._columns.direction() == QBoxLayout.Direction.LeftToRight

    def set_side_by_side(self, on: bool) -> None:
        self._columns.setDirection(QBoxLayout.Direction.LeftToRight if on else QBoxLayout.Direction.TopToBottom)
        self._columns.setStretch(0, 1 if on else 0)
        self._columns.setStretch(1, 2 if on else 1)

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


class TableBody(Protocol):
    def table_scale(self, width: int, height: int) -> float: ...


DOCK_BELOW_MIN = 200  # the least height of the dock under the table: the news beside a few lines of chat
DOCK_BELOW_MAX = 0.5  # of the room: the dock under the table never takes more
BELOW_STEP = 10
SEPARATOR = 6  # the main window's splitter between the dock and the table (about)


def dock_height_below(body: TableBody, width: int, height: int) -> int:
    """The dock's height under a table body in a room of ``width`` by ``height``: as much as leaves the table as
    large as it is with the least dock (the table fills its width, the dock the band the table leaves)."""
    best = body.table_scale(width, height - DOCK_BELOW_MIN - SEPARATOR)
    for dock in range(round(height * DOCK_BELOW_MAX), DOCK_BELOW_MIN, -BELOW_STEP):
        if body.table_scale(width, height - dock - SEPARATOR) >= best - 1e-4:
            return dock
    return DOCK_BELOW_MIN


class DockPlacer(QObject):
    """Puts the dock where it takes least from the table: beside it, or, in a tall window where the table beside
    the dock would leave a wide empty band above and below it, under it (its two columns side by side). It places
    the dock when it is shown and when the window's size changes, until the player moves the dock themselves."""

    def __init__(self, window: QMainWindow, dock: OnlineDock, body: TableBody) -> None:
        super().__init__(dock)
        self.window = window
        self.dock = dock
        self.body = body
        self.chosen_by_player = False
        self._placing = False
        self._posted = False
        dock.dockLocationChanged.connect(self._on_moved)
        dock.visibilityChanged.connect(lambda shown: self.post() if shown else None)
        window.installEventFilter(self)

    def room(self) -> tuple[int, int]:
        """The window's room for the table and the dock together."""
        central = self.window.centralWidget()
        room = central.geometry() if central is not None else self.window.rect()
        if self.dock.isVisible() and not self.dock.isFloating():
            room = room.united(self.dock.geometry())
        return room.width(), room.height()

    def choice(self) -> tuple[Qt.DockWidgetArea, int]:
        """Where the dock goes, and its height there if under the table (0 beside it)."""
        width, height = self.room()
        beside = self.body.table_scale(width - self.dock.sizeHint().width() - SEPARATOR, height)
        below_height = dock_height_below(self.body, width, height)
        below = self.body.table_scale(width, height - below_height - SEPARATOR)
        if below > beside:
            return Qt.DockWidgetArea.BottomDockWidgetArea, below_height
        return Qt.DockWidgetArea.RightDockWidgetArea, 0

    def post(self) -> None:
        """Place the dock once the window has its size (after the events of the change that asked for it)."""
        if not self._posted:
            self._posted = True
            QTimer.singleShot(0, self.place)

    def place(self) -> None:
        self._posted = False
        dock = self.dock
        if self.chosen_by_player or not dock.isVisible() or dock.isFloating():
            return
        area, height = self.choice()
        dock.set_side_by_side(area == Qt.DockWidgetArea.BottomDockWidgetArea)  # first: the height it may take
        self._placing = True
        try:
            if self.window.dockWidgetArea(dock) != area:
                self.window.addDockWidget(area, dock)
                self.post()  # its height once the window has laid it out there (before, resizing it is lost)
            elif height:
                self.window.resizeDocks([dock], [height], Qt.Orientation.Vertical)
        finally:
            self._placing = False

    def _on_moved(self, area: Qt.DockWidgetArea) -> None:
        if not self._placing:
            self.chosen_by_player = True
            self.dock.set_side_by_side(
                area in (Qt.DockWidgetArea.BottomDockWidgetArea, Qt.DockWidgetArea.TopDockWidgetArea)
            )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Resize:
            self.post()
        return False
