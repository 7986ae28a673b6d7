"""Switching the interface language at run time, Qt's own dialog texts included.

The one retranslation hook is ``LanguageManager.languageChanged``, emitted once per switch from
``set_language``. By then Qt's ``LanguageChange`` event has reached every widget (each rewrites its
own labels in ``changeEvent``): the switch delivers those events before it emits, so a subscriber
that writes the texts worked out from the game (the log, the teaching panel, the action bar, the
window title) reads labels already in the new language, and nothing waits for the event loop.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QObject, QTranslator, Signal

from ..resources import I18N_DIR
from ..settings import Settings
from .languages import DEFAULT_LANGUAGE, LANGUAGES, PSEUDO_LANGUAGE, PSEUDO_LANGUAGE_VARIABLE
from .pseudo import PseudoTranslator


class LanguageManager(QObject):
    languageChanged = Signal(str)

    def __init__(self, settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._translators: list[QTranslator] = []
        self._language = DEFAULT_LANGUAGE

    @property
    def language(self) -> str:
        return self._language

    def start(self, requested: str | None = None) -> None:
        """Use the requested language, else the remembered one, else the system's if we speak it; the
        pseudo-language whenever its environment variable is set."""
        if os.environ.get(PSEUDO_LANGUAGE_VARIABLE):
            self.set_language(PSEUDO_LANGUAGE, remember=False)
            return
        code = requested or self._settings.language or QLocale.system().name().split("_")[0]
        self.set_language(code if code in LANGUAGES else DEFAULT_LANGUAGE, remember=requested is None)

    def set_language(self, code: str, remember: bool = True) -> None:
        """Switch to ``code``; the pseudo-language is never remembered."""
        if code not in LANGUAGES and code != PSEUDO_LANGUAGE:
            raise ValueError(f"unsupported language {code!r}")
        app = QCoreApplication.instance()
        assert app is not None
        for translator in self._translators:
            app.removeTranslator(translator)
        self._translators = []
        if code == PSEUDO_LANGUAGE:
            self._translators.append(PseudoTranslator(self))
        elif code != DEFAULT_LANGUAGE:
            own = QTranslator(self)
            if own.load(f"lehavre_{code}", str(I18N_DIR)):
                self._translators.append(own)
            qt = QTranslator(self)
            # Qt ships Hungarian; Greek has no Qt catalogue anywhere, so we ship our own.
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(f"qtbase_{code}", qt_dir) or qt.load(f"qtbase_{code}", str(I18N_DIR)):
                self._translators.append(qt)
            # Texts of this Qt version that its own catalogue lacks, and better wording for a few; searched first.
            extra = QTranslator(self)
            if extra.load(f"qtbase_{code}_extra", str(I18N_DIR)):
                self._translators.append(extra)
        for translator in self._translators:
            app.installTranslator(translator)
        QLocale.setDefault(QLocale(DEFAULT_LANGUAGE if code == PSEUDO_LANGUAGE else code))
        self._language = code
        if remember and code != PSEUDO_LANGUAGE:
            self._settings.language = code
            self._settings.sync()
        # Qt posts a LanguageChange to each window when a translator comes or goes: delivered now, every widget has
        # its labels in the new language before the hook runs.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        self.languageChanged.emit(code)
