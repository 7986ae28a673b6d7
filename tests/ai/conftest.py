"""Each test module of the AI leaves no Master helper process behind (the thinking tests count the processes)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from lehavre_desktop.ai.helper import close_helper


@pytest.fixture(autouse=True, scope="module")
def no_helper_left() -> Iterator[None]:
    yield
    close_helper()
