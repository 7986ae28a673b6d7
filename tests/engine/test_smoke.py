import random

from lehavre_desktop.engine import End, Good, apply, legal_actions, new_game, outcome
from lehavre_desktop.engine.random_play import play_random_game


def test_new_game_offers_round_a_builds() -> None:
    state = new_game(("Ann", "Ben"))
    texts = [a.text() for a in legal_actions(state)]
    assert "build clay_mound pay wood@0.1" in texts
    assert state.players[0].amount(Good.FISH) == 4


def test_random_game_finishes_with_outcome() -> None:
    played = play_random_game(random.Random(3))
    result = outcome(played.final)
    assert result is not None
    assert played.final.finished
    first = legal_actions(new_game())[0]
    acted = apply(new_game(), first).state
    assert (acted.actions_taken, acted.acted) == (0, True)  # the turn stays open for sales until ``end``
    assert apply(acted, End()).state.actions_taken == 1


def test_the_engine_imports_no_qt() -> None:
    import subprocess
    import sys

    code = (
        "import sys, lehavre_desktop.engine, lehavre_desktop.engine.__main__, lehavre_desktop.engine.random_play; "
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
