"""No text of the teaching layer states a number that the component data can change, in any language.

Building costs and values, the rates of the factories and the Dock, the warehouse size
(all of which components.json can correct) and the opponent fee (engine.catalog.USER_FEE)
reach a text only through named placeholders, filled from the game's component table.

How the test sees it. Every text is rendered twice: under the built-in table and under
DISTINCT, a table in which each of those numbers is changed to a value of 300 or more that
nothing else in the game uses (and the fee patched to one too). Then:

* English: in every place where a text states a cost, a value, a rate, a fee or the
  warehouse size ("costs 4", "worth 26", "value, 13", "fee of 1", "1 franc per fish",
  "up to 20 of each", ...; see COST_POSITIONS), the number read under DISTINCT must be one
  that DISTINCT supplies. A number written into the template is the same under both tables,
  so it is caught; a placeholder shows DISTINCT's number, so it passes.
* Each placeholder really carries its number: the DISTINCT rendering shows DISTINCT's value.
* Greek and Hungarian (translations/*.ts, read as they are): a translation keeps every
  placeholder of its source, and under DISTINCT it shows no number that the built-in table
  supplies unless the English source states that number itself (a rule constant such as
  the 4 of sector 4); a translator who writes "26" for the Town Hall is caught either way.
* Sanity: the same checks, run on texts with such a number written in, do fail.
"""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from dataclasses import replace
from itertools import count
from pathlib import Path

import pytest

from lehavre_desktop.engine import (
    BUILT_IN,
    USER_FEE,
    Components,
    Cost,
    FixedValue,
    PerDockSymbolValue,
    PerGoodValue,
    RuleId,
    building_rule,
)
from lehavre_desktop.i18n.names import BUILDING_SUMMARIES, building_summary
from lehavre_desktop.teaching import guide, rule_texts
from lehavre_desktop.teaching.rule_texts import RULE_TEXTS, building_of, fill, rule_numbers, rule_text

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "lehavre_desktop"
# The files of the teaching layer: every string they show is checked.
TEACHING_FILES = sorted(
    [
        *(PACKAGE / "teaching").glob("*.py"),
        *(PACKAGE / "i18n").glob("*.py"),
        *(PACKAGE / "prose").glob("*.py"),
        PACKAGE / "ui" / "teaching_controller.py",
        PACKAGE / "ui" / "teaching_panel.py",
        PACKAGE / "ui" / "dialogs" / "reference.py",
    ]
)
TRANSLATIONS = {code: ROOT / "translations" / f"lehavre_{code}.ts" for code in ("el", "hu")}
PLACEHOLDER = re.compile(r"\{(\w+)(?::[\w-]*)?\}")  # {name} or {name:form}; group 1 is the name
NUMBER = re.compile(r"\d+")

# Where an English text states a cost, a value, a rate, a fee or the warehouse size; group 1 is the number.
COST_POSITIONS = tuple(
    re.compile(pattern, re.IGNORECASE)
    for pattern in (
        r"\bcosts?\s+(?:of\s+|only\s+|just\s+|a fee of\s+)?(\d+)",
        r"\bworth\s+(?:only\s+|just\s+)?(\d+)",
        r"\bvalues?(?:\s+of|\s+is|,|:)?\s+(\d+)",
        r"\bfee\s+(?:of\s+|is\s+)?(\d+)",
        r"\bpays?\s+(?:its|the|their)\s+owner\s+(?:a fee of\s+)?(\d+)",
        r"\bpays?\s+\{\w+\}\s+(?:a fee of\s+)?(\d+)",
        r"(\d+)\s+francs?\s+per\b",
        r"\b(?:sold|sells?|selling|brings?|bringing)\s+(?:it\s+|them\s+)?(?:for\s+|in\s+)?(\d+)",
        r"\bfor\s+(\d+)\s+(?:wood|clay|food|francs?)\b",
        r"(\d+)\s+(?:wood|clay|food)\s*\+\s*\d+",
        r"\bup to\s+(\d+)\s+of\s+(?:each|every)\b",
        r"\b(?:top|last)\s+(?:row|column)\b[^.;:]{0,30}?(\d+)",
        r"(\d+)\s+(?:rows|columns)\b",
        r"\+0\s+(?:to|–|-)\s+\+(\d+)",
    )
)
# Phrases that match a cost position but state a rule of the game, not component data.
RULE_CONSTANTS = {
    "The rows are worth 0, 3, 6, 9": "a row is worth 3 more than the one below it (rules §7.1)",
    "it brings 4 × 5 + 1 = 21 francs": "the Business Office's function: 5 francs per marker, and the bonus franc",
}


