"""The wheel a release builds carries every runtime file, where the program reads it, and nothing from tests/.

The wheel is built from the sdist (``python -m build``, as a release does), or taken from ``LEHAVRE_WHEEL``
when CI has just built it.
"""

from __future__ import annotations

import email.parser
import os
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest
from packaging.requirements import Requirement

# Each test reads a wheel built from the sdist (several seconds).
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
# resources/ is installed as this package (setup.py).
ASSETS = "lehavre_desktop/assets"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    given = os.environ.get("LEHAVRE_WHEEL")
    if given:
        return zipfile.ZipFile(given)
    out = tmp_path_factory.mktemp("dist")
    built = subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)], capture_output=True, text=True, timeout=600
    )
    assert built.returncode == 0, built.stdout[-4000:] + built.stderr[-4000:]
    (found,) = out.glob("*.whl")
    return zipfile.ZipFile(found)


def files_under(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"]


def runtime_files() -> dict[str, Path]:
    """Each file the installed program needs, by its name in the wheel: the package's modules and resources/."""
    files = {p.relative_to(ROOT).as_posix(): p for p in files_under(ROOT / "lehavre_desktop")}
    resources = ROOT / "resources"
    files.update({f"{ASSETS}/{p.relative_to(resources).as_posix()}": p for p in files_under(resources)})
    return files


def project() -> dict[str, object]:
    table = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert isinstance(table, dict)
    return table


def test_the_wheel_holds_every_runtime_file_and_nothing_else(wheel: zipfile.ZipFile) -> None:
    metadata = f"lehavre_desktop-{project()['version']}.dist-info/"
    packaged = {name for name in wheel.namelist() if not name.startswith(metadata)}
    expected = runtime_files()
    assert sorted(set(expected) - packaged) == [], "runtime files missing from the wheel"
    assert sorted(packaged - set(expected)) == [], "files in the wheel that are not runtime files"
    for name, source in expected.items():
        assert wheel.read(name) == source.read_bytes(), f"{name} differs from {source}"


def test_nothing_from_tests_is_in_the_wheel(wheel: zipfile.ZipFile) -> None:
    assert [n for n in wheel.namelist() if n.startswith("tests/") or "/tests/" in n or "conftest" in n] == []


def test_the_wheel_installs_the_game_command_and_its_dependencies(wheel: zipfile.ZipFile) -> None:
    info = f"lehavre_desktop-{project()['version']}.dist-info"
    entry_points = wheel.read(f"{info}/entry_points.txt").decode()
    assert "[gui_scripts]\nlehavre-desktop = lehavre_desktop.app:main" in entry_points
    metadata = email.parser.Parser().parsestr(wheel.read(f"{info}/METADATA").decode())
    assert metadata["Version"] == project()["version"]
    dependencies = project()["dependencies"]
    assert isinstance(dependencies, list)
    required = {Requirement(r) for r in metadata.get_all("Requires-Dist", []) if "extra ==" not in r}
    assert required == {Requirement(r) for r in dependencies}
