"""The materials' textures kept between runs: generated once, then read back from the user's cache folder.

Painting the wood, linen and card patterns takes about a tenth of a second, in the first frame a player waits for;
reading the three pictures back takes a millisecond or two. A picture is stored under a name made from what it
depends on (the material, its size, its ground and strength, its seed) and from the source of the module that
paints the patterns, so that a changed pattern is painted anew and never read stale. A picture that cannot be read
(missing, not a regular file, damaged, of another size) is painted again; one that cannot be written is simply not
kept. The store never raises: at worst the texture costs what it did before.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import stat
import tempfile
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from platformdirs import user_cache_dir
from PySide6.QtGui import QImage

FORMAT = QImage.Format.Format_RGB32


def default_folder() -> Path:
    return Path(user_cache_dir("lehavre-desktop")) / "textures"


@lru_cache(maxsize=1)
def pattern_revision() -> str:
    """A digest of the patterns' painter: any change to it gives every texture a new name."""
    source = Path(__file__).with_name("materials.py").read_bytes()
    return hashlib.sha256(source).hexdigest()[:16]


def stored_name(parts: tuple[object, ...]) -> str:
    key = "|".join(str(part) for part in (pattern_revision(), *parts))
    return hashlib.sha256(key.encode()).hexdigest()[:32] + ".png"


def read_picture(path: Path, width: int, height: int, image_format: QImage.Format = FORMAT) -> QImage | None:
    """The picture kept at ``path``, in ``image_format``; None if it is missing, not a regular file, damaged or
    of another size."""
    try:
        if not stat.S_ISREG(os.stat(path, follow_symlinks=False).st_mode):
            return None
    except OSError:
        return None
    image = QImage(str(path))
    if image.isNull() or image.width() != width or image.height() != height:
        return None
    return image.convertToFormat(image_format)


def write_picture(path: Path, image: QImage) -> None:
    """Keep ``image`` at ``path``, atomically: a reader never meets half a picture; a failure keeps nothing."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=".texture-", suffix=".png", dir=path.parent)
        os.close(handle)
    except OSError:
        return
    try:
        if image.save(temporary):  # the format from the name: .png
            os.replace(temporary, path)
            return
    except OSError:
        pass
    with contextlib.suppress(OSError):
        os.unlink(temporary)


def stored_texture(
    parts: tuple[object, ...], width: int, height: int, paint: Callable[[], QImage], folder: Path | None = None
) -> QImage:
    """The picture named by ``parts``, from the store, or painted by ``paint`` and kept there."""
    path = (folder or default_folder()) / stored_name(parts)
    image = read_picture(path, width, height)
    if image is not None:
        return image
    image = paint()
    write_picture(path, image)
    return image
