"""Every kind of event is narrated, and every rejection the engine can give has a text.

The events come from real play: seeded random games, plus constructed situations for what
random play does not reach: the pass (a player who can neither build nor use anything) and
steps a player chooses to lose at the edge (the engine lists no such choice; it accepts it).
"""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from lehavre_desktop.engine import (
    GOODS,
    BuildingsEntered,
    Built,
    Cell,
    Event,
    EventKind,
    FrancsPaid,
    GameEnded,
    GameState,
    Good,
    GoodsPaid,
    Overpaid,
    Pass,
    Reason,
    RuleId,
    Sold,
    StepsLost,
    TurnEnded,
    Use,
    Used,
    WheelsRotated,
    apply,
    check,
    legal_actions,
    new_game,
    position_from_data,
    random_action,
    round_start_events,
)
from lehavre_desktop.teaching.narrator import Explanation, explain_events
from lehavre_desktop.teaching.reasons import REASONS
from tests.engine.helpers import player, scenario

ENGINE_DIR = Path(__file__).resolve().parents[2] / "lehavre_desktop" / "engine"
GAMES = 100  # enough for a tie too; about a second
PLACEHOLDER = re.compile(r"\{[^{}]*\}")

# The event, the events of its transition, the state the action was taken in, the state it led to, and where
# in the transition the event is (events are values: two equal ones may occur in one transition).
Sample = tuple[Event, tuple[Event, ...], GameState, GameState, int]


def variant(event: Event, before: GameState, after: GameState) -> tuple[object, ...]:
    """Events of one kind and rule whose explanation takes a different wording."""
    if isinstance(event, GoodsPaid | Overpaid):
        return (event.repetition > 0,)
    if isinstance(event, TurnEnded):
        return (after.finished, after.round_index != before.round_index)
    if isinstance(event, BuildingsEntered):
        return (bool(event.buildings),)
    if isinstance(event, Built):
        return (event.beside_board,)
    if isinstance(event, Used):
        return (event.owner == event.player,)
    if isinstance(event, FrancsPaid):
        return (event.to_player is None,)
    if isinstance(event, StepsLost):
        return (event.lost == 1,)
    if isinstance(event, Sold):
        return (event.forced,)
    if isinstance(event, WheelsRotated):
        return (event.final,)
    if isinstance(event, GameEnded):
        return (event.winner is None,)
    return ()


def passing_situation() -> tuple[GameState, Pass]:
    """Ann has no goods, no francs and no building: she can only pass."""
    empty = {good: Cell(0, 0) for good in GOODS}
    state = scenario(player("Ann", francs=0, cells=empty), player("Ben"), round_letter="A")
    assert state.current == 0
    assert legal_actions(state) == [Pass()] and check(state, Pass()) is None
    return state, Pass()


def chosen_lost_steps() -> tuple[GameState, Use]:
    """EX-27: Marketplace from sector 4 (4 steps right), fish on row 0, column +3: all 4 steps on fish, 2 lost."""
    state = position_from_data(
        {
            "round": "I",
            "players": [{"name": "Ann", "goods": {"fish": "0.3"}, "wheel": {"marketplace": "4"}}, {"name": "Ben"}],
        }
    )
    use = Use("marketplace", (Good.FISH,) * 4)
    assert check(state, use) is None and use not in legal_actions(state)
    return state, use


def collect_samples() -> dict[tuple[object, ...], Sample]:
    samples: dict[tuple[object, ...], Sample] = {}

    def keep(events: tuple[Event, ...], before: GameState, after: GameState) -> None:
        for index, event in enumerate(events):
            # Lost steps read differently when the player placed them (here: the Marketplace of EX-27).
            chosen = (
                (any(isinstance(e, Used) and e.building == "marketplace" for e in events),)
                if isinstance(event, StepsLost)
                else ()
            )
            key = (event.kind, event.rule, *variant(event, before, after), *chosen)
            samples.setdefault(key, (event, events, before, after, index))

    for seed in range(GAMES):
        rng = random.Random(seed)
        state = new_game(("Ann", "Ben"))
        keep(tuple(round_start_events(state)), state, state)
        while not state.finished:
            transition = apply(state, random_action(state, rng))
            keep(transition.events, state, transition.state)
            state = transition.state
    for before, action in (passing_situation(), chosen_lost_steps()):
        transition = apply(before, action)
        keep(transition.events, before, transition.state)
    return samples


def explanation_of(sample: Sample) -> Explanation:
    """What the panel says for this event: explained among the events of its transition, as the panel does."""
    _, events, before, after, index = sample
    return explain_events(events, before, after)[index]


@pytest.fixture(scope="module")
def samples() -> dict[tuple[object, ...], Sample]:
    return collect_samples()


def test_real_play_produces_every_event_kind(samples: dict[tuple[object, ...], Sample]) -> None:
    kinds = {sample[0].kind for sample in samples.values()}
    assert kinds == set(EventKind), f"never seen: {sorted(set(EventKind) - kinds)}"


def test_every_event_is_narrated_with_its_rule(samples: dict[tuple[object, ...], Sample]) -> None:
    problems: list[str] = []
    narrated_kinds: set[EventKind] = set()
    for sample in samples.values():
        event = sample[0]
        explanation = explanation_of(sample)
        where = f"{event!r}"
        if not isinstance(explanation, Explanation):
            problems.append(f"{where}: not an Explanation but {explanation!r}")
            continue
        if explanation.rule != event.rule:
            problems.append(f"{where}: explained under {explanation.rule.value}, the event names {event.rule.value}")
        if not explanation.text.strip():
            problems.append(f"{where}: empty text")
        if PLACEHOLDER.search(explanation.text):
            problems.append(f"{where}: unfilled placeholder in {explanation.text!r}")
        narrated_kinds.add(event.kind)
    assert not problems, "\n".join(problems)
    assert narrated_kinds == set(EventKind)


