"""Saving and opening games: atomic writes, clear errors, corrupt files left untouched."""

from __future__ import annotations

import glob
import os
import queue
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

from platformdirs import user_data_dir

from ..engine import GameRecord, RecordError, read_record_file, record_to_json
from ..engine.component_data import APP_NAME

AUTOSAVE_NAME = "autosave.lhip.json"
SAVE_SUFFIX = ".lhip.json"


class SaveFileError(Exception):
    """A file that cannot be opened as a game; ``reason`` is a short technical detail, ``error`` the engine's
    (its problem code and parameters say it in any language)."""

    def __init__(self, path: Path, error: RecordError) -> None:
        super().__init__(f"{path}: {error}")
        self.path = path
        self.reason = str(error)
        self.error = error


def data_dir() -> Path:
    return Path(user_data_dir(APP_NAME, appauthor=False))


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


# A temporary file this old beside a save is left over from a write that was interrupted (a crash, a kill).
STALE_TEMPORARY_SECONDS = 60.0


def write_atomically(path: Path, text: str) -> None:
    """Write to a temporary file beside the target, then rename over it: never a half-written file.

    A save over a symbolic link replaces the file the link points to and keeps the link.
    """
    path = Path(os.path.realpath(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temporaries(path)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise


def remove_stale_temporaries(path: Path) -> list[Path]:
    """Remove the temporary files that interrupted writes of ``path`` left beside it; the removed ones."""
    removed: list[Path] = []
    now = time.time()
    for leftover in path.parent.glob(f".{glob.escape(path.name)}.*.tmp"):
        try:
            if now - leftover.lstat().st_mtime > STALE_TEMPORARY_SECONDS:
                leftover.unlink()
                removed.append(leftover)
        except OSError:
            continue  # another program's file, or gone already: not ours to insist on
    return removed


def save_record(path: Path, record: GameRecord) -> None:
    write_atomically(path, record_to_json(record))


def load_record(path: Path) -> GameRecord:
    """Read a game; a file that is not a valid game raises SaveFileError and is not touched.

    Only a regular file of a sane size is read: a pipe, a device or a huge file is refused at once.
    """
    try:
        return read_record_file(path)
    except RecordError as error:
        raise SaveFileError(path, error) from None


def set_aside(path: Path) -> Path:
    """Move a corrupt autosave out of the way, keeping its content, so a new game can autosave.

    Two set aside in the same second get different names: none overwrites another.
    """
    stem = f"{path.name}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}"
    target = path.with_name(stem)
    number = 1
    while os.path.lexists(target):
        number += 1
        target = path.with_name(f"{stem}-{number}")
    os.replace(path, target)
    return target


class BackgroundWriter:
    """Writes files one after the other on a worker thread, so that the table never waits for the disk.

    ``write`` returns at once; writes happen in the order they were asked for, so the last
    one asked for is what the file holds. ``on_error`` is called on the worker thread with
    the target and the error (hand it to the GUI thread, e.g. through a queued signal).
    """

    def __init__(self, on_error: Callable[[Path, OSError], None]) -> None:
        self._on_error = on_error
        self._jobs: queue.Queue[tuple[Path, str | Callable[[], str]] | None] = queue.Queue()
        self._thread: threading.Thread | None = None

    def write(self, path: Path, text: str | Callable[[], str]) -> None:
        """Write ``text`` to ``path``; a callable is called on the worker thread for the text (a record to turn
        into JSON: records never change, so that is safe)."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._work, name="autosave", daemon=True)
            self._thread.start()
        self._jobs.put((path, text))

    def _work(self) -> None:
        while True:
            job = self._jobs.get()
            try:
                if job is None:
                    return
                path, text = job
                try:
                    write_atomically(path, text if isinstance(text, str) else text())
                except OSError as error:
                    self._on_error(path, error)
            finally:
                self._jobs.task_done()

    def wait(self) -> None:
        """Until every write asked for so far is on disk (or has failed)."""
        if self._thread is not None:
            self._jobs.join()

    def close(self) -> None:
        if self._thread is not None:
            self._jobs.put(None)
            self._thread.join()
            self._thread = None
