"""Saving and opening files: links kept, interrupted writes cleaned up, nothing overwritten, odd files refused."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from lehavre_desktop.engine import GameRecord
from lehavre_desktop.session.persistence import (
    STALE_TEMPORARY_SECONDS,
    SaveFileError,
    load_record,
    save_record,
    set_aside,
    write_atomically,
)
from tests.fuzz.odd_files import ODD_KINDS, make_odd_file

RECORD = GameRecord(("Emma", "Max"))


def test_saving_over_a_symbolic_link_keeps_the_link_and_writes_its_target(tmp_path: Path) -> None:
    target = tmp_path / "games" / "real.lhip.json"
    target.parent.mkdir()
    target.write_text("old", encoding="utf-8")
    link = tmp_path / "link.lhip.json"
    link.symlink_to(target)
    save_record(link, RECORD)
    assert link.is_symlink() and link.resolve() == target.resolve()
    assert load_record(target) == RECORD
    assert load_record(link) == RECORD


def test_an_interrupted_write_leaves_no_temporary_file_for_ever(tmp_path: Path) -> None:
    path = tmp_path / "autosave.lhip.json"
    stale = tmp_path / ".autosave.lhip.json.abc123.tmp"
    fresh = tmp_path / ".autosave.lhip.json.def456.tmp"  # perhaps another window writing right now
    other = tmp_path / ".other.lhip.json.abc123.tmp"
    for leftover in (stale, fresh, other):
        leftover.write_text("half a game", encoding="utf-8")
    old = time.time() - STALE_TEMPORARY_SECONDS - 5
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    write_atomically(path, "whole")
    assert path.read_text(encoding="utf-8") == "whole"
    assert not stale.exists()
    assert fresh.exists() and other.exists()


def test_two_unreadable_autosaves_set_aside_in_one_second_keep_both(tmp_path: Path) -> None:
    path = tmp_path / "autosave.lhip.json"
    kept: list[Path] = []
    for content in ("first broken", "second broken", "third broken"):
        path.write_text(content, encoding="utf-8")
        kept.append(set_aside(path))
    assert len(set(kept)) == 3
    assert [k.read_text(encoding="utf-8") for k in kept] == ["first broken", "second broken", "third broken"]
    assert not path.exists()


@pytest.mark.parametrize("kind", [kind for kind in ODD_KINDS if kind != "huge"])
def test_opening_something_that_is_not_a_file_is_refused_at_once(
    tmp_path: Path, kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "odd.lhip.json"
    make_odd_file(path, kind)
    opened: list[object] = []

    def opening(target: object, *args: object, **kwargs: object) -> object:
        opened.append(target)
        return open(target, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr("lehavre_desktop.engine.json_input.open", opening, raising=False)
    with pytest.raises(SaveFileError) as caught:
        load_record(path)
    assert caught.value.reason == "not a regular file"
    assert opened == []  # refused from what the file system says: a pipe would block the reader for ever
