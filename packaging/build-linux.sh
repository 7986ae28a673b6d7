#!/usr/bin/env bash
# A self-contained Linux build in dist/lehavre-desktop/ (PyInstaller one-folder), plus a tarball.
# pyqtgraph and numpy are kept: the end-of-game chart needs them.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv-build
.venv-build/bin/pip install -q . "pyinstaller>=6"
.venv-build/bin/pyinstaller --noconfirm --onedir --windowed --name lehavre-desktop \
  --collect-data lehavre_desktop packaging/launch.py
install -Dm644 resources/applications/io.github.lehavre_desktop.InlandPort.desktop dist/lehavre-desktop/share/applications/io.github.lehavre_desktop.InlandPort.desktop
install -Dm644 packaging/io.github.lehavre_desktop.InlandPort.metainfo.xml dist/lehavre-desktop/share/metainfo/io.github.lehavre_desktop.InlandPort.metainfo.xml
install -Dm644 resources/icons/hicolor/scalable/apps/io.github.lehavre_desktop.InlandPort.svg dist/lehavre-desktop/share/icons/hicolor/scalable/apps/io.github.lehavre_desktop.InlandPort.svg
tar -C dist -czf dist/lehavre-desktop-linux.tar.gz lehavre-desktop
echo "built dist/lehavre-desktop and dist/lehavre-desktop-linux.tar.gz"
