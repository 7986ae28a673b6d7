"""The tool buttons, in the menu bar's row: the table keeps the height a toolbar row would take.

The buttons show their texts where the row has room for them, by one rule in every language: from 1024 pixels
wide up, every language's words fit (a button may say less than its menu entry: the Greek rules reference), since a
row where one language shows bare icons and the others words looks broken. In a narrower window the file buttons,
then all of them, show icons instead, so that no button ever falls into the toolbar's » menu.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenuBar, QToolBar, QToolButton, QWidget

# Room left between the menus and the buttons.
GAP = 8


class ToolRow(QToolBar):
    def __init__(
        self,
        groups: tuple[tuple[QAction, ...], ...],
        icons: dict[QAction, str],
        compact_first: tuple[QAction, ...],
        labels: dict[QAction, str],
        parent: QWidget | None = None,
    ) -> None:
        """``groups`` of actions, separated; ``icons``: each action's standard icon, by its QStyle.StandardPixmap name;
        ``compact_first``: the actions that turn to icons first when room runs short; ``labels``: the words of the
        buttons that say less than their menu entries, as source texts of the "ToolRow" context."""
        super().__init__(parent)
        self.setObjectName("MainToolbar")
        self.setMovable(False)
        self.setFloatable(False)
        for index, group in enumerate(groups):
            if index:
                self.addSeparator()
            self.addActions(list(group))
        self._icons = icons
        self._icons_set = False
        self._compact_first = compact_first
        self._labels = labels

    def _set_icons(self) -> None:
        """Icons for the buttons, the first time a narrow window needs them (the style's icons cost start-up time)."""
        from PySide6.QtWidgets import QStyle

        self._icons_set = True
        style = self.style()
        for action, icon in self._icons.items():
            action.setIcon(style.standardIcon(getattr(QStyle.StandardPixmap, icon)))
            action.setIconVisibleInMenu(False)

    def fit(self, bar: QMenuBar, width: int) -> None:
        """Texts where there is room, else icons: the file buttons first, then all."""
        menus = bar.sizeHint().width() - self.sizeHint().width()
        room = max(0, width - menus - GAP)
        buttons = [button for button in self.findChildren(QToolButton) if button.defaultAction() is not None]
        for icons in ((), self._compact_first, tuple(self.actions())):
            if icons and not self._icons_set:
                self._set_icons()
            for button in buttons:
                button.setToolButtonStyle(
                    Qt.ToolButtonStyle.ToolButtonIconOnly
                    if button.defaultAction() in icons
                    else Qt.ToolButtonStyle.ToolButtonTextOnly
                )
            layout = self.layout()
            if layout is not None:
                layout.invalidate()
            if self.sizeHint().width() <= room:
                break
        for button in self.findChildren(QToolButton):
            if button.defaultAction() is None:  # the toolbar's » button: it has no text of its own
                button.setAccessibleName(QCoreApplication.translate("MainWindow", "More tools"))
        self.setMaximumWidth(room)
        if bar.isVisible() and self.width() != min(self.sizeHint().width(), room):
            # The bar places its corner when its menus or its size change, not when the row's own words do (they are
            # set after the menus' titles): placed again, the row takes its width.
            bar.setCornerWidget(self, Qt.Corner.TopRightCorner)

    def retranslate(self) -> None:
        """The row's words and tool tips, after the actions' own texts (a button's words are its action's icon text)."""
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "Main toolbar"))
        for action, label in self._labels.items():
            action.setIconText(QCoreApplication.translate("ToolRow", label))
        for action in self.actions():
            if not action.shortcut().isEmpty():
                # A button that says less than its menu entry has the entry's whole words in its tool tip.
                what = menu_words(action.text()) if action in self._labels else action.iconText()
                keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                action.setToolTip(
                    QCoreApplication.translate("MainWindow", "{what} ({keys})").format(what=what, keys=keys)
                )


def menu_words(text: str) -> str:
    """A menu entry's words without its mnemonic's "&" (a "&&" is an ampersand) and its "…"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").replace("…", "").strip()
