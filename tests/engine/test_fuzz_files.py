"""Fuzzing what the engine reads from files: saved games and component corrections.

Seeded and reproducible: each case is named by its seed and mutation. Every mutated file
either loads or is refused with a short, printable message, within two seconds, and the
file itself is never changed. ``LEHAVRE_FUZZ_CASES`` sets the number of cases per test.
"""

from __future__ import annotations

import hashlib
import os
import random
import time
from pathlib import Path

import pytest

from lehavre_desktop.engine import (
    BUILT_IN,
    GameRecord,
    RecordError,
    json_input,
    play_random_game,
    read_record_file,
    record_to_json,
    replay,
)
from lehavre_desktop.engine.component_data import components_to_data
from lehavre_desktop.session.component_store import load_user_components
from tests.fuzz.mutations import mutate
from tests.fuzz.odd_files import ODD_KINDS, make_odd_file

GOLDEN = Path(__file__).parent / "golden"
CASES = int(os.environ.get("LEHAVRE_FUZZ_CASES", "1000"))
LONGEST_MESSAGE = 400


def saved_games() -> list[bytes]:
    games = [path.read_bytes() for path in sorted(GOLDEN.glob("*.lhip.json"))]
    for seed in (11, 12):
        played = play_random_game(random.Random(seed), names=("Emma", "Max"))
        games.append(record_to_json(GameRecord(("Emma", "Max"), played.actions)).encode("utf-8"))
    return games


def fingerprint(path: Path) -> tuple[str, int]:
    return hashlib.sha256(path.read_bytes()).hexdigest(), path.stat().st_mtime_ns


def assert_clear(message: str, case: str) -> None:
    assert message, case
    assert len(message) <= LONGEST_MESSAGE, f"{case}: a message of {len(message)} characters"
    assert message.isprintable(), f"{case}: {message!r}"


@pytest.mark.slow
def test_mutated_saved_games_load_or_are_refused_clearly(tmp_path: Path) -> None:
    originals = saved_games()
    outcomes = {"opened": 0, "refused": 0}
    slowest = 0.0
    for seed in range(CASES):
        rng = random.Random(seed)
        name, data = mutate(rng.choice(originals), rng)
        case = f"seed {seed} ({name})"
        path = tmp_path / f"case{seed % 10}.lhip.json"
        path.write_bytes(data)
        before = fingerprint(path)
        start = time.perf_counter()
        try:
            record = read_record_file(path)
            final = replay(record).final
            record_to_json(record).encode("utf-8")  # what saving would write: always encodable
            assert final.players[0].name == record.names[0]
            outcomes["opened"] += 1
        except RecordError as error:
            assert_clear(str(error), case)
            outcomes["refused"] += 1
        slowest = max(slowest, time.perf_counter() - start)  # reported, never asserted: the machine is shared
        assert fingerprint(path) == before, f"{case} changed the file"
    assert outcomes["refused"] > CASES // 2 and outcomes["opened"] > 0, outcomes
    print(f"{CASES} mutated saved games: {outcomes}, slowest {slowest * 1000:.0f} ms")


@pytest.mark.slow
def test_mutated_component_files_never_stop_the_start(tmp_path: Path) -> None:
    import json

    original = json.dumps(components_to_data(BUILT_IN)).encode("utf-8")
    reported = 0
    slowest = 0.0
    for seed in range(CASES):
        rng = random.Random(seed)
        name, data = mutate(original, rng)
        case = f"seed {seed} ({name})"
        path = tmp_path / "components.json"
        path.write_bytes(data)
        before = fingerprint(path)
        start = time.perf_counter()
        components, problems = load_user_components(path)
        slowest = max(slowest, time.perf_counter() - start)  # reported, never asserted: the machine is shared
        assert fingerprint(path) == before, f"{case} changed the file"
        for problem in problems:
            assert_clear(str(problem), case)
        if problems:
            reported += 1
        # Whatever was accepted is a table a game can start with.
        assert len(components.buildings) == len(BUILT_IN.buildings)
        assert all(cell in components.warehouse.cells for cell in components.warehouse.start)
        if data == original:
            assert components == BUILT_IN and not problems, case
    assert reported > CASES // 2
    print(f"{CASES} mutated component files: {reported} reported problems, slowest {slowest * 1000:.0f} ms")


@pytest.mark.parametrize("kind", ODD_KINDS)
def test_files_that_are_not_plain_files_are_refused_at_once(
    tmp_path: Path, kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "odd.json"
    make_odd_file(path, kind)
    opened: list[object] = []

    def opening(target: object, *args: object, **kwargs: object) -> object:
        opened.append(target)
        return open(target, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(json_input, "open", opening, raising=False)
    with pytest.raises(RecordError) as caught:
        read_record_file(path)
    assert_clear(str(caught.value), kind)
    components, problems = load_user_components(path)
    assert components == BUILT_IN and len(problems) == 1
    # Refused from what the file system says of it, before it is opened: a pipe nobody writes to would block the
    # reader for ever, a device would feed it without end, a huge file would be read into memory.
    assert opened == []
