"""The few calls of the Matrix client-server API (v3) that a game needs, over httpx, asyncio only.

A thin layer on purpose: each method is one HTTP request, returns the server's JSON (or the one value
wanted from it), and fails in one of two ways the caller can act on: ``NetworkError`` (no answer: offline,
refused, timed out; try again later) or ``MatrixError`` (the server answered with an error: its
``errcode``; ``M_UNKNOWN_TOKEN`` means the session is over and the player must sign in again).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

import httpx

CLIENT_PREFIX = "/_matrix/client/v3"
UNKNOWN_TOKEN = "M_UNKNOWN_TOKEN"
# Above the homeserver's own long-poll time: a sync waits that long for news before it answers.
DEFAULT_REQUEST_SECONDS = 20.0


class NetworkError(Exception):
    """The homeserver could not be reached or did not answer in time."""


class MatrixError(Exception):
    """The homeserver answered with an error."""

    def __init__(self, status: int, errcode: str, message: str, retry_after_ms: int | None = None) -> None:
        super().__init__(f"{status} {errcode}: {message}")
        self.status = status
        self.errcode = errcode
        self.message = message
        self.retry_after_ms = retry_after_ms

    @property
    def session_ended(self) -> bool:
        """The access token is no longer valid (signed out elsewhere, expired, the account deactivated)."""
        return self.errcode == UNKNOWN_TOKEN or self.status == 401


@dataclass(frozen=True)
class Credentials:
    homeserver: str  # the base URL, e.g. "https://matrix.example.org"
    user_id: str
    access_token: str
    device_id: str


def _path(*parts: str) -> str:
    return CLIENT_PREFIX + "".join("/" + quote(part, safe="") for part in parts)


def normalized_homeserver(text: str) -> str:
    """The base URL a player typed ("example.org", "https://example.org/"): with a scheme, no trailing slash."""
    text = text.strip().rstrip("/")
    return text if "://" in text else f"https://{text}"


async def discover_homeserver(text: str, request_seconds: float = DEFAULT_REQUEST_SECONDS) -> str:
    """The client API's base URL for what a player typed: a server name ("matrix.org") often serves its API
    elsewhere and says where in ``/.well-known/matrix/client`` (the specification's discovery); without such a
    file, or with one that cannot be read, the address as typed."""
    base = normalized_homeserver(text)
    try:
        async with httpx.AsyncClient(timeout=request_seconds, trust_env=False, follow_redirects=True) as http:
            response = await http.get(f"{base}/.well-known/matrix/client")
        data = response.json() if response.status_code == 200 else None
    except (httpx.HTTPError, json.JSONDecodeError, UnicodeDecodeError):
        return base
    found = data.get("m.homeserver", {}).get("base_url") if isinstance(data, dict) else None
    if isinstance(found, str) and found.startswith(("https://", "http://")) and len(found) < 500:
        return normalized_homeserver(found)
    return base


class MatrixApi:
    """One homeserver, optionally with a session's access token."""

    def __init__(
        self, homeserver: str, access_token: str | None = None, request_seconds: float = DEFAULT_REQUEST_SECONDS
    ) -> None:
        self.homeserver = normalized_homeserver(homeserver)
        self.access_token = access_token
        self.request_seconds = request_seconds
        self._http = httpx.AsyncClient(base_url=self.homeserver, timeout=request_seconds, trust_env=False)

    async def close(self) -> None:
        await self._http.aclose()

    async def _call(
        self,
        method: str,
        path: str,
        body: Mapping[str, Any] | None = None,
        params: Mapping[str, str | int] | None = None,
        extra_seconds: float = 0.0,
    ) -> dict[str, Any]:
        headers = {"Authorization": f"Bearer {self.access_token}"} if self.access_token else {}
        try:
            response = await self._http.request(
                method, path, json=body, params=params, headers=headers, timeout=self.request_seconds + extra_seconds
            )
        except httpx.TransportError as error:
            raise NetworkError(f"{type(error).__name__}: {error}") from None
        try:
            data = response.json()
        except (json.JSONDecodeError, UnicodeDecodeError):
            data = None
        if response.status_code >= 400:
            if isinstance(data, dict):
                retry = data.get("retry_after_ms")
                raise MatrixError(
                    response.status_code,
                    str(data.get("errcode", "M_UNKNOWN")),
                    str(data.get("error", "")),
                    retry if type(retry) is int else None,
                )
            raise MatrixError(response.status_code, "M_UNKNOWN", response.text[:200])
        if not isinstance(data, dict):
            raise MatrixError(response.status_code, "M_NOT_JSON", "the homeserver's answer is not a JSON object")
        return data

    # ---- signing in and out ----------------------------------------------------------------------------
    async def login_flows(self) -> list[str]:
        """The login types the server offers ("m.login.password", "m.login.sso", "m.login.token"...)."""
        data = await self._call("GET", _path("login"))
        flows = data.get("flows", [])
        return [str(flow.get("type")) for flow in flows if isinstance(flow, dict)]

    def sso_redirect_url(self, redirect_url: str) -> str:
        """Where the browser goes for single sign-on; the server sends it back to ``redirect_url`` with a
        ``loginToken`` parameter, for ``login_with_token``."""
        return f"{self.homeserver}{_path('login', 'sso', 'redirect')}?redirectUrl={quote(redirect_url, safe='')}"

    async def login_with_password(self, user: str, password: str, device_name: str) -> Credentials:
        body = {
            "type": "m.login.password",
            "identifier": {"type": "m.id.user", "user": user},
            "password": password,
            "initial_device_display_name": device_name,
        }
        return self._credentials(await self._call("POST", _path("login"), body))

    async def login_with_token(self, token: str, device_name: str) -> Credentials:
        body = {"type": "m.login.token", "token": token, "initial_device_display_name": device_name}
        return self._credentials(await self._call("POST", _path("login"), body))

    def _credentials(self, data: Mapping[str, Any]) -> Credentials:
        user_id, token, device = data.get("user_id"), data.get("access_token"), data.get("device_id")
        if not (isinstance(user_id, str) and isinstance(token, str) and isinstance(device, str)):
            raise MatrixError(200, "M_BAD_LOGIN_ANSWER", "the login answer lacks the user, token or device")
        self.access_token = token
        return Credentials(self.homeserver, user_id, token, device)

    async def logout(self) -> None:
        await self._call("POST", _path("logout"), {})

    async def whoami(self) -> str:
        return str((await self._call("GET", _path("account", "whoami"))).get("user_id", ""))

    # ---- rooms --------------------------------------------------------------------------------------------
    async def create_room(self, body: Mapping[str, Any]) -> str:
        return str((await self._call("POST", _path("createRoom"), body))["room_id"])

    async def invite(self, room_id: str, user_id: str) -> None:
        await self._call("POST", _path("rooms", room_id, "invite"), {"user_id": user_id})

    async def join(self, room_id: str) -> str:
        return str((await self._call("POST", _path("join", room_id), {}))["room_id"])

    async def leave(self, room_id: str) -> None:
        await self._call("POST", _path("rooms", room_id, "leave"), {})

    async def send(self, room_id: str, event_type: str, content: Mapping[str, Any], transaction_id: str) -> str:
        """Send a message event; the same transaction ID sent again by the same session is kept once."""
        path = _path("rooms", room_id, "send", event_type, transaction_id)
        return str((await self._call("PUT", path, content))["event_id"])

    async def messages(self, room_id: str, start: str | None, direction: str = "b", limit: int = 500) -> dict[str, Any]:
        params: dict[str, str | int] = {"dir": direction, "limit": limit}
        if start is not None:
            params["from"] = start
        return await self._call("GET", _path("rooms", room_id, "messages"), params=params)

    async def sync(
        self, since: str | None, timeout_ms: int, filter_json: str, presence: str = "online"
    ) -> dict[str, Any]:
        params: dict[str, str | int] = {"timeout": timeout_ms, "filter": filter_json, "set_presence": presence}
        if since is not None:
            params["since"] = since
        return await self._call("GET", _path("sync"), params=params, extra_seconds=timeout_ms / 1000)

    # ---- people -------------------------------------------------------------------------------------------
    async def display_name(self, user_id: str) -> str | None:
        try:
            data = await self._call("GET", _path("profile", user_id, "displayname"))
        except MatrixError as error:
            if error.status == 404:
                return None
            raise
        name = data.get("displayname")
        return name if isinstance(name, str) else None
