"""The chart library, imported before the end of a game needs it, with no frame waiting for it.

pyqtgraph takes a fifth of a second to import, so it is imported on a worker thread once the table is on
screen. PySide makes a Qt class's Python type, with every enum of it, when the class is first used, and the
worker's import uses hundreds of classes: a type being made on one thread can be seen half made on the other
(a paint of the action bar once found ``QStyle`` without its ``ComplexControl``). So the main thread first makes
every type of the Qt modules that both use, a few milliseconds at a time between frames, and only then does the
worker start; what it then makes of Qt is its own (modules the table never uses).
"""

from __future__ import annotations

import contextlib
import importlib
import linecache
import threading
import time
from types import ModuleType

from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtCore import QTimer

from ..pyside_scan import spare_source_scans

CHART_MODULE = "pyqtgraph"
CHART_PACKAGES = ("pyqtgraph", "numpy")  # the chart library and what it imports, entered in PySide's table
SLICE_MS = 4.0  # the main thread's share of a frame's time, in each step of making the types
SETTLE_MS = 250  # how often the main thread looks whether the import is over


def shared_qt() -> tuple[ModuleType, ...]:
    """The Qt modules the table uses and the chart library imports too (QtSvg: the art's, which the window's
    first picture imports, not the window)."""
    from PySide6 import QtSvg

    return (QtCore, QtGui, QtWidgets, QtSvg)


def qt_names() -> list[tuple[ModuleType, str]]:
    """Every public name of the shared modules; reading one makes its type, if it is one PySide has not made yet."""
    return [(module, name) for module in shared_qt() for name in dir(module) if not name.startswith("_")]


class ChartPreloader:
    thread: threading.Thread | None = None
    _unmade: list[tuple[ModuleType, str]] | None = None  # the Qt names still to read before the worker starts

    @classmethod
    def start(cls) -> None:
        if cls.thread is not None or cls._unmade is not None:
            return
        cls._unmade = qt_names()
        cls._make_types()

    @classmethod
    def _make_types(cls) -> None:
        unmade = cls._unmade
        assert unmade is not None
        ends = time.perf_counter() + SLICE_MS / 1000
        while unmade and time.perf_counter() < ends:
            module, name = unmade.pop()
            getattr(module, name)
        if unmade:
            QTimer.singleShot(0, cls._make_types)
            return
        cls.thread = threading.Thread(target=cls._load, name="preload-charts", daemon=True)
        cls.thread.start()
        QTimer.singleShot(SETTLE_MS, cls._forget_sources)

    @staticmethod
    def _load() -> None:
        spare_source_scans(CHART_PACKAGES)
        with contextlib.suppress(ImportError):  # the end screen reports it when it opens
            importlib.import_module(CHART_MODULE)

    @classmethod
    def _forget_sources(cls) -> None:
        """Once the import is over, drop the source lines PySide read for it (the standard library's modules it
        imported, which no table names in advance): nothing needs them, a traceback reads its lines anew. On the
        main thread, which is the one that reads the cache."""
        if cls.thread is not None and cls.thread.is_alive():
            QTimer.singleShot(SETTLE_MS, cls._forget_sources)
            return
        linecache.clearcache()

    @classmethod
    def wait(cls) -> None:
        """Let an import under way finish: a program that quits in the middle of one may crash on its way out."""
        if cls.thread is not None:
            cls.thread.join()