# ---- the two tables ----------------------------------------------------------------------------


def distinct_components() -> tuple[Components, set[int]]:
    """BUILT_IN with every changeable number replaced by its own value of 300 or more; and the numbers used."""
    fresh = count(301)
    used: set[int] = set()

    def new() -> int:
        number = next(fresh)
        used.add(number)
        return number

    buildings = []
    for spec in BUILT_IN.buildings:
        cost = Cost(
            *(new() if part else 0 for part in (spec.cost.wood, spec.cost.clay, spec.cost.food, spec.cost.francs))
        )
        value = spec.value
        if isinstance(value, FixedValue):
            value = FixedValue(new())
        elif isinstance(value, PerGoodValue):
            value = PerGoodValue(value.good, new())
        else:
            value = PerDockSymbolValue(new())
        buildings.append(replace(spec, cost=cost, value=value))
    warehouse = replace(BUILT_IN.warehouse, rows=new(), cols=new())
    table = Components(tuple(buildings), warehouse)
    for name in ("top_row", "last_column", "max_amount"):
        used.add(int(str(rule_numbers(RuleId.WAREHOUSE_READING, table)[name])))
    return table, used


DISTINCT, DISTINCT_NUMBERS = distinct_components()
DISTINCT_FEE = 997
DISTINCT_NUMBERS.add(DISTINCT_FEE)


def builtin_numbers() -> set[int]:
    """Every number the built-in table (and the fee) supplies to a text."""
    found = {USER_FEE}
    for spec in BUILT_IN.buildings:
        found.update(part for part in (spec.cost.wood, spec.cost.clay, spec.cost.food, spec.cost.francs) if part)
        value = spec.value
        found.add(value.amount if isinstance(value, FixedValue) else value.per)
    found.update(int(str(v)) for k, v in rule_numbers(RuleId.WAREHOUSE_READING).items() if k != "fee")
    return found


BUILTIN_NUMBERS = builtin_numbers()


