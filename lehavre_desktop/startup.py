"""Bringing up the application: fonts, settings, language, the game to show."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontDatabase, QIcon
from PySide6.QtWidgets import QApplication

from .crash_report import CrashReporter
from .engine import (
    MAX_NAME_LENGTH,
    ROUND_LETTERS,
    ActionSyntaxError,
    CodedError,
    GameRecord,
    GameState,
    PositionError,
    ProblemCode,
    decode,
    position_from_data,
    read_json_file,
    replay,
)
from .engine import shown as shown_text
from .i18n.amounts import install_source_numerus
from .i18n.forms import Amount, Letter
from .i18n.manager import LanguageManager
from .prose.cast import cast_of_record
from .prose.problems import component_problem_text, os_error_reason, problem_text
from .resources import APP_ICON_SVG, APP_ID, FONT_DIR
from .session.component_store import ComponentStore
from .session.game_session import GameSession
from .session.kept import keep_for_later, kept_games
from .session.persistence import SaveFileError, autosave_path, load_record, set_aside
from .session.players import default_names
from .settings import Settings
from .ui.game_style import GameStyle
from .ui.main_window import MainWindow
from .ui.messages import ask, warn
from .ui.window_size import show_as_left
from .ui.window_style import style_application

FONT_FAMILY = "DejaVu Sans"
# A position description is a few hundred bytes; this leaves a wide margin.
MAX_POSITION_BYTES = 64 * 1024


def setup_application(app: QApplication) -> None:
    """Identity and the bundled font, so every machine shows Greek and Hungarian the same way."""
    app.setApplicationName("lehavre-desktop")
    app.setApplicationDisplayName("Le Havre: The Inland Port")
    app.setOrganizationName("lehavre-desktop")
    # Names the desktop entry the windows belong to: a Wayland desktop shows its icon and name for them.
    app.setDesktopFileName(APP_ID)
    family = FONT_FAMILY
    for path in sorted(FONT_DIR.glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            family = QFontDatabase.applicationFontFamilies(font_id)[0]
    app.setFont(QFont(family, 10))
    app.setWindowIcon(QIcon(str(APP_ICON_SVG)))
    install_source_numerus(app)
    app.setStyle(GameStyle())  # the style, with frames on dark spin boxes and scroll bars' handles to see
    style_application()  # the dialogs' buttons, also those of a question asked before the window is made


def run(app: QApplication, language: str | None, savefile: Path | None, theme_choice: str | None = None) -> int:
    reporter = CrashReporter()
    reporter.install()  # before anything reads a file (fonts, settings, components): a fault there is reported too
    setup_application(app)
    settings = Settings()
    languages = LanguageManager(settings, app)
    languages.start(language)
    store = ComponentStore()
    problems = store.load()
    session = GameSession(GameRecord(default_names(), (), store.table))
    window = MainWindow(session, settings, languages, theme_choice=theme_choice, components=store)
    reporter.attach(window)
    show_as_left(window, settings.window_maximized)
    if problems:
        warn(
            window,
            QCoreApplication.translate("Startup", "Corrections to the component data"),
            QCoreApplication.translate(
                "Startup", "Some entries of your components file were not used; the built-in values stand for them:"
            )
            + "\n\n"
            + "\n".join(component_problem_text(p) for p in problems),
        )
    show_settings_notes(window, settings)
    if savefile is not None:
        keep_unfinished_autosave(window)  # the file asked for is opened; the game the last run left is not lost
        window.files.open_path(savefile)
    else:
        offer_resume(window)
    return app.exec()


def show_settings_notes(window: MainWindow, settings: Settings) -> None:
    """Say once what was wrong with the settings file: the values not used, the file refused."""
    notes = settings.take_notes()
    if notes:
        warn(window, QCoreApplication.translate("Startup", "Settings"), "\n\n".join(note.text() for note in notes))


def offer_resume(window: MainWindow) -> None:
    """Offer the unfinished game of the last run, then the newest game kept for later; else a new game.

    An unfinished game the player declines is kept for later first: the new game's autosave would replace it."""
    offered = _offer_autosave(window)
    if offered is None and _offer_kept(window):
        return
    if not offered:
        window.files.new_game()


def _unfinished_autosave(window: MainWindow) -> GameRecord | None:
    """The game the last run left unfinished in the autosave; a damaged autosave is set aside and reported."""
    path = autosave_path()
    if not path.exists():
        return None
    try:
        record = load_record(path)
    except SaveFileError as error:
        kept = set_aside(path)
        warn(
            window,
            QCoreApplication.translate("Startup", "Unfinished game"),
            QCoreApplication.translate(
                "Startup",
                "The automatic save could not be read, so it was kept as {file} and a new "
                "game starts.\n\nDetails: {reason}",
            ).format(file=str(kept), reason=problem_text(error.error)),
        )
        return None
    final = replay(record).final
    return None if final.finished or not record.actions else record


def _offer_autosave(window: MainWindow) -> bool | None:
    """True: the unfinished game goes on; False: the player declined it (it is kept); None: there was none."""
    record = _unfinished_autosave(window)
    if record is None:
        return None
    final = replay(record).final
    players = cast_of_record(record)
    agreed = ask(
        window,
        QCoreApplication.translate("Startup", "Unfinished game"),
        QCoreApplication.translate(
            "Startup",
            "{a} and {b} have an unfinished game (round {letter}, {turns} played). Continue it? If "
            "not, it is kept in Game ▸ Kept games.",
        ).format(
            a=players[0], b=players[1], letter=Letter(final.round_index), turns=Amount("turns", final.turn_number)
        ),
    )
    if agreed:
        window.document.load(record)
        return True
    _keep(window, record)
    return False


