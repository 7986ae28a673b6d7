"""Scene items around the boards: the players' boards themselves, player headers, the round track and the bank."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine import BUILT_IN, ROUND_ACTIONS, ROUND_LETTERS, Components, round_start_player
from ...i18n.forms import Amount, Building, Letter, Listed, Player
from ...i18n.names import building_name
from ...prose.cast import Cast
from .. import theme
from ..painting import LEFT, TextRun, draw_franc, fit_run
from .geometry import BANK_RECT, COMPACT_SIZE, HEADER_HEIGHT, PLAYER_WIDTH, SUPPLY_RECT, TRACK_RECT, player_board_rect
from .materials import Material, draw_panel, material_brush, textured
from .tile import draw_focus_ring, draw_spotlight


def table_brush() -> QBrush:
    """The table the boards lie on: wood, or (high contrast) the plain table colour."""
    return material_brush(Material.WOOD) if textured() else QBrush(theme.current().table)


class PlayerBoardItem(QGraphicsItem):
    """A player's board under their wheel, sector rows and warehouse: linen on the wooden table, lifted by a short
    shadow. It takes no clicks and no hover: everything a player acts on lies on it."""

    SHADOW = 4.0  # how far the shadow falls below and beside the board, within the scene

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.rect = player_board_rect(seat)
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        margin = self.SHADOW + 1
        return self.rect.adjusted(-margin, -margin, margin, margin)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        palette = theme.current()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        for spread, alpha in ((self.SHADOW, 40), (self.SHADOW / 2, 60)):
            painter.setBrush(QColor(0, 0, 0, alpha))
            painter.drawRoundedRect(self.rect.adjusted(-spread / 2, 0, spread / 2, spread), 16, 16)
        if textured():
            draw_panel(painter, self.rect, 14, Material.LINEN, shadow=False)
            return
        painter.setBrush(palette.table)
        painter.setPen(QPen(palette.on_table, 1.5))
        painter.drawRoundedRect(self.rect, 14, 14)


COMPUTER_MARK = 26.0  # the computer's mark after the name of a seat it plays: as tall as the name's capitals and more
MARK_GAP = 8.0


def draw_computer_mark(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A small robot's head (an antenna, two eyes, a mouth) in the header's ink: the computer plays this seat."""
    unit = rect.width()
    pen = QPen(colour, unit * 0.09)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.save()
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    head = QRectF(rect.left() + unit * 0.14, rect.top() + unit * 0.3, unit * 0.72, unit * 0.62)
    painter.drawRoundedRect(head, unit * 0.12, unit * 0.12)
    top = QPointF(head.center().x(), head.top())
    painter.drawLine(top, top - QPointF(0, unit * 0.14))
    for side in (-1, 1):  # the ears
        ear = head.left() if side < 0 else head.right()
        middle = head.center().y()
        painter.drawLine(QPointF(ear, middle - unit * 0.1), QPointF(ear + side * unit * 0.1, middle - unit * 0.1))
        painter.drawLine(
            QPointF(ear + side * unit * 0.1, middle - unit * 0.1),
            QPointF(ear + side * unit * 0.1, middle + unit * 0.08),
        )
    painter.drawLine(
        QPointF(head.left() + unit * 0.22, head.bottom() - unit * 0.16),
        QPointF(head.right() - unit * 0.22, head.bottom() - unit * 0.16),
    )
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawEllipse(top - QPointF(0, unit * 0.17), unit * 0.08, unit * 0.08)  # the antenna's tip
    for side in (-1, 1):
        painter.drawEllipse(
            QPointF(head.center().x() + side * unit * 0.17, head.top() + unit * 0.24), unit * 0.08, unit * 0.08
        )
    painter.restore()


@dataclass(frozen=True)
class HeaderFrame:
    """A player's header as every theme frames it: a thin rim in the table's text colour round a band, inside which
    lies the ground. The band is the highlight on the player to act's header and the player's colour on the other
    one's; the rim keeps either band apart from the table whatever its colour (a dark player colour on a dark table
    would leave the header unframed)."""

    ground: QColor
    rim: QColor
    band: QColor

    RIM = 1.5
    BAND = 3.0
    RADIUS = 8.0

    def draw(self, painter: QPainter, bounds: QRectF) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.rim)
        painter.drawRoundedRect(bounds.adjusted(0.5, 0.5, -0.5, -0.5), self.RADIUS, self.RADIUS)
        inset = 0.5 + self.RIM
        painter.setBrush(self.band)
        painter.drawRoundedRect(
            bounds.adjusted(inset, inset, -inset, -inset), self.RADIUS - self.RIM, self.RADIUS - self.RIM
        )
        inset += self.BAND
        radius = self.RADIUS - self.RIM - self.BAND
        painter.setBrush(self.ground)
        painter.drawRoundedRect(bounds.adjusted(inset, inset, -inset, -inset), radius, radius)


