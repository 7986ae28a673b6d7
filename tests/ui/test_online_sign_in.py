"""The sign-in form offers single sign-on ("Sign in in the browser…") exactly when the homeserver typed in says it
has it: its login flows include m.login.sso. Two stand-in homeservers on loopback answer the flows request, one
with single sign-on and one with passwords only (no real homeserver is needed: Synapse offers single sign-on only
with an identity provider behind it)."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.session.persistence import online_directory
from lehavre_desktop.settings import Settings
from lehavre_desktop.ui.online.remembered import Remembered, write_remembered
from tests.online.tables import NETWORK_MS, close_window, make_window, open_dialog, type_into


class FlowsServer:
    """Answers the client API's login flows with ``flows``, and nothing else (no well-known file: the address as
    typed is the homeserver)."""

    def __init__(self, flows: list[str]) -> None:
        body = json.dumps({"flows": [{"type": flow} for flow in flows]}).encode()

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                found = self.path.startswith("/_matrix/client/") and self.path.endswith("/login")
                self.send_response(200 if found else 404)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body) if found else 2))
                self.end_headers()
                self.wfile.write(body if found else b"{}")

            def log_message(self, *_args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def servers() -> Iterator[tuple[FlowsServer, FlowsServer]]:
    found = (FlowsServer(["m.login.password", "m.login.sso", "m.login.token"]), FlowsServer(["m.login.password"]))
    yield found
    for server in found:
        server.close()


def test_single_sign_on_is_offered_only_by_a_homeserver_that_has_it(
    qtbot: QtBot,
    settings: Settings,
    languages: LanguageManager,
    servers: tuple[FlowsServer, FlowsServer],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with_sso, without = servers
    # The homeserver typed last time (in the folder make_window gives the window): the form opens with it and asks
    # it at once.
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "ann" / "data"))
    write_remembered(online_directory(), Remembered(homeserver=with_sso.url))
    window = make_window(qtbot, settings, languages, tmp_path / "ann")
    try:
        dialog = open_dialog(window)
        assert dialog.server.text() == with_sso.url
        qtbot.waitUntil(dialog.sso_button.isVisible, timeout=NETWORK_MS)
        assert dialog.sso_button.isEnabled() and dialog.sso_button.text() == "Sign in in the browser…"
        # Another homeserver typed, one with passwords only: the button goes at once and stays away once it answered.
        service = window.online.service
        with qtbot.waitSignal(
            service.loginFlowsFound, timeout=NETWORK_MS, check_params_cb=lambda server, _flows: server == without.url
        ) as answered:
            type_into(dialog.server, without.url)
            assert not dialog.sso_button.isVisible()
        assert answered.args[1] == ["m.login.password"]
        assert not dialog.sso_button.isVisible() and dialog.sign_in_button.isVisible()
        # Back to the first: offered again.
        type_into(dialog.server, with_sso.url)
        qtbot.waitUntil(dialog.sso_button.isVisible, timeout=NETWORK_MS)
    finally:
        close_window(window)
