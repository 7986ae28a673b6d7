"""A monkey on the real main window: thousands of seeded random gestures, nothing may break.

Clicks, drags, right-clicks, wheel turns and keys at random places of the window, buttons of
the action bar, language switches, and now and then a legal move made by mouse so that the
game goes forward. Any dialog or menu the monkey opens is closed. The test fails on any
uncaught exception (pytest-qt reports those raised in Qt's callbacks) or Qt critical message,
and checks every few hundred gestures that the session's state is the replay of its record.
``LEHAVRE_MONKEY_EVENTS`` and ``LEHAVRE_MONKEY_SEED`` set the run.
"""

from __future__ import annotations

import faulthandler
import os
import random
import time

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QWidget

from lehavre_desktop.engine import legal_actions, replay
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import act, settle

EVENTS = int(os.environ.get("LEHAVRE_MONKEY_EVENTS", "5000"))
SEED = int(os.environ.get("LEHAVRE_MONKEY_SEED", "7"))
CHECK_EVERY = 250
KEYS = (
    Qt.Key.Key_Return,
    Qt.Key.Key_Escape,
    Qt.Key.Key_PageUp,
    Qt.Key.Key_PageDown,
    Qt.Key.Key_F4,
    Qt.Key.Key_F9,
    Qt.Key.Key_Tab,
    Qt.Key.Key_Space,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Z,
)
MODIFIERS = (
    Qt.KeyboardModifier.NoModifier,
    Qt.KeyboardModifier.ShiftModifier,
    Qt.KeyboardModifier.ControlModifier,
    Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
)


def close_dialogs() -> None:
    """Whatever modal box, dialog or menu the monkey opened goes away again."""
    for widget in (QApplication.activePopupWidget(), QApplication.activeModalWidget()):
        if widget is None:
            continue
        if isinstance(widget, QDialog):
            widget.reject()
        else:
            widget.close()


class Monkey:
    def __init__(self, window: MainWindow, rng: random.Random) -> None:
        self.window = window
        self.rng = rng
        self.counts: dict[str, int] = {}
        self.slowest = (0.0, "")

    def random_point(self, widget: QWidget) -> QPoint:
        return QPoint(self.rng.randrange(max(1, widget.width())), self.rng.randrange(max(1, widget.height())))

    def item_point(self) -> QPoint:
        """A point on one of the table's items: most of the table's meaning is there."""
        view = self.window.view
        scene = self.window.scene
        items = [*scene.tiles.values(), *scene.chips.values(), *scene.warehouses, scene.bank, *scene.wheels]
        items = [item for item in items if item.isVisible()]
        item = self.rng.choice(items)
        rect = item.sceneBoundingRect()
        return view.mapFromScene(
            QPointF(rect.x() + self.rng.random() * rect.width(), rect.y() + self.rng.random() * rect.height())
        )

    def gesture(self) -> str:
        kind = self.rng.choices(
            ["click", "drag", "right", "wheel", "key", "button", "language", "teaching", "move"],
            weights=[30, 15, 5, 3, 12, 15, 2, 1, 25],
        )[0]
        viewport = self.window.view.viewport()
        if kind == "click":
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, self.item_point())
        elif kind == "drag":
            start, end = self.item_point(), self.item_point()
            QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
            for step in range(1, 4):
                QTest.mouseMove(viewport, start + (end - start) * (step / 3))
            QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
        elif kind == "right":
            QTest.mouseClick(viewport, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, self.item_point())
        elif kind == "wheel":
            point = QPointF(self.item_point())
            event = QWheelEvent(
                point,
                QPointF(viewport.mapToGlobal(point.toPoint())),
                QPoint(0, 0),
                QPoint(0, self.rng.choice((-120, 120))),
                Qt.MouseButton.NoButton,
                Qt.KeyboardModifier.NoModifier,
                Qt.ScrollPhase.NoScrollPhase,
                False,
            )
            QApplication.sendEvent(viewport, event)
        elif kind == "key":
            target = QApplication.focusWidget() or self.window
            QTest.keyClick(target, self.rng.choice(KEYS), self.rng.choice(MODIFIERS))
        elif kind == "button":
            bar = self.window.action_bar
            buttons = [b for b in bar.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]
            if buttons:
                self.rng.choice(buttons).click()
        elif kind == "language":
            self.window.languages.set_language(self.rng.choice(["en", "el", "hu"]), remember=False)
        elif kind == "teaching":
            self.window.commands["teaching"].toggle()
        else:
            self.legal_move()
        return kind

    def legal_move(self) -> None:
        """A legal action made by mouse, so that the game moves on (and ends, and starts again).

        The helpers that make it read the action bar's English, so the language is English for it.
        """
        self.window.languages.set_language("en", remember=False)
        if self.window.session.state.finished:
            close_dialogs()
            self.window.files.rematch()
            return
        close_dialogs()
        self.window.controller.cancel()
        settle()
        state = self.window.session.state
        if state.finished:
            return
        act(self.window, self.rng.choice(legal_actions(state)), keep_open=self.rng.random() < 0.2)

    def run(self, events: int) -> None:
        session = self.window.session
        for index in range(events):
            start = time.perf_counter()
            kind = self.gesture()
            settle()
            close_dialogs()
            elapsed = time.perf_counter() - start
            self.counts[kind] = self.counts.get(kind, 0) + 1
            # A "move" is a whole action made of several gestures; the others are one event each.
            if kind != "move" and elapsed > self.slowest[0]:
                self.slowest = (elapsed, f"{kind} #{index}")
            if index % CHECK_EVERY == CHECK_EVERY - 1:
                assert replay(session.record()).final == session.state, f"after gesture {index}"


@pytest.mark.slow
@pytest.mark.qt_log_level_fail("CRITICAL")
def test_monkey_on_the_main_window(window_factory: WindowFactory) -> None:
    faulthandler.enable()
    window = window_factory(None)
    window.resize(1280, 800)
    window.sections.set_teaching(True)
    closer = QTimer()
    closer.timeout.connect(close_dialogs)
    closer.start(30)
    monkey = Monkey(window, random.Random(SEED))
    try:
        monkey.run(EVENTS)
    finally:
        closer.stop()
        window.languages.set_language("en", remember=False)
    state = window.session.state
    print(
        f"{EVENTS} gestures (seed {SEED}): {monkey.counts}; slowest single gesture {monkey.slowest[0] * 1000:.0f} ms "
        f"({monkey.slowest[1]}); ended in round {state.round_letter} after {len(window.session.actions())} actions"
    )