class PlayerHeaderItem(QGraphicsObject):
    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.name = ""
        self.francs = 0
        self.wealth = 0
        self.turns_left = 0
        self.active = False
        self.acted = False  # the player to move has taken this turn's action (the turn is kept open)
        self.computer = False  # the computer plays this seat
        self.remote: Player | None = None  # a friend plays this seat from another computer (an online game)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_values(
        self, name: str, francs: int, wealth: int, turns_left: int, active: bool, acted: bool = False
    ) -> None:
        values = (name, francs, wealth, turns_left, active, active and acted)
        if values == (self.name, self.francs, self.wealth, self.turns_left, self.active, self.acted):
            return
        self.name, self.francs, self.wealth, self.turns_left, self.active, self.acted = values
        self.update()

    def set_computer(self, computer: bool) -> None:
        if computer != self.computer:
            self.computer = computer
            self.update()

    def set_remote(self, player: Player | None) -> None:
        """The friend who plays this seat elsewhere (None: this table's player or the computer)."""
        if player != self.remote:
            self.remote = player
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, PLAYER_WIDTH, HEADER_HEIGHT)

    def status(self) -> str:
        """Where the player stands in the round: whose turn, and what is left of it."""
        if self.active and self.acted:
            # The action is taken and the turn kept open (to sell): the turn counted is no longer ahead.
            later = self.turns_left - 1
            if self.remote is not None:
                return QCoreApplication.translate("Board", "{name}'s action done · actions left after it: {n}").format(
                    name=self.remote, n=later
                )
            if self.computer:
                text = QCoreApplication.translate("Board", "Computer's action done · actions left after it: {n}")
            else:
                text = QCoreApplication.translate("Board", "Action done: sell or end your turn · then {n} left")
            return text.format(n=later)
        if self.active and self.remote is not None:
            # The friend's turn at their own computer: never "Your turn" on this table.
            return QCoreApplication.translate("Board", "{name}'s turn · actions left: {n}").format(
                name=self.remote, n=self.turns_left
            )
        if self.active and self.computer:
            return QCoreApplication.translate("Board", "Computer's turn · actions left: {n}").format(n=self.turns_left)
        if self.active:
            return QCoreApplication.translate("Board", "Your turn · actions left: {n}").format(n=self.turns_left)
        return QCoreApplication.translate("Board", "Actions left this round: {n}").format(n=self.turns_left)

    def text_runs(self) -> list[TextRun]:
        # The name, the francs and the wealth share the top line; the status has the whole width below, so that a
        # long one in any language never runs into another text.
        width = PLAYER_WIDTH
        wealth_left = width - 150
        francs_left = wealth_left - 96
        wealth = QCoreApplication.translate("Board", "Wealth: {n}").format(n=self.wealth)
        name_width = francs_left - 22 - (COMPUTER_MARK + MARK_GAP if self.computer else 0)
        return [
            fit_run("header", self.name, QRectF(14, 2, name_width, 34), 27, bold=True, align=LEFT),
            fit_run(
                "header",
                str(self.francs),
                QRectF(francs_left + 34, 2, wealth_left - francs_left - 40, 34),
                29,
                bold=True,
                align=LEFT,
            ),
            fit_run("header", wealth, QRectF(wealth_left, 4, width - wealth_left - 10, 30), 21, align=LEFT),
            fit_run("header", self.status(), QRectF(14, 34, width - 24, 28), 21, align=LEFT),
        ]

    def frame(self) -> HeaderFrame:
        """The header's ground and frame in the palette now in use."""
        palette = theme.current()
        if self.active:
            return HeaderFrame(palette.player_grounds[self.seat], palette.on_table, palette.highlight)
        return HeaderFrame(palette.table_light, palette.on_table, palette.player_colours[self.seat])

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        palette = theme.current()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.frame().draw(painter, self.boundingRect())
        francs_left = PLAYER_WIDTH - 150 - 96
        draw_franc(painter, QRectF(francs_left + 2, 6, 28, 28))
        for run in self.text_runs():
            run.draw(painter, palette.on_table)
        mark = self.computer_mark()
        if mark is not None:
            draw_computer_mark(painter, mark, palette.on_table)

    def computer_mark(self) -> QRectF | None:
        """Where the computer's mark lies, just after the name (None: a person plays this seat)."""
        if not self.computer:
            return None
        name = self.text_runs()[0]
        written = min(QFontMetricsF(name.font).horizontalAdvance(name.text), name.rect.width())
        left = name.rect.left() + written + MARK_GAP
        return QRectF(left, name.rect.center().y() - COMPUTER_MARK / 2, COMPUTER_MARK, COMPUTER_MARK)


