"""A headless online player for the network tests: a GameClient whose notes it keeps, and a seeded random
player's moves on its turns."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import Callable
from pathlib import Path

from lehavre_desktop.engine import BUILT_IN, CURRENT_RULES_REVISION, Action, random_action
from lehavre_desktop.online import CredentialStore, GameClient, Note, RetryPolicy

# A test waits this long at most for the homeserver to bring what it waits for; a wait that runs out fails
# the test (the homeserver did not deliver), it is never what a test asserts.
WAIT_SECONDS = 60.0
QUICK_RETRY = RetryPolicy(first=0.2, longest=1.0)


class HeadlessPlayer:
    def __init__(
        self, directory: Path, changed: asyncio.Event | None = None, request_seconds: float = 10.0, poll_ms: int = 5_000
    ) -> None:
        """``changed`` is set on every note: players that share one wake each other's waits."""
        directory.mkdir(parents=True, exist_ok=True)
        self.notes: list[Note] = []
        self._changed = changed or asyncio.Event()
        self.client = GameClient(
            directory,
            CredentialStore(directory, None),
            self._note,
            request_seconds=request_seconds,
            poll_ms=poll_ms,
            retry=QUICK_RETRY,
        )

    def _note(self, note: Note) -> None:
        self.notes.append(note)
        self._changed.set()

    async def wait_for(self, found: Callable[[], object], seconds: float = WAIT_SECONDS) -> object:
        """Until ``found()`` gives something true; that value."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds
        while True:
            value = found()
            if value:
                return value
            left = deadline - loop.time()
            if left <= 0:
                raise AssertionError(f"waited {seconds} s in vain; the last notes: {self.notes[-5:]}")
            self._changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), min(left, 1.0))

    def notes_of(self, kind: type) -> list:  # type: ignore[type-arg]
        return [n for n in self.notes if isinstance(n, kind)]

    async def sign_in(self, url: str, user: str, password: str) -> None:
        await self.client.sign_in(url, user, password)

    async def wait_for_game(self, room_id: str) -> None:
        await self.wait_for(lambda: self.client.game(room_id) is not None)

    async def invite(self, friend: str, names: tuple[str, str] = ("Ann", "Ben"), i_start: bool = True) -> str:
        room_id = await self.client.create_game(friend, names, i_start, BUILT_IN, CURRENT_RULES_REVISION, "0.1.0")
        await self.wait_for_game(room_id)
        return room_id

    async def accept(self, room_id: str) -> None:
        await self.wait_for(lambda: any(i.room_id == room_id for i in self.client.invitations()))
        await self.client.join(room_id)
        await self.wait_for_game(room_id)

    def my_turn(self, room_id: str) -> bool:
        state = self.client.view_state(room_id)
        seat = self.client.my_seat(room_id)
        return state is not None and not state.finished and state.current == seat

    async def play_turn(self, room_id: str, rng: random.Random) -> list[Action]:
        """Queue this player's whole turn (sales, the action, the end) as a random player chooses it."""
        played = []
        while self.my_turn(room_id):
            state = self.client.view_state(room_id)
            assert state is not None
            action = random_action(state, rng)
            game = self.client.game(room_id)
            assert game is not None
            await self.client.send_action(room_id, game.length + len(self.client.waiting_moves(room_id)), action)
            played.append(action)
        return played

    async def close(self) -> None:
        await self.client.close()


async def play_until(
    players: dict[str, HeadlessPlayer], room_id: str, rngs: dict[str, random.Random], stop: Callable[[], bool]
) -> None:
    """Both players move on their turns (each waits to see the other's moves in the room) until ``stop()``."""
    while not stop():
        for name, player in players.items():
            if player.my_turn(room_id) and not player.client.waiting_moves(room_id):
                await player.play_turn(room_id, rngs[name])
        first = next(iter(players.values()))
        await first.wait_for(
            lambda: stop() or any(p.my_turn(room_id) and not p.client.waiting_moves(room_id) for p in players.values())
        )
