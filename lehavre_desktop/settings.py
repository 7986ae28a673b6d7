"""User preferences, kept in an INI file in the user's config folder."""

from __future__ import annotations

from pathlib import Path

from platformdirs import user_config_dir
from PySide6.QtCore import QSettings

from .engine import PERSON_SEAT
from .engine.component_data import APP_NAME
from .theme_choices import THEME_CHOICES

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
ANIMATION_MS = {"off": 0, "fast": 250, "normal": 600, "slow": 1200}
# How long the computer's build or use stays on the table before it is carried out.
COMPUTER_MOVE_DISPLAYS = ("off", "short", "long")
COMPUTER_MOVE_MS = {"off": 0, "short": 800, "long": 2000}
# The table and the side panels' text, in percent of the size that fits the window.
ZOOM_STEPS = (100, 125, 150, 175, 200)


class Settings:
    def __init__(self, path: Path | None = None) -> None:
        path = path or Path(user_config_dir(APP_NAME, appauthor=False)) / "settings.ini"
        self._qsettings = QSettings(str(path), QSettings.Format.IniFormat)

    def _text(self, key: str, default: str) -> str:
        value = self._qsettings.value(key, default)
        return value if isinstance(value, str) else default

    @property
    def language(self) -> str:
        return self._text("language", "")

    @language.setter
    def language(self, code: str) -> None:
        self._qsettings.setValue("language", code)

    @property
    def animation_speed(self) -> str:
        speed = self._text("animation_speed", "normal")
        return speed if speed in ANIMATION_SPEEDS else "normal"

    @animation_speed.setter
    def animation_speed(self, speed: str) -> None:
        self._qsettings.setValue("animation_speed", speed)

    def _flag(self, key: str, default: bool) -> bool:
        value = self._qsettings.value(key, default)
        return value if isinstance(value, bool) else str(value).lower() == "true"

    @property
    def teaching(self) -> bool:
        """Teaching mode: on for a new user, then whatever they chose last."""
        return self._flag("teaching", True)

    @teaching.setter
    def teaching(self, on: bool) -> None:
        self._qsettings.setValue("teaching", on)

    @property
    def log_shown(self) -> bool:
        """The game log beside the table (or in the drawer of a small window)."""
        return self._flag("log_shown", True)

    @log_shown.setter
    def log_shown(self, on: bool) -> None:
        self._qsettings.setValue("log_shown", on)

    @property
    def side_shown(self) -> bool:
        """A window wide enough for the side panels beside the table: whether they are shown (F9)."""
        return self._flag("side_shown", True)

    @side_shown.setter
    def side_shown(self, on: bool) -> None:
        self._qsettings.setValue("side_shown", on)

    @property
    def drawer_open(self) -> bool:
        """A small window, whose side panels fold into a drawer over the table: whether it is open (F9)."""
        return self._flag("drawer_open", False)

    @drawer_open.setter
    def drawer_open(self, on: bool) -> None:
        self._qsettings.setValue("drawer_open", on)

    @property
    def animation_ms(self) -> int:
        return ANIMATION_MS[self.animation_speed]

    @property
    def zoom(self) -> int:
        value = self._qsettings.value("zoom", ZOOM_STEPS[0])
        percent = int(value) if isinstance(value, int | str) and str(value).isdigit() else ZOOM_STEPS[0]
        return percent if percent in ZOOM_STEPS else ZOOM_STEPS[0]

    @zoom.setter
    def zoom(self, percent: int) -> None:
        self._qsettings.setValue("zoom", percent)

    @property
    def theme(self) -> str:
        choice = self._text("theme", "system")
        return choice if choice in THEME_CHOICES else "system"

    @theme.setter
    def theme(self, choice: str) -> None:
        self._qsettings.setValue("theme", choice)

    @property
    def computer_move_display(self) -> str:
        display = self._text("computer_move_display", "short")
        return display if display in COMPUTER_MOVE_DISPLAYS else "short"

    @computer_move_display.setter
    def computer_move_display(self, display: str) -> None:
        self._qsettings.setValue("computer_move_display", display)

    @property
    def computer_move_ms(self) -> int:
        return COMPUTER_MOVE_MS[self.computer_move_display]

    @property
    def seats(self) -> tuple[str, str]:
        """Who played the first and the second player of the last new game: "person" or "computer:<level>"
        (the caller checks the level)."""
        return self._text("first_seat", PERSON_SEAT), self._text("second_seat", PERSON_SEAT)

    @seats.setter
    def seats(self, seats: tuple[str, str]) -> None:
        self._qsettings.setValue("first_seat", seats[0])
        self._qsettings.setValue("second_seat", seats[1])

    def sync(self) -> None:
        self._qsettings.sync()
