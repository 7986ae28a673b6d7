"""User preferences, kept in an INI file in the user's config folder.

The file is read once, when the settings are made, and every preference is checked against
its closed set of values: a value outside it (``zoom=²``, five thousand digits, digits of
another script, a word for a flag) stands for its default. Only a regular file is read or
written: a FIFO, a device or a folder in its place, or a link to one, is refused at once
(it never blocks the start, and is never written over), and so is a file too large or that
cannot be read; the defaults stand. Each of these leaves a note (``take_notes``) that the
window shows once; a write that fails leaves one too (``sync`` returns False).

A write goes to a temporary file beside the file, which is then renamed over it
(``persistence.write_atomically``): never a half-written file; a link to a regular file
stays a link, and its target is replaced. ``sync`` reads the file again first, so that what
another window of the program wrote meanwhile is kept. The format is the INI file that
QSettings wrote in earlier versions ([General], then ``key=value``); what this version does
not know is written back as it was, a bad value of a known preference is left out. A value that an
earlier version wrote for a preference whose values have changed since is read as the value it became
(the computer's pace "short" as "quick", "long" as "steady") and stays in the file as it was written
until the player chooses another.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

from platformdirs import user_config_dir
from PySide6.QtCore import QCoreApplication

from .ai import PLAYABLE_LEVELS
from .app_identity import APP_NAME
from .engine import COMPUTER_SEAT_PREFIX, PERSON_SEAT
from .i18n.languages import LANGUAGES
from .session.persistence import write_atomically
from .theme_choices import THEME_CHOICES

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
ANIMATION_MS = {"off": 0, "fast": 250, "normal": 600, "slow": 1200}
# The pace of a move of a seat that is not the person at this table (the computer, a player elsewhere): how long
# its build or use is shown, step by step, before it is played ("click": until the player clicks or presses a key;
# "off": played at once).
COMPUTER_MOVE_DISPLAYS = ("off", "quick", "steady", "slow", "click")
COMPUTER_MOVE_MS: dict[str, int | None] = {"off": 0, "quick": 1000, "steady": 2000, "slow": 3500, "click": None}
# Paces of earlier versions, read as the nearest pace of this one ("short" was 0.8 s, "long" 2 s).
EARLIER_COMPUTER_MOVE_DISPLAYS = {"short": "quick", "long": "steady"}
# The table and the side panels' text, in percent of the size that fits the window.
ZOOM_STEPS = (100, 125, 150, 175, 200)
SEAT_CHOICES = (PERSON_SEAT, *(COMPUTER_SEAT_PREFIX + level for level in PLAYABLE_LEVELS))

# The file holds a dozen short lines; anything much larger is not a settings file of this program.
MAX_SETTINGS_BYTES = 64 * 1024
GENERAL = "General"
# A value is quoted in a note up to this many characters.
SHOWN_CHARACTERS = 24


@dataclass(frozen=True)
class Preference:
    """A preference's default and every value it may have, as written in the file."""

    default: str
    values: tuple[str, ...]
    any_case: bool = False  # "True" is read as "true" (flags)
    accepts: Callable[[str], bool] | None = None  # for a preference of many values: the test each must pass
    earlier: Mapping[str, str] = field(default_factory=dict)  # values of earlier versions, and what they are now

    def checked(self, written: str) -> str | None:
        """The value as this program uses it, or None when it is not one of the preference's values."""
        value = written.lower() if self.any_case else written
        value = self.earlier.get(value, value)
        if self.accepts is not None:
            return value if value == self.default or self.accepts(value) else None
        return value if value in self.values else None


# The window's size as the player left it: "1280x800", each side within what a screen can have ("": not yet).
WINDOW_SIDES = (640, 8192)
WINDOW_SIZE = re.compile(r"[0-9]{3,4}x[0-9]{3,4}")


def window_size_text(text: str) -> bool:
    if WINDOW_SIZE.fullmatch(text) is None:
        return False
    return all(WINDOW_SIDES[0] <= int(side) <= WINDOW_SIDES[1] for side in text.split("x"))


