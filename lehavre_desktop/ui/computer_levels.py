"""The computer's levels as the player reads them: a one-line description each, and the strength measured for it
(their names: session.players)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ..ai import PLAYABLE_LEVELS
from ..ai.strength import Measured, strength
from ..session.players import level_name


def level_description(level: str) -> str:
    descriptions = {
        "beginner": QCoreApplication.translate(
            "ComputerLevels", "Often settles for a turn that is merely good: a gentle first opponent."
        ),
        "intermediate": QCoreApplication.translate(
            "ComputerLevels", "Takes the turn that looks best now, without thinking of your reply."
        ),
        "strong": QCoreApplication.translate(
            "ComputerLevels", "Looks three turns ahead (its own, your reply, its next): a real challenge."
        ),
        "expert": QCoreApplication.translate("ComputerLevels", "Looks five turns ahead; it may think a second or two."),
        "master": QCoreApplication.translate(
            "ComputerLevels", "Looks further ahead the longer it may think: about two seconds a move."
        ),
    }
    return descriptions.get(level, "")


class LevelStrength(QObject):
    """A level's measured strength in words (a QObject whose class name is the context lupdate gives its plural)."""

    def said(self, match: Measured) -> str:
        """ "Wins about 9 of 10 games against Strong." from the tournament's score rate."""
        wins = match.of_ten
        return self.tr("Wins about %n of 10 games against {opponent}.", "", wins).format(
            opponent=level_name(match.opponent)
        )


def strength_line(level: str) -> str:
    """How strong ``level`` is, as measured against the level below it; empty for a level not measured well enough,
    or measured only against a baseline the player never meets (Beginner against Greedy)."""
    match = strength(level)
    return LevelStrength().said(match) if match is not None and match.opponent in PLAYABLE_LEVELS else ""


def level_said(level: str) -> str:
    """What the new-game dialog says of a computer level: the strength measured for it, where a match of enough games
    measured it, then its character."""
    about = " ".join(part for part in (strength_line(level), level_description(level)) if part)
    return QCoreApplication.translate("ComputerLevels", "{level}: {about}").format(level=level_name(level), about=about)
