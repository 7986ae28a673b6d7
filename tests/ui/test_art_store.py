"""The pictures rendered from the SVG files and the painted pieces (tokens, coins, panels) made while the program
starts are kept, and a later start reads them back without parsing any SVG or painting again; a damaged picture is
made again; nothing is kept after the first frame; a store grown too large keeps only what the run used."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from lehavre_desktop.engine import Good
from lehavre_desktop.ui import art, art_store
from lehavre_desktop.ui.board import materials
from lehavre_desktop.ui.board.texture_store import SUFFIX
from lehavre_desktop.ui.main_window import MainWindow
from lehavre_desktop.ui.motion.director import MotionDirector


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> art_store.ArtStore:
    """A store of its own, with nothing in memory: every picture asked for is read back or rendered."""
    kept = art_store.ArtStore(tmp_path / "art")
    monkeypatch.setattr(art_store, "STORE", kept)
    forget()
    return kept


def forget() -> None:
    """As a new start: no pixmap in memory, no SVG file parsed."""
    art.CACHE.clear()
    art._renderer.cache_clear()


def kiln(px: int = 28) -> QImage:
    return art.emblem_pixmap("kiln", px).toImage()


def test_a_picture_kept_at_the_start_is_read_back_and_no_svg_is_parsed(store: art_store.ArtStore) -> None:
    first = kiln()
    assert art.renderers_loaded() == 1
    assert store.folder is not None and len(list(store.folder.glob("*" + SUFFIX))) == 1
    forget()
    again = kiln()
    assert art.renderers_loaded() == 0
    assert again == first


def test_a_damaged_picture_is_rendered_again(store: art_store.ArtStore) -> None:
    first = kiln()
    assert store.folder is not None
    [kept] = store.folder.glob("*" + SUFFIX)
    kept.write_bytes(b"not a picture")
    forget()
    assert kiln() == first and art.renderers_loaded() == 1


def test_nothing_rendered_after_the_first_frame_is_kept(store: art_store.ArtStore) -> None:
    kiln(28)
    store.close_start()
    kiln(40)  # a zoom: a size the next start will not ask for
    assert store.folder is not None and len(list(store.folder.glob("*" + SUFFIX))) == 1


def test_a_store_grown_too_large_keeps_only_what_the_run_used(
    store: art_store.ArtStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    kiln()
    assert store.folder is not None
    [used] = store.folder.glob("*" + SUFFIX)
    for index in range(5):
        (store.folder / f"old-{index}.png").write_bytes(b"")
    monkeypatch.setattr(art_store, "MAX_KEPT", 3)
    store.close_start()
    assert list(store.folder.glob("*" + SUFFIX)) == [used]


def test_the_pictures_an_earlier_version_kept_as_png_files_are_removed(store: art_store.ArtStore) -> None:
    kiln()
    assert store.folder is not None
    (store.folder / "0123456789abcdef.png").write_bytes(b"an earlier version's picture")
    [kept] = store.folder.glob("*" + SUFFIX)
    store.close_start()
    assert sorted(store.folder.iterdir()) == [kept]


def test_the_window_keeps_what_its_first_frame_showed_and_then_stops(
    store: art_store.ArtStore, window: MainWindow
) -> None:
    assert not store.keeping  # the window's first frame is on screen
    assert store.folder is not None and len(list(store.folder.glob("*" + SUFFIX))) >= 10  # emblems and symbols


def test_the_painted_pieces_are_kept_too(store: art_store.ArtStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """A good's token, a coin and a board's panel, painted once at the start, are read back by the next one, and
    each read back as it was painted."""
    first = (
        materials.token_pixmap(Good.FISH, 20).toImage(),
        materials.coin_pixmap(18, mark=True).toImage(),
        materials.panel_pixmap(120, 200, 8, materials.Material.LINEN, None, shadow=True).toImage(),
    )
    forget()
    for painter in ("_token_image", "_coin_image", "_paint_face"):
        monkeypatch.setattr(materials, painter, lambda *args, name=painter: pytest.fail(f"{name} painted again"))
    again = (
        materials.token_pixmap(Good.FISH, 20).toImage(),
        materials.coin_pixmap(18, mark=True).toImage(),
        materials.panel_pixmap(120, 200, 8, materials.Material.LINEN, None, shadow=True).toImage(),
    )
    assert again == first


def test_the_picture_files_are_parsed_a_second_after_a_start_that_read_every_picture_back(
    store: art_store.ArtStore, window: MainWindow, qtbot: QtBot
) -> None:
    """A start whose first frame read its pictures from the store parsed no SVG; the window parses them while the
    player looks at the table, so that a picture of a new size mid-game costs no parse in an animation frame."""
    forget()
    assert art.renderers_loaded() == 0
    MotionDirector.of(window.view)._warm_up_timer.start(0)  # its second after the start, now
    qtbot.waitUntil(lambda: art.renderers_loaded() == 3, timeout=5000)  # emblems, small emblems, symbols
