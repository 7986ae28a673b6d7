"""The final scores: each player's breakdown on a score card (``score_card``) and the wealth of both players round
by round.

The chart is pyqtgraph's, fixed in place: its own menu and mouse zoom (in English, about axes and
export) give way to the game's menu, which copies the chart as a picture.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...engine import ROUND_LETTERS, GameState, Outcome, wealth
from ...i18n.forms import Number
from ...i18n.names import building_name
from ...prose.cast import Cast, cast_of
from .. import theme
from .score_card import ScoreCard, ScoreLine

CARDS_SHARE = 0.6  # the most of the dialog's height the score cards take before they scroll


def wealth_by_round(states: list[GameState]) -> list[tuple[int, int]]:
    """Both players' wealth at the start and at the end of every round."""
    points: list[tuple[int, int]] = []
    last_round = -1
    for state in states:
        if state.round_index != last_round or state.finished:
            points.append((wealth(state, 0).total, wealth(state, 1).total))
            last_round = state.round_index
    return points


def headline_label() -> QLabel:
    """The result in large type, as plain text: it carries the players' names."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setObjectName("Headline")
    font = label.font()
    font.setPointSize(font.pointSize() + 5)
    font.setBold(True)
    label.setFont(font)
    return label


def card_holder(card: ScoreCard) -> QScrollArea:
    """A card on the dialog's own ground, scrolled only when a player owns more buildings than the room holds."""
    holder = QScrollArea()
    holder.setWidget(card)
    holder.setWidgetResizable(True)
    holder.setFrameShape(QScrollArea.Shape.NoFrame)
    holder.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    holder.viewport().setAutoFillBackground(False)
    card.setAutoFillBackground(False)
    return holder


