"""The main window: the table, the action bar, the log, menus, saving and languages."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ..engine import Event, GameRecord, GameState, RuleId, outcome
from ..engine import events as ev
from ..i18n.languages import LANGUAGES
from ..i18n.manager import LanguageManager
from ..session.game_session import GameSession
from ..session.persistence import SAVE_SUFFIX, SaveFileError, autosave_path, load_record, save_record
from ..settings import ANIMATION_SPEEDS, Settings
from .action_bar import ActionBar
from .board.scene import TableScene
from .board.view import TableView
from .controller import TableController
from .dialogs.new_game import NewGameDialog
from .log_panel import LogPanel
from .narration import narrate
from .teaching_controller import TeachingController
from .teaching_panel import TeachingPanel

if TYPE_CHECKING:
    from .dialogs.reference import RulesReference

STYLE = """
#ActionBar { background: #f4ecd8; border-top: 2px solid #6b5a45; }
#ActionTitle { font-weight: bold; }
"""


class MainWindow(QMainWindow):
    def __init__(self, session: GameSession, settings: Settings, languages: LanguageManager,
                 autosave: bool = True) -> None:
        super().__init__()
        self.session = session
        self.settings = settings
        self.languages = languages
        self.autosave_enabled = autosave
        self.save_path: Path | None = None
        self.end_dialog: QDialog | None = None
        self.scene = TableScene(session.state)
        self.view = TableView(self.scene)
        self.action_bar = ActionBar()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.action_bar)
        self.setCentralWidget(central)
        self.setStyleSheet(STYLE)
        self.log = LogPanel()
        self.log_dock = QDockWidget(self)
        self.log_dock.setObjectName("LogDock")
        self.log_dock.setWidget(self.log)
        self.log_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                                  | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.resizeDocks([self.log_dock], [250], Qt.Orientation.Horizontal)
        self.controller = TableController(session, self.scene, self.action_bar, self, settings.animation_ms)
        self.controller.statusMessage.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.teaching_panel = TeachingPanel()
        self.teaching_dock = QDockWidget(self)
        self.teaching_dock.setObjectName("TeachingDock")
        self.teaching_dock.setWidget(self.teaching_panel)
        self.teaching_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.teaching_dock)
        self.splitDockWidget(self.teaching_dock, self.log_dock, Qt.Orientation.Vertical)
        self.resizeDocks([self.teaching_dock, self.log_dock], [460, 260], Qt.Orientation.Vertical)
        self.resizeDocks([self.teaching_dock], [290], Qt.Orientation.Horizontal)
        self.teaching = TeachingController(session, self.scene, self.controller, self.teaching_panel)
        self.teaching_panel.ruleRequested.connect(self.show_reference)
        self.reference: RulesReference | None = None
        self._build_actions()
        self._build_menus()
        session.stateChanged.connect(self._on_state_changed)
        session.recordChanged.connect(self._autosave)
        languages.languageChanged.connect(lambda _code: self._after_language_change())
        self.log.show_history(session.history())
        self.teaching_dock.setVisible(settings.teaching)
        self.retranslate_ui()
        self._update_actions()
        self.resize(1280, 800)

    # ---- actions and menus ------------------------------------------------------------------
    def _build_actions(self) -> None:
        self.new_action = QAction(self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.new_game)
        self.open_action = QAction(self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.open_game)
        self.save_action = QAction(self)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(self.save_game)
        self.save_as_action = QAction(self)
        self.save_as_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.save_as_action.triggered.connect(self.save_game_as)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.triggered.connect(self.close)
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.undo_action.triggered.connect(self.session.undo)
        self.redo_action = QAction(self)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.redo_action.triggered.connect(self.session.redo)
        self.log_action = self.log_dock.toggleViewAction()
        self.teaching_action = QAction(self, checkable=True)
        self.teaching_action.setChecked(self.settings.teaching)
        self.teaching_action.toggled.connect(self.set_teaching)
        self.reference_action = QAction(self)
        self.reference_action.setShortcut(QKeySequence("F1"))
        self.reference_action.triggered.connect(lambda: self.show_reference(None))
        self.guide_action = QAction(self)
        self.guide_action.triggered.connect(self.start_guided_game)
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, native in LANGUAGES.items():
            action = QAction(native, self, checkable=True)
            action.setChecked(code == self.languages.language)
            action.triggered.connect(lambda _checked=False, c=code: self.languages.set_language(c))
            self.language_group.addAction(action)
            self.language_actions[code] = action
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for speed in ANIMATION_SPEEDS:
            action = QAction(self, checkable=True)
            action.setChecked(speed == self.settings.animation_speed)
            action.triggered.connect(lambda _checked=False, s=speed: self.set_animation_speed(s))
            self.speed_group.addAction(action)
            self.speed_actions[speed] = action
        for keys, slot in (("Return", self.controller.confirm), ("Enter", self.controller.confirm),
                           ("Shift+Return", self.controller.confirm_keep_open),
                           ("Shift+Enter", self.controller.confirm_keep_open),
                           ("Esc", self.controller.cancel),
                           ("PgUp", lambda: self.controller.step(-1)),
                           ("PgDown", lambda: self.controller.step(1))):
            QShortcut(QKeySequence(keys), self, slot)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addActions([self.new_action, self.open_action, self.save_action, self.save_as_action])
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addActions([self.undo_action, self.redo_action])
        self.view_menu = bar.addMenu("")
        self.language_menu = self.view_menu.addMenu("")
        self.language_menu.addActions(list(self.language_actions.values()))
        self.animation_menu = self.view_menu.addMenu("")
        self.animation_menu.addActions(list(self.speed_actions.values()))
        self.view_menu.addAction(self.log_action)
        self.view_menu.addAction(self.teaching_action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addActions([self.reference_action, self.guide_action])
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("MainToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.addActions([self.new_action, self.open_action, self.save_action])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.undo_action, self.redo_action])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.teaching_action, self.reference_action])
        self.addToolBar(self.toolbar)

    def retranslate_ui(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.animation_menu.setTitle(self.tr("&Animations"))
        self.new_action.setText(self.tr("&New game…"))
        self.open_action.setText(self.tr("&Open…"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &as…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.log_action.setText(self.tr("Game &log"))
        self.log_dock.setWindowTitle(self.tr("Game log"))
        self.teaching_dock.setWindowTitle(self.tr("Teaching"))
        self.teaching_action.setText(self.tr("&Teaching mode"))
        self.teaching_action.setToolTip(self.tr("Explain every rule as it applies"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.reference_action.setText(self.tr("&Rules reference"))
        self.guide_action.setText(self.tr("&Guided first game"))
        self.toolbar.setWindowTitle(self.tr("Main toolbar"))
        speed_names = {"off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
                       "slow": self.tr("Slow")}
        for speed, action in self.speed_actions.items():
            action.setText(speed_names[speed])
        self._update_title()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _after_language_change(self) -> None:
        # Scene items have no LanguageChange event: they translate while painting.
        for code, action in self.language_actions.items():
            action.setChecked(code == self.languages.language)
        QApplication.processEvents()
        self.retranslate_ui()
        self.scene.show_state(self.session.state)
        self.scene.update()
        if self.controller.pending is not None:
            self.controller.show_pending()  # the chooser's labels and the preview lines too
        else:
            self.controller.refresh()
        self.teaching.refresh()
        self.log.show_history(self.session.history())

    def _update_title(self) -> None:
        names = self.session.names
        title = self.tr("Le Havre: The Inland Port — {a} vs {b}").format(a=names[0], b=names[1])
        if self.save_path is not None:
            title += f" [{self.save_path.name}]"
        self.setWindowTitle(title)

    def _update_actions(self) -> None:
        self.undo_action.setEnabled(self.session.can_undo)
        self.redo_action.setEnabled(self.session.can_redo)

    # ---- reacting to the game ---------------------------------------------------------------
    def _on_state_changed(self, state: GameState, events: tuple[Event, ...]) -> None:
        self.log.show_history(self.session.history())
        self._update_actions()
        self._update_title()
        forced = [e for e in events if isinstance(e, ev.Sold) and e.forced]
        if forced:
            self.statusBar().showMessage("  ".join(narrate(e, state) for e in forced), 10000)
        if any(isinstance(e, ev.GameEnded) for e in events):
            QTimer.singleShot(self.settings.animation_ms + 50, self.show_end_of_game)

    def show_end_of_game(self) -> None:
        result = outcome(self.session.state)
        if result is None:
            return
        from .dialogs.end_game import EndGameDialog  # only a finished game needs it, and its chart library

        dialog = EndGameDialog(self.session.names, result, self.session.states(), self)
        dialog.rematchRequested.connect(dialog.accept)
        dialog.rematchRequested.connect(self.rematch)
        self.end_dialog = dialog
        dialog.open()

    def rematch(self) -> None:
        first, second = self.session.names
        self.save_path = None
        self.session.new_game((second, first), self.session.record().components)

    def set_teaching(self, on: bool) -> None:
        self.settings.teaching = on
        self.settings.sync()
        self.teaching_dock.setVisible(on)

    def show_reference(self, rule: object) -> None:
        from .dialogs.reference import RulesReference  # built on first use

        if self.reference is None:
            self.reference = RulesReference(self.session.state.components, self, self.session.state.rules_revision)
        self.reference.set_components(self.session.state.components, self.session.state.rules_revision)
        self.reference.show_rule(rule if isinstance(rule, RuleId) else None)

    def start_guided_game(self) -> None:
        """The guide follows rounds A and B of a new game: start one if this game is under way."""
        if not self.teaching.guide_can_start() and not self.new_game():
            return
        self.teaching_action.setChecked(True)
        self.teaching.start_guide()

    def set_animation_speed(self, speed: str) -> None:
        self.settings.animation_speed = speed
        self.settings.sync()
        self.controller.animation_ms = self.settings.animation_ms

    # ---- files --------------------------------------------------------------------------------
    def _autosave(self) -> None:
        if not self.autosave_enabled or not self.session.savable:
            return
        try:
            save_record(autosave_path(), self.session.record())
        except OSError as error:
            self.statusBar().showMessage(self.tr("Autosave failed: {reason}").format(reason=error.strerror), 8000)

    def new_game(self) -> bool:
        """Ask for the players and start a new game; False if the player cancelled."""
        dialog = NewGameDialog(self.session.names, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        self.save_path = None
        self.session.new_game(dialog.seat_names(), self.session.record().components)
        return True

    def _file_filter(self) -> str:
        return self.tr("Inland Port games (*{suffix});;All files (*)").format(suffix=SAVE_SUFFIX)

    def open_game(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open game"), str(Path.home()), self._file_filter())
        if name:
            self.open_path(Path(name))

    def open_path(self, path: Path) -> bool:
        try:
            record = load_record(path)
        except SaveFileError as error:
            QMessageBox.warning(self, self.tr("Cannot open game"),
                                self.tr("{file} is not a game this program can open. The file was left as it "
                                        "is.\n\nDetails: {reason}").format(file=path.name, reason=error.reason))
            return False
        self.save_path = path
        self.session.load(record)
        return True

    def save_game(self) -> bool:
        if self.save_path is None:
            return self.save_game_as()
        return self.save_to(self.save_path)

    def save_game_as(self) -> bool:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), str(Path.home() / f"game{SAVE_SUFFIX}"),
                                              self._file_filter())
        if not name:
            return False
        path = Path(name)
        if not path.name.endswith(SAVE_SUFFIX):
            path = path.with_name(path.name + SAVE_SUFFIX)
        return self.save_to(path)

    def save_to(self, path: Path) -> bool:
        if not self.session.savable:
            QMessageBox.warning(self, self.tr("Cannot save game"),
                                self.tr("This game was set up from a position, not played from the start, "
                                        "so it has no game record to save."))
            return False
        try:
            save_record(path, self.session.record())
        except OSError as error:
            QMessageBox.warning(self, self.tr("Cannot save game"),
                                self.tr("The game could not be saved to {file}: {reason}").format(
                                    file=str(path), reason=error.strerror or str(error)))
            return False
        self.save_path = path
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved to {file}").format(file=str(path)), 5000)
        return True

    def load_record(self, record: GameRecord) -> None:
        self.session.load(record)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._autosave()
        for window in (self.reference, self.end_dialog):  # they are separate windows
            if window is not None:
                window.close()
        super().closeEvent(event)
