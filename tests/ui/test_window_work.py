"""What the window does per action stays small (counted, never timed): the log appends, the teaching panel is
written only when it can be seen, the autosave waits for the table's frame."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import decode
from lehavre_desktop.session.persistence import autosave_path, load_record
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import act, click_tile, item_centre, record_of, settle

ROOT = Path(__file__).resolve().parents[2]
OPENING = ("build clay_mound pay wood@0.1", "build hardware_store pay wood@0.1 clay@0.2")


def test_the_log_appends_and_undo_takes_lines_away(window_factory: WindowFactory) -> None:
    window = window_factory(record_of(*OPENING))
    log = window.log
    before = log.lines()
    rebuilds = log.rebuilds
    act(window, decode("build grocery_store pay fish@0.3 grain@0.0"))
    after = log.lines()
    assert after[: len(before)] == before and len(after) > len(before)
    assert log.rebuilds == rebuilds  # appended, not written afresh
    window.commands["undo"].trigger()
    settle()
    assert log.lines() == before and log.rebuilds == rebuilds
    window.commands["redo"].trigger()
    settle()
    assert log.lines() == after and log.rebuilds == rebuilds
    # Another game is written afresh.
    window.files.open_path(ROOT / "docs" / "midgame.lhip.json")
    assert log.rebuilds == rebuilds + 1
    assert log.count() == len(log.lines()) > len(after)


def test_automatic_steps_are_in_italics(window: MainWindow) -> None:
    assert window.log.lines()[0].startswith("Round A: Clay Mound, Smokehouse")
    assert window.log.is_automatic(0)
    act(window, decode("build clay_mound pay wood@0.1"))
    built = window.log.lines().index("Ann builds Clay Mound.")
    assert not window.log.is_automatic(built)


def test_the_teaching_panel_is_written_only_when_it_can_be_seen(window_factory: WindowFactory) -> None:
    window = window_factory(record_of(*OPENING))
    window.resize(1024, 768)  # the side panels fold into the drawer, closed
    settle()
    panel = window.teaching_panel
    assert not panel.isVisible()
    written = panel.renders
    act(window, decode("build grocery_store pay fish@0.3 grain@0.0"))
    click_tile(window, "smokehouse")
    # The pointer on a building of Ann's board, which the open drawer leaves in view (it lies over the supply).
    chip = next(chip for chip in window.scene.chips.values() if chip.spec.id == "grocery_store")
    QTest.mouseMove(window.view.viewport(), item_centre(window.view, chip))
    settle()
    assert panel.renders == written
    window.commands["side"].trigger()  # F9: the drawer opens, the panel is written once, with what is up now
    settle()
    assert panel.isVisible()
    assert panel.renders == written + 1
    assert "Grocery Store" in panel.pointer.toPlainText()  # the pointer's box: the building under the pointer
    assert panel.browser.toPlainText().startswith("Your choice")  # the page: the build being shaped


def test_the_autosave_waits_for_the_frame(window: MainWindow, qtbot: QtBot) -> None:
    path = autosave_path()
    click_tile(window, "clay_mound")
    window.action_bar.confirm_button.click()  # the gesture, with no event loop turn after it
    assert window.session.actions()
    assert window.document.autosave_waiting
    assert not path.exists() or load_record(path).actions != tuple(window.session.actions())
    # The frame (or the fallback timer) hands the record to the writer; how long the disk then takes is not ours.
    qtbot.waitUntil(lambda: not window.document.autosave_waiting, timeout=3000)
    window.document.flush_autosave()
    assert load_record(path).actions == tuple(window.session.actions())
