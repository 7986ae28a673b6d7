"""An error nobody caught: the game says so, stays autosaved, and writes the details to a log file.

Installed by ``startup.run`` before anything reads a file, as ``sys.excepthook`` (errors in
the GUI thread, including those Qt hands back from slots and event handlers) and
``threading.excepthook`` (worker threads, which only write the log: a dialog belongs to the
GUI thread). Until the window is attached, an error says that the program could not start.

No flood: each kind of error (its type and the line it was raised on) gets one log file and
one message box; each time it comes again is counted, in its log and in the status bar. At
most ``MAX_BOXES`` boxes are shown in a run, and the folder keeps the newest ``MAX_LOGS``
logs. The logs are the user's alone (0600 in a 0700 folder), and neither they nor the
boxes show the user's home folder: it is written ``~``.
"""

from __future__ import annotations

import os
import re
import sys
import threading
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from platformdirs import user_log_dir
from PySide6.QtCore import QCoreApplication, QObject

from .app_identity import APP_NAME
from .ui.messages import warn

if TYPE_CHECKING:
    from .ui.main_window import MainWindow

MAX_LOGS = 20
MAX_BOXES = 3
# The repeats of one error written in its log, each with its time; later ones are only counted.
MAX_REPEATS_LOGGED = 20
REPEAT_MESSAGE_MS = 10000

Kind = tuple[str, str, int]  # the error's type, and the file and line it was raised on


def log_dir() -> Path:
    return Path(user_log_dir(APP_NAME, appauthor=False))


def _homes() -> list[str]:
    """The home folder as the environment names it and as it really is, longest first."""
    found = {os.path.expanduser("~"), str(Path.home())}
    found |= {os.path.realpath(home) for home in found}
    return sorted((home.rstrip("/") for home in found if len(home.rstrip("/")) > 1), key=len, reverse=True)


def without_home(text: str) -> str:
    """``text`` with the user's home folder written ``~`` (not inside a longer name: /home/ann stays in
    /home/anna)."""
    for home in _homes():
        text = re.sub(re.escape(home) + r"(?![\w.-])", "~", text)
    return text


def kind_of(kind: type[BaseException], trace: TracebackType | None) -> Kind:
    frames = traceback.extract_tb(trace)
    if not frames:
        return kind.__qualname__, "", 0
    return kind.__qualname__, frames[-1].filename, frames[-1].lineno or 0


@dataclass
class _Seen:
    """One kind of error met in this run: its log (None if it could not be written) and how often it came."""

    log: Path | None
    count: int = 1


class CrashReport(QObject):
    """The reporter's messages with a count: lupdate sees a numerus message only as ``tr`` in its context's class."""

    def again(self, count: int, shown_log: str | None) -> str:
        if shown_log is None:
            return self.tr("Something went wrong in the program again (%n time(s) in all).", "", count)
        return self.tr(
            "Something went wrong in the program again (%n time(s) in all); the details are in {path}.", "", count
        ).format(path=shown_log)


