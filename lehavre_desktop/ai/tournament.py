"""Measuring levels against each other: alternating seats, seeded, in parallel processes.

Game ``i`` of a match gives level A the first seat (the A-F board, who starts round A)
when ``i`` is even and the second seat when it is odd, so each level starts half the
games. Each game's agents get seeds derived from the match seed and the game number:
a match is reproducible whatever the number of processes. A draw counts half a win.
A level that thinks for a budget (Master) gets the match's ``Budget``: a node budget keeps
the match reproducible, a time budget measures what the level does with real time (and
the thinking times are CPU seconds, so they do not count the time a busy machine takes
away). A match can be played on another component table (``components``).
"""

from __future__ import annotations

import json
import math
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass
from pathlib import Path

from ..engine import BUILT_IN, Components, apply, new_game, outcome
from .budget import Budget
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
    budget_seconds: float | None = None  # the budgeted levels' budget per decision
    budget_nodes: int | None = None
    components: str = "built-in"


def game_seed(match_seed: int, index: int, side: int) -> int:
    return (match_seed * 1_000_003 + index * 2 + side) % 2**32


def play_game(
    a: str, b: str, match_seed: int, index: int, budget: Budget | None = None, components: Components = BUILT_IN
) -> GameResult:
    a_seat = index % 2
    agents = {
        a_seat: make_agent(a, game_seed(match_seed, index, 0), budget),
        1 - a_seat: make_agent(b, game_seed(match_seed, index, 1), budget),
    }
    seconds = [0.0, 0.0]
    slowest = [0.0, 0.0]
    state = new_game(("A", "B") if a_seat == 0 else ("B", "A"), components)
    while not state.finished:
        seat = state.current
        started = time.process_time()
        action = agents[seat].choose(state)
        spent = time.process_time() - started
        seconds[seat] += spent
        slowest[seat] = max(slowest[seat], spent)
        # Not trusted: an agent's action is checked like a person's.
        state = apply(state, action).state
    result = outcome(state)
    assert result is not None
    scores = [score.total for score in result.scores]
    b_seat = 1 - a_seat
    return GameResult(
        index,
        a_seat,
        scores[a_seat],
        scores[b_seat],
        seconds[a_seat],
        seconds[b_seat],
        slowest[a_seat],
        slowest[b_seat],
    )


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


def summarize(
    a: str, b: str, seed: int, results: list[GameResult], budget: Budget | None = None, components: str = "built-in"
) -> MatchSummary:
    games = len(results)
    a_wins = sum(1 for r in results if r.a_score > r.b_score)
    b_wins = sum(1 for r in results if r.b_score > r.a_score)
    draws = games - a_wins - b_wins
    rate = (a_wins + draws / 2) / games if games else 0.0
    low, high = wilson_interval(a_wins + draws / 2, games)
    return MatchSummary(
        a,
        b,
        games,
        seed,
        a_wins,
        b_wins,
        draws,
        rate,
        low,
        high,
        sum(r.a_score for r in results) / max(1, games),
        sum(r.b_score for r in results) / max(1, games),
        sum(r.a_seconds for r in results) / max(1, games),
        sum(r.b_seconds for r in results) / max(1, games),
        max((r.a_slowest for r in results), default=0.0),
        max((r.b_slowest for r in results), default=0.0),
        None if budget is None else budget.seconds,
        None if budget is None else budget.nodes,
        components,
    )


def run_match(
    a: str,
    b: str,
    games: int,
    seed: int,
    jobs: int = 1,
    budget: Budget | None = None,
    components: Components = BUILT_IN,
    components_name: str = "built-in",
    log: Path | None = None,
) -> MatchSummary:
    """Play the match; with ``log``, each game's result is appended to that file as it ends, and
    games already there (same levels, seed, budget and components) are not played again."""
    make_agent(a, 0), make_agent(b, 0)  # an unknown level fails here, before any process starts
    match = {
        "a": a,
        "b": b,
        "seed": seed,
        "components": components_name,
        "budget_seconds": None if budget is None else budget.seconds,
        "budget_nodes": None if budget is None else budget.nodes,
    }
    done = _logged_results(log, match)
    wanted = [i for i in range(games) if i not in done]
    results = [done[i] for i in range(games) if i in done]

    def keep(result: GameResult) -> None:
        results.append(result)
        if log is not None:
            with log.open("a", encoding="utf-8") as file:
                file.write(json.dumps({**match, "result": asdict(result)}, sort_keys=True) + "\n")

    if jobs <= 1:
        for i in wanted:
            keep(play_game(a, b, seed, i, budget, components))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = [pool.submit(play_game, a, b, seed, i, budget, components) for i in wanted]
            for future in as_completed(futures):
                keep(future.result())
    results.sort(key=lambda r: r.index)
    return summarize(a, b, seed, results, budget, components_name)


def _logged_results(log: Path | None, match: dict[str, object]) -> dict[int, GameResult]:
    if log is None or not log.exists():
        return {}
    found: dict[int, GameResult] = {}
    for line in log.read_text(encoding="utf-8").splitlines():
        entry = json.loads(line)
        if all(entry.get(key) == value for key, value in match.items()):
            result = GameResult(**entry["result"])
            found[result.index] = result
    return found


def report_lines(summary: MatchSummary) -> list[str]:
    s = summary
    return [
        f"{s.a} vs {s.b}: {s.games} games (seed {s.seed}), seats and start player alternating"
        + (f"; budget {budget_text(s.budget_seconds, s.budget_nodes)}" if s.budget_seconds or s.budget_nodes else "")
        + (f"; components {s.components}" if s.components != "built-in" else ""),
        f"  {s.a} wins {s.a_wins}, {s.b} wins {s.b_wins}, draws {s.draws}",
        f"  {s.a} score rate {s.a_score_rate:.1%} (95% CI {s.ci_low:.1%} to {s.ci_high:.1%})",
        f"  mean final score {s.a} {s.a_mean_score:.1f}, {s.b} {s.b_mean_score:.1f}",
        f"  thinking per game {s.a} {s.a_seconds_per_game:.2f} s, {s.b} {s.b_seconds_per_game:.2f} s;"
        f" slowest decision {s.a} {s.a_slowest_decision:.2f} s, {s.b} {s.b_slowest_decision:.2f} s",
    ]


def budget_text(seconds: float | None, nodes: int | None) -> str:
    parts = [f"{seconds:g} s of CPU"] if seconds is not None else []
    parts += [f"{nodes} nodes"] if nodes is not None else []
    return " or ".join(parts) + " per decision"


def json_line(summary: MatchSummary) -> str:
    return json.dumps(asdict(summary), sort_keys=True)
