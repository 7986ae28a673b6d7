"""Events waiting to reach the homeserver, kept on disk so that closing the program loses none.

Every move, undo request or answer and chat message goes into the outbox first, with the transaction
ID it will always be sent with, and the file is rewritten atomically before anything is sent. An entry
leaves the outbox when the room's history shows it (a move, at its index) or when the homeserver has
taken it (undo and chat, which carry no index), or when it can no longer be sent (refused, undone).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from ..session.persistence import write_atomically


class SendStatus(StrEnum):
    QUEUED = "queued"  # waiting for the connection, or for the moves before it
    SENDING = "sending"
    SENT = "sent"  # the homeserver has it
    RETRYING = "retrying"  # the connection is lost; it goes out when the connection is back
    CONFIRMED = "confirmed"  # the room's history shows it where it belongs: it counts
    FAILED = "failed"  # refused or overtaken; it is not sent again


@dataclass(frozen=True)
class OutboxEntry:
    room_id: str
    event_type: str
    content: dict[str, Any]
    transaction_id: str
    index: int | None = None  # a move's index in the record
    generation: int = 0  # the accepted undos when the move was made


class Outbox:
    """The entries of one account, in the order they were made; ``path`` holds them between runs."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.entries: list[OutboxEntry] = self._read()

    def _read(self) -> list[OutboxEntry]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError):
            return []
        entries = []
        for item in data if isinstance(data, list) else []:
            try:
                entries.append(OutboxEntry(**item))
            except TypeError:
                continue  # written by another version of this file: not ours to send
        return entries

    def _write(self) -> None:
        write_atomically(self.path, json.dumps([asdict(e) for e in self.entries], ensure_ascii=False))

    def add(self, entry: OutboxEntry) -> None:
        if any(e.transaction_id == entry.transaction_id for e in self.entries):
            return
        self.entries.append(entry)
        self._write()

    def remove(self, entry: OutboxEntry) -> None:
        if entry in self.entries:
            self.entries.remove(entry)
            self._write()

    def moves_for(self, room_id: str) -> list[OutboxEntry]:
        return [e for e in self.entries if e.room_id == room_id and e.index is not None]
