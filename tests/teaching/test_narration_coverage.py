"""Every kind of event is narrated, and every rejection the engine can give has a text.

The events come from real play: seeded random games, plus one constructed situation for
the pass, which random play practically never reaches (it needs a player who can neither
build nor use anything).
"""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from lehavre_desktop.engine import (
    GOODS,
    Cell,
    Event,
    EventKind,
    GameState,
    Pass,
    RuleId,
    apply,
    check,
    legal_actions,
    new_game,
    round_start_events,
)
from lehavre_desktop.engine import events as ev
from lehavre_desktop.engine.random_play import random_action
from lehavre_desktop.teaching.narrator import Explanation, explain_event
from lehavre_desktop.teaching.reasons import REASONS
from tests.engine.helpers import player, scenario

ENGINE_DIR = Path(__file__).resolve().parents[2] / "lehavre_desktop" / "engine"
GAMES = 100  # enough for a tie too; about a second
PLACEHOLDER = re.compile(r"\{[^{}]*\}")

Sample = tuple[Event, GameState, GameState]  # the event, the state the action was taken in, the state it led to


def variant(event: Event) -> tuple[object, ...]:
    """Events of one kind and rule whose explanation takes a different wording."""
    if isinstance(event, ev.BuildingsEntered):
        return (bool(event.buildings),)
    if isinstance(event, ev.Built):
        return (event.beside_board,)
    if isinstance(event, ev.Used):
        return (event.owner == event.player,)
    if isinstance(event, ev.FrancsPaid):
        return (event.to_player is None,)
    if isinstance(event, ev.StepsLost):
        return (event.lost == 1,)
    if isinstance(event, ev.Sold):
        return (event.forced,)
    if isinstance(event, ev.WheelsRotated):
        return (event.final,)
    if isinstance(event, ev.GameEnded):
        return (event.winner is None,)
    return ()


def passing_situation() -> Sample:
    """Ann has no goods, no francs and no building: she can only pass."""
    empty = {good: Cell(0, 0) for good in GOODS}
    state = scenario(player("Ann", francs=0, cells=empty), player("Ben"), round_letter="A")
    assert state.current == 0
    assert legal_actions(state) == [Pass()] and check(state, Pass()) is None
    transition = apply(state, Pass())
    passed = [e for e in transition.events if isinstance(e, ev.Passed)]
    assert len(passed) == 1
    return passed[0], state, transition.state


def collect_samples() -> dict[tuple[object, ...], Sample]:
    samples: dict[tuple[object, ...], Sample] = {}

    def keep(event: Event, before: GameState, after: GameState) -> None:
        samples.setdefault((event.kind, event.rule, *variant(event)), (event, before, after))

    for seed in range(GAMES):
        rng = random.Random(seed)
        state = new_game(("Ann", "Ben"))
        for event in round_start_events(state):
            keep(event, state, state)
        while not state.finished:
            transition = apply(state, random_action(state, rng))
            for event in transition.events:
                keep(event, state, transition.state)
            state = transition.state
    event, before, after = passing_situation()
    keep(event, before, after)
    return samples


@pytest.fixture(scope="module")
def samples() -> dict[tuple[object, ...], Sample]:
    return collect_samples()


def test_real_play_produces_every_event_kind(samples: dict[tuple[object, ...], Sample]) -> None:
    kinds = {event.kind for event, _, _ in samples.values()}
    assert kinds == set(EventKind), f"never seen: {sorted(set(EventKind) - kinds)}"


def test_every_event_is_narrated_with_its_rule(samples: dict[tuple[object, ...], Sample]) -> None:
    problems: list[str] = []
    narrated_kinds: set[EventKind] = set()
    for event, before, after in samples.values():
        explanation = explain_event(event, before, after)
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


def test_narration_names_the_players_of_the_game(samples: dict[tuple[object, ...], Sample]) -> None:
    """Events that belong to a player say whose they are (the names come from the state, not a template)."""
    for event, before, after in samples.values():
        seat = getattr(event, "player", None)
        if seat is None or isinstance(event, ev.StepsLost | ev.Overpaid):
            continue
        text = explain_event(event, before, after).text
        assert before.players[seat].name in text, f"{event!r}: {text!r}"


# ---- rejections -------------------------------------------------------------------------------

def engine_rejections() -> list[tuple[str, set[str], str]]:
    """(reason code, detail names, where) of every reject(...) call in the engine's source."""
    found = []
    for path in sorted(ENGINE_DIR.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "reject"):
                continue
            assert len(node.args) >= 2, f"{path.name}:{node.lineno}: reject() without a reason code"
            code = node.args[1]
            assert isinstance(code, ast.Constant) and isinstance(code.value, str), (
                f"{path.name}:{node.lineno}: the reason code is not a string literal")
            details = {kw.arg for kw in node.keywords if kw.arg is not None}
            found.append((code.value, details, f"{path.name}:{node.lineno}"))
    return found


def test_the_engine_source_is_parsed() -> None:
    found = engine_rejections()
    codes = {code for code, _, _ in found}
    # Codes seen in the source by eye: the parse must find at least these.
    assert {"game_over", "not_enough_francs", "not_enough_goods", "sector_zero", "no_room",
            "superfluous_move", "choose_one_good", "good_not_allowed"} <= codes
    assert len(found) >= 40


def test_every_rejection_reason_has_a_text() -> None:
    missing = sorted({f"{code} ({where})" for code, _, where in engine_rejections() if code not in REASONS})
    assert not missing, f"reason codes without a text in teaching.reasons.REASONS: {missing}"
    empty = sorted(code for code, text in REASONS.items() if not text.strip())
    assert not empty, f"empty reason texts: {empty}"


def test_every_reason_text_gets_the_numbers_it_names() -> None:
    """A text may only use numbers the engine gives with that rejection, or the player reads '{cost}'."""
    problems = []
    for code, details, where in engine_rejections():
        template = REASONS.get(code, "")
        wanted = {name.strip("{}") for name in PLACEHOLDER.findall(template)}
        if wanted - details:
            problems.append(f"{where} {code}: the text uses {sorted(wanted - details)}, the engine gives "
                            f"{sorted(details)}")
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
