"""The main window: builds the table, the action bar, the side panels and the menus, and connects them.

What the window shows and does is elsewhere: the game's file, autosave and kept games in the
document (``session.document``), its commands in ``game_files``, the end of a game in
``end_of_game``, the guided game in ``guided_game``, the commands and menus as a table
(``window_actions``). Work that must not delay the picture waits for the table's next frame
(``frame_clock``): the autosave, the teaching panel's words, the chart library's import.
"""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QActionGroup, QCloseEvent, QKeyEvent, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMainWindow, QMenu

from ..engine import Event, GameRecord, GameState, RuleId, Sold
from ..i18n.languages import LANGUAGES
from ..i18n.manager import LanguageManager
from ..i18n.noop import QT_TRANSLATE_NOOP
from ..session.component_store import ComponentStore
from ..session.document import GameDocument
from ..session.game_session import GameSession
from ..session.players import names_in_language
from ..session.thinker import Thinker
from ..settings import ANIMATION_SPEEDS, Settings
from . import theme
from .action_bar import ActionBar
from .announcer import Announcer
from .board.scene import TableScene
from .board.view import TableView
from .computer_turns import ComputerTurns
from .controller import TableController
from .end_of_game import EndOfGame
from .frame_clock import ChartPreloader, FrameClock
from .game_files import GameFiles
from .guided_game import GuidedGameFlow
from .hints import HintPresenter
from .keyboard import BoardKeyboard
from .letter_keys import hint_shortcuts
from .log_panel import LogPanel
from .narration import narrate
from .players_menu import PlayersMenu
from .problem_texts import os_error_reason
from .prompter import Prompter, WidgetPrompter
from .table_area import SidePanel, TableArea
from .teaching_controller import TeachingController
from .teaching_panel import TeachingPanel
from .theme_menu import ThemeMenu
from .tool_row import ToolRow
from .window_actions import SEPARATOR, Command, MenuSpec, WindowActions
from .zoom import ZoomMenu

if TYPE_CHECKING:
    from .dialogs.reference import RulesReference

SPEED_NAMES = {
    "off": QT_TRANSLATE_NOOP("MainWindow", "Off"),
    "fast": QT_TRANSLATE_NOOP("MainWindow", "Fast"),
    "normal": QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    "slow": QT_TRANSLATE_NOOP("MainWindow", "Slow"),
}
STATUS_MS = 10000
DEFAULT_SIZE = (1280, 800)


def window_style() -> str:
    """The window's style sheet, in the palette now in use: the action bar is paper, as the table's tiles."""
    palette = theme.current()
    return f"""
#ActionBar {{ background: {palette.bar.name()}; border-top: 2px solid {palette.bar_edge.name()}; }}
#ActionBar QLabel {{ color: {palette.ink.name()}; }}
#ActionTitle {{ font-weight: bold; }}
#ActionWarning, #AutosaveWarning {{ color: {palette.warning_text.name()}; font-weight: bold; }}
#ActionTextArea, #ActionTextArea > QWidget, #ActionText {{ background: transparent; }}
#SectionTitle {{ font-weight: bold; color: {palette.section_title.name()}; }}
""" + (f"QMenu {{ border: 1px solid {palette.menu_edge.name()}; }}" if palette.menu_edge is not None else "")


def game_title() -> str:
    return QCoreApplication.translate("MainWindow", "Le Havre: The Inland Port")


