"""The log lines moved to ``prose.narration``; the old name stays for the modules that still import it."""

from ..prose.narration import narrate

__all__ = ["narrate"]
