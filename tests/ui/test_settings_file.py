"""The settings file: every value checked against its closed set, odd files refused at once, written atomically,
never over a pipe, a device or a folder; the program starts whatever the file holds, and says once what it did not
use."""

from __future__ import annotations

import configparser
import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from lehavre_desktop import startup
from lehavre_desktop.app_identity import APP_NAME
from lehavre_desktop.crash_report import CrashReporter
from lehavre_desktop.settings import PREFERENCES, Problem, Settings
from lehavre_desktop.ui.main_window import MainWindow
from tests.fuzz.odd_files import ODD_KINDS, make_odd_file

ROOT = Path(__file__).resolve().parents[2]
# A start that blocks on a pipe blocks for ever: this only bounds how long the test waits to see it.
HANG_SECONDS = 60

BAD_VALUES = [
    ("zoom", "²"),  # str.isdigit() says yes, int() says no
    ("zoom", "¹²⁵"),
    ("zoom", "9" * 5000),
    ("zoom", "١٥٠"),  # Arabic-Indic digits: int() reads 150
    ("zoom", "150.0"),
    ("zoom", "130"),
    ("zoom", "1,2"),  # QSettings read a list
    ("teaching", "maybe"),
    ("drawer_open", "1"),
    ("theme", "purple"),
    ("language", "xx"),
    ("animation_speed", "warp"),
    ("computer_move_display", "forever"),
    ("first_seat", "computer:grandmaster"),
    ("second_seat", "robot"),
]


def settings_file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "odd" / "settings.ini"
    path.parent.mkdir()
    path.write_text(text, encoding="utf-8")
    return path


def value_of(settings: Settings, key: str) -> object:
    return settings.seats[0 if key == "first_seat" else 1] if key.endswith("_seat") else getattr(settings, key)


@pytest.mark.parametrize(("key", "written"), BAD_VALUES, ids=[f"{k}={v[:12]}" for k, v in BAD_VALUES])
def test_a_value_outside_its_set_stands_for_the_default_with_one_note(tmp_path: Path, key: str, written: str) -> None:
    neighbour, good = ("animation_speed", "slow") if key == "theme" else ("theme", "dark")
    settings = Settings(settings_file(tmp_path, f"[General]\n{key}={written}\n{neighbour}={good}\n"))
    default = Settings(tmp_path / "none.ini")
    assert value_of(settings, key) == value_of(default, key)
    assert value_of(settings, neighbour) == good  # the good values around it are used
    [note] = settings.take_notes()
    assert note.problem is Problem.BAD_VALUE and note.key == key and note.default == PREFERENCES[key].default
    assert key in note.text() and len(note.text()) < 400  # five thousand digits are not repeated
    assert settings.take_notes() == []  # said once


def test_the_good_values_are_read_as_written_and_flags_in_any_case(tmp_path: Path) -> None:
    settings = Settings(
        settings_file(
            tmp_path,
            "[General]\nzoom=175\nteaching=False\nlog_shown=TRUE\nlanguage=hu\n"
            "first_seat=computer:expert\nsecond_seat=person\ntheme=high_contrast\n"
            "computer_move_display=long\nanimation_speed=slow\n",
        )
    )
    assert settings.zoom == 175 and settings.teaching is False and settings.log_shown is True
    assert settings.language == "hu" and settings.seats == ("computer:expert", "person")
    assert settings.theme == "high_contrast" and settings.computer_move_ms == 2000 and settings.animation_ms == 1200
    assert settings.take_notes() == []


