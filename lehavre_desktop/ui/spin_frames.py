"""The spin boxes' frame in the dark themes, as the text fields have it (``window_style``).

The style draws a spin box's frame in its window colour, darker: on a dark window, all but invisible, so that the
count chooser of the action bar and the component editor's numbers are no fields to see. A style sheet rule for
the frame would make Qt draw the whole box itself, without the style's arrows; the proxy keeps the style's box
and draws the palette's frame over its edge, in the focus colour while the box has the keyboard.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOptionComplex, QWidget

from . import theme

RADIUS = 2.0


class FramedSpinBoxes(QProxyStyle):
    def drawComplexControl(
        self,
        control: QStyle.ComplexControl,
        option: QStyleOptionComplex,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawComplexControl(control, option, painter, widget)
        edge = theme.current().field_edge
        if control != QStyle.ComplexControl.CC_SpinBox or edge is None or not getattr(option, "frame", True):
            return
        focused = bool(option.state & QStyle.StateFlag.State_HasFocus)
        width = 2.0 if focused else 1.0
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(QPen(theme.current().focus if focused else edge, width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = width / 2
        painter.drawRoundedRect(QRectF(option.rect).adjusted(inset, inset, -inset, -inset), RADIUS, RADIUS)
        painter.restore()
