"""Why the computer made its move, from its own search: in the teaching panel after its turn, and on request by a
real click (View ▸ Opponent's moves ▸ Why this move?, or the computer's line in the game log); plain text, in each
language, and gone once the player moves on."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from lehavre_desktop.ai import Explanation
from lehavre_desktop.engine import Build, GameRecord, GameState, Use, legal_actions
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.i18n.names import building_name
from lehavre_desktop.prose.move_explained import computer_move_sentences, reasons_title
from lehavre_desktop.session.players import computer_name
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.move_reasons import ReasonsDialog
from lehavre_desktop.ui.teaching_panel import TeachingPanel
from tests.ui.conftest import NAMES, WindowFactory
from tests.ui.helpers import act, settle

LEFT = Qt.MouseButton.LeftButton
WAIT_MS = 20000


@pytest.fixture
def quick(settings: Settings) -> Settings:
    """The computer's moves played as soon as they are chosen."""
    settings.computer_move_display = "off"
    settings.sync()
    return settings


@pytest.fixture(autouse=True)
def _no_dialog_left() -> Iterator[None]:
    """No reasons' window left open, and the pointer off the tile these tests build (the next test's first point
    at it would be no move, and no hover)."""
    yield
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, ReasonsDialog):
            widget.close()
    QCursor.setPos(QPoint(0, 0))
    QApplication.processEvents()


def whole(value: float) -> str:
    """A score as a player reads it, worked out here from the search's own number: halves round up."""
    return str(int(value + 0.5))


def numbers_of(explanation: Explanation) -> list[str]:
    """The search's expected final scores, for the move taken and for the best move it rejected, in order."""
    said = [explanation.chosen.expectation.mine, explanation.chosen.expectation.theirs]
    if explanation.alternative is not None and isinstance(explanation.alternative.action, Build | Use):
        said += [explanation.alternative.expectation.mine, explanation.alternative.expectation.theirs]
    return [whole(value) for value in said]


def in_order(text: str, parts: list[str]) -> bool:
    at = 0
    for part in parts:
        found = text.find(part, at)
        if found < 0:
            return False
        at = found + len(part)
    return True


def computer_plays_after_person(window: MainWindow, qtbot: QtBot) -> tuple[GameState, Explanation]:
    """Ann (a person) builds, then the computer (Ben) plays its turn; what its search told, as the thinker emits it."""
    told: list[tuple[GameState, Explanation]] = []
    window.computer.thinker.explained.connect(lambda state, explanation: told.append((state, explanation)))
    act(window, next(a for a in legal_actions(window.session.state) if isinstance(a, Build)))
    session = window.session
    qtbot.waitUntil(lambda: bool(told) and not window.computer.busy and session.state.current == 0, timeout=WAIT_MS)
    settle()
    qtbot.waitUntil(lambda: not window.teaching.waiting, timeout=2000)
    settle()
    assert len(told) == 1
    return told[0]


def computer_window(window_factory: WindowFactory, named: bool = True) -> MainWindow:
    """Ann against the computer, called Ben or (not ``named``) by its default name."""
    names = NAMES if named else (NAMES[0], computer_name("intermediate"))
    return window_factory(GameRecord(names, seats=("person", "computer:intermediate")))


