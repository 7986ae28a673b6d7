"""What online play says, in the interface's language: the connection, the moves on their way, whose move it is,
the events of a room that were ignored, the errors of the homeserver.

Everything from the network (names, Matrix IDs, messages, the homeserver's own error texts) goes into these
sentences as a value, and the widgets show the result as plain text.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject

from ...i18n.forms import Player
from ...i18n.noop import QT_TRANSLATE_NOOP
from ...online import ConnectionState, Problem, ProblemKind, Refusal, RefusalKind
from ...online.notes import Mended, SendState
from ...teaching.reasons import explain

CONTEXT = "Online"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class OnlineCounts(QObject):
    """The sentences that count something (lupdate gives numerus forms only to tr() on a QObject subclass)."""

    def retrying(self, seconds: int) -> str:
        return self.tr("The connection is lost, retrying in %n s.", "", seconds)

    def invitations(self, count: int) -> str:
        return self.tr("Invitations (%n)", "", count)

    def moves_waiting(self, count: int) -> str:
        return self.tr("%n of your moves wait to be sent.", "", count)


def when(timestamp_ms: int) -> str:
    """A time from the homeserver's clock, as this computer's clock and language say it: the time alone today."""
    moment = QDateTime.fromMSecsSinceEpoch(timestamp_ms).toLocalTime()
    locale = QLocale()
    if moment.date() == QDateTime.currentDateTime().date():
        return locale.toString(moment.time(), QLocale.FormatType.ShortFormat)
    return locale.toString(moment, QLocale.FormatType.ShortFormat)


# ---- the connection and the moves --------------------------------------------------------------------------------
def connection_text(state: str, retry_seconds: float, server: str) -> str:
    if state == ConnectionState.CONNECTING:
        return QCoreApplication.translate("Online", "Connecting to {server}…").format(server=server)
    if state == ConnectionState.CONNECTED:
        return QCoreApplication.translate("Online", "Connected to {server}.").format(server=server)
    if state == ConnectionState.RETRYING:
        return OnlineCounts().retrying(max(1, round(retry_seconds)))
    if state == ConnectionState.SESSION_ENDED:
        return QCoreApplication.translate(
            "Online",
            "The homeserver has ended your session: sign in again (Game ▸ Play a friend online…). "
            "Your moves wait and are sent then.",
        )
    return QCoreApplication.translate("Online", "Not signed in.")


def send_text(state: str) -> str:
    if state == SendState.SENDING:
        return QCoreApplication.translate("Online", "Sending your move…")
    if state == SendState.SENT:
        return QCoreApplication.translate("Online", "Your move is sent.")
    if state == SendState.RETRYING:
        return QCoreApplication.translate(
            "Online", "The connection is lost, retrying: your move waits and is sent when it is back."
        )
    return ""


def turn_text(name: str, my_turn: bool, finished: bool, last_move_ms: int | None) -> str:
    """Whose move the table waits for, with the time of the opponent's last move."""
    if finished:
        return QCoreApplication.translate("Online", "The game is over.")
    if my_turn:
        return QCoreApplication.translate("Online", "Your move.")
    if last_move_ms is None:
        return QCoreApplication.translate("Online", "Waiting for {name}'s first move.").format(name=Player(name))
    return QCoreApplication.translate("Online", "Waiting for {name}'s move (their last move: {time}).").format(
        name=Player(name), time=when(last_move_ms)
    )


def waiting_title(name: str) -> str:
    """The action bar's title while the opponent is to move."""
    return QCoreApplication.translate("Online", "Waiting for {name}'s move").format(name=Player(name))


def waiting_reason(name: str) -> str:
    """Why a gesture does nothing while the opponent is to move."""
    return QCoreApplication.translate(
        "Online", "It is {name}'s turn: their move appears on the table when they make it."
    ).format(name=Player(name))


PRESENCE = {
    "online": QT_TRANSLATE_NOOP("Online", "online"),
    "unavailable": QT_TRANSLATE_NOOP("Online", "away"),
    "offline": QT_TRANSLATE_NOOP("Online", "offline"),
}


def presence_text(presence: str) -> str:
    return tr(PRESENCE.get(presence, PRESENCE["offline"]))


def mended_text(why: str) -> str:
    texts = {
        Mended.REFUSED: QT_TRANSLATE_NOOP(
            "Online",
            "Your last move could not be sent to the game: the table shows "
            "the game as it stands in the room. Make your move again.",
        ),
        Mended.ELSEWHERE: QT_TRANSLATE_NOOP(
            "Online", "You made a move in this game on another computer: the table shows it."
        ),
        Mended.LOCAL_UNDO: QT_TRANSLATE_NOOP(
            "Online",
            "In an online game, Undo asks your opponent to take back "
            "your last move once it is in the room, and none is there "
            "now: the table shows the game as it stands in the room.",
        ),
        Mended.DIVERGED: QT_TRANSLATE_NOOP("Online", "The table shows the game as it stands in the room."),
    }
    return tr(texts.get(Mended(why), texts[Mended.DIVERGED]))


