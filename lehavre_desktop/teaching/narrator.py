"""The explanations of events moved to ``prose.narration``; the old name stays for the modules that still import
it."""

from ..prose.event_prose import Explanation
from ..prose.narration import explain_event, explain_events

__all__ = ["Explanation", "explain_event", "explain_events"]
