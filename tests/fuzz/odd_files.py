"""Things in a file's place that are not regular files of a sane size, for the tests of every reader."""

from __future__ import annotations

import os
from pathlib import Path

ODD_KINDS = ("fifo", "device", "directory", "huge")


def make_odd_file(path: Path, kind: str) -> None:
    """Put at ``path`` a pipe nobody writes to, a link to an endless device, a directory, or a huge file."""
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "device":
        path.symlink_to("/dev/zero")
    elif kind == "directory":
        path.mkdir()
    elif kind == "huge":
        path.write_bytes(b"[" + b"1," * 3_000_000 + b"1]")
    else:
        raise ValueError(f"no odd file of kind {kind!r}")