class EndGameDialog(QDialog):
    rematchRequested = Signal()
    reviewRequested = Signal()  # the game review: where the turns played lost expected points

    def __init__(
        self,
        names: tuple[str, str],
        result: Outcome,
        states: list[GameState],
        parent: QWidget | None = None,
        players: Cast | None = None,
    ) -> None:
        """``players``: the names as sentences say them (``prose.cast``); by default, two people."""
        super().__init__(parent)
        self.names = names
        self.players = players or cast_of(names)
        self.chart_menu: QMenu | None = None
        self.outcome = result
        self.states = states
        self.headline = headline_label()
        self.cards = [ScoreCard(seat) for seat in (0, 1)]
        self.holders = [card_holder(card) for card in self.cards]
        columns = QHBoxLayout()
        for holder in self.holders:
            columns.addWidget(holder)
        self.chart_title = QLabel()
        self.chart_holder = QVBoxLayout()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.rematch_button = QPushButton()
        self.buttons.addButton(self.rematch_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.rematch_button.clicked.connect(self.rematchRequested)
        self.review_button = QPushButton()
        self.buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.clicked.connect(self.reviewRequested)
        self.buttons.rejected.connect(self.reject)
        self.buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addLayout(columns, 3)
        layout.addWidget(self.chart_title)
        layout.addLayout(self.chart_holder, 2)
        layout.addWidget(self.buttons)
        # 900x800 where it fits; on a smaller screen (1024x768) the buttons must stay on it.
        room = self.screen().availableGeometry()
        self.resize(min(900, room.width() - 40), min(800, room.height() - 60))
        self.chart_holder.addWidget(self._make_chart())
        self.retranslate_ui()

    def apply_theme(self) -> None:
        """Draw the chart again in the palette now in use."""
        old = self._plot
        self.chart_holder.replaceWidget(old, self._make_chart())
        old.deleteLater()
        self.retranslate_ui()

    def _make_chart(self) -> QWidget:
        palette = theme.current()
        # pyqtgraph costs most of a second to import: only the end screen pays for it.
        import pyqtgraph as pg

        points = wealth_by_round(self.states)
        widget = pg.PlotWidget(background=palette.chart_ground.name())
        for side in ("left", "bottom"):
            axis = widget.getAxis(side)
            axis.setPen(pg.mkPen(palette.chart_ink.name()))
            axis.setTextPen(pg.mkPen(palette.chart_ink.name()))
        widget.setMinimumHeight(200)
        widget.showGrid(x=True, y=True, alpha=0.3)
        widget.setMenuEnabled(False)
        widget.setMouseEnabled(x=False, y=False)
        widget.hideButtons()
        widget.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        widget.customContextMenuRequested.connect(self._show_chart_menu)
        xs = list(range(len(points)))
        self._legend = widget.addLegend(
            labelTextColor=palette.chart_ink.name(), brush=palette.chart_ground.name(), pen=palette.chart_ink.name()
        )
        self._curves = []
        # Not by colour alone: the second player's line is dashed, with square points.
        for seat, (style, symbol) in enumerate(((Qt.PenStyle.SolidLine, "o"), (Qt.PenStyle.DashLine, "s"))):
            colour = palette.player_colours[seat].name()
            pen = pg.mkPen(colour, width=3, style=style)
            self._curves.append(
                widget.plot(
                    xs,
                    [p[seat] for p in points],
                    pen=pen,
                    symbol=symbol,
                    symbolSize=9,
                    symbolBrush=colour,
                    symbolPen=palette.chart_ink.name(),
                    name=self.names[seat],
                )
            )
        self._plot = widget
        self._tick_count = len(points)
        chart: QWidget = widget
        return chart

    def _show_chart_menu(self, at: QPoint) -> None:
        menu = QMenu(self)
        copy = menu.addAction(QCoreApplication.translate("EndGameDialog", "Copy the chart as a picture"))
        copy.triggered.connect(self.copy_chart)
        self.chart_menu = menu
        menu.popup(self._plot.mapToGlobal(at))

    def copy_chart(self) -> None:
        QGuiApplication.clipboard().setPixmap(self._plot.grab())

    def retranslate_ui(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("EndGameDialog", "Final scores"))
        totals = self.outcome.totals
        if self.outcome.winner is None:
            #: {total}: the wealth both players ended with, a bare number.
            headline = QCoreApplication.translate(
                "EndGameDialog", "A draw at {total}! Play a rematch with the boards swapped."
            ).format(total=Number(totals[0]))
        else:
            #: {winner}: the winner (a Player term: {winner:the} …); {a}, {b}: the two totals, the winner's first.
            headline = QCoreApplication.translate("EndGameDialog", "{winner} wins, {a} to {b}!").format(
                winner=self.players[self.outcome.winner], a=Number(max(totals)), b=Number(min(totals))
            )
        self.headline.setText(headline)
        for seat in (0, 1):
            self._fill_card(seat)
        for card in self.cards:
            card.space_like(max(len(c.lines) for c in self.cards))
        # The whole card where the dialog has the height for it: a player with many buildings scrolls only on a
        # small screen, and the chart gives up the room first.
        needed = max(card.minimumSizeHint().height() for card in self.cards)
        for holder in self.holders:
            holder.setMinimumHeight(min(needed, int(self.height() * CARDS_SHARE)))
        self.chart_title.setText(
            QCoreApplication.translate("EndGameDialog", "Wealth (francs + buildings) at each round's start")
        )
        self.rematch_button.setText(QCoreApplication.translate("EndGameDialog", "Rematch, start player swapped"))
        self.review_button.setText(QCoreApplication.translate("EndGameDialog", "Review this game"))
        self.review_button.setToolTip(
            QCoreApplication.translate(
                "EndGameDialog",
                "Go over the turns played with the computer's search: which lost the most expected "
                "points, and what was better",
            )
        )
        end = QCoreApplication.translate("EndGameDialog", "End")
        ticks = [(i, ROUND_LETTERS[i] if i < len(ROUND_LETTERS) else end) for i in range(self._tick_count)]
        self._plot.getAxis("bottom").setTicks([ticks])
        self._plot.setLabel("bottom", QCoreApplication.translate("EndGameDialog", "Round"))
        self._plot.setLabel("left", QCoreApplication.translate("EndGameDialog", "Wealth"))

    def _fill_card(self, seat: int) -> None:
        score = self.outcome.scores[seat]
        lines = [ScoreLine(QCoreApplication.translate("EndGameDialog", "Francs"), score.francs)]
        for item in score.buildings:
            note = ""
            if item.rule is not None and item.rule.value == "scoring.factory":
                note = QCoreApplication.translate("EndGameDialog", "1 per good")
            elif item.rule is not None and item.rule.value == "scoring.dock":
                note = QCoreApplication.translate("EndGameDialog", "per Dock-symbol building")
            lines.append(ScoreLine(building_name(item.building), item.value, item.building, note))
        card = self.cards[seat]
        card.set_score(
            self.names[seat],
            QCoreApplication.translate("EndGameDialog", "Total"),
            lines,
            score.total,
            winner=self.outcome.winner == seat,
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
