"""Every rule the engine can name is explained, in every language the program speaks, and filed under one topic;
where the rulebooks leave a rule open, how this edition reads them is a note of its own, apart from the rule.

The Greek and Hungarian checks read the compiled catalogues shipped in the package: they fail
until the translators have translated (and compiled) every rule title and explanation.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from lehavre_desktop.engine import RuleId
from lehavre_desktop.i18n.names import building_name
from lehavre_desktop.resources import I18N_DIR
from lehavre_desktop.teaching.rule_texts import (
    RULE_NOTES,
    RULE_TEXTS,
    TOPICS,
    fill,
    plain_rule_text,
    rule_note,
    rule_numbers,
    rule_text,
    rule_title,
    topic_title,
)

TRANSLATED_LANGUAGES = ("el", "hu")


def english_texts() -> dict[RuleId, tuple[str, str]]:
    return {rule: (rule_title(rule), rule_text(rule)) for rule in RuleId}


def source_texts() -> dict[RuleId, tuple[str, str]]:
    """What the texts read with no catalogue installed: the English source with the built-in numbers."""
    return {rule: (title, fill(text, rule_numbers(rule))) for rule, (title, text) in RULE_TEXTS.items()}


@pytest.fixture
def catalogue(request: pytest.FixtureRequest) -> Iterator[str]:
    """Install the shipped compiled catalogue of one language for the test, and remove it afterwards."""
    code = request.param
    app = QCoreApplication.instance()
    assert app is not None
    translator = QTranslator()
    assert translator.load(f"lehavre_{code}", str(I18N_DIR)), f"lehavre_{code}.qm is missing from {I18N_DIR}"
    assert app.installTranslator(translator)
    try:
        yield code
    finally:
        app.removeTranslator(translator)


def test_every_rule_id_has_an_english_title_and_explanation() -> None:
    assert set(RULE_TEXTS) == set(RuleId)
    problems = []
    for rule, (title, text) in english_texts().items():
        if not title.strip():
            problems.append(f"{rule.value}: empty title")
        if not text.strip():
            problems.append(f"{rule.value}: empty explanation")
        if title.strip() == text.strip():
            problems.append(f"{rule.value}: the explanation only repeats the title")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("catalogue", TRANSLATED_LANGUAGES, indirect=True)
def test_every_rule_is_translated(catalogue: str) -> None:
    # The English source (what the texts read with no catalogue installed) is what a translation must differ from.
    english = source_texts()
    # The catalogue is really in use: the building names (translated long ago) come out translated.
    assert building_name("clay_mound") != "Clay Mound"
    problems: list[str] = []
    for rule in RuleId:
        source_title, source_text = english[rule]
        title, text = rule_title(rule), rule_text(rule)
        if not title.strip():
            problems.append(f"{rule.value}: empty title")
        elif title == source_title:
            problems.append(f"{rule.value}: title not translated ({title!r})")
        if not text.strip():
            problems.append(f"{rule.value}: empty explanation")
        elif text == source_text:
            problems.append(f"{rule.value}: explanation not translated ({text[:60]!r}…)")
        note = rule_note(rule)
        if note is not None and (not note.strip() or note == RULE_NOTES[rule]):
            problems.append(f"{rule.value}: note not translated ({note[:60]!r}…)")
    total = 2 * len(RuleId) + len(RULE_NOTES)
    assert not problems, f"{catalogue}: {len(problems)} of {total} rule texts are missing:\n" + "\n".join(problems[:30])


def test_the_catalogue_fixture_really_switches_language() -> None:
    """Guard for the test above: with no catalogue installed the texts are the English source."""
    assert english_texts() == source_texts()
    assert {rule: rule_note(rule) for rule in RULE_NOTES} == RULE_NOTES


def test_every_rule_is_in_exactly_one_topic() -> None:
    counts = Counter(rule for _, rules in TOPICS for rule in rules)
    missing = [rule.value for rule in RuleId if counts[rule] == 0]
    repeated = [rule.value for rule in RuleId if counts[rule] > 1]
    assert not missing, f"rules in no topic: {missing}"
    assert not repeated, f"rules in more than one topic: {repeated}"
    assert sum(counts.values()) == len(RuleId)
    for index, (_, rules) in enumerate(TOPICS):
        assert topic_title(index).strip(), f"topic {index} has no title"
        assert rules, f"topic {topic_title(index)!r} holds no rule"


# ---- the rule as played, and how this edition reads the rulebooks -----------------------------------------

DESIGNERS_WORDS = re.compile(r"rulebook|this program|printed rules|reconstruct|how the program plays", re.IGNORECASE)


def test_no_explanation_carries_a_designers_note() -> None:
    """What play shows (the explanation, in the teaching panel and on hover) states the rule; the rulebooks'
    silences are the notes' business."""
    speaking = {
        rule.value: found.group(0) for rule, (_, text) in RULE_TEXTS.items() if (found := DESIGNERS_WORDS.search(text))
    }
    assert speaking == {}
    for rule in RuleId:
        assert not DESIGNERS_WORDS.search(plain_rule_text(rule)), rule.value


def test_every_note_says_how_this_edition_reads_a_rule_the_rulebooks_leave_open() -> None:
    assert set(RULE_NOTES) <= set(RuleId)
    assert len(RULE_NOTES) == 18
    for rule, note in RULE_NOTES.items():
        sentences = [s for s in re.split(r"(?<=\.)\s+", note) if s]
        assert "rulebooks" in note or "printed rules" in note, rule.value
        assert "this edition" in note.casefold(), rule.value
        assert len(sentences) <= 2, f"{rule.value}: a note is a sentence or two, not {len(sentences)}"
        assert "{" not in note and "<" not in note, f"{rule.value}: a note is plain text with no number to fill"
        # The explanation still states the rule the note is about, and never repeats the note.
        assert note not in RULE_TEXTS[rule][1]
    # Shared readings are one message: the four factories' Dock symbol, the Dock's page and its scoring rule.
    factories = (RuleId.FISH_FACTORY, RuleId.WOOD_FACTORY, RuleId.GRAIN_SILO, RuleId.BRICK_FACTORY)
    assert len({RULE_NOTES[rule] for rule in factories}) == 1
    assert RULE_NOTES[RuleId.DOCK] == RULE_NOTES[RuleId.SCORING_DOCK]
    assert RULE_NOTES[RuleId.USE_OPPONENT_FEE] == RULE_NOTES[RuleId.USE_BONUS_FRANC]


def test_a_rule_the_rulebooks_settle_has_no_note() -> None:
    assert rule_note(RuleId.KILN) is None
    assert rule_note(RuleId.TURN_ONE_ACTION) is None
    assert rule_note(RuleId.SCORING_TIE) == RULE_NOTES[RuleId.SCORING_TIE]
    assert "boards swapped" in (rule_note(RuleId.SCORING_TIE) or "")
    assert "boards swapped" not in rule_text(RuleId.SCORING_TIE)
