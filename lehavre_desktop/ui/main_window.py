"""The main window: the table, the action bar, the side panels, menus, saving and languages.

Things that must not slow the table down happen after it is painted: the autosave is
asked for by the session, written once the next frame is on screen (a zero-timer set off
by the table's paint), and its file is written on a worker thread. The chart library of the
final scores is imported on a worker thread once the first frame is on screen, so the end
screen opens at once.
"""

from __future__ import annotations

import contextlib
import gc
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMainWindow,
    QMenu,
    QToolBar,
    QToolButton,
    QWidget,
)

from ..engine import Event, GameRecord, GameState, RuleId, outcome, record_to_json
from ..engine import events as ev
from ..i18n.forms import Amount, Letter
from ..i18n.languages import LANGUAGES
from ..i18n.manager import LanguageManager
from ..session.game_session import GameSession
from ..session.kept import KeptGame, discard_kept, keep_for_later, kept_games
from ..session.persistence import (
    SAVE_SUFFIX,
    BackgroundWriter,
    SaveFileError,
    autosave_path,
    load_record,
    save_record,
)
from ..session.players import are_default_names, default_names
from ..settings import ANIMATION_SPEEDS, Settings
from . import theme
from .action_bar import ActionBar
from .announcer import Announcer
from .board.scene import TableScene
from .board.view import TableView
from .computer_turns import ComputerTurns
from .controller import TableController
from .hints import HintPresenter
from .keyboard import BoardKeyboard
from .letter_keys import hint_shortcuts
from .log_panel import LogPanel
from .messages import ask, warn
from .narration import narrate
from .problem_texts import os_error_reason, problem_text
from .table_area import SidePanel, TableArea
from .teaching_controller import TeachingController
from .teaching_panel import TeachingPanel
from .theme_menu import ThemeMenu
from .thinker import Thinker
from .zoom import ZoomMenu

if TYPE_CHECKING:
    from .dialogs.reference import RulesReference
    from .dialogs.review import ReviewDialog

# Message boxes, file dialogs, the style's icons and the new-game dialog are imported where they are used: their
# Python types cost start-up time (tens of their enumerations each), and none is needed for the first frame.


def window_style() -> str:
    """The window's style sheet, in the palette now in use: the action bar is paper, as the table's tiles."""
    palette = theme.current()
    return f"""
#ActionBar {{ background: {palette.bar.name()}; border-top: 2px solid {palette.bar_edge.name()}; }}
#ActionBar QLabel {{ color: {palette.ink.name()}; }}
#ActionTitle {{ font-weight: bold; }}
#ActionTextArea, #ActionTextArea > QWidget, #ActionText {{ background: transparent; }}
#SectionTitle {{ font-weight: bold; color: {palette.section_title.name()}; }}
""" + (f"QMenu {{ border: 1px solid {palette.menu_edge.name()}; }}" if palette.menu_edge is not None else "")

CHART_MODULE = "pyqtgraph"


def game_title() -> str:
    return QCoreApplication.translate("MainWindow", "Le Havre: The Inland Port")


class _Preloader:
    """Imports the chart library once, on a worker thread (it takes most of a second, and the end needs it)."""

    thread: threading.Thread | None = None

    @classmethod
    def start(cls) -> None:
        if cls.thread is not None:
            return

        def load() -> None:
            import importlib

            with contextlib.suppress(ImportError):  # the end screen reports it when it opens
                importlib.import_module(CHART_MODULE)

        cls.thread = threading.Thread(target=load, name="preload-charts", daemon=True)
        cls.thread.start()

    @classmethod
    def wait(cls) -> None:
        """Let an import under way finish: a program that quits in the middle of one may crash on its way out."""
        if cls.thread is not None:
            cls.thread.join()


