"""How messages are written: every count through Qt's numerus forms, every sentence one message.

Both read the source: a translator can only fix what the code leaves to the catalogue.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from lehavre_desktop.i18n.amounts import FORM_CLASSES, SOURCES

PACKAGE = Path(__file__).resolve().parents[2] / "lehavre_desktop"
SOURCES_SHOWN = sorted(p for p in PACKAGE.rglob("*.py") if not {"engine", "ai"} & set(p.parts))
# What says sentences at run time: the log, the action bar, the teaching panel, previews, reasons, the choices
# list, the end screen, the hint and review texts, the computer's turns.
SENTENCES = sorted(
    [
        *(PACKAGE / "teaching").glob("*.py"),
        *(PACKAGE / "i18n").glob("*.py"),
        *(PACKAGE / "prose").glob("*.py"),
        *(
            PACKAGE / name
            for name in (
                "ui/log_panel.py",
                "ui/action_bar.py",
                "table/pending.py",
                "ui/controller.py",
                "ui/dialogs/end_game.py",
                "ui/hints.py",
                "ui/dialogs/review.py",
                "ui/computer_turns.py",
                "print_log.py",
            )
        ),
    ]
)
TRANSLATING = {"translate", "tr", "_t", "QT_TRANSLATE_NOOP"}
# A placeholder followed by a counted noun: "{n} francs", "{allowed} steps". The number must be an amount
# (``forms.Amount``), whose noun Qt puts in the language's numerus form.
COUNTED = re.compile(
    r"\{(\w+)\}\s*(francs?|steps?|actions?|repetitions?|choices?|ways?|goods|points?|buildings?|fish|clay|wood|"
    r"grain|food|times|turns?|rounds?|games?|payments?|seconds?|minutes?|cells?|markers?|players?)\b",
    re.IGNORECASE,
)
# Joining with a line break or an HTML break lays out separate lines; anything else builds a sentence.
LINE_JOINS = {"\n", "<br>", ""}
# Text around a translated one that lays it out (a line break, markup) rather than continuing its sentence.
LAYOUT = re.compile(r"(\s*(\n|<[^<>]*>)\s*)+")
# The other issue-10 helper's files, left to them (see the report): both write a count without numerus.


def relative(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix() if path.is_relative_to(PACKAGE) else path.name


def calls(tree: ast.AST) -> Iterator[ast.Call]:
    yield from (node for node in ast.walk(tree) if isinstance(node, ast.Call))


def called_name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def message_texts(path: Path) -> Iterator[tuple[int, str]]:
    for call in calls(ast.parse(path.read_text(encoding="utf-8"))):
        if called_name(call) in TRANSLATING:
            for arg in call.args:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    yield call.lineno, arg.value


def is_translated(node: ast.AST) -> bool:
    """A translate()/tr() call, or the .format() of one."""
    if not isinstance(node, ast.Call):
        return False
    if called_name(node) in TRANSLATING:
        return True
    func = node.func
    return isinstance(func, ast.Attribute) and func.attr == "format" and is_translated(func.value)


def glued(path: Path) -> Iterator[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.BinOp)
            and isinstance(node.op, ast.Add)
            and (is_translated(node.left) or is_translated(node.right))
            and not any(
                isinstance(side, ast.Constant) and LAYOUT.fullmatch(str(side.value)) for side in (node.left, node.right)
            )
        ):
            yield f"{relative(path)}:{node.lineno}: + around a translated text"
        elif isinstance(node, ast.JoinedStr) and any(is_translated(part) for part in ast.walk(node)):
            yield f"{relative(path)}:{node.lineno}: an f-string around a translated text"
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "join"
            and isinstance(node.func.value, ast.Constant)
            and node.func.value.value not in LINE_JOINS
        ):
            yield f"{relative(path)}:{node.lineno}: {node.func.value.value!r}.join builds a list by hand"
    for line, text in message_texts(path):
        if re.fullmatch(r"(\s*\{\w*(?::\w*)?\})+\s*", text) and text.count("{") > 1:
            yield f"{relative(path)}:{line}: {text!r} only glues fragments together"


def test_every_count_is_said_through_qt_numerus_forms() -> None:
    found = [
        f"{relative(path)}:{line}: {text[:80]!r}"
        for path in SOURCES_SHOWN
        for line, text in message_texts(path)
        if COUNTED.search(text)
    ]
    assert not found, "counts written as a bare number before their noun:\n" + "\n".join(found)


def test_the_scan_finds_a_bare_count() -> None:
    assert COUNTED.search("Only {allowed} steps are allowed") and COUNTED.search("{n} francs")
    assert not COUNTED.search("This building allows {allowed}; you chose {chosen}.")


@pytest.mark.parametrize("form", sorted(FORM_CLASSES))
def test_every_amount_is_a_numerus_message_with_its_source(form: str) -> None:
    """Each amount's message says its source with the number in it (SOURCES tells a missing form by that)."""
    kind = FORM_CLASSES[form]
    assert set(kind.TEXTS) == set(SOURCES)
    tree = ast.parse((PACKAGE / "i18n" / "amounts.py").read_text(encoding="utf-8"))
    [body] = [node for node in ast.walk(tree) if isinstance(node, ast.ClassDef) and node.name == kind.__name__]
    texts = {
        call.args[0].value
        for call in calls(body)
        if called_name(call) == "tr"
        if isinstance(call.args[0], ast.Constant) and len(call.args) == 3
    }
    assert texts == set(SOURCES.values())


