"""The text form of actions (actions.py grammar): round trips, stable texts, syntax errors."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import lehavre_desktop.engine.actions as actions_module
from lehavre_desktop.engine import (
    Action,
    ActionSyntaxError,
    Build,
    Cell,
    End,
    GameState,
    Good,
    MarkerEnd,
    Pass,
    Sell,
    Use,
    apply,
    check,
    decode,
    encode,
    legal_actions,
    new_game,
)
from lehavre_desktop.engine.random_play import random_action
from tests.engine.helpers import player, scenario

FISH, CLAY, WOOD, GRAIN = Good.FISH, Good.CLAY, Good.WOOD, Good.GRAIN


def states_of_random_game(seed: int) -> list[GameState]:
    rng = random.Random(seed)
    state = new_game(("Ann", "Ben"))
    states = [state]
    while not state.finished:
        state = apply(state, random_action(state, rng)).state
        states.append(state)
    return states


@pytest.mark.parametrize("seed", range(12))
def test_every_legal_action_round_trips(seed: int) -> None:
    states = states_of_random_game(seed)
    assert states[-1].finished
    kinds: set[type] = set()
    for state in states[:-1]:
        actions = legal_actions(state)
        assert actions
        texts = [encode(a) for a in actions]
        # Each distinct choice has its own text, so a record names exactly one action.
        assert len(set(texts)) == len(texts)
        for action, text in zip(actions, texts, strict=True):
            assert encode(action) == action.text()
            assert "\n" not in text and text == text.strip()
            back = decode(text)
            assert back == action, text
            assert type(back) is type(action)
            assert encode(back) == text
            kinds.add(type(action))
    # The random games offer builds and uses; sales are on offer whenever a player owns a building,
    # and every turn closes with ``end``.
    assert {Build, Use, Sell, End} <= kinds


def test_round_trip_covers_every_use_form() -> None:
    """Over many games, uses with chosen goods, with repeats, with repetitions, with food payments and with
    one payment per repetition (several ``pay`` groups, rules §8.3) all appear."""
    seen_goods = seen_repeat = seen_times = seen_payment = seen_per_repetition = False
    for seed in range(12):
        for state in states_of_random_game(seed)[:-1]:
            for action in legal_actions(state):
                if not isinstance(action, Use):
                    continue
                seen_goods |= bool(action.goods)
                seen_repeat |= len(set(action.goods)) < len(action.goods)
                seen_times |= action.times > 0
                seen_payment |= bool(action.payments)
                if action.payments:
                    # Revision 2: one payment per repetition, each its own ``pay`` group.
                    assert len(action.payments) == action.times
                    assert encode(action).count(" pay ") == action.times
                    seen_per_repetition |= len(action.payments) > 1
                assert decode(encode(action)) == action
    assert seen_goods and seen_repeat and seen_times and seen_payment and seen_per_repetition


# ---- stable texts ----------------------------------------------------------------------


def test_first_turn_texts() -> None:
    """Round A, start goods (fish 4, clay 3, wood 2, grain 1 on row 0), costs of §15.2.

    Clay Mound (1 wood): wood left once. Smokehouse and Hardware Store (1 wood + 1 clay):
    wood and clay left once each. Grocery Store (2 food): fish left twice, or fish and
    grain left once each. Nothing is built yet, so nothing can be used or sold.
    """
    texts = {encode(a) for a in legal_actions(new_game())}
    assert texts == {
        "build clay_mound pay wood@0.1",
        "build smokehouse pay clay@0.2 wood@0.1",
        "build hardware_store pay clay@0.2 wood@0.1",
        "build grocery_store pay fish@0.2",
        "build grocery_store pay fish@0.3 grain@0.0",
    }


STABLE: list[tuple[Action, str]] = [
    (Pass(), "pass"),
    (End(), "end"),
    (Sell("pier"), "sell pier"),
    (Build("fish_factory"), "build fish_factory"),
    (Build("kiln", (MarkerEnd(WOOD, Cell(1, 1)),)), "build kiln pay wood@1.1"),
    (Build("farm", (MarkerEnd(CLAY, Cell(0, 1)), MarkerEnd(WOOD, Cell(1, 0)))), "build farm pay clay@0.1 wood@1.0"),
    (
        Build("restaurant", (MarkerEnd(FISH, Cell(0, 0)), MarkerEnd(GRAIN, Cell(0, 0)))),
        "build restaurant pay fish@0.0 grain@0.0",
    ),
    (Use("shipping_line"), "use shipping_line"),
    (Use("hardware_store", (CLAY,)), "use hardware_store clay"),
    (Use("marketplace", (FISH, FISH, WOOD)), "use marketplace fish*2 wood"),
    (Use("masons_guild", (FISH, CLAY, GRAIN)), "use masons_guild fish clay grain"),
    (Use("weekly_market", (GRAIN, GRAIN, GRAIN)), "use weekly_market grain*3"),
    (Use("fish_market", times=2), "use fish_market x2"),
    # Revision 2: one ``pay`` group per repetition, in the order paid.
    (
        Use(
            "wood_trader",
            times=2,
            payments=((MarkerEnd(FISH, Cell(0, 2)),), (MarkerEnd(FISH, Cell(0, 0)), MarkerEnd(GRAIN, Cell(1, 2)))),
        ),
        "use wood_trader x2 pay fish@0.2 pay fish@0.0 grain@1.2",
    ),
    (
        Use(
            "restaurant",
            times=3,
            payments=((MarkerEnd(GRAIN, Cell(0, 0)),), (MarkerEnd(FISH, Cell(0, 3)),), (MarkerEnd(FISH, Cell(0, 2)),)),
        ),
        "use restaurant x3 pay grain@0.0 pay fish@0.3 pay fish@0.2",
    ),
    # Revision 1 (games from version-1 records): one ``pay`` group for all repetitions.
    (
        Use("wood_trader", times=2, payments=((MarkerEnd(FISH, Cell(0, 0)), MarkerEnd(GRAIN, Cell(1, 2))),)),
        "use wood_trader x2 pay fish@0.0 grain@1.2",
    ),
    (Use("pier", (FISH, CLAY, CLAY, WOOD, GRAIN, GRAIN)), "use pier fish clay*2 wood grain*2"),
]


@pytest.mark.parametrize(("action", "text"), STABLE, ids=[t for _, t in STABLE])
def test_stable_text(action: Action, text: str) -> None:
    assert encode(action) == text
    assert decode(text) == action


def test_decode_puts_goods_and_payment_in_canonical_order() -> None:
    """Written in another order, the same choice decodes to the same action (goods in fish, clay, wood, grain order)."""
    assert decode("use marketplace wood fish*2") == Use("marketplace", (FISH, FISH, WOOD))
    assert decode("build farm pay wood@1.0 clay@0.1") == decode("build farm pay clay@0.1 wood@1.0")
    assert decode("use wood_trader x2 pay grain@1.2 fish@0.0") == Use(
        "wood_trader", times=2, payments=((MarkerEnd(FISH, Cell(0, 0)), MarkerEnd(GRAIN, Cell(1, 2))),)
    )
    # Within a ``pay`` group the markers are sorted; the groups keep the order they are paid in.
    assert decode("use restaurant x2 pay grain@0.0 pay fish@0.3") == Use(
        "restaurant", times=2, payments=((MarkerEnd(GRAIN, Cell(0, 0)),), (MarkerEnd(FISH, Cell(0, 3)),))
    )
    grain_first = decode("use restaurant x2 pay grain@0.0 pay fish@0.3")
    assert grain_first != decode("use restaurant x2 pay fish@0.3 pay grain@0.0")
    assert decode("  build   kiln  pay  wood@1.1 ") == Build("kiln", (MarkerEnd(WOOD, Cell(1, 1)),))


def test_hand_written_texts_are_legal_in_their_situation() -> None:
    """Marketplace at age 1 (sector 2) gives 2 right-steps split freely (§11); the text names the split."""
    p1 = player("P1", wheel={"marketplace": 1})
    state = scenario(p1, round_letter="G")
    assert state.current == 0
    texts = {encode(a) for a in legal_actions(state)}
    for text in (
        "use marketplace wood*2",
        "use marketplace fish wood",
        "use marketplace grain",
        "use marketplace",
        "sell marketplace",
    ):
        assert text in texts
        assert check(state, decode(text)) is None
    assert "use marketplace wood*3" not in texts
    assert check(state, decode("use marketplace wood*3")) is not None  # 3 steps, the Marketplace gives 2
    # Fish (0, +4) has room for one step right: both steps on fish lose one (rules §11, revision 2).
    # The text is legal, though the listing names that outcome once, as "use marketplace fish".
    assert "use marketplace fish*2" not in texts
    assert check(state, decode("use marketplace fish*2")) is None
    assert apply(state, decode("use marketplace fish*2")).state == apply(state, decode("use marketplace fish")).state


# ---- malformed texts -------------------------------------------------------------------

MALFORMED: list[tuple[str, str | None]] = [
    ("", None),
    ("   ", None),
    ("end now", "end"),
    ("end kiln", "end"),
    ("END", "END"),
    ("fly kiln", "fly"),
    ("BUILD kiln", "BUILD"),
    ("pass now", None),
    ("build", "build"),
    ("sell", "sell"),
    ("use", "use"),
    ("sell kiln now", None),
    ("build kiln wood@1.1", "wood@1.1"),
    ("build kiln pay", "pay"),
    ("build kiln pay wood", "wood"),
    ("build kiln pay wood@1", "1"),
    ("build kiln pay wood@a.b", "a.b"),
    ("build kiln pay wood@-1.1", "-1.1"),
    ("build kiln pay wood@1.1.1", "1.1.1"),
    ("build kiln pay iron@1.1", "iron"),
    ("build kiln pay wood@1.1 wood@0.1", None),
    ("build kiln pay wood@1.1 pay clay@0.1", None),
    ("use marketplace gold", "gold"),
    ("use marketplace fish*0", "fish*0"),
    ("use marketplace fish*x", "fish*x"),
    ("use marketplace fish*", "fish*"),
    ("use marketplace fish fish", "fish"),
    ("use marketplace fish*2 fish", "fish"),
    ("use wood_trader x0", "x0"),
    ("use wood_trader x1 x2", None),
    ("use wood_trader x", "x"),
    ("use wood_trader x2 pay", "pay"),
    ("use restaurant x2 pay fish@0.1 pay", "pay"),  # the second group names no marker
    ("use restaurant x2 pay pay fish@0.1", "pay"),
    ("use restaurant x2 pay fish@0.1 fish@0.0", None),  # one group names the fish twice
    ("use wood_trader pay fish@0.0 x2", "x2"),  # the payment comes last
]


@pytest.mark.parametrize(("text", "named"), MALFORMED, ids=[repr(t) for t, _ in MALFORMED])
def test_malformed_text_raises_action_syntax_error(text: str, named: str | None) -> None:
    with pytest.raises(ActionSyntaxError) as caught:
        decode(text)
    message = str(caught.value)
    assert message.strip()
    if named is not None:
        assert named in message


def test_action_syntax_error_is_a_value_error() -> None:
    assert issubclass(ActionSyntaxError, ValueError)


# ---- per-repetition payments: any sequence of groups survives the text ---------------------

CELLS = st.builds(Cell, st.integers(0, 5), st.integers(0, 5))


@st.composite
def payment_groups(draw: st.DrawFn) -> tuple[tuple[MarkerEnd, ...], ...]:
    """One to four ``pay`` groups, each naming some markers (each at most once) in the goods' order."""
    groups = []
    for _ in range(draw(st.integers(1, 4))):
        goods = draw(st.lists(st.sampled_from([FISH, CLAY, WOOD, GRAIN]), min_size=1, max_size=4, unique=True))
        ends = [MarkerEnd(good, draw(CELLS)) for good in goods]
        groups.append(tuple(sorted(ends, key=lambda end: end.good.slot)))
    return tuple(groups)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(payment_groups(), st.sampled_from(["restaurant", "wood_trader"]))