TRACK_LETTER = 29.0  # a tab's round letter, over its number of actions


class RoundTrackItem(QGraphicsObject):
    """The twelve rounds: letter, number of actions, and a mark in the colour of the player who starts it."""

    def __init__(self) -> None:
        super().__init__()
        self.round_index = 0
        self.finished = False
        self.players: Cast = (Player(""), Player(""))  # the scene's, from its first frame on
        self.components: Components = BUILT_IN
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_round(self, round_index: int, finished: bool) -> None:
        if (round_index, finished) != (self.round_index, self.finished):
            self.round_index, self.finished = round_index, finished
            self.update()

    def set_context(self, players: Cast, components: Components) -> None:
        """Who plays (for the tooltips) and which buildings enter when."""
        self.players, self.components = players, components

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, TRACK_RECT.width(), TRACK_RECT.height())

    def tab(self, index: int) -> QRectF:
        width = TRACK_RECT.width() / len(ROUND_LETTERS)
        return QRectF(index * width + 2, 2, width - 4, TRACK_RECT.height() - 4)

    def starter_mark(self, index: int) -> QRectF:
        box = self.tab(index)
        return QRectF(box.right() - 16, box.top() + TRACK_LETTER + 4, 12, 12)

    def text_runs(self) -> list[TextRun]:
        runs = []
        for index, letter in enumerate(ROUND_LETTERS):
            box = self.tab(index)
            letter_box = QRectF(box.left(), box.top() + 1, box.width(), TRACK_LETTER - 1)
            runs.append(fit_run("track", letter, letter_box, 27, bold=True))
            runs.append(
                fit_run(
                    "track",
                    str(ROUND_ACTIONS[index]),
                    QRectF(box.left() + 3, box.top() + TRACK_LETTER, box.width() - 22, box.height() - TRACK_LETTER),
                    21,
                    bold=True,
                )
            )
        return runs

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        runs = self.text_runs()
        palette = theme.current()
        for index in range(len(ROUND_LETTERS)):
            box = self.tab(index)
            current = index == self.round_index and not self.finished
            past = index < self.round_index or self.finished
            if current:
                ground, colour = palette.highlight, palette.on_highlight
            elif past:
                ground, colour = palette.table_light, palette.on_table
            else:
                ground, colour = palette.paper, palette.ink
            painter.setBrush(ground)
            painter.setPen(QPen(palette.on_highlight if current else palette.ink, 2.5 if current else 1))
            painter.drawRoundedRect(box, 6, 6)
            runs[2 * index].draw(painter, colour)
            runs[2 * index + 1].draw(painter, colour)
            painter.setBrush(palette.player_colours[round_start_player(index)])
            painter.setPen(QPen(colour, 1.2))
            painter.drawEllipse(self.starter_mark(index))

    def tab_at(self, pos: QPointF) -> int:
        for index in range(len(ROUND_LETTERS)):
            if self.tab(index).contains(pos):
                return index
        return -1

    def tooltip_for(self, index: int) -> str:
        starter = self.players[round_start_player(index)]
        lines = [
            QCoreApplication.translate(
                "Board", "Round {letter}: {actions} in all; {player} takes the first (the coloured mark)."
            ).format(letter=Letter(index), actions=Amount("actions", ROUND_ACTIONS[index]), player=starter)
        ]
        entering = self.components.entering(index)
        if entering:
            lines.append(
                QCoreApplication.translate("Board", "New buildings: {names}.").format(
                    names=Listed([Building(b) for b in entering])
                )
            )
        return "<br>".join(lines)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        index = self.tab_at(event.pos())
        self.setToolTip(self.tooltip_for(index) if index >= 0 else "")


