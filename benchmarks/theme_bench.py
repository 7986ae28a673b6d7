"""How long a player waits for a change of theme: from choosing it in View ▸ Theme to the end of the table's
last repaint, with the side panels (teaching text and a long game log) written again in the new colours.

    taskset -c 0 python benchmarks/theme_bench.py [--rounds 10] [--size 1280x800] [--record docs/midgame.lhip.json]

The window shows the saved game (offscreen, animations off, teaching panel and log open). Each round
chooses light, dark and high contrast in turn, so every theme follows every other one equally often;
each change is timed from just before the menu's action is triggered to the end of the last paint of the
table it causes (the view draws its foreground once every item is drawn; the event loop runs until a pass
paints the table no more). The last line is one JSON object with the figures (milliseconds).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

THEMES = ("light", "dark", "high_contrast")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--record", type=Path, default=ROOT / "docs" / "midgame.lhip.json")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from benchmarks.repaint_clock import RepaintClock
    from lehavre_desktop.i18n.manager import LanguageManager
    from lehavre_desktop.session.game_session import GameSession
    from lehavre_desktop.session.persistence import load_record
    from lehavre_desktop.settings import Settings
    from lehavre_desktop.startup import setup_application
    from lehavre_desktop.ui.main_window import MainWindow

    clock = RepaintClock()
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    setup_application(app)
    settings = Settings(Path(tempfile.mkdtemp()) / "settings.ini")
    settings.animation_speed = "off"
    languages = LanguageManager(settings)
    languages.start("en")
    session = GameSession(load_record(args.record))
    window = MainWindow(session, settings, languages, autosave=False, preload_charts=False)
    window.resize(width, height)
    window.show()
    for _ in range(10):
        app.processEvents()

    timings: dict[str, list[float]] = {name: [] for name in THEMES}
    for _ in range(args.rounds):
        for name in THEMES:
            for _ in range(3):
                app.processEvents()
            started = clock.start()
            window.theme_menu.choice_actions[name].trigger()
            took = clock.until_painted(started)
            assert took is not None, "a change of theme left the table unpainted"
            timings[name].append(took)
    every = [ms for values in timings.values() for ms in values]
    figures = {f"{name}_median_ms": round(statistics.median(values), 1) for name, values in timings.items()}
    figures["median_ms"] = round(statistics.median(every), 1)
    figures["worst_ms"] = round(max(every), 1)
    figures["log_lines"] = window.log.document().blockCount()
    print(
        f"theme change to the repainted table ({len(every)} changes, {width}x{height}, "
        f"{figures['log_lines']} log lines): median {figures['median_ms']} ms, worst {figures['worst_ms']} ms"
    )
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
