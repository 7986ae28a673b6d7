"""The window's title (the players, the file, the mark of unsaved moves, the game's name), and the status bar's
standing line: where the game is kept.

The title's "*" is all some desktops show of unsaved moves, and others show no title at all (a full-screen window):
the status bar says it in words, at rest, and a passing note covers it for a while.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar, QWidget

from ..prose.cast import Cast
from ..session.document import GameDocument

# The line's words start where the passing notes that cover it do: Qt draws a note 6 px into the bar, and sets the
# bar's widgets 2 px in.
INDENT = 4


def game_title() -> str:
    return QCoreApplication.translate("MainWindow", "Le Havre: The Inland Port")


def window_title(players: Cast, path: Path | None) -> str:
    """The title with Qt's "[*]", shown as "*" while the window is marked modified."""
    game = QCoreApplication.translate("MainWindow", "{first} vs {second}").format(first=players[0], second=players[1])
    if path is not None:
        game = QCoreApplication.translate("MainWindow", "{game} ({file})").format(game=game, file=path.name)
    return f"{game}[*] — {game_title()}"


def file_state(document: GameDocument) -> str:
    """Where the game is kept: in its file, or not yet; and whether the autosave holds every move meanwhile."""
    if not document.session.savable:
        return QCoreApplication.translate(
            "FileLine", "A set-up position: it was not played from the start, so it cannot be saved."
        )
    autosaved = document.autosave_enabled
    if document.path is None:
        if autosaved:
            return QCoreApplication.translate("FileLine", "Not saved in a file yet; every move is in the autosave.")
        return QCoreApplication.translate("FileLine", "Not saved in a file yet.")
    file = document.path.name
    if not document.dirty:
        return QCoreApplication.translate("FileLine", "Saved in {file}.").format(file=file)
    if autosaved:
        return QCoreApplication.translate(
            "FileLine", "The newest moves are not saved in {file} yet; every move is in the autosave."
        ).format(file=file)
    return QCoreApplication.translate("FileLine", "The newest moves are not saved in {file} yet.").format(file=file)


class FileLine(QLabel):
    """``file_state`` in the status bar, shortened in the middle where the bar is too narrow for it (the whole
    sentence in its tool tip). While the autosave cannot write it steps aside for the autosave's warning."""

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("FileLine")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setContentsMargins(INDENT, 0, 0, 0)
        # No width of its own to ask for: a long file name must not widen the window.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.document = document
        self.sentence = ""
        self._aside = False  # hidden for the autosave's warning
        document.changed.connect(self.refresh)
        document.autosaveFailed.connect(self.refresh)
        document.autosaveRecovered.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        self.sentence = file_state(self.document)
        self._fit()
        failing = self.document.autosave_failing
        # Only the autosave's trouble or its end shows or hides the line here; else the status bar does, round
        # each passing note, and a line shown here would lie over the note.
        if failing != self._aside:
            self._aside = failing
            self.setVisible(not failing)

    def _fit(self) -> None:
        room = self.contentsRect().width()
        shown = self.fontMetrics().elidedText(self.sentence, Qt.TextElideMode.ElideMiddle, room)
        self.setText(shown)
        self.setToolTip(self.sentence if shown != self.sentence else "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        """A note told before the window was first shown is on the bar when the window shows the bar's widgets: the
        line waits for its end, as the status bar has every widget wait for a note told later."""
        super().showEvent(event)
        bar = self.parentWidget()
        if isinstance(bar, QStatusBar) and bar.currentMessage():
            self.hide()
            self.setAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide, False)  # so the bar shows it again

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        elif event.type() == QEvent.Type.FontChange:
            self._fit()
        super().changeEvent(event)
