"""One player's final score as a card of the game: a band in the player's colour with the name and the total on a
coin, then a line for the francs and one for each building, with its emblem and what it is worth, and the total.

The card paints itself (no table's grid lines): the same emblems, coins and paper as the table, so that the end of
the game looks like the game. Its words are plain text and are also given to screen readers, line by line.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from .. import theme
from ..art import draw_emblem
from ..board.materials import Material, draw_coin, draw_panel

PAD = 10.0
RADIUS = 8.0
ROOMY, TIGHT = 1.9, 1.3  # a line's height, in lines of text


@dataclass(frozen=True)
class ScoreLine:
    """A line of the card: what scores (a building's id, or None for the francs), its words, and its points."""

    label: str
    value: int
    building: str | None = None
    note: str = ""  # how a variable value was counted ("1 per good")


class ScoreCard(QWidget):
    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.name = ""
        self.total_label = ""
        self.total = 0
        self.lines: list[ScoreLine] = []
        self.winner = False
        self.planned = 0  # the lines the other card has too: both cards space their lines alike
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def set_score(self, name: str, total_label: str, lines: list[ScoreLine], total: int, winner: bool) -> None:
        self.name, self.total_label, self.lines, self.total, self.winner = name, total_label, lines, total, winner
        self.setAccessibleName(f"{name}: {total}")
        self.setAccessibleDescription("\n".join(f"{line.label} {line.note}: {line.value}" for line in self.rows()))
        self.updateGeometry()
        self.update()

    def space_like(self, lines: int) -> None:
        """Space the lines as a card of ``lines`` lines (and its total) would, as the card beside it does."""
        self.planned = lines
        self.updateGeometry()
        self.update()

    def rows(self) -> list[ScoreLine]:
        """Every line the card shows, the total last."""
        return [*self.lines, ScoreLine(self.total_label, self.total)]

    # ---- geometry ----
    def _fonts(self) -> tuple[QFont, QFont, QFont]:
        base = QFont(self.font())
        bold = QFont(base)
        bold.setBold(True)
        title = QFont(bold)
        title.setPointSizeF(base.pointSizeF() * 1.35)
        return base, bold, title

    def line_height(self) -> float:
        """Roomy lines where the card has the height, closer ones (never closer than ``TIGHT``) where it has not."""
        text = QFontMetricsF(self.font()).height()
        room = (self.height() - self.band_height() - 3 * PAD) / (max(len(self.lines), self.planned) + 1)
        return max(text * TIGHT, min(text * ROOMY, room))

    def band_height(self) -> float:
        return QFontMetricsF(self._fonts()[2]).height() * 1.9

    def _height(self, spacing: float) -> int:
        text = QFontMetricsF(self.font()).height()
        lines = max(len(self.lines), self.planned) + 1
        return int(self.band_height() + lines * text * spacing + 3 * PAD + 0.5)

    def sizeHint(self) -> QSize:
        return QSize(320, self._height(ROOMY))

    def minimumSizeHint(self) -> QSize:
        return QSize(240, self._height(TIGHT))

    def line_rect(self, index: int) -> QRectF:
        """Where the index-th line of ``rows()`` is painted (the total a little apart from the rest)."""
        top = self.band_height() + PAD + index * self.line_height()
        if index == len(self.lines):
            top += PAD
        return QRectF(PAD * 2, top, self.width() - PAD * 4, self.line_height())

    # ---- painting ----
    def paintEvent(self, event: QPaintEvent) -> None:
        palette = theme.current()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        draw_panel(painter, card, RADIUS, Material.CARD, shadow=False)
        self._paint_band(painter, card, palette)
        for index, line in enumerate(self.rows()):
            self._paint_line(painter, index, line, palette)
        # The winner's card framed in gold; the other's edge drawn too, where card and dialog are both dark.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(palette.highlight, 3) if self.winner else QPen(palette.ink_soft, 1.2))
        painter.drawRoundedRect(card.adjusted(1.5, 1.5, -1.5, -1.5), RADIUS, RADIUS)
        painter.end()

    def _paint_band(self, painter: QPainter, card: QRectF, palette: theme.TablePalette) -> None:
        _base, _bold, title = self._fonts()
        band = QRectF(card.left(), card.top(), card.width(), self.band_height())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.player_grounds[self.seat])
        painter.drawRoundedRect(band, RADIUS, RADIUS)
        painter.drawRect(band.adjusted(0, RADIUS, 0, 0))  # square corners where it meets the lines below
        painter.setFont(title)
        painter.setPen(palette.on_table)
        metrics = QFontMetricsF(title)
        total = str(self.total)
        total_width = metrics.horizontalAdvance(total)
        coin = band.height() * 0.62
        right = band.right() - PAD * 1.5
        text = band.adjusted(PAD * 1.5, 0, -(PAD * 3 + total_width + coin), 0)
        flags = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        painter.drawText(text, int(flags), metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, text.width()))
        painter.drawText(
            QRectF(right - total_width, band.top(), total_width, band.height()),
            int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight),
            total,
        )
        coin_left = right - total_width - PAD * 0.6 - coin
        draw_coin(painter, QRectF(coin_left, band.center().y() - coin / 2, coin, coin), shadow=False)

    def _paint_line(self, painter: QPainter, index: int, line: ScoreLine, palette: theme.TablePalette) -> None:
        base, bold, _title = self._fonts()
        rect = self.line_rect(index)
        is_total = index == len(self.lines)
        icon = rect.height() * 0.72
        icon_rect = QRectF(rect.left(), rect.center().y() - icon / 2, icon, icon)
        if is_total:
            painter.setPen(QPen(palette.ink, 1.5))
            painter.drawLine(rect.topLeft(), rect.topRight())
        elif line.building is not None:
            draw_emblem(painter, line.building, icon_rect)
        else:
            draw_coin(painter, icon_rect.adjusted(2, 2, -2, -2), shadow=False)
        font = bold if is_total else base
        metrics = QFontMetricsF(font)
        value = str(line.value)
        value_width = max(metrics.horizontalAdvance("00"), metrics.horizontalAdvance(value))
        text_left = icon_rect.right() + PAD
        words = QRectF(text_left, rect.top(), rect.right() - value_width - PAD - text_left, rect.height())
        painter.setFont(font)
        painter.setPen(palette.ink)
        flags = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        label = metrics.elidedText(line.label, Qt.TextElideMode.ElideRight, words.width())
        painter.drawText(words, flags, label)
        if line.note:
            after = metrics.horizontalAdvance(label) + metrics.horizontalAdvance(" ")
            note_room = words.adjusted(after, 0, 0, 0)
            small = QFont(base)
            small.setPointSizeF(base.pointSizeF() * 0.9)
            painter.setFont(small)
            painter.setPen(QColor(palette.ink_soft))
            note = QFontMetricsF(small).elidedText(line.note, Qt.TextElideMode.ElideRight, note_room.width())
            painter.drawText(note_room, flags, note)
        painter.setFont(font)
        painter.setPen(palette.ink)
        painter.drawText(
            QRectF(rect.right() - value_width, rect.top(), value_width, rect.height()),
            int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight),
            value,
        )
