"""Game ▸ Play a friend online…: sign in to a Matrix homeserver, invite a friend, join an invitation, open a game.

The dialog is not modal: the table stays playable behind it, and everything it asks of the homeserver comes
back later (the service's signals). It says where the session is kept (the system keyring, or a file only
the player can read), and that the moves are not end-to-end encrypted. The invitation offers the choices a
new game has: the two names, who starts, the component table and the rules revision. Text from the network
(names, Matrix IDs, the homeserver's errors) is shown as plain text.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal, SignalInstance
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import BUILT_IN, CURRENT_RULES_REVISION, Components
from ...i18n.forms import greek
from ...i18n.person_names import guess_gender
from ...online import GameSummary, Invitation
from ...online.protocol import is_matrix_user_id
from ..dialogs.new_game import GENDER_CHOICES, GENDER_WORDS, MAX_NAME
from .dock import plain_label
from .games_menu import game_name, in_order, whose_move
from .words import OnlineCounts

DEFAULT_HOMESERVER = "matrix.org"
RULES_REVISIONS = (CURRENT_RULES_REVISION, *(r for r in (2, 1) if r != CURRENT_RULES_REVISION))
ROOM_ROLE = Qt.ItemDataRole.UserRole


@dataclass(frozen=True)
class InviteChoice:
    friend: str  # their Matrix ID
    names: tuple[str, str]  # (mine, the friend's)
    i_start: bool
    components: Components
    rules_revision: int
    genders: tuple[str, str] = ("masculine", "masculine")  # (mine, the friend's): the record's values


def local_part(user_id: str) -> str:
    """The name part of a Matrix ID ("@ann:example.org" → "ann"), a name to start from."""
    return user_id[1:].partition(":")[0][:MAX_NAME] if user_id.startswith("@") else user_id[:MAX_NAME]


class InviteForm(QWidget):
    inviteRequested = Signal(object)  # an InviteChoice

    def __init__(self, own_table: Components, rng: random.Random | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._own_table = own_table
        self._random_starter = (rng or random.Random()).randrange(2)
        self.me = ""
        self.friend = QLineEdit()
        self.friend.setObjectName("OnlineFriend")
        self.my_name = QLineEdit()
        self.friend_name = QLineEdit()
        for edit in (self.my_name, self.friend_name):
            edit.setMaxLength(MAX_NAME)
        # Each name's grammatical gender, as the New game dialog asks it (Greek gives every name its article):
        # guessed from the name until the player picks one.
        self.my_gender = self._gender_box(0)
        self.friend_gender = self._gender_box(1)
        self._chosen: set[int] = set()
        self.starter = QComboBox()
        self.table = QComboBox()
        self.revision = QComboBox()
        self.revision.addItems([""] * len(RULES_REVISIONS))
        self.table.addItems(["", ""])
        self.starter.addItems(["", "", ""])
        self.invite_button = QPushButton()
        self.invite_button.setObjectName("OnlineInviteButton")
        self.invite_button.clicked.connect(self._invite)
        self.labels = [QLabel() for _ in range(6)]
        form = QFormLayout()
        form.addRow(self.labels[0], self.friend)
        form.addRow(self.labels[1], self._name_row(self.my_gender, self.my_name))
        form.addRow(self.labels[2], self._name_row(self.friend_gender, self.friend_name))
        for label, field in zip(self.labels[3:], (self.starter, self.table, self.revision), strict=True):
            form.addRow(label, field)
        self.problem = plain_label("OnlineInviteProblem")
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.invite_button, 0, Qt.AlignmentFlag.AlignRight)
        layout.addStretch(1)
        for edit in (self.friend, self.my_name, self.friend_name):
            edit.textChanged.connect(self._update)
        self.retranslate_ui()

    def _gender_box(self, row: int) -> QComboBox:
        box = QComboBox()
        box.setObjectName(("OnlineMyGender", "OnlineFriendGender")[row])
        box.addItems([""] * len(GENDER_CHOICES))
        box.activated.connect(lambda _index: self._chosen.add(row))  # the player's own pick, not a guess
        return box

    @staticmethod
    def _name_row(gender: QComboBox, edit: QLineEdit) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(gender)
        row.addWidget(edit, 1)
        return row

    def genders(self) -> tuple[str, str]:
        """The two names' genders (mine, the friend's), as chosen or guessed: the values a record keeps."""
        return GENDER_CHOICES[self.my_gender.currentIndex()].value, GENDER_CHOICES[
            self.friend_gender.currentIndex()
        ].value

    def set_me(self, user_id: str) -> None:
        self.me = user_id
        self._update()

    def names(self) -> tuple[str, str]:
        mine = self.my_name.text().strip() or local_part(self.me)
        friend = self.friend_name.text().strip() or local_part(self.friend.text().strip())
        return mine, friend

    def _update(self) -> None:
        mine, friend = self.names()
        self.my_name.setPlaceholderText(mine)
        self.friend_name.setPlaceholderText(friend)
        for row, (name, box) in enumerate(((mine, self.my_gender), (friend, self.friend_gender))):
            if row not in self._chosen and name:
                box.setCurrentIndex(GENDER_CHOICES.index(guess_gender(name)))
        friend_id = self.friend.text().strip()
        problem = ""
        if friend_id and not is_matrix_user_id(friend_id):
            problem = QCoreApplication.translate("Online", "A Matrix ID looks like @name:example.org.")
        elif friend_id and friend_id == self.me:
            problem = QCoreApplication.translate("Online", "That is your own Matrix ID: invite somebody else.")
        elif friend_id and (not mine or not friend or mine == friend):
            problem = QCoreApplication.translate("Online", "The two players need different names.")
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.invite_button.setEnabled(bool(friend_id) and not problem)

    def choice(self) -> InviteChoice:
        pick = self.starter.currentIndex()
        i_start = self._random_starter == 0 if pick == 2 else pick == 0
        components = self._own_table if self.table.currentIndex() == 0 else BUILT_IN
        return InviteChoice(
            self.friend.text().strip(),
            self.names(),
            i_start,
            components,
            RULES_REVISIONS[self.revision.currentIndex()],
            self.genders(),
        )

    def _invite(self) -> None:
        if self.invite_button.isEnabled():
            self.inviteRequested.emit(self.choice())

    def retranslate_ui(self) -> None:
        texts = (
            QCoreApplication.translate("Online", "Friend's Matrix ID:"),
            QCoreApplication.translate("Online", "Your name:"),
            QCoreApplication.translate("Online", "Friend's name:"),
            QCoreApplication.translate("Online", "Start player:"),
            QCoreApplication.translate("Online", "Component table:"),
            QCoreApplication.translate("Online", "Rules:"),
        )
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        self.friend.setPlaceholderText(QCoreApplication.translate("Online", "@name:example.org"))
        for box in (self.my_gender, self.friend_gender):
            for index, gender in enumerate(GENDER_CHOICES):
                box.setItemText(index, QCoreApplication.translate("NewGameDialog", GENDER_WORDS[gender]))
            box.setToolTip(
                QCoreApplication.translate(
                    "NewGameDialog", "The name's gender, for the article Greek gives it: «ο Νίκος», «η Μαρία»."
                )
            )
            box.setVisible(greek())
        self.starter.setItemText(0, QCoreApplication.translate("Online", "You start"))
        self.starter.setItemText(1, QCoreApplication.translate("Online", "Your friend starts"))
        self.starter.setItemText(2, QCoreApplication.translate("Online", "Random"))
        self.table.setItemText(0, QCoreApplication.translate("Online", "Your component table (Game ▸ Component data…)"))
        self.table.setItemText(1, QCoreApplication.translate("Online", "The built-in table"))
        for index, revision in enumerate(RULES_REVISIONS):
            current = revision == CURRENT_RULES_REVISION
            text = (
                QCoreApplication.translate("Online", "Revision {n} (current)")
                if current
                else QCoreApplication.translate("Online", "Revision {n}")
            )
            self.revision.setItemText(index, text.format(n=revision))
        self.invite_button.setText(QCoreApplication.translate("Online", "Send the invitation"))
        self._update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class OnlineDialog(QDialog):
    signInRequested = Signal(str, str, str)  # homeserver, user, password
    singleSignOnRequested = Signal(str)  # homeserver
    loginFlowsRequested = Signal(str)  # homeserver: which ways of signing in it offers
    signOutRequested = Signal()
    inviteRequested = Signal(object)  # InviteChoice
    joinRequested = Signal(str)  # room ID
    declineRequested = Signal(str)  # room ID
    openRequested = Signal(str)  # room ID

    def __init__(
        self, directory: Path, own_table: Components, homeserver: str = "", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("OnlineDialog")
        self.directory = directory
        self.intro = plain_label("OnlineIntro")
        self.account_box = self._build_account_box(homeserver)
        self.tabs = self._build_games_tabs(own_table)
        self.close_buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.account_box)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.close_buttons)
        self._connect_gestures()
        self.user_id = ""
        self.storage = ""
        self._busy = False
        self._games: tuple[GameSummary, ...] = ()
        self._invitations: tuple[Invitation, ...] = ()
        self.resize(620, 560)
        self.retranslate_ui()
        self.show_signed_out()

    def _build_account_box(self, homeserver: str) -> QGroupBox:
        """The account: signing in (the homeserver, the user, the password, single sign-on) or who is signed in
        and where the keys are kept; under it, the connection and the last message."""
        self.server = QLineEdit(homeserver or DEFAULT_HOMESERVER)
        self.server.setObjectName("OnlineServer")
        self.user = QLineEdit()
        self.user.setObjectName("OnlineUser")
        self.password = QLineEdit()
        self.password.setObjectName("OnlinePassword")
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.sign_in_button = QPushButton()
        self.sign_in_button.setObjectName("OnlineSignIn")
        self.sso_button = QPushButton()
        self.sso_button.setObjectName("OnlineSingleSignOn")
        self.sso_button.hide()  # until the homeserver says it offers single sign-on
        self.sign_in_labels = [QLabel() for _ in range(3)]
        signed_out = QWidget()
        form = QFormLayout()
        for label, field in zip(self.sign_in_labels, (self.server, self.user, self.password), strict=True):
            form.addRow(label, field)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.sso_button)
        buttons.addWidget(self.sign_in_button)
        out_layout = QVBoxLayout(signed_out)
        out_layout.setContentsMargins(0, 0, 0, 0)
        out_layout.addLayout(form)
        out_layout.addLayout(buttons)
        # signed in
        self.account = plain_label("OnlineSignedInAs", bold=True)
        self.kept = plain_label("OnlineKeptWhere")
        self.sign_out_button = QPushButton()
        self.sign_out_button.setObjectName("OnlineSignOut")
        signed_in = QWidget()
        in_layout = QVBoxLayout(signed_in)
        in_layout.setContentsMargins(0, 0, 0, 0)
        in_layout.addWidget(self.account)
        in_layout.addWidget(self.kept)
        in_layout.addWidget(self.sign_out_button, 0, Qt.AlignmentFlag.AlignRight)
        self.pages = QStackedWidget()
        self.pages.addWidget(signed_out)
        self.pages.addWidget(signed_in)
        self.connection = plain_label("OnlineDialogConnection")
        self.message = plain_label("OnlineDialogMessage")
        self.message.hide()
        account_box = QGroupBox()
        box = QVBoxLayout(account_box)
        box.addWidget(self.pages)
        box.addWidget(self.connection)
        box.addWidget(self.message)
        return account_box

    def _build_games_tabs(self, own_table: Components) -> QTabWidget:
        """The games: a new invitation, the invitations received, the games under way."""
        self.invite = InviteForm(own_table)
        self.invitation_list = QTreeWidget()
        self.invitation_list.setObjectName("OnlineInvitations")
        self.invitation_list.setRootIsDecorated(False)
        self.invitation_list.setColumnCount(2)
        self.join_button = QPushButton()
        self.join_button.setObjectName("OnlineJoin")
        self.decline_button = QPushButton()
        invitations = QWidget()
        inv_layout = QVBoxLayout(invitations)
        inv_layout.addWidget(self.invitation_list)
        inv_buttons = QHBoxLayout()
        inv_buttons.addStretch(1)
        inv_buttons.addWidget(self.decline_button)
        inv_buttons.addWidget(self.join_button)
        inv_layout.addLayout(inv_buttons)
        self.game_list = QTreeWidget()
        self.game_list.setObjectName("OnlineGames")
        self.game_list.setRootIsDecorated(False)
        self.game_list.setColumnCount(3)
        self.open_button = QPushButton()
        self.open_button.setObjectName("OnlineOpen")
        games = QWidget()
        games_layout = QVBoxLayout(games)
        games_layout.addWidget(self.game_list)
        games_layout.addWidget(self.open_button, 0, Qt.AlignmentFlag.AlignRight)
        tabs = QTabWidget()
        tabs.addTab(self.invite, "")
        tabs.addTab(invitations, "")
        tabs.addTab(games, "")
        return tabs

    def _connect_gestures(self) -> None:
        """The player's gestures, as the dialog's requests."""
        self.sign_in_button.clicked.connect(self._sign_in)
        self.password.returnPressed.connect(self._sign_in)
        self.sso_button.clicked.connect(lambda: self.singleSignOnRequested.emit(self.server.text().strip()))
        self.sign_out_button.clicked.connect(self.signOutRequested.emit)
        self.invite.inviteRequested.connect(self.inviteRequested.emit)
        self.join_button.clicked.connect(lambda: self._with_room(self.invitation_list, self.joinRequested))
        self.decline_button.clicked.connect(lambda: self._with_room(self.invitation_list, self.declineRequested))
        self.open_button.clicked.connect(lambda: self._with_room(self.game_list, self.openRequested))
        self.game_list.itemActivated.connect(lambda item, _column: self.openRequested.emit(item.data(0, ROOM_ROLE)))
        for edit in (self.server, self.user, self.password):
            edit.textChanged.connect(self._update_sign_in)
        self._flows_timer = QTimer(self)
        self._flows_timer.setSingleShot(True)
        self._flows_timer.setInterval(600)  # once the player stops typing the address
        self._flows_timer.timeout.connect(lambda: self.loginFlowsRequested.emit(self.server.text().strip()))
        self.server.textChanged.connect(self._server_changed)

    # ---- the account ------------------------------------------------------------------------------------------
    def _sign_in(self) -> None:
        if self.sign_in_button.isEnabled():
            self.set_busy(True)
            self.signInRequested.emit(self.server.text().strip(), self.user.text().strip(), self.password.text())

    def _server_changed(self) -> None:
        self.sso_button.hide()  # until this homeserver says it offers single sign-on
        self._flows_timer.start()

    def _update_sign_in(self) -> None:
        ready = all(edit.text().strip() for edit in (self.server, self.user, self.password))
        self.sign_in_button.setEnabled(ready and not self._busy)

    def set_busy(self, busy: bool) -> None:
        """A sign-in is under way: its buttons wait for the answer."""
        self._busy = busy
        self.sso_button.setEnabled(not busy)
        self._update_sign_in()
        if busy:
            self.show_message(QCoreApplication.translate("Online", "Signing in…"))

    def offer_single_sign_on(self, homeserver: str, flows: list[str]) -> None:
        if homeserver == self.server.text().strip():
            self.sso_button.setVisible("m.login.sso" in flows)

    def show_signed_in(self, user_id: str, storage: str) -> None:
        self.user_id, self.storage = user_id, storage
        self.set_busy(False)
        self.password.clear()  # never kept: the session's token is
        self.pages.setCurrentIndex(1)
        self.tabs.setEnabled(True)
        self.invite.set_me(user_id)
        self.show_message("")
        self._show_account()

    def show_session_ended(self, user_id: str, homeserver: str) -> None:
        """The homeserver ended the session (expired, or signed out elsewhere): the sign-in form again, the
        account filled in, so that only the password is asked. Nothing else changes: the game on the table
        stays linked to its room, and the moves made meanwhile wait to be sent."""
        self.set_busy(False)
        if homeserver:
            self.server.setText(homeserver)
        if user_id:
            self.user.setText(user_id)
        self.password.clear()
        self.pages.setCurrentIndex(0)
        self.tabs.setEnabled(False)
        self.show_message(
            QCoreApplication.translate(
                "Online",
                "The homeserver has ended the session of {user}: type your password to sign in again. The "
                "game on the table stays, and your moves wait to be sent.",
            ).format(user=user_id)
        )
        if self.isVisible():
            self.password.setFocus()

    def show_signed_out(self) -> None:
        self.user_id, self.storage = "", ""
        self.set_busy(False)
        self.pages.setCurrentIndex(0)
        self.tabs.setEnabled(False)
        self.show_message("")
        self.show_games((), ())

    def _show_account(self) -> None:
        if not self.user_id:
            return
        self.account.setText(QCoreApplication.translate("Online", "Signed in as {user}.").format(user=self.user_id))
        if self.storage == "keyring":
            kept = QCoreApplication.translate(
                "Online",
                "Your session is kept in the system keyring; your password is kept nowhere. Sign out "
                "removes the session.",
            )
        else:
            kept = QCoreApplication.translate(
                "Online",
                "There is no system keyring here: your session is kept in a file only you can read "
                "({file}); your password is kept nowhere. Sign out removes the session.",
            ).format(file=str(self.directory / "session.json"))
        self.kept.setText(kept)

    def show_connection(self, text: str) -> None:
        self.connection.setText(text)

    def show_message(self, text: str) -> None:
        """An answer to what the player asked (a failed sign-in, an invitation sent); "" hides it."""
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def show_failure(self, text: str) -> None:
        self.set_busy(False)
        self.show_message(text)

    # ---- the games ---------------------------------------------------------------------------------------------
    def show_games(self, games: tuple[GameSummary, ...], invitations: tuple[Invitation, ...]) -> None:
        self._games, self._invitations = games, invitations
        self.game_list.clear()
        for summary in in_order(games):
            item = QTreeWidgetItem([game_name(summary), summary.opponent_id, whose_move(summary)])
            item.setData(0, ROOM_ROLE, summary.room_id)
            self.game_list.addTopLevelItem(item)
        self.invitation_list.clear()
        for invitation in invitations:
            item = QTreeWidgetItem([invitation.inviter, invitation.room_name])
            item.setData(0, ROOM_ROLE, invitation.room_id)
            self.invitation_list.addTopLevelItem(item)
        for tree in (self.game_list, self.invitation_list):
            first = tree.topLevelItem(0)
            if first is not None:
                tree.setCurrentItem(first)
            tree.resizeColumnToContents(0)
        self.open_button.setEnabled(bool(games))
        self.join_button.setEnabled(bool(invitations))
        self.decline_button.setEnabled(bool(invitations))
        self.tabs.setTabText(1, OnlineCounts().invitations(len(invitations)))

    def show_invitations(self) -> None:
        self.tabs.setCurrentIndex(1)

    @staticmethod
    def _with_room(tree: QTreeWidget, signal: SignalInstance) -> None:
        item = tree.currentItem()
        if item is not None:
            signal.emit(item.data(0, ROOM_ROLE))

    # ---- texts ----------------------------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Online", "Play online"))
        self.intro.setText(
            QCoreApplication.translate(
                "Online",
                "Play a friend on another computer, live or a move a day, over Matrix, an open messaging network. Each "
                "of you needs a Matrix account, on any homeserver (several offer them free, matrix.org among them). "
                "The game is a room on your homeservers: it is not end-to-end encrypted, so the homeservers' operators "
                "can read its moves and chat.",
            )
        )
        self.account_box.setTitle(QCoreApplication.translate("Online", "Your Matrix account"))
        texts = (
            QCoreApplication.translate("Online", "Homeserver:"),
            QCoreApplication.translate("Online", "User:"),
            QCoreApplication.translate("Online", "Password:"),
        )
        for label, text in zip(self.sign_in_labels, texts, strict=True):
            label.setText(text)
        self.user.setPlaceholderText(QCoreApplication.translate("Online", "your user name, or @name:example.org"))
        self.sign_in_button.setText(QCoreApplication.translate("Online", "Sign in"))
        self.sso_button.setText(QCoreApplication.translate("Online", "Sign in in the browser…"))
        self.sign_out_button.setText(QCoreApplication.translate("Online", "Sign out"))
        self.tabs.setTabText(0, QCoreApplication.translate("Online", "Invite a friend"))
        self.tabs.setTabText(2, QCoreApplication.translate("Online", "Your games"))
        self.invitation_list.setHeaderLabels(
            [QCoreApplication.translate("Online", "From"), QCoreApplication.translate("Online", "Game")]
        )
        self.game_list.setHeaderLabels(
            [
                QCoreApplication.translate("Online", "Game"),
                QCoreApplication.translate("Online", "Opponent"),
                QCoreApplication.translate("Online", "Whose move or the result"),
            ]
        )
        self.join_button.setText(QCoreApplication.translate("Online", "Join"))
        self.decline_button.setText(QCoreApplication.translate("Online", "Decline"))
        self.open_button.setText(QCoreApplication.translate("Online", "Play this game"))
        self._show_account()
        self.show_games(self._games, self._invitations)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
