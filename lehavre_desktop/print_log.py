"""``lehavre-desktop --print-log FILE --lang en|el|hu``: a saved game as text, in any language.

The game log and the teaching panel's narration of every step, one line each, written by the
very functions the two panels use: for translators to read a whole game, and for sharing one.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TextIO

from PySide6.QtCore import QCoreApplication

from .engine import GameRecord
from .i18n.amounts import install_source_numerus
from .i18n.manager import LanguageManager
from .prose.cast import cast_of_session
from .prose.narration import explain_events, log_lines
from .prose.problems import problem_text
from .session.game_session import GameSession
from .session.persistence import SaveFileError, load_record
from .session.players import names_in_language
from .settings import Settings


def game_lines(record: GameRecord) -> list[str]:
    """The log, then the narration, each under the title its panel has."""
    session = GameSession()
    session.load(record)
    session.rename_players(names_in_language(session.names, session.seats))  # as the window shows them
    players = cast_of_session(session)
    history, states = session.history(), session.states()
    narration = [
        explanation.text
        for index, (before, events) in enumerate(history)
        for explanation in explain_events(events, before, states[index], players)
    ]
    return [
        QCoreApplication.translate("MainWindow", "Game log"),
        *log_lines(history, players),
        "",
        QCoreApplication.translate("MainWindow", "Teaching"),
        *narration,
    ]


def open_failure(path: Path, error: SaveFileError) -> str:
    """What Game > Open says of a file it cannot open."""
    return QCoreApplication.translate(
        "MainWindow", "{file} is not a game this program can open. The file was left as it is.\n\nDetails: {reason}"
    ).format(file=path.name, reason=problem_text(error.error))


def print_log(path: Path, language: str, out: TextIO = sys.stdout, errors: TextIO = sys.stderr) -> int:
    """Print the game in ``path``; 0 when done, 2 when the file is not a game."""
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    install_source_numerus(app)
    languages = LanguageManager(Settings(), app)  # the application keeps it, and so its translators
    languages.set_language(language, remember=False)
    try:
        record = load_record(path)
    except SaveFileError as error:
        print(open_failure(path, error), file=errors)
        return 2
    for line in game_lines(record):
        print(line, file=out)
    return 0
