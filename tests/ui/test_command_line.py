"""The command line's sizes and positions: bounded to what a screen and a saved game can hold, with a clear message."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from lehavre_desktop.app import MAX_SIDE, parse_args
from lehavre_desktop.engine import MAX_NAME_LENGTH
from lehavre_desktop.startup import Shown, screenshot

REFUSED_SIZES = [
    "99999999999999999999x2",
    "100000x100000",
    f"{MAX_SIDE + 1}x600",
    "0x600",
    "١٢٨٠x٨٠٠",
    "1280x",
    "-5x600",
    "1280x800x2",
    "9" * 5000 + "x2",
]


@pytest.mark.parametrize("size", REFUSED_SIZES, ids=[size[:24] for size in REFUSED_SIZES])
def test_a_size_no_screen_has_is_refused_with_a_clear_message(size: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        parse_args(["--screenshot", "shot.png", f"--size={size}"])
    assert exited.value.code == 2
    message = capsys.readouterr().err
    assert f"from 1 to {MAX_SIDE}" in message and "1280x800" in message
    assert len(message) < 1500  # five thousand digits are not repeated


@pytest.mark.parametrize(
    ("size", "expected"),
    [
        ("1280x800", (1280, 800)),
        ("1024X768", (1024, 768)),
        (f"{MAX_SIDE}x{MAX_SIDE}", (MAX_SIDE, MAX_SIDE)),
        ("1x1", (1, 1)),
    ],
)
def test_a_screens_size_is_taken(size: str, expected: tuple[int, int]) -> None:
    args = parse_args(["--screenshot", "shot.png", "--size", size])
    assert (args.width, args.height) == expected


def position_file(tmp_path: Path, first: str) -> Path:
    path = tmp_path / "position.json"
    path.write_text(json.dumps({"round": "A", "players": [{"name": first}, {"name": "Max"}]}), encoding="utf-8")
    return path


def test_a_position_whose_name_no_saved_game_could_hold_is_refused(
    qapp: QApplication, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    long_name = "E" * (MAX_NAME_LENGTH + 1)
    target = tmp_path / "shot.png"
    assert screenshot(qapp, target, "en", 1280, 800, Shown(position=position_file(tmp_path, long_name))) == 1
    message = capsys.readouterr().out
    assert "cannot use the position" in message and f"longer than {MAX_NAME_LENGTH}" in message
    assert not target.exists()


def test_a_position_with_the_longest_name_a_save_holds_is_shown(qapp: QApplication, tmp_path: Path) -> None:
    target = tmp_path / "shot.png"
    name = "E" * MAX_NAME_LENGTH
    assert screenshot(qapp, target, "en", 1280, 800, Shown(position=position_file(tmp_path, name))) == 0
    assert target.exists()
