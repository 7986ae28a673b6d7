"""Tell PySide, before the program's modules are imported, that none of them uses its ``__feature__`` switches.

PySide replaces the import function so that a module can switch on its features (``snake_case``,
``true_property``) by importing them from ``__feature__``. To learn whether a newly imported module uses PySide at
all, it reads that module's whole source (``inspect.getsource``), once per module: for the ~150 modules the first
frame needs, about a dozen milliseconds of a start that the player waits for. The answer is known in advance
(no module here imports ``__feature__``, a test keeps it so), and PySide keeps the answers in a table it consults
first: the table is filled with "uses PySide, no feature" for every module of the package. That is also what
PySide would decide for a module that uses it, and for one that does not the entry changes nothing, as no
module ever switches a feature on. The standard library's modules are entered as PySide itself would decide for
them, "does not use PySide": each ``import os`` or ``import typing`` of a module of the package would otherwise
read that library module's source again (some 60 of them, 6 ms). Should a later PySide keep its answers
elsewhere, nothing is filled in and it reads the sources as before.

The chart library is the same case on a larger scale: its import reads some 200 sources of pyqtgraph and numpy,
and ``inspect`` keeps every line read in ``linecache`` for the program's life (with the standard library's, about
17 MB of a whole game's 155). Its modules are entered too, just before it is imported.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).parent
PACKAGE_NAME = __package__ or "lehavre_desktop"
COMPILED = tuple(importlib.machinery.EXTENSION_SUFFIXES)  # a compiled module's file: its name, then these
NO_FEATURE = 0  # PySide's selection id for "uses PySide, with no feature switched on"
IGNORED = -1  # its id for a module that does not use PySide: left out of feature switching


def module_names(folder: Path = PACKAGE, prefix: str = PACKAGE_NAME) -> Iterator[str]:
    """The dotted names of the package's modules, Python or compiled, read from its folders (nothing is imported)."""
    with os.scandir(folder) as entries:
        for entry in entries:
            if entry.is_dir() and entry.name != "__pycache__":
                if os.path.exists(os.path.join(entry.path, "__init__.py")):
                    yield f"{prefix}.{entry.name}"
                    yield from module_names(Path(entry.path), f"{prefix}.{entry.name}")
            elif entry.name.endswith(".py") and entry.name != "__init__.py":
                yield f"{prefix}.{entry.name[:-3]}"
            elif entry.name.endswith(COMPILED):
                yield f"{prefix}.{entry.name.partition('.')[0]}"


def installed_modules(package: str) -> list[str]:
    """The dotted names of an installed package's modules, found without importing it; none if it is missing."""
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        return []
    return [
        package,
        *(name for folder in spec.submodule_search_locations for name in module_names(Path(folder), package)),
    ]


def spare_source_scans(packages: tuple[str, ...] = ()) -> int:
    """Fill PySide's table of feature users for this package, the installed ``packages`` and the standard library's
    modules (call once PySide is imported); how many modules were entered, 0 if this PySide keeps no such table."""
    feature = sys.modules.get("shibokensupport.feature")
    table = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return 0
    entered = 0
    names = [PACKAGE_NAME, *module_names()]
    for package in packages:
        names += installed_modules(package)
    for name in names:
        if name not in table:
            table[name] = NO_FEATURE
            entered += 1
    for name in sys.stdlib_module_names:  # the top of each: a package's own modules are read as before
        if name not in table:
            table[name] = IGNORED
            entered += 1
    return entered
