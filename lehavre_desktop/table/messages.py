"""What the table says, as data: a message id and its arguments, never a sentence and never markup.

The frame (``frame.py``) carries messages; ``prose/table_prompts.py`` turns one into the sentence of the language
of the moment (``render``), so a language change only renders the same frame again, and a test reads what the
table says without a widget. An argument is plain data: a building's id, a player's seat, a number, a good, an
engine event or rejection, or another message (a list's line inside a numbered line). A player is named by the
seat: the renderer is given the game's players (``prose.cast``), so each is named in the form its sentence asks.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class MessageId(StrEnum):
    # The action bar's title.
    GAME_OVER = "game_over"
    YOUR_TURN = "your_turn"  # player (a seat)
    MUST_PASS = "must_pass"  # player (a seat)
    ACTED = "acted"  # player (a seat): the action is done, the turn still open
    BUILD = "build"  # building
    USE_OWN = "use_own"  # building
    USE_OPPONENTS = "use_opponents"  # building, fee
    COMPUTER_TURN = "computer_turn"  # text: the computer's turn, in the words its presenter chose
    DRAG_TO_SELL = "drag_to_sell"  # building, price: a building dragged towards the bank
    # The detail lines.
    ACTED_DETAIL = "acted_detail"  # opponent (a seat)
    EFFECT = "effect"  # event, state: one effect of the choice shown, as the log would say it
    REPETITION = "repetition"  # n, cost, goods (tuple of (good, amount)), extra: a conversion's repetition
    NO_CHANGE = "no_change"
    FRANCS_CHANGE = "francs_change"  # before, after
    SEAT_FRANCS_CHANGE = "seat_francs_change"  # player (a seat), before, after: the opponent's move shown
    DROP_ON_BANK = "drop_on_bank"
    # Why the last gesture did nothing.
    REFUSED = "refused"  # rejection: the engine's reason
    COMPUTER_PLAYS = "computer_plays"  # text: the computer's presenter's words
    BACK_TO_PLACE = "back_to_place"  # building: dropped off the bank
    MARKER_BACK = "marker_back"  # good: dropped off the warehouse
    NO_CHOICE_THERE = "no_choice_there"  # good
    NO_CHOICE_NUMBER = "no_choice_number"
    ONLY_CHOICE = "only_choice"
    NOTHING_TO_CONFIRM = "nothing_to_confirm"
    NOTHING_TO_CONFIRM_OVER = "nothing_to_confirm_over"
    # Buttons and the compact chooser.
    SELL = "sell"  # building, price
    REPETITIONS_LABEL = "repetitions_label"
    GOOD_LABEL = "good_label"  # good
    # The list of alternatives: a numbered line per choice.
    ALTERNATIVE = "alternative"  # index (from 1), choice: a message below
    PAY = "pay"  # goods (tuple of (part, amount))
    NOTHING_TO_PAY = "nothing_to_pay"
    CHANGES = "changes"  # goods (tuple of (good, before, after)), francs ((before, after) or None)
    NO_GOODS_CHANGE = "no_goods_change"
    TIMES = "times"  # times, effect: a message
    OVERPAYING = "overpaying"  # choice: a message, extra (tuple of (part, amount))


@dataclass(frozen=True, repr=False)
class Message:
    id: MessageId
    args: tuple[tuple[str, object], ...] = ()

    def arg(self, name: str) -> object:
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(f"{self.id} has no argument {name!r}")

    def __repr__(self) -> str:
        """For failing tests and logs (never shown to a player): the id and its arguments, a game as its kind."""
        shown = (
            f"{key}=<{type(value).__name__}>" if key == "state" else f"{key}={value!r}" for key, value in self.args
        )
        return f"{self.id.value}({', '.join(shown)})"


def message(id: MessageId, **args: object) -> Message:
    return Message(id, tuple(args.items()))
