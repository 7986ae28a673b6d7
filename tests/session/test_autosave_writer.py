"""The autosave writer: only the newest record waits its turn, a failing disk is told and retried, the close says
whether the last record is on disk; a save never replaces a pipe, a device or a folder."""

from __future__ import annotations

import os
import stat
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from lehavre_desktop.session.persistence import BackgroundWriter, NotRegularFileError, write_atomically

# Only bounds how long a test waits for the writer thread, which answers in milliseconds.
WAIT_SECONDS = 30.0


class Calls:
    """What the writer reported, from its thread."""

    def __init__(self) -> None:
        self.errors: list[tuple[Path, OSError]] = []
        self.recovered: list[Path] = []
        self.recovery = threading.Event()
        self.failure = threading.Event()

    def error(self, path: Path, error: OSError) -> None:
        self.errors.append((path, error))
        self.failure.set()

    def recover(self, path: Path) -> None:
        self.recovered.append(path)
        self.recovery.set()


@pytest.fixture
def calls() -> Calls:
    return Calls()


@pytest.fixture
def writer(calls: Calls) -> Iterator[BackgroundWriter]:
    writer = BackgroundWriter(calls.error, calls.recover, first_retry_seconds=0.05)
    yield writer
    writer.close()


def test_a_record_asked_for_during_a_write_replaces_the_one_waiting(tmp_path: Path, calls: Calls) -> None:
    writer = BackgroundWriter(calls.error)
    path = tmp_path / "autosave.lhip.json"
    in_write, go_on = threading.Event(), threading.Event()
    made: list[int] = []

    def text(number: int) -> Callable[[], str]:
        def make() -> str:
            made.append(number)
            if number == 0:  # the disk is slow: fifty gestures come while the first record is written
                in_write.set()
                go_on.wait(WAIT_SECONDS)
            return f"record {number}"

        return make

    writer.write(path, text(0))
    assert in_write.wait(WAIT_SECONDS)
    for number in range(1, 51):
        writer.write(path, text(number))
    go_on.set()
    writer.wait()
    writer.close()
    assert made == [0, 50]  # the forty-nine in between were never even turned into text
    assert path.read_text(encoding="utf-8") == "record 50"
    assert calls.errors == []


def test_a_disk_that_cannot_be_written_is_told_retried_and_its_recovery_told(
    tmp_path: Path, calls: Calls, writer: BackgroundWriter
) -> None:
    folder = tmp_path / "data"
    folder.write_text("a file where the folder should be", encoding="utf-8")
    path = folder / "autosave.lhip.json"
    writer.write(path, "first")
    assert calls.failure.wait(WAIT_SECONDS)
    assert writer.failing and not writer.saved
    assert calls.errors[0][0] == path and isinstance(calls.errors[0][1], OSError)
    writer.write(path, "newest")  # a gesture while it fails: tried too, and the one kept for retries
    folder.unlink()  # space again
    assert calls.recovery.wait(WAIT_SECONDS)  # retried without any new gesture
    assert writer.wait(WAIT_SECONDS)
    assert path.read_text(encoding="utf-8") == "newest"
    assert calls.recovered == [path] and not writer.failing and writer.saved


def test_closing_says_whether_the_last_record_reached_the_disk(tmp_path: Path, calls: Calls) -> None:
    blocked = tmp_path / "blocked"
    blocked.write_text("not a folder", encoding="utf-8")
    writer = BackgroundWriter(calls.error, calls.recover, first_retry_seconds=3600)
    writer.write(blocked / "autosave.lhip.json", "lost")
    assert calls.failure.wait(WAIT_SECONDS)
    assert writer.close() is False  # tried once more on close, and failed: the window offers to save elsewhere
    assert len(calls.errors) == 2
    good = BackgroundWriter(calls.error)
    good.write(tmp_path / "autosave.lhip.json", "kept")
    assert good.close() is True
    assert (tmp_path / "autosave.lhip.json").read_text(encoding="utf-8") == "kept"


def test_a_record_that_cannot_be_turned_into_text_does_not_stop_the_writer(
    tmp_path: Path, writer: BackgroundWriter, monkeypatch: pytest.MonkeyPatch
) -> None:
    faults: list[BaseException | None] = []
    monkeypatch.setattr(threading, "excepthook", lambda info: faults.append(info.exc_value))

    def broken() -> str:
        raise ValueError("a record the program cannot write")

    path = tmp_path / "autosave.lhip.json"
    writer.write(path, broken)
    assert not writer.wait(WAIT_SECONDS)
    writer.write(path, "next")
    assert writer.wait(WAIT_SECONDS)
    assert path.read_text(encoding="utf-8") == "next"
    assert [type(fault) for fault in faults] == [ValueError]


@pytest.mark.parametrize("kind", ["fifo", "directory", "link to a fifo"])
def test_a_save_never_replaces_what_is_not_a_regular_file(tmp_path: Path, kind: str) -> None:
    target = tmp_path / "odd"
    if kind == "directory":
        target.mkdir()
    else:
        os.mkfifo(target)
    path = target
    if kind == "link to a fifo":
        path = tmp_path / "game.lhip.json"
        path.symlink_to(target)
    with pytest.raises(NotRegularFileError):
        write_atomically(path, "a game")
    mode = os.lstat(target).st_mode
    assert stat.S_ISDIR(mode) if kind == "directory" else stat.S_ISFIFO(mode)
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_a_folder_made_for_a_save_is_the_users_alone(tmp_path: Path) -> None:
    path = tmp_path / "lehavre-desktop" / "autosave.lhip.json"
    write_atomically(path, "a game")
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
