"""Switching the interface language while a game is on the table.

Two views of the same mechanism:

* a pseudo-translation of the real catalogues ("[el] Clay Mound"), compiled for the test,
  proves that every widget and scene text follows a live switch, whatever state the
  translators' work is in;
* the shipped, compiled catalogues: the interface shows exactly what they say (or the
  English source where they say nothing yet).
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QLibraryInfo, QRect, QTranslator
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from lehavre_desktop.engine import GameRecord, Good, decode
from lehavre_desktop.i18n import manager as manager_module
from lehavre_desktop.i18n.forms import Player
from lehavre_desktop.i18n.names import building_name, building_summary, good_name
from lehavre_desktop.resources import I18N_DIR
from lehavre_desktop.session.game_session import GameSession
from lehavre_desktop.session.players import default_names
from lehavre_desktop.ui.dialogs.new_game import NewGameDialog
from lehavre_desktop.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory
from tests.ui.helpers import act, click_tile, record_of, settle, to_viewport

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = ROOT / "translations"
LRELEASE = Path(sys.executable).parent / "pyside6-lrelease"


def pseudo(code: str, text: str) -> str:
    return f"[{code}] {text}"


LUPDATE = Path(sys.executable).parent / "pyside6-lupdate"


def compile_pseudo_catalogue(code: str, target: Path) -> None:
    """Fill every message of the sources (the real catalogue brought up to date with them, as the translators'
    next pass starts) with a marked copy of its source, and compile it."""
    current = target / f"current_{code}.ts"
    current.write_bytes((CATALOGUES / f"lehavre_{code}.ts").read_bytes())
    sources = sorted(
        str(p.relative_to(ROOT)) for p in (ROOT / "lehavre_desktop").rglob("*.py") if "engine" not in p.parts
    )
    subprocess.run(
        [str(LUPDATE), "-no-obsolete", "-locations", "none", *sources, "-ts", str(current)],
        check=True,
        cwd=ROOT,
        capture_output=True,
    )
    tree = ET.parse(current)
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        forms = translation.findall("numerusform")
        for form in forms:  # a count's message: each of the language's plural forms
            form.text = pseudo(code, source)
        if not forms:
            translation.text = pseudo(code, source)
    ts = target / f"lehavre_{code}.ts"
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    subprocess.run([str(LRELEASE), str(ts), "-qm", str(target / f"lehavre_{code}.qm")], check=True, capture_output=True)


@pytest.fixture(scope="module")
def pseudo_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("pseudo-i18n")
    for code in ("el", "hu"):
        compile_pseudo_catalogue(code, target)
    return target


def tile_image(window: MainWindow, building: str) -> QImage:
    """What the view shows of one supply tile right now."""
    view = window.view
    tile = window.scene.tiles[building]
    rect = tile.sceneBoundingRect()
    area = QRect(to_viewport(view, rect.topLeft()), to_viewport(view, rect.bottomRight()))
    return view.viewport().grab(area).toImage()


def log_lines(window: MainWindow) -> list[str]:
    return window.log.lines()


def widget_texts(window: MainWindow) -> dict[str, str]:
    bar = window.action_bar
    return {
        "game menu": window.commands.menu("game").title(),
        "edit menu": window.commands.menu("edit").title(),
        "view menu": window.commands.menu("view").title(),
        "language menu": window.language_menu.title(),
        "undo": window.commands["undo"].text(),
        "window title": window.windowTitle(),
        "action title": bar.title.text(),
        "confirm": bar.confirm_button.text(),
        "cancel": bar.cancel_button.text(),
        "next": bar.next_button.toolTip(),
        "pass": bar.pass_button.text(),
    }


def switch_by_menu(window: MainWindow, code: str) -> None:
    window.language_menu.entries[code].trigger()
    settle()
    QApplication.processEvents()


def test_live_switch_el_hu_en_with_pseudo_catalogues(
    window_factory: WindowFactory, pseudo_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(manager_module, "I18N_DIR", pseudo_dir)
    window = window_factory(record_of("build clay_mound pay wood@0.1"))
    # Ben is shaping a build when the language changes: the action bar must follow too.
    click_tile(window, "grocery_store")
    english = widget_texts(window)
    english_log = log_lines(window)
    english_tile = tile_image(window, "smokehouse")
    assert english["game menu"] == "&Game"
    assert english["action title"] == "Build Grocery Store"
    assert english_log[0] == "Round A: Clay Mound, Smokehouse, Grocery Store and Hardware Store enter the supply."

    for code in ("el", "hu"):
        switch_by_menu(window, code)
        assert window.languages.language == code
        assert window.language_menu.entries[code].isChecked()
        assert window.settings.language == code
        texts = widget_texts(window)
        assert texts["game menu"] == pseudo(code, "&Game")
        assert texts["edit menu"] == pseudo(code, "&Edit")
        assert texts["view menu"] == pseudo(code, "&View")
        assert texts["language menu"] == pseudo(code, "&Language")
        assert texts["undo"] == pseudo(code, "&Undo")
        assert texts["window title"] == "{game}[*] — {title}".format(
            game=pseudo(code, "{first} vs {second}").format(first="Ann", second="Ben"),
            title=pseudo(code, "Le Havre: The Inland Port"),
        )
        assert texts["action title"] == pseudo(code, "Build {building}").format(building=pseudo(code, "Grocery Store"))
        assert texts["confirm"] == pseudo(code, "Confirm")
        assert texts["cancel"] == pseudo(code, "Cancel")
        assert texts["next"] == pseudo(code, "Next choice (Page Down)")
        assert texts["pass"] == pseudo(code, "Pass")
        assert window.controller.pending is not None  # the switch did not drop the half-made action
        # Scene texts are translated while painting.
        assert building_name("clay_mound") == pseudo(code, "Clay Mound")
        assert building_summary("clay_mound") == pseudo(code, "Clay → N+1 steps")
        assert good_name(Good.FISH) == pseudo(code, "Fish")
        assert tile_image(window, "smokehouse") != english_tile
        entered = ("Clay Mound", "Smokehouse", "Grocery Store", "Hardware Store")
        first, *middle, last = (pseudo(code, name) for name in entered)
        for name in middle:  # the list patterns, translated too
            first = pseudo(code, "{first}, {next}").format(first=first, next=name)
        names = pseudo(code, "{first} and {last}").format(first=first, last=last)
        assert log_lines(window)[0] == pseudo(code, "Round {letter}: {names} enter the supply.").format(
            letter="A", names=names
        )

    switch_by_menu(window, "en")
    assert widget_texts(window) == english
    assert log_lines(window) == english_log
    assert tile_image(window, "smokehouse") == english_tile
    assert building_name("clay_mound") == "Clay Mound"


def test_language_images_differ_between_el_and_hu(
    window: MainWindow, pseudo_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(manager_module, "I18N_DIR", pseudo_dir)
    window.languages.set_language("el")
    settle()
    greek = tile_image(window, "hardware_store")
    window.languages.set_language("hu")
    settle()
    assert tile_image(window, "hardware_store") != greek


# ---- the shipped catalogues -------------------------------------------------------------------

Probe = tuple[str, str, Callable[[MainWindow], str]]

PROBES: list[Probe] = [
    ("MainWindow", "&Game", lambda w: w.commands.menu("game").title()),
    ("MainWindow", "&Edit", lambda w: w.commands.menu("edit").title()),
    ("MainWindow", "&View", lambda w: w.commands.menu("view").title()),
    ("MainWindow", "&Undo", lambda w: w.commands["undo"].text()),
    ("ActionBar", "Confirm", lambda w: w.action_bar.confirm_button.text()),
    ("ActionBar", "Next choice (Page Down)", lambda w: w.action_bar.next_button.toolTip()),
    ("ActionBar", "Pass", lambda w: w.action_bar.pass_button.text()),
    ("Buildings", "Clay Mound", lambda w: building_name("clay_mound")),
    ("Buildings", "Hardware Store", lambda w: building_name("hardware_store")),
    ("BuildingSummaries", "Wood or clay → N steps", lambda w: building_summary("hardware_store")),
    ("Goods", "Grain", lambda w: good_name(Good.GRAIN)),
]


def qt_catalogue(code: str) -> QTranslator:
    """Qt's own strings: Hungarian ships with Qt, Greek with the game."""
    translator = QTranslator()
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    assert translator.load(f"qtbase_{code}", qt_dir) or translator.load(f"qtbase_{code}", str(I18N_DIR))
    return translator