class MainWindow(QMainWindow):
    def __init__(
        self,
        session: GameSession,
        settings: Settings,
        languages: LanguageManager,
        autosave: bool = True,
        preload_charts: bool = True,
        theme_choice: str | None = None,
        prompter: Prompter | None = None,
        components: ComponentStore | None = None,
        fit_screen: bool = True,
    ) -> None:
        super().__init__()
        # The palette first: everything built below paints with it.
        self.theme_menu = ThemeMenu(settings, self, theme_choice)
        self.theme_menu.apply()
        self.session = session
        self.settings = settings
        self.languages = languages
        self.prompter = prompter or WidgetPrompter(self)
        self.scene = TableScene(session.state)
        self.view = TableView(self.scene)
        self.action_bar = ActionBar()
        self.log = LogPanel()
        self.teaching_panel = TeachingPanel()
        self.side = SidePanel(self.teaching_panel, self.log)
        self.side.set_sections(settings.teaching, settings.log_shown)
        self.area = TableArea(self.view, self.action_bar, self.side, settings.side_shown, settings.drawer_open)
        self.setCentralWidget(self.area)
        self.statusBar()  # there from the start: a first message must not shrink the table
        self.autosave_warning = QLabel()  # lasting while the autosave cannot write
        self.autosave_warning.setObjectName("AutosaveWarning")
        self.autosave_warning.setWordWrap(True)
        self.autosave_warning.setTextFormat(Qt.TextFormat.PlainText)
        self.autosave_warning.hide()
        self.statusBar().addWidget(self.autosave_warning, 1)
        # The first frame is the window's; later ones are the table's (its viewport, asked for once the window is
        # on screen: the first such question makes PySide set up every widget type, tens of milliseconds).
        self.clock = FrameClock(self.area)
        self.document = GameDocument(session, autosave, self.clock.after_frame, self)
        # The owner's component table: new games start with it; a game keeps the one it started with.
        self.components = components if components is not None else ComponentStore()
        self.files = GameFiles(self.document, self.prompter, settings, self.components, self)
        self.controller = TableController(session, self.scene, self.action_bar, self, settings.animation_ms)
        self.view.attach_keyboard(BoardKeyboard(self.scene, self.controller))
        self.announcer = Announcer(self)
        self.teaching = TeachingController(session, self.scene, self.controller, self.teaching_panel)
        self.teaching.after_frame = self.clock.after_frame  # the table first, then the explanations
        self.computer = ComputerTurns(session, self.controller, self.scene, self.view, settings, self.statusBar(), self)
        self.zoom_menu = ZoomMenu(
            settings, self.view, (self.teaching_panel.browser, self.teaching_panel.pointer, self.log), self
        )
        # The hint's and the review's searches have a process of their own: a hint never cancels the computer's move.
        self.advice = Thinker(self)
        self.hints = HintPresenter(session, self.scene, self.controller, self.action_bar, self.advice, self)
        self.hints.card.set_motion(settings.animation_ms > 0)
        self.end = EndOfGame(
            session, self.scene, self.hints, self.advice, self, self.files.rematch, lambda: self.settings.animation_ms
        )
        self.guided = GuidedGameFlow(self.document, self.files, self.teaching, self.teaching_panel, self.prompter, self)
        self.reference: RulesReference | None = None
        self._game_starting = False
        self._fit_screen = fit_screen  # a screenshot is taken at the size asked for, whatever the screen
        self._seat_shown = session.state.current  # whose board a zoomed-in table shows
        self.commands = WindowActions(self, self._commands())
        self._build_menus()
        self._connect()
        self.setStyleSheet(window_style())  # the rest was built in the palette chosen above
        self._preload_charts = preload_charts
        self.clock.after_frame(self._after_first_frame)
        self.teaching.refresh(after_frame=True)  # the first words once the window is on screen
        self.log.show_history(session.history())
        self.retranslate_ui()
        self._update_actions()
        self.files.refresh_kept_menu()
        self.resize(self.opening_size())

    # ---- the commands ---------------------------------------------------------------------------------
    def _commands(self) -> tuple[Command, ...]:
        settings, controller, session = self.settings, self.controller, self.session
        return (
            Command(
                "new",
                QT_TRANSLATE_NOOP("MainWindow", "&New game…"),
                self.files.new_game,
                (QKeySequence.StandardKey.New,),
            ),
            Command(
                "open",
                QT_TRANSLATE_NOOP("MainWindow", "&Open…"),
                self.files.open_game,
                (QKeySequence.StandardKey.Open,),
            ),
            Command(
                "save", QT_TRANSLATE_NOOP("MainWindow", "&Save"), self.files.save, (QKeySequence.StandardKey.Save,)
            ),
            Command("save_as", QT_TRANSLATE_NOOP("MainWindow", "Save &as…"), self.files.save_as, ("Ctrl+Shift+S",)),
            Command(
                "hint",
                QT_TRANSLATE_NOOP("MainWindow", "Suggest a &move"),
                self.hints.request,
                hint_shortcuts,
                why_not=self.hints.why_not,
            ),
            Command("scores", QT_TRANSLATE_NOOP("MainWindow", "&Final scores"), self.end.show),
            Command("review", QT_TRANSLATE_NOOP("MainWindow", "&Review this game"), self.end.review_game),
            Command("quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), self.close, ("Ctrl+Q",)),
            Command(
                "undo",
                QT_TRANSLATE_NOOP("MainWindow", "&Undo"),
                session.undo,
                ("Ctrl+Z",),
                why_not=lambda: QCoreApplication.translate("MainWindow", "There is nothing to undo yet."),
            ),
            Command(
                "redo",
                QT_TRANSLATE_NOOP("MainWindow", "&Redo"),
                session.redo,
                ("Ctrl+Shift+Z", "Ctrl+Y"),
                why_not=lambda: QCoreApplication.translate("MainWindow", "There is nothing to redo."),
            ),
            Command(
                "teaching",
                QT_TRANSLATE_NOOP("MainWindow", "&Teaching mode"),
                self.set_teaching,
                tip=QT_TRANSLATE_NOOP("MainWindow", "Explain every rule as it applies"),
                checkable=True,
                checked=settings.teaching,
            ),
            Command(
                "log",
                QT_TRANSLATE_NOOP("MainWindow", "Game l&og"),
                self.set_log_shown,
                checkable=True,
                checked=settings.log_shown,
            ),
            Command("side", QT_TRANSLATE_NOOP("MainWindow", "&Side panels"), self._fold_side, ("F9",), checkable=True),
            Command("describe", QT_TRANSLATE_NOOP("MainWindow", "&Describe the table"), self.show_table_description),
            Command("choices", QT_TRANSLATE_NOOP("MainWindow", "All choices"), self._open_choices, ("F4",)),
            Command(
                "reference",
                QT_TRANSLATE_NOOP("MainWindow", "&Rules reference"),
                lambda: self.show_reference(None),
                ("F1",),
            ),
            Command("guide", QT_TRANSLATE_NOOP("MainWindow", "&Guided first game"), self.guided.start),
            Command("keyboard", QT_TRANSLATE_NOOP("MainWindow", "&Keyboard"), self.show_keyboard_help),
            Command("symbols", QT_TRANSLATE_NOOP("MainWindow", "&Symbols"), self.show_symbols),
            Command("components", QT_TRANSLATE_NOOP("MainWindow", "Component &data…"), self.show_component_editor),
            Command("about", QT_TRANSLATE_NOOP("MainWindow", "&About Le Havre: The Inland Port"), self.show_about),
            Command("confirm", QT_TRANSLATE_NOOP("MainWindow", "Confirm"), controller.confirm, ("Return", "Enter")),
            Command(
                "keep_open",
                QT_TRANSLATE_NOOP("MainWindow", "Confirm, keep turn open"),
                controller.confirm_keep_open,
                ("Shift+Return", "Shift+Enter"),
            ),
            Command("escape", QT_TRANSLATE_NOOP("MainWindow", "Cancel"), self._escape, ("Esc",)),
            Command(
                "previous", QT_TRANSLATE_NOOP("MainWindow", "Previous choice"), lambda: controller.step(-1), ("PgUp",)
            ),
            Command("next", QT_TRANSLATE_NOOP("MainWindow", "Next choice"), lambda: controller.step(1), ("PgDown",)),
        )

    def _build_menus(self) -> None:
        self.language_menu = QMenu(self)
        self.language_group = QActionGroup(self)
        self.language_actions = {}
        for code, native in LANGUAGES.items():
            action = self.language_menu.addAction(native)
            action.setCheckable(True)
            action.setChecked(code == self.languages.language)
            action.triggered.connect(lambda _checked=False, c=code: self.languages.set_language(c))
            self.language_group.addAction(action)
            self.language_actions[code] = action
        self.animation_menu = QMenu(self)
        self.speed_group = QActionGroup(self)
        self.speed_actions = {}
        for speed in ANIMATION_SPEEDS:
            action = self.animation_menu.addAction("")
            action.setCheckable(True)
            action.setChecked(speed == self.settings.animation_speed)
            action.triggered.connect(lambda _checked=False, s=speed: self.set_animation_speed(s))
            self.speed_group.addAction(action)
            self.speed_actions[speed] = action
        self.players_menu = PlayersMenu(self.session, self)
        submenus = {
            "players": self.players_menu,
            "kept": self.files.kept_menu,
            "language": self.language_menu,
            "animations": self.animation_menu,
            "computer_display": self.computer.display_menu,
            "zoom": self.zoom_menu,
            "theme": self.theme_menu,
        }
        specs = (
            MenuSpec(
                "game",
                QT_TRANSLATE_NOOP("MainWindow", "&Game"),
                (
                    "new",
                    "open",
                    "save",
                    "save_as",
                    "kept",
                    "players",
                    SEPARATOR,
                    "hint",
                    "scores",
                    "review",
                    SEPARATOR,
                    "components",
                    SEPARATOR,
                    "quit",
                ),
                submenus,
            ),
            MenuSpec("edit", QT_TRANSLATE_NOOP("MainWindow", "&Edit"), ("undo", "redo")),
            MenuSpec(
                "view",
                QT_TRANSLATE_NOOP("MainWindow", "&View"),
                (
                    "language",
                    "animations",
                    "computer_display",
                    "zoom",
                    "theme",
                    SEPARATOR,
                    "teaching",
                    "log",
                    "side",
                    "describe",
                ),
                submenus,
            ),
            MenuSpec(
                "help",
                QT_TRANSLATE_NOOP("MainWindow", "&Help"),
                ("reference", "guide", "symbols", "keyboard", SEPARATOR, "about"),
            ),
        )
        self.commands.build_menus(self.menuBar(), specs)
        self.commands["about"].setMenuRole(self.commands["about"].MenuRole.AboutRole)
        c = self.commands
        self.tool_row = ToolRow(
            ((c["new"], c["open"], c["save"]), (c["undo"], c["redo"]), (c["teaching"], c["reference"])),
            {
                c["new"]: "SP_FileIcon",
                c["open"]: "SP_DialogOpenButton",
                c["save"]: "SP_DialogSaveButton",
                c["undo"]: "SP_ArrowBack",
                c["redo"]: "SP_ArrowForward",
                c["teaching"]: "SP_MessageBoxInformation",
                c["reference"]: "SP_MessageBoxQuestion",
            },
            (c["new"], c["open"], c["save"]),
            self,
        )
        self.menuBar().setCornerWidget(self.tool_row, Qt.Corner.TopRightCorner)

    def _connect(self) -> None:
        session, bar = self.session, self.action_bar
        self.files.told.connect(self.tell)
        self.guided.begun.connect(lambda: self.commands["teaching"].setChecked(True))
        self.guided.begun.connect(self.area.reveal)
        self.document.changed.connect(self._update_title)
        self.document.autosaveFailed.connect(self._on_autosave_failed)
        self.document.autosaveRecovered.connect(self._on_autosave_recovered)
        self.controller.statusMessage.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.controller.statusMessage.connect(lambda text: self.announcer.say(text, interrupt=True))
        self.log.linesAdded.connect(self.announcer.say)
        self.computer.showingChanged.connect(bar.offer_continue)
        bar.continueRequested.connect(self.computer.skip_wait)
        bar.scoresRequested.connect(self.end.show)
        self.teaching_panel.ruleRequested.connect(self.show_reference)
        self.hints.card.adviceShown.connect(self.announcer.say)
        self.hints.availableChanged.connect(self.commands["hint"].setEnabled)
        self.commands["hint"].setEnabled(self.hints.available())
        self.theme_menu.themeChanged.connect(self._apply_theme)
        self.side.log_section.closeRequested.connect(lambda: self.commands["log"].setChecked(False))
        self.area.sideToggled.connect(self._remember_side)
        self.area.drawerModeChanged.connect(lambda _drawer: self._sync_side_action())
        session.gameStarted.connect(self._on_game_started)
        session.stateChanged.connect(self._on_state_changed)
        self.languages.languageChanged.connect(lambda _code: self._after_language_change())

    def tell(self, text: str) -> None:
        """A sentence in the status bar, and for a screen reader."""
        self.statusBar().showMessage(text, STATUS_MS)
        self.announcer.say(text)

    # ---- the first frame -------------------------------------------------------------------------------
    def _after_first_frame(self) -> None:
        # What start-up made (modules, Qt's types, the catalogue) lives as long as the program: the collector
        # stops walking it, so that its full passes, which come mid-game, take a millisecond, not twenty.
        gc.freeze()
        self.clock.watch(self.view.viewport())
        if self._preload_charts:
            ChartPreloader.start()
        self.end.show_on_start()

    # ---- reacting to the game -------------------------------------------------------------------------
    def _on_game_started(self) -> None:
        self._game_starting = True

    def _on_state_changed(self, state: GameState, events: tuple[Event, ...]) -> None:
        if self._game_starting:
            self._game_starting = False
            self.log.rebuild(self.session.history())
        else:
            self.log.show_history(self.session.history())
        self._update_actions()
        self._update_title()
        if self.view.zoom > 1 and state.current != self._seat_shown:
            self.view.centre_on(self.view.players_board())  # zoomed in, the board of the player to move stays in view
        self._seat_shown = state.current
        forced = [e for e in events if isinstance(e, Sold) and e.forced]
        if forced:
            self.statusBar().showMessage("  ".join(narrate(e, state) for e in forced), STATUS_MS)

    def load_record(self, record: GameRecord) -> None:
        self.document.load(record)

    def _open_choices(self) -> None:
        """F4: the list of every way of doing the action being shaped."""
        if not self.action_bar.alternatives.open_list():
            self.controller.statusMessage.emit(
                QCoreApplication.translate(
                    "MainWindow",
                    "There is no list of choices now: it opens while a build or a use with several ways "
                    "of doing it is being shaped.",
                )
            )

    def _escape(self) -> None:
        """Esc: the hint goes (or its search stops), and so does the choice being shaped."""
        self.hints.dismiss()
        self.controller.cancel()

    def _on_autosave_failed(self, error: object) -> None:
        """A lasting warning while the autosave cannot write (it is tried again); it goes when a write succeeds."""
        reason = os_error_reason(error) if isinstance(error, OSError) else str(error)
        text = QCoreApplication.translate(
            "MainWindow",
            "The autosave cannot write ({reason}): your newest moves are not on disk yet. It is tried again; "
            "Game ▸ Save as… puts the game elsewhere.",
        ).format(reason=reason)
        if text != self.autosave_warning.text():
            self.autosave_warning.setText(text)
            self.announcer.say(text, interrupt=True)
        self.autosave_warning.show()

    def _on_autosave_recovered(self) -> None:
        self.autosave_warning.hide()
        self.tell(QCoreApplication.translate("MainWindow", "The autosave works again: every move is on disk."))

    def sync_settings(self) -> None:
        """Write the settings; a write that fails says so, once."""
        if not self.settings.sync():
            for note in self.settings.take_notes():
                self.tell(note.text())

    # ---- settings --------------------------------------------------------------------------------------
    def set_animation_speed(self, speed: str) -> None:
        self.settings.animation_speed = speed
        self.sync_settings()
        self.controller.animation_ms = self.settings.animation_ms
        self.computer.set_motion(self.settings.animation_ms > 0)
        self.hints.card.set_motion(self.settings.animation_ms > 0)

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
        self.end.apply_theme()

    def set_teaching(self, on: bool) -> None:
        self.settings.teaching = on
        self.sync_settings()
        self._show_sections()
        if on:
            self.area.reveal()

    def set_log_shown(self, on: bool) -> None:
        self.settings.log_shown = on
        self.sync_settings()
        self._show_sections()

    def _show_sections(self) -> None:
        self.side.set_sections(self.commands["teaching"].isChecked(), self.commands["log"].isChecked())
        self.area.retranslate_ui()
        self.area.sections_changed()
        self._sync_side_action()

    def _fold_side(self, on: bool) -> None:
        if on != self.area.unfolded:
            self.area.set_unfolded(on)
            self._remember_side(on)

    def _remember_side(self, on: bool) -> None:
        if self.area.drawer_mode:
            self.settings.drawer_open = on
        else:
            self.settings.side_shown = on
        self.sync_settings()
        self._sync_side_action()

    def _sync_side_action(self) -> None:
        action = self.commands["side"]
        action.setEnabled(self.side.has_content())
        action.blockSignals(True)
        action.setChecked(self.area.unfolded)
        action.blockSignals(False)

    # ---- dialogs ------------------------------------------------------------------------------------------
    def show_reference(self, rule: object) -> None:
        from .dialogs.reference import RulesReference  # built on first use

        state = self.session.state
        if self.reference is None:
            self.reference = RulesReference(state.components, self, state.rules_revision)
            self.reference.componentsRequested.connect(lambda: self.show_component_editor())
        self.reference.set_components(state.components, state.rules_revision)
        self.reference.show_rule(rule if isinstance(rule, RuleId) else None)

    def show_keyboard_help(self) -> None:
        from .dialogs.keyboard_help import KeyboardHelpDialog  # built on first use

        self._open_once(KeyboardHelpDialog(self))

    def show_component_editor(self, building: str | None = None, walk: bool = False) -> None:
        """Game ▸ Component data…: the owner's table (at a building's row, or walking the tiles); it offers the numbers
        of the game on the table where they differ. A table saved applies to the next new game."""
        from .dialogs.component_editor import ComponentEditorDialog  # built on first use

        state = self.session.state
        dialog = ComponentEditorDialog(self, self.components, game=state.components, building=building, walk=walk)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        saved = QCoreApplication.translate(
            "MainWindow", "Your component table is saved; new games use it, the game in progress keeps its own."
        )
        dialog.tableChanged.connect(lambda _table: self.tell(saved))
        dialog.open()

    def show_symbols(self) -> None:
        from .dialogs.symbols import show_symbols  # built on first use

        show_symbols(self, self.session.state.components)

    def show_table_description(self) -> None:
        from .dialogs.describe import DescribeTableDialog  # built on first use

        self._open_once(DescribeTableDialog(self.scene, self))

    def show_about(self) -> None:
        from .dialogs.about import AboutDialog  # built on first use

        self._open_once(AboutDialog(self))

    @staticmethod
    def _open_once(dialog: QDialog) -> None:
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    # ---- texts -------------------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.commands.retranslate()
        self.language_menu.setTitle(QCoreApplication.translate("MainWindow", "&Language"))
        self.animation_menu.setTitle(QCoreApplication.translate("MainWindow", "&Animations"))
        for speed, action in self.speed_actions.items():
            action.setText(QCoreApplication.translate("MainWindow", SPEED_NAMES[speed]))
        self.side.log_section.title.setText(QCoreApplication.translate("MainWindow", "Game log"))
        self.side.teaching_section.title.setText(QCoreApplication.translate("MainWindow", "Teaching"))
        self.tool_row.retranslate()
        QApplication.setApplicationDisplayName(game_title())  # not added a second time, in English, to the title
        if self.isVisible():  # else its first resize fits it
            self.tool_row.fit(self.menuBar(), self.width())
        self._update_title()
        self.files.refresh_kept_menu()

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
        names = names_in_language(self.session.names, self.session.seats)
        if names != self.session.names:  # the program's own names follow the language; typed ones stay
            self.document.rename_players(names)
        if self.controller.pending is not None:
            self.controller.show_pending()  # the chooser's labels and the preview lines too
        else:
            self.controller.refresh()
        self.teaching.refresh()
        self.log.rebuild(self.session.history())
        self._update_title()

    def _update_title(self) -> None:
        names = self.session.names
        game = QCoreApplication.translate("MainWindow", "{first} vs {second}").format(first=names[0], second=names[1])
        if self.document.path is not None:
            game = QCoreApplication.translate("MainWindow", "{game} ({file})").format(
                game=game, file=self.document.path.name
            )
        # "[*]" is Qt's mark of unsaved changes: shown as "*" while the window is modified.
        self.setWindowTitle(f"{game}[*] — {game_title()}")
        self.setWindowModified(self.document.dirty)

    def _update_actions(self) -> None:
        self.commands["undo"].setEnabled(self.session.can_undo)
        self.commands["redo"].setEnabled(self.session.can_redo)
        self.commands["scores"].setEnabled(self.session.state.finished)
        self.commands["review"].setEnabled(self.session.state.finished)

    # ---- the window ------------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A key nothing took: if it belongs to a command that is off now, say why."""
        why = self.commands.explain_key(event)
        if why:
            self.controller.statusMessage.emit(why)
            event.accept()
            return
        super().keyPressEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        screen = self.screen()
        if screen is None or not self._fit_screen or self.isMaximized() or self.isFullScreen():
            return
        room, frame = screen.availableGeometry(), self.frameGeometry()
        if not room.contains(frame):  # the whole window on the screen, its frame and side panels included
            extra_w, extra_h = frame.width() - self.width(), frame.height() - self.height()
            self.resize(min(self.width(), room.width() - extra_w), min(self.height(), room.height() - extra_h))
            self.move(room.topLeft())

    def opening_size(self) -> QSize:
        """The size the player left the window at (else 1280 by 800), never larger than the screen's room."""
        width, height = self.settings.window_size or DEFAULT_SIZE
        screen = self.screen() or QApplication.primaryScreen()
        if screen is not None:
            room = screen.availableGeometry()
            width, height = min(width, room.width()), min(height, room.height())
        return QSize(width, height)

    def _offer_to_save_elsewhere(self) -> bool:
        """The last moves never reached the disk: save the game elsewhere, or close knowingly; False: stay open."""
        title = QCoreApplication.translate("MainWindow", "Unsaved moves")
        question = QCoreApplication.translate(
            "MainWindow",
            "The autosave could not write your newest moves to disk. Save the game to another place before closing?",
        )
        if self.prompter.ask(title, question) and self.files.save_as():
            return True
        return self.prompter.ask(
            title, QCoreApplication.translate("MainWindow", "Close all the same? The moves not on disk will be lost.")
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.tool_row.fit(self.menuBar(), self.width())

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.document.close() and self.session.actions() and not self._offer_to_save_elsewhere():
            event.ignore()  # the player would rather not lose the moves the disk refused
            return
        if not self.isMaximized() and not self.isFullScreen():
            self.settings.window_size = (self.width(), self.height())
            self.sync_settings()
        self.computer.shutdown()
        ChartPreloader.wait()
        self.end.close()
        if self.reference is not None:
            self.reference.close()
        self.advice.shutdown()
        super().closeEvent(event)
