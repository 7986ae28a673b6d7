"""A desktop notification when news of an online game comes (a move, an invitation, an undo request, a chat
message) while the window is not the active one.

Both of Qt's ways, each for what it does well. ``QApplication.alert`` marks the window as asking for
attention in the desktop's own manner (the taskbar entry lights up, the macOS dock icon bounces, an X11
window gets the urgency hint) until the player comes back, on every desktop, with nothing left behind;
but it cannot say what happened. Where the desktop has a system tray, a tray message says it (on Linux
it is the desktop's notification, through its notification service): the tray icon is shown only while
such news is unread, and leaves when the window is active again, so the game never settles in the tray.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QSystemTrayIcon, QWidget

MESSAGE_MS = 8000


class Notifier(QObject):
    notified = Signal(str, str)  # title, text: the news told to a player who is not looking

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self._tray: QSystemTrayIcon | None = None
        window.installEventFilter(self)

    def tell(self, title: str, text: str) -> bool:
        """Tell the news if the window is not active (True); an active window shows it anyway."""
        if self.window.isActiveWindow():
            return False
        QApplication.alert(self.window)
        if QSystemTrayIcon.isSystemTrayAvailable() and QSystemTrayIcon.supportsMessages():
            tray = self._tray_icon()
            tray.show()
            tray.showMessage(title, text, QSystemTrayIcon.MessageIcon.Information, MESSAGE_MS)
        self.notified.emit(title, text)
        return True

    def _tray_icon(self) -> QSystemTrayIcon:
        if self._tray is None:
            icon = self.window.windowIcon()
            self._tray = QSystemTrayIcon(icon if not icon.isNull() else QIcon(), self)
            self._tray.setToolTip(self.window.windowTitle())
            self._tray.activated.connect(lambda _reason: self._bring_back())
            self._tray.messageClicked.connect(self._bring_back)
        return self._tray

    def _bring_back(self) -> None:
        if self.window.isMinimized():
            self.window.showNormal()
        self.window.raise_()
        self.window.activateWindow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.WindowActivate and self._tray is not None:
            self._tray.hide()  # the player is back: no news left unread
        return False
