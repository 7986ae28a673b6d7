"""View > Describe the table: the whole position in plain text, for a screen reader to read from start to end."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout, QWidget

from ...engine import GOODS, ROUND_LETTERS, turns_left, wealth
from ...i18n.forms import Number, francs
from ...i18n.names import good_name
from ..board.scene import TableScene
from ..board.tile import TileStatus

WIDTH = 720
HEIGHT = 600


def describe_table(scene: TableScene) -> str:
    """The round, each player's francs, wealth, goods and buildings, and the supply, one fact a line."""
    translate = QCoreApplication.translate
    state = scene.state
    lines: list[str] = []
    if state.finished:
        lines.append(translate("DescribeTable", "The game is over."))
    else:
        lines.append(
            translate("DescribeTable", "Round {letter} of {count}. {name} to play, actions left: {n}.").format(
                letter=ROUND_LETTERS[state.round_index],
                count=len(ROUND_LETTERS),
                name=scene.players[state.current],
                n=turns_left(state, state.current),
            )
        )
    for seat, player in enumerate(state.players):
        lines.append("")
        lines.append(
            translate("DescribeTable", "{name}: {francs}, wealth {wealth}.").format(
                name=player.name, francs=francs(player.francs), wealth=Number(wealth(state, seat).total)
            )
        )
        goods = ", ".join(f"{good_name(good)} {player.amount(good)}" for good in GOODS)
        lines.append(translate("DescribeTable", "Goods: {goods}.").format(goods=goods))
        chips = [chip for chip in scene.chips.values() if chip.owner == seat]
        if chips:
            lines.append(translate("DescribeTable", "Buildings:"))
            lines += [
                f"- {chip.accessible_name()}" for chip in sorted(chips, key=lambda c: (c.sector is None, c.sector or 0))
            ]
        else:
            lines.append(translate("DescribeTable", "No buildings."))
    lines.append("")
    lines.append(translate("DescribeTable", "Supply:"))
    offered = [tile for tile in scene.tiles.values() if tile.status in (TileStatus.AVAILABLE, TileStatus.UNAFFORDABLE)]
    lines += [f"- {tile.accessible_name()}" for tile in offered]
    later = [tile for tile in scene.tiles.values() if tile.status is TileStatus.UPCOMING]
    if later:
        lines.append(translate("DescribeTable", "Later rounds:"))
        lines += [f"- {tile.accessible_name()}" for tile in later]
    return "\n".join(lines)


class DescribeTableDialog(QDialog):
    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("DescribeTable", "The table"))
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setPlainText(describe_table(scene))
        self.text.setAccessibleName(QCoreApplication.translate("DescribeTable", "The position in words"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(WIDTH, HEIGHT)
