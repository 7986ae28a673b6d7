"""Every rule the engine can name is explained, in every language the program speaks, and filed under one topic.

The Greek and Hungarian checks read the compiled catalogues shipped in the package: they fail
until the translators have translated (and compiled) every rule title and explanation.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from lehavre_desktop.engine import RuleId
from lehavre_desktop.i18n.names import building_name
from lehavre_desktop.resources import I18N_DIR
from lehavre_desktop.teaching.rule_texts import (
    RULE_TEXTS,
    TOPICS,
    fill,
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
    assert not problems, (f"{catalogue}: {len(problems)} of {2 * len(RuleId)} rule texts are missing:\n"
                          + "\n".join(problems[:30]))


def test_the_catalogue_fixture_really_switches_language() -> None:
    """Guard for the test above: with no catalogue installed the texts are the English source."""
    assert english_texts() == source_texts()


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
