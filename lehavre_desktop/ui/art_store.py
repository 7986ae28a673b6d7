"""The pictures rendered from the SVG files, kept between runs: the first frame of a later start reads them back and
parses no SVG at all.

Rendering the emblems and symbols the first frame shows costs about a dozen milliseconds of a start the player
waits for, with QtSvg to load and both files to parse; reading the same few dozen small pictures back costs a few.
The goods' tokens, the coins and the boards' panels, painted with light, shade and soft shadows, are kept the same
way. Only what is made while the program starts is kept (``close_start``): a zoom or another theme makes pictures
of other sizes and colours that the next start would not ask for. A picture is kept under a name made from all
it depends on (the file's drawing, the code and palettes that draw it, the theme, the element, its size in
device pixels), so that nothing is ever read stale. The store never raises and never
grows without end: past ``MAX_KEPT`` pictures it keeps only those the run used.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from PySide6.QtGui import QImage

from .board.texture_store import (
    SUFFIX,
    default_folder,
    digest,
    forget_other_formats,
    read_picture,
    stored_name,
    write_picture,
)

MAX_KEPT = 2000
SEE_THROUGH = QImage.Format.Format_ARGB32_Premultiplied


def art_folder() -> Path:
    return default_folder().parent / "art"


@lru_cache(maxsize=1)
def code_revision() -> str:
    """A digest of the code that draws and colours every picture kept: the art module and the palettes (the
    store's names add the materials' painter, ``texture_store.pattern_revision``)."""
    return digest(b"".join(Path(__file__).with_name(module).read_bytes() for module in ("art.py", "theme.py")))[:16]


@lru_cache(maxsize=4)
def file_revision(path: Path) -> str:
    """A digest of a picture file's drawing."""
    return digest(path.read_bytes())[:16]


class ArtStore:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder
        self.keeping = True  # until the first frame is on screen
        self.used: set[str] = set()  # the names this run read or kept

    def picture(self, parts: tuple[object, ...], width: int, height: int, render: Callable[[], QImage]) -> QImage:
        """The picture named by ``parts`` (what it is, the theme, its size …: everything it depends on), read back,
        or made by ``render`` (and kept while the program starts); ``width`` x ``height``: its size in pixels."""
        folder = self.folder or art_folder()
        name = stored_name(("art", code_revision(), *parts))
        self.used.add(name)
        image = read_picture(folder / name, width, height, SEE_THROUGH)
        if image is None:
            image = render()
            if self.keeping:
                write_picture(folder / name, image, SEE_THROUGH)
        return image

    def close_start(self) -> None:
        """The first frame is on screen: nothing rendered from now on is kept, and a store grown past
        ``MAX_KEPT`` pictures keeps only those this run used; what an earlier version kept in another format goes."""
        self.keeping = False
        folder = self.folder or art_folder()
        forget_other_formats(folder)
        if self.folder is None:
            forget_other_formats(default_folder())  # the materials' textures, kept beside the art
        try:
            names = [entry.name for entry in os.scandir(folder) if entry.name.endswith(SUFFIX)]
        except OSError:
            return
        if len(names) <= MAX_KEPT:
            return
        for name in names:
            if name not in self.used:
                with contextlib.suppress(OSError):
                    os.unlink(folder / name)


STORE = ArtStore()
