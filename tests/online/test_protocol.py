"""The protocol without a server: a room's events as the homeserver would hand them over, rebuilt into a game."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

from lehavre_desktop.engine import (
    BUILT_IN,
    CURRENT_RULES_REVISION,
    Build,
    GameRecord,
    Pass,
    Reason,
    play_random_game,
    record_to_json,
    replay,
)
from lehavre_desktop.online import (
    ACTION_TYPE,
    SETUP_TYPE,
    UNDO_ANSWER_TYPE,
    UNDO_REQUEST_TYPE,
    ActionApplied,
    ProblemFound,
    ProblemKind,
    RoomGame,
    SetupAccepted,
    UndoAnswered,
    UndoRequested,
    UndoWithdrawn,
    rebuild,
)
from lehavre_desktop.online.protocol import (
    MAX_ACTION_BYTES,
    ContentError,
    action_content,
    is_matrix_user_id,
    parse_setup,
    setup_content,
    transaction_id,
    undo_answer_content,
    undo_request_content,
)

ANN, BEN, EVE = "@ann:example.org", "@ben:example.org", "@eve:example.org"
SEATS = (ANN, BEN)
_ids = itertools.count()


def event(kind: str, sender: str, content: Any, state_key: str | None = None) -> dict[str, Any]:
    made: dict[str, Any] = {
        "type": kind,
        "sender": sender,
        "content": content,
        "event_id": f"$e{next(_ids)}",
        "origin_server_ts": 1_700_000_000_000 + next(_ids),
    }
    if state_key is not None:
        made["state_key"] = state_key
    return made


def opening(creator: str = ANN, seats: tuple[str, str] = SEATS) -> list[dict[str, Any]]:
    setup = setup_content(("Ann", "Ben"), seats, BUILT_IN, CURRENT_RULES_REVISION, "0.1.0")
    return [
        event("m.room.create", creator, {"room_version": "10"}, ""),
        event("m.room.member", creator, {"membership": "join"}, creator),
        event(SETUP_TYPE, creator, setup, ""),
    ]


def move(sender: str, index: int, text: str) -> dict[str, Any]:
    return event(ACTION_TYPE, sender, {"index": index, "action": text})


def moves_of(record: GameRecord) -> list[dict[str, Any]]:
    """One event per action, each from the seat that was to move."""
    states = replay(record).states()
    return [move(SEATS[states[i].current], i, a.text()) for i, a in enumerate(record.actions)]


def random_record(seed: int) -> GameRecord:
    played = play_random_game(random.Random(seed), names=("Ann", "Ben"))
    return GameRecord(("Ann", "Ben"), played.actions)


def started() -> RoomGame:
    game = RoomGame()
    for e in opening():
        game.feed(e)
    return game


def only_problem(outcomes: list[Any]) -> Any:
    assert len(outcomes) == 1 and isinstance(outcomes[0], ProblemFound), outcomes
    return outcomes[0].problem


# ---- the setup -------------------------------------------------------------------------------------------
def test_setup_content_holds_the_record_header_and_reads_back() -> None:
    content = setup_content(("Ann", "Ben"), SEATS, BUILT_IN, CURRENT_RULES_REVISION, "0.1.0")
    assert content["protocol"] == 1 and content["seats"] == [ANN, BEN] and content["record"]["actions"] == []
    setup = parse_setup(content)
    assert setup.record == GameRecord(("Ann", "Ben"), (), BUILT_IN, CURRENT_RULES_REVISION)
    assert setup.seats == SEATS and setup.seat_of(BEN) == 1 and setup.seat_of(EVE) is None


def test_the_setup_carries_the_names_genders_as_a_local_games_record() -> None:
    content = setup_content(("Ann", "Ben"), SEATS, BUILT_IN, 2, "0.1.0", ("feminine", "masculine"))
    assert content["record"]["genders"] == ["feminine", "masculine"]
    assert parse_setup(content).record.genders == ("feminine", "masculine")
    assert parse_setup(setup_content(("Ann", "Ben"), SEATS, BUILT_IN, 2, "0.1.0")).record.genders is None


def test_names_the_engine_refuses_are_refused_when_the_setup_is_made() -> None:
    with pytest.raises(ContentError):
        setup_content(("Ann", "Ann"), SEATS, BUILT_IN, CURRENT_RULES_REVISION, "0.1.0")
    with pytest.raises(ContentError):
        setup_content(("Ann", "Ben"), (ANN, ANN), BUILT_IN, CURRENT_RULES_REVISION, "0.1.0")


@pytest.mark.parametrize(
    ("change", "kind"),
    [
        ({"protocol": 2}, ProblemKind.NEWER_PROTOCOL),
        ({"protocol": "1"}, ProblemKind.BAD_SETUP),
        ({"seats": [ANN]}, ProblemKind.BAD_SETUP),
        ({"seats": [ANN, "ben"]}, ProblemKind.BAD_SETUP),
        ({"program_version": ""}, ProblemKind.BAD_SETUP),
        ({"record": "a game"}, ProblemKind.BAD_SETUP),
    ],
)
def test_a_bad_setup_says_what_is_wrong(change: dict[str, Any], kind: ProblemKind) -> None:
    content = setup_content(("Ann", "Ben"), SEATS, BUILT_IN, CURRENT_RULES_REVISION, "0.1.0") | change
    with pytest.raises(ContentError) as raised:
        parse_setup(content)
    assert raised.value.kind == kind


def test_a_setup_record_with_actions_or_a_wrong_format_is_not_a_setup() -> None:
    content = setup_content(("Ann", "Ben"), SEATS, BUILT_IN, CURRENT_RULES_REVISION, "0.1.0")
    for record in ({**content["record"], "actions": ["pass"]}, {**content["record"], "format": "chess"}):
        with pytest.raises(ContentError) as raised:
            parse_setup({**content, "record": record})
        assert raised.value.kind == ProblemKind.BAD_SETUP


def test_matrix_user_ids() -> None:
    assert is_matrix_user_id("@ann:example.org") and is_matrix_user_id("@a:b")
    for text in ("ann", "@ann", "@:example.org", "@ann:", "@an n:example.org", "@" + "a" * 300 + ":x", 5):
        assert not is_matrix_user_id(text)


# ---- a whole game ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(6))
def test_a_seeded_game_rebuilds_from_its_events_exactly(seed: int) -> None:
    record = random_record(seed)
    rebuilt, problems = rebuild(opening() + moves_of(record))
    assert problems == []
    assert rebuilt == record
    assert record_to_json(rebuilt) == record_to_json(record)


def test_live_play_and_a_rebuild_agree_event_by_event() -> None:
    events = opening() + moves_of(random_record(7))
    game = RoomGame()
    applied = []
    for e in events:
        applied += [o.index for o in game.feed(e) if isinstance(o, ActionApplied)]
    assert applied == list(range(len(events) - 3))
    assert game.record == rebuild(events)[0]
    assert game.state is not None and game.state.finished and game.seat_to_move() is None


def test_the_last_move_time_is_the_servers_time_of_each_seats_latest_action() -> None:
    game = started()
    events = moves_of(random_record(3))[:6]
    for e in events:
        game.feed(e)
    by_ann = [e["origin_server_ts"] for e in events if e["sender"] == ANN]
    by_ben = [e["origin_server_ts"] for e in events if e["sender"] == BEN]
    assert game.last_move_time_ms(0) == by_ann[-1] and game.last_move_time_ms(1) == by_ben[-1]


def test_events_that_are_not_the_games_change_nothing() -> None:
    game = started()
    outcomes = game.feed(event("m.room.message", BEN, {"msgtype": "m.text", "body": "good luck"}))
    outcomes += game.feed(event("m.room.member", EVE, {"membership": "join"}, EVE))
    assert outcomes == [] and game.problems == [] and game.length == 0


# ---- what is ignored ----------------------------------------------------------------------------------------
def test_an_action_from_someone_without_a_seat_is_ignored() -> None:
    game = started()
    problem = only_problem(game.feed(move(EVE, 0, "build wood_company")))
    assert problem.kind == ProblemKind.NOT_SEATED and problem.sender == EVE and game.length == 0


def test_an_action_out_of_turn_is_ignored() -> None:
    game = started()
    first = moves_of(random_record(1))[0]
    problem = only_problem(game.feed(move(BEN, 0, first["content"]["action"])))
    assert problem.kind == ProblemKind.OUT_OF_TURN and problem.index == 0 and game.length == 0
    assert isinstance(game.feed(first)[0], ActionApplied)


def test_an_action_at_another_index_is_out_of_order_and_a_resend_is_a_duplicate() -> None:
    game = started()
    first, second = moves_of(random_record(1))[:2]
    assert only_problem(game.feed(move(ANN, 1, first["content"]["action"]))).kind == ProblemKind.OUT_OF_ORDER
    game.feed(first)
    game.feed(second)
    assert only_problem(game.feed(dict(first, event_id="$again"))).kind == ProblemKind.DUPLICATE
    assert only_problem(game.feed(move(ANN, 0, "pass"))).kind == ProblemKind.OUT_OF_ORDER
    assert game.length == 2


def test_an_illegal_action_is_ignored_with_the_engines_rejection() -> None:
    game = started()
    problem = only_problem(game.feed(move(ANN, 0, "end")))
    assert problem.kind == ProblemKind.ILLEGAL
    assert problem.rejection is not None and problem.rejection.reason == Reason.MUST_ACT_FIRST
    problem = only_problem(game.feed(move(ANN, 0, "build pont_de_normandie")))
    assert problem.kind == ProblemKind.ILLEGAL and game.length == 0


@pytest.mark.parametrize(
    "content",
    [
        "build",
        [0, "pass"],
        {"index": "0", "action": "pass"},
        {"index": True, "action": "pass"},
        {"index": -1, "action": "pass"},
        {"index": 0},
        {"index": 0, "action": 7},
        {"index": 0, "action": "fly away"},
        {"index": 0, "action": "build"},
        None,
    ],
)
def test_a_malformed_action_is_ignored(content: Any) -> None:
    game = started()
    problem = only_problem(game.feed(event(ACTION_TYPE, ANN, content)))
    assert problem.kind == ProblemKind.MALFORMED and problem.detail and game.length == 0


def test_an_event_over_its_size_is_ignored_unread() -> None:
    game = started()
    content = {"index": 0, "action": "pass", "padding": "x" * MAX_ACTION_BYTES}
    problem = only_problem(game.feed(event(ACTION_TYPE, ANN, content)))
    assert problem.kind == ProblemKind.TOO_LARGE and game.length == 0
    big = {"index": 0, "action": "build " + "x" * 100_000}
    assert only_problem(game.feed(event(ACTION_TYPE, ANN, big))).kind == ProblemKind.TOO_LARGE


def test_a_second_setup_or_one_from_anybody_else_is_forged() -> None:
    game = started()
    forged = setup_content(("Ben", "Ann"), (BEN, ANN), BUILT_IN, CURRENT_RULES_REVISION, "0.1.0")
    for forgery in (event(SETUP_TYPE, BEN, forged, ""), event(SETUP_TYPE, BEN, forged), event(SETUP_TYPE, ANN, forged)):
        assert only_problem(game.feed(forgery)).kind == ProblemKind.FORGED_SETUP
    assert game.setup is not None and game.setup.seats == SEATS


def test_only_the_rooms_creator_sets_the_game_up_as_the_rooms_state() -> None:
    create, member, setup = opening()
    for first in (dict(setup, sender=BEN), {k: v for k, v in setup.items() if k != "state_key"}):
        game = RoomGame()
        game.feed(create)
        game.feed(member)
        assert only_problem(game.feed(first)).kind == ProblemKind.FORGED_SETUP
        assert game.setup is None
        assert game.feed(setup) == [SetupAccepted(parse_setup(setup["content"]))]
    record, problems = rebuild([setup, move(ANN, 0, "pass")])  # no creation seen: nothing is the room's own
    assert record is None and [p.kind for p in problems] == [ProblemKind.FORGED_SETUP, ProblemKind.OUT_OF_ORDER]


def test_a_creator_without_a_seat_or_a_setup_from_a_newer_program_is_no_game() -> None:
    record, problems = rebuild(opening(creator=EVE))
    assert record is None and problems[0].kind == ProblemKind.BAD_SETUP
    create, member, setup = opening()
    newer = dict(setup, content=dict(setup["content"], protocol=9))
    record, problems = rebuild([create, member, newer])
    assert record is None and problems[0].kind == ProblemKind.NEWER_PROTOCOL


def test_after_the_end_no_action_counts() -> None:
    record = random_record(2)
    game = started()
    for e in moves_of(record):
        game.feed(e)
    assert only_problem(game.feed(move(ANN, record_length(record), "pass"))).kind == ProblemKind.GAME_OVER
    assert game.record == record


def record_length(record: GameRecord) -> int:
    return len(record.actions)


def test_a_game_stays_intact_through_every_kind_of_bad_event() -> None:
    record = random_record(5)
    good = moves_of(record)
    noise = [
        move(EVE, 4, "pass"),
        move(BEN, 4, "pass"),
        move(ANN, 9, "pass"),
        event(ACTION_TYPE, ANN, {"index": 4}),
        event(SETUP_TYPE, BEN, {"protocol": 1}),
        event(ACTION_TYPE, ANN, {"x": "y" * 5000}),
    ]
    events = opening() + good[:4] + noise + good[4:]
    rebuilt, problems = rebuild(events)
    assert rebuilt == record
    assert [p.kind for p in problems] == [
        ProblemKind.NOT_SEATED,
        ProblemKind.OUT_OF_TURN,
        ProblemKind.OUT_OF_ORDER,
        ProblemKind.MALFORMED,
        ProblemKind.FORGED_SETUP,
        ProblemKind.TOO_LARGE,
    ]
    assert [p.event_id for p in problems] == [e["event_id"] for e in noise]


# ---- undo --------------------------------------------------------------------------------------------------
def played(count: int, seed: int = 4) -> tuple[RoomGame, list[dict[str, Any]]]:
    game = started()
    events = moves_of(random_record(seed))
    for e in events[:count]:
        game.feed(e)
    return game, events


def test_an_accepted_undo_takes_the_record_back_and_the_index_is_filled_anew() -> None:
    game, events = played(10)
    seat = game.seat_to_move()
    assert seat is not None
    target = game.undo_target(seat)
    assert target is not None and target < 10
    request = event(UNDO_REQUEST_TYPE, SEATS[seat], undo_request_content(10, target))
    asked = game.feed(request)
    assert isinstance(asked[0], UndoRequested) and game.pending_undo is not None
    answer = event(UNDO_ANSWER_TYPE, SEATS[1 - seat], undo_answer_content(request["event_id"], True))
    answered = game.feed(answer)
    assert isinstance(answered[0], UndoAnswered) and answered[0].accepted
    assert game.length == target and game.generation == 1 and game.pending_undo is None
    assert game.record == GameRecord(("Ann", "Ben"), random_record(4).actions[:target])
    game.feed(events[target])  # the same move again, at the same index: it counts, it is not a resend
    assert game.length == target + 1


def test_a_declined_undo_leaves_the_record() -> None:
    game, _ = played(10)
    request = event(UNDO_REQUEST_TYPE, ANN, undo_request_content(10, game.undo_target(0) or 0))
    game.feed(request)
    answered = game.feed(event(UNDO_ANSWER_TYPE, BEN, undo_answer_content(request["event_id"], False)))
    assert isinstance(answered[0], UndoAnswered) and not answered[0].accepted
    assert game.length == 10 and game.generation == 0 and game.pending_undo is None


def test_a_move_withdraws_the_request_and_a_late_answer_is_invalid() -> None:
    game, events = played(10)
    mover = SEATS[game.seat_to_move() or 0]
    other = BEN if mover == ANN else ANN
    request = event(UNDO_REQUEST_TYPE, other, undo_request_content(10, game.undo_target(SEATS.index(other)) or 0))
    game.feed(request)
    outcomes = game.feed(events[10])
    assert isinstance(outcomes[0], UndoWithdrawn) and isinstance(outcomes[1], ActionApplied)
    late = event(UNDO_ANSWER_TYPE, mover, undo_answer_content(request["event_id"], True))
    assert only_problem(game.feed(late)).kind == ProblemKind.UNDO_INVALID
    assert game.length == 11


def test_undo_requests_and_answers_that_do_not_fit_are_invalid() -> None:
    game, _ = played(10)
    for content in (undo_request_content(9, 5), undo_request_content(10, 10)):
        assert only_problem(game.feed(event(UNDO_REQUEST_TYPE, ANN, content))).kind == ProblemKind.UNDO_INVALID
    request = event(UNDO_REQUEST_TYPE, ANN, undo_request_content(10, game.undo_target(0) or 0))
    game.feed(request)
    own = event(UNDO_ANSWER_TYPE, ANN, undo_answer_content(request["event_id"], True))
    assert only_problem(game.feed(own)).kind == ProblemKind.UNDO_INVALID
    assert (
        only_problem(game.feed(event(UNDO_ANSWER_TYPE, EVE, undo_answer_content(request["event_id"], True)))).kind
        == ProblemKind.NOT_SEATED
    )
    wrong = event(UNDO_ANSWER_TYPE, BEN, undo_answer_content("$another", True))
    assert only_problem(game.feed(wrong)).kind == ProblemKind.UNDO_INVALID
    assert (
        only_problem(game.feed(event(UNDO_ANSWER_TYPE, BEN, {"request": "$x", "accept": "yes"}))).kind
        == ProblemKind.MALFORMED
    )
    assert game.length == 10 and game.pending_undo is not None


SCRIPT = [
    "build smokehouse pay clay@0.2 wood@0.1",
    "end",
    "build clay_mound pay wood@0.1",
    "end",
    "build grocery_store pay fish@0.2",
    "end",
    "build hardware_store pay clay@0.2 wood@0.0",
    "sell clay_mound",
    "end",
]
SCRIPT_SEATS = [ANN, ANN, BEN, BEN, ANN, ANN, BEN, BEN, BEN]


def scripted(count: int) -> RoomGame:
    game = started()
    for index in range(count):
        assert isinstance(game.feed(move(SCRIPT_SEATS[index], index, SCRIPT[index]))[0], ActionApplied)
    return game


def test_undo_goes_back_before_the_askers_latest_gesture_with_the_opponents_moves_after_it() -> None:
    assert scripted(0).undo_target(0) is None
    game = scripted(6)
    assert game.undo_target(0) == 4  # Ann's build and the end it came with
    assert game.undo_target(1) == 2  # Ben's build, and Ann's turn after it
    assert scripted(2).undo_target(1) is None


def test_a_sale_after_the_action_and_the_end_after_it_are_gestures_of_their_own() -> None:
    game = scripted(9)
    assert game.undo_target(1) == 8  # the end after the sale
    game = scripted(8)
    assert game.undo_target(1) == 7  # the sale
    game = scripted(7)
    assert game.undo_target(1) == 6  # the build, its turn still open


def test_transaction_ids_differ_by_room_generation_and_index_and_repeat_for_the_same_move() -> None:
    ids = {
        transaction_id(room, "action", generation, index)
        for room in ("!a:x", "!b:x")
        for generation in (0, 1)
        for index in (0, 1)
    }
    assert len(ids) == 8
    assert transaction_id("!a:x", "action", 0, 3) == transaction_id("!a:x", "action", 0, 3)
    assert action_content(3, Pass()) == {"index": 3, "action": "pass"}
    assert action_content(0, Build("clay_mound")) == {"index": 0, "action": "build clay_mound"}


def test_an_undo_request_must_go_back_to_the_requesters_own_last_move() -> None:
    game, _ = played(10)
    for seat, player in enumerate(SEATS):
        target = game.undo_target(seat)
        assert target is not None
        # Further back than their own last move, or into the middle of it, or only the opponent's moves after it.
        for wrong in sorted({0, target - 1, target + 1} - {target}):
            if 0 <= wrong < 10:
                problem = only_problem(game.feed(event(UNDO_REQUEST_TYPE, player, undo_request_content(10, wrong))))
                assert problem.kind == ProblemKind.UNDO_INVALID and problem.sender == player
                assert game.pending_undo is None
    asked = game.feed(event(UNDO_REQUEST_TYPE, ANN, undo_request_content(10, game.undo_target(0) or 0)))
    assert isinstance(asked[0], UndoRequested) and game.pending_undo is not None
