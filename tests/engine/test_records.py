"""Game records: versioned JSON, replay, and the errors of a bad record.

Version 2 records name the rules revision and close every turn with ``end``. Version-1
records (the golden files in ``golden/``, with their scores in ``expected_scores.json``)
still open: loading inserts the ``end`` actions and the game keeps rules revision 1, whose
repeated food costs are paid as one sum (§8.3, OQ-8).
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from lehavre_desktop.engine import (
    BUILT_IN,
    Action,
    Build,
    Cost,
    End,
    GameRecord,
    GameState,
    Good,
    Pass,
    RandomPlayer,
    Reason,
    RecordError,
    RuleId,
    Sell,
    Use,
    apply,
    check,
    decode,
    describe_position,
    legal_actions,
    new_game,
    outcome,
    position_from_data,
    record_from_json,
    record_to_json,
    replay,
    wealth,
)
from lehavre_desktop.engine.catalog import FixedValue
from lehavre_desktop.engine.random_play import PlayedGame, play_random_game, random_action

NAMES = ("Ann", "Ben")


def played(seed: int) -> PlayedGame:
    return play_random_game(random.Random(seed), names=NAMES)


def record_data(seed: int) -> dict[str, Any]:
    game = played(seed)
    data: dict[str, Any] = json.loads(record_to_json(GameRecord(NAMES, game.actions)))
    return data


def load(data: Any) -> GameRecord:
    return record_from_json(json.dumps(data))


def loaded_revision(text: str) -> int:
    return record_from_json(text).rules_revision


def first_turn_action_from(data: dict[str, Any], start: int) -> int:
    """The index of the first build, use or pass at or after ``start`` (where a turn's action stands)."""
    return next(
        i for i in range(start, len(data["actions"])) if data["actions"][i].split()[0] in ("build", "use", "pass")
    )


# ---- round trip ------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(15))
def test_record_json_record_replay_reproduces_the_final_state(seed: int) -> None:
    game = played(seed)
    record = GameRecord(NAMES, game.actions)
    text = record_to_json(record)
    assert json.loads(text)["rules_revision"] == loaded_revision(text) == 2
    loaded = record_from_json(text)
    assert loaded == record
    assert loaded.rules_revision == 2
    assert record_to_json(loaded) == text
    result = replay(loaded)
    assert len(result.transitions) == len(game.actions)
    assert result.final == game.final
    assert result.final.finished
    assert outcome(result.final) == game.outcome


def test_replay_reproduces_every_intermediate_state() -> None:
    rng = random.Random(99)
    state = new_game(NAMES)
    states: list[GameState] = [state]
    actions = []
    while not state.finished:
        action = random_action(state, rng)
        actions.append(action)
        state = apply(state, action).state
        states.append(state)
    result = replay(record_from_json(record_to_json(GameRecord(NAMES, tuple(actions)))))
    assert result.initial == new_game(NAMES)
    assert result.states() == states


def test_record_of_a_game_in_progress_round_trips() -> None:
    game = played(4)
    half = GameRecord(NAMES, game.actions[:30])
    result = replay(record_from_json(record_to_json(half)))
    assert not result.final.finished
    assert result.final == replay(half).final
    empty = record_from_json(record_to_json(GameRecord(NAMES)))
    assert replay(empty).final == new_game(NAMES)


def test_record_keeps_a_corrected_component_table() -> None:
    """A game played on a corrected table replays on that table, not on the built-in one."""
    pier = replace(BUILT_IN.by_id["pier"], letter="A", cost=Cost(wood=1))
    zoo = replace(BUILT_IN.by_id["zoo"], value=FixedValue(40))
    table = replace(BUILT_IN, buildings=tuple({"pier": pier, "zoo": zoo}.get(b.id, b) for b in BUILT_IN.buildings))
    for seed in (1, 2, 3):
        game = play_random_game(random.Random(seed), table, NAMES)
        loaded = record_from_json(record_to_json(GameRecord(NAMES, game.actions, table)))
        assert loaded.components == table
        assert replay(loaded).final == game.final


def test_record_json_is_versioned() -> None:
    data = record_data(0)
    assert data["format"] == "lehavre-inland-port-record"
    assert data["version"] == 2
    assert data["rules_revision"] == 2
    assert data["players"] == list(NAMES)
    assert all(isinstance(text, str) for text in data["actions"])
    # Every turn closes with "end": 72 turns, each with exactly one build, use or pass before its end.
    turns = " ".join("|" if text == "end" else text.split()[0] for text in data["actions"]).split("|")
    assert len(turns) == 72 + 1 and turns[-1] == ""
    for turn in turns[:-1]:
        verbs = turn.split()
        assert sum(verb in ("build", "use", "pass") for verb in verbs) == 1, verbs
        assert set(verbs) <= {"build", "use", "pass", "sell"}


# ---- errors ----------------------------------------------------------------------------


def test_wrong_format() -> None:
    data = record_data(0)
    data["format"] = "le-havre-big-game-record"
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index is None
    del data["format"]
    with pytest.raises(RecordError):
        load(data)


@pytest.mark.parametrize("version", [0, 3, "1", "2", 1.5, None, True, 1.0, 2.0])
def test_wrong_version(version: Any) -> None:
    data = record_data(0)
    data["version"] = version
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index is None


def test_two_players_with_the_same_name_are_refused() -> None:
    data = record_data(0)
    data["players"] = ["Ann", "Ann"]
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index is None


def test_missing_version() -> None:
    data = record_data(0)
    del data["version"]
    with pytest.raises(RecordError):
        load(data)


@pytest.mark.parametrize("text", ["", "{", "not json", '{"format": "lehavre-inland-port-record",'])
def test_bad_json(text: str) -> None:
    with pytest.raises(RecordError) as caught:
        record_from_json(text)
    assert caught.value.index is None


def test_truncated_record_file() -> None:
    text = record_to_json(GameRecord(NAMES, played(0).actions))
    with pytest.raises(RecordError):
        record_from_json(text[: len(text) // 2])


@pytest.mark.parametrize("top", ["[]", "5", '"record"', "null"])
def test_not_an_object(top: str) -> None:
    with pytest.raises(RecordError):
        record_from_json(top)


@pytest.mark.parametrize(
    "players",
    [["Ann"], ["Ann", "Ben", "Cy"], ["Ann", ""], ["Ann", "  "], ["Ann", 5], "Ann,Ben", None, {"0": "Ann", "1": "Ben"}],
)
def test_bad_players(players: Any) -> None:
    data = record_data(0)
    data["players"] = players
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index is None


def test_missing_players() -> None:
    data = record_data(0)
    del data["players"]
    with pytest.raises(RecordError):
        load(data)


@pytest.mark.parametrize("change", ["bad_letter", "free_building", "unknown_building", "bad_start", "not_an_object"])
def test_bad_component_data(change: str) -> None:
    data = record_data(0)
    components = data["components"]
    if change == "bad_letter":
        components["buildings"]["pier"]["letter"] = "Z"
    elif change == "free_building":
        components["buildings"]["pier"]["cost"] = {}
    elif change == "unknown_building":
        components["buildings"]["castle"] = {"letter": "A", "cost": {"wood": 1}, "value": 2}
    elif change == "bad_start":
        components["warehouse"]["start"]["fish"] = [0, 5]
    else:
        data["components"] = ["pier"]
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index is None


@pytest.mark.parametrize("actions", [None, "build kiln", {"0": "pass"}])
def test_actions_not_a_list(actions: Any) -> None:
    data = record_data(0)
    data["actions"] = actions
    with pytest.raises(RecordError):
        load(data)


@pytest.mark.parametrize(
    "bad",
    [
        "build kiln pay",
        "fly away",
        "",
        "use marketplace fish*0",
        7,
        None,
        ["pass"],
        "use marketplace fish*4294967296",
        "use restaurant x" + "9" * 5000,
        "end now",
    ],
)
def test_malformed_action_names_its_index(bad: Any) -> None:
    data = record_data(0)
    data["actions"][5] = bad
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == 5
    assert "action 5" in str(caught.value)


def test_illegal_action_names_its_index() -> None:
    """Pont de Normandie enters in round K (§3.2); early in the game it cannot be built."""
    data = record_data(0)
    index = first_turn_action_from(data, 6)
    data["actions"][index] = "build pont_de_normandie"
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == index
    assert f"action {index}" in str(caught.value)
    assert "build.available" in str(caught.value)


def test_second_action_in_a_turn_names_its_index() -> None:
    """A build, use or pass where the record should end the turn (§4.3): refused as a second action."""
    data = record_data(0)
    index = data["actions"].index("end")
    data["actions"][index] = "pass"
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == index
    assert "turn.one_action" in str(caught.value) and "already_acted" in str(caught.value)


def test_end_before_the_action_names_its_index() -> None:
    data = record_data(0)
    data["actions"].insert(0, "end")
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == 0
    assert "turn.end" in str(caught.value) and "must_act_first" in str(caught.value)


@pytest.mark.parametrize("revision", [0, 3, "2", None, True, [2]])
def test_bad_rules_revision(revision: Any) -> None:
    data = record_data(0)
    data["rules_revision"] = revision
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index is None
    assert "rules_revision" in str(caught.value)


def test_missing_rules_revision() -> None:
    data = record_data(0)
    del data["rules_revision"]
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index is None
    assert "rules_revision" in str(caught.value)


@pytest.mark.parametrize("revision", [2.0, 1.5])
def test_fractional_rules_revision(revision: float) -> None:
    """A rules revision is a whole number: 2.0 is not revision 2."""
    data = record_data(0)
    data["rules_revision"] = revision
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index is None
    assert "'rules_revision' must be 1 or 2" in str(caught.value)


def test_pass_when_a_build_is_possible_is_illegal() -> None:
    """§15.3: pass is offered only when no build or use is possible; at the start every player can build."""
    data = record_data(0)
    data["actions"][0] = "pass"
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == 0


def test_illegal_payment_names_its_index() -> None:
    """Replace the first build that pays goods with one paid by moving a marker up to 20 (row 15, +5)."""
    game = played(0)
    index = next(i for i, a in enumerate(game.actions) if isinstance(a, Build) and a.payment)
    data = record_data(0)
    first = game.actions[index]
    assert isinstance(first, Build)
    good = first.payment[0].good.value
    data["actions"][index] = f"build {first.building} pay {good}@5.5"
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == index


def test_selling_a_building_one_does_not_own_is_illegal() -> None:
    data = record_data(0)
    # At the very start nobody owns anything.
    data["actions"][0] = Sell("clay_mound").text()
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == 0


@pytest.mark.parametrize("extra", [Pass(), End(), Sell("clay_mound")])
def test_action_after_the_end_is_illegal(extra: Action) -> None:
    data = record_data(0)
    count = len(data["actions"])
    data["actions"].append(extra.text())
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == count
    assert "game.over" in str(caught.value)


def test_first_of_several_bad_actions_is_named() -> None:
    data = record_data(0)
    data["actions"][9] = "build pont_de_normandie"
    data["actions"][20] = "build pont_de_normandie"
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == 9

    data = record_data(0)
    data["actions"][9] = "fly away"
    data["actions"][20] = "fly away"
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == 9


def test_illegal_action_before_a_malformed_one_is_named_first() -> None:
    """Action 4 is illegal and action 8 malformed: the first bad action is 4."""
    data = record_data(0)
    data["actions"][4] = "build pont_de_normandie"
    data["actions"][8] = "build kiln pay"
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == 4


# ---- version-1 records: the golden files ------------------------------------------------

GOLDEN = Path(__file__).parent / "golden"
EXPECTED: dict[str, dict[str, Any]] = json.loads((GOLDEN / "expected_scores.json").read_text(encoding="utf-8"))


def golden_text(name: str) -> str:
    return (GOLDEN / name).read_text(encoding="utf-8")


def closes_a_turn_in_version_1(action: Action) -> bool:
    return isinstance(action, Build | Use | Pass)


def test_the_golden_files_are_all_listed() -> None:
    assert sorted(EXPECTED) == sorted(path.name for path in GOLDEN.glob("*.lhip.json"))
    assert any(not expected["finished"] for expected in EXPECTED.values())  # one to play on


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_golden_version_1_record_opens_and_scores_as_before(name: str) -> None:
    expected = EXPECTED[name]
    text = golden_text(name)
    data = json.loads(text)
    assert data["version"] == 1 and "rules_revision" not in data and "end" not in data["actions"]
    assert len(data["actions"]) == expected["actions"]
    record = record_from_json(text)
    assert record.rules_revision == 1
    # Loading inserts an "end" right after every build, use or pass, and changes nothing else.
    v1_actions = [decode(action_text) for action_text in data["actions"]]
    assert [a for a in record.actions if not isinstance(a, End)] == v1_actions
    ends = [i for i, a in enumerate(record.actions) if isinstance(a, End)]
    assert len(ends) == sum(closes_a_turn_in_version_1(a) for a in v1_actions)
    assert all(closes_a_turn_in_version_1(record.actions[i - 1]) for i in ends)
    result = replay(record)
    final = result.final
    assert final.rules_revision == 1
    assert final.finished == expected["finished"]
    totals = [wealth(final, 0).total, wealth(final, 1).total]
    assert totals == expected["totals"]
    if expected["finished"]:
        result_outcome = outcome(final)
        assert result_outcome is not None and list(result_outcome.totals) == expected["totals"]
        assert len(ends) == 72
    # Saved again, it is a version 2 record of a revision 1 game that replays to the same state.
    resaved = record_to_json(record)
    resaved_data = json.loads(resaved)
    assert (resaved_data["version"], resaved_data["rules_revision"]) == (2, 1)
    assert resaved_data["actions"].count("end") == len(ends)
    again = record_from_json(resaved)
    assert again == record
    assert replay(again).final == final


def test_golden_files_keep_their_one_sum_payments() -> None:
    """The golden games use Restaurant and Wood Trader more than once per use, paid as one sum (revision 1);
    in the same position under revision 2 that text is refused: each repetition needs its own payment."""
    seen = 0
    for name in sorted(EXPECTED):
        record = record_from_json(golden_text(name))
        for state, action in zip(replay(record).states(), record.actions, strict=False):
            if not (isinstance(action, Use) and action.times > 1 and action.payments):
                continue
            assert len(action.payments) == 1
            assert check(state, action) is None
            revised = position_from_data({**describe_position(state), "rules_revision": 2})
            rejection = check(revised, action)
            assert rejection is not None
            assert (rejection.rule, rejection.reason) == (
                RuleId.USE_COST_PER_REPETITION,
                Reason.ONE_PAYMENT_PER_REPETITION,
            )
            seen += 1
    assert seen >= 5


@pytest.mark.parametrize("seed", range(4))
def test_golden_midgame_can_be_played_on_to_the_end(seed: int) -> None:
    name = next(n for n, expected in EXPECTED.items() if not expected["finished"])
    record = record_from_json(golden_text(name))
    state = replay(record).final
    assert not state.finished and state.rules_revision == 1
    chooser = RandomPlayer(seed)
    actions = list(record.actions)
    while not state.finished:
        for listed in legal_actions(state):
            if isinstance(listed, Use) and listed.payments:
                assert len(listed.payments) == 1, listed.text()  # one sum for all repetitions (revision 1)
        action = chooser.choose(state)
        assert check(state, action) is None
        state = apply(state, action).state
        actions.append(action)
    assert state.rules_revision == 1
    final_outcome = outcome(state)
    assert final_outcome is not None
    assert final_outcome.totals == (wealth(state, 0).total, wealth(state, 1).total)
    # The whole game, saved and loaded, replays to the same end.
    whole = GameRecord(record.names, tuple(actions), record.components, rules_revision=1)
    assert replay(record_from_json(record_to_json(whole))).final == state


def test_end_inside_a_version_1_record_is_refused_with_its_index() -> None:
    name = sorted(EXPECTED)[0]
    data = json.loads(golden_text(name))
    data["actions"].insert(1, "end")
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == 1
    assert "'end'" in str(caught.value) and "version 1" in str(caught.value)


def test_version_1_file_relabelled_as_version_2_is_refused() -> None:
    """Without the ends (and the rules revision) the file is no version 2 record."""
    data = json.loads(golden_text(sorted(EXPECTED)[0]))
    data["version"] = 2
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index is None  # no rules revision named
    data["rules_revision"] = 1
    with pytest.raises(RecordError) as caught:
        load(data)
    assert caught.value.index == 1  # the second action: the first turn was never ended


def test_revision_1_pays_one_sum_and_revision_2_pays_per_repetition() -> None:
    """The same position (fish 6 on row 2, column 0; grain 0; a Restaurant in sector 2) under both revisions."""
    description: dict[str, Any] = {
        "round": "I",
        "to_act": "Emma",
        "players": [
            {"name": "Emma", "goods": {"fish": "2.0", "grain": 0}, "wheel": {"restaurant": "2"}},
            {"name": "Max"},
        ],
    }
    old = position_from_data({**description, "rules_revision": 1})
    new = position_from_data({**description, "rules_revision": 2})
    assert (old.rules_revision, new.rules_revision) == (1, 2)
    assert old.players == new.players

    def restaurant_texts(state: GameState) -> set[str]:
        return {a.text() for a in legal_actions(state) if isinstance(a, Use) and a.building == "restaurant"}

    assert restaurant_texts(old) == {
        "use restaurant",
        "use restaurant x1 pay fish@1.0",
        "use restaurant x2 pay fish@1.0",
    }
    assert restaurant_texts(new) == {
        "use restaurant",
        "use restaurant x1 pay fish@1.0",
        "use restaurant x2 pay fish@1.0 pay fish@0.0",
    }
    one_sum = decode("use restaurant x2 pay fish@1.0")
    per_repetition = decode("use restaurant x2 pay fish@1.0 pay fish@0.0")
    assert apply(old, one_sum).state.players[0].amount(Good.FISH) == 3
    assert apply(new, per_repetition).state.players[0].amount(Good.FISH) == 0
    for state, action, reason in (
        (old, per_repetition, Reason.ONE_PAYMENT_FOR_ALL_REPETITIONS),
        (new, one_sum, Reason.ONE_PAYMENT_PER_REPETITION),
    ):
        rejection = check(state, action)
        assert rejection is not None
        assert (rejection.rule, rejection.reason) == (RuleId.USE_COST_PER_REPETITION, reason)


# ---- the genders of the names ---------------------------------------------------------------------------------


def test_a_record_keeps_the_genders_of_the_names() -> None:
    record = GameRecord(("Μαρία", "Alex"), played(3).actions, genders=("feminine", "feminine"))
    data = json.loads(record_to_json(record))
    assert data["genders"] == ["feminine", "feminine"]
    again = record_from_json(record_to_json(record))
    assert again.genders == ("feminine", "feminine") and again == record


def test_a_record_without_genders_saves_without_them_and_opens_with_none() -> None:
    data = record_data(4)
    assert "genders" not in data  # what every record written before genders were kept looks like
    assert load(data).genders is None
    assert "genders" not in json.loads(record_to_json(load(data)))


@pytest.mark.parametrize(
    "genders", ["feminine", ["feminine"], ["masculine", "neuter"], [1, 2], None, ["feminine", "masculine", "feminine"]]
)
def test_bad_genders_are_refused_with_their_code(genders: Any) -> None:
    from lehavre_desktop.engine import ProblemCode

    data = {**record_data(4), "genders": genders}
    with pytest.raises(RecordError) as refused:
        load(data)
    assert refused.value.code is ProblemCode.RECORD_BAD_GENDERS