class CrashReporter:
    def __init__(self, window: MainWindow | None = None, folder: Path | None = None) -> None:
        self.window = window
        self.folder = folder if folder is not None else log_dir()
        self._reporting = False
        self._boxes = 0
        self._seen: dict[Kind, _Seen] = {}
        self._lock = threading.Lock()  # worker threads report too

    def install(self) -> None:
        sys.excepthook = self.report
        threading.excepthook = self.report_thread

    def attach(self, window: MainWindow) -> None:
        """The window is up: from now on an error says the game goes on, autosaved."""
        self.window = window

    # ---- the logs ----------------------------------------------------------------------------------------------
    def write_log(
        self, kind: type[BaseException], error: BaseException, trace: TracebackType | None, where: str = "main thread"
    ) -> Path:
        """The details in a new file of the log folder; its path. The oldest logs beyond ``MAX_LOGS`` go."""
        self._make_folder()
        stamp = time.strftime("%Y%m%d-%H%M%S")
        details = "".join(traceback.format_exception(kind, error, trace))
        text = without_home(f"Le Havre: The Inland Port, {where}, {time.strftime('%Y-%m-%d %H:%M:%S')}\n\n{details}")
        number = 1
        while True:
            suffix = "" if number == 1 else f"-{number}"
            path = self.folder / f"crash-{stamp}-{os.getpid()}{suffix}.log"
            try:
                descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
                break
            except FileExistsError:
                number += 1
        with os.fdopen(descriptor, "w", encoding="utf-8", errors="backslashreplace") as handle:
            os.fchmod(handle.fileno(), 0o600)  # whatever the umask
            handle.write(text)
        self._prune(keep=path)
        return path

    def _make_folder(self) -> None:
        self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        if self.folder.stat().st_mode & 0o077:
            os.chmod(self.folder, 0o700)  # made by an earlier version for anyone to read

    def _prune(self, keep: Path) -> None:
        logs = []
        for log in self.folder.glob("crash-*.log"):
            try:
                logs.append((log.lstat().st_mtime, log.name, log))
            except OSError:
                continue  # gone meanwhile
        logs.sort(reverse=True)
        for _, _, log in logs[MAX_LOGS:]:
            if log != keep:
                log.unlink(missing_ok=True)

    def _log_repeat(self, seen: _Seen) -> None:
        if seen.log is None or seen.count > MAX_REPEATS_LOGGED + 1:
            return
        line = f"\nAgain at {time.strftime('%H:%M:%S')} ({seen.count} times in all)."
        if seen.count == MAX_REPEATS_LOGGED + 1:
            line += " Later repeats are not written here."
        try:
            with open(seen.log, "a", encoding="utf-8") as handle:
                handle.write(line)
        except OSError:
            return

    def _record(
        self, kind: type[BaseException], error: BaseException, trace: TracebackType | None, where: str
    ) -> tuple[_Seen, bool]:
        """Log the error, or count it if its kind came before; (what is known of its kind, whether it is new)."""
        key = kind_of(kind, trace)
        with self._lock:
            seen = self._seen.get(key)
            if seen is not None:
                seen.count += 1
                self._log_repeat(seen)
                return seen, False
            try:
                log: Path | None = self.write_log(kind, error, trace, where)
            except OSError:
                log = None
            seen = self._seen[key] = _Seen(log)
            return seen, True

    # ---- the hooks ---------------------------------------------------------------------------------------------
    def report(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        seen, new = self._record(kind, error, trace, "main thread")
        shown_log = without_home(str(seen.log)) if seen.log is not None else None
        if not new or self._reporting or self._boxes >= MAX_BOXES:  # a box is open, or enough were shown
            self._tell_in_status_bar(seen.count, shown_log)
            return
        self._reporting = True
        self._boxes += 1
        try:
            window = self.window
            if window is not None:
                try:
                    window.document.flush_autosave()
                except Exception:
                    traceback.print_exc()
            warn(window, QCoreApplication.translate("CrashReport", "Unexpected error"), self._message(shown_log))
        finally:
            self._reporting = False

    def _message(self, shown_log: str | None) -> str:
        if self.window is None:
            if shown_log is None:
                return QCoreApplication.translate(
                    "CrashReport",
                    "Something went wrong, and the program cannot start. The details could not be "
                    "written to a log file.",
                )
            return QCoreApplication.translate(
                "CrashReport", "Something went wrong, and the program cannot start. The details are in {path}."
            ).format(path=shown_log)
        if shown_log is None:
            return QCoreApplication.translate(
                "CrashReport",
                "Something went wrong in the program. Your game is autosaved, and you can go on "
                "playing; the details could not be written to a log file.",
            )
        return QCoreApplication.translate(
            "CrashReport",
            "Something went wrong in the program. Your game is autosaved, and you can go on "
            "playing. The details are in {path}.",
        ).format(path=shown_log)

    def _tell_in_status_bar(self, count: int, shown_log: str | None) -> None:
        """An error that gets no box: a note in the status bar, with how often it came."""
        if self.window is None:
            return
        if count == 1:
            text = (
                QCoreApplication.translate("CrashReport", "Something went wrong in the program.")
                if shown_log is None
                else QCoreApplication.translate(
                    "CrashReport", "Something went wrong in the program; the details are in {path}."
                ).format(path=shown_log)
            )
        else:
            text = CrashReport().again(count, shown_log)
        self.window.statusBar().showMessage(text, REPEAT_MESSAGE_MS)

    def report_thread(self, info: threading.ExceptHookArgs) -> None:
        if info.exc_value is None:
            return
        seen, _new = self._record(
            info.exc_type, info.exc_value, info.exc_traceback, f"thread {info.thread.name if info.thread else '?'}"
        )
        if seen.log is None:
            traceback.print_exception(info.exc_type, info.exc_value, info.exc_traceback)
