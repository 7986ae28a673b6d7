"""The levels on a changed component table: every cost and value moved by up to +-30%, seeded.

    nice -n 19 .venv/bin/python benchmarks/ai_varied_components.py --seed 1 --out /tmp/varied.json \
        --games 60 --jobs 2 --log /tmp/varied.jsonl

Builds the table with the engine's own component data functions (``components_from_data``
over the built-in table), writes it as a components file (the format the game reads, so
``python -m lehavre_desktop.ai tournament --components FILE`` plays on it too), then plays
each level against the one below on it and prints the table, then one JSON line. A cost
part or a value is multiplied by a factor drawn uniformly from [0.7, 1.3] and rounded; a
cost part stays at least 1 and a value at least 1, so no building becomes free or
worthless. Values per good (the factories) are 1 a good and stay so (30% of 1 rounds away).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path
from typing import Any

from lehavre_desktop.ai.budget import Budget
from lehavre_desktop.ai.tournament import budget_text, report_lines, run_match
from lehavre_desktop.engine import BUILT_IN, Components, FixedValue, PerDockSymbolValue, components_from_data

SPREAD = 0.3
LADDER = (("intermediate", "beginner"), ("strong", "intermediate"), ("expert", "strong"), ("master", "expert"))


def varied_data(seed: int, spread: float = SPREAD) -> dict[str, Any]:
    """Corrections for every building: each cost part and value moved by a seeded factor in [1 - spread, 1 + spread]."""
    rng = random.Random(seed)

    def moved(amount: int) -> int:
        return max(1, round(amount * rng.uniform(1 - spread, 1 + spread)))

    buildings: dict[str, Any] = {}
    for spec in BUILT_IN.buildings:
        cost = {
            part: moved(amount)
            for part, amount in (
                ("wood", spec.cost.wood),
                ("clay", spec.cost.clay),
                ("food", spec.cost.food),
                ("francs", spec.cost.francs),
            )
            if amount
        }
        entry: dict[str, Any] = {"cost": cost}
        if isinstance(spec.value, FixedValue):
            entry["value"] = moved(spec.value.amount)
        elif isinstance(spec.value, PerDockSymbolValue):
            entry["value"] = {"per_dock_symbol": moved(spec.value.per)}
        buildings[spec.id] = entry
    return {"buildings": buildings}


def varied_components(seed: int, spread: float = SPREAD) -> tuple[Components, dict[str, Any]]:
    data = varied_data(seed, spread)
    components, problems = components_from_data(data)
    if problems:
        raise ValueError("the varied table was refused: " + "; ".join(str(p) for p in problems))
    return components, data


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1, help="seeds the table (the games use --match-seed)")
    parser.add_argument("--spread", type=float, default=SPREAD)
    parser.add_argument("--out", type=Path, required=True, help="where to write the components file")
    parser.add_argument("--games", type=int, default=60, help="games per pair of levels")
    parser.add_argument("--master-games", type=int, help="games of Master against Expert (default: --games)")
    parser.add_argument("--match-seed", type=int, default=1)
    parser.add_argument("--nodes", type=int, default=16000, help="Master's nodes per decision")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--log", type=Path, help="append each game's result here; games found there are not replayed")
    args = parser.parse_args()
    components, data = varied_components(args.seed, args.spread)
    args.out.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"table {args.out} (seed {args.seed}, +-{args.spread:.0%}):")
    for spec, base in zip(components.buildings, BUILT_IN.buildings, strict=True):
        print(
            f"  {spec.id:>18}: cost {base.cost.text():>22} -> {spec.cost.text():<22} value {base.value} -> {spec.value}"
        )
    budget = Budget(None, args.nodes, time.process_time)
    rows = []
    for a, b in LADDER:
        games = args.master_games if a == "master" and args.master_games else args.games
        summary = run_match(
            a,
            b,
            games,
            args.match_seed,
            args.jobs,
            budget if a == "master" else None,
            components,
            args.out.name,
            args.log,
        )
        for line in report_lines(summary):
            print(line)
        rows.append(
            {
                "a": a,
                "b": b,
                "games": summary.games,
                "a_wins": summary.a_wins,
                "b_wins": summary.b_wins,
                "draws": summary.draws,
                "rate": summary.a_score_rate,
                "ci_low": summary.ci_low,
                "ci_high": summary.ci_high,
            }
        )
    print(f"on {args.out.name} (Master: {budget_text(None, args.nodes)}):")
    for row in rows:
        print(
            f"  {row['a']:>12} vs {row['b']:<12} {row['games']:>4} games  {row['rate']:6.1%}  "
            f"[{row['ci_low']:.1%}, {row['ci_high']:.1%}]"
        )
    print(json.dumps({"seed": args.seed, "spread": args.spread, "nodes": args.nodes, "pairs": rows}, sort_keys=True))


if __name__ == "__main__":
    main()
