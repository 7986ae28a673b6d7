"""The action bar's face, drawn in the table's palette rather than in the style's grey: a card ground with the
table's shade falling on it under its edge, an accent at its left in the colour of the player to act (the colour
of their header above), buttons drawn as pieces of card, the primary one (Confirm, End turn, Continue) in that
player's colour, the keys that do the same as a button drawn on it as keycaps, and beside each line of detail the
wooden token of the good it moves (a franc's coin for francs), painted by the board's own painter.

Every text stays plain and whole in its widget: a button's text is its words, a detail's label holds its lines;
the keycaps and tokens are drawn in room of their own beside them, never inside the text.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget

from ..engine import FrancsGained, FrancsPaid, Good, GoodsPaid, MarkerMoved, Overpaid, StepsLost
from ..table.messages import Message, MessageId
from . import theme
from .art import device_px, device_scale, draw_pixmap
from .board.materials import Piece, TokenKind, coin_pixmap, textured, token_pixmap

BUTTON_HEIGHT = 30  # at the application's type size; the buttons grow with the bar's type (``button_height``)
EDGE = 2  # the bar's top edge, under the table
SHADE = 6  # how far the table's shade falls on the bar under its edge
SHADE_ALPHA = 60
ACCENT = 0.4  # the accent's width, as a share of a line of the bar's type
FRANC = "franc"  # a line about francs: the coin beside it
LineMark = TokenKind | str | None
KEY_TYPE = 0.8  # a keycap's type, as a share of its button's
LIP = 3  # px: a raised control's lip of shade
MARK_SIZE = 0.95  # a token's side, as a share of a line of the detail
MARK_GAP = 0.4  # between a token and its line, as a share of a line

PARTS = {"wood": Good.WOOD, "clay": Good.CLAY, "food": Piece.FOOD}  # an overpaid part of a cost, by its token


def keycap_names() -> tuple[str, str]:
    """The names of Enter and Esc as their keycaps print them, for every button that draws one."""
    return (
        QCoreApplication.translate("ActionBar", "Enter", "the key's name on its keycap"),
        QCoreApplication.translate("ActionBar", "Esc", "the key's name on its keycap"),
    )


def button_height(font: QFont) -> int:
    """The height of the bar's buttons in this type: ``BUTTON_HEIGHT`` at the application's size, in proportion
    above it (the bar's type grows with the window, ``type_scale``)."""
    return max(BUTTON_HEIGHT, round(BUTTON_HEIGHT * font.pointSizeF() / QApplication.font().pointSizeF()))


def accent_width(font: QFont) -> int:
    return max(4, round(QFontMetrics(font).height() * ACCENT))


def accent_colour(seat: int | None, palette: theme.TablePalette) -> QColor:
    """The accent of the player to act: their colour on the table; none at the end of the game (the bar's edge)."""
    return palette.player_colours[seat] if seat is not None else palette.bar_edge


def primary_colours(seat: int | None, palette: theme.TablePalette) -> tuple[QColor, QColor]:
    """The primary button's ground and ink: the player to act's ground under the table's light ink (their header's
    colours), or the fold handle's dark card when no one acts."""
    if seat is None:
        return palette.handle, palette.handle_text
    return palette.player_grounds[seat], palette.on_table


def paint_ground(painter: QPainter, rect: QRect, accent: QColor, accent_px: int) -> None:
    """The bar's card, its edge, the table's shade under the edge (none in high contrast: plain grounds) and the
    accent down its left side."""
    palette = theme.current()
    painter.fillRect(rect, palette.bar)
    if textured(palette):
        from PySide6.QtGui import QLinearGradient  # (its class costs start-up time: imported when first painted)

        shade = QLinearGradient(0, rect.top() + EDGE, 0, rect.top() + EDGE + SHADE)
        shade.setColorAt(0, QColor(0, 0, 0, SHADE_ALPHA))
        shade.setColorAt(1, QColor(0, 0, 0, 0))
        painter.fillRect(QRect(rect.left(), rect.top() + EDGE, rect.width(), SHADE), shade)
    painter.fillRect(QRect(rect.left(), rect.top(), rect.width(), EDGE), palette.bar_edge)
    painter.fillRect(QRect(rect.left(), rect.top() + EDGE, accent_px, rect.height() - EDGE), accent)


# ---- the buttons ----------------------------------------------------------------------------------------------


def paint_face(painter: QPainter, widget: QWidget, ground: QColor, edge: QColor, ink: QColor, raised: bool) -> QRectF:
    """A control's face of card: rounded, its edge (the ink's, thicker, under the pointer), a lip of shade along
    its bottom while it is up, and the focus colour round it while the keyboard is on it. Returns the face."""
    face = QRectF(widget.rect()).adjusted(2.5, 2.5, -2.5, -2.5)
    radius = face.height() * 0.2
    path = QPainterPath()
    path.addRoundedRect(face, radius, radius)
    painter.fillPath(path, ground)
    if raised:  # the card's thickness, seen under its face (a pressed control lies flat)
        lip = QPainterPath()
        lip.addRect(QRectF(face.left(), face.bottom() - LIP, face.width(), LIP))
        painter.fillPath(path.intersected(lip), ground.darker(112))
    hovered = widget.underMouse() and widget.isEnabled()
    painter.setPen(QPen(ink if hovered else edge, 2 if hovered else 1))
    painter.drawPath(path)
    if widget.hasFocus():
        painter.setPen(QPen(theme.current().focus, 2))
        painter.drawRoundedRect(QRectF(widget.rect()).adjusted(1, 1, -1, -1), radius + 1.5, radius + 1.5)
    return face


class BarButton(QPushButton):
    """A button of the bar drawn as a piece of card, the primary one in the player to act's colour; a keycap on it
    (``key``) for the key that does the same. Its text is its words alone: the keycap is drawn beside them."""

    def __init__(self, primary: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)  # painted anew as the pointer comes and goes (its edge)
        self.primary = primary
        self.seat: int | None = None  # the player to act, whose colour a primary button takes
        self.key = ""

    def set_key(self, key: str) -> None:
        if key != self.key:
            self.key = key
            self.updateGeometry()
            self.update()

    def set_seat(self, seat: int | None) -> None:
        if seat != self.seat:
            self.seat = seat
            self.update()

    def key_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(self.font().pointSizeF() * KEY_TYPE)
        return font

    def padding(self) -> int:
        return round(button_height(self.font()) * 0.25)

    def key_size(self) -> QSize:
        """The keycap's size (none without a key)."""
        if not self.key:
            return QSize(0, 0)
        metrics = QFontMetrics(self.key_font())
        return QSize(metrics.horizontalAdvance(self.key) + metrics.height() // 2 + 2, metrics.height() + 2)

    def sizeHint(self) -> QSize:
        words = QFontMetrics(self.font()).horizontalAdvance(self.text())
        key = self.key_size().width()
        gap = self.padding() // 2 if key else 0
        return QSize(words + key + gap + 2 * self.padding(), button_height(self.font()))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def face_colours(self) -> tuple[QColor, QColor, QColor]:
        """The ground, the ink and the edge, for the button's state."""
        palette = theme.current()
        if self.primary:
            ground, ink = primary_colours(self.seat, palette)
            edge = palette.menu_edge or ground.darker(140)
        else:
            ground, ink, edge = palette.paper_pointed, palette.ink, palette.ink_soft
        if self.isDown():
            ground = ground.darker(115) if self.primary else palette.paper_dark
        if not self.isEnabled():
            ink = palette.ink_soft
        return ground, ink, edge

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ground, ink, edge = self.face_colours()
        face = paint_face(painter, self, ground, edge, ink, raised=not self.isDown())
        self._paint_words(painter, face, ink)

    def _paint_words(self, painter: QPainter, face: QRectF, ink: QColor) -> None:
        key = self.key_size()
        gap = self.padding() // 2 if key.width() else 0
        words = QFontMetrics(self.font()).horizontalAdvance(self.text())
        left = face.center().x() - (words + gap + key.width()) / 2
        painter.setPen(ink)
        painter.setFont(self.font())
        painter.drawText(QRectF(left, face.top(), words + 1, face.height()), Qt.AlignmentFlag.AlignVCenter, self.text())
        if key.width():
            cap = QRectF(left + words + gap, face.center().y() - key.height() / 2, key.width(), key.height())
            painter.setPen(QPen(theme.with_alpha(ink, 150), 1))
            painter.drawRoundedRect(cap.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3)
            painter.setPen(ink)
            painter.setFont(self.key_font())
            painter.drawText(cap, Qt.AlignmentFlag.AlignCenter, self.key)


class ArrowButton(BarButton):
    """A square button with an arrow: steps through the choices."""

    def sizeHint(self) -> QSize:
        height = button_height(self.font())
        return QSize(height + 10, height)


# ---- the detail's tokens -----------------------------------------------------------------------------------


def line_mark(line: Message) -> LineMark:
    """The piece beside a line of detail: the token of the good it moves or pays, the coin for francs; None for a
    line about neither."""
    if line.id in (MessageId.FRANCS_CHANGE, MessageId.SEAT_FRANCS_CHANGE):
        return FRANC
    args = dict(line.args)
    if line.id is MessageId.REPETITION:
        return Piece.FOOD  # a conversion's repetition pays food
    event = args.get("event") if line.id is MessageId.EFFECT else None
    if isinstance(event, GoodsPaid | MarkerMoved | StepsLost):
        return event.good
    if isinstance(event, Overpaid):
        return PARTS.get(event.part)
    if isinstance(event, FrancsPaid | FrancsGained):
        return FRANC
    return None


class MarkedLabel(QLabel):
    """A label of the bar's detail, a line per effect, with the piece each line is about drawn before it in a
    margin of its own (``set_marks``); plain text."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.marks: tuple[LineMark, ...] = ()

    def mark_room(self) -> int:
        """The margin the pieces are drawn in: a token and the gap after it."""
        line = QFontMetrics(self.font()).height()
        return round(line * (MARK_SIZE + MARK_GAP))

    def set_marks(self, marks: tuple[LineMark, ...]) -> None:
        marks = marks if any(mark is not None for mark in marks) else ()
        if marks != self.marks:
            self.marks = marks
            self.setContentsMargins(self.mark_room() if marks else 0, 0, 0, 0)
            self.update()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self.marks:  # a new type: a new margin
            self.setContentsMargins(self.mark_room(), 0, 0, 0)

    def line_tops(self) -> list[int]:
        """The top of each line's first row, as the label wraps its lines in its width."""
        metrics = QFontMetrics(self.font())
        width = self.contentsRect().width()
        flags = int(Qt.TextFlag.TextWordWrap)
        tops, top = [], self.contentsRect().top()
        for line in self.text().split("\n"):
            tops.append(top)
            rows = max(
                1, round(metrics.boundingRect(QRect(0, 0, width, 100000), flags, line).height() / metrics.lineSpacing())
            )
            top += rows * metrics.lineSpacing()
        return tops

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.marks:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        line = QFontMetrics(self.font()).height()
        side = line * MARK_SIZE
        for mark, top in zip(self.marks, self.line_tops(), strict=False):
            if mark is None:
                continue
            paint_mark(painter, mark, QRectF(0, top + (line - side) / 2, side, side))


def paint_mark(painter: QPainter, mark: TokenKind | str, box: QRectF) -> None:
    """The token (or the coin) in ``box``, its shadow beyond it, from the board's own pixmaps: a widget's painter
    is no view's (``materials.draw_token`` aligns to the view's device pixels)."""
    px = device_px(painter, box.width())
    pixmap = coin_pixmap(px, mark=True) if mark == FRANC else token_pixmap(mark, px)  # type: ignore[arg-type]
    margin = (pixmap.width() - px) / 2 / device_scale(painter)
    draw_pixmap(painter, pixmap, box.adjusted(-margin, -margin, margin, margin))


def paint_box(box: QWidget, text: str) -> None:
    """The list of alternatives, closed: a face of card as the buttons', its text at the left and a chevron at the
    right that says it opens."""
    painter = QPainter(box)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    palette = theme.current()
    ink = palette.ink if box.isEnabled() else palette.ink_soft
    face = paint_face(painter, box, palette.paper_pointed, palette.ink_soft, ink, raised=True)
    metrics = QFontMetrics(box.font())
    pad = metrics.height() // 2
    chevron = metrics.height() * 0.3
    words = face.adjusted(pad, 0, -(pad + 2 * chevron + pad), 0)
    painter.setPen(ink)
    painter.setFont(box.font())
    painter.drawText(
        words,
        int(Qt.AlignmentFlag.AlignVCenter),
        metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(words.width())),
    )
    centre = QPointF(face.right() - pad - chevron, face.center().y())
    painter.setPen(QPen(ink, 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPolyline(
        [
            centre + QPointF(-chevron, -chevron / 2),
            centre + QPointF(0, chevron / 2),
            centre + QPointF(chevron, -chevron / 2),
        ]
    )
