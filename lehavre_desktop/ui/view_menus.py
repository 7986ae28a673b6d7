"""View ▸ Language and View ▸ Animations: one checked entry each, kept in step with the settings."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from ..i18n.languages import LANGUAGES
from ..i18n.manager import LanguageManager
from ..i18n.noop import QT_TRANSLATE_NOOP
from ..settings import ANIMATION_SPEEDS, Settings

SPEED_NAMES = {
    "off": QT_TRANSLATE_NOOP("MainWindow", "Off"),
    "fast": QT_TRANSLATE_NOOP("MainWindow", "Fast"),
    "normal": QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    "slow": QT_TRANSLATE_NOOP("MainWindow", "Slow"),
}


def _checked_entries(menu: QMenu, keys: tuple[str, ...], current: str) -> dict[str, QAction]:
    group = QActionGroup(menu)
    actions = {}
    for key in keys:
        action = menu.addAction("")
        action.setCheckable(True)
        action.setChecked(key == current)
        group.addAction(action)
        actions[key] = action
    return actions


class LanguageMenu(QMenu):
    """Each language by its own name; choosing one switches the whole program at once."""

    def __init__(self, languages: LanguageManager, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.languages = languages
        self.entries = _checked_entries(self, tuple(LANGUAGES), languages.language)
        for code, action in self.entries.items():
            action.setText(LANGUAGES[code])
            action.triggered.connect(lambda _checked=False, c=code: languages.set_language(c))
        self.retranslate_ui()

    def sync(self) -> None:
        for code, action in self.entries.items():
            action.setChecked(code == self.languages.language)

    def retranslate_ui(self) -> None:
        self.setTitle(QCoreApplication.translate("MainWindow", "&Language"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class AnimationMenu(QMenu):
    """How fast the table moves: Off moves nothing."""

    speedChosen = Signal(str)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries = _checked_entries(self, ANIMATION_SPEEDS, settings.animation_speed)
        for speed, action in self.entries.items():
            action.triggered.connect(lambda _checked=False, s=speed: self.speedChosen.emit(s))
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setTitle(QCoreApplication.translate("MainWindow", "&Animations"))
        for speed, action in self.entries.items():
            action.setText(QCoreApplication.translate("MainWindow", SPEED_NAMES[speed]))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
