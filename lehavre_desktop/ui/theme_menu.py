"""View ▸ Theme: the table's and the windows' colours — the system's choice, light, dark or high contrast.

"Follow the system" reads the system's contrast preference and colour scheme (and, where a platform
reports neither, how dark its window colour is) and keeps the system's own widget palette; the other
choices set a palette of the app's own for the widgets as well, so that menus, lists and dialogs match
the table. The choice is remembered, and a change of the system's setting is followed as it happens.
"""

from __future__ import annotations

import weakref

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from ..settings import Settings
from ..theme_choices import THEME_CHOICES
from . import theme
from .theme import PALETTES, WIDGET_COLOURS, TablePalette
from .window_style import style_application

Role = QPalette.ColorRole
Group = QPalette.ColorGroup


def palette_for_system(contrast: Qt.ContrastPreference, scheme: Qt.ColorScheme, window: QColor) -> str:
    """The app's palette closest to what the system asks for: its contrast preference first, then its colour
    scheme, and where a platform reports no scheme, how dark its window colour is."""
    if contrast == Qt.ContrastPreference.HighContrast:
        return "high_contrast"
    if scheme == Qt.ColorScheme.Dark or (scheme == Qt.ColorScheme.Unknown and window.lightness() < 128):
        return "dark"
    return "light"


def system_palette_name() -> str:
    hints = QGuiApplication.styleHints()
    return palette_for_system(
        hints.accessibility().contrastPreference(), hints.colorScheme(), QApplication.palette().color(Role.Window)
    )


def widget_palette(palette: TablePalette) -> QPalette:
    """The widgets' palette for one of the app's palettes: the style's standard one for the light palette, else
    the theme's widget colours with the palette's ink for text."""
    if not palette.dark:
        return QApplication.style().standardPalette()
    colours = WIDGET_COLOURS[palette.name]
    qpalette = QPalette()
    for role in (Role.WindowText, Role.Text, Role.ButtonText, Role.ToolTipText):
        qpalette.setColor(role, palette.ink)
        qpalette.setColor(Group.Disabled, role, colours["Disabled"])
    for name, colour in colours.items():
        if name != "Disabled":
            qpalette.setColor(getattr(Role, name), colour)
    return qpalette


class ThemeMenu(QMenu):
    """The four choices, one checked; applies the chosen palette and tells the window to repaint."""

    themeChanged = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None, choice: str | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._choice = choice if choice in THEME_CHOICES else settings.theme
        self._group = QActionGroup(self)
        self.choice_actions: dict[str, QAction] = {}
        for name in THEME_CHOICES:
            action = QAction(self, checkable=True)
            action.setChecked(name == self._choice)
            action.triggered.connect(lambda _checked=False, n=name: self.set_choice(n))
            self._group.addAction(action)
            self.addAction(action)
            self.choice_actions[name] = action
        _SystemFollower.connect()
        self.retranslate_ui()

    @property
    def choice(self) -> str:
        return self._choice

    def set_choice(self, choice: str) -> None:
        """Use ``choice`` (one of THEME_CHOICES) from now on, and remember it."""
        self._choice = choice
        self._settings.theme = choice
        self._settings.sync()
        self.choice_actions[choice].setChecked(True)
        self.apply()

    def apply(self) -> None:
        _SystemFollower.owner = weakref.ref(self)  # the palette is the application's: the last menu to apply owns it
        if self._choice == "system":
            QApplication.setPalette(QPalette())  # the system's own again
            palette = PALETTES[system_palette_name()]
        else:
            palette = PALETTES[self._choice]
            QApplication.setPalette(widget_palette(palette))
        theme.use(palette)
        style_application()  # the dialogs' buttons and the text fields' frames, in the palette just chosen
        self.themeChanged.emit()

    def system_changed(self) -> None:
        if self._choice == "system":
            self.apply()

    def retranslate_ui(self) -> None:
        self.setTitle(QCoreApplication.translate("Theme", "T&heme"))
        names = {
            "system": QCoreApplication.translate("Theme", "Follow the &system"),
            "light": QCoreApplication.translate("Theme", "&Light"),
            "dark": QCoreApplication.translate("Theme", "&Dark"),
            "high_contrast": QCoreApplication.translate("Theme", "&High contrast"),
        }
        for name, action in self.choice_actions.items():
            action.setText(names[name])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class _SystemFollower:
    """Passes the system's changes of colour scheme and contrast to the menu that set the palette last."""

    owner: weakref.ref[ThemeMenu] | None = None
    connected = False

    @classmethod
    def connect(cls) -> None:
        if not cls.connected:
            hints = QGuiApplication.styleHints()
            hints.colorSchemeChanged.connect(lambda _scheme: cls.changed())
            hints.accessibility().contrastPreferenceChanged.connect(lambda _preference: cls.changed())
            cls.connected = True

    @classmethod
    def changed(cls) -> None:
        menu = cls.owner() if cls.owner is not None else None
        if menu is not None and shiboken6.isValid(menu):  # a deleted window's menu is left alone
            menu.system_changed()
