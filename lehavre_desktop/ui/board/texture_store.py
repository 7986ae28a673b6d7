"""The materials' textures kept between runs: generated once, then read back from the user's cache folder.

Painting the wood, linen and card patterns takes about a tenth of a second, in the first frame a player waits for;
reading the three pictures back takes a millisecond or two. A picture is stored under a name made from what it
depends on (the material, its size, its ground and strength, its seed) and from the source of the module that
paints the patterns, so that a changed pattern is painted anew and never read stale. A picture that cannot be read
(missing, not a regular file, damaged, of another size) is painted again; one that cannot be written is simply not
kept. The store never raises: at worst the texture costs what it did before.

A picture is kept as its pixels, as the program holds them, behind a header that says its size and format and
ends with a checksum: the first frame reads some fifty, and decoding PNG files cost it 6 ms where copying pixels
costs under one. A header or checksum that does not match is a damaged picture.
"""

from __future__ import annotations

import contextlib
import os
import stat
import struct
import tempfile
import zlib
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from platformdirs import user_cache_dir
from PySide6.QtCore import QCryptographicHash
from PySide6.QtGui import QImage

FORMAT = QImage.Format.Format_RGB32
SUFFIX = ".pixels"
# Before the pixels: a mark, the width, the height and the format; after them, the CRC-32 of both.
HEADER = struct.Struct("<4sIII")
MARK = b"LHpx"
CHECKSUM = struct.Struct("<I")
BYTES_PER_PIXEL = 4  # both formats kept are 32-bit: a row is width x 4 bytes, with no padding


def default_folder() -> Path:
    return Path(user_cache_dir("lehavre-desktop")) / "textures"


def digest(data: bytes) -> str:
    """The SHA-256 of ``data`` in hexadecimal, by Qt: Python's ``hashlib`` loads OpenSSL, 3 ms of the start."""
    return bytes(QCryptographicHash.hash(data, QCryptographicHash.Algorithm.Sha256).toHex().data()).decode()


@lru_cache(maxsize=1)
def pattern_revision() -> str:
    """A digest of the patterns' painter: any change to it gives every texture a new name."""
    return digest(Path(__file__).with_name("materials.py").read_bytes())[:16]


def stored_name(parts: tuple[object, ...]) -> str:
    key = "|".join(str(part) for part in (pattern_revision(), *parts))
    return digest(key.encode())[:32] + SUFFIX


def read_picture(path: Path, width: int, height: int, image_format: QImage.Format = FORMAT) -> QImage | None:
    """The picture kept at ``path``, in ``image_format``; None if it is missing, not a regular file, damaged, or
    of another size or format."""
    header = HEADER.pack(MARK, width, height, image_format.value)
    size = HEADER.size + width * height * BYTES_PER_PIXEL + CHECKSUM.size
    try:
        if not stat.S_ISREG(os.stat(path, follow_symlinks=False).st_mode):
            return None
        with open(path, "rb") as kept:
            data = kept.read(size + 1)
    except OSError:
        return None
    if len(data) != size or not data.startswith(header):
        return None
    (checksum,) = CHECKSUM.unpack_from(data, size - CHECKSUM.size)
    if zlib.crc32(memoryview(data)[: size - CHECKSUM.size]) != checksum:
        return None
    pixels = data[HEADER.size : size - CHECKSUM.size]
    return QImage(pixels, width, height, width * BYTES_PER_PIXEL, image_format).copy()  # its own copy of the bytes


def picture_bytes(image: QImage, image_format: QImage.Format) -> bytes:
    """``image`` in ``image_format`` as a kept picture: header, pixels, checksum."""
    image = image.convertToFormat(image_format)
    header = HEADER.pack(MARK, image.width(), image.height(), image_format.value)
    body = header + bytes(image.constBits())[: image.width() * image.height() * BYTES_PER_PIXEL]
    return body + CHECKSUM.pack(zlib.crc32(body))


def write_picture(path: Path, image: QImage, image_format: QImage.Format = FORMAT) -> None:
    """Keep ``image`` at ``path`` in ``image_format``, atomically: a reader never meets half a picture; a failure
    keeps nothing."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=".texture-", suffix=SUFFIX, dir=path.parent)
    except OSError:
        return
    try:
        with os.fdopen(handle, "wb") as kept:
            kept.write(picture_bytes(image, image_format))
        os.replace(temporary, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temporary)


def forget_other_formats(folder: Path) -> None:
    """Remove the pictures an earlier version kept in another format (PNG files): none is ever read again."""
    with contextlib.suppress(OSError), os.scandir(folder) as entries:
        for entry in entries:
            if entry.name.endswith(".png") and entry.is_file(follow_symlinks=False):
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)


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
