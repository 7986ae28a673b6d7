"""The textures are painted once and read back in later runs; a bad stored picture costs a new painting, no more."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from lehavre_desktop.ui import art, theme
from lehavre_desktop.ui.board import materials, texture_store
from lehavre_desktop.ui.board.materials import Material
from lehavre_desktop.ui.theme import PALETTES


def painter_counting(calls: list[int], colour: str = "#5b3e2a") -> Callable[[], QImage]:
    def paint() -> QImage:
        calls.append(1)
        image = QImage(8, 8, texture_store.FORMAT)
        image.fill(QColor(colour))
        image.setPixelColor(3, 5, QColor("#ffffff"))
        return image

    return paint


def test_a_texture_is_painted_once_then_read_back(tmp_path: Path) -> None:
    calls: list[int] = []
    first = texture_store.stored_texture(("wood", 8), 8, 8, painter_counting(calls), tmp_path)
    again = texture_store.stored_texture(("wood", 8), 8, 8, painter_counting(calls), tmp_path)
    assert calls == [1]
    assert again == first
    assert [p.name for p in tmp_path.glob("*" + texture_store.SUFFIX)] == [texture_store.stored_name(("wood", 8))]


def test_the_names_are_the_sha256_of_what_the_picture_depends_on() -> None:
    """Qt makes the digest (``hashlib`` costs the start its OpenSSL); the names are the ones stored before."""
    assert texture_store.digest(b"") == hashlib.sha256(b"").hexdigest()
    parts = ("wood", 640, 480, "#c8a165", 0.4, 7)
    key = "|".join(str(part) for part in (texture_store.pattern_revision(), *parts))
    assert texture_store.stored_name(parts) == hashlib.sha256(key.encode()).hexdigest()[:32] + texture_store.SUFFIX


def test_every_part_of_the_name_counts(tmp_path: Path) -> None:
    names = {texture_store.stored_name(parts) for parts in (("wood", 8), ("wood", 9), ("linen", 8), ("wood", 8, 1))}
    assert len(names) == 4


@pytest.mark.parametrize("damage", ["garbage", "other size", "other format", "flipped bit", "cut", "folder", "link"])
def test_a_bad_stored_picture_is_painted_again(tmp_path: Path, damage: str) -> None:
    path = tmp_path / texture_store.stored_name(("card", 8))
    black = painter_counting([], "#000000")()
    if damage == "garbage":
        path.write_bytes(b"\x89PNG not really")
    elif damage == "other size":
        texture_store.write_picture(path, QImage(4, 4, texture_store.FORMAT))
    elif damage == "other format":
        texture_store.write_picture(path, black, QImage.Format.Format_ARGB32_Premultiplied)
    elif damage in ("flipped bit", "cut"):
        texture_store.write_picture(path, black)
        data = bytearray(path.read_bytes())
        data[texture_store.HEADER.size + 5] ^= 0x10
        path.write_bytes(bytes(data) if damage == "flipped bit" else path.read_bytes()[:-1])
    elif damage == "folder":
        path.mkdir()
    else:
        target = tmp_path / "elsewhere"
        texture_store.write_picture(target, black)
        path.symlink_to(target)
    calls: list[int] = []
    image = texture_store.stored_texture(("card", 8), 8, 8, painter_counting(calls), tmp_path)
    assert calls == [1]
    assert image.pixelColor(0, 0) == QColor("#5b3e2a")
    if damage == "link":
        assert (
            texture_store.read_picture(tmp_path / "elsewhere", 8, 8) == black
        )  # what the link pointed at is untouched


def test_a_kept_picture_reads_back_pixel_for_pixel_in_its_format(tmp_path: Path) -> None:
    see_through = QImage.Format.Format_ARGB32_Premultiplied
    painted = painter_counting([], "#5b3e2a")().convertToFormat(see_through)
    painted.setPixelColor(3, 5, QColor(10, 200, 30, 128))
    texture_store.write_picture(tmp_path / "kept", painted, see_through)
    again = texture_store.read_picture(tmp_path / "kept", 8, 8, see_through)
    assert again is not None and again.format() == see_through and again == painted
    assert texture_store.read_picture(tmp_path / "kept", 8, 8) is None  # asked in another format


def test_a_folder_that_cannot_be_written_only_costs_the_painting(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        if os.access(locked, os.W_OK):
            pytest.skip("running as a user who may write anywhere")
        calls: list[int] = []
        texture_store.stored_texture(("wood", 8), 8, 8, painter_counting(calls), locked)
        texture_store.stored_texture(("wood", 8), 8, 8, painter_counting(calls), locked)
        assert calls == [1, 1]
    finally:
        locked.chmod(0o700)


@pytest.mark.parametrize("name", ["light", "dark"])
def test_the_stored_textures_are_the_painted_ones(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    before = theme.current()
    theme.use(PALETTES[name])
    try:
        for material in Material:
            painted = materials.texture_image(material, 64)
            shown = []
            for _run in range(2):  # painted and stored, then read back
                art.CACHE.clear()
                shown.append(
                    materials.texture_pixmap(material, 64 / materials.TEXTURE_PX)
                    .toImage()
                    .convertToFormat(texture_store.FORMAT)
                )
            assert shown == [painted, painted], material
        assert len(list((tmp_path / "lehavre-desktop" / "textures").iterdir())) == len(Material)
    finally:
        theme.use(before)
        art.CACHE.clear()
