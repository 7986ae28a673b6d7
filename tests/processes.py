"""Whether a process the tests started has ended."""

from __future__ import annotations

import os


def is_dead(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False
