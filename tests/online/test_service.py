"""The Qt-facing service: every call returns at once, every answer comes back as a signal in the GUI thread."""

from __future__ import annotations

import random
import threading
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import BUILT_IN, CURRENT_RULES_REVISION, random_action
from lehavre_desktop.online import ActionApplied, GameLoaded, NetworkError, RetryPolicy
from lehavre_desktop.online.service import OnlineService

from .homeserver import Homeserver

WAIT_MS = 60_000


def service(directory: Path) -> OnlineService:
    return OnlineService(
        directory, keyring=False, request_seconds=10.0, poll_ms=5_000, retry=RetryPolicy(first=0.2, longest=1.0)
    )


def in_gui_thread(record: list[Any]) -> Any:
    def slot(*args: Any) -> None:
        record.append((threading.current_thread() is threading.main_thread(), args))

    return slot


def test_a_homeserver_that_cannot_be_reached_is_an_operation_failed_in_the_gui_thread(
    qtbot: QtBot, tmp_path: Path
) -> None:
    online = service(tmp_path)
    failures: list[Any] = []
    online.operationFailed.connect(in_gui_thread(failures))
    with qtbot.waitSignal(online.operationFailed, timeout=WAIT_MS):
        online.sign_in("http://127.0.0.1:9", "ann", "secret")  # the discard port: nothing listens there
    assert failures[0][0] is True
    operation, error = failures[0][1]
    assert operation == "sign_in" and isinstance(error, NetworkError)
    assert not (tmp_path / "session.json").exists()
    online.shutdown()


@pytest.mark.network
def test_two_services_set_up_a_game_and_exchange_moves_and_chat(
    qtbot: QtBot, homeserver: Homeserver, tmp_path: Path
) -> None:
    ann_account, ben_account = homeserver.register("ann"), homeserver.register("ben")
    ann, ben = service(tmp_path / "ann"), service(tmp_path / "ben")
    seen: list[Any] = []
    for signal in (
        ann.gameLoaded,
        ben.gameLoaded,
        ben.moveArrived,
        ann.chatReceived,
        ann.sendStatusChanged,
        ben.invitationsChanged,
        ann.signedIn,
    ):
        signal.connect(in_gui_thread(seen))
    try:
        with qtbot.waitSignal(ann.signedIn, timeout=WAIT_MS) as signed_in:
            ann.sign_in(homeserver.url, *ann_account)
        assert signed_in.args == [homeserver.user_id(ann_account[0]), "file"]
        with qtbot.waitSignal(ben.signedIn, timeout=WAIT_MS):
            ben.sign_in(homeserver.url, *ben_account)
        with qtbot.waitSignal(ann.gameCreated, timeout=WAIT_MS) as created:
            ann.create_game(
                homeserver.user_id(ben_account[0]), ("Ann", "Ben"), True, BUILT_IN, CURRENT_RULES_REVISION, "0.1.0"
            )
        room_id = created.args[0]
        qtbot.waitUntil(lambda: any(i.room_id == room_id for i in ben.invitations), timeout=WAIT_MS)
        with qtbot.waitSignal(ben.gameLoaded, timeout=WAIT_MS) as loaded:
            ben.join(room_id)
        note = loaded.args[1]
        assert isinstance(note, GameLoaded) and note.my_seat == 1 and note.record is not None
        assert note.record.names == ("Ann", "Ben") and note.record.actions == ()
        qtbot.waitUntil(lambda: len(ann.games) == 1 and len(ben.games) == 1, timeout=WAIT_MS)
        assert ben.games[0].seat_to_move == 0 and ben.games[0].my_seat == 1

        # Ann's first turn, chosen from the record Ben's program holds; it arrives on Ben's side move by move.
        state = note.record.initial_state()
        action = random_action(state, random.Random(3))
        with qtbot.waitSignal(ben.moveArrived, timeout=WAIT_MS) as arrived:
            ann.send_action(room_id, 0, action)
        applied = arrived.args[1]
        assert isinstance(applied, ActionApplied) and (applied.index, applied.action, applied.seat) == (0, action, 0)
        qtbot.waitUntil(lambda: "confirmed" in [a[3] for _, a in seen if len(a) == 4], timeout=WAIT_MS)
        statuses = [args[3] for _, args in seen if len(args) == 4 and args[2] == 0]
        assert statuses[0] in ("queued", "retrying") and "sending" in statuses and statuses[-1] == "confirmed"

        with qtbot.waitSignal(ann.chatReceived, timeout=WAIT_MS) as chat:
            ben.send_chat(room_id, "Nice build!")
        assert chat.args[1].body == "Nice build!" and chat.args[1].sender == homeserver.user_id(ben_account[0])

        # Out of turn: refused at once on Ben's side, nothing sent.
        with qtbot.waitSignal(ben.operationFailed, timeout=WAIT_MS) as refused:
            ben.send_action(room_id, 1, action)
        assert refused.args[0] == "send_action" and refused.args[1].kind.value == "not_your_turn"
        assert all(in_gui for in_gui, _ in seen)
    finally:
        ann.shutdown()
        ben.shutdown()
