"""The owner's component table: the numbers printed on their tiles, kept in the user's config folder.

The file is the corrections document the engine reads (``components.json``: only what
differs from the reconstruction, each corrected number counting as printed), so a file
written by hand, one written here and one exported for a friend are the same thing. Every
file comes in through the engine's loader: an entry it refuses is reported and the rest
is used. Saving is atomic, the file is private to the user (0600) and the file it
replaces is kept beside it (``components.previous.json``, which Import reads back).

A table applies to games started after it is saved; a game keeps the table it started
with (its record carries it). ``table_differences`` tells what a game's table and the
owner's differ in, so that the window can show it and offer to adopt the game's.
"""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass, replace
from enum import StrEnum
from pathlib import Path
from types import MappingProxyType

from platformdirs import user_config_dir

from ..app_identity import APP_NAME
from ..engine import (
    BUILT_IN,
    MAX_COMPONENT_DEPTH,
    MAX_COMPONENT_FILE_BYTES,
    BuildingSpec,
    ComponentProblem,
    Components,
    JsonInputError,
    ProblemCode,
    Provenance,
    WarehouseGeometry,
    components_from_data,
    corrections_to_data,
    read_json_file,
)
from .persistence import write_atomically

CONFIG_FILE_NAME = "components.json"
BACKUP_FILE_NAME = "components.previous.json"


def user_components_path() -> Path:
    return Path(user_config_dir(APP_NAME, appauthor=False)) / CONFIG_FILE_NAME


def read_components_file(path: Path, base: Components = BUILT_IN) -> tuple[Components, list[ComponentProblem]]:
    """The table a corrections file makes of ``base``, and the entries it refuses; never raises, never blocks on
    a pipe or a device. A file that cannot be read at all is one problem, named by the file's name."""
    try:
        data = read_json_file(path, MAX_COMPONENT_FILE_BYTES, MAX_COMPONENT_DEPTH)
    except JsonInputError as error:
        return base, [
            ComponentProblem(
                path.name,
                f"cannot be read: {error}",
                ProblemCode.COMPONENT_UNREADABLE,
                params=MappingProxyType({"problem": error}),
            )
        ]
    return components_from_data(data, base)


def load_user_components(path: Path | None = None) -> tuple[Components, list[ComponentProblem]]:
    """The built-in table with the owner's corrections (none while there is no file)."""
    path = path if path is not None else user_components_path()
    if not os.path.lexists(path):
        return BUILT_IN, []
    return read_components_file(path)


def corrections_text(table: Components) -> str:
    """The corrections document of a table, as the file holds it."""
    return json.dumps(corrections_to_data(table), ensure_ascii=False, indent=1) + "\n"


class ComponentStore:
    """The owner's table and its file. ``table`` is what new games start with."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else user_components_path()
        self.table: Components = BUILT_IN
        self.problems: tuple[ComponentProblem, ...] = ()  # the entries of the file that the last load refused

    @property
    def backup_path(self) -> Path:
        return self.path.with_name(BACKUP_FILE_NAME)

    def load(self) -> list[ComponentProblem]:
        """Read the file (the built-in table while there is none); the entries refused, which the table goes
        without."""
        self.table, problems = load_user_components(self.path)
        self.problems = tuple(problems)
        return problems

    def adopt(self, table: Components) -> None:
        """Make ``table`` the owner's (one edited in the dialog, an imported one, a saved game's): written
        atomically, readable by the user alone, the file it replaces kept as the backup. OSError if the file
        cannot be written; the table in use is then unchanged."""
        text = corrections_text(table)
        self._keep_previous(text)
        write_atomically(self.path, text)
        self.table = table
        self.problems = ()

    def export_to(self, path: Path, table: Components) -> None:
        """Write ``table`` as a corrections file that another owner can import (or start with as their own)."""
        write_atomically(path, corrections_text(table))

    def _keep_previous(self, text: str) -> None:
        """Keep the file about to be replaced, byte for byte (a hand-written one may hold entries the loader
        refused), unless it already says what is about to be written."""
        current = Path(os.path.realpath(self.path))
        if not current.is_file():
            return
        with open(current, "rb") as handle:
            if handle.read(MAX_COMPONENT_FILE_BYTES + 1) == text.encode("utf-8"):
                return
        backup = self.backup_path
        staged = backup.with_name(f".{backup.name}.{os.urandom(16).hex()}.tmp")
        try:
            try:
                os.link(current, staged)  # the same bytes at once, and the old file stays as it was
            except OSError:  # a file system without hard links
                shutil.copyfile(current, staged)
                os.chmod(staged, 0o600)
            os.replace(staged, backup)
        except BaseException:
            staged.unlink(missing_ok=True)
            raise


# ---- what the owner has entered ----------------------------------------------------------


def is_printed(spec: BuildingSpec) -> bool:
    """Every number of the building read off a printed tile: entered by the owner or given by the rulebooks."""
    return spec.cost_provenance is Provenance.PRINTED and spec.value_provenance is Provenance.PRINTED


def printed_count(table: Components) -> int:
    return sum(is_printed(spec) for spec in table.buildings)


# ---- a game's table against the owner's -----------------------------------------------------


class Part(StrEnum):
    LETTER = "letter"
    COST = "cost"
    VALUE = "value"
    WAREHOUSE = "warehouse"


@dataclass(frozen=True)
class TableDifference:
    """A number a game's table has otherwise than the owner's: one part of a building, or the warehouse.
    ``game`` and ``mine`` are the building's entries (``building`` its id), or the warehouses (``building``
    None)."""

    part: Part
    building: str | None
    game: BuildingSpec | WarehouseGeometry
    mine: BuildingSpec | WarehouseGeometry


def table_differences(game: Components, mine: Components) -> tuple[TableDifference, ...]:
    """Where the numbers differ, in round order, the warehouse last; provenance marks alone are no difference."""
    found: list[TableDifference] = []
    for spec in game.buildings:
        own = mine.by_id[spec.id]
        for part, differs in (
            (Part.LETTER, spec.letter != own.letter),
            (Part.COST, spec.cost != own.cost),
            (Part.VALUE, spec.value != own.value),
        ):
            if differs:
                found.append(TableDifference(part, spec.id, spec, own))
    if _numbers(game.warehouse) != _numbers(mine.warehouse):
        found.append(TableDifference(Part.WAREHOUSE, None, game.warehouse, mine.warehouse))
    return tuple(found)


def _numbers(warehouse: WarehouseGeometry) -> WarehouseGeometry:
    return replace(warehouse, provenance=Provenance.PRINTED)
