"""Copy the licence texts of what the bundle ships into its licences folder.

    build/venv/bin/python packaging/collect_licences.py dist/lehavre-desktop/licenses

Run with the bundle's build environment, so the libraries found are the ones bundled.
Qt/PySide6 ship no licence file in their wheels: their LGPL-3.0 (and the GPL-3.0 text it
builds on) come from resources/licenses/, with the fonts' licence from resources/fonts/.
"""

from __future__ import annotations

import shutil
import sys
import sysconfig
from importlib.metadata import distribution
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIBRARIES = ("numpy", "pyqtgraph", "platformdirs")
OWN_FILES = (
    (ROOT / "LICENSE", "lehavre-desktop-LICENSE.txt"),
    (ROOT / "resources" / "licenses" / "LGPL-3.0.txt", "PySide6-Qt-LGPL-3.0.txt"),
    (ROOT / "resources" / "licenses" / "GPL-3.0.txt", "PySide6-Qt-GPL-3.0.txt"),
    (ROOT / "resources" / "fonts" / "LICENSE-DejaVu.txt", "DejaVu-fonts-LICENSE.txt"),
)


def is_licence(path: Path) -> bool:
    name = path.name.lower()
    return "licen" in name or name.startswith("copying") or path.parent.name == "licenses"


def main(target: Path) -> None:
    target.mkdir(parents=True, exist_ok=True)
    for source, name in OWN_FILES:
        shutil.copyfile(source, target / name)
    for library in LIBRARIES:
        dist = distribution(library)
        found = [f for f in dist.files or () if is_licence(Path(str(f)))]
        if not found:
            raise SystemExit(f"{library} ships no licence file")
        for file in found:
            shutil.copyfile(Path(str(dist.locate_file(file))), target / f"{library}-{Path(str(file)).name}")
    shutil.copyfile(Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt", target / "Python-LICENSE.txt")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
