"""The computer's levels as the player reads them: a one-line description each (their names: session.players)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def level_description(level: str) -> str:
    descriptions = {
        "beginner": QCoreApplication.translate(
            "ComputerLevels", "Often settles for a turn that is merely good: a gentle first opponent."),
        "intermediate": QCoreApplication.translate(
            "ComputerLevels", "Takes the turn that looks best now, without thinking of your reply."),
        "strong": QCoreApplication.translate(
            "ComputerLevels", "Looks three turns ahead (its own, your reply, its next): a real challenge."),
        "expert": QCoreApplication.translate(
            "ComputerLevels", "Looks five turns ahead; it may think a second or two."),
    }
    return descriptions.get(level, "")
