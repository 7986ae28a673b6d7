"""The window's dialogs, each built on first use: the rules reference, the component data, the symbols, the
keyboard, the table described, About."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QDialog, QWidget

from ..engine import RuleId
from ..session.component_store import ComponentStore
from ..session.game_session import GameSession
from .board.scene import TableScene
from .raised import raised

if TYPE_CHECKING:
    from .dialogs.reference import RulesReference


class WindowDialogs(QObject):
    def __init__(
        self,
        window: QWidget,
        session: GameSession,
        scene: TableScene,
        components: ComponentStore,
        tell: Callable[[str], None],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.scene = scene
        self.components = components
        self.tell = tell
        self.reference: RulesReference | None = None  # one, kept: it remembers the page it was left at

    def show_reference(self, rule: object) -> None:
        from .dialogs.reference import RulesReference

        state = self.session.state
        if self.reference is None:
            self.reference = RulesReference(state.components, self.window, state.rules_revision)
            self.reference.componentsRequested.connect(lambda: self.show_component_editor())
        self.reference.set_components(state.components, state.rules_revision)
        self.reference.show_rule(rule if isinstance(rule, RuleId) else None)

    def show_component_editor(self, building: str | None = None, walk: bool = False) -> None:
        """Game ▸ Component data…: the owner's table (at a building's row, or walking the tiles); it offers the numbers
        of the game on the table where they differ. A table saved applies to the next new game."""
        from .dialogs.component_editor import ComponentEditorDialog

        game = self.session.state.components
        dialog = ComponentEditorDialog(self.window, self.components, game=game, building=building, walk=walk)
        saved = QCoreApplication.translate(
            "MainWindow", "Your component table is saved; new games use it, the game in progress keeps its own."
        )
        dialog.tableChanged.connect(lambda _table: self.tell(saved))
        self._open(dialog)

    def show_symbols(self) -> None:
        from .dialogs.symbols import show_symbols

        show_symbols(self.window, self.session.state.components)

    def show_keyboard_help(self) -> None:
        from .dialogs.keyboard_help import KeyboardHelpDialog

        self._open(KeyboardHelpDialog(self.window))

    def show_table_description(self) -> None:
        from .dialogs.describe import DescribeTableDialog

        self._open(DescribeTableDialog(self.scene, self.window))

    def show_about(self) -> None:
        from .dialogs.about import AboutDialog

        self._open(AboutDialog(self.window))

    @staticmethod
    def _open(dialog: QDialog) -> None:
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        raised(dialog).open()

    def close(self) -> None:
        if self.reference is not None:
            self.reference.close()