class _FramePainted(QObject):
    """Calls back once the next frame of the watched widget is painted (a zero-timer set off by its paint event)."""

    def __init__(self, watched: QWidget, callback: Callable[[], None]) -> None:
        super().__init__(watched)
        self._callback = callback
        self._watched = watched
        self.armed = False
        watched.installEventFilter(self)

    def watch(self, widget: QWidget) -> None:
        self._watched.removeEventFilter(self)
        self._watched = widget
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.armed and event.type() == QEvent.Type.Paint:
            self.armed = False
            QTimer.singleShot(0, self._callback)
        return False


class MainWindow(QMainWindow):
    autosaveFailed = Signal(str)  # from the writer's thread to the status bar

    def __init__(self, session: GameSession, settings: Settings, languages: LanguageManager,
                 autosave: bool = True, preload_charts: bool = True, theme_choice: str | None = None) -> None:
        super().__init__()
        # The palette first: everything built below paints with it.
        self.theme_menu = ThemeMenu(settings, self, theme_choice)
        self.theme_menu.apply()
        self.session = session
        self.settings = settings
        self.languages = languages
        self.autosave_enabled = autosave
        self.save_path: Path | None = None
        self.end_dialog: QDialog | None = None
        self._end_state: GameState | None = None  # the finished game the end dialog shows
        self._clean_record: GameRecord | None = session.record()  # what the file (or the start) holds
        self._game_starting = False
        self._was_finished = False  # a finished game on the table at the start shows its scores too
        self._autosave_due = False
        self._writer = BackgroundWriter(lambda path, error: self.autosaveFailed.emit(os_error_reason(error)))
        self.autosaveFailed.connect(self._on_autosave_failed)
        self._guide_kept: KeptGame | None = None  # the game kept for later when the guided game began
        self.scene = TableScene(session.state)
        self.view = TableView(self.scene)
        self.action_bar = ActionBar()
        self.log = LogPanel()
        self.teaching_panel = TeachingPanel()
        self.side = SidePanel(self.teaching_panel, self.log)
        self.side.set_sections(settings.teaching, settings.log_shown)
        self.teaching_box = self.side.teaching_section
        self.log_box = self.side.log_section
        self.area = TableArea(self.view, self.action_bar, self.side, settings.side_shown, settings.drawer_open)
        self.setCentralWidget(self.area)
        self.statusBar()  # there from the start: a first message must not shrink the table
        self.controller = TableController(session, self.scene, self.action_bar, self, settings.animation_ms)
        self.view.attach_keyboard(BoardKeyboard(self.scene, self.controller))
        self.controller.statusMessage.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.announcer = Announcer(self)
        self.log.linesAdded.connect(self.announcer.say)
        self.controller.statusMessage.connect(lambda text: self.announcer.say(text, interrupt=True))
        self.teaching = TeachingController(session, self.scene, self.controller, self.teaching_panel)
        self.computer = ComputerTurns(session, self.controller, self.scene, self.view, settings, self.statusBar(), self)
        self.zoom_menu = ZoomMenu(settings, self.view, (self.teaching_panel.browser, self.log), self)
        self.computer.showingChanged.connect(self.action_bar.offer_continue)
        self.action_bar.continueRequested.connect(self.computer.skip_wait)
        self.teaching_panel.ruleRequested.connect(self.show_reference)
        self.teaching_panel.leaveGuideRequested.connect(self._after_guide_left)
        self.teaching_panel.keptGameRequested.connect(self._resume_guide_kept)
        # The hint's and the review's searches have a process of their own: a hint never cancels the computer's move.
        self.advice = Thinker(self)
        self.hints = HintPresenter(session, self.scene, self.controller, self.action_bar, self.advice, self)
        self.hints.card.set_motion(settings.animation_ms > 0)
        self.hints.card.adviceShown.connect(self.announcer.say)
        self.theme_menu.themeChanged.connect(self._apply_theme)
        self.setStyleSheet(window_style())  # the rest was built in the palette chosen above
        self.review: ReviewDialog | None = None
        self.reference: RulesReference | None = None
        self._build_actions()
        self._build_menus()
        self.action_bar.scoresRequested.connect(self.show_end_of_game)
        self.log_box.closeRequested.connect(lambda: self.log_action.setChecked(False))
        self.area.sideToggled.connect(self._remember_side)
        self.area.drawerModeChanged.connect(lambda _drawer: self._sync_side_action())
        session.gameStarted.connect(self._on_game_started)
        session.stateChanged.connect(self._on_state_changed)
        session.recordChanged.connect(self._autosave_after_paint)
        languages.languageChanged.connect(lambda _code: self._after_language_change())
        self._frame_callbacks: list[Callable[[], None]] = []
        # The first frame is the window's; later ones are the table's (its viewport, asked for once the window is
        # on screen: the first such question makes PySide set up every widget type, tens of milliseconds).
        self._painted = _FramePainted(self.area, self._on_frame_painted)
        self.teaching.after_frame = self.after_frame  # the table first, then the explanations
        self.teaching.refresh(after_frame=True)  # the first words once the window is on screen
        self._preload_charts = preload_charts
        self._first_frame = True
        self._painted.armed = True
        self.log.show_history(session.history())
        self.retranslate_ui()
        self._update_actions()
        self._refresh_kept_menu()
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
        self.scores_action = QAction(self)
        self.scores_action.triggered.connect(self.show_end_of_game)
        self.hint_action = QAction(self)
        self.hint_action.setShortcuts(hint_shortcuts())
        self.hint_action.triggered.connect(self.hints.request)
        self.hints.availableChanged.connect(self.hint_action.setEnabled)
        self.hint_action.setEnabled(self.hints.available())
        self.review_action = QAction(self)
        self.review_action.triggered.connect(self.review_game)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.triggered.connect(self.close)
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.undo_action.triggered.connect(self.session.undo)
        self.redo_action = QAction(self)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.redo_action.triggered.connect(self.session.redo)
        self.log_action = QAction(self, checkable=True)
        self.log_action.setChecked(self.settings.log_shown)
        self.log_action.toggled.connect(self.set_log_shown)
        self.teaching_action = QAction(self, checkable=True)
        self.teaching_action.setChecked(self.settings.teaching)
        self.teaching_action.toggled.connect(self.set_teaching)
        self.side_action = QAction(self, checkable=True)
        self.side_action.setShortcut(QKeySequence("F9"))
        self.side_action.triggered.connect(self.area.set_unfolded)
        self.side_action.triggered.connect(self._remember_side)
        self.choices_action = QAction(self)
        self.choices_action.setShortcut(QKeySequence("F4"))
        self.choices_action.triggered.connect(self.action_bar.alternatives.open_list)
        self.addAction(self.choices_action)
        self.reference_action = QAction(self)
        self.reference_action.setShortcut(QKeySequence("F1"))
        self.reference_action.triggered.connect(lambda: self.show_reference(None))
        self.keyboard_action = QAction(self)
        self.keyboard_action.triggered.connect(self.show_keyboard_help)
        self.describe_action = QAction(self)
        self.describe_action.triggered.connect(self.show_table_description)
        self.guide_action = QAction(self)
        self.guide_action.triggered.connect(self.start_guided_game)
        self.about_action = QAction(self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
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
                           ("Esc", self._escape),
                           ("PgUp", lambda: self.controller.step(-1)),
                           ("PgDown", lambda: self.controller.step(1))):
            QShortcut(QKeySequence(keys), self, slot)

    def _apply_theme(self) -> None:
        """Paint the table and the panels again in the palette now in use."""
        self.setStyleSheet(window_style())
        self.scene.apply_theme()
        self.area.apply_theme()
        self.log.apply_theme(self.session.history())
        self.teaching_panel.apply_theme()
        self.teaching.refresh()
        self.hints.card.apply_theme()
        self.controller.refresh()
        if self.end_dialog is not None:
            from .dialogs.end_game import EndGameDialog

            if isinstance(self.end_dialog, EndGameDialog):
                self.end_dialog.apply_theme()

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addActions([self.new_action, self.open_action, self.save_action, self.save_as_action])
        self.kept_menu = QMenu(self)
        self.kept_menu_action = self.game_menu.addMenu(self.kept_menu)
        self.game_menu.addSeparator()
        self.game_menu.addActions([self.hint_action, self.scores_action, self.review_action])
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addActions([self.undo_action, self.redo_action])
        self.view_menu = bar.addMenu("")
        self.language_menu = self.view_menu.addMenu("")
        self.language_menu.addActions(list(self.language_actions.values()))
        self.animation_menu = self.view_menu.addMenu("")
        self.animation_menu.addActions(list(self.speed_actions.values()))
        self.view_menu.addMenu(self.computer.display_menu)
        self.view_menu.addMenu(self.zoom_menu)
        self.view_menu.addMenu(self.theme_menu)
        self.view_menu.addSeparator()
        self.view_menu.addActions([self.teaching_action, self.log_action, self.side_action])
        self.view_menu.addAction(self.describe_action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addActions([self.reference_action, self.guide_action, self.keyboard_action])
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)
        # The tool buttons share the menu bar's row: the table keeps the height a toolbar row would take.
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("MainToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setFloatable(False)
        self.toolbar.addActions([self.new_action, self.open_action, self.save_action])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.undo_action, self.redo_action])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.teaching_action, self.reference_action])
        bar.setCornerWidget(self.toolbar, Qt.Corner.TopRightCorner)
        self._icons_set = False

    def _set_icons(self) -> None:
        """Icons for the tool buttons, the first time a narrow window needs them."""
        from PySide6.QtWidgets import QStyle

        self._icons_set = True
        style, pixmap = self.style(), QStyle.StandardPixmap
        for action, icon in ((self.new_action, pixmap.SP_FileIcon), (self.open_action, pixmap.SP_DialogOpenButton),
                             (self.save_action, pixmap.SP_DialogSaveButton), (self.undo_action, pixmap.SP_ArrowBack),
                             (self.redo_action, pixmap.SP_ArrowForward),
                             (self.teaching_action, pixmap.SP_MessageBoxInformation),
                             (self.reference_action, pixmap.SP_MessageBoxQuestion)):
            action.setIcon(style.standardIcon(icon))
            action.setIconVisibleInMenu(False)

    def _fit_toolbar(self) -> None:
        """The tool buttons show their texts where the menu bar has room for them; else the file buttons, then
        all, show their icons (the menus always keep their place; what still does not fit goes into the
        toolbar's » menu)."""
        bar, toolbar = self.menuBar(), self.toolbar
        menus = bar.sizeHint().width() - toolbar.sizeHint().width()
        room = max(0, self.width() - menus - 8)
        files = [self.new_action, self.open_action, self.save_action]
        buttons = toolbar.findChildren(QToolButton)
        for icons in ([], files, toolbar.actions()):
            if icons and not self._icons_set:
                self._set_icons()
            for button in buttons:
                if button.defaultAction() is not None:
                    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly if button.defaultAction() in icons
                                              else Qt.ToolButtonStyle.ToolButtonTextOnly)
            layout = toolbar.layout()
            if layout is not None:
                layout.invalidate()
            if toolbar.sizeHint().width() <= room:
                break
        for button in buttons:
            if button.defaultAction() is None:  # the toolbar's » button: it has no text of its own
                button.setAccessibleName(self.tr("More tools"))
        toolbar.setMaximumWidth(room)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_toolbar()

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
        self.scores_action.setText(QCoreApplication.translate("MainWindow", "&Final scores"))
        self.hint_action.setText(QCoreApplication.translate("MainWindow", "Suggest a &move"))
        self.hint_action.setShortcuts(hint_shortcuts())  # a letter of the language
        self.review_action.setText(QCoreApplication.translate("MainWindow", "&Review this game"))
        self.kept_menu.setTitle(QCoreApplication.translate("MainWindow", "&Kept games"))
        self.quit_action.setText(self.tr("&Quit"))
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.log_action.setText(self.tr("Game l&og"))
        self.log_box.title.setText(self.tr("Game log"))
        self.teaching_box.title.setText(self.tr("Teaching"))
        self.side_action.setText(QCoreApplication.translate("MainWindow", "&Side panels"))
        self.choices_action.setText(QCoreApplication.translate("MainWindow", "All choices"))
        self.teaching_action.setText(self.tr("&Teaching mode"))
        self.teaching_action.setToolTip(self.tr("Explain every rule as it applies"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.reference_action.setText(self.tr("&Rules reference"))
        self.guide_action.setText(self.tr("&Guided first game"))
        self.keyboard_action.setText(self.tr("&Keyboard"))
        self.describe_action.setText(self.tr("&Describe the table"))
        self.about_action.setText(QCoreApplication.translate("MainWindow", "&About Le Havre: The Inland Port"))
        self.toolbar.setWindowTitle(self.tr("Main toolbar"))
        speed_names = {"off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
                       "slow": self.tr("Slow")}
        for speed, action in self.speed_actions.items():
            action.setText(speed_names[speed])
        for action in self.toolbar.actions():
            if not action.shortcut().isEmpty():
                action.setToolTip(self.tr("{what} ({keys})").format(
                    what=action.iconText(), keys=action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)))
        QApplication.setApplicationDisplayName(game_title())  # not added a second time, in English, to the title
        if self.isVisible():  # else its first resize fits it
            self._fit_toolbar()
        self._update_title()
        self._refresh_kept_menu()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _after_language_change(self) -> None:
        # The language change is posted: every widget (the table's view too, which has its items painted again in
        # the new language) gets it in the event loop; the texts worked out here follow.
        for code, action in self.language_actions.items():
            action.setChecked(code == self.languages.language)
        QApplication.processEvents()
        self.retranslate_ui()
        if are_default_names(self.session.names) and not self.session.actions():
            # Nobody has played yet and nobody named the players: the default names follow the language.
            self.session.rename_players(default_names())
            self._clean_record = self.session.record()
        if self.controller.pending is not None:
            self.controller.show_pending()  # the chooser's labels and the preview lines too
        else:
            self.controller.refresh()
        self.teaching.refresh()
        self.log.rebuild(self.session.history())
        self._update_title()

    def _update_title(self) -> None:
        names = self.session.names
        game = QCoreApplication.translate("MainWindow", "{first} vs {second}").format(first=names[0],
                                                                                      second=names[1])
        if self.save_path is not None:
            game = QCoreApplication.translate("MainWindow", "{game} ({file})").format(game=game,
                                                                                      file=self.save_path.name)
        # "[*]" is Qt's mark of unsaved changes: shown as "*" while the window is modified.
        self.setWindowTitle(f"{game}[*] — {game_title()}")
        self.setWindowModified(self.session.savable and self.session.record() != self._clean_record)

    def _update_actions(self) -> None:
        self.undo_action.setEnabled(self.session.can_undo)
        self.redo_action.setEnabled(self.session.can_redo)
        self.scores_action.setEnabled(self.session.state.finished)
        self.review_action.setEnabled(self.session.state.finished)

    # ---- the side panels --------------------------------------------------------------------------
    def set_teaching(self, on: bool) -> None:
        self.settings.teaching = on
        self.settings.sync()
        self._show_sections()
        if on:
            self.area.reveal()

    def set_log_shown(self, on: bool) -> None:
        self.settings.log_shown = on
        self.settings.sync()
        self._show_sections()

    def _show_sections(self) -> None:
        self.side.set_sections(self.teaching_action.isChecked(), self.log_action.isChecked())
        self.area.retranslate_ui()
        self.area.sections_changed()
        self._sync_side_action()

    def _remember_side(self, on: bool) -> None:
        if self.area.drawer_mode:
            self.settings.drawer_open = on
        else:
            self.settings.side_shown = on
        self.settings.sync()
        self._sync_side_action()

    def _sync_side_action(self) -> None:
        self.side_action.setEnabled(self.side.has_content())
        self.side_action.setChecked(self.area.unfolded)

    # ---- reacting to the game ---------------------------------------------------------------
    def _on_game_started(self) -> None:
        self._game_starting = True
        self._was_finished = False
        if self.end_dialog is not None:
            self.end_dialog.close()

    def _on_state_changed(self, state: GameState, events: tuple[Event, ...]) -> None:
        if self._game_starting:
            self._game_starting = False
            self._clean_record = self.session.record()
            self.log.rebuild(self.session.history())
        else:
            self.log.show_history(self.session.history())
        self._update_actions()
        self._update_title()
        forced = [e for e in events if isinstance(e, ev.Sold) and e.forced]
        if forced:
            self.statusBar().showMessage("  ".join(narrate(e, state) for e in forced), 10000)
        if state.finished and not self._was_finished:
            # The end of the game, however it came: the last action, a redo, or a finished game opened.
            played = any(isinstance(e, ev.GameEnded) for e in events)
            QTimer.singleShot(self.settings.animation_ms + 50 if played else 0, self.show_end_of_game)
        self._was_finished = state.finished

    def show_end_of_game(self) -> None:
        state = self.session.state
        result = outcome(state)
        if result is None:
            return
        if self.end_dialog is not None and self._end_state is state:
            self.end_dialog.open()
            self.end_dialog.raise_()
            return
        if self.end_dialog is not None:
            self.end_dialog.close()
            self.end_dialog.deleteLater()
        from .dialogs.end_game import EndGameDialog  # only a finished game needs it, and its chart library

        dialog = EndGameDialog(self.session.names, result, self.session.states(), self)
        dialog.rematchRequested.connect(dialog.accept)
        dialog.rematchRequested.connect(self.rematch)
        dialog.reviewRequested.connect(self.review_game)
        self.end_dialog = dialog
        self._end_state = state
        dialog.open()

    def rematch(self) -> None:
        first, second = self.session.names
        self.save_path = None
        self.session.new_game((second, first), self.session.record().components, self.session.seats[::-1])

    def review_game(self) -> None:
        """Game ▸ Review this game: the search goes over the persons' turns; the table browses the costliest."""
        if not self.session.state.finished:
            return
        from .dialogs.review import ReviewDialog  # only a finished game needs it

        if self.end_dialog is not None:
            self.end_dialog.close()  # the review browses the table, which the final scores would cover
        if self.review is not None:
            self.review.close()
            self.review.deleteLater()
        self.review = ReviewDialog(self.session, self.scene, self.hints.layer, self.advice, self)
        self.review.open()

    def _escape(self) -> None:
        """Esc: the hint goes (or its search stops), and so does the choice being shaped."""
        self.hints.dismiss()
        self.controller.cancel()

    def set_animation_speed(self, speed: str) -> None:
        self.settings.animation_speed = speed
        self.settings.sync()
        self.controller.animation_ms = self.settings.animation_ms
        self.computer.set_motion(self.settings.animation_ms > 0)
        self.hints.card.set_motion(self.settings.animation_ms > 0)

    def show_reference(self, rule: object) -> None:
        from .dialogs.reference import RulesReference  # built on first use

        if self.reference is None:
            self.reference = RulesReference(self.session.state.components, self, self.session.state.rules_revision)
        self.reference.set_components(self.session.state.components, self.session.state.rules_revision)
        self.reference.show_rule(rule if isinstance(rule, RuleId) else None)

    def show_keyboard_help(self) -> None:
        from .dialogs.keyboard_help import KeyboardHelpDialog  # built on first use

        dialog = KeyboardHelpDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def show_table_description(self) -> None:
        from .dialogs.describe import DescribeTableDialog  # built on first use

        dialog = DescribeTableDialog(self.scene, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def show_about(self) -> None:
        from .dialogs.about import AboutDialog  # built on first use

        about = AboutDialog(self)
        about.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        about.open()

    # ---- the guided game ------------------------------------------------------------------------
    def start_guided_game(self) -> None:
        """The guide follows rounds A and B of a new game: start one if this game is under way.

        An unfinished game is kept for later (Game ▸ Kept games), and the player is told so first.
        """
        if not self.teaching.guide_can_start():
            state = self.session.state
            record = self.session.record()
            unfinished = not state.finished and bool(record.actions) and self.session.savable
            if unfinished:
                names = self.session.names
                question = QCoreApplication.translate(
                    "MainWindow", "The guided game is played from a new game. Your game of {a} and {b} (round "
                                  "{letter}, {turns} played) is kept for later: you can go back to it from Game ▸ "
                                  "Kept games at any time. Start the guided game?")
                agreed = ask(self, QCoreApplication.translate("MainWindow", "Guided first game"), question.format(
                    a=names[0], b=names[1], letter=Letter(state.round_index), turns=Amount("turns", state.turn_number)))
                if not agreed:
                    return
            save_path = self.save_path
            if not self.new_game():
                return
            if unfinished:
                self._guide_kept = self._keep(record, save_path)
        self.teaching_action.setChecked(True)
        self.area.reveal()
        self.teaching.start_guide()
        if self._guide_kept is not None:
            names = self._guide_kept.record.names
            self.teaching.kept_game = QCoreApplication.translate("MainWindow", "{a} and {b}").format(a=names[0],
                                                                                                     b=names[1])
            self.teaching.refresh()

    def _keep(self, record: GameRecord, save_path: Path | None) -> KeptGame | None:
        try:
            kept = keep_for_later(record, save_path)
        except OSError as error:
            reason = QCoreApplication.translate("MainWindow",
                                                "The unfinished game could not be kept for later: {reason}")
            warn(self, QCoreApplication.translate("MainWindow", "Cannot keep the game"),
                  reason.format(reason=os_error_reason(error)))
            return None
        said = QCoreApplication.translate("MainWindow",
                                          "The game of {a} and {b} is kept for later (Game ▸ Kept games).")
        self.statusBar().showMessage(said.format(a=record.names[0], b=record.names[1]), 10000)
        self._refresh_kept_menu()
        return kept

    def _after_guide_left(self) -> None:
        """The player left the guided game: offer the game kept when it began."""
        kept = self._guide_kept
        if kept is None or not kept.path.exists():
            return
        names = kept.record.names
        if ask(self, QCoreApplication.translate("MainWindow", "Kept game"), QCoreApplication.translate(
                "MainWindow", "Go back to the game of {a} and {b} that was kept when the guided game began?").format(
                a=names[0], b=names[1])):
            self.resume_kept(kept)

    def _resume_guide_kept(self) -> None:
        if self._guide_kept is not None:
            self.resume_kept(self._guide_kept)

    def resume_kept(self, kept: KeptGame) -> bool:
        """Play on a game kept for later; it leaves the kept games."""
        if not self.load_path(kept.path, kept.save_path):
            return False
        discard_kept(kept)
        if self._guide_kept is not None and self._guide_kept.path == kept.path:
            self._guide_kept = None
        self._refresh_kept_menu()
        return True

    def _refresh_kept_menu(self) -> None:
        self.kept_menu.clear()
        found = kept_games()
        for kept in found:
            names = kept.record.names
            text = QCoreApplication.translate("MainWindow", "{a} and {b}, round {letter}")
            action = self.kept_menu.addAction(text.format(a=names[0], b=names[1], letter=kept.round_letter))
            action.triggered.connect(lambda _checked=False, k=kept: self.resume_kept(k))
        self.kept_menu_action.setVisible(bool(found))

    # ---- files --------------------------------------------------------------------------------
    def _autosave_after_paint(self) -> None:
        """The session recorded a gesture: save it once the table's next frame is painted."""
        if not self.autosave_enabled or not self.session.savable:
            return
        self._autosave_due = True
        self._painted.armed = True
        QTimer.singleShot(250, self._autosave)  # in case no frame comes (a hidden window)

    def after_frame(self, callback: Callable[[], None]) -> None:
        """Call back once the table's next frame is painted (or soon, should no frame come)."""
        self._frame_callbacks.append(callback)
        self._painted.armed = True
        QTimer.singleShot(100, self._run_frame_callbacks)

    def _run_frame_callbacks(self) -> None:
        callbacks, self._frame_callbacks = self._frame_callbacks, []
        for callback in callbacks:
            callback()

    def _on_frame_painted(self) -> None:
        self._run_frame_callbacks()
        self._autosave()
        if self._first_frame:
            self._first_frame = False
            # What start-up made (modules, Qt's types, the catalogue) lives as long as the program: the collector
            # stops walking it, so that its full passes, which come mid-game, take a millisecond, not twenty.
            gc.freeze()
            self._painted.watch(self.view.viewport())
            if self._preload_charts:
                _Preloader.start()
            if self.session.state.finished and not self._was_finished:
                self._was_finished = True
                self.show_end_of_game()

    def _autosave(self) -> None:
        if not self._autosave_due:
            return
        self._autosave_due = False
        if not self.autosave_enabled or not self.session.savable:
            return
        record = self.session.record()
        self._writer.write(autosave_path(), lambda: record_to_json(record))

    def flush_autosave(self) -> None:
        """Write an autosave that is due now, and wait until it is on disk."""
        self._autosave()
        self._writer.wait()

    def _on_autosave_failed(self, reason: str) -> None:
        self.statusBar().showMessage(self.tr("Autosave failed: {reason}").format(reason=reason), 8000)

    def new_game(self) -> bool:
        """Ask for the players and start a new game; False if the player cancelled."""
        from .dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(self.session.names, self, seats=self.settings.seats)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        self.settings.seats = dialog.row_seats()
        self.settings.sync()
        self.save_path = None
        self.session.new_game(dialog.seat_names(), self.session.record().components, dialog.seats())
        return True

    def _file_filter(self) -> str:
        return self.tr("Inland Port games (*{suffix});;All files (*)").format(suffix=SAVE_SUFFIX)

    def open_game(self) -> None:
        from .dialogs.files import ask_open_path

        path = ask_open_path(self, self.tr("Open game"), Path.home(), self._file_filter())
        if path is not None:
            self.open_path(path)

    def open_path(self, path: Path) -> bool:
        return self.load_path(path, path)

    def load_path(self, path: Path, save_path: Path | None) -> bool:
        """Play the game in ``path``; ``save_path`` is the file Save writes to (None: ask)."""
        try:
            record = load_record(path)
        except SaveFileError as error:
            warn(self, self.tr("Cannot open game"),
                                self.tr("{file} is not a game this program can open. The file was left as it "
                                        "is.\n\nDetails: {reason}").format(file=path.name,
                                                                     reason=problem_text(error.error)))
            return False
        self.save_path = save_path
        self.session.load(record)
        return True

    def save_game(self) -> bool:
        if self.save_path is None:
            return self.save_game_as()
        return self.save_to(self.save_path)

    def save_game_as(self) -> bool:
        from .dialogs.files import ask_save_path

        path = ask_save_path(self, self.tr("Save game"), Path.home() / f"game{SAVE_SUFFIX}", self._file_filter())
        if path is None:
            return False
        if not path.name.endswith(SAVE_SUFFIX):
            path = path.with_name(path.name + SAVE_SUFFIX)
        return self.save_to(path)

    def save_to(self, path: Path) -> bool:
        if not self.session.savable:
            warn(self, self.tr("Cannot save game"),
                                self.tr("This game was set up from a position, not played from the start, "
                                        "so it has no game record to save."))
            return False
        record = self.session.record()
        try:
            save_record(path, record)
        except OSError as error:
            warn(self, self.tr("Cannot save game"),
                                self.tr("The game could not be saved to {file}: {reason}").format(
                                    file=str(path), reason=os_error_reason(error)))
            return False
        self.save_path = path
        self._clean_record = record
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved to {file}").format(file=str(path)), 5000)
        return True

    def load_record(self, record: GameRecord) -> None:
        self.session.load(record)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.computer.shutdown()
        self._autosave_due = True
        self._autosave()
        self._writer.close()
        _Preloader.wait()
        for window in (self.reference, self.end_dialog, self.review):  # they are separate windows
            if window is not None:
                window.close()
        self.advice.shutdown()
        super().closeEvent(event)
