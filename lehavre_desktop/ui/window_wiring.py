"""Who hears whom in the window: the signals between its parts, as one table.

Each row joins one part's signal to another part's slot. A reader who wants to know what a link in the teaching
panel, a failed autosave or a new state leads to finds it here, in one list, rather than among the window's
methods; the window makes every connection once, when it is built.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import SignalInstance

from .window_refresh import repaint_in_palette

if TYPE_CHECKING:
    from .main_window import MainWindow

Wire = tuple[SignalInstance, Callable[..., object]]


def window_wires(window: MainWindow) -> list[Wire]:
    """The window's connections, signal → slot, in the order they are made (a signal's slots run in it)."""
    session, bar, commands, status = window.session, window.action_bar, window.commands, window.statusBar()
    return [
        (window.files.told, window.tell),
        (window.guided.begun, lambda: commands["teaching"].setChecked(True)),
        (window.guided.begun, window.area.reveal),
        (window.document.changed, window.update_title),
        (window.document.autosaveFailed, window.autosave_warning.failed),
        (window.document.autosaveRecovered, window.on_autosave_recovered),
        (window.controller.statusMessage, lambda text: status.showMessage(text, 8000)),
        (window.controller.statusMessage, lambda text: window.announcer.say(text, interrupt=True)),
        (window.log.linesAdded, window.announcer.say),
        (window.computer.showingChanged, bar.offer_continue),
        (window.computer.moveShown, window.log.set_preview),
        (bar.continueRequested, window.computer.skip_wait),
        (bar.scoresRequested, window.end.show),
        (window.teaching_panel.ruleRequested, window.dialogs.show_reference),
        (window.scene.reconstructedMarkClicked, window.dialogs.show_component_editor),
        (window.hints.card.adviceShown, window.announcer.say),
        (window.hints.availableChanged, commands["hint"].setEnabled),
        (window.theme_menu.themeChanged, lambda: repaint_in_palette(window)),
        (window.animation_menu.speedChosen, window.set_animation_speed),
        (session.stateChanged, lambda state, _events: window.on_state_changed(state)),
        (window.languages.languageChanged, lambda _code: window.on_language_changed()),
        (window.area.textScaled, window.scale_chrome),
        (window.controller.pendingChanged, window.area.follow_choice),
    ]


def connect_parts(window: MainWindow) -> None:
    for signal, slot in window_wires(window):
        signal.connect(slot)
    window.commands["hint"].setEnabled(window.hints.available())  # from now on, as the hints say
