"""Gifted buildings: sales that the opponent answers by building the sold building on its next turn.

    nice -n 19 .venv/bin/python benchmarks/ai_sales_bench.py --a expert --b strong --games 70 --seed 1 --jobs 2

Plays seeded games of level A against level B, seats alternating and seeded as in the
tournament (``ai.tournament.game_seed``), and records every sale either level makes by
choice (forced sales at the rotation are not choices). A sale is *gifted* when the
opponent builds that very building on its next turn: it paid half the building's value
to the seller and hands the opponent the full value for its cost. A sale is *forced
anyway* when the building stood in sector 4+ at the time (the rotation at the round's
end would have sold it for the same price). Prints, per level, the sales, the late ones
(rounds K and L), the gifted ones and the building value they handed over, the late
sales the opponent could have answered so (whether it did or not), a few examples, then
one JSON line (with each gifted sale's position).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from typing import Any

from lehavre_desktop.ai import make_agent
from lehavre_desktop.ai.tournament import game_seed
from lehavre_desktop.engine import (
    SALE_AGE,
    Build,
    End,
    GameState,
    Sell,
    apply,
    building_value,
    describe_position,
    legal_actions,
    new_game,
)

LATE_ROUNDS = "KL"


@dataclass(frozen=True)
class SaleRecord:
    game: int
    level: str
    round_letter: str
    building: str
    after_action: bool
    forced_anyway: bool  # in sector 4+: the rotation would have sold it for the same price
    action_before: str  # the turn's build or use before the sale ("" when sold before it)
    rebuilt_value: int  # the building's value to the opponent who built it next turn; 0 if not rebuilt
    rebuildable: bool  # the opponent could build it on its next turn (whether it did or not)
    position: dict[str, Any]  # the position the sale was made in, as ``describe_position`` gives it

    @property
    def late(self) -> bool:
        return self.round_letter in LATE_ROUNDS

    @property
    def gifted(self) -> bool:
        return self.rebuilt_value > 0


def play_recorded(a: str, b: str, match_seed: int, index: int) -> list[SaleRecord]:
    """One game of the match; every sale by choice, with what the opponent did on its next turn."""
    a_seat = index % 2
    levels = {a_seat: a, 1 - a_seat: b}
    agents = {
        a_seat: make_agent(a, game_seed(match_seed, index, 0)),
        1 - a_seat: make_agent(b, game_seed(match_seed, index, 1)),
    }
    state = new_game(("A", "B") if a_seat == 0 else ("B", "A"))
    # Sales of the turn that just ended, waiting for the opponent's next build or use.
    pending: list[tuple[GameState, Sell, str]] = []
    records: list[SaleRecord] = []
    turn_action = ""
    while not state.finished:
        seat = state.current
        action = agents[seat].choose(state)
        if isinstance(action, Sell):
            pending.append((state, action, turn_action))
        elif isinstance(action, End):
            turn_action = ""
        else:
            if pending and pending[0][0].current != seat:
                records.extend(_settle(index, levels, pending, state, action))
                pending = []
            turn_action = action.text()
        after = apply(state, action).state
        if pending and after.finished:
            records.extend(_settle(index, levels, pending, after, None))
            pending = []
        state = after
    return records


def _settle(
    index: int, levels: dict[int, str], pending: Iterable[tuple[GameState, Sell, str]], state: GameState, answer: object
) -> list[SaleRecord]:
    found: list[SaleRecord] = []
    for before, sale, action_before in pending:
        seller = before.current
        age = before.players[seller].age_of(sale.building)
        rebuilt = 0
        rebuildable = any(isinstance(a, Build) and a.building == sale.building for a in legal_actions(state))
        if isinstance(answer, Build) and answer.building == sale.building:
            built = apply(state, answer).state
            rebuilt = building_value(built, built.players[1 - seller], sale.building)
        found.append(
            SaleRecord(
                index,
                levels[seller],
                before.round_letter,
                sale.building,
                before.acted,
                age is not None and age + 1 >= SALE_AGE,
                action_before,
                rebuilt,
                rebuildable,
                describe_position(before),
            )
        )
    return found


def summary(records: list[SaleRecord], level: str) -> dict[str, int]:
    mine = [r for r in records if r.level == level]
    late = [r for r in mine if r.late]
    gifted = [r for r in mine if r.gifted]
    late_gifted = [r for r in late if r.gifted and not r.forced_anyway]
    return {
        "sales": len(mine),
        "late_sales": len(late),
        "late_not_forced": sum(1 for r in late if not r.forced_anyway),
        "gifted": len(gifted),
        "gifted_value": sum(r.rebuilt_value for r in gifted),
        "late_gifted_not_forced": len(late_gifted),
        "late_gifted_not_forced_value": sum(r.rebuilt_value for r in late_gifted),
        "late_rebuildable_not_forced": sum(1 for r in late if r.rebuildable and not r.forced_anyway),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="expert")
    parser.add_argument("--b", default="strong")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--examples", type=int, default=6)
    args = parser.parse_args()
    indices = range(args.games)
    if args.jobs <= 1:
        games = [play_recorded(args.a, args.b, args.seed, i) for i in indices]
    else:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            games = list(
                pool.map(play_recorded, [args.a] * args.games, [args.b] * args.games, [args.seed] * args.games, indices)
            )
    records = [record for game in games for record in game]
    figures = {level: summary(records, level) for level in dict.fromkeys((args.a, args.b))}
    print(f"{args.a} vs {args.b}: {args.games} games (seed {args.seed})")
    for level, counts in figures.items():
        print(
            f"  {level:>12}: {counts['sales']} sales, {counts['late_sales']} in rounds K-L "
            f"({counts['late_not_forced']} not forced anyway); rebuilt by the opponent next turn: "
            f"{counts['gifted']} ({counts['gifted_value']} points of value), of them late and not forced: "
            f"{counts['late_gifted_not_forced']} ({counts['late_gifted_not_forced_value']} points); "
            f"late, not forced and the opponent able to build it next turn: {counts['late_rebuildable_not_forced']}"
        )
    for record in [r for r in records if r.gifted][: args.examples]:
        print(
            f"    game {record.game}, round {record.round_letter}, {record.level}: "
            f"{record.action_before or '(before the action)'}, then sell {record.building}; "
            f"rebuilt for a value of {record.rebuilt_value}" + (" (forced anyway)" if record.forced_anyway else "")
        )
    print(
        json.dumps(
            {
                "a": args.a,
                "b": args.b,
                "games": args.games,
                "seed": args.seed,
                "levels": figures,
                "gifted": [asdict(r) for r in records if r.gifted],
            },
            sort_keys=True,
        )
    )


if __name__ == "__main__":
    main()
