"""The computer's levels as the player reads them: a name and a one-line description each."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def level_name(level: str) -> str:
    """The level's name in the player's language (an unknown level keeps its own name)."""
    names = {
        "beginner": QCoreApplication.translate("ComputerLevels", "Beginner"),
        "intermediate": QCoreApplication.translate("ComputerLevels", "Intermediate"),
        "strong": QCoreApplication.translate("ComputerLevels", "Strong"),
        "expert": QCoreApplication.translate("ComputerLevels", "Expert"),
    }
    return names.get(level, level)


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


def computer_name(level: str) -> str:
    """What the computer is called at a level when nobody named it: "Computer (Strong)"."""
    return QCoreApplication.translate("ComputerLevels", "Computer ({level})").format(level=level_name(level))
