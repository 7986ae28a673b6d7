"""Le Havre: The Inland Port, a desktop edition for two players at one computer."""

from __future__ import annotations

# The installed distribution: pyproject.toml states its version, the one place it is written.
DISTRIBUTION = "lehavre-desktop"


def __getattr__(name: str) -> str:
    """``__version__``, read from the package metadata when asked: importing importlib.metadata costs a
    start that never shows the version tens of milliseconds."""
    if name == "__version__":
        from importlib.metadata import version

        return version(DISTRIBUTION)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
