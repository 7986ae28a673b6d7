"""The guided first game, played to its end with the mouse; and left halfway through.

The guide only watches: every action in these tests is a click or a drag, and the
session's engine actions grow by exactly what each gesture means, never by themselves:
Confirm is the action and the end of the turn (two), "Confirm, keep turn open" the action
alone, a sale one, End turn one.
"""

from __future__ import annotations

from lehavre_desktop.engine import (
    Build,
    Cell,
    End,
    Good,
    RuleId,
    Sell,
    Sold,
    Use,
    WheelsRotated,
    cheapest_payment,
    use_options,
)
from lehavre_desktop.i18n.names import building_name
from lehavre_desktop.teaching.guide import FINISHED_TEXT, FINISHED_TITLE, STEPS, GuidedGame, Step
from lehavre_desktop.ui.main_window import MainWindow
from tests.teaching.helpers import click_link, links, panel_text, press
from tests.ui.helpers import act, click_chip, click_tile, drag_chip_to_bank, drag_ghost, ghost_cell, last_move

CONFIRMED = 2  # Confirm: the action and the end of the turn

LEAVE = "Leave the guided game"
WELL_DONE = "Well done!"


class ActionCounter:
    """The session's actions may only grow by one per gesture of ours."""

    def __init__(self, window: MainWindow) -> None:
        self.session = window.session
        self.expected = len(self.session.actions())

    def check(self, grew_by: int) -> None:
        self.expected += grew_by
        assert len(self.session.actions()) == self.expected, (
            f"{len(self.session.actions())} actions in the session, {self.expected} done by the test"
        )


def assert_step(window: MainWindow, step: Step | None) -> str:
    """The panel shows this step (None: the closing words) and no other."""
    text = panel_text(window)
    guide = window.teaching.guide
    assert guide is not None
    assert guide.step is step
    title, task = guide.title(), guide.task(window.session.state)
    assert title == (step.title if step else FINISHED_TITLE)
    if step is not None and not guide.possible(window.session.state):
        assert task == step.not_now  # the guide never asks for what the position does not allow
    else:
        assert task.startswith((step.task if step else FINISHED_TEXT)[:40])
    assert title in text, f"{title!r} is not shown; the panel says:\n{text}"
    assert task in text
    for other in STEPS:
        if other is not step:
            assert other.title not in text, f"{other.title!r} is shown while at {title!r}"
    if step is not None:
        assert FINISHED_TITLE not in text
    return text


def test_guided_game_completed_with_the_mouse(window: MainWindow) -> None:
    panel = window.teaching_panel
    counter = ActionCounter(window)
    assert counter.expected == 0
    assert "guide:start" in links(panel.browser)  # a new game offers the guide

    window.commands["guide"].trigger()  # Help ▸ Guided first game
    counter.check(0)
    text = assert_step(window, STEPS[0])
    assert LEAVE in text and "guide:leave" in links(panel.browser)
    assert "guide:start" not in links(panel.browser)
    assert WELL_DONE not in text

    build_and_confirm(window, counter, text)
    pay_with_grain_too(window, counter)
    build_off_the_guide_to_end_round_a(window, counter)
    use_the_grocery_store(window, counter)
    text = sell_before_the_action(window, counter)
    use_keeping_the_turn_open_then_sell(window, counter, text)


def build_and_confirm(window: MainWindow, counter: ActionCounter, text: str) -> None:
    """Step 1: Ann builds the Clay Mound; Confirm ends her turn."""
    session, bar = window.session, window.action_bar
    assert "Confirm carries out your action and ends your turn" in text
    click_tile(window, "clay_mound")
    counter.check(0)
    assert_step(window, STEPS[0])
    press(bar.confirm_button)
    counter.check(CONFIRMED)
    assert session.actions()[-2:] == [
        Build("clay_mound", cheapest_payment(session.states()[0], "clay_mound") or ()),
        End(),
    ]
    text = assert_step(window, STEPS[1])
    assert WELL_DONE in text and building_name("clay_mound") in window.teaching.guide_note
    assert window.teaching.guide_note in text


def pay_with_grain_too(window: MainWindow, counter: ActionCounter) -> None:
    """Step 2: Ben builds the Grocery Store and pays with grain too, by dragging the fish ghost back."""
    session, bar = window.session, window.action_bar
    before = session.state
    click_tile(window, "grocery_store")
    assert ghost_cell(window, 1, Good.FISH) == Cell(0, 2)  # proposed: 2 fish
    drag_ghost(window, 1, Good.FISH, Cell(0, 3))
    assert ghost_cell(window, 1, Good.GRAIN) == Cell(0, 0)  # now: 1 fish and 1 grain
    counter.check(0)
    press(bar.confirm_button)
    counter.check(CONFIRMED)
    done = last_move(session)
    assert isinstance(done, Build) and done.building == "grocery_store"
    assert done.payment != cheapest_payment(before, "grocery_store")
    text = assert_step(window, STEPS[2])
    # Round A: nothing on a wheel can be used yet. The guide says so and what to do meanwhile, and lights no building
    # on a wheel (the own Clay Mound, in sector 0, would only offer to sell it).
    assert STEPS[2].not_now in text
    assert not any(chip.spotlit for chip in window.scene.chips.values())
    assert any(tile.spotlit for tile in window.scene.tiles.values())  # building, meanwhile, is lit
    assert building_name("grocery_store") in window.teaching.guide_note


