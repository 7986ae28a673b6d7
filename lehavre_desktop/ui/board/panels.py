"""Scene items around the boards: player headers, the round track and the bank."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine.catalog import ROUND_ACTIONS, ROUND_LETTERS
from ...engine.state import round_start_player
from .. import theme
from ..painting import draw_fitted_text, draw_franc
from .geometry import BANK_RECT, HEADER_HEIGHT, PLAYER_WIDTH, TRACK_RECT


class PlayerHeaderItem(QGraphicsObject):
    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.name = ""
        self.francs = 0
        self.wealth = 0
        self.turns_left = 0
        self.active = False
        self.finished = False

    def set_values(self, name: str, francs: int, wealth: int, turns_left: int, active: bool) -> None:
        self.name, self.francs, self.wealth, self.turns_left, self.active = name, francs, wealth, turns_left, active
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, PLAYER_WIDTH, HEADER_HEIGHT)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        colour = theme.PLAYER_COLOURS[self.seat]
        painter.setBrush(colour if self.active else theme.TABLE_LIGHT)
        painter.setPen(QPen(theme.HIGHLIGHT if self.active else colour, 3 if self.active else 1.5))
        painter.drawRoundedRect(rect, 8, 8)
        painter.setPen(theme.PAPER)
        draw_fitted_text(painter, QRectF(12, 4, 230, 32), self.name, 22, 9, bold=True, wrap=False,
                         align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if self.active:
            status = QCoreApplication.translate("Board", "Your turn · actions left: {n}").format(n=self.turns_left)
        else:
            status = QCoreApplication.translate("Board", "Actions left this round: {n}").format(n=self.turns_left)
        draw_fitted_text(painter, QRectF(12, 36, 236, 22), status, 13, 7, wrap=False,
                         align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        draw_franc(painter, QRectF(252, 9, 24, 24))
        draw_fitted_text(painter, QRectF(280, 6, 120, 30), str(self.francs), 24, 9, bold=True, wrap=False,
                         align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        draw_fitted_text(painter, QRectF(252, 36, 150, 22), QCoreApplication.translate(
                "Board", "Wealth: {n}").format(n=self.wealth), 13, 7,
                         wrap=False, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


class RoundTrackItem(QGraphicsObject):
    def __init__(self) -> None:
        super().__init__()
        self.round_index = 0
        self.finished = False

    def set_round(self, round_index: int, finished: bool) -> None:
        self.round_index, self.finished = round_index, finished
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, TRACK_RECT.width(), TRACK_RECT.height())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = TRACK_RECT.width() / len(ROUND_LETTERS)
        for index, letter in enumerate(ROUND_LETTERS):
            box = QRectF(index * width + 2, 2, width - 4, TRACK_RECT.height() - 4)
            current = index == self.round_index and not self.finished
            past = index < self.round_index or self.finished
            painter.setBrush(theme.HIGHLIGHT if current else (theme.TABLE_LIGHT if past else theme.PAPER))
            painter.setPen(QPen(theme.INK, 2 if current else 1))
            painter.drawRoundedRect(box, 6, 6)
            painter.setPen(theme.PAPER if past and not current else theme.INK)
            draw_fitted_text(painter, QRectF(box.left(), box.top() + 2, box.width(), 28), letter, 22, bold=True,
                             wrap=False)
            draw_fitted_text(painter, QRectF(box.left() + 2, box.top() + 30, box.width() - 16, 26),
                             QCoreApplication.translate(
                                     "Board", "{n} act.").format(n=ROUND_ACTIONS[index]), 12, 6, wrap=False)
            starter = round_start_player(index)
            painter.setBrush(theme.PLAYER_COLOURS[starter])
            painter.setPen(QPen(theme.INK, 1))
            painter.drawEllipse(QRectF(box.right() - 14, box.top() + 40, 10, 10))


class BankItem(QGraphicsObject):
    """Drop one of your buildings here to sell it for half its value."""

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, BANK_RECT.width(), BANK_RECT.height())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(2, 2, -2, -2)
        painter.setBrush(QColor(255, 255, 255, 40))
        painter.setPen(QPen(theme.FRANC_COLOUR, 2, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(rect, 10, 10)
        draw_franc(painter, QRectF(rect.left() + 12, rect.top() + 12, 34, 34))
        painter.setPen(theme.PAPER)
        title = QCoreApplication.translate("Board", "Bank")
        draw_fitted_text(painter, QRectF(rect.left() + 54, rect.top() + 8, rect.width() - 62, 40), title, 22,
                         9, bold=True, wrap=False, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        draw_fitted_text(painter, QRectF(rect.left() + 10, rect.top() + 52, rect.width() - 20, rect.height() - 58),
                         QCoreApplication.translate(
                                 "Board", "Drag one of your buildings here to sell it for half its value"), 13, 7)