_FLAG = ("true", "false")
PREFERENCES: dict[str, Preference] = {
    "language": Preference("", ("", *LANGUAGES)),  # "": the system's language, if we speak it
    "animation_speed": Preference("normal", ANIMATION_SPEEDS),
    "teaching": Preference("true", _FLAG, any_case=True),
    "log_shown": Preference("true", _FLAG, any_case=True),
    "side_shown": Preference("true", _FLAG, any_case=True),
    "drawer_open": Preference("false", _FLAG, any_case=True),
    # The closed set of ASCII numbers: "١٢٥", "¹²⁵" or "0125" are not among them, however int() reads them.
    "zoom": Preference(str(ZOOM_STEPS[0]), tuple(str(step) for step in ZOOM_STEPS)),
    "theme": Preference("system", THEME_CHOICES),
    "computer_move_display": Preference("steady", COMPUTER_MOVE_DISPLAYS, earlier=EARLIER_COMPUTER_MOVE_DISPLAYS),
    "first_seat": Preference(PERSON_SEAT, SEAT_CHOICES),
    "second_seat": Preference(PERSON_SEAT, SEAT_CHOICES),
    "window_size": Preference("", (), accepts=window_size_text),
    "window_maximized": Preference("false", _FLAG, any_case=True),
}


class Problem(Enum):
    BAD_VALUE = "a value that is not one of the preference's"
    NOT_A_FILE = "not a regular file"
    TOO_LARGE = "too large"
    UNREADABLE = "cannot be read"
    NOT_SAVED = "cannot be written"


@dataclass(frozen=True)
class SettingsNote:
    """Something the player should hear once about the settings file: a value not used, the file refused, a
    write that failed. ``reason`` is the system's words (English) and ``errno`` its number, for a file error."""

    problem: Problem
    path: Path
    key: str = ""
    value: str = ""
    default: str = ""
    reason: str = ""
    errno: int | None = None

    def text(self) -> str:
        """The note in the interface's language, to be shown as plain text."""
        from .prose.problems import system_reason  # the words of the system's errors, translated

        file = str(self.path)
        if self.problem is Problem.BAD_VALUE:
            return QCoreApplication.translate(
                "Settings", "The setting “{key}” in {file} cannot be “{value}”, so its default is used."
            ).format(key=self.key, file=file, value=shown_value(self.value))
        if self.problem is Problem.NOT_A_FILE:
            return QCoreApplication.translate(
                "Settings",
                "{file} is not a regular file, so your settings are neither read from it nor saved to "
                "it: the defaults are used.",
            ).format(file=file)
        if self.problem is Problem.TOO_LARGE:
            return QCoreApplication.translate(
                "Settings",
                "{file} is too large to be a settings file, so it was not read and will not be "
                "replaced: the defaults are used.",
            ).format(file=file)
        reason = system_reason(self.errno, self.reason)
        if self.problem is Problem.UNREADABLE:
            return QCoreApplication.translate(
                "Settings", "Your settings could not be read from {file} ({reason}): the defaults are used."
            ).format(file=file, reason=reason)
        return QCoreApplication.translate("Settings", "Your settings could not be saved to {file} ({reason}).").format(
            file=file, reason=reason
        )


def shown_value(value: str) -> str:
    """A value from the file as a note quotes it: short, every character one that can be shown."""
    printable = "".join(char if char.isprintable() else "\N{REPLACEMENT CHARACTER}" for char in value)
    return printable if len(printable) <= SHOWN_CHARACTERS else printable[:SHOWN_CHARACTERS] + "…"


class SettingsFileError(Exception):
    """The settings file is there but is not one this program reads (nor writes over)."""

    def __init__(self, problem: Problem, reason: str = "", error_number: int | None = None) -> None:
        super().__init__(reason or problem.value)
        self.problem = problem
        self.reason = reason
        self.errno = error_number


def read_settings_text(path: Path) -> str | None:
    """The text of the settings file (None when there is none); SettingsFileError when it cannot be used.

    A pipe, a device or a folder is refused before it is opened, and again once open (opened without blocking,
    so that one put there in between does not block either). Bytes that are not UTF-8 are kept as they are.
    """
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise SettingsFileError(Problem.NOT_A_FILE)
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC)
    except (FileNotFoundError, NotADirectoryError):  # none yet (a file in a folder's place fails the write)
        return None
    except OSError as error:
        raise SettingsFileError(Problem.UNREADABLE, error.strerror or str(error), error.errno) from None
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise SettingsFileError(Problem.NOT_A_FILE)
        if info.st_size > MAX_SETTINGS_BYTES:
            raise SettingsFileError(Problem.TOO_LARGE)
        data = b""
        while len(data) <= MAX_SETTINGS_BYTES:
            chunk = os.read(descriptor, MAX_SETTINGS_BYTES + 1 - len(data))
            if not chunk:
                break
            data += chunk
    except OSError as error:
        raise SettingsFileError(Problem.UNREADABLE, error.strerror or str(error), error.errno) from None
    finally:
        os.close(descriptor)
    if len(data) > MAX_SETTINGS_BYTES:
        raise SettingsFileError(Problem.TOO_LARGE)
    return data.decode("utf-8", errors="surrogateescape")


