"""What the online client tells and refuses, as plain values: the notes of ``client.GameClient`` (its one
callback's argument), the state of its connection, the summaries of games and invitations, why an operation was
refused. No I/O and no network library: the interface imports them freely."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..engine import Action, GameRecord, Rejection
from .outbox import SendStatus
from .protocol import Problem
from .room_game import Outcome, UndoRequest

MAX_CHAT_CHARACTERS = 2000


class Storage(StrEnum):
    """Where a signed-in session's token is kept (``credentials``)."""

    KEYRING = "keyring"
    FILE = "file"


class SendState(StrEnum):
    """How the player's moves are doing, all together: what the table says about them."""

    NONE = ""  # nothing sent in this game yet
    SENDING = "sending"
    SENT = "sent"  # every move made here is with the homeserver (or in the room)
    RETRYING = "retrying"  # the connection is lost: the moves wait and go out when it is back


class Mended(StrEnum):
    """Why the table was read again from the room."""

    REFUSED = "refused"  # a move of the player's was refused: it is not in the game
    UNDONE = "undone"  # the room's record is shorter: an undo was accepted
    ELSEWHERE = "elsewhere"  # a move of the player's account made on another computer
    LOCAL_UNDO = "local_undo"  # a move was taken back here: online, undo asks the opponent
    DIVERGED = "diverged"  # the table and the room disagreed


class ConnectionState(StrEnum):
    SIGNED_OUT = "signed_out"
    CONNECTING = "connecting"
    CONNECTED = "connected"
    RETRYING = "retrying"  # the connection is lost (offline, no answer, the server's trouble): retrying
    SESSION_ENDED = "session_ended"  # the homeserver refused the access token (expired, signed out elsewhere)


class RefusalKind(StrEnum):
    """Why the client refused an operation before sending anything."""

    NOT_SIGNED_IN = "not_signed_in"
    NO_SUCH_GAME = "no_such_game"
    NOT_YOUR_TURN = "not_your_turn"
    WRONG_INDEX = "wrong_index"
    ILLEGAL = "illegal"
    NOTHING_TO_UNDO = "nothing_to_undo"
    MOVES_WAITING = "moves_waiting"  # an undo while moves of this game are still on their way
    NO_UNDO_REQUEST = "no_undo_request"
    TEXT_TOO_LONG = "text_too_long"
    NOT_A_USER_ID = "not_a_user_id"


class Refusal(Exception):
    def __init__(self, kind: RefusalKind, detail: str = "", rejection: Rejection | None = None) -> None:
        super().__init__(f"{kind.value}: {detail}" if detail else kind.value)
        self.kind = kind
        self.detail = detail
        self.rejection = rejection


@dataclass(frozen=True)
class RetryPolicy:
    """Waits between attempts while the homeserver cannot be reached: doubling from ``first`` to ``longest``."""

    first: float = 1.0
    longest: float = 30.0

    def after(self, delay: float) -> float:
        return min(self.longest, delay * 2)


DEFAULT_RETRY = RetryPolicy()


@dataclass(frozen=True)
class ChatMessage:
    event_id: str
    sender: str
    body: str  # plain text: show it as such
    timestamp_ms: int


@dataclass(frozen=True)
class Invitation:
    room_id: str
    inviter: str
    room_name: str


@dataclass(frozen=True)
class GameSummary:
    room_id: str
    names: tuple[str, str]
    seats: tuple[str, str]  # Matrix IDs
    my_seat: int
    seat_to_move: int | None  # None when the game is over
    totals: tuple[int, int] | None  # the final scores by seat once the game is over, else None
    opponent_id: str
    opponent_name: str  # the opponent's Matrix display name (their ID if they have none)
    opponent_presence: str  # "online", "unavailable", "offline" (unknown counts as offline)
    opponent_last_move_ms: int | None
    pending_undo: UndoRequest | None
    moves_waiting: int  # this player's moves in the outbox, not yet in the room


# ---- notes ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ConnectionChanged:
    state: ConnectionState
    detail: str = ""  # a technical note in English (the error), for logs
    retry_seconds: float = 0.0


@dataclass(frozen=True)
class SignedIn:
    user_id: str
    homeserver: str
    storage: Storage  # where the session is kept
    resumed: bool = False  # the session kept from an earlier run, not a new sign-in


@dataclass(frozen=True)
class SignedOut:
    pass


@dataclass(frozen=True)
class GameLoaded:
    """A game rebuilt from its room's whole history: the record is the game (the moves queued here are
    not in it yet; ``moves_waiting`` says how many)."""

    room_id: str
    record: GameRecord | None  # None: the room holds no playable game (``problems`` says why)
    my_seat: int | None
    problems: tuple[Problem, ...]
    chat: tuple[ChatMessage, ...]
    pending_undo: UndoRequest | None
    moves_waiting: tuple[Action, ...]


@dataclass(frozen=True)
class GameChanged:
    """One live event's effect on a game (a move counted, an undo asked or answered, an event ignored)."""

    room_id: str
    outcome: Outcome


@dataclass(frozen=True)
class SendStatusChanged:
    room_id: str
    transaction_id: str
    event_type: str
    index: int | None
    status: SendStatus
    detail: str = ""


@dataclass(frozen=True)
class ChatReceived:
    room_id: str
    message: ChatMessage


@dataclass(frozen=True)
class GamesChanged:
    games: tuple[GameSummary, ...]


@dataclass(frozen=True)
class InvitationsChanged:
    invitations: tuple[Invitation, ...]


Note = (
    ConnectionChanged
    | SignedIn
    | SignedOut
    | GameLoaded
    | GameChanged
    | SendStatusChanged
    | ChatReceived
    | GamesChanged
    | InvitationsChanged
)
