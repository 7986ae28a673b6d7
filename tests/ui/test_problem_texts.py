"""Error details in the interface's language: a bad saved game, bad component corrections, a bad position.

Each problem the engine names by its code is said by one translatable sentence with its numbers and
quoted words in it. A corrupt saved game opened through the file dialog gives the message of the
Greek and the Hungarian catalogues, its detail included; under the pseudo-language the detail is
visibly translated too.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import Qt, QTimer, QTranslator
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QLineEdit, QToolButton

from lehavre_desktop.engine import CodedError, Good, ProblemCode, position_from_data, record_from_data, record_from_json
from lehavre_desktop.i18n.languages import PSEUDO_LANGUAGE, PSEUDO_LANGUAGE_VARIABLE
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.i18n.pseudo import lengthened
from lehavre_desktop.prose.problems import component_problem_text, problem_text
from lehavre_desktop.resources import I18N_DIR
from lehavre_desktop.session.component_store import load_user_components
from lehavre_desktop.ui.main_window import MainWindow
from tests.engine.test_problem_codes import BAD_COMPONENTS, BAD_JSON, BAD_POSITIONS, BAD_RECORDS
from tests.ui.screenshot_runner import ROOT, isolated_env

LEFT_OVER = "{"  # a placeholder the sentence did not fill
OPEN_FAILED = "{file} is not a game this program can open. The file was left as it is.\n\nDetails: {reason}"
CUT_SHORT = "It is not valid JSON (line {line}, column {column})."


def raised(action: Any, data: Any) -> CodedError:
    with pytest.raises(CodedError) as caught:
        action(data)
    return caught.value


def every_engine_problem() -> list[tuple[str, CodedError]]:
    problems = [(name, raised(record_from_data, data)) for name, data, _, _ in BAD_RECORDS]
    problems += [(name, raised(record_from_json, text)) for name, text, _, _ in BAD_JSON]
    problems += [(name, raised(position_from_data, data)) for name, data, _, _ in BAD_POSITIONS]
    return problems


def test_every_problem_is_one_whole_sentence_with_its_details() -> None:
    for name, error in every_engine_problem():
        text = problem_text(error)
        assert text and LEFT_OVER not in text.replace('{"per', ""), f"{name}: {text!r}"
        for key in ("found", "name", "seat", "action", "key", "good", "building", "cell"):
            value = error.params.get(key)
            if isinstance(value, str) and not isinstance(value, Good):  # a good is said by its name
                assert value in text, f"{name}: {key} {value!r} is not in {text!r}"
        if "index" in error.params:
            assert str(int(str(error.params["index"])) + 1) in text, f"{name}: the action's number is missing"


def test_every_component_problem_names_its_place(tmp_path: Path) -> None:
    for name, content, where, _, _ in BAD_COMPONENTS:
        path = tmp_path / "components.json"
        path.write_text(json.dumps(content), encoding="utf-8")
        (problem,) = load_user_components(path)[1]
        text = component_problem_text(problem)
        assert LEFT_OVER not in text.replace('{"per', ""), f"{name}: {text!r}"
        if problem.code is not ProblemCode.COMPONENT_FILE_NOT_OBJECT:
            assert text.startswith(where), f"{name}: {text!r}"


def catalogue_text(code: str, context: str, source: str) -> str:
    """What the game's catalogue in ``code`` says for a message, the English source where it says nothing yet."""
    catalogue = QTranslator()
    assert catalogue.load(f"lehavre_{code}", str(I18N_DIR))
    return catalogue.translate(context, source) or source


STUCK_DIALOG_MS = 5000


def close_if_open(dialog: QFileDialog) -> None:
    if shiboken6.isValid(dialog) and dialog.isVisible():
        dialog.reject()


def open_through_the_dialog(window: MainWindow, path: Path) -> None:
    """Open on the toolbar; in the dialog (it opens the home folder, where the file is) its name typed, then Open."""

    def type_name() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(20, type_name)
            return
        field = dialog.findChild(QLineEdit, "fileNameEdit")
        box = dialog.findChild(QDialogButtonBox)
        assert field is not None and box is not None
        # The whole path, set as a paste would: typed key by key, the name's completion pops up once the
        # folder is read and takes the click meant for Open (a race that left the dialog open for good).
        field.setText(str(path))
        QTest.mouseClick(box.button(QDialogButtonBox.StandardButton.Open), Qt.MouseButton.LeftButton)
        # Never wait for ever: a dialog still open after this is closed, and the test fails on its outcome.
        QTimer.singleShot(STUCK_DIALOG_MS, lambda: close_if_open(dialog))

    QTimer.singleShot(0, type_name)
    button = window.tool_row.widgetForAction(window.commands["open"])
    assert isinstance(button, QToolButton)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


@pytest.fixture
def corrupt_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A saved game cut off in the middle, in the home folder."""
    monkeypatch.setenv("HOME", str(tmp_path))
    path = tmp_path / "broken.lhip.json"
    path.write_text('{"format": "lehavre-inland-port-record",\n "version": ', encoding="utf-8")
    return path


@pytest.mark.parametrize("code", ["el", "hu"])
def test_a_corrupt_save_is_explained_in_the_language(
    window: MainWindow, languages: LanguageManager, message_boxes: list[str], corrupt_save: Path, code: str
) -> None:
    languages.set_language(code)
    open_through_the_dialog(window, corrupt_save)
    detail = catalogue_text(code, "Problems", CUT_SHORT).format(line=2, column=13)
    expected = catalogue_text(code, "MainWindow", OPEN_FAILED).format(file=corrupt_save.name, reason=detail)
    assert message_boxes == [GuiQt.convertFromPlainText(expected, GuiQt.WhiteSpaceMode.WhiteSpaceNormal)]


def test_under_the_pseudo_language_the_detail_is_translated_too(
    window: MainWindow, languages: LanguageManager, message_boxes: list[str], corrupt_save: Path
) -> None:
    languages.set_language(PSEUDO_LANGUAGE)
    open_through_the_dialog(window, corrupt_save)
    detail = lengthened(CUT_SHORT).format(line=2, column=13)
    expected = lengthened(OPEN_FAILED).format(file=corrupt_save.name, reason=detail)
    assert message_boxes == [GuiQt.convertFromPlainText(expected, GuiQt.WhiteSpaceMode.WhiteSpaceNormal)]


def test_a_bad_position_for_a_screenshot_is_explained_in_the_chosen_language(tmp_path: Path) -> None:
    position = tmp_path / "position.json"
    position.write_text(
        json.dumps({"round": "C", "players": [{"name": "Ann", "goods": {"gold": 1}}, {}]}), encoding="utf-8"
    )
    env = isolated_env(tmp_path) | {PSEUDO_LANGUAGE_VARIABLE: "1", "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "lehavre_desktop",
            "--screenshot",
            str(tmp_path / "shot.png"),
            "--position",
            str(position),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1
    problem = lengthened("Player {player}: there is no good “{good}”.").format(player=1, good="gold")
    said = lengthened("cannot use the position {file}: {problem}").format(file=str(position), problem=problem)
    assert said in done.stdout
