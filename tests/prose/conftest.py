"""The desktop fixtures of tests/ui, reused as they are: offscreen Qt, throwaway user folders, a language manager."""

from __future__ import annotations

from tests.ui.conftest import (  # noqa: F401  (fixtures are found by name)
    _application,
    languages,
    settings,
    user_dirs,
)
