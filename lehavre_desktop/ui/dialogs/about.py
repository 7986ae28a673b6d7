"""Help > About: the program's version, whose game it is, where its component numbers come from, and the
licences of what the program ships."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ... import __version__

ICON_SIZE = 64
WIDTH = 560


def shipped_parts() -> list[tuple[str, str]]:
    """What the program is made of and ships (the self-contained build ships all of it), with its licence."""
    translate = QCoreApplication.translate
    mit = translate("AboutDialog", "MIT licence")
    return [
        (
            translate("AboutDialog", "DejaVu fonts"),
            translate("AboutDialog", "Bitstream Vera Fonts licence; the DejaVu changes are in the public domain"),
        ),
        ("Qt, PySide6", translate("AboutDialog", "GNU Lesser General Public License, version 3")),
        ("pyqtgraph", mit),
        ("NumPy", translate("AboutDialog", "BSD licence (3 clauses)")),
        ("platformdirs", mit),
        ("Python", translate("AboutDialog", "Python Software Foundation licence")),
    ]


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.version = __version__
        icon = QLabel()
        icon.setPixmap(QApplication.windowIcon().pixmap(ICON_SIZE, ICON_SIZE))
        self.title = QLabel()
        title_font = QFont(self.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 1.4)
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.version_label = QLabel()
        self.version_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        heading = QVBoxLayout()
        heading.addWidget(self.title)
        heading.addWidget(self.version_label)
        top = QHBoxLayout()
        top.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        top.addLayout(heading, 1)
        self.game = QLabel()
        self.fan_edition = QLabel()
        self.component_data = QLabel()
        self.parts_intro = QLabel()
        for label in (
            self.title,
            self.version_label,
            self.game,
            self.fan_edition,
            self.component_data,
            self.parts_intro,
        ):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
        # One row per shipped part: its name, and its licence wrapped to the dialog's width.
        self.part_labels = [(QLabel(), QLabel()) for _ in shipped_parts()]
        self.parts = QFormLayout()
        self.parts.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        for name, licence in self.part_labels:
            for label in (name, licence):
                label.setTextFormat(Qt.TextFormat.PlainText)
            licence.setWordWrap(True)
            self.parts.addRow(name, licence)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.game)
        layout.addWidget(self.fan_edition)
        layout.addWidget(self.component_data)
        layout.addWidget(self.parts_intro)
        layout.addLayout(self.parts)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(WIDTH)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        translate = QCoreApplication.translate
        self.setWindowTitle(translate("AboutDialog", "About Le Havre: The Inland Port"))
        self.title.setText(translate("AboutDialog", "Le Havre: The Inland Port — desktop edition"))
        self.version_label.setText(translate("AboutDialog", "Version {version}").format(version=self.version))
        self.game.setText(
            translate(
                "AboutDialog",
                "Le Havre: The Inland Port is a board game for two players designed by Uwe Rosenberg "
                "and published by Lookout Games and Z-Man Games.",
            )
        )
        self.fan_edition.setText(
            translate(
                "AboutDialog",
                "This program is an independent fan edition of the game. It is not made, endorsed or "
                "supported by the designer or the publishers. The program itself is free software under "
                "the MIT licence.",
            )
        )
        self.component_data.setText(
            translate(
                "AboutDialog",
                "Most costs and values printed on the tiles, and the size of the warehouse, are not in "
                "the rulebooks: this edition uses a documented reconstruction, which the rules reference "
                "marks number by number and owners of the game can correct.",
            )
        )
        self.parts_intro.setText(translate("AboutDialog", "It is built on, and ships, these parts:"))
        for (name_label, licence_label), (name, licence) in zip(self.part_labels, shipped_parts(), strict=True):
            name_label.setText(name)
            licence_label.setText(licence)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
