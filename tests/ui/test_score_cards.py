"""The final scores as score cards: every line whole and apart, each building's emblem painted beside its name, the
winner's card framed, both cards' lines spaced alike, and the whole of both cards in view without scrolling in the
dialog's own size, in the three languages."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import outcome
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.session.game_session import GameSession
from lehavre_desktop.session.persistence import load_record
from lehavre_desktop.ui import theme
from lehavre_desktop.ui.dialogs.end_game import EndGameDialog
from tests.ui.test_end_screen import FINISHED
from tests.ui.test_legibility import LANGUAGES


def finished_dialog(qtbot: QtBot) -> EndGameDialog:
    session = GameSession(load_record(FINISHED))
    result = outcome(session.state)
    assert result is not None
    dialog = EndGameDialog(session.names, result, session.states())
    qtbot.addWidget(dialog)
    dialog.resize(900, 800)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def picture(dialog: EndGameDialog, seat: int) -> np.ndarray:
    image = dialog.cards[seat].grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    bits = image.constBits()
    return np.frombuffer(bits, np.uint8).reshape(image.height(), image.width(), 4)[:, :, :3].copy()


@pytest.mark.parametrize("language", LANGUAGES)
def test_both_cards_are_whole_in_view_their_lines_apart_and_alike(
    qtbot: QtBot, languages: LanguageManager, language: str
) -> None:
    languages.set_language(language, remember=False)
    dialog = finished_dialog(qtbot)
    heights = set()
    for card, holder in zip(dialog.cards, dialog.holders, strict=True):
        assert len(card.lines) > 5
        assert card.height() <= holder.viewport().height()  # nothing scrolled out of sight
        assert not holder.verticalScrollBar().isVisible()
        rects = [card.line_rect(index) for index in range(len(card.rows()))]
        for above, below in itertools.pairwise(rects):
            assert above.bottom() <= below.top() + 0.01
        assert QRectF(card.rect()).contains(rects[-1])
        heights.add(round(card.line_height(), 2))
    assert len(heights) == 1  # the two cards' lines face each other


def test_each_building_line_shows_its_emblem_and_the_winner_is_framed(qtbot: QtBot) -> None:
    dialog = finished_dialog(qtbot)
    winner = dialog.outcome.winner
    assert winner is not None
    for seat, card in enumerate(dialog.cards):
        image = picture(dialog, seat)
        for index, line in enumerate(card.lines):
            rect = card.line_rect(index)
            side = rect.height() * 0.72
            top = int(rect.center().y() - side / 2) + 2
            icon = image[top : top + int(side) - 4, int(rect.left()) + 2 : int(rect.left() + side) - 2]
            colours = {tuple(int(v) // 24 for v in pixel) for pixel in icon.reshape(-1, 3)}
            assert len(colours) >= 6, (line.building or "francs", len(colours))  # a picture, not the bare card
        # The winner's card is framed in the table's highlight, over its edge; the other's edge is its paper.
        edge = QColor(*(int(v) for v in image[image.shape[0] // 2, 4][::-1]))
        gold = theme.current().highlight
        near = max(abs(edge.red() - gold.red()), abs(edge.green() - gold.green()), abs(edge.blue() - gold.blue()))
        assert (near <= 40) == (seat == winner), (seat, edge.name(), gold.name())
