"""A text box that scrolls ends at a whole line: the line its bottom edge would cut is covered, whole, in the box's
own ground, and shows whole once the reader scrolls on (at the end of the text every line shows whole)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QTextEdit, QWidget


def line_bounds(edit: QTextEdit) -> list[tuple[float, float]]:
    """The top and bottom of every line of the box's text, in its viewport's coordinates (scrolled as it is)."""
    document = edit.document()
    shift = edit.verticalScrollBar().value()
    bounds = []
    block = document.begin()
    while block.isValid():
        layout = block.layout()
        if layout is not None and block.isVisible():
            top = layout.position().y() - shift
            for index in range(layout.lineCount()):
                rect = layout.lineAt(index).rect()
                bounds.append((top + rect.top(), top + rect.bottom()))
        block = block.next()
    return bounds


def cut_line_top(edit: QTextEdit) -> float | None:
    """Where the line the viewport's bottom edge runs through begins, or None when no line is cut so."""
    bottom = edit.viewport().height()
    for top, line_bottom in line_bounds(edit):
        if top < bottom < line_bottom - 0.5:
            return top
    return None


class LineCover(QWidget):
    """Lies over the bottom of a text box's viewport, from the line it would cut down, painted in its ground."""

    def __init__(self, edit: QTextEdit) -> None:
        super().__init__(edit.viewport())
        self.edit = edit
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()
        edit.verticalScrollBar().valueChanged.connect(self.place)
        edit.verticalScrollBar().rangeChanged.connect(self.place)
        edit.document().documentLayoutChanged.connect(self.place)
        edit.viewport().installEventFilter(self)

    def place(self) -> None:
        top = cut_line_top(self.edit)
        viewport = self.edit.viewport()
        if top is None:
            self.hide()
            return
        self.setGeometry(0, max(0, int(top)), viewport.width(), viewport.height() - max(0, int(top)))
        self.show()
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.edit.viewport() and event.type() == QEvent.Type.Resize:
            self.place()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        viewport = self.edit.viewport()
        painter.fillRect(self.rect(), viewport.palette().color(viewport.backgroundRole()))
        painter.end()
