"""The application's style, with two things the style draws too faintly for the game's palettes.

The spin boxes' frame in the dark themes, as the text fields have it (``window_style``): the style draws a spin
box's frame in its window colour, darker, on a dark window all but invisible, so that the count chooser of the
action bar and the component editor's numbers are no fields to see. A style sheet rule for the frame would make
Qt draw the whole box itself, without the style's arrows; the proxy keeps the style's box and draws the palette's
frame over its edge, in the focus colour while the box has the keyboard.

The scroll bars' handle, in every theme: the style draws it a shade off its groove (about 1.2:1 in the light
theme and 1.3:1 in the dark), so that a player does not see that the Symbols legend or the teaching page goes on
below. The proxy draws a pill in the palette's soft ink over the style's handle, in its ink while the pointer is on
it or it is dragged: 3:1 or more against the groove in every theme, as a control must be. A style sheet would
again make Qt draw the whole bar itself.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOptionComplex, QStyleOptionSlider, QWidget

from . import theme

FRAME_RADIUS = 2.0
HANDLE_INSET = 2.0  # the pill's margin inside the style's handle, across the bar
HANDLE_LENGTH_INSET = 1.0


class GameStyle(QProxyStyle):
    def drawComplexControl(
        self,
        control: QStyle.ComplexControl,
        option: QStyleOptionComplex,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawComplexControl(control, option, painter, widget)
        if control == QStyle.ComplexControl.CC_SpinBox:
            _frame_spin_box(option, painter)
        elif control == QStyle.ComplexControl.CC_ScrollBar and isinstance(option, QStyleOptionSlider) and widget:
            self._mark_handle(option, painter, widget)

    def _mark_handle(self, option: QStyleOptionSlider, painter: QPainter, widget: QWidget) -> None:
        if not option.state & QStyle.StateFlag.State_Enabled or option.minimum == option.maximum:
            return
        handle = self.subControlRect(
            QStyle.ComplexControl.CC_ScrollBar, option, QStyle.SubControl.SC_ScrollBarSlider, widget
        )
        if handle.isEmpty():
            return
        palette = theme.current()
        on_handle = bool(option.activeSubControls & QStyle.SubControl.SC_ScrollBarSlider)
        touched = bool(option.state & (QStyle.StateFlag.State_Sunken | QStyle.StateFlag.State_MouseOver))
        if option.orientation == Qt.Orientation.Vertical:
            pill = QRectF(handle).adjusted(HANDLE_INSET, HANDLE_LENGTH_INSET, -HANDLE_INSET, -HANDLE_LENGTH_INSET)
            radius = pill.width() / 2
        else:
            pill = QRectF(handle).adjusted(HANDLE_LENGTH_INSET, HANDLE_INSET, -HANDLE_LENGTH_INSET, -HANDLE_INSET)
            radius = pill.height() / 2
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.ink if on_handle and touched else palette.ink_soft)
        painter.drawRoundedRect(pill, radius, radius)
        painter.restore()


def _frame_spin_box(option: QStyleOptionComplex, painter: QPainter) -> None:
    edge = theme.current().field_edge
    if edge is None or not getattr(option, "frame", True):
        return
    focused = bool(option.state & QStyle.StateFlag.State_HasFocus)
    width = 2.0 if focused else 1.0
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.setPen(QPen(theme.current().focus if focused else edge, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = width / 2
    painter.drawRoundedRect(QRectF(option.rect).adjusted(inset, inset, -inset, -inset), FRAME_RADIUS, FRAME_RADIUS)
    painter.restore()
