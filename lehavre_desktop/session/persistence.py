"""Saving and opening games: atomic writes, clear errors, corrupt files left untouched."""

from __future__ import annotations

import errno
import glob
import os
import stat
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

from platformdirs import user_data_dir

from ..app_identity import APP_NAME
from ..engine import GameRecord, RecordError, read_record_file, record_to_json

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


def online_directory() -> Path:
    """Online play's folder: the session, the moves waiting to be sent, the game on the table."""
    return data_dir() / "online"


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


class NotRegularFileError(OSError):
    """A save's place holds something other than a regular file: it is never written over."""

    def __init__(self, path: Path) -> None:
        super().__init__(errno.EISDIR if path.is_dir() else errno.EINVAL, "not a regular file", str(path))


# A temporary file this old beside a save is left over from a write that was interrupted (a crash, a kill).
STALE_TEMPORARY_SECONDS = 60.0


def write_atomically(path: Path, text: str) -> None:
    """Write to a temporary file beside the target, then rename over it: never a half-written file.

    A save over a symbolic link replaces the file the link points to and keeps the link. Only a regular file
    is replaced: a folder, a pipe or a device there (or a link to one) raises NotRegularFileError and is left as
    it is. A folder made for the file is the user's alone (0700), and so is the file (0600).
    """
    path = Path(os.path.realpath(path))
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        pass
    else:
        if not stat.S_ISREG(mode):
            raise NotRegularFileError(path)
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
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


# A write that failed (a full or read-only disk) is tried again, always with the newest text: after a second,
# then twice as long each time up to half a minute, and at once whenever a newer text is asked for.
FIRST_RETRY_SECONDS = 1.0
LONGEST_RETRY_SECONDS = 30.0

Text = str | Callable[[], str]


class BackgroundWriter:
    """Writes files on a worker thread, so that the table never waits for the disk.

    ``write`` returns at once. Only the newest text asked for a file is written: one asked for
    while another is being written replaces any that waits, so there is never a queue of old
    records to work through, and a kill loses at most what was asked for during the write under
    way. A text may be a callable, called on the worker thread (a record to turn into JSON:
    records never change, so that is safe); one replaced before its turn is never called.

    A write that fails calls ``on_error(path, error)`` and is tried again (``FIRST_RETRY_SECONDS``);
    the first that succeeds after a failure calls ``on_recovered(path)``. Both are called on the
    worker thread: hand them to the GUI thread, e.g. through a queued signal. ``saved`` says
    whether the newest text of every file is on disk; ``close`` says it once the last write is over.
    """

    def __init__(
        self,
        on_error: Callable[[Path, OSError], None],
        on_recovered: Callable[[Path], None] | None = None,
        first_retry_seconds: float = FIRST_RETRY_SECONDS,
    ) -> None:
        self._on_error = on_error
        self._on_recovered = on_recovered
        self._first_retry = first_retry_seconds
        self._retry_delay = first_retry_seconds
        self._retry_at = 0.0
        self._changed = threading.Condition()
        self._pending: dict[Path, Text] = {}  # the newest text of each file, not tried yet
        self._failed: dict[Path, str] = {}  # the newest text of each file whose write failed: tried again
        self._unsaved: set[Path] = set()  # files whose newest text is not on disk
        self._failing: set[Path] = set()  # files whose last write failed
        self._writing = False
        self._closing = False
        self._thread: threading.Thread | None = None

    def write(self, path: Path, text: Text) -> None:
        """Write ``text`` to ``path`` (it replaces a text for ``path`` that waits its turn)."""
        with self._changed:
            self._pending[path] = text
            self._failed.pop(path, None)
            self._unsaved.add(path)
            if self._thread is None:
                self._closing = False
                self._thread = threading.Thread(target=self._work, name="autosave", daemon=True)
                self._thread.start()
            self._changed.notify_all()

    @property
    def saved(self) -> bool:
        """Whether the newest text asked for each file is on disk."""
        with self._changed:
            return not self._unsaved

    @property
    def failing(self) -> bool:
        """Whether the last write of some file failed (it is being tried again)."""
        with self._changed:
            return bool(self._failing)

    def wait(self, timeout: float | None = None) -> bool:
        """Until every write asked for so far is on disk or has failed (or ``timeout`` seconds); ``saved``."""
        with self._changed:
            self._changed.wait_for(lambda: not self._pending and not self._writing, timeout)
            return not self._unsaved

    def close(self) -> bool:
        """Write what waits, try once more what failed, and stop the thread; whether everything is on disk."""
        with self._changed:
            thread = self._thread
            if thread is None:
                return not self._unsaved
            self._closing = True
            self._pending.update(self._failed)
            self._failed = {}
            self._changed.notify_all()
        thread.join()
        with self._changed:
            self._thread = None
            return not self._unsaved

    # ---- the worker thread ---------------------------------------------------------------------------------------
    def _next(self) -> tuple[Path, Text] | None:
        """The next file to write and its text, once there is one (called holding the lock); None: stop."""
        while True:
            if self._pending:
                path = next(iter(self._pending))
                return path, self._pending.pop(path)
            if self._closing:
                return None
            if self._failed:
                delay = self._retry_at - time.monotonic()
                if delay <= 0:
                    path = next(iter(self._failed))
                    return path, self._failed.pop(path)
                self._changed.wait(delay)
            else:
                self._changed.wait()

    def _work(self) -> None:
        while True:
            with self._changed:
                job = self._next()
                if job is None:
                    return
                self._writing = True
            path, text = job
            error: OSError | None = None
            content: str | None = None
            try:
                content = text if isinstance(text, str) else text()
                write_atomically(path, content)
            except OSError as failure:
                error = failure
            except Exception:  # a text that cannot be made: a fault for the crash log; the next one may do
                threading.excepthook(threading.ExceptHookArgs((*sys.exc_info(), threading.current_thread())))
            with self._changed:
                self._writing = False
                recovered = self._settle(path, content, error)
                self._changed.notify_all()
            if error is not None:
                self._on_error(path, error)
            elif recovered and self._on_recovered is not None:
                self._on_recovered(path)

    def _settle(self, path: Path, content: str | None, error: OSError | None) -> bool:
        """Note how a write ended (holding the lock); whether it is the first success after a failure."""
        newest = path not in self._pending
        if error is None and content is not None:
            if newest:
                self._unsaved.discard(path)
            self._retry_delay = self._first_retry
            recovered = path in self._failing
            self._failing.discard(path)
            return recovered
        if error is not None:
            self._failing.add(path)
            if newest and content is not None:
                self._failed[path] = content
            self._retry_at = time.monotonic() + self._retry_delay
            self._retry_delay = min(self._retry_delay * 2, LONGEST_RETRY_SECONDS)
        return False
