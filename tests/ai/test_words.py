"""The computer's move in words: the search's own numbers, shown whole, in whole sentences of each language."""

from __future__ import annotations

import ast
import json
import string
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTranslator

from lehavre_desktop.ai import Expectation, Explanation, RankedTurn, explained_plan, make_agent, suggest
from lehavre_desktop.engine import Build, GameState, Pass, Use
from lehavre_desktop.prose import move_explained
from lehavre_desktop.prose.advice import points
from lehavre_desktop.prose.move_explained import computer_move_sentences, hint_sentences, reasons_title
from lehavre_desktop.resources import I18N_DIR
from lehavre_desktop.session.players import computer_name

from .positions import one_per_round

INCOMING = Path(__file__).resolve().parents[2] / "translations" / "incoming" / "ai.json"
MESSAGES = json.loads(INCOMING.read_text(encoding="utf-8"))


def said_move(explanation: Explanation, state: GameState, reader: int | None) -> str:
    """The computer's sentences as a player reads them, one after the other."""
    return " ".join(computer_move_sentences(explanation, state, reader))


def said_hint(explanation: Explanation, state: GameState) -> str:
    return " ".join(hint_sentences(explanation, state))


def named(state: GameState, names: tuple[str, str]) -> GameState:
    first, second = (player._replace(name=name) for player, name in zip(state.players, names, strict=True))
    return state._replace(players=(first, second))


STATE = named(one_per_round(6)[2], ("Ann", "Ben"))  # round C, Ann (seat 0) to move
BUILT = Explanation(
    RankedTurn(Build("wood_trader"), Expectation(151.5, 147.16, 9.4)),
    RankedTurn(Use("hardware_store"), Expectation(149.49, 148.92, 6.0)),
    plies=3,
)


def test_the_computers_move_names_its_building_and_the_searchs_numbers_rounded_as_a_player_would() -> None:
    assert STATE.current == 0
    assert said_move(BUILT, STATE, reader=1) == (
        "Ann built the Wood Trader: it expects to finish with 152, you with 147. "
        "Using the Hardware Store instead would have left it 149, you 149."
    )
    assert said_move(BUILT, STATE, reader=None) == (
        "Ann built the Wood Trader: it expects to finish with 152, Ben with 147. "
        "Using the Hardware Store instead would have left it 149, Ben 149."
    )


def test_a_use_a_pass_and_a_move_without_an_alternative() -> None:
    used = Explanation(
        RankedTurn(Use("kiln"), Expectation(100.87, 166.92, -66.0)),
        RankedTurn(Build("shipping_line"), Expectation(95.83, 165.29, -69.5)),
        plies=2,
    )
    assert said_move(used, STATE, reader=1) == (
        "Ann used the Kiln: it expects to finish with 101, you with 167. "
        "Building the Shipping Line instead would have left it 96, you 165."
    )
    passed = Explanation(RankedTurn(Pass(), Expectation(80.0, 90.4, -10.4)), None, plies=1)
    assert said_move(passed, STATE, reader=1) == "Ann passed: it expects to finish with 80, you with 90."
    # Another payment for the same building is no alternative worth a sentence (nor is a pass).
    alone = Explanation(BUILT.chosen, RankedTurn(Pass(), Expectation(1.0, 2.0, -1.0)), plies=1)
    assert said_move(alone, STATE, reader=None).endswith("Ben with 147.")


def test_the_hint_says_the_same_numbers_to_the_player() -> None:
    assert said_hint(BUILT, STATE) == (
        "You can expect to finish with 152, Ben with 147. Using the Hardware Store instead would leave you 149, "
        "Ben 149."
    )


def test_a_real_search_is_said_with_its_own_numbers() -> None:
    for state in one_per_round(6)[1::4]:
        plan = explained_plan(make_agent("strong", 9), state)
        explanation = plan.explanation
        assert explanation is not None
        said = said_move(explanation, state, reader=1 - state.current)
        mine, theirs = explanation.chosen.expectation.mine, explanation.chosen.expectation.theirs
        assert f"finish with {points(mine)}, you with {points(theirs)}." in said
        hint = suggest(state).explanation
        assert hint is not None
        expected = points(hint.chosen.expectation.mine)
        assert said_hint(hint, state).startswith(f"You can expect to finish with {expected},")


def translated_sources() -> set[str]:
    """Every message prose.move_explained translates, read from its source as lupdate reads it."""
    tree = ast.parse(Path(move_explained.__file__).read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "translate":
            context, source = node.args[:2]
            assert isinstance(context, ast.Constant) and context.value == "MoveExplained"
            assert isinstance(source, ast.Constant) and isinstance(source.value, str)
            found.add(source.value)
    return found


def placeholders(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


def test_every_message_has_its_greek_and_hungarian_with_the_same_placeholders() -> None:
    assert {m["source"] for m in MESSAGES if m["context"] == "MoveExplained"} == translated_sources()
    for message in MESSAGES:
        for language in ("el", "hu"):
            forms = message[language] if isinstance(message[language], list) else [message[language]]
            for form in forms:
                assert placeholders(form) == placeholders(message["source"]), (language, message["source"])
                assert ("%n" in form) == ("%n" in message["source"]), (language, message["source"])


class IncomingTranslator(QTranslator):
    """A language's catalogue with this topic's messages from translations/incoming/ai.json on top."""

    def __init__(self, code: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._code = code
        self._catalogue = QTranslator(self)
        assert self._catalogue.load(f"lehavre_{code}", str(I18N_DIR))
        self._ours = {(m["context"], m["source"]): m[code] for m in MESSAGES if isinstance(m[code], str)}

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return (
            self._ours.get((context, source)) or self._catalogue.translate(context, source, disambiguation, n) or source
        )

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def in_language(qapp: QCoreApplication) -> Iterator[Callable[[str], None]]:
    """Switches the language the way the window does: its translator installed, its locale the default."""
    installed: list[QTranslator] = []

    def switch(code: str) -> None:
        translator = IncomingTranslator(code)
        installed.append(translator)
        QLocale.setDefault(QLocale(code))
        qapp.installTranslator(translator)

    yield switch
    for translator in installed:
        qapp.removeTranslator(translator)
    QLocale.setDefault(QLocale("en"))


def test_the_sentences_in_greek_and_hungarian_inflect_the_computer_and_the_buildings(
    in_language: Callable[[str], None],
) -> None:
    computer = computer_name("expert")
    state = named(STATE, (computer, "Ben"))
    in_language("el")
    assert said_move(BUILT, state, reader=1) == (
        "Ο υπολογιστής κατασκεύασε τον Ξυλέμπορο: υπολογίζει ότι θα τελειώσει με 152 πόντους κι εσύ με 147. "
        "Αν είχε χρησιμοποιήσει το Κατάστημα Εργαλείων, θα περίμενε να τελειώσει με 149 κι εσύ με 149."
    )
    assert reasons_title() == "Γιατί αυτή η κίνηση"
    in_language("hu")
    assert said_move(BUILT, state, reader=None) == (
        "A gép felépítette a Fakereskedést: arra számít, hogy 152 ponttal végez, Ben pedig 147 ponttal. "
        "Ha inkább az Építőanyag-kereskedést használta volna, 149 pontra számíthatott volna, Ben pedig 149 pontra."
    )
