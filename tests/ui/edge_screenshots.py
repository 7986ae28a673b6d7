"""Pictures of the moments a new player meets first, and of the table in motion, made the same way every time, to look
at as a player would.

    python -m tests.ui.edge_screenshots [--out DIR] [--langs en el hu] [--sizes 1024x768 1280x800]
                                        [--themes light dark high_contrast] [--scenes refusal hint …]

Each picture is the window itself, driven by real clicks and keys as the tests drive it: a refusal in the action bar
(a tile too dear clicked), the hint, the header after Confirm, keep turn open, the guided game's first three steps,
the table with the teaching panel open; and, with the animations on, a round change caught mid-way (the banner, the
wheels turning), the computer's move being shown, and the Help ▸ Symbols legend. Run under Xvfb
(``QT_QPA_PLATFORM=xcb``) for the platform's own fonts and decorations, or offscreen.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication

from lehavre_desktop.engine import PERSON_SEAT, GameRecord, position_from_data
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.session.game_session import TWO_PEOPLE, GameSession, Seats
from lehavre_desktop.settings import Settings
from lehavre_desktop.startup import setup_application
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.helpers import click_chip, click_tile, press_button, settle
from tests.ui.positions import EX25_SALE_AFTER_USE, RESTAURANT_FOR_A_FEE
from tests.ui.test_legibility import CROWDED

WAIT_MS = 20_000  # for the computer's search: a hint, or its move
MID_ANIMATION_MS = 700  # into a motion of the "normal" speed: the round's banner shown, the wheels half-way round
DEALING_MS = 1700  # into a round change of the "normal" speed: the wheels have turned, the new tiles fly in
PAYING_MS = 330  # into the payment of the computer's move at the "slow" pace: the fee's coin in the air
MOVING = {"round_change", "computer_move"}  # scenes shown with the animations on
Scene = Callable[[MainWindow], None]


def refusal(window: MainWindow) -> None:
    """Round K, Emma clicks the Town Hall: 9 wood and 9 clay she does not have."""
    click_tile(window, "town_hall")


def wait_for(done: Callable[[], bool]) -> None:
    """Run the event loop until ``done()``, or for ``WAIT_MS`` at most (the picture then shows what came)."""
    waited = 0
    while not done() and waited < WAIT_MS:
        QTest.qWait(50)
        waited += 50


def hint(window: MainWindow) -> None:
    press_button(window.action_bar.hint_button)
    wait_for(lambda: window.hints.suggestion is not None)
    settle()


def kept_open(window: MainWindow) -> None:
    click_chip(window, "clay_mound")
    press_button(window.action_bar.keep_open_button)


def guide_step(count: int) -> Scene:
    """The guide's first ``count`` steps: started from Help, each done as the guide asks."""

    def play(window: MainWindow) -> None:
        window.commands["guide"].trigger()
        settle()
        if count >= 2:
            click_tile(window, "clay_mound")
            press_button(window.action_bar.confirm_button)
        if count >= 3:
            click_tile(window, "grocery_store")
            press_button(window.action_bar.confirm_button)
        settle()

    return play


def teaching_open(window: MainWindow) -> None:
    """Teaching mode on and its panel open (in a small window: its drawer opened by its handle), a build shaped."""
    window.commands["teaching"].setChecked(True)
    settle()
    handle = next(
        (
            button
            for button in window.findChildren(QAbstractButton)
            if button.objectName() == "DrawerHandle" and button.isVisible()
        ),
        None,
    )
    if handle is not None and not handle.isChecked():
        QTest.mouseClick(handle, Qt.MouseButton.LeftButton)
        settle()
    click_tile(window, "sawmill")


def round_change(window: MainWindow) -> None:
    """Ann ends the last turn of round C: round D opens; the picture is taken as the new round's tile is dealt into
    the supply, beside the banner."""
    kept_open(window)
    press_button(window.action_bar.end_turn_button)
    QTest.qWait(DEALING_MS)


def computer_move(window: MainWindow) -> None:
    """The computer (Ben) uses Ann's Restaurant; the picture is taken while its move is shown, before it is played:
    the building ringed, and its payment under way (the fish walking, the fee flying to Ann, the francs counting)."""
    shown = window.computer.shown_move
    wait_for(lambda: shown.step == 2)
    QTest.qWait(PAYING_MS)


def symbols(window: MainWindow) -> None:
    window.commands["symbols"].trigger()
    settle()


SCENES: dict[str, tuple[Callable[[], GameSession], Scene]] = {
    "refusal": (lambda: positioned(CROWDED), refusal),
    "hint": (lambda: positioned(CROWDED), hint),
    "kept_open": (lambda: positioned(EX25_SALE_AFTER_USE), kept_open),
    "guide_1": (lambda: GameSession(GameRecord(("Ann", "Ben"))), guide_step(1)),
    "guide_2": (lambda: GameSession(GameRecord(("Ann", "Ben"))), guide_step(2)),
    "guide_3": (lambda: GameSession(GameRecord(("Ann", "Ben"))), guide_step(3)),
    "teaching": (lambda: positioned(CROWDED), teaching_open),
    "round_change": (lambda: positioned(EX25_SALE_AFTER_USE), round_change),
    "computer_move": (lambda: positioned(RESTAURANT_FOR_A_FEE, (PERSON_SEAT, "computer:strong")), computer_move),
    "symbols": (lambda: positioned(CROWDED), symbols),
}


def positioned(data: Mapping[str, Any], seats: Seats = TWO_PEOPLE) -> GameSession:
    session = GameSession()
    session.load_position(position_from_data(data), seats)
    return session


def shoot(out: Path, scene: str, lang: str, size: tuple[int, int], theme: str, scratch: Path) -> Path:
    settings = Settings(scratch / f"{scene}-{lang}-{theme}.ini")
    settings.animation_speed = "normal" if scene in MOVING else "off"
    settings.computer_move_display = "slow"
    settings.sync()
    languages = LanguageManager(settings)
    languages.set_language(lang, remember=False)
    make_session, play = SCENES[scene]
    window = MainWindow(make_session(), settings, languages)
    window.theme_menu.set_choice(theme)
    window.resize(*size)
    window.show()
    QTest.qWaitForWindowExposed(window)
    settle()
    play(window)
    settle()
    target = out / f"{scene}_{theme}_{lang}_{size[0]}x{size[1]}.png"
    dialog = QApplication.activeModalWidget()
    (dialog if dialog is not None and dialog is not window else window).grab().save(str(target))
    if dialog is not None and dialog is not window:
        dialog.close()
    window.close()
    window.deleteLater()
    languages.set_language("en", remember=False)
    settle()
    return target


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=Path("edge-screenshots"))
    parser.add_argument("--langs", nargs="+", default=["en", "el", "hu"])
    parser.add_argument("--sizes", nargs="+", default=["1024x768", "1280x800"])
    parser.add_argument("--themes", nargs="+", default=["light"])
    parser.add_argument("--scenes", nargs="+", default=list(SCENES), choices=list(SCENES))
    args = parser.parse_args()
    app = QApplication(sys.argv)
    setup_application(app)  # the bundled font and the English numerus forms, as the program starts
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        for scene in args.scenes:
            for theme in args.themes:
                for lang in args.langs:
                    for size in args.sizes:
                        width, height = (int(v) for v in size.split("x"))
                        print("wrote", shoot(args.out, scene, lang, (width, height), theme, Path(scratch)))
    app.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