# ---- events of a room that were ignored ----------------------------------------------------------------------------
PROBLEMS = {
    ProblemKind.NOT_SEATED: QT_TRANSLATE_NOOP(
        "Online", "{sender} is in the game's room but does not play in this game: their event was ignored."
    ),
    ProblemKind.CHAT_NOT_SEATED: QT_TRANSLATE_NOOP(
        "Online", "A message from {sender}, who is not playing this game, was not shown."
    ),
    ProblemKind.OUT_OF_TURN: QT_TRANSLATE_NOOP(
        "Online", "{sender} sent a move while it was not their turn: it was ignored."
    ),
    ProblemKind.OUT_OF_ORDER: QT_TRANSLATE_NOOP("Online", "{sender} sent a move out of order: it was ignored."),
    ProblemKind.ILLEGAL: QT_TRANSLATE_NOOP(
        "Online", "{sender} sent a move the rules do not allow here, and it was ignored. {reason}"
    ),
    ProblemKind.MALFORMED: QT_TRANSLATE_NOOP(
        "Online", "{sender} sent an event this program cannot read as a move of the game: it was ignored."
    ),
    ProblemKind.TOO_LARGE: QT_TRANSLATE_NOOP(
        "Online", "{sender} sent an event far larger than any move: it was ignored."
    ),
    ProblemKind.FORGED_SETUP: QT_TRANSLATE_NOOP(
        "Online", "{sender} sent a new setup for this game: it was ignored; the game is the one set up at the start."
    ),
    ProblemKind.BAD_SETUP: QT_TRANSLATE_NOOP(
        "Online", "The setup of this game cannot be read: the room holds no game this program can play."
    ),
    ProblemKind.NEWER_PROTOCOL: QT_TRANSLATE_NOOP(
        "Online", "This game was set up by a newer version of the program: install the newer version to play it."
    ),
    ProblemKind.GAME_OVER: QT_TRANSLATE_NOOP(
        "Online", "{sender} sent a move after the end of the game: it was ignored."
    ),
    ProblemKind.UNDO_INVALID: QT_TRANSLATE_NOOP(
        "Online", "{sender} sent an undo request or answer that does not fit the game: it was ignored."
    ),
}
UNCHANGED = QT_TRANSLATE_NOOP("Online", "Your game is unchanged.")


def problem_text(problem: Problem, sender_name: str) -> str:
    """What the player is told about an ignored event ("" for a resend of a move already counted: nothing
    happened). ``sender_name``: the opponent's name for their events, else the sender's Matrix ID."""
    if problem.kind is ProblemKind.DUPLICATE:
        return ""
    reason = explain(problem.rejection) if problem.rejection is not None else ""
    text = tr(PROBLEMS[problem.kind]).format(sender=sender_name, reason=reason).strip()
    if problem.kind in (ProblemKind.BAD_SETUP, ProblemKind.NEWER_PROTOCOL, ProblemKind.CHAT_NOT_SEATED):
        return text  # no game to keep, or only a chat message
    return f"{text} {tr(UNCHANGED)}"


# ---- what went wrong with an operation ------------------------------------------------------------------------------
REFUSALS = {
    RefusalKind.NOT_SIGNED_IN: QT_TRANSLATE_NOOP("Online", "You are not signed in."),
    RefusalKind.NO_SUCH_GAME: QT_TRANSLATE_NOOP("Online", "This game is not among your online games."),
    RefusalKind.NOT_YOUR_TURN: QT_TRANSLATE_NOOP("Online", "It is not your turn in this game."),
    RefusalKind.WRONG_INDEX: QT_TRANSLATE_NOOP("Online", "The move does not follow the game as it stands."),
    RefusalKind.ILLEGAL: QT_TRANSLATE_NOOP("Online", "The rules do not allow this move here."),
    RefusalKind.NOTHING_TO_UNDO: QT_TRANSLATE_NOOP("Online", "You have made no move to take back yet."),
    RefusalKind.MOVES_WAITING: QT_TRANSLATE_NOOP(
        "Online", "Your last move is still on its way: ask for the undo once it is sent."
    ),
    RefusalKind.NO_UNDO_REQUEST: QT_TRANSLATE_NOOP("Online", "There is no undo request to answer."),
    RefusalKind.TEXT_TOO_LONG: QT_TRANSLATE_NOOP("Online", "The message is too long: write it in several parts."),
    RefusalKind.NOT_A_USER_ID: QT_TRANSLATE_NOOP(
        "Online", "That is not a Matrix ID of somebody else: it looks like @name:example.org."
    ),
}
MATRIX_ERRORS = {
    "M_FORBIDDEN": QT_TRANSLATE_NOOP(
        "Online", "The homeserver refused: the user name or the password is wrong, or this is not allowed."
    ),
    "M_USER_DEACTIVATED": QT_TRANSLATE_NOOP("Online", "This account has been deactivated on its homeserver."),
    "M_LIMIT_EXCEEDED": QT_TRANSLATE_NOOP("Online", "The homeserver asks to wait a little: try again in a moment."),
    "M_UNKNOWN_TOKEN": QT_TRANSLATE_NOOP("Online", "The homeserver has ended your session: sign in again."),
    "M_NOT_FOUND": QT_TRANSLATE_NOOP("Online", "The homeserver does not know this user or room."),
    "M_UNRECOGNIZED": QT_TRANSLATE_NOOP("Online", "This server does not answer as a Matrix homeserver does."),
}


def error_text(error: object) -> str:
    """An operation's failure, for the player: a refusal here, the homeserver's no, or no homeserver at all."""
    from ...online.matrix_api import MatrixError, NetworkError  # loaded with the service that failed

    if isinstance(error, Refusal):
        return tr(REFUSALS[error.kind])
    if isinstance(error, MatrixError):
        known = MATRIX_ERRORS.get(error.errcode)
        if known is not None:
            return tr(known)
        return QCoreApplication.translate("Online", "The homeserver refused ({code}): {message}").format(
            code=error.errcode or error.status, message=error.message
        )
    if isinstance(error, NetworkError):
        return QCoreApplication.translate(
            "Online", "The homeserver cannot be reached: check the address and the connection. ({detail})"
        ).format(detail=str(error))
    if isinstance(error, TimeoutError):
        return QCoreApplication.translate(
            "Online", "The browser did not come back from the sign-in page in time: try again."
        )
    return QCoreApplication.translate("Online", "Something went wrong: {detail}").format(detail=str(error))