Sections = dict[str, dict[str, str]]


def parse_ini(text: str) -> Sections:
    """Each section's keys and values as written (a value in quotes keeps them); keys before a section are
    General's, as QSettings reads them; comments and lines without "=" are dropped, as QSettings drops them."""
    sections: Sections = {GENERAL: {}}
    section = sections[GENERAL]
    for line in text.splitlines():
        line = line.strip()
        if not line or line[0] in ";#":
            continue
        if line.startswith("[") and line.endswith("]"):
            section = sections.setdefault(line[1:-1], {})
            continue
        key, equals, value = line.partition("=")
        if equals and key.strip():
            section[key.strip()] = value.strip()
    return sections


def unquoted(written: str) -> str:
    """A value as QSettings reads it back, for the values it quotes (a leading or trailing space, a comma)."""
    if len(written) >= 2 and written[0] == written[-1] == '"':
        return written[1:-1].replace('\\"', '"').replace("\\\\", "\\")
    return written


def ini_text(sections: Sections) -> str:
    blocks = []
    for name, entries in sections.items():
        if entries:
            lines = [f"[{name}]"] + [f"{key}={value}" for key, value in sorted(entries.items())]
            blocks.append("\n".join(lines) + "\n")
    return "\n".join(blocks)


def default_settings_path() -> Path:
    return Path(user_config_dir(APP_NAME, appauthor=False)) / "settings.ini"


