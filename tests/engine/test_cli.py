"""The command line: ``random`` plays random games, ``replay`` prints a saved game."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from lehavre_desktop.engine import End, GameRecord, GameState, record_to_json
from lehavre_desktop.engine.__main__ import main
from lehavre_desktop.engine.catalog import FixedValue, PerDockSymbolValue, PerGoodValue
from lehavre_desktop.engine.random_play import PlayedGame, play_random_game

NAMES = ("Ann", "Ben")
LETTERS = "ABCDEFGHIJKL"
ROUND_ACTIONS = (3, 3, 3, 5, 5, 5, 7, 7, 7, 9, 9, 9)  # §3.2
TURN_LINE = re.compile(r"^\s*([A-L])(\d+)\s+(\S+): (.+)$")
SCORE_LINE = re.compile(r"^\s+(\S+): (-?\d+) = (-?\d+) francs \+ buildings")


def save(tmp_path: Path, game: PlayedGame, names: tuple[str, str] = NAMES) -> Path:
    path = tmp_path / "game.json"
    path.write_text(record_to_json(GameRecord(names, game.actions)), encoding="utf-8")
    return path


def score(state: GameState, seat: int) -> int:
    """§9: francs + the value of every owned building (factories 1 per good, the Dock per factory)."""
    p = state.players[seat]
    total = p.francs
    for building in p.buildings():
        value = state.components.by_id[building].value
        if isinstance(value, FixedValue):
            total += value.amount
        elif isinstance(value, PerGoodValue):
            total += value.per * p.amount(value.good)
        else:
            assert isinstance(value, PerDockSymbolValue)
            total += value.per * sum(1 for b in p.buildings() if state.components.by_id[b].dock_symbol)
    return total


# ---- random ----------------------------------------------------------------------------


def test_random_games_are_all_scored(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["random", "--games", "20", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "20 random games, seed 1: every game scored" in out
    # The same games, played here: the command shares one generator seeded with 1.
    rng = random.Random(1)
    games = [play_random_game(rng) for _ in range(20)]
    wins = [sum(1 for g in games if g.outcome.winner == seat) for seat in (0, 1)]
    draws = sum(1 for g in games if g.outcome.winner is None)
    found = re.search(r"wins: seat 0 \(A-F board\) (\d+), seat 1 \(G-L board\) (\d+), draws (\d+)", out)
    assert found is not None, out
    assert [int(n) for n in found.groups()] == [wins[0], wins[1], draws]
    assert sum(int(n) for n in found.groups()) == 20
    totals = [t for g in games for t in (score(g.final, 0), score(g.final, 1))]
    assert f"min {min(totals)}, max {max(totals)}" in out


def test_random_with_no_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["random", "--games", "0", "--seed", "3"]) == 0
    assert "0 random games, seed 3" in capsys.readouterr().out


def test_random_rejects_a_negative_count(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["random", "--games", "-1"])
    assert caught.value.code != 0
    assert capsys.readouterr().err.strip()


# ---- replay ----------------------------------------------------------------------------


def turn_lines(out: str) -> list[tuple[str, int, str, str]]:
    lines = []
    for line in out.splitlines():
        found = TURN_LINE.match(line)
        if found:
            letter, number, who, text = found.groups()
            lines.append((letter, int(number), who, text))
    return lines


def expected_turn_lines(game: PlayedGame, names: tuple[str, str]) -> list[tuple[str, int, str, str]]:
    """§3.2: rounds of 3/3/3/5/5/5/7/7/7/9/9/9 turns; turns alternate over the whole game; a turn closes
    with ``end`` (§4.3, revision 2), so the build, use, pass and sales before it share its number."""
    expected = []
    round_index = taken = turns = 0
    for action in game.actions:
        expected.append((LETTERS[round_index], taken + 1, names[turns % 2], action.text()))
        if not isinstance(action, End):
            continue
        taken += 1
        turns += 1
        if taken == ROUND_ACTIONS[round_index]:
            round_index += 1
            taken = 0
    assert turns == 72
    return expected


@pytest.mark.parametrize("seed", [0, 7])
def test_replay_prints_every_turn_and_the_winner(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    seed: int,
) -> None:
    game = play_random_game(random.Random(seed), names=NAMES)
    assert game.outcome.winner is not None
    assert main(["replay", str(save(tmp_path, game))]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    out = captured.out
    assert turn_lines(out) == expected_turn_lines(game, NAMES)
    # Twelve round ends, each turning the wheels (§3.1, §3.3).
    assert out.count("wheels_rotated") == 12
    assert "final scores:" in out
    scores = {m.group(1): int(m.group(2)) for m in map(SCORE_LINE.match, out.splitlines()) if m}
    assert scores == {NAMES[0]: score(game.final, 0), NAMES[1]: score(game.final, 1)}
    assert scores[NAMES[0]] != scores[NAMES[1]]
    winner = NAMES[0] if scores[NAMES[0]] > scores[NAMES[1]] else NAMES[1]
    assert winner == NAMES[game.outcome.winner]
    assert f"winner: {winner}" in out
    assert "draw" not in out.split("final scores:")[1]


def test_replay_of_a_draw_says_draw(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = next(
        g
        for g in (play_random_game(random.Random(s), names=NAMES) for s in range(200))
        if score(g.final, 0) == score(g.final, 1)
    )
    assert game.outcome.winner is None
    assert main(["replay", str(save(tmp_path, game))]) == 0
    tail = capsys.readouterr().out.split("final scores:")[1]
    assert "draw" in tail
    assert "winner" not in tail


def test_replay_of_an_unfinished_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = play_random_game(random.Random(2), names=NAMES)
    path = tmp_path / "half.json"
    path.write_text(record_to_json(GameRecord(NAMES, game.actions[:10])), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert len(turn_lines(out)) == 10
    assert "final scores:" not in out
    assert "not finished" in out


@pytest.mark.parametrize("content", ["{not json", "", '{"format": "chess", "version": 1}', "[]"])
def test_replay_of_a_corrupt_file_fails(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    content: str,
) -> None:
    path = tmp_path / "broken.json"
    path.write_text(content, encoding="utf-8")
    assert main(["replay", str(path)]) != 0
    captured = capsys.readouterr()
    assert "broken.json" in captured.err
    assert captured.out == ""


def test_replay_of_an_illegal_record_names_the_action(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = play_random_game(random.Random(0), names=NAMES)
    data = json.loads(record_to_json(GameRecord(NAMES, game.actions)))
    data["actions"][3] = "build pont_de_normandie"  # enters only in round K (§3.2)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(path)]) != 0
    captured = capsys.readouterr()
    assert "action 3" in captured.err
    assert captured.out == ""


def test_replay_of_a_missing_file_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path / "nowhere.json")]) != 0
    captured = capsys.readouterr()
    assert "nowhere.json" in captured.err
    assert captured.out == ""


def test_replay_of_a_binary_file_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "binary.json"
    path.write_bytes(b"\xff\xfe\x81\x00")
    assert main(["replay", str(path)]) != 0
    assert "binary.json" in capsys.readouterr().err
