"""``lehavre-desktop --print-log FILE --lang``: a finished game as text, in every language; a bad file refused."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from lehavre_desktop.engine import replay, wealth
from lehavre_desktop.session.persistence import load_record

ROOT = Path(__file__).resolve().parents[1]
FINISHED = ROOT / "tests" / "engine" / "golden" / "v1_finished.lhip.json"


def run(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    """The command as a user runs it, with its own settings folder."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "PYTHONIOENCODING": "utf-8",
    }
    return subprocess.run(
        [sys.executable, "-m", "lehavre_desktop", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        timeout=120,
        check=False,
    )


@pytest.mark.parametrize("language", ["en", "el", "hu"])
def test_a_finished_game_prints_its_log_and_narration(language: str, tmp_path: Path) -> None:
    record = load_record(FINISHED)
    assert replay(record).final.finished
    done = run("--print-log", str(FINISHED), "--lang", language, home=tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    blank = lines.index("")
    log, narration = lines[1:blank], lines[blank + 2 :]
    assert len(log) > 100 and len(narration) > 100
    assert not [line for line in lines if "{" in line or "}" in line]
    for name in record.names:
        assert any(name in line for line in log) and any(name in line for line in narration)
    final = replay(record).final
    assert all(str(wealth(final, seat).total) in log[-1] for seat in (0, 1))  # the game's end, with both totals


def test_english_says_one_franc_and_each_sentence_once(tmp_path: Path) -> None:
    lines = run("--print-log", str(FINISHED), home=tmp_path).stdout.splitlines()
    assert lines[0] == "Game log"
    assert not [line for line in lines if re.search(r"(?<!\d)1 (francs|steps|actions)\b", line)]
    assert any(re.search(r"(?<!\d)1 franc\b", line) for line in lines)


def test_the_languages_differ(tmp_path: Path) -> None:
    printed = {
        language: run("--print-log", str(FINISHED), "--lang", language, home=tmp_path).stdout
        for language in ("en", "el", "hu")
    }
    assert len(set(printed.values())) == 3


def test_a_file_that_is_not_a_game_is_refused_as_game_open_refuses_it(tmp_path: Path) -> None:
    broken = tmp_path / "broken.lhip.json"
    broken.write_text("{ not json", encoding="utf-8")
    done = run("--print-log", str(broken), home=tmp_path)
    assert done.returncode == 2
    assert done.stdout == ""
    assert "broken.lhip.json is not a game this program can open. The file was left as it is." in done.stderr
    assert "Details: " in done.stderr


def test_a_missing_file_is_refused_too(tmp_path: Path) -> None:
    done = run("--print-log", str(tmp_path / "nowhere.lhip.json"), "--lang", "el", home=tmp_path)
    assert done.returncode == 2 and done.stdout == "" and "nowhere.lhip.json" in done.stderr
