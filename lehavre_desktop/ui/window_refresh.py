"""After a change of palette or language, everything the window shows is painted or worded again, in one order:
the widgets' own texts first (Qt's LanguageChange), then the texts worked out from the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication

from ..session.players import names_in_language
from .window_style import window_style

if TYPE_CHECKING:
    from .main_window import MainWindow


def repaint_in_palette(window: MainWindow) -> None:
    """Paint the table and the panels again in the palette now in use."""
    window.setStyleSheet(window_style())
    window.scene.apply_theme()
    window.area.apply_theme()
    window.log.apply_theme(window.session.history())
    window.teaching_panel.apply_theme()
    window.teaching.refresh()
    window.hints.card.apply_theme()
    window.controller.refresh()
    window.end.apply_theme()


def retell_in_language(window: MainWindow) -> None:
    # The language change is posted: every widget (the table's view too, which has its items painted again in
    # the new language) gets it in the event loop; the texts worked out here follow.
    window.language_menu.sync()
    QApplication.processEvents()
    window.retranslate_ui()
    session = window.session
    names = names_in_language(session.names, session.seats)
    if names != session.names:  # the program's own names follow the language; typed ones stay
        window.document.rename_players(names)
    if window.controller.pending is not None:
        window.controller.show_pending()  # the chooser's labels and the preview lines too
    else:
        window.controller.refresh()
    window.teaching.refresh()
    window.log_follower.rebuild()
