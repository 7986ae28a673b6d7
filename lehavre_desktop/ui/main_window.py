"""The main window: builds the table, the action bar, the side panels and the menus, and connects them.

What the window shows and does is elsewhere: the game's file, autosave and kept games in the document
(``session.document``), its commands in ``game_files``, the end of a game in ``end_of_game``, the guided game
in ``guided_game``, the commands and menus as a table (``window_menus``), the dialogs (``window_dialogs``), the
side panels' commands (``side_sections``), who hears whom (``window_wiring``). Work that must not delay the
picture waits for the table's next frame (``frame_clock``): the autosave, the teaching panel's words; what the
first frame does not show is set up after it (``window_later``): the chart library's import, online play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QCloseEvent, QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QMainWindow

from ..engine import GameState
from ..i18n.manager import LanguageManager
from ..prose.cast import cast_of_session
from ..session.component_store import ComponentStore
from ..session.document import GameDocument
from ..session.game_session import GameSession
from ..session.thinker import Thinker
from ..settings import Settings
from .action_bar import ActionBar
from .announcer import Announcer
from .autosave_warning import AutosaveWarning
from .board.scene import TableScene
from .board.view import TableView
from .computer_turns import ComputerTurns
from .controller import TableController
from .end_of_game import EndOfGame
from .frame_clock import FrameClock
from .game_files import GameFiles
from .guided_game import GuidedGameFlow
from .hints import HintPresenter
from .keyboard import BoardKeyboard
from .log_follower import LogFollower
from .log_panel import LogPanel
from .motion.director import install_motion
from .players_menu import PlayersMenu
from .prompter import Prompter, WidgetPrompter
from .side_sections import SideSections
from .table_area import SidePanel, TableArea
from .teaching_controller import TeachingController
from .teaching_panel import TeachingPanel
from .theme_menu import ThemeMenu
from .type_scale import retype
from .view_menus import AnimationMenu, LanguageMenu
from .window_actions import WindowActions
from .window_close import finish_closing, may_close
from .window_dialogs import WindowDialogs
from .window_later import LaterParts
from .window_menus import menus_under, window_commands, window_menus, window_tool_row
from .window_refresh import retell_in_language
from .window_size import keep_on_screen, opening_size
from .window_style import window_style
from .window_title import FileLine, game_title, window_title
from .window_wiring import connect_parts
from .zoom import ZoomMenu

if TYPE_CHECKING:
    from .online import OnlinePlay

STATUS_MS = 10000


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
        online: bool = True,
    ) -> None:
        super().__init__()
        self.theme_menu = ThemeMenu(settings, self, theme_choice)  # the palette first: everything below paints with it
        self.theme_menu.apply()
        self.session, self.settings, self.languages = session, settings, languages
        self.prompter = prompter or WidgetPrompter(self)
        self.scene = TableScene(session.state)
        self.view = TableView(self.scene)
        self.motion = install_motion(self)  # before the table's controller: it hears each change first
        self.action_bar = ActionBar()
        self.log = LogPanel()
        self.teaching_panel = TeachingPanel()
        self.side = SidePanel(self.teaching_panel, self.log)
        self.side.set_sections(settings.teaching, settings.log_shown)
        self.area = TableArea(self.view, self.action_bar, self.side, settings.side_shown, settings.drawer_open)
        self.setCentralWidget(self.area)
        self.announcer = Announcer(self)
        self.autosave_warning = AutosaveWarning(lambda text: self.announcer.say(text, interrupt=True))
        # In the status bar from the start: a first message must not shrink the table.
        self.statusBar().addWidget(self.autosave_warning, 1)
        # The first frame is the window's; later ones are the table's (its viewport, asked for once the window is
        # on screen: the first such question makes PySide set up every widget type, tens of milliseconds).
        self.clock = FrameClock(self.area)
        self.document = GameDocument(session, autosave, self.clock.after_frame, self)
        self.file_line = FileLine(self.document)  # the status bar at rest: where the game is kept
        self.statusBar().addWidget(self.file_line, 1)
        # The owner's component table: new games start with it; a game keeps the one it started with.
        self.components = components if components is not None else ComponentStore()
        self.files = GameFiles(self.document, self.prompter, settings, self.components, self)
        self.controller = TableController(session, self.scene, self.action_bar, self, settings.animation_ms)
        self.view.attach_keyboard(BoardKeyboard(self.scene, self.controller))
        self.teaching = TeachingController(session, self.scene, self.controller, self.teaching_panel)
        self.teaching.after_frame = self.clock.after_frame  # the table first, then the explanations
        self.computer = ComputerTurns(session, self.controller, self.scene, self.view, settings, self.statusBar(), self)
        self.teaching.hear_reasons(self.computer.reasons)  # why the computer made its last move
        self.log.entry_actions = self.computer.reasons.log_actions
        self._build_panels_and_advice()
        self.guided = GuidedGameFlow(self.document, self.files, self.teaching, self.teaching_panel, self.prompter, self)
        self.dialogs = WindowDialogs(self, session, self.scene, self.components, self.tell)
        self.sections = SideSections(settings, self.area, self.side, self.sync_settings)
        self._fit_screen = fit_screen  # a screenshot is taken at the size asked for, whatever the screen
        self._seat_shown = session.state.current  # whose board a zoomed-in table shows
        self.commands = WindowActions(self, window_commands(self))
        self._build_menus()
        connect_parts(self)
        self.setStyleSheet(window_style())  # the rest was built in the palette chosen above
        self.later = LaterParts(self, preload_charts, online)
        self.teaching.refresh(after_frame=True)  # the first words once the window is on screen
        self.log_follower = LogFollower(session, self.log, lambda text: self.statusBar().showMessage(text, STATUS_MS))
        self.retranslate_ui()
        self._update_actions()
        self.files.refresh_kept_menu()
        self.resize(opening_size(settings.window_size, self.screen()))

    def _build_panels_and_advice(self) -> None:
        """The panels' type size, the hint and the review's search, and the end of the game."""
        session, settings = self.session, self.settings
        self.zoom_menu = ZoomMenu(
            settings,
            self.view,
            (self.teaching_panel.browser, self.teaching_panel.pointer, self.log),
            self,
            self.area.current_text_size,
        )
        self.area.textScaled.connect(self.zoom_menu.apply_panels)  # a taller window, larger type in the panels
        self.view.zoomChanged.connect(self.area.view_zoomed)
        # The hint's and the review's searches have a process of their own: a hint never cancels the computer's move.
        self.advice = Thinker(self)
        self.hints = HintPresenter(
            session, self.scene, self.controller, self.action_bar, self.advice, self, director=self.computer.director
        )
        self.hints.card.set_motion(settings.animation_ms > 0)
        self.teaching.hear_hints(self.hints)  # the page explains the suggestion on show
        self.end = EndOfGame(session, self.scene, self.hints, self.advice, self, self._rematch, self.motion)

    def _build_menus(self) -> None:
        self.language_menu = LanguageMenu(self.languages, self)
        self.animation_menu = AnimationMenu(self.settings, self)
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
        self.commands.build_menus(self.menuBar(), window_menus(submenus))
        self.commands["about"].setMenuRole(self.commands["about"].MenuRole.AboutRole)
        self.sections.attach(self.commands["teaching"], self.commands["log"], self.commands["side"])
        self.tool_row = window_tool_row(self.commands, self)
        self.menuBar().setCornerWidget(self.tool_row, Qt.Corner.TopRightCorner)

    def _rematch(self) -> object:
        """The final scores' Rematch: an online game's invites the friend to the next one; any other is played here."""
        return self.online.rematch() or self.files.rematch()

    def scale_chrome(self) -> None:
        """The menu bar, its tool row, its menus and the status bar in the type of the bar and the panels (the
        window's type scale), the tool row fitted to the bar again. The menus are windows of their own, which the
        menu bar's type does not reach."""
        size = self.area.current_text_size()
        retype(self.menuBar(), size)
        for menu in menus_under(self.menuBar()):
            retype(menu, size)
        retype(self.statusBar(), size)
        self.tool_row.fit(self.menuBar(), self.width())

    def tell(self, text: str) -> None:
        """A sentence in the status bar, and for a screen reader."""
        self.statusBar().showMessage(text, STATUS_MS)
        self.announcer.say(text)

    @property
    def online(self) -> OnlinePlay:
        """Online play: set up after the first frame, or when first asked for (``window_later``)."""
        return self.later.online()

    def on_state_changed(self, state: GameState) -> None:
        self._update_actions()
        self.update_title()
        if self.view.zoom > 1 and state.current != self._seat_shown:
            self.view.centre_on(self.view.players_board())  # zoomed in, the board of the player to move stays in view
        self._seat_shown = state.current

    def on_autosave_recovered(self) -> None:
        self.autosave_warning.hide()
        self.tell(AutosaveWarning.recovered_text())

    def sync_settings(self) -> None:
        """Write the settings; a write that fails says so, once."""
        if not self.settings.sync():
            for note in self.settings.take_notes():
                self.tell(note.text())

    def set_animation_speed(self, speed: str) -> None:
        self.settings.animation_speed = speed
        self.sync_settings()
        self.controller.animation_ms = self.settings.animation_ms
        self.computer.set_motion(self.settings.animation_ms > 0)
        self.hints.card.set_motion(self.settings.animation_ms > 0)

    # ---- texts -------------------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.commands.retranslate()
        self.side.log_section.set_title(QCoreApplication.translate("MainWindow", "Game log"))
        self.side.teaching_section.set_title(QCoreApplication.translate("MainWindow", "Teaching"))
        self.tool_row.retranslate()
        QApplication.setApplicationDisplayName(game_title())  # not added a second time, in English, to the title
        if self.isVisible():  # else its first resize fits it
            self.tool_row.fit(self.menuBar(), self.width())
        self.update_title()
        self.files.refresh_kept_menu()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def on_language_changed(self) -> None:
        retell_in_language(self)
        self.update_title()

    def update_title(self) -> None:
        self.setWindowTitle(window_title(cast_of_session(self.session), self.document.path))
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
        if self._fit_screen:
            keep_on_screen(self)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.tool_row.fit(self.menuBar(), self.width())

    def closeEvent(self, event: QCloseEvent) -> None:
        if not may_close(self):
            event.ignore()
            return
        finish_closing(self)
        super().closeEvent(event)
