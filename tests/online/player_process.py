"""A headless player in a process of its own, for the test that kills one mid-game (SIGKILL) and resumes it.

    python -m tests.online.player_process DIRECTORY URL USER PASSWORD ROOM_ID SEED

Signs in (the session kept in DIRECTORY's file), accepts the invitation to ROOM_ID and plays its turns as a
seeded random player until the game ends or the process is killed.
"""

from __future__ import annotations

import asyncio
import random
import sys
from pathlib import Path

from .players import HeadlessPlayer


async def play(directory: Path, url: str, user: str, password: str, room_id: str, seed: int) -> None:
    player = HeadlessPlayer(directory)
    await player.sign_in(url, user, password)
    await player.accept(room_id)
    rng = random.Random(seed)
    while True:
        game = player.client.game(room_id)
        if game is not None and game.state is not None and game.state.finished:
            break
        if player.my_turn(room_id) and not player.client.waiting_moves(room_id):
            await player.play_turn(room_id, rng)
        await player.wait_for(lambda: player.my_turn(room_id) and not player.client.waiting_moves(room_id), 600)
    await player.close()


if __name__ == "__main__":
    directory, url, user, password, room_id, seed = sys.argv[1:7]
    asyncio.run(play(Path(directory), url, user, password, room_id, int(seed)))
