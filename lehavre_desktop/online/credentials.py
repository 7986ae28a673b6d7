"""Where a signed-in session's access token is kept: the system keyring where one works, else a 0600 file.

The password is never stored: signing in trades it for an access token at once. The token, with the
homeserver, user and device it belongs to, is one JSON text, kept under one name in the system keyring
(the ``keyring`` library: the Secret Service on Linux desktops, the macOS Keychain, the Windows
Credential Locker) or, where no keyring works (a bare Linux session without a Secret Service), in
``session.json`` in the program's data folder, readable by its owner only. Signing out removes it.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any, Protocol

from ..session.persistence import write_atomically
from .matrix_api import Credentials
from .notes import Storage

KEYRING_SERVICE = "io.github.lehavre_desktop.InlandPort"
KEYRING_NAME = "matrix-session"
FILE_NAME = "session.json"


class KeyringBackend(Protocol):
    """What this module uses of a ``keyring`` backend."""

    def get_password(self, service: str, username: str) -> str | None: ...

    def set_password(self, service: str, username: str, password: str) -> None: ...

    def delete_password(self, service: str, username: str) -> None: ...


def system_keyring() -> KeyringBackend | None:
    """The system's keyring if one works here, else None (the fail and null backends do not keep anything)."""
    try:
        import keyring
        from keyring.backends import fail, null
    except ImportError:
        return None
    backend = keyring.get_keyring()
    if isinstance(backend, fail.Keyring | null.Keyring):
        return None
    try:
        backend.get_password(KEYRING_SERVICE, KEYRING_NAME)
    except Exception:  # any backend's failure to reach its store (no D-Bus, a locked collection...)
        return None
    return backend


def _to_text(credentials: Credentials) -> str:
    return json.dumps(
        {
            "homeserver": credentials.homeserver,
            "user_id": credentials.user_id,
            "access_token": credentials.access_token,
            "device_id": credentials.device_id,
        }
    )


def _from_text(text: str) -> Credentials | None:
    try:
        data: Any = json.loads(text)
    except json.JSONDecodeError:
        return None
    keys = ("homeserver", "user_id", "access_token", "device_id")
    if not isinstance(data, dict) or not all(isinstance(data.get(k), str) for k in keys):
        return None
    return Credentials(*(data[k] for k in keys))


class CredentialStore:
    """Keeps at most one session: the keyring's when ``backend`` is given and works, else the file's."""

    def __init__(self, directory: Path, backend: KeyringBackend | None) -> None:
        self.path = directory / FILE_NAME
        self._backend = backend

    @property
    def storage(self) -> Storage:
        return Storage.KEYRING if self._backend is not None else Storage.FILE

    def save(self, credentials: Credentials) -> Storage:
        """Keep the session; where it went (a keyring that fails now falls back to the file)."""
        if self._backend is not None:
            try:
                self._backend.set_password(KEYRING_SERVICE, KEYRING_NAME, _to_text(credentials))
                self.path.unlink(missing_ok=True)
                return Storage.KEYRING
            except Exception:  # the keyring refused (locked, gone): the file still keeps the session
                self._backend = None
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(self.path, _to_text(credentials))  # mkstemp makes the file 0600, the rename keeps it
        os.chmod(self.path, 0o600)
        return Storage.FILE

    def load(self) -> Credentials | None:
        if self._backend is not None:
            try:
                text = self._backend.get_password(KEYRING_SERVICE, KEYRING_NAME)
            except Exception:  # an unreachable keyring keeps no session we can read
                text = None
            if text is not None:
                return _from_text(text)
        try:
            return _from_text(self.path.read_text(encoding="utf-8"))
        except OSError:
            return None

    def remove(self) -> None:
        if self._backend is not None:
            # Nothing stored there, or the keyring is gone: nothing left to remove.
            with contextlib.suppress(Exception):
                self._backend.delete_password(KEYRING_SERVICE, KEYRING_NAME)
        self.path.unlink(missing_ok=True)
