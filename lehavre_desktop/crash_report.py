"""An error nobody caught: the game says so, stays autosaved, and writes the details to a log file.

Installed by ``startup.run`` as ``sys.excepthook`` (errors in the GUI thread, including those
Qt hands back from slots and event handlers) and ``threading.excepthook`` (worker threads,
which only write the log: a dialog belongs to the GUI thread).
"""

from __future__ import annotations

import os
import sys
import threading
import time
import traceback
from pathlib import Path
from types import TracebackType

from platformdirs import user_log_dir
from PySide6.QtCore import QCoreApplication

from .engine.component_data import APP_NAME
from .ui.main_window import MainWindow
from .ui.messages import warn


def log_dir() -> Path:
    return Path(user_log_dir(APP_NAME, appauthor=False))


class CrashReporter:
    def __init__(self, window: MainWindow, folder: Path | None = None) -> None:
        self.window = window
        self.folder = folder if folder is not None else log_dir()
        self._reporting = False

    def install(self) -> None:
        sys.excepthook = self.report
        threading.excepthook = self.report_thread

    def write_log(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None,
                  where: str = "main thread") -> Path:
        """The details in a new file of the log folder; its path."""
        self.folder.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = self.folder / f"crash-{stamp}-{os.getpid()}.log"
        number = 1
        while path.exists():
            number += 1
            path = self.folder / f"crash-{stamp}-{os.getpid()}-{number}.log"
        details = "".join(traceback.format_exception(kind, error, trace))
        path.write_text(f"Le Havre: The Inland Port, {where}, {time.strftime('%Y-%m-%d %H:%M:%S')}\n\n{details}",
                        encoding="utf-8", errors="backslashreplace")
        return path

    def report(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        try:
            path = self.write_log(kind, error, trace)
        except OSError:
            path = None
        if self._reporting:  # an error while reporting one: the log is written, no second dialog
            return
        self._reporting = True
        try:
            try:
                self.window.document.flush_autosave()
            except Exception:
                traceback.print_exc()
            if path is None:
                message = QCoreApplication.translate(
                    "CrashReport", "Something went wrong in the program. Your game is autosaved, and you can go on "
                                   "playing; the details could not be written to a log file.")
            else:
                message = QCoreApplication.translate(
                    "CrashReport", "Something went wrong in the program. Your game is autosaved, and you can go on "
                                   "playing. The details are in {path}.").format(path=path)
            warn(self.window, QCoreApplication.translate("CrashReport", "Unexpected error"), message)
        finally:
            self._reporting = False

    def report_thread(self, info: threading.ExceptHookArgs) -> None:
        if info.exc_value is None:
            return
        try:
            self.write_log(info.exc_type, info.exc_value, info.exc_traceback,
                           where=f"thread {info.thread.name if info.thread else '?'}")
        except OSError:
            traceback.print_exception(info.exc_type, info.exc_value, info.exc_traceback)
