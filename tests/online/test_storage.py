"""The session's token and the outbox on disk, without a server."""

from __future__ import annotations

import os
from pathlib import Path

from lehavre_desktop.online import Credentials, CredentialStore, Storage
from lehavre_desktop.online.outbox import Outbox, OutboxEntry

SESSION = Credentials("https://matrix.example.org", "@ann:example.org", "syt_secret", "DEVICE")


class MemoryKeyring:
    def __init__(self, refuse: bool = False) -> None:
        self.kept: dict[tuple[str, str], str] = {}
        self.refuse = refuse

    def get_password(self, service: str, username: str) -> str | None:
        return self.kept.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        if self.refuse:
            raise RuntimeError("the collection is locked")
        self.kept[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        del self.kept[(service, username)]


def test_without_a_keyring_the_session_is_a_file_only_its_owner_reads(tmp_path: Path) -> None:
    store = CredentialStore(tmp_path, None)
    assert store.save(SESSION) == Storage.FILE and store.storage == Storage.FILE
    assert os.stat(store.path).st_mode & 0o777 == 0o600
    assert "syt_secret" in store.path.read_text() and CredentialStore(tmp_path, None).load() == SESSION
    store.remove()
    assert not store.path.exists() and store.load() is None


def test_with_a_keyring_the_session_is_kept_there_and_no_file_is_written(tmp_path: Path) -> None:
    keyring = MemoryKeyring()
    store = CredentialStore(tmp_path, keyring)
    assert store.save(SESSION) == Storage.KEYRING
    assert not store.path.exists() and len(keyring.kept) == 1
    assert CredentialStore(tmp_path, keyring).load() == SESSION
    store.remove()
    assert keyring.kept == {} and store.load() is None


def test_a_keyring_that_refuses_leaves_the_session_to_the_file(tmp_path: Path) -> None:
    store = CredentialStore(tmp_path, MemoryKeyring(refuse=True))
    assert store.save(SESSION) == Storage.FILE and store.storage == Storage.FILE
    assert store.load() == SESSION


def test_a_damaged_session_file_is_no_session(tmp_path: Path) -> None:
    store = CredentialStore(tmp_path, None)
    numbers = '{"homeserver": 1, "user_id": 2, "access_token": 3, "device_id": 4}'
    for text in ("{", "[]", '{"homeserver": "x"}', numbers):
        store.path.write_text(text)
        assert store.load() is None


def entry(index: int) -> OutboxEntry:
    return OutboxEntry(
        "!room:x",
        "io.github.lehavre_desktop.action",
        {"index": index, "action": "pass"},
        f"lehavre.r.action.0.{index}",
        index,
    )


def test_the_outbox_survives_a_restart_in_order_and_keeps_each_transaction_once(tmp_path: Path) -> None:
    path = tmp_path / "outbox.json"
    outbox = Outbox(path)
    for index in (4, 5, 4):
        outbox.add(entry(index))
    outbox.add(OutboxEntry("!room:x", "m.room.message", {"msgtype": "m.text", "body": "hi"}, "lehavre.chat.1"))
    again = Outbox(path)
    assert again.entries == [entry(4), entry(5), outbox.entries[2]]
    assert again.moves_for("!room:x") == [entry(4), entry(5)] and again.moves_for("!other:x") == []
    again.remove(entry(4))
    assert Outbox(path).entries == [entry(5), outbox.entries[2]]


def test_a_damaged_outbox_file_is_an_empty_outbox_and_foreign_entries_are_skipped(tmp_path: Path) -> None:
    path = tmp_path / "outbox.json"
    path.write_text("[{")
    assert Outbox(path).entries == []
    path.write_text(
        '[{"room_id": "!r:x", "colour": "red"}, {"room_id": "!r:x", "event_type": "t", "content": {},'
        ' "transaction_id": "t1"}]'
    )
    assert [e.transaction_id for e in Outbox(path).entries] == ["t1"]
