"""``--install-desktop-entry`` and ``--uninstall-desktop-entry``: the entry and icons in the user's data folder."""

from __future__ import annotations

import os
import shlex
import shutil
import struct
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest

from lehavre_desktop.desktop_entry import entry_text, exec_argument, launch_command, user_data_home
from lehavre_desktop.resources import APP_ID, DESKTOP_ENTRY

SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def run_program(data_home: Path | str, *options: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_DATA_HOME": str(data_home)}
    return subprocess.run(
        [sys.executable, "-m", "lehavre_desktop", *options], env=env, capture_output=True, text=True, timeout=60
    )


def placed_files(data_home: Path) -> set[Path]:
    icons = data_home / "icons" / "hicolor"
    return {
        data_home / "applications" / f"{APP_ID}.desktop",
        icons / "scalable" / "apps" / f"{APP_ID}.svg",
        *(icons / f"{s}x{s}" / "apps" / f"{APP_ID}.png" for s in SIZES),
    }


def png_size(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    width, height = struct.unpack(">II", header[16:24])
    return width, height


def exec_line(entry: Path) -> str:
    lines = [line for line in entry.read_text(encoding="utf-8").splitlines() if line.startswith("Exec=")]
    assert len(lines) == 1
    return lines[0].removeprefix("Exec=")


def validate(entry: Path) -> None:
    validator = shutil.which("desktop-file-validate")
    if validator is None:
        pytest.skip("desktop-file-validate is not installed (Debian: desktop-file-utils)")
    result = subprocess.run([validator, str(entry)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_install_writes_the_entry_and_every_icon_under_xdg_data_home(tmp_path: Path) -> None:
    result = run_program(tmp_path, "--install-desktop-entry")
    assert result.returncode == 0, result.stderr
    written = {p for p in tmp_path.rglob("*") if p.is_file()}
    assert written == placed_files(tmp_path)
    assert {Path(line.removeprefix("installed ")) for line in result.stdout.splitlines()} == written
    for size in SIZES:
        assert png_size(tmp_path / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png") == (size, size)
    entry = tmp_path / "applications" / f"{APP_ID}.desktop"
    assert f"Icon={APP_ID}" in entry.read_text(encoding="utf-8").splitlines()
    validate(entry)


def test_the_installed_entry_starts_this_installation(tmp_path: Path) -> None:
    assert run_program(tmp_path, "--install-desktop-entry").returncode == 0
    command = exec_line(tmp_path / "applications" / f"{APP_ID}.desktop")
    assert command.endswith(" %f")
    if any(c in sys.executable for c in "\"'\\$%` "):
        pytest.skip("this Python's path needs desktop-file quoting; test_exec_arguments_are_quoted covers that")
    started = subprocess.run(
        [*shlex.split(command.removesuffix(" %f")), "--version"], capture_output=True, text=True, timeout=60
    )
    assert started.stdout.strip() == f"lehavre-desktop {version('lehavre-desktop')}"


def test_uninstall_removes_exactly_what_install_wrote(tmp_path: Path) -> None:
    others = [
        tmp_path / "applications" / "org.example.Other.desktop",
        tmp_path / "icons" / "hicolor" / "48x48" / "apps" / "org.example.Other.png",
        tmp_path / "icons" / "hicolor" / "index.theme",
    ]
    for path in others:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("someone else's", encoding="utf-8")
    assert run_program(tmp_path, "--install-desktop-entry").returncode == 0

    result = run_program(tmp_path, "--uninstall-desktop-entry")

    assert result.returncode == 0, result.stderr
    assert {Path(line.removeprefix("removed ")) for line in result.stdout.splitlines()} == placed_files(tmp_path)
    assert {p for p in tmp_path.rglob("*") if p.is_file()} == set(others)
    again = run_program(tmp_path, "--uninstall-desktop-entry")
    assert again.returncode == 0 and again.stdout.strip() == f"no desktop entry of lehavre-desktop in {tmp_path}"


def test_installing_again_replaces_an_older_entry(tmp_path: Path) -> None:
    entry = tmp_path / "applications" / f"{APP_ID}.desktop"
    entry.parent.mkdir(parents=True)
    entry.write_text("[Desktop Entry]\nExec=/gone/python -m lehavre_desktop %f\n", encoding="utf-8")
    assert run_program(tmp_path, "--install-desktop-entry").returncode == 0
    assert "/gone/" not in entry.read_text(encoding="utf-8")
    assert [p.name for p in entry.parent.iterdir()] == [entry.name]  # no temporary left behind


def test_a_data_folder_that_cannot_be_written_is_reported(tmp_path: Path) -> None:
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("", encoding="utf-8")
    result = run_program(blocked, "--install-desktop-entry")
    assert result.returncode == 1
    assert result.stderr.startswith("cannot write ") and "Traceback" not in result.stderr


def test_a_relative_or_empty_xdg_data_home_is_ignored(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    for ignored in ("", "relative/share"):
        monkeypatch.setenv("XDG_DATA_HOME", ignored)
        assert user_data_home() == tmp_path / ".local" / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert user_data_home() == tmp_path / "data"


def test_a_pip_install_is_started_through_its_own_python() -> None:
    assert launch_command() == [sys.executable, "-m", "lehavre_desktop"]


@pytest.mark.parametrize(
    ("argument", "written"),
    [
        ("/usr/bin/python3", "/usr/bin/python3"),
        ("/home/ann/my games/bin/python", '"/home/ann/my games/bin/python"'),
        ("/opt/a$b/python", '"/opt/a\\\\$b/python"'),
        ("/opt/back\\slash/python", '"/opt/back\\\\\\\\slash/python"'),
        ('/opt/say "hi"/python', '"/opt/say \\\\"hi\\\\"/python"'),
        ("/opt/100%/python", "/opt/100%%/python"),
        ("/home/Ελένη/python", "/home/Ελένη/python"),
    ],
)
def test_exec_arguments_are_quoted_as_the_desktop_entry_specification_says(argument: str, written: str) -> None:
    assert exec_argument(argument) == written


def test_an_entry_for_a_path_with_reserved_characters_is_valid(tmp_path: Path) -> None:
    entry = tmp_path / f"{APP_ID}.desktop"
    entry.write_text(entry_text(["/home/ann/my $games (2)/python", "-m", "lehavre_desktop"]), encoding="utf-8")
    validate(entry)


def test_the_packaged_entry_is_valid() -> None:
    validate(DESKTOP_ENTRY)
