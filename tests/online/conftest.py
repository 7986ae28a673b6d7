"""The network tests need the loopback homeserver of `.ci/homeserver.sh`; without it they are skipped, saying why,
unless ``LEHAVRE_REQUIRE_HOMESERVER`` is set (CI sets it): then a missing homeserver fails them."""

from __future__ import annotations

import os

import pytest

from .homeserver import Homeserver, find_homeserver


@pytest.fixture(scope="session")
def homeserver() -> Homeserver:
    found = find_homeserver()
    if isinstance(found, str):
        if os.environ.get("LEHAVRE_REQUIRE_HOMESERVER"):
            pytest.fail(found)
        pytest.skip(found)
    return found
