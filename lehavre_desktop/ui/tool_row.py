"""The tool buttons, in the menu bar's row: the table keeps the height a toolbar row would take.

The buttons show their texts where the row has room for them, by one rule in every language: from 1024 pixels
wide up, every language's words fit (the Greek ones are chosen short enough), since a row where one language shows
bare icons and the others words looks broken. In a narrower window the file buttons, then all of them, show icons
instead, so that no button ever falls into the toolbar's » menu.
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
        parent: QWidget | None = None,
    ) -> None:
        """``groups`` of actions, separated; ``icons``: each action's standard icon, by its QStyle.StandardPixmap name;
        ``compact_first``: the actions that turn to icons first when room runs short."""
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

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "Main toolbar"))
        for action in self.actions():
            if not action.shortcut().isEmpty():
                action.setToolTip(
                    QCoreApplication.translate("MainWindow", "{what} ({keys})").format(
                        what=action.iconText(), keys=action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                    )
                )
