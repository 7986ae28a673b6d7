"""The frame's words as the player reads them: every message rendered in English, Greek and Hungarian by the
program's catalogues, plain text, and the bar's prompt for real positions."""

from __future__ import annotations

import pytest

from lehavre_desktop.engine import Build, Good, check, new_game, position_from_data, use_options
from lehavre_desktop.i18n.manager import LanguageManager
from lehavre_desktop.prose.cast import cast_of
from lehavre_desktop.prose.table_prompts import PLAYER_RENDERERS, RENDERERS, render
from lehavre_desktop.session.players import computer_name
from lehavre_desktop.table import Message, MessageId, Pending, message, present
from tests.ui.positions import EX26_RESTAURANT

ANN_AND_BEN = cast_of(("Ann", "Ben"))


def samples() -> list[Message]:
    refusal = check(new_game(("Ann", "Ben")), Build("town_hall"))
    return [
        message(MessageId.YOUR_TURN, player=0),
        message(MessageId.MUST_PASS, player=0),
        message(MessageId.ACTED, player=0),
        message(MessageId.ACTED_DETAIL, opponent=1),
        message(MessageId.BUILD, building="kiln"),
        message(MessageId.USE_OWN, building="restaurant"),
        message(MessageId.USE_OPPONENTS, building="hardware_store", fee=1),
        message(MessageId.SELL, building="smokehouse", price=2),
        message(MessageId.DROP_ON_BANK),
        message(MessageId.FRANCS_CHANGE, before=5, after=9),
        message(MessageId.REPETITION, n=1, cost=1, goods=((Good.FISH, 3),), extra=2),
        message(MessageId.MARKER_BACK, good=Good.GRAIN),
        message(MessageId.GOOD_LABEL, good=Good.CLAY),
        message(
            MessageId.ALTERNATIVE,
            index=2,
            choice=message(
                MessageId.OVERPAYING,
                choice=message(MessageId.PAY, goods=((Good.FISH, 2), (Good.GRAIN, 1))),
                extra=(("food", 1),),
            ),
        ),
        message(
            MessageId.ALTERNATIVE,
            index=3,
            choice=message(
                MessageId.TIMES, times=2, effect=message(MessageId.CHANGES, goods=((Good.FISH, 6, 0),), francs=(5, 9))
            ),
        ),
        message(MessageId.REFUSED, rejection=refusal),
    ]


EXPECTED = {
    "en": [
        "Ann, your turn: click a building in the supply to build it, or a building with a green frame on a wheel to "
        "use it.",
        "Ann, you can neither build nor use a building: please pass.",
        "Ann, sell a building, or end your turn.",
        "Your action is done. To sell, drag one of your buildings onto the bank or right-click it; End turn (Enter) "
        "hands the turn to Ben.",
        "Build Kiln",
        "Use Restaurant",
        "Use Hardware Store (your opponent's: a fee of 1 franc)",
        "Sell Smokehouse for 2 francs",
        "Drop it on the bank to sell it.",
        "Your francs: 5 → 9",
        "Repetition 1: 1 food paid with 3 fish (2 food more than due)",
        "The grain marker goes back: drop it on a highlighted cell of your warehouse.",
        "Clay:",
        "2. Pay 2 fish and 1 grain (1 food more than due)",
        "3. 2×: Fish 6 → 0 and Francs 5 → 9",
        "Town Hall enters the game in round J.",
    ],
    "el": [
        "Ann, σειρά σου: κάνε κλικ σε ένα κτίριο του αποθέματος για να το κατασκευάσεις ή σε ένα κτίριο με πράσινο "
        "πλαίσιο σε ένα ταμπλό για να το χρησιμοποιήσεις.",
        "Ann, δεν μπορείς ούτε να κατασκευάσεις ούτε να χρησιμοποιήσεις κτίριο: πες πάσο.",
        "Ann, πούλησε ένα κτίριο ή τελείωσε τη σειρά σου.",
        "Η ενέργειά σου ολοκληρώθηκε. Για να πουλήσεις, σύρε ένα από τα κτίριά σου στην τράπεζα ή κάνε δεξί κλικ "
        "πάνω του· το «Τέλος σειράς» (Enter) δίνει τη σειρά στον Ben.",
        "Κατασκευή του Καμινιού",
        "Χρήση του Εστιατορίου",
        "Χρήση του Καταστήματος Εργαλείων (του αντιπάλου σου· αμοιβή 1 φράγκο)",
        "Πώληση του Παστώματος Ψαριών για 2 φράγκα",
        "Άφησέ το στην τράπεζα για να το πουλήσεις.",
        "Τα φράγκα σου: 5 → 9",
        "Επανάληψη 1: πληρωμή 1 φαγητού με 3 ψάρια (2 φαγητά παραπάνω)",
        "Γυρίζει πίσω ο δείκτης σιταριού: άφησέ τον σε μια επισημασμένη θέση της αποθήκης σου.",
        "Πηλός:",
        "2. Πληρωμή: 2 ψάρια και 1 σιτάρι (1 φαγητό παραπάνω)",
        "3. 2×: Ψάρι 6 → 0 και Φράγκα 5 → 9",
        "Αυτό το κτίριο (Δημαρχείο) μπαίνει στο παιχνίδι στον γύρο J.",
    ],
    "hu": [
        "Ann, te jössz: kattints egy épületre a készletben, hogy felépítsd, vagy egy zöld keretes épületre valamelyik "
        "játéktáblán, hogy használd.",
        "Ann, sem építeni, sem épületet használni nem tudsz: passzolj.",
        "Ann, adj el egy épületet, vagy fejezd be a fordulódat.",
        "Az akciódat végrehajtottad. Eladáshoz húzd az egyik épületedet a bankra, vagy kattints rá a jobb "
        "egérgombbal; a Forduló vége (Enter) után Ben következik.",
        "Építés: Égetőkemence",
        "Használat: Étterem",
        "Használat: Építőanyag-kereskedés (az ellenfeledé: 1 frank használati díj)",
        "Eladás: Füstölőüzem (2 frank)",
        "Engedd el a bank fölött, hogy eladd.",
        "Frankjaid: 5 → 9",
        "1. ismétlés: 1 étel kifizetése 3 hallal (2 étellel több a szükségesnél)",
        "Visszaugrik a gabonaszámláló: a raktárad egyik kiemelt mezőjén engedd el.",
        "Agyag:",
        "2. Fizetés: 2 hal és 1 gabona (1 étellel több a szükségesnél)",
        "3. 2×: Hal 6 → 0 és Frank 5 → 9",
        "Csak a J-körben kerül játékba a Városháza.",
    ],
}


