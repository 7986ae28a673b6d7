"""The --screenshot command renders the window offscreen to a PNG of the asked size."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from lehavre_desktop.session.persistence import save_record
from lehavre_desktop.ui.board.texture_store import SUFFIX
from tests.ui.helpers import record_of
from tests.ui.positions import EX27_MARKETPLACE

ROOT = Path(__file__).resolve().parents[2]


def run_app(args: list[str], user_dirs: dict[str, Path]) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for name, path in user_dirs.items():
        env[f"XDG_{name.upper()}_HOME"] = str(path)
    return subprocess.run(
        [sys.executable, "-m", "lehavre_desktop", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )


def distinct_colours(image: QImage) -> int:
    colours = set()
    for y in range(0, image.height(), 23):
        for x in range(0, image.width(), 23):
            colours.add(image.pixel(x, y))
    return len(colours)


@pytest.mark.parametrize(("size", "lang"), [((1280, 800), None), ((1024, 700), "el")])
def test_screenshot_command_writes_a_png_of_that_size(
    tmp_path: Path, user_dirs: dict[str, Path], size: tuple[int, int], lang: str | None
) -> None:
    target = tmp_path / "s.png"
    args = ["--screenshot", str(target), "--size", f"{size[0]}x{size[1]}"]
    if lang:
        args += ["--lang", lang]
    done = run_app(args, user_dirs)
    assert done.returncode == 0, done.stdout + done.stderr
    assert target.exists()
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = QImage(str(target))
    assert not image.isNull()
    assert (image.width(), image.height()) == size
    assert distinct_colours(image) > 20  # a drawn table, not an empty window
    # A screenshot never touches the user's settings or saves; the cache may keep the textures it painted.
    assert [p for name, path in user_dirs.items() if name != "cache" for p in path.rglob("*")] == []
    assert all(p.is_dir() or p.suffix == SUFFIX for p in user_dirs["cache"].rglob("*"))


def test_screenshot_of_a_saved_game(tmp_path: Path, user_dirs: dict[str, Path]) -> None:
    record = tmp_path / "game.lhip.json"
    save_record(record, record_of("build clay_mound pay wood@0.1", "build hardware_store pay wood@0.1 clay@0.2"))
    plain, shown = tmp_path / "new.png", tmp_path / "game.png"
    assert run_app(["--screenshot", str(plain)], user_dirs).returncode == 0
    assert run_app(["--screenshot", str(shown), "--record", str(record)], user_dirs).returncode == 0
    assert QImage(str(plain)).size() == QImage(str(shown)).size()
    assert QImage(str(plain)) != QImage(str(shown))


def test_screenshot_of_a_bad_record_fails_cleanly(tmp_path: Path, user_dirs: dict[str, Path]) -> None:
    record = tmp_path / "bad.lhip.json"
    record.write_bytes(b"not json")
    target = tmp_path / "s.png"
    done = run_app(["--screenshot", str(target), "--record", str(record)], user_dirs)
    assert done.returncode == 1
    assert "cannot open" in done.stdout
    assert not target.exists()
    assert record.read_bytes() == b"not json"


@pytest.mark.slow
def test_screenshot_of_a_position_with_a_choice_being_shaped(tmp_path: Path, user_dirs: dict[str, Path]) -> None:
    position = tmp_path / "ex27.json"
    position.write_text(json.dumps(EX27_MARKETPLACE), encoding="utf-8")
    plain, shaped, kept = tmp_path / "position.png", tmp_path / "shaped.png", tmp_path / "kept.png"
    assert run_app(["--screenshot", str(plain), "--position", str(position)], user_dirs).returncode == 0
    done = run_app(
        ["--screenshot", str(shaped), "--position", str(position), "--pending", "use marketplace fish*4"], user_dirs
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert QImage(str(plain)).size() == QImage(str(shaped)).size()
    assert QImage(str(plain)) != QImage(str(shaped))
    done = run_app(
        ["--screenshot", str(kept), "--position", str(position), "--pending", "use marketplace fish*4", "--keep-open"],
        user_dirs,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert QImage(str(kept)) not in (QImage(str(plain)), QImage(str(shaped)))


@pytest.mark.parametrize(
    ("pending", "said"),
    [
        ("use marketplace fish*9", "too_many_steps"),
        ("use marketplace fish*", "bad count"),
        ("sell marketplace", "not a build or use"),
    ],
)
def test_screenshot_of_a_choice_the_position_refuses_fails_cleanly(
    tmp_path: Path, user_dirs: dict[str, Path], pending: str, said: str
) -> None:
    position = tmp_path / "ex27.json"
    position.write_text(json.dumps(EX27_MARKETPLACE), encoding="utf-8")
    target = tmp_path / "s.png"
    done = run_app(["--screenshot", str(target), "--position", str(position), "--pending", pending], user_dirs)
    assert done.returncode == 1
    assert said in done.stdout
    assert not target.exists()