def keep_unfinished_autosave(window: MainWindow) -> None:
    """Another game is opened at start: the unfinished game of the last run goes to the kept games."""
    record = _unfinished_autosave(window)
    if record is not None:
        _keep(window, record)


def _keep(window: MainWindow, record: GameRecord) -> None:
    """Keep the autosave's game for later; if that cannot be written, the autosave is set aside instead."""
    try:
        keep_for_later(record)
    except OSError as error:
        kept = set_aside(autosave_path())
        warn(
            window,
            QCoreApplication.translate("Startup", "Unfinished game"),
            QCoreApplication.translate(
                "Startup",
                "The unfinished game could not be kept for later ({reason}); its automatic save was kept as {file}.",
            ).format(reason=os_error_reason(error), file=str(kept)),
        )
        return
    window.files.refresh_kept_menu()
    a, b = cast_of_record(record)
    window.tell(
        QCoreApplication.translate(
            "Startup", "The unfinished game of {a} and {b} is kept: Game ▸ Kept games continues it."
        ).format(a=a, b=b)
    )


def _offer_kept(window: MainWindow) -> bool:
    found = [kept for kept in kept_games() if not kept.finished]
    if not found:
        return False
    kept = found[0]
    a, b = cast_of_record(kept)
    agreed = ask(
        window,
        QCoreApplication.translate("Startup", "Kept game"),
        QCoreApplication.translate(
            "Startup", "The game of {a} and {b} (round {letter}, {turns} played) was kept for later. Continue it?"
        ).format(
            a=a, b=b, letter=Letter(ROUND_LETTERS.index(kept.round_letter)), turns=Amount("turns", kept.turn_number)
        ),
    )
    return agreed and window.files.resume(kept)


class Shown(NamedTuple):
    """What a screenshot shows: a saved game or a position (else a new game), and a choice being shaped
    (or, with ``keep_open``, carried out with the turn kept open); ``drawer``: the side panels of a small
    window open over the table."""

    record: Path | None = None
    position: Path | None = None
    pending: str | None = None
    keep_open: bool = False
    drawer: bool = False
    theme: str = "system"


def with_saveable_names(position: GameState) -> GameState:
    """The position, if its players' names are no longer than a saved game's may be; else PositionError."""
    for player in position.players:
        if len(player.name) > MAX_NAME_LENGTH:
            raise PositionError(
                f"the player name {shown_text(player.name)} is longer than {MAX_NAME_LENGTH} characters",
                ProblemCode.RECORD_NAME_TOO_LONG,
                name=shown_text(player.name),
                limit=MAX_NAME_LENGTH,
            )
    return position


def _session_to_show(shown: Shown) -> GameSession:
    """The game a screenshot shows; ValueError says what is wrong with the files or the action."""
    if shown.record is not None:
        try:
            return GameSession(load_record(shown.record))
        except SaveFileError as error:
            raise ValueError(
                QCoreApplication.translate("Startup", "cannot open {file}: {problem}").format(
                    file=str(shown.record), problem=problem_text(error.error)
                )
            ) from None
    session = GameSession(GameRecord(default_names()))
    if shown.position is not None:
        try:
            session.load_position(
                with_saveable_names(position_from_data(read_json_file(shown.position, MAX_POSITION_BYTES)))
            )
        except CodedError as error:  # the file cannot be read, is not JSON or not a possible position
            raise ValueError(
                QCoreApplication.translate("Startup", "cannot use the position {file}: {problem}").format(
                    file=str(shown.position), problem=problem_text(error)
                )
            ) from None
    return session


def _show_pending(window: MainWindow, text: str) -> None:
    try:
        action = decode(text)
    except ActionSyntaxError as error:
        raise ValueError(f"--pending {text!r}: {error}") from None
    rejection = window.controller.propose(action)
    if rejection is not None or window.controller.pending is None:
        raise ValueError(f"--pending {text!r} cannot be shown here: {rejection or 'not a build or use'}")


def screenshot(app: QApplication, target: Path, language: str | None, width: int, height: int, shown: Shown) -> int:
    setup_application(app)
    # A throwaway settings file: a screenshot never changes the user's preferences.
    with tempfile.TemporaryDirectory() as scratch:
        settings = Settings(Path(scratch) / "settings.ini")
        settings.animation_speed = "off"
        settings.drawer_open = shown.drawer
        settings.theme = shown.theme
        languages = LanguageManager(settings, app)
        languages.start(language or "en")
        try:
            session = _session_to_show(shown)
        except ValueError as error:
            print(error)
            return 1
        window = MainWindow(
            session, settings, languages, autosave=False, preload_charts=False, fit_screen=False, online=False
        )
        window.resize(width, height)
        window.show()
        for _ in range(5):
            app.processEvents()
        if shown.pending is not None:
            try:
                _show_pending(window, shown.pending)
            except ValueError as error:
                print(error)
                window.close()
                return 1
            if shown.keep_open:
                window.controller.confirm_keep_open()
            for _ in range(5):
                app.processEvents()
        image = window.grab()
        ok = image.save(str(target))  # in the format its suffix names: PNG, or BMP for a benchmark (no compression)
        print(f"{'wrote' if ok else 'could not write'} {target} ({image.width()}x{image.height()})")
        if session.state.finished:
            # A finished game also gets its final-scores screen, beside the table.
            window.end.show()
            dialog = window.end.dialog
            assert dialog is not None
            for _ in range(5):
                app.processEvents()
            scores = target.with_name(f"{target.stem}-scores{target.suffix}")
            ok = dialog.grab().save(str(scores)) and ok
            print(f"wrote {scores}")
            dialog.close()
        window.close()
        return 0 if ok else 1