@pytest.mark.parametrize("language", list(EXPECTED))
def test_the_bars_messages_read_as_the_catalogue_writes_them(languages: LanguageManager, language: str) -> None:
    languages.set_language(language, remember=False)
    assert [render(said, ANN_AND_BEN) for said in samples()] == EXPECTED[language]


def test_every_message_has_its_words() -> None:
    assert set(RENDERERS) | set(PLAYER_RENDERERS) == set(MessageId) and not set(RENDERERS) & set(PLAYER_RENDERERS)


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("el", ["Νίκο, πούλησε ένα κτίριο ή τελείωσε τη σειρά σου.", "… δίνει τη σειρά στον υπολογιστή."]),
        ("hu", ["Max, adj el egy épületet, vagy fejezd be a fordulódat.", "… után a gép következik."]),
    ],
)
def test_the_bar_calls_the_player_by_name_and_hands_the_turn_to_the_computer_as_itself(
    languages: LanguageManager, language: str, expected: list[str]
) -> None:
    languages.set_language(language, remember=False)
    person = "Νίκος" if language == "el" else "Max"
    players = cast_of((person, computer_name("strong")), ("person", "computer:strong"))
    acted = render(message(MessageId.ACTED, player=0), players)
    detail = render(message(MessageId.ACTED_DETAIL, opponent=1), players)
    assert acted == expected[0] and detail.endswith(expected[1].removeprefix("… "))


@pytest.mark.parametrize("language", list(EXPECTED))
def test_a_frames_words_are_plain_text_in_every_language(languages: LanguageManager, language: str) -> None:
    """Every title, line, alternative and label a real position's bar shows: no markup, nothing left untranslated
    in a language that has the catalogue."""
    languages.set_language(language, remember=False)
    state = position_from_data(EX26_RESTAURANT)
    frame = present(state, Pending("use", "restaurant", state, tuple(use_options(state, "restaurant"))))
    bar = frame.bar
    texts = [
        render(bar.title, ANN_AND_BEN),
        *(render(line, ANN_AND_BEN) for line in bar.details),
        *(render(line) for line in bar.alternatives),
        *(render(field.label) for field in bar.counts),
    ]
    assert len(texts) == 1 + len(bar.details) + 3 + 1
    assert not [text for text in texts if "<" in text or "&" in text or "{" in text]
    english = {"Use Restaurant", "Nothing changes on your warehouse.", "Repetitions:"}
    assert (set(texts) & english == english) is (language == "en")
