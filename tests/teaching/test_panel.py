"""The teaching panel follows a game played with the mouse, explains what the pointer is on, and links to the rules.

Hovering is done with real mouse moves over the table's viewport (the offscreen platform
delivers them as hover events); links in the panel are clicked where they are drawn.
"What just happened" is the whole turn: its sales, its action, its end and any round end.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTreeWidgetItem

from lehavre_desktop.engine import (
    Build,
    Cell,
    End,
    Event,
    Good,
    RuleId,
    Sell,
    Use,
    building_rule,
    cheapest_payment,
    position_from_data,
    use_options,
)
from lehavre_desktop.i18n.names import building_name, good_name
from lehavre_desktop.teaching.narrator import Explanation
from lehavre_desktop.teaching.rule_texts import rule_text, rule_title
from lehavre_desktop.ui.dialogs.reference import RULE_ROLE, RulesReference
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.teaching_panel import document_height
from tests.teaching.helpers import (
    assert_numbers,
    assert_shown,
    click_link,
    empty_spot,
    links,
    only,
    panel_text,
    point_at,
    point_at_cell,
    point_at_item,
    press,
)
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import act, click_chip, click_tile, drag_chip_to_bank, drag_ghost, last_move

FISH, CLAY, WOOD, GRAIN = Good.FISH, Good.CLAY, Good.WOOD, Good.GRAIN


def assert_happened_follows_the_events(
    window: MainWindow, events: tuple[Event, ...] | None = None
) -> list[Explanation]:
    """One explanation per event of the turn (default: the last gesture), under the event's rule, all shown,
    each rule linked."""
    panel = window.teaching_panel
    events = window.session.last_events if events is None else events
    assert events, "the last step caused no events"
    assert [e.rule for e in panel.happened] == [e.rule for e in events]
    assert all(e.text.strip() for e in panel.happened)
    assert_shown(window, panel.happened)
    text = panel_text(window)
    shown_links = links(panel.browser)
    for rule in {e.rule for e in events}:
        assert f"rule:{rule.value}" in shown_links, f"no link to {rule.value}"
        assert f"Rule: {rule_title(rule)}" in text
        # «Rule:» is held to its title: a line never ends with it (the plain text shows the no-break space as one).
        assert f"Rule:\u00a0{rule_title(rule)}" in panel.browser.document().toRawText()
    return panel.happened


def assert_now(window: MainWindow, title: str) -> list[Explanation]:
    """The choice being shaped (in the panel's flow) or what the pointer is on (in its own box) has this title."""
    panel = window.teaching_panel
    shown = panel.pointed if panel.pointed_title == title else panel.now
    assert title in (panel.pointed_title, panel.now_title)
    assert shown, f"nothing explained for {title!r}"
    assert title in panel_text(window)
    assert_shown(window, shown)
    return shown


def test_panel_follows_a_game_played_with_the_mouse(window: MainWindow) -> None:
    panel = window.teaching_panel
    assert window.commands["teaching"].isChecked() and window.side.teaching_section.isVisible()
    # A new game opens with round A explained: what entered, the 2/1 split and who starts.
    assert panel.now == []
    assert [e.rule for e in panel.happened] == [RuleId.ROUND_BUILDINGS_ENTER, RuleId.ROUND_ACTION_COUNT]
    assert_numbers(panel.happened[1].text, [3, 2, 1])
    ann_points_at_and_builds_the_clay_mound(window)
    ben_pays_the_grocery_store_with_grain_too(window)
    ann_builds_the_hardware_store_ending_round_a(window)
    ben_points_at_things_before_acting(window)
    ben_uses_anns_clay_mound(window)


def ann_points_at_and_builds_the_clay_mound(window: MainWindow) -> None:
    """Ann points at Clay Mound (1 wood): her wood would go 2 → 1."""
    session, panel, bar = window.session, window.teaching_panel, window.action_bar
    point_at_item(window, window.scene.tiles["clay_mound"])
    now = assert_now(window, building_name("clay_mound"))
    assert now[0].rule is building_rule("clay_mound")  # what it does, first
    costs = only(now, RuleId.BUILD_COST)
    assert building_name("clay_mound") in costs.text and "1 wood" in costs.text
    assert_numbers(costs.text, [1])
    assert_numbers(only(now, RuleId.PAYMENT_MOVES).text, [2, 1, 1])

    click_tile(window, "clay_mound")
    # The action bar grows with a pending choice and the table moves under the pointer: leave the table.
    point_at(window, empty_spot(window))
    choice = assert_now(window, "Your choice")
    assert_numbers(only(choice, RuleId.PAYMENT_MOVES).text, [2, 1, 1])
    press(bar.confirm_button)
    assert len(session.actions()) == 2  # the build and the end of the turn
    happened = assert_happened_follows_the_events(window)
    ended = only(happened, RuleId.TURN_END)
    assert "Ann" in ended.text and "Ben" in ended.text and happened[-1] == ended
    built = only(happened, RuleId.BUILD_PLACEMENT)
    assert "Ann" in built.text and building_name("clay_mound") in built.text
    assert "for 1 wood" in built.text
    assert_numbers(only(happened, RuleId.PAYMENT_MOVES).text, [2, 1, 1])
    assert panel.now == []


def ben_pays_the_grocery_store_with_grain_too(window: MainWindow) -> None:
    """Ben builds the Grocery Store (2 food), paying 1 fish and 1 grain instead of 2 fish."""
    session, bar = window.session, window.action_bar
    click_tile(window, "grocery_store")
    point_at(window, empty_spot(window))
    assert_numbers(only(assert_now(window, "Your choice"), RuleId.PAYMENT_MOVES).text, [4, 2, 2])
    drag_ghost(window, 1, FISH, Cell(0, 3))
    # The mouse was let go over the cell 0.3 of Ben's warehouse: the panel reads that cell...
    assert_numbers(only(assert_now(window, "Warehouse"), RuleId.WAREHOUSE_READING).text, [0, 3, 3])
    # ...and once it leaves the table, the choice as it now stands.
    point_at(window, empty_spot(window))
    paid = [e.text for e in assert_now(window, "Your choice") if e.rule is RuleId.PAYMENT_MOVES]
    assert len(paid) == 2
    assert_numbers(paid[0], [4, 3, 1])  # fish 0.4 → 0.3
    assert_numbers(paid[1], [1, 0, 1])  # grain 0.1 → 0.0
    press(bar.confirm_button)
    assert len(session.actions()) == 4
    happened = assert_happened_follows_the_events(window)
    built = only(happened, RuleId.BUILD_PLACEMENT)
    assert "Ben" in built.text and building_name("grocery_store") in built.text
    assert "for 2 food" in built.text
    paid = [e.text for e in happened if e.rule is RuleId.PAYMENT_MOVES]
    assert "pays with fish" in paid[0] and "pays with grain" in paid[1]
    assert_numbers(paid[0], [4, 3, 1])
    assert_numbers(paid[1], [1, 0, 1])
    assert all(e.rule is not RuleId.PAYMENT_NO_CHANGE for e in happened)


def ann_builds_the_hardware_store_ending_round_a(window: MainWindow) -> None:
    """Ann builds the Hardware Store: the end of round A's third turn ends the round."""
    session = window.session
    act(window, Build("hardware_store", cheapest_payment(session.state, "hardware_store") or ()))
    assert len(session.actions()) == 6
    happened = assert_happened_follows_the_events(window)
    assert "Ben opens round B" in only(happened, RuleId.TURN_END).text
    assert re.search(r"\bA\b", only(happened, RuleId.ROUND_END_ROTATION).text)
    entered = only(happened, RuleId.ROUND_BUILDINGS_ENTER).text
    for building in ("wood_company", "farm", "farmland", "kiln"):
        assert building_name(building) in entered
    # Round B: 3 actions, Ben starts (turns alternate), so Ben takes 2 and Ann 1.
    assert re.search(r"3\D+Ben\D+2\D+Ann\D+1\b", only(happened, RuleId.ROUND_ACTION_COUNT).text)


def ben_points_at_things_before_acting(window: MainWindow) -> None:
    """Ben points at things before he acts; what happened stays on the panel."""
    panel = window.teaching_panel
    point_at_item(window, window.scene.chips["clay_mound"])
    now = assert_now(window, building_name("clay_mound"))
    assert "×2" in now[0].text  # sector 2 after one rotation
    fee = only(now, RuleId.USE_OPPONENT_FEE)
    assert "Ben" in fee.text and "Ann" in fee.text
    assert_numbers(fee.text, [1])
    # Clay Mound: N+1 = 3 steps right from Ben's clay on 0.3; only 2 fit: 3 → 5, one step lost.
    assert_numbers(only(now, RuleId.CLAY_MOUND).text, [2, 3, 5])
    assert "clay marker" in only(now, RuleId.WAREHOUSE_EDGE).text
    assert_shown(window, panel.happened)

    point_at_cell(window, 1, Cell(3, 2))
    cell = only(assert_now(window, "Warehouse"), RuleId.WAREHOUSE_READING)
    assert_numbers(cell.text, [9, 2, 11])

    point_at_cell(window, 1, Cell(0, 3))  # Ben's clay marker is there
    cell = only(assert_now(window, "Warehouse"), RuleId.WAREHOUSE_READING)
    assert_numbers(cell.text, [0, 3, 3])
    assert good_name(CLAY) in cell.text

    point_at_item(window, window.scene.tiles["bakehouse"])
    reason = only(assert_now(window, building_name("bakehouse")), RuleId.BUILD_AVAILABLE)
    assert re.search(r"\bC\b", reason.text)

    shown_before = panel_text(window)
    happened_at = panel.browser.toPlainText()
    point_at(window, empty_spot(window))
    assert panel.now == [] and panel.pointed == []
    assert reason.text in shown_before and reason.text not in panel_text(window)
    assert panel.browser.toPlainText() == happened_at  # pointing changed only the pointer's box
    assert_shown(window, panel.happened)


def ben_uses_anns_clay_mound(window: MainWindow) -> None:
    """Ben uses Ann's Clay Mound."""
    session = window.session
    [use] = use_options(session.state, "clay_mound")
    act(window, use)
    assert last_move(session) == Use("clay_mound") == use
    assert len(session.actions()) == 8
    happened = assert_happened_follows_the_events(window)
    used = only(happened, RuleId.USE_MULTIPLIER).text
    assert "Ben" in used and "Ann" in used and building_name("clay_mound") in used
    assert_numbers(used, [2, 2, 1])
    assert_numbers(only(happened, RuleId.USE_OPPONENT_FEE).text, [1])
    assert_numbers(only(happened, RuleId.CLAY_MOUND).text, [3, 5])
    assert "Ann" in only(happened, RuleId.USE_RETURN_TO_ZERO).text


def test_the_whole_turn_is_explained_sales_included(window_factory: WindowFactory) -> None:
    """A sale before the action and one after it, then End turn: the panel keeps the turn together."""
    window = window_factory(
        position_from_data(
            {
                "round": "C",
                "turns_taken": 1,
                "players": [{"name": "Ann"}, {"name": "Ben", "wheel": {"kiln": "2", "clay_mound": "2"}}],
            }
        )
    )
    session, panel = window.session, window.teaching_panel
    assert session.state.current == 1
    steps = len(session.history())
    act(window, Sell("kiln"))
    act(window, use_options(session.state, "clay_mound")[0], keep_open=True)
    turn = [event for _, events in session.history()[steps:] for event in events]
    assert_happened_follows_the_events(window, tuple(turn))
    assert only(panel.happened, RuleId.SELL_HALF_VALUE) and panel.attention == []
    act(window, Sell("clay_mound"))
    act(window, End())
    turn = [event for _, events in session.history()[steps:] for event in events]
    happened = assert_happened_follows_the_events(window, tuple(turn))
    assert "after the action" in only(happened, RuleId.SELL_AFTER_ACTION).text
    assert happened[-1].rule is RuleId.TURN_END
    # Ann's turn is what happened next: Ben's is no longer on the panel.
    act(window, Build("bakehouse", cheapest_payment(session.state, "bakehouse") or ()))
    assert_happened_follows_the_events(window)
    assert all(e.rule not in (RuleId.SELL_AFTER_ACTION, RuleId.SELL_HALF_VALUE) for e in panel.happened)


def test_the_last_use_of_a_round_points_out_selling_afterwards(window_factory: WindowFactory) -> None:
    """EX-25 at the table: the panel says what Ben could do with the Wood Company, with the numbers."""
    window = window_factory(
        position_from_data(
            {
                "round": "C",
                "turns_taken": 2,
                "players": [{"name": "Ann", "wheel": {"wood_company": "3"}}, {"name": "Ben"}],
            }
        )
    )
    session, panel, bar = window.session, window.teaching_panel, window.action_bar
    assert session.state.current == 0 and panel.attention == []

    click_chip(window, "wood_company")
    [before_use] = panel.attention
    assert before_use.rule is RuleId.SELL_AFTER_ACTION
    assert bar.keep_open_button.text() in before_use.text
    for words in ("×2", "1 franc", "2 francs", "Ben", "round D"):
        assert words in before_use.text, words
    assert_shown(window, panel.attention)
    assert "The last action of the round" in panel_text(window)
    assert f"rule:{RuleId.SELL_AFTER_ACTION.value}" in links(panel.browser)

    press(bar.keep_open_button)
    assert session.state.acted and session.state.current == 0
    [open_turn] = panel.attention
    assert "still open" in open_turn.text and "brings 2 francs" in open_turn.text
    assert_shown(window, panel.attention)

    drag_chip_to_bank(window, "wood_company")
    assert panel.attention == []
    assert "The last action of the round" not in panel_text(window)
    act(window, End())
    assert session.state.round_letter == "D" and "wood_company" in session.state.supply


def test_confirm_on_the_last_use_leaves_the_building_to_the_opponent(window_factory: WindowFactory) -> None:
    window = window_factory(
        position_from_data(
            {
                "round": "C",
                "turns_taken": 2,
                "players": [{"name": "Ann", "wheel": {"wood_company": "3"}}, {"name": "Ben"}],
            }
        )
    )
    click_chip(window, "wood_company")
    assert window.teaching_panel.attention
    press(window.action_bar.confirm_button)
    assert window.teaching_panel.attention == []
    state = window.session.state
    assert state.current == 1 and state.players[0].age_of("wood_company") == 1


def test_rule_link_opens_the_reference_at_that_rule(window: MainWindow) -> None:
    point_at_item(window, window.scene.tiles["clay_mound"])
    click_tile(window, "clay_mound")
    press(window.action_bar.confirm_button)
    panel = window.teaching_panel
    assert window.dialogs.reference is None

    click_link(panel.browser, "rule:build.placement")
    reference = window.dialogs.reference
    assert isinstance(reference, RulesReference)
    assert reference.isVisible()
    assert reference.current is RuleId.BUILD_PLACEMENT
    item = reference.tree.currentItem()
    assert item is not None and item.data(0, RULE_ROLE) == RuleId.BUILD_PLACEMENT.value
    page = reference.page.toPlainText()
    assert rule_title(RuleId.BUILD_PLACEMENT) in page
    plain = re.sub(r"<[^>]+>", "", rule_text(RuleId.BUILD_PLACEMENT))
    assert plain[:60] in page

    # A second link moves the open reference to the other rule.
    click_link(panel.browser, "rule:payment.moves")
    assert window.dialogs.reference is reference
    assert reference.current is RuleId.PAYMENT_MOVES
    assert rule_title(RuleId.PAYMENT_MOVES) in reference.page.toPlainText()


def leaves(reference: RulesReference) -> list[QTreeWidgetItem]:
    tree = reference.tree
    found: list[QTreeWidgetItem] = []
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        assert top is not None
        found.extend(child for j in range(top.childCount()) if (child := top.child(j)) is not None)
    return found


def visible_rules(reference: RulesReference) -> set[str]:
    tree = reference.tree
    shown: set[str] = set()
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        assert top is not None
        if top.isHidden():
            continue
        shown.update(
            str(child.data(0, RULE_ROLE))
            for j in range(top.childCount())
            if (child := top.child(j)) is not None and not child.isHidden()
        )
    return shown


def open_reference_with_f1(window: MainWindow) -> RulesReference:
    window.activateWindow()
    QApplication.processEvents()
    QTest.keyClick(window, Qt.Key.Key_F1)
    QApplication.processEvents()
    reference = window.dialogs.reference
    assert isinstance(reference, RulesReference), "F1 did not open the rules reference"
    assert reference.isVisible()
    return reference


def test_reference_search_filters_entries(window: MainWindow) -> None:
    reference = open_reference_with_f1(window)
    assert reference.current is None  # F1 opens on the page about the component data
    everything = visible_rules(reference)
    assert everything == {rule.value for rule in RuleId}

    QTest.keyClicks(reference.search, "kiln")
    shown = visible_rules(reference)
    assert RuleId.KILN.value in shown
    assert RuleId.TOWN_HALL.value not in shown and RuleId.SETUP_START_SUPPLIES.value not in shown
    assert len(shown) < len(everything)
    # What stays is what mentions the Kiln, in its name or its explanation.
    for item in leaves(reference):
        rule = RuleId(item.data(0, RULE_ROLE))
        mentions = "kiln" in (item.text(0) + " " + rule_text(rule)).casefold()
        assert (rule.value in shown) == mentions, rule.value

    reference.search.clear()
    assert visible_rules(reference) == everything


def test_reference_search_reads_the_text_as_shown(window: MainWindow) -> None:
    """A phrase the player reads on a page finds that page, whatever markup makes some words bold."""
    reference = open_reference_with_f1(window)
    reference.show_rule(RuleId.TOWN_HALL)
    page = reference.page.toPlainText()
    phrase = "worth 26 francs"
    assert phrase in page
    QTest.keyClicks(reference.search, phrase)
    assert RuleId.TOWN_HALL.value in visible_rules(reference)


def test_pointing_at_things_changes_only_the_pointers_box(window: MainWindow) -> None:
    panel = window.teaching_panel
    click_tile(window, "clay_mound")
    press(window.action_bar.confirm_button)
    panel_text(window)
    happened = panel.browser.toPlainText()
    assert "What just happened" in happened
    page_place = (panel.browser.geometry().top(), panel.browser.verticalScrollBar().value())
    for building, item in (
        ("grocery_store", window.scene.tiles["grocery_store"]),
        ("clay_mound", window.scene.chips["clay_mound"]),
        ("kiln", window.scene.tiles["kiln"]),
    ):
        point_at_item(window, item)
        panel_text(window)
        assert panel.pointed and panel.pointed_title == building_name(building)
        assert panel.browser.toPlainText() == happened  # the rest of the panel stays where it was
        # The page's top and its text stay where they were; the pointer's box is as tall as its text allows.
        assert (panel.browser.geometry().top(), panel.browser.verticalScrollBar().value()) == page_place
        assert panel.pointer.height() == min(document_height(panel.pointer), panel.pointer_most(panel.page_room()))
    assert panel.pointed[0].rule is building_rule("kiln")  # a supply tile says what it does, first
