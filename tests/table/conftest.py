"""The languages of tests/ui, reused: the frame's words are rendered with the program's own catalogues."""

from __future__ import annotations

from tests.ui.conftest import (  # noqa: F401  (fixtures are found by name)
    _application,
    languages,
    settings,
    user_dirs,
)
