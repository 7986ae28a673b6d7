"""Pictures of every dialog a player can open, over the game, made the same way every time, to look at as a player
would.

    python -m tests.ui.dialog_screenshots [--out DIR] [--langs en el hu] [--sizes 1024x768 1280x800 1920x1080]
                                          [--themes light dark high_contrast] [--dialogs new_game about …]

The dialogs: Game ▸ New game, Qt's file dialog (Open game), the offer to continue an unfinished game at start, the
rules reference (the game in brief, a search, a building's page), the review of a finished game (docs/finished),
Help ▸ Keyboard, Help ▸ About, the component data table, and the message boxes of a file that is not a game and of
closing with moves not on disk. Each screen size runs in a child process of its own, on Qt's offscreen platform with a
screen of that size and away from the user's settings and files; the window fills the screen, and each dialog takes
the size it takes there. The light theme is shown at every size, the others at 1280x800 only. The translations are
this checkout's own compiled ones (resources/i18n).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from tests.ui.screenshot_runner import ROOT, isolated_env

FINISHED = ROOT / "docs" / "finished.lhip.json"
REVIEW_WAIT_MS = 90_000  # the review's search over every turn of a whole game
EVERY_THEME_SIZE = "1280x800"
Opener = Callable[[QWidget], None]


def use_these_translations() -> None:
    """The compiled translations of this checkout, not those of the installed package."""
    import lehavre_desktop.i18n.amounts as amounts
    import lehavre_desktop.i18n.manager as manager
    import lehavre_desktop.i18n.pseudo as pseudo
    import lehavre_desktop.resources as resources
    import lehavre_desktop.session.players as players

    own = ROOT / "resources" / "i18n"
    for module in (resources, manager, players, amounts, pseudo):
        module.I18N_DIR = own  # type: ignore[attr-defined]


def grab_modal_later(target: Path, close: Callable[[QDialog], None]) -> None:
    """Photograph the modal dialog the next command shows (a message box or a file dialog waits in its own loop),
    then close it."""

    def take() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog):
            QTimer.singleShot(100, take)
            return
        QTest.qWait(200)
        dialog.grab().save(str(target))
        close(dialog)

    QTimer.singleShot(300, take)


def shoot_modal(target: Path, command: Callable[[], object]) -> None:
    """Photograph the first question or warning ``command`` shows; every one after it is declined unseen."""
    closer = QTimer()
    closer.setInterval(100)

    def decline_any() -> None:
        shown = QApplication.activeModalWidget()
        if isinstance(shown, QDialog):
            shown.reject()

    def decline_every_question(first: QDialog) -> None:
        first.reject()
        closer.timeout.connect(decline_any)
        closer.start()

    grab_modal_later(target, decline_every_question)
    command()
    closer.stop()


def shoot_open(dialog: QDialog, target: Path) -> None:
    dialog.show()
    QTest.qWaitForWindowExposed(dialog)
    QTest.qWait(200)
    dialog.grab().save(str(target))
    dialog.close()


def new_game(window: QWidget, target: Path) -> None:
    from lehavre_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(("Ann", "Ben"), window, seats=("person", "computer:strong"))
    shoot_open(dialog, target)


def open_file(window: QWidget, target: Path) -> None:
    from lehavre_desktop.ui.dialogs.files import file_dialog

    files = window.files  # type: ignore[attr-defined]
    shoot_open(file_dialog(window, files_title("Open game"), ROOT / "docs", files.file_filter()), target)


def files_title(text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("GameFiles", text)


def resume(window: QWidget, target: Path) -> None:
    """The question at start, with an unfinished game in the autosave."""
    from lehavre_desktop.session.persistence import autosave_path, load_record, save_record
    from lehavre_desktop.startup import _offer_autosave

    save_record(autosave_path(), load_record(ROOT / "docs" / "midgame.lhip.json"))

    shoot_modal(target, lambda: _offer_autosave(window))  # type: ignore[arg-type]


def reference(scene: str) -> Callable[[QWidget, Path], None]:
    def shoot(window: QWidget, target: Path) -> None:
        from lehavre_desktop.engine import RuleId

        dialogs = window.dialogs  # type: ignore[attr-defined]
        dialogs.show_reference(RuleId.SMOKEHOUSE if scene == "page" else None)
        shown = dialogs.reference
        shown.search.setText("fish" if scene == "search" else "")
        QTest.qWaitForWindowExposed(shown)
        QTest.qWait(200)
        shown.grab().save(str(target))
        shown.close()

    return shoot


def review(window: QWidget, target: Path) -> None:
    window.files.open_path(FINISHED)  # type: ignore[attr-defined]
    QTest.qWait(300)
    window.end.review_game()  # type: ignore[attr-defined]
    shown = window.end.review  # type: ignore[attr-defined]
    QTest.qWaitForWindowExposed(shown)
    QTest.qWait(300)
    shown.grab().save(str(target.with_name(target.stem + "_running.png")))
    waited = 0
    while shown.running and waited < REVIEW_WAIT_MS:
        QTest.qWait(200)
        waited += 200
    QTest.qWait(200)
    shown.grab().save(str(target))
    shown.close()


def window_dialog(name: str) -> Callable[[QWidget, Path], None]:
    def shoot(window: QWidget, target: Path) -> None:
        before = set(window.findChildren(QDialog))
        getattr(window.dialogs, name)()  # type: ignore[attr-defined]
        QTest.qWait(100)
        opened = [dialog for dialog in window.findChildren(QDialog) if dialog not in before and dialog.isVisible()]
        shoot_open(opened[0], target)

    return shoot


def not_a_game(window: QWidget, target: Path) -> None:
    broken = Path(tempfile.gettempdir()) / "broken-game.lhip.json"
    broken.write_text('{"format": "lehavre-inland-port", "actions": [', encoding="utf-8")
    shoot_modal(target, lambda: window.files.open_path(broken))  # type: ignore[attr-defined]


def moves_lost(window: QWidget, target: Path) -> None:
    from lehavre_desktop.ui.autosave_warning import close_with_moves_lost

    shoot_modal(target, lambda: close_with_moves_lost(window.prompter, lambda: False))  # type: ignore[attr-defined]


DIALOGS: dict[str, Callable[[QWidget, Path], None]] = {
    "new_game": new_game,
    "open_file": open_file,
    "resume": resume,
    "reference": reference("overview"),
    "reference_search": reference("search"),
    "reference_page": reference("page"),
    "keyboard": window_dialog("show_keyboard_help"),
    "about": window_dialog("show_about"),
    "components": window_dialog("show_component_editor"),
    "not_a_game": not_a_game,
    "moves_lost": moves_lost,
    "review": review,
}


def shoot_in_this_process(out: Path, size: str, langs: list[str], themes: list[str], names: list[str]) -> None:
    use_these_translations()
    from lehavre_desktop.i18n.manager import LanguageManager
    from lehavre_desktop.session.game_session import GameSession
    from lehavre_desktop.settings import Settings
    from lehavre_desktop.startup import setup_application
    from lehavre_desktop.ui.main_window import MainWindow

    app = QApplication([sys.argv[0]])
    setup_application(app)
    width, height = (int(part) for part in size.split("x"))
    settings = Settings()
    settings.animation_speed = "off"
    for theme in themes:
        for lang in langs:
            for name in names:
                languages = LanguageManager(settings, app)
                languages.set_language(lang, remember=False)
                window = MainWindow(GameSession(), settings, languages)
                window.theme_menu.set_choice(theme)
                window.resize(width, height)
                window.show()
                QTest.qWaitForWindowExposed(window)
                QTest.qWait(100)
                target = out / f"{name}_{theme}_{lang}_{size}.png"
                DIALOGS[name](window, target)
                print("wrote", target.name)
                window.document.close()
                window.close()
                window.deleteLater()
                QTest.qWait(50)
                languages.set_language("en", remember=False)  # its translators leave with it


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=Path("dialog-screenshots"))
    parser.add_argument("--langs", nargs="+", default=["en", "el", "hu"])
    parser.add_argument("--sizes", nargs="+", default=["1024x768", "1280x800", "1920x1080"])
    parser.add_argument("--themes", nargs="+", default=["light", "dark", "high_contrast"])
    parser.add_argument("--dialogs", nargs="+", default=list(DIALOGS), choices=list(DIALOGS))
    parser.add_argument("--one", metavar="SIZE", help=argparse.SUPPRESS)  # the child's part
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    if args.one:
        shoot_in_this_process(args.out.resolve(), args.one, args.langs, args.themes, args.dialogs)
        return 0
    failed = 0
    for size in args.sizes:
        themes = args.themes if size == EVERY_THEME_SIZE else [theme for theme in args.themes if theme == "light"]
        if not themes:
            continue
        width, height = (int(part) for part in size.split("x"))
        with tempfile.TemporaryDirectory() as scratch:
            screen = Path(scratch) / "screen.json"
            desktop = {"name": "Desktop", "x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96, "dpr": 1}
            screen.write_text(json.dumps({"screens": [desktop]}))
            env = isolated_env(Path(scratch)) | {
                "QT_QPA_PLATFORM": f"offscreen:configfile={screen}",
                "PYTHONPATH": os.fspath(ROOT),
            }
            command = [sys.executable, "-m", "tests.ui.dialog_screenshots", "--out", str(args.out.resolve())]
            command += ["--one", size, "--langs", *args.langs, "--themes", *themes, "--dialogs", *args.dialogs]
            done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800)
            print(done.stdout.strip(), done.stderr.strip()[-3000:] if done.returncode else "")
            failed += done.returncode != 0
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
