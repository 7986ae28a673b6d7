"""The problem texts moved to ``prose.problems``; the old name stays for the modules that still import it."""

from ..prose.problems import component_problem_text, os_error_reason, problem_text, system_reason

__all__ = ["component_problem_text", "os_error_reason", "problem_text", "system_reason"]