def test_live_switch_shows_the_compiled_catalogues(window: MainWindow) -> None:
    """The shipped catalogues: every probed text changes, and says exactly what the catalogue says."""
    english = {source: shown(window) for _, source, shown in PROBES}
    assert english == {source: source for _, source, _ in PROBES}
    english_tile = tile_image(window, "hardware_store")
    turn = (
        "{player}, your turn: click a building in the supply to build it, or a building with a green frame on "
        "a wheel to use it."
    )
    assert window.action_bar.title.text() == turn.format(player="Ann")
    tiles: dict[str, QImage] = {}
    for code in ("el", "hu"):
        catalogue = QTranslator()
        assert catalogue.load(f"lehavre_{code}", str(I18N_DIR)), f"lehavre_{code}.qm is missing or unreadable"
        switch_by_menu(window, code)
        assert window.languages.language == code
        for context, source, shown in PROBES:
            expected = catalogue.translate(context, source) or source
            assert shown(window) == expected, (code, context, source)
            assert shown(window) != source, f"{code}: {source!r} did not change"
        called = (catalogue.translate("Controller", turn) or turn).format(player=Player("Ann"))  # the vocative
        assert window.action_bar.title.text() == called
        assert window.action_bar.title.text() != turn.format(player="Ann")
        tiles[code] = tile_image(window, "hardware_store")
        assert tiles[code] != english_tile
        # Qt's standard buttons speak the language too (Greek from the game's own qtbase_el).
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
        assert cancel is not None
        expected_cancel = qt_catalogue(code).translate("QPlatformTheme", "Cancel")
        assert expected_cancel and cancel.text() == expected_cancel != "Cancel"
    assert tiles["el"] != tiles["hu"]

    switch_by_menu(window, "en")
    assert {source: shown(window) for _, source, shown in PROBES} == english
    assert tile_image(window, "hardware_store") == english_tile
    assert window.action_bar.title.text() == turn.format(player="Ann")