def build_off_the_guide_to_end_round_a(window: MainWindow, counter: ActionCounter) -> None:
    """Ann builds again: not what step 3 asks for, so the guide waits. This ends round A."""
    session = window.session
    act(window, Build("hardware_store", cheapest_payment(session.state, "hardware_store") or ()))
    counter.check(CONFIRMED)
    assert any(isinstance(e, WheelsRotated) for e in session.last_events)
    assert session.state.round_letter == "B" and session.state.current == 1
    text = assert_step(window, STEPS[2])
    assert "a fee of 1 franc" in text  # the step can be done now: its own words, the fee from the data
    assert window.scene.chips["grocery_store"].spotlit


def use_the_grocery_store(window: MainWindow, counter: ActionCounter) -> None:
    """Step 3: Ben uses his Grocery Store, now in sector 2."""
    click_chip(window, "grocery_store")
    counter.check(0)
    press(window.action_bar.confirm_button)
    counter.check(CONFIRMED)
    assert last_move(window.session) == Use("grocery_store")
    assert_step(window, STEPS[3])
    assert building_name("grocery_store") in window.teaching.guide_note


def sell_before_the_action(window: MainWindow, counter: ActionCounter) -> str:
    """Step 4: Ann sells her Clay Mound before her action, by dragging it onto the bank; the panel's words after."""
    session = window.session
    assert session.state.current == 0 and not session.state.acted
    drag_chip_to_bank(window, "clay_mound")
    counter.check(1)
    assert session.actions()[-1] == Sell("clay_mound")
    assert any(isinstance(e, Sold) and not e.forced for e in session.last_events)
    text = assert_step(window, STEPS[4])
    assert WELL_DONE in text and building_name("clay_mound") in window.teaching.guide_note
    # Selling did not end Ann's turn, and the guide did nothing on its own.
    assert session.state.current == 0
    counter.check(0)
    return text


def use_keeping_the_turn_open_then_sell(window: MainWindow, counter: ActionCounter, text: str) -> None:
    """Step 5: Ann uses her Hardware Store keeping the turn open, sells it afterwards and ends the turn. The guide
    names the buttons the action bar shows."""
    session, bar = window.session, window.action_bar
    assert bar.keep_open_button.text() in text and bar.end_turn_button.text() in text
    act(window, use_options(session.state, "hardware_store")[0], keep_open=True)
    counter.check(1)
    assert session.state.acted and session.state.current == 0
    assert_step(window, STEPS[4])
    drag_chip_to_bank(window, "hardware_store")
    counter.check(1)
    assert any(isinstance(e, Sold) and e.rule is RuleId.SELL_AFTER_ACTION for e in session.last_events)
    text = assert_step(window, None)
    assert WELL_DONE in text and building_name("hardware_store") in window.teaching.guide_note
    assert window.teaching.guide is not None and window.teaching.guide.finished
    assert session.state.current == 0  # the turn is still open: ending it is the player's
    act(window, End())
    counter.check(1)
    assert session.state.current == 1 and not session.state.acted


def test_leaving_the_guide_halfway_keeps_the_game(window: MainWindow) -> None:
    session, panel, bar = window.session, window.teaching_panel, window.action_bar
    counter = ActionCounter(window)
    window.guided.start()
    counter.check(0)
    assert_step(window, STEPS[0])

    click_tile(window, "clay_mound")
    press(bar.confirm_button)
    counter.check(CONFIRMED)
    assert_step(window, STEPS[1])

    click_link(panel.browser, "guide:leave")
    counter.check(0)
    assert window.teaching.guide is None
    text = panel_text(window)
    for step in STEPS:
        assert step.title not in text
    assert LEAVE not in text and WELL_DONE not in text
    assert "guide:leave" not in links(panel.browser)
    # The game under way goes on, still explained.
    assert len(session.actions()) == CONFIRMED and session.state.current == 1
    assert building_name("clay_mound") in text

    act(window, Build("grocery_store", cheapest_payment(session.state, "grocery_store") or ()))
    counter.check(CONFIRMED)
    assert window.teaching.guide is None
    text = panel_text(window)
    assert all(step.title not in text for step in STEPS)
    assert building_name("grocery_store") in text
    assert [e.rule for e in panel.happened] == [e.rule for e in session.last_events]


def test_a_step_that_cannot_be_done_now_can_be_skipped() -> None:
    guide = GuidedGame()
    first = guide.step
    guide.skip()
    assert guide.step is not None and first is not None
    assert guide.step.key != first.key
    assert guide.index == 1
    for _ in range(10):
        guide.skip()
    assert guide.finished and guide.step is None


def test_the_skip_link_moves_the_guide_on_without_acting(window: MainWindow) -> None:
    panel = window.teaching_panel
    counter = ActionCounter(window)
    window.guided.start()
    assert_step(window, STEPS[0])
    click_link(panel.browser, "guide:skip")
    counter.check(0)
    assert_step(window, STEPS[1])
    assert window.session.actions() == []


def test_the_guide_lights_only_what_the_engine_allows_in_random_games() -> None:
    """Over seeded random games, at every step: every lit building can be built, used or sold there, and a step
    is only asked for in its own words where the position offers it."""
    import random

    from lehavre_desktop.engine import GameRecord, apply, legal_actions, random_action
    from lehavre_desktop.teaching.guide import GuidedGame

    for seed in range(12):
        rng = random.Random(seed)
        state = GameRecord(("Ann", "Ben")).initial_state()
        for _ in range(60):
            if state.finished:
                break
            legal = {a.building for a in legal_actions(state) if isinstance(a, Build | Use | Sell)}
            for index in range(len(STEPS)):
                guide = GuidedGame()
                guide.index = index
                lit = guide.spotlight(state)
                assert lit.buildings <= legal, (seed, STEPS[index].key, lit.buildings - legal)
                assert not lit.bank or any(isinstance(a, Sell) for a in legal_actions(state))
                if guide.possible(state):
                    assert STEPS[index].targets(state).buildings, STEPS[index].key
            state = apply(state, random_action(state, rng)).state
