"""Games kept for later: a game with unsaved moves, put aside when another game takes its place (of the finished
ones, the newest ``KEPT_FINISHED``).

Each is a game record in the user's data folder (``kept/``), with the file it was saved
to, if any, beside it in the record's own folder name. The Game menu lists them; taking
one back deletes it from the list. Nothing here is ever overwritten by the autosave.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path

from ..engine import PERSON_SEAT, GameRecord, replay
from .persistence import SAVE_SUFFIX, SaveFileError, data_dir, load_record, save_record, write_atomically

KEPT_DIR = "kept"
# Finished games are kept too (a rematch replaces one), the newest this many; an unfinished one is never dropped.
KEPT_FINISHED = 10
ORIGIN_SUFFIX = ".origin.json"  # beside a kept game: the file it was saved to


@dataclass(frozen=True)
class KeptGame:
    """A kept game as the menu lists it; its record stays on disk until it is taken back (``load``)."""

    path: Path
    names: tuple[str, str]
    save_path: Path | None
    round_letter: str
    turn_number: int
    finished: bool
    seats: tuple[str, str] = (PERSON_SEAT, PERSON_SEAT)
    genders: tuple[str, str] | None = None  # as the record keeps them: None when not chosen

    def load(self) -> GameRecord:
        """The kept game's record; SaveFileError if its file can no longer be read."""
        return load_record(self.path)


def _listed(path: Path, record: GameRecord, save_path: Path | None) -> KeptGame:
    """The menu's entry for the record kept at ``path``: where its game stands, and who plays it."""
    final = replay(record).final
    return KeptGame(
        path,
        record.names,
        save_path,
        final.round_letter,
        final.turn_number,
        final.finished,
        record.seats,
        record.genders,
    )


def kept_dir() -> Path:
    return data_dir() / KEPT_DIR


def _origin(path: Path) -> Path:
    return path.with_name(path.name.removesuffix(SAVE_SUFFIX) + ORIGIN_SUFFIX)


def keep_for_later(record: GameRecord, save_path: Path | None = None) -> KeptGame:
    """Put a game aside; OSError if it cannot be written."""
    folder = kept_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"{stamp}{SAVE_SUFFIX}"
    index = 1
    while path.exists():
        index += 1
        path = folder / f"{stamp}-{index}{SAVE_SUFFIX}"
    save_record(path, record)
    if save_path is not None:
        write_atomically(_origin(path), json.dumps({"save_path": str(save_path)}))
    kept = _listed(path, record, save_path)
    if kept.finished:
        for older in [game for game in kept_games() if game.finished][KEPT_FINISHED:]:
            discard_kept(older)
    return kept


def kept_games() -> list[KeptGame]:
    """The games kept for later, newest first; a file that cannot be read is left where it is and not listed."""
    folder = kept_dir()
    if not folder.is_dir():
        return []
    found: list[KeptGame] = []
    for path in sorted(folder.glob(f"*{SAVE_SUFFIX}"), reverse=True):
        try:
            record = load_record(path)
        except SaveFileError:
            continue
        save_path: Path | None = None
        try:
            origin = json.loads(_origin(path).read_text(encoding="utf-8"))
            save_path = Path(origin["save_path"]) if isinstance(origin.get("save_path"), str) else None
        except (OSError, ValueError, AttributeError):
            save_path = None
        found.append(_listed(path, record, save_path))
    return found


def discard_kept(kept: KeptGame) -> None:
    kept.path.unlink(missing_ok=True)
    _origin(kept.path).unlink(missing_ok=True)