@pytest.fixture
def distinct_fee(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The fee as the texts read it, changed like the table (the engine's own constant stays)."""
    monkeypatch.setattr(rule_texts, "USER_FEE", DISTINCT_FEE)
    monkeypatch.setattr(guide, "USER_FEE", DISTINCT_FEE)
    yield


def test_the_distinct_table_changes_every_number() -> None:
    assert DISTINCT_NUMBERS.isdisjoint(BUILTIN_NUMBERS)
    assert min(DISTINCT_NUMBERS) >= 300
    for spec in DISTINCT.buildings:
        assert spec.cost != BUILT_IN.by_id[spec.id].cost and spec.value != BUILT_IN.by_id[spec.id].value
    assert {26, 20, 50, 4, 15, 5, 1} <= BUILTIN_NUMBERS  # Town Hall, Zoo, Pont, Dock, warehouse, fee


# ---- the texts ---------------------------------------------------------------------------------

Message = tuple[str, str]  # Qt context, English source


def shown_strings(path: Path) -> Iterator[Message]:
    """Every string the file hands to Qt's translation: translate(), QT_TRANSLATE_NOOP() and self.tr()."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for cls in [node for node in ast.walk(tree) if isinstance(node, ast.ClassDef)] + [tree]:
        for node in ast.walk(cls):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            args = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None for a in node.args]
            if isinstance(func, ast.Attribute) and func.attr == "tr" and isinstance(cls, ast.ClassDef) and args:
                if args[0] is not None:
                    yield cls.name, args[0]
            elif (
                (
                    (isinstance(func, ast.Attribute) and func.attr == "translate")
                    or (isinstance(func, ast.Name) and func.id == "QT_TRANSLATE_NOOP")
                )
                and len(args) >= 2
                and args[0] is not None
                and args[1] is not None
            ):
                yield args[0], args[1]


MESSAGES = sorted({message for path in TEACHING_FILES for message in shown_strings(path)})
RULE_OF_TEXT = {text: rule for rule, (_, text) in RULE_TEXTS.items()}
BUILDING_OF_SUMMARY = {text: building for building, text in BUILDING_SUMMARIES.items()}


def renderer(message: Message) -> Callable[[str, Components], str]:
    """How a text (the English source or a translation of it) is shown under a component table."""
    context, source = message
    if context == "RuleTexts":
        rule = RULE_OF_TEXT[source]
        return lambda text, table: fill(text, rule_numbers(rule, table))
    if context == "Guide":
        return lambda text, table: fill(text, {"fee": rule_numbers(RuleId.USE_OPPONENT_FEE, table)["fee"]})
    if context == "BuildingSummaries":
        building = BUILDING_OF_SUMMARY[source]
        return lambda text, table: fill(text, rule_numbers(building_rule(building), table))
    # Everything else is filled with the numbers of a situation (events, rejections), never with the table's.
    return lambda text, table: text


def plain(text: str) -> str:
    return re.sub(r"<[^>]+>", "", text)


def literal_numbers(text: str) -> set[int]:
    return {int(n) for n in NUMBER.findall(PLACEHOLDER.sub("", text))}


def stated_component_numbers(english: str) -> list[str]:
    """Numbers an English text (rendered under DISTINCT) states where a cost, value, rate, fee or size goes,
    and which DISTINCT did not supply: numbers written into the text."""
    text = plain(english)
    for phrase in RULE_CONSTANTS:
        text = text.replace(phrase, "")
    found = []
    for pattern in COST_POSITIONS:
        for match in pattern.finditer(text):
            if int(match.group(1)) not in DISTINCT_NUMBERS:
                found.append(match.group(0))
    return found


def translation_problems(message: Message, translation: str) -> list[str]:
    """What is wrong with a translation: a placeholder dropped, or a number of the built-in table written in."""
    _, source = message
    problems = []
    dropped = set(PLACEHOLDER.findall(source)) - set(PLACEHOLDER.findall(translation))
    if dropped:
        problems.append(f"placeholders {sorted(dropped)} are missing")
    shown = {int(n) for n in NUMBER.findall(renderer(message)(translation, DISTINCT))}
    written = (shown & BUILTIN_NUMBERS) - literal_numbers(source)
    if written:
        problems.append(f"states {sorted(written)}, numbers of the built-in table")
    return problems


def ts_translations(path: Path) -> dict[Message, str]:
    found: dict[Message, str] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                continue
            # A numerus message's forms, each a whole sentence, are checked as one text.
            forms = [form.text or "" for form in translation.findall("numerusform")]
            text = " ".join(forms) if forms else translation.text
            if text and text.strip():
                found[(name, message.findtext("source") or "")] = text
    return found


# ---- English -----------------------------------------------------------------------------------


def test_the_texts_are_found() -> None:
    contexts = {context for context, _ in MESSAGES}
    assert {
        "RuleTexts",
        "RuleTitles",
        "Teaching",
        "Reasons",
        "Guide",
        "Log",
        "BuildingSummaries",
        "TeachingPanel",
        "RulesReference",
        "Amounts",
    } <= contexts
    assert {text for context, text in MESSAGES if context == "RuleTexts"} == set(RULE_OF_TEXT)
    assert len(MESSAGES) > 250
    # Each allowed phrase is still in a text: an allowance never outlives its reason.
    english = [plain(renderer(message)(message[1], BUILT_IN)) for message in MESSAGES]
    for phrase in RULE_CONSTANTS:
        assert any(phrase in text for text in english), f"{phrase!r} is in no text any more"


def test_no_english_text_states_a_component_number(distinct_fee: None) -> None:
    problems = []
    for message in MESSAGES:
        shown = renderer(message)(message[1], DISTINCT)
        for phrase in stated_component_numbers(shown):
            problems.append(f"{message[0]}: {phrase!r} in {message[1][:70]!r}…")
    assert not problems, "numbers written into texts instead of coming from the data:\n" + "\n".join(problems)


def test_the_placeholders_carry_the_numbers_of_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """Under DISTINCT each placeholder shows DISTINCT's number, under the built-in table the built-in one."""
    builtin_texts = {rule: rule_text(rule) for rule in RuleId}
    assert "1 franc" in builtin_texts[RuleId.USE_OPPONENT_FEE]
    assert "26 francs" in builtin_texts[RuleId.TOWN_HALL]
    monkeypatch.setattr(rule_texts, "USER_FEE", DISTINCT_FEE)
    monkeypatch.setattr(guide, "USER_FEE", DISTINCT_FEE)
    spec_of_rule = {rule: DISTINCT.by_id[building] for rule in RuleId if (building := building_of(rule))}
    checked = 0
    for rule, (_, template) in RULE_TEXTS.items():
        names = set(PLACEHOLDER.findall(template))
        shown, builtin = rule_text(rule, DISTINCT), builtin_texts[rule]
        for name in names:
            assert str(rule_numbers(rule, DISTINCT)[name]) in shown, (rule, name)
            assert NUMBER.findall(str(rule_numbers(rule, DISTINCT)[name]))[0] not in builtin, (rule, name)
            checked += 1
        # A lock building is only its value: its page states it, from the data.
        spec = spec_of_rule.get(rule)
        if spec is not None and spec.is_lock:
            value = spec.value
            rate = value.amount if isinstance(value, FixedValue) else value.per
            assert f"{rate} francs" in shown, f"{rule.value} does not state the value of the data"
    assert checked >= 10
    assert f"{DISTINCT_FEE} francs" in rule_text(RuleId.USE_OPPONENT_FEE, DISTINCT)
    assert 26 not in {int(n) for n in NUMBER.findall(rule_text(RuleId.TOWN_HALL, DISTINCT))}
    dock = DISTINCT.by_id["dock"].value
    assert isinstance(dock, PerDockSymbolValue)
    assert f"{dock.per} francs" in building_summary("dock", DISTINCT.by_id["dock"])
    assert "4 francs" in building_summary("dock")
    assert f"{DISTINCT_FEE} francs" in _guide_use_task()


def _guide_use_task() -> str:
    walk = guide.GuidedGame()
    while walk.step is not None and walk.step.key != "use":
        walk.skip()
    return walk.task()


# ---- Greek and Hungarian -------------------------------------------------------------------------


@pytest.mark.parametrize("code", sorted(TRANSLATIONS))
def test_no_translation_states_a_component_number(code: str, distinct_fee: None) -> None:
    catalogue = ts_translations(TRANSLATIONS[code])
    translated = [message for message in MESSAGES if message in catalogue]
    # Most texts have been translated before; the newest wait for the translators.
    assert len(translated) > len(MESSAGES) // 2, f"{code}: only {len(translated)} of {len(MESSAGES)} translated"
    problems = []
    for message in translated:
        for problem in translation_problems(message, catalogue[message]):
            problems.append(f"{message[0]}: {problem} in {catalogue[message][:70]!r}…")
    assert not problems, f"{code}:\n" + "\n".join(problems)


# ---- the checks do catch what they are for ---------------------------------------------------------


@pytest.mark.parametrize(
    "written",
    [
        "It costs 4 food.",
        "Town Hall: worth 26 francs.",
        "a fee of 1 franc",
        "1 franc per fish",
        "you can hold up to 20 of each good",
        "sold for 13 francs",
        "its top row is worth 15",
        "it costs 1 wood + 1 clay",
        "First you pay its owner 1 franc.",
        "{player} pays {owner} 1 franc.",
    ],
)
def test_a_number_written_into_an_english_text_is_caught(written: str, distinct_fee: None) -> None:
    template = RULE_TEXTS[RuleId.RESTAURANT][1] + " " + written
    assert stated_component_numbers(fill(template, rule_numbers(RuleId.RESTAURANT, DISTINCT))), written
    # The same statement through a placeholder passes.
    assert not stated_component_numbers(rule_text(RuleId.TOWN_HALL, DISTINCT))


def test_a_number_written_into_a_translation_is_caught(distinct_fee: None) -> None:
    message = ("RuleTexts", RULE_TEXTS[RuleId.TOWN_HALL][1])
    faithful = "Κτίριο με κλειδαριά, χωρίς λειτουργία: αξίζει <b>{value}</b> στο τέλος."
    assert translation_problems(message, faithful) == []
    written = "Κτίριο με κλειδαριά, χωρίς λειτουργία: αξίζει <b>26 φράγκα</b> στο τέλος."
    assert len(translation_problems(message, written)) == 2  # the placeholder is gone and 26 is written in
    fee = ("RuleTexts", RULE_TEXTS[RuleId.USE_OPPONENT_FEE][1])
    assert translation_problems(fee, "Fizetsz {fee} díjat.") == []
    assert translation_problems(fee, "Fizetsz {fee} díjat, azaz 1 frankot.")  # 1 is the fee of the built-in data