@pytest.mark.parametrize("language", ["en", "el", "hu"])
def test_after_the_computers_turn_the_teaching_panel_says_the_searchs_numbers(
    window_factory: WindowFactory, quick: Settings, languages: LanguageManager, qtbot: QtBot, language: str
) -> None:
    languages.set_language(language, remember=False)
    window = computer_window(window_factory)
    panel = window.teaching_panel
    assert not panel.reasons_box.isVisible()  # nothing played yet, nothing to explain
    state, explanation = computer_plays_after_person(window, qtbot)
    assert panel.reasons_box.isVisible()
    text = panel.reasons_text.text()
    assert in_order(text, numbers_of(explanation)), (text, numbers_of(explanation))
    chosen = explanation.chosen.action
    assert isinstance(chosen, Build | Use)
    stem = building_name(chosen.building)[:4]  # the name in whatever case the sentence puts it
    assert stem.casefold() in text.casefold()
    if language == "en":
        assert text.startswith(
            f"{NAMES[1]} built the {building_name(chosen.building)}: it expects to finish with "
            f"{whole(explanation.chosen.expectation.mine)}, you with "
        )
    # Plain text, in its own box: no markup to show, the pointer's box and "What just happened" stay where they were.
    assert panel.reasons_text.textFormat() == Qt.TextFormat.PlainText
    assert "<" not in text and "&" not in text
    page_top, pointer_bottom = panel.browser.geometry().top(), panel.pointer.geometry().bottom()
    pointer_height, page_height = panel.pointer.height(), panel.browser.height()
    show_again(panel)  # the same page, the pointer on the same thing, without the reasons
    settle()
    assert not panel.reasons_box.isVisible()
    assert (panel.browser.geometry().top(), panel.pointer.geometry().bottom()) == (page_top, pointer_bottom)
    # The reasons took their room from the page; only where that left the page at its least did the pointer's box
    # make up the rest.
    assert panel.pointer.height() == pointer_height or (
        page_height == panel.page_least() and panel.pointer.height() > pointer_height
    )
    show_again(panel, tuple(computer_move_sentences(explanation, state, 0)))
    settle()
    assert panel.reasons_box.isVisible()
    assert panel.reasons_title.text() == reasons_title()
    # The words are the prose's, for Ann at the table (seat 0, "you"), from the position the turn was planned from.
    assert text == "\n".join(computer_move_sentences(explanation, state, 0))


def show_again(panel: TeachingPanel, reasons: tuple[str, ...] = ()) -> None:
    """The panel's content shown again as it is, with the computer's ``reasons`` (none: without them)."""
    panel.show_content(
        panel.now_title,
        panel.now,
        panel.happened,
        panel.guide,
        panel.guide_note,
        panel.offer_guide,
        panel.attention,
        panel.pointed_title,
        panel.pointed,
        reasons=reasons,
    )


def wait_for_panel(window: MainWindow, qtbot: QtBot) -> None:
    settle()
    qtbot.waitUntil(lambda: not window.teaching.waiting, timeout=2000)
    settle()


def test_the_reasons_are_said_again_in_the_language_the_player_switches_to(
    window_factory: WindowFactory, quick: Settings, languages: LanguageManager, qtbot: QtBot
) -> None:
    window = computer_window(window_factory)
    state, explanation = computer_plays_after_person(window, qtbot)
    english = window.teaching_panel.reasons_text.text()
    languages.set_language("el", remember=False)
    wait_for_panel(window, qtbot)
    greek = window.teaching_panel.reasons_text.text()
    assert greek != english and greek == "\n".join(computer_move_sentences(explanation, state, 0))
    assert "εσύ" in greek and in_order(greek, numbers_of(explanation))
    assert window.teaching_panel.reasons_title.text() == "Γιατί αυτή η κίνηση"
    assert window.computer.reasons.action.text() == "Γιατί αυτή η κίνηση;"


def test_an_undo_of_the_computers_turn_takes_its_reasons_and_a_redo_brings_them_back(
    window_factory: WindowFactory, quick: Settings, qtbot: QtBot
) -> None:
    window = computer_window(window_factory)
    computer_plays_after_person(window, qtbot)
    said = window.teaching_panel.reasons_text.text()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_for_panel(window, qtbot)
    assert window.session.state.current == 0 and not window.session.actions()  # back to Ann's first move
    assert not window.teaching_panel.reasons_box.isVisible() and not window.computer.reasons.action.isEnabled()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    wait_for_panel(window, qtbot)
    assert len(window.session.actions()) == 4 and window.session.state.current == 0  # both turns are back
    assert window.teaching_panel.reasons_box.isVisible() and window.teaching_panel.reasons_text.text() == said


def test_the_reasons_go_when_the_player_moves_on(window_factory: WindowFactory, quick: Settings, qtbot: QtBot) -> None:
    window = computer_window(window_factory)
    panel = window.teaching_panel
    computer_plays_after_person(window, qtbot)
    assert panel.reasons_box.isVisible() and window.computer.reasons.action.isEnabled()
    act(window, next(a for a in legal_actions(window.session.state) if isinstance(a, Build)), keep_open=True)
    settle()
    qtbot.waitUntil(lambda: not window.teaching.waiting, timeout=2000)
    settle()
    assert not panel.reasons_box.isVisible() and panel.reasons_text.text() not in panel.browser.toPlainText()
    assert not window.computer.reasons.action.isEnabled()
    assert window.computer.reasons.sentences() == ()


