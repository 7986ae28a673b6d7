"""A whole game played with key events only: Tab and arrows to an item, Enter, arrows and Space in the warehouse,
Enter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from lehavre_desktop.ai.levels import make_agent
from lehavre_desktop.engine import (
    Action,
    Build,
    GameState,
    Pass,
    Sell,
    SplitFunction,
    Use,
    build_options,
    options,
    outcome,
    use_options,
)
from lehavre_desktop.ui.keyboard import BANK, OTHER_WHEEL, OWN_WHEEL, SUPPLY, WAREHOUSE, Target
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.helpers import last_move, result_markers, settle

NO_MOD = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def press(window: MainWindow, key: Qt.Key, modifier: Qt.KeyboardModifier = NO_MOD) -> None:
    QTest.keyClick(QApplication.focusWidget() or window, key, modifier)
    settle()


def focus_table(window: MainWindow) -> None:
    for _ in range(40):
        if (
            QApplication.focusWidget() is window.view
            and window.view.keyboard is not None
            and window.view.keyboard.current is not None
        ):
            return
        press(window, Qt.Key.Key_Tab)
    raise AssertionError("Tab never reached the table")


def leave_table(window: MainWindow) -> None:
    for _ in range(len((SUPPLY, OWN_WHEEL, OTHER_WHEEL, WAREHOUSE, BANK)) + 1):
        if QApplication.focusWidget() is not window.view:
            return
        press(window, Qt.Key.Key_Tab)
    raise AssertionError("Tab never left the table")


def go_to(window: MainWindow, target: Target) -> None:
    """Tab to the target's group, then arrow keys towards it."""
    keyboard = window.view.keyboard
    assert keyboard is not None
    focus_table(window)
    for _ in range(12):
        assert keyboard.current is not None
        if keyboard.current.group == target.group:
            break
        press(window, Qt.Key.Key_Tab, NO_MOD if keyboard.current.group < target.group else SHIFT)
    blocked: set[Qt.Key] = set()
    for _ in range(80):
        current = keyboard.current
        assert current is not None and current.group == target.group
        if current == target:
            return
        here, there = keyboard.centre(current), keyboard.centre(target)
        dx, dy = there.x() - here.x(), there.y() - here.y()
        horizontal = Qt.Key.Key_Right if dx > 0 else Qt.Key.Key_Left
        vertical = Qt.Key.Key_Down if dy > 0 else Qt.Key.Key_Up
        first, second = (horizontal, vertical) if abs(dx) > abs(dy) else (vertical, horizontal)
        key = second if first in blocked and abs(dx) > 1 and abs(dy) > 1 else first
        press(window, key)
        if keyboard.current == current:
            blocked.add(key)
            if key == second:
                raise AssertionError(f"the arrows cannot reach {target} from {current}")
        else:
            blocked.clear()
    raise AssertionError(f"the arrows never reached {target}")


def item_of(state: GameState, building: str) -> Target:
    if building in state.supply:
        return Target(SUPPLY, building)
    return Target(OWN_WHEEL if state.owner_of(building) == state.current else OTHER_WHEEL, building)


def shape_by_keys(window: MainWindow, target: Build | Use) -> int:
    """Bring the pending choice to ``target``: arrows and Enter on the warehouse's highlighted cells, else
    Page Down; returns how many cells were chosen by key."""
    controller = window.controller
    state = window.session.state
    seat = state.current
    wanted = result_markers(state, target)
    warehouse = window.scene.warehouses[seat]
    cells_chosen = 0
    assert controller.pending is not None
    for _ in range(2 * len(controller.pending.choices) + 4):
        pending = controller.pending
        assert pending is not None
        if pending.action == target:
            return cells_chosen
        good = warehouse.active_good
        cell = wanted[good.slot] if good is not None else None
        if (
            cells_chosen < 3
            and good is not None
            and cell is not None
            and cell in warehouse.highlighted()
            and warehouse.preview.get(good) != cell
        ):
            go_to(window, Target(WAREHOUSE, seat=seat, cell=cell))
            press(window, Qt.Key.Key_Space)
            cells_chosen += 1
        else:
            press(window, Qt.Key.Key_PageDown)
    assert controller.pending is not None and controller.pending.action == target
    return cells_chosen


def play(window: MainWindow, action: Action, keep_open: bool = False) -> int:
    """Carry out ``action`` with keys; returns the number of warehouse cells chosen by key."""
    state = window.session.state
    if isinstance(action, Sell):
        go_to(window, Target(OWN_WHEEL, action.building))
        press(window, Qt.Key.Key_S)
        return 0
    if isinstance(action, Pass):
        leave_table(window)
        for _ in range(20):
            if QApplication.focusWidget() is window.action_bar.pass_button:
                press(window, Qt.Key.Key_Space)
                return 0
            press(window, Qt.Key.Key_Tab)
        raise AssertionError("Tab never reached Pass")
    assert isinstance(action, Build | Use)
    item = item_of(state, action.building)
    go_to(window, item)
    press(window, Qt.Key.Key_Return)
    chosen = shape_by_keys(window, action)
    go_to(window, item)  # Enter on the item whose choice is open confirms
    assert window.view.keyboard is not None and not window.view.keyboard.wants_enter()
    press(window, Qt.Key.Key_Return, SHIFT if keep_open else NO_MOD)
    return chosen


