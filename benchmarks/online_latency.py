"""The time from a move's send to its arrival on the other client, through the loopback homeserver.

    .ci/homeserver.sh start && python benchmarks/online_latency.py [--seed 1] [--games 1]

Two headless clients (``GameClient``, as the program runs it, with its default 30 s long-poll) play
whole seeded random games in one room each, in one process and one event loop, so that one clock
times both ends. A move's latency runs from the moment the mover's client is given it
(``send_action``: into the outbox, then out) to the moment the other client counts it (its engine
checked and applied it from the room). A turn's latency runs from its first action's send to its last
action's arrival: what the waiting player waits from the opponent's confirm to the whole turn on their
table. Registration and room setup are not timed.

The last line is one JSON object with the figures (milliseconds).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from lehavre_desktop.engine import BUILT_IN, CURRENT_RULES_REVISION, random_action  # noqa: E402
from lehavre_desktop.online import (  # noqa: E402
    ActionApplied,
    CredentialStore,
    GameChanged,
    GameClient,
    Note,
)
from tests.online.homeserver import find_homeserver  # noqa: E402


class TimedPlayer:
    def __init__(self, directory: Path, changed: asyncio.Event) -> None:
        self.arrived: dict[tuple[str, int], float] = {}
        self._changed = changed
        self.client = GameClient(directory, CredentialStore(directory, None), self._note)

    def _note(self, note: Note) -> None:
        if isinstance(note, GameChanged) and isinstance(note.outcome, ActionApplied):
            self.arrived[(note.room_id, note.outcome.index)] = time.perf_counter()
        self._changed.set()


async def wait(changed: asyncio.Event, found: Callable[[], bool]) -> None:
    while not found():
        changed.clear()
        await changed.wait()


def length(player: TimedPlayer, room: str) -> int:
    game = player.client.game(room)
    return -1 if game is None or game.state is None else game.length


async def play(
    url: str, accounts: list[tuple[str, str]], server_name: str, seed: int, directory: Path
) -> tuple[list[float], list[float], int]:
    changed = asyncio.Event()
    players = [TimedPlayer(directory / f"p{n}", changed) for n in (0, 1)]
    for player, (user, password) in zip(players, accounts, strict=True):
        await player.client.sign_in(url, user, password)
    room = await players[0].client.create_game(
        f"@{accounts[1][0]}:{server_name}", ("Ann", "Ben"), True, BUILT_IN, CURRENT_RULES_REVISION, "benchmark"
    )
    await wait(changed, lambda: any(i.room_id == room for i in players[1].client.invitations()))
    await players[1].client.join(room)
    await wait(changed, lambda: all(length(p, room) >= 0 for p in players))
    rng = random.Random(seed)
    sent: dict[int, float] = {}
    turns: list[tuple[int, int]] = []
    while True:
        game = players[0].client.game(room)
        assert game is not None and game.state is not None
        if game.state.finished:
            break
        seat = game.state.current
        mover = players[seat]
        first = game.length
        state = mover.client.view_state(room)
        while state is not None and not state.finished and state.current == seat:
            index = first + len(mover.client.waiting_moves(room))
            sent[index] = time.perf_counter()
            await mover.client.send_action(room, index, random_action(state, rng))
            state = mover.client.view_state(room)
        last = first + len(mover.client.waiting_moves(room)) - 1
        turns.append((first, last))
        await wait(changed, lambda last=last: all(length(p, room) > last for p in players))  # type: ignore[misc]
    record = players[0].client.game(room)
    assert record is not None
    receiver_of = {index: next(p for p in players if p.client.user_id != record.sender_of(index)) for index in sent}
    moves = [(receiver_of[i].arrived[(room, i)] - sent[i]) * 1000 for i in sent]
    turn_times = [(receiver_of[last].arrived[(room, last)] - sent[first]) * 1000 for first, last in turns]
    for player in players:
        await player.client.close()
    return moves, turn_times, len(sent)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=1)
    options = parser.parse_args()
    found = find_homeserver()
    if isinstance(found, str):
        sys.exit(found)
    moves: list[float] = []
    turns: list[float] = []
    actions = 0
    with tempfile.TemporaryDirectory() as scratch:
        for game in range(options.games):
            accounts = [found.register("bench_a"), found.register("bench_b")]
            m, t, n = asyncio.run(
                play(found.url, accounts, found.server_name, options.seed + game, Path(scratch) / str(game))
            )
            moves += m
            turns += t
            actions += n
    figures = {
        "games": options.games,
        "actions": actions,
        "turns": len(turns),
        "move_median_ms": round(statistics.median(moves), 1),
        "move_worst_ms": round(max(moves), 1),
        "turn_median_ms": round(statistics.median(turns), 1),
        "turn_worst_ms": round(max(turns), 1),
    }
    print(f"{actions} moves in {len(turns)} turns over {options.games} game(s) through {found.url}")
    print(f"a move, send to arrival: median {figures['move_median_ms']} ms, worst {figures['move_worst_ms']} ms")
    print(
        f"a turn, first send to last arrival: median {figures['turn_median_ms']} ms, "
        f"worst {figures['turn_worst_ms']} ms"
    )
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