def open_why_from_the_view_menu(window: MainWindow, qtbot: QtBot) -> None:
    """View ▸ Opponent's moves ▸ Why this move?, clicked as a player does."""
    bar = window.menuBar()
    view = window.commands.menu("view")
    QTest.mouseClick(bar, LEFT, pos=bar.actionGeometry(view.menuAction()).center())
    qtbot.waitUntil(view.isVisible)
    submenu = window.computer.display_menu
    QTest.mouseClick(view, LEFT, pos=view.actionGeometry(submenu.menuAction()).center())
    qtbot.waitUntil(submenu.isVisible)
    QTest.mouseClick(submenu, LEFT, pos=submenu.actionGeometry(window.computer.reasons.action).center())


@pytest.mark.parametrize("language", ["en", "hu"])
def test_outside_teaching_mode_the_view_menu_shows_the_reasons_on_request(
    window_factory: WindowFactory, quick: Settings, languages: LanguageManager, qtbot: QtBot, language: str
) -> None:
    quick.teaching = False
    quick.sync()
    languages.set_language(language, remember=False)
    window = computer_window(window_factory, named=False)
    assert not window.teaching_panel.isVisible()
    assert not window.computer.reasons.action.isEnabled()  # nothing played yet
    _state, explanation = computer_plays_after_person(window, qtbot)
    assert window.computer.reasons.action.isEnabled()
    open_why_from_the_view_menu(window, qtbot)
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(ReasonsDialog)), timeout=3000)
    (dialog,) = window.findChildren(ReasonsDialog)
    text = dialog.text.text()
    assert dialog.text.textFormat() == Qt.TextFormat.PlainText
    assert in_order(text, numbers_of(explanation)), (text, numbers_of(explanation))
    if language == "hu":
        assert window.computer.reasons.action.text() == "Miért ez a lépés?"
        assert text.startswith("A gép felépítette ")  # the computer by its default name, as the sentence says it
    # The player moves on: the small window goes with the reasons.
    act(window, next(a for a in legal_actions(window.session.state) if isinstance(a, Build)), keep_open=True)
    settle()
    assert not dialog.isVisible()


def test_the_computers_line_in_the_log_offers_its_reasons(
    window_factory: WindowFactory, quick: Settings, qtbot: QtBot
) -> None:
    window = computer_window(window_factory)
    _state, explanation = computer_plays_after_person(window, qtbot)
    log = window.log
    lines = log.lines()
    computer_line = max(i for i, line in enumerate(lines) if line.startswith(NAMES[1]))
    person_line = next(i for i, line in enumerate(lines) if line.startswith(NAMES[0]))
    chosen: list[str] = []

    def right_click(line: int, wanted: bool) -> None:
        """A right click on the line, then the reasons' entry clicked (``wanted``) or the menu closed."""
        answered = len(chosen)
        watcher = QTimer()
        watcher.setInterval(50)

        def choose() -> None:
            popup = QApplication.activePopupWidget()
            if not isinstance(popup, QMenu):
                return
            watcher.stop()
            entries = [action for action in popup.actions() if action is window.computer.reasons.action]
            chosen.append("offered" if entries else "not offered")
            if entries and wanted:
                QTest.mouseClick(popup, LEFT, pos=popup.actionGeometry(entries[0]).center())
            else:
                popup.close()

        watcher.timeout.connect(choose)
        watcher.start()
        block = log.document().findBlockByNumber(line)
        cursor = log.textCursor()
        cursor.setPosition(block.position() + 1)
        where = log.cursorRect(cursor).center()
        # Through the window, as the platform delivers a click: Qt makes the context menu event of the press.
        handle = window.windowHandle()
        assert handle is not None
        QTest.mouseClick(handle, Qt.MouseButton.RightButton, pos=log.viewport().mapTo(window, where))
        assert len(chosen) == answered + 1, "the right click opened no menu"
        watcher.stop()
        settle()

    right_click(person_line, wanted=False)
    right_click(computer_line, wanted=True)
    assert chosen == ["not offered", "offered"]
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(ReasonsDialog)), timeout=3000)
    (dialog,) = window.findChildren(ReasonsDialog)
    assert in_order(dialog.text.text(), numbers_of(explanation))