def distributing_use(state: GameState) -> Use | None:
    """A use that distributes steps among the markers (Marketplace, Pier, Craftsmen's Yard), if one is legal."""
    for building in {*state.players[0].buildings(), *state.players[1].buildings()}:
        if isinstance(state.spec(building).function, SplitFunction):
            found = use_options(state, building)
            if found:
                return found[-1]
    return None


def listed(state: GameState, action: Action) -> Action:
    """The agent's action, or the first listed choice of its building where the agent chose a longer form
    (which only the action bar's count fields reach)."""
    if isinstance(action, Build | Use):
        choices = (
            build_options(state, action.building) if isinstance(action, Build) else use_options(state, action.building)
        )
        if action not in choices:
            return choices[0]
    return action


@pytest.mark.slow
def test_whole_game_by_keyboard(window: MainWindow, qtbot: QtBot) -> None:
    agents = (make_agent("intermediate", 1), make_agent("intermediate", 2))
    session = window.session
    done = {"sale_after_action": 0, "distributing_use": 0, "cells_by_key": 0}
    for _ in range(400):
        state = session.state
        if state.finished:
            break
        before = state.turn_number
        distributing = distributing_use(state) if not done["distributing_use"] else None
        if distributing is not None:
            done["distributing_use"] += 1
        action = distributing or listed(state, agents[state.current].choose(state))
        sellable_after = (
            not done["sale_after_action"]
            and isinstance(action, Build | Use)
            and any(not state.spec(b).is_lock for b in state.current_player.buildings())
        )
        done["cells_by_key"] += play(window, action, keep_open=sellable_after)
        assert last_move(session) == action
        if sellable_after:
            after = session.state
            assert after.acted and after.turn_number == before
            sale = next(o.building for o in options(after) if o.verb == "sell")
            francs = after.current_player.francs
            play(window, Sell(sale))
            assert not session.state.current_player.owns(sale)
            assert session.state.current_player.francs > francs
            leave_table(window)
            press(window, Qt.Key.Key_Return)  # End turn
            assert session.state.turn_number == before + 1 or session.state.finished
            done["sale_after_action"] += 1
    state = session.state
    assert state.finished and outcome(state) is not None
    assert all(done.values()), done
    qtbot.waitUntil(lambda: window.end.dialog is not None and window.end.dialog.isVisible(), timeout=5000)


def choice_of_two_goods(window: MainWindow) -> str:
    """Play on (the engine's agent) until a build or use moves two goods the player can pick; its building."""
    agent = make_agent("intermediate", 5)
    session = window.session
    for _ in range(40):
        state = session.state
        seat = state.current
        for option in options(state):
            if option.verb in ("build", "use"):
                window.controller.propose(Build(option.building) if option.verb == "build" else Use(option.building))
                two = len(window.scene.warehouses[seat].draggable) >= 2
                window.controller.cancel()
                if two:
                    return option.building
        action = agent.choose(state)
        assert isinstance(action, Build | Use | Pass)
        session.submit_turn(action)
    raise AssertionError("no choice among two goods came up")


def test_space_on_a_marker_picks_it_up_and_space_on_an_item_acts_like_a_click(window: MainWindow) -> None:
    building = choice_of_two_goods(window)
    state = window.session.state
    seat = state.current
    warehouse = window.scene.warehouses[seat]
    go_to(window, item_of(state, building))
    press(window, Qt.Key.Key_Space)
    assert window.controller.pending is not None and window.controller.pending.building == building
    first = warehouse.active_good
    others = [good for good in warehouse.draggable if good is not first]
    assert first is not None and others
    other = others[0]
    marker = warehouse.preview.get(other, state.players[seat].markers[other.slot])
    go_to(window, Target(WAREHOUSE, seat=seat, cell=marker))
    for _ in range(len(warehouse.goods_to_pick(marker))):
        if warehouse.active_good is other:
            break
        press(window, Qt.Key.Key_Space)
    assert warehouse.active_good is other
    assert window.controller.pending is not None  # picking a marker up is no confirmation
    press(window, Qt.Key.Key_Escape)
    assert window.controller.pending is None


def two_to_sell(window: MainWindow) -> tuple[str, str]:
    """Play on (the engine's agent) until the player can sell two buildings, the second not usable now."""
    agent = make_agent("intermediate", 6)
    session = window.session
    for _ in range(60):
        state = session.state
        sellable = [o.building for o in options(state) if o.verb == "sell"]
        idle = [building for building in sellable if not use_options(state, building)]
        if len(sellable) >= 2 and idle:
            return next(b for b in sellable if b != idle[0]), idle[0]
        action = agent.choose(state)
        assert isinstance(action, Build | Use | Pass)
        session.submit_turn(action)
    raise AssertionError("the player never had two buildings to sell")


def test_delete_sells_the_focused_building_and_enter_on_the_bank_sells_the_selected_one(window: MainWindow) -> None:
    first, second = two_to_sell(window)
    session = window.session
    seat = session.state.current
    go_to(window, Target(OWN_WHEEL, first))
    press(window, Qt.Key.Key_Delete)
    assert last_move(session) == Sell(first)
    assert not session.state.players[seat].owns(first)
    go_to(window, Target(OWN_WHEEL, second))
    press(window, Qt.Key.Key_Space)  # not usable now: selects it, as a click does
    assert window.controller.selected_own == second
    go_to(window, Target(BANK))
    press(window, Qt.Key.Key_Return)
    assert last_move(session) == Sell(second)
    assert not session.state.players[seat].owns(second)
