"""The final scores' chart has the game's own menu, in the player's language, not pyqtgraph's English one."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint
from PySide6.QtGui import QContextMenuEvent, QGuiApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import GameRecord, outcome, play_random_game, replay
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.ui.dialogs.end_game import EndGameDialog


def test_the_chart_menu_copies_the_chart_and_speaks_greek(qtbot: QtBot, languages: LanguageManager) -> None:
    languages.set_language("el", remember=False)
    game = play_random_game(random.Random(7), names=("Μαρία", "Νίκος"))
    states = replay(GameRecord(("Μαρία", "Νίκος"), game.actions)).states()
    final = outcome(states[-1])
    assert final is not None  # a random game is played to its end
    dialog = EndGameDialog(("Μαρία", "Νίκος"), final, states)
    qtbot.addWidget(dialog)
    dialog.show()
    plot = dialog._plot
    at = QPoint(plot.width() // 2, plot.height() // 2)
    QApplication.sendEvent(plot.viewport(), QContextMenuEvent(QContextMenuEvent.Reason.Mouse, at, plot.mapToGlobal(at)))
    menu = dialog.chart_menu
    assert menu is not None and [action.text() for action in menu.actions()] == ["Αντιγραφή του γραφήματος ως εικόνας"]
    QGuiApplication.clipboard().clear()
    menu.actions()[0].trigger()
    assert not QGuiApplication.clipboard().pixmap().isNull()
    assert not plot.getPlotItem().menuEnabled()  # pyqtgraph's own menu (View All, Export…) stays away
    winner = final.winner
    assert winner is not None and dialog.headline.text().startswith(("Κερδίζει η Μαρία", "Κερδίζει ο Νίκος")[winner])