class BankItem(QGraphicsObject):
    """Drop one of your buildings here to sell it for half its value."""

    def __init__(self) -> None:
        super().__init__()
        self.highlighted = False
        self.keyboard_focus = False  # the keyboard's cursor is on it: a dashed ring
        self.spotlit = False  # the guided game points at it
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_keyboard_focus(self, focused: bool) -> None:
        if focused != self.keyboard_focus:
            self.keyboard_focus = focused
            self.update()

    @staticmethod
    def accessible_name() -> str:
        return QCoreApplication.translate(
            "Accessibility", "The bank: Enter here sells the building of yours you selected last"
        )

    def set_spotlight(self, lit: bool) -> None:
        if lit != self.spotlit:
            self.spotlit = lit
            self.update()

    def set_highlight(self, highlighted: bool) -> None:
        """Lit while a building is being dragged: the bank is where it can go."""
        if highlighted != self.highlighted:
            self.highlighted = highlighted
            self.update()

    def boundingRect(self) -> QRectF:
        return self.face().adjusted(-10, -10, 10, 10)  # room for the spotlight's glow

    @staticmethod
    def face() -> QRectF:
        return QRectF(0, 0, BANK_RECT.width(), BANK_RECT.height())

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.face())
        return path

    def text_runs(self) -> list[TextRun]:
        rect = self.face().adjusted(2, 2, -2, -2)
        return [
            fit_run(
                "bank",
                QCoreApplication.translate("Board", "Bank"),
                QRectF(rect.left() + 64, rect.top(), 130, rect.height()),
                30,
                bold=True,
                align=LEFT,
            ),
            fit_run(
                "bank",
                self.hint(),
                QRectF(rect.left() + 200, rect.top() + 2, rect.width() - 208, rect.height() - 4),
                21,
                align=LEFT,
                wrap=True,
            ),
        ]

    @staticmethod
    def hint() -> str:
        return QCoreApplication.translate("Board", "Drag one of your buildings here to sell it for half its value")

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        palette = theme.current()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.face().adjusted(2, 2, -2, -2)
        draw_spotlight(painter, rect, self.spotlit, 10)
        if self.highlighted:
            painter.setBrush(theme.with_alpha(palette.highlight, 70))
            painter.setPen(QPen(palette.highlight, 5))
        else:
            painter.setBrush(theme.with_alpha(palette.on_table, 30))
            painter.setPen(QPen(palette.franc_colour, 2.5))
        painter.drawRoundedRect(rect, 10, 10)
        draw_franc(painter, QRectF(rect.left() + 12, rect.center().y() - 22, 44, 44))
        for run in self.text_runs():
            run.draw(painter, palette.on_table)
        draw_focus_ring(painter, rect.adjusted(1, 1, -1, -1), self.keyboard_focus, radius=8)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setToolTip(
            QCoreApplication.translate(
                "Board",
                "The bank. Drag one of your buildings here (or right-click it) to sell it for half its value, "
                "rounded down, at any time in your turn, before or after your action.",
            )
        )
        super().hoverEnterEvent(event)


class WaitingNoteItem(QGraphicsObject):
    """Under the supply: how many buildings of later rounds are not shown one by one (they are listed on the
    round track's tabs)."""

    def __init__(self) -> None:
        super().__init__()
        self.waiting: tuple[str, ...] = ()
        self.letters: tuple[str, ...] = ()
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setVisible(False)

    def set_waiting(self, buildings: tuple[str, ...], letters: tuple[str, ...]) -> None:
        if (buildings, letters) == (self.waiting, self.letters):
            return
        self.waiting, self.letters = buildings, letters
        self.setVisible(bool(buildings))
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, SUPPLY_RECT.width(), COMPACT_SIZE[1])

    def text(self) -> str:
        if not self.letters:
            return ""
        first, last = (Letter(ROUND_LETTERS.index(letter)) for letter in (self.letters[0], self.letters[-1]))
        if len(self.letters) == 1:
            text = QCoreApplication.translate("Board", "{buildings} more in round {first}: see the round track")
        else:
            text = QCoreApplication.translate("Board", "{buildings} more in rounds {first}–{last}: see the round track")
        return text.format(buildings=Amount("buildings", len(self.waiting)), first=first, last=last)

    def text_runs(self) -> list[TextRun]:
        return [fit_run("note", self.text(), self.boundingRect().adjusted(12, 0, -12, 0), 21, align=LEFT)]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        palette = theme.current()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(theme.with_alpha(palette.on_table, 18))
        painter.setPen(QPen(palette.table_light, 1.5, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 6, 6)
        for run in self.text_runs():
            run.draw(painter, palette.on_table)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setToolTip("<br>".join(f"{building_name(b)}" for b in self.waiting))
        super().hoverEnterEvent(event)
