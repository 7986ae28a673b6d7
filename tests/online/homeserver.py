"""The loopback homeserver that `.ci/homeserver.sh start` runs, as the network tests and the benchmark find it.

The script writes an env file (KEY=VALUE lines): ``$LEHAVRE_HOMESERVER_ENV`` names it, else it is
``$TMPDIR/lehavre-homeserver-$UID/homeserver.env`` as the script's default. ``find_homeserver`` reads it and
checks that the server answers; it gives the reason when there is none, for the tests to skip with.
Each test registers accounts of its own through the server's shared secret, so tests share no rooms.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import subprocess
import tempfile
import urllib.error
import urllib.request
import uuid
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Homeserver:
    url: str
    server_name: str
    shared_secret: str
    control: Path  # .ci/homeserver.sh
    accounts: tuple[tuple[str, str], ...]  # the script's test accounts: (user, password)

    def register(self, prefix: str) -> tuple[str, str]:
        """A new account (user, password) registered through the shared secret; its Matrix ID is
        ``@user:server_name``."""
        user = f"{prefix}_{uuid.uuid4().hex[:10]}"
        password = uuid.uuid4().hex
        nonce = _json(f"{self.url}/_synapse/admin/v1/register")["nonce"]
        mac = hmac.new(self.shared_secret.encode(), digestmod=hashlib.sha1)
        mac.update(b"\x00".join([nonce.encode(), user.encode(), password.encode(), b"notadmin"]))
        body = {"nonce": nonce, "username": user, "password": password, "admin": False, "mac": mac.hexdigest()}
        _json(f"{self.url}/_synapse/admin/v1/register", body)
        return user, password

    def user_id(self, user: str) -> str:
        return f"@{user}:{self.server_name}"

    def stop(self) -> None:
        subprocess.run([str(self.control), "stop"], check=True, capture_output=True, timeout=60)

    def start(self) -> None:
        subprocess.run([str(self.control), "start"], check=True, capture_output=True, timeout=300)


def _json(url: str, body: object | None = None) -> dict[str, str]:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        result: dict[str, str] = json.load(response)
        return result


def env_file() -> Path:
    named = os.environ.get("LEHAVRE_HOMESERVER_ENV")
    if named:
        return Path(named)
    return (
        Path(os.environ.get("TMPDIR") or tempfile.gettempdir()) / f"lehavre-homeserver-{os.getuid()}" / "homeserver.env"
    )


def find_homeserver() -> Homeserver | str:
    """The running homeserver, or why there is none."""
    path = env_file()
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return f"no homeserver: {path} not found (start one with .ci/homeserver.sh start)"
    values = dict(line.split("=", 1) for line in lines if "=" in line)
    url = values.get("LEHAVRE_HS_URL", "")
    try:
        _json(f"{url}/_matrix/client/versions")
    except (urllib.error.URLError, OSError, ValueError) as error:
        return f"no homeserver: {url or path} does not answer ({error}); start one with .ci/homeserver.sh start"
    accounts = tuple(
        (values[f"LEHAVRE_HS_USER{n}"], values[f"LEHAVRE_HS_PASSWORD{n}"])
        for n in (1, 2, 3)
        if f"LEHAVRE_HS_USER{n}" in values
    )
    return Homeserver(
        url,
        values.get("LEHAVRE_HS_SERVER_NAME", "localhost"),
        values["LEHAVRE_HS_SHARED_SECRET"],
        Path(values["LEHAVRE_HS_CONTROL"]),
        accounts,
    )
