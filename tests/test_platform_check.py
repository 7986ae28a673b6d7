"""On X11, a missing system library of Qt's xcb plugin is named with its package, before Qt aborts."""

from __future__ import annotations

import pytest

from lehavre_desktop import platform_check
from lehavre_desktop.app import main


@pytest.mark.parametrize(
    ("environment", "expected"),
    [
        ({"QT_QPA_PLATFORM": "offscreen"}, False),
        ({"QT_QPA_PLATFORM": "offscreen:configfile=x.json"}, False),
        ({"QT_QPA_PLATFORM": "xcb"}, True),
        ({"DISPLAY": ":0"}, True),
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, False),
        ({}, False),
    ],
)
def test_xcb_is_recognised(environment: dict[str, str], expected: bool) -> None:
    assert platform_check.uses_xcb(environment) is expected


def test_a_missing_library_is_named_with_its_package() -> None:
    missing = platform_check.missing_packages({"libc.so.6": "libc6", "libnot-there-at-all.so.9": "libnot-there9"})
    assert missing == ["libnot-there9"]
    assert "sudo apt-get install libnot-there9" in platform_check.explain(missing)


def test_the_program_stops_with_the_packages_before_qt(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setattr(platform_check, "XCB_LIBRARIES", {"libxcb-cursor-missing.so.0": "libxcb-cursor0"})
    assert main([]) == 1
    assert "sudo apt-get install libxcb-cursor0" in capsys.readouterr().err
