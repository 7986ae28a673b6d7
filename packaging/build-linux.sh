#!/usr/bin/env bash
# The self-contained Linux build: a PyInstaller one-folder bundle in dist/lehavre-desktop/ and its tarball
# dist/lehavre-desktop-linux.tar.gz. It ends with its own smoke test: the bundled program, run outside the
# checkout, prints its version and renders the window to a PNG in English, Greek and Hungarian.
#
#   bash packaging/build-linux.sh
#
# Needs PyPI (PySide6-Essentials, PyInstaller); takes a few minutes. Users of the bundle add it to their
# desktop menu with `lehavre-desktop/lehavre-desktop --install-desktop-entry`.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
BUNDLE=$ROOT/dist/lehavre-desktop

python3 -m venv build/venv
build/venv/bin/pip install -q "pyinstaller>=6" "build>=1"
# The bundle takes the package as its wheel installs it (resources/ as lehavre_desktop.assets), never the
# checkout: build the wheel from the sdist as a release does, and install it afresh on every build.
rm -rf build/wheel
build/venv/bin/python -m build -q --outdir build/wheel .
wheel=$(ls build/wheel/lehavre_desktop-*.whl)
build/venv/bin/pip install -q "$wheel"
build/venv/bin/pip install -q --no-deps --force-reinstall "$wheel"
rm -rf "$BUNDLE" build/pyinstaller
# pyqtgraph and numpy are kept: the end-of-game chart needs them. The metadata gives --version and About
# the version.
build/venv/bin/pyinstaller --noconfirm --clean --log-level WARN --onedir --windowed --name lehavre-desktop \
  --collect-data lehavre_desktop --copy-metadata lehavre-desktop \
  --distpath "$ROOT/dist" --workpath build/pyinstaller --specpath build/pyinstaller \
  packaging/launch.py

build/venv/bin/python packaging/collect_licences.py "$BUNDLE/licenses"

echo "== smoke test: the bundle, run outside the checkout"
shots=$ROOT/build/bundle-smoke
rm -rf "$shots" && mkdir -p "$shots"
expected=$(build/venv/bin/python -c "from importlib.metadata import version; print(version('lehavre-desktop'))")
cd "$shots"
shown=$(env -u PYTHONPATH "$BUNDLE/lehavre-desktop" --version)
[ "$shown" = "lehavre-desktop $expected" ] || { echo "the bundle says '$shown', not version $expected" >&2; exit 1; }
echo "$shown"
for lang in en el hu; do
  env -u PYTHONPATH QT_QPA_PLATFORM=offscreen "$BUNDLE/lehavre-desktop" --lang "$lang" --size 1280x800 \
    --screenshot "$shots/bundle_$lang.png"
done
"$ROOT/build/venv/bin/python" - "$shots" <<'EOF'
import hashlib, struct, sys
from pathlib import Path
digests = set()
for lang in ("en", "el", "hu"):
    data = (Path(sys.argv[1]) / f"bundle_{lang}.png").read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"the {lang} screenshot is not a PNG"
    assert struct.unpack(">II", data[16:24]) == (1280, 800), f"the {lang} screenshot is not 1280x800"
    digests.add(hashlib.sha256(data).hexdigest())
assert len(digests) == 3, "the three languages look the same: the bundle did not load its translations"
print("screenshots in en, el and hu: three different 1280x800 PNGs")
EOF
# The entry the bundle installs starts the bundle itself.
env XDG_DATA_HOME="$shots/share" "$BUNDLE/lehavre-desktop" --install-desktop-entry >/dev/null
entry=$shots/share/applications/io.github.lehavre_desktop.InlandPort.desktop
grep "^Exec=" "$entry" | grep -qF "$BUNDLE/lehavre-desktop" || { echo "$entry does not start the bundle" >&2; exit 1; }
if command -v desktop-file-validate >/dev/null 2>&1; then desktop-file-validate "$entry"; fi
echo "--install-desktop-entry: an entry that starts $BUNDLE/lehavre-desktop"
cd "$ROOT"

tar -C dist -czf dist/lehavre-desktop-linux.tar.gz lehavre-desktop
echo "built $BUNDLE ($(du -sh "$BUNDLE" | cut -f1)) and dist/lehavre-desktop-linux.tar.gz" \
  "($(du -sh dist/lehavre-desktop-linux.tar.gz | cut -f1)); screenshots in $shots"
