"""The README's pictures of online play, made the same way every time, through the loopback homeserver.

    .ci/homeserver.sh start && python -m tests.ui.online_screenshots [--out docs/screenshots] [--langs en el hu]

Two windows in one process, set up as the two-window tests set them up (``tests/online/tables.py``): Ann and Ben
sign in with the dialog's fields, Ann invites Ben, Ben joins. Per language: the Play online dialog after Ann has
signed in, with her invitation filled in (``online_dialog_LANG``); Ann's table after her first move, waiting for
Ben's (``online_waiting_table_LANG``); and Ann's table once Ben has written in the chat (``online_chat_LANG``).
The windows are 1280 x 800; the platform is whatever QT_QPA_PLATFORM says (``xcb`` under Xvfb).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

from benchmarks.online_window_latency import Bot, spin_until
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.settings import Settings
from lehavre_desktop.startup import setup_application
from lehavre_desktop.ui.main_window import MainWindow
from tests.online.homeserver import Homeserver, find_homeserver
from tests.online.tables import click, close_window, invite, join, make_window, open_dialog, sign_in, type_into
from tests.ui.helpers import settle
from tests.ui.test_full_game import Coverage, perform, pick

ROOT = Path(__file__).resolve().parents[2]
SIZE = (1280, 800)
CHAT = {
    "en": "Good luck! Your turn soon.",
    "el": "Καλή τύχη! Σε λίγο η σειρά σου.",
    "hu": "Sok sikert! Mindjárt te jössz.",
}


def shoot_language(out: Path, lang: str, home: Path, homeserver: Homeserver) -> None:
    settings = Settings(home / "settings.ini")
    settings.animation_speed = "off"
    settings.computer_move_display = "off"
    settings.sync()
    languages = LanguageManager(settings)
    languages.set_language(lang, remember=False)
    bot = Bot()
    accounts = {"ann": homeserver.register("ann"), "ben": homeserver.register("ben")}
    ann: MainWindow = make_window(bot, settings, languages, home / "ann")  # type: ignore[arg-type]
    ben: MainWindow = make_window(bot, settings, languages, home / "ben")  # type: ignore[arg-type]
    try:
        for window in (ann, ben):
            window.resize(*SIZE)
        sign_in(bot, ann, homeserver, accounts["ann"])  # type: ignore[arg-type]
        sign_in(bot, ben, homeserver, accounts["ben"])  # type: ignore[arg-type]
        dialog = open_dialog(ann)
        dialog.tabs.setCurrentIndex(0)
        type_into(dialog.invite.friend, homeserver.user_id(accounts["ben"][0]))
        type_into(dialog.invite.my_name, "Ann")
        type_into(dialog.invite.friend_name, "Ben")
        settle()
        dialog.grab().save(str(out / f"online_dialog_{lang}.png"))
        dialog.invite.friend.clear()
        dialog.invite.my_name.clear()
        dialog.invite.friend_name.clear()
        room = invite(bot, ann, homeserver.user_id(accounts["ben"][0]))  # type: ignore[arg-type]
        join(bot, ben, room)  # type: ignore[arg-type]
        for window in (ann, ben):
            if window.online.dialog is not None:
                window.online.dialog.close()
        spin_until(lambda: not ann.controller.locked_title and not ann.computer.busy)
        action, keep_open = pick(ann.session.state, random.Random(3), Coverage(), sold_once=True)
        perform(ann, action, keep_open, Coverage())
        moves = len(ann.session.actions())
        spin_until(lambda: len(ben.session.actions()) == moves)
        settle()
        ann.grab().save(str(out / f"online_waiting_table_{lang}.png"))
        ben.online.dock.entry.setText(CHAT[lang])  # QTest's typing knows no Greek letters
        click(ben.online.dock.send_button)
        spin_until(lambda: CHAT[lang] in ann.online.dock.chat.toPlainText())
        settle()
        ann.grab().save(str(out / f"online_chat_{lang}.png"))
    finally:
        for window in (ann, ben):
            close_window(window)
        languages.set_language("en", remember=False)
    for name in ("online_dialog", "online_waiting_table", "online_chat"):
        print("wrote", out / f"{name}_{lang}.png")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--langs", nargs="+", default=["en", "el", "hu"])
    args = parser.parse_args()
    homeserver = find_homeserver()
    if isinstance(homeserver, str):
        sys.exit(homeserver)
    app = QApplication(sys.argv[:1])
    setup_application(app)
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        for lang in args.langs:
            shoot_language(args.out, lang, Path(folder) / lang, homeserver)
    app.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
