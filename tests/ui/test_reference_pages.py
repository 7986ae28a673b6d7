"""The rules reference's pages: F1 opens on the game in brief, in every language; each rule's page states the rule,
then, smaller, how this edition reads the rulebooks where they leave it open; the page on component data says once
where the numbers come from and marks every one. During play the same rule is explained without the note."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextFormat
from PySide6.QtTest import QTest

from lehavre_desktop.engine import BUILT_IN, Provenance, RuleId
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.teaching.rule_texts import RULE_NOTES, TOPICS, plain_rule_text, rule_note, rule_title, topic_title
from lehavre_desktop.ui.dialogs.reference import RULE_ROLE, Page, RulesReference
from lehavre_desktop.ui.main_window import MainWindow
from tests.teaching.helpers import click_link, links, panel_text
from tests.teaching.test_panel import open_reference_with_f1
from tests.teaching.test_sector_hover import ROUND_A, point_at_sector
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import LEFT, NO_MOD, record_of, settle
from tests.ui.test_reference_search import search

NOTE_HEADING = "How this edition reads the rules"
TOPIC_LINKS = {f"rule:{rules[0].value}" for _, rules in TOPICS}


def click_entry(reference: RulesReference, value: str) -> None:
    """Click an entry of the tree where it is drawn, as the reader does."""
    item = next(item for item in reference._items() if item.data(0, RULE_ROLE) == value)
    reference.tree.scrollToItem(item)
    settle()
    QTest.mouseClick(reference.tree.viewport(), LEFT, NO_MOD, reference.tree.visualItemRect(item).center())
    settle()
    assert reference.tree.currentItem() is item


def size_adjustment(reference: RulesReference, text: str) -> int:
    """How much smaller (negative) than the page's body the page draws ``text``."""
    found = reference.page.document().find(text)
    assert not found.isNull(), f"{text[:60]!r} is not on the page"
    adjustment = found.charFormat().property(QTextFormat.Property.FontSizeAdjustment)
    return int(adjustment) if adjustment is not None else 0


# ---- the first page ---------------------------------------------------------------------------------------


def test_f1_opens_on_the_game_in_brief(window: MainWindow) -> None:
    reference = open_reference_with_f1(window)
    assert reference.entry is Page.OVERVIEW and reference.current is None
    first, last = reference._tops()[0], reference._tops()[-1]
    assert first.data(0, RULE_ROLE) == Page.OVERVIEW.value and reference.tree.currentItem() is first
    assert last.data(0, RULE_ROLE) == Page.COMPONENT_DATA.value  # the component data come last, after the rules
    lines = reference.page.toPlainText().splitlines()
    assert lines[:2] == ["The game in brief", "The goal"] and lines[2].startswith("Over twelve rounds, A to L")
    for heading in ("A round", "Your turn", "Goods and buildings", "All topics"):
        assert heading in lines
    assert "build a building from the supply" in lines[lines.index("Your turn") + 1]
    page = "\n".join(lines)
    assert "components.json" not in page and "rulebook" not in page and "documented" not in page
    found = links(reference.page)
    assert TOPIC_LINKS | {"page:components", "rule:turn.one_action", "rule:game.end_scoring"} <= set(found)

    # A link leads on to its rule, and the tree follows.
    click_link(reference.page, "rule:turn.one_action")
    assert reference.current is RuleId.TURN_ONE_ACTION
    item = reference.tree.currentItem()
    assert item is not None and item.data(0, RULE_ROLE) == RuleId.TURN_ONE_ACTION.value
    assert reference.page.toPlainText().startswith(rule_title(RuleId.TURN_ONE_ACTION))

    # F1 again: back at the start, whose last link is the page on component data.
    reference.close()
    reference = open_reference_with_f1(window)
    assert reference.entry is Page.OVERVIEW
    click_link(reference.page, "page:components")
    assert reference.entry is Page.COMPONENT_DATA and reference.current is None
    assert reference.tree.currentItem() is last


