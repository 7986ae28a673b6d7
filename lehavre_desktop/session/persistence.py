"""Saving and opening games: atomic writes, clear errors, corrupt files left untouched."""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from platformdirs import user_data_dir

from ..engine import GameRecord, RecordError, record_from_json, record_to_json
from ..engine.component_data import APP_NAME

AUTOSAVE_NAME = "autosave.lhip.json"
SAVE_SUFFIX = ".lhip.json"


class SaveFileError(Exception):
    """A file that cannot be opened as a game; ``reason`` is a short technical detail."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


def data_dir() -> Path:
    return Path(user_data_dir(APP_NAME, appauthor=False))


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def write_atomically(path: Path, text: str) -> None:
    """Write to a temporary file beside the target, then rename over it: never a half-written file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise


def save_record(path: Path, record: GameRecord) -> None:
    write_atomically(path, record_to_json(record))


def load_record(path: Path) -> GameRecord:
    """Read a game; a file that is not a valid game raises SaveFileError and is not touched."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise SaveFileError(path, "not a text file") from None
    except OSError as error:
        raise SaveFileError(path, error.strerror or str(error)) from None
    try:
        return record_from_json(text)
    except RecordError as error:
        raise SaveFileError(path, str(error)) from None


def set_aside(path: Path) -> Path:
    """Move a corrupt autosave out of the way, keeping its content, so a new game can autosave."""
    target = path.with_name(f"{path.name}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}")
    os.replace(path, target)
    return target
