"""Online play in the window (issue 25): Game ▸ Play a friend online… and Game ▸ Online games, the online game's dock
(the opponent, whose move, the moves on their way, the chat), the waiting table, desktop notifications.

The window makes one call, ``install_online``; see ``play``. The network layer is ``lehavre_desktop.online``.
"""

from .play import OnlinePlay, install_online

__all__ = ["OnlinePlay", "install_online"]
