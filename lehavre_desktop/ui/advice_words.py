"""The words of the advice moved to ``prose.advice``; the old name stays for the modules that still import it."""

from ..prose.advice import action_words, margin, move_of, points, score_pair, turn_words

__all__ = ["action_words", "margin", "move_of", "points", "score_pair", "turn_words"]
