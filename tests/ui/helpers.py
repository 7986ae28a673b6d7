"""Driving the table with real mouse events, the way a player does.

Every gesture goes to the view's viewport, at positions mapped from the scene
(tooling.md §3). Reading the scene and the session to decide where to click is fine;
the actions themselves only happen through the mouse.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QGraphicsItem, QGraphicsView

from lehavre_desktop.engine import (
    GOODS,
    Action,
    Build,
    Cell,
    End,
    GameRecord,
    GameState,
    Good,
    Pass,
    Sell,
    Use,
    apply,
    decode,
    francs_change,
    turn_events,
)
from lehavre_desktop.session.game_session import GameSession
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.painting import TextRun

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


def text_box(run: TextRun) -> QRectF:
    """The box a run's text takes where it is laid out in its rectangle (its lines' full height, descenders
    included), in the item's coordinates."""
    return QFontMetricsF(run.font).boundingRect(run.rect, run.flags, run.text)


def ink_box(run: TextRun) -> QRectF:
    """The ink of a one-line run: what its glyphs cover, in the item's coordinates."""
    metrics = QFontMetricsF(run.font)
    box = text_box(run)
    return metrics.tightBoundingRect(run.text).translated(box.left(), box.top() + metrics.ascent())


def settle() -> None:
    for _ in range(2):
        QApplication.processEvents()


def to_viewport(view: QGraphicsView, scene_point: QPointF) -> QPoint:
    return view.mapFromScene(scene_point)


def item_centre(view: QGraphicsView, item: QGraphicsItem) -> QPoint:
    return to_viewport(view, item.mapToScene(item.boundingRect().center()))


def assert_on_top(view: QGraphicsView, pos: QPoint, item: QGraphicsItem) -> None:
    """The item the player means is the one a click there reaches (nothing that takes clicks covers it). A drawing
    that takes no button, as a suggestion's dashed marks, lets the click through, as Qt's dispatch does."""
    clickable = [found for found in view.items(pos) if found.acceptedMouseButtons() & LEFT]
    top = clickable[0] if clickable else None
    assert top is item, f"at {pos} the topmost item that takes a click is {top!r}, not {item!r}"


def click(view: QGraphicsView, pos: QPoint) -> None:
    viewport = view.viewport()
    QTest.mouseMove(viewport, pos)
    QTest.mousePress(viewport, LEFT, NO_MOD, pos)
    QTest.mouseRelease(viewport, LEFT, NO_MOD, pos)
    settle()


def click_item(view: QGraphicsView, item: QGraphicsItem) -> None:
    pos = item_centre(view, item)
    assert_on_top(view, pos, item)
    click(view, pos)


def drag(view: QGraphicsView, start: QPoint, end: QPoint, steps: int = 5) -> None:
    """Press, several moves (at least one is required), release."""
    viewport = view.viewport()
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, LEFT, NO_MOD, start)
    for i in range(1, steps + 1):
        QTest.mouseMove(viewport, start + (end - start) * (i / steps))
    QTest.mouseRelease(viewport, LEFT, NO_MOD, end)
    settle()


def press_button(button: QAbstractButton) -> None:
    assert button.isVisible(), f"the {button.text()!r} button is not shown"
    assert button.isEnabled(), f"the {button.text()!r} button is disabled"
    QTest.mouseClick(button, LEFT)
    settle()


# ---- the game's gestures --------------------------------------------------------------------


def click_tile(window: MainWindow, building: str) -> None:
    click_item(window.view, window.scene.tiles[building])


def click_chip(window: MainWindow, building: str) -> None:
    click_item(window.view, window.scene.chips[building])


def drag_chip_to_bank(window: MainWindow, building: str) -> None:
    view = window.view
    chip = window.scene.chips[building]
    start = item_centre(view, chip)
    assert_on_top(view, start, chip)
    drag(view, start, item_centre(view, window.scene.bank), steps=8)


def ghost_cell(window: MainWindow, seat: int, good: Good) -> Cell | None:
    """Where the preview puts a marker, read off its ghost on the table; None if it stays where it is.

    A marker that some other choice would move keeps a visible ghost on its own cell (so it can be
    dragged); that ghost shows no movement.
    """
    warehouse = window.scene.warehouses[seat]
    ghost = warehouse.ghost_item(good)
    if not ghost.isVisible():
        return None
    cell = warehouse.cell_under(ghost.mapToScene(ghost.boundingRect().center()))
    return None if cell == marker_cell(window, seat, good) else cell


def marker_cell(window: MainWindow, seat: int, good: Good) -> Cell | None:
    warehouse = window.scene.warehouses[seat]
    marker = warehouse.marker_item(good)
    return warehouse.cell_under(marker.mapToScene(marker.boundingRect().center()))


def shown_markers(window: MainWindow, seat: int) -> tuple[Cell | None, ...]:
    """Where the table says the markers will be: a ghost where one shows, else the marker."""
    return tuple(ghost_cell(window, seat, good) or marker_cell(window, seat, good) for good in GOODS)