class Settings:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or default_settings_path()
        self._notes: list[SettingsNote] = []
        self._sections: Sections = {GENERAL: {}}
        self._values: dict[str, str] = {}
        self._changed: dict[str, str] = {}
        self._read(noting=True)

    # ---- the file ------------------------------------------------------------------------------------------------
    def _read(self, noting: bool) -> SettingsFileError | None:
        """Take the file's preferences (checked); why not, if the file is there but cannot be used."""
        try:
            text = read_settings_text(self.path)
        except SettingsFileError as error:
            if noting:
                self._note(SettingsNote(error.problem, self.path, reason=error.reason, errno=error.errno))
            self._values = {key: preference.default for key, preference in PREFERENCES.items()}
            return error
        self._sections = parse_ini(text or "")
        general = self._sections[GENERAL]
        self._values = {}
        for key, preference in PREFERENCES.items():
            written = general.get(key)
            value = None if written is None else preference.checked(unquoted(written))
            if written is not None and value is None:
                del general[key]  # the default stands for it, and is what the next write keeps
                if noting:
                    self._note(SettingsNote(Problem.BAD_VALUE, self.path, key, unquoted(written), preference.default))
            self._values[key] = preference.default if value is None else value
        return None

    def sync(self) -> bool:
        """Write the preferences changed since the last sync; False (and a note) if they could not be written."""
        if not self._changed:
            return True
        changed = self._changed
        refused = self._read(noting=False)
        if refused is not None:  # a file this program does not read is never written over
            self._values.update(changed)
            if refused.problem is Problem.UNREADABLE:
                self._note(SettingsNote(Problem.NOT_SAVED, self.path, reason=refused.reason, errno=refused.errno))
            else:
                self._note(SettingsNote(refused.problem, self.path))
            return False
        self._sections[GENERAL].update(changed)
        self._values.update(changed)
        try:
            write_atomically(self.path, ini_text(self._sections))
        except OSError as error:
            self._note(
                SettingsNote(Problem.NOT_SAVED, self.path, reason=error.strerror or str(error), errno=error.errno)
            )
            return False
        self._changed = {}
        return True

    @property
    def notes(self) -> tuple[SettingsNote, ...]:
        """What the player has not been told yet about the settings file."""
        return tuple(self._notes)

    def take_notes(self) -> list[SettingsNote]:
        """The notes not shown yet, which are then forgotten: each is shown once."""
        notes, self._notes = self._notes, []
        return notes

    def _note(self, note: SettingsNote) -> None:
        if note not in self._notes:
            self._notes.append(note)

    def _get(self, key: str) -> str:
        return self._values[key]

    def _set(self, key: str, value: str) -> None:
        checked = PREFERENCES[key].checked(value)
        if checked is None:
            raise ValueError(f"{value!r} is not a value of the setting {key!r}")
        self._values[key] = checked
        self._changed[key] = checked

    def _flag(self, key: str) -> bool:
        return self._get(key) == "true"

    def _set_flag(self, key: str, on: bool) -> None:
        self._set(key, "true" if on else "false")

    # ---- the preferences ---------------------------------------------------------------------------------------
    @property
    def language(self) -> str:
        """A language code, or "" for the system's language."""
        return self._get("language")

    @language.setter
    def language(self, code: str) -> None:
        self._set("language", code)

    @property
    def animation_speed(self) -> str:
        return self._get("animation_speed")

    @animation_speed.setter
    def animation_speed(self, speed: str) -> None:
        self._set("animation_speed", speed)

    @property
    def teaching(self) -> bool:
        """Teaching mode: on for a new user, then whatever they chose last."""
        return self._flag("teaching")

    @teaching.setter
    def teaching(self, on: bool) -> None:
        self._set_flag("teaching", on)

    @property
    def log_shown(self) -> bool:
        """The game log beside the table (or in the drawer of a small window)."""
        return self._flag("log_shown")

    @log_shown.setter
    def log_shown(self, on: bool) -> None:
        self._set_flag("log_shown", on)

    @property
    def side_shown(self) -> bool:
        """A window wide enough for the side panels beside the table: whether they are shown (F9)."""
        return self._flag("side_shown")

    @side_shown.setter
    def side_shown(self, on: bool) -> None:
        self._set_flag("side_shown", on)

    @property
    def drawer_open(self) -> bool:
        """A small window, whose side panels fold into a drawer over the table: whether it is open (F9)."""
        return self._flag("drawer_open")

    @drawer_open.setter
    def drawer_open(self, on: bool) -> None:
        self._set_flag("drawer_open", on)

    @property
    def animation_ms(self) -> int:
        return ANIMATION_MS[self.animation_speed]

    @property
    def zoom(self) -> int:
        return int(self._get("zoom"))  # one of ZOOM_STEPS, as checked

    @zoom.setter
    def zoom(self, percent: int) -> None:
        self._set("zoom", str(percent))

    @property
    def window_size(self) -> tuple[int, int] | None:
        """The size the window had when it was last closed, if any."""
        text = self._get("window_size")
        if not text:
            return None
        width, height = text.split("x")
        return int(width), int(height)

    @window_size.setter
    def window_size(self, size: tuple[int, int]) -> None:
        low, high = WINDOW_SIDES
        width, height = (max(low, min(high, side)) for side in size)
        self._set("window_size", f"{width}x{height}")

    @property
    def window_maximized(self) -> bool:
        """Whether the window was maximized when it was last closed (``window_size`` is then its size before)."""
        return self._flag("window_maximized")

    @window_maximized.setter
    def window_maximized(self, on: bool) -> None:
        self._set_flag("window_maximized", on)

    @property
    def theme(self) -> str:
        return self._get("theme")

    @theme.setter
    def theme(self, choice: str) -> None:
        self._set("theme", choice)

    @property
    def computer_move_display(self) -> str:
        """The pace of the moves of a seat that is not the person at this table: one of COMPUTER_MOVE_DISPLAYS."""
        return self._get("computer_move_display")

    @computer_move_display.setter
    def computer_move_display(self, display: str) -> None:
        self._set("computer_move_display", display)

    @property
    def computer_move_ms(self) -> int | None:
        """How long such a move is shown before it is played: 0 not at all, None until the player clicks."""
        return COMPUTER_MOVE_MS[self.computer_move_display]

    @property
    def seats(self) -> tuple[str, str]:
        """Who played the first and the second player of the last new game: "person" or "computer:<level>",
        a level this program has."""
        return self._get("first_seat"), self._get("second_seat")

    @seats.setter
    def seats(self, seats: tuple[str, str]) -> None:
        self._set("first_seat", seats[0])
        self._set("second_seat", seats[1])
