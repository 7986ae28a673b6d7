"""Command line: replay a game record, or play random games.

python -m lehavre_desktop.engine replay FILE
python -m lehavre_desktop.engine random --games N --seed S
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

from .catalog import ROUND_LETTERS
from .play import Transition
from .random_play import play_random_game
from .record import RecordError, record_from_json, replay
from .scoring import Outcome, outcome
from .state import GameState


def _print_outcome(names: tuple[str, str], result: Outcome) -> None:
    for seat, score in enumerate(result.scores):
        parts = ", ".join(f"{b.building} {b.value}" for b in score.buildings) or "no buildings"
        print(f"  {names[seat]}: {score.total} = {score.francs} francs + buildings ({parts})")
    print("  draw" if result.winner is None else f"  winner: {names[result.winner]}")


def _replay(path: Path) -> int:
    try:
        record = record_from_json(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as error:
        print(f"cannot read {path}: {error}", file=sys.stderr)
        return 2
    except RecordError as error:
        print(f"{path}: {error}", file=sys.stderr)
        return 1
    result = replay(record)
    print(f"{record.names[0]} vs {record.names[1]}, rules revision {record.rules_revision}")
    state: GameState = result.initial
    transition: Transition
    for transition, action in zip(result.transitions, record.actions, strict=True):
        who = record.names[state.current]
        turn = f"{ROUND_LETTERS[state.round_index]}{state.actions_taken + 1}"
        print(f"{turn:>4}  {who}: {action.text()}")
        for event in transition.events:
            if event.automatic:
                print(f"        [{event.rule.value}] {event.kind.value}")
        state = transition.state
    final = outcome(state)
    if final is None:
        print(f"game not finished: round {state.round_letter}, {state.actions_taken} actions taken")
    else:
        print("final scores:")
        _print_outcome(record.names, final)
    return 0


def _random(games: int, seed: int) -> int:
    rng = random.Random(seed)
    totals: list[int] = []
    wins = [0, 0]
    draws = 0
    lengths: list[int] = []
    started = time.perf_counter()
    for _ in range(games):
        played = play_random_game(rng)
        totals.extend(played.outcome.totals)
        lengths.append(len(played.actions))
        if played.outcome.winner is None:
            draws += 1
        else:
            wins[played.outcome.winner] += 1
    elapsed = time.perf_counter() - started
    print(f"{games} random games, seed {seed}: every game scored")
    print(f"  wins: seat 0 (A-F board) {wins[0]}, seat 1 (G-L board) {wins[1]}, draws {draws}")
    if totals:
        print(f"  score: mean {statistics.mean(totals):.1f}, min {min(totals)}, max {max(totals)}")
        print(f"  actions per game: mean {statistics.mean(lengths):.1f} (sales and turn ends included)")
    print(f"  {elapsed:.2f} s, {games / elapsed if elapsed else float('inf'):.0f} games/s")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m lehavre_desktop.engine", description="The Inland Port rules engine."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    replay_parser = sub.add_parser("replay", help="print a saved game turn by turn, with the final scores")
    replay_parser.add_argument("file", type=Path)
    random_parser = sub.add_parser("random", help="play random legal games and print a summary")
    random_parser.add_argument("--games", type=int, default=100)
    random_parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.command == "replay":
        return _replay(args.file)
    if args.games < 0:
        parser.error("--games must be 0 or more")
    return _random(args.games, args.seed)


if __name__ == "__main__":
    raise SystemExit(main())