def drag_ghost(window: MainWindow, seat: int, good: Good, cell: Cell) -> None:
    view = window.view
    warehouse = window.scene.warehouses[seat]
    ghost = warehouse.ghost_item(good)
    assert ghost.isVisible(), f"no ghost {good.value} marker to drag"
    start = item_centre(view, ghost)
    assert_on_top(view, start, ghost)
    drag(view, start, to_viewport(view, warehouse.cell_center_scene(cell)))


def click_cell(window: MainWindow, seat: int, cell: Cell) -> None:
    view = window.view
    pos = to_viewport(view, window.scene.warehouses[seat].cell_center_scene(cell))
    click(view, pos)


def result_markers(state: GameState, action: Action) -> tuple[Cell, ...]:
    """The acting player's markers once ``action`` is done (a round end never moves markers)."""
    return apply(state, action).state.players[state.current].markers


def shape_choice(window: MainWindow, target: Build | Use) -> list[str]:
    """Bring the pending choice to ``target`` with the gestures a player has; returns the gestures used.

    Preference: drag a ghost marker whose cell differs; else click a highlighted cell of
    the good the warehouse shows targets for; else the "Other choice ▶" button.
    """
    state = window.session.state
    seat = state.current
    wanted = result_markers(state, target)
    bar = window.action_bar
    used: list[str] = []
    controller = window.controller
    seen: set[int] = set()
    assert controller.pending is not None, "no pending action to shape"
    drags_left = 3  # then the choice buttons, which visit every choice in turn
    for _ in range(len(controller.pending.choices) + drags_left + 1):
        pending = controller.pending
        assert pending is not None, "no pending action to shape"
        if pending.action == target:
            return used
        first_visit = pending.index not in seen
        seen.add(pending.index)
        shown = shown_markers(window, seat)
        warehouse = window.scene.warehouses[seat]
        gesture = None
        if drags_left and first_visit and shown != wanted:
            for good in GOODS:
                cell = wanted[good.slot]
                if shown[good.slot] == cell or cell not in warehouse.targets.get(good, ()):
                    continue
                if ghost_cell(window, seat, good) is not None:
                    drag_ghost(window, seat, good, cell)
                    gesture = f"drag {good.value}"
                    break
                if warehouse.active_good is good:
                    click_cell(window, seat, cell)
                    gesture = f"click cell {good.value}"
                    break
        if gesture is None:
            press_button(bar.next_button)
            gesture = "next"
        else:
            drags_left -= 1
        used.append(gesture)
    assert controller.pending is not None and controller.pending.action == target, (
        f"could not reach {target.text()} with {used}"
    )
    return used


def moves(session: GameSession) -> list[Action]:
    """The session's actions without the ``end`` of each turn: what the players chose."""
    return [action for action in session.actions() if not isinstance(action, End)]


def last_move(session: GameSession) -> Action:
    return moves(session)[-1]


def record_of(*texts: str, names: tuple[str, str] = ("Ann", "Ben"), last_turn_open: bool = False) -> GameRecord:
    """A starting record from action texts (the engine's own notation), one turn per build, use or pass.

    Each build, use or pass is followed by ``end``, as a confirmed action is; sales stay
    where they are written. ``last_turn_open`` leaves the last turn open (no ``end``).
    """
    actions: list[Action] = []
    for index, text in enumerate(texts):
        action = decode(text)
        actions.append(action)
        if isinstance(action, Build | Use | Pass) and not (last_turn_open and index == len(texts) - 1):
            actions.append(End())
    return GameRecord(names, tuple(actions))


def check_francs_preview(detail: str, state: GameState, action: Action) -> None:
    """ "Your francs: a → b" in the action bar is the francs the action leaves (before any round end)."""
    seat = state.current
    change = francs_change(turn_events(apply(state, action).events), seat)
    found = re.search(r"Your francs: (-?\d+) → (-?\d+)", detail)
    if change == 0:
        assert found is None, detail
    else:
        assert found is not None, detail
        assert (int(found.group(1)), int(found.group(2))) == (
            state.players[seat].francs,
            state.players[seat].francs + change,
        )


def act(window: MainWindow, action: Action, keep_open: bool = False) -> list[str]:
    """Carry out ``action`` with the mouse; returns the gestures that shaped the choice.

    A build or use is confirmed with Confirm, which ends the turn, or with ``keep_open``
    by "Confirm, keep turn open"; ``End()`` presses End turn.
    """
    bar = window.action_bar
    if isinstance(action, Build | Use):
        if isinstance(action, Build):
            click_tile(window, action.building)
        else:
            click_chip(window, action.building)
        gestures = shape_choice(window, action)
        # The preview on the warehouse is what the action will do.
        state = window.session.state
        assert shown_markers(window, state.current) == result_markers(state, action), f"wrong preview for {action}"
        check_francs_preview(bar.detail_text(), state, action)
        press_button(bar.keep_open_button if keep_open else bar.confirm_button)
        return gestures
    if isinstance(action, Sell):
        drag_chip_to_bank(window, action.building)
        return ["drag to bank"]
    if isinstance(action, End):
        press_button(bar.end_turn_button)
        return ["end turn"]
    press_button(bar.pass_button)
    return ["pass"]
