"""A whole game played with the mouse, from a new game to the final scores."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

import pytest
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import (
    GOODS,
    Action,
    Build,
    End,
    FrancsPaid,
    GameState,
    Pass,
    Sell,
    Sold,
    TurnEnded,
    Use,
    Used,
    WheelsRotated,
    build_options,
    francs_change,
    options,
    outcome,
    sale_price,
    use_options,
)
from lehavre_desktop.ui.board.tile import TileStatus
from lehavre_desktop.ui.dialogs.end_game import EndGameDialog
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.helpers import act, last_move, marker_cell, press_button

SEED = 5


@dataclass
class Coverage:
    kinds: Counter[str] = field(default_factory=Counter)
    gestures: Counter[str] = field(default_factory=Counter)


def pick(state: GameState, rng: random.Random, coverage: Coverage, sold_once: bool) -> tuple[Action, bool]:
    """A seeded random legal action, steered towards what has been done least; True: keep the turn open."""
    found = options(state)
    sells = [o.building for o in found if o.verb == "sell"]
    if state.acted:  # a turn kept open: sell now and then, then end it
        if sells and rng.random() < 0.5:
            return Sell(rng.choice(sells)), False
        return End(), False
    # One early sale by drag, then rarely: sales do not end the turn.
    if sells and state.round_index >= 2 and (not sold_once or rng.random() < 0.03):
        return Sell(rng.choice(sells)), False
    seat = state.current
    groups: dict[str, list[Action]] = {}
    for option in found:
        if option.verb == "build":
            groups.setdefault("build", []).append(Build(option.building))
        elif option.verb == "use":
            owner = state.owner_of(option.building)
            kind = "use_own" if owner == seat else "use_opponent"
            groups.setdefault(kind, []).append(Use(option.building))
        elif option.verb == "pass":
            groups.setdefault("pass", []).append(Pass())
    kinds = sorted(groups)
    weights = [1.0 / (1 + coverage.kinds[k]) for k in kinds]
    kind = rng.choices(kinds, weights)[0]
    action = rng.choice(groups[kind])
    keep_open = rng.random() < 0.12
    if isinstance(action, Build):
        return rng.choice(build_options(state, action.building)), keep_open
    if isinstance(action, Use):
        return rng.choice(use_options(state, action.building)), keep_open
    return action, False


def check_table_matches(window: MainWindow, state: GameState) -> None:
    """What the table shows is the session's state: markers, francs, owned buildings."""
    scene = window.scene
    for seat, player in enumerate(state.players):
        for good in GOODS:
            assert marker_cell(window, seat, good) == player.cell(good)
        assert scene.headers[seat].francs == player.francs
        for building in player.buildings():
            assert scene.chips[building].owner == seat
            assert scene.tiles[building].status is TileStatus.BUILT
    owned = set(state.players[0].buildings()) | set(state.players[1].buildings())
    assert set(scene.chips) == owned
    for building in state.supply:
        assert scene.tiles[building].status in (TileStatus.AVAILABLE, TileStatus.UNAFFORDABLE)


def perform(window: MainWindow, action: Action, keep_open: bool, coverage: Coverage) -> None:
    session = window.session
    before = session.state
    gestures = act(window, action, keep_open)
    coverage.gestures.update(gestures)
    count_kind(before, action, gestures, coverage)
    done = session.actions()[-1] if isinstance(action, End) else last_move(session)
    assert done == action, f"intended {action.text()}, recorded {done.text()}"
    check_francs_and_turn(window, before, action, keep_open, coverage)
    check_build_or_use(window, before, action)
    events = session.last_events
    if any(isinstance(e, Sold) and e.forced for e in events):
        coverage.kinds["forced_sale"] += 1
    if any(isinstance(e, WheelsRotated) for e in events):
        coverage.kinds["round_end"] += 1
    check_table_matches(window, session.state)


def count_kind(before: GameState, action: Action, gestures: list[str], coverage: Coverage) -> None:
    """Which kind of move this was, for the coverage the game must reach."""
    if isinstance(action, Build):
        coverage.kinds["build"] += 1
        if action != build_options(before, action.building)[0] and any(g.startswith("drag") for g in gestures):
            coverage.kinds["build_payment_dragged"] += 1
    elif isinstance(action, Use):
        if len(use_options(before, action.building)) > 1 and gestures:
            coverage.kinds["use_choice_changed"] += 1
        own = before.owner_of(action.building) == before.current
        coverage.kinds["use_own" if own else "use_opponent"] += 1
    elif isinstance(action, Sell):
        coverage.kinds["sell_after_action" if before.acted else "sell_drag"] += 1
    elif isinstance(action, End):
        coverage.kinds["end_turn"] += 1
    else:
        coverage.kinds["pass"] += 1


