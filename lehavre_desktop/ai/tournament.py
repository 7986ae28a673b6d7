"""Measuring levels against each other: alternating seats, seeded, in parallel processes.

Game ``i`` of a match gives level A the first seat (the A-F board, who starts round A)
when ``i`` is even and the second seat when it is odd, so each level starts half the
games. Each game's agents get seeds derived from the match seed and the game number:
a match is reproducible whatever the number of processes. A draw counts half a win.
"""

from __future__ import annotations

import json
import math
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass

from ..engine import apply, new_game, outcome
from .levels import make_agent

Z_95 = 1.959964


@dataclass(frozen=True)
class GameResult:
    index: int
    a_seat: int
    a_score: int
    b_score: int
    a_seconds: float
    b_seconds: float
    a_slowest: float
    b_slowest: float


@dataclass(frozen=True)
class MatchSummary:
    a: str
    b: str
    games: int
    seed: int
    a_wins: int
    b_wins: int
    draws: int
    a_score_rate: float  # (wins + draws / 2) / games
    ci_low: float
    ci_high: float
    a_mean_score: float
    b_mean_score: float
    a_seconds_per_game: float
    b_seconds_per_game: float
    a_slowest_decision: float
    b_slowest_decision: float


def game_seed(match_seed: int, index: int, side: int) -> int:
    return (match_seed * 1_000_003 + index * 2 + side) % 2**32


def play_game(a: str, b: str, match_seed: int, index: int) -> GameResult:
    a_seat = index % 2
    agents = {a_seat: make_agent(a, game_seed(match_seed, index, 0)),
              1 - a_seat: make_agent(b, game_seed(match_seed, index, 1))}
    seconds = [0.0, 0.0]
    slowest = [0.0, 0.0]
    state = new_game(("A", "B") if a_seat == 0 else ("B", "A"))
    while not state.finished:
        seat = state.current
        started = time.perf_counter()
        action = agents[seat].choose(state)
        spent = time.perf_counter() - started
        seconds[seat] += spent
        slowest[seat] = max(slowest[seat], spent)
        # Not trusted: an agent's action is checked like a person's.
        state = apply(state, action).state
    result = outcome(state)
    assert result is not None
    scores = [score.total for score in result.scores]
    b_seat = 1 - a_seat
    return GameResult(index, a_seat, scores[a_seat], scores[b_seat], seconds[a_seat], seconds[b_seat],
                      slowest[a_seat], slowest[b_seat])


def wilson_interval(successes: float, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval of a rate (draws counted as half a success)."""
    if trials == 0:
        return (0.0, 1.0)
    rate = successes / trials
    denominator = 1 + z * z / trials
    centre = (rate + z * z / (2 * trials)) / denominator
    spread = z * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials * trials)) / denominator
    # The interval holds the rate; the bounds keep it so against rounding (a rate of 1 stays inside).
    return (max(0.0, min(rate, centre - spread)), min(1.0, max(rate, centre + spread)))


def summarize(a: str, b: str, seed: int, results: list[GameResult]) -> MatchSummary:
    games = len(results)
    a_wins = sum(1 for r in results if r.a_score > r.b_score)
    b_wins = sum(1 for r in results if r.b_score > r.a_score)
    draws = games - a_wins - b_wins
    rate = (a_wins + draws / 2) / games if games else 0.0
    low, high = wilson_interval(a_wins + draws / 2, games)
    return MatchSummary(
        a, b, games, seed, a_wins, b_wins, draws, rate, low, high,
        sum(r.a_score for r in results) / max(1, games), sum(r.b_score for r in results) / max(1, games),
        sum(r.a_seconds for r in results) / max(1, games), sum(r.b_seconds for r in results) / max(1, games),
        max((r.a_slowest for r in results), default=0.0), max((r.b_slowest for r in results), default=0.0),
    )


def run_match(a: str, b: str, games: int, seed: int, jobs: int = 1) -> MatchSummary:
    make_agent(a, 0), make_agent(b, 0)  # an unknown level fails here, before any process starts
    if jobs <= 1:
        results = [play_game(a, b, seed, i) for i in range(games)]
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(play_game, [a] * games, [b] * games, [seed] * games, range(games)))
    return summarize(a, b, seed, results)


def report_lines(summary: MatchSummary) -> list[str]:
    s = summary
    return [
        f"{s.a} vs {s.b}: {s.games} games (seed {s.seed}), seats and start player alternating",
        f"  {s.a} wins {s.a_wins}, {s.b} wins {s.b_wins}, draws {s.draws}",
        f"  {s.a} score rate {s.a_score_rate:.1%} (95% CI {s.ci_low:.1%} to {s.ci_high:.1%})",
        f"  mean final score {s.a} {s.a_mean_score:.1f}, {s.b} {s.b_mean_score:.1f}",
        f"  thinking per game {s.a} {s.a_seconds_per_game:.2f} s, {s.b} {s.b_seconds_per_game:.2f} s;"
        f" slowest decision {s.a} {s.a_slowest_decision:.2f} s, {s.b} {s.b_slowest_decision:.2f} s",
    ]


def json_line(summary: MatchSummary) -> str:
    return json.dumps(asdict(summary), sort_keys=True)