def test_a_file_that_qsettings_wrote_reads_the_same(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    written = QSettings(str(path), QSettings.Format.IniFormat)
    for key, value in {
        "language": "el",
        "zoom": 150,
        "teaching": False,
        "drawer_open": True,
        "first_seat": "computer:strong",
        "theme": "dark",
        "window/geometry": "kept",
    }.items():
        written.setValue(key, value)
    written.sync()
    del written
    settings = Settings(path)
    assert (settings.language, settings.zoom, settings.teaching, settings.drawer_open) == ("el", 150, False, True)
    assert settings.seats == ("computer:strong", "person") and settings.theme == "dark"
    settings.zoom = 200
    assert settings.sync()
    # Read from disk: Qt's QSettings keeps a process-wide cache of each file, refreshed only when the file's time
    # or size changes, and "150" and "200" written within one tick look the same to it.
    again = configparser.ConfigParser(interpolation=None)
    again.read(path, encoding="utf-8")
    assert again["General"]["zoom"] == "200" and again["General"]["language"] == "el"
    assert again["window"]["geometry"] == "kept"  # what this version does not know is kept


def test_a_bad_value_is_left_out_at_the_next_write_and_unknown_keys_stay(tmp_path: Path) -> None:
    path = settings_file(tmp_path, "[General]\nzoom=²\nfuture_option=yes please\n\n[other]\nx=1\n")
    settings = Settings(path)
    settings.theme = "light"
    assert settings.sync()
    text = path.read_text(encoding="utf-8")
    assert "zoom" not in text and "future_option=yes please" in text and "[other]\nx=1" in text
    assert "theme=light" in text
    assert Settings(path).take_notes() == []


def test_two_windows_keep_each_others_changes(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    first, second = Settings(path), Settings(path)
    first.zoom = 125
    assert first.sync()
    second.theme = "dark"
    assert second.sync()
    both = Settings(path)
    assert both.zoom == 125 and both.theme == "dark"
    assert second.zoom == 125  # the sync read what the other wrote


def test_a_link_to_a_regular_file_stays_a_link_and_its_target_is_written(tmp_path: Path) -> None:
    target = tmp_path / "dotfiles" / "lehavre.ini"
    target.parent.mkdir()
    target.write_text("[General]\nzoom=150\n", encoding="utf-8")
    link = tmp_path / "settings.ini"
    link.symlink_to(target)
    settings = Settings(link)
    assert settings.zoom == 150
    settings.teaching = False
    assert settings.sync()
    assert link.is_symlink() and link.resolve() == target.resolve()
    assert Settings(target).teaching is False and Settings(target).zoom == 150
    assert not [p for p in target.parent.iterdir() if p.name.endswith(".tmp")]


def test_a_write_that_fails_says_so_and_is_tried_again(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the settings folder should be", encoding="utf-8")
    settings = Settings(blocker / "settings.ini")
    settings.zoom = 125
    assert not settings.sync()
    [note] = settings.take_notes()
    assert note.problem is Problem.NOT_SAVED and "settings.ini" in note.text()
    assert settings.zoom == 125
    blocker.unlink()
    assert settings.sync()  # the change was kept for the next try
    assert Settings(blocker / "settings.ini").zoom == 125


def run_settings_script(path: Path) -> list[str]:
    """Read the settings at ``path`` in a process of its own, change one, save: what it printed. A read or write
    that blocks makes the process time out."""
    script = (
        "import sys\nfrom pathlib import Path\nfrom lehavre_desktop.settings import Settings\n"
        "settings = Settings(Path(sys.argv[1]))\nzoom = settings.zoom\nsettings.zoom = 150\n"
        "saved = settings.sync()\n"
        "print(zoom, saved, ','.join(note.problem.name for note in settings.take_notes()))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-c", script, str(path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=HANG_SECONDS,
        check=True,
    )
    return done.stdout.rstrip("\n").split(" ")


def make_odd_settings_file(path: Path, kind: str) -> None:
    """An odd file of ``tests.fuzz.odd_files``, but for a device a node of our own: an empty one like /dev/null,
    made here (a settings writer that followed a link to the machine's /dev/zero replaced that device)."""
    if kind != "device":
        make_odd_file(path, kind)
        return
    try:
        os.mknod(path, stat.S_IFCHR | 0o600, os.makedev(1, 3))
    except PermissionError:
        pytest.skip("making a device node needs the right to (root)")


@pytest.mark.parametrize("kind", ODD_KINDS)
def test_a_settings_file_that_is_no_regular_file_is_refused_at_once_and_left_alone(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "settings.ini"
    make_odd_settings_file(path, kind)
    before = os.lstat(path)
    zoom, saved, notes = run_settings_script(path)
    after = os.lstat(path)
    assert (after.st_mode, after.st_ino, after.st_size) == (before.st_mode, before.st_ino, before.st_size)
    assert zoom == "100" and saved == "False"
    assert notes == ("TOO_LARGE" if kind == "huge" else "NOT_A_FILE")


@pytest.mark.parametrize("kind", ["fifo", "device", "directory"])
def test_a_link_to_a_pipe_a_device_or_a_folder_is_never_written_through(tmp_path: Path, kind: str) -> None:
    """The link's target is made here (never the machine's /dev/zero): saving must leave it what it was."""
    target = tmp_path / "target"
    make_odd_settings_file(target, kind)
    link = tmp_path / "settings.ini"
    link.symlink_to(target)
    zoom, saved, notes = run_settings_script(link)
    assert link.is_symlink()
    kept = os.stat(target).st_mode
    assert {"fifo": stat.S_ISFIFO, "device": stat.S_ISCHR, "directory": stat.S_ISDIR}[kind](kept)
    assert (zoom, saved, notes) == ("100", "False", "NOT_A_FILE")
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


@pytest.fixture
def hooks_restored(monkeypatch: pytest.MonkeyPatch) -> None:
    """The start installs the crash reporter application-wide: put the hooks back after the test."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)


def test_the_program_starts_with_a_broken_settings_file_and_says_so_once(
    qapp: QApplication,
    user_dirs: dict[str, Path],
    message_boxes: list[str],
    monkeypatch: pytest.MonkeyPatch,
    hooks_restored: None,
) -> None:
    folder = user_dirs["config"] / APP_NAME
    folder.mkdir()
    (folder / "settings.ini").write_text("[General]\nzoom=²\nanimation_speed=off\ntheme=nothing\n", encoding="utf-8")
    started: list[MainWindow] = []

    def resume(window: MainWindow) -> None:
        started.append(window)
        QTimer.singleShot(0, lambda: (window.close(), qapp.quit()))

    monkeypatch.setattr(startup, "offer_resume", resume)
    assert startup.run(qapp, "en", None) == 0
    # Closing the last window posted a Quit the loop had no time for: handled in a later test, it would end
    # every event loop there at once (no timer, no frame). It goes with this test's loop.
    QCoreApplication.removePostedEvents(qapp, QEvent.Type.Quit)
    [window] = started
    assert window.settings.zoom == 100 and window.settings.animation_speed == "off"
    [shown] = message_boxes
    assert "zoom" in shown and "²" in shown and "theme" in shown and "nothing" in shown
    window.deleteLater()


def test_the_crash_reporter_is_installed_before_anything_is_read(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch, hooks_restored: None
) -> None:
    hooks: list[object] = []

    class Stop(Exception):
        pass

    def first_read(_app: QApplication) -> None:  # the fonts: the first files the start reads
        hooks.append(sys.excepthook)
        raise Stop

    monkeypatch.setattr(startup, "setup_application", first_read)
    with pytest.raises(Stop):
        startup.run(qapp, "en", None)
    [hook] = hooks
    assert isinstance(getattr(hook, "__self__", None), CrashReporter)
