"""What online play remembers between runs besides the session itself: whether a session is kept (so that a
program that was never signed in starts no network at all) and which room's game is on the table (so that the
table's game, resumed from the autosave, is linked to its room again).

``online.json`` in the online folder, written atomically; no secret in it (the token is the credential
store's). A file that cannot be read counts as empty.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

from ...session.persistence import write_atomically

FILE_NAME = "online.json"


@dataclass(frozen=True)
class Remembered:
    signed_in: bool = False
    user_id: str = ""
    homeserver: str = ""  # as the player typed it, for the sign-in form next time
    storage: str = ""  # where the session is kept: "keyring" or "file"
    table_room: str = ""  # the room whose game is on the table ("" for none)


def read_remembered(directory: Path) -> Remembered:
    try:
        data = json.loads((directory / FILE_NAME).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Remembered()
    if not isinstance(data, dict):
        return Remembered()
    fields = {key: value for key, value in data.items() if key in Remembered.__dataclass_fields__}
    try:
        found = Remembered(**fields)
    except TypeError:
        return Remembered()
    if not isinstance(found.signed_in, bool) or not all(
        isinstance(value, str) for value in (found.user_id, found.homeserver, found.storage, found.table_room)
    ):
        return Remembered()
    return found


def write_remembered(directory: Path, remembered: Remembered) -> None:
    """OSError if it cannot be written (the caller says so; nothing of the game depends on it)."""
    directory.mkdir(parents=True, exist_ok=True)
    write_atomically(directory / FILE_NAME, json.dumps(asdict(remembered)))