def test_every_wording_is_reached(samples: dict[tuple[object, ...], Sample]) -> None:
    """The new wordings really occur in play: per-repetition payments, sales after the action, every end of turn."""
    keys = set(samples)
    assert (EventKind.GOODS_PAID, RuleId.PAYMENT_MOVES, True) in keys
    assert (EventKind.OVERPAID, RuleId.PAYMENT_NO_CHANGE, True) in keys
    assert (EventKind.SOLD, RuleId.SELL_AFTER_ACTION, False) in keys
    for finished, round_over in ((False, False), (False, True), (True, False)):  # the game end keeps round L
        assert (EventKind.TURN_ENDED, RuleId.TURN_END, finished, round_over) in keys
    assert (EventKind.STEPS_LOST, RuleId.WAREHOUSE_EDGE, False, True) in keys


def test_narration_names_the_players_of_the_game(samples: dict[tuple[object, ...], Sample]) -> None:
    """Events that belong to a player say whose they are (the names come from the state, not a template)."""
    for sample in samples.values():
        event, _, before, _, _ = sample
        seat = getattr(event, "player", None)
        if seat is None or isinstance(event, StepsLost | Overpaid):
            continue
        text = explanation_of(sample).text
        assert before.players[seat].name in text, f"{event!r}: {text!r}"


def test_lost_steps_of_ones_own_choice_are_said_to_be_allowed(samples: dict[tuple[object, ...], Sample]) -> None:
    chosen = samples[(EventKind.STEPS_LOST, RuleId.WAREHOUSE_EDGE, False, True)]
    forced = next(
        sample
        for key, sample in samples.items()
        if key[:2] == (EventKind.STEPS_LOST, RuleId.WAREHOUSE_EDGE) and key[-1] is False
    )
    chosen_text, forced_text = explanation_of(chosen).text, explanation_of(forced).text
    assert "Ann" in chosen_text and "2" in chosen_text and "allowed" in chosen_text
    assert "allowed" not in forced_text


# ---- rejections -------------------------------------------------------------------------------


def engine_rejections() -> list[tuple[Reason, set[str], str]]:
    """(reason, detail names, where) of every reject(...) call in the engine's source."""
    found = []
    for path in sorted(ENGINE_DIR.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "reject"):
                continue
            assert len(node.args) >= 2, f"{path.name}:{node.lineno}: reject() without a reason"
            code = node.args[1]
            assert isinstance(code, ast.Attribute) and isinstance(code.value, ast.Name) and code.value.id == "Reason", (
                f"{path.name}:{node.lineno}: the reason is not Reason.X"
            )
            details = {kw.arg for kw in node.keywords if kw.arg is not None}
            found.append((Reason[code.attr], details, f"{path.name}:{node.lineno}"))
    return found


def test_the_engine_source_is_parsed() -> None:
    found = engine_rejections()
    reasons = {reason for reason, _, _ in found}
    # Reasons seen in the source by eye: the parse must find at least these.
    assert {
        Reason.GAME_OVER,
        Reason.NOT_ENOUGH_FRANCS,
        Reason.NOT_ENOUGH_GOODS,
        Reason.SECTOR_ZERO,
        Reason.NO_ROOM,
        Reason.SUPERFLUOUS_MOVE,
        Reason.CHOOSE_ONE_GOOD,
        Reason.GOOD_NOT_ALLOWED,
        Reason.ALREADY_ACTED,
        Reason.MUST_ACT_FIRST,
        Reason.ONE_PAYMENT_PER_REPETITION,
        Reason.ONE_PAYMENT_FOR_ALL_REPETITIONS,
    } <= reasons
    assert len(found) >= 40


def test_every_reason_has_a_text() -> None:
    """REASONS is keyed by the engine's closed set of reasons: every member, nothing else, none empty."""
    assert all(isinstance(reason, Reason) for reason in REASONS)
    missing = sorted(reason.value for reason in Reason if reason not in REASONS)
    assert not missing, f"reasons without a text in teaching.reasons.REASONS: {missing}"
    empty = sorted(reason.value for reason, text in REASONS.items() if not text.strip())
    assert not empty, f"empty reason texts: {empty}"


def test_every_reason_text_gets_the_numbers_it_names() -> None:
    """A text may only use numbers the engine gives with that rejection, or the player reads '{cost}'.

    A good's marker is named from the good the rejection gives."""
    problems = []
    for reason, details, where in engine_rejections():
        wanted = {name.strip("{}").split(":")[0] for name in PLACEHOLDER.findall(REASONS[reason])}
        if "good" in details:
            wanted.discard("marker")
        if wanted - details:
            problems.append(
                f"{where} {reason.value}: the text uses {sorted(wanted - details)}, the engine gives {sorted(details)}"
            )
    assert not problems, "\n".join(problems)


def test_rejection_rules_are_rule_ids() -> None:
    """The first argument of every reject(...) names a rule: RuleId.X or building_rule(...)."""
    for path in sorted(ENGINE_DIR.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "reject":
                rule = node.args[0]
                if isinstance(rule, ast.Attribute):
                    assert isinstance(rule.value, ast.Name) and rule.value.id == "RuleId", ast.dump(rule)
                    assert rule.attr in RuleId.__members__, f"{path.name}:{node.lineno}: no RuleId.{rule.attr}"
                else:
                    assert isinstance(rule, ast.Call | ast.Name), f"{path.name}:{node.lineno}: {ast.dump(rule)}"
