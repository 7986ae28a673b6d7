"""One version, from pyproject.toml through the package metadata to ``--version`` and the AppStream metainfo."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ElementTree
from importlib.metadata import version
from pathlib import Path

import pytest

import lehavre_desktop
from lehavre_desktop.resources import APP_ID, DESKTOP_ENTRY

ROOT = Path(__file__).resolve().parents[2]
METAINFO = ROOT / "packaging" / f"{APP_ID}.metainfo.xml"


def project() -> dict[str, object]:
    table = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert isinstance(table, dict)
    return table


def test_the_installed_metadata_states_the_version_of_pyproject() -> None:
    # An editable install keeps the metadata of its install: after a version change, pip install -e . again.
    assert version("lehavre-desktop") == project()["version"]
    assert lehavre_desktop.__version__ == project()["version"]


def test_the_version_option_prints_it() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "lehavre_desktop", "--version"], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0
    assert result.stdout == f"lehavre-desktop {project()['version']}\n"


def test_the_metainfo_names_the_entry_the_program_and_the_current_release() -> None:
    component = ElementTree.parse(METAINFO).getroot()
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable[@type='desktop-id']") == DESKTOP_ENTRY.name
    scripts = project()["gui-scripts"]
    assert isinstance(scripts, dict)
    assert [b.text for b in component.iterfind("provides/binary")] == list(scripts)
    releases = [r.get("version") for r in component.iterfind("releases/release")]
    assert releases[0] == project()["version"], "the newest <release> of the metainfo comes first"


def test_the_metainfo_is_valid() -> None:
    validator = shutil.which("appstreamcli")
    if validator is None:
        pytest.skip("appstreamcli is not installed (Debian: appstream)")
    result = subprocess.run([validator, "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
