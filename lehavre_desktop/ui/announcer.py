"""What a screen reader says without being asked: each step of the game as the log writes it, and the table's
refusals, which interrupt.

A player who cannot see the table hears the moves as they happen, the computer's included, without going to
the log. Qt hands an announcement to the platform's assistive technology (AT-SPI on Linux, UIA on Windows)
only while one is listening; otherwise it costs nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget


class Announcer(QObject):
    # The words said, and whether they interrupt what the screen reader is saying.
    announced = Signal(str, bool)

    def __init__(self, speaker: QWidget) -> None:
        super().__init__(speaker)
        self._speaker = speaker

    def say(self, text: str, interrupt: bool = False) -> None:
        if not text.strip():
            return
        event = QAccessibleAnnouncementEvent(self._speaker, text)
        politeness = QAccessible.AnnouncementPoliteness
        event.setPoliteness(politeness.Assertive if interrupt else politeness.Polite)
        QAccessible.updateAccessibility(event)
        self.announced.emit(text, interrupt)
