"""The window's commands, menus and tool row as data: each command's text, keys and slot, and where it is listed.

The texts are source texts of the "MainWindow" context; ``WindowActions`` makes the actions from this table
and sets their texts again after a language switch.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from ..i18n.noop import QT_TRANSLATE_NOOP
from .letter_keys import hint_shortcuts
from .tool_row import ToolRow
from .window_actions import SEPARATOR, Command, MenuSpec, WindowActions

if TYPE_CHECKING:
    from .main_window import MainWindow


def window_commands(window: MainWindow) -> tuple[Command, ...]:
    files, hints, end, dialogs, sections = window.files, window.hints, window.end, window.dialogs, window.sections
    session, controller, settings = window.session, window.controller, window.settings
    return (
        Command("new", QT_TRANSLATE_NOOP("MainWindow", "&New game…"), files.new_game, (QKeySequence.StandardKey.New,)),
        Command("open", QT_TRANSLATE_NOOP("MainWindow", "&Open…"), files.open_game, (QKeySequence.StandardKey.Open,)),
        Command("save", QT_TRANSLATE_NOOP("MainWindow", "&Save"), files.save, (QKeySequence.StandardKey.Save,)),
        Command("save_as", QT_TRANSLATE_NOOP("MainWindow", "Save &as…"), files.save_as, ("Ctrl+Shift+S",)),
        Command(
            "hint",
            QT_TRANSLATE_NOOP("MainWindow", "Suggest a &move"),
            hints.request,
            hint_shortcuts,
            why_not=hints.why_not,
        ),
        Command("scores", QT_TRANSLATE_NOOP("MainWindow", "&Final scores"), end.show),
        Command("review", QT_TRANSLATE_NOOP("MainWindow", "&Review this game"), end.review_game),
        Command("quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), window.close, ("Ctrl+Q",)),
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
            sections.set_teaching,
            tip=QT_TRANSLATE_NOOP("MainWindow", "Explain every rule as it applies"),
            checkable=True,
            checked=settings.teaching,
        ),
        Command(
            "log",
            QT_TRANSLATE_NOOP("MainWindow", "Game l&og"),
            sections.set_log_shown,
            checkable=True,
            checked=settings.log_shown,
        ),
        Command("side", QT_TRANSLATE_NOOP("MainWindow", "&Side panels"), sections.fold, ("F9",), checkable=True),
        Command("describe", QT_TRANSLATE_NOOP("MainWindow", "&Describe the table"), dialogs.show_table_description),
        Command("choices", QT_TRANSLATE_NOOP("MainWindow", "All choices"), lambda: open_choices(window), ("F4",)),
        Command(
            "reference",
            QT_TRANSLATE_NOOP("MainWindow", "&Rules reference"),
            lambda: dialogs.show_reference(None),
            ("F1",),
        ),
        Command("guide", QT_TRANSLATE_NOOP("MainWindow", "&Guided first game"), window.guided.start),
        Command("keyboard", QT_TRANSLATE_NOOP("MainWindow", "&Keyboard"), dialogs.show_keyboard_help),
        Command("symbols", QT_TRANSLATE_NOOP("MainWindow", "&Symbols"), dialogs.show_symbols),
        Command("components", QT_TRANSLATE_NOOP("MainWindow", "Component &data…"), dialogs.show_component_editor),
        Command("about", QT_TRANSLATE_NOOP("MainWindow", "&About Le Havre: The Inland Port"), dialogs.show_about),
        Command("confirm", QT_TRANSLATE_NOOP("MainWindow", "Confirm"), lambda: confirm(window), ("Return", "Enter")),
        Command(
            "keep_open",
            QT_TRANSLATE_NOOP("MainWindow", "Confirm, keep turn open"),
            controller.confirm_keep_open,
            ("Shift+Return", "Shift+Enter"),
        ),
        Command("escape", QT_TRANSLATE_NOOP("MainWindow", "Cancel"), lambda: escape(window), ("Esc",)),
        Command("previous", QT_TRANSLATE_NOOP("MainWindow", "Previous choice"), lambda: controller.step(-1), ("PgUp",)),
        Command("next", QT_TRANSLATE_NOOP("MainWindow", "Next choice"), lambda: controller.step(1), ("PgDown",)),
    )


def open_choices(window: MainWindow) -> None:
    """F4: the list of every way of doing the action being shaped."""
    if not window.action_bar.alternatives.open_list():
        window.controller.statusMessage.emit(
            QCoreApplication.translate(
                "MainWindow",
                "There is no list of choices now: it opens while a build or a use with several ways "
                "of doing it is being shaped.",
            )
        )


def confirm(window: MainWindow) -> None:
    """Enter: the suggestion on show is taken (the hint card's keycap says so); else the choice is carried out."""
    if window.hints.offers_move():
        window.hints.accept()
    else:
        window.controller.confirm()


def escape(window: MainWindow) -> None:
    """Esc: the hint goes (or its search stops), and so does the choice being shaped."""
    window.hints.dismiss()
    window.controller.cancel()


def window_menus(submenus: dict[str, QMenu]) -> tuple[MenuSpec, ...]:
    """The menu bar: each menu's entries, a command's name, a submenu's name (one of ``submenus``) or SEPARATOR."""
    game = (
        "new", "open", "save", "save_as", "kept", "players", SEPARATOR,
        "hint", "scores", "review", SEPARATOR, "components", SEPARATOR, "quit",
    )  # fmt: skip
    view = (
        "language", "animations", "computer_display", "zoom", "theme", SEPARATOR,
        "teaching", "log", "side", "describe",
    )  # fmt: skip
    return (
        MenuSpec("game", QT_TRANSLATE_NOOP("MainWindow", "&Game"), game, submenus),
        MenuSpec("edit", QT_TRANSLATE_NOOP("MainWindow", "&Edit"), ("undo", "redo")),
        MenuSpec("view", QT_TRANSLATE_NOOP("MainWindow", "&View"), view, submenus),
        MenuSpec(
            "help",
            QT_TRANSLATE_NOOP("MainWindow", "&Help"),
            ("reference", "guide", "symbols", "keyboard", SEPARATOR, "about"),
        ),
    )


def window_tool_row(commands: WindowActions, parent: QWidget) -> ToolRow:
    """The row of tool buttons in the menu bar's corner: files, undo and redo, teaching and the rules."""
    c = commands
    return ToolRow(
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
        # The row's own words, where a language's menu entry is too long for it (the Greek «Οδηγός κανόνων»).
        {c["reference"]: QT_TRANSLATE_NOOP("ToolRow", "Rules reference")},
        parent,
    )


def menus_under(widget: QWidget) -> list[QMenu]:
    """Every menu ``widget``'s actions open (the menu bar's), and their submenus, each once."""
    found: list[QMenu] = []
    pending = list(widget.actions())
    while pending:
        menu = pending.pop(0).menu()
        if isinstance(menu, QMenu) and menu not in found:
            found.append(menu)
            pending.extend(menu.actions())
    return found
