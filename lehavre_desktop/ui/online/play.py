"""Online play in the window: the service, the dialog, the games menu, the dock, the notifications, and the link
between an online game and the table (``online.table_link``).

``install_online`` is the one call the window makes. Nothing of the network is started for a player who
never signed in: the service (its worker thread, httpx, the keyring) is made when the dialog first opens,
or after the window's first frame when a session is kept from an earlier run, which then resumes, and the
game that was on the table is linked to its room again.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, QUrl
from PySide6.QtGui import QAction, QDesktopServices
from PySide6.QtWidgets import QLabel

from ... import __version__
from ...engine import End, GameEnded
from ...i18n.forms import Player
from ...online import (
    ActionApplied,
    ChatMessage,
    ConnectionState,
    GameLoaded,
    GameSummary,
    Invitation,
    Problem,
    UndoRequest,
)
from ...online.notes import Mended, SendState
from ...online.remote_seat import RemoteSeat
from ...session.persistence import online_directory
from ..raised import raised
from .dialog import InviteChoice, OnlineDialog
from .dock import DockPlacer, OnlineDock
from .games_menu import OnlineGamesMenu, game_name
from .notifier import Notifier
from .remembered import Remembered, read_remembered, write_remembered
from .words import (
    OnlineCounts,
    connection_text,
    error_text,
    mended_text,
    presence_text,
    problem_text,
    send_text,
    turn_text,
    waiting_reason,
    waiting_title,
)

if TYPE_CHECKING:
    from ...online.service import OnlineService
    from ...online.table_link import OnlineTable
    from ..main_window import MainWindow

log = logging.getLogger(__name__)

# Operations whose failure the dialog answers (the others are the table's business).
DIALOG_OPERATIONS = frozenset(
    {"sign_in", "sign_in_with_sso", "sign_in_with_token", "create_game", "join", "decline", "sign_out"}
)


class OnlinePlay(QObject):
    """Online play in one window: made by ``install_online``."""

    def __init__(self, window: MainWindow, directory: Path | None = None, keyring: bool = True) -> None:
        super().__init__(window)
        self.window = window
        self.session = window.session
        self.document = window.document
        self.turns = window.computer
        self.controller = window.controller
        self.components = window.components
        self.tell = window.tell
        self.directory = directory or online_directory()
        self.keyring = keyring
        self.remembered = read_remembered(self.directory)
        self._service: OnlineService | None = None
        self._table: OnlineTable | None = None
        self.dialog: OnlineDialog | None = None
        self.menu = OnlineGamesMenu(window)
        self.menu.openRequested.connect(self.open_game)
        self.menu.invitationsRequested.connect(self._show_invitations)
        self.play_action = QAction(window)
        self.play_action.setObjectName("PlayOnline")
        self.play_action.triggered.connect(self.open_dialog)
        self._add_to_game_menu(window)
        self.dock = OnlineDock(window)
        self.dock.hide()
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock_placer = DockPlacer(window, self.dock, window.area)
        self.dock.chatSent.connect(self._send_chat)
        self.dock.undoAnswered.connect(self._answer_undo)
        self.dock.languageChanged.connect(self.retranslate)
        self.status = QLabel()
        self.status.setObjectName("OnlineStatus")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.hide()
        window.statusBar().addPermanentWidget(self.status)
        self.notifier = Notifier(window)
        self.connection_state = ConnectionState.SIGNED_OUT.value
        self._retry_seconds = 0.0
        self._open_when_loaded: set[str] = set()  # rooms the player created or joined: on the table once read
        self._waiting_lock = False  # the table is locked by the opponent's turn
        self.turns.director.thinking.connect(self._on_thinking)
        self.turns.director.idle.connect(self._on_idle)
        # The dock's words follow the table: the opponent's move is played there after it arrived, and may end the game.
        self.session.stateChanged.connect(lambda _state, _events: self._show_table_state())
        window.installEventFilter(self)
        self.menu.show_games((), (), False, "")
        self._name_actions()
        if self.remembered.signed_in:
            window.clock.after_frame(self._resume)

    def _add_to_game_menu(self, window: MainWindow) -> None:
        """Game ▸ Play a friend online… and Game ▸ Online games, before the hint's part of the menu."""
        game = window.commands.menu("game")
        before = window.commands["hint"]
        game.insertAction(before, self.play_action)
        game.insertMenu(before, self.menu)
        game.insertSeparator(before)

    def _name_actions(self) -> None:
        self.play_action.setText(QCoreApplication.translate("Online", "Play a friend on&line…"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            QTimer.singleShot(0, self, self._shutdown_if_closed)  # the window may refuse to close (moves unsaved)
        return False

    def _shutdown_if_closed(self) -> None:
        if not self.window.isVisible():
            self.shutdown()

    # ---- the service, made on first use --------------------------------------------------------------------
    @property
    def service(self) -> OnlineService:
        if self._service is None:
            from ...online.service import OnlineService  # httpx, asyncio and the keyring only for online players
            from ...online.table_link import OnlineTable

            service = OnlineService(self.directory, keyring=self.keyring, parent=self)
            self._service = service
            self._table = OnlineTable(service, self.session, self.document, self.turns.director, self)
            self._table.undoSent.connect(self._on_undo_sent)
            self._connect(service, self._table)
        return self._service

    @property
    def table(self) -> OnlineTable | None:
        """The link between the table and its room (None until online play is first used)."""
        return self._table

    @property
    def room_on_table(self) -> str:
        return self._table.room_id or "" if self._table is not None else ""

    def _connect(self, service: OnlineService, table: OnlineTable) -> None:
        service.signedIn.connect(self._on_signed_in)
        service.signedOut.connect(self._on_signed_out)
        service.connectionChanged.connect(self._on_connection)
        service.gamesChanged.connect(lambda _games: self._show_games())
        service.invitationsChanged.connect(self._on_invitations)
        service.gameCreated.connect(self.open_game)
        service.gameLoaded.connect(self._on_loaded)
        service.moveArrived.connect(self._on_move_arrived)
        service.chatReceived.connect(self._on_chat)
        service.sendStatusChanged.connect(self._on_send_status)
        service.operationFailed.connect(self._on_failed)
        service.loginFlowsFound.connect(self._on_login_flows)
        service.ssoPageReady.connect(lambda url: QDesktopServices.openUrl(QUrl(url)))
        table.bound.connect(self._on_bound)
        table.released.connect(self._on_released)
        table.movesChanged.connect(self._show_table_state)
        table.sendStateChanged.connect(self._on_send_state)
        table.mended.connect(self._on_mended)
        table.undoAsked.connect(self._on_undo_asked)
        table.undoAnswered.connect(self._on_undo_answered)
        table.undoWithdrawn.connect(self.dock.close_undo_question)
        table.problemFound.connect(self._on_problem)
        # The table keeps the open undo request (either player's) first: Undo follows it.
        for signal in (service.undoRequested, service.undoAnswered, service.undoWithdrawn):
            signal.connect(self._update_undo)

    def _resume(self) -> None:
        self.service.resume()

    # ---- the dialog ------------------------------------------------------------------------------------------------
    def open_dialog(self) -> OnlineDialog:
        """Game ▸ Play a friend online…"""
        service = self.service
        if self.dialog is None:
            dialog = OnlineDialog(self.directory, self.components.table, self.remembered.homeserver, self.window)
            dialog.signInRequested.connect(self._sign_in)
            dialog.singleSignOnRequested.connect(self._sign_in_with_sso)
            dialog.loginFlowsRequested.connect(service.find_login_flows)
            dialog.signOutRequested.connect(service.sign_out)
            dialog.inviteRequested.connect(self._invite)
            dialog.joinRequested.connect(self._join)
            dialog.declineRequested.connect(service.decline)
            dialog.openRequested.connect(self.open_game)
            self.dialog = dialog
            if service.user_id and self.connection_state != ConnectionState.SESSION_ENDED:
                dialog.show_signed_in(service.user_id, self.remembered.storage)
            else:
                service.find_login_flows(dialog.server.text().strip())
            self._show_games()
            dialog.show_connection(self._connection_words())
            if self.connection_state == ConnectionState.SESSION_ENDED:
                self._offer_sign_in_again()
        raised(self.dialog).show()
        return self.dialog

    def _show_invitations(self) -> None:
        self.open_dialog().show_invitations()

    def _sign_in(self, homeserver: str, user: str, password: str) -> None:
        self._remember(homeserver=homeserver)
        self.service.sign_in(homeserver, user, password)

    def _sign_in_with_sso(self, homeserver: str) -> None:
        self._remember(homeserver=homeserver)
        if self.dialog is not None:
            self.dialog.set_busy(True)
            self.dialog.show_message(
                QCoreApplication.translate("Online", "Sign in on the page your browser shows; then come back here.")
            )
        self.service.sign_in_with_sso(
            homeserver, QCoreApplication.translate("Online", "You are signed in: go back to the game.")
        )

    def _invite(self, choice: InviteChoice) -> None:
        self.service.create_game(
            choice.friend,
            choice.names,
            choice.i_start,
            choice.components,
            choice.rules_revision,
            __version__,
            choice.genders,
        )
        if self.dialog is not None:
            self.dialog.show_message(
                QCoreApplication.translate("Online", "Setting up the game and inviting {friend}…").format(
                    friend=choice.friend
                )
            )

    def rematch(self) -> bool:
        """The final scores' Rematch with an online game on the table: the friend is invited to the next game, the
        start player swapped, with the same names, components and rules (a rematch on this computer alone would
        leave them out); it comes on the table once it is set up. False when the table holds no online game."""
        table, summary = self._table, self._summary()
        if table is None or table.room_id is None or summary is None:
            return False
        record = self.session.record()
        mine, theirs = table.my_seat, table.opponent_seat
        genders = None if record.genders is None else (record.genders[mine], record.genders[theirs])
        self.service.create_game(
            summary.opponent_id,
            (record.names[mine], record.names[theirs]),
            mine != 0,  # seat 0 started this game: the other seat starts the next
            record.components,
            record.rules_revision,
            __version__,
            genders,
        )
        self.tell(
            QCoreApplication.translate(
                "Online", "Setting up the rematch and inviting {name}: it comes on the table when it is ready."
            ).format(name=Player(record.names[theirs]))
        )
        return True

    def _join(self, room_id: str) -> None:
        self._open_when_loaded.add(room_id)
        self.service.join(room_id)
        if self.dialog is not None:
            self.dialog.show_message(QCoreApplication.translate("Online", "Joining the game…"))

    def _on_login_flows(self, homeserver: str, flows: object) -> None:
        if self.dialog is not None and isinstance(flows, list):
            self.dialog.offer_single_sign_on(homeserver, flows)

    # ---- signing in and out ----------------------------------------------------------------------------------------
    def _on_signed_in(self, user_id: str, storage: str) -> None:
        self._remember(signed_in=True, user_id=user_id, storage=storage)
        if self.dialog is not None:
            self.dialog.show_signed_in(user_id, storage)
        self._show_games()

    def _on_signed_out(self) -> None:
        self._remember(signed_in=False, user_id="", storage="", table_room="")
        if self._table is not None:
            self._table.release()
        if self.dialog is not None:
            self.dialog.show_signed_out()
        self._show_games()
        self.tell(
            QCoreApplication.translate("Online", "You are signed out: the session is removed from this computer.")
        )

    def _remember(self, **changes: object) -> None:
        values = {**self.remembered.__dict__, **changes}
        self.remembered = Remembered(**values)
        try:
            write_remembered(self.directory, self.remembered)
        except OSError as error:
            log.warning("the online state cannot be written: %s", error)

    def _on_connection(self, state: str, retry_seconds: float) -> None:
        ended = state == ConnectionState.SESSION_ENDED and self.connection_state != state  # not at every retranslation
        self.connection_state, self._retry_seconds = state, retry_seconds
        words = self._connection_words()
        if self.dialog is not None:
            self.dialog.show_connection(words)
            if ended:
                self._offer_sign_in_again()
        self.dock.show_connection(words)
        self._show_status()

    def _offer_sign_in_again(self) -> None:
        """The session ended: the dialog's sign-in form, the account filled in (the table is not released)."""
        if self.dialog is not None:
            user = (self._service.user_id if self._service is not None else None) or self.remembered.user_id
            self.dialog.show_session_ended(user, self.remembered.homeserver)

    def _connection_words(self) -> str:
        credentials_server = self.remembered.homeserver or self.remembered.user_id.partition(":")[2]
        return connection_text(self.connection_state, self._retry_seconds, credentials_server)

    def _on_failed(self, operation: str, error: object) -> None:
        text = error_text(error)
        log.info("online operation %s failed: %s", operation, error)
        if operation in DIALOG_OPERATIONS and self.dialog is not None:
            self.dialog.show_failure(text)
        elif operation in ("send_action", "request_undo", "answer_undo", "send_chat", "sign_in_with_token"):
            self._notice(text)
        elif operation in DIALOG_OPERATIONS:
            self.tell(text)

    # ---- games ----------------------------------------------------------------------------------------------------
    def _summaries(self) -> tuple[GameSummary, ...]:
        return self._service.games if self._service is not None else ()

    def _invitations(self) -> tuple[Invitation, ...]:
        return self._service.invitations if self._service is not None else ()

    def _show_games(self) -> None:
        signed_in = self._service is not None and self._service.user_id is not None
        self.menu.show_games(self._summaries(), self._invitations(), signed_in, self.room_on_table)
        if self.dialog is not None:
            self.dialog.show_games(self._summaries(), self._invitations())
        self._show_table_state()

    def _on_invitations(self, invitations: object) -> None:
        before = {i.room_id for i in self.menu.invitations}
        self._show_games()
        for invitation in invitations if isinstance(invitations, tuple) else ():
            if isinstance(invitation, Invitation) and invitation.room_id not in before:
                text = QCoreApplication.translate(
                    "Online", "{friend} invites you to a game (Game ▸ Play a friend online…)."
                )
                self.notifier.tell(
                    QCoreApplication.translate("Online", "An invitation to play"),
                    text.format(friend=invitation.inviter),
                )

    def open_game(self, room_id: str) -> None:
        """Put an online game on the table (from the menu or the dialog); it comes once the room is read."""
        if room_id == self.room_on_table:
            return
        self._open_when_loaded.add(room_id)
        self.service.reload(room_id)

    def _on_loaded(self, room_id: str, loaded: object) -> None:
        if not isinstance(loaded, GameLoaded) or self._table is None:
            return
        if room_id == self._table.room_id:
            self._set_chat(loaded)
            return
        if room_id in self._open_when_loaded:
            self._open_when_loaded.discard(room_id)
            self._put_on_table(room_id, loaded, keep=True)
        elif room_id == self.remembered.table_room and not self._table.room_id:
            if self._table_holds(loaded):
                self._put_on_table(room_id, loaded, keep=False)
            else:
                self._remember(table_room="")

    def _table_holds(self, loaded: GameLoaded) -> bool:
        """Whether the table's game (resumed from the autosave) is this room's: the same setup, and the moves of
        one a beginning of the other's."""
        record, table = loaded.record, self.session.record()
        if record is None:
            return False
        if (record.names, record.components, record.rules_revision) != (
            table.names,
            table.components,
            table.rules_revision,
        ):
            return False
        room = record.actions + loaded.moves_waiting
        shorter = min(len(room), len(table.actions))
        return room[:shorter] == table.actions[:shorter]

    def _put_on_table(self, room_id: str, loaded: GameLoaded, keep: bool) -> None:
        assert self._table is not None
        if loaded.record is None or loaded.my_seat is None:
            text = "  ".join(problem_text(p, p.sender) for p in loaded.problems) or QCoreApplication.translate(
                "Online", "This room holds no game you play."
            )
            self.tell(text)
            return
        try:
            self._table.open(room_id, loaded, keep)
        except OSError as error:
            self.tell(
                QCoreApplication.translate(
                    "Online",
                    "The game on the table could not be put aside ({reason}), so the online game was not opened.",
                ).format(reason=error.strerror or str(error))
            )
            return
        self._set_chat(loaded)
        if self.dialog is not None:
            self.dialog.hide()

    # ---- the table --------------------------------------------------------------------------------------------------
    def _on_bound(self, room_id: str) -> None:
        self._remember(table_room=room_id)
        self.dock.show()
        self.dock.show_notice("")
        self.dock.close_undo_question()
        self._on_send_state(self._table.send_state.value if self._table is not None else "")
        self._show_games()
        name = self._opponent_name()
        self.tell(
            QCoreApplication.translate(
                "Online", "You play {name} online: the game is the one in your room on Matrix."
            ).format(name=Player(name))
        )

    def _on_released(self) -> None:
        self._remember(table_room="")
        self.dock.hide()
        self._unlock()
        self.status.hide()
        self._show_games()
        self.window.commands["undo"].setEnabled(self.session.can_undo)  # a game of this computer's again

    def _update_undo(self) -> None:
        """Online, Undo asks the opponent to take back the player's own last move, so it is on only while there is
        one in the room to ask back: the window's own rule (any move on the table) would also let it take the
        opponent's moves off this table alone, which the room then plays again."""
        table = self._table
        if table is not None and table.room_id is not None:
            self.window.commands["undo"].setEnabled(table.can_undo)

    def _summary(self) -> GameSummary | None:
        room = self.room_on_table
        return next((s for s in self._summaries() if s.room_id == room), None)

    def _opponent_name(self) -> str:
        table = self._table
        if table is None or table.room_id is None:
            return ""
        return self.session.names[table.opponent_seat]

    def _show_table_state(self) -> None:
        table = self._table
        if table is None or table.room_id is None:
            return
        summary = self._summary()
        name = self._opponent_name()
        self._set_names()
        if summary is not None:
            self.dock.show_opponent(
                name, summary.opponent_name, summary.opponent_id, presence_text(summary.opponent_presence)
            )
        last = table.moves.last_time_ms(table.opponent_seat) or (summary.opponent_last_move_ms if summary else None)
        seat = table.seat_to_move()
        self.dock.show_turn(turn_text(name, seat == table.my_seat, seat is None, last))
        self._show_sending(table.send_state.value)
        self.menu.show_games(self._summaries(), self._invitations(), True, self.room_on_table)
        self._show_status()
        self._update_undo()

    def _show_status(self) -> None:
        table = self._table
        if table is None or table.room_id is None:
            self.status.hide()
            return
        if self.connection_state in (ConnectionState.RETRYING, ConnectionState.SESSION_ENDED):
            text = self._connection_words()
        else:
            text = self._send_words(table.send_state.value)
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def _send_words(self, state: str) -> str:
        """What the table says of the player's last move: once it is sent and the game is over, nothing (the dock
        says the game is over; "Your move is sent." would be left over from the last move)."""
        table = self._table
        if state == SendState.SENT and table is not None and table.seat_to_move() is None:
            return ""
        return send_text(state)

    def _show_sending(self, state: str) -> None:
        text = self._send_words(state)
        table = self._table
        if table is not None and table.waiting and state == SendState.RETRYING:
            text = f"{text} {OnlineCounts().moves_waiting(len(table.waiting))}"
        self.dock.show_sending(text)

    def _on_send_state(self, state: str) -> None:
        self._show_sending(state)
        self._show_status()
        self._update_undo()

    def _on_thinking(self, seat: int) -> None:
        """The opponent is to move: the table waits for their move, and says so."""
        if self._table is None or self._table.room_id is None or seat != self._table.opponent_seat:
            return
        if not isinstance(self.turns.director.seat(seat), RemoteSeat):
            return
        name = self._opponent_name()
        self.controller.lock(waiting_title(name), waiting_reason(name))
        self._waiting_lock = True
        self._show_table_state()

    def _on_idle(self) -> None:
        self._waiting_lock = False
        self._show_table_state()

    def _unlock(self) -> None:
        if self._waiting_lock:
            self._waiting_lock = False
            self.controller.unlock()

    def retranslate(self) -> None:
        """The language changed: the words of the waiting table again."""
        self._name_actions()
        if self._table is not None:
            self._on_send_state(self._table.send_state.value)
        if self._waiting_lock:
            name = self._opponent_name()
            self.controller.lock(waiting_title(name), waiting_reason(name))
        self._show_table_state()
        self._on_connection(self.connection_state, self._retry_seconds)

    # ---- news --------------------------------------------------------------------------------------------------------
    def _on_move_arrived(self, room_id: str, applied: object) -> None:
        """The opponent's turn has come whole (its end): a notification, if the player is not looking."""
        summary = next((s for s in self._summaries() if s.room_id == room_id), None)
        if summary is None or not isinstance(applied, ActionApplied) or applied.seat == summary.my_seat:
            return
        if not isinstance(applied.action, End) and not any(isinstance(e, GameEnded) for e in applied.events):
            return
        name = summary.names[1 - summary.my_seat]
        text = QCoreApplication.translate("Online", "{name} has moved in {game}.").format(
            name=Player(name), game=game_name(summary)
        )
        self.notifier.tell(QCoreApplication.translate("Online", "Your move"), text)

    def _set_chat(self, loaded: GameLoaded) -> None:
        self._set_names()
        self.dock.set_chat(loaded.chat)

    def _set_names(self) -> None:
        summary = self._summary()
        me = self._service.user_id or "" if self._service is not None else ""
        names = dict(zip(summary.seats, self.session.names, strict=True)) if summary is not None else {}
        self.dock.set_names(me, names)

    def _on_chat(self, room_id: str, message: object) -> None:
        if not isinstance(message, ChatMessage):
            return
        me = self._service.user_id if self._service is not None else None
        if room_id == self.room_on_table:
            self.dock.add_message(message)
        if message.sender != me:
            summary = next((s for s in self._summaries() if s.room_id == room_id), None)
            name = summary.names[1 - summary.my_seat] if summary is not None else message.sender
            self.notifier.tell(
                QCoreApplication.translate("Online", "A message from {name}").format(name=Player(name)),
                message.body[:200],
            )

    def _send_chat(self, text: str) -> None:
        if self.room_on_table:
            self.service.send_chat(self.room_on_table, text)

    def _on_send_status(self, room_id: str, _transaction: str, index: object, status: str) -> None:
        if room_id != self.room_on_table or index is not None:
            return
        sending = QCoreApplication.translate("Online", "Sending your message…")
        chat_words = {
            "queued": sending,
            "sending": sending,
            "retrying": QCoreApplication.translate(
                "Online", "The connection is lost, retrying: your message is sent when it is back."
            ),
            "failed": QCoreApplication.translate("Online", "Your message could not be sent."),
        }
        self.dock.show_chat_state(chat_words.get(status, ""))

    def _on_problem(self, problem: object) -> None:
        if not isinstance(problem, Problem):
            return
        log.warning("online game: an event was ignored: %s %s %s", problem.kind, problem.sender, problem.detail)
        summary = self._summary()
        sender = (
            self._opponent_name() if summary is not None and problem.sender == summary.opponent_id else problem.sender
        )
        text = problem_text(problem, sender)
        if text:
            self._notice(text)

    def _on_mended(self, why: str) -> None:
        if why != Mended.UNDONE:  # an undo agreed to: the request and its answer have said so
            self._notice(mended_text(why))

    def _notice(self, text: str) -> None:
        self.dock.show_notice(text)
        self.tell(text)

    # ---- undo -------------------------------------------------------------------------------------------------------
    def _on_undo_sent(self) -> None:
        """Edit ▸ Undo in an online game went out as a request to the opponent."""
        self._notice(
            QCoreApplication.translate(
                "Online", "You asked {name} to take back your last move: their answer comes here."
            ).format(name=Player(self._opponent_name()))
        )

    def _on_undo_asked(self, request: object) -> None:
        if not isinstance(request, UndoRequest):
            return
        name = self._opponent_name()
        text = QCoreApplication.translate(
            "Online", "{name} asks to take back their last move (with your moves after it, if any). Allow it?"
        ).format(name=Player(name))
        self.dock.show()
        self.dock.ask_undo(text)
        self.notifier.tell(QCoreApplication.translate("Online", "An undo request"), text)

    def _answer_undo(self, accept: bool) -> None:
        if self._table is not None:
            self._table.answer_undo(accept)
            name = self._opponent_name()
            self._notice(
                QCoreApplication.translate("Online", "You allowed {name} to take back their move.").format(
                    name=Player(name)
                )
                if accept
                else QCoreApplication.translate("Online", "You declined: {name}'s move stays.").format(
                    name=Player(name)
                )
            )

    def _on_undo_answered(self, accepted: bool) -> None:
        name = self._opponent_name()
        self._notice(
            QCoreApplication.translate("Online", "{name} agreed: your move is taken back.").format(name=Player(name))
            if accepted
            else QCoreApplication.translate("Online", "{name} declined to take back your move.").format(
                name=Player(name)
            )
        )

    # ---- the end ----------------------------------------------------------------------------------------------------
    def shutdown(self) -> None:
        """The window closes: the worker stops (the session stays kept, moves on their way stay in the outbox)."""
        if self._service is not None:
            self._service.shutdown()


def install_online(window: MainWindow, directory: Path | None = None, keyring: bool = True) -> OnlinePlay:
    """Online play in ``window``: Game ▸ Play a friend online… (``open_dialog``), Game ▸ Online games (``menu``), the
    dock; the window's Undo in an online game becomes a request to the opponent (``online.table_link``); the
    worker stops when the window has closed. ``directory``: the online folder (the user's data folder's by
    default); ``keyring``: False keeps the session in a file only."""
    QCoreApplication.translate("Online", "Online game")  # the dock's title, before the first language change
    return OnlinePlay(window, directory, keyring)