def test_the_english_catalogue_says_the_singular_of_every_amount() -> None:
    import xml.etree.ElementTree as ET

    catalogue = ET.parse(PACKAGE.parent / "translations" / "lehavre_en.ts").getroot()
    filled = {
        (context.findtext("name"), message.findtext("source")): [f.text for f in message.iter("numerusform")]
        for context in catalogue.iter("context")
        for message in context.iter("message")
    }
    for kind in FORM_CLASSES.values():
        for source in SOURCES.values():
            singular, plural = filled[(kind.__name__, source)]
            assert plural == source and singular, (kind.__name__, source)
            if source.endswith("s"):
                assert singular != source, (kind.__name__, source)


def test_no_code_glues_translated_fragments_into_a_sentence() -> None:
    found = [problem for path in SENTENCES for problem in glued(path)]
    assert not found, "\n".join(found)


def hidden(path: Path) -> Iterator[str]:
    """Functions that hand their parameter to translate(): lupdate never sees the texts they are called with."""
    for function in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(function, ast.FunctionDef):
            continue
        parameters = {argument.arg for argument in function.args.args}
        for call in calls(function):
            if called_name(call) in {"translate", "tr"} and any(
                isinstance(arg, ast.Name) and arg.id in parameters for arg in call.args[:2]
            ):
                yield f"{relative(path)}:{function.lineno}: {function.name}() hides its texts from lupdate"


def test_every_message_of_a_sentence_is_seen_by_lupdate() -> None:
    """(i18n/ is left out: it looks up the names its tables mark with QT_TRANSLATE_NOOP, and holds translators.)"""
    found = [problem for path in SENTENCES if path.parent.name != "i18n" for problem in hidden(path)]
    assert not found, "\n".join(found)


def test_the_scan_finds_a_translating_wrapper(tmp_path: Path) -> None:
    probe = tmp_path / "wrapper.py"
    probe.write_text(
        "from PySide6.QtCore import QCoreApplication\n\n\ndef _t(text: str) -> str:\n"
        '    return QCoreApplication.translate("C", text)\n',
        encoding="utf-8",
    )
    assert list(hidden(probe)) == ["wrapper.py:4: _t() hides its texts from lupdate"]


def test_the_scan_finds_glued_fragments(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text(
        "from PySide6.QtCore import QCoreApplication as Q\n"
        'a = Q.translate("C", "One.") + " Two."\n'
        'e = Q.translate("C", "One.") + "\\n\\n" + "<br>"\n'
        'b = ", ".join([Q.translate("C", "x")])\n'
        "c = f\"<b>{Q.translate('C', 'y')}</b>\"\n"
        'd = Q.translate("C", "{n} {good}")\n',
        encoding="utf-8",
    )
    problems = [problem.split(": ", 1)[1] for problem in glued(probe)]
    assert problems == [
        "+ around a translated text",
        "', '.join builds a list by hand",
        "an f-string around a translated text",
        "'{n} {good}' only glues fragments together",
    ]
