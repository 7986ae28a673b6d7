"""Play a friend over Matrix: a game is a room, its history is the game.

Layers, each usable without the next:

- ``protocol``: the event types (``io.github.lehavre_desktop.setup``, ``.action``, ``.undo_request``,
  ``.undo_answer``), their content and its limits, and ``Problem`` / ``ProblemKind``: why an event was
  ignored. Pure, no I/O.
- ``room_game``: ``RoomGame`` checks each event of a room with the engine and keeps the game; ``rebuild``
  does it for a whole history. Pure.
- ``matrix_api``: the few client-server calls a game needs, over httpx (asyncio).
- ``credentials`` (the session's token: the system keyring, else a 0600 file) and ``outbox`` (what waits to
  be sent, on disk).
- ``client``: ``GameClient``, one account's games, syncing and sending, asyncio only, telling what happens
  as notes through one callback.
- ``service``: ``OnlineService``, a Qt Core object that runs a ``GameClient`` on a worker thread with its own
  event loop and gives its notes as signals in the GUI thread.

Importing the package costs nothing of the network: the layers that need httpx (``matrix_api`` and what
uses it) are imported when one of their names is first asked for, so that a window which only shows an
online game's words, or a program whose player never plays online, never loads them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .notes import (
    ChatMessage,
    ChatReceived,
    ConnectionChanged,
    ConnectionState,
    GameChanged,
    GameLoaded,
    GamesChanged,
    GameSummary,
    Invitation,
    InvitationsChanged,
    Note,
    Refusal,
    RefusalKind,
    RetryPolicy,
    SendStatusChanged,
    SignedIn,
    SignedOut,
    Storage,
)
from .outbox import SendStatus
from .protocol import (
    ACTION_TYPE,
    SETUP_TYPE,
    UNDO_ANSWER_TYPE,
    UNDO_REQUEST_TYPE,
    GameSetup,
    Problem,
    ProblemKind,
)
from .room_game import (
    ActionApplied,
    Outcome,
    ProblemFound,
    RoomGame,
    SetupAccepted,
    UndoAnswered,
    UndoRequest,
    UndoRequested,
    UndoWithdrawn,
    rebuild,
)

if TYPE_CHECKING:
    from .client import GameClient
    from .credentials import CredentialStore, system_keyring
    from .matrix_api import Credentials, MatrixApi, MatrixError, NetworkError

_LATER = {
    "client": ("GameClient",),
    "credentials": ("CredentialStore", "system_keyring"),
    "matrix_api": ("Credentials", "MatrixApi", "MatrixError", "NetworkError"),
}
_MODULE_OF = {name: module for module, names in _LATER.items() for name in names}


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


__all__ = [
    "ACTION_TYPE",
    "SETUP_TYPE",
    "UNDO_ANSWER_TYPE",
    "UNDO_REQUEST_TYPE",
    "ActionApplied",
    "ChatMessage",
    "ChatReceived",
    "ConnectionChanged",
    "ConnectionState",
    "CredentialStore",
    "Credentials",
    "GameChanged",
    "GameClient",
    "GameLoaded",
    "GameSetup",
    "GameSummary",
    "GamesChanged",
    "Invitation",
    "InvitationsChanged",
    "MatrixApi",
    "MatrixError",
    "NetworkError",
    "Note",
    "Outcome",
    "Problem",
    "ProblemFound",
    "ProblemKind",
    "Refusal",
    "RefusalKind",
    "RetryPolicy",
    "RoomGame",
    "SendStatus",
    "SendStatusChanged",
    "SetupAccepted",
    "SignedIn",
    "SignedOut",
    "Storage",
    "UndoAnswered",
    "UndoRequest",
    "UndoRequested",
    "UndoWithdrawn",
    "rebuild",
    "system_keyring",
]