def check_francs_and_turn(
    window: MainWindow, before: GameState, action: Action, keep_open: bool, coverage: Coverage
) -> None:
    """Each player's francs changed by what the events say; a sale leaves the turn as it was, an action kept open
    leaves it open (End turn offered), any other ends it (nothing offered)."""
    after, events, bar, seat = window.session.state, window.session.last_events, window.action_bar, before.current
    francs_before = [p.francs for p in before.players]
    for s in (0, 1):
        assert after.players[s].francs == francs_before[s] + francs_change(events, s)
    if isinstance(action, Sell):
        assert after.turn_number == before.turn_number and after.acted == before.acted
        assert after.players[seat].francs == francs_before[seat] + sale_price(
            before, before.players[seat], action.building
        )
        assert action.building not in window.scene.chips
    elif keep_open:
        coverage.kinds["keep_open"] += 1
        assert after.acted and after.turn_number == before.turn_number
        assert bar.end_turn_button.isVisible() and not bar.confirm_button.isVisible()
    else:
        assert after.finished or after.turn_number == before.turn_number + 1
        assert not after.acted
        assert not bar.confirm_button.isVisible() and not bar.end_turn_button.isVisible()


def check_build_or_use(window: MainWindow, before: GameState, action: Action) -> None:
    """A build is owned; a use is of that building, and one of the opponent's paid its owner the fee."""
    after, events, seat = window.session.state, window.session.last_events, before.current
    if isinstance(action, Build):
        assert after.players[seat].owns(action.building)
    if isinstance(action, Use):
        used = [e for e in events if isinstance(e, Used)]
        assert [(u.player, u.building) for u in used] == [(seat, action.building)]
        owner = used[0].owner
        if owner != seat:
            fee = [e for e in events if isinstance(e, FrancsPaid) and e.to_player == owner]
            assert [(f.player, f.amount) for f in fee] == [(seat, 1)]
            forced = sum(e.amount for e in events if isinstance(e, Sold) and e.player == owner)
            assert after.players[owner].francs == before.players[owner].francs + 1 + forced


@pytest.mark.slow
def test_whole_game_by_mouse(window: MainWindow, qtbot: QtBot) -> None:
    rng = random.Random(SEED)
    coverage = Coverage()
    session = window.session
    steps = 0
    while not session.state.finished:
        action, keep_open = pick(session.state, rng, coverage, sold_once=coverage.kinds["sell_drag"] > 0)
        perform(window, action, keep_open, coverage)
        steps += 1
        assert steps < 400
    state = session.state
    result = outcome(state)
    assert result is not None
    assert state.round_index == 11
    assert coverage.kinds["round_end"] == 12
    turns = Counter(e.player for _, events in session.history() for e in events if isinstance(e, TurnEnded))
    assert turns == {0: 36, 1: 36}
    for kind in (
        "build",
        "build_payment_dragged",
        "use_own",
        "use_opponent",
        "use_choice_changed",
        "sell_drag",
        "keep_open",
        "sell_after_action",
        "end_turn",
        "forced_sale",
    ):
        assert coverage.kinds[kind] > 0, f"the game never did {kind}: {coverage.kinds}"

    qtbot.waitUntil(lambda: window.end.dialog is not None and window.end.dialog.isVisible(), timeout=5000)
    dialog = window.end.dialog
    assert isinstance(dialog, EndGameDialog)
    for seat in (0, 1):
        score = result.scores[seat]
        assert score.total == result.totals[seat]
        card = dialog.cards[seat]
        rows = card.rows()
        assert [line.value for line in rows] == [score.francs, *(b.value for b in score.buildings), score.total]
        assert [line.building for line in rows[1:-1]] == [b.building for b in score.buildings]
        assert rows[0].label == "Francs" and rows[-1].label == "Total"
        assert card.accessibleName() == f"{session.names[seat]}: {result.totals[seat]}"
        assert card.winner == (result.winner == seat)
    if result.winner is not None:
        assert session.names[result.winner] in dialog.headline.text()
        assert f"{max(result.totals)} to {min(result.totals)}" in dialog.headline.text()
    assert window.action_bar.title.text() == "The game is over."

    # Rematch: the start player swaps, the table is cleared for a new game.
    names = session.names
    press_button(dialog.rematch_button)
    assert not dialog.isVisible()
    assert session.names == (names[1], names[0])
    assert session.actions() == [] and not session.state.finished
    assert window.scene.chips == {}
    assert window.scene.headers[0].name == names[1]
    check_table_matches(window, session.state)
