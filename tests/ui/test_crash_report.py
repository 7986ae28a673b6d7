"""An error nobody caught: a dialog says so, the game stays autosaved, the details go to a log file."""

from __future__ import annotations

import os
import stat
import sys
import threading
from pathlib import Path

import pytest

from lehavre_desktop.crash_report import MAX_BOXES, MAX_LOGS, MAX_REPEATS_LOGGED, CrashReporter
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


def test_an_uncaught_error_is_shown_logged_and_the_game_kept(
    window: MainWindow, tmp_path: Path, message_boxes: list[str]
) -> None:
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

    raise_from_a_timer(reporter)  # another kind of error gets its own file (the same kind again is counted)
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


def raise_from_a_timer(reporter: CrashReporter, number: int = 0) -> None:
    """The same fault each time, as from a timer's slot (one kind of error: one type, one line)."""
    try:
        raise RuntimeError(f"a timer went wrong, time {number}")
    except RuntimeError:
        kind, error, trace = sys.exc_info()
        assert kind is not None and error is not None
        reporter.report(kind, error, trace)


def test_the_same_error_again_and_again_gets_one_box_one_log_and_a_count(
    window: MainWindow, tmp_path: Path, message_boxes: list[str]
) -> None:
    reporter = CrashReporter(window, tmp_path / "log")
    for number in range(200):
        raise_from_a_timer(reporter, number)
    [log] = (tmp_path / "log").glob("crash-*.log")
    assert len(message_boxes) == 1 and log.name in message_boxes[0]
    assert "again (200 time" in window.statusBar().currentMessage()
    text = log.read_text(encoding="utf-8")
    assert "time 0" in text and text.count("Again at") == MAX_REPEATS_LOGGED and "(21 times in all)" in text
    assert "(22 times in all)" not in text  # the log stays small


def test_many_kinds_of_errors_get_few_boxes_and_the_folder_keeps_few_logs(
    window: MainWindow, tmp_path: Path, message_boxes: list[str]
) -> None:
    folder = tmp_path / "log"
    folder.mkdir()
    old = folder / "crash-20000101-000000-1.log"
    old.write_text("from an earlier run", encoding="utf-8")
    os.utime(old, (0, 0))
    reporter = CrashReporter(window, folder)
    for kind in range(MAX_LOGS + 10):
        error_type = type(f"Fault{kind}", (RuntimeError,), {})
        try:
            raise error_type("a different fault each time")
        except RuntimeError:
            reporter.report(*sys.exc_info())
    assert len(message_boxes) == MAX_BOXES
    logs = list(folder.glob("crash-*.log"))
    assert len(logs) == MAX_LOGS and old not in logs
    assert "Fault29" in max(logs, key=lambda log: log.stat().st_mtime).read_text(encoding="utf-8")


def test_logs_are_the_users_alone_and_never_name_the_home_folder(
    window: MainWindow, tmp_path: Path, message_boxes: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home" / "ann"
    folder = home / ".local" / "state" / "lehavre-desktop" / "log"
    folder.mkdir(parents=True, mode=0o755)
    os.chmod(folder, 0o755)  # as an earlier version left it
    monkeypatch.setenv("HOME", str(home))
    reporter = CrashReporter(window, folder)
    try:
        raise FileNotFoundError(f"{home}/games/ours.lhip.json and {home}a/other.lhip.json")
    except FileNotFoundError:
        reporter.report(*sys.exc_info())
    [log] = folder.glob("crash-*.log")
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700 and stat.S_IMODE(log.stat().st_mode) == 0o600
    text = log.read_text(encoding="utf-8")
    assert "~/games/ours.lhip.json" in text and f"{home}a/other.lhip.json" in text  # another user's folder stays
    assert f"{home}/" not in text
    [shown] = message_boxes
    assert f"~/.local/state/lehavre-desktop/log/{log.name}" in shown and str(home) not in shown


def test_an_error_before_the_window_is_up_says_the_program_cannot_start(
    tmp_path: Path, message_boxes: list[str]
) -> None:
    reporter = CrashReporter(None, tmp_path / "log")
    raise_from_a_timer(reporter)
    [log] = (tmp_path / "log").glob("crash-*.log")
    [shown] = message_boxes
    assert "cannot start" in shown and log.name in shown and "autosaved" not in shown
