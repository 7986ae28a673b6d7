"""An error nobody caught: a dialog says so, the game stays autosaved, the details go to a log file."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

from lehavre_desktop.crash_report import CrashReporter
from lehavre_desktop.engine import decode
from lehavre_desktop.session.persistence import autosave_path, load_record
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.helpers import act


def raise_and_report(reporter: CrashReporter) -> None:
    try:
        raise RuntimeError("a slot went wrong")
    except RuntimeError:
        kind, error, trace = sys.exc_info()
        assert kind is not None and error is not None
        reporter.report(kind, error, trace)


def test_an_uncaught_error_is_shown_logged_and_the_game_kept(window: MainWindow, tmp_path: Path,
                                                              message_boxes: list[str]) -> None:
    shown = message_boxes
    act(window, decode("build clay_mound pay wood@0.1"))
    reporter = CrashReporter(window, tmp_path / "log")
    raise_and_report(reporter)

    logs = sorted((tmp_path / "log").glob("crash-*.log"))
    assert len(logs) == 1
    text = logs[0].read_text(encoding="utf-8")
    assert "RuntimeError: a slot went wrong" in text and "raise_and_report" in text
    assert len(shown) == 1 and logs[0].name in shown[0] and "autosaved" in shown[0]
    assert load_record(autosave_path()) == window.session.record()

    raise_and_report(reporter)  # a second one gets its own file
    assert len(list((tmp_path / "log").glob("crash-*.log"))) == 2


def test_an_error_in_a_worker_thread_is_logged(window: MainWindow, tmp_path: Path) -> None:
    reporter = CrashReporter(window, tmp_path / "log")
    previous = threading.excepthook
    threading.excepthook = reporter.report_thread
    try:
        worker = threading.Thread(target=lambda: 1 / 0, name="worker")
        worker.start()
        worker.join()
    finally:
        threading.excepthook = previous
    (log,) = (tmp_path / "log").glob("crash-*.log")
    assert "thread worker" in log.read_text(encoding="utf-8")
    assert "ZeroDivisionError" in log.read_text(encoding="utf-8")