# ---- default names follow the language -------------------------------------------------------------


def test_default_names_follow_the_language(
    window_factory: WindowFactory, pseudo_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(manager_module, "I18N_DIR", pseudo_dir)
    window = window_factory(GameRecord(default_names()))
    assert window.session.names == ("Player 1", "Player 2")
    switch_by_menu(window, "hu")
    # Nobody has played or named the players: the game's names follow the switch...
    assert default_names() == (pseudo("hu", "Player 1"), pseudo("hu", "Player 2"))
    assert window.session.names == default_names()
    assert window.scene.headers[0].name == pseudo("hu", "Player 1")
    assert pseudo("hu", "Player 1") in window.windowTitle()
    # ...and a new game offers them, greyed, for the players to type over.
    dialog = NewGameDialog(window.session.names, window)
    assert (dialog.first.text(), dialog.first.placeholderText()) == ("", pseudo("hu", "Player 1"))
    assert dialog.seat_names() in (default_names(), default_names()[::-1])
    assert GameSession().names == default_names()

    # Names the players typed, or a game under way, stay as they are.
    named = window_factory(GameRecord(("Emma", "Max")))
    switch_by_menu(named, "el")
    assert named.session.names == ("Emma", "Max")
    assert NewGameDialog(named.session.names, named).first.text() == "Emma"
    act(window, decode("build clay_mound pay wood@0.1"))
    switch_by_menu(window, "en")
    assert window.session.names == (pseudo("hu", "Player 1"), pseudo("hu", "Player 2"))
