"""One type scale for the widgets round the table: the action bar, the side panels and their titles.

The table's own type is in its scene and grows with the view; the widgets round it are set here, from the
window's size alone: the application's type size at 1280 by 800 (``REFERENCE``) and in smaller windows (never
smaller than it was), growing smoothly with the window beyond, ``GROWTH`` as fast as the window (the side panels
are narrow beside a large table: their lines keep enough words), and no larger than ``LARGEST`` times.

The size is set on every widget of a part of the window (``set_points``), not only on its top: a widget that a
style sheet styles keeps the font it was polished with, and takes no later change of its parent's. The texts
read at the zoom's size (the teaching panel's pages and the log: ``READ_AT_ZOOM``) are left to View ▸ Zoom, which
multiplies this size (``zoom.ZoomMenu``).
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QPlainTextEdit, QTextEdit, QWidget

REFERENCE = (1280, 800)
GROWTH = 0.7
LARGEST = 1.6
READ_AT_ZOOM = (QTextEdit, QPlainTextEdit)


def type_scale(width: int, height: int) -> float:
    """The widgets' type in a window of this size, as a multiple of the application's type size: 1 up to
    ``REFERENCE``, then growing with the smaller of the window's two ratios to it."""
    ratio = min(width / REFERENCE[0], height / REFERENCE[1])
    return min(LARGEST, 1 + GROWTH * max(0.0, ratio - 1))


def type_points(width: int, height: int) -> float:
    """The point size of the widgets' type in a window of this size, to half a point (a window resized by a few
    pixels keeps its type)."""
    return round(QApplication.font().pointSizeF() * type_scale(width, height) * 2) / 2


def set_points(widget: QWidget, points: float) -> None:
    """Set ``widget`` and every widget in it (but the texts read at the zoom's size, and windows of their own) in
    type of ``points``, each keeping its weight and style: the widget first, then those inside (a text view's
    viewport takes its view's font when its own is set)."""
    font = widget.font()
    if font.pointSizeF() != points:
        font.setPointSizeF(points)
        widget.setFont(font)
    for child in widget.children():
        if isinstance(child, QWidget) and not isinstance(child, READ_AT_ZOOM) and not child.isWindow():
            set_points(child, points)


def retype(widget: QWidget, points: float) -> None:
    """``set_points``, unless ``widget`` is in type of ``points`` already, and so every widget inside it (which
    ``set_points`` keeps in one type with it): the first visit to Qt's inner widgets has PySide make a Python type
    for each of them, some tens of milliseconds that a window of the application's type size need not spend."""
    if widget.font().pointSizeF() != points:
        set_points(widget, points)