def test_per_repetition_payments_round_trip(payments: tuple[tuple[MarkerEnd, ...], ...], building: str) -> None:
    action = Use(building, times=len(payments), payments=payments)
    text = encode(action)
    assert text.count(" pay ") == len(payments)
    assert decode(text) == action
    assert encode(decode(text)) == text


# ---- numbers built to exhaust memory or time -----------------------------------------------

HOSTILE: list[str] = [
    "use restaurant x99999999999",
    "use marketplace fish*4294967296",  # honoured, this would build a tuple of four billion goods
    "use marketplace fish*\u00b2",  # superscript two: str.isdigit() accepts it, int() does not
    "use restaurant x\u00b2",
    "build kiln pay wood@\u00b9.0",
    "use marketplace fish*\u0663",  # Arabic-Indic three: int() would read it; the grammar is ASCII
    "use marketplace fish*" + "9" * 5000,  # past int()'s digit limit, which raises a plain ValueError
    "use restaurant x" + "9" * 5000,
    "build kiln pay wood@" + "1" * 5000 + ".0",
    "build kiln pay wood@0." + "1" * 5000,
    "use pier fish*1000",  # no count in a legal action has four digits
    "build kiln pay wood@1000.0",
]


@pytest.mark.parametrize("text", HOSTILE, ids=[repr(t[:40]) for t in HOSTILE])
def test_hostile_numbers_raise_action_syntax_error_at_once(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    read: list[str] = []

    def reading(value: str) -> int:
        read.append(value)
        return int(value)

    monkeypatch.setattr(actions_module, "int", reading, raising=False)
    with pytest.raises(ActionSyntaxError) as caught:  # a MemoryError or a plain ValueError would escape
        decode(text)
    assert type(caught.value) is ActionSyntaxError
    # The refusal comes before any number is read as such: nothing long or outside ASCII reaches int(), so the
    # work cannot grow with the number the digits spell.
    assert all(len(value) <= 3 and value.isascii() and value.isdigit() for value in read), read