@pytest.mark.parametrize("code", ["el", "hu"])
def test_f1_opens_on_the_game_in_brief_in_greek_and_hungarian(
    window: MainWindow, languages: LanguageManager, code: str
) -> None:
    languages.set_language(code)
    settle()
    reference = open_reference_with_f1(window)
    assert reference.entry is Page.OVERVIEW
    first = reference._tops()[0]
    assert first.data(0, RULE_ROLE) == Page.OVERVIEW.value and reference.tree.currentItem() is first
    page = reference.page.toPlainText()
    assert page.splitlines()[0] == first.text(0)  # the page is the entry chosen in the tree
    # Every topic is a link, named in the language (the topics were translated long ago).
    assert TOPIC_LINKS | {"page:components"} <= set(links(reference.page))
    for index, (source, _) in enumerate(TOPICS):
        assert topic_title(index) != source and topic_title(index) in page, source
    # Not the page on component data: no file to write, no table of 31 buildings.
    assert "components.json" not in page and reference.page.document().toHtml().count("<tr>") == 0


# ---- a rule and how this edition reads it -----------------------------------------------------------------


def test_every_note_is_shown_under_its_rule_and_smaller(window: MainWindow) -> None:
    reference = open_reference_with_f1(window)
    for rule in RULE_NOTES:
        click_entry(reference, rule.value)
        assert reference.current is rule
        page = reference.page.toPlainText()
        note, explanation = rule_note(rule), plain_rule_text(rule)
        assert note is not None
        assert page.index(explanation) < page.index(NOTE_HEADING) < page.index(note), rule.value
        assert size_adjustment(reference, note) < size_adjustment(reference, explanation[:40]) == 0, rule.value
    # A rule the rulebooks settle has its explanation alone.
    click_entry(reference, RuleId.KILN.value)
    assert NOTE_HEADING not in reference.page.toPlainText()
    assert plain_rule_text(RuleId.KILN) in reference.page.toPlainText()


def test_a_search_finds_the_words_of_a_note(window: MainWindow) -> None:
    reference = open_reference_with_f1(window)
    assert search(reference, "boards swapped") == [rule_title(RuleId.SCORING_TIE)]
    assert "boards swapped" in (rule_note(RuleId.SCORING_TIE) or "")


def test_during_play_a_rule_is_explained_without_its_note(window_factory: WindowFactory) -> None:
    """Pointing at sector ×4+ explains the bonus franc in the teaching panel: the whole rule, not the note."""
    window = window_factory(record_of(*ROUND_A))
    point_at_sector(window, 1, 4)
    text = panel_text(window)
    assert plain_rule_text(RuleId.USE_BONUS_FRANC) in text
    assert RULE_NOTES[RuleId.USE_BONUS_FRANC] not in text and NOTE_HEADING not in text


# ---- the component data, said once ------------------------------------------------------------------------


def test_the_component_data_page_says_once_where_the_numbers_come_from(window: MainWindow) -> None:
    reference = open_reference_with_f1(window)
    click_entry(reference, Page.COMPONENT_DATA.value)
    page = reference.page.toPlainText()
    assert page.count("rulebooks") == 1 and page.count("documented reconstruction") == 1
    assert "not most of the costs and values printed on the tiles, nor the size of the warehouse" in page
    # Every number is marked as the data say: a cost and a value for each of the 31 buildings, and the warehouse.
    marks = [provenance for b in BUILT_IN.buildings for provenance in (b.cost_provenance, b.value_provenance)]
    marks.append(BUILT_IN.warehouse.provenance)
    assert page.count("(printed)") == marks.count(Provenance.PRINTED) == 7  # 3 fixed values, 4 factories' rates
    assert page.count("(reconstructed)") == marks.count(Provenance.RECONSTRUCTED) == 2 * 31 + 1 - 7
    # A building's page marks its own numbers, without telling the story again.
    click_entry(reference, RuleId.TOWN_HALL.value)
    town_hall = reference.page.toPlainText()
    assert "(printed)" in town_hall and "(reconstructed)" in town_hall
    assert "rulebook" not in town_hall and "documented" not in town_hall
