"""The window's commands as a table: each one's name, text, keys and slot, and the menus that list them.

The window writes its commands and menus as data (``Command`` and ``MenuSpec``); ``WindowActions``
makes the QActions and the menus from them once, connects each to its slot, and sets their texts
again after a language switch. A command's text and tooltip are source texts in the "MainWindow"
context, marked where the table is written.

A key is never dropped without a word: Qt passes over the key of a disabled action in silence, so
a command that can be unavailable says why (``why_not``), and the window hands the keys that reach
it unused to ``explain_key``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

CONTEXT = "MainWindow"
SEPARATOR = "-"

Keys = Sequence[QKeySequence.StandardKey | str] | Callable[[], list[QKeySequence]]


@dataclass(frozen=True)
class Command:
    name: str
    text: str  # the source text, marked with QT_TRANSLATE_NOOP("MainWindow", …)
    slot: Callable[..., object]
    keys: Keys = ()
    tip: str = ""  # a tooltip's source text, if any
    checkable: bool = False
    checked: bool = False
    why_not: Callable[[], str] | None = None  # why the command is not available now (it is disabled)


@dataclass(frozen=True)
class MenuSpec:
    """A menu: its name, its title and its entries, each a command's name, a submenu's name or SEPARATOR."""

    name: str
    title: str
    entries: tuple[str, ...]
    submenus: dict[str, QMenu] = field(default_factory=dict)


def key_sequences(keys: Keys) -> list[QKeySequence]:
    if callable(keys):
        return keys()
    return [QKeySequence(key) for key in keys]


class WindowActions:
    def __init__(self, window: QWidget, commands: Sequence[Command]) -> None:
        self.commands = {command.name: command for command in commands}
        self.actions: dict[str, QAction] = {}
        for command in commands:
            action = QAction(window, checkable=command.checkable)
            if command.checkable:
                action.setChecked(command.checked)
                action.toggled.connect(command.slot)
            else:
                action.triggered.connect(lambda _checked=False, slot=command.slot: slot())
            action.setShortcuts(key_sequences(command.keys))
            window.addAction(action)  # its keys work wherever the focus is in the window
            self.actions[command.name] = action
        self.menus: list[tuple[QMenu, MenuSpec]] = []

    def __getitem__(self, name: str) -> QAction:
        return self.actions[name]

    def menu(self, name: str) -> QMenu:
        return next(menu for menu, spec in self.menus if spec.name == name)

    def explain_key(self, event: QKeyEvent) -> str:
        """Why the key of a disabled command did nothing ("" if it is no command's key, or its command is on)."""
        pressed = QKeySequence(event.keyCombination())
        for name, command in self.commands.items():
            action = self.actions[name]
            if (
                command.why_not is not None
                and not action.isEnabled()
                and any(pressed.matches(key) == QKeySequence.SequenceMatch.ExactMatch for key in action.shortcuts())
            ):
                return command.why_not()
        return ""

    def build_menus(self, bar: QMenuBar, specs: Sequence[MenuSpec]) -> None:
        for spec in specs:
            menu = bar.addMenu("")
            for entry in spec.entries:
                if entry == SEPARATOR:
                    menu.addSeparator()
                elif entry in spec.submenus:
                    menu.addMenu(spec.submenus[entry])
                else:
                    menu.addAction(self.actions[entry])
            self.menus.append((menu, spec))

    def retranslate(self) -> None:
        for name, command in self.commands.items():
            action = self.actions[name]
            action.setText(QCoreApplication.translate(CONTEXT, command.text))
            if command.tip:
                action.setToolTip(QCoreApplication.translate(CONTEXT, command.tip))
            if callable(command.keys):  # keys that follow the language (a letter of its word)
                action.setShortcuts(command.keys())
        for menu, spec in self.menus:
            menu.setTitle(QCoreApplication.translate(CONTEXT, spec.title))
